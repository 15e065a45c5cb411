import { defineEntry, sampleIssue } from '../machine-entry';
import { isPreparingStatus, type LoanApplication, type UploadedPicture } from '../../api/contract/loan-application';
import { isCoApplicantPending, missingPictures, stepsFor } from './loan-wizard.forms';
import { currentErrors, isPriceChanged, loanWizardMachine, type ApplicationOutcome } from './loan-wizard.machine';

const applicationId = '5f0c2a3e-0000-4000-8000-0000000000aa';

const picture = (kind: UploadedPicture['kind']): UploadedPicture => ({
  owner: 'spouse',
  kind,
  contentType: 'image/jpeg',
  bytes: 120_000,
  width: 1200,
  height: 800,
  uploadedAt: '2026-01-15T09:30:00Z',
  url: `/api/loan-applications/${applicationId}/pictures/spouse/${kind}`,
});

const address = { country: 'AM', region: 'Yerevan', community: 'Kentron', street: 'Abovyan', building: '12', apartment: '5' };

/** The steps the server says a married applicant owes, alone or with someone other than the spouse; and everyone else. */
const withSpouse: LoanApplication['owedSteps'] = ['loanInfo', 'applicantData', 'consent', 'coBorrower', 'addresses', 'spouseData', 'preview'];
const withoutSpouse: LoanApplication['owedSteps'] = ['loanInfo', 'applicantData', 'consent', 'coBorrower', 'addresses', 'preview'];

/** A draft with every step saved (married, so the spouse's step and pictures too), at the given status and step. */
export const sampleApplication = (overrides: Partial<LoanApplication> = {}): LoanApplication => ({
  id: applicationId,
  status: 'Draft',
  marketType: '0',
  property: { marketType: '0', apartmentId: 101, title: '2-room flat, 64 m²', address: 'Yerevan, Kentron, Abovyan 12', imageUrl: '/media/101.jpg', availability: 'waitingApproval' },
  agreedPrice: 40_000_000,
  currentPrice: 40_000_000,
  currentStep: 'preview',
  steps: {
    loanInfo: { currency: 'AMD', amount: 30_000_000, downPayment: 10_000_000, termMonths: 240, repaymentType: 'annuity', reason: 'firstHome' },
    applicantData: {
      socialCardNumber: '1000000011',
      documentType: 'passport',
      documentNumber: 'AN1234567',
      firstName: 'Ani',
      lastName: 'Petrosyan',
      middleName: 'Aram',
      birthDate: '1990-04-02',
      email: 'ani@example.am',
      phoneNumber: '+37477123456',
      maritalStatus: 'married',
      monthlyIncomeTax: 120_000,
    },
    consent: { creditRegisterConsent: true, personalDataConsent: true },
    coBorrower: { mode: 'alone' },
    addresses: { currentSameAsRegistration: true, registration: address },
    spouseData: { firstName: 'Arman', lastName: 'Petrosyan', middleName: 'Karen', socialCardNumber: '1000000029', documentType: 'passport', documentNumber: 'AM7654321' },
  },
  applicantPrefill: null,
  spousePrefill: null,
  loanInfoPrefill: null,
  owedSteps: withSpouse,
  pictures: [picture('photoPage'), picture('addressPage')],
  submitBy: '2026-01-17T09:00:00Z',
  submittedAt: null,
  documentMismatch: false,
  documentMismatchOf: null,
  documentsHeld: null,
  role: 'applicant',
  coApplicant: null,
  coApplicantPart: null,
  offerAcceptedBy: [],
  offerRefusedBy: null,
  offer: null,
  rejection: null,
  reviewDocuments: [],
  card: { tone: 'act', roleShown: null, task: null, opens: 'resume', urgent: true, offerShown: false, submitWindow: true, deletable: true, priceChanged: false, coApplicantProgress: false, rejectionWays: false },
  createdAt: '2026-01-15T09:00:00Z',
  updatedAt: '2026-01-15T09:30:00Z',
  ...overrides,
});

/** A draft just started: nothing saved, the applicant's data prefilled. */
export const freshApplication = sampleApplication({
  currentStep: 'loanInfo',
  steps: { loanInfo: null, applicantData: null, consent: null, coBorrower: null, addresses: null, spouseData: null },
  applicantPrefill: { socialCardNumber: '1000000011', documentType: 'passport', documentNumber: 'AN1234567', email: 'ani@example.am' },
  owedSteps: withoutSpouse,
  pictures: [],
});

const offer = { currency: 'AMD' as const, amount: 30_000_000, requestedAmount: 30_000_000, termMonths: 240, nominalRatePercent: 12, actualRatePercent: 12.68, monthlyPayment: 330_326, repaymentType: 'annuity' as const };

type CoApplicantSummary = NonNullable<LoanApplication['coApplicant']>;
const coApplicant = (overrides: Partial<CoApplicantSummary> = {}): CoApplicantSummary => ({
  relationship: 'spouse',
  email: 'arman@example.am',
  phoneNumber: '+37477111222',
  status: 'invited',
  invitedAt: '2026-01-15T09:40:00Z',
  name: null,
  savedSteps: [],
  partComplete: false,
  notice: { state: 'invited', recall: true, warning: false },
  ...overrides,
});
/** Applying together with the spouse, whose own part holds their data: the applicant owes no spouse step. */
const together = (status: LoanApplication['status'], summary: Partial<CoApplicantSummary>, overrides: Partial<LoanApplication> = {}) =>
  sampleApplication({ status, steps: { ...sampleApplication().steps, coBorrower: { mode: 'together' } }, coApplicant: coApplicant(summary), owedSteps: withoutSpouse, ...overrides });

/** Applying together (issue 16): the invitation and the co-applicant's part in each state the applicant sees. */
export const jointSamples = {
  invited: together('CoApplicantDecision', {}),
  accepted: together('InvitationAccepted', { status: 'accepted', name: 'Arman Petrosyan', savedSteps: ['applicantData', 'consent'] }),
  partComplete: together('InvitationAccepted', { status: 'accepted', name: 'Arman Petrosyan', savedSteps: ['applicantData', 'consent', 'addresses', 'preview'], partComplete: true }),
  // The spouse is no longer coming: the applicant owes the spouse step again.
  declined: together('RejectedByCoapplicant', { status: 'declined' }, { owedSteps: withSpouse }),
  left: together('CanceledByCoApplicant', { status: 'cancelled', name: 'Arman Petrosyan' }, { owedSteps: withSpouse }),
  citizenship: together('CitizenshipMismatch', { status: 'accepted', name: 'Arman Petrosyan', savedSteps: ['applicantData'] }),
  /** Alone again after a recall: the step is not saved. */
  recalled: sampleApplication({ currentStep: 'coBorrower', steps: { ...sampleApplication().steps, coBorrower: null }, coApplicant: null }),
  /** The same application as its co-applicant reads it. */
  asCoApplicant: together('InvitationAccepted', { status: 'accepted' }, { role: 'coApplicant' }),
};

/** An application at every status the wizard shows a screen of its own for. */
export const byStatus = {
  sent: sampleApplication({ status: 'Sent', submittedAt: '2026-01-15T10:00:00Z' }),
  offered: sampleApplication({ status: 'ApprovedByBank', submittedAt: '2026-01-15T10:00:00Z', offer }),
  rejected: sampleApplication({ status: 'RejectedByBank', rejection: { reason: 'lowIncome', newApplicationFrom: '2026-01-22T10:00:00Z' } }),
  manualReview: sampleApplication({ status: 'ManualReview', reviewDocuments: ['incomeStatement', 'employmentContract'] }),
  accepted: sampleApplication({ status: 'OfferAccepted', offer }),
  declined: sampleApplication({ status: 'RejectedByClient', offer }),
  expired: sampleApplication({ status: 'Expired' }),
  deleted: sampleApplication({ status: 'Deleted' }),
  mismatch: sampleApplication({ status: 'Draft', documentMismatch: true }),
  offeredCoAccepted: together('ApprovedByCoapplicant', { status: 'accepted', partComplete: true }, { submittedAt: '2026-01-15T10:00:00Z', offer, offerAcceptedBy: ['coApplicant'] }),
  offerAwaitingCo: together('ApprovedByClient', { status: 'accepted', partComplete: true }, { submittedAt: '2026-01-15T10:00:00Z', offer, offerAcceptedBy: ['applicant'] }),
  declinedByCo: together('RejectedByClient', { status: 'accepted', partComplete: true }, { offer, offerAcceptedBy: ['applicant'], offerRefusedBy: 'coApplicant' }),
};

const ok = (application: LoanApplication): ApplicationOutcome => ({ outcome: 'ok', application });

export const loanWizardEntry = defineEntry({
  id: 'loanWizard',
  file: 'machines/loan-wizard/loan-wizard.machine.ts',
  machine: loanWizardMachine,
  inputs: [{ applicationId }, { start: { property: { marketType: '0', apartmentId: 101 } } }],
  events: [
    { type: 'field.change', step: 'loanInfo', field: 'amount', value: '' },
    { type: 'field.change', step: 'loanInfo', field: 'amount', value: '30000000' },
    { type: 'field.change', step: 'applicantData', field: 'maritalStatus', value: 'single' },
    { type: 'field.change', step: 'applicantData', field: 'maritalStatus', value: 'married' },
    { type: 'field.change', step: 'spouseData', field: 'documentType', value: 'idCard' },
    { type: 'field.change', step: 'spouseData', field: 'documentType', value: 'passport' },
    { type: 'step.next' },
    { type: 'step.back' },
    { type: 'step.edit', step: 'applicantData' },
    { type: 'step.edit', step: 'coBorrower' },
    { type: 'picture.upload', kind: 'front', file: new Blob(['jpeg']) },
    { type: 'draft.delete' },
    { type: 'delete.confirm' },
    { type: 'application.submit' },
    { type: 'price.confirm' },
    { type: 'dialog.close' },
    { type: 'offer.accept' },
    { type: 'offer.reject' },
    { type: 'acceptance.confirm' },
    { type: 'refusal.confirm' },
    { type: 'invitation.send' },
    { type: 'invitation.recall' },
    { type: 'recall.confirm' },
    { type: 'flow.retry' },
  ],
  actors: {
    startApplication: {
      outputs: [
        ok(freshApplication),
        { outcome: 'refused', refusal: { code: 'LOAN_APPLICATION.ACTIVE_APPLICATION_EXISTS' } },
        { outcome: 'refused', refusal: { code: 'LOAN_APPLICATION.COMPLETED_APPLICATION_EXISTS', params: { date: '2026-01-22T10:00:00Z' } } },
      ],
      canFail: true,
    },
    loadApplication: {
      outputs: [freshApplication, sampleApplication(), sampleApplication({ currentPrice: 42_000_000 }), ...Object.values(byStatus), jointSamples.invited, jointSamples.asCoApplicant, null],
      canFail: true,
    },
    saveStep: {
      outputs: [
        ok(sampleApplication()),
        { outcome: 'invalid', issues: [sampleIssue('amount', 'validation:tooLarge')] },
        { outcome: 'refused', refusal: { code: 'LOAN_APPLICATION.INSUFFICIENT_PREPAYMENT' } },
        { outcome: 'refused', refusal: { code: 'LOAN_APPLICATION.CO_APPLICANT_AGE_MISMATCH' } },
      ],
      canFail: true,
    },
    uploadPicture: {
      outputs: [
        { outcome: 'uploaded', picture: picture('front') },
        { outcome: 'refused', refusal: { code: 'LOAN_APPLICATION.WRONG_FILE_FORMAT' } },
      ],
      canFail: true,
    },
    deleteApplication: { outputs: [undefined], canFail: true },
    confirmPrice: {
      outputs: [ok(sampleApplication({ currentPrice: 42_000_000, agreedPrice: 42_000_000 })), { outcome: 'refused', refusal: { code: 'LOAN_APPLICATION.ACTION_NOT_ALLOWED' } }],
      canFail: true,
    },
    submitApplication: {
      outputs: [
        ok(byStatus.sent),
        { outcome: 'refused', refusal: { code: 'LOAN_APPLICATION.PRICE_CHANGED' } },
        { outcome: 'refused', refusal: { code: 'LOAN_APPLICATION.COMPLETED_APPLICATION_EXISTS' } },
        { outcome: 'refused', refusal: { code: 'LOAN_APPLICATION.AGE_NOT_ELIGIBLE' } },
      ],
      canFail: true,
    },
    inviteCoApplicant: {
      outputs: [
        ok(jointSamples.invited),
        { outcome: 'invalid', issues: [sampleIssue('email', 'validation:email')] },
        { outcome: 'refused', refusal: { code: 'LOAN_APPLICATION.CO_APPLICANT_EMAIL_SAME_AS_APPLICANT' } },
        { outcome: 'refused', refusal: { code: 'LOAN_APPLICATION.CO_APPLICANT_INVITATION_EXISTS' } },
      ],
      canFail: true,
    },
    recallCoApplicant: { outputs: [ok(jointSamples.recalled), { outcome: 'refused', refusal: { code: 'LOAN_APPLICATION.ACTION_NOT_ALLOWED' } }], canFail: true },
    // Following the server: a failed read is retried by the live actor itself, so it never fails.
    // One actor follows the server both while the co-applicant is awaited in the draft and at the offer: what each wait can see change to.
    followApplication: { outputs: [jointSamples.partComplete, jointSamples.left, byStatus.expired, byStatus.offeredCoAccepted, byStatus.accepted, byStatus.declinedByCo], canFail: false },
    waitForDecision: { outputs: [byStatus.offered, byStatus.rejected, byStatus.manualReview, byStatus.mismatch], canFail: true },
    answerOffer: {
      outputs: [ok(byStatus.accepted), ok(byStatus.declined), ok(byStatus.offerAwaitingCo), { outcome: 'refused', refusal: { code: 'LOAN_APPLICATION.ACTION_NOT_ALLOWED' } }],
      canFail: true,
    },
  },
  // The step and what decides where it goes: its form complete, marriage, the pictures, the price, the return to the preview, the status.
  // Applying together, only the step and whether the co-applicant is awaited
  // (the rest of the walk is the draft's, explored alone; repeating it under every invitation status would not add a transition).
  // Past the draft, the status alone decides the screen.
  significant: (context) =>
    context.application && !isPreparingStatus(context.application.status)
      ? { status: context.application.status }
      : context.application && context.application.status !== 'Draft'
      ? {
          step: context.step,
          status: context.application.status,
          pending: isCoApplicantPending(context.application, context.forms),
        }
      : {
          step: context.step,
          valid: Object.keys(currentErrors(context)).length === 0,
          owesSpouse: stepsFor(context.application).includes('spouseData'),
          pictures: missingPictures(context.application, context.forms).length,
          priceChanged: isPriceChanged(context.application),
          returnToPreview: context.returnToPreview,
          status: context.application?.status ?? null,
        },
  views: {
    'loanWizard.opening': 'LoanWizardScreen (loading)',
    'loanWizard.starting': 'LoanWizardScreen (starting)',
    'loanWizard.notStarted': 'NotStartedStep',
    'loanWizard.loading': 'LoanWizardScreen (loading)',
    'loanWizard.notFound': 'NotFoundStep',
    'loanWizard.routing': 'LoanWizardScreen (loading)',
    'loanWizard.editing': 'WizardSteps',
    'loanWizard.editing.step': 'the step view of context.step',
    'loanWizard.editing.saving': 'the step view (busy)',
    'loanWizard.editing.uploading': 'SpouseDataStep (uploading)',
    'loanWizard.editing.inviting': 'CoBorrowerStep (sending)',
    'loanWizard.editing.confirmingRecall': 'RecallInvitationDialog',
    'loanWizard.editing.recalling': 'RecallInvitationDialog (busy)',
    'loanWizard.editing.confirmingDelete': 'DeleteDraftDialog',
    'loanWizard.editing.deleting': 'DeleteDraftDialog (busy)',
    'loanWizard.editing.priceChanged': 'PriceChangedDialog',
    'loanWizard.editing.confirmingPrice': 'PriceChangedDialog (busy)',
    'loanWizard.editing.submitting': 'PreviewStep (busy)',
    'loanWizard.editing.refusalDialog': 'RefusalDialog',
    'loanWizard.waiting': 'WaitingStep',
    'loanWizard.offer': 'OfferStep',
    'loanWizard.offer.shown': 'OfferStep',
    'loanWizard.offer.confirmingAcceptance': 'OfferAnswerDialog (accept)',
    'loanWizard.offer.confirmingRefusal': 'OfferAnswerDialog (refuse)',
    'loanWizard.offer.answering': 'OfferStep (busy)',
    'loanWizard.offerWaiting': 'OfferWaitingStep',
    'loanWizard.coApplicantPage': 'LoanWizardScreen (to the co-applicant page)',
    'loanWizard.rejected': 'RejectedStep',
    'loanWizard.manualReview': 'ManualReviewStep',
    'loanWizard.accepted': 'OutcomeStep (accepted)',
    'loanWizard.declined': 'OutcomeStep (declined)',
    'loanWizard.expired': 'OutcomeStep (expired)',
    'loanWizard.deleted': 'OutcomeStep (deleted)',
    'loanWizard.technicalIssue': 'TechnicalIssueStep',
  },
});
