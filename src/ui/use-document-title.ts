import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { recordTitle } from '../lib/page-head';

/** Sets the tab title as 'Page — Tun', in the active language (on the server, into the page's `<title>`). */
export function useDocumentTitle(title: string) {
  const { t } = useTranslation('common');
  const full = title ? `${title} — ${t('brand')}` : t('brand');
  if (typeof document === 'undefined') recordTitle(full);
  useEffect(() => {
    document.title = full;
  }, [full]);
}
