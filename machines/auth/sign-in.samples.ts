import { defineEntry, sampleIssue } from '../machine-entry';
import { signInMachine } from './sign-in.machine';

export const signInEntry = defineEntry({
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
        { outcome: 'invalid', issues: [sampleIssue('email', 'validation:email')] },
      ],
      canFail: true,
    },
    solveCaptcha: { outputs: [{ outcome: 'verified', captchaToken: 'pass-1' }, { outcome: 'invalid' }], canFail: true },
    resendConfirmation: { outputs: [undefined], canFail: true },
  },
  significant: (context) => ({ email: context.email !== '', password: context.password !== '' }),
  views: { 'signIn.editing': 'SignInView', 'signIn.emailNotConfirmed': 'SignInView (resend)', 'signIn.confirmationResent': 'SignInView (resent)' },
});
