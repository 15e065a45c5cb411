import { assign, setup, type AnyEventObject } from 'xstate';
import type { CoApplicantStep, CoApplicantStepSave } from '../../api/contract/co-applicant';
import { picturesOfDocument, type DocumentPictureKind, type LoanApplication, type UploadedPicture } from '../../api/contract/loan-application';
import { actorContract } from '../actor-contract';
import { hasErrors, type FieldErrors } from '../form';
import { blankForms, formsOf, stepErrorsOf, stepSaveOf, withField, withPicture, withSpousePrefill, type WizardForms } from '../loan-wizard/loan-wizard.forms';
import { dialogRefusals, refusalFields, type ApplicationOutcome, type Notice, type Refusal, type SaveOutcome, type UploadOutcome } from '../loan-wizard/loan-wizard.machine';

/** The co-applicant's steps with a form (the preview shows them all). */
export type CoFormStep = Exclude<CoApplicantStep, 'preview'>;

export interface CoApplicantPartInput {
  applicationId: string;
}

export interface CoApplicantPartContext {
  applicationId: string;
  application: LoanApplication | null;
  /** The wizard's forms (only the co-applicant's four steps are used). */
  forms: WizardForms;
  step: CoApplicantStep;
  /** Where the step being saved leads. */
  target: CoApplicantStep;
  returnToPreview: boolean;
  errors: FieldErrors<string>;
  notice: Notice | undefined;
  /** The age refusal of spec section 7, shown as a dialog. */
  dialog: Refusal | undefined;
  uploading: DocumentPictureKind | null;
  /** The person confirmed their part in this visit: the page waits for the applicant to submit. */
  partConfirmed: boolean;
  offerAnswer: 'accept' | 'reject';
}

export type CoApplicantPartEvent =
  | { type: 'field.change'; step: CoFormStep; field: string; value: string | boolean }
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'step.edit'; step: CoApplicantStep }
  | { type: 'picture.upload'; kind: DocumentPictureKind; file: Blob }
  | { type: 'part.confirm' }
  | { type: 'part.edit' }
  | { type: 'part.leave' }
  | { type: 'leave.confirm' }
  | { type: 'dialog.close' }
  | { type: 'offer.accept' }
  | { type: 'offer.reject' }
  | { type: 'refusal.confirm' }
  | { type: 'acceptance.confirm' }
  | { type: 'flow.retry' };

/** The co-applicant's spouse pictures are kept under their own owner, apart from the applicant's spouse's. */
export const pictureOwner = 'coApplicantSpouse' as const;

/** Before the server has answered: the steps every co-applicant owes (their spouse's is added by the answer). */
const stepsBeforeAnswer: readonly CoApplicantStep[] = ['applicantData', 'consent', 'addresses', 'preview'];

/**
 * The steps the co-applicant owes, in order, as the server's answer lists them: their spouse's only
 * when married to someone other than the applicant. The part never works them out from its forms.
 */
export const coStepsFor = (application: LoanApplication | null): readonly CoApplicantStep[] => application?.coApplicantPart?.owedSteps ?? stepsBeforeAnswer;
const nextOf = (step: CoApplicantStep, application: LoanApplication | null) => {
  const steps = coStepsFor(application);
  return steps[Math.min(steps.indexOf(step) + 1, steps.length - 1)] ?? 'preview';
};
const previousOf = (step: CoApplicantStep, application: LoanApplication | null) => {
  const steps = coStepsFor(application);
  return steps[Math.max(steps.indexOf(step) - 1, 0)] ?? 'applicantData';
};

/** The pictures the spouse's document needs that are not on the server yet. */
export function missingCoPictures(application: LoanApplication | null, forms: WizardForms) {
  const uploaded = new Set((application?.pictures ?? []).filter((picture) => picture.owner === pictureOwner).map((picture) => picture.kind));
  return picturesOfDocument(forms.spouseData.documentType).filter((kind) => !uploaded.has(kind));
}

const formStepOf = (step: CoApplicantStep): CoFormStep | null => (step === 'preview' ? null : step);

/** The field messages of the shown step (none on the preview). */
export function currentCoErrors(context: Pick<CoApplicantPartContext, 'step' | 'forms'>): FieldErrors<string> {
  const step = formStepOf(context.step);
  return step ? stepErrorsOf(step, context.forms, false) : {};
}

export function isCoStepComplete(step: CoFormStep, context: Pick<CoApplicantPartContext, 'forms' | 'application'>): boolean {
  if (hasErrors(stepErrorsOf(step, context.forms, false))) return false;
  return step !== 'spouseData' || missingCoPictures(context.application, context.forms).length === 0;
}

export const isPartReady = (context: Pick<CoApplicantPartContext, 'forms' | 'application'>) => coStepsFor(context.application).every((step) => step === 'preview' || isCoStepComplete(step, context));

/** The forms as the co-applicant's saved part fills them: saved steps, else their prefill. */
export function coFormsOf(application: LoanApplication): WizardForms {
  const part = application.coApplicantPart;
  if (!part) return blankForms;
  return formsOf({ ...application, steps: { loanInfo: null, coBorrower: null, ...part.steps }, applicantPrefill: part.applicantPrefill, spousePrefill: part.spousePrefill });
}

function opened(application: LoanApplication): Partial<CoApplicantPartContext> {
  const forms = coFormsOf(application);
  const part = application.coApplicantPart;
  const complete = part !== null && coStepsFor(application).every((step) => step === 'preview' || part.steps[step] !== null);
  const mismatch = application.documentMismatchOf === 'coApplicant';
  return {
    application,
    forms,
    step: mismatch ? 'applicantData' : complete ? 'preview' : (part?.currentStep ?? 'applicantData'),
    returnToPreview: false,
    errors: {},
    notice: mismatch ? { key: 'coApplicant:part.documentMismatch' } : undefined,
    dialog: undefined,
    // A part confirmed before (another device, a reload) opens at the wait, not at the confirmation again.
    partConfirmed: part?.partComplete === true,
  };
}

const outputOf = (event: AnyEventObject) => (event as unknown as { output: unknown }).output;
const applicationIn = (event: AnyEventObject) => (outputOf(event) as { application: LoanApplication }).application;
const refusalIn = (event: AnyEventObject) => (outputOf(event) as { refusal: Refusal }).refusal;
const noticeOf = (refusal: Refusal): Notice => ({ key: `errors:${refusal.code}`, ...(refusal.params ? { params: refusal.params } : {}) });

function refusalShown(context: CoApplicantPartContext, refusal: Refusal): Partial<CoApplicantPartContext> {
  const at = refusalFields[refusal.code];
  if (at && at.step === context.step) return { errors: { ...context.errors, [at.field]: noticeOf(refusal) } };
  return { notice: noticeOf(refusal) };
}

function forwardOf(context: Pick<CoApplicantPartContext, 'step' | 'returnToPreview' | 'forms' | 'application'>): CoApplicantStep {
  if (!context.returnToPreview) return nextOf(context.step, context.application);
  if (coStepsFor(context.application).includes('spouseData') && context.step !== 'spouseData' && !isCoStepComplete('spouseData', context)) return 'spouseData';
  return 'preview';
}

/** The step after a save: the target chosen before it, except an edit from the preview, which the answer's owed steps decide (married now: the spouse step). */
const stepAfterSave = (context: CoApplicantPartContext, application: LoanApplication): CoApplicantStep => (context.returnToPreview ? forwardOf({ ...context, application }) : context.target);

const statusIs =
  (...statuses: LoanApplication['status'][]) =>
  ({ context }: { context: CoApplicantPartContext }) =>
    context.application !== null && statuses.includes(context.application.status);

/**
 * The co-applicant's own pages (issue 16, spec sections 4-6): after accepting the invitation they do
 * their part (their data, consent, addresses, their spouse's data and pictures when married), each
 * step saved as they leave it, and confirm it; then they wait for the applicant to submit and for the
 * bank, answer the offer alongside the applicant, or see how it ended. The chart of record is the
 * server's (machines/lending); this one shows it to the co-applicant.
 */
export const coApplicantPartMachine = setup({
  types: {
    context: {} as CoApplicantPartContext,
    input: {} as CoApplicantPartInput,
    events: {} as CoApplicantPartEvent,
  },
  actors: {
    /** The application as the co-applicant sees it, or null when it is not theirs (the API's 404). */
    loadApplication: actorContract<LoanApplication | null, { applicationId: string }>('loadApplication'),
    saveStep: actorContract<SaveOutcome, { applicationId: string; save: CoApplicantStepSave }>('saveStep'),
    uploadPicture: actorContract<UploadOutcome, { applicationId: string; kind: DocumentPictureKind; file: Blob }>('uploadPicture'),
    completePart: actorContract<ApplicationOutcome, { applicationId: string }>('completePart'),
    leaveApplication: actorContract<ApplicationOutcome, { applicationId: string }>('leaveApplication'),
    /** Reads the application every few seconds until its status is another than `status`; null once it is no longer theirs. */
    watchApplication: actorContract<LoanApplication | null, { applicationId: string; status: LoanApplication['status'] }>('watchApplication'),
    answerOffer: actorContract<ApplicationOutcome, { applicationId: string; answer: 'accept' | 'reject' }>('answerOffer'),
  },
  guards: {
    isMissing: (_, output: LoanApplication | null) => output === null,
    isRefused: (_, output: { outcome: string }) => output.outcome === 'refused',
    isDialogRefusal: (_, output: { outcome: string; refusal?: Refusal }) => output.outcome === 'refused' && output.refusal !== undefined && dialogRefusals.includes(output.refusal.code),
    isRejectedInput: (_, output: { outcome: string }) => output.outcome === 'invalid',
    /** A saved step that leaves the part open (no registry mismatch came back). */
    isStillPreparing: (_, output: { outcome: string; application?: LoanApplication }) => output.application?.status === 'InvitationAccepted',
    isApplicantsOwn: ({ context }) => context.application?.role === 'applicant',
    isPartConfirmed: ({ context }) => context.partConfirmed && context.application?.status === 'InvitationAccepted',
    isPreparing: statusIs('InvitationAccepted'),
    isCitizenshipMismatch: statusIs('CitizenshipMismatch'),
    isMaritalStatusMismatch: statusIs('MaritalStatusMismatch'),
    isWaitingForBank: statusIs('Sent', 'Pending', 'SentToBank'),
    isInManualReview: statusIs('ManualReview'),
    isOffered: ({ context }) => context.application !== null && (context.application.status === 'ApprovedByBank' || context.application.status === 'ApprovedByClient'),
    isOfferAnswered: statusIs('ApprovedByCoapplicant'),
    isOfferAccepted: statusIs('OfferAccepted'),
    isOfferRefused: statusIs('RejectedByClient'),
    isRejected: statusIs('RejectedByBank'),
    isExpired: statusIs('Expired'),
    hasLeft: statusIs('CanceledByCoApplicant', 'RejectedByCoapplicant'),
    isWithdrawn: statusIs('Deleted', 'CancelledByApplicantRequest'),
    isLockedField: ({ context, event }) =>
      event.type === 'field.change' && event.step === 'applicantData' && event.field === 'socialCardNumber' && context.application?.coApplicantPart?.socialCardLocked === true,
    isStepComplete: ({ context }) => {
      const step = formStepOf(context.step);
      return step !== null && isCoStepComplete(step, context);
    },
    isOnPreview: ({ context }) => context.step === 'preview',
    isOnFirstStep: ({ context }) => context.step === 'applicantData',
    isPartReady: ({ context }) => isPartReady(context),
  },
  actions: {
    /** Network and server failures are shown by the app (a toast); the page stays as it was. */
    notifyFailure: (_, _params: { error: unknown }) => undefined,
  },
}).createMachine({
  id: 'coApplicantPart',
  context: ({ input }) => ({
    applicationId: input.applicationId,
    application: null,
    forms: blankForms,
    step: 'applicantData',
    target: 'applicantData',
    returnToPreview: false,
    errors: {},
    notice: undefined,
    dialog: undefined,
    uploading: null,
    partConfirmed: false,
    offerAnswer: 'accept',
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      // A retry reads the part afresh: nothing typed before the failure is kept.
      entry: assign({ application: null, forms: blankForms, step: 'applicantData', returnToPreview: false, partConfirmed: false, errors: {}, notice: undefined }),
      invoke: {
        id: 'loadApplication',
        src: 'loadApplication',
        input: ({ context }) => ({ applicationId: context.applicationId }),
        onDone: [
          { guard: { type: 'isMissing', params: ({ event }) => event.output }, target: 'notFound' },
          { target: 'routing', actions: assign(({ event }) => opened(event.output as LoanApplication)) },
        ],
        onError: 'technicalIssue',
      },
    },
    // Not an application this person is co-applicant of (a mistyped link, someone else's, or an invitation recalled).
    notFound: {},
    // The server's status decides the screen.
    routing: {
      always: [
        { guard: 'isApplicantsOwn', target: 'ownApplication' },
        { guard: 'isPartConfirmed', target: 'following.waitingForSubmission' },
        { guard: 'isPreparing', target: 'editing' },
        { guard: 'isCitizenshipMismatch', target: 'following.citizenshipMismatch' },
        { guard: 'isMaritalStatusMismatch', target: 'following.maritalStatusMismatch' },
        { guard: 'isWaitingForBank', target: 'following.waitingForBank' },
        { guard: 'isInManualReview', target: 'following.manualReview' },
        { guard: 'isOffered', target: 'following.offer' },
        { guard: 'isOfferAnswered', target: 'following.offerAnswered' },
        { guard: 'isOfferAccepted', target: 'accepted' },
        { guard: 'isOfferRefused', target: 'refused' },
        { guard: 'isRejected', target: 'rejected' },
        { guard: 'isExpired', target: 'expired' },
        { guard: 'hasLeft', target: 'left' },
        { guard: 'isWithdrawn', target: 'withdrawn' },
        // Back to a draft or a new invitation: the applicant recalled this person's invitation.
        { target: 'recalled' },
      ],
    },
    // The person opened their own application here: the page links the applicant's wizard.
    ownApplication: {},
    editing: {
      initial: 'step',
      states: {
        step: {
          on: {
            'field.change': [
              // Once the registry has checked it, the social card stays as it is (spec section 5).
              { guard: 'isLockedField', actions: assign({ errors: ({ context }) => ({ ...context.errors, socialCardNumber: { key: 'coApplicant:part.socialCardLocked' } }) }) },
              {
                actions: assign({
                  forms: ({ context, event }) => withField(context.forms, event.step, event.field, event.value),
                  errors: ({ context, event }) => ({ ...context.errors, [event.field]: undefined }),
                }),
              },
            ],
            'step.next': [
              { guard: 'isOnPreview', actions: assign({ notice: undefined }) },
              { guard: 'isStepComplete', target: 'saving', actions: assign({ target: ({ context }) => forwardOf(context), errors: {}, notice: undefined }) },
              {
                actions: assign({
                  errors: ({ context }) => currentCoErrors(context),
                  notice: ({ context }) => (context.step === 'spouseData' && !hasErrors(currentCoErrors(context)) ? { key: 'loan:spouse.picturesMissing' } : undefined),
                }),
              },
            ],
            'step.back': [
              { guard: 'isOnFirstStep', actions: assign({ notice: undefined }) },
              { guard: 'isStepComplete', target: 'saving', actions: assign({ target: ({ context }) => previousOf(context.step, context.application), errors: {}, notice: undefined, returnToPreview: false }) },
              { actions: assign({ step: ({ context }) => previousOf(context.step, context.application), errors: {}, notice: undefined, returnToPreview: false }) },
            ],
            'step.edit': { guard: 'isOnPreview', actions: assign({ step: ({ event }) => event.step, returnToPreview: true, errors: {}, notice: undefined }) },
            'picture.upload': { target: 'uploading', actions: assign({ uploading: ({ event }) => event.kind, notice: undefined }) },
            'part.confirm': [
              { guard: 'isPartReady', target: 'confirming', actions: assign({ notice: undefined }) },
              { actions: assign({ notice: { key: 'coApplicant:part.incomplete' } }) },
            ],
            'part.leave': '#coApplicantPart.confirmingLeave',
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'saveStep',
            src: 'saveStep',
            input: ({ context }) => ({ applicationId: context.applicationId, save: stepSaveOf(context.step as CoFormStep, context.forms, false) as CoApplicantStepSave }),
            onDone: [
              {
                guard: { type: 'isRejectedInput', params: ({ event }) => event.output },
                target: 'step',
                actions: assign({ errors: ({ event }) => Object.fromEntries((outputOf(event) as { issues: { path: string; message: string }[] }).issues.map((issue) => [issue.path, { key: issue.message }])) }),
              },
              { guard: { type: 'isDialogRefusal', params: ({ event }) => event.output }, target: 'refusalDialog', actions: assign({ dialog: ({ event }) => refusalIn(event) }) },
              { guard: { type: 'isRefused', params: ({ event }) => event.output }, target: 'step', actions: assign(({ context, event }) => refusalShown(context, refusalIn(event))) },
              {
                guard: { type: 'isStillPreparing', params: ({ event }) => event.output as { outcome: string; application?: LoanApplication } },
                target: 'step',
                actions: assign(({ context, event }) => ({
                  application: applicationIn(event),
                  // Her data saved, the registry's record of her spouse fills the spouse step.
                  forms: withSpousePrefill(context.forms, applicationIn(event).coApplicantPart?.spousePrefill ?? null),
                  step: stepAfterSave(context, applicationIn(event)),
                  returnToPreview: context.returnToPreview && stepAfterSave(context, applicationIn(event)) !== 'preview',
                  // A changed part is confirmed again.
                  partConfirmed: false,
                })),
              },
              // The registry disagreed (citizenship, marriage): the status says what follows.
              { target: '#coApplicantPart.routing', actions: assign({ application: ({ event }) => applicationIn(event), partConfirmed: false }) },
            ],
            onError: { target: 'step', actions: { type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        uploading: {
          tags: ['busy'],
          invoke: {
            id: 'uploadPicture',
            src: 'uploadPicture',
            input: ({ context, event }) => ({ applicationId: context.applicationId, kind: context.uploading ?? 'photoPage', file: (event as { file?: Blob }).file ?? new Blob() }),
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
        // "Confirm my part": the applicant may submit once it is confirmed.
        confirming: {
          tags: ['busy'],
          invoke: {
            id: 'completePart',
            src: 'completePart',
            input: ({ context }) => ({ applicationId: context.applicationId }),
            onDone: [
              { guard: { type: 'isRefused', params: ({ event }) => event.output }, target: 'step', actions: assign({ notice: ({ event }) => noticeOf(refusalIn(event)) }) },
              { target: '#coApplicantPart.routing', actions: assign({ application: ({ event }) => applicationIn(event), partConfirmed: true }) },
            ],
            onError: { target: 'step', actions: { type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        // The co-applicant's age at the loan's end (spec section 7): a dialog, not a message.
        refusalDialog: {
          on: { 'dialog.close': { target: 'step', actions: assign({ dialog: undefined }) } },
        },
      },
    },
    // "Leave the application?": before the submission the co-applicant may step out; the applicant is told.
    confirmingLeave: {
      on: { 'leave.confirm': 'leaving', 'dialog.close': 'routing' },
    },
    leaving: {
      tags: ['busy'],
      invoke: {
        id: 'leaveApplication',
        src: 'leaveApplication',
        input: ({ context }) => ({ applicationId: context.applicationId }),
        onDone: [
          { guard: { type: 'isRefused', params: ({ event }) => event.output }, target: 'routing', actions: assign({ notice: ({ event }) => noticeOf(refusalIn(event)) }) },
          { target: 'routing', actions: assign({ application: ({ event }) => applicationIn(event) }) },
        ],
        onError: { target: 'routing', actions: { type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    // Waiting on someone else (the registry's answer shown, the applicant, the bank): the page follows the status.
    following: {
      // Entered at the state the status names (routing); this default is never taken alone.
      initial: 'waitingForBank',
      invoke: {
        id: 'watchApplication',
        src: 'watchApplication',
        input: ({ context }) => ({ applicationId: context.applicationId, status: context.application?.status ?? 'InvitationAccepted' }),
        onDone: [
          { guard: { type: 'isMissing', params: ({ event }) => event.output }, target: 'recalled' },
          { target: 'routing', actions: assign(({ context, event }) => ({ ...opened(event.output as LoanApplication), step: context.step, partConfirmed: context.partConfirmed })) },
        ],
        onError: 'technicalIssue',
      },
      states: {
        // The registry does not have the co-applicant a citizen: the applicant recalls and invites another, or applies alone.
        citizenshipMismatch: { on: { 'part.leave': '#coApplicantPart.confirmingLeave' } },
        // Named the spouse, but not married to the applicant in the registry: the same ways out.
        maritalStatusMismatch: { on: { 'part.leave': '#coApplicantPart.confirmingLeave' } },
        // The part is confirmed: the applicant submits (or recalls).
        waitingForSubmission: {
          on: {
            'part.edit': { target: '#coApplicantPart.editing', actions: assign({ partConfirmed: false, step: 'preview', notice: undefined }) },
            'part.leave': '#coApplicantPart.confirmingLeave',
          },
        },
        waitingForBank: {},
        manualReview: {},
        // Each person accepts or refuses; the applicant's answer may come first (a refusal ends it for both).
        offer: {
          initial: 'shown',
          states: {
            shown: {
              on: {
                'offer.accept': { target: 'confirmingAcceptance', actions: assign({ notice: undefined }) },
                'offer.reject': { target: 'confirmingRefusal', actions: assign({ notice: undefined }) },
              },
            },
            // Accepting binds this person to the whole loan, so its cost is restated and confirmed first.
            confirmingAcceptance: {
              on: {
                'acceptance.confirm': { target: 'answering', actions: assign({ offerAnswer: 'accept' }) },
                'dialog.close': 'shown',
              },
            },
            // Refusing ends the application for both people, so it is asked first.
            confirmingRefusal: {
              on: {
                'refusal.confirm': { target: 'answering', actions: assign({ offerAnswer: 'reject' }) },
                'dialog.close': 'shown',
              },
            },
            answering: {
              tags: ['busy'],
              invoke: {
                id: 'answerOffer',
                src: 'answerOffer',
                input: ({ context }) => ({ applicationId: context.applicationId, answer: context.offerAnswer }),
                onDone: [
                  { guard: { type: 'isRefused', params: ({ event }) => event.output }, target: 'shown', actions: assign({ notice: ({ event }) => noticeOf(refusalIn(event)) }) },
                  { target: '#coApplicantPart.routing', actions: assign({ application: ({ event }) => applicationIn(event) }) },
                ],
                onError: { target: 'shown', actions: { type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) } },
              },
            },
          },
        },
        // This person accepted the offer; the applicant's answer is awaited.
        offerAnswered: {},
      },
    },
    accepted: {},
    refused: {},
    rejected: {},
    expired: {},
    left: {},
    withdrawn: {},
    recalled: {},
    technicalIssue: { on: { 'flow.retry': 'loading' } },
  },
});

