import type { AnyStateMachine, ContextFrom, EventFromLogic, InputFrom } from 'xstate';
import { phoneVerificationMachine } from './account/phone-verification.machine';
import { authMachine } from './auth/auth.machine';
import { bookingMachine } from './booking/booking.machine';
import { passwordResetMachine } from './auth/password-reset.machine';
import { signInMachine } from './auth/sign-in.machine';
import { signUpMachine } from './auth/sign-up.machine';
import { otpMachine } from './otp/otp.machine';
import { basicErrorsOf, personalErrorsOf, prequalMachine } from './prequal/prequal.machine';
import type { Decision, PrequalApplication } from '../api/contract/prequal';
import * as v from 'valibot';
import { signUpSchema } from '../api/contract/account';
import { phoneSchema } from '../api/contract/otp';
import { fieldErrors } from './form';

/** What an invoked actor can answer: each sample output, and whether it can fail (network, server). */
export interface ActorSamples {
  outputs: readonly unknown[];
  canFail: boolean;
}

/**
 * Everything the diagrams and the generated tests need to know about a statechart. Its title,
 * description and state names are i18n keys under `diagrams:<id>.…` (locales/<lang>/diagrams.json).
 */
export interface MachineEntry<M extends AnyStateMachine = AnyStateMachine> {
  id: string;
  /** The machine's file, so a test can tell a machine that was never registered. */
  file: string;
  machine: M;
  /** Each input starts its own set of paths (an input can decide the first state). */
  inputs?: readonly InputFrom<M>[];
  /** Sample user events: every event type the machine handles, with payloads that drive each branch. */
  events: readonly EventFromLogic<M>[];
  /** By invoke id: the outputs that drive each `onDone` branch. */
  actors: Record<string, ActorSamples>;
  /** The context fields that change behaviour; only they (and the state value) tell two states apart. */
  significant: (context: ContextFrom<M>) => unknown;
  /** By state id: the view that renders it. */
  views: Record<string, string>;
}

const profile = { id: 'u1', email: 'ani@example.am', firstName: 'Ani', lastName: 'Petrosyan', phoneNumber: null, status: 'notIdentified' };
const link = { userId: '8d7f1c1e-0000-4000-8000-000000000001', token: 'a'.repeat(43) };
const issue = (path: string, message: string) => ({ path, message });

/** A pre-qualification application as the server answers it, at a stage and with a decision. */
const application = (stage: PrequalApplication['stage'], decision: Decision | null = null): PrequalApplication => ({
  id: '5f0c2a3e-0000-4000-8000-000000000001',
  stage,
  amount: 30_000_000,
  termMonths: 240,
  socialCardNumber: '1000000011',
  documentType: 'passport',
  documentNumber: 'AN1234567',
  email: stage === 'basicData' ? null : 'ani@example.am',
  phoneNumber: stage === 'basicData' ? null : '+37477123456',
  decision,
  createdAt: '2026-01-15T09:00:00Z',
  decidedAt: decision ? '2026-01-15T09:05:00Z' : null,
  nextAllowedAt: decision ? '2026-01-22T09:05:00Z' : null,
});
/** Every decision the sandbox personas lead to (README: the persona table). */
const prequalDecisions: Decision[] = [
  { outcome: 'eligible', amount: 30_000_000, requestedAmount: 30_000_000, termMonths: 240, annualRatePercent: 12, monthlyPayment: 330_326 },
  { outcome: 'eligible', amount: 17_709_000, requestedAmount: 40_000_000, termMonths: 240, annualRatePercent: 12, monthlyPayment: 194_991 },
  { outcome: 'refused', reason: 'tooYoung' },
  { outcome: 'refused', reason: 'tooOld' },
  { outcome: 'refused', reason: 'tooOldAtMaturity', maxTermMonths: 120 },
  { outcome: 'refused', reason: 'notCitizen' },
  { outcome: 'refused', reason: 'lowIncome' },
  { outcome: 'refused', reason: 'creditHistory' },
  { outcome: 'manualReview', documents: ['identityDocument', 'socialCard', 'incomeStatement', 'employmentContract', 'creditObligations'] },
];

/** Checks an entry against its machine's own types, then files it with the others. */
const register = <M extends AnyStateMachine>(entry: MachineEntry<M>) => entry as unknown as MachineEntry;

export const registry: MachineEntry[] = [
  register({
    id: 'auth',
    file: 'machines/auth/auth.machine.ts',
    machine: authMachine,
    inputs: [{ hasStoredToken: true }, { hasStoredToken: false }],
    events: [
      { type: 'signIn.open' },
      { type: 'signUp.open' },
      { type: 'forgotPassword.open' },
      { type: 'dialog.close' },
      { type: 'forgotPassword.change', value: 'ani@example.am' },
      { type: 'forgotPassword.change', value: '' },
      { type: 'forgotPassword.submit' },
      { type: 'registrationSuccess.goHome' },
      { type: 'link.confirmEmail', ...link },
      { type: 'link.resetPassword', ...link },
      { type: 'apply.request' },
      { type: 'session.signOut' },
      { type: 'session.expired' },
      { type: 'profile.refresh' },
    ],
    actors: {
      fetchProfile: { outputs: [{ outcome: 'profile', profile }, { outcome: 'unauthorized' }], canFail: true },
      signOut: { outputs: [undefined], canFail: true },
      confirmEmail: { outputs: [{ outcome: 'confirmed' }, { outcome: 'inactive' }], canFail: true },
      sendResetLink: { outputs: [{ outcome: 'sent' }, { outcome: 'userNotFound' }], canFail: true },
      signInFlow: { outputs: [{ token: 'token-1' }], canFail: false },
      signUpFlow: { outputs: [{ email: 'ani@example.am' }], canFail: false },
      passwordResetFlow: { outputs: [{ result: 'passwordChanged' }, { result: 'linkInactive' }], canFail: false },
    },
    significant: (context) => ({ afterSignIn: context.afterSignIn ?? null, forgotEmailFilled: context.forgotEmail !== '' }),
    views: {
      'auth.session.signedOut': 'Header (sign in, sign up)',
      'auth.session.signedIn': 'Header (initials, sign out)',
      'auth.dialog.signIn': 'SignInView',
      'auth.dialog.signUp': 'SignUpView',
      'auth.dialog.registrationSuccess': 'RegistrationSuccessModal',
      'auth.dialog.forgotPassword': 'ForgotPasswordView',
      'auth.dialog.linkSent': 'LinkSentModal',
      'auth.dialog.confirmingEmail': 'ConfirmingEmailModal',
      'auth.dialog.resetPassword': 'PasswordResetView',
      'auth.dialog.passwordChanged': 'PasswordChangedModal',
    },
  }),
  register({
    id: 'signIn',
    file: 'machines/auth/sign-in.machine.ts',
    machine: signInMachine,
    events: [
      { type: 'field.change', field: 'email', value: 'ani@example.am' },
      { type: 'field.change', field: 'password', value: 'Yerevan#2026' },
      { type: 'field.change', field: 'email', value: '' },
      { type: 'form.submit' },
      { type: 'captcha.verify' },
      { type: 'confirmation.resend' },
      { type: 'form.edit' },
    ],
    actors: {
      signIn: {
        outputs: [
          { outcome: 'signedIn', token: 'token-1' },
          { outcome: 'invalidCredentials', captchaRequired: false },
          { outcome: 'invalidCredentials', captchaRequired: true },
          { outcome: 'emailNotConfirmed' },
          { outcome: 'captchaRequired' },
          { outcome: 'captchaInvalid' },
          { outcome: 'invalid', issues: [issue('email', 'validation:email')] },
        ],
        canFail: true,
      },
      solveCaptcha: { outputs: [{ outcome: 'verified', captchaToken: 'pass-1' }, { outcome: 'invalid' }], canFail: true },
      resendConfirmation: { outputs: [undefined], canFail: true },
    },
    significant: (context) => ({ email: context.email !== '', password: context.password !== '' }),
    views: { 'signIn.editing': 'SignInView', 'signIn.emailNotConfirmed': 'SignInView (resend)', 'signIn.confirmationResent': 'SignInView (resent)' },
  }),
  register({
    id: 'signUp',
    file: 'machines/auth/sign-up.machine.ts',
    machine: signUpMachine,
    events: [
      { type: 'field.change', field: 'firstName', value: 'Ani' },
      { type: 'field.change', field: 'lastName', value: 'Petrosyan' },
      { type: 'field.change', field: 'email', value: 'ani@example.am' },
      { type: 'field.change', field: 'password', value: 'Yerevan#2026' },
      { type: 'field.change', field: 'confirmPassword', value: 'Yerevan#2026' },
      { type: 'terms.toggle', checked: true },
      { type: 'form.submit' },
    ],
    actors: {
      signUp: {
        outputs: [{ outcome: 'registered', email: 'ani@example.am' }, { outcome: 'duplicateEmail' }, { outcome: 'invalid', issues: [issue('firstName', 'validation:latinName')] }],
        canFail: true,
      },
    },
    // Which fields are still wrong decides where `form.submit` goes (and how far filling has come).
    significant: (context) => Object.keys(fieldErrors(signUpSchema, context.values)).sort(),
    views: { 'signUp.editing': 'SignUpView', 'signUp.submitting': 'SignUpView (busy)' },
  }),
  register({
    id: 'passwordReset',
    file: 'machines/auth/password-reset.machine.ts',
    machine: passwordResetMachine,
    inputs: [link],
    events: [
      { type: 'field.change', field: 'password', value: 'Ararat#2027' },
      { type: 'field.change', field: 'confirmPassword', value: 'Ararat#2027' },
      { type: 'form.submit' },
    ],
    actors: {
      checkResetLink: { outputs: [{ outcome: 'valid', email: 'ani@example.am' }, { outcome: 'inactive' }], canFail: true },
      resetPassword: { outputs: [{ outcome: 'changed' }, { outcome: 'inactive' }, { outcome: 'invalid', issues: [issue('password', 'validation:passwordConditions')] }], canFail: true },
    },
    significant: (context) => ({ password: context.password !== '', confirm: context.confirmPassword !== '' }),
    views: { 'passwordReset.checkingLink': 'PasswordResetView (checking)', 'passwordReset.editing': 'PasswordResetView' },
  }),
  register({
    id: 'otp',
    file: 'machines/otp/otp.machine.ts',
    machine: otpMachine,
    inputs: [{ destination: '+37477123456', sendOnStart: false }, { destination: '+37477123456', sendOnStart: true }],
    events: [
      { type: 'code.send' },
      { type: 'code.change', value: '123456' },
      { type: 'code.change', value: '12' },
      { type: 'code.submit' },
      { type: 'code.resend' },
    ],
    actors: {
      sendCode: { outputs: [{ expiresAt: '2026-01-15T09:05:00Z' }], canFail: true },
      checkCode: {
        outputs: [
          { outcome: 'checked', isValid: true, retryCount: 0 },
          { outcome: 'checked', isValid: false, retryCount: 1 },
          { outcome: 'checked', isValid: false, retryCount: 3 },
          { outcome: 'noLongerValid' },
        ],
        canFail: true,
      },
    },
    significant: (context) => ({ code: context.code.length }),
    views: { 'otp.entering': 'OtpStep', 'otp.wrongCode': 'OtpStep (wrong code)', 'otp.noLongerValid': 'OtpStep (resend)', 'otp.sendFailed': 'OtpStep (resend)' },
  }),
  register({
    id: 'phoneVerification',
    file: 'machines/account/phone-verification.machine.ts',
    machine: phoneVerificationMachine,
    inputs: [{ phoneNumber: null }],
    events: [
      { type: 'phone.change', value: '+374 77 123456' },
      { type: 'phone.change', value: '12' },
      { type: 'phone.submit' },
      { type: 'phone.edit' },
    ],
    actors: { otpFlow: { outputs: [{ verified: true }], canFail: false } },
    significant: (context) => ({ phoneValid: v.is(phoneSchema, context.phoneNumber) }),
    views: { 'phoneVerification.editing': 'PhoneVerification', 'phoneVerification.verifying': 'OtpStep', 'phoneVerification.verified': 'PhoneVerification (done)' },
  }),
  register({
    id: 'booking',
    file: 'machines/booking/booking.machine.ts',
    machine: bookingMachine,
    inputs: [
      { marketType: '0', apartmentId: 101, availability: 'forSale', signedIn: true, myBooking: null, pendingAfterSignIn: false },
      { marketType: '0', apartmentId: 101, availability: 'forSale', signedIn: false, myBooking: null, pendingAfterSignIn: false },
      { marketType: '0', apartmentId: 101, availability: 'forSale', signedIn: true, myBooking: null, pendingAfterSignIn: true },
      { marketType: '0', apartmentId: 101, availability: 'booked', signedIn: true, myBooking: { id: 7, expiresAt: '2026-01-17T09:00:00Z' }, pendingAfterSignIn: false },
      { marketType: '1', apartmentId: 202, availability: 'booked', signedIn: true, myBooking: null, pendingAfterSignIn: false },
      { marketType: '1', apartmentId: 202, availability: 'booked', signedIn: false, myBooking: null, pendingAfterSignIn: false },
      { marketType: '0', apartmentId: 101, availability: 'notAvailable', signedIn: true, myBooking: null, pendingAfterSignIn: false },
    ],
    events: [
      { type: 'book.request' },
      { type: 'book.cancel' },
      { type: 'session.signedIn' },
      { type: 'session.signedOut' },
      { type: 'modal.close' },
      { type: 'bookings.open' },
      { type: 'unbook.request' },
      { type: 'unbook.confirm' },
      { type: 'unbook.cancel' },
      { type: 'watch.request' },
    ],
    actors: {
      bookProperty: {
        outputs: [{ outcome: 'booked', booking: { id: 7, expiresAt: '2026-01-17T09:00:00Z' } }, { outcome: 'limitReached' }, { outcome: 'taken' }, { outcome: 'unavailable' }],
        canFail: true,
      },
      unbook: { outputs: [undefined], canFail: true },
      watchProperty: { outputs: [{ outcome: 'watching' }, { outcome: 'alreadyWatching' }, { outcome: 'free' }], canFail: true },
    },
    significant: (context) => ({ signedIn: context.signedIn, pending: context.pendingAfterSignIn, lost: context.lostBecause, mine: context.booking !== null, availability: context.availability }),
    views: {
      'booking.available': 'BookingPanel (book)',
      'booking.awaitingSignIn': 'BookingPanel + SignInView',
      'booking.booking': 'BookingPanel (busy)',
      'booking.limitReached': 'BookingsLimitModal',
      'booking.noApartments': 'NoApartmentsModal',
      'booking.booked': 'BookingPanel (time left, unbook)',
      'booking.confirmingUnbook': 'UnbookConfirmModal',
      'booking.unbooking': 'UnbookConfirmModal (busy)',
      'booking.bookedByOther': 'BookingPanel (notify me)',
      'booking.watching': 'BookingPanel (busy)',
      'booking.watched': 'BookingPanel (we will tell you)',
      'booking.unavailable': 'BookingPanel (not offered)',
    },
  }),
  register({
    id: 'prequal',
    file: 'machines/prequal/prequal.machine.ts',
    machine: prequalMachine,
    inputs: [{ email: 'ani@example.am', phoneNumber: null, carried: { calculator: 'loan', amount: 30_000_000, termMonths: 240 } }],
    events: [
      { type: 'basic.change', field: 'socialCardNumber', value: '1000000011' },
      { type: 'basic.change', field: 'socialCardNumber', value: '12' },
      { type: 'basic.change', field: 'documentType', value: 'passport' },
      { type: 'basic.change', field: 'documentNumber', value: 'AN1234567' },
      { type: 'consent.toggle', checked: true },
      { type: 'basic.submit' },
      { type: 'personal.change', field: 'phoneNumber', value: '+374 77 123456' },
      { type: 'personal.change', field: 'email', value: '' },
      { type: 'personal.submit' },
      { type: 'personal.back' },
      { type: 'phone.edit' },
      { type: 'decision.retry' },
      { type: 'decision.finish' },
      { type: 'flow.retry' },
    ],
    actors: {
      loadApplication: {
        outputs: [
          { outcome: 'none' },
          { outcome: 'found', application: application('basicData') },
          { outcome: 'found', application: application('personalData') },
          { outcome: 'found', application: application('phoneVerified') },
          { outcome: 'found', application: application('decided', prequalDecisions[0]) },
          { outcome: 'found', application: application('decided', prequalDecisions[2]) },
          { outcome: 'found', application: application('decided', prequalDecisions[8]) },
        ],
        canFail: true,
      },
      saveApplicantInfo: {
        outputs: [
          { outcome: 'saved', application: application('basicData') },
          { outcome: 'saved', application: application('phoneVerified') },
          { outcome: 'waiting', nextAllowedAt: '2026-01-22T09:05:00Z' },
          { outcome: 'invalid', issues: [issue('socialCardNumber', 'validation:socialCard')] },
        ],
        canFail: true,
      },
      savePersonalInfo: {
        outputs: [{ outcome: 'saved', application: application('personalData') }, { outcome: 'saved', application: application('phoneVerified') }, { outcome: 'invalid', issues: [issue('phoneNumber', 'validation:phone')] }],
        canFail: true,
      },
      otpFlow: { outputs: [{ verified: true }], canFail: false },
      checkStatus: {
        outputs: [
          ...prequalDecisions.map((decision) => ({ outcome: 'decided', application: application('decided', decision) })),
          { outcome: 'correct', reason: 'WRONG_SOCIAL_CARD' },
          { outcome: 'correct', reason: 'DOCUMENT_MISMATCH' },
          { outcome: 'correct', reason: 'CONSENT_EXPIRED' },
          { outcome: 'serviceUnavailable' },
        ],
        canFail: true,
      },
    },
    // Which fields are wrong decides where a submit goes; the notice and the decision are what the person sees.
    significant: (context) => ({
      basic: Object.keys(basicErrorsOf(context.basic)).sort(),
      personal: Object.keys(personalErrorsOf(context)).sort(),
      notice: context.notice?.key ?? null,
      decision: context.decision ? (context.decision.outcome === 'refused' ? context.decision.reason : context.decision.outcome) : null,
      lower: context.decision?.outcome === 'eligible' && context.decision.amount < context.decision.requestedAmount,
    }),
    views: {
      'prequal.loading': 'PrequalScreen (loading)',
      'prequal.basicData': 'BasicDataStep',
      'prequal.savingBasicData': 'BasicDataStep (busy)',
      'prequal.personalData': 'PersonalDataStep',
      'prequal.savingPersonalData': 'PersonalDataStep (busy)',
      'prequal.phoneVerification': 'OtpStep',
      'prequal.deciding': 'DecidingStep',
      'prequal.eligible': 'DecisionStep (eligible)',
      'prequal.refused': 'DecisionStep (refused)',
      'prequal.manualReview': 'DecisionStep (manual review)',
      'prequal.serviceUnavailable': 'ServiceUnavailableStep',
      'prequal.technicalIssue': 'TechnicalIssueStep',
      'prequal.finished': 'ThankYouStep',
    },
  }),
];
