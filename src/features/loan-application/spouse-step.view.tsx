import { useTranslation } from 'react-i18next';
import { SpouseFields } from '../../ui/loan-forms/spouse-fields.view';
import { LoanWizardActor } from './loan-wizard.context';
import { StepForm, useStep } from './step-parts.view';

/** Spouse data (spec section 5), only when married: the spouse's names, social card and document, and the document's pictures. */
export function SpouseStep() {
  const { t } = useTranslation('loan');
  const fields = useStep('spouseData');
  const actor = LoanWizardActor.useActorRef();
  const busy = LoanWizardActor.useSelector((s) => s.hasTag('busy'));
  const uploading = LoanWizardActor.useSelector((s) => s.context.uploading);
  const pictureErrors = LoanWizardActor.useSelector((s) => s.context.errors);
  const applicationId = LoanWizardActor.useSelector((s) => s.context.applicationId ?? '');
  const pictures = LoanWizardActor.useSelector((s) => s.context.application?.pictures ?? []);
  return (
    <StepForm testId="loan-step-spouseData" title={t('spouse.title')}>
      <SpouseFields
        {...fields}
        testIdPrefix="loan"
        applicationId={applicationId}
        pictures={pictures.filter((picture) => picture.owner === 'spouse')}
        pictureErrors={pictureErrors}
        busy={busy}
        uploading={uploading}
        upload={(kind, file) => actor.send({ type: 'picture.upload', kind, file })}
      />
    </StepForm>
  );
}
