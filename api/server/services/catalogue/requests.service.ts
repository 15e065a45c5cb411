import { desc, eq } from 'drizzle-orm';
import { linkOfPageMarket } from '../../../contract/property-ref';
import {
  rentalRequestRefusal,
  yerevanDate,
  type ForeignRequest,
  type InterestApplication,
  type ProjectRequest,
  type RentalRequest,
  type RequestAnswer,
  type RequestKind,
  type SentRequest,
} from '../../../contract/requests';
import type { Language } from '../../../contract/validation';
import { days, hours, type Clock } from '../../clock';
import type { Db, Queryable } from '../../db/database';
import { propertyRequests, type RequestMarket } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { enforce } from '../../security/rate-limit';
import { notify } from '../notifications.service';
import { enqueueMessage } from '../outbox.service';
import { apartmentSubject, foreignSubject, listingSubject, partnerNames, projectSubject, titleKey, titlesOf, type RequestSubject } from './request-subjects';
import { rentalDetailLines, requestKindLabels, salesDeskName } from './request-texts';

/** One budget for every request kind: a phone or an address cannot flood partners by switching forms. */
export const requestLimits = {
  address: (address: string) => ({ key: `request:address:${address}`, max: 10, windowMs: hours(1) }),
  phone: (phone: string) => ({ key: `request:phone:${phone}`, max: 5, windowMs: days(1) }),
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

export interface RequestDeps {
  db: Db;
  clock: Clock;
  /** Where the bank's sales desk reads new requests. */
  salesEmail: string;
}

/** Who sent a request: the language of the call, the caller's address, and the user when signed in. */
export interface Sender {
  lang: Language;
  address: string;
  userId: string | null;
}

interface Contact {
  name: string;
  phoneNumber: string;
  email?: string | undefined;
}

interface NewRequest {
  kind: RequestKind;
  market: RequestMarket;
  propertyId: number;
  subject: RequestSubject;
  contact: Contact;
  message: string | null;
  /** The rental request's terms: stored as validated, and written out for the landlord. */
  rental?: RentalRequest;
  /** The interest application already reaches the desk in its own mail; others go to the desk only without a partner. */
  mailDeskWithoutPartner: boolean;
}

/**
 * Stores a request and, in the same transaction, mails it to the partner who answers it, confirms it
 * to the person by SMS, and tells a signed-in sender in their notifications.
 */
async function record(tx: Queryable, deps: RequestDeps, now: Date, sender: Sender, request: NewRequest): Promise<RequestAnswer & { email: string | null }> {
  const replyBy = replyDeadline(now);
  const { subject, contact } = request;
  const recipient = subject.partner ?? { email: deps.salesEmail, name: salesDeskName, language: 'hy' as const };
  const email = contact.email ? contact.email : null;
  const [row] = await tx
    .insert(propertyRequests)
    .values({
      kind: request.kind,
      market: request.market,
      propertyId: request.propertyId,
      userId: sender.userId,
      name: contact.name,
      phoneNumber: contact.phoneNumber,
      email,
      message: request.message,
      details: request.rental ? rentalDetails(request.rental) : null,
      recipient: recipient.email,
      language: sender.lang,
      createdAt: now,
      replyBy,
    })
    .returning({ id: propertyRequests.id });
  if (!row) throw new Error('property request insert returned nothing');
  if (subject.partner || request.mailDeskWithoutPartner) {
    await enqueueMessage(tx, now, {
      channel: 'email',
      recipient: recipient.email,
      template: 'partnerRequest',
      language: recipient.language,
      params: {
        id: row.id,
        kind: requestKindLabels[recipient.language][request.kind],
        property: subject.title[recipient.language],
        name: contact.name,
        phone: contact.phoneNumber,
        email: email ?? '—',
        details: request.rental ? rentalDetailLines(request.rental, recipient.language) : '',
        message: request.message ?? '—',
      },
    });
  }
  await enqueueMessage(tx, now, { channel: 'sms', recipient: contact.phoneNumber, template: 'interestReceived', language: sender.lang, params: { property: subject.title[sender.lang] } });
  if (sender.userId) {
    await notify(tx, now, sender.userId, {
      kind: 'requestSent',
      params: { requestId: row.id, requestKind: request.kind, subject: subject.title, recipient: recipient.name[sender.lang], path: subject.path },
    });
  }
  return { id: row.id, replyBy: replyBy.toISOString(), email };
}

const rentalDetails = (rental: RentalRequest) => {
  const { moveInDate, fee, period, guests, pets, children, utilities, prepayment } = rental;
  return { moveInDate, fee, period, guests, pets, children, utilities, prepayment };
};

const answer = ({ id, replyBy }: RequestAnswer): RequestAnswer => ({ id, replyBy });

/** Counts the attempt against the sender's limits; a refused or rate-limited request stores nothing. */
const limit = (deps: RequestDeps, sender: Sender, phone: string) => enforce(deps.db, deps.clock, requestLimits.address(sender.address), requestLimits.phone(phone));

/** The property of an interest application: anything still on offer, booked or not. */
async function interestSubject(tx: Queryable, input: InterestApplication): Promise<RequestSubject> {
  if (input.market === 'primary') return apartmentSubject(tx, input.propertyId);
  const listing = await listingSubject(tx, linkOfPageMarket(input.market).deal, input.propertyId);
  if (listing.availability === 'notAvailable') throw new AppError('APARTMENT', 'APARTMENT_UNAVAILABLE');
  return listing;
}

/**
 * An interest application: stored, mailed to the sales desk (in Armenian, the bank's language) and
 * to the developer, agency or broker, and confirmed to the person by SMS in theirs, all in one
 * transaction, so a refused request leaves nothing.
 */
export async function submitInterestApplication(deps: RequestDeps, input: InterestApplication, sender: Sender): Promise<RequestAnswer> {
  await limit(deps, sender, input.phoneNumber);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const subject = await interestSubject(tx, input);
    const message = input.message ? input.message : null;
    const stored = await record(tx, deps, now, sender, { kind: 'interest', market: input.market, propertyId: input.propertyId, subject, contact: input, message, mailDeskWithoutPartner: false });
    await enqueueMessage(tx, now, {
      channel: 'email',
      recipient: deps.salesEmail,
      template: 'interestApplication',
      language: 'hy',
      params: { id: stored.id, property: subject.title.hy, market: input.market, name: input.name, phone: input.phoneNumber, email: stored.email ?? '—', message: message ?? '—', language: sender.lang },
    });
    return answer(stored);
  });
}

/** A request about a developer's project (a building), mailed to the developer. */
export async function submitProjectRequest(deps: RequestDeps, projectId: number, input: ProjectRequest, sender: Sender): Promise<RequestAnswer> {
  await limit(deps, sender, input.phoneNumber);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const subject = await projectSubject(tx, projectId);
    const message = input.message ? input.message : null;
    return answer(await record(tx, deps, now, sender, { kind: 'project', market: 'project', propertyId: projectId, subject, contact: input, message, mailDeskWithoutPartner: true }));
  });
}

/** A request about a foreign-market project, mailed in English to the chosen (or first) broker. */
export async function submitForeignRequest(deps: RequestDeps, projectId: number, input: ForeignRequest, sender: Sender): Promise<RequestAnswer> {
  await limit(deps, sender, input.phoneNumber);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const subject = await foreignSubject(tx, projectId, input.brokerId);
    const message = input.message ? input.message : null;
    return answer(await record(tx, deps, now, sender, { kind: 'foreign', market: 'foreign', propertyId: projectId, subject, contact: input, message, mailDeskWithoutPartner: true }));
  });
}

/**
 * A rental request: the rental must be offered now, and the request must fit its terms (the fee it
 * offers, its minimum stay, pets and children) and a move-in date from today to a year ahead.
 */
export async function submitRentalRequest(deps: RequestDeps, input: RentalRequest, sender: Sender): Promise<RequestAnswer> {
  await limit(deps, sender, input.phoneNumber);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const subject = await listingSubject(tx, 'rent', input.listingId);
    if (subject.availability !== 'forSale') throw new AppError('APARTMENT', 'APARTMENT_UNAVAILABLE');
    const refusal = rentalRequestRefusal(subject.terms, input, yerevanDate(now));
    if (refusal) throw new AppError('APARTMENT', refusal.reason, refusal.params);
    const message = input.comment ? input.comment : null;
    return answer(await record(tx, deps, now, sender, { kind: 'rental', market: 'rent', propertyId: input.listingId, subject, contact: input, message, rental: input, mailDeskWithoutPartner: true }));
  });
}

/** The most requests the personal page lists: the newest ones. */
export const sentRequestsLimit = 100;

/** The requests a user sent, newest first, titled and addressed in the language of the call. */
export async function listSentRequests(q: Queryable, salesEmail: string, userId: string, lang: Language): Promise<SentRequest[]> {
  const rows = await q
    .select()
    .from(propertyRequests)
    .where(eq(propertyRequests.userId, userId))
    .orderBy(desc(propertyRequests.createdAt), desc(propertyRequests.id))
    .limit(sentRequestsLimit);
  const [titles, names] = await Promise.all([titlesOf(q, rows), partnerNames(q, rows.flatMap((row) => (row.recipient ? [row.recipient] : [])))]);
  return rows.map((row) => {
    const found = titles.get(titleKey(row));
    const name = row.recipient === salesEmail || !row.recipient ? salesDeskName : names.get(row.recipient);
    return {
      id: row.id,
      kind: row.kind,
      subject: found?.title[lang] ?? `№ ${row.propertyId}`,
      recipient: name?.[lang] ?? row.recipient ?? salesDeskName[lang],
      createdAt: row.createdAt.toISOString(),
      replyBy: row.replyBy.toISOString(),
      path: found?.path ?? '',
    };
  });
}
