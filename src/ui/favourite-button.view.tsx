import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../../api/client';
import type { MarketType } from '../../api/contract/property-ref';
import type { Language } from '../../api/contract/validation';
import { AuthActor } from '../lib/auth.context';
import { useSettledSession } from '../lib/settled-session';
import { favouritesKey, favouritesQuery } from '../lib/queries/favourites.queries';
import * as css from './favourite-button.css';
import { visuallyHidden } from './layout.css';
import { showToast } from './toast.store';

/**
 * The heart of a property. Signed in, it adds or removes the favourite. Signed out, it remembers the
 * choice and opens sign-in: the favourite is added as soon as the person is signed in or registered.
 * While the session is restored (a page the server drew, just hydrated) it waits, so a click does not
 * ask a signed-in person to sign in. `compact` shows the heart alone (its name stays for screen readers):
 * a second heart on the page (the phone's action bar), so the test id stays with the first.
 */
export function FavouriteButton({ marketType, apartmentId, lang, compact = false }: { marketType: MarketType; apartmentId: number; lang: Language; compact?: boolean }) {
  const { t } = useTranslation('common');
  const auth = AuthActor.useActorRef();
  const session = useSettledSession();
  const signedIn = session === 'in';
  const queryClient = useQueryClient();
  const favourites = useQuery(favouritesQuery(lang, signedIn));
  const mine = favourites.data?.find((favourite) => favourite.marketType === marketType && favourite.apartmentId === apartmentId);
  const toggle = useMutation({
    mutationFn: () =>
      mine
        ? unwrap(api.DELETE('/api/favorites/{id}', { params: { path: { id: String(mine.id) } } }))
        : unwrap(api.POST('/api/favorites/{apartmentId}', { params: { path: { apartmentId: String(apartmentId) } }, body: { marketType } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: favouritesKey }),
  });
  const choose = () => {
    if (!signedIn) {
      // The auth machine keeps the choice through sign-in or registration and adds it then.
      showToast({ tone: 'info', message: t('favourites.afterSignIn') });
      auth.send({ type: 'favourite.request', property: { marketType, apartmentId } });
      return;
    }
    toggle.mutate();
  };
  return (
    <button type="button" className={compact ? `${css.heart} ${css.compact}` : css.heart} aria-pressed={Boolean(mine)} onClick={choose} disabled={toggle.isPending || session === 'pending'} data-testid={compact ? undefined : 'favourite-button'}>
      <span aria-hidden="true" className={css.icon}>
        {mine ? '♥' : '♡'}
      </span>
      {/* One name in both states: the pressed state says whether it is saved (WCAG 4.1.2). */}
      <span className={compact ? visuallyHidden : undefined}>{t('favourites.save')}</span>
    </button>
  );
}
