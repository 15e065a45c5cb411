import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { documentTypes, type DocumentType } from '../../api/contract/prequal';
import type { FieldErrors } from '../../machines/form';
import * as form from './form.css';
import { TextField } from './form.view';
import * as css from './identity-document.css';

export type IdentityField = 'socialCardNumber' | 'documentType' | 'documentNumber';

/**
 * The social card and an identity document, as the population registry checks them: the fields of
 * pre-qualification and of the private-seller registration. The number's hint follows the type.
 */
export function IdentityDocumentFields({
  values,
  errors,
  onChange,
}: {
  values: { socialCardNumber: string; documentType: DocumentType; documentNumber: string };
  errors: FieldErrors<IdentityField>;
  onChange: (field: IdentityField, value: string) => void;
}) {
  const { t } = useTranslation('prequal');
  const documentTypeId = useId();
  return (
    <>
      <TextField
        label={t('basic.socialCard')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={12}
        value={values.socialCardNumber}
        onValueChange={(value) => onChange('socialCardNumber', value)}
        error={errors.socialCardNumber}
        hint={t('basic.socialCardHint')}
      />
      <div className={css.pair}>
        <div className={form.field}>
          <label htmlFor={documentTypeId} className={form.label}>
            {t('basic.documentType')}
          </label>
          <select id={documentTypeId} className={form.input} value={values.documentType} onChange={(event) => onChange('documentType', event.target.value)}>
            {documentTypes.map((type) => (
              <option key={type} value={type}>
                {t(`basic.documentTypes.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label={t('basic.documentNumber')}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={20}
          value={values.documentNumber}
          onValueChange={(value) => onChange('documentNumber', value)}
          error={errors.documentNumber}
          hint={t(`basic.documentNumberHint.${values.documentType}`)}
        />
      </div>
    </>
  );
}
