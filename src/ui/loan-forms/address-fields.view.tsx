import { useTranslation } from 'react-i18next';
import { Checkbox, TextField } from '../form.view';
import { CountryField } from './country-field.view';
import * as css from './loan-forms.css';
import type { StepFieldsProps } from './step-fields';

/** After the country (a select of names): the address's lines, typed. */
const textFields = ['region', 'community', 'street', 'building', 'apartment'] as const;

function Address({ which, values, errors, change, testIdPrefix }: StepFieldsProps<'addresses'> & { which: 'registration' | 'current' }) {
  const { t } = useTranslation('loan');
  const address = values[which];
  return (
    <fieldset className={css.fieldset}>
      <legend className={css.legend}>{t(`addresses.${which}`)}</legend>
      <div className={css.pair}>
        <CountryField
          label={t('addresses.fields.country')}
          value={address.country}
          onValueChange={change(`${which}.country`)}
          error={errors[`${which}.country`]}
          testId={`${testIdPrefix}-${which}-country`}
        />
        {textFields.map((field) => (
          <TextField
            key={field}
            label={t(`addresses.fields.${field}`)}
            autoComplete="off"
            maxLength={150}
            value={address[field]}
            onValueChange={change(`${which}.${field}`)}
            error={errors[`${which}.${field}`]}
            hint={field === 'apartment' ? t('addresses.optional') : undefined}
            data-testid={`${testIdPrefix}-${which}-${field}`}
          />
        ))}
      </div>
    </fieldset>
  );
}

/** Addresses (spec section 2): registration and current, or "same as registration". */
export function AddressFields(props: StepFieldsProps<'addresses'>) {
  const { t } = useTranslation('loan');
  return (
    <>
      <Address which="registration" {...props} />
      <Checkbox label={t('addresses.same')} checked={props.values.currentSameAsRegistration} onCheckedChange={props.change('currentSameAsRegistration')} name="currentSameAsRegistration" />
      {props.values.currentSameAsRegistration ? null : <Address which="current" {...props} />}
    </>
  );
}
