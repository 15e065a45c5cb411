import { useTranslation } from 'react-i18next';
import { maritalStatuses } from '../../../api/contract/loan-application';
import { documentTypes } from '../../../api/contract/prequal';
import { TextField } from '../../ui/form.view';
import { SelectField, StepForm, useStep } from './step-parts.view';
import * as css from './loan-wizard.css';

/** Applicant data (spec section 5): prefilled from the pre-qualification, the registry and the profile; names in Latin letters. */
export function ApplicantStep() {
  const { t } = useTranslation('loan');
  const { values, errors, change } = useStep('applicantData');
  return (
    <StepForm testId="loan-step-applicantData" title={t('applicant.title')}>
      <p className={css.muted}>{t('applicant.lead')}</p>
      <div className={css.pair}>
        <TextField label={t('applicant.firstName')} autoComplete="given-name" value={values.firstName} onValueChange={change('firstName')} error={errors.firstName} hint={t('applicant.latinHint')} data-testid="loan-first-name" />
        <TextField label={t('applicant.lastName')} autoComplete="family-name" value={values.lastName} onValueChange={change('lastName')} error={errors.lastName} data-testid="loan-last-name" />
      </div>
      <div className={css.pair}>
        <TextField label={t('applicant.middleName')} autoComplete="additional-name" value={values.middleName} onValueChange={change('middleName')} error={errors.middleName} data-testid="loan-middle-name" />
        <TextField label={t('applicant.birthDate')} type="date" autoComplete="bday" value={values.birthDate} onValueChange={change('birthDate')} error={errors.birthDate} data-testid="loan-birth-date" />
      </div>
      <div className={css.pair}>
        <TextField label={t('applicant.socialCard')} inputMode="numeric" autoComplete="off" maxLength={12} value={values.socialCardNumber} onValueChange={change('socialCardNumber')} error={errors.socialCardNumber} data-testid="loan-social-card" />
        <SelectField
          label={t('applicant.maritalStatus')}
          value={values.maritalStatus}
          options={[{ value: '', label: t('applicant.choose') }, ...maritalStatuses.map((value) => ({ value, label: t(`applicant.marital.${value}`) }))]}
          onValueChange={change('maritalStatus')}
          error={errors.maritalStatus}
          testId="loan-marital-status"
        />
      </div>
      <div className={css.pair}>
        <SelectField label={t('applicant.documentType')} value={values.documentType} options={documentTypes.map((value) => ({ value, label: t(`documentTypes.${value}`) }))} onValueChange={change('documentType')} error={errors.documentType} />
        <TextField label={t('applicant.documentNumber')} autoComplete="off" autoCapitalize="characters" maxLength={20} value={values.documentNumber} onValueChange={change('documentNumber')} error={errors.documentNumber} data-testid="loan-document-number" />
      </div>
      <div className={css.pair}>
        <TextField label={t('applicant.email')} type="email" autoComplete="email" value={values.email} onValueChange={change('email')} error={errors.email} data-testid="loan-email" />
        <TextField label={t('applicant.phone')} type="tel" autoComplete="tel" value={values.phoneNumber} onValueChange={change('phoneNumber')} error={errors.phoneNumber} hint={t('applicant.phoneHint')} data-testid="loan-phone" />
      </div>
      <TextField
        label={t('applicant.incomeTax')}
        inputMode="numeric"
        autoComplete="off"
        value={values.monthlyIncomeTax}
        onValueChange={change('monthlyIncomeTax')}
        error={errors.monthlyIncomeTax}
        hint={t('applicant.incomeTaxHint')}
        data-testid="loan-income-tax"
      />
    </StepForm>
  );
}
