import { assign, not, setup } from 'xstate';
import { signUpSchema } from '../../api/contract/account';
import type { FieldIssue } from '../../api/contract/errors';
import { actorContract } from '../actor-contract';
import { fieldErrors, hasErrors, serverFieldErrors, type FieldErrors } from '../form';

export type SignUpField = 'firstName' | 'lastName' | 'email' | 'password' | 'confirmPassword' | 'terms';
export type SignUpValues = { firstName: string; lastName: string; email: string; password: string; confirmPassword: string; terms: boolean };

export type SignUpOutcome = { outcome: 'registered'; email: string } | { outcome: 'duplicateEmail' } | { outcome: 'invalid'; issues: FieldIssue[] };

export interface SignUpContext {
  values: SignUpValues;
  errors: FieldErrors<SignUpField>;
  submitted: boolean;
  registeredEmail: string | undefined;
}

const validate = (values: SignUpValues) => fieldErrors<SignUpField>(signUpSchema, values);

/**
 * Sign-up (spec section 5): names as in the ID document, e-mail, a password meeting five conditions
 * (the view shows them as a live checklist from the same contract), its confirmation, and the terms.
 * Ends with the registered e-mail, for the registration-success modal.
 */
export const signUpMachine = setup({
  types: {
    context: {} as SignUpContext,
    events: {} as
      | { type: 'field.change'; field: Exclude<SignUpField, 'terms'>; value: string }
      | { type: 'terms.toggle'; checked: boolean }
      | { type: 'form.submit' },
    output: {} as { email: string },
  },
  actors: {
    signUp: actorContract<SignUpOutcome, SignUpValues>('signUp'),
  },
  guards: {
    isFormValid: ({ context }) => !hasErrors(validate(context.values)),
    isRegistered: (_, o: SignUpOutcome) => o.outcome === 'registered',
    isDuplicateEmail: (_, o: SignUpOutcome) => o.outcome === 'duplicateEmail',
  },
  actions: {
    notifyFailure: (_, _params: { error: unknown }) => undefined,
    setValue: assign(({ context, event }) => {
      const values =
        event.type === 'field.change'
          ? { ...context.values, [event.field]: event.value }
          : event.type === 'terms.toggle'
            ? { ...context.values, terms: event.checked }
            : context.values;
      return { values, errors: context.submitted ? validate(values) : {} };
    }),
  },
}).createMachine({
  id: 'signUp',
  context: {
    values: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '', terms: false },
    errors: {},
    submitted: false,
    registeredEmail: undefined,
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': { actions: 'setValue' },
        'terms.toggle': { actions: 'setValue' },
        'form.submit': [
          { guard: not('isFormValid'), actions: assign({ submitted: true, errors: ({ context }) => validate(context.values) }) },
          { target: 'submitting', actions: assign({ submitted: true, errors: {} }) },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'signUp',
        src: 'signUp',
        input: ({ context }) => context.values,
        onDone: [
          {
            guard: { type: 'isRegistered', params: ({ event }) => event.output },
            target: 'registered',
            actions: assign({ registeredEmail: ({ event }) => (event.output.outcome === 'registered' ? event.output.email : undefined) }),
          },
          {
            guard: { type: 'isDuplicateEmail', params: ({ event }) => event.output },
            target: 'editing',
            actions: assign({ errors: { email: { key: 'errors:USER.DUPLICATE_USER_NAME' } } }),
          },
          {
            target: 'editing',
            actions: assign({ errors: ({ event }) => (event.output.outcome === 'invalid' ? serverFieldErrors<SignUpField>(event.output.issues) : {}) }),
          },
        ],
        onError: { target: 'editing', actions: { type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    registered: { type: 'final' },
  },
  output: ({ context }) => ({ email: context.registeredEmail ?? '' }),
});
