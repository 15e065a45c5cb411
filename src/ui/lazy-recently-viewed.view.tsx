import { afterHydration } from './after-hydration.view';

/** The recently viewed strip (recently-viewed.view.tsx), loaded after hydration with its texts. */
export const LazyRecentlyViewed = afterHydration(() => import('./recently-viewed.view').then((module) => module.RecentlyViewed), ['compare']);
