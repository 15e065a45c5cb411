import { assign, setup } from 'xstate';
import * as v from 'valibot';
import { phoneSchema } from '../../api/contract/otp';
import { fieldErrors, type FieldError } from '../form';
import { otpMachine } from '../otp/otp.machine';

/**
 * Adding or changing the phone number on the profile: the number is saved only once the code sent
 * to it is confirmed (the one-time-code machine does that part).
 */
export const phoneVerificationMachine = setup({
  types: {
    context: {} as { phoneNumber: string; error: FieldError | undefined },
    input: {} as { phoneNumber: string | null } | undefined,
    events: {} as { type: 'phone.change'; value: string } | { type: 'phone.submit' } | { type: 'phone.edit' },
  },
  actors: { otpFlow: otpMachine },
  guards: {
    isPhoneValid: ({ context }) => v.is(phoneSchema, context.phoneNumber),
  },
  actions: {
    /** The profile shows the new number: the app refetches it. */
    refreshProfile: () => undefined,
  },
}).createMachine({
  id: 'phoneVerification',
  context: ({ input }) => ({ phoneNumber: input?.phoneNumber ?? '', error: undefined }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'phone.change': { actions: assign({ phoneNumber: ({ event }) => event.value, error: undefined }) },
        'phone.submit': [
          { guard: 'isPhoneValid', target: 'verifying' },
          { actions: assign({ error: ({ context }) => fieldErrors(v.object({ phoneNumber: phoneSchema }), { phoneNumber: context.phoneNumber }).phoneNumber }) },
        ],
      },
    },
    verifying: {
      invoke: {
        id: 'otpFlow',
        src: 'otpFlow',
        input: ({ context }) => ({ destination: v.parse(phoneSchema, context.phoneNumber), sendOnStart: true }),
        onDone: { target: 'verified', actions: 'refreshProfile' },
      },
      on: { 'phone.edit': 'editing' },
    },
    verified: {
      on: { 'phone.edit': 'editing' },
    },
  },
});
