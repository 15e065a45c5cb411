import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../api/contract/validation';
import { storeQuery } from '../../lib/queries/stores.queries';
import { container, page } from '../../ui/layout.css';
import { PositionsMap } from '../../ui/map/positions-map.view';
import { RichText } from '../../ui/rich-text.view';
import { useDocumentTitle } from '../../ui/use-document-title';
import { PromoCodeOffer } from './promo-code-offer.view';
import { ServiceRequestForm } from './service-request-form.view';
import * as css from './stores.css';

/** A partner's page (spec section 7: store by id): logo, description, the offer and the person's code, contacts, addresses on a map. */
export function StoreScreen() {
  const { t, i18n } = useTranslation('stores');
  const lang = i18n.language as Language;
  const { store: ref } = useParams({ strict: false }) as { store: string };
  const store = useQuery(storeQuery(ref, lang)).data;
  useDocumentTitle(store?.name ?? '');
  if (!store) return null;
  const positions = store.addresses.map((address) => ({ id: address.id, latitude: address.latitude, longitude: address.longitude, label: `${store.name}, ${address.address}` }));
  const sectionLink =
    store.section === 'homeRenovation' ? (
      <Link to="/$lang/home-and-renovation" params={{ lang }} search={{}}>
        {t('title.homeRenovation')}
      </Link>
    ) : (
      <Link to="/$lang/services" params={{ lang }} search={{}}>
        {t('title.services')}
      </Link>
    );
  return (
    <article className={`${container} ${page}`} aria-labelledby="store-title">
      <nav aria-label={t('breadcrumb')} className={css.breadcrumb}>
        {sectionLink} / {store.sector.name}
      </nav>
      <header className={css.storeHeader}>
        <img src={store.logoUrl} alt="" width={96} height={96} className={css.storeLogo} />
        <div>
          <p className={css.sectorName}>{store.sector.name}</p>
          <h1 id="store-title">{store.name}</h1>
          <p className={css.lead}>{store.summary}</p>
        </div>
      </header>
      <div className={css.storeLayout}>
        <div className={css.side}>
          <PromoCodeOffer store={store} lang={lang} />
          {store.section === 'services' ? <ServiceRequestForm store={store} lang={lang} /> : null}
        </div>
        <div className={css.storeMain}>
          <RichText source={store.description} headingLevel={3} />
          <section aria-labelledby="store-contacts">
            <h2 id="store-contacts">{t('contacts')}</h2>
            <ul className={css.contacts}>
              <li>
                {t('phone')}: <a href={`tel:${store.phone}`}>{store.phone.replace(/^\+374(\d{2})(\d{6})$/, '+374 $1 $2')}</a>
              </li>
              <li>
                {t('email')}: <a href={`mailto:${store.email}`}>{store.email}</a>
              </li>
              {store.website ? (
                <li>
                  {t('website')}:{' '}
                  <a href={store.website} target="_blank" rel="noopener noreferrer">
                    {store.website.replace(/^https?:\/\//, '')}
                  </a>
                </li>
              ) : null}
            </ul>
          </section>
          <section aria-labelledby="store-addresses">
            <h2 id="store-addresses">{t('addresses')}</h2>
            <PositionsMap positions={positions} label={t('map', { name: store.name })} />
            <ul className={css.addresses} data-testid="store-addresses">
              {store.addresses.map((address) => (
                <li key={address.id}>
                  <p className={css.addressName}>{address.address}</p>
                  <p className={css.hours}>{address.hours}</p>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </article>
  );
}
