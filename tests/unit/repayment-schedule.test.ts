import { describe, expect, it } from 'vitest';
import { loanSchedule } from '../../api/contract/calculations/loan';
import { estimatedRepaymentDay, repaymentSchedule, repaymentScheduleCsv, scheduleFileName, schedulePaymentDate } from '../../api/contract/repayment-schedule';

/* The application's dated repayment schedule and its CSV (api/contract/repayment-schedule.ts). */

const base = { applicationId: '1f0c2d3e-4a5b-4c6d-8e7f-000000000001', currency: 'AMD', repaymentType: 'annuity', amount: 30_000_000, termMonths: 240, nominalRatePercent: 12.5, basis: 'estimate' } as const;

describe('the repayment schedule', () => {
  it('dates each payment on the repayment day of the following months, on Yerevan’s calendar', () => {
    expect(schedulePaymentDate('2026-03-02T08:00:00Z', 1, 15)).toBe('2026-04-15');
    expect(schedulePaymentDate('2026-03-02T08:00:00Z', 10, 15)).toBe('2027-01-15');
    // 21:00 UTC on 31 January is already 1 February in Yerevan.
    expect(schedulePaymentDate('2026-01-31T21:00:00Z', 1, 5)).toBe('2026-03-05');
    expect(schedulePaymentDate('2026-12-10T08:00:00Z', 240, 20)).toBe('2046-12-20');
  });

  it('assumes today’s day of the month, at most the 20th, before a repayment day is chosen', () => {
    expect(estimatedRepaymentDay('2026-03-02T08:00:00Z')).toBe(2);
    expect(estimatedRepaymentDay('2026-03-27T08:00:00Z')).toBe(20);
    expect(estimatedRepaymentDay('2026-03-01T20:30:00Z')).toBe(2);
  });

  it('has the calculation’s months and totals that add up to the loan and its interest', () => {
    const schedule = repaymentSchedule({ ...base, from: '2026-03-02T08:00:00Z', repaymentDay: 10 });
    const calculated = loanSchedule({ principal: base.amount, annualRatePercent: base.nominalRatePercent, termMonths: base.termMonths, repayment: 'annuity' });
    expect(schedule.rows).toHaveLength(240);
    expect(schedule.rows.map((row) => row.payment)).toEqual(calculated.rows.map((row) => row.payment));
    expect(schedule.totals).toEqual({ principal: base.amount, interest: calculated.totalInterest, payment: base.amount + calculated.totalInterest });
    expect(schedule.rows.at(-1)?.balance).toBe(0);
  });

  it('writes the CSV with its headers, ISO dates, plain numbers in major units and a totals row', () => {
    const schedule = repaymentSchedule({ ...base, currency: 'USD', amount: 1_200_00, termMonths: 3, nominalRatePercent: 0, from: '2026-03-02T08:00:00Z', repaymentDay: 10 });
    const csv = repaymentScheduleCsv(schedule, { number: 'No.', date: 'Date', principal: 'Principal, USD', interest: 'Interest', payment: 'Payment', balance: 'Balance', total: 'Total' });
    expect(csv).toBe(
      ['No.,Date,"Principal, USD",Interest,Payment,Balance', '1,2026-04-10,400.00,0.00,400.00,800.00', '2,2026-05-10,400.00,0.00,400.00,400.00', '3,2026-06-10,400.00,0.00,400.00,0.00', 'Total,,1200.00,0.00,1200.00,', ''].join('\r\n'),
    );
  });

  it('names its files by the application and the language', () => {
    expect(scheduleFileName(base.applicationId, 'hy', 'csv')).toBe('TUN-1F0C2D3E-schedule-hy.csv');
  });
});
