import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { LendingNextActor } from '../../api/contract/lending-process';
import { restoreEnvelope, type StoredEnvelope } from '../../api/server/services/lending/lending-envelope';
import { lendingNextActor } from '../../api/server/services/lending/lending-process-view';
import { lendingMachine, newPersonProgress, type LendingContext, type LendingStateKey } from '../../machines/lending/lending.machine';

/*
 * Who must act next (the "where am I" map's "what comes next"), derived from the lending chart: for
 * every state of version 3 (its golden envelope), which people the chart lets move it on, or the
 * bank's side, or nobody in a final state.
 */

const golden = 'tests/golden/lending';
const envelopes = new Map<string, StoredEnvelope>(
  readdirSync(golden)
    .filter((file) => file.startsWith('v3-'))
    .map((file) => {
      const { envelope } = JSON.parse(readFileSync(`${golden}/${file}`, 'utf8')) as { envelope: StoredEnvelope };
      return [String(envelope.value), envelope];
    }),
);
/** Before the golden packages expire (20 January, 20:00). */
const now = new Date('2026-01-20T10:00:00Z');

/** Each state's next actor with its golden envelope's people (alone or together, as the file has them). */
const expected: Record<LendingStateKey, LendingNextActor | null> = {
  draft: 'applicant',
  coApplicantDecision: 'coApplicant',
  invitationAccepted: 'coApplicant',
  citizenshipMismatch: 'applicant',
  maritalStatusMismatch: 'applicant',
  rejectedByCoapplicant: 'applicant',
  canceledByCoApplicant: 'applicant',
  sent: 'bank',
  pending: 'bank',
  sentToBank: 'bank',
  manualReview: 'bank',
  approvedByBank: 'applicant',
  approvedByClient: 'coApplicant',
  approvedByCoapplicant: 'applicant',
  offerAccepted: 'applicant',
  applicantsIdentificationInProgress: 'bank',
  applicantsNotIdentificated: 'applicant',
  providedDocumentMismatchedWithAS: 'applicant',
  applicantsIdentificated: 'applicant',
  applicantsOnboardingInProgress: 'bank',
  applicantsOnboardingCompleted: 'applicant',
  spouseDataProvidedByApplicant: 'coApplicant',
  spouseDataProvidedByCoApplicant: 'applicant',
  lendingPackageDataNotPresented: 'applicant',
  lendingPackageDataPresentedByApplicant: 'coApplicant',
  lendingPackageDataPresentedByCoApplicant: 'applicant',
  lendingPackagePreparation: 'bank',
  lendingPackagePrepared: 'bank',
  lendingPackageChecked: 'applicant',
  signedByApplicant: 'coApplicant',
  signedByCoApplicant: 'applicant',
  lendingPackageSigned: 'bank',
  loanApproved: 'applicant',
  notaryAppointmentProvided: 'bank',
  notaryPackagePrepared: 'bank',
  notaryPackageChecked: 'bank',
  notaryPackageAvailable: 'bank',
  rightsRegistered: 'bank',
  propertyInsured: 'bank',
  branchVisitBooked: 'bank',
  loanDisbursementInProgress: 'bank',
  loanDisbursed: null,
  applicantsOnboardingFailed: null,
  spouseDataNotProvided: null,
  rejectedByApplicant: null,
  rejectedByCoApplicant: null,
  rejectedByBank: null,
  rejectedByClient: null,
  expired: null,
  deleted: null,
  cancelledByApplicantRequest: null,
};

const snapshotWith = (state: LendingStateKey, change: (context: LendingContext) => Partial<LendingContext>) => {
  const envelope = envelopes.get(state);
  if (!envelope) throw new Error(`no golden envelope of ${state}`);
  const snapshot = restoreEnvelope(envelope);
  return lendingMachine.resolveState({ value: snapshot.value, context: { ...snapshot.context, ...change(snapshot.context) } });
};
const together = (context: LendingContext): LendingContext['coApplicant'] => ({
  invitationId: '5e1c7a3b-0000-4000-8000-0000000000c1',
  email: 'mariam.hakobyan@example.am',
  relationship: 'spouse',
  userId: '8d7f1c1e-0000-4000-8000-00000000000b',
  partComplete: true,
  ...context.coApplicant,
});

describe('lendingNextActor', () => {
  it('has a golden envelope for every state of the chart', () => {
    expect([...envelopes.keys()].sort()).toEqual(Object.keys(expected).sort());
  });

  for (const [state, actor] of Object.entries(expected)) {
    it(`${state}: ${actor ?? 'nobody (final)'}`, () => {
      const envelope = envelopes.get(state);
      expect(envelope).toBeDefined();
      expect(lendingNextActor(restoreEnvelope(envelope as StoredEnvelope), now)).toBe(actor);
    });
  }

  it('together after the offer, both people identify: everyone; once one opened the widget, the other', () => {
    const both = snapshotWith('offerAccepted', (context) => ({ marketType: '0', coApplicant: together(context), progress: { applicant: newPersonProgress(), coApplicant: newPersonProgress() } }));
    expect(lendingNextActor(both, now)).toBe('everyone');
    const started = snapshotWith('applicantsIdentificationInProgress', (context) => ({
      coApplicant: together(context),
      progress: { applicant: { ...newPersonProgress(), identification: 'inProgress' }, coApplicant: newPersonProgress() },
    }));
    expect(lendingNextActor(started, now)).toBe('coApplicant');
    // Both in the widget (or with a bank employee): the provider answers.
    const waiting = snapshotWith('applicantsIdentificationInProgress', (context) => ({
      coApplicant: together(context),
      progress: { applicant: { ...newPersonProgress(), identification: 'manualProcessing' }, coApplicant: { ...newPersonProgress(), identification: 'inProgress' } },
    }));
    expect(lendingNextActor(waiting, now)).toBe('bank');
  });

  it('a resale home after the offer: only the main applicant books the branch visit', () => {
    const resale = snapshotWith('offerAccepted', (context) => ({ marketType: '1', coApplicant: together(context), progress: { applicant: newPersonProgress(), coApplicant: newPersonProgress() } }));
    expect(lendingNextActor(resale, now)).toBe('applicant');
  });

  it('a package past its window waits on the bank (the deadline prepares a new one), not on the signatures', () => {
    const signing = snapshotWith('lendingPackageChecked', () => ({}));
    expect(lendingNextActor(signing, now)).toBe('applicant');
    expect(lendingNextActor(signing, new Date('2026-01-20T20:00:00Z'))).toBe('bank');
  });

  it('a booked video call waits on the call, not on moving it', () => {
    const booked = snapshotWith('applicantsOnboardingInProgress', (context) => ({
      progress: context.progress && { applicant: { ...context.progress.applicant, onboarding: 'booked' }, coApplicant: null },
    }));
    expect(lendingNextActor(booked, now)).toBe('bank');
  });

  it('the identification stopped for the co-applicant: they go to a branch', () => {
    const stopped = snapshotWith('applicantsNotIdentificated', (context) => ({ coApplicant: together(context), identificationStop: { person: 'coApplicant', reason: 'tooManyFailures' } }));
    expect(lendingNextActor(stopped, now)).toBe('coApplicant');
  });
});
