import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../api/contract/validation';
import type { Banner } from '../../lib/queries/banners.queries';
import { BannerLink } from '../../ui/banner/banner-link.view';
import * as css from './home.css';

const storageKey = (banner: Banner) => `tun.home.ribbon.dismissed.${banner.id}`;

function isDismissed(banner: Banner): boolean {
  try {
    return localStorage.getItem(storageKey(banner)) !== null;
  } catch {
    // Storage can be switched off; then the ribbon simply shows again.
    return false;
  }
}

function remember(banner: Banner): void {
  try {
    localStorage.setItem(storageKey(banner), new Date().toISOString());
  } catch {
    // Nothing to do: it stays closed until the page is reloaded.
  }
}

/**
 * The thin announcement strip above the page's top (spec section 2, from the small width up).
 * A closed banner stays closed on this device; a new banner has a new id and shows again.
 */
export function HomeRibbon({ banners, lang }: { banners: readonly Banner[]; lang: Language }) {
  const { t } = useTranslation('home');
  // Closed in this visit; storage answers for earlier ones (banners may arrive after the first render).
  const [closed, setClosed] = useState<ReadonlySet<number>>(new Set());
  const shown = banners.filter((banner) => !closed.has(banner.id) && !isDismissed(banner));
  if (shown.length === 0) return null;
  return (
    <section className={css.ribbons} aria-label={t('ribbon.label')}>
      {shown.map((banner) => (
        <div key={banner.id} className={css.ribbon}>
          <div className={css.ribbonInner}>
            <span className={css.ribbonBadge}>
              {t('ribbon.badge')}
            </span>
            <BannerLink redirectUrl={banner.redirectUrl} lang={lang} className={css.ribbonLink}>
              {banner.title}
              <span aria-hidden="true"> →</span>
            </BannerLink>
            <button
              type="button"
              className={css.ribbonClose}
              aria-label={t('ribbon.close')}
              onClick={() => {
                remember(banner);
                setClosed((current) => new Set(current).add(banner.id));
                // The button disappears with the strip: keep keyboard focus at the top of the content.
                document.getElementById('content')?.focus({ preventScroll: true });
              }}
            >
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                <path d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z" fill="currentColor" />
              </svg>
            </button>
          </div>
        </div>
      ))}
    </section>
  );
}
