import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, lte } from 'drizzle-orm';
import { promoCodeAlphabet, type PromoCode, type PromoCodeCheckAnswer, type PromoCodeStatus, type StoreSection } from '../../../contract/stores';
import type { Language } from '../../../contract/validation';
import { days, type Clock } from '../../clock';
import type { Db, Queryable } from '../../db/database';
import { promoCodes, storeSectors, stores, users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { longDate } from '../../lib/dates';
import { recordStaffAction } from '../office/audit-log.service';
import { enqueueMessage } from '../outbox.service';
import { findStore } from './stores.service';

export interface PromoCodeDeps {
  db: Db;
  clock: Clock;
  publicUrl: string;
}

/** `TUN-XXXX-XXXX-XXXX`: 12 characters of a 32-letter alphabet, 60 random bits from the system's CSPRNG. */
export function newPromoCode(): string {
  const chars = Array.from({ length: 12 }, () => promoCodeAlphabet[randomInt(promoCodeAlphabet.length)]).join('');
  return `TUN-${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
}

type CodeRow = typeof promoCodes.$inferSelect;
type StoreRef = { id: number; slug: string; section: string; name: { hy: string; ru: string; en: string } };

/** A code's status at `now`: an unused code past its expiry is expired whatever its row says. */
export const statusAt = (row: Pick<CodeRow, 'status' | 'expiresAt'>, now: Date): PromoCodeStatus => (row.status === 'used' ? 'used' : row.expiresAt <= now ? 'expired' : 'active');

const codeOf = (row: CodeRow, store: StoreRef, lang: Language, now: Date): PromoCode => ({
  code: row.code,
  store: { id: store.id, slug: store.slug, section: store.section as StoreSection, name: store.name[lang] },
  discountPercent: row.discountPercent,
  status: statusAt(row, now),
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  usedAt: row.usedAt?.toISOString() ?? null,
});

const storeColumns = { id: stores.id, slug: stores.slug, section: storeSectors.section, name: stores.name };

/**
 * A promo code for the signed-in person at a store (spec section 7: POST store promocode). One active
 * code per person and store: a lapsed one is closed first, and the partial unique index makes a second
 * request at the same moment fail as PROMO_CODE_ALREADY_GENERATED. The code is also sent by e-mail.
 */
export async function generatePromoCode(deps: PromoCodeDeps, userId: string, storeRef: string, lang: Language): Promise<PromoCode> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const { store, sector } = await findStore(tx, storeRef);
    if (store.discountPercent === null) throw new AppError('STORE', 'PROMO_CODES_NOT_OFFERED', undefined, 409);
    await tx
      .update(promoCodes)
      .set({ status: 'lapsed' })
      .where(and(eq(promoCodes.userId, userId), eq(promoCodes.storeId, store.id), eq(promoCodes.status, 'active'), lte(promoCodes.expiresAt, now)));
    const [row] = await tx
      .insert(promoCodes)
      .values({ code: newPromoCode(), storeId: store.id, userId, discountPercent: store.discountPercent, createdAt: now, expiresAt: new Date(now.getTime() + days(store.promoValidityDays)) })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError('STORE', 'PROMO_CODE_ALREADY_GENERATED', undefined, 409);
    const [person] = await tx.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, userId));
    if (person) {
      await enqueueMessage(tx, now, {
        channel: 'email',
        recipient: person.email,
        template: 'promoCodeIssued',
        language: lang,
        params: {
          name: person.firstName,
          store: store.name[lang],
          code: row.code,
          discount: row.discountPercent,
          expires: longDate(row.expiresAt, lang),
          link: `${deps.publicUrl}/${lang}/${sector.section === 'services' ? 'services' : 'home-and-renovation'}/${store.slug}`,
        },
      });
    }
    return codeOf(row, { ...store, section: sector.section }, lang, now);
  });
}

/** The person's codes, newest first (the personal page). */
export async function listMyPromoCodes(q: Queryable, userId: string, lang: Language, now: Date): Promise<PromoCode[]> {
  const rows = await q
    .select({ code: promoCodes, store: storeColumns })
    .from(promoCodes)
    .innerJoin(stores, eq(stores.id, promoCodes.storeId))
    .innerJoin(storeSectors, eq(storeSectors.id, stores.sectorId))
    .where(eq(promoCodes.userId, userId))
    .orderBy(desc(promoCodes.createdAt))
    .limit(200);
  return rows.map((row) => codeOf(row.code, row.store, lang, now));
}

/** The person's code for one store: the active one, else the newest; null when they never had one. */
export async function myPromoCodeAt(q: Queryable, userId: string, storeRef: string, lang: Language, now: Date): Promise<PromoCode | null> {
  const { store, sector } = await findStore(q, storeRef);
  const rows = await q.select().from(promoCodes).where(and(eq(promoCodes.userId, userId), eq(promoCodes.storeId, store.id))).orderBy(desc(promoCodes.createdAt)).limit(5);
  const chosen = rows.find((row) => statusAt(row, now) === 'active') ?? rows[0];
  return chosen ? codeOf(chosen, { ...store, section: sector.section }, lang, now) : null;
}

const holderOf = (person: { firstName: string; lastName: string } | undefined) => (person ? `${person.firstName} ${person.lastName.slice(0, 1)}.` : null);

/** The check call (spec section 7): what a store's code is now. A code of another store is unknown to this one. */
export async function checkPromoCode(q: Queryable, storeId: number, code: string, now: Date): Promise<PromoCodeCheckAnswer> {
  const [row] = await q
    .select({ code: promoCodes, firstName: users.firstName, lastName: users.lastName })
    .from(promoCodes)
    .innerJoin(users, eq(users.id, promoCodes.userId))
    .where(and(eq(promoCodes.code, code), eq(promoCodes.storeId, storeId)));
  if (!row) return { result: 'unknown', code, discountPercent: null, expiresAt: null, usedAt: null, holder: null };
  const status = statusAt(row.code, now);
  return {
    result: status === 'active' ? 'valid' : status === 'used' ? 'alreadyUsed' : 'expired',
    code,
    discountPercent: row.code.discountPercent,
    expiresAt: row.code.expiresAt.toISOString(),
    usedAt: row.code.usedAt?.toISOString() ?? null,
    holder: holderOf(row),
  };
}

/**
 * The store marks a code used: one conditional update, so of two tills using one code at the same
 * moment exactly one succeeds; the other (and any later use) is refused with what the code is now.
 */
export async function usePromoCode(deps: { db: Db; clock: Clock }, staff: { userId: string; storeId: number }, code: string): Promise<PromoCodeCheckAnswer> {
  const now = deps.clock.now();
  const used = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(promoCodes)
      .set({ status: 'used', usedAt: now, usedBy: staff.userId })
      .where(and(eq(promoCodes.code, code), eq(promoCodes.storeId, staff.storeId), eq(promoCodes.status, 'active'), gt(promoCodes.expiresAt, now)))
      .returning({ id: promoCodes.id });
    if (row) {
      await recordStaffAction(tx, now, { actorId: staff.userId, action: 'promoCode.use', subjectKind: 'promoCode', subjectId: row.id, before: { status: 'active' }, after: { status: 'used', usedAt: now.toISOString() } });
    }
    return row !== undefined;
  });
  const answer = await checkPromoCode(deps.db, staff.storeId, code, now);
  if (used) return answer;
  if (answer.result === 'alreadyUsed') throw new AppError('STORE', 'PROMO_CODE_ALREADY_USED', { usedAt: answer.usedAt ?? '' }, 409);
  if (answer.result === 'expired') throw new AppError('STORE', 'PROMO_CODE_EXPIRED', undefined, 409);
  throw new AppError('STORE', 'PROMO_CODE_INVALID');
}
