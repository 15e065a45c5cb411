import { useTranslation } from 'react-i18next';
import type { LoanApplication } from '../../../api/contract/loan-application';
import * as css from './loan-forms.css';

/**
 * After the bank sent the application back because the reader's document did not match the
 * population registry: the valid documents the registry holds for them (numbers partly hidden), so
 * they know which one to enter.
 */
export function DocumentsHeld({ documents, testId }: { documents: LoanApplication['documentsHeld']; testId: string }) {
  const { t } = useTranslation('loan');
  if (!documents || documents.length === 0) return null;
  return (
    <div className={css.documentsHeld} data-testid={testId}>
      <p className={css.muted}>{t('documentsHeld.lead')}</p>
      <ul>
        {documents.map((document) => (
          <li key={`${document.type}-${document.number}`}>
            {t(`documentTypes.${document.type}`)} <span translate="no">{document.number}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
