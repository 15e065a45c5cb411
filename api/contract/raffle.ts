import * as v from 'valibot';

/**
 * The raffle (issue 20): a period in which each promo code used at a partner store and each loan paid
 * out is an entry, and a draw anyone can verify. Before the period the SHA-256 of a secret seed is
 * published; the list of entries is public while the raffle runs; after the draw the seed is published,
 * and the winners follow from it and the list by `drawWinners` below, which anyone can run.
 */

export const raffleStatuses = ['upcoming', 'open', 'closed', 'drawn'] as const;
export type RaffleStatus = (typeof raffleStatuses)[number];

export const raffleEntryKinds = ['promoCodeUsed', 'loanDisbursed'] as const;
export type RaffleEntryKind = (typeof raffleEntryKinds)[number];

export const raffleEntrySchema = v.object({
  /** 1, 2, …: the order in which the entries came (the time of the use or the payout). */
  number: v.number(),
  /** The person's first name and last initial. */
  entrant: v.string(),
  kind: v.picklist(raffleEntryKinds),
  at: v.string(),
});
export type RaffleEntry = v.InferOutput<typeof raffleEntrySchema>;

export const raffleWinnerSchema = v.object({ rank: v.number(), number: v.number(), entrant: v.string(), prize: v.string() });

export const raffleSchema = v.object({
  slug: v.string(),
  title: v.string(),
  summary: v.string(),
  /** The small markup of the site's texts. */
  rules: v.string(),
  /** The prizes by rank, first prize first: there are as many winners as prizes. */
  prizes: v.array(v.string()),
  startsAt: v.string(),
  endsAt: v.string(),
  drawAt: v.string(),
  status: v.picklist(raffleStatuses),
  /** SHA-256 (hex) of the seed, published from the start. */
  seedHash: v.string(),
  /** The seed, published once drawn; null before. */
  seed: v.nullable(v.string()),
  entries: v.array(raffleEntrySchema),
  /** Null until drawn. */
  winners: v.nullable(v.array(raffleWinnerSchema)),
});
export type Raffle = v.InferOutput<typeof raffleSchema>;

/** The signed-in person's entries in the raffle, by number. */
export const myRaffleEntriesSchema = v.array(v.number());

/**
 * The draw, as published on the raffle page: for rank r = 1, 2, … the number h = SHA-256 of the text
 * `<seed>:<r>` (read as a 256-bit number) picks the entry at position h mod n of the n entries not yet
 * drawn, in their order. `sha256Hex` is given so the same code runs in a browser, a server and a test.
 */
export function drawWinners(seed: string, entryNumbers: readonly number[], winners: number, sha256Hex: (text: string) => string): number[] {
  const remaining = [...entryNumbers];
  const drawn: number[] = [];
  for (let rank = 1; rank <= winners && remaining.length > 0; rank += 1) {
    const index = Number(BigInt(`0x${sha256Hex(`${seed}:${rank}`)}`) % BigInt(remaining.length));
    drawn.push(...remaining.splice(index, 1));
  }
  return drawn;
}
