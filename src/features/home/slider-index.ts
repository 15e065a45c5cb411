/** Index arithmetic of a looping slider: past the last slide comes the first, before the first the last. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((Math.trunc(index) % count) + count) % count;
}

export const nextIndex = (index: number, count: number) => wrapIndex(index + 1, count);
export const previousIndex = (index: number, count: number) => wrapIndex(index - 1, count);

/** Minimum horizontal travel, in CSS pixels, for a pointer drag to count as a swipe and not a tap. */
export const swipeThreshold = 40;

/** The slide a horizontal swipe of `deltaX` pixels leads to: left shows the next one, right the previous. */
export function indexAfterSwipe(index: number, count: number, deltaX: number): number {
  if (Math.abs(deltaX) < swipeThreshold) return wrapIndex(index, count);
  return deltaX < 0 ? nextIndex(index, count) : previousIndex(index, count);
}
