import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { days, hours, minutes } from '../../api/server/clock';
import { loanApplicationEvents, users } from '../../api/server/db/schema';
import { get, mailbox, post } from '../support/account-helpers';
import type { TestApp } from '../support/test-app';
import { expectedKind, type TestDatabase } from '../support/test-database';
import { bookAndHoldCall, giveSpouseData, identify, offerAcceptedAlone, sandboxProcessWorld, signInAgain, type ProcessWorld } from '../drivers/lending-process.api';

/*
 * One new building's application from its submission to the payout through the HTTP API only, with the
 * sandboxes' realistic delays and the clock moved as days pass (issue 17 acceptance): every step is a
 * person's call or a sandbox's answer when its time comes, and the loan is paid out within the 7
 * calendar days of the primary process.
 */

let database: TestDatabase;
let t: TestApp;
let world: ProcessWorld;

beforeAll(async () => {
  ({ database, ...world } = await sandboxProcessWorld());
  ({ t } = world);
});
afterAll(() => database.close());

const base = (id: string) => `/api/loan-applications/${id}/process`;

describe(`a new building's loan from submission to payout through the API (${expectedKind})`, () => {
  it('goes through identification, the video call, spouse and contract data, signing, the notary, registration and insurance to LoanDisbursed within 7 days', async () => {
    const app = await offerAcceptedAlone(world);
    const person = app.applicant;
    const [submitted] = await database.db.select({ at: loanApplicationEvents.at }).from(loanApplicationEvents).where(and(eq(loanApplicationEvents.applicationId, app.id), eq(loanApplicationEvents.toStatus, 'Sent')));
    const status = async () => (await t.json<{ status: string }>(`/api/loan-applications/${app.id}`, get({ token: person.token }))).body.status;
    /** Time passes: the clock moves on, what fell due runs, and the person signs in again after their idle time. */
    const pass = async (ms: number) => {
      await world.scheduler.runDue();
      t.clock.advance(ms);
      await world.scheduler.runDue();
      await signInAgain(world, person);
    };

    await identify(world, person.token, app.id, 'passed');
    expect(await status()).toBe('ApplicantsIdentificated');
    await bookAndHoldCall(world, person, app.id);
    expect(await status()).toBe('ApplicantsOnboardingCompleted');
    await giveSpouseData(world, person.token, app.id);
    expect((await t.json(`${base(app.id)}/package-data`, post({ repaymentDay: 15, debitAccount: '2470000000000001', explanationsRead: true }, { token: person.token }))).status).toBe(200);
    // The contract system prints, prepares and checks the package within minutes (at most within 1 working day).
    await pass(minutes(10));
    expect(await status()).toBe('LendingPackageChecked');

    const phone = '+37493777001';
    await database.db.update(users).set({ phoneNumber: phone, phoneVerifiedAt: t.clock.now() }).where(eq(users.id, person.userId));
    expect((await t.json(`${base(app.id)}/package/signing-code`, post(undefined, { token: person.token }))).status).toBe(200);
    const code = /\b(\d{6})\b/.exec((await mailbox(t, phone))[0]?.body ?? '')?.[1];
    expect((await t.json(`${base(app.id)}/package/sign`, post({ code }, { token: person.token }))).status).toBe(200);
    await pass(minutes(5));
    expect(await status()).toBe('LoanApproved');

    const notaries = await t.json<{ id: string }[]>(`${base(app.id)}/notaries`, get({ token: person.token }));
    const notaryId = notaries.body[0]?.id ?? '';
    const hoursFree = await t.json<{ at: string; available: boolean }[]>(`${base(app.id)}/notaries/${notaryId}/slots`, get({ token: person.token }));
    const hour = hoursFree.body.find((slot) => slot.available)?.at ?? '';
    expect((await t.json(`${base(app.id)}/notary`, post({ notaryId, slotAt: hour }, { token: person.token }))).status).toBe(200);
    // The notary's three steps (10-40 minutes apart), then the appointment's hour and the registry's 2-6 hours.
    await pass(hours(2));
    expect(await status()).toBe('NotaryPackageAvailable');
    t.clock.set(new Date(Date.parse(hour) + hours(1)).toISOString());
    await pass(hours(6));
    expect(await status()).toBe('RightsRegistered');
    await pass(hours(1.5));
    expect(await status()).toBe('PropertyInsured');
    await pass(minutes(30));
    expect(await status()).toBe('LoanDisbursed');

    const [disbursed] = await database.db.select({ at: loanApplicationEvents.at }).from(loanApplicationEvents).where(and(eq(loanApplicationEvents.applicationId, app.id), eq(loanApplicationEvents.toStatus, 'LoanDisbursed')));
    if (!submitted || !disbursed) throw new Error('the log has no submission or no payout');
    expect(disbursed.at.getTime() - submitted.at.getTime()).toBeLessThan(days(7));

    // "Where am I" credits each step to whoever took it: the notary's are not the bank's.
    const { path } = (await t.json<{ path: { status: string; by: string }[] }>(base(app.id), get({ token: person.token }))).body;
    const byOf = (status: string) => path.find((step) => step.status === status)?.by;
    expect(byOf('ApplicantsIdentificated')).toBe('identificationProvider');
    expect(byOf('LoanApproved')).toBe('bank');
    expect(byOf('NotaryAppointmentProvided')).toBe('applicant');
    expect(byOf('NotaryPackageChecked')).toBe('notary');
    expect(byOf('NotaryPackageAvailable')).toBe('notary');
    expect(byOf('RightsRegistered')).toBe('propertyRegistry');
    expect(byOf('PropertyInsured')).toBe('insurer');
    expect(byOf('LoanDisbursed')).toBe('bank');
  });
});
