import { describe, expect, it } from 'vitest';
import { lendingFinalStatuses } from '../../api/contract/loan-application';
import { enteredEffects, lendingEntryEffects, lendingRequestKinds, type LendingEffect } from '../../machines/lending/lending-effects';
import { lendingMachine, lendingStatusOf, type LendingStateKey } from '../../machines/lending/lending.machine';

/*
 * Issue 33: the lending chart declares what entering its states causes. Each declaration names a real
 * state and is on that state's meta (so the diagram shows it); every end of the application frees or
 * sells the home it booked; each outside system's request is asked by some state.
 */
describe("the lending chart's declared effects", () => {
  const states = Object.keys(lendingMachine.root.states) as LendingStateKey[];

  it('name real states and are on their meta for the diagram', () => {
    for (const [key, effects] of Object.entries(lendingEntryEffects)) {
      expect(states).toContain(key);
      expect((lendingMachine.root.states[key]?.meta as { effects?: string[] } | undefined)?.effects).toHaveLength(effects.length);
    }
  });

  it('every final state frees the booked home, and the payout sells it', () => {
    const finals = states.filter((key) => lendingMachine.root.states[key]?.type === 'final');
    expect(finals.map((key) => lendingStatusOf(key)).sort()).toEqual([...lendingFinalStatuses].sort());
    for (const key of finals) {
      expect((lendingEntryEffects as Record<string, readonly LendingEffect[]>)[key]?.filter((effect) => effect.kind === 'property').map((effect) => effect.kind === 'property' && effect.property)).toEqual([key === 'loanDisbursed' ? 'sell' : 'release']);
    }
  });

  it('every outside request is asked by some state', () => {
    const asked = new Set(Object.values(lendingEntryEffects).flatMap((effects) => (effects as readonly LendingEffect[]).flatMap((effect) => (effect.kind === 'request' ? [effect.request] : []))));
    expect([...asked].sort()).toEqual(Object.values(lendingRequestKinds).sort());
  });

  it('an event that keeps the state causes nothing; entering a state causes its declaration', () => {
    expect(enteredEffects('sent', 'sent')).toEqual([]);
    expect(enteredEffects('draft', 'sent')).toEqual([{ kind: 'request', request: 'decisionEngine.submit' }]);
    expect(enteredEffects({ applicantsIdentificationInProgress: {} }, 'expired')).toEqual([{ kind: 'property', property: 'release' }]);
  });
});
