import type { StateValue } from 'xstate';
import { lendingMachine, lendingMachineVersion, newPersonProgress, type LendingContext, type LendingSnapshot } from '../../../../machines/lending/lending.machine';

/**
 * What a loan application row keeps of its chart state (DESIGN.md, "The lending process"): our own
 * shape, not xstate's internal snapshot, so an xstate upgrade cannot make stored rows unreadable.
 */
export interface LendingEnvelope {
  machineVersion: number;
  value: StateValue;
  context: LendingContext;
}

/** An envelope as a row or a golden file holds it: its context is whatever its version stored. */
export interface StoredEnvelope {
  machineVersion: number;
  value: StateValue;
  context: unknown;
}

/** Turns an envelope of version n into one of version n + 1 (a renamed state, a new context field). */
export type EnvelopeMigration = (envelope: StoredEnvelope) => StoredEnvelope;

/**
 * Version 1 to 2 (issue 16, the co-applicant): `documentMismatch` names whose document mismatched
 * (a version 1 application had only the applicant), and the context gains the co-applicant (none)
 * and who refused the offer (the applicant, the only one who could). No state was renamed.
 */
const withCoApplicant: EnvelopeMigration = (envelope) => {
  const context = envelope.context as Record<string, unknown>;
  return {
    machineVersion: 2,
    value: envelope.value,
    context: {
      ...context,
      documentMismatch: context.documentMismatch === true ? 'applicant' : null,
      coApplicant: null,
      offerRefusedBy: envelope.value === 'rejectedByClient' ? 'applicant' : null,
    },
  };
};

/**
 * Version 2 to 3 (issue 17, the lending process after the offer): the context gains each person's
 * progress (an accepted offer starts everyone at the beginning), the identification's stop, the
 * repayment day, the package's expiry and the appointments. No state was renamed.
 */
const withLendingProcess: EnvelopeMigration = (envelope) => {
  const context = envelope.context as Record<string, unknown> & { coApplicant: { userId: string | null } | null };
  const started = envelope.value === 'offerAccepted';
  return {
    machineVersion: 3,
    value: envelope.value,
    context: {
      ...context,
      progress: started ? { applicant: newPersonProgress(), coApplicant: context.coApplicant?.userId != null ? newPersonProgress() : null } : null,
      identificationStop: null,
      repaymentDay: null,
      packageExpiresAt: null,
      notaryAppointment: null,
      branchVisit: null,
    },
  };
};

/**
 * Version 3 to 4: the context gains when the bank approved (`approvedAt`), from which a resale home's
 * 30-day branch-visit window counts. A version 3 envelope did not keep it: null, so an application
 * approved before keeps the window it was shown (counted from its submission). No state was renamed.
 */
const withApprovalTime: EnvelopeMigration = (envelope) => ({
  machineVersion: 4,
  value: envelope.value,
  context: { ...(envelope.context as Record<string, unknown>), approvedAt: null },
});

/**
 * Version 4 to 5: a married couple on one loan (the co-applicant invited as the spouse, whom the
 * registry confirmed) skips the spouse-data phase after the video calls, each recorded as the other's
 * spouse; a resale home's branch visit carries the repayment day. The context and the states are as
 * they were: a version 4 couple already in the spouse-data phase goes on by the spouse data they give
 * (the chart still takes it there), and a branch visit booked before has no repayment day (null).
 */
const withSpouseCouple: EnvelopeMigration = (envelope) => ({ machineVersion: 5, value: envelope.value, context: envelope.context });

/**
 * The migration from each earlier version, keyed by the version it reads; raising
 * `lendingMachineVersion` needs an entry for the old number (tests/golden keeps an envelope of every
 * state of every version, and a test restores each into the current chart).
 */
export const lendingEnvelopeMigrations: ReadonlyMap<number, EnvelopeMigration> = new Map([
  [1, withCoApplicant],
  [2, withLendingProcess],
  [3, withApprovalTime],
  [4, withSpouseCouple],
]);

/**
 * Brings a stored envelope to the current version by the registered migrations, one version at a
 * time. An envelope from a newer chart, or with a missing step, is an error: restoring it as it is
 * would put the application in a state the chart never meant.
 */
export function migrateEnvelope(
  stored: StoredEnvelope,
  migrations: ReadonlyMap<number, EnvelopeMigration> = lendingEnvelopeMigrations,
  currentVersion = lendingMachineVersion,
): LendingEnvelope {
  let envelope = stored;
  if (!Number.isInteger(envelope.machineVersion) || envelope.machineVersion < 1 || envelope.machineVersion > currentVersion) {
    throw new Error(`a lending envelope of version ${envelope.machineVersion} cannot be read by chart version ${currentVersion}`);
  }
  while (envelope.machineVersion < currentVersion) {
    const migrate = migrations.get(envelope.machineVersion);
    if (!migrate) throw new Error(`no lending envelope migration from version ${envelope.machineVersion}`);
    const next = migrate(envelope);
    if (next.machineVersion !== envelope.machineVersion + 1) {
      throw new Error(`the lending envelope migration from version ${envelope.machineVersion} answered version ${next.machineVersion}`);
    }
    envelope = next;
  }
  return envelope as LendingEnvelope;
}

/** The chart's snapshot of a stored envelope of any known version. */
export function restoreEnvelope(stored: StoredEnvelope): LendingSnapshot {
  const { value, context } = migrateEnvelope(stored);
  return lendingMachine.resolveState({ value, context });
}

/** The envelope of a snapshot, as it is stored. */
export const envelopeOf = (snapshot: LendingSnapshot): LendingEnvelope => ({ machineVersion: lendingMachineVersion, value: snapshot.value, context: snapshot.context });
