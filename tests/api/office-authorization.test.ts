import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import openApi from '../../api/openapi.json';
import type { StaffRole } from '../../api/contract/office';
import { sandboxNotaryOffices } from '../../api/server/adapters/notary.sandbox';
import { apartments, branches, buildings, staffAuditLog } from '../../api/server/db/schema';
import { branchSeed } from '../../api/server/db/seed/branches.seed';
import { loanApi, seedLoanCatalogue, signedInPerson, type LoanCatalogue, type Person } from '../drivers/loan-applications.api';
import { staffPerson, type StaffPerson } from '../drivers/office.api';
import { get, post } from '../support/account-helpers';
import { createTestApp, type TestApp } from '../support/test-app';
import { createTestDatabase, expectedKind, type TestDatabase } from '../support/test-database';

/*
 * Who may do what (issue 18): every operation of the office, and the customer's operations on an
 * application, by a signed-out caller, a customer, and a member of each role. The office answers 401
 * without a session, 403 to a customer (OFFICE.STAFF_ONLY) and to a member without the role
 * (OFFICE.ROLE_REQUIRED); a customer's application is another person's to every member (404). No
 * refused call writes to the audit log. The list of office operations is the OpenAPI document's, so a
 * new operation without a row here fails the test.
 */

let database: TestDatabase;
let t: TestApp;
let catalogue: LoanCatalogue;
let customer: Person;
let applicationId = '';
const members = {} as Record<StaffRole, StaffPerson>;

beforeAll(async () => {
  database = await createTestDatabase();
  t = createTestApp(database);
  t.clock.set('2026-03-02T08:00:00Z');
  await database.db.insert(branches).values(branchSeed);
  catalogue = await seedLoanCatalogue(database.db, t.clock.now());
  const [building] = await database.db.select({ developerId: buildings.developerId }).from(apartments).innerJoin(buildings, eq(buildings.id, apartments.buildingId)).where(eq(apartments.id, catalogue.apartments[0] ?? 0));
  members.creditOfficer = await staffPerson(t, database.db, ['creditOfficer'], { branchCode: 'HQ' });
  members.partner = await staffPerson(t, database.db, ['partner'], { developerId: building?.developerId ?? 0 });
  members.notary = await staffPerson(t, database.db, ['notary'], { notaryId: sandboxNotaryOffices[0]?.id ?? '' });
  members.moderator = await staffPerson(t, database.db, ['moderator']);
  members.contentEditor = await staffPerson(t, database.db, ['contentEditor']);
  members.administrator = await staffPerson(t, database.db, ['administrator']);
  customer = await signedInPerson(t);
  const started = await loanApi(t).start(customer.token, { property: { marketType: '0', apartmentId: catalogue.apartments[0] ?? 0 } });
  applicationId = started.body.id;
});
afterAll(() => database.close());

type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string; body?: unknown };
/** An office operation, the call that tries it, and the roles that hold it (the others: 403). */
type OfficeOperation = { operation: string; call: () => Call; roles: StaffRole[] };

const uuid = '00000000-0000-4000-8000-000000000000';
/** A text in the three languages, for the content editor's bodies. */
const words = (text: string) => ({ hy: `${text} hy`, ru: `${text} ru`, en: `${text} en` });
const article = (slug: string) => ({ slug, tagIds: [], main: false, sponsor: null, publishedAt: '2026-03-01T08:00:00Z', readingMinutes: 3, coverMotif: 'house', coverSeed: 1, title: words('Title'), description: words('About'), body: words('Body') });
const officeOperations: OfficeOperation[] = [
  { operation: 'GET /api/office/me', call: () => ({ method: 'GET', path: '/api/office/me' }), roles: ['creditOfficer', 'partner', 'notary', 'moderator', 'contentEditor', 'administrator'] },
  { operation: 'GET /api/office/staff', call: () => ({ method: 'GET', path: '/api/office/staff' }), roles: ['administrator'] },
  { operation: 'GET /api/office/staff/choices', call: () => ({ method: 'GET', path: '/api/office/staff/choices' }), roles: ['administrator'] },
  { operation: 'POST /api/office/staff', call: () => ({ method: 'POST', path: '/api/office/staff', body: { email: 'new.member@example.am', firstName: 'Nare', lastName: 'Sargsyan', roles: ['moderator'] } }), roles: ['administrator'] },
  { operation: 'PUT /api/office/staff/{userId}', call: () => ({ method: 'PUT', path: `/api/office/staff/${members.moderator.userId}`, body: { roles: ['moderator'] } }), roles: ['administrator'] },
  { operation: 'GET /api/office/audit-log', call: () => ({ method: 'GET', path: '/api/office/audit-log' }), roles: ['administrator'] },
  { operation: 'GET /api/office/cases', call: () => ({ method: 'GET', path: '/api/office/cases' }), roles: ['creditOfficer', 'administrator'] },
  { operation: 'GET /api/office/cases/{applicationId}', call: () => ({ method: 'GET', path: `/api/office/cases/${applicationId}` }), roles: ['creditOfficer', 'administrator'] },
  { operation: 'GET /api/office/cases/{applicationId}/pictures/{owner}/{kind}', call: () => ({ method: 'GET', path: `/api/office/cases/${applicationId}/pictures/spouse/front` }), roles: ['creditOfficer', 'administrator'] },
  { operation: 'POST /api/office/cases/{applicationId}/claim', call: () => ({ method: 'POST', path: `/api/office/cases/${applicationId}/claim` }), roles: ['creditOfficer', 'administrator'] },
  { operation: 'DELETE /api/office/cases/{applicationId}/claim', call: () => ({ method: 'DELETE', path: `/api/office/cases/${applicationId}/claim` }), roles: ['creditOfficer', 'administrator'] },
  { operation: 'POST /api/office/cases/{applicationId}/decisions', call: () => ({ method: 'POST', path: `/api/office/cases/${applicationId}/decisions`, body: { decision: 'reject', reason: 'lowIncome' } }), roles: ['creditOfficer', 'administrator'] },
  { operation: 'GET /api/office/partner', call: () => ({ method: 'GET', path: '/api/office/partner' }), roles: ['partner'] },
  { operation: 'POST /api/office/partner/availability/{applicationId}', call: () => ({ method: 'POST', path: `/api/office/partner/availability/${uuid}`, body: { answer: 'confirmed' } }), roles: ['partner'] },
  // A developer's partner has no store's till: 404, past the role check.
  { operation: 'POST /api/office/store/promo-codes/check', call: () => ({ method: 'POST', path: '/api/office/store/promo-codes/check', body: { code: 'TUN-0000-0000-0000' } }), roles: ['partner'] },
  { operation: 'POST /api/office/store/promo-codes/use', call: () => ({ method: 'POST', path: '/api/office/store/promo-codes/use', body: { code: 'TUN-0000-0000-0000' } }), roles: ['partner'] },
  { operation: 'PUT /api/office/partner/prices', call: () => ({ method: 'PUT', path: '/api/office/partner/prices', body: { marketType: '1', propertyId: 1, price: 1_000_000 } }), roles: ['partner'] },
  { operation: 'GET /api/office/notary', call: () => ({ method: 'GET', path: '/api/office/notary' }), roles: ['notary'] },
  // Another office's (or no) package: the notary's own rule answers 404, past the role check.
  { operation: 'GET /api/office/notary/packages/{applicationId}/documents/{documentId}', call: () => ({ method: 'GET', path: `/api/office/notary/packages/${applicationId}/documents/${applicationId}` }), roles: ['notary'] },
  { operation: 'POST /api/office/notary/packages/{applicationId}', call: () => ({ method: 'POST', path: `/api/office/notary/packages/${applicationId}`, body: { step: 'checked' } }), roles: ['notary'] },
  { operation: 'GET /api/office/reviews', call: () => ({ method: 'GET', path: '/api/office/reviews' }), roles: ['moderator'] },
  { operation: 'PUT /api/office/reviews/{reviewId}', call: () => ({ method: 'PUT', path: '/api/office/reviews/999999', body: { hidden: true, reason: 'Spam' } }), roles: ['moderator'] },
  { operation: 'GET /api/office/seller-listings', call: () => ({ method: 'GET', path: '/api/office/seller-listings' }), roles: ['moderator'] },
  { operation: 'PUT /api/office/seller-listings/{listingId}', call: () => ({ method: 'PUT', path: `/api/office/seller-listings/${uuid}`, body: { decision: 'approve' } }), roles: ['moderator'] },
  { operation: 'GET /api/office/seller-listings/{listingId}/photos/{photoId}', call: () => ({ method: 'GET', path: `/api/office/seller-listings/${uuid}/photos/${uuid}` }), roles: ['moderator'] },
  { operation: 'GET /api/office/content/faq', call: () => ({ method: 'GET', path: '/api/office/content/faq' }), roles: ['contentEditor'] },
  { operation: 'POST /api/office/content/faq', call: () => ({ method: 'POST', path: '/api/office/content/faq', body: { slug: `q-${Date.now()}`, category: 'mortgage', question: words('Question'), answer: words('Answer') } }), roles: ['contentEditor'] },
  { operation: 'PUT /api/office/content/faq/{id}', call: () => ({ method: 'PUT', path: '/api/office/content/faq/999999', body: { slug: 'missing', category: 'mortgage', question: words('Question'), answer: words('Answer') } }), roles: ['contentEditor'] },
  { operation: 'DELETE /api/office/content/faq/{id}', call: () => ({ method: 'DELETE', path: '/api/office/content/faq/999999' }), roles: ['contentEditor'] },
  { operation: 'GET /api/office/content/useful-links', call: () => ({ method: 'GET', path: '/api/office/content/useful-links' }), roles: ['contentEditor'] },
  { operation: 'POST /api/office/content/useful-links', call: () => ({ method: 'POST', path: '/api/office/content/useful-links', body: { group: 'bankAndFinance', url: 'https://www.cba.am', title: words('Bank'), description: words('About') } }), roles: ['contentEditor'] },
  { operation: 'PUT /api/office/content/useful-links/{id}', call: () => ({ method: 'PUT', path: '/api/office/content/useful-links/999999', body: { group: 'bankAndFinance', url: 'https://www.cba.am', title: words('Bank'), description: words('About') } }), roles: ['contentEditor'] },
  { operation: 'DELETE /api/office/content/useful-links/{id}', call: () => ({ method: 'DELETE', path: '/api/office/content/useful-links/999999' }), roles: ['contentEditor'] },
  { operation: 'GET /api/office/content/documents/{kind}', call: () => ({ method: 'GET', path: '/api/office/content/documents/termsAndRules' }), roles: ['contentEditor'] },
  { operation: 'POST /api/office/content/documents/{kind}/versions', call: () => ({ method: 'POST', path: '/api/office/content/documents/termsAndRules/versions', body: { title: words('Terms'), summary: words('Summary'), sections: [{ number: '1', heading: words('Part'), body: words('Text'), required: false }] } }), roles: ['contentEditor'] },
  { operation: 'GET /api/office/content/blog-tags', call: () => ({ method: 'GET', path: '/api/office/content/blog-tags' }), roles: ['contentEditor'] },
  { operation: 'GET /api/office/content/articles', call: () => ({ method: 'GET', path: '/api/office/content/articles' }), roles: ['contentEditor'] },
  { operation: 'GET /api/office/content/articles/{id}', call: () => ({ method: 'GET', path: '/api/office/content/articles/999999' }), roles: ['contentEditor'] },
  { operation: 'POST /api/office/content/articles', call: () => ({ method: 'POST', path: '/api/office/content/articles', body: article(`a-${Date.now()}`) }), roles: ['contentEditor'] },
  { operation: 'PUT /api/office/content/articles/{id}', call: () => ({ method: 'PUT', path: '/api/office/content/articles/999999', body: article('missing') }), roles: ['contentEditor'] },
  { operation: 'DELETE /api/office/content/articles/{id}', call: () => ({ method: 'DELETE', path: '/api/office/content/articles/999999' }), roles: ['contentEditor'] },
  { operation: 'GET /api/office/partnership-applications', call: () => ({ method: 'GET', path: '/api/office/partnership-applications' }), roles: ['administrator'] },
  { operation: 'GET /api/office/sandbox-modes', call: () => ({ method: 'GET', path: '/api/office/sandbox-modes' }), roles: ['administrator'] },
  { operation: 'PUT /api/office/sandbox-modes', call: () => ({ method: 'PUT', path: '/api/office/sandbox-modes', body: { partner: 'automatic', identificationManualCheck: 'automatic', notary: 'automatic' } }), roles: ['administrator'] },
];

/** A documented path with its parameters filled: the customer's draft, and plausible values for the rest. */
const filled = (path: string) =>
  path
    .replace('{applicationId}', applicationId)
    .replace('{owner}', 'spouse')
    .replace('{kind}', 'front')
    .replace('{documentId}', 'contract')
    .replace(/\{[^}]+\}/g, 'x');

/** Every customer operation on one application (the API's description has them all), which no staff member is on. */
const customerOperations = () =>
  Object.entries(openApi.paths as Record<string, Record<string, unknown>>)
    .filter(([path]) => path.includes('{applicationId}') && !path.startsWith('/api/office/'))
    .flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({ operation: `${method.toUpperCase()} ${path}`, call: (): Call => ({ method: method.toUpperCase() as Call['method'], path: filled(path), body: {} }) })),
    );

const callAs = async (call: Call, token: string | null) => {
  const init = call.method === 'GET' ? get(token ? { token } : {}) : { ...post(call.body, token ? { token } : {}), method: call.method };
  return t.json<{ type?: string; reason?: string }>(call.path, init);
};
const auditCount = async () => (await database.db.select({ value: count() }).from(staffAuditLog))[0]?.value ?? 0;
const roles = ['creditOfficer', 'partner', 'notary', 'moderator', 'contentEditor', 'administrator'] as const;

describe(`the office's authorization matrix (${expectedKind})`, () => {
  it("covers every office operation of the API's description", () => {
    const documented = Object.entries(openApi.paths as Record<string, Record<string, unknown>>)
      .filter(([path]) => path.startsWith('/api/office/') && !path.startsWith('/api/office/sign-in'))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    expect(officeOperations.map((entry) => entry.operation).sort()).toEqual(documented.sort());
  });

  it('answers each office operation 401 signed out, 403 to a customer and to a member without the role; a member with it passes; refusals write no audit entry', async () => {
    const seen: string[] = [];
    for (const { operation, call, roles: allowed } of officeOperations) {
      const before = await auditCount();
      expect((await callAs(call(), null)).status, `${operation} signed out`).toBe(401);
      expect(await callAs(call(), customer.token), `${operation} as a customer`).toMatchObject({ status: 403, body: { type: 'OFFICE', reason: 'STAFF_ONLY' } });
      for (const role of roles.filter((candidate) => !allowed.includes(candidate))) {
        expect(await callAs(call(), members[role].token), `${operation} as ${role}`).toMatchObject({ status: 403, body: { type: 'OFFICE', reason: 'ROLE_REQUIRED' } });
      }
      expect(await auditCount(), `${operation}: refusals wrote to the audit log`).toBe(before);
      for (const role of allowed) {
        const answer = await callAs(call(), members[role].token);
        expect([401, 403], `${operation} as ${role}: ${JSON.stringify(answer.body)}`).not.toContain(answer.status);
        expect(answer.status, `${operation} as ${role}`).toBeLessThan(500);
        seen.push(`${operation} ${role} ${answer.status}`);
      }
    }
    expect(seen.length).toBeGreaterThan(officeOperations.length);
  });

  it("a customer's application is another person's to every staff member: each customer operation on it answers a staff session as a stranger's (404, or 400 and 415 for a body it cannot take), never 2xx", async () => {
    const operations = customerOperations();
    expect(operations.length).toBeGreaterThan(20);
    for (const { operation, call } of operations) {
      expect((await callAs(call(), null)).status, `${operation} signed out`).toBe(401);
      for (const role of roles) {
        const answer = await callAs(call(), members[role].token);
        expect([400, 404, 415], `${operation} as ${role}: ${answer.status} ${JSON.stringify(answer.body)}`).toContain(answer.status);
      }
    }
    // The customer still has it, untouched.
    expect((await callAs({ method: 'GET', path: `/api/loan-applications/${applicationId}` }, customer.token)).body).toMatchObject({ status: 'Draft' });
  });
});
