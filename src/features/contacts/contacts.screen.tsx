import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../api/contract/validation';
import { branchesQuery } from '../../lib/queries/branches.queries';
import { container, page } from '../../ui/layout.css';
import { PositionsMap } from '../../ui/map/positions-map.view';
import { useDocumentTitle } from '../../ui/use-document-title';
import { ContactForm } from './contact-form.view';
import * as css from './contacts.css';

/** Contacts: the contact form, and the head office and every branch on a map and in a list, with hours and phone numbers. */
export function ContactsScreen() {
  const { t, i18n } = useTranslation('contacts');
  const lang = i18n.language as Language;
  useDocumentTitle(t('title'));
  const branches = useQuery(branchesQuery(lang));
  const positions = (branches.data ?? []).map((branch, index) => ({ id: index, latitude: branch.latitude, longitude: branch.longitude, label: `${branch.name}, ${branch.address}` }));
  return (
    <section className={`${container} ${page}`} aria-labelledby="contacts-title">
      <h1 id="contacts-title">{t('title')}</h1>
      <p className={css.lead}>{t('lead')}</p>
      <div className={css.layout}>
        <section aria-labelledby="contact-form-title">
          <ContactForm lang={lang} />
        </section>
        <section aria-labelledby="branches-title" className={css.branches}>
          <h2 id="branches-title">{t('branches')}</h2>
          {branches.isPending ? <p role="status">{t('loading')}</p> : null}
          {branches.isError ? (
            <p role="alert" className={css.error}>
              {t('loadFailed')}
            </p>
          ) : null}
          {branches.data ? (
            <>
              <PositionsMap positions={positions} label={t('map')} />
              <ul className={css.grid} data-testid="branches">
                {branches.data.map((branch) => (
                  <li key={branch.code} className={css.card}>
                    <h3 className={css.name}>
                      {branch.name}
                      {branch.isHeadOffice ? <span className={css.badge}>{t('headOffice')}</span> : null}
                    </h3>
                    <p className={css.line}>
                      {branch.address}, {branch.city}
                    </p>
                    <p className={css.line}>
                      <span className={css.label}>{t('hours')}: </span>
                      {branch.openingHours}
                    </p>
                    <p className={css.line}>
                      <a href={`tel:${branch.phone.replace(/\s/g, '')}`}>{branch.phone}</a>
                    </p>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      </div>
    </section>
  );
}
