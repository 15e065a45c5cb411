import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../api/contract/validation';
import { coStepsFor, pictureOwner, type CoFormStep } from '../../../machines/co-applicant/co-applicant-part.machine';
import type { FieldError } from '../../../machines/form';
import type { Notice } from '../../../machines/loan-wizard/loan-wizard.machine';
import { countryName } from '../../lib/country-names';
import { formatDate } from '../../lib/format';
import { button } from '../../ui/button.css';
import * as form from '../../ui/form.css';
import { FormMessage } from '../../ui/form.view';
import { visuallyHidden } from '../../ui/layout.css';
import { AddressFields } from '../../ui/loan-forms/address-fields.view';
import { ApplicantFields } from '../../ui/loan-forms/applicant-fields.view';
import { ConsentFields } from '../../ui/loan-forms/consent-fields.view';
import { Facts } from '../../ui/loan-forms/facts.view';
import * as formsCss from '../../ui/loan-forms/loan-forms.css';
import { SpouseFields } from '../../ui/loan-forms/spouse-fields.view';
import { StepHeading } from '../../ui/loan-forms/step-heading.view';
import { DocumentsHeld } from '../../ui/loan-forms/documents-held.view';
import { CoApplicantPartActor } from './co-applicant-part.context';
import * as css from './co-applicant.css';

/** A heading that takes the focus when its view appears: the page changes in place. */
export function ViewTitle({ children }: { children: ReactNode }) {
  return <StepHeading testId="co-step-title">{children}</StepHeading>;
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

/** Their own data (spec section 5): prefilled from their profile and the registry; the social card read-only once the registry checked it. */
function ApplicantDataStep() {
  const { t } = useTranslation(['coApplicant', 'loan']);
  const fields = useStep('applicantData');
  const locked = CoApplicantPartActor.useSelector((s) => s.context.application?.coApplicantPart?.socialCardLocked === true);
  const documentsHeld = CoApplicantPartActor.useSelector((s) => s.context.application?.documentsHeld ?? null);
  return (
    <StepForm step="applicantData" title={t('coApplicant:part.steps.applicantData')}>
      <DocumentsHeld documents={documentsHeld} testId="co-documents-held" />
      <ApplicantFields {...fields} testIdPrefix="co" socialCardLockedHint={locked ? t('coApplicant:part.socialCardLocked') : undefined} documentTypeTestId />
    </StepForm>
  );
}

function ConsentStep() {
  const { t } = useTranslation(['coApplicant', 'loan']);
  const fields = useStep('consent');
  return (
    <StepForm step="consent" title={t('loan:consent.title')}>
      <ConsentFields {...fields} />
    </StepForm>
  );
}

function AddressesStep() {
  const { t } = useTranslation('loan');
  const fields = useStep('addresses');
  return (
    <StepForm step="addresses" title={t('addresses.title')}>
      <AddressFields {...fields} testIdPrefix="co" />
    </StepForm>
  );
}

/** Their spouse's data and document pictures, only when married. */
function SpouseStep() {
  const { t } = useTranslation(['coApplicant', 'loan']);
  const fields = useStep('spouseData');
  const actor = CoApplicantPartActor.useActorRef();
  const busy = CoApplicantPartActor.useSelector((s) => s.hasTag('busy'));
  const uploading = CoApplicantPartActor.useSelector((s) => s.context.uploading);
  const pictureErrors = CoApplicantPartActor.useSelector((s) => s.context.errors);
  const applicationId = CoApplicantPartActor.useSelector((s) => s.context.applicationId);
  const pictures = CoApplicantPartActor.useSelector((s) => s.context.application?.pictures ?? []);
  return (
    <StepForm step="spouseData" title={t('coApplicant:part.steps.spouseData')}>
      <SpouseFields
        {...fields}
        testIdPrefix="co"
        applicationId={applicationId}
        pictures={pictures.filter((picture) => picture.owner === pictureOwner)}
        pictureErrors={pictureErrors}
        busy={busy}
        uploading={uploading}
        upload={(kind, file) => actor.send({ type: 'picture.upload', kind, file })}
      />
    </StepForm>
  );
}

/** The part's answers under each step, each with "edit"; "Confirm my part" lets the applicant submit. */
function PreviewStep() {
  const { t, i18n } = useTranslation(['coApplicant', 'loan']);
  const actor = CoApplicantPartActor.useActorRef();
  const forms = CoApplicantPartActor.useSelector((s) => s.context.forms);
  const application = CoApplicantPartActor.useSelector((s) => s.context.application);
  const notice = CoApplicantPartActor.useSelector((s) => s.context.notice);
  const busy = CoApplicantPartActor.useSelector((s) => s.hasTag('busy'));
  const { applicantData: data, consent, addresses, spouseData: spouse } = forms;
  const address = (which: 'registration' | 'current') => {
    const a = addresses[which];
    return [a.street, a.building, a.apartment, a.community, a.region, a.country ? countryName(a.country, i18n.language as Language) : ''].filter(Boolean).join(', ');
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
    ...(coStepsFor(application).includes('spouseData')
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
  const application = CoApplicantPartActor.useSelector((s) => s.context.application);
  const current = CoApplicantPartActor.useSelector((s) => s.context.step);
  const saved = application?.coApplicantPart?.steps;
  return (
    <ol className={formsCss.steps} aria-label={t('part.steps.label')} data-testid="co-step-bar">
      {coStepsFor(application).map((step, i) => {
        const done = step !== 'preview' && saved?.[step] != null;
        return (
          <li key={step} className={formsCss.step} aria-current={step === current ? 'step' : undefined} data-done={done && step !== current}>
            <span className={formsCss.stepNumber}>{i + 1}</span> {t(`part.steps.${step}`)}
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
