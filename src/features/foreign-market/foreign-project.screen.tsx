import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PositionsMap } from '../../ui/map/positions-map.view';
import type { ForeignProject } from '../../../api/contract/catalogue';
import type { Language } from '../../../api/contract/validation';
import { formatMoney, formatNumber } from '../../lib/format';
import { foreignProjectBrokersQuery, foreignProjectQuery } from '../../lib/queries/foreign.queries';
import { button } from '../../ui/button.css';
import { container, page } from '../../ui/layout.css';
import { useDocumentTitle } from '../../ui/use-document-title';
import { ForeignBrokers } from './foreign-brokers.view';
import { ForeignRequest } from './foreign-request.view';
import { formatPosition, isCompleted, useForeignFormat } from './foreign-format';
import { projectIdOf } from './foreign-market.route';
import { PinIcon, StageBadge } from './foreign-project-card.view';
import * as css from './foreign.css';

function Breadcrumb({ project, lang }: { project: ForeignProject; lang: Language }) {
  const { t } = useTranslation('foreign');
  return (
    <nav aria-label={t('project.breadcrumb')} className={css.breadcrumb}>
      <ol className={css.crumbs}>
        <li className={css.crumb}>
          <Link to="/$lang" params={{ lang }} className={css.crumbLink}>
            {t('project.home')}
          </Link>
        </li>
        <li className={css.crumb}>
          <Link to="/$lang/foreign-market" params={{ lang }} className={css.crumbLink}>
            {t('title')}
          </Link>
        </li>
        <li className={css.crumb}>
          <span aria-current="page" className={css.crumbCurrent}>
            {project.name}
          </span>
        </li>
      </ol>
    </nav>
  );
}

function Facts({ project, lang }: { project: ForeignProject; lang: Language }) {
  const { t } = useTranslation('foreign');
  const names = useForeignFormat(lang);
  const facts: [string, string][] = [
    ['country', names.country(project.country)],
    ['city', project.city],
    ['developer', project.developerName],
    ['currency', `${names.currency(project.currency)} (${project.currency})`],
    ['priceFrom', formatMoney(project.minPrice, project.currency, lang)],
    ['areaFrom', t('squareMetres', { area: formatNumber(project.minArea, lang) })],
    ['stage', t(`stage.${project.stage}`)],
    [isCompleted(project.completionDate) ? 'completed' : 'completion', names.completion(project.completionDate)],
  ];
  return (
    <dl className={css.facts} data-testid="facts">
      {facts.map(([key, value]) => (
        <div key={key} className={css.fact}>
          <dt className={css.factName}>{t(`project.fact.${key}`)}</dt>
          <dd className={css.factValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Where the project stands; the lead's map component will draw it here from the same coordinates. */
function Position({ project, lang }: { project: ForeignProject; lang: Language }) {
  const { t } = useTranslation('foreign');
  const names = useForeignFormat(lang);
  const hemispheres = { n: t('project.north'), s: t('project.south'), e: t('project.east'), w: t('project.west') };
  return (
    <section className={css.panel} aria-labelledby="position-title">
      <h2 id="position-title" className={css.panelTitle}>
        {t('project.position')}
      </h2>
      <div className={css.position} data-testid="project-position" data-latitude={project.latitude} data-longitude={project.longitude}>
        <p className={css.place}>
          <PinIcon />
          {t('location', { city: project.city, country: names.country(project.country) })}
        </p>
        <p className={css.muted}>
          {t('project.coordinates')}: <span className={css.coordinates}>{formatPosition(project.latitude, project.longitude, lang, hemispheres)}</span>
        </p>
      </div>
      <PositionsMap label={t('project.position')} positions={[{ id: project.id, latitude: project.latitude, longitude: project.longitude, label: project.name }]} />
    </section>
  );
}

/** Moves the reader, and the focus, to the brokers' contacts. */
function showBrokers() {
  const heading = document.getElementById('brokers-title');
  heading?.focus({ preventScroll: true });
  heading?.scrollIntoView({ behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth', block: 'start' });
}

/** A foreign-market project: picture, description, facts, its position and the brokers who sell it. */
export function ForeignProjectScreen() {
  const { t, i18n } = useTranslation('foreign');
  const lang = i18n.language as Language;
  const params = useParams({ from: '/$lang/foreign-market/$id' });
  // The loader has refused anything that is not a project id, so this is one.
  const id = projectIdOf(params.id) ?? 0;
  const { data: project } = useSuspenseQuery(foreignProjectQuery(id, lang));
  const { data: brokers } = useSuspenseQuery(foreignProjectBrokersQuery(id, lang));
  const names = useForeignFormat(lang);
  useDocumentTitle(project.name);
  return (
    // `page` on its own element: on one element its padding would override the container's side padding.
    <article className={page} aria-labelledby="project-title">
      <div className={container}>
        <Breadcrumb project={project} lang={lang} />
        <header className={css.header}>
          <h1 id="project-title" className={css.title}>
            {project.name}
          </h1>
          <div className={css.headerMeta}>
            <p className={css.place}>
              <PinIcon />
              {t('location', { city: project.city, country: names.country(project.country) })}
            </p>
            <StageBadge stage={project.stage} />
          </div>
        </header>
        <div className={css.layout}>
          <div className={css.main}>
            <img className={css.hero} src={project.imageUrl} alt={t('project.pictureAlt', { name: project.name })} width={800} height={600} />
            <section className={css.panel} aria-labelledby="about-title">
              <h2 id="about-title" className={css.panelTitle}>
                {t('project.about')}
              </h2>
              <p className={css.description}>{project.description}</p>
            </section>
            <section className={css.panel} aria-labelledby="facts-title">
              <h2 id="facts-title" className={css.panelTitle}>
                {t('project.facts')}
              </h2>
              <Facts project={project} lang={lang} />
            </section>
            <Position project={project} lang={lang} />
          </div>
          <div className={css.aside}>
            <div className={css.priceCard}>
              <p className={css.priceLabel}>{t('project.priceFrom')}</p>
              <p className={css.bigPrice} data-testid="price">
                {formatMoney(project.minPrice, project.currency, lang)}
              </p>
              <p className={css.muted}>{t('areaFrom', { area: formatNumber(project.minArea, lang) })}</p>
              <button type="button" className={`${button.primary} ${css.cta}`} onClick={showBrokers}>
                {t('project.contactBroker')}
              </button>
            </div>
            <section className={css.panel} aria-labelledby="brokers-title">
              <h2 id="brokers-title" className={css.panelTitle} tabIndex={-1}>
                {t('project.brokers')}
              </h2>
              <p className={css.panelText}>{t('project.brokersText')}</p>
              <ForeignBrokers brokers={brokers} lang={lang} />
            </section>
            <ForeignRequest projectId={project.id} name={project.name} brokers={brokers} lang={lang} />
          </div>
        </div>
      </div>
    </article>
  );
}
