import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as css from './gallery.css';

/**
 * A property's pictures: one large, the others as thumbnails to pick with a click or the keyboard,
 * and previous/next buttons. The pictures are decorative views of the property named in `label`.
 */
export function Gallery({ pictures, label }: { pictures: string[]; label: string }) {
  const { t } = useTranslation('common');
  const [current, setCurrent] = useState(0);
  if (pictures.length === 0) return null;
  const step = (by: number) => setCurrent((index) => (index + by + pictures.length) % pictures.length);
  return (
    <div className={css.gallery} role="group" aria-roledescription={t('gallery.name')} aria-label={label}>
      <div className={css.stage}>
        <img className={css.main} src={pictures[current]} alt={t('gallery.picture', { n: current + 1, count: pictures.length, label })} width={800} height={600} />
        {pictures.length > 1 && (
          <>
            <button type="button" className={`${css.arrow} ${css.previous}`} onClick={() => step(-1)} aria-label={t('gallery.previous')}>
              ‹
            </button>
            <button type="button" className={`${css.arrow} ${css.next}`} onClick={() => step(1)} aria-label={t('gallery.next')}>
              ›
            </button>
          </>
        )}
      </div>
      {pictures.length > 1 && (
        <ul className={css.thumbs}>
          {pictures.map((picture, index) => (
            <li key={picture}>
              <button type="button" className={css.thumb} aria-pressed={index === current} aria-label={t('gallery.show', { n: index + 1 })} onClick={() => setCurrent(index)}>
                <img src={picture} alt="" width={96} height={72} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
