import { Link, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../api/contract/validation';
import { container, page } from '../../ui/layout.css';
import { useDocumentTitle } from '../../ui/use-document-title';
import { AgenciesTab } from './agencies.view';
import { DevelopersTab } from './developers.view';
import { PartnerBanners } from '../../ui/banner/partner-banners.view';
import { partnerTabs } from './partners.route';
import * as css from './partners.css';

/** Partners: the bank's developers and real estate agencies, a tab each, with the partner banners on top. */
export function PartnersScreen() {
  const { t, i18n } = useTranslation('partners');
  const search = useSearch({ from: '/$lang/partners' });
  const lang = i18n.language as Language;
  useDocumentTitle(t('title'));
  return (
    <section className={page} aria-labelledby="partners-title">
      <div className={container}>
        <h1 id="partners-title">{t('title')}</h1>
        <p className={css.lead}>{t('lead')}</p>
        <PartnerBanners lang={lang} label={t('banners')} />
        <nav aria-label={t('tabsLabel')} className={css.tabs}>
          {partnerTabs.map((tab) => (
            <Link
              key={tab}
              from="/$lang/partners"
              to="/$lang/partners"
              search={{ tab, page: 1 }}
              className={css.tab}
              aria-current={search.tab === tab ? 'page' : undefined}
            >
              {t(`tab.${tab}`)}
            </Link>
          ))}
        </nav>
        {search.tab === 'developers' ? <DevelopersTab search={search} lang={lang} /> : <AgenciesTab search={search} lang={lang} />}
      </div>
    </section>
  );
}
