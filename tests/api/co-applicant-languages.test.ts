import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apartments, buildings, outboxMessages, users } from '../../api/server/db/schema';
import { longDate } from '../../api/server/lib/dates';
import { enqueueMessage } from '../../api/server/services/outbox.service';
import type { Language } from '../../api/contract/validation';
import { mailbox, uniqueEmail } from '../support/account-helpers';
import { createTestApp, type TestApp } from '../support/test-app';
import { createTestDatabase, expectedKind, type TestDatabase } from '../support/test-database';
import { coApplicantApi, invitationTokenFor, personaData } from '../drivers/co-applicant.api';
import { consent, freshCard, loanApi, loanInfo, seedLoanCatalogue, signedInPerson, type LoanCatalogue, type Person } from '../drivers/loan-applications.api';

/*
 * The co-applicant's mails and page in their reader's language (issue: a household's language faults):
 * the invitation goes in the language of the invited address's account, or, for an address without
 * one, in the inviter's page language with the links in the two others; the invitation's page shows
 * the home's catalogue card in the language the page asks for, whatever the inviter's was.
 */

let database: TestDatabase;
let t: TestApp;
let api: ReturnType<typeof loanApi>;
let co: ReturnType<typeof coApplicantApi>;
let catalogue: LoanCatalogue;
let flats = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  t = createTestApp(database);
  api = loanApi(t);
  co = coApplicantApi(t);
  catalogue = await seedLoanCatalogue(database.db, t.clock.now());
});
afterAll(() => database.close());

/** A signed-in person whose account reads in `language` (users.language, as the profile's choice sets it). */
async function personReading(language: Language): Promise<Person> {
  const person = await signedInPerson(t);
  await database.db.update(users).set({ language }).where(eq(users.id, person.userId));
  return person;
}

/** A draft on a fresh flat with loan info, the applicant's data and consent saved: ready to invite. */
async function readyDraft(): Promise<{ applicant: Person; id: string; apartmentId: number }> {
  const applicant = await signedInPerson(t);
  const apartmentId = catalogue.apartments[flats++] ?? 0;
  const started = await api.start(applicant.token, { property: { marketType: '0', apartmentId } });
  expect(started.status).toBe(201);
  const id = started.body.id;
  for (const [step, data] of [
    ['loanInfo', loanInfo()],
    ['applicantData', personaData('eligible', freshCard('eligible'), { email: uniqueEmail('own') })],
    ['consent', consent],
  ] as const) {
    expect((await api.step(applicant.token, id, step, data)).status).toBe(200);
  }
  return { applicant, id, apartmentId };
}

/** The catalogue's words for the flat: its building's name and address, by language. */
async function cardOf(apartmentId: number) {
  const [row] = await database.db
    .select({ number: apartments.number, name: buildings.name, address: buildings.address })
    .from(apartments)
    .innerJoin(buildings, eq(buildings.id, apartments.buildingId))
    .where(eq(apartments.id, apartmentId));
  if (!row) throw new Error(`no apartment ${apartmentId}`);
  return (lang: Language) => ({ title: `${row.name[lang]}, № ${row.number}`, address: row.address[lang] });
}

const links = (body: string) => [...body.matchAll(/https?:\/\/\S+[?&]coapplicant=[A-Za-z0-9_-]+/g)].map((match) => new URL(match[0]));
const armenianLetters = /[\u0531-\u0587]/;
const cyrillicLetters = /[\u0400-\u04FF]/;

describe(`co-applicant mails and page in the reader's language (${expectedKind})`, () => {
  it("an invited address with an English account gets the invitation in English with an /en/ link, whatever the inviter's page language", async () => {
    const { applicant, id, apartmentId } = await readyDraft();
    const invited = await personReading('en');
    expect((await co.invite(applicant.token, id, { relationship: 'sister', email: invited.email, phoneNumber: '+37491000011' }, 'hy')).status).toBe(200);
    const [message] = await mailbox(t, invited.email);
    expect(message?.language).toBe('en');
    expect(message?.subject).toContain('invites you to apply for a mortgage together');
    expect(message?.body).toContain('as their sister');
    // The home is named in the mail's language, not the inviter's.
    const card = (await cardOf(apartmentId))('en');
    expect(message?.body).toContain(`${card.title}, ${card.address}`);
    expect(message?.body).not.toMatch(armenianLetters);
    // One link, in English: an account holder reads the site in their language and gets no others.
    const mailed = links(message?.body ?? '');
    expect(mailed.map((url) => url.pathname)).toEqual(['/en/co-applicant']);
  });

  it("an address without an account gets the inviter's page language and the same link in the two other languages", async () => {
    const { applicant, id } = await readyDraft();
    const nobody = uniqueEmail('nobody');
    expect((await co.invite(applicant.token, id, { relationship: 'brother', email: nobody, phoneNumber: '+37491000012' }, 'ru')).status).toBe(200);
    const [message] = await mailbox(t, nobody);
    expect(message?.language).toBe('ru');
    expect(message?.subject).toContain('приглашает вас оформить ипотеку вместе');
    expect(message?.body).toContain('Приглашение на других языках:');
    const mailed = links(message?.body ?? '');
    expect(mailed.map((url) => url.pathname)).toEqual(['/ru/co-applicant', '/hy/co-applicant', '/en/co-applicant']);
    // The same invitation behind each: one token.
    expect(new Set(mailed.map((url) => url.searchParams.get('coapplicant'))).size).toBe(1);
    expect(message?.body).toContain(`Հայերեն: ${mailed[1]?.href}`);
    expect(message?.body).toContain(`English: ${mailed[2]?.href}`);
    // An English page's invitation to an address without an account: English, with the Armenian and Russian links.
    const other = await readyDraft();
    const someoneElse = uniqueEmail('nobody');
    expect((await co.invite(other.applicant.token, other.id, { relationship: 'brother', email: someoneElse, phoneNumber: '+37491000013' }, 'en')).status).toBe(200);
    const [english] = await mailbox(t, someoneElse);
    expect(english?.language).toBe('en');
    expect(english?.body).toContain('The invitation in other languages:');
    expect(links(english?.body ?? '').map((url) => url.pathname)).toEqual(['/en/co-applicant', '/hy/co-applicant', '/ru/co-applicant']);
  });

  it("the invitation's page reads the home's card in the request's language, not the inviter's", async () => {
    const { applicant, id, apartmentId } = await readyDraft();
    const invited = await personReading('en');
    // Invited from an Armenian page.
    expect((await co.invite(applicant.token, id, { relationship: 'brother', email: invited.email, phoneNumber: '+37491000014' }, 'hy')).status).toBe(200);
    const token = await invitationTokenFor(t, invited.email);
    const card = await cardOf(apartmentId);
    for (const lang of ['en', 'ru', 'hy'] as const) {
      const view = await co.invitation(invited.token, token, lang);
      expect(view.status).toBe(200);
      expect([lang, view.body.property?.title, view.body.property?.address]).toEqual([lang, card(lang).title, card(lang).address]);
    }
    const english = await co.invitation(invited.token, token, 'en');
    expect(`${english.body.property?.title} ${english.body.property?.address}`).not.toMatch(armenianLetters);
    expect(`${english.body.property?.title} ${english.body.property?.address}`).not.toMatch(cyrillicLetters);
  });

  it("the recall reaches an invited account in its own language, and an address without one in the recalling page's", async () => {
    const { applicant, id } = await readyDraft();
    const invited = await personReading('ru');
    expect((await co.invite(applicant.token, id, { relationship: 'sister', email: invited.email, phoneNumber: '+37491000015' }, 'en')).status).toBe(200);
    expect((await co.recall(applicant.token, id, 'en')).status).toBe(200);
    const [recall] = await mailbox(t, invited.email);
    expect([recall?.language, recall?.subject]).toEqual(['ru', 'Приглашение в ипотечную заявку отозвано']);
    const nobody = uniqueEmail('nobody');
    expect((await co.invite(applicant.token, id, { relationship: 'sister', email: nobody, phoneNumber: '+37491000016' }, 'hy')).status).toBe(200);
    expect((await co.recall(applicant.token, id, 'en')).status).toBe(200);
    const [unknown] = await mailbox(t, nobody);
    expect([unknown?.language, unknown?.subject]).toEqual(['en', 'The invitation to a mortgage application was recalled']);
  });

  it('a Russian mail whose sentence ends with a date keeps one full stop after "г." (the rejection: "с 8 декабря 2026 г.", not "г..")', async () => {
    const date = longDate(new Date('2026-12-08T08:00:00Z'), 'ru');
    expect(date).toBe('8 декабря 2026 г.');
    const id = await enqueueMessage(database.db, t.clock.now(), { channel: 'email', recipient: uniqueEmail('rejected'), template: 'loanRejected', language: 'ru', params: { firstName: 'Анна', reason: 'Доход недостаточен.', date, link: 'http://localhost/ru/profile?section=applications' } });
    const [row] = await database.db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
    expect(row?.body).toContain('Подать новую заявку можно с 8 декабря 2026 г.\n');
    expect(row?.body).not.toContain('г..');
  });
});
