import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { LendingProcessAction, LendingProcessPanel } from '../../api/contract/lending-process';
import { lendingProcessMachine, type SigningCodeOutcome } from '../../machines/lending-process/lending-process.machine';
import { sampleProcessView } from '../../machines/lending-process/lending-process.samples';
import { failure, scripted } from '../support/fake-actors';

/*
 * The process page's machine (issue 33): it shows the panel the server names, sends an action only
 * when the chart takes it from the reader, keeps a refusal at its action, has the page read the
 * process again after every action, and is not thrown off by a live change that keeps the panel.
 */

const refusal = (code: string) => Object.assign(new Error(code), { code });

function start(script: { book?: unknown[]; identify?: unknown[]; code?: (SigningCodeOutcome | Error)[]; sign?: unknown[]; reject?: unknown[] } = {}) {
  const readAgain: number[] = [];
  const actors = {
    bookVideoCall: scripted<unknown, { slotAt: string }>('bookVideoCall', (script.book ?? []) as (unknown | Error)[]),
    startIdentification: scripted<{ guid: string; widgetUrl: string }>('startIdentification', (script.identify ?? []) as ({ guid: string; widgetUrl: string } | Error)[]),
    sendSigningCode: scripted<SigningCodeOutcome>('sendSigningCode', script.code ?? []),
    signPackage: scripted<unknown, { code: string }>('signPackage', (script.sign ?? []) as (unknown | Error)[]),
    rejectPackage: scripted<unknown>('rejectPackage', (script.reject ?? []) as (unknown | Error)[]),
  };
  const actor = createActor(lendingProcessMachine.provide({ actors, actions: { readViewAgain: () => void readAgain.push(1) } })).start();
  const load = (panel: LendingProcessPanel, allowed: readonly LendingProcessAction[] = []) => actor.send({ type: 'view.loaded', view: sampleProcessView(panel, allowed) });
  return { actor, actors, load, readAgain };
}
type Actor = ReturnType<typeof start>['actor'];
const reach = (actor: Actor, value: string | Record<string, unknown>) => waitFor(actor, (s) => s.matches(value as never), { timeout: 1_000 });

describe('the process page machine', () => {
  it('shows the panel the server names, and follows it to the next one and to the end', () => {
    const { actor, load } = start();
    expect(actor.getSnapshot().value).toBe('loading');
    load('identification', ['identification.start']);
    expect(actor.getSnapshot().value).toEqual({ following: { identification: 'idle' } });
    load('videoCall', ['onboarding.book']);
    expect(actor.getSnapshot().value).toEqual({ following: { videoCall: 'idle' } });
    load('bankWork');
    expect(actor.getSnapshot().value).toEqual({ following: 'bankWork' });
    load('ended');
    expect(actor.getSnapshot().value).toEqual({ following: 'ended' });
    load('application');
    expect(actor.getSnapshot().value).toEqual({ following: 'application' });
  });

  it('a failed first read offers a retry that reads again; an answer after it shows its panel', () => {
    const { actor, load, readAgain } = start();
    actor.send({ type: 'view.failed', error: failure() });
    expect(actor.getSnapshot().value).toBe('loadFailed');
    actor.send({ type: 'view.retry' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(readAgain).toHaveLength(1);
    load('notary', ['notary.book']);
    expect(actor.getSnapshot().value).toEqual({ following: { notary: 'idle' } });
  });

  it('sends an action only when the chart takes it from this person now', () => {
    const { actor, actors, load } = start();
    // The co-applicant on the notary's panel: the main applicant books it.
    load('notary', []);
    actor.send({ type: 'notary.book', notaryId: 'n-1', slotAt: '2026-03-09T07:00:00.000Z' });
    expect(actor.getSnapshot().value).toEqual({ following: { notary: 'idle' } });
    load('videoCall', []);
    actor.send({ type: 'onboarding.book', slotAt: '2026-03-04T10:00:00.000Z' });
    expect(actor.getSnapshot().value).toEqual({ following: { videoCall: 'idle' } });
    expect(actors.bookVideoCall.calls).toEqual([]);
  });

  it('a refused booking stays at the booking until it is tried again; every try has the page read again; one that goes through is counted', async () => {
    const { actor, actors, load, readAgain } = start({ book: [refusal('LOAN_APPLICATION.SLOT_TAKEN'), { slotAt: '2026-03-04T10:30:00.000Z' }] });
    load('videoCall', ['onboarding.book']);
    actor.send({ type: 'onboarding.book', slotAt: '2026-03-04T10:00:00.000Z' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await reach(actor, { following: { videoCall: 'idle' } });
    expect(actor.getSnapshot().context.refusal).toMatchObject({ action: 'onboarding.book', error: { code: 'LOAN_APPLICATION.SLOT_TAKEN' } });
    expect(readAgain).toHaveLength(1);
    actor.send({ type: 'onboarding.book', slotAt: '2026-03-04T10:30:00.000Z' });
    // The old refusal goes while the new try runs.
    expect(actor.getSnapshot().context.refusal).toBeNull();
    await waitFor(actor, (s) => s.context.done !== null);
    expect(actor.getSnapshot().context.done).toEqual({ action: 'onboarding.book', count: 1 });
    expect(actors.bookVideoCall.calls).toEqual([{ slotAt: '2026-03-04T10:00:00.000Z' }, { slotAt: '2026-03-04T10:30:00.000Z' }]);
    expect(readAgain).toHaveLength(2);
  });

  it("a live change that keeps the panel leaves the running action alone; one that moves the process on re-routes and drops what the old panel showed", async () => {
    let answer: (value: unknown) => void = () => undefined;
    const held = new Promise((resolve) => (answer = resolve));
    // A booking held open while the other person's change arrives.
    const second = createActor(lendingProcessMachine.provide({ actors: { bookVideoCall: fromPromise(() => held) } })).start();
    second.send({ type: 'view.loaded', view: sampleProcessView('videoCall', ['onboarding.book']) });
    second.send({ type: 'onboarding.book', slotAt: '2026-03-04T10:00:00.000Z' });
    second.send({ type: 'view.loaded', view: { ...sampleProcessView('videoCall', ['onboarding.book']), status: 'ApplicantsOnboardingInProgress' } });
    expect(second.getSnapshot().value).toEqual({ following: { videoCall: 'booking' } });
    expect(second.getSnapshot().context.view?.status).toBe('ApplicantsOnboardingInProgress');
    answer({ slotAt: '2026-03-04T10:00:00.000Z' });
    await reach(second, { following: { videoCall: 'idle' } });
    expect(second.getSnapshot().context.done?.action).toBe('onboarding.book');

    second.send({ type: 'view.loaded', view: sampleProcessView('spouseData', ['spouseData.provide']) });
    expect(second.getSnapshot().value).toEqual({ following: { spouseData: 'idle' } });
    second.stop();
  });

  it('signing: the code is sent (until when it holds), a wrong code stays with its refusal, another is sent, the right one signs; no confirmed phone asks for one first', async () => {
    const { actor, actors, load } = start({
      code: [{ outcome: 'phoneNeeded' }, { outcome: 'sent', expiresAt: '2026-03-05T10:05:00.000Z' }, { outcome: 'sent', expiresAt: '2026-03-05T10:10:00.000Z' }],
      sign: [refusal('LOAN_CONTRACT.CODE_INVALID'), { status: 'SignedByApplicant' }],
    });
    load('signing', ['package.sign', 'package.reject']);
    actor.send({ type: 'signingCode.send' });
    await reach(actor, { following: { signing: 'phoneNeeded' } });
    actor.send({ type: 'phone.verified' });
    expect(actor.getSnapshot().value).toEqual({ following: { signing: 'idle' } });
    actor.send({ type: 'signingCode.send' });
    await reach(actor, { following: { signing: 'codeSent' } });
    expect(actor.getSnapshot().context.codeExpiresAt).toBe('2026-03-05T10:05:00.000Z');
    actor.send({ type: 'package.sign', code: '000000' });
    await reach(actor, { following: { signing: 'codeSent' } });
    expect(actor.getSnapshot().context.refusal).toMatchObject({ action: 'package.sign', error: { code: 'LOAN_CONTRACT.CODE_INVALID' } });
    actor.send({ type: 'signingCode.send' });
    await waitFor(actor, (s) => s.context.codeExpiresAt === '2026-03-05T10:10:00.000Z');
    actor.send({ type: 'package.sign', code: '123456' });
    await reach(actor, { following: { signing: 'idle' } });
    expect(actor.getSnapshot().context).toMatchObject({ refusal: null, codeExpiresAt: null, done: { action: 'package.sign' } });
    expect(actors.signPackage.calls).toEqual([{ code: '000000' }, { code: '123456' }]);
  });

  it('the package can be cancelled from any step of the signing, when the chart allows it', async () => {
    const { actor, actors, load } = start({ code: [{ outcome: 'sent', expiresAt: '2026-03-05T10:05:00.000Z' }], reject: [{ status: 'RejectedByApplicant' }] });
    load('signing', ['package.sign']);
    actor.send({ type: 'package.reject' });
    expect(actor.getSnapshot().value).toEqual({ following: { signing: 'idle' } });
    load('signing', ['package.sign', 'package.reject']);
    actor.send({ type: 'signingCode.send' });
    await reach(actor, { following: { signing: 'codeSent' } });
    actor.send({ type: 'package.reject' });
    await reach(actor, { following: { signing: 'idle' } });
    expect(actors.rejectPackage.calls).toHaveLength(1);
    load('ended');
    expect(actor.getSnapshot().value).toEqual({ following: 'ended' });
  });
});
