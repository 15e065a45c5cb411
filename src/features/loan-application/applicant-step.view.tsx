import { useTranslation } from 'react-i18next';
import { ApplicantFields } from '../../ui/loan-forms/applicant-fields.view';
import { StepForm, useStep } from './step-parts.view';
import * as css from './loan-wizard.css';

/** Applicant data (spec section 5): prefilled from the pre-qualification, the registry and the profile; names in Latin letters. */
export function ApplicantStep() {
  const { t } = useTranslation('loan');
  const fields = useStep('applicantData');
  return (
    <StepForm testId="loan-step-applicantData" title={t('applicant.title')}>
      <p className={css.muted}>{t('applicant.lead')}</p>
      <ApplicantFields {...fields} testIdPrefix="loan" />
    </StepForm>
  );
}
