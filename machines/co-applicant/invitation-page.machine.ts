import { assign, setup, type SnapshotFrom, type StateValueFrom } from 'xstate';
import type { CoApplicantInvitationView } from '../../api/contract/co-applicant';
import type { Language } from '../../api/contract/validation';
import { actorContract } from '../actor-contract';

/** What reading the mailed link's invitation answered: it (in the page's language), no such invitation, or one for another account's e-mail. */
export type InvitationReadOutcome = { outcome: 'found'; view: CoApplicantInvitationView } | { outcome: 'notFound' } | { outcome: 'anotherEmail' };
/** Accepting: the application the person joined, or the invitation is no longer open (the page reads it again to say why). Other refusals reject. */
export type InvitationAcceptOutcome = { outcome: 'accepted'; applicationId: string } | { outcome: 'notActive' };
/** Declining: the invitation as it now is, or it is no longer open. Other refusals reject. */
export type InvitationDeclineOutcome = { outcome: 'declined'; view: CoApplicantInvitationView } | { outcome: 'notActive' };

export interface InvitationPageInput {
  /** The mailed link's token, or null when the link had none. */
  token: string | null;
  lang: Language;
}

export interface InvitationPageContext extends InvitationPageInput {
  /** The invitation as the server last answered it. */
  view: CoApplicantInvitationView | null;
  /** Why the last answer (accept or decline) was refused or failed, shown until the next try. */
  error: unknown;
  /** The application joined by accepting: the page opens the person's part of it. */
  applicationId: string | null;
}

export type InvitationPageEvent =
  /** The session settled signed in (at first, or after signing in or up from this page). */
  | { type: 'session.in' }
  | { type: 'session.out' }
  /** The page's language changed: the invitation's words (the home's title and address) are read again in it. */
  | { type: 'language.change'; lang: Language }
  | { type: 'retry' }
  | { type: 'accept' }
  | { type: 'decline.open' }
  | { type: 'decline.keep' }
  | { type: 'decline.confirm' };

/**
 * The mailed invitation's landing page (issue 33; src/features/co-applicant/invitation.screen.tsx):
 * who invites the person to what, and their answer. Signed out, the page asks them to sign in or up
 * (the auth machine keeps the link as its intent); signed in, it reads the invitation for this
 * account, which may be for another e-mail, no longer open (then it says why), or open: accept opens
 * the person's part of the application, decline asks first. An invitation closed meanwhile (recalled,
 * lapsed) is read again instead of showing a refusal.
 */
export const invitationPageMachine = setup({
  types: {
    input: {} as InvitationPageInput,
    context: {} as InvitationPageContext,
    events: {} as InvitationPageEvent,
  },
  actors: {
    readInvitation: actorContract<InvitationReadOutcome, { token: string; lang: Language }>('readInvitation'),
    acceptInvitation: actorContract<InvitationAcceptOutcome, { token: string }>('acceptInvitation'),
    declineInvitation: actorContract<InvitationDeclineOutcome, { token: string }>('declineInvitation'),
  },
  guards: {
    hasNoToken: ({ context }) => context.token === null,
    isFound: (_, output: InvitationReadOutcome) => output.outcome === 'found',
    isOpen: (_, output: InvitationReadOutcome) => output.outcome === 'found' && output.view.status === 'invited',
    isAnotherEmail: (_, output: InvitationReadOutcome) => output.outcome === 'anotherEmail',
    isAccepted: (_, output: InvitationAcceptOutcome) => output.outcome === 'accepted',
    isDeclined: (_, output: InvitationDeclineOutcome) => output.outcome === 'declined',
  },
  actions: {
    keepView: assign({ view: (_, output: InvitationReadOutcome | InvitationDeclineOutcome) => ('view' in output ? output.view : null) }),
    keepLanguage: assign({ lang: ({ context, event }) => (event.type === 'language.change' ? event.lang : context.lang) }),
    keepError: assign({ error: ({ event }) => (event as { error?: unknown }).error }),
    clearError: assign({ error: null }),
    keepApplication: assign({ applicationId: (_, output: InvitationAcceptOutcome) => (output.outcome === 'accepted' ? output.applicationId : null) }),
    /** Opens the person's part of the joined application; the screen provides it (navigation). */
    openPart: () => undefined,
  },
}).createMachine({
  id: 'invitationPage',
  context: ({ input }) => ({ ...input, view: null, error: null, applicationId: null }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'hasNoToken', target: 'noToken' }, { target: 'waitingForSession' }],
    },
    /** The link had no token: nothing to answer. */
    noToken: {},
    /** The session is being settled (a refresh of the cookie's session). */
    waitingForSession: {
      tags: ['busy'],
      on: { 'session.in': 'signedIn', 'session.out': 'signedOut' },
    },
    /** Sign in or up first: the link's token stays the auth machine's intent, so the page comes back here. */
    signedOut: {
      on: { 'session.in': 'signedIn' },
    },
    signedIn: {
      initial: 'reading',
      on: {
        'session.out': 'signedOut',
        'language.change': { target: '.reading', actions: 'keepLanguage' },
      },
      states: {
        reading: {
          tags: ['busy'],
          invoke: {
            id: 'readInvitation',
            src: 'readInvitation',
            input: ({ context }) => ({ token: context.token ?? '', lang: context.lang }),
            onDone: [
              { guard: { type: 'isOpen', params: ({ event }) => event.output }, target: 'invited', actions: { type: 'keepView', params: ({ event }) => event.output } },
              { guard: { type: 'isFound', params: ({ event }) => event.output }, target: 'answered', actions: { type: 'keepView', params: ({ event }) => event.output } },
              { guard: { type: 'isAnotherEmail', params: ({ event }) => event.output }, target: 'anotherEmail' },
              { target: 'notFound' },
            ],
            onError: 'failed',
          },
        },
        /** The invitation could not be read (the network, the server): try again. */
        failed: {
          on: { retry: 'reading' },
        },
        /** No invitation has this token (a mistyped or forged link). */
        notFound: {},
        /** The invitation is for another e-mail than this account's: sign out and in with that one. */
        anotherEmail: {},
        /** Open: accept, or decline after a confirmation. */
        invited: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                accept: 'accepting',
                'decline.open': 'confirmingDecline',
              },
            },
            confirmingDecline: {
              on: {
                'decline.confirm': 'declining',
                'decline.keep': 'idle',
              },
            },
            accepting: {
              tags: ['busy'],
              entry: 'clearError',
              invoke: {
                id: 'acceptInvitation',
            src: 'acceptInvitation',
                input: ({ context }) => ({ token: context.token ?? '' }),
                onDone: [
                  { guard: { type: 'isAccepted', params: ({ event }) => event.output }, target: '#invitationPage.opening', actions: { type: 'keepApplication', params: ({ event }) => event.output } },
                  { target: '#invitationPage.signedIn.reading' },
                ],
                onError: { target: 'idle', actions: 'keepError' },
              },
            },
            declining: {
              tags: ['busy'],
              entry: 'clearError',
              invoke: {
                id: 'declineInvitation',
            src: 'declineInvitation',
                input: ({ context }) => ({ token: context.token ?? '' }),
                onDone: [
                  { guard: { type: 'isDeclined', params: ({ event }) => event.output }, target: '#invitationPage.signedIn.answered', actions: { type: 'keepView', params: ({ event }) => event.output } },
                  { target: '#invitationPage.signedIn.reading' },
                ],
                onError: { target: 'idle', actions: 'keepError' },
              },
            },
          },
        },
        /** No longer open: accepted (the way to the part), declined, recalled, cancelled, lapsed or closed with the application. */
        answered: {},
      },
    },
    /** Accepted: the page opens the person's part of the application. */
    opening: {
      entry: 'openPart',
      type: 'final',
    },
  },
});

export type InvitationPageSnapshot = SnapshotFrom<typeof invitationPageMachine>;
export type InvitationPageState = StateValueFrom<typeof invitationPageMachine>;
