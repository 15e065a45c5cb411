import { fromPromise } from 'xstate';
import { api, unwrap, type ApiClient } from '../../api/client';
import type { CoApplicantStepSave } from '../../api/contract/co-applicant';
import type { DocumentPictureKind, LoanApplication } from '../../api/contract/loan-application';
import type { Language } from '../../api/contract/validation';
import { pictureOwner } from '../../machines/co-applicant/co-applicant-part.machine';
import type { ApplicationOutcome, SaveOutcome, UploadOutcome } from '../../machines/loan-wizard/loan-wizard.machine';
import { answerOffer, applicationOutcome as outcome, readApplication, saveOutcome, sleep, uploadOutcome, uploadPicture } from './loan-requests';

/** How often a waiting page asks whether the application moved on (the applicant's answer, the bank's decision). */
export const watchPollMs = 3_000;

/** Resolves when a waiting page is to ask again (at once when it is stopped). */
export type NextPoll = (signal: AbortSignal) => Promise<void>;

/**
 * The co-applicant's pages' live actors over the typed API client: catalogued refusals become
 * outcomes. `nextPoll` paces the watch: every few seconds here, on the walk's cue in the model tests.
 */
export function createCoApplicantActors(client: ApiClient, nextPoll: NextPoll = (signal) => sleep(watchPollMs, signal)) {
  const path = (applicationId: string) => ({ params: { path: { applicationId } } });
  return {
    loadApplication: fromPromise<LoanApplication | null, { applicationId: string }>(({ input }) => readApplication(client, input.applicationId)),
    // The server checks with the same step schemas; a field it names is shown at that field.
    saveStep: fromPromise<SaveOutcome, { applicationId: string; save: CoApplicantStepSave }>(({ input }) =>
      saveOutcome(
        () => unwrap(client.PUT('/api/loan-applications/{applicationId}/co-applicant/steps', { ...path(input.applicationId), body: input.save })),
        (issuePath) => issuePath.replace(/^data\./, ''),
      ),
    ),
    uploadPicture: fromPromise<UploadOutcome, { applicationId: string; kind: DocumentPictureKind; file: Blob }>(({ input }) => uploadOutcome(() => uploadPicture(input.applicationId, pictureOwner, input.kind, input.file, client))),
    completePart: fromPromise<ApplicationOutcome, { applicationId: string }>(({ input }) => outcome(() => unwrap(client.POST('/api/loan-applications/{applicationId}/co-applicant/complete', path(input.applicationId))))),
    leaveApplication: fromPromise<ApplicationOutcome, { applicationId: string }>(({ input }) => outcome(() => unwrap(client.POST('/api/loan-applications/{applicationId}/co-applicant/cancel', path(input.applicationId))))),
    watchApplication: fromPromise<LoanApplication | null, { applicationId: string; status: LoanApplication['status'] }>(async ({ input, signal }) => {
      for (;;) {
        await nextPoll(signal);
        if (signal.aborted) throw new Error('stopped following the application');
        const application = await readApplication(client, input.applicationId);
        if (application === null || application.status !== input.status) return application;
      }
    }),
    answerOffer: fromPromise<ApplicationOutcome, { applicationId: string; answer: 'accept' | 'reject' }>(({ input }) => answerOffer(client, input.applicationId, input.answer)),
  };
}

export const coApplicantActors = createCoApplicantActors(api);

/** The invitation page's calls: the invitation of a mailed link, and the person's answer. */
export const invitationApi = {
  /** In the page's language (the home's title and address are the catalogue's words in it). */
  read: (token: string, lang: Language, client: ApiClient = api) =>
    unwrap(client.GET('/api/co-applicant-invitations/{token}', { params: { path: { token } }, headers: { 'Accept-Language': lang } })),
  accept: (token: string, client: ApiClient = api) => unwrap(client.POST('/api/co-applicant-invitations/{token}/accept', { params: { path: { token } } })),
  decline: (token: string, client: ApiClient = api) => unwrap(client.POST('/api/co-applicant-invitations/{token}/decline', { params: { path: { token } } })),
};
