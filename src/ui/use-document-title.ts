import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { recordHead, recordTitle } from '../lib/page-head';

/** Sets the tab title as 'Page — Tun', in the active language (on the server, into the page's `<title>`). */
export function useDocumentTitle(title: string) {
  const { t } = useTranslation('common');
  const full = title ? `${title} — ${t('brand')}` : t('brand');
  if (typeof document === 'undefined') recordTitle(full);
  useEffect(() => {
    document.title = full;
  }, [full]);
}

/**
 * A page worth sharing (an article): its title, and the description and picture that search results
 * and link previews show. The server writes them into the page's head; the browser keeps the
 * description of the page it shows.
 */
export function usePageHead(head: { title: string; description: string; image: string; type: 'article' }) {
  useDocumentTitle(head.title);
  if (typeof document === 'undefined') recordHead({ description: head.description, image: head.image, type: head.type });
  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) return;
    const before = meta.content;
    meta.content = head.description;
    return () => {
      meta.content = before;
    };
  }, [head.description]);
}
