import type { VideoCallView } from '../../api/contract/video-call';
import { defineEntry } from '../machine-entry';
import { videoCallMachine, type VideoCallContext } from './video-call.machine';

const time = (iso: string) => Date.parse(iso);
/** A call booked at 14:00 Yerevan on Wednesday 4 March 2026: its room opens at 13:55 and closes at 14:30. */
const slot = { slotAt: '2026-03-04T10:00:00.000Z', opensAt: '2026-03-04T09:55:00.000Z', endsAt: '2026-03-04T10:30:00.000Z' };
const viewOf = (status: 'booked' | 'completed' | 'missed' | 'failed' | null, mayBook: boolean): VideoCallView => ({
  party: 'applicant',
  call: status === null ? null : { ...slot, status },
  mayBook,
  documentType: 'passport',
});

/** Where the page's clock stands against the call's room: before it opens, while it is open, after it closed. */
const phaseOf = (context: VideoCallContext) => {
  const call = context.view?.call;
  if (!call) return null;
  if (context.now < Date.parse(call.opensAt)) return 'before';
  return context.now < Date.parse(call.endsAt) ? 'open' : 'over';
};

export const videoCallEntry = defineEntry({
  id: 'videoCall',
  file: 'machines/video-call/video-call.machine.ts',
  machine: videoCallMachine,
  inputs: [{ now: time('2026-03-04T09:00:00Z') }],
  events: [
    { type: 'clock.tick', now: time('2026-03-04T09:54:59Z') },
    { type: 'clock.tick', now: time('2026-03-04T09:56:00Z') },
    { type: 'clock.tick', now: time('2026-03-04T10:31:00Z') },
    { type: 'call.retry' },
    { type: 'media.retry' },
    { type: 'join.retry' },
    { type: 'call.book', slotAt: '2026-03-05T07:00:00.000Z' },
  ],
  actors: {
    // The page's clock: it only sends the ticks listed above.
    clock: { outputs: [], canFail: false },
    loadCall: {
      outputs: [viewOf('booked', true), viewOf('completed', false), viewOf('missed', true), viewOf('failed', false), viewOf(null, true), viewOf(null, false)],
      canFail: true,
    },
    requestMedia: { outputs: [{ outcome: 'granted', media: { stream: null, stop: () => undefined } }, { outcome: 'denied' }, { outcome: 'noDevice' }], canFail: true },
    joinCall: {
      outputs: [{ outcome: 'joined', room: { room: 'onboarding-room-1/7', simulated: true, startsAt: slot.slotAt } }, { outcome: 'unavailable' }, { outcome: 'closed' }],
      canFail: true,
    },
    awaitOutcome: { outputs: [viewOf('completed', false), viewOf('missed', true), viewOf('failed', false)], canFail: true },
    bookCall: { outputs: [{ slotAt: '2026-03-05T07:00:00.000Z' }], canFail: true },
  },
  significant: (context) => ({
    status: context.view?.call?.status ?? null,
    mayBook: context.view?.mayBook ?? null,
    phase: phaseOf(context),
    media: context.media !== null,
    room: context.room !== null,
    bookError: context.bookError !== undefined,
  }),
  views: {
    'videoCall.loading': 'VideoCallScreen (loading)',
    'videoCall.loadFailed': 'LoadFailed',
    'videoCall.countdown': 'Countdown',
    'videoCall.room.askingPermission': 'CallRoom (asking for the camera)',
    'videoCall.room.permissionDenied': 'CallRoom (permission refused)',
    'videoCall.room.noDevice': 'CallRoom (no camera)',
    'videoCall.room.mediaFailed': 'CallRoom (camera failed)',
    'videoCall.room.joining': 'CallRoom (entering)',
    'videoCall.room.joinFailed': 'CallRoom (provider unavailable)',
    'videoCall.room.inCall': 'CallRoom (in the call)',
    'videoCall.awaitingOutcome': 'AwaitingOutcome',
    'videoCall.completed': 'Outcome (completed)',
    'videoCall.failed': 'Outcome (failed)',
    'videoCall.missed': 'Missed (book again)',
    'videoCall.notBooked': 'NotBooked',
    'videoCall.booking': 'Missed / NotBooked (booking)',
  },
});
