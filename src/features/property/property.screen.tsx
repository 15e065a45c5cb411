import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { onlineLending } from '../../../api/contract/calculations/lending-rules';
import { shownPaymentTerms } from '../../../api/contract/mortgage-terms';
import type { Language } from '../../../api/contract/validation';
import { formatMoney } from '../../lib/format';
import { useRecordRecentlyViewed } from '../../lib/recently-viewed';
import { apartmentQuery, listingQuery } from '../../lib/queries/property.queries';
import { CompareToggle } from '../../ui/compare-toggle.view';
import { FavouriteButton } from '../../ui/favourite-button.view';
import { Gallery } from '../../ui/gallery.view';
import { container, page } from '../../ui/layout.css';
import { PositionsMap } from '../../ui/map/positions-map.view';
import { RouteLink } from '../../ui/route-link.view';
import { useDocumentTitle } from '../../ui/use-document-title';
import { linkOfPageMarket } from '../../../api/contract/property-ref';
import { ApplyForMortgage } from './apply-for-mortgage.view';
import { BookingPanel, BookingProvider } from './booking-panel.view';
import { PropertyActionBar } from './property-action-bar.view';
import { apartmentModel, listingModel, offersOnlineMortgage, type PropertyPageModel } from './property-model';
import type { PropertyPageMarket } from './property.route';
import { PriceHistory } from './price-history.view';
import { RequestForm } from './request-form.view';
import { RentalRequestButton } from './rental-request.view';
import * as css from './property.css';

/** The online mortgage offer on a price, or why there is none: only the server's offer is shown, never one worked out here. */
function MortgageOffer({ model, lang }: { model: PropertyPageModel; lang: Language }) {
  const { t } = useTranslation('property');
  // A rental is not bought; a sold home is bought by nobody (the server gives it no offer, and no range applies).
  if (model.lendingMarket === null || model.availability === 'notAvailable') return null;
  if (!offersOnlineMortgage(model)) {
    const { min, max } = onlineLending[model.lendingMarket].propertyPrice;
    return (
      <p className={css.muted} data-testid="no-online-offer">
        {t('noOnlineOffer', { min: formatMoney(min, 'AMD', lang), max: formatMoney(max, 'AMD', lang) })}
      </p>
    );
  }
  return (
    <div className={css.payment} data-testid="monthly-payment">
      <p className={css.paymentFigure}>{t('monthlyPayment', { price: formatMoney(model.monthlyPayment, 'AMD', lang) })}</p>
      <p className={css.muted}>
        {t('paymentTerms', { months: shownPaymentTerms.months, rate: shownPaymentTerms.annualRatePercent, downPayment: formatMoney(model.downPayment, 'AMD', lang) })}
      </p>
      <RouteLink
        to="loanCalculator"
        search={{ market: model.lendingMarket, price: model.price, down: model.downPayment, term: shownPaymentTerms.months / 12, unit: 'years', rate: shownPaymentTerms.annualRatePercent }}
        data-testid="calculate-payment"
      >
        {t('calculatePayment')}
      </RouteLink>
      <ApplyForMortgage market={model.lendingMarket} id={model.id} availability={model.availability} lang={lang} />
    </div>
  );
}

function PricePanel({ model, market, lang }: { model: PropertyPageModel; market: PropertyPageMarket; lang: Language }) {
  const { t } = useTranslation('property');
  return (
    <section className={css.panel} aria-labelledby="price-title">
      <h2 id="price-title" className={css.visuallyHidden}>
        {t('priceTitle')}
      </h2>
      <p className={css.availability} data-availability={model.availability}>
        {model.availabilityLabel}
      </p>
      <p className={css.price} data-testid="property-price">
        {formatMoney(model.price, 'AMD', lang)}
        {model.isRental ? <span className={css.unit}> {t('perMonth')}</span> : null}
      </p>
      {model.oldPrice !== null && model.oldPrice > model.price && (
        <p className={css.oldPrice}>
          {t('oldPrice')} <del>{formatMoney(model.oldPrice, 'AMD', lang)}</del>
        </p>
      )}
      {model.pricePerSquareMetre !== null && !model.isRental && <p className={css.muted}>{t('perSquareMetre', { price: formatMoney(model.pricePerSquareMetre, 'AMD', lang) })}</p>}
      {model.dailyFee !== null && <p className={css.muted}>{t('dailyFee', { price: formatMoney(model.dailyFee, 'AMD', lang) })}</p>}
      <PriceHistory property={{ ...linkOfPageMarket(market), apartmentId: model.id }} lang={lang} />
      <MortgageOffer model={model} lang={lang} />
      {model.incomeTaxRefund && <p className={css.badge}>{t('incomeTaxRefund')}</p>}
      <FavouriteButton marketType={market === 'primary' ? '0' : '1'} apartmentId={model.id} lang={lang} />
      <CompareToggle property={{ ...linkOfPageMarket(market), apartmentId: model.id }} withTray />
      {model.seller && (
        <p className={css.seller}>
          <span className={css.muted}>{model.seller.label}</span> {model.seller.name}
          {model.seller.phone ? (
            <>
              {' · '}
              <a href={`tel:${model.seller.phone.replace(/\s/g, '')}`}>{model.seller.phone}</a>
            </>
          ) : null}
        </p>
      )}
    </section>
  );
}

// The loader filled the cache (or showed the property-unavailable page), so these queries do not suspend.
function ApartmentProperty({ id, lang }: { id: number; lang: Language }) {
  const { t } = useTranslation('property');
  const { data } = useSuspenseQuery(apartmentQuery(id, lang));
  return <BookablePropertyPage model={apartmentModel(data, t, lang)} market="primary" lang={lang} />;
}

function ListingProperty({ deal, id, lang }: { deal: 'sale' | 'rent'; id: number; lang: Language }) {
  const { t } = useTranslation('property');
  const { data } = useSuspenseQuery(listingQuery(deal, id, lang));
  return <BookablePropertyPage model={listingModel(data, t, lang)} market={deal === 'rent' ? 'rent' : 'secondary'} lang={lang} />;
}

export function PropertyScreen() {
  const { i18n } = useTranslation('property');
  const params = useParams({ from: '/$lang/property/$market/$id' });
  const lang = i18n.language as Language;
  const id = Number(params.id);
  if (params.market === 'primary') return <ApartmentProperty id={id} lang={lang} />;
  return <ListingProperty deal={params.market === 'rent' ? 'rent' : 'sale'} id={id} lang={lang} />;
}

/** The page with its booking, which the side panel and the phone's action bar share; a rental is not booked. */
function BookablePropertyPage(props: { model: PropertyPageModel; market: PropertyPageMarket; lang: Language }) {
  const { model, market, lang } = props;
  if (market === 'rent') return <PropertyPage {...props} />;
  return (
    <BookingProvider property={{ ...linkOfPageMarket(market), apartmentId: model.id }} availability={model.availability} title={model.title} lang={lang}>
      <PropertyPage {...props} />
    </BookingProvider>
  );
}

/** A property: gallery, price and monthly payment, every fact, features, position and where to ask. */
function PropertyPage({ model, market, lang }: { model: PropertyPageModel; market: PropertyPageMarket; lang: Language }) {
  const { t } = useTranslation('property');
  useDocumentTitle(model.title);
  useRecordRecentlyViewed({ link: { ...linkOfPageMarket(market), apartmentId: model.id }, lang, title: model.title, address: model.address, price: model.price, imageUrl: model.gallery[0] ?? '' });
  const back = market === 'rent' ? { to: '/$lang/rentals', label: t('backToRentals') } : { to: '/$lang/buildings', label: t('backToList') };
  return (
    <article className={`${container} ${page}`} aria-labelledby="property-title">
      <nav aria-label={t('breadcrumbs')} className={css.breadcrumbs}>
        <Link to={back.to} params={{ lang }} search={market === 'rent' ? {} : { market: market === 'primary' ? 'primary' : 'secondary' }}>
          {back.label}
        </Link>
        {model.building && (
          <>
            <span aria-hidden="true"> › </span>
            <Link to="/$lang/buildings/$id" params={{ lang, id: String(model.building.id) }}>
              {model.building.name}
            </Link>
          </>
        )}
      </nav>
      <h1 id="property-title" className={css.title}>
        {model.title}
      </h1>
      <p className={css.address}>{model.address}</p>
      <div className={css.layout}>
        <div className={css.main}>
          <Gallery pictures={model.gallery} label={model.title} />
          <section aria-labelledby="facts-title">
            <h2 id="facts-title">{t('factsTitle')}</h2>
            <dl className={css.facts} data-testid="facts">
              {model.facts.map((fact) => (
                <div key={fact.key} className={css.fact}>
                  <dt>{fact.label}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </dl>
          </section>
          {model.features.length > 0 && (
            <section aria-labelledby="features-title">
              <h2 id="features-title">{t('featuresTitle')}</h2>
              <ul className={css.features}>
                {model.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            </section>
          )}
          <section aria-labelledby="description-title">
            <h2 id="description-title">{t('descriptionTitle')}</h2>
            <p className={css.description}>{model.description}</p>
          </section>
          <section aria-labelledby="position-title">
            <h2 id="position-title">{t('positionTitle')}</h2>
            <PositionsMap label={t('positionTitle')} positions={[{ id: 0, ...model.position, label: model.title }]} />
          </section>
        </div>
        <aside className={css.side} aria-label={t('priceTitle')}>
          <PricePanel model={model} market={market} lang={lang} />
          {market === 'rent' && model.availability === 'forSale' && <RentalRequestButton listingId={model.id} lang={lang} />}
          {market !== 'rent' && <BookingPanel lang={lang} />}
          {model.availability !== 'notAvailable' && <RequestForm market={market} propertyId={model.id} lang={lang} />}
        </aside>
      </div>
      <PropertyActionBar model={model} market={market} lang={lang} />
    </article>
  );
}
