import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { container, page } from '../../ui/layout.css';
import { RouteLink } from '../../ui/route-link.view';
import { button } from '../../ui/button.css';
import { useDocumentTitle } from '../../ui/use-document-title';
import * as css from './status-pages.css';

interface StatusPageProps {
  code?: string;
  title: string;
  text: string;
  children?: ReactNode;
}

/** The shared look of the 404, technical-issue, no-results and property-unavailable pages. */
export function StatusPage({ code, title, text, children }: StatusPageProps) {
  const { t } = useTranslation('common');
  useDocumentTitle(title);
  return (
    <section className={`${container} ${page} ${css.status}`} aria-labelledby="status-title">
      {code ? (
        <p className={css.code} aria-hidden="true">
          {code}
        </p>
      ) : null}
      <h1 id="status-title">{title}</h1>
      <p className={css.text}>{text}</p>
      <div className={css.actions}>
        {children}
        <RouteLink to="home" className={button.primary}>
          {t('status.backHome')}
        </RouteLink>
      </div>
    </section>
  );
}
