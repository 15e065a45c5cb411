import { createHash } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PromoCode, PromoCodeCheckAnswer, Store, StoreCard, StoreList, StoreSector } from '../../api/contract/stores';
import { sandboxTransport } from '../../api/server/adapters/mail-transport';
import { days, hours, minutes } from '../../api/server/clock';
import { loanApplicationEvents, loanApplications, promoCodes, serviceRequests, staffAuditLog, stores } from '../../api/server/db/schema';
import { insertPartnerStores } from '../../api/server/db/seed/stores/insert-stores';
import { storesSeed } from '../../api/server/db/seed/stores/stores.content';
import { housewarmingRaffle } from '../../api/server/db/seed/stores/raffle.content';
import { createDeadlineHandlers } from '../../api/server/jobs/deadline-handlers';
import { Scheduler, type RunOutcome } from '../../api/server/jobs/scheduler';
import { silentLogger } from '../../api/server/logger';
import { createRaffle } from '../../api/server/services/stores/raffle.service';
import type { Raffle } from '../../api/contract/raffle';
import { confirmedUser, get, mailbox, post, refusal, signIn, unauthorizedBody } from '../support/account-helpers';
import { createTestApp, testSecret, type TestApp } from '../support/test-app';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { staffPerson, type StaffPerson } from '../drivers/office.api';

let database: TestDatabase;
let t: TestApp;
let storeIds: Map<string, number>;
beforeAll(async () => {
  database = await createTestDatabase();
  t = createTestApp(database);
  t.clock.set(new Date('2026-11-27T10:00:00Z'));
  await database.db.transaction((tx) => insertPartnerStores(tx));
  storeIds = new Map((await database.db.select({ id: stores.id, slug: stores.slug }).from(stores)).map((row) => [row.slug, row.id]));
});
afterAll(() => database.close());

type Refusal = { type: string; reason: string; params?: Record<string, unknown>; issues?: { path: string; message: string }[] };
const withDiscount = storesSeed.find((store) => store.discountPercent !== null && !store.ownHome)!;
const withoutDiscount = storesSeed.find((store) => store.discountPercent === null)!;
const ownHome = storesSeed.find((store) => store.ownHome)!;
const idOf = (slug: string) => storeIds.get(slug) ?? 0;

async function customer() {
  const user = await confirmedUser(t);
  return { ...user, token: await signIn(t, user) };
}
const generate = (token: string, store: string | number) => t.json<PromoCode & Refusal>(`/api/stores/${store}/promo-code`, post(undefined, { token }));
const check = (staff: StaffPerson, code: string) => t.json<PromoCodeCheckAnswer & Refusal>('/api/office/store/promo-codes/check', post({ code }, { token: staff.token }));
const use = (staff: StaffPerson, code: string) => t.json<PromoCodeCheckAnswer & Refusal>('/api/office/store/promo-codes/use', post({ code }, { token: staff.token }));

describe('sectors and stores', () => {
  it('lists each section’s sectors in order with their number of stores, in the request’s language', async () => {
    const { status, body } = await t.json<StoreSector[]>('/api/home-renovation/sectors', get({ lang: 'hy' }));
    expect(status).toBe(200);
    expect(body.map((sector) => sector.slug)).toEqual(['furniture', 'kitchens-and-appliances', 'building-materials', 'lighting-and-electrics', 'textiles-and-decor']);
    expect(body[0]?.name).toMatch(/[\u0531-\u058F]/);
    expect(body.reduce((sum, sector) => sum + sector.storeCount, 0)).toBe(storesSeed.filter((store) => !['moving', 'cleaning', 'repair-and-finishing'].includes(store.sector)).length);
    const services = await t.json<StoreSector[]>('/api/services/sectors', get({ lang: 'ru' }));
    expect(services.body.map((sector) => sector.slug)).toEqual(['moving', 'cleaning', 'repair-and-finishing']);
    expect(services.body[0]?.name).toMatch(/[а-яё]/i);
  });

  it('pages a section’s stores (PageSize, PageNumber) and filters them by any of the sectors (SectorsIds)', async () => {
    const all = await t.json<StoreList>('/api/home-renovation/stores?PageSize=50');
    expect(all.status).toBe(200);
    expect(all.body.totalCount).toBe(12);
    expect(all.body.stores.every((store) => store.section === 'homeRenovation')).toBe(true);
    const first = await t.json<StoreList>('/api/home-renovation/stores?PageSize=5&PageNumber=1');
    const third = await t.json<StoreList>('/api/home-renovation/stores?PageSize=5&PageNumber=3');
    expect(first.body).toMatchObject({ totalCount: 12, pageNumber: 1, pageSize: 5 });
    expect(first.body.stores.map((store) => store.id)).toEqual(all.body.stores.slice(0, 5).map((store) => store.id));
    expect(third.body.stores.map((store) => store.id)).toEqual(all.body.stores.slice(10).map((store) => store.id));
    expect((await t.json<StoreList>('/api/home-renovation/stores')).body.pageSize).toBe(12);

    const sectors = (await t.json<StoreSector[]>('/api/home-renovation/sectors')).body;
    const [furniture, lighting] = [sectors[0], sectors[3]];
    const filtered = await t.json<StoreList>(`/api/home-renovation/stores?SectorsIds=${furniture?.id},${lighting?.id}`);
    expect(filtered.body.totalCount).toBe((furniture?.storeCount ?? 0) + (lighting?.storeCount ?? 0));
    expect(new Set(filtered.body.stores.map((store) => store.sector.id))).toEqual(new Set([furniture?.id, lighting?.id]));
    const repeated = await t.json<StoreList>(`/api/home-renovation/stores?SectorsIds=${furniture?.id}&SectorsIds=${lighting?.id}`);
    expect(repeated.body.totalCount).toBe(filtered.body.totalCount);
    // A services sector is no home-and-renovation sector: nothing matches.
    const moving = (await t.json<StoreSector[]>('/api/services/sectors')).body[0];
    expect((await t.json<StoreList>(`/api/home-renovation/stores?SectorsIds=${moving?.id}`)).body).toMatchObject({ stores: [], totalCount: 0 });
  });

  it('refuses a malformed page or sector list at its parameter, with the message to show', async () => {
    for (const [search, path] of [
      ['PageSize=0', 'PageSize'],
      ['PageSize=51', 'PageSize'],
      ['PageNumber=x', 'PageNumber'],
      ['SectorsIds=1,a', 'SectorsIds.1'],
      [`SectorsIds=${Array.from({ length: 11 }, (_, i) => i + 1).join(',')}`, 'SectorsIds'],
    ] as const) {
      const { status, body } = await t.json<Refusal>(`/api/services/stores?${search}`);
      expect(status, search).toBe(400);
      expect(body.issues?.[0]?.path, search).toBe(path);
      expect(body.issues?.[0]?.message, search).toMatch(/^validation:/);
    }
  });

  it('shows a store’s page by its id or address, with its offer, contacts and addresses; an unknown store is 404 STORE_NOT_FOUND', async () => {
    const byId = await t.json<Store>(`/api/stores/${idOf(withDiscount.slug)}`, get({ lang: 'en' }));
    expect(byId.status).toBe(200);
    expect(byId.body).toMatchObject({
      slug: withDiscount.slug,
      name: withDiscount.name.en,
      offer: withDiscount.offer.en,
      description: withDiscount.description.en,
      discountPercent: withDiscount.discountPercent,
      promoValidityDays: withDiscount.promoValidityDays,
      phone: withDiscount.phone,
      email: withDiscount.email,
      logoUrl: `/api/media/stores/${idOf(withDiscount.slug)}.svg`,
    });
    expect(byId.body.addresses.map((address) => address.address)).toEqual(withDiscount.addresses.map((address) => address.address.en));
    const bySlug = await t.json<Store>(`/api/stores/${withDiscount.slug}`, get({ lang: 'hy' }));
    expect(bySlug.body.id).toBe(byId.body.id);
    expect(bySlug.body.addresses[0]?.hours).toBe(withDiscount.addresses[0]?.hours.hy);
    expect(await t.json('/api/stores/999999')).toMatchObject({ status: 404, body: refusal('STORE', 'STORE_NOT_FOUND') });
    expect(await t.json('/api/stores/no-such-store')).toMatchObject({ status: 404, body: refusal('STORE', 'STORE_NOT_FOUND') });
    expect((await t.json<Refusal>('/api/stores/Not%20A%20Store')).status).toBe(400);
    const logo = await t.request(`/api/media/stores/${idOf(withDiscount.slug)}.svg`);
    expect(logo.headers.get('content-type')).toContain('image/svg+xml');
    expect(await logo.text()).toContain('<svg');
  });

  it('answers the own-home section’s store', async () => {
    const { status, body } = await t.json<StoreCard>('/api/home-renovation/own-home-store', get({ lang: 'ru' }));
    expect(status).toBe(200);
    expect(body).toMatchObject({ slug: ownHome.slug, name: ownHome.name.ru, section: 'homeRenovation' });
  });
});

describe('promo codes', () => {
  let cashier: StaffPerson;
  let otherCashier: StaffPerson;
  beforeAll(async () => {
    cashier = await staffPerson(t, database.db, ['partner'], { storeId: idOf(withDiscount.slug) });
    otherCashier = await staffPerson(t, database.db, ['partner'], { storeId: idOf(ownHome.slug) });
  });

  it('needs a signed-in person', async () => {
    expect(await t.json(`/api/stores/${withDiscount.slug}/promo-code`, post(undefined))).toMatchObject({ status: 401, body: unauthorizedBody });
    expect(await t.json('/api/account/promo-codes')).toMatchObject({ status: 401, body: unauthorizedBody });
  });

  it('gives a signed-in person one unguessable code per store with the store’s discount and expiry, shown on the store and sent by e-mail', async () => {
    const person = await customer();
    const now = t.clock.now();
    const { status, body } = await generate(person.token, withDiscount.slug);
    expect(status).toBe(201);
    expect(body.code).toMatch(/^TUN-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(body).toMatchObject({ status: 'active', discountPercent: withDiscount.discountPercent, usedAt: null, store: { slug: withDiscount.slug, section: 'homeRenovation' } });
    expect(body.expiresAt).toBe(new Date(now.getTime() + days(withDiscount.promoValidityDays)).toISOString());
    const [mail] = await mailbox(t, person.email);
    expect(mail?.subject).toContain(withDiscount.name.hy);
    expect(mail?.body).toContain(body.code);
    expect(mail?.body).toContain(`${withDiscount.discountPercent}%`);
    expect(mail?.body).toContain(`/hy/home-and-renovation/${withDiscount.slug}`);

    expect((await t.json<PromoCode>(`/api/stores/${withDiscount.slug}/promo-code`, get({ token: person.token }))).body.code).toBe(body.code);
    const again = await generate(person.token, idOf(withDiscount.slug));
    expect(again).toMatchObject({ status: 409, body: refusal('STORE', 'PROMO_CODE_ALREADY_GENERATED') });
    // Another store is another code.
    t.clock.advance(1000);
    const other = await generate(person.token, ownHome.slug);
    expect(other.status).toBe(201);
    expect(other.body.code).not.toBe(body.code);
    const mine = await t.json<PromoCode[]>('/api/account/promo-codes', get({ token: person.token }));
    expect(mine.body.map((code) => code.code)).toEqual([other.body.code, body.code]);
    expect((await t.json(`/api/stores/${ownHome.slug}/promo-code`, get({ token: (await customer()).token }))).body).toBeNull();
  });

  it('makes one code of two requests at the same moment', async () => {
    const person = await customer();
    const answers = await Promise.all([generate(person.token, withDiscount.slug), generate(person.token, withDiscount.slug)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const [rows] = await database.db.select({ value: count() }).from(promoCodes).where(eq(promoCodes.userId, person.userId));
    expect(rows?.value).toBe(1);
  });

  it('gives no code for a partner without promo codes, and none for an unknown store', async () => {
    const person = await customer();
    expect(await generate(person.token, withoutDiscount.slug)).toMatchObject({ status: 409, body: refusal('STORE', 'PROMO_CODES_NOT_OFFERED') });
    expect(await generate(person.token, 'no-such-store')).toMatchObject({ status: 404, body: refusal('STORE', 'STORE_NOT_FOUND') });
    expect((await t.json<PromoCode[]>('/api/account/promo-codes', get({ token: person.token }))).body).toEqual([]);
  });

  it('lets the store check a code (valid, then already used), use it once, and log who used it', async () => {
    const person = await customer();
    const { body: issued } = await generate(person.token, withDiscount.slug);
    const valid = await check(cashier, issued.code);
    expect(valid).toMatchObject({ status: 200, body: { result: 'valid', code: issued.code, discountPercent: withDiscount.discountPercent, usedAt: null, holder: 'Ani P.' } });
    // Typed in lower case without dashes, it is the same code.
    expect((await check(cashier, issued.code.toLowerCase().replaceAll('-', ''))).body.result).toBe('valid');
    // Another store does not know it, and cannot use it.
    expect((await check(otherCashier, issued.code)).body).toMatchObject({ result: 'unknown', holder: null, discountPercent: null });
    expect(await use(otherCashier, issued.code)).toMatchObject({ status: 400, body: refusal('STORE', 'PROMO_CODE_INVALID') });

    const used = await use(cashier, issued.code);
    expect(used).toMatchObject({ status: 200, body: { result: 'alreadyUsed', usedAt: t.clock.now().toISOString() } });
    expect((await check(cashier, issued.code)).body.result).toBe('alreadyUsed');
    const again = await use(cashier, issued.code);
    expect(again).toMatchObject({ status: 409, body: { type: 'STORE', reason: 'PROMO_CODE_ALREADY_USED' } });
    const [audit] = await database.db.select().from(staffAuditLog).where(and(eq(staffAuditLog.action, 'promoCode.use'), eq(staffAuditLog.actorId, cashier.userId)));
    expect(audit).toMatchObject({ subjectKind: 'promoCode', before: { status: 'active' }, after: { status: 'used' } });
    const mine = await t.json<PromoCode[]>('/api/account/promo-codes', get({ token: person.token }));
    expect(mine.body[0]).toMatchObject({ code: issued.code, status: 'used' });
    // The person may then get a new code for the store.
    expect((await generate(person.token, withDiscount.slug)).status).toBe(201);
  });

  it('uses a code once when two tills use it at the same moment', async () => {
    const person = await customer();
    const { body: issued } = await generate(person.token, withDiscount.slug);
    const answers = await Promise.all([use(cashier, issued.code), use(cashier, issued.code)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.reason).toBe('PROMO_CODE_ALREADY_USED');
    const [row] = await database.db.select().from(promoCodes).where(eq(promoCodes.code, issued.code));
    expect(row?.status).toBe('used');
    const [logged] = await database.db.select({ value: count() }).from(staffAuditLog).where(eq(staffAuditLog.subjectId, row?.id ?? ''));
    expect(logged?.value).toBe(1);
  });

  it('lets a code expire with time: the check says expired, it cannot be used, and a new one can be had', async () => {
    const person = await customer();
    const { body: issued } = await generate(person.token, withDiscount.slug);
    t.clock.advance(days(withDiscount.promoValidityDays) - 1000);
    // Sessions do not last the code's weeks: the cashier and the person sign in again.
    const till = await staffPerson(t, database.db, ['partner'], { storeId: idOf(withDiscount.slug) });
    expect((await check(till, issued.code)).body.result).toBe('valid');
    t.clock.advance(1000);
    expect((await check(till, issued.code)).body).toMatchObject({ result: 'expired', expiresAt: issued.expiresAt });
    expect(await use(till, issued.code)).toMatchObject({ status: 409, body: refusal('STORE', 'PROMO_CODE_EXPIRED') });
    const token = await signIn(t, person);
    expect((await t.json<PromoCode>(`/api/stores/${withDiscount.slug}/promo-code`, get({ token }))).body.status).toBe('expired');
    const renewed = await generate(token, withDiscount.slug);
    expect(renewed.status).toBe(201);
    expect(renewed.body.code).not.toBe(issued.code);
    expect((await database.db.select({ status: promoCodes.status }).from(promoCodes).where(eq(promoCodes.code, issued.code)))[0]?.status).toBe('lapsed');
  });

  it('keeps the till to partners of a store, and refuses a malformed code at its field', async () => {
    cashier = await staffPerson(t, database.db, ['partner'], { storeId: idOf(withDiscount.slug) });
    const developerPartner = await staffPerson(t, database.db, ['partner'], { developerId: undefined, agencyId: undefined });
    expect(await check(developerPartner, 'TUN-0000-0000-0000')).toMatchObject({ status: 404, body: refusal('COMMON', 'NOT_FOUND') });
    expect(await use(developerPartner, 'TUN-0000-0000-0000')).toMatchObject({ status: 404, body: refusal('COMMON', 'NOT_FOUND') });
    const person = await customer();
    expect((await t.json('/api/office/store/promo-codes/check', post({ code: 'TUN-0000-0000-0000' }, { token: person.token }))).status).toBe(403);
    const malformed = await t.json<Refusal>('/api/office/store/promo-codes/check', post({ code: 'TUN-IIII-0000-0000' }, { token: cashier.token, lang: 'hy' }));
    expect(malformed.status).toBe(400);
    expect(malformed.body.issues?.[0]).toMatchObject({ path: 'code', message: 'validation:promoCode' });
    expect((await check(cashier, 'TUN-0000-0000-0000')).body).toMatchObject({ result: 'unknown' });
  });
});

describe('requests to service partners (the VARPET order platform)', () => {
  const service = storesSeed.find((store) => store.sector === 'cleaning')!;
  const body = (overrides: Record<string, unknown> = {}) => ({ name: 'Ani Petrosyan', phoneNumber: '+374 77 123456', address: '12 Komitas Ave, apt. 7, Yerevan', description: 'A deep clean of a two-room flat after the renovation.', ...overrides });
  const send = (token: string | undefined, store: string, payload: Record<string, unknown>, lang = 'en') => t.json<{ reference: string; sentAt: string } & Refusal>(`/api/stores/${store}/service-requests`, post(payload, { ...(token ? { token } : {}), lang }));
  const kept = async (userId: string) => (await database.db.select({ value: count() }).from(serviceRequests).where(eq(serviceRequests.userId, userId)))[0]?.value ?? 0;

  it('delivers a signed-in person’s request through the platform, keeps it with its reference and confirms it by e-mail', async () => {
    const person = await customer();
    const { status, body: answer } = await send(person.token, service.slug, body(), 'ru');
    expect(status).toBe(201);
    expect(answer.reference).toMatch(/^VP-\d{8}$/);
    const [row] = await database.db.select().from(serviceRequests).where(eq(serviceRequests.reference, answer.reference));
    expect(row).toMatchObject({ userId: person.userId, storeId: idOf(service.slug), phoneNumber: '+37477123456', name: 'Ani Petrosyan' });
    const [mail] = await mailbox(t, person.email);
    expect(mail?.subject).toContain(service.name.ru);
    expect(mail?.body).toContain(answer.reference);
  });

  it('changes nothing when the partner refuses (MESSAGE_NOT_SENT) or the platform is down (503 SERVICE_UNAVAILABLE)', async () => {
    const person = await customer();
    expect(await send(person.token, service.slug, body({ phoneNumber: '+374 77 000000' }))).toMatchObject({ status: 400, body: refusal('VARPET', 'MESSAGE_NOT_SENT') });
    expect(await send(person.token, service.slug, body({ phoneNumber: '+374 77 999999' }))).toMatchObject({ status: 503, body: refusal('VARPET', 'SERVICE_UNAVAILABLE') });
    expect(await kept(person.userId)).toBe(0);
    expect(await mailbox(t, person.email)).toHaveLength(1); // the sign-up's confirmation only
  });

  it('needs a signed-in person, a service partner and every field', async () => {
    expect(await send(undefined, service.slug, body())).toMatchObject({ status: 401, body: unauthorizedBody });
    const person = await customer();
    expect(await send(person.token, ownHome.slug, body())).toMatchObject({ status: 404, body: refusal('STORE', 'STORE_NOT_FOUND') });
    expect(await send(person.token, 'no-such-partner', body())).toMatchObject({ status: 404, body: refusal('STORE', 'STORE_NOT_FOUND') });
    const empty = await send(person.token, service.slug, { name: '', phoneNumber: '12', address: '', description: 'short' });
    expect(empty.status).toBe(400);
    expect([...new Set(empty.body.issues?.map((issue) => issue.path))].sort()).toEqual(['address', 'description', 'name', 'phoneNumber']);
    expect(await kept(person.userId)).toBe(0);
  });

  it('takes ten requests a day from a person, then answers 429 until the next day', async () => {
    const person = await customer();
    for (let i = 0; i < 10; i++) expect((await send(person.token, service.slug, body())).status).toBe(201);
    const eleventh = await send(person.token, service.slug, body());
    expect(eleventh.status).toBe(429);
    expect(eleventh.body).toMatchObject({ type: 'COMMON', reason: 'RATE_LIMITED' });
    expect(await kept(person.userId)).toBe(10);
  });
});

/** The draw as the raffle page explains it, written here from its words, not from the server's code. */
function reproduceDraw(seed: string, numbers: number[], winners: number): number[] {
  const left = [...numbers];
  const drawn: number[] = [];
  for (let rank = 1; rank <= winners && left.length; rank++) {
    const hash = BigInt(`0x${createHash('sha256').update(`${seed}:${rank}`).digest('hex')}`);
    drawn.push(left.splice(Number(hash % BigInt(left.length)), 1)[0] ?? 0);
  }
  return drawn;
}

describe('the raffle', () => {
  it('publishes the seed’s hash, lists the entries as they come, draws at its time, and the winners follow from the published seed and entries', async () => {
    const start = new Date('2027-01-01T00:00:00Z');
    t.clock.set(new Date(start.getTime() - days(2)));
    await database.db.transaction((tx) => createRaffle(tx, { ...housewarmingRaffle, startsAt: start, endsAt: new Date(start.getTime() + days(30)), drawAt: new Date(start.getTime() + days(31)) }, t.clock.now()));
    const upcoming = await t.json<Raffle>('/api/raffle', get({ lang: 'en' }));
    expect(upcoming.body).toMatchObject({ status: 'upcoming', seed: null, winners: null, entries: [], title: housewarmingRaffle.title.en, prizes: housewarmingRaffle.prizes.map((prize) => prize.en) });
    expect(upcoming.body.seedHash).toMatch(/^[0-9a-f]{64}$/);

    let cashier = await staffPerson(t, database.db, ['partner'], { storeId: idOf(withDiscount.slug) });
    // A code used before the raffle starts is no entry.
    const early = await customer();
    const earlyCode = (await generate(early.token, withDiscount.slug)).body.code;
    expect((await use(cashier, earlyCode)).status).toBe(200);

    t.clock.set(new Date(start.getTime() + hours(1)));
    cashier = await staffPerson(t, database.db, ['partner'], { storeId: idOf(withDiscount.slug) });
    const people = [await customer(), await customer(), await customer(), await customer()];
    for (const [index, person] of people.entries()) {
      const { body } = await generate(person.token, withDiscount.slug);
      t.clock.advance(minutes(5 + index));
      expect((await use(cashier, body.code)).status).toBe(200);
    }
    // A loan paid out in the period is an entry of its main applicant.
    const borrower = people[1]!;
    const [loan] = await database.db
      .insert(loanApplications)
      .values({ mainApplicantId: borrower.userId, marketType: '1', price: 40_000_000, machineVersion: 1, stateValue: 'loanDisbursed', context: {}, status: 'LoanDisbursed', createdAt: t.clock.now(), updatedAt: t.clock.now() })
      .returning({ id: loanApplications.id });
    t.clock.advance(minutes(10));
    await database.db.insert(loanApplicationEvents).values({ applicationId: loan!.id, seq: 1, eventType: 'coreBanking.loanDisbursed', event: {}, actorKind: 'system', actorId: 'core-banking', at: t.clock.now(), fromStatus: 'LoanDisbursementInProgress', toStatus: 'LoanDisbursed' });

    const open = await t.json<Raffle>('/api/raffle', get({ lang: 'hy' }));
    expect(open.body.status).toBe('open');
    expect(open.body.seed).toBeNull();
    expect(open.body.entries.map((entry) => [entry.number, entry.kind])).toEqual([
      [1, 'promoCodeUsed'],
      [2, 'promoCodeUsed'],
      [3, 'promoCodeUsed'],
      [4, 'promoCodeUsed'],
      [5, 'loanDisbursed'],
    ]);
    expect(open.body.entries[0]?.entrant).toBe('Ani P.');
    expect((await t.json<number[]>('/api/raffle/my-entries', get({ token: await signIn(t, borrower) }))).body).toEqual([2, 5]);
    expect((await t.json('/api/raffle/my-entries')).status).toBe(401);

    // After the end, a use is no entry; the draw waits for its time.
    t.clock.set(new Date(start.getTime() + days(30) + hours(1)));
    cashier = await staffPerson(t, database.db, ['partner'], { storeId: idOf(withDiscount.slug) });
    const late = await customer();
    expect((await use(cashier, (await generate(late.token, withDiscount.slug)).body.code)).status).toBe(200);
    const closed = await t.json<Raffle>('/api/raffle');
    expect(closed.body).toMatchObject({ status: 'closed', seed: null, winners: null });
    expect(closed.body.entries).toHaveLength(5);

    const scheduler = new Scheduler({ db: database.db, clock: t.clock, logger: silentLogger, handlers: createDeadlineHandlers({ mail: sandboxTransport, publicUrl: 'http://localhost', secret: testSecret }) });
    const runDue = async () => {
      const outcomes: RunOutcome[] = [];
      for (let outcome = await scheduler.runNext(); outcome; outcome = await scheduler.runNext()) outcomes.push(outcome);
      expect(outcomes.filter((outcome) => outcome !== 'done')).toEqual([]);
    };
    await runDue();
    expect((await t.json<Raffle>('/api/raffle')).body.status).toBe('closed');
    t.clock.set(new Date(start.getTime() + days(31)));
    await runDue();

    const drawn = (await t.json<Raffle>('/api/raffle', get({ lang: 'en' }))).body;
    expect(drawn.status).toBe('drawn');
    expect(drawn.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(createHash('sha256').update(drawn.seed ?? '').digest('hex')).toBe(upcoming.body.seedHash);
    expect(drawn.entries).toEqual(closed.body.entries);
    const expected = reproduceDraw(drawn.seed ?? '', drawn.entries.map((entry) => entry.number), drawn.prizes.length);
    expect(drawn.winners?.map((winner) => winner.number)).toEqual(expected);
    expect(drawn.winners?.map((winner) => winner.rank)).toEqual([1, 2, 3]);
    expect(drawn.winners?.[0]?.prize).toBe(housewarmingRaffle.prizes[0]?.en);

    // Each winner is told by e-mail, with the number drawn: entries 1 to 4 are the four people's, 5 the borrower's.
    const personOf = (number: number) => (number <= 4 ? people[number - 1] : borrower);
    for (const [index, number] of expected.entries()) {
      const mails = await mailbox(t, personOf(number)?.email ?? '');
      const told = mails.filter((mail) => Object.values(housewarmingRaffle.title).some((title) => mail.subject.includes(title)));
      expect(told.some((mail) => mail.body.includes(String(number)) && Object.values(housewarmingRaffle.prizes[index] ?? {}).some((prize) => mail.body.includes(prize))), `entry ${number}`).toBe(true);
    }
    // The entries are frozen: a later run of the deadline changes nothing.
    expect((await t.json<number[]>('/api/raffle/my-entries', get({ token: await signIn(t, borrower) }))).body).toEqual([2, 5]);
  });
});
