import type { RefusalReason } from '../../../api/contract/prequal';
import type { RouteName } from '../../routes/route-registry';

/** A way forward after the bank's refusal: its words (`loan:rejected.ways.<way>`) and where it leads, if anywhere. */
export type RejectionWay = 'borrowLess' | 'shorterTerm' | 'addCoApplicant' | 'branch';

/** What can help after each refusal, most likely first: a refusal is never a dead end. */
export const rejectionWays: Record<RefusalReason, readonly RejectionWay[]> = {
  lowIncome: ['borrowLess', 'addCoApplicant', 'branch'],
  tooOldAtMaturity: ['shorterTerm', 'branch'],
  creditHistory: ['branch'],
  notCitizen: ['branch'],
  tooYoung: ['branch'],
  tooOld: ['branch'],
};

/** The page each way opens (the co-applicant's way is words only: a new application waits for its date). */
export const rejectionWayRoutes: Record<RejectionWay, RouteName | null> = {
  borrowLess: 'borrowingCalculator',
  shorterTerm: 'loanCalculator',
  addCoApplicant: null,
  branch: 'contacts',
};
