import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ApartmentRow } from '../../../api/contract/catalogue';
import type { Language } from '../../../api/contract/validation';
import { formatMoney, formatNumber } from '../../lib/format';
import { button } from '../../ui/button.css';
import { Modal } from '../../ui/dialog.view';
import * as css from './building.css';

/** The floor plans of the table's apartments in a dialog, one at a time, with previous and next. */
export function FloorPlanViewer({ rows, current, onChange, lang }: { rows: ApartmentRow[]; current: number | null; onChange: (id: number | null) => void; lang: Language }) {
  const { t } = useTranslation('property');
  const index = rows.findIndex((row) => row.id === current);
  const row = rows[index];
  const step = (by: number) => {
    const next = rows[(index + by + rows.length) % rows.length];
    if (next) onChange(next.id);
  };
  return (
    <Modal open={row !== undefined} onOpenChange={(open) => !open && onChange(null)} title={row ? t('planTitle', { number: row.number }) : ''}>
      {row && (
        <div className={css.plan} data-testid="floor-plan">
          <img src={`/api/media/plans/${row.id}.svg`} alt={t('planAlt', { number: row.number, area: formatNumber(row.area, lang, { maximumFractionDigits: 1 }) })} width={800} height={600} className={css.planPicture} />
          <p className={css.planFacts}>
            {t('planFacts', { floor: row.floor, area: formatNumber(row.area, lang, { maximumFractionDigits: 1 }), price: formatMoney(row.minApartmentPrice, 'AMD', lang) })}
          </p>
          <div className={css.planActions}>
            <button type="button" className={button.secondary} onClick={() => step(-1)} disabled={rows.length < 2}>
              {t('previousPlan')}
            </button>
            <Link to="/$lang/property/$market/$id" params={{ lang, market: 'primary', id: String(row.id) }} className={button.primary}>
              {t('openApartment')}
            </Link>
            <button type="button" className={button.secondary} onClick={() => step(1)} disabled={rows.length < 2}>
              {t('nextPlan')}
            </button>
          </div>
        </div>
      )}
    </Modal>
  );
}
