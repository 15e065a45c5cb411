import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { loanApplicationRules, picturesOfDocument, type DocumentPictureKind, type UploadedPicture } from '../../../api/contract/loan-application';
import { documentTypes } from '../../../api/contract/prequal';
import type { FieldError } from '../../../machines/form';
import { useStoredPicture } from '../../lib/stored-picture';
import * as form from '../form.css';
import { TextField, useFieldMessage } from '../form.view';
import * as css from './loan-forms.css';
import { SelectField } from './select-field.view';
import type { StepFieldsProps } from './step-fields';

interface PictureFieldProps {
  applicationId: string;
  kind: DocumentPictureKind;
  picture: UploadedPicture | undefined;
  error: FieldError | undefined;
  busy: boolean;
  uploading: boolean;
  upload: (kind: DocumentPictureKind, file: File) => void;
  testIdPrefix: string;
}

function PictureField({ applicationId, kind, picture, error, busy, uploading, upload, testIdPrefix }: PictureFieldProps) {
  const { t } = useTranslation('loan');
  const id = useId();
  const message = useFieldMessage()(error);
  const src = useStoredPicture(applicationId, picture);
  const label = t(`spouse.pictures.${kind}`);
  return (
    <div className={css.picture} data-testid={`${testIdPrefix}-picture-${kind}`}>
      {src ? <img src={src} alt={t('spouse.uploadedAlt', { what: label })} className={css.pictureImage} /> : <div className={css.picturePlaceholder}>{uploading ? t('spouse.uploading') : picture ? t('spouse.loadingPicture') : t('spouse.noPicture')}</div>}
      <label htmlFor={id} className={form.label}>
        {picture ? t('spouse.replace', { what: label }) : label}
      </label>
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg"
        disabled={busy}
        aria-invalid={message ? true : undefined}
        aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) upload(kind, file);
          event.target.value = '';
        }}
      />
      <p id={`${id}-hint`} className={form.hint}>
        {t('spouse.fileHint', { megabytes: loanApplicationRules.maxUploadBytes / 1024 / 1024 })}
      </p>
      {message ? (
        <p id={`${id}-error`} className={form.error}>
          {message}
        </p>
      ) : null}
    </div>
  );
}

interface SpouseFieldsProps extends StepFieldsProps<'spouseData'> {
  applicationId: string;
  /** The pictures of this spouse's document on the application (the flow picks them by owner). */
  pictures: readonly UploadedPicture[];
  /** Messages of the pictures, by kind (`picture.<kind>` in the machine's errors). */
  pictureErrors: Readonly<Record<string, FieldError | undefined>>;
  busy: boolean;
  uploading: DocumentPictureKind | null;
  upload: (kind: DocumentPictureKind, file: File) => void;
}

/** A spouse's data (spec section 5), only when married: names, social card and document, and the document's pictures. */
export function SpouseFields({ values, errors, change, testIdPrefix: prefix, applicationId, pictures, pictureErrors, busy, uploading, upload }: SpouseFieldsProps) {
  const { t } = useTranslation('loan');
  return (
    <>
      <div className={css.pair}>
        <TextField label={t('applicant.firstName')} autoComplete="off" value={values.firstName} onValueChange={change('firstName')} error={errors.firstName} hint={t('applicant.latinHint')} data-testid={`${prefix}-spouse-first-name`} />
        <TextField label={t('applicant.lastName')} autoComplete="off" value={values.lastName} onValueChange={change('lastName')} error={errors.lastName} data-testid={`${prefix}-spouse-last-name`} />
      </div>
      <div className={css.pair}>
        <TextField label={t('applicant.middleName')} autoComplete="off" value={values.middleName} onValueChange={change('middleName')} error={errors.middleName} data-testid={`${prefix}-spouse-middle-name`} />
        <TextField label={t('applicant.socialCard')} inputMode="numeric" autoComplete="off" maxLength={12} value={values.socialCardNumber} onValueChange={change('socialCardNumber')} error={errors.socialCardNumber} data-testid={`${prefix}-spouse-social-card`} />
      </div>
      <div className={css.pair}>
        <SelectField label={t('applicant.documentType')} value={values.documentType} options={documentTypes.map((value) => ({ value, label: t(`documentTypes.${value}`) }))} onValueChange={change('documentType')} error={errors.documentType} testId={`${prefix}-spouse-document-type`} />
        <TextField label={t('applicant.documentNumber')} autoComplete="off" autoCapitalize="characters" maxLength={20} value={values.documentNumber} onValueChange={change('documentNumber')} error={errors.documentNumber} data-testid={`${prefix}-spouse-document-number`} />
      </div>
      <fieldset className={css.fieldset}>
        <legend className={css.legend}>{t('spouse.picturesTitle')}</legend>
        <div className={css.pictures}>
          {picturesOfDocument(values.documentType).map((kind) => (
            <PictureField
              key={kind}
              applicationId={applicationId}
              kind={kind}
              picture={pictures.find((picture) => picture.kind === kind)}
              error={pictureErrors[`picture.${kind}`]}
              busy={busy}
              uploading={uploading === kind}
              upload={upload}
              testIdPrefix={prefix}
            />
          ))}
        </div>
      </fieldset>
    </>
  );
}
