import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import { createApiClient } from '../../api/client';
import { coApplicantPollMs, createLoanWizardActors, decisionPollMs } from '../../src/actors/loan-wizard.actors';
import { freshApplication, jointSamples, sampleApplication } from '../../machines/loan-wizard/loan-wizard.samples';

/** A client whose server answers from a script, one answer a call, and records what was asked. */
function scriptedServer(answers: { status: number; body?: unknown }[]) {
  const calls: { method: string; path: string; body: string }[] = [];
  const client = createApiClient({
    baseUrl: 'http://test',
    getToken: () => 'token-1',
    fetch: async (request) => {
      calls.push({ method: request.method, path: new URL(request.url).pathname, body: await request.text() });
      const answer = answers.shift() ?? { status: 500 };
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
    },
  });
  return { actors: createLoanWizardActors(client), calls };
}

const run = <T,>(logic: AnyActorLogic, input: unknown) => toPromise(createActor(logic, { input }).start()) as Promise<T>;
const id = freshApplication.id;

describe('loan wizard actors', () => {
  it('start: a catalogued refusal is an outcome; two screens starting at once ask the server once; the started application opens without a second read', async () => {
    const property = { marketType: '0' as const, apartmentId: 101 };
    const { actors, calls } = scriptedServer([{ status: 201, body: freshApplication }, { status: 400, body: { type: 'LOAN_APPLICATION', reason: 'COMPLETED_APPLICATION_EXISTS', params: { days: 3, from: '2026-01-22T10:00:00Z' } } }]);
    const [first, second] = await Promise.all([run(actors.startApplication, { property }), run(actors.startApplication, { property })]);
    expect(first).toEqual({ outcome: 'ok', application: freshApplication });
    expect(second).toBe(first);
    expect(calls).toEqual([{ method: 'POST', path: '/api/loan-applications', body: JSON.stringify({ property }) }]);
    expect(await run(actors.loadApplication, { applicationId: id })).toEqual(freshApplication);
    expect(calls).toHaveLength(1);
    expect(await run(actors.startApplication, { property: null })).toEqual({
      outcome: 'refused',
      refusal: { code: 'LOAN_APPLICATION.COMPLETED_APPLICATION_EXISTS', params: { days: 3, from: '2026-01-22T10:00:00Z' } },
    });
  });

  it('load: another person’s application (404) is none', async () => {
    const { actors } = scriptedServer([{ status: 404, body: { type: 'COMMON', reason: 'NOT_FOUND' } }, { status: 500, body: { type: 'COMMON', reason: 'TECHNICAL_ISSUE' } }]);
    expect(await run(actors.loadApplication, { applicationId: id })).toBeNull();
    await expect(run(actors.loadApplication, { applicationId: id })).rejects.toMatchObject({ kind: 'server' });
  });

  it('save: field issues come back at the step’s own fields, refusals as outcomes, a server failure throws', async () => {
    const { actors, calls } = scriptedServer([
      { status: 400, body: { type: 'COMMON', reason: 'INVALID_INPUT', issues: [{ path: 'data.amount', message: 'validation:tooLarge' }] } },
      { status: 400, body: { type: 'LOAN_APPLICATION', reason: 'INSUFFICIENT_PREPAYMENT', params: { minimum: 4_000_000 } } },
      { status: 500, body: { type: 'COMMON', reason: 'TECHNICAL_ISSUE' } },
    ]);
    const save = { step: 'coBorrower' as const, data: { mode: 'alone' as const } };
    expect(await run(actors.saveStep, { applicationId: id, save })).toEqual({ outcome: 'invalid', issues: [{ path: 'amount', message: 'validation:tooLarge' }] });
    expect(await run(actors.saveStep, { applicationId: id, save })).toEqual({ outcome: 'refused', refusal: { code: 'LOAN_APPLICATION.INSUFFICIENT_PREPAYMENT', params: { minimum: 4_000_000 } } });
    await expect(run(actors.saveStep, { applicationId: id, save })).rejects.toMatchObject({ kind: 'server' });
    expect(calls[0]).toEqual({ method: 'PUT', path: `/api/loan-applications/${id}/steps`, body: JSON.stringify(save) });
  });

  it('a chart refusal (409) of the submit is an outcome; the answer to the offer goes to its own route', async () => {
    const { actors, calls } = scriptedServer([
      { status: 409, body: { type: 'LOAN_APPLICATION', reason: 'PRICE_CHANGED' } },
      { status: 200, body: sampleApplication({ status: 'RejectedByClient' }) },
    ]);
    expect(await run(actors.submitApplication, { applicationId: id })).toEqual({ outcome: 'refused', refusal: { code: 'LOAN_APPLICATION.PRICE_CHANGED' } });
    expect(await run(actors.answerOffer, { applicationId: id, answer: 'reject' })).toMatchObject({ outcome: 'ok', application: { status: 'RejectedByClient' } });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([`POST /api/loan-applications/${id}/submit`, `POST /api/loan-applications/${id}/offer/reject`]);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('waiting for the decision reads the application every few seconds until the bank has decided', async () => {
    vi.useFakeTimers();
    const { actors, calls } = scriptedServer([
      { status: 200, body: sampleApplication({ status: 'Sent' }) },
      { status: 200, body: sampleApplication({ status: 'SentToBank' }) },
      { status: 200, body: sampleApplication({ status: 'ManualReview' }) },
    ]);
    const decided = run<{ status: string }>(actors.waitForDecision, { applicationId: id });
    await vi.advanceTimersByTimeAsync(decisionPollMs - 1);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1 + 2 * decisionPollMs);
    expect(await decided).toMatchObject({ status: 'ManualReview' });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(Array(3).fill(`GET /api/loan-applications/${id}`));
  });

  it('invite and recall: their own routes; field issues at the invitation’s fields, refusals as outcomes', async () => {
    const { actors, calls } = scriptedServer([
      { status: 400, body: { type: 'COMMON', reason: 'INVALID_INPUT', issues: [{ path: 'email', message: 'validation:email' }] } },
      { status: 400, body: { type: 'LOAN_APPLICATION', reason: 'CO_APPLICANT_EMAIL_SAME_AS_APPLICANT' } },
      { status: 200, body: jointSamples.invited },
      { status: 200, body: jointSamples.recalled },
    ]);
    const invite = { relationship: 'sister' as const, email: 'arman@example.am', phoneNumber: '+37477111222' };
    expect(await run(actors.inviteCoApplicant, { applicationId: id, invite })).toEqual({ outcome: 'invalid', issues: [{ path: 'email', message: 'validation:email' }] });
    expect(await run(actors.inviteCoApplicant, { applicationId: id, invite })).toEqual({ outcome: 'refused', refusal: { code: 'LOAN_APPLICATION.CO_APPLICANT_EMAIL_SAME_AS_APPLICANT' } });
    expect(await run(actors.inviteCoApplicant, { applicationId: id, invite })).toEqual({ outcome: 'ok', application: jointSamples.invited });
    expect(await run(actors.recallCoApplicant, { applicationId: id })).toEqual({ outcome: 'ok', application: jointSamples.recalled });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([...Array(3).fill(`POST /api/loan-applications/${id}/co-applicant`), `DELETE /api/loan-applications/${id}/co-applicant`]);
    expect(calls[0]?.body).toBe(JSON.stringify(invite));
  });

  it('following the server while the co-applicant is awaited: reads every 15 s, goes past a failed read and an unchanged answer, answers the change', async () => {
    vi.useFakeTimers();
    const { actors, calls } = scriptedServer([
      { status: 200, body: jointSamples.invited },
      { status: 500, body: { type: 'COMMON', reason: 'TECHNICAL_ISSUE' } },
      { status: 200, body: jointSamples.partComplete },
    ]);
    const changed = run<{ status: string }>(actors.followApplication, { applicationId: id, application: jointSamples.invited });
    await vi.advanceTimersByTimeAsync(coApplicantPollMs - 1);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1 + 2 * coApplicantPollMs);
    expect(await changed).toMatchObject({ status: 'InvitationAccepted', coApplicant: { partComplete: true } });
    expect(calls).toHaveLength(3);
  });

  it('upload: sends the picture as multipart field `file`; a file too large is a refusal said at the picture', async () => {
    const picture = sampleApplication().pictures[0];
    const { actors, calls } = scriptedServer([{ status: 200, body: picture }, { status: 413, body: { type: 'COMMON', reason: 'PAYLOAD_TOO_LARGE' } }]);
    const file = new Blob(['png bytes'], { type: 'image/png' });
    expect(await run(actors.uploadPicture, { applicationId: id, kind: 'photoPage', file })).toEqual({ outcome: 'uploaded', picture });
    expect(calls[0]).toMatchObject({ method: 'PUT', path: `/api/loan-applications/${id}/pictures/spouse/photoPage` });
    expect(calls[0]?.body).toContain('name="file"');
    expect(await run(actors.uploadPicture, { applicationId: id, kind: 'photoPage', file })).toEqual({ outcome: 'refused', refusal: { code: 'COMMON.PAYLOAD_TOO_LARGE' } });
  });
});
