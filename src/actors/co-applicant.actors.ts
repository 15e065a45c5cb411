import { fromPromise } from 'xstate';
import { ApiError, api, unwrap, type ApiClient } from '../../api/client';
import type { CoApplicantStepSave } from '../../api/contract/co-applicant';
import type { DocumentPictureKind, LoanApplication, UploadedPicture } from '../../api/contract/loan-application';
import { pictureOwner } from '../../machines/co-applicant/co-applicant-part.machine';
import type { ApplicationOutcome, Refusal, SaveOutcome, UploadOutcome } from '../../machines/loan-wizard/loan-wizard.machine';

/** How often a waiting page asks whether the application moved on (the applicant's answer, the bank's decision). */
export const watchPollMs = 3_000;

/** A catalogued refusal (400, 403 or 409 with `{type, reason}`) as the machine's outcome; anything else is a failure. */
export function refusalOf(error: unknown): Refusal | null {
  if (!(error instanceof ApiError) || !error.code || (error.kind !== 'rejected' && error.kind !== 'invalid')) return null;
  const params = error.params ? Object.fromEntries(Object.entries(error.params).filter((entry): entry is [string, string | number] => typeof entry[1] !== 'boolean')) : undefined;
  return { code: error.code, ...(params ? { params } : {}) };
}

async function outcome(call: () => Promise<LoanApplication>): Promise<ApplicationOutcome> {
  try {
    return { outcome: 'ok', application: await call() };
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal) return { outcome: 'refused', refusal };
    throw error;
  }
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

const picturePath = '/api/loan-applications/{applicationId}/pictures/{owner}/{kind}';

/** The application, or null when it is not (or no longer) this person's: a 404, or a malformed id. */
async function readApplication(client: ApiClient, applicationId: string): Promise<LoanApplication | null> {
  try {
    return await unwrap(client.GET('/api/loan-applications/{applicationId}', { params: { path: { applicationId } } }));
  } catch (error) {
    if (error instanceof ApiError && (error.kind === 'notFound' || error.kind === 'invalid' || error.kind === 'rejected')) return null;
    throw error;
  }
}

/** The co-applicant's pages' live actors over the typed API client: catalogued refusals become outcomes. */
export function createCoApplicantActors(client: ApiClient) {
  const path = (applicationId: string) => ({ params: { path: { applicationId } } });
  return {
    loadApplication: fromPromise<LoanApplication | null, { applicationId: string }>(({ input }) => readApplication(client, input.applicationId)),
    saveStep: fromPromise<SaveOutcome, { applicationId: string; save: CoApplicantStepSave }>(async ({ input }) => {
      try {
        return { outcome: 'ok', application: await unwrap(client.PUT('/api/loan-applications/{applicationId}/co-applicant/steps', { ...path(input.applicationId), body: input.save })) };
      } catch (error) {
        // The server checks with the same step schemas; a field it names is shown at that field.
        if (error instanceof ApiError && error.issues.length) return { outcome: 'invalid', issues: error.issues.map((issue) => ({ path: issue.path.replace(/^data\./, ''), message: issue.message })) };
        const refusal = refusalOf(error);
        if (refusal) return { outcome: 'refused', refusal };
        throw error;
      }
    }),
    uploadPicture: fromPromise<UploadOutcome, { applicationId: string; kind: DocumentPictureKind; file: Blob }>(async ({ input }) => {
      const body = new FormData();
      body.set('file', input.file);
      try {
        const picture: UploadedPicture = await unwrap(
          client.PUT(picturePath, { params: { path: { applicationId: input.applicationId, owner: pictureOwner, kind: input.kind } }, body: body as unknown as { file: string } }),
        );
        return { outcome: 'uploaded', picture };
      } catch (error) {
        if (error instanceof ApiError && error.kind === 'tooLarge') return { outcome: 'refused', refusal: { code: 'COMMON.PAYLOAD_TOO_LARGE' } };
        const refusal = refusalOf(error);
        if (refusal) return { outcome: 'refused', refusal };
        throw error;
      }
    }),
    completePart: fromPromise<ApplicationOutcome, { applicationId: string }>(({ input }) => outcome(() => unwrap(client.POST('/api/loan-applications/{applicationId}/co-applicant/complete', path(input.applicationId))))),
    leaveApplication: fromPromise<ApplicationOutcome, { applicationId: string }>(({ input }) => outcome(() => unwrap(client.POST('/api/loan-applications/{applicationId}/co-applicant/cancel', path(input.applicationId))))),
    watchApplication: fromPromise<LoanApplication | null, { applicationId: string; status: LoanApplication['status'] }>(async ({ input, signal }) => {
      for (;;) {
        await sleep(watchPollMs, signal);
        if (signal.aborted) throw new Error('stopped following the application');
        const application = await readApplication(client, input.applicationId);
        if (application === null || application.status !== input.status) return application;
      }
    }),
    answerOffer: fromPromise<ApplicationOutcome, { applicationId: string; answer: 'accept' | 'reject' }>(({ input }) =>
      outcome(() =>
        unwrap(
          input.answer === 'accept'
            ? client.POST('/api/loan-applications/{applicationId}/offer/accept', path(input.applicationId))
            : client.POST('/api/loan-applications/{applicationId}/offer/reject', path(input.applicationId)),
        ),
      ),
    ),
  };
}

export const coApplicantActors = createCoApplicantActors(api);

/** The invitation page's calls: the invitation of a mailed link, and the person's answer. */
export const invitationApi = {
  read: (token: string, client: ApiClient = api) => unwrap(client.GET('/api/co-applicant-invitations/{token}', { params: { path: { token } } })),
  accept: (token: string, client: ApiClient = api) => unwrap(client.POST('/api/co-applicant-invitations/{token}/accept', { params: { path: { token } } })),
  decline: (token: string, client: ApiClient = api) => unwrap(client.POST('/api/co-applicant-invitations/{token}/decline', { params: { path: { token } } })),
};
