import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import * as css from './gallery.css';
import { visuallyHidden } from './layout.css';

/**
 * A property's pictures: a track that swipes with a finger (the browser's own scrolling, snapped to
 * each picture), previous/next buttons, the arrow keys while the gallery has the focus, thumbnails,
 * and a "3 / 12" counter that follows the track. The pictures are views of the property named in `label`.
 */
export function Gallery({ pictures, label }: { pictures: string[]; label: string }) {
  if (pictures.length === 0) return null;
  // Another property's pictures start a new gallery at its first picture.
  return <PictureTrack key={pictures.join('\n')} pictures={pictures} label={label} />;
}

function PictureTrack({ pictures, label }: { pictures: string[]; label: string }) {
  const { t } = useTranslation('common');
  const count = pictures.length;
  const trackRef = useRef<HTMLUListElement>(null);
  const thumbsRef = useRef<HTMLUListElement>(null);
  /** Where the buttons or keys sent the track, until it gets there. */
  const headingRef = useRef<number | null>(null);
  const [current, setCurrent] = useState(0);
  useFollowScroll(trackRef, headingRef, setCurrent);
  useThumbInView(thumbsRef, current);

  const show = (index: number) => {
    const track = trackRef.current;
    const target = (index + count) % count;
    const slide = track?.children[target] as HTMLElement | undefined;
    if (!track || !slide) return;
    // The counter shows where the track goes at once, not each picture it passes on the way.
    headingRef.current = target;
    setCurrent(target);
    track.scrollTo({ left: slide.offsetLeft });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    show(current + (event.key === 'ArrowRight' ? 1 : -1));
  };
  const several = count > 1;

  return (
    <div className={css.gallery} role="group" aria-roledescription={t('gallery.name')} aria-label={label} onKeyDown={several ? onKeyDown : undefined}>
      <div className={css.stage}>
        <ul ref={trackRef} className={css.track} tabIndex={several ? 0 : undefined} data-testid="gallery-track">
          {pictures.map((picture, index) => (
            <li key={picture} className={css.slide}>
              {/* The first picture is the page's largest paint: it loads first; the others as they come near. */}
              <img
                className={css.picture}
                src={picture}
                alt={t('gallery.picture', { n: index + 1, count, label })}
                width={800}
                height={600}
                {...(index === 0 ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const, decoding: 'async' as const })}
              />
            </li>
          ))}
        </ul>
        {several && (
          <>
            <button type="button" className={`${css.arrow} ${css.previous}`} onClick={() => show(current - 1)} aria-label={t('gallery.previous')}>
              ‹
            </button>
            <button type="button" className={`${css.arrow} ${css.next}`} onClick={() => show(current + 1)} aria-label={t('gallery.next')}>
              ›
            </button>
            <p className={css.counter} aria-live="polite" aria-atomic="true">
              <span aria-hidden="true" data-testid="gallery-counter">
                {current + 1} / {count}
              </span>
              <span className={visuallyHidden}>{t('gallery.position', { n: current + 1, count })}</span>
            </p>
          </>
        )}
      </div>
      {several && (
        <ul ref={thumbsRef} className={css.thumbs}>
          {pictures.map((picture, index) => (
            <li key={picture}>
              <button type="button" className={css.thumb} aria-pressed={index === current} aria-label={t('gallery.show', { n: index + 1 })} onClick={() => show(index)}>
                <img src={picture} alt="" width={96} height={72} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * Follows the track's scrolling into `setCurrent`: a swipe moves the counter as the pictures pass.
 * While the buttons or keys send the track somewhere (`headingRef`) the counter already shows where;
 * once the track gets there, or a finger or a wheel takes over, it follows the track again.
 */
function useFollowScroll(trackRef: RefObject<HTMLUListElement | null>, headingRef: RefObject<number | null>, setCurrent: (index: number) => void) {
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    let frame = 0;
    let settling: ReturnType<typeof setTimeout> | undefined;
    const indexNow = () => Math.min(track.children.length - 1, Math.max(0, Math.round(track.scrollLeft / track.clientWidth)));
    const offsetOf = (index: number) => (track.children[index] as HTMLElement).offsetLeft;
    const arrived = (index: number) => Math.abs(track.scrollLeft - offsetOf(index)) <= 1;
    const follow = () => {
      const heading = headingRef.current;
      if (heading !== null) {
        if (!arrived(heading)) return;
        headingRef.current = null;
      }
      setCurrent(indexNow());
    };
    const settle = () => {
      const heading = headingRef.current;
      // A glide turned round by a second press can stop short (Chromium): it finishes the way.
      if (heading !== null && !arrived(heading)) {
        track.scrollTo({ left: offsetOf(heading) });
        return;
      }
      headingRef.current = null;
      setCurrent(indexNow());
    };
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(follow);
      // No scroll event for a while: the scrolling stopped (`scrollend` is not in every browser yet).
      clearTimeout(settling);
      settling = setTimeout(settle, 150);
    };
    const takeOver = () => {
      headingRef.current = null;
    };
    track.addEventListener('scroll', onScroll, { passive: true });
    track.addEventListener('pointerdown', takeOver, { passive: true });
    track.addEventListener('wheel', takeOver, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(settling);
      track.removeEventListener('scroll', onScroll);
      track.removeEventListener('pointerdown', takeOver);
      track.removeEventListener('wheel', takeOver);
    };
  }, [trackRef, headingRef, setCurrent]);
}

/** Scrolls the strip of thumbnails (only the strip, never the page) so the current picture's is in sight. */
function useThumbInView(thumbsRef: RefObject<HTMLUListElement | null>, current: number) {
  useEffect(() => {
    const strip = thumbsRef.current;
    const thumb = strip?.children[current] as HTMLElement | undefined;
    if (!strip || !thumb) return;
    const start = thumb.offsetLeft;
    const end = start + thumb.offsetWidth;
    if (start < strip.scrollLeft || end > strip.scrollLeft + strip.clientWidth) strip.scrollTo({ left: start - (strip.clientWidth - thumb.offsetWidth) / 2 });
  }, [thumbsRef, current]);
}
