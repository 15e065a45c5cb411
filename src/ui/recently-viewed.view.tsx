import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { propertyKey, propertyPathParams } from '../../api/contract/property-ref';
import type { Language } from '../../api/contract/validation';
import { formatMoney } from '../lib/format';
import { recentlyViewed, textsIn, useRecentlyViewed } from '../lib/recently-viewed';
import * as css from './recently-viewed.css';

/**
 * The property pages this browser opened last, newest first (issue 22), as they were when seen: no
 * request, the snapshot is drawn, in the page's language where the property was seen in it. Nothing on the server or before hydration (it cannot know the
 * list), nothing when the list is empty; "Clear" forgets it.
 */
export function RecentlyViewed({ lang, className }: { lang: Language; className?: string }) {
  const { t } = useTranslation('compare');
  const entries = useRecentlyViewed();
  if (entries.length === 0) return null;
  return (
    <section className={className ? `${css.strip} ${className}` : css.strip} aria-labelledby="recently-viewed-title" data-testid="recently-viewed">
      <div className={css.header}>
        <h2 id="recently-viewed-title" className={css.title}>
          {t('recent.title')}
        </h2>
        <button type="button" className={css.clear} aria-label={t('recent.clearLabel')} onClick={() => recentlyViewed.clear()}>
          {t('recent.clear')}
        </button>
      </div>
      <ul className={css.list}>
        {entries.map((entry) => {
          const texts = textsIn(entry, lang);
          return (
            <li key={propertyKey(entry.link)} className={css.card}>
              <img className={css.picture} src={entry.imageUrl} alt="" width={208} height={156} loading="lazy" />
              {/* Seen only in another language: its words are marked as that language's. */}
              <div className={css.body} lang={texts.lang === lang ? undefined : texts.lang}>
                <Link className={css.link} to="/$lang/property/$market/$id" params={{ lang, ...propertyPathParams(entry.link) }}>
                  {texts.title}
                </Link>
                <p className={css.address}>{texts.address}</p>
                <p className={css.price} lang={lang}>
                  {formatMoney(entry.price, 'AMD', lang)}
                  {entry.link.deal === 'rent' && <span className={css.unit}> {t('recent.perMonth')}</span>}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
