import { useMatches } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { button } from '../../ui/button.css';
import { container, page } from '../../ui/layout.css';
import { RouteLink } from '../../ui/route-link.view';
import { useDocumentTitle } from '../../ui/use-document-title';
import * as css from './section.css';

/** The introduction of a named section whose full page is still being built: what it will offer and where to go meanwhile. */
export function SectionScreen() {
  const { t } = useTranslation('sections');
  const matches = useMatches();
  const section = matches.map((match) => match.staticData.section).findLast(Boolean) ?? 'buildings';
  const title = t(`${section}.title`);
  useDocumentTitle(title);
  return (
    <section className={`${container} ${page}`} aria-labelledby="section-title">
      <h1 id="section-title">{title}</h1>
      <p className={css.lead}>{t(`${section}.lead`)}</p>
      <p className={css.note}>{t('preparing')}</p>
      <RouteLink to="contacts" className={button.secondary}>
        {t('contactUs')}
      </RouteLink>
    </section>
  );
}
