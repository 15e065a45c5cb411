import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { propertyKey, propertyPathParams, type PropertyLink } from '../../../api/contract/property-ref';
import type { Language } from '../../../api/contract/validation';
import { formatMoney } from '../../lib/format';
import { factRows, type CompareColumn, type FactRow, type Highlights } from './compare-model';
import * as css from './compare.css';

/** One chosen property as the table knows it: loaded, still loading, gone from the catalogue, or failed to load. */
export type ColumnState =
  | { link: PropertyLink; state: 'ready'; column: CompareColumn }
  | { link: PropertyLink; state: 'loading' }
  | { link: PropertyLink; state: 'unavailable' }
  | { link: PropertyLink; state: 'failed'; retry: () => void };

const none = '—';

/** A cell's value with the reason it stands out, when it does. */
function Value({ children, mark }: { children: ReactNode; mark: string | null }) {
  return (
    <>
      {children}
      {mark && (
        <>
          {' '}
          <span className={css.bestMark}>{mark}</span>
        </>
      )}
    </>
  );
}

function ColumnHeading({ entry, lang, onRemove }: { entry: ColumnState; lang: Language; onRemove: (link: PropertyLink) => void }) {
  const { t } = useTranslation('compare');
  const title = entry.state === 'ready' ? entry.column.title : t('page.property');
  return (
    <th scope="col" className={css.columnHeading} data-testid="compare-column" data-state={entry.state}>
      {entry.state === 'ready' && (
        <>
          <img className={css.picture} src={entry.column.imageUrl} alt="" width={320} height={240} loading="lazy" />
          <Link className={css.propertyTitle} to="/$lang/property/$market/$id" params={{ lang, ...propertyPathParams(entry.link) }}>
            {entry.column.title}
          </Link>
        </>
      )}
      {entry.state === 'loading' && <span className={css.columnNote}>{t('page.loading')}</span>}
      {entry.state === 'unavailable' && <span className={css.columnNote}>{t('page.unavailable')}</span>}
      {entry.state === 'failed' && (
        <>
          <span className={css.columnNote} role="alert">
            {t('page.failed')}
          </span>
          <button type="button" className={css.retry} onClick={entry.retry}>
            {t('page.retry')}
          </button>
        </>
      )}
      <button type="button" className={css.remove} aria-label={t('page.removeLabel', { title })} onClick={() => onRemove(entry.link)} data-testid="compare-remove">
        {t('page.remove')}
      </button>
    </th>
  );
}

/**
 * The chosen properties side by side: a real table (a column per property, a row per fact, each
 * heading scoped), in a box of its own that scrolls sideways on a phone with the row headings kept in
 * view. The lowest price and price per m² and the largest area are marked in words as well as tint.
 */
export function CompareTable({ entries, highlights, lang, onRemove }: { entries: readonly ColumnState[]; highlights: Highlights; lang: Language; onRemove: (link: PropertyLink) => void }) {
  const { t } = useTranslation('compare');
  const cells = (row: (column: CompareColumn, index: number) => { value: ReactNode; best?: boolean; mark?: string }) =>
    entries.map((entry, index) => {
      if (entry.state !== 'ready') {
        return (
          <td key={propertyKey(entry.link)} className={css.cell}>
            {none}
          </td>
        );
      }
      const { value, best = false, mark } = row(entry.column, index);
      return (
        <td key={propertyKey(entry.link)} className={best ? `${css.cell} ${css.best}` : css.cell} data-best={best || undefined}>
          <Value mark={best && mark ? mark : null}>{value}</Value>
        </td>
      );
    });
  const fact = (key: FactRow) => (column: CompareColumn, index: number) => {
    const best = key === 'pricePerSquareMetre' ? highlights.pricePerSquareMetre.has(index) : key === 'area' ? highlights.area.has(index) : false;
    return { value: column.facts[key] ?? none, best, mark: key === 'area' ? t('page.largest') : t('page.lowest') };
  };
  return (
    <>
      {entries.length > 1 && (
        <p id="compare-hint" className={css.hint}>
          {t('page.scrollHint')}
        </p>
      )}
      {/* Focusable, so the keyboard can scroll it; named by the table's caption. */}
      <div className={css.scroller} role="region" aria-labelledby="compare-caption" aria-describedby={entries.length > 1 ? 'compare-hint' : undefined} tabIndex={0} data-testid="compare-table">
        <table className={css.table}>
          <caption id="compare-caption" className={css.visuallyHidden}>
            {t('page.tableLabel')}
          </caption>
          <colgroup>
            <col className={css.labelColumn} />
            {entries.map((entry) => (
              <col key={propertyKey(entry.link)} className={css.propertyColumn} />
            ))}
          </colgroup>
          <thead>
            <tr>
              <th scope="col" className={css.rowHeading}>
                <span className={css.visuallyHidden}>{t('page.property')}</span>
              </th>
              {entries.map((entry) => (
                <ColumnHeading key={propertyKey(entry.link)} entry={entry} lang={lang} onRemove={onRemove} />
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row" className={css.rowHeading}>
                {t('page.rows.price')}
              </th>
              {cells((column, index) => ({
                value: (
                  <span className={css.price} data-testid="compare-price">
                    {formatMoney(column.price, 'AMD', lang)}
                    {column.isRental && <span className={css.unit}>{t('page.perMonth')}</span>}
                  </span>
                ),
                best: highlights.price.has(index),
                mark: t('page.lowest'),
              }))}
            </tr>
            {factRows.map((key) => (
              <tr key={key}>
                <th scope="row" className={css.rowHeading}>
                  {t(`page.rows.${key}`)}
                </th>
                {cells(fact(key))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
