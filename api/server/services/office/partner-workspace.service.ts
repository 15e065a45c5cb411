import { and, desc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { lendingPreparingStatuses, type LendingStatus } from '../../../contract/loan-application';
import type { StaffMember } from '../../../contract/office';
import type { AvailabilityAnswer, PartnerWorkspace } from '../../../contract/office-workspaces';
import type { MarketType } from '../../../contract/property-ref';
import type { Language } from '../../../contract/validation';
import type { Clock } from '../../clock';
import type { Db, Queryable } from '../../db/database';
import { apartments, bookings, buildings, listings, loanApplications, propertyRequests } from '../../db/schema';
import { notFound } from '../../http/app-error';
import { changePropertyPrice, type PriceChange } from '../lending/lending-price-changes';
import { applyLendingEvent } from '../lending/lending-runtime';
import { recordStaffAction } from './audit-log.service';

/*
 * The partner's workspace (issue 18): a developer's or an agency's user sees only their company's
 * properties (a developer's flats, an agency's listings): the applications waiting for them to
 * confirm a booked property, the bookings, applications and requests on them, and their prices.
 */

export interface PartnerDeps {
  db: Db;
  clock: Clock;
  publicUrl: string;
}

/** The member's company: the market its properties are in and the condition that keeps a property id to them. */
function companyOf(member: StaffMember): { marketType: MarketType; owns: (id: SQL | AnyColumn) => SQL } | null {
  if (member.developerId !== null) {
    const developerId = member.developerId;
    return {
      marketType: '0',
      owns: (id) => sql`${id} in (select ${apartments.id} from ${apartments} join ${buildings} on ${buildings.id} = ${apartments.buildingId} where ${buildings.developerId} = ${developerId})`,
    };
  }
  if (member.agencyId !== null) {
    const agencyId = member.agencyId;
    return { marketType: '1', owns: (id) => sql`${id} in (select ${listings.id} from ${listings} where ${listings.agencyId} = ${agencyId})` };
  }
  return null;
}

const limit = 50;

/** How the partner names their properties: the building and the flat's number, or the listing's code and title. */
async function propertyTitles(q: Queryable, marketType: MarketType, ids: number[], lang: Language) {
  const titles = new Map<number, { title: string; price: number }>();
  if (ids.length === 0) return titles;
  if (marketType === '0') {
    const rows = await q
      .select({ id: apartments.id, number: apartments.number, price: apartments.price, building: buildings.name })
      .from(apartments)
      .innerJoin(buildings, eq(buildings.id, apartments.buildingId))
      .where(inArray(apartments.id, ids));
    for (const row of rows) titles.set(row.id, { title: `${row.building[lang]}, № ${row.number}`, price: row.price });
  } else {
    const rows = await q.select({ id: listings.id, code: listings.code, title: listings.title, price: listings.price }).from(listings).where(inArray(listings.id, ids));
    for (const row of rows) titles.set(row.id, { title: `${row.code} · ${row.title[lang]}`, price: row.price });
  }
  return titles;
}

/** The applications on the company's properties waiting for the availability answer, and what happens on its properties. */
export async function partnerWorkspace(q: Queryable, member: StaffMember, lang: Language): Promise<PartnerWorkspace> {
  const company = companyOf(member);
  if (!company) return { waiting: [], bookings: [], applications: [], requests: [] };
  const { marketType } = company;
  const applicationProperty = marketType === '0' ? loanApplications.apartmentId : loanApplications.listingId;
  const bookingProperty = marketType === '0' ? bookings.apartmentId : bookings.listingId;
  const requestMarkets = marketType === '0' ? ['primary'] : ['secondary', 'rent'];
  const [waiting, applicationRows, bookingRows, requestRows] = await Promise.all([
    q
      .select({ applicationId: loanApplications.id, propertyId: applicationProperty, requestedAt: loanApplications.createdAt })
      .from(loanApplications)
      .where(
        and(
          company.owns(applicationProperty),
          inArray(loanApplications.status, [...lendingPreparingStatuses]),
          sql`${loanApplications.context} #>> '{property,availability}' = 'waitingApproval'`,
        ),
      )
      .orderBy(loanApplications.createdAt)
      .limit(limit),
    q
      .select({ applicationId: loanApplications.id, propertyId: applicationProperty, status: loanApplications.status, createdAt: loanApplications.createdAt })
      .from(loanApplications)
      .where(company.owns(applicationProperty))
      .orderBy(desc(loanApplications.createdAt))
      .limit(limit),
    q
      .select({ id: bookings.id, propertyId: bookingProperty, createdAt: bookings.createdAt, expiresAt: bookings.expiresAt, releasedAt: bookings.releasedAt })
      .from(bookings)
      .where(company.owns(bookingProperty))
      .orderBy(desc(bookings.createdAt))
      .limit(limit),
    q
      .select({ id: propertyRequests.id, propertyId: propertyRequests.propertyId, kind: propertyRequests.kind, name: propertyRequests.name, phoneNumber: propertyRequests.phoneNumber, message: propertyRequests.message, createdAt: propertyRequests.createdAt })
      .from(propertyRequests)
      .where(and(inArray(propertyRequests.market, requestMarkets as never[]), company.owns(propertyRequests.propertyId)))
      .orderBy(desc(propertyRequests.createdAt))
      .limit(limit),
  ]);
  const ids = [...new Set([...waiting, ...applicationRows, ...bookingRows, ...requestRows].map((row) => row.propertyId).filter((id): id is number => id !== null))];
  const titles = await propertyTitles(q, marketType, ids, lang);
  const property = (id: number | null) => {
    const known = id === null ? undefined : titles.get(id);
    return { marketType, propertyId: id ?? 0, title: known?.title ?? '', price: known?.price ?? 0 };
  };
  return {
    waiting: waiting.map((row) => ({ applicationId: row.applicationId, property: property(row.propertyId), requestedAt: row.requestedAt.toISOString() })),
    applications: applicationRows.map((row) => ({ applicationId: row.applicationId, property: property(row.propertyId), status: row.status as LendingStatus, createdAt: row.createdAt.toISOString() })),
    bookings: bookingRows.map((row) => ({ id: row.id, property: property(row.propertyId), createdAt: row.createdAt.toISOString(), expiresAt: row.expiresAt.toISOString(), active: row.releasedAt === null })),
    requests: requestRows.map((row) => ({ ...row, property: property(row.propertyId), createdAt: row.createdAt.toISOString() })),
  };
}

/**
 * The partner's answer about an application's booked property: the chart's `property.confirmed` or
 * `property.refused` (a refusal is told to the applicant), applied only to an application on the
 * company's property (any other: 404), refused by the chart when it no longer waits (409).
 */
export async function answerAvailability(deps: PartnerDeps, member: StaffMember, applicationId: string, answer: AvailabilityAnswer) {
  const company = companyOf(member);
  if (!company) throw notFound();
  return deps.db.transaction(async (tx) => {
    const property = company.marketType === '0' ? loanApplications.apartmentId : loanApplications.listingId;
    const [row] = await tx.select({ status: loanApplications.status }).from(loanApplications).where(and(eq(loanApplications.id, applicationId), company.owns(property)));
    if (!row) throw notFound();
    const actor = { kind: 'staff' as const, staffId: member.userId };
    const event = answer.answer === 'confirmed' ? ({ type: 'property.confirmed' } as const) : ({ type: 'property.refused', reason: answer.reason } as const);
    const result = await applyLendingEvent(tx, applicationId, event, actor, deps.clock, deps.publicUrl);
    const now = deps.clock.now();
    await recordStaffAction(tx, now, {
      actorId: member.userId,
      action: `property.${answer.answer}`,
      subjectKind: 'loanApplication',
      subjectId: applicationId,
      before: { status: row.status, availability: 'waitingApproval' },
      after: { status: result.status, availability: result.snapshot.context.property?.availability ?? null, ...(answer.answer === 'refused' ? { reason: answer.reason } : {}) },
    });
    return { status: result.status };
  });
}

/** A new price of one of the company's properties (any other: 404): the drafts on it ask their applicant to confirm it. */
export async function changePartnerPrice(deps: PartnerDeps, member: StaffMember, change: { marketType: MarketType; propertyId: number; price: number }): Promise<PriceChange> {
  const company = companyOf(member);
  if (!company || company.marketType !== change.marketType) throw notFound();
  return deps.db.transaction(async (tx) => {
    const table = change.marketType === '0' ? apartments : listings;
    const [before] = await tx.select({ price: table.price }).from(table).where(and(eq(table.id, change.propertyId), company.owns(table.id)));
    if (!before) throw notFound();
    const result = await changePropertyPrice(tx, deps.clock, { marketType: change.marketType, apartmentId: change.propertyId }, change.price, deps.publicUrl);
    await recordStaffAction(tx, deps.clock.now(), {
      actorId: member.userId,
      action: 'property.priceChange',
      subjectKind: change.marketType === '0' ? 'apartment' : 'listing',
      subjectId: String(change.propertyId),
      before: { price: before.price },
      after: { price: change.price, applicationIds: result.applicationIds },
    });
    return result;
  });
}
