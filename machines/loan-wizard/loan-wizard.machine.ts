import { assign, setup, type AnyEventObject } from 'xstate';
import type { CoApplicantInvite } from '../../api/contract/co-applicant';
import { isPreparingStatus, type DocumentPictureKind, type LoanApplication, type LoanStepSave, type LoanWizardStep, type UploadedPicture } from '../../api/contract/loan-application';
import type { ErrorCode } from '../../api/contract/errors';
import type { PropertyRef } from '../../api/contract/property-ref';
import { actorContract } from '../actor-contract';
import { hasErrors, type FieldErrors } from '../form';
import {
  blankForms,
  formsOf,
  hasStandingInvitation,
  inviteErrorsOf,
  inviteOf,
  isCoApplicantPending,
  missingPictures,
  nextStepOf,
  previousStepOf,
  stepErrorsOf,
  stepSaveOf,
  stepsFor,
  withField,
  withLoanField,
  withPicture,
  withSpousePrefill,
  type FormStep,
  type WizardForms,
} from './loan-wizard.forms';

/** The wizard opens an application by its id, or starts one (with a catalogue property, or without). */
export type LoanWizardInput = { applicationId: string } | { start: { property: PropertyRef | null } };

/** A message above the step: an i18n key and its parameters (the machine never words it). */
export interface Notice {
  key: string;
  params?: Record<string, string | number>;
}

/** A catalogued refusal as the live actors read it from a 400 / 409 answer. */
export interface Refusal {
  code: ErrorCode;
  params?: Record<string, string | number>;
}

export type ApplicationOutcome = { outcome: 'ok'; application: LoanApplication } | { outcome: 'refused'; refusal: Refusal };
export type SaveOutcome = ApplicationOutcome | { outcome: 'invalid'; issues: { path: string; message: string }[] };
export type UploadOutcome = { outcome: 'uploaded'; picture: UploadedPicture } | { outcome: 'refused'; refusal: Refusal };

/** Refusals of spec section 7 that open a dialog instead of a message (api/contract/errors.ts `dialogReasons`). */
export const dialogRefusals: readonly ErrorCode[] = ['LOAN_APPLICATION.CO_APPLICANT_AGE_MISMATCH', 'LOAN_APPLICATION.COMPLETED_APPLICATION_EXISTS'];

/** A refusal about one field of a step, said at that field (anything else is said above the step). */
export const refusalFields: Partial<Record<ErrorCode, { step: FormStep; field: string }>> = {
  'CONDITION_PRICE.APARTMENT_OR_PRICE_REQUIRED': { step: 'loanInfo', field: 'propertyPrice' },
  'CONDITION_PRICE.PRICE_OUT_OF_RANGE': { step: 'loanInfo', field: 'propertyPrice' },
  'CONDITION_PRICE.DOWN_PAYMENT_ABOVE_PRICE': { step: 'loanInfo', field: 'downPayment' },
  'CONDITION_PRICE.LOAN_ABOVE_PRICE': { step: 'loanInfo', field: 'amount' },
  'PRODUCT.LOAN_AMOUNT_OUT_OF_RANGE': { step: 'loanInfo', field: 'amount' },
  'LOAN_APPLICATION.LOAN_LIMIT_EXCEEDED': { step: 'loanInfo', field: 'amount' },
  'LOAN_APPLICATION.INSUFFICIENT_PREPAYMENT': { step: 'loanInfo', field: 'downPayment' },
  'LOAN_APPLICATION.AGE_NOT_ELIGIBLE': { step: 'applicantData', field: 'birthDate' },
  'LOAN_APPLICATION.MARITAL_STATUS_MISMATCH': { step: 'applicantData', field: 'maritalStatus' },
  'LOAN_APPLICATION.WRONG_APPLICANT_DATA': { step: 'applicantData', field: 'socialCardNumber' },
  'LOAN_APPLICATION.CO_APPLICANT_EMAIL_SAME_AS_APPLICANT': { step: 'coBorrower', field: 'email' },
};

export interface LoanWizardContext {
  applicationId: string | null;
  start: { property: PropertyRef | null } | null;
  application: LoanApplication | null;
  forms: WizardForms;
  /** The step shown (the server's current step when the draft opens). */
  step: LoanWizardStep;
  /** Where the step being saved leads. */
  target: LoanWizardStep;
  /** A step opened with "edit" from the preview returns there once saved. */
  returnToPreview: boolean;
  errors: FieldErrors<string>;
  notice: Notice | undefined;
  /** A refusal of spec section 7 shown as a dialog. */
  dialog: Refusal | undefined;
  /** The picture being uploaded. */
  uploading: DocumentPictureKind | null;
  offerAnswer: 'accept' | 'reject';
}

export type LoanWizardEvent =
  | { type: 'field.change'; step: FormStep; field: string; value: string | boolean }
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'step.edit'; step: LoanWizardStep }
  | { type: 'picture.upload'; kind: DocumentPictureKind; file: Blob }
  | { type: 'draft.delete' }
  | { type: 'delete.confirm' }
  | { type: 'application.submit' }
  | { type: 'price.confirm' }
  | { type: 'dialog.close' }
  | { type: 'offer.accept' }
  | { type: 'offer.reject' }
  | { type: 'acceptance.confirm' }
  | { type: 'refusal.confirm' }
  | { type: 'invitation.send' }
  | { type: 'invitation.recall' }
  | { type: 'recall.confirm' }
  | { type: 'flow.retry' };

const hasProperty = (context: Pick<LoanWizardContext, 'application'>) => context.application?.property != null;
const formStepOf = (step: LoanWizardStep): FormStep | null => (step === 'preview' ? null : step);

/** The field messages of the shown step's form (none on the preview). */
export function currentErrors(context: Pick<LoanWizardContext, 'step' | 'forms' | 'application'>): FieldErrors<string> {
  const step = formStepOf(context.step);
  return step ? stepErrorsOf(step, context.forms, hasProperty(context)) : {};
}

/** Whether a step may be saved: its form passes the contract, and the spouse's document has its pictures. */
export function isStepComplete(step: FormStep, context: Pick<LoanWizardContext, 'forms' | 'application'>): boolean {
  if (hasErrors(stepErrorsOf(step, context.forms, hasProperty(context)))) return false;
  return step !== 'spouseData' || missingPictures(context.application, context.forms).length === 0;
}

/** Every step the person walks is complete, and a co-applicant's part is confirmed: the preview may be submitted. */
export const isReadyToSubmit = (context: Pick<LoanWizardContext, 'forms' | 'application'>) =>
  stepsFor(context.application).every((step) => step === 'preview' || isStepComplete(step, context)) && !isCoApplicantPending(context.application, context.forms);

/** The co-borrower step applying together: the step is the invitation, sent and recalled on its own (never saved as a step). */
const isTogetherStep = (context: Pick<LoanWizardContext, 'step' | 'forms'>) => context.step === 'coBorrower' && context.forms.coBorrower.mode === 'together';

export const isPriceChanged = (application: LoanApplication | null) => application !== null && application.property !== null && application.agreedPrice !== application.currentPrice;

/**
 * Where saving the shown step leads, by the steps the server's answer says are owed: the next step, or
 * back to the preview after an edit (the spouse's step first when it is now owed and not done).
 */
function forwardOf(context: Pick<LoanWizardContext, 'step' | 'returnToPreview' | 'forms' | 'application'>): LoanWizardStep {
  if (!context.returnToPreview) return nextStepOf(context.step, context.application);
  if (stepsFor(context.application).includes('spouseData') && context.step !== 'spouseData' && !isStepComplete('spouseData', context)) return 'spouseData';
  return 'preview';
}

/** The step after a save: the target chosen before it, except an edit from the preview, which the answer's owed steps decide (married now: the spouse step). */
const stepAfterSave = (context: LoanWizardContext, application: LoanApplication): LoanWizardStep => (context.returnToPreview ? forwardOf({ ...context, application }) : context.target);

const outputOf = (event: AnyEventObject) => (event as unknown as { output: unknown }).output;
const applicationIn = (event: AnyEventObject) => (outputOf(event) as { application: LoanApplication }).application;
const refusalIn = (event: AnyEventObject) => (outputOf(event) as { refusal: Refusal }).refusal;

/** The statuses where the co-applicant's side needs the applicant (a refusal, a mismatch): the draft opens at the co-borrower step, which says what to do. */
const coBorrowerFirst: ReadonlySet<LoanApplication['status']> = new Set(['CitizenshipMismatch', 'MaritalStatusMismatch', 'RejectedByCoapplicant', 'CanceledByCoApplicant']);

/**
 * What a freshly read application sets: its forms and the step to resume at: the server's, the
 * preview once every step the person walks is saved (a step edited from the preview moved the server's
 * on by one), applicant data after a document mismatch, and the co-borrower step when the co-applicant's
 * side needs the applicant.
 */
function opened(application: LoanApplication): Partial<LoanWizardContext> {
  const forms = formsOf(application);
  const complete = stepsFor(application).every((step) => step === 'preview' || application.steps[step] !== null);
  return {
    applicationId: application.id,
    application,
    forms,
    step: application.documentMismatch ? 'applicantData' : coBorrowerFirst.has(application.status) ? 'coBorrower' : complete ? 'preview' : application.currentStep,
    returnToPreview: false,
    errors: {},
    notice: application.documentMismatch ? { key: 'loan:notice.documentMismatch' } : undefined,
    dialog: undefined,
  };
}

/** A refusal at its field when the shown step has it, otherwise above the step. */
function refusalShown(context: LoanWizardContext, refusal: Refusal): Partial<LoanWizardContext> {
  const at = refusalFields[refusal.code];
  const message = { key: `errors:${refusal.code}`, ...(refusal.params ? { params: refusal.params } : {}) };
  if (at && at.step === context.step) return { errors: { ...context.errors, [at.field]: message } };
  return { notice: message };
}

/** A refusal of the invitation: the e-mail's at its field, anything else above the step. */
const issuesShown = (event: AnyEventObject) => Object.fromEntries((outputOf(event) as { issues: { path: string; message: string }[] }).issues.map((issue) => [issue.path, { key: issue.message }]));

const statusIs =
  (...statuses: LoanApplication['status'][]) =>
  ({ context }: { context: LoanWizardContext }) =>
    context.application !== null && statuses.includes(context.application.status);

/**
 * The mortgage application wizard (issue 15, spec section 2): it follows the server's application.
 * A draft is edited step by step (loan info → applicant data → consent → co-borrower → addresses →
 * spouse data when married → preview), each step saved on the server as the person leaves it, so the
 * draft resumes at the same step on any device. Submitting waits for the bank's decision, then shows
 * the offer (accept or refuse), the rejection, the manual review, or the document mismatch (back to
 * the applicant's data). The chart of record is the server's (machines/lending); this one only shows it.
 */
export const loanWizardMachine = setup({
  types: {
    context: {} as LoanWizardContext,
    input: {} as LoanWizardInput,
    events: {} as LoanWizardEvent,
  },
  actors: {
    startApplication: actorContract<ApplicationOutcome, { property: PropertyRef | null }>('startApplication'),
    /** The application, or null when there is none of this id for this person (the API's 404). */
    loadApplication: actorContract<LoanApplication | null, { applicationId: string }>('loadApplication'),
    saveStep: actorContract<SaveOutcome, { applicationId: string; save: LoanStepSave }>('saveStep'),
    uploadPicture: actorContract<UploadOutcome, { applicationId: string; kind: DocumentPictureKind; file: Blob }>('uploadPicture'),
    deleteApplication: actorContract<void, { applicationId: string }>('deleteApplication'),
    confirmPrice: actorContract<ApplicationOutcome, { applicationId: string; price: number }>('confirmPrice'),
    submitApplication: actorContract<ApplicationOutcome, { applicationId: string }>('submitApplication'),
    /** Sends the invitation (POST .../co-applicant); the application comes back waiting for the co-applicant's answer. */
    inviteCoApplicant: actorContract<SaveOutcome, { applicationId: string; invite: CoApplicantInvite }>('inviteCoApplicant'),
    /** Recalls the invitation (DELETE .../co-applicant); the application is a draft again. */
    recallCoApplicant: actorContract<ApplicationOutcome, { applicationId: string }>('recallCoApplicant'),
    /**
     * Follows the server while the other person acts: reads the application when the page regains the
     * focus and every few seconds while the co-applicant is awaited; answers once it has changed.
     */
    followApplication: actorContract<LoanApplication, { applicationId: string; application: LoanApplication | null }>('followApplication'),
    /** Reads the application every few seconds until the bank has decided (status past Sent, Pending, SentToBank). */
    waitForDecision: actorContract<LoanApplication, { applicationId: string }>('waitForDecision'),
    answerOffer: actorContract<ApplicationOutcome, { applicationId: string; answer: 'accept' | 'reject' }>('answerOffer'),
  },
  guards: {
    isOpening: ({ context }) => context.applicationId !== null,
    isMissing: (_, output: LoanApplication | null) => output === null,
    isRefused: (_, output: { outcome: string }) => output.outcome === 'refused',
    isDialogRefusal: (_, output: { outcome: string; refusal?: Refusal }) => output.outcome === 'refused' && output.refusal !== undefined && dialogRefusals.includes(output.refusal.code),
    isPriceChangedRefusal: (_, output: { outcome: string; refusal?: Refusal }) => output.outcome === 'refused' && output.refusal?.code === 'LOAN_APPLICATION.PRICE_CHANGED',
    isRejectedInput: (_, output: { outcome: string }) => output.outcome === 'invalid',
    isCoApplicantRole: ({ context }) => context.application?.role === 'coApplicant',
    isPreparing: ({ context }) => context.application !== null && isPreparingStatus(context.application.status),
    isPreparingOutput: (_, output: LoanApplication) => isPreparingStatus(output.status),
    isWaitingForDecision: statusIs('Sent', 'Pending', 'SentToBank'),
    isOffered: statusIs('ApprovedByBank', 'ApprovedByCoapplicant'),
    // Accepted by the applicant, the co-applicant's answer awaited (alone, the chart passes straight on to OfferAccepted).
    isCoApplicantAnswerAwaited: ({ context }) => context.application?.status === 'ApprovedByClient' && context.application.coApplicant !== null,
    isRejected: statusIs('RejectedByBank'),
    isInManualReview: statusIs('ManualReview'),
    isOfferAccepted: statusIs('ApprovedByClient', 'OfferAccepted'),
    isOfferRefused: statusIs('RejectedByClient'),
    isExpired: statusIs('Expired'),
    isStepComplete: ({ context }) => {
      const step = formStepOf(context.step);
      return step !== null && isStepComplete(step, context);
    },
    isOnPreview: ({ context }) => context.step === 'preview',
    isOnFirstStep: ({ context }) => context.step === 'loanInfo',
    isReadyToSubmit: ({ context }) => isReadyToSubmit(context),
    isCoApplicantPending: ({ context }) => isCoApplicantPending(context.application, context.forms),
    isTogetherStep: ({ context }) => isTogetherStep(context),
    isInvitationStanding: ({ context }) => isTogetherStep(context) && hasStandingInvitation(context.application),
    isInviteValid: ({ context }) => !hasErrors(inviteErrorsOf(context.forms)),
    hasStandingInvitation: ({ context }) => hasStandingInvitation(context.application),
    isPriceChanged: ({ context }) => isPriceChanged(context.application),
  },
  actions: {
    /** A typed field; in the loan step a typed loan works out the down payment under the price. */
    changeField: assign(({ context, event }) => {
      const change = event as Extract<LoanWizardEvent, { type: 'field.change' }>;
      const forms =
        change.step === 'loanInfo' && typeof change.value === 'string'
          ? withLoanField(context.forms, change.field, change.value, context.application?.property ? context.application.currentPrice : null)
          : withField(context.forms, change.step, change.field, change.value);
      return { forms, errors: { ...context.errors, [change.field]: undefined, ...(change.step === 'loanInfo' ? { amount: undefined, downPayment: undefined } : {}) } };
    }),
    /** Network and server failures are shown by the app (a toast); the step stays as it was. */
    notifyFailure: (_, _params: { error: unknown }) => undefined,
    /** A started application gets its own address, so a reload or another device opens it. */
    showApplication: (_, _params: { applicationId: string }) => undefined,
    /** An application the person is the co-applicant of opens at the co-applicant's own page. */
    showCoApplicantPage: (_, _params: { applicationId: string }) => undefined,
  },
}).createMachine({
  id: 'loanWizard',
  context: ({ input }) => ({
    applicationId: 'applicationId' in input ? input.applicationId : null,
    start: 'start' in input ? input.start : null,
    application: null,
    forms: blankForms,
    step: 'loanInfo',
    target: 'loanInfo',
    returnToPreview: false,
    errors: {},
    notice: undefined,
    dialog: undefined,
    uploading: null,
    offerAnswer: 'accept',
  }),
  initial: 'opening',
  states: {
    opening: {
      always: [{ guard: 'isOpening', target: 'loading' }, { target: 'starting' }],
    },
    starting: {
      tags: ['busy'],
      invoke: {
        id: 'startApplication',
        src: 'startApplication',
        input: ({ context }) => ({ property: context.start?.property ?? null }),
        onDone: [
          { guard: { type: 'isDialogRefusal', params: ({ event }) => event.output }, target: 'notStarted', actions: assign({ dialog: ({ event }) => refusalIn(event), notice: ({ event }) => ({ key: `errors:${refusalIn(event).code}`, ...(refusalIn(event).params ? { params: refusalIn(event).params } : {}) }) }) },
          { guard: { type: 'isRefused', params: ({ event }) => event.output }, target: 'notStarted', actions: assign({ notice: ({ event }) => ({ key: `errors:${refusalIn(event).code}`, ...(refusalIn(event).params ? { params: refusalIn(event).params } : {}) }) }) },
          {
            target: 'routing',
            actions: [assign(({ event }) => opened(applicationIn(event))), { type: 'showApplication', params: ({ event }) => ({ applicationId: applicationIn(event).id }) }],
          },
        ],
        onError: 'technicalIssue',
      },
    },
    // No application was started (one is active already, a recent one ended, the property is not lent on online...).
    notStarted: {
      on: { 'dialog.close': { actions: assign({ dialog: undefined }) } },
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadApplication',
        src: 'loadApplication',
        input: ({ context }) => ({ applicationId: context.applicationId ?? '' }),
        onDone: [
          { guard: { type: 'isMissing', params: ({ event }) => event.output }, target: 'notFound' },
          { target: 'routing', actions: assign(({ event }) => opened(event.output as LoanApplication)) },
        ],
        onError: 'technicalIssue',
      },
    },
    // No application of this id is the person's (a mistyped link, or someone else's).
    notFound: {},
    // The server's status decides the screen.
    routing: {
      always: [
        { guard: 'isCoApplicantRole', target: 'coApplicantPage' },
        { guard: 'isPreparing', target: 'editing' },
        { guard: 'isWaitingForDecision', target: 'waiting' },
        { guard: 'isOffered', target: 'offer' },
        { guard: 'isCoApplicantAnswerAwaited', target: 'offerWaiting' },
        { guard: 'isRejected', target: 'rejected' },
        { guard: 'isInManualReview', target: 'manualReview' },
        { guard: 'isOfferAccepted', target: 'accepted' },
        { guard: 'isOfferRefused', target: 'declined' },
        { guard: 'isExpired', target: 'expired' },
        // Deleted, or cancelled at the applicant's request.
        { target: 'deleted' },
      ],
    },
    // Not this person's wizard: they are the co-applicant, whose part is a page of its own.
    coApplicantPage: {
      entry: { type: 'showCoApplicantPage', params: ({ context }) => ({ applicationId: context.applicationId ?? '' }) },
    },
    editing: {
      initial: 'step',
      states: {
        step: {
          // The co-applicant answers and works meanwhile: the step follows the server (the forms as typed stay).
          invoke: {
            id: 'followApplication',
            src: 'followApplication',
            input: ({ context }) => ({ applicationId: context.applicationId ?? '', application: context.application }),
            onDone: [
              { guard: { type: 'isPreparingOutput', params: ({ event }) => event.output }, target: 'step', reenter: true, actions: assign({ application: ({ event }) => event.output }) },
              // The draft lapsed or was deleted elsewhere.
              { target: '#loanWizard.routing', actions: assign(({ event }) => opened(event.output)) },
            ],
          },
          on: {
            'field.change': { actions: 'changeField' },
            'step.next': [
              { guard: 'isOnPreview', actions: assign({ notice: undefined }) },
              // The invitation is the step's answer: with one standing, the applicant goes on with their own steps.
              { guard: 'isInvitationStanding', actions: assign({ step: ({ context }) => forwardOf(context), returnToPreview: ({ context }) => context.returnToPreview && forwardOf(context) !== 'preview', errors: {}, notice: undefined }) },
              { guard: 'isTogetherStep', actions: assign({ errors: ({ context }) => inviteErrorsOf(context.forms), notice: { key: 'loan:coBorrower.sendFirst' } }) },
              { guard: 'isStepComplete', target: 'saving', actions: assign({ target: ({ context }) => forwardOf(context), errors: {}, notice: undefined }) },
              {
                actions: assign({
                  errors: ({ context }) => currentErrors(context),
                  notice: ({ context }) => (context.step === 'spouseData' && !hasErrors(currentErrors(context)) ? { key: 'loan:spouse.picturesMissing' } : undefined),
                }),
              },
            ],
            // Leaving a step backwards saves it too when it is complete; an unfinished one stays as typed.
            'step.back': [
              // There is no step before the first (the view shows no back button there).
              { guard: 'isOnFirstStep', actions: assign({ notice: undefined }) },
              { guard: 'isTogetherStep', actions: assign({ step: ({ context }) => previousStepOf(context.step, context.application), errors: {}, notice: undefined, returnToPreview: false }) },
              { guard: 'isStepComplete', target: 'saving', actions: assign({ target: ({ context }) => previousStepOf(context.step, context.application), errors: {}, notice: undefined, returnToPreview: false }) },
              { actions: assign({ step: ({ context }) => previousStepOf(context.step, context.application), errors: {}, notice: undefined, returnToPreview: false }) },
            ],
            'step.edit': { guard: 'isOnPreview', actions: assign({ step: ({ event }) => event.step, returnToPreview: true, errors: {}, notice: undefined }) },
            'picture.upload': { target: 'uploading', actions: assign({ uploading: ({ event }) => event.kind, notice: undefined }) },
            'draft.delete': 'confirmingDelete',
            'invitation.send': [
              { guard: 'isInviteValid', target: 'inviting', actions: assign({ errors: {}, notice: undefined }) },
              { actions: assign({ errors: ({ context }) => inviteErrorsOf(context.forms), notice: undefined }) },
            ],
            'invitation.recall': { guard: 'hasStandingInvitation', target: 'confirmingRecall', actions: assign({ notice: undefined }) },
            'application.submit': [
              { guard: 'isPriceChanged', target: 'priceChanged' },
              { guard: 'isReadyToSubmit', target: 'submitting', actions: assign({ notice: undefined }) },
              { guard: 'isCoApplicantPending', actions: assign({ notice: { key: 'loan:preview.coApplicantPending' } }) },
              { actions: assign({ notice: { key: 'loan:preview.incomplete' } }) },
            ],
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'saveStep',
            src: 'saveStep',
            input: ({ context }) => ({ applicationId: context.applicationId ?? '', save: stepSaveOf(context.step as FormStep, context.forms, hasProperty(context)) }),
            onDone: [
              {
                guard: { type: 'isRejectedInput', params: ({ event }) => event.output },
                target: 'step',
                actions: assign({ errors: ({ event }) => Object.fromEntries((outputOf(event) as { issues: { path: string; message: string }[] }).issues.map((issue) => [issue.path, { key: issue.message }])) }),
              },
              { guard: { type: 'isDialogRefusal', params: ({ event }) => event.output }, target: 'refusalDialog', actions: assign({ dialog: ({ event }) => refusalIn(event) }) },
              { guard: { type: 'isRefused', params: ({ event }) => event.output }, target: 'step', actions: assign(({ context, event }) => refusalShown(context, refusalIn(event))) },
              {
                target: 'step',
                actions: assign(({ context, event }) => {
                  const step = stepAfterSave(context, applicationIn(event));
                  // The applicant's data saved, the registry's record of the spouse fills the spouse step.
                  return { application: applicationIn(event), forms: withSpousePrefill(context.forms, applicationIn(event).spousePrefill), step, returnToPreview: context.returnToPreview && step !== 'preview' };
                }),
              },
            ],
            onError: { target: 'step', actions: { type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        uploading: {
          tags: ['busy'],
          invoke: {
            id: 'uploadPicture',
            src: 'uploadPicture',
            input: ({ context, event }) => ({ applicationId: context.applicationId ?? '', kind: context.uploading ?? 'photoPage', file: (event as { file?: Blob }).file ?? new Blob() }),
            onDone: [
              {
                guard: { type: 'isRefused', params: ({ event }) => event.output },
                target: 'step',
                actions: assign({ errors: ({ context, event }) => ({ ...context.errors, [`picture.${context.uploading ?? ''}`]: { key: `errors:${refusalIn(event).code}` } }), uploading: null }),
              },
              {
                target: 'step',
                actions: assign(({ context, event }) => {
                  const picture = (outputOf(event) as { picture: UploadedPicture }).picture;
                  return { uploading: null, notice: undefined, errors: { ...context.errors, [`picture.${picture.kind}`]: undefined }, application: withPicture(context.application, picture) };
                }),
              },
            ],
            onError: { target: 'step', actions: [assign({ uploading: null }), { type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) }] },
          },
        },
        inviting: {
          tags: ['busy'],
          invoke: {
            id: 'inviteCoApplicant',
            src: 'inviteCoApplicant',
            input: ({ context }) => ({ applicationId: context.applicationId ?? '', invite: inviteOf(context.forms) }),
            onDone: [
              { guard: { type: 'isRejectedInput', params: ({ event }) => event.output }, target: 'step', actions: assign({ errors: ({ event }) => issuesShown(event) }) },
              { guard: { type: 'isRefused', params: ({ event }) => event.output }, target: 'step', actions: assign(({ context, event }) => refusalShown(context, refusalIn(event))) },
              { target: 'step', actions: assign({ application: ({ event }) => applicationIn(event), notice: { key: 'loan:coBorrower.sent' } }) },
            ],
            onError: { target: 'step', actions: { type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        // "Recall the invitation?": the co-applicant is told, and their part is dropped.
        confirmingRecall: {
          on: { 'recall.confirm': 'recalling', 'dialog.close': 'step' },
        },
        recalling: {
          tags: ['busy'],
          invoke: {
            id: 'recallCoApplicant',
            src: 'recallCoApplicant',
            input: ({ context }) => ({ applicationId: context.applicationId ?? '' }),
            onDone: [
              { guard: { type: 'isRefused', params: ({ event }) => event.output }, target: 'step', actions: assign(({ context, event }) => refusalShown(context, refusalIn(event))) },
              {
                target: 'step',
                actions: assign(({ context, event }) => ({
                  application: applicationIn(event),
                  step: 'coBorrower' as const,
                  returnToPreview: false,
                  forms: { ...context.forms, coBorrower: { ...context.forms.coBorrower, mode: '' as const } },
                  notice: { key: 'loan:coBorrower.recalled' },
                })),
              },
            ],
            onError: { target: 'step', actions: { type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        confirmingDelete: {
          on: { 'delete.confirm': 'deleting', 'dialog.close': 'step' },
        },
        deleting: {
          tags: ['busy'],
          invoke: {
            id: 'deleteApplication',
            src: 'deleteApplication',
            input: ({ context }) => ({ applicationId: context.applicationId ?? '' }),
            // The summary's status says so too.
            onDone: { target: '#loanWizard.deleted', actions: assign({ application: ({ context }) => (context.application ? { ...context.application, status: 'Deleted' as const } : null) }) },
            onError: { target: 'step', actions: { type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        // "Price changed": the catalogue's price moved since the draft started; it is agreed to before submitting.
        priceChanged: {
          on: { 'price.confirm': 'confirmingPrice', 'dialog.close': 'step' },
        },
        confirmingPrice: {
          tags: ['busy'],
          invoke: {
            id: 'confirmPrice',
            src: 'confirmPrice',
            input: ({ context }) => ({ applicationId: context.applicationId ?? '', price: context.application?.currentPrice ?? 0 }),
            onDone: [
              { guard: { type: 'isRefused', params: ({ event }) => event.output }, target: 'step', actions: assign(({ context, event }) => refusalShown(context, refusalIn(event))) },
              { target: 'step', actions: assign({ application: ({ event }) => applicationIn(event), notice: { key: 'loan:price.confirmed' } }) },
            ],
            onError: { target: 'step', actions: { type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        submitting: {
          tags: ['busy'],
          invoke: {
            id: 'submitApplication',
            src: 'submitApplication',
            input: ({ context }) => ({ applicationId: context.applicationId ?? '' }),
            onDone: [
              { guard: { type: 'isPriceChangedRefusal', params: ({ event }) => event.output }, target: 'priceChanged' },
              { guard: { type: 'isDialogRefusal', params: ({ event }) => event.output }, target: 'refusalDialog', actions: assign({ dialog: ({ event }) => refusalIn(event) }) },
              { guard: { type: 'isRefused', params: ({ event }) => event.output }, target: 'step', actions: assign(({ context, event }) => refusalShown(context, refusalIn(event))) },
              { target: '#loanWizard.routing', actions: assign({ application: ({ event }) => applicationIn(event) }) },
            ],
            onError: { target: 'step', actions: { type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        refusalDialog: {
          on: { 'dialog.close': { target: 'step', actions: assign({ dialog: undefined }) } },
        },
      },
    },
    // Submitted: thank-you, and the bank's decision within minutes.
    waiting: {
      invoke: {
        id: 'waitForDecision',
        src: 'waitForDecision',
        input: ({ context }) => ({ applicationId: context.applicationId ?? '' }),
        onDone: { target: 'routing', actions: assign(({ event }) => opened(event.output)) },
        onError: 'technicalIssue',
      },
    },
    offer: {
      initial: 'shown',
      states: {
        shown: {
          // With a co-applicant, their answer may come meanwhile.
          invoke: {
            id: 'followApplication',
            src: 'followApplication',
            input: ({ context }) => ({ applicationId: context.applicationId ?? '', application: context.application }),
            onDone: { target: '#loanWizard.routing', actions: assign(({ event }) => opened(event.output)) },
          },
          on: {
            'offer.accept': { target: 'confirmingAcceptance', actions: assign({ offerAnswer: 'accept', notice: undefined }) },
            'offer.reject': { target: 'confirmingRefusal', actions: assign({ offerAnswer: 'reject', notice: undefined }) },
          },
        },
        // One tap does not take a loan: the dialog restates the loan's cost (amount, rates, first payment, totals) first.
        confirmingAcceptance: {
          on: { 'acceptance.confirm': 'answering', 'dialog.close': 'shown' },
        },
        // Refusing ends the application (for both people applying together), so it is asked first.
        confirmingRefusal: {
          on: { 'refusal.confirm': 'answering', 'dialog.close': 'shown' },
        },
        answering: {
          tags: ['busy'],
          invoke: {
            id: 'answerOffer',
            src: 'answerOffer',
            input: ({ context }) => ({ applicationId: context.applicationId ?? '', answer: context.offerAnswer }),
            onDone: [
              { guard: { type: 'isRefused', params: ({ event }) => event.output }, target: 'shown', actions: assign({ notice: ({ event }) => ({ key: `errors:${refusalIn(event).code}` }) }) },
              { target: '#loanWizard.routing', actions: assign({ application: ({ event }) => applicationIn(event) }) },
            ],
            onError: { target: 'shown', actions: { type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
    // The applicant accepted; the co-applicant's answer is awaited.
    offerWaiting: {
      invoke: {
        id: 'followApplication',
        src: 'followApplication',
        input: ({ context }) => ({ applicationId: context.applicationId ?? '', application: context.application }),
        onDone: { target: 'routing', actions: assign(({ event }) => opened(event.output)) },
      },
    },
    rejected: {},
    manualReview: {},
    accepted: {},
    declined: {},
    expired: {},
    deleted: {},
    technicalIssue: { on: { 'flow.retry': 'opening' } },
  },
});
