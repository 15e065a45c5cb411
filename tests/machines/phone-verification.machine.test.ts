import { afterAll, describe, expect, it } from 'vitest';
import { createActor, type ActorRefFrom } from 'xstate';
import { phoneVerificationMachine } from '../../machines/account/phone-verification.machine';
import { otpMachine, type OtpCheckOutcome } from '../../machines/otp/otp.machine';
import { scripted } from '../support/fake-actors';
import { MachineCoverage } from '../support/machine-coverage';

const coverage = new MachineCoverage();
afterAll(() => {
  console.log(coverage.report(phoneVerificationMachine));
  expect(coverage.missing(phoneVerificationMachine)).toEqual({ states: [], transitions: [] });
});

function start(check: OtpCheckOutcome[]) {
  const refreshed: string[] = [];
  const sendCode = scripted<{ expiresAt: string }, { destination: string }>('sendCode', [{ expiresAt: 'x' }, { expiresAt: 'y' }]);
  const machine = phoneVerificationMachine.provide({
    actors: { otpFlow: otpMachine.provide({ actors: { sendCode, checkCode: scripted('checkCode', check) } }) },
    actions: { refreshProfile: () => void refreshed.push('profile') },
  });
  const actor = createActor(machine, { input: { phoneNumber: null }, inspect: coverage.inspect }).start();
  return { actor, refreshed, sendCode };
}
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('phone verification machine', () => {
  it('refuses a malformed number, sends the code to the normalized one, and saves it once confirmed', async () => {
    const { actor, refreshed, sendCode } = start([{ outcome: 'checked', isValid: true, retryCount: 0 }]);
    actor.send({ type: 'phone.submit' });
    expect(actor.getSnapshot().context.error?.key).toBe('validation:required');
    actor.send({ type: 'phone.change', value: '077 123456' });
    actor.send({ type: 'phone.submit' });
    expect(actor.getSnapshot().context.error?.key).toBe('validation:phone');
    actor.send({ type: 'phone.change', value: '+374 77 12-34-56' });
    actor.send({ type: 'phone.submit' });
    expect(actor.getSnapshot().value).toBe('verifying');
    await tick();
    expect(sendCode.calls).toEqual([{ destination: '+37477123456' }]);
    const otp = actor.getSnapshot().children.otpFlow as ActorRefFrom<typeof otpMachine>;
    otp.send({ type: 'code.change', value: '123456' });
    otp.send({ type: 'code.submit' });
    await tick();
    await tick();
    expect(actor.getSnapshot().value).toBe('verified');
    expect(refreshed).toEqual(['profile']);
    actor.send({ type: 'phone.edit' });
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('lets the user go back to another number while the code is pending', () => {
    const { actor } = start([]);
    actor.send({ type: 'phone.change', value: '+37491000000' });
    actor.send({ type: 'phone.submit' });
    actor.send({ type: 'phone.edit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.phoneNumber).toBe('+37491000000');
  });
});
