import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, unwrap } from '../../api/client';
import { AuthActor } from '../lib/auth.context';
import { clearPendingFavourites, pendingFavourites } from '../lib/pending-favourites';
import { favouritesKey } from '../lib/queries/favourites.queries';

/**
 * Adds the favourites chosen while signed out once someone is signed in (after sign-in, or after
 * registration and the first sign-in); the browser's list is cleared only when the server took it.
 * On sign-out the cached favourites are dropped.
 */
export function PendingFavouritesSync() {
  const signedIn = AuthActor.useSelector((s) => s.matches({ session: 'signedIn' }));
  const queryClient = useQueryClient();
  useEffect(() => {
    // Another person may sign in next on this browser: the last one's favourites must not show.
    if (!signedIn) queryClient.removeQueries({ queryKey: favouritesKey });
  }, [signedIn, queryClient]);
  useEffect(() => {
    const items = pendingFavourites();
    if (!signedIn || items.length === 0) return;
    unwrap(api.POST('/api/favorites/after-registration', { body: { items } })).then(
      () => {
        clearPendingFavourites();
        void queryClient.invalidateQueries({ queryKey: favouritesKey });
      },
      // Kept in the browser and tried again at the next sign-in.
      () => undefined,
    );
  }, [signedIn, queryClient]);
  return null;
}
