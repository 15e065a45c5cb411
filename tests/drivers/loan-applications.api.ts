import { eq, isNull } from 'drizzle-orm';
import * as v from 'valibot';
import sharp from 'sharp';
import { expect } from 'vitest';
import { personaFor, personaOf, spouseOf, twinSocialCard, type SandboxPersona } from '../../api/server/adapters/sandbox-personas';
import { loanApplicationSchema, type LoanApplication } from '../../api/contract/loan-application';
import type { Database } from '../../api/server/db/database';
import { apartments, bookings, buildings, developers, listings, loanApplications } from '../../api/server/db/schema';
import { apartmentRow, buildingRow, developerRow, listingRow } from '../support/catalogue-fixtures';
import { confirmedUser, get, post, signIn, type CallOptions, type TestUser } from '../support/account-helpers';
import type { TestApp } from '../support/test-app';

/*
 * The loan applications API as a client calls it (issue 15), and the catalogue and people the tests
 * start from. Every application answer is checked against the contract's schema.
 */

export type Person = TestUser & { token: string };
type Answer<T> = { status: number; body: T };
export type Refusal = { type: string; reason: string; params?: Record<string, unknown> };

export async function signedInPerson(t: TestApp): Promise<Person> {
  const user = await confirmedUser(t);
  return { ...user, token: await signIn(t, user) };
}

const send = (method: string, body: unknown, options: CallOptions): RequestInit => ({ ...post(body, options), method });

/** An application answer: checked against the contract when it is one. */
function checked<T>(answer: Answer<T>): Answer<T> {
  if (answer.status === 200 || answer.status === 201) {
    const parsed = v.safeParse(loanApplicationSchema, answer.body);
    if (!parsed.success) throw new Error(`the answer is not a LoanApplication: ${JSON.stringify(v.flatten(parsed.issues))}`);
  }
  return answer;
}

export const loanApi = (t: TestApp) => ({
  start: async (token: string, body: unknown) => checked(await t.json<LoanApplication & Refusal>('/api/loan-applications', post(body, { token }))),
  list: (token: string) => t.json<LoanApplication[]>('/api/loan-applications', get({ token })),
  get: async (token: string, id: string, lang = 'en') => checked(await t.json<LoanApplication & Refusal>(`/api/loan-applications/${id}`, get({ token, lang }))),
  step: async (token: string, id: string, step: string, data: unknown) => checked(await t.json<LoanApplication & Refusal>(`/api/loan-applications/${id}/steps`, send('PUT', { step, data }, { token }))),
  submit: async (token: string, id: string) => checked(await t.json<LoanApplication & Refusal>(`/api/loan-applications/${id}/submit`, post(undefined, { token }))),
  confirmPrice: async (token: string, id: string, price: number) => checked(await t.json<LoanApplication & Refusal>(`/api/loan-applications/${id}/price-confirmation`, post({ price }, { token }))),
  remove: (token: string, id: string) => t.json<Refusal | undefined>(`/api/loan-applications/${id}`, send('DELETE', undefined, { token })),
  offer: async (token: string, id: string, answer: 'accept' | 'reject') => checked(await t.json<LoanApplication & Refusal>(`/api/loan-applications/${id}/offer/${answer}`, post(undefined, { token }))),
  /** A picture (`front` or `back`) of the main applicant's spouse's document. */
  spousePicture: async (token: string, id: string, kind: string) => {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(await spouseDocumentPicture())], { type: 'image/png' }), 'document.png');
    return t.json<Refusal>(`/api/loan-applications/${id}/pictures/spouse/${kind}`, { method: 'PUT', body: form, headers: { authorization: `Bearer ${token}` } });
  },
});

let picture: Promise<Buffer> | undefined;
const spouseDocumentPicture = () => (picture ??= sharp({ create: { width: 64, height: 40, channels: 3, background: '#2f5d8a' } }).png().toBuffer());

/** The catalogue of the tests: primary apartments and secondary listings at prices in and out of the online ranges. */
export interface LoanCatalogue {
  /** For sale at 40 million (primary range 3.5-110 million). */
  apartments: number[];
  expensiveApartment: number;
  cheapApartment: number;
  /** Secondary sales at 30 million (secondary range 3.5-62.5 million). */
  sales: number[];
  expensiveSale: number;
  rental: number;
}

export async function seedLoanCatalogue(db: Database['db'], now: Date, apartmentCount = 30): Promise<LoanCatalogue> {
  const [developer] = await db.insert(developers).values(developerRow(900, true)).returning({ id: developers.id });
  const [building] = await db
    .insert(buildings)
    .values(buildingRow(900, { developerId: developer?.id ?? 0, market: 'primary', district: 'kentron', stage: 2, completionDate: '2027-06-30', createdAt: now }))
    .returning({ id: buildings.id });
  const apartment = (n: number, price: number) => apartmentRow(n, { buildingId: building?.id ?? 0, rooms: 2, price, area: 70, availability: 'forSale' });
  const flats = (await db.insert(apartments).values([...Array.from({ length: apartmentCount }, (_, n) => apartment(n + 1, 40_000_000)), apartment(901, 120_000_000), apartment(902, 3_000_000)]).returning({ id: apartments.id })).map((row) => row.id);
  const listing = (n: number, deal: 'sale' | 'rent', price: number) => listingRow(9000 + n, { deal, type: 'apartment', district: 'kentron', rooms: 2, price, area: 60, createdAt: now });
  const rows = (await db.insert(listings).values([listing(1, 'sale', 30_000_000), listing(2, 'sale', 30_000_000), listing(3, 'sale', 30_000_000), listing(4, 'sale', 70_000_000), listing(5, 'rent', 400_000)]).returning({ id: listings.id })).map((row) => row.id);
  return {
    apartments: flats.slice(0, apartmentCount),
    expensiveApartment: flats[apartmentCount] ?? 0,
    cheapApartment: flats[apartmentCount + 1] ?? 0,
    sales: rows.slice(0, 3),
    expensiveSale: rows[3] ?? 0,
    rental: rows[4] ?? 0,
  };
}

let cards = 0;
/** A social card of the persona's story that no other test used (a card is bound to one account). */
export const freshCard = (branch: SandboxPersona['branch']) => twinSocialCard(personaFor(branch).socialCard, 100 + (cards += 1));

export const loanInfo = (overrides: Record<string, unknown> = {}) => ({
  currency: 'AMD',
  amount: 30_000_000,
  downPayment: 10_000_000,
  termMonths: 240,
  repaymentType: 'annuity',
  reason: 'firstHome',
  ...overrides,
});

export const applicantData = (socialCardNumber: string, overrides: Record<string, unknown> = {}) => ({
  socialCardNumber,
  documentType: 'passport',
  documentNumber: 'AT4567890',
  firstName: 'Tigran',
  lastName: 'Petrosyan',
  middleName: 'Samvel',
  birthDate: '1997-03-01',
  email: 'tigran@example.am',
  phoneNumber: '+37491000000',
  // As the registry has the card's persona (a declared status it does not confirm is refused).
  maritalStatus: personaOf(socialCardNumber)?.maritalStatus ?? 'single',
  monthlyIncomeTax: 90_000,
  ...overrides,
});

export const consent = { creditRegisterConsent: true, personalDataConsent: true };
export const alone = { mode: 'alone' };
export const addresses = { currentSameAsRegistration: true, registration: { country: 'AM', region: 'Yerevan', community: 'Kentron', street: 'Abovyan', building: '10' } };
export const spouseData = { firstName: 'Aram', lastName: 'Hakobyan', middleName: 'Levon', socialCardNumber: '1000000127', documentType: 'idCard', documentNumber: '001234599' };

/** The spouse step of a married card: the registry's spouse of the card (a fresh spouse's card when the registry names none). */
export const spouseStepOf = (card: string) => ({ ...spouseData, socialCardNumber: spouseOf(card) ?? freshCard('eligibleSpouse') });

/**
 * What a married applicant applying alone owes after the addresses (owed-steps.ts): their spouse's data
 * and both pictures of the spouse's document. Nothing for a card whose persona the registry has unmarried.
 */
export async function giveSpouseStep(api: ReturnType<typeof loanApi>, token: string, id: string, card: string) {
  if (personaOf(card)?.maritalStatus !== 'married') return;
  const saved = await api.step(token, id, 'spouseData', spouseStepOf(card));
  expect(saved.status, `spouseData: ${JSON.stringify(saved.body)}`).toBe(200);
  for (const kind of ['front', 'back']) {
    const uploaded = await api.spousePicture(token, id, kind);
    expect(uploaded.status, `spouse picture ${kind}: ${JSON.stringify(uploaded.body)}`).toBe(200);
  }
}

/** Saves every step of an applicant's draft applying alone, as the wizard would (a married one's spouse too), and expects each to be accepted. */
export async function fillSteps(api: ReturnType<typeof loanApi>, token: string, id: string, card: string, info: Record<string, unknown> = loanInfo()) {
  for (const [step, data] of [
    ['loanInfo', info],
    ['applicantData', applicantData(card)],
    ['consent', consent],
    ['coBorrower', alone],
    ['addresses', addresses],
  ] as const) {
    const saved = await api.step(token, id, step, data);
    expect(saved.status, `${step}: ${JSON.stringify(saved.body)}`).toBe(200);
  }
  await giveSpouseStep(api, token, id, card);
}

/** What a refused request must leave as it was: the applications and the active bookings. */
export async function counts(db: Database['db']) {
  const [applicationRows, activeBookings] = await Promise.all([db.select({ id: loanApplications.id }).from(loanApplications), db.select({ id: bookings.id }).from(bookings).where(isNull(bookings.releasedAt))]);
  return { applications: applicationRows.length, bookings: activeBookings.length };
}

export const applicationRow = async (db: Database['db'], id: string) => (await db.select().from(loanApplications).where(eq(loanApplications.id, id)))[0];
export const bookingRow = async (db: Database['db'], id: number) => (await db.select().from(bookings).where(eq(bookings.id, id)))[0];
