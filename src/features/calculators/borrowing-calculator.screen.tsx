import { useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { borrowingCapacity, mortgageReasons, type BorrowingCapacity } from '../../../api/contract/calculations/borrowing';
import { termIssues } from '../../../api/contract/calculations/inputs';
import { loanLimits, onlineLending, paymentToIncomeLimit } from '../../../api/contract/calculations/lending-rules';
import { loanSchedule, repaymentTypes } from '../../../api/contract/calculations/loan';
import { payslip, pensionTypes, type Payslip } from '../../../api/contract/calculations/salary';
import { bounds, lendingMarkets, salaryKinds, termInMonths } from './calculator-search';
import { Choice, NumberField, SelectField, TermField } from './calculator-fields.view';
import { useCalculatorFormat } from './calculator-format';
import { CalculatorPage } from './calculator-page.view';
import { CarryToApplication } from './carry-to-application.view';
import { useIssueMessages } from './input-issues';
import { Assumptions, Figure, Headline, InputsNotice } from './result-figures.view';
import { ScheduleResult } from './schedule-result.view';
import { useSearchUpdate } from './use-calculator-search';
import * as css from './calculators.css';

/**
 * How much can I borrow (named route "borrowing loan calculator"): a salary, gross or net, turned into
 * the loan the payment-to-income limit allows, the home it buys and the loan's schedule.
 */
export function BorrowingCalculatorScreen() {
  const search = useSearch({ from: '/$lang/calculators/borrowing' });
  const update = useSearchUpdate(search);
  const { t } = useTranslation('calculators');
  const format = useCalculatorFormat();
  const termMonths = termInMonths(search.term, search.unit);
  const issues = [...(search.salary <= 0 ? [{ field: 'salary', rule: 'salaryRequired' } as const] : []), ...termIssues(termMonths, loanLimits.termMonths)];
  const errors = useIssueMessages(issues);
  const amountField = { min: bounds.amount.min, max: bounds.amount.max, formatBound: (amount: number) => format.major(amount) };
  const gross = search.kind === 'gross';

  const inputs = (
    <>
      <Choice legend={t('field.market')} value={search.market} onValueChange={(market) => update({ market })} options={lendingMarkets.map((market) => ({ value: market, label: t(`market.${market}`) }))} />
      <Choice legend={t('field.salaryKind')} value={search.kind} onValueChange={(kind) => update({ kind })} options={salaryKinds.map((kind) => ({ value: kind, label: t(`salaryKind.${kind}`) }))} />
      <NumberField name="salary" label={gross ? t('field.grossSalary') : t('field.netSalary')} value={search.salary} {...amountField} onValueChange={(salary) => update({ salary })} error={errors.salary} />
      {gross ? (
        <>
          <SelectField label={t('field.pension')} value={search.pension} onValueChange={(pension) => update({ pension })} options={pensionTypes.map((type) => ({ value: type, label: t(`pension.${type}`) }))} />
          <Choice
            legend={t('field.itCertificate')}
            value={search.it ? 'yes' : 'no'}
            onValueChange={(answer) => update({ it: answer === 'yes' })}
            options={[
              { value: 'no', label: t('answer.no') },
              { value: 'yes', label: t('answer.yes') },
            ]}
          />
        </>
      ) : null}
      <NumberField name="debts" label={t('field.existingPayments')} value={search.debts} {...amountField} onValueChange={(debts) => update({ debts })} hint={t('hint.existingPayments')} />
      <TermField term={search.term} unit={search.unit} onChange={update} error={errors.term} />
      <NumberField name="rate" label={t('field.rate')} value={search.rate} min={bounds.rate.min} max={bounds.rate.max} decimals formatBound={format.percent} onValueChange={(rate) => update({ rate })} />
      <Choice legend={t('field.repayment')} value={search.repayment} onValueChange={(repayment) => update({ repayment })} options={repaymentTypes.map((type) => ({ value: type, label: t(`repayment.${type}`) }))} />
      <SelectField label={t('field.reason')} value={search.reason} onValueChange={(reason) => update({ reason })} options={mortgageReasons.map((reason) => ({ value: reason, label: t(`reason.${reason}`) }))} hint={t('hint.reason')} />
    </>
  );

  if (issues.length > 0) return <CalculatorPage route="borrowingCalculator" inputs={inputs} result={<InputsNotice />} />;

  const slip = gross ? payslip(search.salary, { pension: search.pension, itCertificate: search.it }) : null;
  const netIncome = slip ? slip.net : search.salary;
  const assumptions = [t('assumptions.paymentToIncome'), t('assumptions.indicative')];
  const capacity = borrowingCapacity({ netIncome, existingPayments: search.debts, annualRatePercent: search.rate, termMonths, repayment: search.repayment, reason: search.reason, market: search.market });
  const { loanAmount } = onlineLending[search.market];
  const result = (
    <>
      <Headline
        label={t('borrowing.canBorrow')}
        value={format.money(capacity.loan)}
        explain={capacity.loan > 0 ? t(`borrowing.limitedBy.${capacity.limitedBy}`, { max: format.money(loanAmount.max) }) : t('borrowing.none', { min: format.money(loanAmount.min) })}
        testId="borrowing-amount"
      />
      <dl className={css.figures}>
        <Figure label={t('borrowing.netIncome')} value={format.money(netIncome)} explain={slip ? t('borrowing.netFromGross') : t('borrowing.netAsTyped')} testId="net-income" />
        <Figure
          label={t('borrowing.paymentLimit')}
          value={format.money(capacity.paymentLimit)}
          explain={t('borrowing.paymentLimitExplain', { share: format.percent(paymentToIncomeLimit * 100), available: format.money(Math.max(capacity.availablePayment, 0)) })}
          testId="payment-limit"
        />
        {capacity.loan > 0 ? <HomeFigures capacity={capacity} /> : null}
      </dl>
      {slip ? <PayslipPanel slip={slip} /> : null}
      {capacity.loan > 0 ? (
        <>
          <ScheduleResult
            schedule={loanSchedule({ principal: capacity.loan, annualRatePercent: search.rate, termMonths, repayment: search.repayment })}
            repayment={search.repayment}
            currency="AMD"
            fileName="tun-borrowing-schedule"
            headline={false}
            assumptions={assumptions}
          />
          <CarryToApplication
            calculation={{ calculator: 'borrowing', amount: capacity.loan, price: capacity.price, downPayment: capacity.downPayment, termMonths, repayment: search.repayment, currency: 'AMD', reason: search.reason }}
          />
        </>
      ) : (
        <Assumptions items={assumptions} />
      )}
    </>
  );
  return <CalculatorPage route="borrowingCalculator" inputs={inputs} result={result} />;
}

function HomeFigures({ capacity }: { capacity: BorrowingCapacity }) {
  const { t } = useTranslation('calculators');
  const format = useCalculatorFormat();
  return (
    <>
      <Figure label={t('borrowing.price')} value={format.money(capacity.price)} explain={t('borrowing.priceExplain', { share: format.percent(capacity.minimumDownPaymentShare * 100) })} testId="affordable-price" />
      <Figure label={t('borrowing.downPayment')} value={format.money(capacity.downPayment)} explain={t('borrowing.downPaymentExplain')} testId="down-payment" />
    </>
  );
}

/** From gross to net: each deduction of the payroll rules, so the net figure explains itself. */
function PayslipPanel({ slip }: { slip: Payslip }) {
  const { t } = useTranslation('calculators');
  const format = useCalculatorFormat();
  const lines = [
    ['incomeTax', slip.incomeTax],
    ['pension', slip.pension],
    ['stampDuty', slip.stampDuty],
    ['healthInsurance', slip.healthInsurance],
  ] as const;
  return (
    <section className={css.subpanel} aria-labelledby="payslip-title" data-testid="payslip">
      <h3 id="payslip-title" className={css.subTitle}>
        {t('payslip.title')}
      </h3>
      <table className={css.namedAmounts}>
        <tbody>
          <tr>
            <th scope="row">{t('payslip.gross')}</th>
            <td>{format.money(slip.gross)}</td>
          </tr>
          {lines.map(([name, amount]) => (
            <tr key={name}>
              <th scope="row">{t(`payslip.${name}`)}</th>
              <td>−{format.money(amount)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">{t('payslip.net')}</th>
            <td>{format.money(slip.net)}</td>
          </tr>
        </tbody>
      </table>
      <p className={css.explain}>{t('payslip.source')}</p>
    </section>
  );
}
