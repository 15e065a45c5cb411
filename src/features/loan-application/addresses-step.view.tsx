import { useTranslation } from 'react-i18next';
import { AddressFields } from '../../ui/loan-forms/address-fields.view';
import { StepForm, useStep } from './step-parts.view';

/** Addresses (spec section 2): registration and current, or "same as registration". */
export function AddressesStep() {
  const { t } = useTranslation('loan');
  const fields = useStep('addresses');
  return (
    <StepForm testId="loan-step-addresses" title={t('addresses.title')}>
      <AddressFields {...fields} testIdPrefix="loan" />
    </StepForm>
  );
}
