import { useSearch } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refundLoanIssues } from '../../../api/contract/calculations/inputs';
import { incomeTaxRefund, payroll, refundRegions } from '../../../api/contract/calculations/lending-rules';
import { loanSchedule, repaymentTypes } from '../../../api/contract/calculations/loan';
import { incomeTaxRefundSchedule, type RefundResult } from '../../../api/contract/calculations/refund';
import { yerevanDate } from '../../../api/contract/requests';
import { currencyWord, formatDate } from '../../lib/format';
import * as form from '../../ui/form.css';
import { bounds, termInMonths } from './calculator-search';
import { Choice, NumberField, SelectField, TermField } from './calculator-fields.view';
import { useCalculatorFormat } from './calculator-format';
import { CalculatorPage } from './calculator-page.view';
import { CarryToApplication } from './carry-to-application.view';
import { useIssueMessages } from './input-issues';
import { Assumptions, Figure, Headline, InputsNotice } from './result-figures.view';
import { useSearchUpdate } from './use-calculator-search';
import * as css from './calculators.css';

const yesNo = ['yes', 'no'] as const;

/**
 * The income-tax refund calculator: the interest of a mortgage returned from the income tax, quarter by
 * quarter within the caps, for a home that qualifies (new, up to AMD 55 million, where the refund has
 * not ended for a contract signed in the chosen month).
 */
export function RefundCalculatorScreen() {
  const search = useSearch({ from: '/$lang/calculators/income-tax-refund' });
  const update = useSearchUpdate(search);
  const { t } = useTranslation('calculators');
  const format = useCalculatorFormat();
  // This month in Yerevan, read once when the page opens, unless the link names the contract's month;
  // it is then written into the address, so a shared result stays the same in a later month.
  const [thisMonth] = useState(() => yerevanDate(new Date()).slice(0, 7));
  const start = search.start ?? thisMonth;
  useEffect(() => {
    if (!search.start) update({ start: thisMonth });
  }, [search.start, thisMonth, update]);
  const termMonths = termInMonths(search.term, search.unit);
  const issues = refundLoanIssues(search.price, search.loan, termMonths);
  const errors = useIssueMessages(issues);
  const amountField = { min: bounds.amount.min, max: bounds.amount.max, formatBound: (amount: number) => format.major(amount) };
  const yesNoOptions = yesNo.map((answer) => ({ value: answer, label: t(`answer.${answer}`) }));

  const inputs = (
    <>
      <NumberField name="price" label={t('field.price', { currency: currencyWord('AMD', format.lang) })} value={search.price} {...amountField} onValueChange={(price) => update({ price })} error={errors.price} />
      <NumberField name="loan" label={t('field.loan', { currency: currencyWord('AMD', format.lang) })} value={search.loan} {...amountField} onValueChange={(loan) => update({ loan })} error={errors.loan} />
      <TermField term={search.term} unit={search.unit} onChange={update} error={errors.term} />
      <NumberField name="rate" label={t('field.rate')} value={search.rate} min={bounds.rate.min} max={bounds.rate.max} decimals formatBound={format.percent} onValueChange={(rate) => update({ rate })} />
      <Choice legend={t('field.repayment')} value={search.repayment} onValueChange={(repayment) => update({ repayment })} options={repaymentTypes.map((type) => ({ value: type, label: t(`repayment.${type}`) }))} />
      <NumberField name="salary" label={t('field.grossSalary')} value={search.salary} {...amountField} onValueChange={(salary) => update({ salary })} />
      <Choice legend={t('field.itCertificate')} value={search.it ? 'yes' : 'no'} onValueChange={(answer) => update({ it: answer === 'yes' })} options={yesNoOptions} />
      <Choice legend={t('field.newBuild')} value={search.newBuild ? 'yes' : 'no'} onValueChange={(answer) => update({ newBuild: answer === 'yes' })} options={yesNoOptions} />
      <SelectField label={t('field.region')} value={search.region} onValueChange={(region) => update({ region })} options={refundRegions.map((region) => ({ value: region, label: t(`region.${region}`) }))} />
      <div className={form.field}>
        <label htmlFor="refund-start" className={form.label}>
          {t('field.contractMonth')}
        </label>
        <input id="refund-start" type="month" className={form.input} value={start} min="2014-11" max="2100-12" onChange={(event) => /^\d{4}-\d{2}$/.test(event.target.value) && update({ start: event.target.value })} />
      </div>
    </>
  );

  if (issues.length > 0) return <CalculatorPage route="incomeTaxRefundCalculator" inputs={inputs} result={<InputsNotice />} />;

  const schedule = loanSchedule({ principal: search.loan, annualRatePercent: search.rate, termMonths, repayment: search.repayment });
  const incomeTaxRate = search.it ? payroll.incomeTaxRate.itCertificate : payroll.incomeTaxRate.standard;
  const refund = incomeTaxRefundSchedule({
    price: search.price,
    newBuild: search.newBuild,
    region: search.region,
    contractDate: `${start}-01`,
    monthlyIncomeTax: Math.round(search.salary * incomeTaxRate),
    rows: schedule.rows,
  });
  const result = (
    <>
      <Headline
        label={t('refund.total')}
        value={format.money(refund.totalRefund)}
        explain={refund.eligible ? t('refund.eligible', { cap: format.money(refund.quarterlyCap) }) : t(`refund.refusal.${refund.refusal ?? 'aboveCeiling'}`, refusalParams(refund, format))}
        testId="refund-total"
      />
      <dl className={css.figures}>
        <Figure label={t('result.monthlyPayment')} value={format.money(schedule.firstPayment)} explain={t('refund.paymentExplain')} testId="monthly-payment" />
        <Figure label={t('result.totalInterest')} value={format.money(schedule.totalInterest)} explain={t('explain.totalInterest')} testId="total-interest" />
        <Figure label={t('refund.interestAfter')} value={format.money(schedule.totalInterest - refund.totalRefund)} explain={t('refund.interestAfterExplain')} testId="interest-after-refund" />
        <Figure label={t('refund.incomeTax')} value={format.money(Math.round(search.salary * incomeTaxRate))} explain={t('refund.incomeTaxExplain', { rate: format.percent(incomeTaxRate * 100) })} testId="monthly-income-tax" />
      </dl>
      {refund.eligible ? <RefundYears refund={refund} /> : null}
      <Assumptions items={[t('assumptions.refundQuarterly'), t('assumptions.salaryConstant'), t('assumptions.refundSource')]} />
      <CarryToApplication
        calculation={{ calculator: 'incomeTaxRefund', amount: search.loan, price: search.price, downPayment: search.price - search.loan, termMonths, repayment: search.repayment, currency: 'AMD', reason: null }}
      />
    </>
  );
  return <CalculatorPage route="incomeTaxRefundCalculator" inputs={inputs} result={result} />;
}

/** The words a refusal needs: the price ceiling, or the day the refund ended in the region. */
function refusalParams(refund: RefundResult, format: ReturnType<typeof useCalculatorFormat>) {
  return { ceiling: format.money(incomeTaxRefund.priceCeiling), since: refund.endsFor ? formatDate(refund.endsFor, format.lang) : '' };
}

/** The refund by calendar year, the figures it is the least of beside it. */
function RefundYears({ refund }: { refund: RefundResult }) {
  const { t } = useTranslation('calculators');
  const format = useCalculatorFormat();
  return (
    <div className={css.tableScroll} tabIndex={0} role="region" aria-label={t('refund.tableTitle')} data-testid="refund-years">
      <table className={css.table}>
        <caption className={css.caption}>{t('refund.tableTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('refund.column.year')}</th>
            <th scope="col">{t('refund.column.interest')}</th>
            <th scope="col">{t('refund.column.incomeTax')}</th>
            <th scope="col">{t('refund.column.refund')}</th>
          </tr>
        </thead>
        <tbody>
          {refund.years.map((year) => (
            <tr key={year.year}>
              <th scope="row">{year.year}</th>
              <td>{format.money(year.interest)}</td>
              <td>{format.money(year.incomeTax)}</td>
              <td>{format.money(year.refund)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
