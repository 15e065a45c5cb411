import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../api/contract/validation';
import { faqQuery } from '../../lib/queries/content.queries';
import { TextField } from '../../ui/form.view';
import { container, page } from '../../ui/layout.css';
import { RichText } from '../../ui/rich-text.view';
import { RouteLink } from '../../ui/route-link.view';
import { useDocumentTitle } from '../../ui/use-document-title';
import * as css from './content.css';

/** Lower-cased, without accents and Armenian/Russian case differences, for matching what a person types. */
const folded = (text: string) => text.toLocaleLowerCase().normalize('NFKD').replace(/\p{M}/gu, '');

/**
 * The FAQ: questions by category, each answer a disclosure (`details`, so it opens with the keyboard
 * and works before the script loads), with an anchor per question and a filter over the questions
 * and answers in the page's language.
 */
export function FaqScreen() {
  const { t, i18n } = useTranslation('content');
  const lang = i18n.language as Language;
  useDocumentTitle(t('faq.title'));
  const faq = useQuery(faqQuery(lang)).data;
  const [filter, setFilter] = useState('');
  const shown = useMemo(() => {
    const words = folded(filter).split(/\s+/).filter(Boolean);
    if (!faq || !words.length) return faq ?? [];
    return faq
      .map((group) => ({ ...group, entries: group.entries.filter((entry) => words.every((word) => folded(`${entry.question} ${entry.answer}`).includes(word))) }))
      .filter((group) => group.entries.length > 0);
  }, [faq, filter]);
  const count = shown.reduce((sum, group) => sum + group.entries.length, 0);
  return (
    <section className={`${container} ${page}`} aria-labelledby="faq-title">
      <h1 id="faq-title">{t('faq.title')}</h1>
      <p className={css.lead}>{t('faq.lead')}</p>
      <div className={css.faqFilter} role="search">
        <TextField label={t('faq.filter')} type="search" value={filter} onValueChange={setFilter} />
        <p role="status" className={css.meta}>
          {filter ? t('faq.found', { count }) : null}
        </p>
      </div>
      {count === 0 ? (
        <p className={css.empty}>
          {t('faq.nothing')} <RouteLink to="contacts">{t('faq.ask')}</RouteLink>
        </p>
      ) : null}
      {shown.map((group) => (
        <section key={group.category} className={css.faqGroup} aria-labelledby={`faq-${group.category}`}>
          <h2 id={`faq-${group.category}`}>{t(`faq.category.${group.category}`)}</h2>
          <ul className={css.faqList}>
            {group.entries.map((entry) => (
              <li key={entry.id} id={entry.slug} className={css.faqItem}>
                <details open={Boolean(filter) && count <= 3}>
                  <summary className={css.faqQuestion}>{entry.question}</summary>
                  <div className={css.faqAnswer}>
                    <RichText source={entry.answer} headingLevel={3} />
                  </div>
                </details>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
