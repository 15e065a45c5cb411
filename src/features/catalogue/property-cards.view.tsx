import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { hasRooms, type BuildingCard, type ListingCard } from '../../../api/contract/catalogue';
import { propertyPathParams } from '../../../api/contract/property-ref';
import type { Language } from '../../../api/contract/validation';
import { formatMoney, formatNumber } from '../../lib/format';
import { CompareToggle } from '../../ui/compare-toggle.view';
import { FavouriteButton } from '../../ui/favourite-button.view';
import { useRoomLabel } from './catalogue-filters.view';
import * as css from './catalogue.css';

/** The table filters a building page opens with: the rooms and price of the search it was found by. */
export type BuildingTableSearch = { rooms?: number[]; minPrice?: number; maxPrice?: number };

export const buildingHref = (lang: Language, tableSearch: BuildingTableSearch = {}) => (id: number) => ({ to: '/$lang/buildings/$id', params: { lang, id: String(id) }, search: tableSearch });
export const listingHref = (lang: Language, deal: 'sale' | 'rent') => (id: number) => ({
  to: '/$lang/property/$market/$id',
  params: { lang, ...propertyPathParams({ marketType: '1', apartmentId: id, deal }) },
});

/** The monthly payment of the bank's online offer, only where the online limits allow one. */
function MonthlyPayment({ amount, lang }: { amount: number | null; lang: Language }) {
  const { t } = useTranslation('catalogue');
  if (amount === null) return null;
  return (
    <p className={css.monthly} data-testid="card-payment">
      {t('paymentFrom', { amount: formatMoney(amount, 'AMD', lang) })}
    </p>
  );
}

/**
 * A card's picture. The first card's is the results page's largest paint (a phone shows one card
 * in its first screen): it loads at once, first; the others as they come near.
 */
function CardPicture({ src, first }: { src: string; first: boolean }) {
  return <img className={css.picture} src={src} alt="" width={320} height={200} {...(first ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const, decoding: 'async' as const })} />;
}

/** A new building: its cheapest flat for sale, the range of areas, the developer, the stage. */
export function BuildingCardBody({ building, lang, first = false, tableSearch = {} }: { building: BuildingCard; lang: Language; first?: boolean; tableSearch?: BuildingTableSearch }) {
  const { t } = useTranslation('catalogue');
  const area = (value: number) => formatNumber(value, lang, { maximumFractionDigits: 0 });
  return (
    <article className={css.cardInner}>
      <div className={css.cardMedia}>
        <CardPicture src={building.imageUrl} first={first} />
      </div>
      <div className={css.cardBody}>
        <p className={css.price} data-testid="price">
          {building.minPrice === null ? t('soldOut') : t('from', { price: formatMoney(building.minPrice, 'AMD', lang) })}
        </p>
        <p className={css.cardFacts}>
          {[
            building.minPricePerSquareMetre !== null ? t('perSquareMetreFrom', { price: formatMoney(building.minPricePerSquareMetre, 'AMD', lang) }) : null,
            building.minArea !== null && building.maxArea !== null ? t('area', { area: building.minArea === building.maxArea ? area(building.minArea) : `${area(building.minArea)}–${area(building.maxArea)}` }) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <h2 className={css.cardTitle}>
          <Link to="/$lang/buildings/$id" params={{ lang, id: String(building.id) }} search={tableSearch} className={css.cardLink}>
            {building.name}
          </Link>
        </h2>
        <p className={css.muted}>{building.address}</p>
        <p className={css.muted}>
          {building.developer.name} · {t(`stage.${building.stage}`)} · {t('apartmentsForSale', { count: building.apartmentsForSale })}
        </p>
        <MonthlyPayment amount={building.monthlyPaymentFrom} lang={lang} />
      </div>
    </article>
  );
}

/** A home for sale or to rent: picture, price, price per m², rooms, area, floor, place, heart and state. */
export function ListingCardBody({ listing, lang, first = false }: { listing: ListingCard; lang: Language; first?: boolean }) {
  const { t } = useTranslation('catalogue');
  const roomLabel = useRoomLabel();
  const facts = [
    hasRooms(listing.type) ? (listing.rooms > 0 ? t('roomsCount', { rooms: listing.rooms }) : roomLabel(listing.rooms)) : t(`types.${listing.type}`),
    t('area', { area: formatNumber(listing.area, lang, { maximumFractionDigits: 1 }) }),
    listing.floor !== null ? t('floor', { floor: listing.floor, floors: listing.floorsTotal ?? listing.floor }) : null,
  ].filter(Boolean);
  const href = listingHref(lang, listing.deal)(listing.id);
  return (
    <article className={css.cardInner}>
      <div className={css.cardMedia}>
        <CardPicture src={listing.imageUrl} first={first} />
        {listing.availability !== 'forSale' && (
          <span className={css.statePill} data-availability={listing.availability}>
            {t(`availability.${listing.availability}`)}
          </span>
        )}
        <div className={css.cardActions}>
          <CompareToggle property={{ marketType: '1', apartmentId: listing.id, deal: listing.deal }} className={css.cardCompare} />
          <FavouriteButton marketType="1" apartmentId={listing.id} lang={lang} compact />
        </div>
      </div>
      <div className={css.cardBody}>
        <div className={css.priceRow}>
          <p className={css.price} data-testid="price">
            {formatMoney(listing.price, 'AMD', lang)}
            {listing.deal === 'rent' ? <span className={css.perMonth}> {t('perMonth')}</span> : null}
          </p>
          {listing.oldPrice !== null && listing.oldPrice > listing.price ? <p className={css.oldPrice}>{t('oldPrice', { price: formatMoney(listing.oldPrice, 'AMD', lang) })}</p> : null}
        </div>
        {listing.deal === 'sale' && listing.pricePerSquareMetre !== null && <p className={css.muted}>{t('perSquareMetre', { price: formatMoney(listing.pricePerSquareMetre, 'AMD', lang) })}</p>}
        <p className={css.cardFacts}>{facts.join(' · ')}</p>
        <h2 className={css.cardTitle}>
          <Link {...href} className={css.cardLink}>
            {listing.title}
          </Link>
        </h2>
        <p className={css.muted}>{listing.address}</p>
        <MonthlyPayment amount={listing.monthlyPayment} lang={lang} />
      </div>
    </article>
  );
}
