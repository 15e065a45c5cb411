import { afterAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { VideoCallView } from '../../api/contract/video-call';
import { videoCallMachine, type JoinOutcome, type MediaOutcome } from '../../machines/video-call/video-call.machine';
import { failure, scripted } from '../support/fake-actors';
import { MachineCoverage } from '../support/machine-coverage';

const coverage = new MachineCoverage();
const time = (iso: string) => Date.parse(iso);
// A call at 14:00 Yerevan: the room opens at 13:55, closes at 14:30.
const slot = { slotAt: '2026-03-04T10:00:00.000Z', opensAt: '2026-03-04T09:55:00.000Z', endsAt: '2026-03-04T10:30:00.000Z' };
const beforeRoom = time('2026-03-04T09:00:00Z');
const roomOpen = time('2026-03-04T09:56:00Z');
const afterEnd = time('2026-03-04T10:31:00Z');
const view = (status: 'booked' | 'completed' | 'missed' | 'failed' | null, mayBook = status === 'booked' || status === 'missed' || status === null): VideoCallView => ({
  party: 'coApplicant',
  call: status === null ? null : { ...slot, status },
  mayBook,
  documentType: 'idCard',
});
const room = { room: 'onboarding-room-1/7', simulated: true, startsAt: slot.slotAt };
/** An outcome the test lets come when it resolves `answer`. */
const held = (answer: Promise<VideoCallView>) => Object.assign(fromPromise<VideoCallView>(() => answer), { calls: [] as unknown[] });

/** A granted camera whose stop is recorded in `stopped`. */
const granted = (id: number, stopped: number[]): MediaOutcome => ({ outcome: 'granted', media: { stream: `stream-${id}`, stop: () => void stopped.push(id) } });

function start(script: {
  load?: (VideoCallView | Error)[];
  media?: (MediaOutcome | Error)[];
  join?: (JoinOutcome | Error)[];
  outcome?: (VideoCallView | Error)[] | Promise<VideoCallView>;
  book?: (unknown | Error)[];
  now?: number;
}) {
  const actors = {
    loadCall: scripted<VideoCallView>('loadCall', script.load ?? []),
    requestMedia: scripted<MediaOutcome>('requestMedia', script.media ?? []),
    joinCall: scripted<JoinOutcome>('joinCall', script.join ?? []),
    awaitOutcome: Array.isArray(script.outcome) || script.outcome === undefined ? scripted<VideoCallView>('awaitOutcome', script.outcome ?? []) : held(script.outcome),
    bookCall: scripted<unknown, { slotAt: string }>('bookCall', script.book ?? []),
  };
  const actor = createActor(videoCallMachine.provide({ actors }), { inspect: coverage.inspect, input: { now: script.now ?? beforeRoom } }).start();
  return { actor, actors };
}

type Actor = ReturnType<typeof start>['actor'];
/** Waits for a state (a promise actor's answer comes on the next turn). */
const reach = (actor: Actor, value: string | Record<string, string>) => waitFor(actor, (s) => s.matches(value as never), { timeout: 1_000 });

afterAll(() => {
  console.log(coverage.report(videoCallMachine));
  expect(coverage.missing(videoCallMachine)).toEqual({ states: [], transitions: [] });
});

describe('video call page machine', () => {
  it('counts down to the room, asks for the camera, enters the room through the server, and shows the outcome the server reports', async () => {
    const stopped: number[] = [];
    let answer: (value: VideoCallView) => void = () => undefined;
    const outcome = new Promise<VideoCallView>((resolve) => (answer = resolve));
    const { actor, actors } = start({ load: [view('booked')], media: [granted(1, stopped)], join: [{ outcome: 'joined', room }], outcome });
    await reach(actor, 'countdown');
    // Ticks before the room opens keep the countdown (and its time).
    actor.send({ type: 'clock.tick', now: time('2026-03-04T09:54:59Z') });
    expect(actor.getSnapshot().value).toBe('countdown');
    expect(actor.getSnapshot().context.now).toBe(time('2026-03-04T09:54:59Z'));
    actor.send({ type: 'clock.tick', now: roomOpen });
    await reach(actor, { room: 'inCall' });
    expect(actor.getSnapshot().context.media).not.toBeNull();
    expect(actor.getSnapshot().context.room).toEqual(room);
    // The room's clock runs on (the employee joins at the slot).
    actor.send({ type: 'clock.tick', now: time('2026-03-04T10:00:05Z') });
    expect(actor.getSnapshot().context.now).toBe(time('2026-03-04T10:00:05Z'));
    expect(stopped).toEqual([]);
    answer(view('completed'));
    await reach(actor, 'completed');
    // Leaving the room stops the camera and forgets the room.
    expect(stopped).toEqual([1]);
    expect(actor.getSnapshot().context.media).toBeNull();
    expect(actors.joinCall.calls).toHaveLength(1);
  });

  it('a refused permission says so and asks again on retry; no camera, or a camera that fails, too', async () => {
    const stopped: number[] = [];
    const { actor, actors } = start({
      now: roomOpen,
      load: [view('booked')],
      media: [{ outcome: 'denied' }, { outcome: 'noDevice' }, failure('camera busy'), granted(2, stopped)],
      join: [{ outcome: 'joined', room }],
      outcome: [view('failed', false)],
    });
    await reach(actor, { room: 'permissionDenied' });
    expect(actors.joinCall.calls).toHaveLength(0);
    actor.send({ type: 'media.retry' });
    await reach(actor, { room: 'noDevice' });
    actor.send({ type: 'media.retry' });
    await reach(actor, { room: 'mediaFailed' });
    actor.send({ type: 'media.retry' });
    await reach(actor, 'failed');
    expect(actors.requestMedia.calls).toHaveLength(4);
  });

  it('a provider that cannot open the room: enter again; a room closed meanwhile reads the call again', async () => {
    const stopped: number[] = [];
    const { actor, actors } = start({
      now: roomOpen,
      load: [view('booked'), view('booked')],
      media: [granted(1, stopped)],
      join: [{ outcome: 'unavailable' }, failure(), { outcome: 'closed' }],
    });
    await reach(actor, { room: 'joinFailed' });
    actor.send({ type: 'join.retry' });
    await reach(actor, { room: 'joinFailed' });
    actor.send({ type: 'join.retry' });
    // Closed: the call is read again; at the same time it routes to the room once more (the script then has no camera left).
    await waitFor(actor, () => actors.loadCall.calls.length === 2);
    await reach(actor, { room: 'mediaFailed' });
    expect(stopped).toEqual([1]);
  });

  it('a missed call offers booking again: a refused booking stays with its reason, a booked one reads the call again and counts down', async () => {
    const refused = failure('slot taken');
    const { actor, actors } = start({ load: [view('missed'), view('booked')], book: [refused, { slotAt: slot.slotAt }] });
    await reach(actor, 'missed');
    actor.send({ type: 'call.book', slotAt: '2026-03-05T07:00:00.000Z' });
    await reach(actor, 'missed');
    expect(actor.getSnapshot().context.bookError).toBe(refused);
    actor.send({ type: 'call.book', slotAt: '2026-03-05T07:30:00.000Z' });
    await reach(actor, 'countdown');
    expect(actor.getSnapshot().context.bookError).toBeUndefined();
    expect(actors.bookCall.calls).toEqual([{ slotAt: '2026-03-05T07:00:00.000Z' }, { slotAt: '2026-03-05T07:30:00.000Z' }]);
  });

  it('the call ends missed in the room: the camera stops and booking is offered', async () => {
    const stopped: number[] = [];
    const { actor } = start({ now: roomOpen, load: [view('booked')], media: [granted(3, stopped)], join: [{ outcome: 'joined', room }], outcome: [view('missed')] });
    await reach(actor, 'missed');
    expect(stopped).toEqual([3]);
    expect(actor.getSnapshot().can({ type: 'call.book', slotAt: slot.slotAt })).toBe(true);
  });

  it('no call booked: booking when the chart allows it (a failed booking stays), and nothing to book otherwise', async () => {
    const { actor } = start({ load: [view(null)], book: [failure()] });
    await reach(actor, 'notBooked');
    actor.send({ type: 'call.book', slotAt: slot.slotAt });
    await reach(actor, 'notBooked');
    expect(actor.getSnapshot().context.bookError).toBeInstanceOf(Error);
    const closed = start({ load: [view(null, false)] });
    await reach(closed.actor, 'notBooked');
    expect(closed.actor.getSnapshot().can({ type: 'call.book', slotAt: slot.slotAt })).toBe(false);
  });

  it('after the slot without the room: waits for the provider answer; a failed read offers a retry', async () => {
    const { actor } = start({ now: afterEnd, load: [view('booked'), failure(), view('completed', false)], outcome: [failure()] });
    await reach(actor, 'awaitingOutcome');
    await reach(actor, 'loadFailed');
    actor.send({ type: 'call.retry' });
    await reach(actor, 'loadFailed');
    actor.send({ type: 'call.retry' });
    await reach(actor, 'completed');
  });

  it('a failed outcome read in the room closes it and offers a retry; a countdown tick past the slot goes to the wait', async () => {
    const stopped: number[] = [];
    const { actor } = start({ now: roomOpen, load: [view('booked')], media: [granted(4, stopped)], join: [{ outcome: 'joined', room }], outcome: [failure()] });
    await reach(actor, 'loadFailed');
    expect(stopped).toEqual([4]);
    const late = start({ load: [view('booked')], outcome: [view('failed', false)] });
    await reach(late.actor, 'countdown');
    late.actor.send({ type: 'clock.tick', now: afterEnd });
    await reach(late.actor, 'failed');
  });
});
