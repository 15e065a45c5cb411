import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ApplicantInfo, PrequalApplication } from '../../api/contract/prequal';
import { applicantInfoOf, basicErrorsOf, prequalMachine, type CheckOutcome, type LoadOutcome, type SaveOutcome } from '../../machines/prequal/prequal.machine';
import { registry } from '../../machines/registry';
import { modelPaths } from '../model/model-paths';
import { scripted } from '../support/fake-actors';

const entry = registry.find((candidate) => candidate.id === 'prequal');
const application = (overrides: Partial<PrequalApplication>): PrequalApplication => ({
  id: 'a1',
  stage: 'basicData',
  amount: 25_000_000,
  termMonths: 180,
  socialCardNumber: '1000000011',
  documentType: 'passport',
  documentNumber: 'AN1234567',
  email: null,
  phoneNumber: null,
  decision: null,
  createdAt: '2026-01-15T09:00:00Z',
  decidedAt: null,
  nextAllowedAt: null,
  ...overrides,
});

function start(answers: { load: LoadOutcome[]; save?: SaveOutcome[]; personal?: SaveOutcome[]; check?: CheckOutcome[] }, carried = null as null | { calculator: string; amount: number; termMonths: number }) {
  const saveApplicantInfo = scripted<SaveOutcome, ApplicantInfo>('saveApplicantInfo', answers.save ?? []);
  const checkStatus = scripted<CheckOutcome, { applicationId: string; identificator: string }>('checkStatus', answers.check ?? []);
  const machine = prequalMachine.provide({
    actors: {
      loadApplication: scripted('loadApplication', answers.load),
      saveApplicantInfo,
      savePersonalInfo: scripted('savePersonalInfo', answers.personal ?? []),
      // The code step has tests of its own (otp.machine.test.ts): here it is passed at once.
      otpFlow: fromPromise(async () => ({ verified: true as const })) as never,
      checkStatus,
    },
  });
  const actor = createActor(machine, { input: { email: 'ani@example.am', phoneNumber: '+37477123456', carried } }).start();
  return { actor, saveApplicantInfo, checkStatus };
}
const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (snapshot) => !snapshot.hasTag('busy') && snapshot.value !== 'phoneVerification');

describe('pre-qualification machine', () => {
  it('takes the figures a calculator carried, and converts the term in years', async () => {
    const { actor, saveApplicantInfo } = start({ load: [{ outcome: 'none' }], save: [{ outcome: 'saved', application: application({}) }] }, { calculator: 'borrowing', amount: 18_500_000, termMonths: 300 });
    await settled(actor);
    expect(actor.getSnapshot().context).toMatchObject({ basic: { amount: '18500000', termYears: '25' }, notice: { key: 'prequal:carried.borrowing' } });
    actor.send({ type: 'basic.change', field: 'socialCardNumber', value: '1000000011' });
    actor.send({ type: 'basic.change', field: 'documentNumber', value: 'an1234567' });
    actor.send({ type: 'consent.toggle', checked: true });
    actor.send({ type: 'basic.submit' });
    await settled(actor);
    expect(saveApplicantInfo.calls).toEqual([{ amount: 18_500_000, termMonths: 300, socialCardNumber: '1000000011', documentType: 'passport', documentNumber: 'AN1234567', creditRegisterConsent: true }]);
    expect(actor.getSnapshot().value).toBe('personalData');
  });

  it('shows the first step’s field messages with the term in years, and sends nothing', async () => {
    const { actor, saveApplicantInfo } = start({ load: [{ outcome: 'none' }] });
    await settled(actor);
    actor.send({ type: 'basic.change', field: 'termYears', value: '31' });
    actor.send({ type: 'basic.change', field: 'documentType', value: 'idCard' });
    actor.send({ type: 'basic.change', field: 'documentNumber', value: 'AN1234567' });
    actor.send({ type: 'basic.submit' });
    expect(actor.getSnapshot().context.basicErrors).toEqual({
      amount: { key: 'validation:required' },
      termYears: { key: 'validation:tooLarge', params: { count: 30 } },
      socialCardNumber: { key: 'validation:required' },
      creditRegisterConsent: { key: 'validation:creditConsentRequired' },
    });
    // The number's format for its document is checked once the fields themselves are right.
    actor.send({ type: 'basic.change', field: 'amount', value: '5000000' });
    actor.send({ type: 'basic.change', field: 'termYears', value: '10' });
    actor.send({ type: 'basic.change', field: 'socialCardNumber', value: '1000000011' });
    actor.send({ type: 'consent.toggle', checked: true });
    actor.send({ type: 'basic.submit' });
    expect(actor.getSnapshot().context.basicErrors).toEqual({ documentNumber: { key: 'validation:idCard' } });
    expect(saveApplicantInfo.calls).toEqual([]);
    expect(applicantInfoOf({ amount: '3 000 000', termYears: '', socialCardNumber: '', documentType: 'passport', documentNumber: '', creditRegisterConsent: false })).toMatchObject({ amount: 3_000_000, termMonths: undefined });
    expect(basicErrorsOf({ amount: 'lots', termYears: '20', socialCardNumber: '1000000011', documentType: 'passport', documentNumber: 'AN1234567', creditRegisterConsent: true })).toEqual({ amount: { key: 'validation:number' } });
  });

  it('resumes where the person left it, with the saved answers filled in', async () => {
    for (const [stage, expected] of [
      ['basicData', 'personalData'],
      ['personalData', 'phoneVerification'],
    ] as const) {
      const { actor } = start({ load: [{ outcome: 'found', application: application({ stage, email: 'x@example.am', phoneNumber: stage === 'personalData' ? '+37499111222' : null }) }] });
      await waitFor(actor, (snapshot) => snapshot.value === expected);
      expect(actor.getSnapshot().context.basic).toMatchObject({ amount: '25000000', termYears: '15', socialCardNumber: '1000000011' });
      if (stage === 'personalData') expect(actor.getSnapshot().context.personal.phoneNumber).toBe('+37499111222');
    }
    const verified = start({ load: [{ outcome: 'found', application: application({ stage: 'phoneVerified' }) }], check: [{ outcome: 'serviceUnavailable' }] });
    await settled(verified.actor);
    expect(verified.actor.getSnapshot().value).toBe('serviceUnavailable');
    expect(verified.checkStatus.calls).toEqual([{ applicationId: 'a1', identificator: '1000000011' }]);
  });

  it('sends a correctable refusal back to the first step; an expired consent must be given again', async () => {
    const { actor } = start({ load: [{ outcome: 'found', application: application({ stage: 'phoneVerified' }) }], check: [{ outcome: 'correct', reason: 'CONSENT_EXPIRED' }] });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('basicData');
    expect(actor.getSnapshot().context).toMatchObject({ notice: { key: 'prequal:correct.CONSENT_EXPIRED' }, basic: { creditRegisterConsent: false } });
  });

  it('stops at a social card bound to another account, deciding nothing; changing the data goes back with the answers kept', async () => {
    const { actor, saveApplicantInfo } = start({
      load: [{ outcome: 'found', application: application({ stage: 'phoneVerified' }) }],
      check: [{ outcome: 'socialCardTaken' }],
      save: [{ outcome: 'invalid', issues: [{ path: 'socialCardNumber', message: 'errors:PREAPPROVAL_APPLICATION.ACCOUNT_OF_ANOTHER_PERSON' }] }],
    });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('socialCardTaken');
    expect(actor.getSnapshot().context.decision).toBeNull();
    // Only changing the data leaves it: the decision's buttons do nothing here.
    actor.send({ type: 'decision.finish' });
    expect(actor.getSnapshot().value).toBe('socialCardTaken');
    actor.send({ type: 'basic.edit' });
    expect(actor.getSnapshot().value).toBe('basicData');
    expect(actor.getSnapshot().context.basic).toMatchObject({ socialCardNumber: '1000000011', documentNumber: 'AN1234567', creditRegisterConsent: true });
    // An account bound to another person hears it at the card's field.
    actor.send({ type: 'basic.submit' });
    await settled(actor);
    expect(saveApplicantInfo.calls).toHaveLength(1);
    expect(actor.getSnapshot().context.basicErrors.socialCardNumber).toEqual({ key: 'errors:PREAPPROVAL_APPLICATION.ACCOUNT_OF_ANOTHER_PERSON' });
  });

  it('keeps the date a new check is allowed when the last decision is still recent', async () => {
    const { actor } = start({ load: [{ outcome: 'none' }], save: [{ outcome: 'waiting', nextAllowedAt: '2026-01-22T09:05:00Z' }] });
    await settled(actor);
    actor.send({ type: 'basic.change', field: 'amount', value: '5000000' });
    actor.send({ type: 'basic.change', field: 'socialCardNumber', value: '1000000011' });
    actor.send({ type: 'basic.change', field: 'documentNumber', value: 'AN1234567' });
    actor.send({ type: 'consent.toggle', checked: true });
    actor.send({ type: 'basic.submit' });
    await settled(actor);
    expect(actor.getSnapshot().context.notice).toEqual({ key: 'errors:PREAPPROVAL_APPLICATION.PREAPPROVAL_EXISTS', date: '2026-01-22T09:05:00Z' });
  });

  it('has a generated path to every decision a sandbox persona leads to, each ending in its own state', () => {
    if (!entry) throw new Error('prequal is not registered');
    const decided = modelPaths(entry).flatMap((path) =>
      path.steps.flatMap((step) => (step.event.type === 'xstate.done.actor.checkStatus' ? [[(step.event as unknown as { output: CheckOutcome }).output, JSON.parse(step.expected)[0]] as const] : [])),
    );
    const reached = new Map(decided.map(([output, state]) => [JSON.stringify(output.outcome === 'decided' ? output.application.decision : output), state]));
    for (const sample of entry.actors.checkStatus?.outputs ?? []) {
      const output = sample as CheckOutcome;
      const expected = output.outcome === 'decided' ? (output.application.decision?.outcome ?? '') : output.outcome === 'correct' ? 'basicData' : output.outcome;
      expect(reached.get(JSON.stringify(output.outcome === 'decided' ? output.application.decision : output)), JSON.stringify(output)).toBe(expected);
    }
  });
});
