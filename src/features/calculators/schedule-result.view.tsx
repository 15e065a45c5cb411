import { useTranslation } from 'react-i18next';
import { scheduleColumns, type LoanSchedule, type RepaymentType, type ScheduleColumn } from '../../../api/contract/calculations/loan';
import type { Currency } from '../../../api/contract/calculations/money';
import { button } from '../../ui/button.css';
import { useCalculatorFormat } from './calculator-format';
import { Assumptions, Figure, Headline } from './result-figures.view';
import { downloadScheduleCsv } from './schedule-csv';
import { ScheduleDisclosure } from './schedule-disclosure.view';
import * as css from './calculators.css';

interface ScheduleResultProps {
  schedule: LoanSchedule;
  repayment: RepaymentType;
  currency: Currency;
  /** The CSV file's name, without the extension. */
  fileName: string;
  /** Whether the payment is the page's main answer, or a figure under another (the loan one can borrow). */
  headline?: boolean;
  /** What the page's own figures take for granted, said with the loan's. */
  assumptions?: string[];
}

/**
 * What a loan costs: the monthly payment, the interest, the total and the actual rate, each with
 * what it means; the schedule on demand and as a CSV file.
 */
export function ScheduleResult({ schedule, repayment, currency, fileName, headline = true, assumptions = [] }: ScheduleResultProps) {
  const { t } = useTranslation('calculators');
  const format = useCalculatorFormat();
  const money = (amount: number) => format.money(amount, currency);
  const annuity = repayment === 'annuity';
  const paymentLabel = annuity ? t('result.monthlyPayment') : t('result.firstPayment');
  const paymentExplain = annuity
    ? t('explain.annuity')
    : t('explain.differentiated', { part: money(schedule.rows[0]?.principal ?? 0), last: money(schedule.lastPayment) });
  const headers = Object.fromEntries(scheduleColumns.map((column) => [column, t(`schedule.column.${column}`)])) as Record<ScheduleColumn, string>;

  return (
    <>
      {headline ? (
        <Headline label={paymentLabel} value={money(schedule.firstPayment)} explain={paymentExplain} testId="monthly-payment" />
      ) : null}
      <dl className={css.figures}>
        {headline ? null : <Figure label={paymentLabel} value={money(schedule.firstPayment)} explain={paymentExplain} testId="monthly-payment" />}
        {annuity ? null : <Figure label={t('result.lastPayment')} value={money(schedule.lastPayment)} explain={t('explain.lastPayment')} testId="last-payment" />}
        <Figure label={t('result.totalInterest')} value={money(schedule.totalInterest)} explain={t('explain.totalInterest')} testId="total-interest" />
        {schedule.totalFees > 0 ? <Figure label={t('result.totalFees')} value={money(schedule.totalFees)} explain={t('explain.totalFees')} testId="total-fees" /> : null}
        <Figure label={t('result.totalPayment')} value={money(schedule.totalPayment)} explain={t('explain.totalPayment')} testId="total-payment" />
        <Figure label={t('result.actualRate')} value={`${format.percent(schedule.actualRatePercent)}%`} explain={t('explain.actualRate')} testId="actual-rate" />
      </dl>
      <Assumptions items={[...assumptions, t('assumptions.fixedRate'), t('assumptions.monthly'), t('assumptions.rounding')]} />
      <div className={css.actions}>
        <button type="button" className={button.secondary} onClick={() => downloadScheduleCsv(schedule, currency, headers, `${fileName}.csv`)} data-testid="download-csv">
          {t('schedule.download')}
        </button>
      </div>
      <ScheduleDisclosure schedule={schedule} currency={currency} />
    </>
  );
}
