import type { LoanSchedule, ScheduleRow } from '../../../api/contract/calculations/loan';

/** One loan year (months 1–12, 13–24, …): what was paid in it and the balance at its end. */
export interface ScheduleYear {
  year: number;
  payment: number;
  interest: number;
  principal: number;
  fee: number;
  balance: number;
  rows: ScheduleRow[];
}

/** Sums the months of each loan year; the figures are whole minor units, so a year's total is exactly its months'. */
export function scheduleYears(schedule: LoanSchedule): ScheduleYear[] {
  const years: ScheduleYear[] = [];
  for (const row of schedule.rows) {
    const index = Math.ceil(row.month / 12) - 1;
    const year = (years[index] ??= { year: index + 1, payment: 0, interest: 0, principal: 0, fee: 0, balance: row.balance, rows: [] });
    year.payment += row.payment;
    year.interest += row.interest;
    year.principal += row.principal;
    year.fee += row.fee;
    year.balance = row.balance;
    year.rows.push(row);
  }
  return years;
}
