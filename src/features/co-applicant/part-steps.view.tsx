import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchPicture } from '../../actors/loan-wizard.actors';
import { loanApplicationRules, maritalStatuses, picturesOfDocument, type DocumentPictureKind, type UploadedPicture } from '../../../api/contract/loan-application';
import { documentTypes } from '../../../api/contract/prequal';
import type { Language } from '../../../api/contract/validation';
import { coStepsFor, pictureOwner, type CoFormStep } from '../../../machines/co-applicant/co-applicant-part.machine';
import type { FieldError } from '../../../machines/form';
import type { Notice } from '../../../machines/loan-wizard/loan-wizard.machine';
import { formatDate } from '../../lib/format';
import { button } from '../../ui/button.css';
import * as form from '../../ui/form.css';
import { Checkbox, FormMessage, TextField, useFieldMessage } from '../../ui/form.view';
import { visuallyHidden } from '../../ui/layout.css';
import { CoApplicantPartActor } from './co-applicant-part.context';
import * as css from './co-applicant.css';

/** A heading that takes the focus when its view appears: the page changes in place. */
export function ViewTitle({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <h2 ref={ref} tabIndex={-1} className={css.title} data-testid="co-step-title">
      {children}
    </h2>
  );
}

const isoTime = /^\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?$/;

/** A notice's parameters for reading: ISO days in the reader's language. */
export function useReadableParams() {
  const { i18n } = useTranslation();
  return (params: Record<string, string | number> | undefined) =>
    params ? Object.fromEntries(Object.entries(params).map(([key, value]) => [key, typeof value === 'string' && isoTime.test(value) ? formatDate(value, i18n.language as Language) : value])) : undefined;
}

export function PartNotice({ notice }: { notice: Notice | undefined }) {
  const readable = useReadableParams();
  if (!notice) return null;
  const params = readable(notice.params);
  const error: FieldError = { key: notice.key, ...(params ? { params } : {}) };
  return <FormMessage error={error} tone={notice.key.startsWith('errors:') || notice.key.endsWith('incomplete') || notice.key.endsWith('picturesMissing') ? 'error' : 'info'} />;
}

function useStep<S extends CoFormStep>(step: S) {
  const actor = CoApplicantPartActor.useActorRef();
  const values = CoApplicantPartActor.useSelector((s) => s.context.forms[step]);
  const raw = CoApplicantPartActor.useSelector((s) => s.context.errors);
  const readable = useReadableParams();
  const errors = Object.fromEntries(Object.entries(raw).map(([field, error]) => [field, error?.params ? { ...error, params: readable(error.params as Record<string, string | number>) } : error]));
  const change = (field: string) => (value: string | boolean) => actor.send({ type: 'field.change', step, field, value });
  return { values, errors, change };
}

function StepForm({ step, title, children }: { step: CoFormStep; title: string; children: ReactNode }) {
  const { t } = useTranslation('coApplicant');
  const actor = CoApplicantPartActor.useActorRef();
  const busy = CoApplicantPartActor.useSelector((s) => s.hasTag('busy'));
  const notice = CoApplicantPartActor.useSelector((s) => s.context.notice);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'step.next' });
  };
  return (
    <form className={css.panel} onSubmit={submit} noValidate aria-busy={busy} data-testid={`co-step-${step}`}>
      <ViewTitle>{title}</ViewTitle>
      <PartNotice notice={notice} />
      {children}
      <div className={form.actions}>
        <button type="submit" className={button.primary} disabled={busy} data-testid="co-next">
          {busy ? t('part.saving') : t('part.next')}
        </button>
        {step === 'applicantData' ? null : (
          <button type="button" className={button.secondary} disabled={busy} onClick={() => actor.send({ type: 'step.back' })} data-testid="co-back">
            {t('part.back')}
          </button>
        )}
      </div>
    </form>
  );
}

function SelectField({ label, value, options, onValueChange, error, testId }: { label: string; value: string; options: { value: string; label: string }[]; onValueChange: (value: string) => void; error?: FieldError | undefined; testId?: string }) {
  const id = useId();
  const message = useFieldMessage()(error);
  return (
    <div className={form.field}>
      <label htmlFor={id} className={form.label}>
        {label}
      </label>
      <select id={id} className={form.input} value={value} onChange={(event) => onValueChange(event.target.value)} aria-invalid={message ? true : undefined} aria-describedby={message ? `${id}-error` : undefined} data-testid={testId}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {message ? (
        <p id={`${id}-error`} className={form.error}>
          {message}
        </p>
      ) : null}
    </div>
  );
}

/** Their own data (spec section 5): prefilled from their profile and the registry; the social card read-only once the registry checked it. */
function ApplicantDataStep() {
  const { t } = useTranslation(['coApplicant', 'loan']);
  const { values, errors, change } = useStep('applicantData');
  const locked = CoApplicantPartActor.useSelector((s) => s.context.application?.coApplicantPart?.socialCardLocked === true);
  return (
    <StepForm step="applicantData" title={t('coApplicant:part.steps.applicantData')}>
      <div className={css.pair}>
        <TextField label={t('loan:applicant.firstName')} autoComplete="given-name" value={values.firstName} onValueChange={change('firstName')} error={errors.firstName} hint={t('loan:applicant.latinHint')} data-testid="co-first-name" />
        <TextField label={t('loan:applicant.lastName')} autoComplete="family-name" value={values.lastName} onValueChange={change('lastName')} error={errors.lastName} data-testid="co-last-name" />
      </div>
      <div className={css.pair}>
        <TextField label={t('loan:applicant.middleName')} autoComplete="additional-name" value={values.middleName} onValueChange={change('middleName')} error={errors.middleName} data-testid="co-middle-name" />
        <TextField label={t('loan:applicant.birthDate')} type="date" autoComplete="bday" value={values.birthDate} onValueChange={change('birthDate')} error={errors.birthDate} data-testid="co-birth-date" />
      </div>
      <div className={css.pair}>
        <TextField
          label={t('loan:applicant.socialCard')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={12}
          readOnly={locked}
          value={values.socialCardNumber}
          onValueChange={change('socialCardNumber')}
          error={errors.socialCardNumber}
          hint={locked ? t('coApplicant:part.socialCardLocked') : undefined}
          data-testid="co-social-card"
        />
        <SelectField
          label={t('loan:applicant.maritalStatus')}
          value={values.maritalStatus}
          options={[{ value: '', label: t('loan:applicant.choose') }, ...maritalStatuses.map((value) => ({ value, label: t(`loan:applicant.marital.${value}`) }))]}
          onValueChange={change('maritalStatus')}
          error={errors.maritalStatus}
          testId="co-marital-status"
        />
      </div>
      <div className={css.pair}>
        <SelectField label={t('loan:applicant.documentType')} value={values.documentType} options={documentTypes.map((value) => ({ value, label: t(`loan:documentTypes.${value}`) }))} onValueChange={change('documentType')} error={errors.documentType} testId="co-document-type" />
        <TextField label={t('loan:applicant.documentNumber')} autoComplete="off" autoCapitalize="characters" maxLength={20} value={values.documentNumber} onValueChange={change('documentNumber')} error={errors.documentNumber} data-testid="co-document-number" />
      </div>
      <div className={css.pair}>
        <TextField label={t('loan:applicant.email')} type="email" autoComplete="email" value={values.email} onValueChange={change('email')} error={errors.email} data-testid="co-email" />
        <TextField label={t('loan:applicant.phone')} type="tel" autoComplete="tel" value={values.phoneNumber} onValueChange={change('phoneNumber')} error={errors.phoneNumber} hint={t('loan:applicant.phoneHint')} data-testid="co-phone" />
      </div>
      <TextField label={t('loan:applicant.incomeTax')} inputMode="numeric" autoComplete="off" value={values.monthlyIncomeTax} onValueChange={change('monthlyIncomeTax')} error={errors.monthlyIncomeTax} hint={t('loan:applicant.incomeTaxHint')} data-testid="co-income-tax" />
    </StepForm>
  );
}

function ConsentStep() {
  const { t } = useTranslation(['coApplicant', 'loan']);
  const { values, errors, change } = useStep('consent');
  return (
    <StepForm step="consent" title={t('loan:consent.title')}>
      <p className={css.muted}>{t('loan:consent.lead')}</p>
      <Checkbox label={t('loan:consent.creditRegister', { months: loanApplicationRules.consentMonths })} checked={values.creditRegisterConsent} onCheckedChange={change('creditRegisterConsent')} error={errors.creditRegisterConsent} name="creditRegisterConsent" />
      <Checkbox label={t('loan:consent.personalData')} checked={values.personalDataConsent} onCheckedChange={change('personalDataConsent')} error={errors.personalDataConsent} name="personalDataConsent" />
    </StepForm>
  );
}

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
            data-testid={`co-${which}-${field}`}
          />
        ))}
      </div>
    </fieldset>
  );
}

function AddressesStep() {
  const { t } = useTranslation('loan');
  const { values, change } = useStep('addresses');
  return (
    <StepForm step="addresses" title={t('addresses.title')}>
      <AddressFields which="registration" />
      <Checkbox label={t('addresses.same')} checked={values.currentSameAsRegistration} onCheckedChange={change('currentSameAsRegistration')} name="currentSameAsRegistration" />
      {values.currentSameAsRegistration ? null : <AddressFields which="current" />}
    </StepForm>
  );
}

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
    fetchPicture({ applicationId, owner: pictureOwner, kind }).then(
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
  const actor = CoApplicantPartActor.useActorRef();
  const busy = CoApplicantPartActor.useSelector((s) => s.hasTag('busy'));
  const uploading = CoApplicantPartActor.useSelector((s) => s.context.uploading === kind);
  const error = CoApplicantPartActor.useSelector((s) => s.context.errors[`picture.${kind}`]);
  const message = useFieldMessage()(error);
  const applicationId = CoApplicantPartActor.useSelector((s) => s.context.applicationId);
  const src = useStoredPicture(applicationId, picture);
  const label = t(`spouse.pictures.${kind}`);
  return (
    <div className={css.picture} data-testid={`co-picture-${kind}`}>
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

/** Their spouse's data and document pictures, only when married. */
function SpouseStep() {
  const { t } = useTranslation(['coApplicant', 'loan']);
  const { values, errors, change } = useStep('spouseData');
  const pictures = CoApplicantPartActor.useSelector((s) => s.context.application?.pictures ?? []);
  return (
    <StepForm step="spouseData" title={t('coApplicant:part.steps.spouseData')}>
      <div className={css.pair}>
        <TextField label={t('loan:applicant.firstName')} autoComplete="off" value={values.firstName} onValueChange={change('firstName')} error={errors.firstName} hint={t('loan:applicant.latinHint')} data-testid="co-spouse-first-name" />
        <TextField label={t('loan:applicant.lastName')} autoComplete="off" value={values.lastName} onValueChange={change('lastName')} error={errors.lastName} data-testid="co-spouse-last-name" />
      </div>
      <div className={css.pair}>
        <TextField label={t('loan:applicant.middleName')} autoComplete="off" value={values.middleName} onValueChange={change('middleName')} error={errors.middleName} data-testid="co-spouse-middle-name" />
        <TextField label={t('loan:applicant.socialCard')} inputMode="numeric" autoComplete="off" maxLength={12} value={values.socialCardNumber} onValueChange={change('socialCardNumber')} error={errors.socialCardNumber} data-testid="co-spouse-social-card" />
      </div>
      <div className={css.pair}>
        <SelectField label={t('loan:applicant.documentType')} value={values.documentType} options={documentTypes.map((value) => ({ value, label: t(`loan:documentTypes.${value}`) }))} onValueChange={change('documentType')} error={errors.documentType} testId="co-spouse-document-type" />
        <TextField label={t('loan:applicant.documentNumber')} autoComplete="off" autoCapitalize="characters" maxLength={20} value={values.documentNumber} onValueChange={change('documentNumber')} error={errors.documentNumber} data-testid="co-spouse-document-number" />
      </div>
      <fieldset className={css.fieldset}>
        <legend className={css.legend}>{t('loan:spouse.picturesTitle')}</legend>
        <div className={css.pictures}>
          {picturesOfDocument(values.documentType).map((kind) => (
            <PictureField key={kind} kind={kind} picture={pictures.find((picture) => picture.owner === pictureOwner && picture.kind === kind)} />
          ))}
        </div>
      </fieldset>
    </StepForm>
  );
}

function Facts({ facts }: { facts: [string, string][] }) {
  return (
    <dl className={css.facts}>
      {facts.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt className={css.factTerm}>{label}</dt>
          <dd className={css.factValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The part's answers under each step, each with "edit"; "Confirm my part" lets the applicant submit. */
function PreviewStep() {
  const { t } = useTranslation(['coApplicant', 'loan']);
  const actor = CoApplicantPartActor.useActorRef();
  const forms = CoApplicantPartActor.useSelector((s) => s.context.forms);
  const notice = CoApplicantPartActor.useSelector((s) => s.context.notice);
  const busy = CoApplicantPartActor.useSelector((s) => s.hasTag('busy'));
  const { applicantData: data, consent, addresses, spouseData: spouse } = forms;
  const address = (which: 'registration' | 'current') => {
    const a = addresses[which];
    return [a.street, a.building, a.apartment, a.community, a.region, a.country].filter(Boolean).join(', ');
  };
  const sections: [CoFormStep, [string, string][]][] = [
    [
      'applicantData',
      [
        [t('coApplicant:part.preview.name'), [data.firstName, data.middleName, data.lastName].filter(Boolean).join(' ')],
        [t('loan:applicant.birthDate'), data.birthDate],
        [t('loan:applicant.socialCard'), data.socialCardNumber],
        [t('loan:applicant.documentNumber'), `${t(`loan:documentTypes.${data.documentType}`)} ${data.documentNumber}`],
        [t('loan:applicant.maritalStatus'), data.maritalStatus ? t(`loan:applicant.marital.${data.maritalStatus}`) : ''],
        [t('loan:applicant.email'), data.email],
        [t('loan:applicant.phone'), data.phoneNumber],
        [t('loan:applicant.incomeTax'), data.monthlyIncomeTax],
      ],
    ],
    [
      'consent',
      [
        [t('loan:preview.creditRegister'), consent.creditRegisterConsent ? t('coApplicant:part.preview.agreed') : t('coApplicant:part.preview.notAgreed')],
        [t('loan:preview.personalData'), consent.personalDataConsent ? t('coApplicant:part.preview.agreed') : t('coApplicant:part.preview.notAgreed')],
      ],
    ],
    [
      'addresses',
      [
        [t('loan:addresses.registration'), address('registration')],
        [t('loan:addresses.current'), addresses.currentSameAsRegistration ? t('coApplicant:part.preview.sameAddress') : address('current')],
      ],
    ],
    ...(coStepsFor(forms).includes('spouseData')
      ? ([
          [
            'spouseData',
            [
              [t('coApplicant:part.preview.name'), [spouse.firstName, spouse.middleName, spouse.lastName].filter(Boolean).join(' ')],
              [t('loan:applicant.socialCard'), spouse.socialCardNumber],
              [t('loan:applicant.documentNumber'), `${t(`loan:documentTypes.${spouse.documentType}`)} ${spouse.documentNumber}`],
            ],
          ],
        ] as [CoFormStep, [string, string][]][])
      : []),
  ];
  return (
    <div className={css.panel} aria-busy={busy} data-testid="co-step-preview">
      <ViewTitle>{t('coApplicant:part.preview.title')}</ViewTitle>
      <PartNotice notice={notice} />
      <p className={css.muted}>{t('coApplicant:part.preview.lead')}</p>
      <div className={css.review}>
        {sections.map(([step, facts]) => (
          <section key={step} className={css.reviewSection} aria-labelledby={`co-review-${step}`}>
            <div className={css.reviewHead}>
              <h3 id={`co-review-${step}`} className={css.reviewTitle}>
                {t(`coApplicant:part.steps.${step}`)}
              </h3>
              <button type="button" className={button.ghost} disabled={busy} onClick={() => actor.send({ type: 'step.edit', step })} aria-label={t('coApplicant:part.preview.editStep', { step: t(`coApplicant:part.steps.${step}`) })} data-testid={`co-edit-${step}`}>
                {t('coApplicant:part.preview.edit')}
              </button>
            </div>
            <Facts facts={facts} />
          </section>
        ))}
      </div>
      <div className={form.actions}>
        <button type="button" className={button.primary} disabled={busy} onClick={() => actor.send({ type: 'part.confirm' })} data-testid="co-confirm">
          {busy ? t('coApplicant:part.confirming') : t('coApplicant:part.confirm')}
        </button>
      </div>
    </div>
  );
}

const stepViews: Record<ReturnType<typeof coStepsFor>[number], () => React.JSX.Element> = {
  applicantData: ApplicantDataStep,
  consent: ConsentStep,
  addresses: AddressesStep,
  spouseData: SpouseStep,
  preview: PreviewStep,
};

/** The step bar: the steps the person walks, those saved on the server marked done, the open one current. */
function StepBar() {
  const { t } = useTranslation('coApplicant');
  const forms = CoApplicantPartActor.useSelector((s) => s.context.forms);
  const current = CoApplicantPartActor.useSelector((s) => s.context.step);
  const saved = CoApplicantPartActor.useSelector((s) => s.context.application?.coApplicantPart?.steps);
  return (
    <ol className={css.steps} aria-label={t('part.steps.label')} data-testid="co-step-bar">
      {coStepsFor(forms).map((step, i) => {
        const done = step !== 'preview' && saved?.[step] != null;
        return (
          <li key={step} className={css.step} aria-current={step === current ? 'step' : undefined} data-done={done && step !== current}>
            <span className={css.stepNumber}>{i + 1}</span> {t(`part.steps.${step}`)}
            {done ? <span className={visuallyHidden}> ({t('part.steps.done')})</span> : null}
          </li>
        );
      })}
    </ol>
  );
}

/** Doing the part: the step bar, the open step, and "leave the application". */
export function PartSteps() {
  const { t } = useTranslation('coApplicant');
  const actor = CoApplicantPartActor.useActorRef();
  const step = CoApplicantPartActor.useSelector((s) => s.context.step);
  const busy = CoApplicantPartActor.useSelector((s) => s.hasTag('busy'));
  const View = stepViews[step];
  return (
    <>
      <StepBar />
      <View key={step} />
      <p>
        <button type="button" className={button.ghost} disabled={busy} onClick={() => actor.send({ type: 'part.leave' })} data-testid="co-leave">
          {t('part.leave')}
        </button>
      </p>
    </>
  );
}
