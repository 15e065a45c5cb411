import { useTranslation } from 'react-i18next';
import { ConsentFields } from '../../ui/loan-forms/consent-fields.view';
import { StepForm, useStep } from './step-parts.view';

/** Consent (spec section 2): the credit register's check, valid for 3 months, and the processing of personal data. */
export function ConsentStep() {
  const { t } = useTranslation('loan');
  const fields = useStep('consent');
  return (
    <StepForm testId="loan-step-consent" title={t('consent.title')}>
      <ConsentFields {...fields} />
    </StepForm>
  );
}
