import { fromPromise } from 'xstate';
import { ApiError, api, isRefusal, unwrap, type ApiClient } from '../../api/client';
import type { ApplicantInfo } from '../../api/contract/prequal';
import type { OtpCheckOutcome, OtpOwner } from '../../machines/otp/otp.machine';
import { otpMachine } from '../../machines/otp/otp.machine';
import { correctableReasons, type CheckOutcome, type LoadOutcome, type SaveOutcome } from '../../machines/prequal/prequal.machine';

const fieldIssues = (error: unknown) => (error instanceof ApiError && error.issues.length ? error.issues.map((issue) => ({ path: issue.path, message: issue.message })) : null);
const ownerOf = (owner: OtpOwner) => ({ applicationId: owner?.applicationId ?? '', identificator: owner?.identificator ?? '' });

/** The decision call: a decision, a correction the person can make, or the outside systems' outage. */
export async function checkApplicationStatus(client: ApiClient, input: { applicationId: string; identificator: string }): Promise<CheckOutcome> {
  try {
    const application = await unwrap(client.POST('/api/pre-approval/{applicationId}/check-status', { params: { path: { applicationId: input.applicationId } }, body: { identificator: input.identificator } }));
    return { outcome: 'decided', application };
  } catch (error) {
    const correctable = correctableReasons.find((reason) => isRefusal(error, `PREAPPROVAL_APPLICATION.${reason}`));
    if (correctable) return { outcome: 'correct', reason: correctable };
    if (isRefusal(error, 'PREAPPROVAL_APPLICATION.SOCIAL_CARD_TAKEN')) return { outcome: 'socialCardTaken' };
    if (isRefusal(error, 'PREAPPROVAL_APPLICATION.REGISTRY_UNAVAILABLE')) return { outcome: 'serviceUnavailable' };
    throw error;
  }
}

/** The pre-qualification machine's live actors over a typed API client: expected refusals become outcomes. */
export function createPrequalActors(client: ApiClient) {
  const loadApplication = fromPromise<LoadOutcome>(async () => {
    const { application } = await unwrap(client.GET('/api/pre-approval/current'));
    return application ? { outcome: 'found', application } : { outcome: 'none' };
  });

  const saveApplicantInfo = fromPromise<SaveOutcome, ApplicantInfo>(async ({ input }) => {
    try {
      return { outcome: 'saved', application: await unwrap(client.POST('/api/pre-approval', { body: input })) };
    } catch (error) {
      if (isRefusal(error, 'PREAPPROVAL_APPLICATION.PREAPPROVAL_EXISTS')) return { outcome: 'waiting', nextAllowedAt: String((error as ApiError).params?.date ?? '') };
      // The account is bound to another person's card: said at the card's field, where it is corrected.
      if (isRefusal(error, 'PREAPPROVAL_APPLICATION.ACCOUNT_OF_ANOTHER_PERSON')) return { outcome: 'invalid', issues: [{ path: 'socialCardNumber', message: 'errors:PREAPPROVAL_APPLICATION.ACCOUNT_OF_ANOTHER_PERSON' }] };
      const issues = fieldIssues(error);
      if (issues) return { outcome: 'invalid', issues };
      throw error;
    }
  });

  const savePersonalInfo = fromPromise<SaveOutcome, { applicationId: string; email: string; phoneNumber: string; identificator: string }>(async ({ input }) => {
    const { applicationId, ...body } = input;
    try {
      return { outcome: 'saved', application: await unwrap(client.POST('/api/pre-approval/{applicationId}/personal-info', { params: { path: { applicationId } }, body })) };
    } catch (error) {
      const issues = fieldIssues(error);
      if (issues) return { outcome: 'invalid', issues };
      throw error;
    }
  });

  // The one-time-code step of spec section 4, on the application's own code calls.
  const otpFlow = otpMachine.provide({
    actors: {
      sendCode: fromPromise<{ expiresAt: string }, { destination: string; owner?: OtpOwner }>(async ({ input }) => {
        const { applicationId, identificator } = ownerOf(input.owner);
        return unwrap(client.POST('/api/pre-approval/{applicationId}/otp/send', { params: { path: { applicationId } }, body: { identificator } }));
      }),
      checkCode: fromPromise<OtpCheckOutcome, { code: string; owner?: OtpOwner }>(async ({ input }) => {
        const { applicationId, identificator } = ownerOf(input.owner);
        try {
          const result = await unwrap(client.POST('/api/pre-approval/{applicationId}/otp/check', { params: { path: { applicationId } }, body: { otp: input.code, identificator } }));
          return { outcome: 'checked', ...result };
        } catch (error) {
          if (isRefusal(error, 'PREAPPROVAL_APPLICATION.OTP_NO_LONGER_VALID')) return { outcome: 'noLongerValid' };
          throw error;
        }
      }),
    },
  });

  const checkStatus = fromPromise<CheckOutcome, { applicationId: string; identificator: string }>(({ input }) => checkApplicationStatus(client, input));

  return { loadApplication, saveApplicantInfo, savePersonalInfo, otpFlow, checkStatus };
}

export const prequalActors = createPrequalActors(api);
