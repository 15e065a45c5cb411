import { and, assign, not, setup, stateIn } from 'xstate';
import { signInSchema } from '../../api/contract/account';
import type { FieldIssue } from '../../api/contract/errors';
import { actorContract } from '../actor-contract';
import { fieldErrors, hasErrors, serverFieldErrors, type FieldError, type FieldErrors } from '../form';

export type SignInField = 'email' | 'password';

/** What a sign-in attempt answered. Refusals the user can act on are outcomes, not failures. */
export type SignInOutcome =
  | { outcome: 'signedIn'; token: string }
  | { outcome: 'invalidCredentials'; captchaRequired: boolean }
  | { outcome: 'emailNotConfirmed' }
  | { outcome: 'captchaRequired' }
  | { outcome: 'captchaInvalid' }
  | { outcome: 'invalid'; issues: FieldIssue[] };

export type CaptchaOutcome = { outcome: 'verified'; captchaToken: string } | { outcome: 'invalid' };

export interface SignInContext {
  email: string;
  password: string;
  errors: FieldErrors<SignInField>;
  /** The message above the form ('Invalid username or Password.'). */
  formError: FieldError | undefined;
  /** A single-use pass from the captcha check; spent by the next attempt. */
  captchaToken: string | undefined;
  /** Shown once the first attempt was made: fields then validate as the user types. */
  submitted: boolean;
  /** The session token, once signed in. */
  token: string | undefined;
}

const values = (context: SignInContext) => ({ email: context.email, password: context.password });
const refusal = (reason: string) => ({ key: `errors:USER.${reason}` });

/**
 * Sign-in (spec section 4): e-mail and password; after repeated failures the server asks for a
 * captcha, which the user solves (a proof of work in the browser) before the next attempt; an
 * unconfirmed e-mail offers to resend the confirmation. Ends with the session token.
 */
export const signInMachine = setup({
  types: {
    context: {} as SignInContext,
    input: {} as { email?: string } | undefined,
    events: {} as
      | { type: 'field.change'; field: SignInField; value: string }
      | { type: 'form.submit' }
      | { type: 'captcha.verify' }
      | { type: 'confirmation.resend' }
      | { type: 'form.edit' },
    output: {} as { token: string },
  },
  actors: {
    signIn: actorContract<SignInOutcome, { email: string; password: string; captchaToken: string | undefined }>('signIn'),
    solveCaptcha: actorContract<CaptchaOutcome>('solveCaptcha'),
    resendConfirmation: actorContract<void, { email: string }>('resendConfirmation'),
  },
  guards: {
    isFormValid: ({ context }) => !hasErrors(fieldErrors(signInSchema, values(context))),
    isCaptchaMissing: stateIn('#signIn.editing.captchaRequired'),
    isSignedIn: (_, o: SignInOutcome) => o.outcome === 'signedIn',
    isCaptchaNowRequired: (_, o: SignInOutcome) => (o.outcome === 'invalidCredentials' && o.captchaRequired) || o.outcome === 'captchaRequired' || o.outcome === 'captchaInvalid',
    isInvalidCredentials: (_, o: SignInOutcome) => o.outcome === 'invalidCredentials',
    isEmailNotConfirmed: (_, o: SignInOutcome) => o.outcome === 'emailNotConfirmed',
    isCaptchaVerified: (_, o: CaptchaOutcome) => o.outcome === 'verified',
  },
  actions: {
    notifyFailure: (_, _params: { error: unknown }) => undefined,
    setField: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      const next = { ...context, [event.field]: event.value };
      return { [event.field]: event.value, formError: undefined, errors: next.submitted ? fieldErrors<SignInField>(signInSchema, values(next)) : {} };
    }),
    showFieldErrors: assign({ submitted: true, errors: ({ context }) => fieldErrors<SignInField>(signInSchema, values(context)) }),
  },
}).createMachine({
  id: 'signIn',
  context: ({ input }) => ({
    email: input?.email ?? '',
    password: '',
    errors: {},
    formError: undefined,
    captchaToken: undefined,
    submitted: false,
    token: undefined,
  }),
  initial: 'editing',
  states: {
    editing: {
      initial: 'noCaptcha',
      states: {
        noCaptcha: {},
        captchaRequired: {
          on: { 'captcha.verify': '#signIn.verifyingCaptcha' },
        },
        captchaVerified: {},
      },
      on: {
        'field.change': { actions: 'setField' },
        'form.submit': [
          { guard: not('isFormValid'), actions: 'showFieldErrors' },
          { guard: and(['isFormValid', 'isCaptchaMissing']), actions: assign({ formError: refusal('CAPTCHA_REQUIRED') }) },
          { target: 'submitting', actions: assign({ submitted: true }) },
        ],
      },
    },
    verifyingCaptcha: {
      tags: ['busy'],
      invoke: {
        id: 'solveCaptcha',
        src: 'solveCaptcha',
        onDone: [
          {
            guard: { type: 'isCaptchaVerified', params: ({ event }) => event.output },
            target: 'editing.captchaVerified',
            actions: assign({ captchaToken: ({ event }) => (event.output.outcome === 'verified' ? event.output.captchaToken : undefined), formError: undefined }),
          },
          { target: 'editing.captchaRequired', actions: assign({ formError: refusal('CAPTCHA_INVALID') }) },
        ],
        onError: { target: 'editing.captchaRequired', actions: { type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ context }) => ({ email: context.email, password: context.password, captchaToken: context.captchaToken }),
        onDone: [
          {
            guard: { type: 'isSignedIn', params: ({ event }) => event.output },
            target: 'signedIn',
            actions: assign({ password: '', token: ({ event }) => (event.output.outcome === 'signedIn' ? event.output.token : undefined) }),
          },
          {
            guard: { type: 'isCaptchaNowRequired', params: ({ event }) => event.output },
            target: 'editing.captchaRequired',
            actions: assign({
              captchaToken: undefined,
              formError: ({ event }) => refusal(event.output.outcome === 'invalidCredentials' ? 'INVALID_CREDENTIALS' : event.output.outcome === 'captchaRequired' ? 'CAPTCHA_REQUIRED' : 'CAPTCHA_INVALID'),
            }),
          },
          {
            guard: { type: 'isInvalidCredentials', params: ({ event }) => event.output },
            target: 'editing.noCaptcha',
            actions: assign({ captchaToken: undefined, formError: refusal('INVALID_CREDENTIALS') }),
          },
          { guard: { type: 'isEmailNotConfirmed', params: ({ event }) => event.output }, target: 'emailNotConfirmed' },
          {
            target: 'editing.noCaptcha',
            actions: assign({ errors: ({ event }) => (event.output.outcome === 'invalid' ? serverFieldErrors<SignInField>(event.output.issues) : {}) }),
          },
        ],
        onError: { target: 'editing', actions: { type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    emailNotConfirmed: {
      on: { 'confirmation.resend': 'resendingConfirmation', 'form.edit': 'editing' },
    },
    resendingConfirmation: {
      tags: ['busy'],
      invoke: {
        id: 'resendConfirmation',
        src: 'resendConfirmation',
        input: ({ context }) => ({ email: context.email }),
        onDone: 'confirmationResent',
        onError: { target: 'emailNotConfirmed', actions: { type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    confirmationResent: {
      on: { 'form.edit': 'editing' },
    },
    signedIn: { type: 'final' },
  },
  output: ({ context }) => ({ token: context.token ?? '' }),
});
