import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoanApplication } from '../../api/contract/loan-application';
import { birthDateFor } from '../../api/server/adapters/population-registry';
import { personaFor, spouseOf } from '../../api/server/adapters/sandbox-personas';
import { coApplicantApi, jointDraft, personaData, type JointDraftOptions } from '../drivers/co-applicant.api';
import { addresses, alone, consent, freshCard, loanApi, loanInfo, seedLoanCatalogue, signedInPerson, spouseData, type LoanCatalogue } from '../drivers/loan-applications.api';
import { createTestApp, type TestApp } from '../support/test-app';
import { createTestDatabase, expectedKind, type TestDatabase } from '../support/test-database';

/*
 * The steps each household owes (issue 32): the server decides them in one place and says them in
 * every answer (`owedSteps`); a step not owed is refused, every owed one is asked before the submit or
 * "Confirm my part", and what the registry already holds (the spouse) comes prefilled. Households:
 * alone single, alone married, a married couple together, a parent married to someone else, a
 * sibling; each on the primary market (a catalogue flat) and the secondary (a price given).
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

const withSpouse = ['loanInfo', 'applicantData', 'consent', 'coBorrower', 'addresses', 'spouseData', 'preview'];
const withoutSpouse = withSpouse.filter((step) => step !== 'spouseData');
const coWithSpouse = ['applicantData', 'consent', 'addresses', 'spouseData', 'preview'];
const coWithoutSpouse = coWithSpouse.filter((step) => step !== 'spouseData');

const markets = [
  { market: 'primary (a catalogue flat)', apartmentId: () => catalogue.apartments[(flats += 1) - 1] },
  { market: 'secondary (a price given)', apartmentId: () => undefined },
] as const;

/** A person applying alone up to the addresses, with the persona's own data. */
async function alonePart(branch: 'eligible' | 'eligibleLower', apartmentId: number | undefined) {
  const person = await signedInPerson(t);
  const started = await api.start(person.token, apartmentId === undefined ? { property: null, marketType: '1' } : { property: { marketType: '0', apartmentId } });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const id = started.body.id;
  const card = freshCard(branch);
  const data = personaData(branch, card);
  const answers: LoanApplication[] = [];
  for (const [step, value] of [
    ['loanInfo', loanInfo(apartmentId === undefined ? { propertyPrice: 40_000_000 } : {})],
    ['applicantData', data],
    ['consent', consent],
    ['coBorrower', alone],
    ['addresses', addresses],
  ] as const) {
    const saved = await api.step(person.token, id, step, value);
    expect(saved.status, `${step}: ${JSON.stringify(saved.body)}`).toBe(200);
    answers.push(saved.body);
  }
  return { person, id, card, answers };
}

describe.each(markets)(`the steps each household owes, $market (${expectedKind})`, ({ apartmentId }) => {
  it('a single applicant alone owes no spouse step: it is refused, and the preview follows the addresses', async () => {
    const { person, id, answers } = await alonePart('eligibleLower', apartmentId());
    expect(answers.map((answer) => answer.owedSteps)).toEqual(answers.map(() => withoutSpouse));
    expect(answers.at(-1)?.currentStep).toBe('preview');
    expect(await api.step(person.token, id, 'spouseData', spouseData)).toMatchObject({ status: 409, body: { reason: 'ACTION_NOT_ALLOWED' } });
    expect((await api.get(person.token, id)).body).toMatchObject({ owedSteps: withoutSpouse, spousePrefill: null });
  });

  it('a married applicant alone owes the spouse step, prefilled with the registry’s record of the spouse; the submit asks for it', async () => {
    const { person, id, card, answers } = await alonePart('eligible', apartmentId());
    // Before the applicant data says married, no spouse step; from its answer on, the spouse step.
    expect(answers[0]?.owedSteps).toEqual(withoutSpouse);
    expect(answers.slice(1).map((answer) => answer.owedSteps)).toEqual(answers.slice(1).map(() => withSpouse));
    expect(answers.at(-1)?.currentStep).toBe('spouseData');
    const aram = personaFor('eligibleSpouse');
    const document = aram.documents.find((candidate) => candidate.valid);
    expect((await api.get(person.token, id)).body.spousePrefill).toEqual({
      socialCardNumber: spouseOf(card),
      firstName: aram.firstName,
      lastName: aram.lastName,
      middleName: aram.middleName,
      documentType: document?.type,
      documentNumber: document?.number,
    });
    expect(await api.submit(person.token, id)).toMatchObject({ status: 400, body: { reason: 'STEP_MISSING', params: { step: 'spouseData' } } });
  });

  it('a married couple together: neither owes a spouse step; his part starts with his registry record and the phone she typed for him', async () => {
    const flat = apartmentId();
    const draft = await jointDraft(t, { applicant: 'eligible', coApplicant: 'eligibleSpouse', relationship: 'spouse', onlyAccept: true, ...(flat === undefined ? {} : { apartmentId: flat }) });
    const hers = (await api.get(draft.applicant.token, draft.id)).body;
    expect(hers.owedSteps).toEqual(withoutSpouse);
    expect(await api.step(draft.applicant.token, draft.id, 'spouseData', spouseData)).toMatchObject({ status: 409, body: { reason: 'ACTION_NOT_ALLOWED' } });
    const his = (await api.get(draft.coApplicant.token, draft.id)).body.coApplicantPart;
    const aram = personaFor('eligibleSpouse');
    expect(his?.owedSteps).toEqual(coWithoutSpouse);
    expect(his?.applicantPrefill).toMatchObject({
      socialCardNumber: spouseOf(draft.applicantData.socialCardNumber),
      firstName: aram.firstName,
      lastName: aram.lastName,
      middleName: aram.middleName,
      birthDate: birthDateFor(aram.age, t.clock.now()),
      maritalStatus: 'married',
      email: draft.coApplicant.email,
      phoneNumber: '+37491000077',
    });
    // He is married (to her): his answers still owe no spouse step, and his part can be confirmed without one.
    for (const [step, value] of [
      ['applicantData', draft.coApplicantData],
      ['consent', consent],
      ['addresses', addresses],
    ] as const) {
      const saved = await co.step(draft.coApplicant.token, draft.id, step, value);
      expect(saved.status, `${step}: ${JSON.stringify(saved.body)}`).toBe(200);
      expect(saved.body.coApplicantPart?.owedSteps).toEqual(coWithoutSpouse);
    }
    expect(draft.coApplicantData.maritalStatus).toBe('married');
    expect(await co.step(draft.coApplicant.token, draft.id, 'spouseData', spouseData)).toMatchObject({ status: 409, body: { reason: 'ACTION_NOT_ALLOWED' } });
    const confirmed = await co.complete(draft.coApplicant.token, draft.id);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.coApplicantPart?.partComplete).toBe(true);
    // She saves her addresses and has nothing else to give: the preview.
    const last = await api.step(draft.applicant.token, draft.id, 'addresses', addresses);
    expect(last.body).toMatchObject({ currentStep: 'preview', owedSteps: withoutSpouse, coApplicant: { partComplete: true } });
    if (flat === undefined) expect((await api.submit(draft.applicant.token, draft.id)).body.status).toBe('Sent');
  });

  it('a parent married to someone else owes their own spouse step, prefilled from the registry; the applicant alone-single owes none', async () => {
    const flat = apartmentId();
    const options: JointDraftOptions = { applicant: 'eligibleLower', coApplicant: 'eligible', relationship: 'mother', onlyAccept: true, ...(flat === undefined ? {} : { apartmentId: flat }) };
    const draft = await jointDraft(t, options);
    const saved = await co.step(draft.coApplicant.token, draft.id, 'applicantData', draft.coApplicantData);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.coApplicantPart?.owedSteps).toEqual(coWithSpouse);
    expect(saved.body.coApplicantPart?.spousePrefill).toMatchObject({ socialCardNumber: spouseOf(draft.coApplicantData.socialCardNumber), firstName: personaFor('eligibleSpouse').firstName });
    await co.step(draft.coApplicant.token, draft.id, 'consent', consent);
    expect((await co.step(draft.coApplicant.token, draft.id, 'addresses', addresses)).body.coApplicantPart?.currentStep).toBe('spouseData');
    expect(await co.complete(draft.coApplicant.token, draft.id)).toMatchObject({ status: 400, body: { reason: 'STEP_MISSING', params: { step: 'spouseData' } } });
    expect((await api.get(draft.applicant.token, draft.id)).body.owedSteps).toEqual(withoutSpouse);
  });

  it('a single sibling owes no spouse step; the part goes from the addresses to the preview', async () => {
    const flat = apartmentId();
    const draft = await jointDraft(t, { applicant: 'eligibleLower', coApplicant: 'coApplicantFamily', relationship: 'sister', onlyAccept: true, ...(flat === undefined ? {} : { apartmentId: flat }) });
    for (const [step, value] of [
      ['applicantData', draft.coApplicantData],
      ['consent', consent],
    ] as const) expect((await co.step(draft.coApplicant.token, draft.id, step, value)).status).toBe(200);
    const last = await co.step(draft.coApplicant.token, draft.id, 'addresses', addresses);
    expect(last.body.coApplicantPart).toMatchObject({ currentStep: 'preview', owedSteps: coWithoutSpouse });
  });
});
