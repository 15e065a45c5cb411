import { describe, expect, it } from 'vitest';
import { lendingFinalStatuses } from '../../api/contract/loan-application';
import { enteredEffects, eventEffects, lendingEntryEffects, lendingEventEffects, lendingRequestKinds, type LendingEffect } from '../../machines/lending/lending-effects';
import { lendingMachine, lendingStatusOf, type LendingStateKey } from '../../machines/lending/lending.machine';
import { noticeComposers } from '../../api/server/services/lending/lending-notices';
import enNotifications from '../../locales/en/notifications.json';
import { chartOf } from '../../scripts/diagrams/chart';

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
      expect((lendingMachine.root.states[key]?.meta as { effects?: string[] } | undefined)?.effects, key).toHaveLength(effects.length);
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

  const entryTable = lendingEntryEffects as Record<string, readonly LendingEffect[]>;
  const allDeclared = [...Object.values(entryTable), ...Object.values(lendingEventEffects as Record<string, readonly LendingEffect[]>)].flat();

  it('every stage of the process tells the people of it, and every declared notice has its sentence', () => {
    for (const status of Object.keys(enNotifications.lendingStage)) {
      const key = status.charAt(0).toLowerCase() + status.slice(1);
      expect(entryTable[key]?.some((effect) => effect.kind === 'tell'), `${key} tells of its stage`).toBe(true);
    }
    for (const effect of allDeclared) if (effect.kind === 'tell') expect(noticeComposers[effect.notice], `the sentence of ${effect.notice}`).toBeDefined();
  });

  it('every end closes or lapses the invitation with the application', () => {
    const finals = states.filter((key) => lendingMachine.root.states[key]?.type === 'final');
    for (const key of finals.filter((key) => key !== 'expired')) expect(entryTable[key]?.some((effect) => effect.kind === 'invitation'), key).toBe(true);
    // Expiry ends it by the deadline that passed: the submission window lets it lapse, the process window closes it.
    expect(lendingEventEffects['deadline.submissionPassed'].some((effect) => effect.kind === 'invitation' && effect.invitation === 'lapse')).toBe(true);
    expect(lendingEventEffects['deadline.processPassed'].some((effect) => effect.kind === 'invitation' && effect.invitation === 'close')).toBe(true);
  });

  it('each declared event is one the chart takes, and the diagram shows it beside every state that takes it', () => {
    const chart = chartOf(lendingMachine);
    const takers = new Map<string, string[]>();
    for (const arrow of chart.arrows) takers.set(arrow.event, [...(takers.get(arrow.event) ?? []), arrow.source]);
    const statesOf = (state: typeof chart.root): (typeof chart.root)[] => state.children.flatMap((child) => [child, ...statesOf(child)]);
    const byId = new Map(statesOf(chart.root).map((state) => [state.id, state]));
    for (const type of Object.keys(lendingEventEffects)) {
      expect(takers.get(type)?.length, `${type} is taken by some state`).toBeGreaterThan(0);
      for (const source of takers.get(type) ?? []) expect(byId.get(source)?.effects.some((line) => line.startsWith(`${type}: `)), `${source} shows ${type}'s effects`).toBe(true);
    }
  });

  it("an accepted event causes the entered state's effects, then its own", () => {
    expect(eventEffects({ type: 'deadline.submissionPassed' }, 'draft', 'expired').map((effect) => effect.kind)).toEqual(['property', 'tell', 'invitation', 'tell']);
    // A moved video call keeps the state: only the booking is confirmed.
    expect(eventEffects({ type: 'onboarding.book' }, { applicantsOnboardingInProgress: {} }, { applicantsOnboardingInProgress: {} })).toEqual([{ kind: 'confirmBooking', appointment: 'videoCall' }]);
  });

  it('an event that keeps the state causes nothing; entering a state causes its declaration', () => {
    expect(enteredEffects('sent', 'sent')).toEqual([]);
    expect(enteredEffects('draft', 'sent')).toEqual([{ kind: 'request', request: 'decisionEngine.submit' }, { kind: 'tell', notice: 'submittedTogether', to: 'coApplicant' }]);
    expect(enteredEffects({ applicantsIdentificationInProgress: {} }, 'expired')).toEqual([{ kind: 'property', property: 'release' }, { kind: 'tell', notice: 'expired', to: 'everyone' }]);
  });
});
