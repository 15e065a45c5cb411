import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useParams, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../api/contract/validation';
import { formatDate, formatMetres, formatMoney } from '../../lib/format';
import { buildingQuery } from '../../lib/queries/property.queries';
import { Gallery } from '../../ui/gallery.view';
import { container, page } from '../../ui/layout.css';
import { PositionsMap } from '../../ui/map/positions-map.view';
import { useDocumentTitle } from '../../ui/use-document-title';
import { ApartmentTable } from './apartment-table.view';
import { ProjectRequest } from './project-request.view';
import { BuildingReviews } from './reviews.view';
import * as css from './building.css';

/** A building or project: pictures, facts, amenities, position, and the table of its apartments. */
export function BuildingScreen() {
  const { t, i18n } = useTranslation('property');
  const lang = i18n.language as Language;
  const params = useParams({ strict: false }) as { id: string };
  const search = useSearch({ strict: false }) as Parameters<typeof ApartmentTable>[0]['search'];
  // The loader filled the cache or showed the property-unavailable page.
  const { data: building } = useSuspenseQuery(buildingQuery(Number(params.id), lang));
  useDocumentTitle(building.name);
  const facts = [
    [t('developer'), building.developer.name],
    [t('fact.stage'), t(`catalogue:stage.${building.stage}`)],
    [t('fact.completion'), formatDate(building.completionDate, lang, { year: 'numeric', month: 'long' })],
    [t('fact.floors'), String(building.floors)],
    [t('fact.wallType'), t(`wall.${building.wallType}`)],
    [t('fact.ceilingHeight'), formatMetres(building.ceilingHeight, lang)],
    [t('fact.elevator'), t(building.hasElevator ? 'yes' : 'no')],
    [t('fact.parkingCount'), String(building.parkingCount)],
    ...(building.parkingSpacePrice !== null ? [[t('fact.parkingSpacePrice'), formatMoney(building.parkingSpacePrice, 'AMD', lang)]] : []),
    [t('fact.forSale'), String(building.apartmentsForSale)],
  ];
  const listRoute = building.developer.isPartner ? '/$lang/buildings' : '/$lang/projects';
  return (
    <article className={`${container} ${page}`} aria-labelledby="building-title">
      <nav aria-label={t('breadcrumbs')} className={css.breadcrumbs}>
        <Link to={listRoute} params={{ lang }}>
          {building.developer.isPartner ? t('backToBuildings') : t('backToProjects')}
        </Link>
      </nav>
      <h1 id="building-title">{building.name}</h1>
      <p className={css.address}>{building.address}</p>
      <div className={css.layout}>
        <Gallery pictures={building.gallery} label={building.name} />
        <section className={css.panel} aria-labelledby="building-price">
          <h2 id="building-price" className={css.price}>
            {building.minPrice === null ? t('catalogue:soldOut') : t('catalogue:from', { price: formatMoney(building.minPrice, 'AMD', lang) })}
          </h2>
          {building.minPricePerSquareMetre !== null && <p className={css.muted}>{t('perSquareMetreFrom', { price: formatMoney(building.minPricePerSquareMetre, 'AMD', lang) })}</p>}
          <dl className={css.facts}>
            {facts.map(([label, value]) => (
              <div key={label} className={css.fact}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
      <ApartmentTable buildingId={building.id} roomCounts={building.roomCounts} search={search} lang={lang} />
      <section aria-labelledby="about-title" className={css.about}>
        <h2 id="about-title">{t('aboutBuilding')}</h2>
        <p className={css.description}>{building.description}</p>
        {building.facilities.length > 0 && (
          <>
            <h3>{t('facilitiesTitle')}</h3>
            <ul className={css.features}>
              {building.facilities.map((facility) => (
                <li key={facility}>{facility}</li>
              ))}
            </ul>
          </>
        )}
      </section>
      <ProjectRequest buildingId={building.id} name={building.name} lang={lang} />
      <BuildingReviews buildingId={building.id} lang={lang} />
      <section aria-labelledby="building-position">
        <h2 id="building-position">{t('positionTitle')}</h2>
        <PositionsMap label={t('positionTitle')} positions={[{ id: building.id, latitude: building.latitude, longitude: building.longitude, label: building.name }]} />
      </section>
    </article>
  );
}
