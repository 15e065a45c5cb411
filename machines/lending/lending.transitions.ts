import { and } from 'xstate';

/* The transitions several of the lending chart's states share (machines/lending/lending.machine.ts). */

/** The main applicant may ask the bank to cancel an application the bank holds or has agreed. */
export const cancelOnRequest = { 'application.cancel': { guard: 'isMainApplicant', target: 'cancelledByApplicantRequest' } } as const;

/**
 * What every state before the submission takes, with or without a co-applicant: the draft is deleted
 * only by the main applicant, expires with its submission window (an invitation lapses with it), and
 * follows the partner's answer and the catalogue's price.
 */
export const preparing = {
  'application.delete': { guard: 'isMainApplicant', target: '#lending.deleted' },
  'deadline.submissionPassed': { guard: 'isPastSubmissionDeadline', target: '#lending.expired' },
  'property.confirmed': { actions: 'recordPropertyConfirmed' },
  // The draft stays (it can be deleted, or expires); it cannot be submitted.
  'property.refused': { actions: 'recordPropertyRefused' },
  'price.changed': { actions: 'recordCurrentPrice' },
  'price.confirm': { guard: and(['isMainApplicant', 'isCurrentPrice']), actions: 'recordAgreedPrice' },
} as const;

/** The process window (7 days for a new building, 30 from the approval for a resale home's branch visit) expires an application waiting on the clients. */
export const processDeadline = { 'deadline.processPassed': '#lending.expired' } as const;

/** A person's spouse does not give their data and consent. */
export const spouseDataActions = { 'spouseData.decline': { guard: 'isParty', target: '#lending.spouseDataNotProvided' } } as const;

/** The package expires unsigned: the bank prepares a new one; either person may cancel it instead. */
export const packageWindow = {
  'deadline.packagePassed': { guard: 'isPastPackageWindow', target: '#lending.lendingPackagePreparation', actions: 'discardPackage' },
  'package.reject': [
    { guard: 'isMainApplicant', target: '#lending.rejectedByApplicant' },
    { guard: 'isCoApplicant', target: '#lending.rejectedByCoApplicant' },
  ],
} as const;

/** The main applicant moves the notary appointment (the notary's stages go on). */
export const notaryBooking = { 'notary.book': { guard: 'isMainApplicant', actions: 'recordNotaryAppointment' } } as const;

/** Submitting: only the main applicant, in time, on a confirmed property at the agreed price. */
export const submitRules = ['isMainApplicant', 'isWithinSubmissionDeadline', 'isPropertyConfirmed', 'isPriceConfirmed'] as const;
export const submit = { target: '#lending.sent', actions: 'recordSubmission' } as const;

/** The main applicant invites a co-applicant (again, after a refusal or a cancellation) within the submission window. */
export const invite = {
  'coApplicant.invite': { guard: and(['isMainApplicant', 'isWithinSubmissionDeadline']), target: '#lending.coApplicantDecision', actions: 'recordInvitation' },
} as const;

/** The main applicant recalls the invitation (the co-applicant is told): back to the draft, to invite someone else or apply alone. */
export const recall = { 'coApplicant.recall': { guard: 'isMainApplicant', target: '#lending.draft', actions: 'forgetCoApplicant' } } as const;
/** The accepted co-applicant leaves the application before it is submitted. */
export const coApplicantCancels = { 'coApplicant.cancel': { guard: 'isCoApplicant', target: '#lending.canceledByCoApplicant', actions: 'forgetCoApplicant' } } as const;
