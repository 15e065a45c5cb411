import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loanApplicationCoApplicants } from '../../api/server/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';
import { createTestDatabase, expectedKind, type TestDatabase } from '../support/test-database';
import { coApplicantApi, jointDraft, type JointDraft } from '../drivers/co-applicant.api';
import { consent, loanApi, signedInPerson, type Person } from '../drivers/loan-applications.api';

/*
 * Who may do what (issue 16), as one table: every action on an application applying together, by
 * its main applicant, its accepted co-applicant, a stranger and a signed-out caller. The co-applicant
 * sees the application but is refused the applicant's actions (403), a stranger cannot tell it exists
 * (404), signed out is 401; the chart's refusals are 409. A refused call changes nothing.
 */

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

type Answer = { status: number; body?: unknown };
type Action = (draft: JointDraft, token: string | undefined) => Promise<Answer>;
/** An expected answer: a success status, or a refusal's status and reason. */
type Expected = 200 | 204 | [number, string];

const picture = (owner: string) => async (draft: JointDraft, token: string | undefined) => {
  const response = await co.picture(token, draft.id, owner, 'front');
  return { status: response.status, body: response.status === 200 ? undefined : ((await response.json()) as unknown) };
};

const actions: Record<string, Action> = {
  get: (draft, token) => api.get(token ?? '', draft.id),
  'list contains': async (draft, token) => {
    const answer = await t.json<{ id: string }[]>('/api/loan-applications', { headers: token ? { authorization: `Bearer ${token}` } : {} });
    // Read as the application itself is: 200 when the list has it, "not found" when it does not.
    if (answer.status !== 200) return answer;
    return answer.body.some((item) => item.id === draft.id) ? { status: 200 } : { status: 404, body: { reason: 'NOT_FOUND' } };
  },
  'save step': (draft, token) => api.step(token ?? '', draft.id, 'consent', consent),
  submit: (draft, token) => api.submit(token ?? '', draft.id),
  'price confirmation': (draft, token) => api.confirmPrice(token ?? '', draft.id, 40_000_000),
  delete: (draft, token) => api.remove(token ?? '', draft.id),
  cancel: (draft, token) => t.json(`/api/loan-applications/${draft.id}/cancel`, { method: 'POST', headers: token ? { authorization: `Bearer ${token}` } : {} }),
  invite: (draft, token) => co.invite(token, draft.id, { relationship: 'brother', email: 'someone.else@example.am', phoneNumber: '+37491000055' }),
  recall: (draft, token) => co.recall(token, draft.id),
  'co-applicant step': (draft, token) => co.step(token, draft.id, 'consent', consent),
  'co-applicant complete': (draft, token) => co.complete(token, draft.id),
  'co-applicant cancel': (draft, token) => co.cancel(token, draft.id),
  'offer accept': (draft, token) => api.offer(token ?? '', draft.id, 'accept'),
  'offer reject': (draft, token) => api.offer(token ?? '', draft.id, 'reject'),
  'upload spouse picture': (draft, token) => co.upload(token, draft.id, 'spouse', 'front'),
  'upload co-applicant spouse picture': (draft, token) => co.upload(token, draft.id, 'coApplicantSpouse', 'front'),
  'get spouse picture': picture('spouse'),
  'get co-applicant spouse picture': picture('coApplicantSpouse'),
  'invitation get': (draft, token) => co.invitation(token, draft.invitationToken),
  'invitation accept': (draft, token) => co.accept(token, draft.invitationToken),
  'invitation decline': (draft, token) => co.decline(token, draft.invitationToken),
};

const forbidden: Expected = [403, 'FORBIDDEN'];
const notFound: Expected = [404, 'NOT_FOUND'];
const anotherEmail: Expected = [403, 'INVITATION_FOR_ANOTHER_EMAIL'];
const notAllowed: Expected = [409, 'ACTION_NOT_ALLOWED'];

/**
 * The application is InvitationAccepted with the co-applicant's part confirmed, on a price the
 * applicant gave (nothing to wait for). Signed out, every action is 401.
 */
const matrix: [keyof typeof actions, Expected, Expected, Expected][] = [
  //  action                                  applicant                                     co-applicant                     stranger
  ['get', 200, 200, notFound],
  ['list contains', 200, 200, notFound],
  ['save step', 200, forbidden, notFound],
  ['submit', 200, forbidden, notFound],
  ['price confirmation', 200, forbidden, notFound],
  ['delete', 204, forbidden, notFound],
  ['cancel', notAllowed, forbidden, notFound],
  ['invite', [409, 'CO_APPLICANT_INVITATION_EXISTS'], forbidden, notFound],
  ['recall', 200, forbidden, notFound],
  ['co-applicant step', forbidden, 200, notFound],
  ['co-applicant complete', forbidden, 200, notFound],
  ['co-applicant cancel', forbidden, 200, notFound],
  ['offer accept', notAllowed, notAllowed, notFound],
  ['offer reject', notAllowed, notAllowed, notFound],
  ['upload spouse picture', 200, forbidden, notFound],
  ['upload co-applicant spouse picture', forbidden, 200, notFound],
  ['get spouse picture', 200, forbidden, notFound],
  ['get co-applicant spouse picture', forbidden, 200, notFound],
  ['invitation get', anotherEmail, 200, anotherEmail],
  ['invitation accept', anotherEmail, [409, 'INVITATION_NOT_ACTIVE'], anotherEmail],
  ['invitation decline', anotherEmail, [409, 'INVITATION_NOT_ACTIVE'], anotherEmail],
];

const people = ['applicant', 'coApplicant', 'stranger', 'signedOut'] as const;
type Who = (typeof people)[number];

async function togetherDraft(): Promise<JointDraft> {
  const draft = await jointDraft(t, { applicant: 'eligibleLower', coApplicant: 'coApplicantFamily', relationship: 'sister' });
  // One picture of each owner, so that reading them is a matter of who asks.
  expect((await co.upload(draft.applicant.token, draft.id, 'spouse', 'front')).status).toBe(200);
  expect((await co.upload(draft.coApplicant.token, draft.id, 'coApplicantSpouse', 'front')).status).toBe(200);
  return draft;
}

/** Everything a refused call could have changed: both people's views, the invitation row, both lists. */
async function everything(draft: JointDraft) {
  const [mine, theirs, invitation, myList, theirList] = await Promise.all([
    api.get(draft.applicant.token, draft.id),
    api.get(draft.coApplicant.token, draft.id),
    database.db.select().from(loanApplicationCoApplicants).where(eq(loanApplicationCoApplicants.applicationId, draft.id)),
    api.list(draft.applicant.token),
    api.list(draft.coApplicant.token),
  ]);
  return { mine: mine.body, theirs: theirs.body, invitation, myList: myList.body, theirList: theirList.body };
}

const expectAnswer = (label: string, answer: Answer, expected: Expected) => {
  const [status, reason] = typeof expected === 'number' ? [expected, undefined] : expected;
  expect([label, answer.status], JSON.stringify(answer.body)).toEqual([label, status]);
  if (reason) expect((answer.body as { reason?: string }).reason, label).toBe(reason);
};

describe(`who may do what on an application applying together (${expectedKind})`, () => {
  let shared: JointDraft;
  let stranger: Person;
  const tokenOf = (draft: JointDraft, who: Who) => (who === 'applicant' ? draft.applicant.token : who === 'coApplicant' ? draft.coApplicant.token : who === 'stranger' ? stranger.token : undefined);

  beforeAll(async () => {
    shared = await togetherDraft();
    stranger = await signedInPerson(t);
  });

  it('every refusal (403, 404, 409, 401) answers its reason and changes nothing', async () => {
    const before = await everything(shared);
    for (const [name, ...expected] of matrix) {
      for (const [index, who] of people.entries()) {
        const wanted: Expected = who === 'signedOut' ? [401, 'UNAUTHORIZED'] : (expected[index] as Expected);
        if (typeof wanted === 'number' && !(name === 'get' || name === 'list contains' || name.startsWith('get ') || name === 'invitation get')) continue;
        expectAnswer(`${name} by ${who}`, await actions[name]!(shared, tokenOf(shared, who)), wanted);
      }
    }
    expect(await everything(shared)).toEqual(before);
  });

  it.each(matrix.flatMap(([name, ...expected]) => (['applicant', 'coApplicant'] as const).map((who, index) => [name, who, expected[index] as Expected] as const)).filter(([name, , wanted]) => typeof wanted === 'number' && !(name === 'get' || name === 'list contains' || name.startsWith('get ') || name === 'invitation get')))(
    '%s by the %s is allowed (%s)',
    async (name, who, wanted) => {
      const draft = await togetherDraft();
      expectAnswer(`${name} by ${who}`, await actions[name]!(draft, tokenOf(draft, who)), wanted);
    },
  );
});
