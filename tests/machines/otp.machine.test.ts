import { afterAll, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { otpMachine, type OtpCheckOutcome } from '../../machines/otp/otp.machine';
import { failure, scripted } from '../support/fake-actors';
import { MachineCoverage } from '../support/machine-coverage';

const coverage = new MachineCoverage();
const sent = { expiresAt: '2026-01-01T10:05:00Z' };
const wrong = (retryCount: number): OtpCheckOutcome => ({ outcome: 'checked', isValid: false, retryCount });
const right: OtpCheckOutcome = { outcome: 'checked', isValid: true, retryCount: 0 };

function start(send: ({ expiresAt: string } | Error)[], check: (OtpCheckOutcome | Error)[], input?: { destination: string; sendOnStart: boolean }) {
  const failures: unknown[] = [];
  const checkCode = scripted<OtpCheckOutcome, { code: string }>('checkCode', check);
  const sendCode = scripted<{ expiresAt: string }, { destination: string }>('sendCode', send);
  const machine = otpMachine.provide({
    actors: { sendCode, checkCode },
    actions: { notifyFailure: (_, params) => void failures.push(params.error) },
  });
  const actor = createActor(machine, { inspect: coverage.inspect, input }).start();
  return { actor, failures, checkCode, sendCode };
}

const settle = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.hasTag('busy'));

afterAll(() => {
  console.log(coverage.report(otpMachine));
  expect(coverage.missing(otpMachine)).toEqual({ states: [], transitions: [] });
});

describe('otp machine', () => {
  it('sends a code, refuses a malformed one locally, and verifies the right one', async () => {
    const { actor, checkCode } = start([sent], [right]);
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'code.send' });
    await settle(actor);
    expect(actor.getSnapshot().value).toBe('entering');
    expect(actor.getSnapshot().context.expiresAt).toBe(sent.expiresAt);
    actor.send({ type: 'code.change', value: '12a3' });
    expect(actor.getSnapshot().context.code).toBe('123');
    actor.send({ type: 'code.submit' });
    expect(actor.getSnapshot().context.error).toBe('validation:otpLength');
    expect(actor.getSnapshot().value).toBe('entering');
    actor.send({ type: 'code.change', value: '123 456' });
    actor.send({ type: 'code.submit' });
    await settle(actor);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ verified: true });
    expect(checkCode.calls).toEqual([{ code: '123456' }]);
  });

  it('shows the wrong-code state, and after the third wrong try needs a resend, which clears it', async () => {
    const { actor } = start([sent, sent], [wrong(1), wrong(2), wrong(3), right]);
    actor.send({ type: 'code.send' });
    await settle(actor);
    actor.send({ type: 'code.change', value: '000001' });
    actor.send({ type: 'code.submit' });
    await settle(actor);
    expect(actor.getSnapshot().value).toBe('wrongCode');
    expect(actor.getSnapshot().context.retryCount).toBe(1);
    // Submitting again from the wrong-code state checks the same code.
    actor.send({ type: 'code.submit' });
    await settle(actor);
    expect(actor.getSnapshot().context.retryCount).toBe(2);
    actor.send({ type: 'code.change', value: '000003' });
    expect(actor.getSnapshot().value).toBe('entering');
    actor.send({ type: 'code.submit' });
    await settle(actor);
    expect(actor.getSnapshot().value).toBe('noLongerValid');
    expect(actor.getSnapshot().can({ type: 'code.submit' })).toBe(false);
    actor.send({ type: 'code.resend' });
    await settle(actor);
    expect(actor.getSnapshot().value).toBe('entering');
    expect(actor.getSnapshot().context.retryCount).toBe(0);
    actor.send({ type: 'code.change', value: '654321' });
    actor.send({ type: 'code.submit' });
    await settle(actor);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('treats a spent code answered by the server as no longer valid', async () => {
    const { actor } = start([sent], [{ outcome: 'noLongerValid' }]);
    actor.send({ type: 'code.send' });
    await settle(actor);
    actor.send({ type: 'code.change', value: '111111' });
    actor.send({ type: 'code.submit' });
    await settle(actor);
    expect(actor.getSnapshot().value).toBe('noLongerValid');
  });

  it('from the wrong-code state: editing leaves it, a technical failure keeps entering', async () => {
    const { actor } = start([sent, sent], [wrong(1)]);
    actor.send({ type: 'code.send' });
    await settle(actor);
    actor.send({ type: 'code.change', value: '222222' });
    actor.send({ type: 'code.submit' });
    await settle(actor);
    expect(actor.getSnapshot().value).toBe('wrongCode');
    actor.send({ type: 'code.change', value: '' });
    actor.send({ type: 'code.submit' });
    expect(actor.getSnapshot().context.error).toBe('validation:otpLength');
    actor.send({ type: 'code.change', value: '222222' });
    actor.send({ type: 'code.submit' });
    await settle(actor);
    // The script has no answer left: a failure keeps the user entering, with the failure reported.
    expect(actor.getSnapshot().value).toBe('entering');
  });

  it('reports a failed send and lets the user try again; a resend from entering sends anew', async () => {
    const { actor, failures } = start([failure(), failure(), sent, sent], [wrong(1)]);
    actor.send({ type: 'code.send' });
    await settle(actor);
    expect(actor.getSnapshot().value).toBe('sendFailed');
    expect(failures).toHaveLength(1);
    actor.send({ type: 'code.resend' });
    await settle(actor);
    expect(actor.getSnapshot().value).toBe('sendFailed');
    // The first send belongs to idle only: sendFailed takes a resend.
    actor.send({ type: 'code.send' });
    expect(actor.getSnapshot().value).toBe('sendFailed');
    actor.send({ type: 'code.resend' });
    await settle(actor);
    expect(actor.getSnapshot().value).toBe('entering');
    actor.send({ type: 'code.resend' });
    await settle(actor);
    expect(actor.getSnapshot().value).toBe('entering');
    actor.send({ type: 'code.change', value: '333333' });
    actor.send({ type: 'code.submit' });
    await settle(actor);
    actor.send({ type: 'code.resend' });
    await waitFor(actor, (s) => s.matches('sending') || s.matches('sendFailed') || s.matches('entering'));
  });

  it('sends at once to the destination it was started with', async () => {
    const { actor, sendCode } = start([sent], [], { destination: '+37477123456', sendOnStart: true });
    await settle(actor);
    expect(actor.getSnapshot().value).toBe('entering');
    expect(sendCode.calls).toEqual([{ destination: '+37477123456' }]);
  });

  it('keeps the user entering when checking fails for a technical reason', async () => {
    const { actor, failures } = start([sent], [failure('timeout')]);
    actor.send({ type: 'code.send' });
    await settle(actor);
    actor.send({ type: 'code.change', value: '444444' });
    actor.send({ type: 'code.submit' });
    await settle(actor);
    expect(actor.getSnapshot().value).toBe('entering');
    expect(String(failures[0])).toContain('timeout');
  });
});
