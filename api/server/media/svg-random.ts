/**
 * A small seeded random source for the generated pictures: the same seed always draws the same
 * picture. mulberry32 is fast, has a 2^32 period and is plenty for choosing colours and shapes.
 */

import { fnv1a, mulberry32 } from '../lib/mulberry32';

/** FNV-1a over the UTF-16 units of a text: a seed for pictures keyed by a name. */
export const hashString = (text: string): number => fnv1a(text);

/** Any number (negative, fractional, NaN) as a 32-bit seed, mixed with a salt per picture kind. */
function normalizeSeed(seed: number, salt: string): number {
  const whole = Number.isFinite(seed) ? Math.trunc(seed) : 0;
  return (hashString(salt) ^ Math.imul(whole | 0, 0x9e3779b1) ^ Math.trunc(whole / 4294967296)) >>> 0;
}

export type Random = {
  /** A float in [0, 1). */
  next(): number;
  /** A float in [min, max). */
  between(min: number, max: number): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  pick<T>(items: readonly [T, ...T[]]): T;
};

/** A random source for one picture; `salt` keeps a facade and a plan of the same seed unrelated. */
export function createRandom(seed: number, salt = ''): Random {
  const next = mulberry32(normalizeSeed(seed, salt));
  return {
    next,
    between: (min, max) => min + (max - min) * next(),
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)] ?? items[0],
  };
}
