import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '../../api/contract/errors';
import { rentalRefusalReasons, type SentRequest } from '../../api/contract/requests';
import { languages } from '../../api/contract/validation';
import { minutes } from '../../api/server/clock';
import { listings, notifications, outboxMessages, propertyRequests } from '../../api/server/db/schema';
import { generateCatalogue } from '../../api/server/db/seed/catalogue.seed';
import { seedDemoData } from '../../api/server/db/seed/seed';
import { confirmedUser, get, post, refusal, signIn, unauthorizedBody } from '../support/account-helpers';
import { createTestApp, type TestApp } from '../support/test-app';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

let database: TestDatabase;
let t: TestApp;
let token: string;
let userId: string;
const catalogue = generateCatalogue();
beforeAll(async () => {
  database = await createTestDatabase();
  t = createTestApp(database);
  await seedDemoData(database);
  const user = await confirmedUser(t);
  userId = user.userId;
  token = await signIn(t, user);
});
afterAll(() => database.close());

type Answer = { id: number; replyBy: string };
type Refusal = { type: string; reason: string; params?: Record<string, unknown>; issues?: { path: string; message: string }[] };

// The demo catalogue is generated from a fixed seed, so the test knows its rows.
const brokerOf = (id: number | null | undefined) => catalogue.brokers.find((broker) => broker.id === id);
const developerOfBuilding = (id: number) => catalogue.developers.find((developer) => developer.id === catalogue.buildings.find((building) => building.id === id)?.developerId);
const offeredRentals = catalogue.listings.filter((row) => row.deal === 'rent' && row.availability === 'forSale');
/** The rental the rules are tried on: its broker answers; its terms are set by each test. */
const rental = offeredRentals.find((row) => row.brokerId !== null) ?? offeredRentals[0];
const privateRental = offeredRentals.find((row) => row.brokerId === null && row.agencyId === null && row.id !== rental?.id);
const sale = catalogue.listings.find((row) => row.deal === 'sale' && row.availability === 'forSale' && row.brokerId !== null);
const apartment = catalogue.apartments.find((row) => row.availability === 'forSale');
const partnerBuilding = catalogue.buildings.find((row) => catalogue.developers.find((d) => d.id === row.developerId)?.isPartner);
const projectBuilding = catalogue.buildings.find((row) => !catalogue.developers.find((d) => d.id === row.developerId)?.isPartner);
const foreignProject = catalogue.foreignProjects.find((project) => catalogue.foreignProjectBrokers.filter((link) => link.projectId === project.id).length >= 2);
const foreignBrokerIds = catalogue.foreignProjectBrokers
  .filter((link) => link.projectId === foreignProject?.id)
  .map((link) => link.brokerId)
  .sort((a, b) => a - b);
const strangerBroker = catalogue.brokers.find((broker) => !foreignBrokerIds.includes(broker.id));

let phone = 0;
/** A fresh phone per request, so the per-phone limit of one test does not reach the next. */
const nextPhone = () => `+374 93${String((phone += 1)).padStart(6, '0')}`;

const contact = () => ({ name: 'Narek Sargsyan', phoneNumber: nextPhone(), email: 'narek@example.am', message: 'Please call me in the evening.', consent: true });
const rentalBody = (overrides: Record<string, unknown> = {}) => ({
  listingId: rental?.id,
  moveInDate: '2026-02-01',
  fee: 'monthly',
  period: 6,
  guests: 2,
  pets: false,
  children: false,
  utilities: 'separate',
  prepayment: true,
  comment: 'A quiet couple, no parties.',
  name: 'Narek Sargsyan',
  phoneNumber: nextPhone(),
  email: 'narek@example.am',
  consentTerms: true,
  consentPersonalData: true,
  ...overrides,
});

/** The listing's terms as a test needs them. */
async function setTerms(terms: Partial<typeof listings.$inferInsert>, id = rental?.id ?? 0) {
  await database.db.update(listings).set(terms).where(eq(listings.id, id));
}
const openTerms = { availability: 'forSale', dailyFee: 25_000, minRentDays: 2, minRentMonths: 3, petsAllowed: true, childrenAllowed: true } as const;

const sendRental = (body: Record<string, unknown>, as?: string, lang = 'en') => t.json<Answer & Refusal>('/api/apartments/rental-request', post(body, { lang, ...(as ? { token: as } : {}) }));
const sendProject = (id: number, body: Record<string, unknown>, as?: string) => t.json<Answer & Refusal>(`/api/projects/${id}/request`, post(body, { lang: 'ru', ...(as ? { token: as } : {}) }));
const sendForeign = (id: number, body: Record<string, unknown>, as?: string) => t.json<Answer & Refusal>(`/api/foreign-market/projects/${id}/request`, post(body, as ? { token: as } : {}));
const listSent = (as: string, lang = 'en') => t.json<SentRequest[]>('/api/requests', get({ token: as, lang }));

const total = async (table: typeof propertyRequests | typeof outboxMessages | typeof notifications) => Number((await database.db.select({ value: count() }).from(table))[0]?.value);
const totals = async () => [await total(propertyRequests), await total(outboxMessages), await total(notifications)];
const storedRow = async (id: number) => (await database.db.select().from(propertyRequests).where(eq(propertyRequests.id, id)))[0];
/** The outbox for one recipient, newest first. */
const outboxTo = (recipient: string) => database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient)).orderBy(desc(outboxMessages.id));
const notificationsOf = (id: string) => database.db.select().from(notifications).where(and(eq(notifications.userId, id), eq(notifications.kind, 'requestSent')));

it('has rows for every case in the demo catalogue', () => {
  for (const row of [rental, privateRental, sale, apartment, partnerBuilding, projectBuilding, foreignProject, strangerBroker]) expect(row).toBeDefined();
});

describe('rental request', () => {
  it("stores the terms, mails the listing's broker in Armenian with them, confirms by SMS, and notifies no visitor", async () => {
    await setTerms(openTerms);
    const before = await total(notifications);
    const body = rentalBody({ fee: 'daily', period: 3, pets: true, children: true, utilities: 'included' });
    const { status, body: answer } = await sendRental(body);
    expect(status, JSON.stringify(answer)).toBe(201);
    const broker = brokerOf(rental?.brokerId);
    const row = await storedRow(answer.id);
    expect(row).toMatchObject({ kind: 'rental', market: 'rent', propertyId: rental?.id, userId: null, recipient: broker?.email, message: 'A quiet couple, no parties.', language: 'en' });
    expect(row?.details).toEqual({ moveInDate: '2026-02-01', fee: 'daily', period: 3, guests: 2, pets: true, children: true, utilities: 'included', prepayment: true });
    const [mail] = await outboxTo(broker?.email ?? '');
    expect(mail).toMatchObject({ channel: 'email', language: 'hy', template: 'partnerRequest' });
    expect(mail?.subject).toContain('Վարձակալության հայտ');
    expect(mail?.body).toContain(rental?.code);
    expect(mail?.body).toContain('Տեղափոխվելու ամսաթիվ: 2026-02-01');
    expect(mail?.body).toContain('Ժամկետ (օր): 3');
    expect(mail?.body).toContain('Narek Sargsyan');
    const [sms] = await outboxTo(body.phoneNumber.replace(/\s/g, ''));
    expect(sms).toMatchObject({ channel: 'sms', language: 'en' });
    expect(sms?.body).toContain(rental?.title.en);
    expect(await total(notifications)).toBe(before);
  });

  it('from a signed-in user: stores the sender, notifies them and lists it for them alone', async () => {
    await setTerms(openTerms);
    const { status, body: answer } = await sendRental(rentalBody({ period: 3, email: '' }), token);
    expect(status, JSON.stringify(answer)).toBe(201);
    expect(await storedRow(answer.id)).toMatchObject({ userId, email: null });
    const [notification] = (await notificationsOf(userId)).filter((row) => (row.params as { requestId: number }).requestId === answer.id);
    expect(notification?.params).toEqual({
      requestId: answer.id,
      requestKind: 'rental',
      subject: { hy: `${rental?.title.hy} (${rental?.code})`, ru: `${rental?.title.ru} (${rental?.code})`, en: `${rental?.title.en} (${rental?.code})` },
      recipient: brokerOf(rental?.brokerId)?.fullName.en,
      path: `/property/rent/${rental?.id}`,
    });
    const { body: listed } = await listSent(token);
    expect(listed[0]).toMatchObject({ id: answer.id, kind: 'rental', subject: `${rental?.title.en} (${rental?.code})`, recipient: brokerOf(rental?.brokerId)?.fullName.en, replyBy: answer.replyBy, path: `/property/rent/${rental?.id}` });
    const other = await signIn(t, await confirmedUser(t));
    expect((await listSent(other)).body).toEqual([]);
    expect(await notificationsOf(userId)).toHaveLength(1);
  });

  it("sends a private seller's rental to the bank's desk, which the list names", async () => {
    const { status, body: answer } = await sendRental(rentalBody({ listingId: privateRental?.id, period: privateRental?.minRentMonths ?? 1, fee: 'monthly' }), token, 'ru');
    expect(status, JSON.stringify(answer)).toBe(201);
    expect(await storedRow(answer.id)).toMatchObject({ recipient: 'sales@tun.test' });
    const [desk] = await outboxTo('sales@tun.test');
    expect(desk).toMatchObject({ template: 'partnerRequest', language: 'hy' });
    expect(desk?.body).toContain(privateRental?.code);
    expect((await listSent(token, 'ru')).body[0]).toMatchObject({ id: answer.id, recipient: 'Отдел продаж Tun', subject: `${privateRental?.title.ru} (${privateRental?.code})` });
  });

  describe('refuses a request its terms or the calendar do not allow, changing nothing', () => {
    const cases: [string, Partial<typeof listings.$inferInsert>, Record<string, unknown>, number, Refusal][] = [
      ['an unknown rental', {}, { listingId: 999_999 }, 404, refusal('APARTMENT', 'APARTMENT_NOT_FOUND')],
      ['a sale asked as a rental', {}, { listingId: sale?.id }, 404, refusal('APARTMENT', 'APARTMENT_NOT_FOUND')],
      ['a rental no longer offered', { availability: 'notAvailable' }, {}, 400, refusal('APARTMENT', 'APARTMENT_UNAVAILABLE')],
      ['a booked rental', { availability: 'booked' }, {}, 400, refusal('APARTMENT', 'APARTMENT_UNAVAILABLE')],
      ['a daily fee the rental does not offer', { dailyFee: null, minRentDays: null }, { fee: 'daily', period: 5 }, 400, refusal('APARTMENT', 'DAILY_RENT_NOT_OFFERED')],
      ['fewer days than the minimum', { minRentDays: 3 }, { fee: 'daily', period: 2 }, 400, refusal('APARTMENT', 'RENT_DAYS_BELOW_MINIMUM', { minimum: 3 })],
      ['fewer months than the minimum', { minRentMonths: 6 }, { fee: 'monthly', period: 5 }, 400, refusal('APARTMENT', 'RENT_MONTHS_BELOW_MINIMUM', { minimum: 6 })],
      ['more months than one request asks', {}, { fee: 'monthly', period: 37 }, 400, refusal('APARTMENT', 'RENT_MONTHS_ABOVE_MAXIMUM', { maximum: 36 })],
      ['pets where none are allowed', { petsAllowed: false }, { pets: true }, 400, refusal('APARTMENT', 'PETS_NOT_ALLOWED')],
      ['children where none are accepted', { childrenAllowed: false }, { children: true }, 400, refusal('APARTMENT', 'CHILDREN_NOT_ALLOWED')],
      ['a move-in date in the past', {}, { moveInDate: '2026-01-14' }, 400, refusal('APARTMENT', 'MOVE_IN_DATE_PAST')],
      ['a move-in date more than a year ahead', {}, { moveInDate: '2027-01-16' }, 400, refusal('APARTMENT', 'MOVE_IN_DATE_TOO_FAR')],
    ];
    it.each(cases)('%s', async (_, terms, overrides, status, expected) => {
      await setTerms({ ...openTerms, ...terms });
      const before = await totals();
      const answer = await sendRental(rentalBody(overrides), token);
      expect(answer).toMatchObject({ status, body: expected });
      expect(await totals()).toEqual(before);
    });
  });

  it('takes a move-in date from today (in Yerevan) to the same day next year', async () => {
    await setTerms(openTerms);
    expect((await sendRental(rentalBody({ moveInDate: '2026-01-15' }))).status).toBe(201);
    expect((await sendRental(rentalBody({ moveInDate: '2027-01-15' }))).status).toBe(201);
    // 21:00 UTC is already the next day in Yerevan (UTC+4): the 15th has passed there.
    t.clock.set('2026-01-15T21:00:00Z');
    try {
      expect(await sendRental(rentalBody({ moveInDate: '2026-01-15' }))).toMatchObject({ status: 400, body: refusal('APARTMENT', 'MOVE_IN_DATE_PAST') });
      expect((await sendRental(rentalBody({ moveInDate: '2026-01-16' }))).status).toBe(201);
    } finally {
      t.clock.set('2026-01-15T09:00:00Z');
    }
  });

  it('refuses a form with a missing consent or a bad value, field by field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ consentTerms: false }, 'consentTerms', 'validation:termsRequired'],
      [{ consentPersonalData: false }, 'consentPersonalData', 'validation:consentRequired'],
      [{ consentPersonalData: undefined }, 'consentPersonalData', 'validation:required'],
      [{ guests: 0 }, 'guests', 'validation:tooSmall'],
      [{ guests: 21 }, 'guests', 'validation:tooLarge'],
      [{ period: 366 }, 'period', 'validation:tooLarge'],
      [{ period: 1.5 }, 'period', 'validation:integer'],
      [{ moveInDate: '2026-02-30' }, 'moveInDate', 'validation:invalid'],
      [{ moveInDate: '1 Feb' }, 'moveInDate', 'validation:invalid'],
      [{ fee: 'weekly' }, 'fee', 'validation:invalid'],
      [{ utilities: 'sometimes' }, 'utilities', 'validation:invalid'],
      [{ phoneNumber: '12345' }, 'phoneNumber', 'validation:phone'],
      [{ comment: 'x'.repeat(501) }, 'comment', 'validation:tooLong'],
    ];
    const before = await totals();
    for (const [overrides, path, message] of cases) {
      const { status, body } = await sendRental(rentalBody(overrides));
      expect(status, path).toBe(400);
      expect(body.issues?.[0], path).toMatchObject({ path, message });
    }
    expect(await totals()).toEqual(before);
  });
});

describe('project request', () => {
  it("mails the developer of a project or a partner's building, each with its page", async () => {
    for (const [building, list] of [
      [projectBuilding, 'projects'],
      [partnerBuilding, 'buildings'],
    ] as const) {
      const developer = developerOfBuilding(building?.id ?? 0);
      const { status, body: answer } = await sendProject(building?.id ?? 0, contact(), token);
      expect(status, JSON.stringify(answer)).toBe(201);
      expect(await storedRow(answer.id)).toMatchObject({ kind: 'project', market: 'project', propertyId: building?.id, userId, recipient: developer?.email, language: 'ru' });
      const [mail] = await outboxTo(developer?.email ?? '');
      expect(mail).toMatchObject({ template: 'partnerRequest', language: 'hy' });
      expect(mail?.subject).toContain(building?.name.hy);
      expect(mail?.subject).toContain('Նախագծի հայտ');
      expect((await listSent(token, 'ru')).body[0]).toMatchObject({ id: answer.id, kind: 'project', subject: building?.name.ru, recipient: developer?.name.ru, path: `/${list}/${building?.id}` });
      const notification = (await notificationsOf(userId)).find((row) => (row.params as { requestId: number }).requestId === answer.id);
      expect(notification?.params).toMatchObject({ requestKind: 'project', recipient: developer?.name.ru, path: `/${list}/${building?.id}` });
    }
  });

  it('refuses an unknown building and a form without consent, changing nothing', async () => {
    const before = await totals();
    expect(await sendProject(999_999, contact(), token)).toMatchObject({ status: 404, body: refusal('BUILDING', 'BUILDING_NOT_FOUND') });
    const { status, body } = await sendProject(projectBuilding?.id ?? 0, { ...contact(), consent: false });
    expect(status).toBe(400);
    expect(body.issues?.[0]).toMatchObject({ path: 'consent', message: 'validation:consentRequired' });
    expect((await sendProject(0, contact())).status).toBe(400);
    expect(await totals()).toEqual(before);
  });
});

describe('foreign property request', () => {
  it('mails the first broker of the project in English, or the broker the person chose', async () => {
    const [first, second] = foreignBrokerIds.map((id) => brokerOf(id));
    const visitor = await sendForeign(foreignProject?.id ?? 0, contact());
    expect(visitor.status, JSON.stringify(visitor.body)).toBe(201);
    expect(await storedRow(visitor.body.id)).toMatchObject({ kind: 'foreign', market: 'foreign', userId: null, recipient: first?.email });
    const [mail] = await outboxTo(first?.email ?? '');
    expect(mail).toMatchObject({ template: 'partnerRequest', language: 'en' });
    expect(mail?.subject).toContain(`Foreign property request): ${foreignProject?.name.en}`);

    const chosen = await sendForeign(foreignProject?.id ?? 0, { ...contact(), brokerId: second?.id }, token);
    expect(chosen.status).toBe(201);
    expect(await storedRow(chosen.body.id)).toMatchObject({ recipient: second?.email, userId });
    expect((await listSent(token)).body[0]).toMatchObject({ id: chosen.body.id, kind: 'foreign', subject: foreignProject?.name.en, recipient: second?.fullName.en, path: `/foreign-market/${foreignProject?.id}` });
  });

  it("refuses an unknown project and a broker who is not the project's, changing nothing", async () => {
    const before = await totals();
    expect(await sendForeign(999_999, contact(), token)).toMatchObject({ status: 404, body: refusal('FOREIGN_MARKET', 'PROJECT_NOT_FOUND') });
    expect(await sendForeign(foreignProject?.id ?? 0, { ...contact(), brokerId: strangerBroker?.id }, token)).toMatchObject({ status: 400, body: refusal('FOREIGN_MARKET', 'BROKER_NOT_OF_PROJECT') });
    expect(await totals()).toEqual(before);
  });
});

describe('interest application', () => {
  it('from a signed-in user: also mails the broker and notifies the sender, keeping the desk mail', async () => {
    const { status, body: answer } = await t.json<Answer>('/api/apartments/interest-application', post({ market: 'secondary', propertyId: sale?.id, ...contact() }, { token, lang: 'hy' }));
    expect(status).toBe(201);
    const broker = brokerOf(sale?.brokerId);
    expect(await storedRow(answer.id)).toMatchObject({ kind: 'interest', market: 'secondary', userId, recipient: broker?.email });
    expect((await outboxTo(broker?.email ?? ''))[0]).toMatchObject({ template: 'partnerRequest', language: 'hy' });
    expect((await outboxTo('sales@tun.test'))[0]).toMatchObject({ template: 'interestApplication' });
    expect((await listSent(token, 'hy')).body[0]).toMatchObject({ id: answer.id, kind: 'interest', recipient: broker?.fullName.hy, path: `/property/secondary/${sale?.id}` });
    expect((await notificationsOf(userId)).some((row) => (row.params as { requestId: number }).requestId === answer.id)).toBe(true);
  });

  it("sends a primary-market apartment's request to the developer", async () => {
    const developer = developerOfBuilding(apartment?.buildingId ?? 0);
    const { body: answer } = await t.json<Answer>('/api/apartments/interest-application', post({ market: 'primary', propertyId: apartment?.id, ...contact() }));
    expect(await storedRow(answer.id)).toMatchObject({ userId: null, recipient: developer?.email });
    expect((await outboxTo(developer?.email ?? ''))[0]?.subject).toContain(`№ ${apartment?.number}`);
  });

  it('treats an unknown or malformed token as a visitor', async () => {
    for (const bad of ['x'.repeat(40), 'not a token']) {
      const { status, body: answer } = await t.json<Answer>('/api/apartments/interest-application', post({ market: 'secondary', propertyId: sale?.id, ...contact() }, { headers: { authorization: `Bearer ${bad}` } }));
      expect(status).toBe(201);
      expect(await storedRow(answer.id)).toMatchObject({ userId: null });
    }
  });
});

describe('the list of sent requests', () => {
  it('needs a session', async () => {
    expect(await t.json('/api/requests')).toMatchObject({ status: 401, body: unauthorizedBody });
  });

  it("lists the sender's requests newest first, in the language asked for", async () => {
    t.clock.advance(minutes(5));
    const { body: answer } = await sendProject(projectBuilding?.id ?? 0, contact(), token);
    const { body: listed } = await listSent(token, 'hy');
    expect(listed[0]).toMatchObject({ id: answer.id, subject: projectBuilding?.name.hy });
    const times = listed.map((item) => item.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(new Set(listed.map((item) => item.kind))).toEqual(new Set(['rental', 'project', 'foreign', 'interest']));
  });
});

describe('limits', () => {
  it('counts every request kind against one budget per phone: five a day', async () => {
    await setTerms(openTerms);
    const phoneNumber = nextPhone();
    const sends = [
      () => sendRental(rentalBody({ phoneNumber })),
      () => sendProject(projectBuilding?.id ?? 0, { ...contact(), phoneNumber }),
      () => sendForeign(foreignProject?.id ?? 0, { ...contact(), phoneNumber }),
      () => t.json<Answer & Refusal>('/api/apartments/interest-application', post({ market: 'secondary', propertyId: sale?.id, ...contact(), phoneNumber })),
      () => sendRental(rentalBody({ phoneNumber })),
    ];
    for (const send of sends) expect((await send()).status).toBe(201);
    const before = await totals();
    expect(await sendProject(projectBuilding?.id ?? 0, { ...contact(), phoneNumber })).toMatchObject({ status: 429, body: { type: 'COMMON', reason: 'RATE_LIMITED' } });
    expect(await totals()).toEqual(before);
  });
});

describe('refusal messages', () => {
  const errors = (lang: string) => JSON.parse(readFileSync(join(import.meta.dirname, '../../locales', lang, 'errors.json'), 'utf8')) as Record<string, Record<string, string>>;
  it('every new reason is catalogued and worded in each language, with its parameters', () => {
    const reasons: [string, string, string[]][] = [
      ...rentalRefusalReasons.map((reason): [string, string, string[]] => [
        'APARTMENT',
        reason,
        reason.endsWith('BELOW_MINIMUM') ? ['minimum'] : reason.endsWith('ABOVE_MAXIMUM') ? ['maximum'] : [],
      ]),
      ['FOREIGN_MARKET', 'BROKER_NOT_OF_PROJECT', []],
    ];
    for (const [type, reason, params] of reasons) {
      expect((errorCatalogue as Record<string, readonly string[]>)[type]).toContain(reason);
      for (const lang of languages) {
        const text = errors(lang)[type]?.[reason] ?? '';
        expect(text, `${lang} ${type}.${reason}`).not.toBe('');
        for (const param of params) expect(text).toContain(`{{${param}}}`);
      }
    }
  });
});
