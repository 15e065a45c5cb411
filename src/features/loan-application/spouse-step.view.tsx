import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loanApplicationRules, picturesOfDocument, type DocumentPictureKind, type UploadedPicture } from '../../../api/contract/loan-application';
import { documentTypes } from '../../../api/contract/prequal';
import { fetchPicture } from '../../actors/loan-wizard.actors';
import * as form from '../../ui/form.css';
import { TextField, useFieldMessage } from '../../ui/form.view';
import { LoanWizardActor } from './loan-wizard.context';
import { SelectField, StepForm, useStep } from './step-parts.view';
import * as css from './loan-wizard.css';

/** A stored picture needs the bearer token, so it is fetched as a blob and shown from an object URL. */
function useStoredPicture(applicationId: string, picture: UploadedPicture | undefined) {
  const [src, setSrc] = useState<string | null>(null);
  const url = picture?.url;
  const kind = picture?.kind;
  const version = picture?.uploadedAt;
  useEffect(() => {
    if (!url || !kind) return;
    let objectUrl: string | null = null;
    let live = true;
    fetchPicture({ applicationId, owner: 'spouse', kind }).then(
      (blob) => {
        if (!live) return;
        objectUrl = URL.createObjectURL(blob);
        setSrc(objectUrl);
      },
      () => live && setSrc(null),
    );
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [applicationId, url, kind, version]);
  return url ? src : null;
}

function PictureField({ kind, picture }: { kind: DocumentPictureKind; picture: UploadedPicture | undefined }) {
  const { t } = useTranslation('loan');
  const id = useId();
  const actor = LoanWizardActor.useActorRef();
  const busy = LoanWizardActor.useSelector((s) => s.hasTag('busy'));
  const uploading = LoanWizardActor.useSelector((s) => s.context.uploading === kind);
  const error = LoanWizardActor.useSelector((s) => s.context.errors[`picture.${kind}`]);
  const message = useFieldMessage()(error);
  const applicationId = LoanWizardActor.useSelector((s) => s.context.applicationId ?? '');
  const src = useStoredPicture(applicationId, picture);
  const label = t(`spouse.pictures.${kind}`);
  return (
    <div className={css.picture} data-testid={`loan-picture-${kind}`}>
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
          if (file) actor.send({ type: 'picture.upload', kind, file });
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

/** Spouse data (spec section 5), only when married: the spouse's names, social card and document, and the document's pictures. */
export function SpouseStep() {
  const { t } = useTranslation('loan');
  const { values, errors, change } = useStep('spouseData');
  const pictures = LoanWizardActor.useSelector((s) => s.context.application?.pictures ?? []);
  return (
    <StepForm testId="loan-step-spouseData" title={t('spouse.title')}>
      <div className={css.pair}>
        <TextField label={t('applicant.firstName')} autoComplete="off" value={values.firstName} onValueChange={change('firstName')} error={errors.firstName} hint={t('applicant.latinHint')} data-testid="loan-spouse-first-name" />
        <TextField label={t('applicant.lastName')} autoComplete="off" value={values.lastName} onValueChange={change('lastName')} error={errors.lastName} data-testid="loan-spouse-last-name" />
      </div>
      <div className={css.pair}>
        <TextField label={t('applicant.middleName')} autoComplete="off" value={values.middleName} onValueChange={change('middleName')} error={errors.middleName} data-testid="loan-spouse-middle-name" />
        <TextField label={t('applicant.socialCard')} inputMode="numeric" autoComplete="off" maxLength={12} value={values.socialCardNumber} onValueChange={change('socialCardNumber')} error={errors.socialCardNumber} data-testid="loan-spouse-social-card" />
      </div>
      <div className={css.pair}>
        <SelectField label={t('applicant.documentType')} value={values.documentType} options={documentTypes.map((value) => ({ value, label: t(`documentTypes.${value}`) }))} onValueChange={change('documentType')} error={errors.documentType} testId="loan-spouse-document-type" />
        <TextField label={t('applicant.documentNumber')} autoComplete="off" autoCapitalize="characters" maxLength={20} value={values.documentNumber} onValueChange={change('documentNumber')} error={errors.documentNumber} data-testid="loan-spouse-document-number" />
      </div>
      <fieldset className={css.fieldset}>
        <legend className={css.legend}>{t('spouse.picturesTitle')}</legend>
        <div className={css.pictures}>
          {picturesOfDocument(values.documentType).map((kind) => (
            <PictureField key={kind} kind={kind} picture={pictures.find((picture) => picture.owner === 'spouse' && picture.kind === kind)} />
          ))}
        </div>
      </fieldset>
    </StepForm>
  );
}
