import { useParams } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LegalDocumentKind } from '../../api/contract/site-content';
import { defaultLanguage, isLanguage } from '../../api/contract/validation';
import { visuallyHidden } from './layout.css';

/**
 * A legal document in force, opened in a new tab from a form that asks to accept it (sign-up, the loan's
 * consent step), so reading it loses nothing typed in the form.
 */
export function DocumentLink({ kind, children }: { kind: LegalDocumentKind; children?: ReactNode }) {
  const params = useParams({ strict: false });
  const lang = isLanguage(params.lang) ? params.lang : defaultLanguage;
  const { t } = useTranslation('common');
  return (
    <a href={`/${lang}/terms?document=${kind}`} target="_blank" rel="noopener" data-testid={`document-link-${kind}`}>
      {children}
      <span className={visuallyHidden}> ({t('footer.opensInNewTab')})</span>
    </a>
  );
}
