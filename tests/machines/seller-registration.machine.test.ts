import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { sellerRegistrationMachine, type CheckOutcome, type IdentificationForm, type StatusOutcome } from '../../machines/private-seller/seller-registration.machine';
import { failure, scripted } from '../support/fake-actors';

/*
 * Registration as a private seller (issue 21): the status decides where it opens, the identification
 * is refused or checked locally, the mobile is confirmed once, and each answer of the registry check
 * leads somewhere of its own.
 */

const none: StatusOutcome = { status: 'none', phoneNumber: null };
const verified: StatusOutcome = { status: 'phoneVerified', phoneNumber: '+37477999999' };
const valid: IdentificationForm = { userType: 'individual', socialCardNumber: '1000000011', documentType: 'passport', documentNumber: 'AN1234567' };

function start(script: { load?: (StatusOutcome | Error)[]; check?: (CheckOutcome | Error)[] }, phoneNumber: string | null = null) {
  const failures: unknown[] = [];
  let refreshed = 0;
  const loadStatus = scripted<StatusOutcome>('loadStatus', script.load ?? [none]);
  const checkSeller = scripted<CheckOutcome, IdentificationForm>('checkSeller', script.check ?? []);
  // The code step has tests of its own (otp.machine.test.ts): here it waits until the test passes it.
  const otp = { calls: [] as unknown[], pass: [] as (() => void)[] };
  const otpFlow = fromPromise<{ verified: true }, { destination: string; sendOnStart: boolean }>(async ({ input }) => {
    otp.calls.push(input);
    await new Promise<void>((resolve) => otp.pass.push(resolve));
    return { verified: true };
  });
  const machine = sellerRegistrationMachine.provide({
    actors: { loadStatus, checkSeller, otpFlow: otpFlow as never },
    actions: { notifyFailure: (_, params) => void failures.push(params.error), refreshStatus: () => void refreshed++ },
  });
  const actor = createActor(machine, { input: { phoneNumber } }).start();
  return { actor, loadStatus, checkSeller, otp, failures, refreshed: () => refreshed };
}
type Actor = ReturnType<typeof start>['actor'];
const settle = (actor: Actor) => waitFor(actor, (s) => !s.hasTag('busy'), { timeout: 1_000 });
const state = (actor: Actor) => actor.getSnapshot().value;
const can = (actor: Actor, event: Parameters<Actor['send']>[0]) => actor.getSnapshot().can(event);
const fill = (actor: Actor, form: Partial<IdentificationForm> = valid) => {
  for (const [field, value] of Object.entries(form)) actor.send({ type: 'identification.change', field: field as keyof IdentificationForm, value });
};

/** Opens on a fresh status, fills a valid identification, confirms the mobile, and waits for the check. */
async function throughTheCode(check: (CheckOutcome | Error)[]) {
  const run = start({ check }, '+374 77 123456');
  await settle(run.actor);
  fill(run.actor);
  run.actor.send({ type: 'identification.submit' });
  run.actor.send({ type: 'phone.submit' });
  await waitFor(run.actor, () => run.otp.pass.length > 0);
  run.otp.pass[0]?.();
  await waitFor(run.actor, (s) => s.value !== 'verifyingPhone' && !s.hasTag('busy'), { timeout: 1_000 });
  return run;
}

describe('the seller registration machine', () => {
  it('a registered seller goes straight to the end, checking nothing', async () => {
    const { actor, checkSeller } = start({ load: [{ status: 'registered', phoneNumber: '+37477123456' }] });
    await settle(actor);
    expect(actor.getSnapshot().status).toBe('done');
    expect(checkSeller.calls).toHaveLength(0);
  });

  it('a confirmed mobile from the status is kept with its number; any other status starts with the number given', async () => {
    const confirmed = start({ load: [verified] }, '+37477000000');
    await settle(confirmed.actor);
    expect(state(confirmed.actor)).toBe('identification');
    expect(confirmed.actor.getSnapshot().context).toMatchObject({ phoneVerified: true, phoneNumber: '+37477999999' });

    const noNumber = start({ load: [{ status: 'phoneVerified', phoneNumber: null }] }, '+37477000000');
    await settle(noNumber.actor);
    expect(noNumber.actor.getSnapshot().context).toMatchObject({ phoneVerified: true, phoneNumber: '+37477000000' });

    const codeSent = start({ load: [{ status: 'codeSent', phoneNumber: '+37477999999' }] }, '+37477000000');
    await settle(codeSent.actor);
    expect(codeSent.actor.getSnapshot().context).toMatchObject({ phoneVerified: false, phoneNumber: '+37477000000' });
  });

  it('a failed status shows the technical issue, which only a retry leaves', async () => {
    const { actor, loadStatus } = start({ load: [failure(), none] });
    await settle(actor);
    expect(state(actor)).toBe('technicalIssue');
    expect(can(actor, { type: 'identification.submit' })).toBe(false);
    actor.send({ type: 'flow.retry' });
    await settle(actor);
    expect(state(actor)).toBe('identification');
    expect(loadStatus.calls).toHaveLength(2);
  });

  it('an agency, broker or developer is refused at once with its type, even with the form empty; back clears it', async () => {
    for (const userType of ['agency', 'broker', 'developer'] as const) {
      const { actor, checkSeller } = start({ load: [verified] });
      await settle(actor);
      fill(actor, { userType });
      actor.send({ type: 'identification.submit' });
      expect(state(actor)).toBe('refused');
      expect(actor.getSnapshot().context.refusal).toEqual({ reason: 'USER_TYPE_REFUSED', params: { userType } });
      expect(can(actor, { type: 'identification.submit' })).toBe(false);
      actor.send({ type: 'refusal.back' });
      expect(state(actor)).toBe('identification');
      expect(actor.getSnapshot().context.refusal).toBeUndefined();
      expect(checkSeller.calls).toHaveLength(0);
    }
  });

  it('an invalid identification shows each field’s message and stays; editing a field clears only its message', async () => {
    const { actor } = start({});
    await settle(actor);
    fill(actor, { documentNumber: '12' });
    actor.send({ type: 'identification.submit' });
    expect(state(actor)).toBe('identification');
    expect(actor.getSnapshot().context.errors).toEqual({ socialCardNumber: { key: 'validation:required' }, documentNumber: { key: 'validation:passport' } });
    actor.send({ type: 'identification.change', field: 'socialCardNumber', value: '1000000011' });
    expect(actor.getSnapshot().context.errors.socialCardNumber).toBeUndefined();
    expect(actor.getSnapshot().context.errors.documentNumber).toEqual({ key: 'validation:passport' });
    // The code step's events are not taken on the identification.
    expect(can(actor, { type: 'phone.submit' })).toBe(false);
    expect(can(actor, { type: 'otp.close' })).toBe(false);
  });

  it('a valid identification asks for the mobile, refuses a malformed one, and sends the code to the number normalised', async () => {
    const { actor, otp } = start({}, '12');
    await settle(actor);
    fill(actor);
    actor.send({ type: 'identification.submit' });
    expect(state(actor)).toBe('phoneEntry');
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'phone.submit' });
    expect(state(actor)).toBe('phoneEntry');
    expect(actor.getSnapshot().context.phoneError).toEqual({ key: 'validation:phone' });
    actor.send({ type: 'phone.change', value: '+374 (77) 12-34-56' });
    expect(actor.getSnapshot().context.phoneError).toBeUndefined();
    actor.send({ type: 'phone.submit' });
    expect(state(actor)).toBe('verifyingPhone');
    await waitFor(actor, () => otp.calls.length > 0);
    expect(otp.calls).toEqual([{ destination: '+37477123456', sendOnStart: true }]);
  });

  it('the code step can be closed from either screen, and the number edited while the code is awaited', async () => {
    const { actor, checkSeller } = start({}, '+37477123456');
    await settle(actor);
    fill(actor);
    actor.send({ type: 'identification.submit' });
    actor.send({ type: 'otp.close' });
    expect(state(actor)).toBe('identification');
    actor.send({ type: 'identification.submit' });
    actor.send({ type: 'phone.submit' });
    actor.send({ type: 'phone.edit' });
    expect(state(actor)).toBe('phoneEntry');
    actor.send({ type: 'phone.submit' });
    actor.send({ type: 'otp.close' });
    expect(state(actor)).toBe('identification');
    expect(actor.getSnapshot().context.phoneVerified).toBe(false);
    expect(checkSeller.calls).toHaveLength(0);
  });

  it('a confirmed code checks the identification as typed, and a registered answer ends it and refreshes the status', async () => {
    const { actor, checkSeller, refreshed } = await throughTheCode([{ outcome: 'registered' }]);
    expect(actor.getSnapshot().status).toBe('done');
    expect(checkSeller.calls).toEqual([valid]);
    expect(refreshed()).toBe(1);
  });

  it('no identity data reopens the identification with its message, and the corrected data skip the code', async () => {
    const { actor, checkSeller, otp } = await throughTheCode([{ outcome: 'noIdentityData' }, { outcome: 'registered' }]);
    expect(state(actor)).toBe('identification');
    expect(actor.getSnapshot().context).toMatchObject({ notice: 'errors:PRIVATE_SELLER.NO_IDENTITY_DATA', phoneVerified: true });
    actor.send({ type: 'identification.change', field: 'documentNumber', value: 'AN7654321' });
    actor.send({ type: 'identification.submit' });
    expect(state(actor)).toBe('checking');
    expect(actor.getSnapshot().context.notice).toBeUndefined();
    await settle(actor);
    expect(actor.getSnapshot().status).toBe('done');
    expect(checkSeller.calls.map((form) => form.documentNumber)).toEqual(['AN1234567', 'AN7654321']);
    expect(otp.calls).toHaveLength(1);
  });

  it('a registry refusal shows its reason with its parameters, or without any when none came', async () => {
    const underage = await throughTheCode([{ outcome: 'refused', reason: 'UNDERAGE', params: { minAge: 18 } }]);
    expect(state(underage.actor)).toBe('refused');
    expect(underage.actor.getSnapshot().context.refusal).toEqual({ reason: 'UNDERAGE', params: { minAge: 18 } });

    const taken = await throughTheCode([{ outcome: 'refused', reason: 'SOCIAL_CARD_TAKEN' }]);
    expect(taken.actor.getSnapshot().context.refusal).toEqual({ reason: 'SOCIAL_CARD_TAKEN' });
  });

  it('a lapsed registration asks to confirm the mobile again, with its message', async () => {
    const { actor } = await throughTheCode([{ outcome: 'registrationRequired' }]);
    expect(state(actor)).toBe('phoneEntry');
    expect(actor.getSnapshot().context).toMatchObject({ phoneVerified: false, notice: 'errors:PRIVATE_SELLER.REGISTRATION_REQUIRED' });
  });

  it('an unavailable registry reopens the identification with its message; a failed check is reported with none', async () => {
    const unavailable = await throughTheCode([{ outcome: 'unavailable' }]);
    expect(state(unavailable.actor)).toBe('identification');
    expect(unavailable.actor.getSnapshot().context.notice).toBe('errors:PRIVATE_SELLER.REGISTRY_UNAVAILABLE');

    const error = failure();
    const failed = await throughTheCode([error]);
    expect(state(failed.actor)).toBe('identification');
    expect(failed.actor.getSnapshot().context).toMatchObject({ notice: undefined, phoneVerified: true });
    expect(failed.failures).toEqual([error]);
  });

  it('with the mobile confirmed before, a valid identification goes straight to the check; a refused type still comes first', async () => {
    const { actor, checkSeller, otp } = start({ load: [verified], check: [{ outcome: 'registered' }] });
    await settle(actor);
    fill(actor, { ...valid, userType: 'broker' });
    actor.send({ type: 'identification.submit' });
    expect(state(actor)).toBe('refused');
    actor.send({ type: 'refusal.back' });
    fill(actor, { userType: 'individual' });
    actor.send({ type: 'identification.submit' });
    await settle(actor);
    expect(actor.getSnapshot().status).toBe('done');
    expect(checkSeller.calls).toEqual([valid]);
    expect(otp.calls).toHaveLength(0);
  });
});
