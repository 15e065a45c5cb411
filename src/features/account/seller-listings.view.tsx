import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { privateSellerRules, type SellerListing } from '../../../api/contract/private-seller';
import type { Language } from '../../../api/contract/validation';
import { privateSellerActors } from '../../actors/private-seller.actors';
import { toastApiError } from '../../lib/api-errors';
import { formatDate, formatMoney } from '../../lib/format';
import { button } from '../../ui/button.css';
import { statusPill, warningTone } from '../../ui/status-pill.css';
import { useSellerPhoto } from './seller-photo';
import * as css from './seller.css';

export const sellerListingsKey = ['me', 'sellerListings'] as const;

const toneOf: Record<SellerListing['status'], React.CSSProperties> = {
  draft: { background: '#eef1f5', color: '#36404d' },
  pending: warningTone,
  returned: { background: '#fdecea', color: '#b42318' },
  published: { background: '#e7f4ec', color: '#1e6b3a' },
  unpublished: { background: '#eef1f5', color: '#36404d' },
  sold: { background: '#eef1f5', color: '#36404d' },
  rented: { background: '#eef1f5', color: '#36404d' },
};

/** A listing's title as its seller knows it: its type, rooms and area, or "a new listing". */
function useTitle() {
  const { t } = useTranslation('seller');
  return (listing: SellerListing) => {
    const facts = listing.facts ?? {};
    const type = typeof facts.type === 'string' ? t(`catalogue:types.${facts.type}`) : t('listings.untitled');
    const area = typeof facts.area === 'number' ? `, ${t('listings.area', { area: facts.area })}` : '';
    const rooms = typeof facts.rooms === 'number' ? `, ${t('listings.rooms', { count: facts.rooms })}` : '';
    return `${type}${rooms}${area}`;
  };
}

function Cover({ listing }: { listing: SellerListing }) {
  const first = listing.photos[0];
  const src = useSellerPhoto(listing.id, first?.id);
  return src ? <img className={css.cover} src={src} alt="" /> : <div className={css.cover} aria-hidden="true" />;
}

function ListingRow({ listing }: { listing: SellerListing }) {
  const { t, i18n } = useTranslation('seller');
  const lang = i18n.language as Language;
  const queryClient = useQueryClient();
  const title = useTitle();
  const action = useMutation({
    mutationFn: (run: () => Promise<unknown>) => run(),
    onError: (error) => toastApiError(error, i18n.t),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sellerListingsKey }),
  });
  const deal = listing.facts?.deal === 'rent' ? 'rent' : 'sale';
  const price = typeof listing.facts?.price === 'number' ? formatMoney(listing.facts.price, 'AMD', lang) : null;
  const live = listing.catalogue !== null;
  const editable = listing.status !== 'sold' && listing.status !== 'rented';
  return (
    <li className={css.listing} data-testid="seller-listing">
      <Cover listing={listing} />
      <div className={css.listingBody}>
        <h4 className={css.listingTitle}>{title(listing)}</h4>
        <p className={statusPill} style={toneOf[listing.status]}>
          {t(`listings.status.${listing.status}`)}
          {listing.hasPendingChanges ? ` · ${t('listings.changesWaiting')}` : ''}
        </p>
        <p className={css.meta}>
          {[t(`listings.deal.${deal}`), price, t('listings.photoCount', { count: listing.photos.length }), t('listings.updated', { date: formatDate(listing.updatedAt, lang) })].filter(Boolean).join(' · ')}
        </p>
        {listing.returnReason ? <p className={css.reason}>{t('listings.returnReason', { reason: listing.returnReason })}</p> : null}
        <div className={css.actions}>
          {editable ? (
            <Link from="/$lang/profile" to="/$lang/profile" search={{ section: 'properties', listing: listing.id }} className={button.secondary}>
              {t('listings.edit')}
            </Link>
          ) : null}
          {live && listing.catalogue ? (
            <Link to={`/${lang}${listing.catalogue.path}` as '/'} className={button.secondary}>
              {t('listings.open')}
            </Link>
          ) : null}
          {live ? (
            <>
              <button type="button" className={button.secondary} disabled={action.isPending} onClick={() => action.mutate(() => privateSellerActors.close(listing.id, deal === 'rent' ? 'rented' : 'sold'))}>
                {t(deal === 'rent' ? 'listings.markRented' : 'listings.markSold')}
              </button>
              <button type="button" className={button.secondary} disabled={action.isPending} onClick={() => action.mutate(() => privateSellerActors.unpublish(listing.id))}>
                {t('listings.unpublish')}
              </button>
            </>
          ) : null}
          {!live && (listing.status === 'draft' || listing.status === 'returned') ? (
            <button type="button" className={button.secondary} disabled={action.isPending} onClick={() => action.mutate(() => privateSellerActors.remove(listing.id))}>
              {t('listings.delete')}
            </button>
          ) : null}
        </div>
        {live ? (
          <section aria-label={t('listings.requestsTitle')}>
            <p className={css.meta}>{t('listings.requestsCount', { count: listing.requests.length })}</p>
            {listing.requests.length ? (
              <ol className={css.requests} data-testid="seller-requests">
                {listing.requests.map((request) => (
                  <li key={request.id}>
                    <strong>{request.name}</strong>, {request.phoneNumber}
                    {request.email ? `, ${request.email}` : ''} · {formatDate(request.createdAt, lang)}
                    {request.message ? <div>{request.message}</div> : null}
                  </li>
                ))}
              </ol>
            ) : null}
          </section>
        ) : null}
      </div>
    </li>
  );
}

/** The private seller's listings: each with its status, what it allows, and the requests about it. */
export function SellerListings() {
  const { t } = useTranslation('seller');
  const navigate = useNavigate({ from: '/$lang/profile' });
  const listings = useQuery({ queryKey: sellerListingsKey, queryFn: privateSellerActors.listings });
  const active = (listings.data ?? []).filter((listing) => listing.status === 'pending' || listing.catalogue !== null).length;
  return (
    <div className={css.panel} data-testid="seller-listings">
      <div className={css.toolbar}>
        <p className={css.meta}>{t('listings.active', { count: active, max: privateSellerRules.maxActiveListings })}</p>
        <button type="button" className={button.primary} onClick={() => void navigate({ search: { section: 'properties', listing: 'new' } })}>
          {t('listings.add')}
        </button>
      </div>
      {listings.isPending ? <p role="status">{t('listings.loading')}</p> : null}
      {listings.data?.length === 0 ? <p className={css.lead}>{t('listings.empty')}</p> : null}
      <ul className={css.listings}>
        {listings.data?.map((listing) => (
          <ListingRow key={listing.id} listing={listing} />
        ))}
      </ul>
    </div>
  );
}
