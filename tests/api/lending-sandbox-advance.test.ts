import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../api/server/db/schema';
import { get, mailbox, post } from '../support/account-helpers';
import { createTestApp, type TestApp } from '../support/test-app';
import { expectedKind, type TestDatabase } from '../support/test-database';
import { freeSlot, offerAcceptedAlone, processApi, sandboxProcessWorld, type ProcessWorld } from '../drivers/lending-process.api';
import { signedInPerson } from '../drivers/loan-applications.api';

/*
 * "Move this application along" (issue 17): in sandbox mode a person on an application can have the
 * sandboxes' next pending answer about it come now, so a demo (or a browser test) goes from the accepted
 * offer to the payout without waiting for the video call's slot, the package's preparation or the notary's
 * hour. The clock does not move in this test after the offer: every answer comes because it was asked to.
 */

let database: TestDatabase;
let t: TestApp;
let world: ProcessWorld;

beforeAll(async () => {
  ({ database, ...world } = await sandboxProcessWorld());
  ({ t } = world);
});
afterAll(() => database.close());

const advance = (token: string, id: string) => t.json<{ answered: { kind: string; wasDueAt: string } | null }>(`/api/sandbox/loan-applications/${id}/advance`, post(undefined, { token }));
const base = (id: string) => `/api/loan-applications/${id}/process`;

describe(`the sandbox's "move it along" (${expectedKind})`, () => {
  it('brings each pending answer of the sandboxes forward, from the identification widget to the payout, without moving the clock', async () => {
    const app = await offerAcceptedAlone(world);
    const { token } = app.applicant;
    const api = processApi(t);
    const status = async () => (await t.json<{ status: string }>(`/api/loan-applications/${app.id}`, get({ token }))).body.status;
    /** The next answer now: the control names it, and the scheduler runs it. */
    const next = async (kind: string) => {
      const answer = await advance(token, app.id);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.answered?.kind).toBe(kind);
      await world.scheduler.runDue();
    };
    const frozen = t.clock.now().getTime();

    const session = await api.startIdentification(token, app.id);
    expect((await api.widget(session.body.guid, 'passed')).status).toBe(200);
    await next('identification.answer');
    expect(await status()).toBe('ApplicantsIdentificated');

    // The first free call is tomorrow; its answer comes now.
    const slotAt = await freeSlot(world, token, app.id);
    expect((await api.book(token, app.id, slotAt)).status).toBe(200);
    await next('videoCall.answer');
    expect(await status()).toBe('ApplicantsOnboardingCompleted');

    expect((await api.spouseData(token, app.id, { married: false })).status).toBe(200);
    expect((await t.json(`${base(app.id)}/package-data`, post({ repaymentDay: 12, debitAccount: '2470000000000001', explanationsRead: true }, { token }))).status).toBe(200);
    // The outbox hands the request to the contract system at once; its answers come when asked for.
    await world.scheduler.runDue();
    await next('bankContract.answer');
    expect(await status()).toBe('LendingPackagePrepared');
    await next('bankContract.answer');
    expect(await status()).toBe('LendingPackageChecked');

    const phone = '+37493555001';
    await database.db.update(users).set({ phoneNumber: phone, phoneVerifiedAt: t.clock.now() }).where(eq(users.id, app.applicant.userId));
    expect((await t.json(`${base(app.id)}/package/signing-code`, post(undefined, { token }))).status).toBe(200);
    const code = /\b(\d{6})\b/.exec((await mailbox(t, phone))[0]?.body ?? '')?.[1];
    expect((await t.json(`${base(app.id)}/package/sign`, post({ code }, { token }))).status).toBe(200);
    await world.scheduler.runDue();
    await next('bankContract.answer');
    expect(await status()).toBe('LoanApproved');

    const notaries = await t.json<{ id: string }[]>(`${base(app.id)}/notaries`, get({ token }));
    const notaryId = notaries.body[0]?.id ?? '';
    const hours = await t.json<{ at: string; available: boolean }[]>(`${base(app.id)}/notaries/${notaryId}/slots`, get({ token }));
    const hour = hours.body.find((slot) => slot.available)?.at ?? '';
    expect((await t.json(`${base(app.id)}/notary`, post({ notaryId, slotAt: hour }, { token }))).status).toBe(200);
    await world.scheduler.runDue();
    for (const stage of ['NotaryPackagePrepared', 'NotaryPackageChecked', 'NotaryPackageAvailable']) {
      await next('lendingCompletion.answer');
      expect(await status()).toBe(stage);
    }
    // The appointment's hour (the next working day) is taken as come: the notary certifies, the registry registers.
    await world.scheduler.runDue();
    await next('sandbox.notaryAppointmentDue');
    await next('lendingCompletion.answer');
    expect(await status()).toBe('RightsRegistered');
    await world.scheduler.runDue();
    await next('lendingCompletion.answer');
    expect(await status()).toBe('PropertyInsured');
    await world.scheduler.runDue();
    await next('lendingCompletion.answer');
    expect(await status()).toBe('LoanDisbursed');
    // Nothing is pending any more, and the clock never moved.
    expect((await advance(token, app.id)).body).toEqual({ answered: null });
    expect(t.clock.now().getTime()).toBe(frozen);
  });

  it('is for the people on the application only, and exists only in sandbox mode', async () => {
    const app = await offerAcceptedAlone(world);
    const stranger = await signedInPerson(t);
    expect((await advance(stranger.token, app.id)).status).toBe(404);
    expect((await t.json(`/api/sandbox/loan-applications/${app.id}/advance`, post(undefined))).status).toBe(401);
    const production = createTestApp(database, { sandbox: false });
    expect((await production.json(`/api/sandbox/loan-applications/${app.id}/advance`, post(undefined, { token: app.applicant.token }))).status).toBe(404);
  });
});
