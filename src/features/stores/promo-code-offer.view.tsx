import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../../../api/client';
import type { Store } from '../../../api/contract/stores';
import type { Language } from '../../../api/contract/validation';
import { toastApiError } from '../../lib/api-errors';
import { AuthActor } from '../../lib/auth.context';
import { formatDate } from '../../lib/format';
import { myStorePromoCodeQuery, promoCodesKey } from '../../lib/queries/stores.queries';
import { useSettledSession } from '../../lib/settled-session';
import { button } from '../../ui/button.css';
import * as css from './stores.css';

/**
 * The store's offer to the bank's customers and, when it gives promo codes, the person's code: the
 * active one shown, or a button that makes one (also sent by e-mail). Signed out, the button opens sign-in.
 */
export function PromoCodeOffer({ store, lang }: { store: Store; lang: Language }) {
  const { t, i18n } = useTranslation('stores');
  const auth = AuthActor.useActorRef();
  const session = useSettledSession();
  const signedIn = session === 'in';
  const queryClient = useQueryClient();
  const mine = useQuery(myStorePromoCodeQuery(store.slug, lang, signedIn && store.discountPercent !== null));
  const generate = useMutation({
    mutationFn: () => unwrap(api.POST('/api/stores/{store}/promo-code', { params: { path: { store: store.slug } }, headers: { 'Accept-Language': lang } })),
    onError: (error) => toastApiError(error, i18n.t),
    onSettled: () => queryClient.invalidateQueries({ queryKey: promoCodesKey }),
  });
  const code = mine.data;
  const active = code?.status === 'active' ? code : null;
  return (
    <aside className={css.offerBox} aria-labelledby="offer-title" data-testid="promo-offer">
      <h2 id="offer-title">{t('offerTitle')}</h2>
      <p className={css.offer}>{store.offer}</p>
      {store.discountPercent === null ? (
        <p className={css.hours}>{t('noCodes')}</p>
      ) : active ? (
        <div role="status">
          <p>{t('yourCode')}</p>
          <p className={css.code} data-testid="promo-code">
            {active.code}
          </p>
          <p>{t('codeTerms', { percent: active.discountPercent, date: formatDate(active.expiresAt, lang) })}</p>
          <p className={css.hours}>{t('codeMailed')}</p>
        </div>
      ) : (
        <>
          <p>{t('howCodesWork', { percent: store.discountPercent, days: store.promoValidityDays })}</p>
          {code?.status === 'used' ? <p className={css.hours}>{t('lastUsed', { date: formatDate(code.usedAt ?? code.createdAt, lang) })}</p> : null}
          {code?.status === 'expired' ? <p className={css.hours}>{t('lastExpired', { date: formatDate(code.expiresAt, lang) })}</p> : null}
          <button
            type="button"
            className={button.primary}
            disabled={session === 'pending' || generate.isPending || (signedIn && mine.isPending)}
            onClick={() => (signedIn ? generate.mutate() : auth.send({ type: 'signIn.open' }))}
          >
            {signedIn ? t('getCode') : t('signInForCode')}
          </button>
        </>
      )}
    </aside>
  );
}
