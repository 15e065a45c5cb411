import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../api/contract/validation';
import { branchesQuery } from '../../lib/queries/branches.queries';
import { container, page } from '../../ui/layout.css';
import { useDocumentTitle } from '../../ui/use-document-title';
import * as css from './contacts.css';

/** Contacts: the head office and every branch, with hours and phone numbers. */
export function ContactsScreen() {
  const { t, i18n } = useTranslation('contacts');
  useDocumentTitle(t('title'));
  const branches = useQuery(branchesQuery(i18n.language as Language));
  return (
    <section className={`${container} ${page}`} aria-labelledby="contacts-title">
      <h1 id="contacts-title">{t('title')}</h1>
      <p className={css.lead}>{t('lead')}</p>
      {branches.isPending ? <p role="status">{t('loading')}</p> : null}
      {branches.isError ? (
        <p role="alert" className={css.error}>
          {t('loadFailed')}
        </p>
      ) : null}
      {branches.data ? (
        <ul className={css.grid} data-testid="branches">
          {branches.data.map((branch) => (
            <li key={branch.code} className={css.card}>
              <h2 className={css.name}>
                {branch.name}
                {branch.isHeadOffice ? <span className={css.badge}>{t('headOffice')}</span> : null}
              </h2>
              <p className={css.line}>
                {branch.address}, {branch.city}
              </p>
              <p className={css.line}>{branch.openingHours}</p>
              <p className={css.line}>
                <a href={`tel:${branch.phone.replace(/\s/g, '')}`}>{branch.phone}</a>
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
