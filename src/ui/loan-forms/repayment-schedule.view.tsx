import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { minorDigits } from '../../../api/contract/calculations/money';
import type { RepaymentSchedule } from '../../../api/contract/repayment-schedule';
import type { Language } from '../../../api/contract/validation';
import { apiErrorMessage } from '../../lib/api-errors';
import { currencyWord, formatDate, formatNumber } from '../../lib/format';
import { button } from '../button.css';
import * as form from '../form.css';
import * as css from './repayment-schedule.css';

/** How many payments show before "show all": the first year's. */
const firstPayments = 12;

export type ScheduleFormat = 'pdf' | 'csv';

interface RepaymentScheduleProps {
  schedule: RepaymentSchedule | undefined;
  /** Why the schedule could not be read, if it could not. */
  error?: unknown;
  /** Fetches and saves the schedule as a file; a refusal shows beside the buttons. */
  onDownload: (format: ScheduleFormat) => Promise<void>;
  /** Folded away under its title until opened (the signing card's, where the signing comes first). */
  collapsed?: boolean;
  testId?: string;
}

/**
 * The loan's repayment schedule: every payment's date, principal, interest, payment and balance, and
 * the totals, with its PDF and CSV to keep. A table where it fits, one card a payment where it does
 * not (never a sideways scroll); the first year's payments first, all of them on request.
 */
export function RepaymentScheduleView({ collapsed = false, ...props }: RepaymentScheduleProps) {
  const { t } = useTranslation('loan');
  if (!collapsed) return <Schedule {...props} />;
  return (
    <details className={css.fold} data-testid={`${props.testId ?? 'repayment-schedule'}-fold`}>
      <summary className={css.summary}>{t('repaymentSchedule.title')}</summary>
      <Schedule {...props} titled={false} />
    </details>
  );
}

function Schedule({ schedule, error, onDownload, testId = 'repayment-schedule', titled = true }: Omit<RepaymentScheduleProps, 'collapsed'> & { titled?: boolean }) {
  const { t, i18n } = useTranslation('loan');
  const lang = i18n.language as Language;
  const titleId = useId();
  const [all, setAll] = useState(false);
  const [downloading, setDownloading] = useState<ScheduleFormat | null>(null);
  const [failed, setFailed] = useState<unknown>(null);
  const download = (format: ScheduleFormat) => {
    setFailed(null);
    setDownloading(format);
    onDownload(format).then(
      () => setDownloading(null),
      (reason: unknown) => {
        setDownloading(null);
        setFailed(reason);
      },
    );
  };
  const labelled = titled ? { 'aria-labelledby': titleId } : { 'aria-label': t('repaymentSchedule.title') };
  const heading = titled ? (
    <h3 id={titleId} className={form.label}>
      {t('repaymentSchedule.title')}
    </h3>
  ) : null;
  const problem = failed ?? error;
  const problemText = problem ? apiErrorMessage(problem, t) : null;
  if (!schedule) {
    return (
      <section className={css.area} {...labelled} data-testid={testId}>
        {heading}
        {problemText ? (
          <p className={form.error} role="alert">
            {problemText.message}
          </p>
        ) : (
          <p className={css.note} role="status">
            {t('repaymentSchedule.loading')}
          </p>
        )}
      </section>
    );
  }
  const digits = minorDigits[schedule.currency];
  const amount = (minor: number) => formatNumber(minor / 10 ** digits, lang, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const day = (iso: string) => formatDate(`${iso}T12:00:00+04:00`, lang, { day: 'numeric', month: 'short', year: 'numeric' });
  const rows = all ? schedule.rows : schedule.rows.slice(0, firstPayments);
  const currency = currencyWord(schedule.currency, lang);
  const money = (column: 'principal' | 'interest' | 'payment' | 'balance') => `${t(`repaymentSchedule.columns.${column}`)}, ${currency}`;
  const moneyColumns = ['principal', 'interest', 'payment', 'balance'] as const;
  return (
    <section className={css.area} {...labelled} data-testid={testId}>
      {heading}
      <p className={css.note}>{t(`repaymentSchedule.basis.${schedule.basis}`, { day: schedule.repaymentDay })}</p>
      <div className={form.actions}>
        {(['pdf', 'csv'] as const).map((format) => (
          <button key={format} type="button" className={button.secondary} disabled={downloading !== null} onClick={() => download(format)} data-testid={`${testId}-${format}`}>
            {downloading === format ? t('repaymentSchedule.downloading') : t(format === 'pdf' ? 'repaymentSchedule.downloadPdf' : 'repaymentSchedule.downloadCsv')}
          </button>
        ))}
      </div>
      {problemText ? (
        <p className={form.error} role="alert">
          {problemText.message}
        </p>
      ) : null}
      <table className={css.table} data-testid={`${testId}-table`}>
        <caption className={css.caption}>{t('repaymentSchedule.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('repaymentSchedule.columns.number')}</th>
            <th scope="col">{t('repaymentSchedule.columns.date')}</th>
            {moneyColumns.map((column) => (
              <th key={column} scope="col">
                {money(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.number}>
              <th scope="row">{formatNumber(row.number, lang)}</th>
              <td>{day(row.date)}</td>
              {moneyColumns.map((column) => (
                <td key={column}>{amount(row[column])}</td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              {t('repaymentSchedule.total')}
            </th>
            <td>{amount(schedule.totals.principal)}</td>
            <td>{amount(schedule.totals.interest)}</td>
            <td>{amount(schedule.totals.payment)}</td>
            <td />
          </tr>
        </tfoot>
      </table>
      <ol className={css.cards} aria-label={t('repaymentSchedule.caption')} data-testid={`${testId}-cards`}>
        {rows.map((row) => (
          <li key={row.number} className={css.card}>
            <p className={css.cardTitle}>
              <span>{t('repaymentSchedule.paymentNo', { number: formatNumber(row.number, lang) })}</span>
              <span>{day(row.date)}</span>
            </p>
            <dl className={css.figures}>
              {moneyColumns.map((column) => (
                <div key={column} className={css.figureRow}>
                  <dt>{money(column)}</dt>
                  <dd>{amount(row[column])}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ol>
      <div className={`${css.totals} ${css.totalsCard}`}>
        <p className={css.cardTitle}>{t('repaymentSchedule.total')}</p>
        <dl className={css.figures}>
          {(['principal', 'interest', 'payment'] as const).map((column) => (
            <div key={column} className={css.figureRow}>
              <dt>{money(column)}</dt>
              <dd>{amount(schedule.totals[column])}</dd>
            </div>
          ))}
        </dl>
      </div>
      {schedule.rows.length > firstPayments ? (
        <div className={form.actions}>
          <button type="button" className={form.linkButton} aria-expanded={all} onClick={() => setAll(!all)}>
            {all ? t('repaymentSchedule.showFewer') : t('repaymentSchedule.showAll')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
