import { assign, not, setup } from 'xstate';
import { resetPasswordSchema } from '../../api/contract/account';
import type { FieldIssue } from '../../api/contract/errors';
import { actorContract } from '../actor-contract';
import { fieldErrors, hasErrors, serverFieldErrors, type FieldErrors } from '../form';

export type ResetField = 'password' | 'confirmPassword';
export type LinkCheckOutcome = { outcome: 'valid'; email: string } | { outcome: 'inactive' };
export type ResetOutcome = { outcome: 'changed' } | { outcome: 'inactive' } | { outcome: 'invalid'; issues: FieldIssue[] };

export interface PasswordResetContext {
  userId: string;
  token: string;
  email: string;
  password: string;
  confirmPassword: string;
  errors: FieldErrors<ResetField>;
  submitted: boolean;
  result: 'passwordChanged' | 'linkInactive' | undefined;
}

const validate = (c: Pick<PasswordResetContext, 'email' | 'password' | 'confirmPassword' | 'userId' | 'token'>) =>
  fieldErrors<ResetField>(resetPasswordSchema, { email: c.email, password: c.password, confirmPassword: c.confirmPassword, userId: c.userId, token: c.token });

/**
 * Password reset from the mailed link (spec section 4): the link (`userId`, `token`) is checked
 * first; an invalid or used one ends as `linkInactive` ('The link is not active'); otherwise the
 * form, then `passwordChanged`, after which the app offers sign-in.
 */
export const passwordResetMachine = setup({
  types: {
    context: {} as PasswordResetContext,
    input: {} as { userId: string; token: string },
    events: {} as { type: 'field.change'; field: ResetField; value: string } | { type: 'form.submit' },
    output: {} as { result: 'passwordChanged' | 'linkInactive' },
  },
  actors: {
    checkResetLink: actorContract<LinkCheckOutcome, { userId: string; token: string }>('checkResetLink'),
    resetPassword: actorContract<ResetOutcome, { userId: string; token: string; email: string; password: string; confirmPassword: string }>('resetPassword'),
  },
  guards: {
    isLinkValid: (_, o: LinkCheckOutcome) => o.outcome === 'valid',
    isFormValid: ({ context }) => !hasErrors(validate(context)),
    isChanged: (_, o: ResetOutcome) => o.outcome === 'changed',
    isLinkInactive: (_, o: ResetOutcome) => o.outcome === 'inactive',
  },
  actions: {
    notifyFailure: (_, _params: { error: unknown }) => undefined,
    setField: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      const next = { ...context, [event.field]: event.value };
      return { [event.field]: event.value, errors: context.submitted ? validate(next) : {} };
    }),
  },
}).createMachine({
  id: 'passwordReset',
  context: ({ input }) => ({ ...input, email: '', password: '', confirmPassword: '', errors: {}, submitted: false, result: undefined }),
  initial: 'checkingLink',
  states: {
    checkingLink: {
      tags: ['busy'],
      invoke: {
        id: 'checkResetLink',
        src: 'checkResetLink',
        input: ({ context }) => ({ userId: context.userId, token: context.token }),
        onDone: [
          {
            guard: { type: 'isLinkValid', params: ({ event }) => event.output },
            target: 'editing',
            actions: assign({ email: ({ event }) => (event.output.outcome === 'valid' ? event.output.email : '') }),
          },
          { target: 'linkInactive' },
        ],
        onError: { target: 'linkInactive', actions: { type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    editing: {
      on: {
        'field.change': { actions: 'setField' },
        'form.submit': [
          { guard: not('isFormValid'), actions: assign({ submitted: true, errors: ({ context }) => validate(context) }) },
          { target: 'submitting', actions: assign({ submitted: true }) },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context }) => ({
          userId: context.userId,
          token: context.token,
          email: context.email,
          password: context.password,
          confirmPassword: context.confirmPassword,
        }),
        onDone: [
          { guard: { type: 'isChanged', params: ({ event }) => event.output }, target: 'passwordChanged' },
          { guard: { type: 'isLinkInactive', params: ({ event }) => event.output }, target: 'linkInactive' },
          {
            target: 'editing',
            actions: assign({ errors: ({ event }) => (event.output.outcome === 'invalid' ? serverFieldErrors<ResetField>(event.output.issues) : {}) }),
          },
        ],
        onError: { target: 'editing', actions: { type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    passwordChanged: { type: 'final', entry: assign({ result: 'passwordChanged' as const }) },
    linkInactive: { type: 'final', entry: assign({ result: 'linkInactive' as const }) },
  },
  output: ({ context }) => ({ result: context.result ?? 'linkInactive' }),
});
