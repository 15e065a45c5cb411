import { OutsideSystemUnavailable, sandboxCall, type SandboxBehaviour } from './outside-system';
import { personaOf } from './sandbox-personas';

/** What the credit register (ACRA) reports of a person, with their consent. */
export interface CreditReport {
  /** Net monthly income from the tax records, drams. */
  monthlyIncome: number;
  /** Payments due each month on current loans, drams. */
  monthlyObligations: number;
  /** Credit score, 300 to 850. */
  score: number;
}

export interface CreditRegister {
  report(socialCard: string): Promise<CreditReport>;
}

/** The sandbox register: the personas' incomes, debts and scores, with the register's latency and failures. */
export function sandboxCreditRegister(behaviour: SandboxBehaviour): CreditRegister {
  return {
    async report(socialCard) {
      await sandboxCall(behaviour, 'creditRegister');
      const persona = personaOf(socialCard);
      if (persona?.branch === 'creditRegisterDown') throw new OutsideSystemUnavailable('creditRegister');
      // Someone with no records: no income on file and no history.
      return persona?.credit ?? { monthlyIncome: 0, monthlyObligations: 0, score: 300 };
    },
  };
}
