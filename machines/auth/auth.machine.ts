import { assign, not, raise, setup, stateIn } from 'xstate';
import type { Profile } from '../../api/contract/account';
import { emailSchema } from '../../api/contract/validation';
import { actorContract } from '../actor-contract';
import { fieldErrors, type FieldError } from '../form';
import { passwordResetMachine } from './password-reset.machine';
import { signInMachine } from './sign-in.machine';
import { signUpMachine } from './sign-up.machine';
import * as v from 'valibot';

export type ProfileOutcome = { outcome: 'profile'; profile: Profile } | { outcome: 'unauthorized' };
export type EmailConfirmOutcome = { outcome: 'confirmed' } | { outcome: 'inactive' };
export type ResetLinkOutcome = { outcome: 'sent' } | { outcome: 'userNotFound' };

export interface AuthContext {
  /** A session token was in local storage when the app started. */
  hasStoredToken: boolean;
  profile: Profile | undefined;
  /** The e-mail just registered, for the registration-success modal. */
  registrationEmail: string | undefined;
  forgotEmail: string;
  forgotError: FieldError | undefined;
  /** A mailed link's parameters while it is being checked. */
  link: { userId: string; token: string } | undefined;
  /** An i18n key shown at the top of the sign-in form (e.g. after confirming the e-mail). */
  notice: string | undefined;
  /** Where to go once signed in: apply for pre-qualification was chosen while signed out. */
  afterSignIn: 'apply' | undefined;
}

export type AuthEvent =
  | { type: 'signIn.open' }
  | { type: 'signUp.open' }
  | { type: 'forgotPassword.open' }
  | { type: 'dialog.close' }
  | { type: 'forgotPassword.change'; value: string }
  | { type: 'forgotPassword.submit' }
  | { type: 'registrationSuccess.goHome' }
  | { type: 'link.confirmEmail'; userId: string; token: string }
  | { type: 'link.resetPassword'; userId: string; token: string }
  | { type: 'apply.request' }
  | { type: 'session.started' }
  | { type: 'session.signOut' }
  | { type: 'session.expired' }
  | { type: 'profile.refresh' };

const forgotSchema = v.object({ email: emailSchema });

/**
 * Accounts (spec sections 2 and 4). Two regions run side by side: `session` (is someone signed in,
 * and who) and `dialog` (which account modal is open). Sign-in, sign-up and password reset are child
 * machines; this one decides what follows each of them. Effects the app owns (local storage,
 * navigation, toasts, refreshing counts) are provided actions.
 */
export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    input: {} as { hasStoredToken: boolean },
    events: {} as AuthEvent,
  },
  actors: {
    signInFlow: signInMachine,
    signUpFlow: signUpMachine,
    passwordResetFlow: passwordResetMachine,
    fetchProfile: actorContract<ProfileOutcome>('fetchProfile'),
    signOut: actorContract<void>('signOut'),
    confirmEmail: actorContract<EmailConfirmOutcome, { userId: string; token: string }>('confirmEmail'),
    sendResetLink: actorContract<ResetLinkOutcome, { email: string }>('sendResetLink'),
  },
  guards: {
    hasStoredToken: ({ context }) => context.hasStoredToken,
    isSignedIn: stateIn({ session: 'signedIn' }),
    hasProfile: (_, o: ProfileOutcome) => o.outcome === 'profile',
    isEmailConfirmed: (_, o: EmailConfirmOutcome) => o.outcome === 'confirmed',
    isForgotEmailValid: ({ context }) => !fieldErrors(forgotSchema, { email: context.forgotEmail }).email,
    isResetLinkSent: (_, o: ResetLinkOutcome) => o.outcome === 'sent',
    isPasswordChanged: (_, output: { result: string }) => output.result === 'passwordChanged',
    isApplyPending: ({ context }) => context.afterSignIn === 'apply',
  },
  actions: {
    storeToken: (_, _params: { token: string }) => undefined,
    /** Clears the token, the profile and the identification widget guid the app keeps. */
    clearSession: () => undefined,
    /** Refreshes what depends on the user: the bookings and favourites counts. */
    refreshCounts: () => undefined,
    navigateHome: () => undefined,
    navigateToApply: () => undefined,
    notify: (_, _params: { key: string; tone: 'error' | 'success' | 'info' }) => undefined,
    notifyFailure: (_, _params: { error: unknown }) => undefined,
  },
}).createMachine({
  id: 'auth',
  type: 'parallel',
  context: ({ input }) => ({
    hasStoredToken: input.hasStoredToken,
    profile: undefined,
    registrationEmail: undefined,
    forgotEmail: '',
    forgotError: undefined,
    link: undefined,
    notice: undefined,
    afterSignIn: undefined,
  }),
  states: {
    session: {
      initial: 'restoring',
      states: {
        restoring: {
          always: [{ guard: 'hasStoredToken', target: 'loadingProfile' }, { target: 'signedOut' }],
        },
        loadingProfile: {
          tags: ['busy'],
          invoke: {
            id: 'fetchProfile',
            src: 'fetchProfile',
            onDone: [
              {
                guard: { type: 'hasProfile', params: ({ event }) => event.output },
                target: 'signedIn',
                actions: [assign({ profile: ({ event }) => (event.output.outcome === 'profile' ? event.output.profile : undefined) }), 'refreshCounts'],
              },
              { target: 'signedOut', actions: 'clearSession' },
            ],
            onError: { target: 'signedOut', actions: ['clearSession', { type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) }] },
          },
        },
        signedIn: {
          on: {
            'session.signOut': 'signingOut',
            'profile.refresh': 'loadingProfile',
            'session.expired': { target: 'signedOut', actions: 'clearSession' },
          },
        },
        signingOut: {
          tags: ['busy'],
          // The session ends locally whatever the server answers; revoking is best effort.
          invoke: { id: 'signOut', src: 'signOut', onDone: 'signedOut', onError: 'signedOut' },
          exit: ['clearSession', assign({ profile: undefined, hasStoredToken: false })],
        },
        signedOut: {
          entry: assign({ profile: undefined }),
          on: { 'session.started': 'loadingProfile' },
        },
      },
    },
    dialog: {
      initial: 'closed',
      states: {
        closed: {
          entry: assign({ notice: undefined, forgotError: undefined }),
          on: {
            'signIn.open': { guard: not('isSignedIn'), target: 'signIn' },
            'signUp.open': { guard: not('isSignedIn'), target: 'signUp' },
            'forgotPassword.open': { guard: not('isSignedIn'), target: 'forgotPassword' },
            'link.confirmEmail': { target: 'confirmingEmail', actions: assign({ link: ({ event }) => ({ userId: event.userId, token: event.token }) }) },
            'link.resetPassword': { target: 'resetPassword', actions: assign({ link: ({ event }) => ({ userId: event.userId, token: event.token }) }) },
            'apply.request': [{ guard: 'isSignedIn', actions: 'navigateToApply' }, { target: 'signIn', actions: assign({ afterSignIn: 'apply' as const }) }],
          },
        },
        signIn: {
          invoke: {
            id: 'signInFlow',
            src: 'signInFlow',
            input: ({ context }) => ({ email: context.registrationEmail ?? context.forgotEmail }),
            onDone: [
              {
                guard: 'isApplyPending',
                target: 'closed',
                actions: [
                  { type: 'storeToken', params: ({ event }) => ({ token: event.output.token }) },
                  raise({ type: 'session.started' }),
                  assign({ afterSignIn: undefined }),
                  'navigateToApply',
                ],
              },
              { target: 'closed', actions: [{ type: 'storeToken', params: ({ event }) => ({ token: event.output.token }) }, raise({ type: 'session.started' })] },
            ],
          },
          on: {
            'signUp.open': 'signUp',
            'forgotPassword.open': 'forgotPassword',
            'dialog.close': { target: 'closed', actions: assign({ afterSignIn: undefined }) },
          },
        },
        signUp: {
          invoke: {
            id: 'signUpFlow',
            src: 'signUpFlow',
            onDone: { target: 'registrationSuccess', actions: assign({ registrationEmail: ({ event }) => event.output.email }) },
          },
          on: { 'signIn.open': 'signIn', 'dialog.close': 'closed' },
        },
        registrationSuccess: {
          on: {
            'registrationSuccess.goHome': { target: 'closed', actions: 'navigateHome' },
            'dialog.close': 'closed',
          },
        },
        forgotPassword: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'forgotPassword.change': { actions: assign({ forgotEmail: ({ event }) => event.value, forgotError: undefined }) },
                'forgotPassword.submit': [
                  { guard: 'isForgotEmailValid', target: 'sending' },
                  { actions: assign({ forgotError: ({ context }) => fieldErrors(forgotSchema, { email: context.forgotEmail }).email }) },
                ],
              },
            },
            sending: {
              tags: ['busy'],
              invoke: {
                id: 'sendResetLink',
                src: 'sendResetLink',
                input: ({ context }) => ({ email: context.forgotEmail }),
                onDone: [
                  { guard: { type: 'isResetLinkSent', params: ({ event }) => event.output }, target: '#auth.dialog.linkSent' },
                  { target: 'editing', actions: assign({ forgotError: { key: 'errors:USER.USER_NOT_FOUND' } }) },
                ],
                onError: { target: 'editing', actions: { type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) } },
              },
            },
          },
          on: { 'signIn.open': 'signIn', 'dialog.close': 'closed' },
        },
        linkSent: {
          on: { 'dialog.close': 'closed' },
        },
        confirmingEmail: {
          tags: ['busy'],
          invoke: {
            id: 'confirmEmail',
            src: 'confirmEmail',
            input: ({ context }) => context.link ?? { userId: '', token: '' },
            onDone: [
              {
                guard: { type: 'isEmailConfirmed', params: ({ event }) => event.output },
                target: 'signIn',
                actions: assign({ notice: 'auth:notice.emailConfirmed', link: undefined }),
              },
              { target: 'closed', actions: [assign({ link: undefined }), { type: 'notify', params: { key: 'errors:USER.LINK_NOT_ACTIVE', tone: 'error' } }] },
            ],
            onError: { target: 'closed', actions: [assign({ link: undefined }), { type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) }] },
          },
        },
        resetPassword: {
          invoke: {
            id: 'passwordResetFlow',
            src: 'passwordResetFlow',
            input: ({ context }) => context.link ?? { userId: '', token: '' },
            onDone: [
              { guard: { type: 'isPasswordChanged', params: ({ event }) => event.output }, target: 'passwordChanged', actions: assign({ link: undefined }) },
              { target: 'closed', actions: [assign({ link: undefined }), { type: 'notify', params: { key: 'errors:USER.LINK_NOT_ACTIVE', tone: 'error' } }] },
            ],
          },
          on: { 'dialog.close': { target: 'closed', actions: assign({ link: undefined }) } },
        },
        passwordChanged: {
          on: { 'signIn.open': 'signIn', 'dialog.close': 'closed' },
        },
      },
    },
  },
});
