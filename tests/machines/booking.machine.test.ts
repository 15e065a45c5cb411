import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { MarketType } from '../../api/contract/property-ref';
import { bookingMachine, type BookingInput, type BookOutcome, type WatchOutcome } from '../../machines/booking/booking.machine';
import { failure, scripted } from '../support/fake-actors';

/*
 * The property page's booking (spec sections 4 and 9): how the page opens, booking signed in or
 * after signing in, the server's refusals, unbooking, and "notify me" for a property someone holds.
 */

const heldByMe = { id: 7, expiresAt: '2026-01-17T09:00:00Z' };
const booked: BookOutcome = { outcome: 'booked', booking: heldByMe };
const base: BookingInput = { marketType: '0', apartmentId: 101, availability: 'forSale', signedIn: true, myBooking: null, pendingAfterSignIn: false };
type PropertyRef = { marketType: MarketType; apartmentId: number };

function start(input: Partial<BookingInput>, script: { book?: (BookOutcome | Error)[]; unbook?: (undefined | Error)[]; watch?: (WatchOutcome | Error)[] } = {}) {
  // The named actions the app provides, recorded in order (the failures with their error).
  const done: string[] = [];
  const failures: unknown[] = [];
  const record = (name: string) => () => void done.push(name);
  const actors = {
    bookProperty: scripted<BookOutcome, PropertyRef & { afterSignIn: boolean }>('bookProperty', script.book ?? []),
    unbook: scripted<void, { bookingId: number }>('unbook', script.unbook ?? []),
    watchProperty: scripted<WatchOutcome, PropertyRef>('watchProperty', script.watch ?? []),
  };
  const names = ['requestSignInToBook', 'completeIntent', 'openSignIn', 'refreshBookings', 'openBookingsSection'] as const;
  const machine = bookingMachine.provide({
    actors,
    actions: { ...Object.fromEntries(names.map((name) => [name, record(name)])), notifyFailure: (_, params) => void failures.push(params.error) },
  });
  const actor = createActor(machine, { input: { ...base, ...input } }).start();
  return { actor, actors, done, failures };
}
type Actor = ReturnType<typeof start>['actor'];
const settle = (actor: Actor) => waitFor(actor, (s) => !s.hasTag('busy'), { timeout: 1_000 });
const state = (actor: Actor) => actor.getSnapshot().value;
const can = (actor: Actor, type: string) => actor.getSnapshot().can({ type } as never);

describe('the booking machine', () => {
  it.each([
    ['an own booking, whatever the availability says', { availability: 'booked', myBooking: heldByMe }, 'booked', ['completeIntent']],
    ['a property booked by someone else', { availability: 'booked' }, 'bookedByOther', ['completeIntent']],
    ['a property waiting for a partner’s approval', { availability: 'waitingApproval' }, 'bookedByOther', ['completeIntent']],
    ['a property for sale', {}, 'available', []],
    ['a property no longer offered, spending a signed-out choice', { availability: 'notAvailable', signedIn: false, pendingAfterSignIn: true }, 'unavailable', ['completeIntent']],
  ] as const)('opens on %s in the right state', (_, input, expected, done) => {
    const page = start(input);
    expect(state(page.actor)).toBe(expected);
    expect(page.done).toEqual(done);
  });

  it('a signed-in visitor books at once: asked with the property, it keeps the booking and refreshes the counts', async () => {
    const { actor, actors, done } = start({ marketType: '1', apartmentId: 202 }, { book: [booked] });
    actor.send({ type: 'book.request' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle(actor);
    expect(state(actor)).toBe('booked');
    expect(actor.getSnapshot().context.booking).toEqual(heldByMe);
    expect(actors.bookProperty.calls).toEqual([{ marketType: '1', apartmentId: 202, afterSignIn: false }]);
    expect(done).toEqual(['completeIntent', 'refreshBookings']);
  });

  it('a home just booked reads as held once the visitor signs out: no Book button for what they booked', async () => {
    const { actor } = start({}, { book: [booked] });
    actor.send({ type: 'book.request' });
    await settle(actor);
    expect(actor.getSnapshot().context.availability).toBe('booked');
    actor.send({ type: 'session.signedOut' });
    expect(state(actor)).toBe('bookedByOther');
    expect(actor.getSnapshot().context.booking).toBeNull();
  });

  it('signed out, booking asks to sign in and keeps the choice; signing in books it as a choice made before', async () => {
    const { actor, actors, done } = start({ signedIn: false }, { book: [booked] });
    actor.send({ type: 'book.request' });
    expect(state(actor)).toBe('awaitingSignIn');
    expect(done).toEqual(['requestSignInToBook']);
    expect(actor.getSnapshot().context.pendingAfterSignIn).toBe(true);
    expect(actors.bookProperty.calls).toHaveLength(0);
    // While the sign-in dialog is open nothing else is taken.
    expect(can(actor, 'book.request')).toBe(false);
    expect(can(actor, 'session.signedOut')).toBe(false);
    actor.send({ type: 'session.signedIn' });
    await settle(actor);
    expect(state(actor)).toBe('booked');
    expect(actors.bookProperty.calls).toEqual([{ marketType: '0', apartmentId: 101, afterSignIn: true }]);
    expect(actor.getSnapshot().context).toMatchObject({ signedIn: true, pendingAfterSignIn: false });
  });

  it('a dismissed sign-in keeps the choice, and a later sign-in from the header books it', async () => {
    const { actor, actors } = start({ signedIn: false }, { book: [booked] });
    actor.send({ type: 'book.request' });
    actor.send({ type: 'signIn.dismissed' });
    expect(state(actor)).toBe('available');
    expect(actor.getSnapshot().context.pendingAfterSignIn).toBe(true);
    actor.send({ type: 'session.signedIn' });
    await settle(actor);
    expect(actors.bookProperty.calls).toEqual([{ marketType: '0', apartmentId: 101, afterSignIn: true }]);
  });

  it('a choice carried from sign-up is booked on opening when signed in, and waits when still signed out', async () => {
    const signedIn = start({ pendingAfterSignIn: true }, { book: [booked] });
    await settle(signedIn.actor);
    expect(state(signedIn.actor)).toBe('booked');
    expect(signedIn.actors.bookProperty.calls).toEqual([{ marketType: '0', apartmentId: 101, afterSignIn: true }]);

    const signedOut = start({ signedIn: false, pendingAfterSignIn: true });
    expect(state(signedOut.actor)).toBe('available');
    expect(signedOut.actors.bookProperty.calls).toHaveLength(0);
  });

  it('signing in without a choice only notes it, and an available page ignores a repeated sign-in or a sign-out when signed out', () => {
    const { actor, actors } = start({ signedIn: false });
    expect(can(actor, 'session.signedOut')).toBe(false);
    actor.send({ type: 'session.signedIn' });
    expect(state(actor)).toBe('available');
    expect(actor.getSnapshot().context.signedIn).toBe(true);
    expect(can(actor, 'session.signedIn')).toBe(false);
    expect(can(actor, 'unbook.request')).toBe(false);
    expect(can(actor, 'watch.request')).toBe(false);
    expect(actors.bookProperty.calls).toHaveLength(0);
  });

  it('at the limit of two bookings it shows the limit; closing or going to the bookings comes back bookable', async () => {
    const { actor, done } = start({}, { book: [{ outcome: 'limitReached' }, { outcome: 'limitReached' }] });
    actor.send({ type: 'book.request' });
    await settle(actor);
    expect(state(actor)).toBe('limitReached');
    expect(actor.getSnapshot().context.booking).toBeNull();
    // The modal covers the header: no sign-out, no second booking from under it.
    expect(can(actor, 'session.signedOut')).toBe(false);
    expect(can(actor, 'book.request')).toBe(false);
    actor.send({ type: 'modal.close' });
    expect(state(actor)).toBe('available');
    actor.send({ type: 'book.request' });
    await settle(actor);
    actor.send({ type: 'bookings.open' });
    expect(state(actor)).toBe('available');
    expect(done.filter((name) => name === 'openBookingsSection')).toHaveLength(1);
  });

  it('a property just taken shows the no-apartments modal, and closing it offers "notify me"', async () => {
    const { actor } = start({}, { book: [{ outcome: 'taken' }] });
    actor.send({ type: 'book.request' });
    await settle(actor);
    expect(state(actor)).toBe('noApartments');
    expect(actor.getSnapshot().context).toMatchObject({ lostBecause: 'taken', availability: 'booked', booking: null });
    expect(can(actor, 'bookings.open')).toBe(false);
    actor.send({ type: 'modal.close' });
    expect(state(actor)).toBe('bookedByOther');
  });

  it('a property no longer offered shows the same modal, and closing it leaves a page that takes nothing', async () => {
    const { actor } = start({}, { book: [{ outcome: 'unavailable' }] });
    actor.send({ type: 'book.request' });
    await settle(actor);
    expect(actor.getSnapshot().context).toMatchObject({ lostBecause: 'unavailable', availability: 'notAvailable' });
    actor.send({ type: 'modal.close' });
    expect(state(actor)).toBe('unavailable');
    for (const type of ['book.request', 'watch.request', 'session.signedOut', 'session.signedIn']) expect(can(actor, type)).toBe(false);
  });

  it('a failed booking is reported and the property stays bookable', async () => {
    const error = failure();
    const { actor, failures } = start({}, { book: [error, booked] });
    actor.send({ type: 'book.request' });
    await settle(actor);
    expect(state(actor)).toBe('available');
    expect(failures).toEqual([error]);
    actor.send({ type: 'book.request' });
    await settle(actor);
    expect(state(actor)).toBe('booked');
  });

  it('unbooking asks first; cancelling keeps the booking, confirming unbooks it by its id and offers it again', async () => {
    const { actor, actors, done } = start({ availability: 'booked', myBooking: heldByMe }, { unbook: [undefined] });
    expect(can(actor, 'book.request')).toBe(false);
    expect(can(actor, 'watch.request')).toBe(false);
    actor.send({ type: 'unbook.request' });
    expect(state(actor)).toBe('confirmingUnbook');
    expect(can(actor, 'session.signedOut')).toBe(false);
    actor.send({ type: 'unbook.cancel' });
    expect(state(actor)).toBe('booked');
    expect(actors.unbook.calls).toHaveLength(0);
    actor.send({ type: 'unbook.request' });
    actor.send({ type: 'unbook.confirm' });
    await settle(actor);
    expect(state(actor)).toBe('available');
    expect(actors.unbook.calls).toEqual([{ bookingId: 7 }]);
    expect(actor.getSnapshot().context).toMatchObject({ booking: null, availability: 'forSale' });
    expect(done).toEqual(['completeIntent', 'refreshBookings']);
  });

  it('a failed unbooking is reported and the booking is kept', async () => {
    const error = failure('timeout');
    const { actor, failures } = start({ availability: 'booked', myBooking: heldByMe }, { unbook: [error] });
    actor.send({ type: 'unbook.request' });
    actor.send({ type: 'unbook.confirm' });
    await settle(actor);
    expect(state(actor)).toBe('booked');
    expect(actor.getSnapshot().context.booking).toEqual(heldByMe);
    expect(failures).toEqual([error]);
  });

  it('signing out of an own booking reads it as someone else’s and forgets the session', () => {
    const { actor } = start({ availability: 'booked', myBooking: heldByMe });
    actor.send({ type: 'session.signedOut' });
    expect(state(actor)).toBe('bookedByOther');
    expect(actor.getSnapshot().context).toMatchObject({ signedIn: false, booking: null, pendingAfterSignIn: false });
  });

  it('"notify me" signed in watches the property; already watching counts as watching', async () => {
    for (const outcome of [{ outcome: 'watching' }, { outcome: 'alreadyWatching' }] as const) {
      const { actor, actors } = start({ marketType: '1', apartmentId: 202, availability: 'booked' }, { watch: [outcome] });
      actor.send({ type: 'watch.request' });
      await settle(actor);
      expect(state(actor)).toBe('watched');
      expect(actors.watchProperty.calls).toEqual([{ marketType: '1', apartmentId: 202 }]);
      // Watched, only signing out is taken, and it brings a visitor back to "notify me".
      expect(can(actor, 'watch.request')).toBe(false);
      actor.send({ type: 'session.signedOut' });
      expect(state(actor)).toBe('bookedByOther');
    }
  });

  it('"notify me" on a property freed meanwhile offers it for booking; a failure is reported and stays', async () => {
    const freed = start({ availability: 'booked' }, { watch: [{ outcome: 'free' }] });
    freed.actor.send({ type: 'watch.request' });
    await settle(freed.actor);
    expect(state(freed.actor)).toBe('available');
    expect(freed.actor.getSnapshot().context.availability).toBe('forSale');

    const error = failure();
    const failed = start({ availability: 'booked' }, { watch: [error] });
    failed.actor.send({ type: 'watch.request' });
    await settle(failed.actor);
    expect(state(failed.actor)).toBe('bookedByOther');
    expect(failed.failures).toEqual([error]);
  });

  it('"notify me" signed out opens the sign-in and watches nothing until signed in', async () => {
    const { actor, actors, done } = start({ availability: 'booked', signedIn: false }, { watch: [{ outcome: 'watching' }] });
    expect(can(actor, 'book.request')).toBe(false);
    actor.send({ type: 'watch.request' });
    expect(state(actor)).toBe('bookedByOther');
    expect(done).toEqual(['completeIntent', 'openSignIn']);
    expect(actors.watchProperty.calls).toHaveLength(0);
    actor.send({ type: 'session.signedIn' });
    expect(actor.getSnapshot().context.signedIn).toBe(true);
    expect(can(actor, 'session.signedIn')).toBe(false);
    actor.send({ type: 'watch.request' });
    await settle(actor);
    expect(state(actor)).toBe('watched');
  });
});
