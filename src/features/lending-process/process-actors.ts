import { fromPromise } from 'xstate';
import { isRefusal } from '../../../api/client';
import type { DocumentCorrection, PackageData, ProcessSpouseData } from '../../../api/contract/lending-process';
import type { SigningCodeOutcome } from '../../../machines/lending-process/lending-process.machine';
import { processActions } from './process-api';

/**
 * The process page machine's actors (machines/lending-process/): one per action, each the process
 * route's call for one application. A refusal rejects with the API's error, which the machine keeps at
 * the action; only the signing code's "no confirmed phone" is an answer of its own (the card confirms
 * one first).
 */
export function createLendingProcessActors(applicationId: string) {
  return {
    startIdentification: fromPromise(() => processActions.startIdentification(applicationId)),
    correctDocument: fromPromise<unknown, DocumentCorrection>(({ input }) => processActions.correctDocument(applicationId, input)),
    bookVideoCall: fromPromise<unknown, { slotAt: string }>(({ input }) => processActions.bookVideoCall(applicationId, input.slotAt)),
    provideSpouseData: fromPromise<unknown, ProcessSpouseData>(({ input }) => processActions.provideSpouseData(applicationId, input)),
    declineSpouseData: fromPromise<unknown>(() => processActions.declineSpouseData(applicationId)),
    presentPackageData: fromPromise<unknown, PackageData>(({ input }) => processActions.presentPackageData(applicationId, input)),
    sendSigningCode: fromPromise(async (): Promise<SigningCodeOutcome> => {
      try {
        const { expiresAt } = await processActions.sendSigningCode(applicationId);
        return { outcome: 'sent', expiresAt };
      } catch (error) {
        if (isRefusal(error, 'LOAN_CONTRACT.PHONE_NOT_VERIFIED')) return { outcome: 'phoneNeeded' };
        throw error;
      }
    }),
    signPackage: fromPromise<unknown, { code: string }>(({ input }) => processActions.signPackage(applicationId, input.code)),
    rejectPackage: fromPromise<unknown>(() => processActions.rejectPackage(applicationId)),
    bookNotary: fromPromise<unknown, { notaryId: string; slotAt: string }>(({ input }) => processActions.bookNotary(applicationId, input.notaryId, input.slotAt)),
    bookBranchVisit: fromPromise<unknown, { branchCode: string; slotAt: string; repaymentDay: number }>(({ input }) =>
      processActions.bookBranchVisit(applicationId, input.branchCode, input.slotAt, input.repaymentDay),
    ),
  };
}
