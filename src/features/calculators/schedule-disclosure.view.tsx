import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoanSchedule } from '../../../api/contract/calculations/loan';
import type { Currency } from '../../../api/contract/calculations/money';
import { button } from '../../ui/button.css';
import * as css from './calculators.css';

// The chart and the table are their own chunks, fetched when the schedule is first shown, so the
// calculator's first JavaScript carries only the inputs and the figures.
const ScheduleChart = lazy(() => import('./schedule-chart.view').then((module) => ({ default: module.ScheduleChart })));
const ScheduleTable = lazy(() => import('./schedule-table.view').then((module) => ({ default: module.ScheduleTable })));

/** "Show the schedule": the balance and payment-split charts and the month-by-month table, on demand. */
export function ScheduleDisclosure({ schedule, currency }: { schedule: LoanSchedule; currency: Currency }) {
  const { t } = useTranslation('calculators');
  const [open, setOpen] = useState(false);
  const regionId = useId();
  return (
    <div className={css.scheduleArea}>
      <div className={css.actions}>
        <button type="button" className={button.secondary} aria-expanded={open} aria-controls={regionId} onClick={() => setOpen(!open)} data-testid="schedule-toggle">
          {open ? t('schedule.hide') : t('schedule.show')}
        </button>
      </div>
      <div id={regionId} className={css.scheduleArea}>
        {open ? (
          <Suspense fallback={<p role="status">{t('schedule.loading')}</p>}>
            <ScheduleChart schedule={schedule} currency={currency} />
            <ScheduleTable schedule={schedule} currency={currency} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
