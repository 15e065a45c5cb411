import { useTranslation } from 'react-i18next';
import type { LoanSchedule } from '../../../api/contract/calculations/loan';
import type { Currency } from '../../../api/contract/calculations/money';
import { formatNumber } from '../../lib/format';
import { vars } from '../../ui/theme.css';
import { useCalculatorFormat } from './calculator-format';
import { scheduleYears } from './schedule-years';
import * as css from './calculators.css';

/*
 * Hand-drawn SVG (no chart library): one chart of the balance month by month, one of each period's
 * payment split into principal and interest. Each is an image with a spoken summary; the schedule
 * table next to it is the full data.
 */

const size = { width: 640, height: 260, left: 72, right: 16, top: 16, bottom: 36 };
const plot = { width: size.width - size.left - size.right, height: size.height - size.top - size.bottom };
const colors = { principal: vars.color.primary, interest: vars.color.accent, axis: vars.color.textMuted, grid: vars.color.border };

const x = (share: number) => size.left + share * plot.width;
const y = (share: number) => size.top + (1 - share) * plot.height;

/** At most about seven evenly spaced labels from 0 to `count`. */
function evenTicks(count: number): number[] {
  const step = Math.max(1, Math.ceil(count / 6));
  const ticks: number[] = [];
  for (let tick = 0; tick <= count; tick += step) ticks.push(tick);
  return ticks;
}

function Axes({ max, ticks, label, lang }: { max: number; ticks: { at: number; text: string }[]; label: string; lang: Parameters<typeof formatNumber>[1] }) {
  const compact = (value: number) => formatNumber(value, lang, { notation: 'compact', maximumFractionDigits: 1 });
  return (
    <g fontSize={12} style={{ fill: colors.axis }}>
      {[0, 0.5, 1].map((share) => (
        <g key={share}>
          <line x1={size.left} x2={size.width - size.right} y1={y(share)} y2={y(share)} style={{ stroke: colors.grid }} />
          <text x={size.left - 8} y={y(share) + 4} textAnchor="end">
            {compact(max * share)}
          </text>
        </g>
      ))}
      {ticks.map((tick) => (
        <text key={tick.at} x={x(tick.at)} y={size.height - size.bottom + 16} textAnchor="middle">
          {tick.text}
        </text>
      ))}
      <text x={size.left + plot.width / 2} y={size.height - 4} textAnchor="middle">
        {label}
      </text>
    </g>
  );
}

function BalanceChart({ schedule, currency }: { schedule: LoanSchedule; currency: Currency }) {
  const { t } = useTranslation('calculators');
  const format = useCalculatorFormat();
  const loan = schedule.totalPrincipal;
  const months = schedule.rows.length;
  if (months === 0 || loan <= 0) return null;
  const points = [{ month: 0, balance: loan }, ...schedule.rows.map((row) => ({ month: row.month, balance: row.balance }))];
  const line = points.map((point, index) => `${index ? 'L' : 'M'}${x(point.month / months).toFixed(1)},${y(point.balance / loan).toFixed(1)}`).join(' ');
  const area = `${line} L${x(1)},${y(0)} L${x(0)},${y(0)} Z`;
  const halfRepaid = schedule.rows.find((row) => row.balance <= loan / 2)?.month ?? months;
  const byYears = months > 24;
  const ticks = byYears
    ? evenTicks(Math.floor(months / 12)).map((year) => ({ at: (year * 12) / months, text: format.number(year) }))
    : evenTicks(months).map((month) => ({ at: month / months, text: format.number(month) }));
  const summary = t('chart.balanceSummary', { start: format.money(loan, currency), months: format.number(months), half: format.number(halfRepaid) });
  return (
    <figure className={css.chart} data-testid="balance-chart">
      <figcaption className={css.chartTitle}>{t('chart.balanceTitle')}</figcaption>
      <svg viewBox={`0 0 ${size.width} ${size.height}`} className={css.chartSvg} role="img" aria-label={summary}>
        <Axes max={loan} ticks={ticks} label={byYears ? t('chart.years') : t('chart.months')} lang={format.lang} />
        <path d={area} style={{ fill: colors.principal, fillOpacity: 0.12 }} />
        <path d={line} style={{ fill: 'none', stroke: colors.principal, strokeWidth: 2.5 }} data-testid="balance-line" />
      </svg>
    </figure>
  );
}

function SplitChart({ schedule, currency }: { schedule: LoanSchedule; currency: Currency }) {
  const { t } = useTranslation('calculators');
  const format = useCalculatorFormat();
  const byYears = schedule.rows.length > 24;
  // Long loans by year, short ones by month: a bar stays wide enough to see.
  const periods = byYears
    ? scheduleYears(schedule).map((year) => ({ period: year.year, interest: year.interest, principal: year.principal }))
    : schedule.rows.map((row) => ({ period: row.month, interest: row.interest, principal: row.principal }));
  const first = periods[0];
  const last = periods.at(-1);
  if (!first || !last) return null;
  const max = Math.max(...periods.map((period) => period.interest + period.principal)) || 1;
  const slot = plot.width / periods.length;
  const barWidth = Math.max(1, slot * 0.7);
  const ticks = evenTicks(periods.length).filter((period) => period > 0).map((period) => ({ at: (period - 0.5) / periods.length, text: format.number(period) }));
  const summary = t(byYears ? 'chart.splitSummaryYears' : 'chart.splitSummaryMonths', {
    firstInterest: format.money(first.interest, currency),
    firstPrincipal: format.money(first.principal, currency),
    lastInterest: format.money(last.interest, currency),
    lastPrincipal: format.money(last.principal, currency),
    totalInterest: format.money(schedule.totalInterest, currency),
  });
  return (
    <figure className={css.chart} data-testid="split-chart">
      <figcaption className={css.chartTitle}>{byYears ? t('chart.splitTitleYears') : t('chart.splitTitleMonths')}</figcaption>
      <svg viewBox={`0 0 ${size.width} ${size.height}`} className={css.chartSvg} role="img" aria-label={summary}>
        <Axes max={max} ticks={ticks} label={byYears ? t('chart.years') : t('chart.months')} lang={format.lang} />
        {periods.map((period, index) => {
          const left = size.left + index * slot + (slot - barWidth) / 2;
          const principalTop = y(period.principal / max);
          const interestTop = y((period.principal + period.interest) / max);
          return (
            <g key={period.period} data-testid="split-bar">
              <rect x={left} width={barWidth} y={principalTop} height={y(0) - principalTop} style={{ fill: colors.principal }} />
              <rect x={left} width={barWidth} y={interestTop} height={principalTop - interestTop} style={{ fill: colors.interest }} />
            </g>
          );
        })}
      </svg>
      <ul className={css.legend}>
        <li>
          <span className={css.swatch} style={{ background: colors.principal }} aria-hidden="true" />
          {t('chart.principal')}
        </li>
        <li>
          <span className={css.swatch} style={{ background: colors.interest }} aria-hidden="true" />
          {t('chart.interest')}
        </li>
      </ul>
    </figure>
  );
}

export function ScheduleChart({ schedule, currency }: { schedule: LoanSchedule; currency: Currency }) {
  return (
    <>
      <BalanceChart schedule={schedule} currency={currency} />
      <SplitChart schedule={schedule} currency={currency} />
    </>
  );
}
