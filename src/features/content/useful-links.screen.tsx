import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../api/contract/validation';
import { usefulLinksQuery } from '../../lib/queries/content.queries';
import { container, page, visuallyHidden } from '../../ui/layout.css';
import { useDocumentTitle } from '../../ui/use-document-title';
import * as css from './content.css';

const hostOf = (url: string) => new URL(url).host.replace(/^www\./, '');

/** Useful links: the state registries, laws, the Central Bank's services and what a home buyer needs, by group. */
export function UsefulLinksScreen() {
  const { t, i18n } = useTranslation('content');
  const lang = i18n.language as Language;
  useDocumentTitle(t('links.title'));
  const groups = useQuery(usefulLinksQuery(lang)).data ?? [];
  return (
    <section className={`${container} ${page}`} aria-labelledby="links-title">
      <h1 id="links-title">{t('links.title')}</h1>
      <p className={css.lead}>{t('links.lead')}</p>
      <div className={css.linkGroups}>
        {groups.map((group) => (
          <section key={group.group} aria-labelledby={`links-${group.group}`}>
            <h2 id={`links-${group.group}`}>{t(`links.group.${group.group}`)}</h2>
            <ul className={css.linkGrid}>
              {group.links.map((link) => (
                <li key={link.id} className={css.linkCard}>
                  <a href={link.url} target="_blank" rel="noopener noreferrer" className={css.linkTitle}>
                    {link.title}
                    <span className={visuallyHidden}> ({t('links.newTab')})</span>
                  </a>
                  <p className={css.linkHost}>{hostOf(link.url)}</p>
                  <p>{link.description}</p>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}
