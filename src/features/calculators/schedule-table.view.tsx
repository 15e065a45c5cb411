import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { scheduleColumns, type LoanSchedule } from '../../../api/contract/calculations/loan';
import type { Currency } from '../../../api/contract/calculations/money';
import { Choice, SelectField } from './calculator-fields.view';
import { useCalculatorFormat } from './calculator-format';
import { scheduleYears } from './schedule-years';
import * as css from './calculators.css';

type TableView = 'years' | 'months';

/**
 * The schedule as a table, the data behind the charts. A 30-year loan has 360 months, so it opens
 * by year; by month, it shows one year's twelve months at a time.
 */
export function ScheduleTable({ schedule, currency }: { schedule: LoanSchedule; currency: Currency }) {
  const { t } = useTranslation('calculators');
  const format = useCalculatorFormat();
  const years = scheduleYears(schedule);
  const [view, setView] = useState<TableView>(years.length > 1 ? 'years' : 'months');
  const [chosenYear, setChosenYear] = useState(1);
  const year = years[Math.min(chosenYear, years.length) - 1];
  const money = (amount: number) => format.money(amount, currency);
  const rows =
    view === 'years'
      ? years.map((row) => ({ key: row.year, label: t('schedule.yearLabel', { year: row.year }), ...row }))
      : (year?.rows ?? []).map((row) => ({ key: row.month, label: format.number(row.month), ...row }));

  return (
    <div className={css.scheduleArea} data-testid="schedule-table">
      <div className={css.tableControls}>
        <Choice
          legend={t('schedule.viewLegend')}
          value={view}
          onValueChange={setView}
          options={[
            { value: 'years', label: t('schedule.byYear') },
            { value: 'months', label: t('schedule.byMonth') },
          ]}
        />
        {view === 'months' && years.length > 1 ? (
          <SelectField
            label={t('schedule.yearChoice')}
            value={String(year?.year ?? 1)}
            onValueChange={(value) => setChosenYear(Number(value))}
            options={years.map((row) => ({ value: String(row.year), label: t('schedule.yearLabel', { year: row.year }) }))}
          />
        ) : null}
      </div>
      <div className={css.tableScroll} tabIndex={0} role="region" aria-label={t('schedule.tableTitle')}>
        <table className={css.table}>
          <caption className={css.caption}>{view === 'years' ? t('schedule.captionYears') : t('schedule.captionMonths', { year: year?.year ?? 1 })}</caption>
          <thead>
            <tr>
              {scheduleColumns.map((column) => (
                <th key={column} scope="col">
                  {column === 'month' && view === 'years' ? t('schedule.column.year') : t(`schedule.column.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                <td>{money(row.payment)}</td>
                <td>{money(row.interest)}</td>
                <td>{money(row.principal)}</td>
                <td>{money(row.fee)}</td>
                <td>{money(row.balance)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('schedule.total')}</th>
              <td>{money(schedule.totalPayment)}</td>
              <td>{money(schedule.totalInterest)}</td>
              <td>{money(schedule.totalPrincipal)}</td>
              <td>{money(schedule.totalFees)}</td>
              <td />
            </tr>
          </tfoot>
        </table>
      </div>
    </div>
  );
}
