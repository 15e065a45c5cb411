import { and, assign, not, raise, setup, stateIn } from 'xstate';
import type { Profile } from '../../api/contract/account';
import { sameProperty, type PropertyLink, type PropertyRef } from '../../api/contract/property-ref';
import { emailSchema } from '../../api/contract/validation';
import { actorContract, callbackContract } from '../actor-contract';
import { fieldErrors, type FieldError } from '../form';
import { passwordResetMachine } from './password-reset.machine';
import { signInMachine } from './sign-in.machine';
import { signUpMachine } from './sign-up.machine';
import * as v from 'valibot';

export type ProfileOutcome = { outcome: 'profile'; profile: Profile } | { outcome: 'unauthorized' };
/** A confirmed link answers the address it confirmed, which the sign-in that follows starts with. */
export type EmailConfirmOutcome = { outcome: 'confirmed'; email: string } | { outcome: 'inactive' };
export type ResetLinkOutcome = { outcome: 'sent' } | { outcome: 'userNotFound' };

/**
 * What a visitor chose to do while signed out, carried through sign-in, sign-up and e-mail
 * confirmation (the app keeps it in the browser, so it survives the mailed link's new tab).
 */
export interface SignInIntent {
  /** Where to go once signed in: apply, book a property on its page, or answer a co-applicant invitation (its mailed token). */
  next: { kind: 'apply' } | { kind: 'book'; property: PropertyLink } | { kind: 'coApplicant'; token: string } | null;
  /** Favourites chosen while signed out: added to the account as soon as someone signs in. */
  favourites: PropertyRef[];
}
export const noIntent: SignInIntent = { next: null, favourites: [] };
/** The server takes at most this many favourites at once; the newest choices win. */
const maxPendingFavourites = 50;

export interface AuthContext {
  /** A session token was in local storage when the app started. */
  hasStoredToken: boolean;
  profile: Profile | undefined;
  /** The e-mail just registered, for the registration-success modal. */
  registrationEmail: string | undefined;
  /** The e-mail a mailed confirmation link just confirmed: the sign-in form opens with it. */
  confirmedEmail: string | undefined;
  forgotEmail: string;
  forgotError: FieldError | undefined;
  /** A mailed link's parameters while it is being checked. */
  link: { userId: string; token: string } | undefined;
  /** An i18n key shown at the top of the sign-in form (e.g. after confirming the e-mail). */
  notice: string | undefined;
  intent: SignInIntent;
  /** The profile being loaded follows a sign-in (not a restored or refreshed session): the intent's navigation runs. */
  signingIn: boolean;
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
  | { type: 'book.request'; property: PropertyLink }
  | { type: 'coApplicant.request'; token: string }
  | { type: 'favourite.request'; property: PropertyRef }
  | { type: 'intent.done'; property: PropertyRef }
  | { type: 'session.started' }
  | { type: 'session.signOut' }
  | { type: 'session.expired' }
  | { type: 'session.changed' }
  | { type: 'profile.refresh' };

const forgotSchema = v.object({ email: emailSchema });
const profileOf = (output: ProfileOutcome) => (output.outcome === 'profile' ? output.profile : undefined);
const assignProfile = { type: 'rememberProfile', params: ({ event }: { event: { output: ProfileOutcome } }) => ({ profile: profileOf(event.output) }) } as const;
const storeIntent = { type: 'storeIntent', params: ({ context }: { context: AuthContext }) => ({ intent: context.intent }) } as const;

/**
 * Accounts (spec sections 2 and 4). Two regions run side by side: `session` (is someone signed in,
 * and who) and `dialog` (which account modal is open). Sign-in, sign-up and password reset are child
 * machines; this one decides what follows each of them. Effects the app owns (local storage,
 * navigation, toasts, refreshing counts) are provided actions.
 */
export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    input: {} as { hasStoredToken: boolean; intent?: SignInIntent },
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
    addFavourites: actorContract<void, { favourites: PropertyRef[] }>('addFavourites'),
    /**
     * Tells the machine what happens outside it: a 401 (`session.expired`), another tab signing in or out
     * (`session.changed`), and an account link opened (`link.*`, `signIn.open`, `signUp.open`, `forgotPassword.open`).
     */
    watchSession: callbackContract(),
  },
  guards: {
    hasStoredToken: ({ context }) => context.hasStoredToken,
    isSignedIn: stateIn({ session: 'signedIn' }),
    hasProfile: (_, o: ProfileOutcome) => o.outcome === 'profile',
    isEmailConfirmed: (_, o: EmailConfirmOutcome) => o.outcome === 'confirmed',
    isForgotEmailValid: ({ context }) => !fieldErrors(forgotSchema, { email: context.forgotEmail }).email,
    isResetLinkSent: (_, o: ResetLinkOutcome) => o.outcome === 'sent',
    isPasswordChanged: (_, output: { result: string }) => output.result === 'passwordChanged',
    isApplyPending: ({ context }) => context.intent.next?.kind === 'apply',
    isBookingPending: ({ context }) => context.intent.next?.kind === 'book',
    isInvitationPending: ({ context }) => context.intent.next?.kind === 'coApplicant',
    hasPendingFavourites: ({ context }) => context.intent.favourites.length > 0,
    isSigningIn: ({ context }) => context.signingIn,
    isBookingIntentFor: ({ context, event }) => event.type === 'intent.done' && context.intent.next?.kind === 'book' && sameProperty(context.intent.next.property, event.property),
  },
  actions: {
    storeToken: (_, _params: { token: string }) => undefined,
    rememberProfile: assign({ profile: (_, params: { profile: Profile | undefined }) => params.profile }),
    /** Clears the token and the identification widget guid the app keeps, and every query of the person's data. */
    clearSession: () => undefined,
    /** Drops every query of the person's data (another person may be signing in). */
    clearUserData: () => undefined,
    /** Reads the person's data again (the header's counts, the personal page). */
    refreshUserData: () => undefined,
    /** Keeps the intent where a mailed link's new tab finds it. */
    storeIntent: (_, _params: { intent: SignInIntent }) => undefined,
    navigateHome: () => undefined,
    navigateToApply: () => undefined,
    /** Opens the property the visitor chose to book, where the booking machine books it. */
    navigateToProperty: (_, _params: { property: PropertyLink }) => undefined,
    /** Opens the co-applicant invitation the person came from (the mailed link's page). */
    navigateToInvitation: (_, _params: { token: string }) => undefined,
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
    confirmedEmail: undefined,
    forgotEmail: '',
    forgotError: undefined,
    link: undefined,
    notice: undefined,
    intent: input.intent ?? noIntent,
    signingIn: false,
  }),
  invoke: { id: 'watchSession', src: 'watchSession' },
  states: {
    session: {
      initial: 'restoring',
      on: {
        // The property's booking machine acted on the chosen booking (booked it, or found it no longer offered).
        'intent.done': { guard: 'isBookingIntentFor', actions: [assign({ intent: ({ context }) => ({ ...context.intent, next: null }) }), storeIntent] },
      },
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
              { guard: { type: 'hasProfile', params: ({ event }) => event.output }, target: 'signedIn', actions: [assignProfile, 'refreshUserData'] },
              { target: 'signedOut', actions: 'clearSession' },
            ],
            onError: { target: 'signedOut', actions: ['clearSession', { type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) }] },
          },
        },
        signedIn: {
          initial: 'resuming',
          states: {
            // Right after a sign-in, what the visitor chose while signed out goes on.
            resuming: {
              always: [
                {
                  guard: and(['isSigningIn', 'isApplyPending']),
                  target: 'checkingFavourites',
                  actions: [assign({ signingIn: false, intent: ({ context }) => ({ ...context.intent, next: null }) }), storeIntent, 'navigateToApply'],
                },
                {
                  guard: and(['isSigningIn', 'isBookingPending']),
                  target: 'checkingFavourites',
                  // The intent stays until the property's booking machine has acted on it (`intent.done`).
                  actions: [
                    assign({ signingIn: false }),
                    { type: 'navigateToProperty', params: ({ context }) => ({ property: (context.intent.next as { property: PropertyLink }).property }) },
                  ],
                },
                {
                  guard: and(['isSigningIn', 'isInvitationPending']),
                  target: 'checkingFavourites',
                  actions: [
                    { type: 'navigateToInvitation', params: ({ context }) => ({ token: (context.intent.next as { token: string }).token }) },
                    assign({ signingIn: false, intent: ({ context }) => ({ ...context.intent, next: null }) }),
                    storeIntent,
                  ],
                },
                { target: 'checkingFavourites', actions: assign({ signingIn: false }) },
              ],
            },
            checkingFavourites: {
              always: [{ guard: 'hasPendingFavourites', target: 'addingFavourites' }, { target: 'ready' }],
            },
            addingFavourites: {
              invoke: {
                id: 'addFavourites',
                src: 'addFavourites',
                input: ({ context }) => ({ favourites: context.intent.favourites }),
                onDone: { target: 'ready', actions: [assign({ intent: ({ context }) => ({ ...context.intent, favourites: [] }) }), storeIntent, 'refreshUserData'] },
                // Kept in the browser and tried again at the next sign-in.
                onError: 'ready',
              },
            },
            ready: {},
          },
          on: {
            'session.signOut': 'signingOut',
            'profile.refresh': 'loadingProfile',
            'session.expired': { target: 'signedOut', actions: 'clearSession' },
            // Another tab signed in as someone else, or out: what this one shows must be theirs or nobody's.
            'session.changed': { target: 'loadingProfile', actions: 'clearUserData' },
          },
        },
        signingOut: {
          tags: ['busy'],
          // The person's name and data leave the page at the click, not when the server answers the revocation.
          entry: assign({ profile: undefined }),
          // The session ends locally whatever the server answers; revoking is best effort.
          invoke: { id: 'signOut', src: 'signOut', onDone: 'signedOut', onError: 'signedOut' },
          // An intent left over belonged to the person signing out, not to whoever signs in next.
          exit: ['clearSession', assign({ profile: undefined, hasStoredToken: false, intent: noIntent }), storeIntent],
        },
        signedOut: {
          entry: assign({ profile: undefined, signingIn: false }),
          on: {
            'session.started': { target: 'loadingProfile', actions: ['clearUserData', assign({ signingIn: true })] },
            'session.changed': { target: 'loadingProfile', actions: 'clearUserData' },
            'book.request': { actions: [assign({ intent: ({ context, event }) => ({ ...context.intent, next: { kind: 'book' as const, property: event.property } }) }), storeIntent] },
            // The invitation link's marker (spec section 2): kept, so signing up and confirming the e-mail in a new tab still lands on the invitation.
            'coApplicant.request': { actions: [assign({ intent: ({ context, event }) => ({ ...context.intent, next: { kind: 'coApplicant' as const, token: event.token } }) }), storeIntent] },
            'favourite.request': {
              actions: [
                assign({
                  intent: ({ context, event }) => ({
                    ...context.intent,
                    favourites: [...context.intent.favourites.filter((other) => !sameProperty(other, event.property)), event.property].slice(-maxPendingFavourites),
                  }),
                }),
                storeIntent,
              ],
            },
          },
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
            'apply.request': [
              { guard: 'isSignedIn', actions: 'navigateToApply' },
              { target: 'signIn', actions: [assign({ intent: ({ context }) => ({ ...context.intent, next: { kind: 'apply' as const } }) }), storeIntent] },
            ],
            // The session region keeps what was chosen; signing in comes first.
            'book.request': { guard: not('isSignedIn'), target: 'signIn' },
            'favourite.request': { guard: not('isSignedIn'), target: 'signIn' },
          },
        },
        signIn: {
          invoke: {
            id: 'signInFlow',
            src: 'signInFlow',
            input: ({ context }) => ({ email: context.confirmedEmail ?? context.registrationEmail ?? context.forgotEmail }),
            onDone: { target: 'closed', actions: [{ type: 'storeToken', params: ({ event }) => ({ token: event.output.token }) }, raise({ type: 'session.started' })] },
          },
          on: {
            'signUp.open': 'signUp',
            'forgotPassword.open': 'forgotPassword',
            // Closing sign-in withdraws "apply"; a chosen booking and favourites wait for the next sign-in.
            'dialog.close': { target: 'closed', actions: [assign({ intent: ({ context }) => ({ ...context.intent, next: context.intent.next?.kind === 'apply' ? null : context.intent.next }) }), storeIntent] },
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
                actions: assign({
                  notice: 'auth:notice.emailConfirmed',
                  link: undefined,
                  confirmedEmail: ({ event }) => (event.output.outcome === 'confirmed' ? event.output.email : undefined),
                }),
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
