import { describe, expect, it } from 'vitest';
import { initialTransition, transition, type AnyStateNode } from 'xstate';
import { errorCatalogue, type ErrorType } from '../../api/contract/errors';
import {
  lendingGuardReasons,
  lendingMachine,
  lendingMachineVersion,
  lendingRefusal,
  lendingStatuses,
  lendingStatusOf,
  newPersonProgress,
  type LendingActor,
  type LendingPersonProgress,
  type LendingContext,
  type LendingEvent,
  type LendingSnapshot,
  type LendingStateKey,
} from '../../machines/lending/lending.machine';
import {
  fullOffer,
  lendingEntry,
  lendingSampleEmails,
  lendingSampleInvitationId,
  lendingSamplePeople,
  lendingSampleTimes,
  primaryInput,
  reducedOffer,
  secondaryInput,
} from '../../machines/lending/lending.samples';
import { nodesOf } from '../support/machine-coverage';

const { mainApplicant, otherApplicant, stranger, staff } = lendingSamplePeople;
const invitation = { invitationId: lendingSampleInvitationId, email: lendingSampleEmails.invited, relationship: 'sister' } as const;
/** A relative co-applicant: each person confirms their own spouse data after the calls (a spouse co-applicant skips that, below). */
const invited = { invitationId: lendingSampleInvitationId, email: lendingSampleEmails.invited, relationship: 'sister', userId: null, partComplete: false } as const;
const accepted = { ...invited, userId: otherApplicant.userId };
const { withinWindow, afterPrimaryWindow, afterEveryWindow, approvedAt } = lendingSampleTimes;
const sampleEvents = lendingEntry.events as readonly LendingEvent[];

const start = (input = primaryInput) => initialTransition(lendingMachine, input)[0];
/** Applies events one by one with the pure `transition()`, as the server will. */
const run = (snapshot: LendingSnapshot, ...events: LendingEvent[]) => events.reduce((current, event) => transition(lendingMachine, current, event)[0], snapshot);
/** The envelope the server stores, through JSON and back, restored. */
const restore = (snapshot: LendingSnapshot) => {
  const envelope = JSON.parse(JSON.stringify({ machineVersion: lendingMachineVersion, value: snapshot.value, context: snapshot.context })) as { value: LendingStateKey; context: LendingContext };
  return lendingMachine.resolveState({ value: envelope.value, context: envelope.context });
};
const at = (value: LendingStateKey, context: Partial<LendingContext> = {}) => lendingMachine.resolveState({ value, context: { ...start().context, ...context } });
const confirmed = { property: { apartmentId: 101, availability: 'confirmed' } } as const;
/** A state of the process after the offer (issue 17) with each person's progress as given; together when `co` is given. */
const inProcess = (value: LendingStateKey, applicant: Partial<LendingPersonProgress> = {}, co?: Partial<LendingPersonProgress>, context: Partial<LendingContext> = {}) =>
  at(value, {
    ...confirmed,
    offer: fullOffer,
    coApplicant: co ? { ...accepted, partComplete: true } : null,
    progress: { applicant: { ...newPersonProgress(), ...applicant }, coApplicant: co ? { ...newPersonProgress(), ...co } : null },
    ...context,
  });
const passed = { identification: 'passed' } as const;
const { withinPackageWindow, afterPackageWindow, packageExpiresAt, slotAt } = lendingSampleTimes;

/**
 * Every distinct snapshot the sample events reach from the sample inputs, with the pure
 * `transition()`: distinct by state and the context the samples call significant (the whole context,
 * times included, would make the process's reachable set run into the hundreds of thousands).
 */
let reachable: LendingSnapshot[] | undefined;
function reachableSnapshots(): LendingSnapshot[] {
  // Each input on its own, as the model paths do: the significant context does not repeat the market.
  return (reachable ??= [primaryInput, secondaryInput].flatMap((input) => {
    const seen = new Map<string, LendingSnapshot>();
    const queue = [start(input)];
    while (queue.length > 0) {
      const snapshot = queue.shift() as LendingSnapshot;
      const key = JSON.stringify([snapshot.value, lendingEntry.significant(snapshot.context as never)]);
      if (seen.has(key)) continue;
      seen.set(key, snapshot);
      for (const event of sampleEvents) queue.push(transition(lendingMachine, snapshot, event)[0]);
    }
    return [...seen.values()];
  }));
}

/** A few reachable contexts of every state (alone, together, either market), for the checks that try every sample event on each. */
function sampledSnapshots(perState = 4): LendingSnapshot[] {
  const counts = new Map<string, number>();
  return reachableSnapshots().filter((snapshot) => {
    const value = JSON.stringify(snapshot.value);
    counts.set(value, (counts.get(value) ?? 0) + 1);
    return (counts.get(value) ?? 0) <= perState;
  });
}

describe('lending chart: pure', () => {
  it('has no timers, invoked or spawned actors, entry or exit actions anywhere in its config', () => {
    const forbidden = new Set(['after', 'invoke', 'entry', 'exit', 'activities']);
    const walk = (config: unknown, path: string): string[] => {
      if (typeof config !== 'object' || config === null) return [];
      return Object.entries(config).flatMap(([key, value]) => [...(forbidden.has(key) ? [`${path}.${key}`] : []), ...walk(value, `${path}.${key}`)]);
    };
    expect(walk(lendingMachine.config, 'lending')).toEqual([]);
    for (const node of nodesOf(lendingMachine.root)) {
      expect(node.after, node.id).toEqual([]);
      expect(node.invoke, node.id).toEqual([]);
      expect([...node.entry, ...node.exit], node.id).toEqual([]);
    }
  });

  it('only assigns: every transition action is an assign', () => {
    for (const node of nodesOf(lendingMachine.root)) {
      const transitions = [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
      for (const definition of transitions) {
        for (const action of definition.actions) {
          // A named action is one of the setup's: it must be an assign too.
          const named = typeof action === 'string' ? (lendingMachine.implementations.actions as Record<string, { type?: string }>)[action] : undefined;
          expect((named ?? (action as { type?: string })).type, node.id).toBe('xstate.assign');
        }
      }
    }
  });

  // The first to walk every reachable snapshot (about 3,000: two people's progress, a couple or relatives, either market); the others reuse them.
  it('leaves nothing to execute and no child actor after any sample event from any reachable snapshot', () => {
    expect(reachableSnapshots().length).toBeGreaterThan(20);
    for (const snapshot of sampledSnapshots(8)) {
      for (const event of sampleEvents) {
        const [next, actions] = transition(lendingMachine, snapshot, event);
        expect(actions, `${JSON.stringify(snapshot.value)} --${event.type}`).toEqual([]);
        expect(next.children).toEqual({});
      }
    }
  }, 300_000);
});

describe('lending chart: statuses', () => {
  const keys = Object.keys(lendingMachine.root.states) as LendingStateKey[];

  it('maps each of its states to one of the 13 statuses of issue 15, each status once', () => {
    expect(keys.map((key) => lendingStatusOf(key)).sort()).toEqual([...lendingStatuses].sort());
    expect(lendingStatusOf('draft')).toBe('Draft');
    expect(lendingStatusOf('cancelledByApplicantRequest')).toBe('CancelledByApplicantRequest');
    expect(() => lendingStatusOf('nowhere')).toThrow();
  });

  it('starts as a draft, submittable for 2 days (primary) or 5 days (secondary)', () => {
    const primary = start(primaryInput);
    expect(primary.value).toBe('draft');
    expect(primary.context.submitBy).toBe('2026-01-17T09:00:00.000Z');
    expect(primary.context.property).toEqual({ apartmentId: 101, availability: 'waitingApproval' });
    const secondary = start(secondaryInput);
    expect(secondary.context.submitBy).toBe('2026-01-20T09:00:00.000Z');
    expect(secondary.context.property).toBeNull();
  });

  it('ends in RejectedByBank, RejectedByClient, Expired, Deleted, CancelledByApplicantRequest, and the process\'s ends (issue 17)', () => {
    const finals = nodesOf(lendingMachine.root).filter((node: AnyStateNode) => node.type === 'final').map((node) => node.key);
    expect(finals.sort()).toEqual([
      'applicantsOnboardingFailed',
      'cancelledByApplicantRequest',
      'deleted',
      'expired',
      'loanDisbursed',
      'rejectedByApplicant',
      'rejectedByBank',
      'rejectedByClient',
      'rejectedByCoApplicant',
      'spouseDataNotProvided',
    ]);
  });
});

describe('lending chart: the way through', () => {
  it('submits a confirmed draft, and an accepted offer (approved for less) is the offer accepted', () => {
    const submitted = run(start(), { type: 'property.confirmed' }, { type: 'application.submit', by: mainApplicant, at: withinWindow });
    expect(submitted.value).toBe('sent');
    expect(submitted.context.submittedAt).toBe(withinWindow);
    const decided = run(submitted, { type: 'bank.received' }, { type: 'decision.approved', offer: reducedOffer, at: approvedAt });
    expect(decided.value).toBe('approvedByBank');
    expect(decided.context.offer).toEqual(reducedOffer);
    // ApprovedByClient leads straight on while nobody else is on the application.
    const accepted = run(decided, { type: 'offer.accept', by: mainApplicant });
    expect(accepted.value).toBe('offerAccepted');
    expect(run(accepted, { type: 'application.cancel', by: mainApplicant }).value).toBe('cancelledByApplicantRequest');
  });

  it('holds an application the bank service could not take as pending, until the bank receives it', () => {
    const sent = run(start(secondaryInput), { type: 'application.submit', by: mainApplicant, at: afterPrimaryWindow });
    const pending = run(sent, { type: 'bank.unavailable' });
    expect(pending.value).toBe('pending');
    expect(run(pending, { type: 'bank.received' }).value).toBe('sentToBank');
    expect(run(pending, { type: 'deadline.processPassed' }).value).toBe('expired');
    expect(run(sent, { type: 'bank.received' }, { type: 'bank.unavailable' }).value).toBe('pending');
  });

  it('returns a document mismatch to the draft for correcting, then submits it again', () => {
    const inBank = run(start(secondaryInput), { type: 'application.submit', by: mainApplicant, at: withinWindow }, { type: 'bank.received' });
    const back = run(inBank, { type: 'decision.documentMismatch', person: 'applicant' });
    expect(back.value).toBe('draft');
    expect(back.context.documentMismatch).toBe('applicant');
    const again = run(back, { type: 'application.submit', by: mainApplicant, at: withinWindow });
    expect(again.value).toBe('sent');
    expect(again.context.documentMismatch).toBe(null);
  });

  it('records the rejection reason, and the documents a manual review needs; staff decides the review', () => {
    const inBank = at('sentToBank');
    const rejected = run(inBank, { type: 'decision.rejected', reason: 'creditHistory' });
    expect([rejected.value, rejected.status, rejected.context.rejection]).toEqual(['rejectedByBank', 'done', { reason: 'creditHistory' }]);
    const review = run(inBank, { type: 'decision.manualReview', documents: ['incomeStatement'] });
    expect([review.value, review.context.reviewDocuments]).toEqual(['manualReview', ['incomeStatement']]);
    expect(run(review, { type: 'review.approve', by: staff, offer: fullOffer, at: approvedAt }).context.offer).toEqual(fullOffer);
    expect(run(review, { type: 'review.reject', by: staff, reason: 'lowIncome' }).context.rejection).toEqual({ reason: 'lowIncome' });
  });

  it('expires a draft when its submission deadline passes, and an offer left unanswered when the process window does', () => {
    expect(run(start(), { type: 'deadline.submissionPassed', at: afterEveryWindow }).value).toBe('expired');
    expect(run(at('approvedByBank', { offer: fullOffer }), { type: 'deadline.processPassed' }).value).toBe('expired');
  });

  it('lets the main applicant refuse the offer, delete a draft, and confirm a changed price', () => {
    expect(run(at('approvedByBank', { offer: fullOffer }), { type: 'offer.reject', by: mainApplicant }).value).toBe('rejectedByClient');
    expect(run(start(), { type: 'application.delete', by: mainApplicant }).value).toBe('deleted');
    const changed = run(start(), { type: 'property.confirmed' }, { type: 'price.changed', price: 42_000_000 });
    expect(lendingRefusal(changed, { type: 'application.submit', by: mainApplicant, at: withinWindow })?.rule).toBe('isPriceConfirmed');
    const agreed = run(changed, { type: 'price.confirm', by: mainApplicant, price: 42_000_000 });
    expect(agreed.context.agreedPrice).toBe(42_000_000);
    expect(run(agreed, { type: 'application.submit', by: mainApplicant, at: withinWindow }).value).toBe('sent');
  });
});

describe('lending chart: applying together (issue 16)', () => {
  const invite = { type: 'coApplicant.invite', by: mainApplicant, at: withinWindow, ...invitation } as const satisfies LendingEvent;
  const acceptInvitation = { type: 'invitation.accept', by: otherApplicant, email: lendingSampleEmails.invited } as const satisfies LendingEvent;
  const submit = { type: 'application.submit', by: mainApplicant, at: withinWindow } as const satisfies LendingEvent;
  const complete = { type: 'coApplicant.completePart', by: otherApplicant } as const satisfies LendingEvent;
  /** A confirmed draft whose co-applicant accepted the invitation. */
  const onBoard = () => run(start(), { type: 'property.confirmed' }, invite, acceptInvitation);
  /** Applying together, decided and offered: both must answer. */
  const offered = () => run(onBoard(), complete, submit, { type: 'bank.received' }, { type: 'decision.approved', offer: fullOffer, at: approvedAt });

  it('invites from the draft: the invitation waits for the invited e-mail, and accepting puts that account on the application', () => {
    const sent = run(start(), invite);
    expect([sent.value, sent.context.coApplicant]).toEqual(['coApplicantDecision', invited]);
    // Someone else's account, or the applicant, cannot answer it.
    expect(run(sent, { type: 'invitation.accept', by: stranger, email: lendingSampleEmails.other }).value).toBe('coApplicantDecision');
    const joined = run(sent, acceptInvitation);
    expect([joined.value, joined.context.coApplicant]).toEqual(['invitationAccepted', accepted]);
  });

  it('a declined invitation ends it: the applicant invites someone else or applies alone', () => {
    const declined = run(start(), { type: 'property.confirmed' }, invite, { type: 'invitation.decline', by: otherApplicant, email: lendingSampleEmails.invited });
    expect([declined.value, declined.context.coApplicant]).toEqual(['rejectedByCoapplicant', null]);
    expect(run(declined, invite).value).toBe('coApplicantDecision');
    expect(run(declined, submit).value).toBe('sent');
  });

  it('the applicant recalls the invitation, sent or accepted, and from either mismatch: back to the draft without a co-applicant', () => {
    const recall = { type: 'coApplicant.recall', by: mainApplicant } as const;
    for (const from of [run(start(), invite), onBoard(), run(onBoard(), { type: 'registry.coApplicantNotCitizen' }), run(onBoard(), { type: 'registry.coApplicantNotSpouse' })]) {
      const recalled = run(from, recall);
      expect([recalled.value, recalled.context.coApplicant], JSON.stringify(from.value)).toEqual(['draft', null]);
    }
    // Back in the draft: apply alone, or invite again.
    expect(run(onBoard(), recall, submit).value).toBe('sent');
    expect(run(onBoard(), recall, invite).value).toBe('coApplicantDecision');
  });

  it('the co-applicant leaves before the submission, also from a mismatch; the applicant goes on alone or invites again', () => {
    const cancel = { type: 'coApplicant.cancel', by: otherApplicant } as const;
    for (const from of [onBoard(), run(onBoard(), { type: 'registry.coApplicantNotCitizen' }), run(onBoard(), { type: 'registry.coApplicantNotSpouse' })]) {
      const left = run(from, cancel);
      expect([left.value, left.context.coApplicant]).toEqual(['canceledByCoApplicant', null]);
    }
    // Before accepting, the invited person is not on the application and has nothing to cancel.
    expect(run(start(), invite).can(cancel)).toBe(false);
    const left = run(onBoard(), cancel);
    expect(run(left, submit).value).toBe('sent');
    expect(run(left, invite).value).toBe('coApplicantDecision');
  });

  it("submits only once the co-applicant's part is confirmed; a changed step must be confirmed again", () => {
    expect(lendingRefusal(onBoard(), submit)?.rule).toBe('isCoApplicantPartComplete');
    const confirmedPart = run(onBoard(), complete);
    expect(confirmedPart.context.coApplicant?.partComplete).toBe(true);
    const changed = run(confirmedPart, { type: 'coApplicant.changePart', by: otherApplicant });
    expect([changed.value, changed.context.coApplicant?.partComplete]).toEqual(['invitationAccepted', false]);
    expect(lendingRefusal(changed, submit)?.rule).toBe('isCoApplicantPartComplete');
    const sent = run(changed, complete, submit);
    expect([sent.value, sent.context.submittedAt, sent.context.coApplicant?.userId]).toEqual(['sent', withinWindow, otherApplicant.userId]);
    // Waiting for the answer, nobody can submit; the other rules still hold when the part is done.
    expect(lendingRefusal(run(start(), invite), submit)?.rule).toBe('statusAllows');
    expect(lendingRefusal(run(onBoard(), complete), { ...submit, at: afterPrimaryWindow })?.rule).toBe('isWithinSubmissionDeadline');
    expect(lendingRefusal(run(start(), invite, acceptInvitation, complete), submit)?.rule).toBe('isPropertyConfirmed');
  });

  it('the registry mismatches reopen the part and hold the submission until the applicant recalls or the co-applicant leaves', () => {
    const citizenship = run(onBoard(), complete, { type: 'registry.coApplicantNotCitizen' });
    expect([citizenship.value, citizenship.context.coApplicant?.partComplete]).toEqual(['citizenshipMismatch', false]);
    const marital = run(onBoard(), complete, { type: 'registry.coApplicantNotSpouse' });
    expect([marital.value, marital.context.coApplicant?.partComplete]).toEqual(['maritalStatusMismatch', false]);
    for (const mismatch of [citizenship, marital]) {
      expect(lendingRefusal(mismatch, submit)?.rule).toBe('statusAllows');
      expect(mismatch.can(complete)).toBe(false);
      // Still a draft in every other way: it can be deleted, and it expires with its window.
      expect(run(mismatch, { type: 'application.delete', by: mainApplicant }).value).toBe('deleted');
      expect(run(mismatch, { type: 'deadline.submissionPassed', at: afterEveryWindow }).value).toBe('expired');
    }
    // The registry answers only about an accepted co-applicant's data.
    expect(run(start(), invite).can({ type: 'registry.coApplicantNotCitizen' })).toBe(false);
  });

  it('an invitation lapses with the submission deadline: the application expires, sent or accepted', () => {
    const passed = { type: 'deadline.submissionPassed', at: afterEveryWindow } as const;
    expect(run(start(), invite, passed).value).toBe('expired');
    expect(run(onBoard(), complete, passed).value).toBe('expired');
    expect(run(start(), invite, { type: 'deadline.submissionPassed', at: withinWindow }).value).toBe('coApplicantDecision');
  });

  it("a document mismatch returns it before the submission: the co-applicant's reopens their part, the applicant's keeps it", () => {
    const inBank = run(onBoard(), complete, submit, { type: 'bank.received' });
    const theirs = run(inBank, { type: 'decision.documentMismatch', person: 'coApplicant' });
    expect([theirs.value, theirs.context.documentMismatch, theirs.context.coApplicant?.partComplete]).toEqual(['invitationAccepted', 'coApplicant', false]);
    expect(lendingRefusal(theirs, submit)?.rule).toBe('isCoApplicantPartComplete');
    const again = run(theirs, complete, submit);
    expect([again.value, again.context.documentMismatch]).toEqual(['sent', null]);
    const mine = run(inBank, { type: 'decision.documentMismatch', person: 'applicant' });
    expect([mine.value, mine.context.documentMismatch, mine.context.coApplicant?.partComplete]).toEqual(['invitationAccepted', 'applicant', true]);
    expect(run(mine, submit).value).toBe('sent');
  });

  it('the offer is accepted only when both accept, in either order', () => {
    const applicantFirst = run(offered(), { type: 'offer.accept', by: mainApplicant });
    expect(applicantFirst.value).toBe('approvedByClient');
    expect(run(applicantFirst, { type: 'offer.accept', by: otherApplicant }).value).toBe('offerAccepted');
    const coApplicantFirst = run(offered(), { type: 'offer.accept', by: otherApplicant });
    expect(coApplicantFirst.value).toBe('approvedByCoapplicant');
    // Accepting twice changes nothing; a stranger cannot answer.
    expect(coApplicantFirst.can({ type: 'offer.accept', by: otherApplicant })).toBe(false);
    expect(coApplicantFirst.can({ type: 'offer.accept', by: stranger })).toBe(false);
    expect(run(coApplicantFirst, { type: 'offer.accept', by: mainApplicant }).value).toBe('offerAccepted');
    // Left waiting for the other's answer, the offer expires with the process window.
    expect(run(applicantFirst, { type: 'deadline.processPassed' }).value).toBe('expired');
    expect(run(coApplicantFirst, { type: 'deadline.processPassed' }).value).toBe('expired');
  });

  it("a refusal by either, before or after the other's acceptance, refuses the offer and names who", () => {
    const refuse = (by: LendingActor) => ({ type: 'offer.reject', by }) as const;
    const cases = [
      [offered(), refuse(otherApplicant), 'coApplicant'],
      [offered(), refuse(mainApplicant), 'applicant'],
      [run(offered(), { type: 'offer.accept', by: mainApplicant }), refuse(otherApplicant), 'coApplicant'],
      [run(offered(), { type: 'offer.accept', by: otherApplicant }), refuse(mainApplicant), 'applicant'],
    ] as const;
    for (const [from, event, who] of cases) {
      const refused = run(from, event);
      expect([refused.value, refused.status, refused.context.offerRefusedBy], `${JSON.stringify(from.value)} ${who}`).toEqual(['rejectedByClient', 'done', who]);
    }
    // Having accepted, the applicant cannot take it back by refusing.
    expect(run(offered(), { type: 'offer.accept', by: mainApplicant }).can(refuse(mainApplicant))).toBe(false);
  });
});

/** Each rule's refusal: the state, the event it refuses there, the rule and its catalogued reason. */
const refusals: [string, LendingSnapshot, LendingEvent, keyof typeof lendingGuardReasons][] = [
  ['submit by someone other than the main applicant', at('draft', confirmed), { type: 'application.submit', by: otherApplicant, at: withinWindow }, 'isMainApplicant'],
  ['submit by a bank employee', at('draft', confirmed), { type: 'application.submit', by: staff, at: withinWindow }, 'isMainApplicant'],
  ['submit after the 2-day primary window', at('draft', confirmed), { type: 'application.submit', by: mainApplicant, at: afterPrimaryWindow }, 'isWithinSubmissionDeadline'],
  ['submit before the developer confirms the property', at('draft'), { type: 'application.submit', by: mainApplicant, at: withinWindow }, 'isPropertyConfirmed'],
  [
    'submit when the developer refused the property',
    at('draft', { property: { apartmentId: 101, availability: 'refused' } }),
    { type: 'application.submit', by: mainApplicant, at: withinWindow },
    'isPropertyConfirmed',
  ],
  ['submit before confirming a changed price', at('draft', { ...confirmed, currentPrice: 42_000_000 }), { type: 'application.submit', by: mainApplicant, at: withinWindow }, 'isPriceConfirmed'],
  ['confirm a price that has changed again since', at('draft', { currentPrice: 42_000_000 }), { type: 'price.confirm', by: mainApplicant, price: 41_000_000 }, 'isCurrentPrice'],
  ['confirm the price for the main applicant', at('draft', { currentPrice: 42_000_000 }), { type: 'price.confirm', by: otherApplicant, price: 42_000_000 }, 'isMainApplicant'],
  ['delete the draft by someone else', at('draft'), { type: 'application.delete', by: otherApplicant }, 'isMainApplicant'],
  ['a submission deadline row that fires early', at('draft'), { type: 'deadline.submissionPassed', at: withinWindow }, 'isPastSubmissionDeadline'],
  ['accept the offer by someone else', at('approvedByBank', { offer: fullOffer }), { type: 'offer.accept', by: otherApplicant }, 'isMainApplicant'],
  ['refuse the offer by someone else', at('approvedByBank', { offer: fullOffer }), { type: 'offer.reject', by: otherApplicant }, 'isMainApplicant'],
  ['cancel by someone else', at('sentToBank'), { type: 'application.cancel', by: otherApplicant }, 'isMainApplicant'],
  ['an applicant deciding a manual review', at('manualReview'), { type: 'review.approve', by: mainApplicant, offer: fullOffer, at: approvedAt }, 'isBankStaff'],
  ['an applicant rejecting in a manual review', at('manualReview'), { type: 'review.reject', by: mainApplicant, reason: 'lowIncome' }, 'isBankStaff'],
  ['delete a submitted application (only while pre-saved)', at('sent'), { type: 'application.delete', by: mainApplicant }, 'statusAllows'],
  ['accept an offer before the bank decided', at('sentToBank'), { type: 'offer.accept', by: mainApplicant }, 'statusAllows'],
  ['submit again once sent', at('sent'), { type: 'application.submit', by: mainApplicant, at: withinWindow }, 'statusAllows'],
  ['a decision before the bank received the application', at('sent'), { type: 'decision.approved', offer: fullOffer, at: approvedAt }, 'statusAllows'],
  ['an expiry once submitted', at('sentToBank'), { type: 'deadline.submissionPassed', at: afterEveryWindow }, 'statusAllows'],
  ['cancel a draft (it is deleted instead)', at('draft'), { type: 'application.cancel', by: mainApplicant }, 'statusAllows'],
  ['anything once deleted', at('deleted'), { type: 'application.submit', by: mainApplicant, at: withinWindow }, 'statusAllows'],
  ['cancel once rejected', at('rejectedByBank'), { type: 'application.cancel', by: mainApplicant }, 'statusAllows'],
  ['invite by someone other than the main applicant', at('draft'), { type: 'coApplicant.invite', by: otherApplicant, at: withinWindow, ...invitation }, 'isMainApplicant'],
  ['invite after the submission window', at('draft'), { type: 'coApplicant.invite', by: mainApplicant, at: afterEveryWindow, ...invitation }, 'isWithinSubmissionDeadline'],
  ['a second invitation while one is active', at('coApplicantDecision', { coApplicant: invited }), { type: 'coApplicant.invite', by: mainApplicant, at: withinWindow, ...invitation }, 'statusAllows'],
  ['accept from an account of another e-mail', at('coApplicantDecision', { coApplicant: invited }), { type: 'invitation.accept', by: stranger, email: lendingSampleEmails.other }, 'isInvitee'],
  ['the main applicant accepting their own invitation', at('coApplicantDecision', { coApplicant: invited }), { type: 'invitation.decline', by: mainApplicant, email: lendingSampleEmails.invited }, 'isInvitee'],
  ['recall by the co-applicant', at('invitationAccepted', { coApplicant: accepted }), { type: 'coApplicant.recall', by: otherApplicant }, 'isMainApplicant'],
  ['complete the co-applicant part by the applicant', at('invitationAccepted', { coApplicant: accepted }), { type: 'coApplicant.completePart', by: mainApplicant }, 'isCoApplicant'],
  ['cancel for the co-applicant by the applicant', at('invitationAccepted', { coApplicant: accepted }), { type: 'coApplicant.cancel', by: mainApplicant }, 'isCoApplicant'],
  [
    "submit before the co-applicant's part is confirmed",
    at('invitationAccepted', { ...confirmed, coApplicant: accepted }),
    { type: 'application.submit', by: mainApplicant, at: withinWindow },
    'isCoApplicantPartComplete',
  ],
  ['accept the offer by a stranger', at('approvedByBank', { offer: fullOffer, coApplicant: { ...accepted, partComplete: true } }), { type: 'offer.accept', by: stranger }, 'isMainApplicant'],
  ['the applicant accepting twice', at('approvedByClient', { offer: fullOffer, coApplicant: { ...accepted, partComplete: true } }), { type: 'offer.accept', by: mainApplicant }, 'isCoApplicant'],
  ['delete the draft by the co-applicant', at('invitationAccepted', { coApplicant: accepted }), { type: 'application.delete', by: otherApplicant }, 'isMainApplicant'],
  // The lending process after the offer (issue 17).
  ['a stranger opening the identification', inProcess('offerAccepted'), { type: 'identification.start', by: stranger }, 'isParty'],
  ['identification online for a resale home', at('offerAccepted', { marketType: '1', offer: fullOffer, progress: { applicant: newPersonProgress(), coApplicant: null } }), { type: 'identification.start', by: mainApplicant }, 'isPrimaryMarket'],
  ['a branch visit for a new building', inProcess('offerAccepted'), { type: 'branchVisit.book', by: mainApplicant, branchCode: '01', slotAt, repaymentDay: 10 }, 'isSecondaryMarket'],
  ['a second try while one is under way', inProcess('applicantsIdentificationInProgress', { identification: 'inProgress' }), { type: 'identification.start', by: mainApplicant }, 'mayStartIdentification'],
  ["a provider's answer about someone not being identified", inProcess('applicantsIdentificationInProgress', {}, { identification: 'inProgress' }), { type: 'identification.passed', person: 'applicant' }, 'isBeingIdentified'],
  [
    "a branch identifying the person whose identification did not stop",
    inProcess('applicantsNotIdentificated', { identification: 'inProgress' }, { identification: 'inProgress' }, { identificationStop: { person: 'applicant', reason: 'branchVisitRequired' } }),
    { type: 'identification.passed', person: 'coApplicant' },
    'isStoppedPerson',
  ],
  ["correcting another person's mismatched document", inProcess('providedDocumentMismatchedWithAS', {}, {}, { documentMismatch: 'applicant' }), { type: 'document.correct', by: otherApplicant }, 'isMismatchedPerson'],
  ['booking a call after it is done', inProcess('applicantsOnboardingInProgress', { ...passed, onboarding: 'completed' }, { ...passed, onboarding: 'booked' }), { type: 'onboarding.book', by: mainApplicant, slotAt }, 'mayBookOnboarding'],
  ["a call's answer without a booked call", inProcess('applicantsOnboardingInProgress', passed, { ...passed, onboarding: 'booked' }), { type: 'onboarding.completed', person: 'applicant' }, 'isOnboardingBooked'],
  ['spouse data given twice', inProcess('applicantsOnboardingCompleted', { spouseDataProvided: true }, {}), { type: 'spouseData.provide', by: mainApplicant }, 'hasNotProvidedSpouseData'],
  ["the contract's data given twice", inProcess('lendingPackageDataNotPresented', { packageDataPresented: true }, {}), { type: 'packageData.present', by: mainApplicant, repaymentDay: 10 }, 'hasNotPresentedPackageData'],
  ['a repayment day outside 1-20', inProcess('lendingPackageDataNotPresented', {}, {}), { type: 'packageData.present', by: mainApplicant, repaymentDay: 25 }, 'isRepaymentDayValid'],
  ['a repayment day from the co-applicant', inProcess('lendingPackageDataNotPresented', {}, {}), { type: 'packageData.present', by: otherApplicant, repaymentDay: 10 }, 'isWithoutRepaymentDay'],
  ['signing twice', inProcess('lendingPackageChecked', { packageSigned: true }, {}, { packageExpiresAt }), { type: 'package.sign', by: mainApplicant, at: withinPackageWindow }, 'hasNotSigned'],
  ['signing after the package expired', inProcess('lendingPackageChecked', {}, undefined, { packageExpiresAt }), { type: 'package.sign', by: mainApplicant, at: afterPackageWindow }, 'isWithinPackageWindow'],
  ["the package's expiry before its time", inProcess('lendingPackageChecked', {}, undefined, { packageExpiresAt }), { type: 'deadline.packagePassed', at: withinPackageWindow }, 'isPastPackageWindow'],
];

describe('lending chart: each rule refuses what it should, and nothing changes', () => {
  it.each(refusals)('%s', (_description, snapshot, event, rule) => {
    const [next, actions] = transition(lendingMachine, snapshot, event);
    expect(next.value).toEqual(snapshot.value);
    expect(next.context).toEqual(snapshot.context);
    expect(actions).toEqual([]);
    expect(snapshot.can(event)).toBe(false);
    expect(lendingRefusal(snapshot, event)).toMatchObject({ rule, reason: lendingGuardReasons[rule] });
  });

  it('names every rule in some refusal above', () => {
    // hasCoApplicant only picks a branch (after a document mismatch, after the applicant's acceptance), the
    // process's `everyone…` guards move it on once everyone has done their part, and the last try picks
    // the branch of a failed identification: they refuse nothing.
    // isSpouseCouple takes a married couple past the spouse-data phase on its own.
    const branchOnly = ['hasCoApplicant', 'isLastIdentificationTry', 'everyoneIdentified', 'everyoneOnboarded', 'everyoneProvidedSpouseData', 'everyonePresentedPackageData', 'everyoneSigned', 'isSpouseCouple'];
    const refusing = Object.keys(lendingGuardReasons).filter((rule) => !branchOnly.includes(rule));
    expect(new Set(refusals.map(([, , , rule]) => rule))).toEqual(new Set(refusing));
  });

  it('refuses with catalogued reasons only', () => {
    for (const code of Object.values(lendingGuardReasons)) {
      const [type, reason] = code.split('.') as [ErrorType, string];
      expect(errorCatalogue[type] as readonly string[], code).toContain(reason);
    }
  });

  it('gives no refusal for an allowed event', () => {
    expect(lendingRefusal(at('draft', confirmed), { type: 'application.submit', by: mainApplicant, at: withinWindow })).toBeNull();
  });
});

describe('lending chart: restored from its envelope', () => {
  it.each(Object.keys(lendingMachine.root.states) as LendingStateKey[])('resolveState restores %s with its context', (key) => {
    const context = { ...start().context, ...confirmed, offer: fullOffer };
    const restored = lendingMachine.resolveState({ value: key, context });
    expect(restored.value).toBe(key);
    expect(restored.context).toEqual(context);
    expect(restored.status).toBe(lendingMachine.root.states[key]?.type === 'final' ? 'done' : 'active');
  });

  it('answers every sample event from a restored envelope exactly as from the snapshot it was stored from', () => {
    const snapshots = reachableSnapshots();
    const values = new Set(snapshots.map((snapshot) => JSON.stringify(snapshot.value)));
    // Every state is one the server stores (ApprovedByClient too: together, it waits for the co-applicant).
    expect(values.size).toBe(Object.keys(lendingMachine.root.states).length);
    // A few contexts of each state: every one of the ~1 700 reachable snapshots times every sample event would take minutes.
    for (const snapshot of sampledSnapshots()) {
      const restored = restore(snapshot);
      expect([restored.value, restored.context]).toEqual([snapshot.value, snapshot.context]);
      for (const event of sampleEvents) {
        const fromStored = transition(lendingMachine, snapshot, event)[0];
        const fromRestored = transition(lendingMachine, restored, event)[0];
        expect([fromRestored.value, fromRestored.context, fromRestored.status], `${JSON.stringify(snapshot.value)} --${event.type}`).toEqual([
          fromStored.value,
          fromStored.context,
          fromStored.status,
        ]);
      }
    }
  });
});

describe('lending chart: a married couple on one loan, and a resale home\'s repayment day (version 5)', () => {
  const spouse = { ...accepted, relationship: 'spouse', partComplete: true } as const;
  const booked = { ...passed, onboarding: 'booked', onboardingAt: slotAt } as const;
  /** Both identified and their calls booked: the calls' answers come next. */
  const callsBooked = (coApplicant: LendingContext['coApplicant']) => inProcess('applicantsOnboardingInProgress', booked, booked, { coApplicant });
  const bothCalls = [
    { type: 'onboarding.completed', person: 'applicant' },
    { type: 'onboarding.completed', person: 'coApplicant' },
  ] as const satisfies LendingEvent[];

  it('takes a married couple past the spouse-data phase after the calls, each recorded as the other\'s spouse', () => {
    const after = run(callsBooked(spouse), ...bothCalls);
    expect(after.value).toBe('lendingPackageDataNotPresented');
    expect([after.context.progress?.applicant.spouseDataProvided, after.context.progress?.coApplicant?.spouseDataProvided]).toEqual([true, true]);
    // Nobody is asked for spouse data: the chart takes none, and the contract's data is everyone's next step.
    expect(lendingRefusal(after, { type: 'spouseData.provide', by: mainApplicant })).toMatchObject({ rule: 'statusAllows' });
    expect(lendingRefusal(after, { type: 'spouseData.decline', by: otherApplicant })).toMatchObject({ rule: 'statusAllows' });
    expect(run(after, { type: 'packageData.present', by: mainApplicant, repaymentDay: 10 }).value).toBe('lendingPackageDataPresentedByApplicant');
  });

  it('asks relatives on one loan, and a married applicant alone, for their spouse data after the calls', () => {
    const relatives = run(callsBooked({ ...accepted, partComplete: true }), ...bothCalls);
    expect([relatives.value, relatives.context.progress?.applicant.spouseDataProvided]).toEqual(['applicantsOnboardingCompleted', false]);
    const alone = run(inProcess('applicantsOnboardingInProgress', booked), { type: 'onboarding.completed', person: 'applicant' });
    expect(alone.value).toBe('applicantsOnboardingCompleted');
    expect(run(alone, { type: 'spouseData.provide', by: mainApplicant }).value).toBe('lendingPackageDataNotPresented');
  });

  it('walks a couple from the invitation to the contract data: the spouse invited, both accept the offer, identify and join their calls', () => {
    const invite = { type: 'coApplicant.invite', by: mainApplicant, at: withinWindow, ...invitation, relationship: 'spouse' } as const satisfies LendingEvent;
    const offered = run(
      start(),
      { type: 'property.confirmed' },
      invite,
      { type: 'invitation.accept', by: otherApplicant, email: lendingSampleEmails.invited },
      { type: 'coApplicant.completePart', by: otherApplicant },
      { type: 'application.submit', by: mainApplicant, at: withinWindow },
      { type: 'bank.received' },
      { type: 'decision.approved', offer: fullOffer, at: approvedAt },
      { type: 'offer.accept', by: mainApplicant },
      { type: 'offer.accept', by: otherApplicant },
    );
    expect(offered.value).toBe('offerAccepted');
    const identified = run(
      offered,
      { type: 'identification.start', by: mainApplicant },
      { type: 'identification.start', by: otherApplicant },
      { type: 'identification.passed', person: 'applicant' },
      { type: 'identification.passed', person: 'coApplicant' },
      { type: 'onboarding.book', by: mainApplicant, slotAt },
      { type: 'onboarding.book', by: otherApplicant, slotAt },
      ...bothCalls,
    );
    expect(identified.value).toBe('lendingPackageDataNotPresented');
  });

  describe("a resale home's branch visit carries the main applicant's repayment day", () => {
    const resale = () => at('offerAccepted', { marketType: '1', offer: fullOffer, progress: { applicant: newPersonProgress(), coApplicant: null } });
    const book = (repaymentDay: number | null, by: LendingActor = mainApplicant) => ({ type: 'branchVisit.book', by, branchCode: '01', slotAt, repaymentDay }) as const;

    it('books the visit with a day from 1 to 20, and keeps the day for the first payment after the payout', () => {
      const visit = run(resale(), book(20));
      expect([visit.value, visit.context.repaymentDay, visit.context.branchVisit]).toEqual(['branchVisitBooked', 20, { branchCode: '01', at: slotAt }]);
      const paidOut = run(visit, { type: 'branchVisit.attended' }, { type: 'coreBanking.loanDisbursed' });
      expect([paidOut.value, paidOut.context.repaymentDay]).toEqual(['loanDisbursed', 20]);
    });

    it.each([[0], [21], [25], [1.5], [null]])('refuses the repayment day %s with the catalogued range, and nothing changes', (day) => {
      const offer = resale();
      expect(lendingRefusal(offer, book(day))).toEqual({ rule: 'isRepaymentDayValid', reason: 'LOAN_CONTRACT.PAYMENT_DAY_OUT_OF_RANGE', params: { min: 1, max: 20 } });
      expect(run(offer, book(day))).toBe(offer);
    });

    it('moves the visit with a new repayment day (a day outside the range refused); the co-applicant books nothing', () => {
      const visit = run(resale(), book(5));
      const moved = run(visit, book(12));
      expect([moved.value, moved.context.repaymentDay]).toEqual(['branchVisitBooked', 12]);
      expect(lendingRefusal(moved, book(30))).toMatchObject({ rule: 'isRepaymentDayValid' });
      expect(lendingRefusal(moved, book(12, otherApplicant))).toMatchObject({ rule: 'isMainApplicant' });
    });
  });
});
