import { and, assign, setup } from 'xstate';
import type { VideoCallRoom, VideoCallView } from '../../api/contract/video-call';
import { actorContract, callbackContract } from '../actor-contract';

/** The browser's camera and microphone while the room is open; the page shows `stream` and the machine stops it when the room closes. */
export interface LocalMedia {
  /** The MediaStream (opaque here: statecharts know no DOM). */
  readonly stream: unknown;
  stop(): void;
}

/** What asking for the camera and microphone answered: a stream, the person (or the browser) refused, or no camera or microphone. Other failures reject. */
export type MediaOutcome = { outcome: 'granted'; media: LocalMedia } | { outcome: 'denied' } | { outcome: 'noDevice' };

/** What entering the provider's room answered: the room, the provider could not open it (try again), or the room is not open (any more): read the call again. Other failures reject. */
export type JoinOutcome = { outcome: 'joined'; room: VideoCallRoom } | { outcome: 'unavailable' } | { outcome: 'closed' };

export interface VideoCallInput {
  /** The page's clock when it opened (ms since the epoch). */
  now: number;
}

export interface VideoCallContext {
  now: number;
  /** The person's call as the server last answered it. */
  view: VideoCallView | null;
  media: LocalMedia | null;
  room: VideoCallRoom | null;
  /** Why the last booking was refused or failed (shown at the slot picker). */
  bookError: unknown;
}

export type VideoCallEvent =
  /** The page's clock, every second. */
  | { type: 'clock.tick'; now: number }
  | { type: 'call.retry' }
  | { type: 'media.retry' }
  | { type: 'join.retry' }
  | { type: 'call.book'; slotAt: string };

const at = (iso: string | undefined) => (iso ? Date.parse(iso) : Number.NaN);
const statusOf = (context: VideoCallContext) => context.view?.call?.status ?? null;

/**
 * The page of the person's booked video call (issue 17; src/features/lending-process/video-call.screen.tsx).
 * Before the room opens (`videoCallEarlyMinutes` before the slot) a countdown; then the provider's room:
 * the browser's camera and microphone (refused: how to allow them, and again; none: say so), entering
 * the room through the server (the provider may be unavailable: again), and the wait for the outcome the
 * provider reports through the server: completed, failed, or missed, after which the person books again
 * (the lending chart takes `onboarding.book` after `onboarding.missed`). The outcome is never decided here.
 */
export const videoCallMachine = setup({
  types: {
    context: {} as VideoCallContext,
    input: {} as VideoCallInput,
    events: {} as VideoCallEvent,
  },
  actors: {
    /** The page's clock while a time is shown: sends `clock.tick` every second. */
    clock: callbackContract(),
    loadCall: actorContract<VideoCallView>('loadCall'),
    requestMedia: actorContract<MediaOutcome>('requestMedia'),
    joinCall: actorContract<JoinOutcome>('joinCall'),
    /** Follows the call on the server until the provider's answer changed it (no longer booked). */
    awaitOutcome: actorContract<VideoCallView>('awaitOutcome'),
    bookCall: actorContract<unknown, { slotAt: string }>('bookCall'),
  },
  guards: {
    isCompleted: ({ context }) => statusOf(context) === 'completed',
    isFailed: ({ context }) => statusOf(context) === 'failed',
    isMissed: ({ context }) => statusOf(context) === 'missed',
    isBooked: ({ context }) => statusOf(context) === 'booked',
    /** The booked call's room is not open yet. */
    isBeforeRoom: ({ context }) => context.now < at(context.view?.call?.opensAt),
    /** The booked call's room is open now. */
    isRoomOpen: ({ context }) => context.now >= at(context.view?.call?.opensAt) && context.now < at(context.view?.call?.endsAt),
    /** The tick opens the room (or the slot has passed meanwhile). */
    opensNow: ({ context, event }) => event.type === 'clock.tick' && event.now >= at(context.view?.call?.opensAt),
    mayBook: ({ context }) => context.view?.mayBook === true,
    isGranted: (_, output: MediaOutcome) => output.outcome === 'granted',
    isDenied: (_, output: MediaOutcome) => output.outcome === 'denied',
    isJoined: (_, output: JoinOutcome) => output.outcome === 'joined',
    isUnavailable: (_, output: JoinOutcome) => output.outcome === 'unavailable',
  },
  actions: {
    /** Stops the camera and microphone (the room closed). */
    releaseMedia: ({ context }) => context.media?.stop(),
    keepTime: assign({ now: ({ context, event }) => (event.type === 'clock.tick' ? event.now : context.now) }),
  },
}).createMachine({
  id: 'videoCall',
  context: ({ input }) => ({ now: input.now, view: null, media: null, room: null, bookError: undefined }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadCall',
        src: 'loadCall',
        onDone: { target: 'routing', actions: assign({ view: ({ event }) => event.output }) },
        onError: 'loadFailed',
      },
    },
    loadFailed: {
      on: { 'call.retry': 'loading' },
    },
    /** Where the call as the server answered it leads. */
    routing: {
      always: [
        { guard: 'isCompleted', target: 'completed' },
        { guard: 'isFailed', target: 'failed' },
        { guard: 'isMissed', target: 'missed' },
        { guard: and(['isBooked', 'isBeforeRoom']), target: 'countdown' },
        { guard: and(['isBooked', 'isRoomOpen']), target: 'room' },
        { guard: 'isBooked', target: 'awaitingOutcome' },
        { target: 'notBooked' },
      ],
    },
    /** Before the room opens: the countdown and what to have ready. */
    countdown: {
      invoke: { id: 'clock', src: 'clock' },
      on: {
        'clock.tick': [{ guard: 'opensNow', target: 'routing', actions: 'keepTime' }, { actions: 'keepTime' }],
      },
    },
    /** The provider's room: camera and microphone, entering it, the call. */
    room: {
      initial: 'askingPermission',
      exit: ['releaseMedia', assign({ media: null, room: null })],
      // The time shown in the room (the bank's employee joins at the slot).
      invoke: { id: 'clock', src: 'clock' },
      on: { 'clock.tick': { actions: 'keepTime' } },
      states: {
        askingPermission: {
          tags: ['busy'],
          invoke: {
            id: 'requestMedia',
            src: 'requestMedia',
            onDone: [
              { guard: { type: 'isGranted', params: ({ event }) => event.output }, target: 'joining', actions: assign({ media: ({ event }) => (event.output.outcome === 'granted' ? event.output.media : null) }) },
              { guard: { type: 'isDenied', params: ({ event }) => event.output }, target: 'permissionDenied' },
              { target: 'noDevice' },
            ],
            onError: 'mediaFailed',
          },
        },
        permissionDenied: { on: { 'media.retry': 'askingPermission' } },
        noDevice: { on: { 'media.retry': 'askingPermission' } },
        mediaFailed: { on: { 'media.retry': 'askingPermission' } },
        joining: {
          tags: ['busy'],
          invoke: {
            id: 'joinCall',
            src: 'joinCall',
            onDone: [
              { guard: { type: 'isJoined', params: ({ event }) => event.output }, target: 'inCall', actions: assign({ room: ({ event }) => (event.output.outcome === 'joined' ? event.output.room : null) }) },
              { guard: { type: 'isUnavailable', params: ({ event }) => event.output }, target: 'joinFailed' },
              { target: '#videoCall.loading' },
            ],
            onError: 'joinFailed',
          },
        },
        joinFailed: { on: { 'join.retry': 'joining' } },
        /** In the provider's room until the provider's answer reaches the server. */
        inCall: {
          invoke: {
            id: 'awaitOutcome',
            src: 'awaitOutcome',
            onDone: { target: '#videoCall.routing', actions: assign({ view: ({ event }) => event.output }) },
            onError: '#videoCall.loadFailed',
          },
        },
      },
    },
    /** The slot has passed without the room: the provider's answer is on its way. */
    awaitingOutcome: {
      invoke: {
        id: 'awaitOutcome',
        src: 'awaitOutcome',
        onDone: { target: 'routing', actions: assign({ view: ({ event }) => event.output }) },
        onError: 'loadFailed',
      },
    },
    completed: {},
    failed: {},
    /** The call did not take place: book another slot. */
    missed: {
      on: { 'call.book': { guard: 'mayBook', target: 'booking' } },
    },
    /** No call booked (or a move in progress elsewhere): book one when the chart lets the person. */
    notBooked: {
      on: { 'call.book': { guard: 'mayBook', target: 'booking' } },
    },
    booking: {
      tags: ['busy'],
      invoke: {
        id: 'bookCall',
        src: 'bookCall',
        input: ({ event }) => ({ slotAt: event.type === 'call.book' ? event.slotAt : '' }),
        onDone: { target: 'loading', actions: assign({ bookError: undefined }) },
        onError: [
          { guard: 'isMissed', target: 'missed', actions: assign({ bookError: ({ event }) => event.error }) },
          { target: 'notBooked', actions: assign({ bookError: ({ event }) => event.error }) },
        ],
      },
    },
  },
});
