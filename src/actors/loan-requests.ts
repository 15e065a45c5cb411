// What both people's actors on one application do alike: refusals as outcomes, reads, waits, the document pictures.
import { ApiError, api, unwrap, type ApiClient } from '../../api/client';
import type { documentOwners, DocumentPictureKind, LoanApplication, UploadedPicture } from '../../api/contract/loan-application';
import type { ApplicationOutcome, Refusal, SaveOutcome, UploadOutcome } from '../../machines/loan-wizard/loan-wizard.machine';

/** A catalogued refusal (400, 403 or 409 with `{type, reason}`) as the machine's outcome; anything else is a failure. */
export function refusalOf(error: unknown): Refusal | null {
  if (!(error instanceof ApiError) || !error.code || (error.kind !== 'rejected' && error.kind !== 'invalid')) return null;
  const params = error.params ? Object.fromEntries(Object.entries(error.params).filter((entry): entry is [string, string | number] => typeof entry[1] !== 'boolean')) : undefined;
  return { code: error.code, ...(params ? { params } : {}) };
}

/** The application a call answers, or its catalogued refusal. */
export async function applicationOutcome(call: () => Promise<LoanApplication>): Promise<ApplicationOutcome> {
  try {
    return { outcome: 'ok', application: await call() };
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal) return { outcome: 'refused', refusal };
    throw error;
  }
}

/**
 * A save's outcome: the application, the fields the server named (each path as `issuePath` reads it,
 * since the server checks with the same schemas), or its catalogued refusal.
 */
export async function saveOutcome(call: () => Promise<LoanApplication>, issuePath: (path: string) => string): Promise<SaveOutcome> {
  try {
    return { outcome: 'ok', application: await call() };
  } catch (error) {
    if (error instanceof ApiError && error.issues.length) return { outcome: 'invalid', issues: error.issues.map((issue) => ({ path: issuePath(issue.path), message: issue.message })) };
    const refusal = refusalOf(error);
    if (refusal) return { outcome: 'refused', refusal };
    throw error;
  }
}

/** The application, or null when it is not (or no longer) this person's: a 404, or a malformed id. */
export async function readApplication(client: ApiClient, applicationId: string): Promise<LoanApplication | null> {
  try {
    return await unwrap(client.GET('/api/loan-applications/{applicationId}', { params: { path: { applicationId } } }));
  } catch (error) {
    if (error instanceof ApiError && (error.kind === 'notFound' || error.kind === 'invalid' || error.kind === 'rejected')) return null;
    throw error;
  }
}

/** Either person's answer to the offer (the chart tells the two apart on the server). */
export function answerOffer(client: ApiClient, applicationId: string, answer: 'accept' | 'reject'): Promise<ApplicationOutcome> {
  const path = { params: { path: { applicationId } } };
  return applicationOutcome(() => unwrap(answer === 'accept' ? client.POST('/api/loan-applications/{applicationId}/offer/accept', path) : client.POST('/api/loan-applications/{applicationId}/offer/reject', path)));
}

/** Resolves after `ms`, or at once when stopped. */
export const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

export type PictureOwner = (typeof documentOwners)[number];

const picturePath = '/api/loan-applications/{applicationId}/pictures/{owner}/{kind}';

/** Uploads one picture of a spouse's document (multipart, field `file`). */
export function uploadPicture(applicationId: string, owner: PictureOwner, kind: DocumentPictureKind, file: Blob, client: ApiClient = api): Promise<UploadedPicture> {
  const body = new FormData();
  body.set('file', file);
  // The typed body names the field; the form itself is sent (openapi-fetch lets the browser set its boundary).
  return unwrap(client.PUT(picturePath, { params: { path: { applicationId, owner, kind } }, body: body as unknown as { file: string } }));
}

/** An upload's outcome: the stored picture, or its refusal (a file refused by its size, 413, is said at the picture like a wrong format). */
export async function uploadOutcome(upload: () => Promise<UploadedPicture>): Promise<UploadOutcome> {
  try {
    return { outcome: 'uploaded', picture: await upload() };
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'tooLarge') return { outcome: 'refused', refusal: { code: 'COMMON.PAYLOAD_TOO_LARGE' } };
    const refusal = refusalOf(error);
    if (refusal) return { outcome: 'refused', refusal };
    throw error;
  }
}

/** A stored picture's bytes (private: the bearer token is needed, so an <img> cannot fetch it itself). */
export function fetchPicture(picture: Pick<UploadedPicture, 'owner' | 'kind'> & { applicationId: string }, client: ApiClient = api): Promise<Blob> {
  return unwrap(client.GET(picturePath, { params: { path: { applicationId: picture.applicationId, owner: picture.owner, kind: picture.kind } }, parseAs: 'blob', cache: 'no-store' })) as Promise<Blob>;
}
