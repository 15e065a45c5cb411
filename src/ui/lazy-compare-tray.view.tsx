import { useCompareList } from '../lib/compare-list';
import { afterHydration } from './after-hydration.view';

const Tray = afterHydration(() => import('./compare-tray.view').then((module) => module.CompareTray), ['compare']);

/** "Compare (n)" (compare-tray.view.tsx), loaded once a property is chosen: nothing is fetched for an empty list. */
export function LazyCompareTray({ className }: { className?: string }) {
  const chosen = useCompareList();
  return chosen.length > 0 ? <Tray className={className} /> : null;
}
