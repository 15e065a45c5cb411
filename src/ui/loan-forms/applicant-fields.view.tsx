import { useTranslation } from 'react-i18next';
import { maritalStatuses } from '../../../api/contract/loan-application';
import { documentTypes } from '../../../api/contract/prequal';
import { TextField } from '../form.view';
import * as css from './loan-forms.css';
import { SelectField } from './select-field.view';
import type { StepFieldsProps } from './step-fields';

interface ApplicantFieldsProps extends StepFieldsProps<'applicantData'> {
  /** Said under a social card the registry has checked, which is then read-only. */
  socialCardLockedHint?: string | undefined;
  /** Whether the document type's select carries a test id (the wizard's never has). */
  documentTypeTestId?: boolean;
}

/** A person's own data (spec section 5): names in Latin letters, birth date, social card, marital status, document, contacts, income tax. */
export function ApplicantFields({ values, errors, change, testIdPrefix: prefix, socialCardLockedHint, documentTypeTestId = false }: ApplicantFieldsProps) {
  const { t } = useTranslation('loan');
  return (
    <>
      <div className={css.pair}>
        <TextField label={t('applicant.firstName')} autoComplete="given-name" value={values.firstName} onValueChange={change('firstName')} error={errors.firstName} hint={t('applicant.latinHint')} data-testid={`${prefix}-first-name`} />
        <TextField label={t('applicant.lastName')} autoComplete="family-name" value={values.lastName} onValueChange={change('lastName')} error={errors.lastName} data-testid={`${prefix}-last-name`} />
      </div>
      <div className={css.pair}>
        <TextField label={t('applicant.middleName')} autoComplete="additional-name" value={values.middleName} onValueChange={change('middleName')} error={errors.middleName} data-testid={`${prefix}-middle-name`} />
        <TextField label={t('applicant.birthDate')} type="date" autoComplete="bday" value={values.birthDate} onValueChange={change('birthDate')} error={errors.birthDate} data-testid={`${prefix}-birth-date`} />
      </div>
      <div className={css.pair}>
        <TextField
          label={t('applicant.socialCard')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={12}
          readOnly={socialCardLockedHint !== undefined}
          value={values.socialCardNumber}
          onValueChange={change('socialCardNumber')}
          error={errors.socialCardNumber}
          hint={socialCardLockedHint}
          data-testid={`${prefix}-social-card`}
        />
        <SelectField
          label={t('applicant.maritalStatus')}
          value={values.maritalStatus}
          options={[{ value: '', label: t('applicant.choose') }, ...maritalStatuses.map((value) => ({ value, label: t(`applicant.marital.${value}`) }))]}
          onValueChange={change('maritalStatus')}
          error={errors.maritalStatus}
          testId={`${prefix}-marital-status`}
        />
      </div>
      <div className={css.pair}>
        <SelectField
          label={t('applicant.documentType')}
          value={values.documentType}
          options={documentTypes.map((value) => ({ value, label: t(`documentTypes.${value}`) }))}
          onValueChange={change('documentType')}
          error={errors.documentType}
          testId={documentTypeTestId ? `${prefix}-document-type` : undefined}
        />
        <TextField label={t('applicant.documentNumber')} autoComplete="off" autoCapitalize="characters" maxLength={20} value={values.documentNumber} onValueChange={change('documentNumber')} error={errors.documentNumber} data-testid={`${prefix}-document-number`} />
      </div>
      <div className={css.pair}>
        <TextField label={t('applicant.email')} type="email" autoComplete="email" value={values.email} onValueChange={change('email')} error={errors.email} data-testid={`${prefix}-email`} />
        <TextField label={t('applicant.phone')} type="tel" autoComplete="tel" value={values.phoneNumber} onValueChange={change('phoneNumber')} error={errors.phoneNumber} hint={t('applicant.phoneHint')} data-testid={`${prefix}-phone`} />
      </div>
      <TextField label={t('applicant.incomeTax')} inputMode="numeric" autoComplete="off" value={values.monthlyIncomeTax} onValueChange={change('monthlyIncomeTax')} error={errors.monthlyIncomeTax} hint={t('applicant.incomeTaxHint')} data-testid={`${prefix}-income-tax`} />
    </>
  );
}
