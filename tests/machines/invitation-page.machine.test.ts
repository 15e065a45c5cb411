import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { CoApplicantInvitationView } from '../../api/contract/co-applicant';
import type { Language } from '../../api/contract/validation';
import {
  invitationPageMachine,
  type InvitationAcceptOutcome,
  type InvitationDeclineOutcome,
  type InvitationReadOutcome,
} from '../../machines/co-applicant/invitation-page.machine';
import { failure, scripted } from '../support/fake-actors';

/*
 * The invitation page's machine (issue 33): signed out it waits for the sign-in, signed in it reads
 * the invitation in the page's language and shows what it is; accepting opens the part, declining
 * asks first, and an invitation closed meanwhile is read again instead of refusing.
 */

const token = 'a'.repeat(43);
const view = (status: CoApplicantInvitationView['status']): CoApplicantInvitationView => ({
  applicationId: 'app-1',
  status,
  relationship: 'spouse',
  invitedEmail: 'aram@example.am',
  applicantName: 'Ani',
  property: null,
  loan: null,
  submitBy: '2026-03-10T20:00:00.000Z',
  invitedAt: '2026-03-03T09:00:00.000Z',
});
const found = (status: CoApplicantInvitationView['status']): InvitationReadOutcome => ({ outcome: 'found', view: view(status) });

function start(script: { read?: (InvitationReadOutcome | Error)[]; accept?: (InvitationAcceptOutcome | Error)[]; decline?: (InvitationDeclineOutcome | Error)[] }, withToken = true) {
  const opened: string[] = [];
  const actors = {
    readInvitation: scripted<InvitationReadOutcome, { token: string; lang: Language }>('readInvitation', script.read ?? []),
    acceptInvitation: scripted<InvitationAcceptOutcome, { token: string }>('acceptInvitation', script.accept ?? []),
    declineInvitation: scripted<InvitationDeclineOutcome, { token: string }>('declineInvitation', script.decline ?? []),
  };
  const machine = invitationPageMachine.provide({ actors, actions: { openPart: ({ context }) => void opened.push(context.applicationId ?? '') } });
  const actor = createActor(machine, { input: { token: withToken ? token : null, lang: 'hy' } }).start();
  return { actor, actors, opened };
}
type Actor = ReturnType<typeof start>['actor'];
const reach = (actor: Actor, value: string | Record<string, unknown>) => waitFor(actor, (s) => s.matches(value as never), { timeout: 1_000 });

describe('the invitation page machine', () => {
  it('a link without a token says so and reads nothing', () => {
    const { actor, actors } = start({}, false);
    actor.send({ type: 'session.in' });
    expect(actor.getSnapshot().value).toBe('noToken');
    expect(actors.readInvitation.calls).toHaveLength(0);
  });

  it('signed out it waits for the sign-in, then reads the invitation in the page language', async () => {
    const { actor, actors } = start({ read: [found('invited')] });
    expect(actor.getSnapshot().value).toBe('waitingForSession');
    actor.send({ type: 'session.out' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actors.readInvitation.calls).toHaveLength(0);
    actor.send({ type: 'session.in' });
    await reach(actor, { signedIn: { invited: 'idle' } });
    expect(actors.readInvitation.calls).toEqual([{ token, lang: 'hy' }]);
  });

  it("says when it is for another account's e-mail, and signing out goes back to signing in", async () => {
    const { actor } = start({ read: [{ outcome: 'anotherEmail' }] });
    actor.send({ type: 'session.in' });
    await reach(actor, { signedIn: 'anotherEmail' });
    actor.send({ type: 'session.out' });
    expect(actor.getSnapshot().value).toBe('signedOut');
  });

  it('an unknown token is not found; a closed invitation is answered; a failed read retries', async () => {
    const unknown = start({ read: [{ outcome: 'notFound' }] });
    unknown.actor.send({ type: 'session.in' });
    await reach(unknown.actor, { signedIn: 'notFound' });

    const closed = start({ read: [failure(), found('recalled')] });
    closed.actor.send({ type: 'session.in' });
    await reach(closed.actor, { signedIn: 'failed' });
    closed.actor.send({ type: 'retry' });
    await reach(closed.actor, { signedIn: 'answered' });
    expect(closed.actor.getSnapshot().context.view?.status).toBe('recalled');
  });

  it('reads again in the new language when the page language changes', async () => {
    const { actor, actors } = start({ read: [found('invited'), found('invited')] });
    actor.send({ type: 'session.in' });
    await reach(actor, { signedIn: { invited: 'idle' } });
    actor.send({ type: 'language.change', lang: 'ru' });
    await reach(actor, { signedIn: { invited: 'idle' } });
    expect(actors.readInvitation.calls.map((call) => call.lang)).toEqual(['hy', 'ru']);
  });

  it('accepting opens the part of the application joined', async () => {
    const { actor, opened } = start({ read: [found('invited')], accept: [{ outcome: 'accepted', applicationId: 'app-1' }] });
    actor.send({ type: 'session.in' });
    await reach(actor, { signedIn: { invited: 'idle' } });
    actor.send({ type: 'accept' });
    await reach(actor, 'opening');
    expect(opened).toEqual(['app-1']);
  });

  it('a refused accept stays at the invitation with its reason, and the next try clears it', async () => {
    const refusal = Object.assign(new Error('refused'), { code: 'LOAN_APPLICATION.CO_APPLICANT_ON_ANOTHER_APPLICATION' });
    const { actor, opened } = start({ read: [found('invited')], accept: [refusal, { outcome: 'accepted', applicationId: 'app-1' }] });
    actor.send({ type: 'session.in' });
    await reach(actor, { signedIn: { invited: 'idle' } });
    actor.send({ type: 'accept' });
    await waitFor(actor, (s) => s.matches({ signedIn: { invited: 'idle' } }) && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe(refusal);
    actor.send({ type: 'accept' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await reach(actor, 'opening');
    expect(opened).toEqual(['app-1']);
  });

  it('an invitation closed meanwhile is read again, not refused', async () => {
    const { actor, actors, opened } = start({ read: [found('invited'), found('lapsed')], accept: [{ outcome: 'notActive' }] });
    actor.send({ type: 'session.in' });
    await reach(actor, { signedIn: { invited: 'idle' } });
    actor.send({ type: 'accept' });
    await reach(actor, { signedIn: 'answered' });
    expect(actors.readInvitation.calls).toHaveLength(2);
    expect(actor.getSnapshot().context.view?.status).toBe('lapsed');
    expect(opened).toEqual([]);
  });

  it('declining asks first; keeping goes back, confirming shows the answer', async () => {
    const { actor, actors } = start({ read: [found('invited')], decline: [{ outcome: 'declined', view: view('declined') }] });
    actor.send({ type: 'session.in' });
    await reach(actor, { signedIn: { invited: 'idle' } });
    actor.send({ type: 'decline.open' });
    expect(actor.getSnapshot().value).toEqual({ signedIn: { invited: 'confirmingDecline' } });
    actor.send({ type: 'decline.keep' });
    expect(actor.getSnapshot().value).toEqual({ signedIn: { invited: 'idle' } });
    expect(actors.declineInvitation.calls).toHaveLength(0);
    actor.send({ type: 'decline.open' });
    actor.send({ type: 'decline.confirm' });
    await reach(actor, { signedIn: 'answered' });
    expect(actor.getSnapshot().context.view?.status).toBe('declined');
  });

  it('signing out while invited goes back to signing in', async () => {
    const { actor } = start({ read: [found('invited')] });
    actor.send({ type: 'session.in' });
    await reach(actor, { signedIn: { invited: 'idle' } });
    actor.send({ type: 'session.out' });
    expect(actor.getSnapshot().value).toBe('signedOut');
  });
});
