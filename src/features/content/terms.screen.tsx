import { useQuery } from '@tanstack/react-query';
import { Link, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { legalDocumentKinds } from '../../../api/contract/site-content';
import type { Language } from '../../../api/contract/validation';
import { formatDate } from '../../lib/format';
import { documentQuery } from '../../lib/queries/content.queries';
import { container, page } from '../../ui/layout.css';
import { RichText } from '../../ui/rich-text.view';
import { useDocumentTitle } from '../../ui/use-document-title';
import * as css from './content.css';

/**
 * Terms and rules (spec section 2): the four legal documents a person reads and accepts, one at a time,
 * with its version and date. A link from a person's accepted version shows that version, marked when
 * a newer one is in force.
 */
export function TermsScreen() {
  const { t, i18n } = useTranslation('content');
  const lang = i18n.language as Language;
  const search = useSearch({ from: '/$lang/terms' });
  const document = useQuery(documentQuery(search.document, lang, search.version)).data;
  useDocumentTitle(document?.title ?? t('terms.title'));
  return (
    <section className={`${container} ${page}`} aria-labelledby="terms-title">
      <h1 id="terms-title">{t('terms.title')}</h1>
      <p className={css.lead}>{t('terms.lead')}</p>
      <div className={css.layout}>
        <nav aria-label={t('terms.documents')}>
          <ul className={css.documentNav}>
            {legalDocumentKinds.map((kind) => (
              <li key={kind}>
                <Link from="/$lang/terms" to="/$lang/terms" search={{ document: kind }} className={css.documentLink} aria-current={search.document === kind ? 'page' : undefined}>
                  {t(`terms.kind.${kind}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {document ? (
          <article className={css.documentBody} aria-labelledby="document-title" data-testid="legal-document">
            <h2 id="document-title">{document.title}</h2>
            <p className={css.meta}>{t('terms.version', { version: document.version, date: formatDate(document.publishedAt, lang, { day: 'numeric', month: 'long', year: 'numeric' }) })}</p>
            {!document.current ? (
              <p className={css.notice} role="note">
                {t('terms.olderVersion')}{' '}
                <Link from="/$lang/terms" to="/$lang/terms" search={{ document: document.kind }}>
                  {t('terms.currentVersion')}
                </Link>
              </p>
            ) : null}
            <p>{document.summary}</p>
            {document.sections.map((section) => (
              <section key={section.number} className={css.section} aria-labelledby={`section-${section.number}`}>
                <h3 id={`section-${section.number}`} className={css.sectionTitle}>
                  <span>
                    {section.number}. {section.heading}
                  </span>
                  {document.kind === 'serviceConsent' && section.number.includes('.') ? (
                    <span className={section.required ? css.required : css.optional}>{t(section.required ? 'terms.requiredItem' : 'terms.optionalItem')}</span>
                  ) : null}
                </h3>
                <RichText source={section.body} headingLevel={4} />
              </section>
            ))}
          </article>
        ) : null}
      </div>
    </section>
  );
}
