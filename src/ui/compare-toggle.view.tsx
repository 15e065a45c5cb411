import { useTranslation } from 'react-i18next';
import type { PropertyLink } from '../../api/contract/property-ref';
import { compareList, maxCompared, useIsCompared } from '../lib/compare-list';
import { LazyCompareTray } from './lazy-compare-tray.view';
import * as css from './compare-toggle.css';
import { showToast } from './toast.store';

/** The explanation of a refused fifth property is longer than a toast's usual two seconds allow to read. */
const fullToastMs = 6000;

/**
 * Chooses a property for the comparison, or takes it out again (issue 22). Four is the most the
 * comparison sets side by side: a fifth is refused with the reason, and the list stays as it was.
 * `withTray` adds the way to the comparison beside the toggle, for a page that has no tray of its own;
 * `className` fits the button to where it sits (a result card's corner, say).
 */
export function CompareToggle({ property, withTray = false, className }: { property: PropertyLink; withTray?: boolean; className?: string }) {
  const { t } = useTranslation();
  const chosen = useIsCompared(property);
  const choose = () => {
    if (chosen) compareList.remove(property);
    else if (compareList.add(property) === 'full') showToast({ tone: 'info', message: t('compare.full', { max: maxCompared }) }, fullToastMs);
  };
  const toggle = (
    <button type="button" className={className ? `${css.toggle} ${className}` : css.toggle} aria-pressed={chosen} onClick={choose} data-testid="compare-toggle">
      <span aria-hidden="true" className={css.box}>
        {chosen ? '✓' : ''}
      </span>
      {/* One name in both states: the pressed state says whether it is chosen (WCAG 4.1.2). */}
      {t('compare.label')}
    </button>
  );
  if (!withTray) return toggle;
  return (
    <div className={css.withTray}>
      {toggle}
      <LazyCompareTray />
    </div>
  );
}
