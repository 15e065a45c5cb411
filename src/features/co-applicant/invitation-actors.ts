import { fromPromise } from 'xstate';
import { ApiError, api, type ApiClient } from '../../../api/client';
import type { Language } from '../../../api/contract/validation';
import type { InvitationAcceptOutcome, InvitationDeclineOutcome, InvitationReadOutcome } from '../../../machines/co-applicant/invitation-page.machine';
import { invitationApi } from '../../actors/co-applicant.actors';

const notActive = (error: unknown) => error instanceof ApiError && error.code === 'LOAN_APPLICATION.INVITATION_NOT_ACTIVE';

/** The invitation page's actors over the typed API client: the answers the page branches on become outcomes; other refusals reject and are shown at the action. */
export function createInvitationPageActors(client: ApiClient = api) {
  return {
    readInvitation: fromPromise<InvitationReadOutcome, { token: string; lang: Language }>(async ({ input }) => {
      try {
        return { outcome: 'found', view: await invitationApi.read(input.token, input.lang, client) };
      } catch (error) {
        if (error instanceof ApiError && error.kind === 'notFound') return { outcome: 'notFound' };
        if (error instanceof ApiError && error.code === 'LOAN_APPLICATION.INVITATION_FOR_ANOTHER_EMAIL') return { outcome: 'anotherEmail' };
        throw error;
      }
    }),
    acceptInvitation: fromPromise<InvitationAcceptOutcome, { token: string }>(async ({ input }) => {
      try {
        return { outcome: 'accepted', applicationId: (await invitationApi.accept(input.token, client)).id };
      } catch (error) {
        if (notActive(error)) return { outcome: 'notActive' };
        throw error;
      }
    }),
    declineInvitation: fromPromise<InvitationDeclineOutcome, { token: string }>(async ({ input }) => {
      try {
        return { outcome: 'declined', view: await invitationApi.decline(input.token, client) };
      } catch (error) {
        if (notActive(error)) return { outcome: 'notActive' };
        throw error;
      }
    }),
  };
}
