import { fromPromise } from 'xstate';
import { api, unwrap, type ApiClient } from '../../api/client';
import { activeInvitationStatuses, type CoApplicantInvite } from '../../api/contract/co-applicant';
import type { DocumentPictureKind, LoanApplication, LoanStepSave } from '../../api/contract/loan-application';
import type { PropertyRef } from '../../api/contract/property-ref';
import type { ApplicationOutcome, SaveOutcome, UploadOutcome } from '../../machines/loan-wizard/loan-wizard.machine';
import { answerOffer, applicationOutcome as outcome, readApplication, saveOutcome, sleep, uploadOutcome, uploadPicture } from './loan-requests';

/** How often the page asks whether the bank has decided (the sandbox decides within minutes). */
export const decisionPollMs = 3_000;
const undecided = new Set<LoanApplication['status']>(['Sent', 'Pending', 'SentToBank']);
/** How often the page reads the application while the co-applicant is awaited (their answer, their part, their answer to the offer). */
export const coApplicantPollMs = 15_000;

/** What the other person changes: the status, the invitation and their progress, the answers to the offer, the deadline. */
const followedOf = (application: LoanApplication | null) =>
  application && JSON.stringify([application.status, application.coApplicant, application.offerAcceptedBy, application.offerRefusedBy, application.submitBy, application.currentPrice]);

/** Whether someone else may change the application now: an invitation holds, or the co-applicant's answer to the offer is awaited. */
function isAwaitingCoApplicant(application: LoanApplication | null): boolean {
  const invitation = application?.coApplicant?.status;
  return invitation !== undefined && (activeInvitationStatuses as readonly string[]).includes(invitation);
}

/** Resolves after `ms`, or at once when the page regains the focus (the person comes back to the tab), or when stopped. */
const untilFocusOr = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      if (typeof window !== 'undefined') window.removeEventListener('focus', done);
      if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', visible);
      resolve();
    };
    const visible = () => {
      if (document.visibilityState === 'visible') done();
    };
    const timer = setTimeout(done, ms);
    if (typeof window !== 'undefined') window.addEventListener('focus', done);
    if (typeof document !== 'undefined') document.addEventListener('visibilitychange', visible);
    signal.addEventListener('abort', done);
  });

/** The loan wizard's live actors over the typed API client: catalogued refusals become outcomes. */
export function createLoanWizardActors(client: ApiClient) {
  const startsInFlight = new Map<string, Promise<ApplicationOutcome>>();
  /** Handed from the start (at /apply) to the screen of the application's own address, which opens it next. */
  const justStarted = new Map<string, LoanApplication>();
  const get = (applicationId: string) => unwrap(client.GET('/api/loan-applications/{applicationId}', { params: { path: { applicationId } } }));
  const path = (applicationId: string) => ({ params: { path: { applicationId } } });
  return {
    startApplication: fromPromise<ApplicationOutcome, { property: PropertyRef | null }>(({ input }) => {
      // A screen mounted twice at once (React's strict mode restarts its actor) starts one application, not two.
      const key = JSON.stringify(input.property);
      const running = startsInFlight.get(key);
      if (running) return running;
      const start = outcome(() => unwrap(client.POST('/api/loan-applications', { body: { property: input.property } })))
        .then((result) => {
          if (result.outcome === 'ok') justStarted.set(result.application.id, result.application);
          return result;
        })
        .finally(() => startsInFlight.delete(key));
      startsInFlight.set(key, start);
      return start;
    }),
    loadApplication: fromPromise<LoanApplication | null, { applicationId: string }>(async ({ input }) => {
      // The application just started is shown at its own address at once, not read again.
      const started = justStarted.get(input.applicationId);
      justStarted.delete(input.applicationId);
      if (started) return started;
      // Another person's application, or none of this id (or no id at all: a malformed address).
      return readApplication(client, input.applicationId);
    }),
    // The server checks with the same step schemas; a field it names is shown at that field.
    saveStep: fromPromise<SaveOutcome, { applicationId: string; save: LoanStepSave }>(({ input }) =>
      saveOutcome(
        () => unwrap(client.PUT('/api/loan-applications/{applicationId}/steps', { ...path(input.applicationId), body: input.save })),
        (issuePath) => issuePath.replace(/^data\./, ''),
      ),
    ),
    uploadPicture: fromPromise<UploadOutcome, { applicationId: string; kind: DocumentPictureKind; file: Blob }>(({ input }) => uploadOutcome(() => uploadPicture(input.applicationId, 'spouse', input.kind, input.file, client))),
    deleteApplication: fromPromise<void, { applicationId: string }>(async ({ input }) => {
      await unwrap(client.DELETE('/api/loan-applications/{applicationId}', path(input.applicationId)));
    }),
    confirmPrice: fromPromise<ApplicationOutcome, { applicationId: string; price: number }>(({ input }) =>
      outcome(() => unwrap(client.POST('/api/loan-applications/{applicationId}/price-confirmation', { ...path(input.applicationId), body: { price: input.price } }))),
    ),
    submitApplication: fromPromise<ApplicationOutcome, { applicationId: string }>(({ input }) => outcome(() => unwrap(client.POST('/api/loan-applications/{applicationId}/submit', path(input.applicationId))))),
    inviteCoApplicant: fromPromise<SaveOutcome, { applicationId: string; invite: CoApplicantInvite }>(({ input }) =>
      saveOutcome(
        () => unwrap(client.POST('/api/loan-applications/{applicationId}/co-applicant', { ...path(input.applicationId), body: input.invite })),
        (issuePath) => issuePath,
      ),
    ),
    recallCoApplicant: fromPromise<ApplicationOutcome, { applicationId: string }>(({ input }) => outcome(() => unwrap(client.DELETE('/api/loan-applications/{applicationId}/co-applicant', path(input.applicationId))))),
    followApplication: fromPromise<LoanApplication, { applicationId: string; application: LoanApplication | null }>(async ({ input, signal }) => {
      const seen = followedOf(input.application);
      for (;;) {
        // Alone, nobody else changes the draft: it is read again only when the person comes back to the page.
        await untilFocusOr(isAwaitingCoApplicant(input.application) ? coApplicantPollMs : 24 * 60 * 60_000, signal);
        if (signal.aborted) throw new Error('stopped following the application');
        // A failed read (the network) is tried again at the next turn; the page keeps what it shows.
        const application = await get(input.applicationId).catch(() => null);
        if (application && followedOf(application) !== seen) return application;
      }
    }),
    waitForDecision: fromPromise<LoanApplication, { applicationId: string }>(async ({ input, signal }) => {
      for (;;) {
        await sleep(decisionPollMs, signal);
        if (signal.aborted) throw new Error('stopped waiting for the decision');
        const application = await get(input.applicationId);
        if (!undecided.has(application.status)) return application;
      }
    }),
    answerOffer: fromPromise<ApplicationOutcome, { applicationId: string; answer: 'accept' | 'reject' }>(({ input }) => answerOffer(client, input.applicationId, input.answer)),
  };
}

export const loanWizardActors = createLoanWizardActors(api);
