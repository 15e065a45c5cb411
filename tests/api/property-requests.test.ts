import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apartments, listings, outboxMessages, propertyRequests } from '../../api/server/db/schema';
import { generateCatalogue } from '../../api/server/db/seed/catalogue.seed';
import { replyDeadline } from '../../api/server/services/catalogue/requests.service';
import { mailbox, post } from '../support/account-helpers';
import { seededApp } from '../support/seeded-app';
import type { TestApp } from '../support/test-app';
import type { TestDatabase } from '../support/test-database';

let database: TestDatabase;
let t: TestApp;
const catalogue = generateCatalogue();
beforeAll(async () => ({ database, t } = await seededApp()));
afterAll(() => database.close());

const forSale = catalogue.listings.find((row) => row.deal === 'sale' && row.availability === 'forSale');
const rental = catalogue.listings.find((row) => row.deal === 'rent' && row.availability === 'forSale');
let phone = 10_000_000;
const request = (overrides: Record<string, unknown> = {}) => ({
  market: 'secondary',
  propertyId: forSale?.id,
  name: 'Anna Petrosyan',
  phoneNumber: `+374 ${(phone += 1)}`.replace('+374 1', '+374 9'),
  email: 'anna@example.am',
  message: 'Can I see it on Saturday?',
  consent: true,
  ...overrides,
});
const stored = async () => Number((await database.db.select({ value: count() }).from(propertyRequests))[0]?.value);
const outbox = async () => Number((await database.db.select({ value: count() }).from(outboxMessages))[0]?.value);

describe('interest application from a property page', () => {
  it('stores the request, mails the sales desk in Armenian and confirms to the person by SMS in their language', async () => {
    const body = request();
    const { status, body: answer } = await t.json<{ id: number; replyBy: string }>('/api/apartments/interest-application', post(body, { lang: 'en' }));
    expect(status).toBe(201);
    expect(new Date(answer.replyBy).getTime()).toBeGreaterThan(t.clock.now().getTime());
    const [row] = await database.db.select().from(propertyRequests).where(eq(propertyRequests.id, answer.id));
    expect(row).toMatchObject({ market: 'secondary', propertyId: forSale?.id, name: 'Anna Petrosyan', email: 'anna@example.am', language: 'en' });
    const [desk] = await mailbox(t, 'sales@tun.test');
    expect(desk?.language).toBe('hy');
    expect(desk?.body).toContain(forSale?.code);
    expect(desk?.body).toContain('Anna Petrosyan');
    const [sms] = await mailbox(t, row?.phoneNumber ?? '');
    expect(sms).toMatchObject({ channel: 'sms', language: 'en' });
    expect(sms?.body).toContain(forSale?.title.en);
  });

  it('takes a rental and a primary-market apartment too, without an e-mail or a message', async () => {
    expect((await t.json('/api/apartments/interest-application', post(request({ market: 'rent', propertyId: rental?.id, email: '', message: undefined })))).status).toBe(201);
    const apartment = catalogue.apartments.find((row) => row.availability === 'forSale');
    expect((await t.json('/api/apartments/interest-application', post(request({ market: 'primary', propertyId: apartment?.id, email: undefined })))).status).toBe(201);
  });

  it('refuses an unknown property, a sale asked about as a rental, and one no longer offered, storing nothing', async () => {
    const before = [await stored(), await outbox()];
    const unknown = await t.json('/api/apartments/interest-application', post(request({ propertyId: 999_999 })));
    expect(unknown).toMatchObject({ status: 404, body: { type: 'APARTMENT', reason: 'APARTMENT_NOT_FOUND' } });
    expect((await t.json('/api/apartments/interest-application', post(request({ market: 'rent' })))).status).toBe(404);
    const [gone] = await database.db.update(listings).set({ availability: 'notAvailable' }).where(eq(listings.id, forSale?.id ?? 0)).returning();
    const refused = await t.json('/api/apartments/interest-application', post(request({ propertyId: gone?.id })));
    expect(refused).toMatchObject({ status: 400, body: { type: 'APARTMENT', reason: 'APARTMENT_UNAVAILABLE' } });
    await database.db.update(listings).set({ availability: 'forSale' }).where(eq(listings.id, forSale?.id ?? 0));
    const [apartment] = await database.db.update(apartments).set({ availability: 'notAvailable' }).where(eq(apartments.id, 1)).returning();
    expect((await t.json('/api/apartments/interest-application', post(request({ market: 'primary', propertyId: apartment?.id })))).status).toBe(400);
    expect([await stored(), await outbox()]).toEqual(before);
  });

  it('refuses a form without consent, with a bad phone or e-mail, field by field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ consent: false }, 'consent', 'validation:consentRequired'],
      [{ phoneNumber: '12345' }, 'phoneNumber', 'validation:phone'],
      [{ email: 'not-an-e-mail' }, 'email', 'validation:email'],
      [{ name: 'A' }, 'name', 'validation:tooShort'],
      [{ message: 'x'.repeat(501) }, 'message', 'validation:tooLong'],
      [{ market: 'auction' }, 'market', 'validation:invalid'],
    ];
    for (const [overrides, path, message] of cases) {
      const { status, body } = await t.json<{ issues: { path: string; message: string }[] }>('/api/apartments/interest-application', post(request(overrides)));
      expect(status, path).toBe(400);
      expect(body.issues[0], path).toMatchObject({ path, message });
    }
  });

  it('limits requests from one phone to five a day', async () => {
    const body = request();
    for (let i = 0; i < 5; i += 1) expect((await t.json('/api/apartments/interest-application', post(body))).status).toBe(201);
    const limited = await t.json('/api/apartments/interest-application', post(body));
    expect(limited).toMatchObject({ status: 429, body: { type: 'COMMON', reason: 'RATE_LIMITED' } });
  });
});

describe('reply deadline (spec section 9: within one working day)', () => {
  const yerevan = (iso: string) => new Date(`${iso}+04:00`);
  it.each([
    ['2026-11-23T10:00', '2026-11-24T18:00'], // Monday → Tuesday
    ['2026-11-27T17:00', '2026-11-30T18:00'], // Friday → Monday
    ['2026-11-28T12:00', '2026-11-30T18:00'], // Saturday → Monday
    ['2026-11-29T23:30', '2026-11-30T18:00'], // Sunday night → Monday
    ['2026-11-26T23:30', '2026-11-27T18:00'], // Thursday night (Friday in UTC terms still Thursday here) → Friday
  ])('a request at %s (Yerevan) is answered by %s', (at, by) => {
    expect(replyDeadline(yerevan(at)).toISOString()).toBe(yerevan(by).toISOString());
  });
});
