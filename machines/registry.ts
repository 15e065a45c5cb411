import type { AnyStateMachine, ContextFrom, EventFromLogic, InputFrom } from 'xstate';
import { phoneVerificationMachine } from './account/phone-verification.machine';
import { authMachine } from './auth/auth.machine';
import { bookingMachine } from './booking/booking.machine';
import { passwordResetMachine } from './auth/password-reset.machine';
import { signInMachine } from './auth/sign-in.machine';
import { signUpMachine } from './auth/sign-up.machine';
import { otpMachine } from './otp/otp.machine';
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
];
