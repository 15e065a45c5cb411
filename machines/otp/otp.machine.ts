import { assign, setup } from 'xstate';
import { otpCodeSchema, otpRules } from '../../api/contract/otp';
import * as v from 'valibot';
import { actorContract } from '../actor-contract';

/** What checking a code answered: a right or wrong code counts tries; a spent code needs a new one. */
export type OtpCheckOutcome = { outcome: 'checked'; isValid: boolean; retryCount: number } | { outcome: 'noLongerValid' };

/** What the code belongs to when it is not the signed-in user's profile (a pre-qualification application). */
export type OtpOwner = Readonly<Record<string, string>> | undefined;

export interface OtpContext {
  /** Where the code goes (a phone number), passed to `sendCode`. */
  destination: string;
  /** Passed to `sendCode` and `checkCode` beside the destination and the code. */
  owner: OtpOwner;
  /** Start by sending, as when the destination was just entered. */
  sendOnStart: boolean;
  code: string;
  retryCount: number;
  /** i18n key of the message under the code field. */
  error: string | undefined;
  expiresAt: string | undefined;
}

/**
 * One-time code by SMS (spec section 4): send, enter six digits, check. A wrong code shows the
 * wrong-code state; at the third wrong try the code is no longer valid and only a resend helps;
 * resending clears that state. Reused by phone verification, pre-qualification and private sellers,
 * each providing its own `sendCode` and `checkCode`.
 */
export const otpMachine = setup({
  types: {
    context: {} as OtpContext,
    input: {} as { destination?: string; sendOnStart?: boolean; owner?: OtpOwner } | undefined,
    events: {} as { type: 'code.send' } | { type: 'code.change'; value: string } | { type: 'code.submit' } | { type: 'code.resend' },
    output: {} as { verified: true },
  },
  actors: {
    sendCode: actorContract<{ expiresAt: string }, { destination: string; owner?: OtpOwner }>('sendCode'),
    checkCode: actorContract<OtpCheckOutcome, { code: string; owner?: OtpOwner }>('checkCode'),
  },
  guards: {
    shouldSendOnStart: ({ context }) => context.sendOnStart,
    isCodeWellFormed: ({ context }) => v.is(otpCodeSchema, context.code),
    isCodeValid: (_, outcome: OtpCheckOutcome) => outcome.outcome === 'checked' && outcome.isValid,
    hasRetriesLeft: (_, outcome: OtpCheckOutcome) => outcome.outcome === 'checked' && outcome.retryCount < otpRules.maxRetries,
  },
  actions: {
    /** Network and server failures are shown by the app (a toast); the machine only decides where to go. */
    notifyFailure: (_, _params: { error: unknown }) => undefined,
  },
}).createMachine({
  id: 'otp',
  context: ({ input }) => ({
    destination: input?.destination ?? '',
    owner: input?.owner,
    sendOnStart: input?.sendOnStart ?? false,
    code: '',
    retryCount: 0,
    error: undefined,
    expiresAt: undefined,
  }),
  initial: 'idle',
  states: {
    idle: {
      always: { guard: 'shouldSendOnStart', target: 'sending' },
      on: { 'code.send': 'sending' },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'sendCode',
        src: 'sendCode',
        input: ({ context }) => ({ destination: context.destination, owner: context.owner }),
        onDone: {
          target: 'entering',
          actions: assign({ expiresAt: ({ event }) => event.output.expiresAt, code: '', retryCount: 0, error: undefined }),
        },
        onError: { target: 'sendFailed', actions: { type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    // The page offers one way on after a failed send: sending again.
    sendFailed: {
      on: { 'code.resend': 'sending' },
    },
    entering: {
      on: {
        'code.change': { actions: assign({ code: ({ event }) => event.value.replace(/\D/g, '').slice(0, 6), error: undefined }) },
        'code.submit': [{ guard: 'isCodeWellFormed', target: 'checking' }, { actions: assign({ error: 'validation:otpLength' }) }],
        'code.resend': 'sending',
      },
    },
    checking: {
      tags: ['busy'],
      invoke: {
        id: 'checkCode',
        src: 'checkCode',
        input: ({ context }) => ({ code: context.code, owner: context.owner }),
        onDone: [
          { guard: { type: 'isCodeValid', params: ({ event }) => event.output }, target: 'verified' },
          {
            guard: { type: 'hasRetriesLeft', params: ({ event }) => event.output },
            target: 'wrongCode',
            actions: assign({ retryCount: ({ event }) => (event.output.outcome === 'checked' ? event.output.retryCount : otpRules.maxRetries) }),
          },
          { target: 'noLongerValid', actions: assign({ retryCount: otpRules.maxRetries }) },
        ],
        onError: { target: 'entering', actions: { type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    wrongCode: {
      on: {
        'code.change': { target: 'entering', actions: assign({ code: ({ event }) => event.value.replace(/\D/g, '').slice(0, 6) }) },
        // The code was well formed when it was checked and has not changed since.
        'code.submit': 'checking',
        'code.resend': 'sending',
      },
    },
    noLongerValid: {
      on: { 'code.resend': 'sending' },
    },
    verified: {
      type: 'final',
    },
  },
  output: { verified: true },
});
