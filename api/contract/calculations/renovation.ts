import { renovationLoan, type HomeCondition } from './lending-rules';

export const homeConditions = Object.keys(renovationLoan.costPerSquareMetre) as HomeCondition[];

/** The cost of finishing a home of this area in this condition, from the bank's indicative prices per m², in drams. */
export const renovationEstimate = (area: number, condition: HomeCondition) => Math.round(area * renovationLoan.costPerSquareMetre[condition]);

export interface RenovationFinancing {
  cost: number;
  ownFunds: number;
  /** The cost less the person's own money: what the loan must cover. */
  loan: number;
  /** Whether that loan lies within the renovation loan's range. */
  withinRange: boolean;
}

export function renovationFinancing(cost: number, ownFunds: number): RenovationFinancing {
  const loan = Math.max(cost - ownFunds, 0);
  return { cost, ownFunds, loan, withinRange: loan >= renovationLoan.amount.min && loan <= renovationLoan.amount.max };
}
