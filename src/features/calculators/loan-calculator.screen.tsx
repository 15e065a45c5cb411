import { useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { minimumDownPayment, mortgageReasons } from '../../../api/contract/calculations/borrowing';
import { purchaseIssues } from '../../../api/contract/calculations/inputs';
import { earlyRepayment, loanSchedule, repaymentTypes, type LoanTerms } from '../../../api/contract/calculations/loan';
import { currencies, toMinor } from '../../../api/contract/calculations/money';
import { currencyWord } from '../../lib/format';
import { bounds, lendingMarkets, termInMonths, type LoanSearch } from './calculator-search';
import { Choice, NumberField, SelectField, TermField } from './calculator-fields.view';
import { useCalculatorFormat } from './calculator-format';
import { CalculatorPage } from './calculator-page.view';
import { CarryToApplication } from './carry-to-application.view';
import { useIssueMessages } from './input-issues';
import { Figure, InputsNotice } from './result-figures.view';
import { ScheduleResult } from './schedule-result.view';
import { useSearchUpdate } from './use-calculator-search';
import * as css from './calculators.css';

/**
 * The loan calculator (named route "loan calculator"): a price, a down payment and a loan over a term,
 * answered with the monthly payment, the cost, the actual rate and the schedule as the person types.
 */
export function LoanCalculatorScreen() {
  const search = useSearch({ from: '/$lang/calculators/loan' });
  const update = useSearchUpdate(search);
  const { t } = useTranslation('calculators');
  const format = useCalculatorFormat();
  const { currency } = search;
  const loan = search.price - search.down;
  const termMonths = termInMonths(search.term, search.unit);
  // A resale home is lent on by the secondary market's ranges (spec section 9), a new flat by the primary's.
  const issues = purchaseIssues({ currency, price: search.price, down: search.down, termMonths, reason: search.reason, market: search.market });
  const errors = useIssueMessages(issues, currency);
  const share = minimumDownPayment(search.reason, currency);
  const money = (amount: number) => format.major(amount, currency);
  const amountField = { min: bounds.amount.min, max: bounds.amount.max, formatBound: money };

  const inputs = (
    <>
      <Choice legend={t('field.market')} value={search.market} onValueChange={(market) => update({ market })} options={lendingMarkets.map((market) => ({ value: market, label: t(`market.${market}`) }))} />
      <Choice legend={t('field.currency')} value={currency} onValueChange={(next) => update({ currency: next })} options={currencies.map((code) => ({ value: code, label: currencyWord(code, format.lang) }))} />
      <NumberField name="price" label={t('field.price', { currency: currencyWord(currency, format.lang) })} value={search.price} {...amountField} onValueChange={(price) => update({ price })} error={errors.price} />
      <NumberField
        name="down"
        label={t('field.downPayment', { currency: currencyWord(currency, format.lang) })}
        value={search.down}
        {...amountField}
        onValueChange={(down) => update({ down })}
        error={errors.down}
        hint={t('hint.downPayment', { share: format.percent(share * 100), minimum: money(Math.ceil(search.price * share)) })}
      />
      <NumberField
        name="loan"
        label={t('field.loan', { currency: currencyWord(currency, format.lang) })}
        value={Math.max(loan, 0)}
        {...amountField}
        // The loan and the down payment make the price: typing one sets the other.
        onValueChange={(next) => update({ down: Math.max(search.price - next, 0) })}
        error={errors.loan}
      />
      <TermField term={search.term} unit={search.unit} onChange={update} error={errors.term} />
      <NumberField name="rate" label={t('field.rate')} value={search.rate} min={bounds.rate.min} max={bounds.rate.max} decimals formatBound={format.percent} onValueChange={(rate) => update({ rate })} />
      <Choice legend={t('field.repayment')} value={search.repayment} onValueChange={(repayment) => update({ repayment })} options={repaymentTypes.map((type) => ({ value: type, label: t(`repayment.${type}`) }))} />
      <SelectField label={t('field.reason')} value={search.reason} onValueChange={(reason) => update({ reason })} options={mortgageReasons.map((reason) => ({ value: reason, label: t(`reason.${reason}`) }))} hint={t('hint.reason')} />
      <fieldset className={css.group}>
        <legend className={css.choiceLegend}>{t('field.fees')}</legend>
        <div className={css.pair}>
          <NumberField name="upfrontFee" label={t('field.upfrontFee', { currency: currencyWord(currency, format.lang) })} value={search.upfrontFee} {...amountField} onValueChange={(upfrontFee) => update({ upfrontFee })} />
          <NumberField name="monthlyFee" label={t('field.monthlyFee', { currency: currencyWord(currency, format.lang) })} value={search.monthlyFee} {...amountField} onValueChange={(monthlyFee) => update({ monthlyFee })} />
        </div>
      </fieldset>
    </>
  );

  if (issues.length > 0) return <CalculatorPage route="loanCalculator" inputs={inputs} result={<InputsNotice />} />;

  const terms: LoanTerms = {
    principal: toMinor(loan, currency),
    annualRatePercent: search.rate,
    termMonths,
    repayment: search.repayment,
    upfrontFee: toMinor(search.upfrontFee, currency),
    monthlyFee: toMinor(search.monthlyFee, currency),
  };
  const schedule = loanSchedule(terms);
  const result = (
    <>
      <ScheduleResult schedule={schedule} repayment={search.repayment} currency={currency} fileName="tun-loan-schedule" />
      <EarlyRepaymentPanel search={search} terms={terms} schedule={schedule} update={update} />
      <CarryToApplication
        calculation={{ calculator: 'loan', amount: loan, price: search.price, downPayment: search.down, termMonths, repayment: search.repayment, currency, reason: search.reason }}
      />
    </>
  );
  return <CalculatorPage route="loanCalculator" inputs={inputs} result={result} />;
}

interface EarlyRepaymentPanelProps {
  search: LoanSearch;
  terms: LoanTerms;
  schedule: ReturnType<typeof loanSchedule>;
  update: (patch: Partial<LoanSearch>) => void;
}

/** "Repay early?": the fee of spec section 9 for an amount repaid after a given month, and what it changes. */
function EarlyRepaymentPanel({ search, terms, schedule, update }: EarlyRepaymentPanelProps) {
  const { t } = useTranslation('calculators');
  const format = useCalculatorFormat();
  const { currency } = search;
  const month = Math.min(search.earlyMonth, Math.max(terms.termMonths - 1, 1));
  const early = search.earlyAmount > 0 ? earlyRepayment(terms, schedule, month, toMinor(search.earlyAmount, currency)) : null;
  return (
    <section className={css.subpanel} aria-labelledby="early-title" data-testid="early-repayment">
      <h3 id="early-title" className={css.subTitle}>
        {t('early.title')}
      </h3>
      <p className={css.explain}>{t('early.lead')}</p>
      <div className={css.pair}>
        <NumberField
          name="earlyAmount"
          label={t('early.amount', { currency: currencyWord(currency, format.lang) })}
          value={search.earlyAmount}
          min={bounds.amount.min}
          max={bounds.amount.max}
          formatBound={(amount) => format.major(amount, currency)}
          onValueChange={(earlyAmount) => update({ earlyAmount })}
        />
        <NumberField name="earlyMonth" label={t('early.month')} value={month} min={1} max={Math.max(terms.termMonths - 1, 1)} formatBound={format.number} onValueChange={(earlyMonth) => update({ earlyMonth })} />
      </div>
      {early ? (
        <dl className={css.figures}>
          <Figure
            label={t('early.fee')}
            value={format.money(early.fee, currency)}
            explain={early.feeShare > 0 ? t('early.feeExplain', { share: format.percent(early.feeShare * 100), year: Math.ceil(month / 12) }) : t('early.noFee')}
            testId="early-fee"
          />
          <Figure label={t('early.nextPayment')} value={format.money(early.nextPayment, currency)} explain={t('early.nextPaymentExplain')} testId="early-next-payment" />
          <Figure label={t('early.interestSaved')} value={format.money(early.interestSaved, currency)} explain={t('early.interestSavedExplain')} testId="early-saved" />
        </dl>
      ) : null}
    </section>
  );
}
