import { assign, setup, type SnapshotFrom } from 'xstate';
import type { DocumentCorrection, LendingProcessAction, LendingProcessPanel, LendingProcessView, PackageData, ProcessSpouseData } from '../../api/contract/lending-process';
import { actorContract } from '../actor-contract';

/** An action of the page that can be refused or fail: the chart's event names (the personal page's list cancels, not this page), and asking for the signing code. */
export type ProcessPageAction = Exclude<LendingProcessAction, 'application.cancel'> | 'signingCode.send';

export interface LendingProcessContext {
  /** The process as the server last answered it for this person (fed by the page's query, which the live stream refreshes). */
  view: LendingProcessView | null;
  /** Why the last action was refused or failed, shown at that action until it is tried again. */
  refusal: { action: ProcessPageAction; error: unknown } | null;
  /** The identification try just opened: the page sends its widget there. */
  session: { guid: string; widgetUrl: string } | null;
  /** The signing code was sent: until when it holds. */
  codeExpiresAt: string | null;
  /** How many actions went through in this visit, and the last one: the page closes a form when its action went through. */
  done: { action: ProcessPageAction; count: number } | null;
}

export type LendingProcessEvent =
  /** The page's query answered (first, or again after a change the live stream told of). */
  | { type: 'view.loaded'; view: LendingProcessView }
  | { type: 'view.failed'; error: unknown }
  | { type: 'view.retry' }
  | { type: 'identification.start' }
  | { type: 'document.correct'; correction: DocumentCorrection }
  | { type: 'onboarding.book'; slotAt: string }
  | { type: 'spouseData.provide'; data: ProcessSpouseData }
  | { type: 'spouseData.decline' }
  | { type: 'packageData.present'; data: PackageData }
  | { type: 'signingCode.send' }
  /** The signing phone was confirmed on the card: the code can be asked for again. */
  | { type: 'phone.verified' }
  | { type: 'package.sign'; code: string }
  | { type: 'package.reject' }
  | { type: 'notary.book'; notaryId: string; slotAt: string }
  | { type: 'branchVisit.book'; branchCode: string; slotAt: string; repaymentDay: number };

/** What asking for the signing code answered: sent (until when it holds), or no confirmed phone to send it to (the card confirms one first). Other refusals reject. */
export type SigningCodeOutcome = { outcome: 'sent'; expiresAt: string } | { outcome: 'phoneNeeded' };

const eventOf = <T extends LendingProcessEvent['type']>(event: LendingProcessEvent, _type: T) => event as Extract<LendingProcessEvent, { type: T }>;

/** Keeps an action's refusal (or failure) at the action. */
const refused = (action: ProcessPageAction) => ({ type: 'keepRefusal', params: { action } }) as const;
/** Counts an action that went through (and clears a refusal shown). */
const went = (action: ProcessPageAction) => ({ type: 'countDone', params: { action } }) as const;

/**
 * The process page after the offer (issue 33; src/features/lending-process/lending-process.screen.tsx).
 * It follows the server: each answer of the page's query comes in as `view.loaded`, and the panel it
 * shows is the one the server names (`view.panel`), so the page never reads a status. In a panel, an
 * action is sent only when the chart takes it from this person now (`view.actions`); it runs as its
 * own typed actor (busy), comes back to the panel with its refusal kept at the action, and has the
 * page read the process again (`readViewAgain`): the chart may have moved on either way. A change
 * that moves the process to another panel (the other person, the bank, a sandbox) re-routes at once.
 */
export const lendingProcessMachine = setup({
  types: {
    context: {} as LendingProcessContext,
    events: {} as LendingProcessEvent,
  },
  actors: {
    startIdentification: actorContract<{ guid: string; widgetUrl: string }>('startIdentification'),
    correctDocument: actorContract<unknown, DocumentCorrection>('correctDocument'),
    bookVideoCall: actorContract<unknown, { slotAt: string }>('bookVideoCall'),
    provideSpouseData: actorContract<unknown, ProcessSpouseData>('provideSpouseData'),
    declineSpouseData: actorContract<unknown>('declineSpouseData'),
    presentPackageData: actorContract<unknown, PackageData>('presentPackageData'),
    sendSigningCode: actorContract<SigningCodeOutcome>('sendSigningCode'),
    signPackage: actorContract<unknown, { code: string }>('signPackage'),
    rejectPackage: actorContract<unknown>('rejectPackage'),
    bookNotary: actorContract<unknown, { notaryId: string; slotAt: string }>('bookNotary'),
    bookBranchVisit: actorContract<unknown, { branchCode: string; slotAt: string; repaymentDay: number }>('bookBranchVisit'),
  },
  guards: {
    /** The server's answer names this panel. */
    isPanel: ({ context }, params: { panel: LendingProcessPanel }) => context.view?.panel === params.panel,
    /** The answer that came in names another panel than the one shown. */
    panelChanged: ({ context, event }) => event.type === 'view.loaded' && event.view.panel !== context.view?.panel,
    /** The chart takes this action from the person now (the server's answer). */
    mayDo: ({ context }, params: { action: LendingProcessAction }) => context.view?.actions.some((entry) => entry.action === params.action && entry.allowed) === true,
    isCodeSent: (_, output: SigningCodeOutcome) => output.outcome === 'sent',
  },
  actions: {
    keepView: assign({ view: ({ context, event }) => (event.type === 'view.loaded' ? event.view : context.view) }),
    /** An action tried again: its earlier refusal goes until this try answers. */
    clearRefusal: assign({ refusal: null }),
    keepRefusal: assign({ refusal: ({ event }, params: { action: ProcessPageAction }) => ({ action: params.action, error: (event as { error?: unknown }).error }) }),
    countDone: assign({ refusal: null, done: ({ context }, params: { action: ProcessPageAction }) => ({ action: params.action, count: (context.done?.count ?? 0) + 1 }) }),
    /** Reads the process again (the page's query); the screen provides it. */
    readViewAgain: () => undefined,
  },
}).createMachine({
  id: 'lendingProcess',
  context: { view: null, refusal: null, session: null, codeExpiresAt: null, done: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      on: {
        'view.loaded': { target: 'following', actions: 'keepView' },
        'view.failed': 'loadFailed',
      },
    },
    loadFailed: {
      on: {
        'view.loaded': { target: 'following', actions: 'keepView' },
        'view.retry': { target: 'loading', actions: 'readViewAgain' },
      },
    },
    /**
     * The process shown: the panel the server's answer names. Each answer that names another panel
     * (the other person, the bank or a sandbox moved the process on) re-routes at once and drops what
     * the old panel showed; one that keeps the panel only refreshes the view, and an action running goes on.
     */
    following: {
      initial: 'routing',
      on: {
        'view.loaded': [{ guard: 'panelChanged', target: '.routing', actions: ['keepView', assign({ refusal: null, codeExpiresAt: null })] }, { actions: 'keepView' }],
      },
      states: {
      /** The panel the server's answer names. */
      routing: {
        always: [
          { guard: { type: 'isPanel', params: { panel: 'identification' } }, target: 'identification' },
          { guard: { type: 'isPanel', params: { panel: 'notIdentified' } }, target: 'notIdentified' },
          { guard: { type: 'isPanel', params: { panel: 'documentMismatch' } }, target: 'documentMismatch' },
          { guard: { type: 'isPanel', params: { panel: 'videoCall' } }, target: 'videoCall' },
          { guard: { type: 'isPanel', params: { panel: 'spouseData' } }, target: 'spouseData' },
          { guard: { type: 'isPanel', params: { panel: 'contractData' } }, target: 'contractData' },
          { guard: { type: 'isPanel', params: { panel: 'signing' } }, target: 'signing' },
          { guard: { type: 'isPanel', params: { panel: 'bankWork' } }, target: 'bankWork' },
          { guard: { type: 'isPanel', params: { panel: 'notary' } }, target: 'notary' },
          { guard: { type: 'isPanel', params: { panel: 'branchVisit' } }, target: 'branchVisit' },
          { guard: { type: 'isPanel', params: { panel: 'ended' } }, target: 'ended' },
          { target: 'application' },
        ],
      },
      /** Before the offer is accepted: the application's own page follows it. */
      application: {},
      /** The identification widget: opened from here; its answer comes through the server. */
      identification: {
        initial: 'idle',
        states: {
          idle: { on: { 'identification.start': { guard: { type: 'mayDo', params: { action: 'identification.start' } }, target: 'starting' } } },
          starting: {
            tags: ['busy'],
            entry: 'clearRefusal',
            invoke: {
              id: 'startIdentification',
              src: 'startIdentification',
              onDone: { target: 'idle', actions: [went('identification.start'), assign({ session: ({ event }) => event.output }), 'readViewAgain'] },
              // The provider could not open a session (or the chart refused): the button tries again.
              onError: { target: 'idle', actions: [refused('identification.start'), 'readViewAgain'] },
            },
          },
        },
      },
      /** Identification stopped for one person: a branch identifies them (nothing to do here). */
      notIdentified: {},
      /** The provider read a document other than the authority's: the person it concerns corrects it. */
      documentMismatch: {
        initial: 'idle',
        states: {
          idle: { on: { 'document.correct': { guard: { type: 'mayDo', params: { action: 'document.correct' } }, target: 'correcting' } } },
          correcting: {
            tags: ['busy'],
            entry: 'clearRefusal',
            invoke: {
              id: 'correctDocument',
              src: 'correctDocument',
              input: ({ event }) => eventOf(event, 'document.correct').correction,
              onDone: { target: 'idle', actions: [went('document.correct'), 'readViewAgain'] },
              onError: { target: 'idle', actions: [refused('document.correct'), 'readViewAgain'] },
            },
          },
        },
      },
      /** The video call: book a slot or move it (the call's own page runs the call). */
      videoCall: {
        initial: 'idle',
        states: {
          idle: { on: { 'onboarding.book': { guard: { type: 'mayDo', params: { action: 'onboarding.book' } }, target: 'booking' } } },
          booking: {
            tags: ['busy'],
            entry: 'clearRefusal',
            invoke: {
              id: 'bookVideoCall',
              src: 'bookVideoCall',
              input: ({ event }) => ({ slotAt: eventOf(event, 'onboarding.book').slotAt }),
              onDone: { target: 'idle', actions: [went('onboarding.book'), 'readViewAgain'] },
              // Most often the slot was just taken by someone else: the list is read again with the view.
              onError: { target: 'idle', actions: [refused('onboarding.book'), 'readViewAgain'] },
            },
          },
        },
      },
      /** Spouse data: married with the spouse's consent, not married, or the spouse does not consent. */
      spouseData: {
        initial: 'idle',
        states: {
          idle: {
            on: {
              'spouseData.provide': { guard: { type: 'mayDo', params: { action: 'spouseData.provide' } }, target: 'providing' },
              'spouseData.decline': { guard: { type: 'mayDo', params: { action: 'spouseData.decline' } }, target: 'declining' },
            },
          },
          providing: {
            tags: ['busy'],
            entry: 'clearRefusal',
            invoke: {
              id: 'provideSpouseData',
              src: 'provideSpouseData',
              input: ({ event }) => eventOf(event, 'spouseData.provide').data,
              onDone: { target: 'idle', actions: [went('spouseData.provide'), 'readViewAgain'] },
              onError: { target: 'idle', actions: [refused('spouseData.provide'), 'readViewAgain'] },
            },
          },
          declining: {
            tags: ['busy'],
            entry: 'clearRefusal',
            invoke: {
              id: 'declineSpouseData',
              src: 'declineSpouseData',
              onDone: { target: 'idle', actions: [went('spouseData.decline'), 'readViewAgain'] },
              onError: { target: 'idle', actions: [refused('spouseData.decline'), 'readViewAgain'] },
            },
          },
        },
      },
      /** The contract's data: the repayment day (the main applicant), the debit account, the explanations read. */
      contractData: {
        initial: 'idle',
        states: {
          idle: { on: { 'packageData.present': { guard: { type: 'mayDo', params: { action: 'packageData.present' } }, target: 'presenting' } } },
          presenting: {
            tags: ['busy'],
            entry: 'clearRefusal',
            invoke: {
              id: 'presentPackageData',
              src: 'presentPackageData',
              input: ({ event }) => eventOf(event, 'packageData.present').data,
              onDone: { target: 'idle', actions: [went('packageData.present'), 'readViewAgain'] },
              onError: { target: 'idle', actions: [refused('packageData.present'), 'readViewAgain'] },
            },
          },
        },
      },
      /** The package: read it, ask for the one-time code, sign with it; or cancel it. */
      signing: {
        initial: 'idle',
        on: { 'package.reject': { guard: { type: 'mayDo', params: { action: 'package.reject' } }, target: '.rejecting' } },
        states: {
          idle: { on: { 'signingCode.send': { guard: { type: 'mayDo', params: { action: 'package.sign' } }, target: 'sendingCode' } } },
          sendingCode: {
            tags: ['busy'],
            entry: 'clearRefusal',
            invoke: {
              id: 'sendSigningCode',
              src: 'sendSigningCode',
              onDone: [
                {
                  guard: { type: 'isCodeSent', params: ({ event }) => event.output },
                  target: 'codeSent',
                  actions: [went('signingCode.send'), assign({ codeExpiresAt: ({ event }) => (event.output.outcome === 'sent' ? event.output.expiresAt : null) })],
                },
                // Confirmed nowhere after all (another tab changed it): the card confirms the phone first.
                { target: 'phoneNeeded', actions: assign({ refusal: null }) },
              ],
              onError: { target: 'idle', actions: refused('signingCode.send') },
            },
          },
          /** The phone the code goes to is not confirmed: the card confirms it first. */
          phoneNeeded: { on: { 'phone.verified': 'idle' } },
          codeSent: {
            on: {
              'package.sign': { guard: { type: 'mayDo', params: { action: 'package.sign' } }, target: 'signing' },
              'signingCode.send': { guard: { type: 'mayDo', params: { action: 'package.sign' } }, target: 'sendingCode' },
            },
          },
          signing: {
            tags: ['busy'],
            entry: 'clearRefusal',
            invoke: {
              id: 'signPackage',
              src: 'signPackage',
              input: ({ event }) => ({ code: eventOf(event, 'package.sign').code }),
              onDone: { target: 'idle', actions: [went('package.sign'), assign({ codeExpiresAt: null }), 'readViewAgain'] },
              // A wrong or expired code: the person types it again or asks for another.
              onError: { target: 'codeSent', actions: [refused('package.sign'), 'readViewAgain'] },
            },
          },
          rejecting: {
            tags: ['busy'],
            entry: 'clearRefusal',
            invoke: {
              id: 'rejectPackage',
              src: 'rejectPackage',
              onDone: { target: 'idle', actions: [went('package.reject'), 'readViewAgain'] },
              onError: { target: 'idle', actions: [refused('package.reject'), 'readViewAgain'] },
            },
          },
        },
      },
      /** The bank's side (or a contract system, a registry, an insurer) works; the page says what and who. */
      bankWork: {},
      /** The notary: the main applicant books a notary's hour (or moves it); the co-applicant sees it. */
      notary: {
        initial: 'idle',
        states: {
          idle: { on: { 'notary.book': { guard: { type: 'mayDo', params: { action: 'notary.book' } }, target: 'booking' } } },
          booking: {
            tags: ['busy'],
            entry: 'clearRefusal',
            invoke: {
              id: 'bookNotary',
              src: 'bookNotary',
              input: ({ event }) => ({ notaryId: eventOf(event, 'notary.book').notaryId, slotAt: eventOf(event, 'notary.book').slotAt }),
              onDone: { target: 'idle', actions: [went('notary.book'), 'readViewAgain'] },
              onError: { target: 'idle', actions: [refused('notary.book'), 'readViewAgain'] },
            },
          },
        },
      },
      /** A resale home: the main applicant books the branch visit with the repayment day; the loan is signed there. */
      branchVisit: {
        initial: 'idle',
        states: {
          idle: { on: { 'branchVisit.book': { guard: { type: 'mayDo', params: { action: 'branchVisit.book' } }, target: 'booking' } } },
          booking: {
            tags: ['busy'],
            entry: 'clearRefusal',
            invoke: {
              id: 'bookBranchVisit',
              src: 'bookBranchVisit',
              input: ({ event }) => {
                const { branchCode, slotAt, repaymentDay } = eventOf(event, 'branchVisit.book');
                return { branchCode, slotAt, repaymentDay };
              },
              onDone: { target: 'idle', actions: [went('branchVisit.book'), 'readViewAgain'] },
              onError: { target: 'idle', actions: [refused('branchVisit.book'), 'readViewAgain'] },
            },
          },
        },
      },
      /** Paid out, or stopped for good: what happened and what the person can do now. */
      ended: {},
      },
    },
  },
});

export type LendingProcessSnapshot = SnapshotFrom<typeof lendingProcessMachine>;
export type LendingProcessPageState = LendingProcessSnapshot['value'];
type Following = Extract<LendingProcessPageState, { following: unknown }>['following'];
type KeysOf<T> = T extends unknown ? keyof T : never;
/** The panel states the screen draws (a typed record in stage-panels.view.tsx maps each to its view). */
export type LendingProcessPanelState = Exclude<Extract<Following, string> | KeysOf<Exclude<Following, string>>, 'routing'>;
