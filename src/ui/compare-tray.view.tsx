import { useTranslation } from 'react-i18next';
import { compareList, useCompareList } from '../lib/compare-list';
import * as css from './compare-tray.css';
import { RouteLink } from './route-link.view';

/**
 * The way to the comparison (issue 22): "Compare (n)" and a button that empties it. Shown once a
 * property is chosen; the server draws none, as it cannot know this browser's list.
 */
export function CompareTray({ className }: { className?: string }) {
  const { t } = useTranslation('compare');
  const chosen = useCompareList();
  if (chosen.length === 0) return null;
  return (
    <div className={className ? `${css.tray} ${className}` : css.tray} data-testid="compare-tray">
      <RouteLink to="compare" className={css.open} data-testid="compare-open">
        {t('tray.open', { chosen: chosen.length })}
        <span aria-hidden="true">→</span>
      </RouteLink>
      <button type="button" className={css.clear} aria-label={t('tray.clearLabel')} onClick={() => compareList.clear()}>
        {t('tray.clear')}
      </button>
    </div>
  );
}
