import { describe, expect, it } from 'vitest';
import { bannerTarget } from '../../src/ui/banner/banner-link';
import { indexAfterSwipe, nextIndex, previousIndex, swipeThreshold, wrapIndex } from '../../src/features/home/slider-index';

describe('slider index', () => {
  it('loops past either end', () => {
    expect(nextIndex(3, 4)).toBe(0);
    expect(previousIndex(0, 4)).toBe(3);
    expect(nextIndex(1, 4)).toBe(2);
    expect(previousIndex(2, 4)).toBe(1);
  });

  it('keeps an index that is out of range after the slides changed inside them', () => {
    expect(wrapIndex(5, 4)).toBe(1);
    expect(wrapIndex(-5, 4)).toBe(3);
    expect(wrapIndex(2, 1)).toBe(0);
    expect(wrapIndex(3, 0)).toBe(0);
  });

  it('turns a swipe to the left into the next slide and to the right into the previous, a tap into nothing', () => {
    expect(indexAfterSwipe(0, 4, -swipeThreshold)).toBe(1);
    expect(indexAfterSwipe(0, 4, swipeThreshold + 10)).toBe(3);
    expect(indexAfterSwipe(2, 4, swipeThreshold - 1)).toBe(2);
    expect(indexAfterSwipe(2, 4, 0)).toBe(2);
  });
});

describe('banner links', () => {
  it('opens the app page in the active language', () => {
    expect(bannerTarget('/hy/buildings', 'ru')).toEqual({ kind: 'internal', to: '/ru/buildings', search: {}, hash: '' });
    expect(bannerTarget('/hy/calculators/loan', 'en')).toEqual({ kind: 'internal', to: '/en/calculators/loan', search: {}, hash: '' });
    expect(bannerTarget('/hy', 'en')).toMatchObject({ to: '/en' });
  });

  it('adds the language to a path without one and keeps query and fragment', () => {
    expect(bannerTarget('/buildings?market=secondary#list', 'ru')).toEqual({ kind: 'internal', to: '/ru/buildings', search: { market: 'secondary' }, hash: 'list' });
    expect(bannerTarget('', 'hy')).toMatchObject({ kind: 'internal', to: '/hy' });
  });

  it('keeps web addresses of other sites and refuses script addresses', () => {
    expect(bannerTarget('https://partner.example/offer', 'hy')).toEqual({ kind: 'external', href: 'https://partner.example/offer' });
    expect(bannerTarget('javascript:alert(1)', 'en')).toEqual({ kind: 'internal', to: '/en', search: {}, hash: '' });
    expect(bannerTarget('data:text/html,hi', 'en')).toMatchObject({ kind: 'internal', to: '/en' });
  });
});
