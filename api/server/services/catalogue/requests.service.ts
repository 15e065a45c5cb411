import { and, eq } from 'drizzle-orm';
import type { InterestApplication, InterestApplicationAnswer } from '../../../contract/requests';
import type { Language } from '../../../contract/validation';
import { days, hours, type Clock } from '../../clock';
import type { Db, Queryable } from '../../db/database';
import { apartments, buildings, listings, propertyRequests } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { enforce } from '../../security/rate-limit';
import { enqueueMessage } from '../outbox.service';

export const requestLimits = {
  address: (address: string) => ({ key: `interest:address:${address}`, max: 10, windowMs: hours(1) }),
  phone: (phone: string) => ({ key: `interest:phone:${phone}`, max: 5, windowMs: days(1) }),
};

/** Yerevan keeps UTC+4 all year (no daylight saving since 2012). */
const yerevanOffsetMs = hours(4);
const closingHour = 18;

/**
 * Spec section 9: the bank replies within one working day. The promise is the close of business
 * (18:00 in Yerevan) of the next working day, Monday to Friday. Public holidays are not modelled.
 */
export function replyDeadline(now: Date): Date {
  const local = new Date(now.getTime() + yerevanOffsetMs);
  const day = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + 1, closingHour));
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return new Date(day.getTime() - yerevanOffsetMs);
}

/** The property's name in a language, or a refusal: it does not exist, or it is no longer offered. */
async function propertyTitle(q: Queryable, market: InterestApplication['market'], id: number, lang: Language): Promise<string> {
  if (market === 'primary') {
    const [row] = await q
      .select({ number: apartments.number, availability: apartments.availability, building: buildings.name })
      .from(apartments)
      .innerJoin(buildings, eq(buildings.id, apartments.buildingId))
      .where(eq(apartments.id, id));
    if (!row) throw new AppError('APARTMENT', 'APARTMENT_NOT_FOUND', undefined, 404);
    if (row.availability === 'notAvailable') throw new AppError('APARTMENT', 'APARTMENT_UNAVAILABLE');
    return `№ ${row.number}, ${row.building[lang]}`;
  }
  const [row] = await q
    .select({ title: listings.title, code: listings.code, availability: listings.availability })
    .from(listings)
    .where(and(eq(listings.id, id), eq(listings.deal, market === 'rent' ? 'rent' : 'sale')));
  if (!row) throw new AppError('APARTMENT', 'APARTMENT_NOT_FOUND', undefined, 404);
  if (row.availability === 'notAvailable') throw new AppError('APARTMENT', 'APARTMENT_UNAVAILABLE');
  return `${row.title[lang]} (${row.code})`;
}

export interface RequestDeps {
  db: Db;
  clock: Clock;
  /** Where the bank's sales desk reads new requests. */
  salesEmail: string;
}

/**
 * An interest application: stored, mailed to the sales desk (in Armenian, the bank's language) and
 * confirmed to the person by SMS in theirs, all in one transaction, so a refused request leaves nothing.
 */
export async function submitInterestApplication(deps: RequestDeps, input: InterestApplication, lang: Language, address: string): Promise<InterestApplicationAnswer> {
  await enforce(deps.db, deps.clock, requestLimits.address(address), requestLimits.phone(input.phoneNumber));
  const now = deps.clock.now();
  const replyBy = replyDeadline(now);
  return deps.db.transaction(async (tx) => {
    const property = await propertyTitle(tx, input.market, input.propertyId, 'hy');
    const propertyForClient = lang === 'hy' ? property : await propertyTitle(tx, input.market, input.propertyId, lang);
    const email = input.email ? input.email : null;
    const message = input.message ? input.message : null;
    const [row] = await tx
      .insert(propertyRequests)
      .values({ market: input.market, propertyId: input.propertyId, name: input.name, phoneNumber: input.phoneNumber, email, message, language: lang, createdAt: now, replyBy })
      .returning({ id: propertyRequests.id });
    if (!row) throw new Error('property request insert returned nothing');
    await enqueueMessage(tx, now, {
      channel: 'email',
      recipient: deps.salesEmail,
      template: 'interestApplication',
      language: 'hy',
      params: { id: row.id, property, market: input.market, name: input.name, phone: input.phoneNumber, email: email ?? '—', message: message ?? '—', language: lang },
    });
    await enqueueMessage(tx, now, { channel: 'sms', recipient: input.phoneNumber, template: 'interestReceived', language: lang, params: { property: propertyForClient } });
    return { id: row.id, replyBy: replyBy.toISOString() };
  });
}
