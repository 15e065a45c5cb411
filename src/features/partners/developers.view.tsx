import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Developer } from '../../../api/contract/catalogue';
import type { Language } from '../../../api/contract/validation';
import { formatNumber } from '../../lib/format';
import { developersQuery } from '../../lib/queries/partners.queries';
import { button } from '../../ui/button.css';
import { visuallyHidden } from '../../ui/layout.css';
import { DeveloperBuildings } from './developer-buildings.view';
import { partnersPage, type PartnersSearch } from './partners.route';
import { PartnerList, Stat } from './partner-list.view';
import * as css from './partners.css';

/** Only a web address becomes a link (never `javascript:`); the visitor sees its host, without the scheme. */
const isWebAddress = (website: string) => /^https?:\/\//.test(website);
const hostOf = (website: string) => website.replace(/^https?:\/\//, '').replace(/\/$/, '');

function DeveloperCard({ developer, lang }: { developer: Developer; lang: Language }) {
  const { t } = useTranslation('partners');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <article className={css.card} aria-labelledby={`${panelId}-name`}>
      <div className={css.cardHead}>
        <img className={css.logo} src={developer.logoUrl} alt="" width={64} height={64} loading="lazy" />
        <div>
          <h2 id={`${panelId}-name`} className={css.name}>
            {developer.name}
          </h2>
          <div className={css.badges}>
            {developer.isPartner ? <span className={css.badge}>{t('partnerBadge')}</span> : null}
            <span className={css.quietBadge}>{t('founded', { year: developer.foundedYear })}</span>
          </div>
        </div>
      </div>
      <p className={css.description}>{developer.description}</p>
      <dl className={css.stats}>
        <Stat label={t('stats.buildings')} value={formatNumber(developer.buildings, lang)} />
        <Stat label={t('stats.apartmentsForSale')} value={formatNumber(developer.apartmentsForSale, lang)} />
      </dl>
      {developer.buildings > 0 ? (
        <>
          <button type="button" className={`${button.secondary} ${css.disclosure}`} aria-expanded={open} {...(open ? { 'aria-controls': panelId } : {})} onClick={() => setOpen((was) => !was)}>
            {open ? t('hideBuildings') : t('showBuildings')}
            <span className={css.chevron} aria-hidden="true" />
          </button>
          {open ? <DeveloperBuildings id={panelId} developer={developer} lang={lang} /> : null}
        </>
      ) : null}
      <ul className={css.contacts} aria-label={t('contacts')}>
        <li>
          <span className={css.contactLabel}>{t('phone')}</span>
          <a className={css.contactLink} href={`tel:${developer.phone.replace(/\s/g, '')}`}>
            {developer.phone}
          </a>
        </li>
        <li>
          <span className={css.contactLabel}>{t('email')}</span>
          <a className={css.contactLink} href={`mailto:${developer.email}`}>
            {developer.email}
          </a>
        </li>
        {isWebAddress(developer.website) ? (
          <li>
            <span className={css.contactLabel}>{t('website')}</span>
            <a className={css.contactLink} href={developer.website} target="_blank" rel="noopener noreferrer">
              {hostOf(developer.website)}
              <span className={visuallyHidden}> {t('opensInNewTab')}</span>
            </a>
          </li>
        ) : null}
      </ul>
    </article>
  );
}

/** The developers tab: partners first, then the others, each with its buildings one click away. */
export function DevelopersTab({ search, lang }: { search: PartnersSearch; lang: Language }) {
  const result = useQuery(developersQuery(partnersPage(search), lang));
  return <PartnerList result={result.data} page={search.page} countKey="developersFound" card={(developer) => <DeveloperCard developer={developer} lang={lang} />} />;
}
