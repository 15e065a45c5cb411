import { createHash, randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gte, isNotNull, lt, lte, ne, sql } from 'drizzle-orm';
import { drawWinners, type Raffle, type RaffleEntry, type RaffleEntryKind, type RaffleStatus } from '../../../contract/raffle';
import type { Language } from '../../../contract/validation';
import type { Queryable, Tx } from '../../db/database';
import { loanApplicationEvents, loanApplications, promoCodes, raffleEntries, raffles, users } from '../../db/schema';
import { notFound } from '../../http/app-error';
import { enqueueMessage } from '../outbox.service';
import { scheduleDeadline, type DeadlineHandler } from '../../jobs/scheduler';
import type { Localized } from '../../db/schema/catalogue';

export const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
export const raffleDrawKind = 'raffle.draw';

type RaffleRow = typeof raffles.$inferSelect;

export interface NewRaffle {
  slug: string;
  title: Localized;
  summary: Localized;
  rules: Localized;
  prizes: Localized[];
  startsAt: Date;
  endsAt: Date;
  drawAt: Date;
}

/** A raffle with a fresh secret seed (32 random bytes, hex); its hash is public from now on, and its draw is booked. */
export async function createRaffle(tx: Tx, raffle: NewRaffle, now: Date): Promise<number> {
  if (!(raffle.startsAt < raffle.endsAt && raffle.endsAt <= raffle.drawAt)) throw new Error('a raffle starts, ends, then is drawn');
  const seed = randomBytes(32).toString('hex');
  const [row] = await tx
    .insert(raffles)
    .values({ ...raffle, seed, seedHash: sha256Hex(seed), createdAt: now })
    .returning({ id: raffles.id });
  if (!row) throw new Error('raffle insert returned nothing');
  await scheduleDeadline(tx, { kind: raffleDrawKind, dueAt: raffle.drawAt, payload: { raffleId: row.id } });
  return row.id;
}

const statusOf = (row: RaffleRow, now: Date): RaffleStatus => (now < row.startsAt ? 'upcoming' : now < row.endsAt ? 'open' : row.drawnAt ? 'drawn' : 'closed');
const entrantOf = (firstName: string, lastName: string) => `${firstName} ${lastName.slice(0, 1)}.`;

interface LiveEntry {
  userId: string;
  entrant: string;
  kind: RaffleEntryKind;
  at: Date;
  /** Orders entries of the same moment the same way every time. */
  tieBreak: string;
}

/**
 * The entries so far, in the order they came: each promo code used, and each loan paid out (its main
 * applicant), from the raffle's start to its end, up to now while it runs.
 */
async function liveEntries(q: Queryable, raffle: RaffleRow, now: Date): Promise<LiveEntry[]> {
  const within = (at: typeof promoCodes.usedAt | typeof loanApplicationEvents.at) => and(gte(at, raffle.startsAt), lt(at, raffle.endsAt), lte(at, now));
  const used = await q
    .select({ userId: promoCodes.userId, firstName: users.firstName, lastName: users.lastName, at: promoCodes.usedAt, id: promoCodes.id })
    .from(promoCodes)
    .innerJoin(users, eq(users.id, promoCodes.userId))
    .where(and(isNotNull(promoCodes.usedAt), within(promoCodes.usedAt)));
  const paidOut = await q
    .select({ userId: loanApplications.mainApplicantId, firstName: users.firstName, lastName: users.lastName, at: loanApplicationEvents.at, id: loanApplicationEvents.applicationId })
    .from(loanApplicationEvents)
    .innerJoin(loanApplications, eq(loanApplications.id, loanApplicationEvents.applicationId))
    .innerJoin(users, eq(users.id, loanApplications.mainApplicantId))
    .where(and(eq(loanApplicationEvents.toStatus, 'LoanDisbursed'), ne(sql`coalesce(${loanApplicationEvents.fromStatus}, '')`, 'LoanDisbursed'), within(loanApplicationEvents.at)));
  const entries: LiveEntry[] = [
    ...used.map((row) => ({ userId: row.userId, entrant: entrantOf(row.firstName, row.lastName), kind: 'promoCodeUsed' as const, at: row.at ?? raffle.startsAt, tieBreak: `p:${row.id}` })),
    ...paidOut.map((row) => ({ userId: row.userId, entrant: entrantOf(row.firstName, row.lastName), kind: 'loanDisbursed' as const, at: row.at, tieBreak: `l:${row.id}` })),
  ];
  return entries.sort((a, b) => a.at.getTime() - b.at.getTime() || (a.tieBreak < b.tieBreak ? -1 : a.tieBreak > b.tieBreak ? 1 : 0));
}

const published = (entries: { entrant: string; kind: string; at: Date }[]): RaffleEntry[] =>
  entries.map((entry, index) => ({ number: index + 1, entrant: entry.entrant, kind: entry.kind as RaffleEntryKind, at: entry.at.toISOString() }));

/** The raffle the promo page shows: the latest one that has started, else the next one; null when there is none. */
async function shownRaffle(q: Queryable, now: Date): Promise<RaffleRow | null> {
  const [started] = await q.select().from(raffles).where(lte(raffles.startsAt, now)).orderBy(desc(raffles.startsAt)).limit(1);
  if (started) return started;
  const [next] = await q.select().from(raffles).orderBy(asc(raffles.startsAt)).limit(1);
  return next ?? null;
}

/** The raffle as published (spec section 2: the promo code and raffle page); the seed only once drawn. */
export async function currentRaffle(q: Queryable, lang: Language, now: Date): Promise<Raffle> {
  const row = await shownRaffle(q, now);
  if (!row) throw notFound();
  const status = statusOf(row, now);
  const frozen = row.drawnAt ? await q.select().from(raffleEntries).where(eq(raffleEntries.raffleId, row.id)).orderBy(asc(raffleEntries.number)) : null;
  const prizes = row.prizes.map((prize) => prize[lang]);
  return {
    slug: row.slug,
    title: row.title[lang],
    summary: row.summary[lang],
    rules: row.rules[lang],
    prizes,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    drawAt: row.drawAt.toISOString(),
    status,
    seedHash: row.seedHash,
    seed: row.drawnAt ? row.seed : null,
    entries: frozen ? published(frozen) : status === 'upcoming' ? [] : published(await liveEntries(q, row, now)),
    winners: frozen
      ? frozen
          .filter((entry) => entry.winnerRank !== null)
          .sort((a, b) => (a.winnerRank ?? 0) - (b.winnerRank ?? 0))
          .map((entry) => ({ rank: entry.winnerRank ?? 0, number: entry.number, entrant: entry.entrant, prize: prizes[(entry.winnerRank ?? 1) - 1] ?? '' }))
      : null,
  };
}

/** The signed-in person's entry numbers in the shown raffle. */
export async function myRaffleEntries(q: Queryable, userId: string, now: Date): Promise<number[]> {
  const row = await shownRaffle(q, now);
  if (!row) return [];
  if (row.drawnAt) {
    const rows = await q.select({ number: raffleEntries.number }).from(raffleEntries).where(and(eq(raffleEntries.raffleId, row.id), eq(raffleEntries.userId, userId))).orderBy(asc(raffleEntries.number));
    return rows.map((entry) => entry.number);
  }
  return (await liveEntries(q, row, now)).flatMap((entry, index) => (entry.userId === userId ? [index + 1] : []));
}

/**
 * The draw, at the raffle's draw time: the entries of the whole period are frozen in their published
 * order, the winners follow from the seed by `drawWinners`, the seed is published and the winners are
 * told by e-mail. A raffle already drawn is left alone (the deadline may run twice).
 */
export function drawRaffle(deps: { publicUrl: string }): DeadlineHandler {
  return async ({ tx, deadline, now }) => {
    const { raffleId } = deadline.payload as { raffleId: number };
    const [row] = await tx.select().from(raffles).where(eq(raffles.id, raffleId)).for('update');
    if (!row || row.drawnAt) return;
    const entries = await liveEntries(tx, row, row.endsAt);
    const numbers = entries.map((_, index) => index + 1);
    const winners = drawWinners(row.seed, numbers, row.prizes.length, sha256Hex);
    if (entries.length > 0) {
      await tx.insert(raffleEntries).values(
        entries.map((entry, index) => {
          const rank = winners.indexOf(index + 1);
          return { raffleId, number: index + 1, userId: entry.userId, entrant: entry.entrant, kind: entry.kind, at: entry.at, winnerRank: rank >= 0 ? rank + 1 : null };
        }),
      );
    }
    await tx.update(raffles).set({ drawnAt: now }).where(eq(raffles.id, raffleId));
    for (const [index, number] of winners.entries()) {
      const entry = entries[number - 1];
      if (!entry) continue;
      const [person] = await tx.select({ email: users.email, firstName: users.firstName, language: users.language }).from(users).where(eq(users.id, entry.userId));
      if (!person) continue;
      const lang = person.language as Language;
      await enqueueMessage(tx, now, {
        channel: 'email',
        recipient: person.email,
        template: 'raffleWon',
        language: lang,
        params: { name: person.firstName, raffle: row.title[lang], number, prize: row.prizes[index]?.[lang] ?? '', link: `${deps.publicUrl}/${lang}/promo` },
      });
    }
  };
}
