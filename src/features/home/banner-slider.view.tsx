import { useEffect, useId, useRef, useState, type FocusEvent, type PointerEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as css from './banner-slider.css';
import { indexAfterSwipe, nextIndex, previousIndex, wrapIndex } from './slider-index';
import { useReducedMotion } from './use-reduced-motion';

interface BannerSliderProps<T extends { id: number | string }> {
  slides: readonly T[];
  /** The carousel's accessible name. */
  label: string;
  renderSlide: (slide: T) => ReactNode;
  /** Time a slide stays before the next one (spec section 9: 4000 ms). */
  autoplayMs?: number;
  /** Duration of the slide transition (spec section 9: 1000 ms). */
  speedMs?: number;
}

const Icon = ({ path }: { path: string }) => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path d={path} fill="currentColor" />
  </svg>
);
const icons = {
  previous: 'M15.4 5.4 14 4l-8 8 8 8 1.4-1.4L8.8 12z',
  next: 'M8.6 5.4 10 4l8 8-8 8-1.4-1.4 6.6-6.6z',
  pause: 'M7 5h3.5v14H7zm6.5 0H17v14h-3.5z',
  play: 'M8 5v14l11-7z',
};

/**
 * A looping carousel after the WAI-ARIA pattern: it turns by itself, stops while the pointer is
 * over it or keyboard focus is in it, has a stop/start button (WCAG 2.2.2) and never moves on its
 * own, nor animates, for a visitor who asked for reduced motion.
 */
export function BannerSlider<T extends { id: number | string }>({ slides, label, renderSlide, autoplayMs = 4000, speedMs = 1000 }: BannerSliderProps<T>) {
  const { t } = useTranslation('home');
  const reducedMotion = useReducedMotion();
  const count = slides.length;
  const [rawIndex, setIndex] = useState(0);
  const index = wrapIndex(rawIndex, count);
  // null: follow the system setting; true or false: the visitor pressed the button.
  const [chosenPlaying, setChosenPlaying] = useState<boolean | null>(null);
  const playing = chosenPlaying ?? !reducedMotion;
  const [hovered, setHovered] = useState(false);
  const [focusPaused, setFocusPaused] = useState(false);
  const rotating = playing && !hovered && !focusPaused && count > 1;
  const trackId = useId();
  const swipe = useRef<{ x: number; moved: boolean }>({ x: 0, moved: false });

  // One timeout per shown slide: moving by hand restarts the full interval.
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setIndex((current) => nextIndex(current, count)), autoplayMs);
    return () => window.clearTimeout(timer);
  }, [rotating, index, count, autoplayMs]);

  if (count === 0) return null;

  // Focus came from, or goes to, somewhere outside the carousel.
  const crossesEdge = (event: FocusEvent<HTMLElement>) => !event.currentTarget.contains(event.relatedTarget as Node | null);
  const onPointerDown = (event: PointerEvent) => {
    swipe.current = { x: event.clientX, moved: false };
  };
  const onPointerUp = (event: PointerEvent) => {
    const target = indexAfterSwipe(index, count, event.clientX - swipe.current.x);
    if (target === index) return;
    swipe.current.moved = true;
    setIndex(target);
  };

  return (
    <section
      className={css.slider}
      aria-roledescription="carousel"
      aria-label={label}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setHovered(false)}
      onFocus={(event) => {
        // Keyboard focus arriving stops the turning; a mouse click on a button does not.
        if (crossesEdge(event) && event.target.matches(':focus-visible')) setFocusPaused(true);
      }}
      onBlur={(event) => crossesEdge(event) && setFocusPaused(false)}
    >
      <div
        className={css.viewport}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onDragStart={(event) => event.preventDefault()}
        onClickCapture={(event) => {
          // A swipe that ends on a slide's link is not a click on it.
          if (swipe.current.moved) event.preventDefault();
          swipe.current.moved = false;
        }}
      >
        <div
          id={trackId}
          className={css.track}
          aria-live={rotating ? 'off' : 'polite'}
          style={{ transform: `translateX(${-index * 100}%)`, transition: reducedMotion ? 'none' : `transform ${speedMs}ms ease-in-out` }}
        >
          {slides.map((slide, position) => (
            <div
              key={slide.id}
              className={css.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={t('slider.position', { index: position + 1, total: count })}
              inert={position !== index}
            >
              {renderSlide(slide)}
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        <div className={css.controls}>
          <div className={css.dots} role="group" aria-label={t('slider.choose')}>
            {slides.map((slide, position) => (
              <button
                key={slide.id}
                type="button"
                className={css.dot}
                aria-controls={trackId}
                aria-current={position === index ? 'true' : undefined}
                aria-label={t('slider.show', { index: position + 1 })}
                onClick={() => setIndex(position)}
              />
            ))}
          </div>
          <div className={css.buttons}>
            <button
              type="button"
              className={css.control}
              aria-label={playing ? t('slider.pause') : t('slider.play')}
              onClick={() => {
                setChosenPlaying(!playing);
                // Pressing "start" means it: turn even though focus is on the button.
                setFocusPaused(false);
              }}
            >
              <Icon path={playing ? icons.pause : icons.play} />
            </button>
            <button type="button" className={css.control} aria-controls={trackId} aria-label={t('slider.previous')} onClick={() => setIndex(previousIndex(index, count))}>
              <Icon path={icons.previous} />
            </button>
            <button type="button" className={css.control} aria-controls={trackId} aria-label={t('slider.next')} onClick={() => setIndex(nextIndex(index, count))}>
              <Icon path={icons.next} />
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
