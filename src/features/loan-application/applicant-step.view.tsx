import { useTranslation } from 'react-i18next';
import { ApplicantFields } from '../../ui/loan-forms/applicant-fields.view';
import { DocumentsHeld } from '../../ui/loan-forms/documents-held.view';
import { LoanWizardActor } from './loan-wizard.context';
import { StepForm, useStep } from './step-parts.view';
import * as css from './loan-wizard.css';

/** Applicant data (spec section 5): prefilled from the pre-qualification, the registry and the profile; names in Latin letters. */
export function ApplicantStep() {
  const { t } = useTranslation('loan');
  const fields = useStep('applicantData');
  const documentsHeld = LoanWizardActor.useSelector((s) => s.context.application?.documentsHeld ?? null);
  return (
    <StepForm testId="loan-step-applicantData" title={t('applicant.title')}>
      <p className={css.muted}>{t('applicant.lead')}</p>
      <DocumentsHeld documents={documentsHeld} testId="loan-documents-held" />
      <ApplicantFields {...fields} testIdPrefix="loan" />
    </StepForm>
  );
}
