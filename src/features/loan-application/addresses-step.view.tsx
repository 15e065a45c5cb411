import { useTranslation } from 'react-i18next';
import { Checkbox, TextField } from '../../ui/form.view';
import { StepForm, useStep } from './step-parts.view';
import * as css from './loan-wizard.css';

const addressFields = ['country', 'region', 'community', 'street', 'building', 'apartment'] as const;

function AddressFields({ which }: { which: 'registration' | 'current' }) {
  const { t } = useTranslation('loan');
  const { values, errors, change } = useStep('addresses');
  const address = values[which];
  return (
    <fieldset className={css.fieldset}>
      <legend className={css.legend}>{t(`addresses.${which}`)}</legend>
      <div className={css.pair}>
        {addressFields.map((field) => (
          <TextField
            key={field}
            label={t(`addresses.fields.${field}`)}
            autoComplete="off"
            maxLength={field === 'country' ? 2 : 150}
            autoCapitalize={field === 'country' ? 'characters' : undefined}
            value={address[field]}
            onValueChange={change(`${which}.${field}`)}
            error={errors[`${which}.${field}`]}
            hint={field === 'country' ? t('addresses.countryHint') : field === 'apartment' ? t('addresses.optional') : undefined}
            data-testid={`loan-${which}-${field}`}
          />
        ))}
      </div>
    </fieldset>
  );
}

/** Addresses (spec section 2): registration and current, or "same as registration". */
export function AddressesStep() {
  const { t } = useTranslation('loan');
  const { values, change } = useStep('addresses');
  return (
    <StepForm testId="loan-step-addresses" title={t('addresses.title')}>
      <AddressFields which="registration" />
      <Checkbox label={t('addresses.same')} checked={values.currentSameAsRegistration} onCheckedChange={change('currentSameAsRegistration')} name="currentSameAsRegistration" />
      {values.currentSameAsRegistration ? null : <AddressFields which="current" />}
    </StepForm>
  );
}
