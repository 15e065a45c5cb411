import { describe, expect, it } from 'vitest';
import { createActor, initialTransition, transition } from 'xstate';
import { coApplicantInvitationStatuses, type CoApplicantInvitationStatus } from '../../api/contract/loan-application';
import { coApplicantInvitationMachine, invitationStatusOf, type CoApplicantInvitationEvent } from '../../machines/co-applicant/co-applicant.machine';

/*
 * The server-side invitation chart (issue 16): a row's status is the chart's state, moved by the pure
 * `transition()`. The server refuses an event the chart does not take (409 INVITATION_NOT_ACTIVE), so
 * what each status refuses matters as much as what it allows.
 */

type EventType = CoApplicantInvitationEvent['type'];
const events: EventType[] = ['invitation.accept', 'invitation.decline', 'invitation.recall', 'invitation.cancel', 'invitation.lapse', 'application.end'];
const endings: CoApplicantInvitationStatus[] = ['declined', 'recalled', 'cancelled', 'lapsed', 'closed'];

const at = (status: CoApplicantInvitationStatus) => coApplicantInvitationMachine.resolveState({ value: status, context: undefined });

/** What the chart does with one event in one status: the next status, or null when it refuses it. */
function next(status: CoApplicantInvitationStatus, type: EventType): CoApplicantInvitationStatus | null {
  const snapshot = at(status);
  if (!snapshot.can({ type })) return null;
  const [after] = transition(coApplicantInvitationMachine, snapshot, { type });
  return invitationStatusOf(after);
}

/** Every event in one status, as a table: what the server lets happen to a row in that status. */
const table = (status: CoApplicantInvitationStatus) => Object.fromEntries(events.map((type) => [type, next(status, type)]));

describe('the co-applicant invitation chart', () => {
  it('a new invitation starts as invited and is not over', () => {
    const [snapshot] = initialTransition(coApplicantInvitationMachine);
    expect(invitationStatusOf(snapshot)).toBe('invited');
    expect(snapshot.status).toBe('active');
  });

  it('its states are exactly the invitation statuses of the contract', () => {
    const states = Object.keys(coApplicantInvitationMachine.root.states).sort();
    expect(states).toEqual([...coApplicantInvitationStatuses].sort());
  });

  it('an invited person may accept or decline, the applicant may recall, and the deadline or the application may end it', () => {
    expect(table('invited')).toEqual({
      'invitation.accept': 'accepted',
      'invitation.decline': 'declined',
      'invitation.recall': 'recalled',
      // Only a co-applicant who joined can leave: an invitation not yet answered is declined instead.
      'invitation.cancel': null,
      'invitation.lapse': 'lapsed',
      'application.end': 'closed',
    });
  });

  it('an accepted invitation cannot be accepted again nor declined, but can be recalled, left, lapse or close', () => {
    expect(table('accepted')).toEqual({
      'invitation.accept': null,
      'invitation.decline': null,
      'invitation.recall': 'recalled',
      'invitation.cancel': 'cancelled',
      'invitation.lapse': 'lapsed',
      'application.end': 'closed',
    });
  });

  it.each(endings)('a %s invitation is over: it is final and takes no event at all', (status) => {
    const snapshot = at(status);
    expect(snapshot.status).toBe('done');
    expect(table(status)).toEqual(Object.fromEntries(events.map((type) => [type, null])));
  });

  it('only invited and accepted invitations are still open, which is what holds a person to an application', () => {
    const open = coApplicantInvitationStatuses.filter((status) => at(status).status === 'active');
    expect(open).toEqual(['invited', 'accepted']);
  });

  it('an event the chart refuses leaves the status as it was', () => {
    const [afterAccept] = transition(coApplicantInvitationMachine, at('accepted'), { type: 'invitation.accept' });
    expect(invitationStatusOf(afterAccept)).toBe('accepted');
    const [afterCancel] = transition(coApplicantInvitationMachine, at('invited'), { type: 'invitation.cancel' });
    expect(invitationStatusOf(afterCancel)).toBe('invited');
    const [afterRecall] = transition(coApplicantInvitationMachine, at('declined'), { type: 'invitation.recall' });
    expect(invitationStatusOf(afterRecall)).toBe('declined');
  });

  it('a running invitation is accepted, then left by its co-applicant, and then no longer takes a recall', () => {
    const actor = createActor(coApplicantInvitationMachine).start();
    actor.send({ type: 'invitation.accept' });
    expect(actor.getSnapshot().value).toBe('accepted');
    actor.send({ type: 'invitation.cancel' });
    expect(actor.getSnapshot().value).toBe('cancelled');
    expect(actor.getSnapshot().status).toBe('done');
    // Ended, the actor has stopped: the recall the applicant might still send is not taken.
    expect(actor.getSnapshot().can({ type: 'invitation.recall' })).toBe(false);
  });

  it('an application that ends before the answer closes the invitation, and it cannot be accepted afterwards', () => {
    const [closed] = transition(coApplicantInvitationMachine, at('invited'), { type: 'application.end' });
    expect(invitationStatusOf(closed)).toBe('closed');
    expect(closed.can({ type: 'invitation.accept' })).toBe(false);
  });
});
