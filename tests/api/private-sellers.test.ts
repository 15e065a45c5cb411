import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingDetail, ListingCard } from '../../api/contract/catalogue';
import type { NotificationsPage } from '../../api/contract/notifications';
import { privateSellerRules, type ListingPhoto, type ModeratedListing, type SellerListing, type SellerStatusAnswer } from '../../api/contract/private-seller';
import { personaFor, twinSocialCard, type SandboxPersona } from '../../api/server/adapters/sandbox-personas';
import { listings, privateSellerRegistrations, privateSellers, propertyRequests, sellerListingPhotos, sellerListings, staffAuditLog, userIdentities } from '../../api/server/db/schema';
import { registrationCookie } from '../../api/server/routes/private-seller.routes';
import { folderStorage } from '../../api/server/storage/folder-storage';
import { staffPerson, type StaffPerson } from '../drivers/office.api';
import { confirmedUser, get, mailbox, post, refusal, signIn, unauthorizedBody, type TestUser } from '../support/account-helpers';
import { createTestApp, type TestApp } from '../support/test-app';
import { createTestDatabase, expectedKind, type TestDatabase } from '../support/test-database';

/*
 * Private sellers (issue 21): registration (a code to the mobile under an HttpOnly cookie, then the
 * population registry), listings with photos, the moderators' queue, the published version in the
 * catalogue, and the requests that reach the seller.
 */

let database: TestDatabase;
let t: TestApp;
let storageRoot: string;
let moderator: StaffPerson;

beforeAll(async () => {
  database = await createTestDatabase();
  storageRoot = await mkdtemp(join(tmpdir(), 'tun-private-sellers-'));
  t = createTestApp(database, { storage: folderStorage(storageRoot) });
  t.clock.set(new Date('2026-11-27T10:00:00Z'));
  moderator = await staffPerson(t, database.db, ['moderator']);
});
afterAll(async () => {
  await database.close();
  await rm(storageRoot, { recursive: true, force: true });
});

type Refusal = { type: string; reason: string; params?: Record<string, unknown>; issues?: { path: string; message: string }[] };
type Answer<T> = { status: number; body: T & Refusal; headers: Headers };

/* ------------------------------------------------------------------ people ---------------- */

const anna = personaFor('eligible');
const passportOf = (persona: SandboxPersona) => persona.documents.find((document) => document.type === 'passport' && document.valid)?.number ?? '';

let serial = 0;
/** A fresh social card with the story of the persona of `branch` (a card binds to one account). */
const freshCard = (branch: SandboxPersona['branch'] = 'eligible') => twinSocialCard(personaFor(branch).socialCard, ++serial);
/** A card the registry does not know (no persona ends in 000). */
const unknownCard = () => twinSocialCard('1000000000', ++serial);

let phoneSequence = 0;
const nextPhone = () => {
  phoneSequence += 1;
  return `+37493${String(100_000 + phoneSequence).slice(-6)}`;
};

const identification = (socialCardNumber: string, overrides: Record<string, unknown> = {}) => ({
  userType: 'individual',
  socialCardNumber,
  documentType: 'passport',
  documentNumber: passportOf(anna),
  ...overrides,
});

/** A signed-in person and what their browser holds: the registration cookie, once set. */
type Browser = TestUser & { token: string; cookie: string | undefined; app: TestApp };

/** A new account, signed in; `app` is the server its browser talks to (another one on the same database). */
async function browser(app = t): Promise<Browser> {
  // Named as the registry has Anna, so the catalogue's "Anna H." reads as the spec shows it.
  const user = await confirmedUser(t, { firstName: anna.firstName, lastName: anna.lastName });
  return { ...user, token: await signIn(t, user), cookie: undefined, app };
}

/** Keeps (or drops) the registration cookie as a browser would from an answer's Set-Cookie. */
function keepCookie(person: Browser, headers: Headers) {
  for (const line of headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    if (pair.slice(0, at) !== registrationCookie) continue;
    const value = pair.slice(at + 1);
    person.cookie = value === '' || /max-age=0/i.test(line) ? undefined : value;
  }
}

/** A call as the person's browser makes it: the session, and the cookie it holds. */
async function call<T = unknown>(person: Browser, method: string, path: string, body?: unknown): Promise<Answer<T>> {
  const init = post(body, { token: person.token, headers: person.cookie ? { cookie: `${registrationCookie}=${person.cookie}` } : {} });
  const response = await person.app.request(path, { ...init, method });
  keepCookie(person, response.headers);
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : undefined) as T & Refusal };
}

const status = (person: Browser) => call<SellerStatusAnswer>(person, 'GET', '/api/private-seller/status');
const sendCode = (person: Browser, phoneNumber: string) => call<{ expiresAt: string }>(person, 'POST', '/api/private-seller/otp/send', { phoneNumber });
const checkCode = (person: Browser, otp: string) => call<{ isValid: boolean; retryCount: number }>(person, 'POST', '/api/private-seller/otp/check', { otp });
const sellerCheck = (person: Browser, body: Record<string, unknown>) => call<SellerStatusAnswer>(person, 'POST', '/api/private-seller/check', body);

async function codeSentTo(phone: string, app = t): Promise<string> {
  const [sms] = await mailbox(app, phone);
  const code = /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1];
  if (!code) throw new Error(`no code in ${JSON.stringify(sms)}`);
  return code;
}
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** Sends a code to a fresh mobile and confirms it. */
async function confirmPhone(person: Browser): Promise<string> {
  const phone = nextPhone();
  expect((await sendCode(person, phone)).status).toBe(200);
  expect((await checkCode(person, await codeSentTo(phone, person.app))).body).toEqual({ isValid: true, retryCount: 0 });
  return phone;
}

type Seller = Browser & { phone: string; socialCard: string };
/** A registered private seller. */
async function seller(): Promise<Seller> {
  const person = await browser();
  const phone = await confirmPhone(person);
  const socialCard = freshCard();
  const checked = await sellerCheck(person, identification(socialCard));
  expect(checked.status, JSON.stringify(checked.body)).toBe(200);
  return { ...person, phone, socialCard };
}

/** What the account's registration left in the database. */
async function registrationRows(userId: string) {
  const [registration] = await database.db.select().from(privateSellerRegistrations).where(eq(privateSellerRegistrations.userId, userId));
  const sellers = await database.db.select().from(privateSellers).where(eq(privateSellers.userId, userId));
  const identities = await database.db.select().from(userIdentities).where(eq(userIdentities.userId, userId));
  return { registration, sellers, identities };
}

/* ---------------------------------------------------------------- listings ---------------- */

const saleFacts = {
  deal: 'sale',
  type: 'apartment',
  district: 'kentron',
  address: 'Tumanyan St 12, apt 5',
  latitude: 40.18,
  longitude: 44.51,
  price: 45_000_000,
  area: 72,
  rooms: 3,
  floor: 4,
  floorsTotal: 9,
  renovation: 'majorRefurbished',
  description: 'A bright three-room flat in the centre, a short walk from the Opera.',
};
const rentFacts = { ...saleFacts, deal: 'rent', address: 'Abovyan St 3, apt 8', price: 350_000, minRentMonths: 6, petsAllowed: false, childrenAllowed: true };

const listingsPath = '/api/private-seller/listings';
const listingPath = (id: string) => `${listingsPath}/${id}`;
const createListing = (person: Browser, facts: Record<string, unknown>) => call<SellerListing>(person, 'POST', listingsPath, { facts });
const listingOf = (person: Browser, id: string) => call<SellerListing>(person, 'GET', listingPath(id));
const saveListing = (person: Browser, id: string, facts: Record<string, unknown>) => call<SellerListing>(person, 'PUT', listingPath(id), { facts });
const submit = (person: Browser, id: string) => call<SellerListing>(person, 'POST', `${listingPath(id)}/submit`);
const unpublish = (person: Browser, id: string) => call<SellerListing>(person, 'POST', `${listingPath(id)}/unpublish`);
const close = (person: Browser, id: string, outcome: string) => call<SellerListing>(person, 'POST', `${listingPath(id)}/close`, { outcome });

async function draft(person: Browser, facts: Record<string, unknown> = saleFacts): Promise<string> {
  const created = await createListing(person, facts);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id;
}

const own = (bytes: Uint8Array) => new Uint8Array(bytes);
const png = (width = 32, height = 24, background = '#336699') => sharp({ create: { width, height, channels: 3, background } }).png().toBuffer();
/** A jpeg with EXIF (a description, an author, GPS) that must not survive. */
const jpegWithMetadata = () =>
  sharp({ create: { width: 40, height: 20, channels: 3, background: '#996633' } })
    .jpeg()
    .withExif({ IFD0: { ImageDescription: 'secret-comment', Artist: 'Someone Private' }, IFD3: { GPSMapDatum: 'WGS-84', GPSLatitudeRef: 'N' } })
    .toBuffer();

function uploadPhoto(person: Browser, listingId: string, bytes: Uint8Array, name = 'photo.png', type = 'image/png') {
  const form = new FormData();
  form.set('file', new Blob([own(bytes)], { type }), name);
  return t.json<ListingPhoto & Refusal>(`${listingPath(listingId)}/photos`, { method: 'POST', body: form, headers: { authorization: `Bearer ${person.token}` } });
}
async function withPhoto(person: Browser, listingId: string): Promise<ListingPhoto> {
  const uploaded = await uploadPhoto(person, listingId, await png());
  expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
  return uploaded.body;
}

/** The objects the storage holds for a listing (the folder adapter keeps a `~type` file beside each). */
async function storedObjects(listingId: string): Promise<string[]> {
  const names = await readdir(join(storageRoot, 'seller-listings', listingId)).catch(() => [] as string[]);
  return names.filter((name) => !name.endsWith('~type')).sort();
}
const photoRows = (listingId: string) => database.db.select().from(sellerListingPhotos).where(eq(sellerListingPhotos.listingId, listingId));
const listingRow = async (listingId: string) => (await database.db.select().from(sellerListings).where(eq(sellerListings.id, listingId)))[0];

const moderate = (listingId: string, decision: Record<string, unknown>, token = moderator.token) =>
  t.json<Refusal | undefined>(`/api/office/seller-listings/${listingId}`, { ...post(decision, { token }), method: 'PUT' });
const queue = (token = moderator.token) => t.json<ModeratedListing[]>('/api/office/seller-listings', get({ token }));

/** A draft with a photo, submitted. */
async function pending(person: Browser, facts: Record<string, unknown> = saleFacts): Promise<string> {
  const id = await draft(person, facts);
  await withPhoto(person, id);
  const submitted = await submit(person, id);
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  return id;
}

/** A listing approved into the catalogue: its seller's view. */
async function published(person: Browser, facts: Record<string, unknown> = saleFacts): Promise<SellerListing> {
  const id = await pending(person, facts);
  expect((await moderate(id, { decision: 'approve' })).status).toBe(204);
  const { body } = await listingOf(person, id);
  expect(body).toMatchObject({ status: 'published', catalogue: { id: expect.any(Number) } });
  return body;
}

/* --------------------------------------------------------------- catalogue ---------------- */

const catalogueList = (deal: 'sale' | 'rent') => t.json<{ items: ListingCard[]; totalCount: number }>(deal === 'sale' ? '/api/secondary-apartments/v2' : '/api/rental-properties/v2', post({ pageSize: 50 }, { lang: 'en' }));
const cataloguePage = (deal: 'sale' | 'rent', id: number) => t.json<ListingDetail & Refusal>(`${deal === 'sale' ? '/api/secondary-apartments' : '/api/rental-properties'}/${id}`, get({ lang: 'en' }));
const inList = async (deal: 'sale' | 'rent', id: number) => (await catalogueList(deal)).body.items.find((item) => item.id === id);

/* ================================================================= registration ========== */

describe(`registration (${expectedKind})`, () => {
  it('goes none → codeSent → phoneVerified → registered under an HttpOnly, SameSite=Strict cookie the check clears', async () => {
    const person = await browser();
    expect((await status(person)).body).toEqual({ status: 'none', phoneNumber: null, registeredAt: null, activeListings: 0 });

    const phone = nextPhone();
    const sent = await sendCode(person, phone);
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ expiresAt: new Date(t.clock.now().getTime() + 5 * 60_000).toISOString() });
    const [setCookie] = sent.headers.getSetCookie();
    expect(setCookie).toMatch(new RegExp(`^${registrationCookie}=[^;]{20,}`));
    expect(setCookie).toMatch(/; HttpOnly/i);
    expect(setCookie).toMatch(/; SameSite=Strict/i);
    expect(setCookie).toMatch(/; Path=\/api\/private-seller(;|$)/);
    expect(setCookie).toMatch(new RegExp(`; Max-Age=${privateSellerRules.registrationMinutes * 60}(;|$)`));
    // The site runs on http://localhost here: a Secure cookie would never come back.
    expect(setCookie).not.toMatch(/; Secure/i);
    expect(person.cookie).toBeDefined();
    // Only a hash of the token is stored.
    const stored = (await registrationRows(person.userId)).registration;
    expect(stored).toMatchObject({ phoneNumber: phone, phoneVerifiedAt: null });
    expect(stored?.tokenHash).not.toContain(person.cookie as string);

    expect((await status(person)).body).toEqual({ status: 'codeSent', phoneNumber: phone, registeredAt: null, activeListings: 0 });
    // Another browser of the same account (no cookie) has no registration.
    expect((await call<SellerStatusAnswer>({ ...person, cookie: undefined }, 'GET', '/api/private-seller/status')).body.status).toBe('none');

    const code = await codeSentTo(phone);
    expect((await checkCode(person, wrongCode(code))).body).toEqual({ isValid: false, retryCount: 1 });
    expect((await status(person)).body.status).toBe('codeSent');
    expect((await checkCode(person, code)).body).toEqual({ isValid: true, retryCount: 1 });
    expect((await status(person)).body).toEqual({ status: 'phoneVerified', phoneNumber: phone, registeredAt: null, activeListings: 0 });

    const socialCard = freshCard();
    const registered = await sellerCheck(person, identification(socialCard));
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    expect(registered.body).toEqual({ status: 'registered', phoneNumber: phone, registeredAt: t.clock.now().toISOString(), activeListings: 0 });
    const [cleared] = registered.headers.getSetCookie();
    expect(cleared).toMatch(new RegExp(`^${registrationCookie}=;`));
    expect(cleared).toMatch(/Max-Age=0/i);
    expect(cleared).toMatch(/; Path=\/api\/private-seller(;|$)/);
    expect(person.cookie).toBeUndefined();

    const rows = await registrationRows(person.userId);
    expect(rows.registration).toBeUndefined();
    expect(rows.sellers).toEqual([{ userId: person.userId, phoneNumber: phone, registeredAt: t.clock.now() }]);
    expect(rows.identities).toMatchObject([{ socialCard, firstName: anna.firstName, lastName: anna.lastName }]);
    // Registered for good: the status needs no cookie, and neither a new code nor a second check is taken.
    expect((await status(person)).body).toMatchObject({ status: 'registered', phoneNumber: phone });
    expect(await sendCode(person, nextPhone())).toMatchObject({ status: 409, body: refusal('PRIVATE_SELLER', 'ALREADY_REGISTERED') });
    expect(await sellerCheck(person, identification(socialCard))).toMatchObject({ status: 409, body: refusal('PRIVATE_SELLER', 'ALREADY_REGISTERED') });
  });

  it('marks the cookie Secure, set and cleared, where the site is served over https', async () => {
    const https = createTestApp(database, { publicUrl: 'https://tun.example.am', storage: folderStorage(storageRoot) });
    https.clock.set(t.clock.now());
    const person = await browser(https);
    const phone = nextPhone();
    const sent = await sendCode(person, phone);
    expect(sent.status).toBe(200);
    expect(sent.headers.getSetCookie()[0]).toMatch(/; Secure/i);
    expect(sent.headers.getSetCookie()[0]).toMatch(/; HttpOnly/i);
    expect((await checkCode(person, await codeSentTo(phone, https))).body.isValid).toBe(true);
    const registered = await sellerCheck(person, identification(freshCard()));
    expect(registered.status).toBe(200);
    expect(registered.headers.getSetCookie()[0]).toMatch(/Max-Age=0.*; Secure|; Secure.*Max-Age=0/i);
  });

  it('lapses with its cookie after 30 minutes: the status is none again and the code is sent anew', async () => {
    // A server of its own, whose clock moves without moving the others'.
    const later = createTestApp(database, { storage: folderStorage(storageRoot) });
    later.clock.set(t.clock.now());
    const person = await browser(later);
    const phone = nextPhone();
    await sendCode(person, phone);
    const code = await codeSentTo(phone);
    later.clock.advance((privateSellerRules.registrationMinutes - 1) * 60_000);
    expect((await status(person)).body.status).toBe('codeSent');
    later.clock.advance(2 * 60_000);
    expect((await status(person)).body).toEqual({ status: 'none', phoneNumber: null, registeredAt: null, activeListings: 0 });
    expect(await checkCode(person, code)).toMatchObject({ status: 400, body: refusal('PRIVATE_SELLER', 'REGISTRATION_REQUIRED') });
    expect(await sellerCheck(person, identification(freshCard()))).toMatchObject({ status: 400, body: refusal('PRIVATE_SELLER', 'REGISTRATION_REQUIRED') });
    // A new code starts a new registration, under a new cookie.
    const lapsed = person.cookie;
    await sendCode(person, phone);
    expect(person.cookie).not.toBe(lapsed);
    expect((await checkCode(person, await codeSentTo(phone))).body.isValid).toBe(true);
    expect((await sellerCheck(person, identification(freshCard()))).status).toBe(200);
  });

  it('needs its cookie for the code and the check, and spends the code at the third wrong try', async () => {
    const person = await browser();
    const noCookie = { ...person, cookie: undefined };
    expect(await checkCode(noCookie, '123456')).toMatchObject({ status: 400, body: refusal('PRIVATE_SELLER', 'REGISTRATION_REQUIRED') });
    expect(await sellerCheck(noCookie, identification(freshCard()))).toMatchObject({ status: 400, body: refusal('PRIVATE_SELLER', 'REGISTRATION_REQUIRED') });

    const phone = nextPhone();
    await sendCode(person, phone);
    const code = await codeSentTo(phone);
    // Another account's cookie is not this account's registration.
    const other = await browser();
    expect(await checkCode({ ...other, cookie: person.cookie }, code)).toMatchObject({ status: 400, body: refusal('PRIVATE_SELLER', 'REGISTRATION_REQUIRED') });
    // A lapsed cookie: a forged value is as good as none.
    expect(await checkCode({ ...person, cookie: 'x'.repeat(43) }, code)).toMatchObject({ status: 400, body: refusal('PRIVATE_SELLER', 'REGISTRATION_REQUIRED') });

    for (const retryCount of [1, 2, 3]) expect((await checkCode(person, wrongCode(code))).body).toEqual({ isValid: false, retryCount });
    expect(await checkCode(person, code)).toMatchObject({ status: 400, body: refusal('PRIVATE_SELLER', 'OTP_NO_LONGER_VALID') });
    expect((await status(person)).body.status).toBe('codeSent');
    expect(await sellerCheck(person, identification(freshCard()))).toMatchObject({ status: 400, body: refusal('PRIVATE_SELLER', 'PHONE_NOT_VERIFIED') });
    expect((await registrationRows(person.userId)).sellers).toEqual([]);

    // A new code under the same cookie works.
    const cookie = person.cookie;
    await sendCode(person, phone);
    expect(person.cookie).toBe(cookie);
    expect((await checkCode(person, await codeSentTo(phone))).body).toEqual({ isValid: true, retryCount: 0 });
    expect((await status(person)).body.status).toBe('phoneVerified');
  });

  it('refuses agencies, brokers and developers with their user type, whatever the registration, and changes nothing', async () => {
    const person = await browser();
    const notYet = await registrationRows(person.userId);
    for (const userType of ['agency', 'broker', 'developer']) {
      expect(await sellerCheck(person, identification(freshCard(), { userType }))).toMatchObject({ status: 400, body: refusal('PRIVATE_SELLER', 'USER_TYPE_REFUSED', { userType }) });
    }
    expect(await registrationRows(person.userId)).toEqual(notYet);
    await confirmPhone(person);
    const verified = await registrationRows(person.userId);
    for (const userType of ['agency', 'broker', 'developer']) {
      expect(await sellerCheck(person, identification(freshCard(), { userType }))).toMatchObject({ status: 400, body: refusal('PRIVATE_SELLER', 'USER_TYPE_REFUSED', { userType }) });
    }
    expect(await registrationRows(person.userId)).toEqual(verified);
    expect((await status(person)).body.status).toBe('phoneVerified');
    // An unknown user type is a field issue.
    expect(await sellerCheck(person, identification(freshCard(), { userType: 'landlord' }))).toMatchObject({ status: 400, body: { type: 'COMMON', reason: 'INVALID_INPUT', issues: [{ path: 'userType' }] } });
  });

  it('refuses an unknown card, a wrong or replaced document and a 17-year-old, changing nothing; a corrected try needs no new code', async () => {
    const person = await browser();
    const phone = await confirmPhone(person);
    const before = await registrationRows(person.userId);
    const mismatch = personaFor('documentMismatch');
    const tooYoung = personaFor('tooYoung');
    const refused: [Record<string, unknown>, Refusal][] = [
      [identification(unknownCard()), refusal('PRIVATE_SELLER', 'NO_IDENTITY_DATA')],
      [identification(freshCard(), { documentNumber: 'AN7654321' }), refusal('PRIVATE_SELLER', 'NO_IDENTITY_DATA')],
      [identification(freshCard(), { documentType: 'idCard', documentNumber: '009999999' }), refusal('PRIVATE_SELLER', 'NO_IDENTITY_DATA')],
      // The registry keeps Lilit's old passport as replaced.
      [identification(freshCard('documentMismatch'), { documentNumber: mismatch.documents[0]?.number }), refusal('PRIVATE_SELLER', 'NO_IDENTITY_DATA')],
      [identification(freshCard('tooYoung'), { documentNumber: passportOf(tooYoung) }), refusal('PRIVATE_SELLER', 'UNDERAGE', { minAge: 18 })],
    ];
    for (const [body, expected] of refused) {
      expect(await sellerCheck(person, body), JSON.stringify(body)).toMatchObject({ status: 400, body: expected });
      expect(await registrationRows(person.userId)).toEqual(before);
    }
    expect(before.identities).toEqual([]);
    expect((await status(person)).body).toMatchObject({ status: 'phoneVerified', phoneNumber: phone });
    // Lilit's valid (biometric) passport, on the same confirmed mobile.
    const corrected = await sellerCheck(person, identification(freshCard('documentMismatch'), { documentType: 'biometricPassport', documentNumber: mismatch.documents[1]?.number }));
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    expect(corrected.body).toMatchObject({ status: 'registered', phoneNumber: phone });
  });

  it('answers 503 REGISTRY_UNAVAILABLE while the registry is down, keeps the registration, and registers on a later try', async () => {
    const person = await browser();
    await confirmPhone(person);
    const before = await registrationRows(person.userId);
    const socialCard = freshCard();
    t.registryOutage.next = true;
    expect(await sellerCheck(person, identification(socialCard))).toMatchObject({ status: 503, body: refusal('PRIVATE_SELLER', 'REGISTRY_UNAVAILABLE') });
    // The sandbox persona whose registry is always down.
    expect(await sellerCheck(person, identification(freshCard('registryDown'), { documentNumber: passportOf(personaFor('registryDown')) }))).toMatchObject({
      status: 503,
      body: refusal('PRIVATE_SELLER', 'REGISTRY_UNAVAILABLE'),
    });
    expect(await registrationRows(person.userId)).toEqual(before);
    expect((await sellerCheck(person, identification(socialCard))).status).toBe(200);
  });

  it('refuses a social card bound to another account as SOCIAL_CARD_TAKEN, changing nothing', async () => {
    const first = await seller();
    const second = await browser();
    await confirmPhone(second);
    const before = await registrationRows(second.userId);
    expect(await sellerCheck(second, identification(first.socialCard))).toMatchObject({ status: 400, body: refusal('PRIVATE_SELLER', 'SOCIAL_CARD_TAKEN') });
    expect(await registrationRows(second.userId)).toEqual(before);
    expect(await database.db.select({ userId: userIdentities.userId }).from(userIdentities).where(eq(userIdentities.socialCard, first.socialCard))).toEqual([{ userId: first.userId }]);
    expect((await sellerCheck(second, identification(freshCard()))).status).toBe(200);
  });
});

/* ================================================================= listings ============== */

describe('listings', () => {
  let owner: Seller;
  beforeAll(async () => {
    owner = await seller();
  });

  it('keeps a draft of whatever facts were typed, refuses a malformed one at its field, and lists the listings newest first', async () => {
    // An empty field is one not typed yet.
    const partial = { deal: 'sale', price: 30_000_000, address: '' };
    const created = await createListing(owner, partial);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ status: 'draft', facts: partial, photos: [], returnReason: null, catalogue: null, hasPendingChanges: false, requests: [] });

    const before = await database.db.select({ id: sellerListings.id }).from(sellerListings).where(eq(sellerListings.sellerId, owner.userId));
    for (const [facts, path] of [
      [{ price: 'a lot' }, 'price'],
      [{ latitude: 55.75 }, 'latitude'],
      [{ deal: 'swap' }, 'deal'],
      [{ rooms: 2.5 }, 'rooms'],
      [{ flags: { hasElevator: 'yes' } }, 'flags.hasElevator'],
      [{ colour: 'blue' }, 'colour'],
    ] as const) {
      const refused = await createListing(owner, facts);
      expect(refused.status, JSON.stringify(facts)).toBe(400);
      expect(refused.body, JSON.stringify(facts)).toMatchObject({ type: 'COMMON', reason: 'INVALID_INPUT', issues: [{ path }] });
    }
    expect(await database.db.select({ id: sellerListings.id }).from(sellerListings).where(eq(sellerListings.sellerId, owner.userId))).toEqual(before);

    t.clock.advance(1000);
    const saved = await saveListing(owner, created.body.id, { ...partial, rooms: 2 });
    expect(saved.body).toMatchObject({ status: 'draft', facts: { ...partial, rooms: 2 } });
    expect((await saveListing(owner, created.body.id, { rooms: 0 })).body).toMatchObject({ type: 'COMMON', reason: 'INVALID_INPUT', issues: [{ path: 'rooms' }] });
    expect((await listingOf(owner, created.body.id)).body.facts).toEqual({ ...partial, rooms: 2 });

    const second = await draft(owner, { type: 'house' });
    const list = await call<SellerListing[]>(owner, 'GET', listingsPath);
    expect(list.status).toBe(200);
    expect(list.body.map((listing) => listing.id).slice(0, 2)).toEqual([second, created.body.id]);
  });

  it('submits whole facts only, with a photo: each missing or wrong field is named, and a listing without a photo is refused', async () => {
    const id = await draft(owner, { deal: 'sale', type: 'apartment', price: 500_000, floor: 10, floorsTotal: 9 });
    const incomplete = await submit(owner, id);
    expect(incomplete.status).toBe(400);
    expect(incomplete.body).toMatchObject({ type: 'COMMON', reason: 'INVALID_INPUT' });
    const paths = new Set(incomplete.body.issues?.map((issue) => issue.path));
    for (const path of ['district', 'address', 'latitude', 'longitude', 'area', 'renovation', 'description']) expect(paths, path).toContain(path);
    expect((await listingRow(id))?.status).toBe('draft');

    await saveListing(owner, id, saleFacts);
    expect(await submit(owner, id)).toMatchObject({ status: 400, body: refusal('PRIVATE_SELLER', 'PHOTO_REQUIRED') });
    expect((await listingRow(id))?.status).toBe('draft');

    // A price below a sale's bounds, a floor above the building, and a district the catalogue does not know.
    await saveListing(owner, id, { ...saleFacts, price: 500_000, floor: 10 });
    await withPhoto(owner, id);
    const wrong = await submit(owner, id);
    expect(wrong.body.issues).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'price', message: 'validation:tooSmall' }), expect.objectContaining({ path: 'floor' })]));
    await saveListing(owner, id, { ...saleFacts, district: 'atlantis' });
    expect(await submit(owner, id)).toMatchObject({ status: 400, body: refusal('PRIVATE_SELLER', 'UNKNOWN_DISTRICT') });
    expect((await listingRow(id))?.status).toBe('draft');

    await saveListing(owner, id, saleFacts);
    const submitted = await submit(owner, id);
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(submitted.body).toMatchObject({ status: 'pending', catalogue: null });
    expect((await listingRow(id))?.submittedAt).toEqual(t.clock.now());
    expect(await submit(owner, id)).toMatchObject({ status: 409, body: refusal('PRIVATE_SELLER', 'LISTING_STATUS_CONFLICT', { status: 'pending' }) });
    // A listing the bank has seen takes only whole facts.
    expect((await saveListing(owner, id, { price: 50_000_000 })).body).toMatchObject({ type: 'COMMON', reason: 'INVALID_INPUT' });
    expect((await listingRow(id))?.facts).toMatchObject({ price: saleFacts.price });
  });

  it('holds at most five listings waiting or published at once; a taken-off one makes room', async () => {
    const busy = await seller();
    const first = await published(busy);
    for (let i = 0; i < 4; i += 1) await pending(busy);
    expect((await status(busy)).body.activeListings).toBe(privateSellerRules.maxActiveListings);
    const sixth = await draft(busy);
    await withPhoto(busy, sixth);
    expect(await submit(busy, sixth)).toMatchObject({ status: 400, body: refusal('PRIVATE_SELLER', 'ACTIVE_LISTINGS_LIMIT', { max: 5 }) });
    expect((await listingRow(sixth))?.status).toBe('draft');
    // A change to the published listing waits for approval without counting twice.
    const changed = await saveListing(busy, first.id, { ...saleFacts, price: 44_000_000 });
    expect(changed.body).toMatchObject({ status: 'pending', hasPendingChanges: true });
    expect((await status(busy)).body.activeListings).toBe(5);

    expect((await unpublish(busy, first.id)).body).toMatchObject({ status: 'unpublished', catalogue: null });
    expect((await status(busy)).body.activeListings).toBe(4);
    expect((await submit(busy, sixth)).body).toMatchObject({ status: 'pending' });
    // And the unpublished one cannot come back until there is room again.
    expect(await submit(busy, first.id)).toMatchObject({ status: 400, body: refusal('PRIVATE_SELLER', 'ACTIVE_LISTINGS_LIMIT', { max: 5 }) });

    // Drafts are bounded too: 30 listings that are not closed.
    const kept = (await database.db.select({ id: sellerListings.id }).from(sellerListings).where(eq(sellerListings.sellerId, busy.userId))).length;
    for (let i = kept; i < privateSellerRules.maxListings; i += 1) expect((await createListing(busy, { deal: 'sale' })).status).toBe(201);
    expect(await createListing(busy, { deal: 'sale' })).toMatchObject({ status: 400, body: refusal('PRIVATE_SELLER', 'LISTINGS_LIMIT', { max: 30 }) });
  });

  it('deletes a draft with its photos and stored objects, but not a listing the bank has seen', async () => {
    const id = await draft(owner);
    await withPhoto(owner, id);
    expect(await storedObjects(id)).toHaveLength(1);
    const removed = await call(owner, 'DELETE', listingPath(id));
    expect(removed.status).toBe(204);
    expect(await listingRow(id)).toBeUndefined();
    expect(await photoRows(id)).toEqual([]);
    expect(await storedObjects(id)).toEqual([]);
    expect((await listingOf(owner, id)).status).toBe(404);

    const seen = await pending(owner);
    expect(await call(owner, 'DELETE', listingPath(seen))).toMatchObject({ status: 409, body: refusal('PRIVATE_SELLER', 'LISTING_STATUS_CONFLICT', { status: 'pending' }) });
    expect(await listingRow(seen)).toBeDefined();
  });
});

/* ================================================================== photos =============== */

describe('photos', () => {
  let owner: Seller;
  beforeAll(async () => {
    owner = await seller();
  });

  it('stores a jpeg re-encoded without its EXIF or GPS and serves it to its seller only, privately', async () => {
    const id = await draft(owner);
    const original = await jpegWithMetadata();
    expect(original.includes('secret-comment') && original.includes('WGS-84')).toBe(true);
    // The name says png: the content decides.
    const uploaded = await uploadPhoto(owner, id, original, 'holiday.png', 'image/png');
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    expect(uploaded.body).toEqual({ id: expect.any(String), url: `${listingPath(id)}/photos/${uploaded.body.id}`, width: 40, height: 20 });
    expect((await storedObjects(id))[0]).toMatch(/\.jpg$/);
    expect((await listingOf(owner, id)).body.photos).toEqual([uploaded.body]);

    const served = await t.request(uploaded.body.url, get({ token: owner.token }));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('cache-control')).toBe('private, no-store');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.includes('secret-comment') || bytes.includes('WGS-84') || bytes.includes('Someone Private')).toBe(false);
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 40, height: 20 });
    expect(metadata.exif).toBeUndefined();
    // Not public while the listing is not published.
    expect((await t.request(`/api/media/seller-photos/${uploaded.body.id}`)).status).toBe(404);
    expect((await t.request(uploaded.body.url)).status).toBe(401);
  });

  it('refuses by content (text named .png, a gif, a webp) and by size, storing nothing', async () => {
    const id = await draft(owner);
    const cases: [string, Uint8Array, string, string, number, Refusal][] = [
      ['text named .png', new TextEncoder().encode('This is not a picture, only text.\n'), 'photo.png', 'image/png', 400, refusal('PRIVATE_SELLER', 'WRONG_FILE_FORMAT')],
      ['a gif', await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).gif().toBuffer(), 'photo.gif', 'image/gif', 400, refusal('PRIVATE_SELLER', 'WRONG_FILE_FORMAT')],
      ['a webp', await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).webp().toBuffer(), 'photo.webp', 'image/webp', 400, refusal('PRIVATE_SELLER', 'WRONG_FILE_FORMAT')],
      ['3 MB and a byte', Buffer.concat([await png(), Buffer.alloc(privateSellerRules.maxPhotoBytes + 1 - (await png()).length)]), 'big.png', 'image/png', 400, refusal('PRIVATE_SELLER', 'FILE_TOO_LARGE', { maxMegabytes: 3 })],
      ['twice the limit', new Uint8Array(privateSellerRules.maxPhotoBytes * 2), 'huge.png', 'image/png', 413, refusal('PRIVATE_SELLER', 'FILE_TOO_LARGE', { maxMegabytes: 3 })],
    ];
    for (const [name, bytes, fileName, type, expectedStatus, expected] of cases) {
      expect(await uploadPhoto(owner, id, bytes, fileName, type), name).toMatchObject({ status: expectedStatus, body: expected });
    }
    expect(await photoRows(id)).toEqual([]);
    expect(await storedObjects(id)).toEqual([]);
    // Not multipart, or no `file` field.
    expect(await t.json(`${listingPath(id)}/photos`, { method: 'POST', body: own(await png()), headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'image/png' } })).toMatchObject({ status: 415 });
    const form = new FormData();
    form.set('picture', new Blob([own(await png())], { type: 'image/png' }), 'p.png');
    expect(await t.json(`${listingPath(id)}/photos`, { method: 'POST', body: form, headers: { authorization: `Bearer ${owner.token}` } })).toMatchObject({
      status: 400,
      body: { type: 'COMMON', reason: 'INVALID_INPUT', issues: [{ path: 'file', message: 'validation:required' }] },
    });
  });

  it(`takes at most ${privateSellerRules.maxPhotos} photos, in order, and lets a draft lose its last one but not a listing the bank has seen`, async () => {
    const id = await draft(owner);
    const photo = await png(16, 16);
    const ids: string[] = [];
    for (let i = 0; i < privateSellerRules.maxPhotos; i += 1) {
      const uploaded = await uploadPhoto(owner, id, photo);
      expect(uploaded.status).toBe(201);
      ids.push(uploaded.body.id);
    }
    expect(await uploadPhoto(owner, id, photo)).toMatchObject({ status: 400, body: refusal('PRIVATE_SELLER', 'PHOTOS_LIMIT', { max: 20 }) });
    expect(await photoRows(id)).toHaveLength(20);
    expect(await storedObjects(id)).toHaveLength(20);
    expect((await listingOf(owner, id)).body.photos.map((each) => each.id)).toEqual(ids);

    const first = await draft(owner);
    const only = await withPhoto(owner, first);
    expect((await call(owner, 'DELETE', only.url)).status).toBe(204);
    expect(await photoRows(first)).toEqual([]);
    expect(await storedObjects(first)).toEqual([]);
    expect((await t.request(only.url, get({ token: owner.token }))).status).toBe(404);

    const seen = await pending(owner);
    const [kept] = (await listingOf(owner, seen)).body.photos;
    expect(await call(owner, 'DELETE', kept?.url ?? '')).toMatchObject({ status: 400, body: refusal('PRIVATE_SELLER', 'PHOTO_REQUIRED') });
    expect(await photoRows(seen)).toHaveLength(1);
  });
});

/* ====================================================== moderation and catalogue ========== */

describe('moderation and the catalogue', () => {
  it("queues pending listings oldest first for moderators, with the seller's contacts and photos they can open", async () => {
    const owner = await seller();
    const older = await pending(owner, { ...saleFacts, price: 41_000_000 });
    t.clock.advance(60_000);
    const newer = await pending(owner, { ...saleFacts, price: 42_000_000 });
    const draftId = await draft(owner);
    const { status: answered, body } = await queue();
    expect(answered).toBe(200);
    const ids = body.map((listing) => listing.id);
    expect(ids.indexOf(older)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(older)).toBeLessThan(ids.indexOf(newer));
    expect(ids).not.toContain(draftId);
    const listing = body.find((each) => each.id === older);
    expect(listing).toMatchObject({ status: 'pending', seller: { name: `${anna.firstName} ${anna.lastName}`, email: owner.email, phoneNumber: owner.phone }, facts: { price: 41_000_000 }, catalogueId: null });
    expect(listing?.photos).toHaveLength(1);
    const photoUrl = listing?.photos[0]?.url ?? '';
    expect(photoUrl).toMatch(new RegExp(`^/api/office/seller-listings/${older}/photos/`));
    const photo = await t.request(photoUrl, get({ token: moderator.token }));
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/png');
    expect(photo.headers.get('cache-control')).toMatch(/no-store/);

    // A seller's session is not the office's, and an editor is no moderator.
    expect(await queue(owner.token)).toMatchObject({ status: 403, body: refusal('OFFICE', 'STAFF_ONLY') });
    expect(await moderate(older, { decision: 'approve' }, owner.token)).toMatchObject({ status: 403, body: refusal('OFFICE', 'STAFF_ONLY') });
    expect((await t.request(photoUrl, get({ token: owner.token }))).status).toBe(403);
    const editor = await staffPerson(t, database.db, ['contentEditor']);
    expect(await queue(editor.token)).toMatchObject({ status: 403, body: { type: 'OFFICE', reason: 'ROLE_REQUIRED' } });
    expect((await listingRow(older))?.status).toBe('pending');
  });

  it('approves into the catalogue: listed, its page naming the seller as "Anna H." with their public photos; the seller is told', async () => {
    const owner = await seller();
    const id = await pending(owner);
    const before = await database.db.select().from(staffAuditLog).where(eq(staffAuditLog.subjectId, id));
    expect(before).toEqual([]);
    expect(await moderate(id, { decision: 'approve' })).toMatchObject({ status: 204 });

    const mine = (await listingOf(owner, id)).body;
    expect(mine).toMatchObject({ status: 'published', hasPendingChanges: false, returnReason: null });
    const catalogueId = mine.catalogue?.id ?? 0;
    expect(mine.catalogue).toEqual({ id: catalogueId, code: expect.stringMatching(/^PS-[2-9A-Z]{8}$/), path: `/property/secondary/${catalogueId}` });
    expect(await inList('sale', catalogueId)).toMatchObject({ code: mine.catalogue?.code, price: saleFacts.price, rooms: 3, district: 'kentron', market: 'secondary', imageUrl: `/api/media/seller-photos/${mine.photos[0]?.id}` });

    const page = await cataloguePage('sale', catalogueId);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ id: catalogueId, price: saleFacts.price, area: 72, floor: 4, floorsTotal: 9, description: saleFacts.description, address: saleFacts.address, agency: null, broker: null, privateSeller: { name: 'Anna H.' } });
    expect(page.body.gallery).toEqual(mine.photos.map((photo) => `/api/media/seller-photos/${photo.id}`));
    const photo = await t.request(page.body.gallery[0] ?? '');
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/png');
    expect(photo.headers.get('cache-control')).toContain('public');
    // A sale is not a rental.
    expect((await cataloguePage('rent', catalogueId)).status).toBe(404);

    expect((await status(owner)).body.activeListings).toBeGreaterThanOrEqual(1);
    const notifications = await t.json<NotificationsPage>('/api/notifications', get({ token: owner.token }));
    expect(notifications.body.items.find((item) => item.kind === 'sellerListing' && item.params.listingId === id)).toMatchObject({ params: { outcome: 'approved', title: { en: expect.any(String) } } });
    expect(await database.db.select({ action: staffAuditLog.action, actorId: staffAuditLog.actorId }).from(staffAuditLog).where(eq(staffAuditLog.subjectId, id))).toEqual([{ action: 'sellerListing.approve', actorId: moderator.userId }]);
    expect(await moderate(id, { decision: 'approve' })).toMatchObject({ status: 409, body: refusal('PRIVATE_SELLER', 'LISTING_STATUS_CONFLICT', { status: 'published' }) });
  });

  it('returns a listing with the reason, tells the seller, and takes it corrected; a decision on no pending listing is 409 or 404', async () => {
    const owner = await seller();
    const id = await pending(owner);
    expect((await moderate(id, { decision: 'return', reason: 'no' })).body).toMatchObject({ type: 'COMMON', reason: 'INVALID_INPUT', issues: [{ path: 'reason' }] });
    const reason = 'The photos show another flat.';
    expect((await moderate(id, { decision: 'return', reason })).status).toBe(204);
    expect((await listingOf(owner, id)).body).toMatchObject({ status: 'returned', returnReason: reason, catalogue: null });
    expect((await queue()).body.map((listing) => listing.id)).not.toContain(id);
    const notifications = await t.json<NotificationsPage>('/api/notifications', get({ token: owner.token }));
    expect(notifications.body.items.find((item) => item.kind === 'sellerListing' && item.params.listingId === id)).toMatchObject({ params: { outcome: 'returned', reason } });
    expect(await moderate(id, { decision: 'approve' })).toMatchObject({ status: 409, body: refusal('PRIVATE_SELLER', 'LISTING_STATUS_CONFLICT', { status: 'returned' }) });
    expect(await moderate('00000000-0000-4000-8000-000000000000', { decision: 'approve' })).toMatchObject({ status: 404 });

    expect((await saveListing(owner, id, { ...saleFacts, description: `${saleFacts.description} New photos added.` })).body.status).toBe('returned');
    expect((await submit(owner, id)).body).toMatchObject({ status: 'pending', returnReason: null });
    expect((await moderate(id, { decision: 'approve' })).status).toBe(204);
    expect((await listingOf(owner, id)).body.status).toBe('published');
  });

  it('keeps the approved version in the catalogue while a change waits, and shows the change once approved', async () => {
    const owner = await seller();
    const listing = await published(owner);
    const catalogueId = listing.catalogue?.id ?? 0;
    // Saving the same facts again changes nothing.
    expect((await saveListing(owner, listing.id, saleFacts)).body).toMatchObject({ status: 'published', hasPendingChanges: false });

    const lower = { ...saleFacts, price: 43_000_000 };
    const changed = await saveListing(owner, listing.id, lower);
    expect(changed.body).toMatchObject({ status: 'pending', hasPendingChanges: true, facts: { price: 43_000_000 }, catalogue: { id: catalogueId } });
    expect((await cataloguePage('sale', catalogueId)).body).toMatchObject({ price: saleFacts.price, oldPrice: null, priceHistory: [] });
    expect((await inList('sale', catalogueId))?.price).toBe(saleFacts.price);
    expect((await queue()).body.find((each) => each.id === listing.id)).toMatchObject({ catalogueId, facts: { price: 43_000_000 } });
    // The deal of a listing in the catalogue is fixed.
    expect((await saveListing(owner, listing.id, { ...rentFacts })).body).toMatchObject({ type: 'COMMON', reason: 'INVALID_INPUT', issues: [{ path: 'deal' }] });

    expect((await moderate(listing.id, { decision: 'approve' })).status).toBe(204);
    expect((await cataloguePage('sale', catalogueId)).body).toMatchObject({ price: 43_000_000, oldPrice: saleFacts.price });
    // The approved change is the listing's price history (issue 22): listed at 45 million, 43 million from the approval.
    expect((await cataloguePage('sale', catalogueId)).body.priceHistory.map((point) => point.price)).toEqual([saleFacts.price, 43_000_000]);
    expect((await listingOf(owner, listing.id)).body).toMatchObject({ status: 'published', hasPendingChanges: false, catalogue: { id: catalogueId, code: listing.catalogue?.code } });
    expect(await database.db.select({ id: sellerListings.id }).from(sellerListings).where(eq(sellerListings.catalogueId, catalogueId))).toEqual([{ id: listing.id }]);

    // Nor can a returned change turn the sale into a rental.
    await saveListing(owner, listing.id, { ...lower, description: `${saleFacts.description} Renovated.` });
    expect((await moderate(listing.id, { decision: 'return', reason: 'Please describe the renovation.' })).status).toBe(204);
    expect((await saveListing(owner, listing.id, rentFacts)).body).toMatchObject({ status: 'returned', hasPendingChanges: true });
    expect(await submit(owner, listing.id)).toMatchObject({ status: 400, body: { type: 'COMMON', reason: 'INVALID_INPUT', issues: [{ path: 'deal', message: 'validation:dealFixed' }] } });
    expect((await listingRow(listing.id))?.status).toBe('returned');
    expect((await saveListing(owner, listing.id, lower)).body.status).toBe('returned');
    expect((await submit(owner, listing.id)).body.status).toBe('pending');
    expect((await moderate(listing.id, { decision: 'approve' })).status).toBe(204);
    expect((await cataloguePage('sale', catalogueId)).body).toMatchObject({ deal: 'sale', price: 43_000_000 });
    // Approved again at the same price: no change in the history.
    expect((await cataloguePage('sale', catalogueId)).body.priceHistory).toHaveLength(2);

    // A new photo waits for approval too: it is not public until then.
    const added = await withPhoto(owner, listing.id);
    expect((await listingOf(owner, listing.id)).body.status).toBe('pending');
    expect((await t.request(`/api/media/seller-photos/${added.id}`)).status).toBe(404);
    expect((await cataloguePage('sale', catalogueId)).body.gallery).toHaveLength(1);
    expect((await moderate(listing.id, { decision: 'approve' })).status).toBe(204);
    expect((await cataloguePage('sale', catalogueId)).body.gallery).toHaveLength(2);
    expect((await t.request(`/api/media/seller-photos/${added.id}`)).status).toBe(200);
  });

  it('takes an unpublished listing off every list and page (its photos too), and brings it back once approved again', async () => {
    const owner = await seller();
    const listing = await published(owner);
    const catalogueId = listing.catalogue?.id ?? 0;
    const photoUrl = `/api/media/seller-photos/${listing.photos[0]?.id}`;
    expect((await t.request(photoUrl)).status).toBe(200);

    expect((await unpublish(owner, listing.id)).body).toMatchObject({ status: 'unpublished', catalogue: null });
    expect(await inList('sale', catalogueId)).toBeUndefined();
    expect(await cataloguePage('sale', catalogueId)).toMatchObject({ status: 404, body: refusal('APARTMENT', 'APARTMENT_NOT_FOUND') });
    expect((await t.request(photoUrl)).status).toBe(404);
    expect(await unpublish(owner, listing.id)).toMatchObject({ status: 409, body: refusal('PRIVATE_SELLER', 'LISTING_STATUS_CONFLICT', { status: 'unpublished' }) });

    expect((await submit(owner, listing.id)).body.status).toBe('pending');
    expect((await moderate(listing.id, { decision: 'approve' })).status).toBe(204);
    expect(await inList('sale', catalogueId)).toMatchObject({ id: catalogueId, availability: 'forSale' });
    expect((await t.request(photoUrl)).status).toBe(200);
  });

  it('closes a sale as sold (never as rented): it leaves the catalogue for good', async () => {
    const owner = await seller();
    const listing = await published(owner);
    const catalogueId = listing.catalogue?.id ?? 0;
    expect((await close(owner, listing.id, 'rented')).body).toMatchObject({ type: 'COMMON', reason: 'INVALID_INPUT', issues: [{ path: 'outcome' }] });
    expect((await listingRow(listing.id))?.status).toBe('published');
    expect((await close(owner, listing.id, 'sold')).body).toMatchObject({ status: 'sold', catalogue: null });
    expect(await inList('sale', catalogueId)).toBeUndefined();
    expect((await cataloguePage('sale', catalogueId)).status).toBe(404);
    expect((await t.request(`/api/media/seller-photos/${listing.photos[0]?.id}`)).status).toBe(404);
    expect(await database.db.select({ listed: listings.listed, availability: listings.availability }).from(listings).where(eq(listings.id, catalogueId))).toEqual([{ listed: false, availability: 'notAvailable' }]);
    for (const answer of [await submit(owner, listing.id), await unpublish(owner, listing.id), await saveListing(owner, listing.id, saleFacts), await uploadPhoto(owner, listing.id, await png())]) {
      expect(answer).toMatchObject({ status: 409, body: refusal('PRIVATE_SELLER', 'LISTING_STATUS_CONFLICT', { status: 'sold' }) });
    }
  });

  it('publishes a rental among the rentals, closed as rented', async () => {
    const owner = await seller();
    const listing = await published(owner, rentFacts);
    const catalogueId = listing.catalogue?.id ?? 0;
    expect(listing.catalogue?.path).toBe(`/property/rent/${catalogueId}`);
    expect(await inList('rent', catalogueId)).toMatchObject({ deal: 'rent', price: rentFacts.price });
    expect(await inList('sale', catalogueId)).toBeUndefined();
    expect((await cataloguePage('rent', catalogueId)).body).toMatchObject({ minRentMonths: 6, petsAllowed: false, childrenAllowed: true, privateSeller: { name: 'Anna H.' } });
    expect((await close(owner, listing.id, 'rented')).body.status).toBe('rented');
    expect(await inList('rent', catalogueId)).toBeUndefined();
  });
});

/* ================================================================= requests ============== */

describe('requests about a published listing', () => {
  it("mails an interest application to the seller's e-mail and lists it on the seller's listing", async () => {
    const owner = await seller();
    const listing = await published(owner);
    const catalogueId = listing.catalogue?.id ?? 0;
    const phoneNumber = nextPhone();
    const sent = await t.json<{ id: number }>(
      '/api/apartments/interest-application',
      post({ market: 'secondary', propertyId: catalogueId, name: 'Narek Sargsyan', phoneNumber, email: 'narek@example.am', message: 'Can I see it on Saturday?', consent: true }, { lang: 'en' }),
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const [mail] = await mailbox(t, owner.email);
    expect(mail).toMatchObject({ channel: 'email', recipient: owner.email });
    expect(mail?.body).toContain('Narek Sargsyan');
    expect(mail?.body).toContain(phoneNumber);
    expect(mail?.body).toContain(listing.catalogue?.code);
    expect(await database.db.select({ recipient: propertyRequests.recipient }).from(propertyRequests).where(eq(propertyRequests.id, sent.body.id))).toEqual([{ recipient: owner.email }]);

    const mine = (await listingOf(owner, listing.id)).body;
    expect(mine.requests).toEqual([{ id: sent.body.id, kind: 'interest', name: 'Narek Sargsyan', phoneNumber, email: 'narek@example.am', message: 'Can I see it on Saturday?', createdAt: t.clock.now().toISOString() }]);
    expect((await call<SellerListing[]>(owner, 'GET', listingsPath)).body.find((each) => each.id === listing.id)?.requests).toHaveLength(1);
    // Another seller's listing does not show it.
    const other = await seller();
    const theirs = await published(other);
    expect((await listingOf(other, theirs.id)).body.requests).toEqual([]);
  });

  it("mails a rental request to the landlord and lists it on the rental; a closed rental takes none", async () => {
    const owner = await seller();
    const listing = await published(owner, rentFacts);
    const catalogueId = listing.catalogue?.id ?? 0;
    const request = {
      listingId: catalogueId,
      moveInDate: '2027-01-10',
      fee: 'monthly',
      period: 12,
      guests: 2,
      pets: false,
      children: true,
      utilities: 'separate',
      prepayment: true,
      name: 'Mariam Grigoryan',
      phoneNumber: nextPhone(),
      consentTerms: true,
      consentPersonalData: true,
    };
    const sent = await t.json<{ id: number }>('/api/apartments/rental-request', post(request, { lang: 'ru' }));
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect((await mailbox(t, owner.email))[0]?.body).toContain('Mariam Grigoryan');
    expect((await listingOf(owner, listing.id)).body.requests).toMatchObject([{ id: sent.body.id, kind: 'rental', name: 'Mariam Grigoryan' }]);

    expect((await close(owner, listing.id, 'rented')).status).toBe(200);
    const late = await t.json('/api/apartments/rental-request', post({ ...request, phoneNumber: nextPhone() }));
    expect(late.status).toBe(404);
    expect(await database.db.select({ id: propertyRequests.id }).from(propertyRequests).where(and(eq(propertyRequests.propertyId, catalogueId), eq(propertyRequests.market, 'rent')))).toHaveLength(1);
  });
});

/* ================================================================ isolation ============== */

describe('isolation', () => {
  let owner: Seller;
  let stranger: Seller;
  beforeAll(async () => {
    owner = await seller();
    stranger = await seller();
  });

  it('needs a session for every private-seller call', async () => {
    for (const [method, path] of [
      ['GET', '/api/private-seller/status'],
      ['POST', '/api/private-seller/otp/send'],
      ['GET', listingsPath],
      ['POST', listingsPath],
    ] as const) {
      const answer = await t.json(path, { ...post(method === 'POST' ? {} : undefined), method });
      expect(answer, `${method} ${path}`).toMatchObject({ status: 401, body: unauthorizedBody });
    }
  });

  it('answers 403 NOT_A_SELLER to every listing call of an account that has not registered', async () => {
    const person = await browser();
    const someId = '00000000-0000-4000-8000-000000000000';
    const notASeller = { status: 403, body: refusal('PRIVATE_SELLER', 'NOT_A_SELLER') };
    expect(await call(person, 'GET', listingsPath)).toMatchObject(notASeller);
    expect(await createListing(person, saleFacts)).toMatchObject(notASeller);
    expect(await listingOf(person, someId)).toMatchObject(notASeller);
    expect(await saveListing(person, someId, saleFacts)).toMatchObject(notASeller);
    expect(await call(person, 'DELETE', listingPath(someId))).toMatchObject(notASeller);
    expect(await submit(person, someId)).toMatchObject(notASeller);
    expect(await unpublish(person, someId)).toMatchObject(notASeller);
    expect(await close(person, someId, 'sold')).toMatchObject(notASeller);
    expect(await uploadPhoto(person, someId, await png())).toMatchObject(notASeller);
    expect(await call(person, 'GET', `${listingPath(someId)}/photos/${someId}`)).toMatchObject(notASeller);
    expect(await call(person, 'DELETE', `${listingPath(someId)}/photos/${someId}`)).toMatchObject(notASeller);
    expect(await database.db.select().from(sellerListings).where(eq(sellerListings.sellerId, person.userId))).toEqual([]);
  });

  it("answers 404 to every call about another seller's listing, and changes nothing", async () => {
    const draftId = await draft(owner);
    const photo = await withPhoto(owner, draftId);
    const live = await published(owner);
    const before = { draft: await listingRow(draftId), live: await listingRow(live.id), photos: await photoRows(draftId) };
    for (const id of [draftId, live.id]) {
      const calls: [string, () => Promise<{ status: number }>][] = [
        ['get', () => listingOf(stranger, id)],
        ['save', () => saveListing(stranger, id, { ...saleFacts, price: 1_000_000 })],
        ['submit', () => submit(stranger, id)],
        ['unpublish', () => unpublish(stranger, id)],
        ['close', () => close(stranger, id, 'sold')],
        ['delete', () => call(stranger, 'DELETE', listingPath(id))],
        ['upload', async () => uploadPhoto(stranger, id, await png())],
      ];
      for (const [name, send] of calls) expect((await send()).status, `${name} ${id}`).toBe(404);
    }
    expect((await t.request(photo.url, get({ token: stranger.token }))).status).toBe(404);
    expect((await call(stranger, 'DELETE', photo.url)).status).toBe(404);
    // The owner's photo through the stranger's own listing is not theirs either.
    const theirs = await draft(stranger);
    expect((await t.request(`${listingPath(theirs)}/photos/${photo.id}`, get({ token: stranger.token }))).status).toBe(404);
    expect((await call<SellerListing[]>(stranger, 'GET', listingsPath)).body.map((listing) => listing.id)).toEqual([theirs]);
    expect({ draft: await listingRow(draftId), live: await listingRow(live.id), photos: await photoRows(draftId) }).toEqual(before);
    expect(await storedObjects(draftId)).toHaveLength(1);
  });
});
