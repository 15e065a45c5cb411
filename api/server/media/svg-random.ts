/**
 * A small seeded random source for the generated pictures: the same seed always draws the same
 * picture. mulberry32 is fast, has a 2^32 period and is plenty for choosing colours and shapes.
 */

/** A generator of floats in [0, 1) from a 32-bit seed (mulberry32). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a over the UTF-16 units of a text: a seed for pictures keyed by a name. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

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
