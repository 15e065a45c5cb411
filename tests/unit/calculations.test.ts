import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { borrowingCapacity, minimumDownPayment, mortgageReasons } from '../../api/contract/calculations/borrowing';
import { loanLimits, refundRegions } from '../../api/contract/calculations/lending-rules';
import { actualAnnualRate, earlyRepayment, earlyRepaymentFeeShare, loanSchedule, repaymentTypes, scheduleCsv, type LoanTerms } from '../../api/contract/calculations/loan';
import { incomeTaxRefundSchedule, quarterlyRefundCap, refundRefusal, refundRegionOf } from '../../api/contract/calculations/refund';
import { renovationEstimate, renovationFinancing } from '../../api/contract/calculations/renovation';
import { grossForNet, payslip, pensionTypes } from '../../api/contract/calculations/salary';
import { shownMortgageOffer } from '../../api/contract/mortgage-terms';

const annuity = (principal: number, annualRatePercent: number, termMonths: number): LoanTerms => ({ principal, annualRatePercent, termMonths, repayment: 'annuity' });

describe('annuity schedule: worked examples', () => {
  it('gives $1,264.14 a month for $200,000 at 6.5% over 30 years (Wikipedia, "Mortgage calculator")', () => {
    expect(loanSchedule(annuity(20_000_000, 6.5, 360)).firstPayment).toBe(126_414);
  });

  it('gives $599.55 a month for $100,000 at 6% over 30 years (the textbook amortization example)', () => {
    expect(loanSchedule(annuity(10_000_000, 6, 360)).firstPayment).toBe(59_955);
  });

  it('AMD 1,200,000 at 12% for 12 months, by hand: 1,200,000 × 0.01 / (1 − 1.01^−12) = 106,618.55', () => {
    const schedule = loanSchedule(annuity(1_200_000, 12, 12));
    expect(schedule.firstPayment).toBe(106_619);
    // Month 1: interest 1% of 1,200,000; month 2: 1% of 1,105,381 = 11,053.81, rounded half up.
    expect(schedule.rows[0]).toEqual({ month: 1, payment: 106_619, interest: 12_000, principal: 94_619, fee: 0, balance: 1_105_381 });
    expect(schedule.rows[1]).toEqual({ month: 2, payment: 106_619, interest: 11_054, principal: 95_565, fee: 0, balance: 1_009_816 });
    // 12 × 106,618.55 − 1,200,000 = 79,422.6: the rounded schedule stays within a few drams of it.
    expect(Math.abs(schedule.totalInterest - 79_422.6)).toBeLessThan(6);
    expect(schedule.rows.at(-1)?.balance).toBe(0);
  });

  it('matches the monthly payment the property page shows (90% of the price, 12%, 360 months)', () => {
    // 27,900,000 × 0.01 / (1 − 1.01^−360) = 286,982.91
    expect(shownMortgageOffer(31_000_000, 'primary')).toEqual({ downPayment: 3_100_000, loanAmount: 27_900_000, monthlyPayment: 286_983 });
    expect(shownMortgageOffer(31_000_000, 'secondary')?.monthlyPayment).toBe(loanSchedule(annuity(27_900_000, 12, 360)).firstPayment);
  });

  it('offers nothing outside the online limits of spec section 9, and caps the loan at the market ceiling', () => {
    // Property price: at least 3.5 million; at most 110 million (primary) or 62.5 million (secondary).
    expect(shownMortgageOffer(3_499_999, 'primary')).toBeNull();
    expect(shownMortgageOffer(3_500_000, 'secondary')).toMatchObject({ loanAmount: 3_150_000, downPayment: 350_000 });
    expect(shownMortgageOffer(110_000_000, 'primary')).toMatchObject({ loanAmount: 99_000_000, downPayment: 11_000_000 });
    expect(shownMortgageOffer(110_000_001, 'primary')).toBeNull();
    expect(shownMortgageOffer(62_500_001, 'secondary')).toBeNull();
    // 90% of 62.5 million is above the secondary loan ceiling of 50 million: the buyer brings the rest.
    expect(shownMortgageOffer(62_500_000, 'secondary')).toEqual({ loanAmount: 50_000_000, downPayment: 12_500_000, monthlyPayment: loanSchedule(annuity(50_000_000, 12, 360)).firstPayment });
  });
});

describe('differentiated schedule: worked example', () => {
  it('AMD 1,200,000 at 12% for 12 months, by hand: 100,000 of principal a month plus 1% of the balance', () => {
    const schedule = loanSchedule({ principal: 1_200_000, annualRatePercent: 12, termMonths: 12, repayment: 'differentiated' });
    // Interest 12,000, 11,000, … 1,000: 78,000 in all.
    expect(schedule.rows.map((row) => row.interest)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1].map((k) => k * 1_000));
    expect(schedule.rows.every((row) => row.principal === 100_000)).toBe(true);
    expect(schedule.firstPayment).toBe(112_000);
    expect(schedule.lastPayment).toBe(101_000);
    expect(schedule.totalInterest).toBe(78_000);
    expect(schedule.totalPayment).toBe(1_278_000);
  });
});

describe('actual annual rate', () => {
  it('is the effective rate of the nominal one without fees: (1 + 12%/12)^12 − 1 = 12.68%', () => {
    expect(loanSchedule(annuity(50_000_000, 12, 240)).actualRatePercent).toBe(12.68);
  });

  it('counts an upfront fee: one month, 1,010,000 repaid on 990,000 received is (1,010,000 / 990,000)^12 − 1', () => {
    const schedule = loanSchedule({ ...annuity(1_000_000, 12, 1), upfrontFee: 10_000 });
    expect(schedule.actualRatePercent).toBe(Math.round(((1_010_000 / 990_000) ** 12 - 1) * 10_000) / 100);
    expect(schedule.totalFees).toBe(10_000);
  });

  it('counts a monthly fee, and is zero for a loan without interest or fees', () => {
    const withFee = loanSchedule({ ...annuity(10_000_000, 12, 120), monthlyFee: 5_000 });
    expect(withFee.actualRatePercent).toBeGreaterThan(loanSchedule(annuity(10_000_000, 12, 120)).actualRatePercent);
    expect(withFee.rows.every((row) => row.fee === 5_000)).toBe(true);
    expect(loanSchedule(annuity(1_200_000, 0, 12)).actualRatePercent).toBe(0);
    expect(actualAnnualRate(0, [])).toBe(0);
  });
});

describe('early repayment', () => {
  it('charges 0.6% in the first year, 0.4% in the second, 0.2% in the third and nothing after (spec section 9)', () => {
    expect([1, 12, 13, 24, 25, 36, 37, 120].map(earlyRepaymentFeeShare)).toEqual([0.006, 0.006, 0.004, 0.004, 0.002, 0.002, 0, 0]);
  });

  it('takes the fee on the amount repaid, lowers the payment with the end date kept, and saves interest', () => {
    const terms = annuity(30_000_000, 12, 240);
    const schedule = loanSchedule(terms);
    const early = earlyRepayment(terms, schedule, 18, 5_000_000);
    expect(early).toMatchObject({ amount: 5_000_000, fee: 20_000, feeShare: 0.004 });
    expect(early?.nextPayment).toBeLessThan(schedule.firstPayment);
    expect(early?.interestSaved).toBeGreaterThan(0);
    // More than is owed repays what is owed; after the last month there is nothing left to repay.
    expect(earlyRepayment(terms, schedule, 40, 10_000_000_000)?.amount).toBe(schedule.rows[39]?.balance);
    expect(earlyRepayment(terms, schedule, 240, 1_000)).toBeNull();
  });
});

describe('schedules: invariants over random valid loans (property-based)', () => {
  const loans = fc.record({
    principal: fc.integer({ min: 100_000, max: 500_000_000 }),
    annualRatePercent: fc.double({ min: 0, max: 30, noNaN: true }),
    termMonths: fc.integer({ min: 1, max: 360 }),
    repayment: fc.constantFrom(...repaymentTypes),
    monthlyFee: fc.integer({ min: 0, max: 10_000 }),
    upfrontFee: fc.integer({ min: 0, max: 50_000 }),
  });

  it('principal sums to the loan, the last balance is zero, and each row adds up', () => {
    fc.assert(
      fc.property(loans, (terms) => {
        const schedule = loanSchedule(terms);
        expect(schedule.rows).toHaveLength(terms.termMonths);
        expect(schedule.totalPrincipal).toBe(terms.principal);
        expect(schedule.rows.at(-1)?.balance).toBe(0);
        let balance = terms.principal;
        for (const row of schedule.rows) {
          expect(Number.isInteger(row.interest) && Number.isInteger(row.principal)).toBe(true);
          expect(row.payment).toBe(row.interest + row.principal);
          expect(row.balance).toBe(balance - row.principal);
          expect(row.principal).toBeGreaterThanOrEqual(0);
          balance = row.balance;
        }
        expect(schedule.totalPayment).toBe(terms.principal + schedule.totalInterest + schedule.totalFees);
        expect(schedule.totalFees).toBe(terms.upfrontFee + terms.monthlyFee * terms.termMonths);
      }),
      { numRuns: 300 },
    );
  });

  it('rounds consistently: every annuity instalment is within a unit of the first, the last within two', () => {
    fc.assert(
      fc.property(loans, (terms) => {
        const schedule = loanSchedule({ ...terms, repayment: 'annuity' });
        const instalment = schedule.firstPayment;
        for (const row of schedule.rows.slice(0, -1)) expect(Math.abs(row.payment - instalment)).toBeLessThanOrEqual(1);
        expect(Math.abs(schedule.lastPayment - instalment)).toBeLessThanOrEqual(2);
      }),
      { numRuns: 500 },
    );
  });

  it('differentiated payments never rise, bar the last month, which settles the rounding', () => {
    fc.assert(
      fc.property(loans, (terms) => {
        const rows = loanSchedule({ ...terms, repayment: 'differentiated' }).rows.slice(0, -1);
        for (let i = 1; i < rows.length; i++) expect(rows[i]?.payment).toBeLessThanOrEqual(rows[i - 1]?.payment ?? 0);
      }),
      { numRuns: 300 },
    );
  });

  it('the actual rate is the nominal rate compounded monthly when there are no fees, and more with them', () => {
    fc.assert(
      fc.property(loans, (terms) => {
        const plain = loanSchedule({ ...terms, monthlyFee: 0, upfrontFee: 0 });
        const effective = ((1 + terms.annualRatePercent / 1200) ** 12 - 1) * 100;
        // Rounding each month's interest to the dram moves the rate by far less than 0.05 points on these loans.
        expect(Math.abs(plain.actualRatePercent - effective)).toBeLessThan(0.05);
        if (terms.monthlyFee + terms.upfrontFee > 0) expect(loanSchedule(terms).actualRatePercent).toBeGreaterThanOrEqual(plain.actualRatePercent);
      }),
      { numRuns: 200 },
    );
  });
});

describe('schedule CSV', () => {
  it('has the headers in the reader language, amounts in major units, quoted where needed', () => {
    const schedule = loanSchedule(annuity(120_000, 12, 2));
    const csv = scheduleCsv(schedule, { month: 'Ամիս', payment: 'Платёж, "AMD"', interest: 'Interest', principal: 'Principal', fee: 'Fee', balance: 'Balance' }, 2);
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Ամիս,"Платёж, ""AMD""",Interest,Principal,Fee,Balance');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toBe(`1,${(schedule.rows[0]!.payment / 100).toFixed(2)},12.00,${(schedule.rows[0]!.principal / 100).toFixed(2)},0.00,${(schedule.rows[0]!.balance / 100).toFixed(2)}`);
    expect(lines[2]?.endsWith(',0.00')).toBe(true);
  });
});

describe('payroll: from gross to net salary (2026 rules)', () => {
  it('800,000, born after 1974: 20% tax, 55,000 pension (10% less the state 25,000), 1,000 stamp duty, 10,800 health', () => {
    expect(payslip(800_000, { pension: 'born1974OrLater', itCertificate: false })).toEqual({
      gross: 800_000,
      incomeTax: 160_000,
      pension: 55_000,
      stampDuty: 1_000,
      healthInsurance: 10_800,
      net: 573_200,
    });
  });

  it('2,000,000: the pension stops at 87,500 (10% of 1,125,000 less 25,000) and the stamp duty is 15,000', () => {
    expect(payslip(2_000_000, { pension: 'voluntary', itCertificate: false })).toMatchObject({ incomeTax: 400_000, pension: 87_500, stampDuty: 15_000, healthInsurance: 10_800, net: 1_486_700 });
  });

  it('300,000 with an IT certificate: 10% tax, 5% pension, 4,800 health; 150,000 without the pension: no health contribution', () => {
    expect(payslip(300_000, { pension: 'voluntary', itCertificate: true })).toMatchObject({ incomeTax: 30_000, pension: 15_000, stampDuty: 1_000, healthInsurance: 4_800, net: 249_200 });
    expect(payslip(150_000, { pension: 'none', itCertificate: false })).toMatchObject({ incomeTax: 30_000, pension: 0, healthInsurance: 0, net: 119_000 });
  });

  it('finds the least gross salary that pays a given net (property-based)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5_000_000 }), fc.constantFrom(...pensionTypes), fc.boolean(), (gross, pension, itCertificate) => {
        const profile = { pension, itCertificate };
        const net = payslip(gross, profile).net;
        const found = grossForNet(net, profile);
        expect(found).toBeLessThanOrEqual(gross);
        expect(payslip(found, profile).net).toBeGreaterThanOrEqual(net);
        if (found > 1) expect(payslip(found - 1, profile).net).toBeLessThan(net);
      }),
      { numRuns: 500 },
    );
  });
});

describe('borrowing capacity', () => {
  it('net 600,000 at 12% over 20 years: half the income, 300,000 a month, lends 300,000 × (1 − 1.01^−240) / 0.01', () => {
    const capacity = borrowingCapacity({ netIncome: 600_000, existingPayments: 0, annualRatePercent: 12, termMonths: 240, repayment: 'annuity', reason: 'firstHome' });
    // 300,000 × 90.8194 = 27,245,830, rounded down to the thousand.
    expect(capacity).toMatchObject({ paymentLimit: 300_000, availablePayment: 300_000, loan: 27_245_000, limitedBy: 'income', belowMinimum: false, minimumDownPaymentShare: 0.1 });
    expect(capacity.downPayment).toBeGreaterThanOrEqual(Math.ceil(capacity.price * 0.1));
    // 27,245,000 / 0.9 = 30,272,222.2: the price is rounded up, so the down payment is at least its 10%.
    expect(capacity.price).toBe(30_272_223);
  });

  it('differentiated lends less: the first payment, L/n + L·r, is the largest', () => {
    const capacity = borrowingCapacity({ netIncome: 600_000, existingPayments: 0, annualRatePercent: 12, termMonths: 240, repayment: 'differentiated', reason: 'firstHome' });
    // 300,000 / (1/240 + 0.01) = 21,176,470.6
    expect(capacity.loan).toBe(21_176_000);
  });

  it('takes existing payments off, and lends nothing when they use up the limit', () => {
    const base = { netIncome: 600_000, annualRatePercent: 12, termMonths: 240, repayment: 'annuity', reason: 'firstHome' } as const;
    expect(borrowingCapacity({ ...base, existingPayments: 100_000 }).availablePayment).toBe(200_000);
    expect(borrowingCapacity({ ...base, existingPayments: 300_000 })).toMatchObject({ loan: 0, belowMinimum: true, price: 0 });
  });

  it('asks a second home or an investment for 30% down, a home to live in for 10%', () => {
    expect(mortgageReasons.map((reason) => minimumDownPayment(reason, 'AMD'))).toEqual([0.1, 0.1, 0.3, 0.1, 0.3]);
    expect(minimumDownPayment('firstHome', 'USD')).toBe(0.3);
    const investment = borrowingCapacity({ netIncome: 600_000, existingPayments: 0, annualRatePercent: 12, termMonths: 240, repayment: 'annuity', reason: 'investment' });
    expect(investment.loan).toBe(27_245_000);
    expect(investment.downPayment).toBeGreaterThanOrEqual(Math.ceil(investment.price * 0.3));
  });

  it('stays within the online maximum and the price ceiling', () => {
    fc.assert(
      fc.property(
        fc.record({
          netIncome: fc.integer({ min: 0, max: 20_000_000 }),
          existingPayments: fc.integer({ min: 0, max: 2_000_000 }),
          annualRatePercent: fc.double({ min: 0, max: 30, noNaN: true }),
          termMonths: fc.integer({ min: 12, max: 360 }),
          repayment: fc.constantFrom(...repaymentTypes),
          reason: fc.constantFrom(...mortgageReasons),
        }),
        (input) => {
          const capacity = borrowingCapacity(input);
          expect(capacity.loan).toBeLessThanOrEqual(loanLimits.loanAmount.max);
          expect(capacity.price).toBeLessThanOrEqual(loanLimits.propertyPrice.max);
          if (capacity.loan === 0) return;
          expect(capacity.loan).toBeGreaterThanOrEqual(loanLimits.loanAmount.min);
          expect(capacity.downPayment).toBeGreaterThanOrEqual(Math.ceil(capacity.price * capacity.minimumDownPaymentShare));
          // The loan's largest payment fits what the income leaves (a dram of rounding aside).
          const schedule = loanSchedule({ principal: capacity.loan, annualRatePercent: input.annualRatePercent, termMonths: input.termMonths, repayment: input.repayment });
          expect(schedule.firstPayment).toBeLessThanOrEqual(capacity.availablePayment + 1);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('income-tax refund', () => {
  it('applies up to AMD 55,000,000 and not a dram above (spec sections 5 and 9)', () => {
    expect(refundRefusal(55_000_000, true, 'otherRegions', '2026-11-24')).toBeNull();
    expect(refundRefusal(55_000_001, true, 'otherRegions', '2026-11-24')).toBe('aboveCeiling');
    expect(refundRefusal(40_000_000, false, 'otherRegions', '2026-11-24')).toBe('notNewBuild');
  });

  it('ends by region: Yerevan from 2025, the regions round it from 2027, the rest from 2029, never in border settlements', () => {
    const refused = (region: (typeof refundRegions)[number], date: string) => refundRefusal(40_000_000, true, region, date);
    expect([refused('yerevan', '2024-12-31'), refused('yerevan', '2025-01-01')]).toEqual([null, 'regionEnded']);
    expect([refused('nearYerevan', '2026-12-31'), refused('nearYerevan', '2027-01-01')]).toEqual([null, 'regionEnded']);
    expect([refused('otherRegions', '2028-12-31'), refused('otherRegions', '2029-01-01')]).toEqual([null, 'regionEnded']);
    expect(refused('borderSettlement', '2035-06-01')).toBeNull();
    expect(['kentron', 'kotayk', 'armavir', 'shirak', 'tavush'].map(refundRegionOf)).toEqual(['yerevan', 'nearYerevan', 'nearYerevan', 'otherRegions', 'otherRegions']);
  });

  it('caps a quarter at 1,500,000 for contracts before 2025 and 750,000 after', () => {
    expect([quarterlyRefundCap('2024-12-31'), quarterlyRefundCap('2025-01-01')]).toEqual([1_500_000, 750_000]);
  });

  it('refunds each quarter the interest paid, at most the income tax withheld and the cap', () => {
    // Signed 15 November 2026: payments in December 2026 (Q4), then January–March 2027 (Q1).
    const rows = [1, 2, 3, 4].map((month) => ({ month, payment: 0, interest: 400_000, principal: 0, fee: 0, balance: 0 }));
    const lowTax = incomeTaxRefundSchedule({ price: 40_000_000, newBuild: true, region: 'otherRegions', contractDate: '2026-11-15', monthlyIncomeTax: 100_000, rows });
    // Q4 2026: interest 400,000, tax 100,000 → 100,000. Q1 2027: interest 1,200,000, tax 300,000 → 300,000.
    expect(lowTax.years).toEqual([
      { year: 2026, interest: 400_000, incomeTax: 100_000, refund: 100_000 },
      { year: 2027, interest: 1_200_000, incomeTax: 300_000, refund: 300_000 },
    ]);
    const highTax = incomeTaxRefundSchedule({ price: 40_000_000, newBuild: true, region: 'otherRegions', contractDate: '2026-11-15', monthlyIncomeTax: 1_000_000, rows });
    // Q1 2027: interest 1,200,000 is more than the 750,000 cap.
    expect(highTax.years.map((year) => year.refund)).toEqual([400_000, 750_000]);
    expect(highTax.totalRefund).toBe(1_150_000);
    const refused = incomeTaxRefundSchedule({ price: 40_000_000, newBuild: true, region: 'yerevan', contractDate: '2026-11-15', monthlyIncomeTax: 1_000_000, rows });
    expect(refused).toMatchObject({ eligible: false, refusal: 'regionEnded', totalRefund: 0, totalInterest: 1_600_000 });
  });

  it('never refunds more than the interest, the tax, or four caps a year (property-based)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3_000_000, max: 60_000_000 }),
        fc.double({ min: 0, max: 25, noNaN: true }),
        fc.integer({ min: 12, max: 360 }),
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.integer({ min: 2024, max: 2030 }),
        fc.integer({ min: 1, max: 12 }),
        fc.constantFrom(...refundRegions),
        (principal, rate, months, monthlyIncomeTax, year, month, region) => {
          const rows = loanSchedule(annuity(principal, rate, months)).rows;
          const contractDate = `${year}-${String(month).padStart(2, '0')}-01`;
          const result = incomeTaxRefundSchedule({ price: principal, newBuild: true, region, contractDate, monthlyIncomeTax, rows });
          expect(result.totalRefund).toBeLessThanOrEqual(result.totalInterest);
          for (const entry of result.years) {
            expect(entry.refund).toBeLessThanOrEqual(Math.min(entry.interest, entry.incomeTax, 4 * result.quarterlyCap));
          }
          if (!result.eligible) expect(result.totalRefund).toBe(0);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('renovation', () => {
  it('estimates the cost from the area and the condition, and lends the cost less own funds within the range', () => {
    expect(renovationEstimate(60, 'unrepaired')).toBe(8_400_000);
    expect(renovationFinancing(8_400_000, 1_400_000)).toEqual({ cost: 8_400_000, ownFunds: 1_400_000, loan: 7_000_000, withinRange: true });
    expect(renovationFinancing(1_000_000, 900_000).withinRange).toBe(false);
    expect(renovationFinancing(30_000_000, 0).withinRange).toBe(false);
  });
});
