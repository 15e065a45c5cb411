import type { LoanApplication, UploadedPicture } from '../../api/contract/loan-application';
import { defineEntry, sampleIssue } from '../machine-entry';
import type { ApplicationOutcome } from '../loan-wizard/loan-wizard.machine';
import { coApplicantPartMachine, coStepsFor, currentCoErrors, missingCoPictures, pictureOwner } from './co-applicant-part.machine';

const applicationId = '5f0c2a3e-0000-4000-8000-0000000000bb';

const picture = (kind: UploadedPicture['kind']): UploadedPicture => ({
  owner: pictureOwner,
  kind,
  contentType: 'image/jpeg',
  bytes: 120_000,
  width: 1200,
  height: 800,
  uploadedAt: '2026-01-15T09:30:00Z',
  url: `/api/loan-applications/${applicationId}/pictures/${pictureOwner}/${kind}`,
});

const address = { country: 'AM', region: 'Yerevan', community: 'Arabkir', street: 'Komitas', building: '3', apartment: '14' };
const loanInfo = { currency: 'AMD' as const, amount: 30_000_000, downPayment: 10_000_000, termMonths: 240, repaymentType: 'annuity' as const, reason: 'firstHome' as const };
/** The co-applicant sees the loan info, never the applicant's own steps. */
const noSteps = { loanInfo, applicantData: null, consent: null, coBorrower: null, addresses: null, spouseData: null };

/** An application at the given status (the applicant's own, unless overridden). */
const sampleApplication = (overrides: Partial<LoanApplication> = {}): LoanApplication => ({
  id: applicationId,
  status: 'Draft',
  marketType: '0',
  property: { marketType: '0', apartmentId: 101, title: '2-room flat, 64 m²', address: 'Yerevan, Kentron, Abovyan 12', imageUrl: '/media/101.jpg', availability: 'waitingApproval' },
  agreedPrice: 40_000_000,
  currentPrice: 40_000_000,
  currentStep: 'preview',
  steps: noSteps,
  applicantPrefill: null,
  spousePrefill: null,
  loanInfoPrefill: null,
  owedSteps: [],
  pictures: [],
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

/** The co-applicant's part with every step saved (married, so their spouse's step and pictures too). */
const fullPart: NonNullable<LoanApplication['coApplicantPart']> = {
  currentStep: 'preview',
  steps: {
    applicantData: {
      socialCardNumber: '1000000029',
      documentType: 'passport',
      documentNumber: 'AM7654321',
      firstName: 'Arman',
      lastName: 'Petrosyan',
      middleName: 'Karen',
      birthDate: '1988-09-12',
      email: 'arman@example.am',
      phoneNumber: '+37477654321',
      maritalStatus: 'married',
      monthlyIncomeTax: 90_000,
    },
    consent: { creditRegisterConsent: true, personalDataConsent: true },
    addresses: { currentSameAsRegistration: true, registration: address },
    spouseData: { firstName: 'Ani', lastName: 'Petrosyan', middleName: 'Aram', socialCardNumber: '1000000011', documentType: 'idCard', documentNumber: '001234567' },
  },
  applicantPrefill: null,
  spousePrefill: null,
  // Married to someone other than the applicant (a parent, say): their spouse's step is owed.
  owedSteps: ['applicantData', 'consent', 'addresses', 'spouseData', 'preview'],
  socialCardLocked: true,
  partComplete: false,
  applicantName: 'Ani Petrosyan',
};

/** The application as its co-applicant sees it: the loan info, their own part, none of the applicant's data. */
export const coApplication = (overrides: Partial<LoanApplication> = {}): LoanApplication =>
  sampleApplication({
    status: 'InvitationAccepted',
    role: 'coApplicant',
    steps: noSteps,
    pictures: [picture('front'), picture('back')],
    coApplicantPart: fullPart,
    ...overrides,
  });

/** Just accepted: nothing saved, their data prefilled from their profile and the registry. */
export const freshCoApplication = coApplication({
  pictures: [],
  coApplicantPart: { currentStep: 'applicantData', steps: { applicantData: null, consent: null, addresses: null, spouseData: null }, applicantPrefill: { email: 'arman@example.am', socialCardNumber: '1000000029' }, spousePrefill: null, owedSteps: ['applicantData', 'consent', 'addresses', 'preview'], socialCardLocked: false, partComplete: false, applicantName: 'Ani Petrosyan' },
});

const offer = { currency: 'AMD' as const, amount: 30_000_000, requestedAmount: 30_000_000, termMonths: 240, nominalRatePercent: 12, actualRatePercent: 12.68, monthlyPayment: 330_326, repaymentType: 'annuity' as const };

const byStatus = {
  citizenship: coApplication({ status: 'CitizenshipMismatch' }),
  marital: coApplication({ status: 'MaritalStatusMismatch' }),
  sent: coApplication({ status: 'Sent', submittedAt: '2026-01-15T10:00:00Z' }),
  manualReview: coApplication({ status: 'ManualReview', reviewDocuments: ['incomeStatement'] }),
  offered: coApplication({ status: 'ApprovedByBank', offer }),
  applicantAccepted: coApplication({ status: 'ApprovedByClient', offer, offerAcceptedBy: ['applicant'] }),
  answered: coApplication({ status: 'ApprovedByCoapplicant', offer, offerAcceptedBy: ['coApplicant'] }),
  accepted: coApplication({ status: 'OfferAccepted', offer, offerAcceptedBy: ['applicant', 'coApplicant'] }),
  refused: coApplication({ status: 'RejectedByClient', offer, offerRefusedBy: 'applicant' }),
  rejected: coApplication({ status: 'RejectedByBank', rejection: { reason: 'lowIncome', newApplicationFrom: '2026-01-22T10:00:00Z' } }),
  expired: coApplication({ status: 'Expired' }),
  left: coApplication({ status: 'CanceledByCoApplicant' }),
  withdrawn: coApplication({ status: 'CancelledByApplicantRequest' }),
  recalled: coApplication({ status: 'Draft' }),
  mismatch: coApplication({ documentMismatch: true, documentMismatchOf: 'coApplicant' }),
  /** Their part confirmed before this page opened (a reload, another device): the wait for the applicant's submit. */
  confirmed: coApplication({ coApplicantPart: { ...fullPart, partComplete: true } }),
  own: sampleApplication(),
};

const ok = (application: LoanApplication): ApplicationOutcome => ({ outcome: 'ok', application });

export const coApplicantPartEntry = defineEntry({
  id: 'coApplicantPart',
  file: 'machines/co-applicant/co-applicant-part.machine.ts',
  machine: coApplicantPartMachine,
  inputs: [{ applicationId }],
  events: [
    { type: 'field.change', step: 'applicantData', field: 'firstName', value: '' },
    { type: 'field.change', step: 'applicantData', field: 'firstName', value: 'Arman' },
    { type: 'field.change', step: 'applicantData', field: 'socialCardNumber', value: '1000000037' },
    { type: 'field.change', step: 'applicantData', field: 'maritalStatus', value: 'single' },
    { type: 'field.change', step: 'applicantData', field: 'maritalStatus', value: 'married' },
    { type: 'field.change', step: 'spouseData', field: 'documentType', value: 'idCard' },
    { type: 'field.change', step: 'spouseData', field: 'documentType', value: 'passport' },
    { type: 'step.next' },
    { type: 'step.back' },
    { type: 'step.edit', step: 'applicantData' },
    { type: 'picture.upload', kind: 'front', file: new Blob(['jpeg']) },
    { type: 'part.confirm' },
    { type: 'part.edit' },
    { type: 'part.leave' },
    { type: 'leave.confirm' },
    { type: 'dialog.close' },
    { type: 'offer.accept' },
    { type: 'offer.reject' },
    { type: 'refusal.confirm' },
    { type: 'acceptance.confirm' },
    { type: 'flow.retry' },
  ],
  actors: {
    loadApplication: { outputs: [freshCoApplication, coApplication(), ...Object.values(byStatus), null], canFail: true },
    saveStep: {
      outputs: [
        ok(coApplication()),
        ok(byStatus.citizenship),
        { outcome: 'invalid', issues: [sampleIssue('firstName', 'validation:latinName')] },
        { outcome: 'refused', refusal: { code: 'LOAN_APPLICATION.SOCIAL_CARD_LOCKED' } },
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
    completePart: { outputs: [ok(coApplication()), { outcome: 'refused', refusal: { code: 'LOAN_APPLICATION.STEP_MISSING' } }], canFail: true },
    leaveApplication: { outputs: [ok(byStatus.left), { outcome: 'refused', refusal: { code: 'LOAN_APPLICATION.ACTION_NOT_ALLOWED' } }], canFail: true },
    watchApplication: { outputs: [byStatus.sent, byStatus.offered, null], canFail: true },
    answerOffer: { outputs: [ok(byStatus.answered), ok(byStatus.refused), { outcome: 'refused', refusal: { code: 'LOAN_APPLICATION.ACTION_NOT_ALLOWED' } }], canFail: true },
  },
  // The step and what decides where it goes: its form complete, marriage, the pictures, the lock, the return to the preview, the
  // confirmation; past the part (another status) only the status decides, the forms no longer change anything.
  significant: (context) =>
    context.application?.status === 'InvitationAccepted'
      ? {
          step: context.step,
          valid: Object.keys(currentCoErrors(context)).length === 0,
          owesSpouse: coStepsFor(context.application).includes('spouseData'),
          pictures: missingCoPictures(context.application, context.forms).length,
          locked: context.application.coApplicantPart?.socialCardLocked ?? false,
          returnToPreview: context.returnToPreview,
          confirmed: context.partConfirmed,
          status: context.application.status,
        }
      : { status: context.application?.status ?? null, role: context.application?.role ?? null },
  views: {
    'coApplicantPart.loading': 'CoApplicantPartScreen (loading)',
    'coApplicantPart.notFound': 'PartNotFound',
    'coApplicantPart.routing': 'CoApplicantPartScreen (loading)',
    'coApplicantPart.ownApplication': 'OwnApplication (a link to the applicant\'s wizard)',
    'coApplicantPart.editing': 'PartSteps',
    'coApplicantPart.editing.step': 'the step view of context.step',
    'coApplicantPart.editing.saving': 'the step view (busy)',
    'coApplicantPart.editing.uploading': 'CoSpouseStep (uploading)',
    'coApplicantPart.editing.confirming': 'CoPreviewStep (busy)',
    'coApplicantPart.editing.refusalDialog': 'AgeRefusalDialog',
    'coApplicantPart.confirmingLeave': 'LeaveDialog',
    'coApplicantPart.leaving': 'LeaveDialog (busy)',
    'coApplicantPart.following': 'the waiting view of the state inside',
    'coApplicantPart.following.citizenshipMismatch': 'MismatchPanel (citizenship)',
    'coApplicantPart.following.maritalStatusMismatch': 'MismatchPanel (marital status)',
    'coApplicantPart.following.waitingForSubmission': 'WaitingPanel (for the applicant to submit)',
    'coApplicantPart.following.waitingForBank': 'WaitingPanel (for the bank)',
    'coApplicantPart.following.manualReview': 'WaitingPanel (manual review)',
    'coApplicantPart.following.offer': 'CoOfferStep',
    'coApplicantPart.following.offer.shown': 'CoOfferStep',
    'coApplicantPart.following.offer.confirmingAcceptance': 'OfferAnswerDialog (accept)',
    'coApplicantPart.following.offer.confirmingRefusal': 'OfferAnswerDialog (refuse)',
    'coApplicantPart.following.offer.answering': 'CoOfferStep (busy)',
    'coApplicantPart.following.offerAnswered': 'WaitingPanel (for the applicant\'s answer)',
    'coApplicantPart.accepted': 'EndPanel (offer accepted)',
    'coApplicantPart.refused': 'EndPanel (offer refused, by whom)',
    'coApplicantPart.rejected': 'EndPanel (rejected by the bank)',
    'coApplicantPart.expired': 'EndPanel (expired)',
    'coApplicantPart.left': 'EndPanel (you left)',
    'coApplicantPart.withdrawn': 'EndPanel (withdrawn by the applicant)',
    'coApplicantPart.recalled': 'EndPanel (the applicant recalled your invitation)',
    'coApplicantPart.technicalIssue': 'TechnicalIssue',
  },
});
