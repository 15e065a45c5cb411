import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import { createApiClient } from '../../api/client';
import { coApplication } from '../../machines/co-applicant/co-applicant-part.samples';
import { createCoApplicantActors, watchPollMs } from '../../src/actors/co-applicant.actors';

/** A client whose server answers from a script, one answer a call, and records what was asked. */
function scriptedServer(answers: { status: number; body?: unknown }[]) {
  const calls: { method: string; path: string; body: string }[] = [];
  const client = createApiClient({
    baseUrl: 'http://test',
    getToken: () => 'token-1',
    fetch: async (request) => {
      calls.push({ method: request.method, path: new URL(request.url).pathname, body: request.method === 'PUT' && request.url.includes('/pictures/') ? '' : await request.text() });
      const answer = answers.shift() ?? { status: 500 };
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
    },
  });
  return { actors: createCoApplicantActors(client), calls };
}

const run = <T,>(logic: AnyActorLogic, input: unknown) => toPromise(createActor(logic, { input }).start()) as Promise<T>;
const application = coApplication();
const id = application.id;

describe("the co-applicant's live actors", () => {
  afterEach(() => vi.useRealTimers());

  it('save: their own steps route; field issues at the step\'s fields, the age refusal as an outcome, a server failure throws', async () => {
    const save = { step: 'applicantData', data: application.coApplicantPart?.steps.applicantData };
    const { actors, calls } = scriptedServer([
      { status: 200, body: application },
      { status: 400, body: { type: 'COMMON', reason: 'INVALID_INPUT', issues: [{ path: 'data.firstName', message: 'validation:latinName' }] } },
      { status: 400, body: { type: 'LOAN_APPLICATION', reason: 'CO_APPLICANT_AGE_MISMATCH' } },
      { status: 500, body: { type: 'COMMON', reason: 'TECHNICAL_ISSUE' } },
    ]);
    expect(await run(actors.saveStep, { applicationId: id, save })).toEqual({ outcome: 'ok', application });
    expect(calls[0]).toEqual({ method: 'PUT', path: `/api/loan-applications/${id}/co-applicant/steps`, body: JSON.stringify(save) });
    expect(await run(actors.saveStep, { applicationId: id, save })).toEqual({ outcome: 'invalid', issues: [{ path: 'firstName', message: 'validation:latinName' }] });
    expect(await run(actors.saveStep, { applicationId: id, save })).toEqual({ outcome: 'refused', refusal: { code: 'LOAN_APPLICATION.CO_APPLICANT_AGE_MISMATCH' } });
    await expect(run(actors.saveStep, { applicationId: id, save })).rejects.toMatchObject({ kind: 'server' });
  });

  it('confirm, leave and answer the offer call their routes; the chart\'s 409 is a refusal', async () => {
    const { actors, calls } = scriptedServer([
      { status: 200, body: application },
      { status: 409, body: { type: 'LOAN_APPLICATION', reason: 'ACTION_NOT_ALLOWED', params: { rule: 'isCoApplicant' } } },
      { status: 200, body: application },
    ]);
    expect(await run(actors.completePart, { applicationId: id })).toEqual({ outcome: 'ok', application });
    expect(await run(actors.leaveApplication, { applicationId: id })).toEqual({ outcome: 'refused', refusal: { code: 'LOAN_APPLICATION.ACTION_NOT_ALLOWED', params: { rule: 'isCoApplicant' } } });
    expect(await run(actors.answerOffer, { applicationId: id, answer: 'reject' })).toEqual({ outcome: 'ok', application });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      `POST /api/loan-applications/${id}/co-applicant/complete`,
      `POST /api/loan-applications/${id}/co-applicant/cancel`,
      `POST /api/loan-applications/${id}/offer/reject`,
    ]);
  });

  it('upload: under the co-applicant\'s spouse; a file too large is a refusal at the picture', async () => {
    const picture = { owner: 'coApplicantSpouse', kind: 'front', contentType: 'image/png', bytes: 10, width: 1, height: 1, uploadedAt: '2026-01-15T09:30:00Z', url: '/x' };
    const { actors, calls } = scriptedServer([{ status: 200, body: picture }, { status: 413, body: { type: 'COMMON', reason: 'PAYLOAD_TOO_LARGE' } }]);
    expect(await run(actors.uploadPicture, { applicationId: id, kind: 'front', file: new Blob(['x']) })).toEqual({ outcome: 'uploaded', picture });
    expect(calls[0]?.path).toBe(`/api/loan-applications/${id}/pictures/coApplicantSpouse/front`);
    expect(await run(actors.uploadPicture, { applicationId: id, kind: 'front', file: new Blob(['x']) })).toEqual({ outcome: 'refused', refusal: { code: 'COMMON.PAYLOAD_TOO_LARGE' } });
  });

  it('watch: asks every few seconds until the status moves on; an application no longer theirs (404) is none', async () => {
    vi.useFakeTimers();
    const { actors, calls } = scriptedServer([
      { status: 200, body: application },
      { status: 200, body: { ...application, status: 'Sent' } },
      { status: 404, body: { type: 'COMMON', reason: 'NOT_FOUND' } },
    ]);
    const moved = run<{ status: string }>(actors.watchApplication, { applicationId: id, status: 'InvitationAccepted' });
    await vi.advanceTimersByTimeAsync(watchPollMs - 1);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1 + watchPollMs);
    expect((await moved).status).toBe('Sent');
    expect(calls).toHaveLength(2);
    const gone = run(actors.watchApplication, { applicationId: id, status: 'Sent' });
    await vi.advanceTimersByTimeAsync(watchPollMs);
    expect(await gone).toBeNull();
  });
});
