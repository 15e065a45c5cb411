import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loanApplicationCoApplicants, notifications } from '../../api/server/db/schema';
import { bindIdentity } from '../../api/server/services/prequal/registry-identity';
import { applyLendingEvent } from '../../api/server/services/lending/lending-runtime';
import { fullOffer } from '../../machines/lending/lending.samples';
import { sandboxOutsideSystems } from '../../api/server/adapters/sandbox-outside-systems';
import { instantSandbox } from '../../api/server/adapters/outside-system';
import { spouseOf } from '../../api/server/adapters/sandbox-personas';
import hyMail from '../../locales/hy/mail.json';
import { mailbox, refusal } from '../support/account-helpers';
import { createTestApp, type TestApp } from '../support/test-app';
import { createTestDatabase, expectedKind, type TestDatabase } from '../support/test-database';
import { coApplicantApi, jointDraft, type JointDraft, type JointDraftOptions } from '../drivers/co-applicant.api';
import { addresses, alone, consent, freshCard, loanApi, loanInfo, signedInPerson, spouseData } from '../drivers/loan-applications.api';

let database: TestDatabase;
let t: TestApp;
let api: ReturnType<typeof loanApi>;
let co: ReturnType<typeof coApplicantApi>;

beforeAll(async () => {
  database = await createTestDatabase();
  t = createTestApp(database);
  api = loanApi(t);
  co = coApplicantApi(t);
});
afterAll(() => database.close());

const invitationOf = async (applicationId: string) => (await database.db.select().from(loanApplicationCoApplicants).where(eq(loanApplicationCoApplicants.applicationId, applicationId)))[0];
const noticesOf = async (userId: string) => (await database.db.select().from(notifications).where(eq(notifications.userId, userId))).map((row) => (row.params as { outcome?: string }).outcome);

/** Applying together on a home with a price given (no partner to wait for), the invitation accepted and nothing of the part saved. */
const accepted = (options: Partial<JointDraftOptions> = {}) => jointDraft(t, { applicant: 'eligibleLower', coApplicant: 'coApplicantFamily', relationship: 'sister', onlyAccept: true, ...options });
const saveStep = (draft: JointDraft, step: string, data: unknown) => co.step(draft.coApplicant.token, draft.id, step, data);

describe(`the co-applicant's part (${expectedKind})`, () => {
  it('is saved step by step in order in their own part, never shown to the applicant, and prefilled from their own profile', async () => {
    const draft = await accepted();
    const start = await api.get(draft.coApplicant.token, draft.id);
    expect(start.body).toMatchObject({
      role: 'coApplicant',
      applicantPrefill: null,
      steps: { loanInfo: { amount: 30_000_000 }, applicantData: null, consent: null, coBorrower: null, addresses: null, spouseData: null },
      coApplicantPart: { currentStep: 'applicantData', steps: { applicantData: null }, applicantPrefill: { email: draft.coApplicant.email }, socialCardLocked: false },
    });
    expect(await saveStep(draft, 'consent', consent)).toMatchObject({ status: 400, body: refusal('LOAN_APPLICATION', 'STEP_MISSING', { step: 'applicantData' }) });
    const saved = await saveStep(draft, 'applicantData', draft.coApplicantData);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.coApplicantPart).toMatchObject({ currentStep: 'consent', socialCardLocked: true, applicantPrefill: null, steps: { applicantData: { socialCardNumber: draft.coApplicantData.socialCardNumber } } });
    expect(await saveStep(draft, 'addresses', addresses)).toMatchObject({ status: 400, body: refusal('LOAN_APPLICATION', 'STEP_MISSING', { step: 'consent' }) });
    expect((await saveStep(draft, 'consent', consent)).body.coApplicantPart?.currentStep).toBe('addresses');
    // A single co-applicant has no spouse data step: after the addresses, the preview.
    expect((await saveStep(draft, 'addresses', addresses)).body.coApplicantPart?.currentStep).toBe('preview');
    expect(await saveStep(draft, 'spouseData', spouseData)).toMatchObject({ status: 409, body: { reason: 'ACTION_NOT_ALLOWED' } });
    // The applicant sees their progress and name, not their data; the co-applicant never sees the applicant's data.
    const mine = (await api.get(draft.applicant.token, draft.id)).body;
    expect(mine.coApplicant).toMatchObject({ name: 'Mariam Hakobyan', savedSteps: ['applicantData', 'consent', 'addresses'], partComplete: false, status: 'accepted' });
    expect(JSON.stringify(mine)).not.toContain(draft.coApplicantData.socialCardNumber);
    const theirs = (await api.get(draft.coApplicant.token, draft.id)).body;
    expect(JSON.stringify(theirs)).not.toContain(draft.applicantData.socialCardNumber);
    expect(theirs.coApplicant).toBeNull();
  });

  it("checks their data with the registry: unknown card, registry down, a card of another account, the applicant's own card; nothing saved", async () => {
    const draft = await accepted();
    const taken = freshCard('coApplicantFamily');
    const holder = await signedInPerson(t);
    const person = await sandboxOutsideSystems(t.clock, instantSandbox).registry.findPerson(taken);
    if (!person) throw new Error('the sandbox registry does not know the card');
    await database.db.transaction((tx) => bindIdentity(tx, holder.userId, person, t.clock.now()));
    const cases: [string, () => unknown, number, Record<string, unknown>][] = [
      ['a card the registry does not know', () => saveStep(draft, 'applicantData', { ...draft.coApplicantData, socialCardNumber: '1000001999' }), 400, refusal('LOAN_APPLICATION', 'WRONG_APPLICANT_DATA')],
      ["the main applicant's own card", () => saveStep(draft, 'applicantData', { ...draft.coApplicantData, socialCardNumber: draft.applicantData.socialCardNumber }), 400, refusal('LOAN_APPLICATION', 'WRONG_APPLICANT_DATA')],
      ['a card bound to another account', () => saveStep(draft, 'applicantData', { ...draft.coApplicantData, socialCardNumber: taken }), 400, refusal('PREAPPROVAL_APPLICATION', 'SOCIAL_CARD_TAKEN')],
      [
        'the registry down',
        () => {
          t.registryOutage.next = true;
          return saveStep(draft, 'applicantData', draft.coApplicantData);
        },
        503,
        refusal('PREAPPROVAL_APPLICATION', 'REGISTRY_UNAVAILABLE'),
      ],
      ['a bad social card', () => saveStep(draft, 'applicantData', { ...draft.coApplicantData, socialCardNumber: '12' }), 400, { type: 'COMMON', reason: 'INVALID_INPUT' }],
    ];
    for (const [name, call, status, body] of cases) {
      const answer = (await call()) as { status: number; body: unknown };
      expect([name, answer.status], JSON.stringify(answer.body)).toEqual([name, status]);
      expect(answer.body).toMatchObject(body);
    }
    expect((await invitationOf(draft.id))?.steps).toEqual({});
    expect((await api.get(draft.applicant.token, draft.id)).body.status).toBe('InvitationAccepted');
  });

  it('the patronymic follows the registry as for the main applicant: empty for a co-applicant it has none for, required for one it has one for', async () => {
    const sofia = await accepted({ coApplicant: 'noPatronymic' });
    expect(sofia.coApplicantData.middleName).toBe('');
    const saved = await saveStep(sofia, 'applicantData', sofia.coApplicantData);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.coApplicantPart?.steps.applicantData).toMatchObject({ firstName: 'Sofia', middleName: '' });
    const mariam = await accepted();
    expect(await saveStep(mariam, 'applicantData', { ...mariam.coApplicantData, middleName: '' })).toMatchObject({
      status: 400,
      body: { type: 'COMMON', reason: 'INVALID_INPUT', issues: [{ path: 'data.middleName', message: 'validation:required' }] },
    });
    expect((await invitationOf(mariam.id))?.steps).toEqual({});
    expect((await saveStep(mariam, 'applicantData', mariam.coApplicantData)).status).toBe(200);
  });

  it('locks the social card once checked: other fields may change, the card may not', async () => {
    const draft = await accepted();
    expect((await saveStep(draft, 'applicantData', draft.coApplicantData)).status).toBe(200);
    expect(await saveStep(draft, 'applicantData', { ...draft.coApplicantData, socialCardNumber: freshCard('coApplicantFamily') })).toMatchObject({ status: 400, body: refusal('LOAN_APPLICATION', 'SOCIAL_CARD_LOCKED') });
    const changed = await saveStep(draft, 'applicantData', { ...draft.coApplicantData, monthlyIncomeTax: 120_000 });
    expect(changed.status).toBe(200);
    expect(changed.body.coApplicantPart?.steps.applicantData).toMatchObject({ socialCardNumber: draft.coApplicantData.socialCardNumber, monthlyIncomeTax: 120_000 });
  });

  it("opens the age dialog's reason for a co-applicant out of the age terms, today or at the loan's end, saving nothing; a longer term set by the applicant is checked too", async () => {
    const young = await accepted({ coApplicant: 'tooYoung' });
    expect(await saveStep(young, 'applicantData', young.coApplicantData)).toMatchObject({ status: 400, body: refusal('LOAN_APPLICATION', 'CO_APPLICANT_AGE_MISMATCH', { min: 18, max: 64, maxAtMaturity: 65 }) });
    const old = await accepted({ coApplicant: 'coApplicantTooOldAtMaturity' });
    expect(await saveStep(old, 'applicantData', old.coApplicantData)).toMatchObject({ status: 400, body: { reason: 'CO_APPLICANT_AGE_MISMATCH' } });
    expect((await invitationOf(old.id))?.steps).toEqual({});
    // Levon (58) fits a 5-year loan; the applicant then asks for 20 years: refused to the applicant, the term stays.
    const short = await accepted({ coApplicant: 'coApplicantTooOldAtMaturity', loanInfo: { termMonths: 60 } });
    expect((await saveStep(short, 'applicantData', short.coApplicantData)).status).toBe(200);
    const longer = await api.step(short.applicant.token, short.id, 'loanInfo', loanInfo({ termMonths: 240, propertyPrice: 40_000_000 }));
    expect(longer).toMatchObject({ status: 400, body: { reason: 'CO_APPLICANT_AGE_MISMATCH' } });
    expect((await api.get(short.applicant.token, short.id)).body.steps.loanInfo?.termMonths).toBe(60);
  });

  it('a co-applicant the registry does not have as a citizen: saved, the application in CitizenshipMismatch, both told; the applicant recalls and applies alone', async () => {
    const draft = await accepted({ coApplicant: 'coApplicantNotCitizen' });
    const saved = await saveStep(draft, 'applicantData', draft.coApplicantData);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ status: 'CitizenshipMismatch', coApplicantPart: { steps: { applicantData: { socialCardNumber: draft.coApplicantData.socialCardNumber } } } });
    expect(await noticesOf(draft.applicant.userId)).toContain('coApplicantNotCitizen');
    expect(await noticesOf(draft.coApplicant.userId)).toContain('coApplicantMismatch');
    expect((await mailbox(t, draft.applicant.email))[0]?.subject).toBe(hyMail.coApplicantNotCitizen.subject);
    // Their part is closed in the mismatch: only the ways out remain.
    expect(await saveStep(draft, 'consent', consent)).toMatchObject({ status: 409, body: { reason: 'ACTION_NOT_ALLOWED' } });
    expect(await co.complete(draft.coApplicant.token, draft.id)).toMatchObject({ status: 409 });
    const recalled = await co.recall(draft.applicant.token, draft.id);
    expect(recalled.body).toMatchObject({ status: 'Draft', steps: { coBorrower: null }, coApplicant: { status: 'recalled' } });
    expect((await api.step(draft.applicant.token, draft.id, 'coBorrower', alone)).status).toBe(200);
  });

  it('a spouse the registry does not have married to the applicant: MaritalStatusMismatch, and the co-applicant may leave', async () => {
    const draft = await accepted({ applicant: 'eligible', coApplicant: 'coApplicantFamily', relationship: 'spouse', coApplicantData: { socialCardNumber: freshCard('coApplicantFamily') } });
    const saved = await saveStep(draft, 'applicantData', { ...draft.coApplicantData, socialCardNumber: freshCard('coApplicantFamily') });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.status).toBe('MaritalStatusMismatch');
    expect(await noticesOf(draft.applicant.userId)).toContain('coApplicantNotSpouse');
    const left = await co.cancel(draft.coApplicant.token, draft.id);
    expect(left.status, JSON.stringify(left.body)).toBe(200);
    expect(left.body).toMatchObject({ status: 'CanceledByCoApplicant', role: 'coApplicant', coApplicantPart: null, steps: { applicantData: null } });
    expect((await invitationOf(draft.id))?.status).toBe('cancelled');
    expect((await api.get(draft.applicant.token, draft.id)).body).toMatchObject({ status: 'CanceledByCoApplicant', steps: { coBorrower: null }, coApplicant: { status: 'cancelled' } });
    expect((await mailbox(t, draft.applicant.email))[0]?.subject).toBe(hyMail.coApplicantCancelled.subject);
    // They are no longer on it.
    expect((await api.get(draft.coApplicant.token, draft.id)).status).toBe(404);
    // With the co-borrower step unsaved, submitting asks for it.
    expect(await api.submit(draft.applicant.token, draft.id)).toMatchObject({ status: 400, body: refusal('LOAN_APPLICATION', 'STEP_MISSING', { step: 'coBorrower' }) });
  });

  it("the applicant's registry spouse as co-applicant: no spouse data asked of them; the part confirmed, the applicant told", async () => {
    const draft = await accepted({ applicant: 'eligible', coApplicant: 'eligibleSpouse', relationship: 'spouse' });
    expect(draft.coApplicantData.socialCardNumber).toBe(spouseOf(draft.applicantData.socialCardNumber));
    for (const [step, data] of [
      ['applicantData', draft.coApplicantData],
      ['consent', consent],
      ['addresses', addresses],
    ] as const) {
      const saved = await saveStep(draft, step, data);
      expect([step, saved.status], JSON.stringify(saved.body)).toEqual([step, 200]);
      expect(saved.body.status).toBe('InvitationAccepted');
    }
    const before = (await api.get(draft.coApplicant.token, draft.id)).body.coApplicantPart;
    expect(before).toMatchObject({ currentStep: 'preview', partComplete: false });
    // Whose application it is, by the name the applicant's data step gave.
    expect(before?.applicantName).toBe(`${draft.applicantData.firstName} ${draft.applicantData.lastName}`);
    const done = await co.complete(draft.coApplicant.token, draft.id);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.coApplicantPart).toMatchObject({ partComplete: true });
    expect((await api.get(draft.applicant.token, draft.id)).body.coApplicant).toMatchObject({ partComplete: true });
    expect((await mailbox(t, draft.applicant.email))[0]?.subject).toBe(hyMail.coApplicantPartComplete.subject);
  });

  it("a married co-applicant gives their spouse's data and both pictures of the document before confirming; each person uploads only their own spouse's pictures", async () => {
    const draft = await accepted({ coApplicant: 'eligibleSpouse', relationship: 'brother' });
    for (const [step, data] of [
      ['applicantData', draft.coApplicantData],
      ['consent', consent],
      ['addresses', addresses],
    ] as const) {
      expect((await saveStep(draft, step, data)).status).toBe(200);
    }
    expect(await co.complete(draft.coApplicant.token, draft.id)).toMatchObject({ status: 400, body: refusal('LOAN_APPLICATION', 'STEP_MISSING', { step: 'spouseData' }) });
    expect(await saveStep(draft, 'spouseData', { ...spouseData, socialCardNumber: draft.coApplicantData.socialCardNumber })).toMatchObject({ status: 400, body: { reason: 'WRONG_APPLICANT_DATA' } });
    expect((await saveStep(draft, 'spouseData', spouseData)).body.coApplicantPart?.currentStep).toBe('preview');
    expect(await co.complete(draft.coApplicant.token, draft.id)).toMatchObject({ status: 400, body: refusal('LOAN_APPLICATION', 'SPOUSE_PICTURES_MISSING', { kinds: 'front,back' }) });
    expect(await co.upload(draft.coApplicant.token, draft.id, 'spouse', 'front')).toMatchObject({ status: 403, body: refusal('COMMON', 'FORBIDDEN') });
    expect(await co.upload(draft.applicant.token, draft.id, 'coApplicantSpouse', 'front')).toMatchObject({ status: 403, body: refusal('COMMON', 'FORBIDDEN') });
    expect(await co.upload(draft.coApplicant.token, draft.id, 'coApplicantSpouse', 'photoPage')).toMatchObject({ status: 400, body: { reason: 'PICTURE_NOT_OF_DOCUMENT' } });
    expect((await co.upload(draft.coApplicant.token, draft.id, 'coApplicantSpouse', 'front')).status).toBe(200);
    expect(await co.complete(draft.coApplicant.token, draft.id)).toMatchObject({ status: 400, body: { reason: 'SPOUSE_PICTURES_MISSING', params: { kinds: 'back' } } });
    expect((await co.upload(draft.coApplicant.token, draft.id, 'coApplicantSpouse', 'back')).status).toBe(200);
    const done = await co.complete(draft.coApplicant.token, draft.id);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.pictures.map((picture) => [picture.owner, picture.kind])).toEqual([
      ['coApplicantSpouse', 'back'],
      ['coApplicantSpouse', 'front'],
    ]);
    expect((await co.picture(draft.coApplicant.token, draft.id, 'coApplicantSpouse', 'front')).status).toBe(200);
    expect((await co.picture(draft.applicant.token, draft.id, 'coApplicantSpouse', 'front')).status).toBe(403);
    expect((await api.get(draft.applicant.token, draft.id)).body.pictures).toEqual([]);
  });

  it('the applicant submits only once the part is confirmed; a step changed after confirming reopens it; after the submission the part is closed', async () => {
    const draft = await jointDraft(t, { applicant: 'eligibleLower', coApplicant: 'coApplicantFamily', relationship: 'sister', complete: false });
    const applicantToken = draft.applicant.token;
    expect((await api.step(applicantToken, draft.id, 'coBorrower', { mode: 'together' })).status).toBe(409);
    expect(await api.submit(applicantToken, draft.id)).toMatchObject({ status: 409, body: refusal('LOAN_APPLICATION', 'CO_APPLICANT_PART_INCOMPLETE', { rule: 'isCoApplicantPartComplete' }) });
    expect((await co.complete(draft.coApplicant.token, draft.id)).status).toBe(200);
    // Changing a step after confirming: the applicant cannot submit until it is confirmed again.
    const changed = await saveStep(draft, 'addresses', { ...addresses, registration: { ...addresses.registration, building: '12' } });
    expect(changed.status).toBe(200);
    expect((await api.get(applicantToken, draft.id)).body.coApplicant).toMatchObject({ partComplete: false });
    expect(await noticesOf(draft.applicant.userId)).toContain('coApplicantPartChanged');
    expect((await mailbox(t, draft.applicant.email))[0]?.subject).toBe(hyMail.coApplicantPartChanged.subject);
    expect(await api.submit(applicantToken, draft.id)).toMatchObject({ status: 409, body: { reason: 'CO_APPLICANT_PART_INCOMPLETE' } });
    expect((await co.complete(draft.coApplicant.token, draft.id)).status).toBe(200);
    const sent = await api.submit(applicantToken, draft.id);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.status).toBe('Sent');
    expect(await noticesOf(draft.coApplicant.userId)).toContain('submittedTogether');
    expect((await mailbox(t, draft.coApplicant.email))[0]?.subject).toBe(hyMail.coApplicantApplicationSubmitted.subject);
    expect(await saveStep(draft, 'consent', consent)).toMatchObject({ status: 409, body: { reason: 'ACTION_NOT_ALLOWED' } });
    expect(await co.cancel(draft.coApplicant.token, draft.id)).toMatchObject({ status: 409, body: { reason: 'ACTION_NOT_ALLOWED' } });
    expect(await co.recall(applicantToken, draft.id)).toMatchObject({ status: 409 });
    // The bank's offer is told to both; each answer to it is told to the other person.
    const system = { kind: 'system' as const, source: 'test' };
    await applyLendingEvent(database.db, draft.id, { type: 'bank.received' }, system, t.clock, 'http://localhost');
    await applyLendingEvent(database.db, draft.id, { type: 'decision.approved', offer: fullOffer, at: t.clock.now().toISOString() }, system, t.clock, 'http://localhost');
    expect((await mailbox(t, draft.coApplicant.email))[0]?.subject).toBe(hyMail.loanApproved.subject);
    expect(await noticesOf(draft.coApplicant.userId)).toContain('approved');
    const theirs = await api.offer(draft.coApplicant.token, draft.id, 'accept');
    expect(theirs.body).toMatchObject({ status: 'ApprovedByCoapplicant', role: 'coApplicant', offerAcceptedBy: ['coApplicant'], offer: { amount: 30_000_000 } });
    expect(await noticesOf(draft.applicant.userId)).toContain('offerAcceptedByOther');
    const both = await api.offer(applicantToken, draft.id, 'accept');
    expect(both.body).toMatchObject({ status: 'OfferAccepted', offerAcceptedBy: ['applicant', 'coApplicant'] });
    expect(await noticesOf(draft.coApplicant.userId)).toContain('offerAcceptedByOther');
    expect((await mailbox(t, draft.coApplicant.email))[0]?.subject).toBe(hyMail.loanOfferAnsweredByOther.subject);
  });
});
