import type { QueryClient } from '@tanstack/react-query';
import type { Language } from '../../../api/contract/validation';
import { homeBannersQuery, partnerBannersQuery } from '../../lib/queries/banners.queries';
import { buildingsQuery, districtsQuery } from '../../lib/queries/catalogue.queries';
import { ownHomeStoreQuery } from '../../lib/queries/stores.queries';

/** The "new buildings" strip: the six newest buildings of partner developers. */
export const newBuildingsQuery = (lang: Language) => ({
  ...buildingsQuery({ partner: true, pageSize: 6, sort: 'newest' }, lang),
  // The strip shows its own fallback, so no toast, and the page does not wait long for it.
  retry: 1,
  meta: { handlesErrors: true },
});

/**
 * Fills the query cache with what the home page shows first. Every part is optional: a failed
 * call leaves its section to show a fallback (or nothing), and the hero and market cards still render.
 */
export async function loadHome(queryClient: QueryClient, lang: Language): Promise<void> {
  const ignoreFailure = () => undefined;
  await Promise.all([
    queryClient.ensureQueryData(homeBannersQuery(lang)).catch(ignoreFailure),
    queryClient.ensureQueryData(partnerBannersQuery(lang)).catch(ignoreFailure),
    queryClient.ensureQueryData(newBuildingsQuery(lang)).catch(ignoreFailure),
    queryClient.ensureQueryData(ownHomeStoreQuery(lang)).catch(ignoreFailure),
    // The hero's search names the districts.
    queryClient.ensureQueryData(districtsQuery(lang)).catch(ignoreFailure),
  ]);
}
