import { and } from 'xstate';
import { withEffectsMeta } from './lending-effects';
import { cancelOnRequest, notaryBooking, packageWindow, processDeadline, spouseDataActions } from './lending.transitions';

/**
 * The lending chart's states after the offer is accepted (issue 17; machines/lending/lending.machine.ts
 * spreads them into its states): identification, the video calls, spouse data, the contract's data,
 * the package and its signature, the bank's approval, the notary, registration and insurance, or a
 * resale home's branch visit, to the payout. Targets and names are the chart's.
 */
export const processStates = withEffectsMeta({
  /**
   * Everyone on the application accepted the offer. A new building's loan goes on online: each person
   * opens the identification widget. A resale home's ends with a visit to a branch in Yerevan, which
   * the main applicant books within the process window (30 days from the bank's approval).
   */
  offerAccepted: {
    on: {
      ...cancelOnRequest,
      ...processDeadline,
      'identification.start': { guard: and(['isPrimaryMarket', 'isParty', 'mayStartIdentification']), target: 'applicantsIdentificationInProgress', actions: 'startIdentification' },
      'branchVisit.book': { guard: and(['isSecondaryMarket', 'isMainApplicant', 'isRepaymentDayValid']), target: 'branchVisitBooked', actions: 'recordBranchVisit' },
    },
  },
  /** Someone is identifying with the provider's widget (or waits for a bank employee's manual check); a failed try may be repeated. */
  applicantsIdentificationInProgress: {
    always: { guard: 'everyoneIdentified', target: 'applicantsIdentificated' },
    on: {
      ...cancelOnRequest,
      ...processDeadline,
      'identification.start': { guard: and(['isParty', 'mayStartIdentification']), actions: 'startIdentification' },
      'identification.passed': { guard: 'isBeingIdentified', actions: 'recordIdentificationPassed' },
      'identification.manualProcessing': { guard: 'isBeingIdentified', actions: 'recordManualProcessing' },
      'identification.failed': [
        { guard: and(['isBeingIdentified', 'isLastIdentificationTry']), target: 'applicantsNotIdentificated', actions: ['recordIdentificationFailure', 'stopForTooManyFailures'] },
        { guard: 'isBeingIdentified', actions: 'recordIdentificationFailure' },
      ],
      'identification.branchVisitRequired': { guard: 'isBeingIdentified', target: 'applicantsNotIdentificated', actions: 'stopForBranchVisit' },
      'identification.documentMismatch': { guard: 'isBeingIdentified', target: 'providedDocumentMismatchedWithAS', actions: 'recordIdentificationMismatch' },
    },
  },
  /**
   * The online identification stopped for one person (the provider asked for a branch visit, or the
   * tries ran out): they visit a branch within the process window, whose employee identifies them.
   */
  applicantsNotIdentificated: {
    on: {
      ...cancelOnRequest,
      ...processDeadline,
      'identification.passed': { guard: 'isStoppedPerson', target: 'applicantsIdentificationInProgress', actions: 'recordIdentificationPassed' },
    },
  },
  /** The provider read a document that differs from the authority's records: that person corrects its data and identifies again. */
  providedDocumentMismatchedWithAS: {
    on: {
      ...cancelOnRequest,
      ...processDeadline,
      'document.correct': { guard: 'isMismatchedPerson', target: 'applicantsIdentificationInProgress', actions: 'recordDocumentCorrected' },
    },
  },
  /** Everyone is identified: each books a video call with the bank from the free slots. */
  applicantsIdentificated: {
    on: {
      ...cancelOnRequest,
      ...processDeadline,
      'onboarding.book': { guard: 'mayBookOnboarding', target: 'applicantsOnboardingInProgress', actions: 'recordOnboardingBooked' },
    },
  },
  /** Video calls are booked: each person joins theirs at the booked time by the call's link. */
  applicantsOnboardingInProgress: {
    always: { guard: 'everyoneOnboarded', target: 'applicantsOnboardingCompleted' },
    on: {
      ...cancelOnRequest,
      ...processDeadline,
      'onboarding.book': { guard: 'mayBookOnboarding', actions: 'recordOnboardingBooked' },
      'onboarding.completed': { guard: 'isOnboardingBooked', actions: 'recordOnboardingCompleted' },
      'onboarding.missed': { guard: 'isOnboardingBooked', actions: 'recordOnboardingMissed' },
      'onboarding.failed': { guard: 'isOnboardingBooked', target: 'applicantsOnboardingFailed' },
    },
  },
  /**
   * The video calls are done: each person confirms their spouse's data and consent (or that they are
   * not married). A married couple on one loan is each other's spouse: both are recorded so at once,
   * and the contract's data is next.
   */
  applicantsOnboardingCompleted: {
    always: { guard: 'isSpouseCouple', target: 'lendingPackageDataNotPresented', actions: 'recordSpouseCouple' },
    on: {
      ...cancelOnRequest,
      ...processDeadline,
      ...spouseDataActions,
      'spouseData.provide': [
        { guard: and(['isMainApplicant', 'hasNotProvidedSpouseData']), target: 'spouseDataProvidedByApplicant', actions: 'recordSpouseData' },
        { guard: and(['isCoApplicant', 'hasNotProvidedSpouseData']), target: 'spouseDataProvidedByCoApplicant', actions: 'recordSpouseData' },
      ],
    },
  },
  /** The main applicant gave their spouse data; the co-applicant's is awaited (alone, the process moves on at once). */
  spouseDataProvidedByApplicant: {
    always: { guard: 'everyoneProvidedSpouseData', target: 'lendingPackageDataNotPresented' },
    on: { ...cancelOnRequest, ...processDeadline, ...spouseDataActions, 'spouseData.provide': { guard: and(['isCoApplicant', 'hasNotProvidedSpouseData']), actions: 'recordSpouseData' } },
  },
  /** The co-applicant gave their spouse data; the main applicant's is awaited. */
  spouseDataProvidedByCoApplicant: {
    always: { guard: 'everyoneProvidedSpouseData', target: 'lendingPackageDataNotPresented' },
    on: { ...cancelOnRequest, ...processDeadline, ...spouseDataActions, 'spouseData.provide': { guard: and(['isMainApplicant', 'hasNotProvidedSpouseData']), actions: 'recordSpouseData' } },
  },
  /** A spouse does not give their data and consent: the loan cannot be signed online (the booking is released). */
  spouseDataNotProvided: { type: 'final' },
  /** The contract's data: the main applicant's repayment day, and what each person presents. */
  lendingPackageDataNotPresented: {
    on: {
      ...cancelOnRequest,
      ...processDeadline,
      'packageData.present': [
        { guard: and(['isMainApplicant', 'hasNotPresentedPackageData', 'isRepaymentDayValid']), target: 'lendingPackageDataPresentedByApplicant', actions: 'recordPackageData' },
        { guard: and(['isCoApplicant', 'hasNotPresentedPackageData', 'isWithoutRepaymentDay']), target: 'lendingPackageDataPresentedByCoApplicant', actions: 'recordPackageData' },
      ],
    },
  },
  /** The main applicant presented theirs; the co-applicant's is awaited (alone, preparation starts at once). */
  lendingPackageDataPresentedByApplicant: {
    always: { guard: 'everyonePresentedPackageData', target: 'lendingPackagePreparation' },
    on: {
      ...cancelOnRequest,
      ...processDeadline,
      'packageData.present': { guard: and(['isCoApplicant', 'hasNotPresentedPackageData', 'isWithoutRepaymentDay']), actions: 'recordPackageData' },
    },
  },
  /** The co-applicant presented theirs; the main applicant's (with the repayment day) is awaited. */
  lendingPackageDataPresentedByCoApplicant: {
    always: { guard: 'everyonePresentedPackageData', target: 'lendingPackagePreparation' },
    on: {
      ...cancelOnRequest,
      ...processDeadline,
      'packageData.present': { guard: and(['isMainApplicant', 'hasNotPresentedPackageData', 'isRepaymentDayValid']), actions: 'recordPackageData' },
    },
  },
  /** The bank prepares the contract package (within 1 working day). */
  lendingPackagePreparation: {
    on: { ...cancelOnRequest, 'package.prepared': { target: 'lendingPackagePrepared', actions: 'recordPackagePrepared' } },
  },
  /** The package is prepared; the bank checks it before it is offered for signing. */
  lendingPackagePrepared: { on: { ...cancelOnRequest, 'package.checked': 'lendingPackageChecked' } },
  /** Each person reads the package and signs it with a one-time code before it expires, or cancels it. */
  lendingPackageChecked: {
    on: {
      ...cancelOnRequest,
      ...processDeadline,
      ...packageWindow,
      'package.sign': [
        { guard: and(['isMainApplicant', 'hasNotSigned', 'isWithinPackageWindow']), target: 'signedByApplicant', actions: 'recordSignature' },
        { guard: and(['isCoApplicant', 'hasNotSigned', 'isWithinPackageWindow']), target: 'signedByCoApplicant', actions: 'recordSignature' },
      ],
    },
  },
  /** The main applicant signed; the co-applicant's signature is awaited (alone, the package is signed at once). */
  signedByApplicant: {
    always: { guard: 'everyoneSigned', target: 'lendingPackageSigned' },
    on: {
      ...cancelOnRequest,
      ...processDeadline,
      ...packageWindow,
      'package.sign': { guard: and(['isCoApplicant', 'hasNotSigned', 'isWithinPackageWindow']), actions: 'recordSignature' },
    },
  },
  /** The co-applicant signed; the main applicant's signature is awaited. */
  signedByCoApplicant: {
    always: { guard: 'everyoneSigned', target: 'lendingPackageSigned' },
    on: {
      ...cancelOnRequest,
      ...processDeadline,
      ...packageWindow,
      'package.sign': { guard: and(['isMainApplicant', 'hasNotSigned', 'isWithinPackageWindow']), actions: 'recordSignature' },
    },
  },
  /** The main applicant cancelled the package: the application is rejected. */
  rejectedByApplicant: { type: 'final' },
  /** The co-applicant cancelled the package: the application is rejected. */
  rejectedByCoApplicant: { type: 'final' },
  /** Everyone signed: the bank approves the loan. */
  lendingPackageSigned: { on: { 'bank.loanApproved': 'loanApproved' } },
  /** The loan is approved: the main applicant books a notary appointment. */
  loanApproved: { on: { ...processDeadline, 'notary.book': { guard: 'isMainApplicant', target: 'notaryAppointmentProvided', actions: 'recordNotaryAppointment' } } },
  /** The appointment is booked; the bank prepares the notary's package. */
  notaryAppointmentProvided: { on: { ...notaryBooking, 'notary.packagePrepared': 'notaryPackagePrepared' } },
  /** The bank sent the package; the notary checks it. */
  notaryPackagePrepared: { on: { ...notaryBooking, 'notary.packageChecked': 'notaryPackageChecked' } },
  /** The notary checked the package. */
  notaryPackageChecked: { on: { ...notaryBooking, 'notary.packageAvailable': 'notaryPackageAvailable' } },
  /** The package waits at the notary for the appointment; after it, the notary registers the rights. */
  notaryPackageAvailable: {
    on: { ...notaryBooking, 'notary.appointmentMissed': { target: 'loanApproved', actions: 'forgetNotaryAppointment' }, 'registry.rightsRegistered': 'rightsRegistered' },
  },
  /** The property registry recorded the ownership and the bank's mortgage; the insurer insures the property. */
  rightsRegistered: { on: { 'insurer.propertyInsured': 'propertyInsured' } },
  /** The property is insured; the core banking system pays the loan out. */
  propertyInsured: { on: { 'coreBanking.loanDisbursed': 'loanDisbursed' } },
  /** The resale home: the main applicant booked the branch visit, where the loan is signed (within 30 days of the approval). */
  branchVisitBooked: {
    on: {
      ...cancelOnRequest,
      ...processDeadline,
      'branchVisit.book': { guard: and(['isMainApplicant', 'isRepaymentDayValid']), actions: 'recordBranchVisit' },
      'branchVisit.attended': 'loanDisbursementInProgress',
    },
  },
  /** Signed at the branch: the core banking system pays the loan out. */
  loanDisbursementInProgress: { on: { 'coreBanking.loanDisbursed': 'loanDisbursed' } },
  /** The loan is paid out: the property is sold, and a new application is possible 6 months later. */
  loanDisbursed: { type: 'final' },
} as const);
