import { Trans, useTranslation } from 'react-i18next';
import { DocumentLink } from '../document-link.view';
import { loanApplicationRules } from '../../../api/contract/loan-application';
import { Checkbox } from '../form.view';
import * as css from './loan-forms.css';
import type { StepFieldsProps } from './step-fields';

/** Consent (spec section 2): the credit register's check, valid for 3 months, and the processing of personal data. */
export function ConsentFields({ values, errors, change }: Omit<StepFieldsProps<'consent'>, 'testIdPrefix'>) {
  const { t } = useTranslation('loan');
  return (
    <>
      <p className={css.muted}>{t('consent.lead')}</p>
      <p className={css.muted}>
        <Trans t={t} i18nKey="consent.documents" components={{ credit: <DocumentLink kind="creditRegisterConsent" />, personal: <DocumentLink kind="serviceConsent" /> }} />
      </p>
      <Checkbox label={t('consent.creditRegister', { months: loanApplicationRules.consentMonths })} checked={values.creditRegisterConsent} onCheckedChange={change('creditRegisterConsent')} error={errors.creditRegisterConsent} name="creditRegisterConsent" />
      <Checkbox label={t('consent.personalData')} checked={values.personalDataConsent} onCheckedChange={change('personalDataConsent')} error={errors.personalDataConsent} name="personalDataConsent" />
    </>
  );
}
