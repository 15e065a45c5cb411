import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the tab title as 'Page — Tun', in the active language. */
export function useDocumentTitle(title: string) {
  const { t } = useTranslation('common');
  useEffect(() => {
    document.title = title ? `${title} — ${t('brand')}` : t('brand');
  }, [title, t]);
}
