/**
 * A small seeded pseudo-random generator for the demo data. The same seed always gives the same
 * sequence, on every machine: nothing here reads Math.random or the clock.
 *
 * The core is mulberry32 (32-bit state, good enough spread for test data, a few lines long).
 */
import { fnv1a, mulberry32 } from '../../lib/mulberry32';

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** A float in [min, max), rounded to `decimals` places. */
  float(min: number, max: number, decimals?: number): number;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** One value, each chosen in proportion to its weight (weights need not sum to 1). */
  weighted<T>(choices: readonly (readonly [value: T, weight: number])[]): T;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** A shuffled copy (Fisher–Yates); the input is left alone. */
  shuffle<T>(items: readonly T[]): T[];
  /** `count` distinct elements, in random order (all of them when there are fewer). */
  sample<T>(items: readonly T[], count: number): T[];
  /**
   * An independent generator for one part of the data, derived from this generator's seed and a label.
   * Each table draws from its own fork, so changing how one table is generated leaves the others as they were.
   */
  fork(label: string): Random;
}

/** FNV-1a over the label, mixed with the parent seed: a stable 32-bit seed for a fork. */
const deriveSeed = (seed: number, label: string): number => fnv1a(label, 0x811c9dc5 ^ seed);

/**
 * A generator for `seed`. Any finite number works; it is reduced to 32 bits (so 2026 and 2026 + 2^32
 * give the same data), and fractions are dropped.
 */
export function createRandom(seed: number): Random {
  if (!Number.isFinite(seed)) throw new RangeError(`The seed must be a finite number, got ${seed}`);
  const seed32 = Math.trunc(seed) >>> 0;
  const next = mulberry32(seed32);

  const int = (min: number, max: number) => {
    if (max < min) throw new RangeError(`int(${min}, ${max}): max is below min`);
    return min + Math.floor(next() * (max - min + 1));
  };

  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new RangeError('pick() from an empty list');
    return items[Math.floor(next() * items.length)] as T;
  };

  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  };

  return {
    next,
    int,
    float(min, max, decimals = 2) {
      const factor = 10 ** decimals;
      return Math.round((min + next() * (max - min)) * factor) / factor;
    },
    pick,
    weighted<T>(choices: readonly (readonly [T, number])[]): T {
      const total = choices.reduce((sum, [, weight]) => sum + Math.max(0, weight), 0);
      if (total <= 0) throw new RangeError('weighted() needs at least one positive weight');
      let roll = next() * total;
      let lastPositive: T | undefined;
      for (const [value, weight] of choices) {
        if (weight <= 0) continue;
        lastPositive = value;
        roll -= weight;
        if (roll < 0) return value;
      }
      // Only reachable through floating-point rounding: the last positive choice takes the remainder.
      return lastPositive as T;
    },
    chance: (p) => next() < p,
    shuffle,
    sample: (items, count) => shuffle(items).slice(0, Math.max(0, count)),
    fork: (label) => createRandom(deriveSeed(seed32, label)),
  };
}
