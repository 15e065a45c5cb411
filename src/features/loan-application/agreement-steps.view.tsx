import { useTranslation } from 'react-i18next';
import { loanApplicationRules } from '../../../api/contract/loan-application';
import { Checkbox } from '../../ui/form.view';
import { StepForm, useStep } from './step-parts.view';
import * as css from './loan-wizard.css';

/** Consent (spec section 2): the credit register's check, valid for 3 months, and the processing of personal data. */
export function ConsentStep() {
  const { t } = useTranslation('loan');
  const { values, errors, change } = useStep('consent');
  return (
    <StepForm testId="loan-step-consent" title={t('consent.title')}>
      <p className={css.muted}>{t('consent.lead')}</p>
      <Checkbox label={t('consent.creditRegister', { months: loanApplicationRules.consentMonths })} checked={values.creditRegisterConsent} onCheckedChange={change('creditRegisterConsent')} error={errors.creditRegisterConsent} name="creditRegisterConsent" />
      <Checkbox label={t('consent.personalData')} checked={values.personalDataConsent} onCheckedChange={change('personalDataConsent')} error={errors.personalDataConsent} name="personalDataConsent" />
    </StepForm>
  );
}
