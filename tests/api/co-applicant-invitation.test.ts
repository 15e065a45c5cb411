import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxTransport } from '../../api/server/adapters/mail-transport';
import { days } from '../../api/server/clock';
import { loanApplicationCoApplicants, loanApplicationEvents, notifications, users } from '../../api/server/db/schema';
import { createDeadlineHandlers } from '../../api/server/jobs/deadline-handlers';
import { Scheduler } from '../../api/server/jobs/scheduler';
import { silentLogger } from '../../api/server/logger';
import { hashInvitationToken } from '../../api/server/services/lending/co-applicant-invitations';
import { invitationsPerDay } from '../../api/server/services/lending/co-applicant.service';
import { applyLendingEvent, startLendingApplication } from '../../api/server/services/lending/lending-runtime';
import hyMail from '../../locales/hy/mail.json';
import { mailbox, refusal, signIn } from '../support/account-helpers';
import { createTestApp, testSecret, type TestApp } from '../support/test-app';
import { createTestDatabase, expectedKind, type TestDatabase } from '../support/test-database';
import { coApplicantApi, invitationLinkFor, invitationTokenFor, jointDraft, personaData } from '../drivers/co-applicant.api';
import { consent, freshCard, loanApi, loanInfo, seedLoanCatalogue, signedInPerson, type LoanCatalogue, type Person } from '../drivers/loan-applications.api';

let database: TestDatabase;
let t: TestApp;
let api: ReturnType<typeof loanApi>;
let co: ReturnType<typeof coApplicantApi>;
let scheduler: Scheduler;
let catalogue: LoanCatalogue;
let flats = 0;
const nextFlat = () => catalogue.apartments[flats++] ?? 0;

beforeAll(async () => {
  database = await createTestDatabase();
  t = createTestApp(database);
  api = loanApi(t);
  co = coApplicantApi(t);
  catalogue = await seedLoanCatalogue(database.db, t.clock.now());
  scheduler = new Scheduler({ db: database.db, clock: t.clock, logger: silentLogger, handlers: createDeadlineHandlers({ mail: sandboxTransport, publicUrl: 'http://localhost', secret: testSecret }) });
});
afterAll(() => database.close());

const invitationsOf = (applicationId: string) => database.db.select().from(loanApplicationCoApplicants).where(eq(loanApplicationCoApplicants.applicationId, applicationId));
const noticesOf = async (userId: string) => (await database.db.select().from(notifications).where(eq(notifications.userId, userId))).map((row) => (row.params as { outcome?: string }).outcome);
const invite = (applicant: Person, id: string, email: string, relationship = 'sister', lang = 'en') => co.invite(applicant.token, id, { relationship, email, phoneNumber: '+37491000011' }, lang);

/** A draft on a fresh flat with loan info, the applicant's data (Anna's twin, e-mail anna@...) and consent saved: ready to invite. */
async function readyDraft(): Promise<{ applicant: Person; id: string }> {
  const applicant = await signedInPerson(t);
  const started = await api.start(applicant.token, { property: { marketType: '0', apartmentId: nextFlat() } });
  expect(started.status).toBe(201);
  const id = started.body.id;
  for (const [step, data] of [
    ['loanInfo', loanInfo()],
    ['applicantData', personaData('eligible', freshCard('eligible'), { email: 'Anna.Own@Example.am' })],
    ['consent', consent],
  ] as const) {
    expect((await api.step(applicant.token, id, step, data)).status).toBe(200);
  }
  return { applicant, id };
}

/** Moves the clock, runs what fell due, and signs the people in again (the sessions' idle limit passes). */
async function later(ms: number, ...people: Person[]) {
  t.clock.advance(ms);
  await scheduler.runDue();
  for (const someone of people) someone.token = await signIn(t, someone);
}

describe(`co-applicant invitation (${expectedKind})`, () => {
  it('invites: the draft waits for the answer, applying together is saved, and the invited e-mail gets the link with who invites to what', async () => {
    const { applicant, id } = await readyDraft();
    const invited = await signedInPerson(t);
    // The mail is in the invited account's language (tests/api/co-applicant-languages.test.ts has the rest).
    await database.db.update(users).set({ language: 'ru' }).where(eq(users.id, invited.userId));
    const answer = await invite(applicant, id, invited.email.toUpperCase(), 'sister', 'en');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({
      status: 'CoApplicantDecision',
      role: 'applicant',
      steps: { coBorrower: { mode: 'together' } },
      currentStep: 'addresses',
      coApplicant: { relationship: 'sister', email: invited.email, phoneNumber: '+37491000011', status: 'invited', name: null, savedSteps: [], partComplete: false },
    });
    const [message] = await mailbox(t, invited.email);
    expect(message?.language).toBe('ru');
    expect(message?.subject).toContain('Anna Hakobyan');
    expect(message?.body).toContain('(сестра)');
    expect(message?.body).toContain(new Date(answer.body.submitBy).getFullYear().toString());
    const link = await invitationLinkFor(t, invited.email);
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost/ru/co-applicant');
    const token = link.searchParams.get('coapplicant') ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only a hash of the token is stored.
    const [row] = await invitationsOf(id);
    expect(row).toMatchObject({ email: invited.email, status: 'invited', tokenHash: hashInvitationToken(token) });
    expect(row?.tokenHash).not.toBe(token);
    // The invited person sees who invites them to what.
    const view = await co.invitation(invited.token, token);
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ applicationId: id, status: 'invited', relationship: 'sister', invitedEmail: invited.email, applicantName: 'Anna Hakobyan', loan: { amount: 30_000_000, currency: 'AMD', termMonths: 240, propertyPrice: 40_000_000 }, submitBy: answer.body.submitBy });
    expect(view.body.property?.title).toBeTruthy();
  });

  it('refuses invitations the rules do not allow, each with its catalogued reason, changing nothing', async () => {
    const { applicant, id } = await readyDraft();
    const other = await readyDraft();
    const taken = await signedInPerson(t);
    expect((await invite(other.applicant, other.id, taken.email)).status).toBe(200);
    const started = await api.start((await signedInPerson(t)).token, { property: { marketType: '0', apartmentId: nextFlat() } });
    const before = await api.get(applicant.token, id);
    const cases: [string, () => ReturnType<typeof invite>, number, Record<string, unknown>][] = [
      ['own account e-mail', () => invite(applicant, id, applicant.email.toUpperCase()), 400, refusal('LOAN_APPLICATION', 'CO_APPLICANT_EMAIL_SAME_AS_APPLICANT')],
      ["the applicant data's e-mail", () => invite(applicant, id, 'anna.own@example.am'), 400, refusal('LOAN_APPLICATION', 'CO_APPLICANT_EMAIL_SAME_AS_APPLICANT')],
      ['an e-mail with an active invitation elsewhere', () => invite(applicant, id, taken.email), 409, refusal('LOAN_APPLICATION', 'CO_APPLICANT_INVITATION_EXISTS')],
      ['no relationship', () => co.invite(applicant.token, id, { email: 'x@example.am', phoneNumber: '+37491000011' }), 400, { type: 'COMMON', reason: 'INVALID_INPUT' }],
      ['a relationship not in the list', () => invite(applicant, id, 'x@example.am', 'cousin'), 400, { type: 'COMMON', reason: 'INVALID_INPUT' }],
      ["someone else's draft", () => invite(applicant, started.body.id, 'y@example.am'), 404, refusal('COMMON', 'NOT_FOUND')],
    ];
    for (const [name, call, status, body] of cases) {
      const answer = await call();
      expect([name, answer.status], JSON.stringify(answer.body)).toEqual([name, status]);
      expect(answer.body).toMatchObject(body);
    }
    expect((await api.get(applicant.token, id)).body).toEqual(before.body);
    expect(await invitationsOf(id)).toEqual([]);
    // Steps before the invitation: loan info, applicant data and consent.
    const fresh = await signedInPerson(t);
    const draft = await api.start(fresh.token, { property: { marketType: '0', apartmentId: nextFlat() } });
    expect((await api.step(fresh.token, draft.body.id, 'loanInfo', loanInfo())).status).toBe(200);
    expect(await invite(fresh, draft.body.id, 'z@example.am')).toMatchObject({ status: 400, body: refusal('LOAN_APPLICATION', 'STEP_MISSING', { step: 'applicantData' }) });
    // One active invitation per application.
    expect((await invite(applicant, id, 'first@example.am')).status).toBe(200);
    expect(await invite(applicant, id, 'second@example.am')).toMatchObject({ status: 409, body: refusal('LOAN_APPLICATION', 'CO_APPLICANT_INVITATION_EXISTS') });
    // Applying alone needs the invitation recalled first; 'together' is saved only by inviting.
    expect(await api.step(applicant.token, id, 'coBorrower', { mode: 'alone' })).toMatchObject({ status: 409, body: { reason: 'CO_APPLICANT_INVITATION_EXISTS' } });
    expect(await api.step(other.applicant.token, other.id, 'coBorrower', { mode: 'together' })).toMatchObject({ status: 409, body: { reason: 'ACTION_NOT_ALLOWED' } });
  });

  it('the invitation is only for the invited e-mail: another account 403, an unknown token 404, a malformed one 400', async () => {
    const { applicant, id } = await readyDraft();
    const invited = await signedInPerson(t);
    expect((await invite(applicant, id, invited.email)).status).toBe(200);
    const token = await invitationTokenFor(t, invited.email);
    const stranger = await signedInPerson(t);
    expect(await co.invitation(stranger.token, token)).toMatchObject({ status: 403, body: refusal('LOAN_APPLICATION', 'INVITATION_FOR_ANOTHER_EMAIL') });
    expect(await co.accept(stranger.token, token)).toMatchObject({ status: 403, body: refusal('LOAN_APPLICATION', 'INVITATION_FOR_ANOTHER_EMAIL') });
    expect(await co.decline(stranger.token, token)).toMatchObject({ status: 403, body: refusal('LOAN_APPLICATION', 'INVITATION_FOR_ANOTHER_EMAIL') });
    // The applicant cannot answer their own invitation either.
    expect((await co.accept(applicant.token, token)).status).toBe(403);
    expect((await co.invitation(invited.token, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).status).toBe(404);
    expect((await co.invitation(invited.token, 'short')).status).toBe(400);
    expect((await co.invitation(undefined, token)).status).toBe(401);
    expect((await invitationsOf(id))[0]?.status).toBe('invited');
  });

  it('recalls: back to the draft with the co-borrower step to choose again, the invited person told; the old link is dead; re-inviting works', async () => {
    const { applicant, id } = await readyDraft();
    const invited = await signedInPerson(t);
    await database.db.update(users).set({ language: 'en' }).where(eq(users.id, invited.userId));
    expect((await invite(applicant, id, invited.email)).status).toBe(200);
    const token = await invitationTokenFor(t, invited.email);
    const recalled = await co.recall(applicant.token, id);
    expect(recalled.status, JSON.stringify(recalled.body)).toBe(200);
    expect(recalled.body).toMatchObject({ status: 'Draft', steps: { coBorrower: null }, currentStep: 'coBorrower', coApplicant: { status: 'recalled' } });
    const [mail] = await mailbox(t, invited.email);
    expect(mail?.subject).toBe('The invitation to a mortgage application was recalled');
    expect(mail?.body).toContain('Anna Hakobyan');
    expect(await co.accept(invited.token, token)).toMatchObject({ status: 409, body: refusal('LOAN_APPLICATION', 'INVITATION_NOT_ACTIVE') });
    expect((await co.invitation(invited.token, token)).body).toMatchObject({ status: 'recalled' });
    // A recall with nothing to recall is the chart's refusal.
    expect(await co.recall(applicant.token, id)).toMatchObject({ status: 409, body: { reason: 'ACTION_NOT_ALLOWED', params: { rule: 'statusAllows' } } });
    // The same person can be invited again (a new link), or someone else.
    expect((await invite(applicant, id, invited.email)).status).toBe(200);
    const again = await invitationTokenFor(t, invited.email);
    expect(again).not.toBe(token);
    const accepted = await co.accept(invited.token, again);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'InvitationAccepted', role: 'coApplicant' });
    // Recalling an accepted co-applicant tells them in the app too; they no longer see the application.
    expect((await co.recall(applicant.token, id)).status).toBe(200);
    expect(await noticesOf(invited.userId)).toContain('coApplicantRecalled');
    expect((await api.get(invited.token, id)).status).toBe(404);
    expect((await invitationsOf(id)).map((row) => row.status).sort()).toEqual(['recalled', 'recalled']);
  });

  it('an application sends at most so many invitations a day (recalling and inviting again): then 429 with the seconds to wait, nothing sent', async () => {
    const { applicant, id } = await readyDraft();
    for (let n = 0; n < invitationsPerDay; n += 1) {
      expect((await invite(applicant, id, `round.${n}.${id.slice(0, 8)}@example.am`)).status).toBe(200);
      expect((await co.recall(applicant.token, id)).status).toBe(200);
    }
    const refused = await invite(applicant, id, `one.more.${id.slice(0, 8)}@example.am`);
    expect(refused).toMatchObject({ status: 429, body: { type: 'COMMON', reason: 'RATE_LIMITED' } });
    expect(await mailbox(t, `one.more.${id.slice(0, 8)}@example.am`)).toEqual([]);
    expect((await api.get(applicant.token, id)).body.status).toBe('Draft');
  });

  it('declines: the applicant is told and chooses again (invite someone else or apply alone); the declined link cannot be accepted', async () => {
    const { applicant, id } = await readyDraft();
    const invited = await signedInPerson(t);
    expect((await invite(applicant, id, invited.email)).status).toBe(200);
    const token = await invitationTokenFor(t, invited.email);
    const declined = await co.decline(invited.token, token);
    expect(declined.status, JSON.stringify(declined.body)).toBe(200);
    expect(declined.body).toMatchObject({ status: 'declined', applicationId: id });
    const mine = await api.get(applicant.token, id);
    expect(mine.body).toMatchObject({ status: 'RejectedByCoapplicant', steps: { coBorrower: null }, coApplicant: { status: 'declined' } });
    expect((await mailbox(t, applicant.email))[0]?.subject).toBe(hyMail.coApplicantDeclined.subject);
    expect(await noticesOf(applicant.userId)).toContain('coApplicantDeclined');
    expect(await co.accept(invited.token, token)).toMatchObject({ status: 409, body: refusal('LOAN_APPLICATION', 'INVITATION_NOT_ACTIVE') });
    expect(await co.decline(invited.token, token)).toMatchObject({ status: 409, body: refusal('LOAN_APPLICATION', 'INVITATION_NOT_ACTIVE') });
    // Apply alone now.
    expect((await api.step(applicant.token, id, 'coBorrower', { mode: 'alone' })).body).toMatchObject({ status: 'RejectedByCoapplicant', steps: { coBorrower: { mode: 'alone' } } });
    // ...or invite someone else from here.
    expect((await invite(applicant, id, (await signedInPerson(t)).email)).body).toMatchObject({ status: 'CoApplicantDecision', steps: { coBorrower: { mode: 'together' } } });
  });

  it('accepts only a person free to join: no current application of their own, and the mail tells the applicant', async () => {
    const { applicant, id } = await readyDraft();
    const busy = await signedInPerson(t);
    const own = await api.start(busy.token, { property: { marketType: '0', apartmentId: nextFlat() } });
    expect(own.status).toBe(201);
    expect((await invite(applicant, id, busy.email)).status).toBe(200);
    const token = await invitationTokenFor(t, busy.email);
    expect(await co.accept(busy.token, token)).toMatchObject({ status: 400, body: refusal('LOAN_APPLICATION', 'CO_APPLICANT_HAS_APPLICATION') });
    expect((await invitationsOf(id))[0]?.status).toBe('invited');
    // Once their own draft is deleted they may join; then they cannot start one of their own.
    expect((await api.remove(busy.token, own.body.id)).status).toBe(204);
    const accepted = await co.accept(busy.token, token);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body).toMatchObject({ role: 'coApplicant', status: 'InvitationAccepted', steps: { loanInfo: { amount: 30_000_000 }, applicantData: null }, applicantPrefill: null });
    expect((await mailbox(t, applicant.email))[0]?.subject).toBe(hyMail.coApplicantAccepted.subject);
    expect(await co.accept(busy.token, token)).toMatchObject({ status: 409, body: refusal('LOAN_APPLICATION', 'INVITATION_NOT_ACTIVE') });
    expect(await api.start(busy.token, { property: { marketType: '0', apartmentId: nextFlat() } })).toMatchObject({ status: 400, body: { reason: 'ACTIVE_APPLICATION_EXISTS' } });
    // The list of each person has the application, each in their role.
    // (Both started at the same clock time: their order is the ids'.)
    const listed = (await api.list(busy.token)).body.map((item) => [item.id, item.status, item.role]);
    expect(listed.sort()).toEqual(
      [
        [own.body.id, 'Deleted', 'applicant'],
        [id, 'InvitationAccepted', 'coApplicant'],
      ].sort(),
    );
    expect((await api.list(applicant.token)).body.map((item) => [item.id, item.role])).toEqual([[id, 'applicant']]);
  });

  it('accepts only from an account whose e-mail is confirmed (INVALID_USER_TYPE otherwise)', async () => {
    const { applicant, id } = await readyDraft();
    const invited = await signedInPerson(t);
    expect((await invite(applicant, id, invited.email)).status).toBe(200);
    const token = await invitationTokenFor(t, invited.email);
    // An account whose e-mail became unconfirmed (a changed address not confirmed yet) keeps its session.
    await database.db.update(users).set({ emailConfirmedAt: null }).where(eq(users.id, invited.userId));
    expect(await co.accept(invited.token, token)).toMatchObject({ status: 400, body: refusal('LOAN_APPLICATION', 'INVALID_USER_TYPE') });
    expect((await invitationsOf(id))[0]?.status).toBe('invited');
  });

  it('an application withdrawn by the applicant closes the invitation and tells the invited person or the co-applicant', async () => {
    const { applicant, id } = await readyDraft();
    const invited = await signedInPerson(t);
    expect((await invite(applicant, id, invited.email)).status).toBe(200);
    expect((await api.remove(applicant.token, id)).status).toBe(204);
    expect((await invitationsOf(id))[0]?.status).toBe('closed');
    expect((await mailbox(t, invited.email))[0]?.subject).toBe(hyMail.coApplicantApplicationWithdrawn.subject);
    const draft = await jointDraft(t, { applicant: 'eligible', coApplicant: 'coApplicantFamily', relationship: 'brother', onlyAccept: true });
    expect((await api.remove(draft.applicant.token, draft.id)).status).toBe(204);
    expect((await invitationsOf(draft.id))[0]?.status).toBe('closed');
    expect(await noticesOf(draft.coApplicant.userId)).toContain('applicationWithdrawn');
    // A closed invitation keeps the co-applicant on the ended application: they still see it, in their role.
    expect((await api.get(draft.coApplicant.token, draft.id)).body).toMatchObject({ status: 'Deleted', role: 'coApplicant' });
  });

  it('the waiting periods hold for a co-applicant: 7 days after a rejection by the bank, 6 months after an issued loan (params.from)', async () => {
    const by = (userId: string) => ({ kind: 'applicant' as const, userId });
    // A person whose own application the bank rejected today.
    const rejected = await signedInPerson(t);
    const { applicationId } = await startLendingApplication(database.db, t.clock, { mainApplicantId: rejected.userId, marketType: '1', apartmentId: null, price: 30_000_000 });
    await applyLendingEvent(database.db, applicationId, { type: 'application.submit', by: by(rejected.userId), at: t.clock.now().toISOString() }, by(rejected.userId), t.clock);
    await applyLendingEvent(database.db, applicationId, { type: 'bank.received' }, { kind: 'system', source: 'test' }, t.clock);
    await applyLendingEvent(database.db, applicationId, { type: 'decision.rejected', reason: 'creditHistory' }, { kind: 'system', source: 'test' }, t.clock);
    const rejectedAt = t.clock.now();
    const { applicant, id } = await readyDraft();
    expect((await invite(applicant, id, rejected.email)).status).toBe(200);
    const token = await invitationTokenFor(t, rejected.email);
    expect(await co.accept(rejected.token, token)).toMatchObject({
      status: 400,
      body: refusal('LOAN_APPLICATION', 'CO_APPLICANT_REAPPLY_NOT_YET', { from: new Date(rejectedAt.getTime() + days(7)).toISOString() }),
    });
    // A loan issued to another person 2 months ago (the post-approval statuses log it as LoanDisbursed).
    const borrower = await signedInPerson(t);
    const issued = await startLendingApplication(database.db, t.clock, { mainApplicantId: borrower.userId, marketType: '1', apartmentId: null, price: 30_000_000 });
    await applyLendingEvent(database.db, issued.applicationId, { type: 'application.delete', by: by(borrower.userId) }, by(borrower.userId), t.clock);
    await database.db.insert(loanApplicationEvents).values({
      applicationId: issued.applicationId,
      seq: 99,
      eventType: 'loan.disbursed',
      event: {},
      actorKind: 'system',
      actorId: 'test',
      at: new Date(t.clock.now().getTime() - days(60)),
      fromStatus: 'OfferAccepted',
      toStatus: 'LoanDisbursed',
    });
    const other = await readyDraft();
    expect((await invite(other.applicant, other.id, borrower.email)).status).toBe(200);
    const loanToken = await invitationTokenFor(t, borrower.email);
    const refusedLoan = await co.accept(borrower.token, loanToken);
    expect(refusedLoan).toMatchObject({ status: 400, body: { type: 'LOAN_APPLICATION', reason: 'CO_APPLICANT_REAPPLY_NOT_YET' } });
    expect(Date.parse(String((refusedLoan.body.params as { from: string }).from)) - t.clock.now().getTime()).toBeGreaterThan(days(100));
    // Seven days later the rejected person may join (the draft of the applicant expired meanwhile: a new one invites).
    await later(days(7), rejected);
    const fresh = await readyDraft();
    expect((await invite(fresh.applicant, fresh.id, rejected.email)).status).toBe(200);
    const accepted = await co.accept(rejected.token, await invitationTokenFor(t, rejected.email));
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  });

  it('lapses with the submission deadline: the draft expires, the invitation lapses, the invited person is mailed; an accepted co-applicant is told too', async () => {
    const { applicant, id } = await readyDraft();
    const invited = await signedInPerson(t);
    expect((await invite(applicant, id, invited.email)).status).toBe(200);
    const draft = await jointDraft(t, { applicant: 'eligible', coApplicant: 'coApplicantFamily', relationship: 'brother', apartmentId: nextFlat(), complete: false });
    await later(days(2) + 1000, applicant, invited, draft.applicant, draft.coApplicant);
    expect((await api.get(applicant.token, id)).body).toMatchObject({ status: 'Expired', coApplicant: { status: 'lapsed' } });
    expect((await invitationsOf(id))[0]).toMatchObject({ status: 'lapsed' });
    expect((await mailbox(t, invited.email))[0]?.subject).toBe(hyMail.coApplicantLapsed.subject);
    expect((await invitationsOf(draft.id))[0]).toMatchObject({ status: 'lapsed' });
    expect(await noticesOf(draft.coApplicant.userId)).toContain('coApplicantLapsed');
    expect((await mailbox(t, draft.coApplicant.email))[0]?.subject).toBe(hyMail.coApplicantLapsed.subject);
    // The person is free again: they can start their own application.
    expect((await api.start(draft.coApplicant.token, { property: { marketType: '0', apartmentId: nextFlat() } })).status).toBe(201);
  });
});
