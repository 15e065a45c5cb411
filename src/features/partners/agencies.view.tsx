import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type * as v from 'valibot';
import type { brokerPartnerSchema } from '../../../api/contract/catalogue';
import type { Language } from '../../../api/contract/validation';
import { formatNumber } from '../../lib/format';
import { agenciesQuery } from '../../lib/queries/partners.queries';
import { partnersPage, type PartnersSearch } from './partners.route';
import { PartnerList, Stat } from './partner-list.view';
import * as css from './partners.css';

type Agency = v.InferOutput<typeof brokerPartnerSchema>;

function AgencyCard({ agency, lang }: { agency: Agency; lang: Language }) {
  const { t } = useTranslation('partners');
  const nameId = useId();
  return (
    <article className={css.card} aria-labelledby={nameId}>
      <div className={css.cardHead}>
        <img className={css.logo} src={agency.logoUrl} alt="" width={64} height={64} loading="lazy" />
        <div>
          <h2 id={nameId} className={css.name}>
            {agency.name}
          </h2>
          <div className={css.badges}>
            <span className={css.badge}>{t('partnerBadge')}</span>
          </div>
        </div>
      </div>
      <p className={css.description}>{agency.description}</p>
      <dl className={css.stats}>
        <Stat label={t('stats.brokers')} value={formatNumber(agency.brokers, lang)} />
        <Stat label={t('stats.listings')} value={formatNumber(agency.listings, lang)} />
      </dl>
      <ul className={css.contacts} aria-label={t('contacts')}>
        <li>
          <span className={css.contactLabel}>{t('phone')}</span>
          <a className={css.contactLink} href={`tel:${agency.phone.replace(/\s/g, '')}`}>
            {agency.phone}
          </a>
        </li>
        <li>
          <span className={css.contactLabel}>{t('email')}</span>
          <a className={css.contactLink} href={`mailto:${agency.email}`}>
            {agency.email}
          </a>
        </li>
      </ul>
    </article>
  );
}

/** The agencies tab: the bank's partner agencies, with their brokers and listings. */
export function AgenciesTab({ search, lang }: { search: PartnersSearch; lang: Language }) {
  const result = useQuery(agenciesQuery(partnersPage(search), lang));
  return <PartnerList result={result.data} page={search.page} countKey="agenciesFound" card={(agency) => <AgencyCard agency={agency} lang={lang} />} />;
}
