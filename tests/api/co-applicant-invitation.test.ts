import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxTransport } from '../../api/server/adapters/mail-transport';
import { createDeadlineHandlers } from '../../api/server/jobs/deadline-handlers';
import { Scheduler } from '../../api/server/jobs/scheduler';
import { silentLogger } from '../../api/server/logger';
import { coApplicantApi, jointDraft } from '../drivers/co-applicant.api';
import { loanApi, seedLoanCatalogue, type LoanCatalogue } from '../drivers/loan-applications.api';
import { createTestApp, testSecret, type TestApp } from '../support/test-app';
import { createTestDatabase, expectedKind, type TestDatabase } from '../support/test-database';

let database: TestDatabase;
let t: TestApp;
let api: ReturnType<typeof loanApi>;
let co: ReturnType<typeof coApplicantApi>;
let scheduler: Scheduler;
let catalogue: LoanCatalogue;
let flats = 0;
const nextFlat = () => catalogue.apartments[flats++] ?? 0;

beforeAll(async () => {
  database = await createTestDatabase();
  t = createTestApp(database);
  api = loanApi(t);
  co = coApplicantApi(t);
  catalogue = await seedLoanCatalogue(database.db, t.clock.now());
  scheduler = new Scheduler({ db: database.db, clock: t.clock, logger: silentLogger, handlers: createDeadlineHandlers({ mail: sandboxTransport, publicUrl: 'http://localhost', secret: testSecret }) });
});
afterAll(() => database.close());

describe(`co-applicant invitation (${expectedKind})`, () => {
  it('a joint draft: invited, accepted, part confirmed; both see it by role', async () => {
    const draft = await jointDraft(t, { applicant: 'eligible', coApplicant: 'coApplicantFamily', relationship: 'brother', apartmentId: nextFlat() });
    const mine = await api.get(draft.applicant.token, draft.id);
    expect(mine.body).toMatchObject({ status: 'InvitationAccepted', role: 'applicant', coApplicant: { status: 'accepted', partComplete: true, relationship: 'brother' }, coApplicantPart: null });
    const theirs = await api.get(draft.coApplicant.token, draft.id);
    expect(theirs.body).toMatchObject({ status: 'InvitationAccepted', role: 'coApplicant', coApplicant: null, steps: { applicantData: null }, coApplicantPart: { currentStep: 'preview', socialCardLocked: true } });
    expect(co).toBeDefined();
    expect(scheduler).toBeDefined();
  });
});
