import { defineEntry, sampleLink } from '../machine-entry';
import { authMachine } from './auth.machine';

const property = { marketType: '0', apartmentId: 101, deal: 'sale' } as const;
const favourite = { marketType: '1', apartmentId: 202 } as const;
const profile = { id: 'u1', email: 'ani@example.am', firstName: 'Ani', lastName: 'Petrosyan', phoneNumber: null, status: 'notIdentified' };

export const authEntry = defineEntry({
  id: 'auth',
  file: 'machines/auth/auth.machine.ts',
  machine: authMachine,
  // A stored intent (a new tab after the e-mail link) reaches the same states as book.request and
  // favourite.request do, so the two inputs of a session suffice.
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
    { type: 'link.confirmEmail', ...sampleLink },
    { type: 'link.resetPassword', ...sampleLink },
    { type: 'apply.request' },
    { type: 'book.request', property },
    { type: 'coApplicant.request', token: sampleLink.token },
    { type: 'favourite.request', property: favourite },
    { type: 'intent.done', property },
    { type: 'session.changed' },
    { type: 'session.signOut' },
    { type: 'session.expired' },
    { type: 'profile.refresh' },
  ],
  actors: {
    fetchProfile: { outputs: [{ outcome: 'profile', profile }, { outcome: 'unauthorized' }], canFail: true },
    signOut: { outputs: [undefined], canFail: true },
    addFavourites: { outputs: [undefined], canFail: true },
    // A subscription to the API client and the browser's storage: it only sends the session events listed above.
    watchSession: { outputs: [], canFail: false },
    confirmEmail: { outputs: [{ outcome: 'confirmed', email: 'anna@example.am' }, { outcome: 'inactive' }], canFail: true },
    sendResetLink: { outputs: [{ outcome: 'sent' }, { outcome: 'userNotFound' }], canFail: true },
    signInFlow: { outputs: [{ token: 'token-1' }], canFail: false },
    signUpFlow: { outputs: [{ email: 'ani@example.am' }], canFail: false },
    passwordResetFlow: { outputs: [{ result: 'passwordChanged' }, { result: 'linkInactive' }], canFail: false },
  },
  significant: (context) => ({
    next: context.intent.next?.kind ?? null,
    favourites: context.intent.favourites.length > 0,
    signingIn: context.signingIn,
    forgotEmailFilled: context.forgotEmail !== '',
  }),
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
});
