import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loanSchedule } from '../../api/contract/calculations/loan';
import { repaymentScheduleSchema, schedulePaymentDate, type RepaymentSchedule } from '../../api/contract/repayment-schedule';
import { bankRatePercent } from '../../api/server/adapters/decision-engine.sandbox';
import { loanApplications } from '../../api/server/db/schema';
import { applyLendingEvent } from '../../api/server/services/lending/lending-runtime';
import type { LendingEvent, LendingOffer } from '../../machines/lending/lending.machine';
import { get } from '../support/account-helpers';
import { pdfText } from '../support/pdf-text';
import { createTestApp, type TestApp } from '../support/test-app';
import { createTestDatabase, expectedKind, type TestDatabase } from '../support/test-database';
import { jointDraft } from '../drivers/co-applicant.api';
import { applicationRow, loanApi, seedLoanCatalogue, signedInPerson, type LoanCatalogue, type Person, type Refusal } from '../drivers/loan-applications.api';

/*
 * The application's repayment schedule and its downloads (issue 17): the main applicant and the
 * co-applicant read it, as JSON, as a PDF in their language and as a CSV (UTF-8 with a byte-order
 * mark, the header row in their language, ISO dates, plain numbers, the totals row); a stranger, a
 * visitor and an application without an offer get nothing. The CSV's rows and totals are the JSON's.
 */

let database: TestDatabase;
let t: TestApp;
let catalogue: LoanCatalogue;

beforeAll(async () => {
  database = await createTestDatabase();
  t = createTestApp(database);
  // A Monday, 12:00 in Yerevan: an estimate's payments fall on the 2nd of each month.
  t.clock.set('2026-03-02T08:00:00Z');
  catalogue = await seedLoanCatalogue(database.db, t.clock.now());
});
afterAll(() => database.close());

let flats = 0;
const nextFlat = () => {
  // Flat 13 is the sandbox partner's refused one.
  flats += flats === 12 ? 2 : 1;
  return catalogue.apartments[flats - 1] ?? 0;
};

const offer = (() => {
  const schedule = loanSchedule({ principal: 30_000_000, annualRatePercent: bankRatePercent, termMonths: 240, repayment: 'annuity' });
  return { amount: 30_000_000, requestedAmount: 30_000_000, termMonths: 240, nominalRatePercent: bankRatePercent, actualRatePercent: schedule.actualRatePercent, monthlyPayment: schedule.firstPayment } satisfies LendingOffer;
})();

const apply = (id: string, event: LendingEvent) => applyLendingEvent(database.db, id, event, { kind: 'system', source: 'test' }, t.clock, 'http://localhost');

/** A draft applying together on a catalogue flat, submitted, and (unless `offered` is false) approved with the offer above. */
async function application(offered = true): Promise<{ id: string; applicant: Person; coApplicant: Person }> {
  const draft = await jointDraft(t, { applicant: 'eligibleLower', coApplicant: 'coApplicantFamily', relationship: 'sister', apartmentId: nextFlat() });
  if (offered) {
    await apply(draft.id, { type: 'property.confirmed' });
    const submitted = await loanApi(t).submit(draft.applicant.token, draft.id);
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    await apply(draft.id, { type: 'bank.received' });
    await apply(draft.id, { type: 'decision.approved', offer, at: t.clock.now().toISOString() });
    expect((await applicationRow(database.db, draft.id))?.status).toBe('ApprovedByBank');
  }
  return { id: draft.id, applicant: draft.applicant, coApplicant: draft.coApplicant };
}

const path = (id: string, file = '') => `/api/loan-applications/${id}/schedule${file}`;
async function scheduleOf(token: string | undefined, id: string) {
  const answer = await t.json<RepaymentSchedule & Refusal>(path(id), get({ token }));
  if (answer.status === 200) v.parse(repaymentScheduleSchema, answer.body);
  return answer;
}
const download = (token: string | undefined, id: string, format: 'pdf' | 'csv', lang = 'en') => t.request(path(id, `/${format}`), get({ token, lang }));

/** The CSV's lines as cells (no cell of this schedule is quoted but the headers may be). */
const cellsOf = (text: string) =>
  text
    .replace(/\r\n$/, '')
    .split('\r\n')
    .map((line) => line.split(','));

describe(`the repayment schedule and its downloads (${expectedKind})`, () => {
  let app: Awaited<ReturnType<typeof application>>;
  let stranger: Person;

  beforeAll(async () => {
    app = await application();
    stranger = await signedInPerson(t);
  });

  it('is the offer month by month with dates and totals, for the applicant and the co-applicant alike', async () => {
    const answer = await scheduleOf(app.applicant.token, app.id);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const schedule = answer.body;
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(schedule).toMatchObject({ applicationId: app.id, currency: 'AMD', repaymentType: 'annuity', amount: offer.amount, termMonths: 240, basis: 'estimate', repaymentDay: 2 });
    expect(schedule.rows).toHaveLength(240);
    // No repayment day chosen and no package yet: as if paid out today, on today's day of the month.
    expect(schedule.rows[0]).toMatchObject({ number: 1, date: '2026-04-02' });
    expect(schedule.rows[11]?.date).toBe('2027-03-02');
    expect(schedule.rows.at(-1)).toMatchObject({ number: 240, date: '2046-03-02', balance: 0 });
    const expected = loanSchedule({ principal: offer.amount, annualRatePercent: offer.nominalRatePercent, termMonths: 240, repayment: 'annuity' });
    expect(schedule.rows[0]?.payment).toBe(offer.monthlyPayment);
    expect(schedule.totals).toEqual({ principal: offer.amount, interest: expected.totalInterest, payment: offer.amount + expected.totalInterest });
    for (const row of schedule.rows) expect(row.principal + row.interest).toBe(row.payment);
    const co = await scheduleOf(app.coApplicant.token, app.id);
    expect(co.status).toBe(200);
    expect(co.body.rows).toEqual(schedule.rows);
  });

  it('is refused like the application itself: 401 to a visitor, 404 to a stranger, to an unknown id and before an offer', async () => {
    for (const file of ['', '/pdf', '/csv']) {
      expect((await t.request(path(app.id, file), get())).status, file).toBe(401);
      const refused = await t.json<Refusal>(path(app.id, file), get({ token: stranger.token }));
      expect(refused.status, file).toBe(404);
      expect(refused.body).toMatchObject({ type: 'COMMON', reason: 'NOT_FOUND' });
      expect((await t.request(path('00000000-0000-4000-8000-000000000000', file), get({ token: app.applicant.token }))).status, file).toBe(404);
      expect((await t.request(path('not-an-id', file), get({ token: app.applicant.token }))).status, file).toBe(400);
    }
    const draft = await application(false);
    for (const file of ['', '/pdf', '/csv']) expect((await t.request(path(draft.id, file), get({ token: draft.applicant.token }))).status, file).toBe(404);
  });

  it.each([
    ['en', ['No.', 'Date', 'Principal', 'Interest', 'Payment', 'Balance'], 'Total'],
    ['ru', ['№ п/п', 'Дата', 'Основной долг', 'Проценты', 'Платёж', 'Остаток'], 'Итого'],
    ['hy', ['Հ/Հ', 'Ամսաթիվ', 'Մայր գումար', 'Տոկոս', 'Վճարում', 'Մնացորդ'], 'Ընդամենը'],
  ] as const)('downloads as CSV in %s: UTF-8 with a BOM, the header in the language, ISO dates, plain numbers, totals that are the schedule’s', async (lang, header, total) => {
    const schedule = (await scheduleOf(app.applicant.token, app.id)).body;
    const response = await download(app.coApplicant.token, app.id, 'csv', lang);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="TUN-${app.id.slice(0, 8).toUpperCase()}-schedule-${lang}.csv"`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1);
    expect(text.endsWith('\r\n')).toBe(true);
    const [head, ...rest] = cellsOf(text);
    expect(head).toEqual(header);
    const rows = rest.slice(0, -1);
    const totals = rest.at(-1);
    expect(rows).toHaveLength(240);
    rows.forEach((cells, index) => {
      const row = schedule.rows[index];
      expect(cells).toEqual([String(row?.number), row?.date, String(row?.principal), String(row?.interest), String(row?.payment), String(row?.balance)]);
      expect(cells[1]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      for (const cell of cells.slice(2)) expect(cell).toMatch(/^\d+$/);
    });
    expect(totals).toEqual([total, '', String(schedule.totals.principal), String(schedule.totals.interest), String(schedule.totals.payment), '']);
    // The totals row is the sum of the rows.
    const sum = (column: number) => rows.reduce((acc, cells) => acc + Number(cells[column]), 0);
    expect([sum(2), sum(3), sum(4)]).toEqual([schedule.totals.principal, schedule.totals.interest, schedule.totals.payment]);
  });

  it.each([
    ['hy', 'Մարման ժամանակացույց', 'Ընդամենը', 'Մայր գումար'],
    ['ru', 'График погашения', 'Итого', 'Основной долг'],
    ['en', 'Repayment schedule', 'Total', 'Principal'],
  ] as const)('downloads as a PDF in %s, its texts in the reader’s script', async (lang, title, total, principal) => {
    const response = await download(app.applicant.token, app.id, 'pdf', lang);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="TUN-${app.id.slice(0, 8).toUpperCase()}-schedule-${lang}.pdf"`);
    const bytes = await response.arrayBuffer();
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const text = await pdfText(bytes);
    for (const expected of [title, total, principal, `TUN-${app.id.slice(0, 8).toUpperCase()}`]) expect(text, expected).toContain(expected);
  });

  it('dates the payments by the repayment day once it is chosen', async () => {
    const dated = await application();
    // The chart's context as the main applicant's contract data leaves it (their API is tested with the package).
    await database.db
      .update(loanApplications)
      .set({ context: sql`jsonb_set(${loanApplications.context}, '{repaymentDay}', '15')` })
      .where(eq(loanApplications.id, dated.id));
    const schedule = (await scheduleOf(dated.applicant.token, dated.id)).body;
    expect(schedule).toMatchObject({ basis: 'estimate', repaymentDay: 15 });
    expect(schedule.rows.slice(0, 2).map((row) => row.date)).toEqual([schedulePaymentDate(t.clock.now().toISOString(), 1, 15), '2026-05-15']);
  });
});
