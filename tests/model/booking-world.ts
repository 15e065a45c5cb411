import { and, eq, isNull } from 'drizzle-orm';
import type { MarketType } from '../../api/contract/property-ref';
import { apartments, bookings, buildings, developers, listings, users } from '../../api/server/db/schema';
import type { Availability } from '../../api/server/db/schema';
import type { BookingInput } from '../../machines/booking/booking.machine';
import { apartmentRow, buildingRow, developerRow, listingRow } from '../support/catalogue-fixtures';
import type { ApiWorld } from './api-world';

/** Fixture numbers no other path of the run takes (listing codes and slugs are unique). */
let serial = Math.floor(Math.random() * 1_000_000) * 100;
const next = () => (serial += 1);

/** The property a path books, made for it alone. */
export interface PathProperty {
  marketType: MarketType;
  id: number;
  /** The path starts as if the visitor had chosen it while signed out (the browser keeps that). */
  pendingAfterSignIn?: boolean;
}
const properties = new WeakMap<ApiWorld, PathProperty>();
export const propertyOf = (world: ApiWorld) => {
  const property = properties.get(world);
  if (!property) throw new Error('the path has no property yet');
  return property;
};

const table = (marketType: MarketType) => (marketType === '0' ? apartments : listings);

/** A fresh property of the market: a flat in a new building, or a secondary sale. */
export async function newProperty(world: ApiWorld, marketType: MarketType): Promise<PathProperty> {
  const db = world.database.db;
  const n = next();
  let id: number;
  if (marketType === '0') {
    const [developer] = await db.insert(developers).values(developerRow(n, true)).returning({ id: developers.id });
    const [building] = await db
      .insert(buildings)
      .values(buildingRow(n, { developerId: developer?.id ?? 0, market: 'primary', district: 'kentron', stage: 2, completionDate: '2027-06-30', createdAt: world.t.clock.now() }))
      .returning({ id: buildings.id });
    const [apartment] = await db.insert(apartments).values(apartmentRow(n % 30_000, { buildingId: building?.id ?? 0, rooms: 2, price: 45_000_000, area: 72, availability: 'forSale' })).returning({ id: apartments.id });
    id = apartment?.id ?? 0;
  } else {
    const [listing] = await db
      .insert(listings)
      .values(listingRow(n, { deal: 'sale', type: 'apartment', district: 'arabkir', rooms: 3, price: 60_000_000, area: 90, createdAt: world.t.clock.now() }))
      .returning({ id: listings.id });
    id = listing?.id ?? 0;
  }
  return { marketType, id };
}

/** Somebody else, as a row: their bookings hold properties as the path needs. */
async function otherPerson(world: ApiWorld): Promise<string> {
  const now = world.t.clock.now();
  const [row] = await world.database.db
    .insert(users)
    .values({ email: `other-${next()}@example.am`, firstName: 'Aram', lastName: 'Sargsyan', passwordHash: 'not-a-login', termsAcceptedAt: now, passwordChangedAt: now, createdAt: now })
    .returning({ id: users.id });
  return row?.id ?? '';
}

const column = (marketType: MarketType) => (marketType === '0' ? bookings.apartmentId : bookings.listingId);

/** Someone else books the property, as the server would have it. */
export async function bookedByOther(world: ApiWorld, property: PathProperty): Promise<void> {
  await setAvailability(world, property, 'booked');
  const now = world.t.clock.now();
  await world.database.db.insert(bookings).values({
    userId: await otherPerson(world),
    apartmentId: property.marketType === '0' ? property.id : null,
    listingId: property.marketType === '1' ? property.id : null,
    slot: 1,
    createdAt: now,
    expiresAt: new Date(now.getTime() + 86_400_000),
  });
}

/** Frees the property of every booking and sets how it is offered. */
export async function setAvailability(world: ApiWorld, property: PathProperty, availability: Availability): Promise<void> {
  const db = world.database.db;
  await db
    .update(bookings)
    .set({ releasedAt: world.t.clock.now(), releaseReason: 'unbooked' })
    .where(and(eq(column(property.marketType), property.id), isNull(bookings.releasedAt)));
  const target = table(property.marketType);
  await db.update(target).set({ availability }).where(eq(target.id, property.id));
}

/** The path's person holds two other properties: the next booking meets the limit. */
export async function fillBookingSlots(world: ApiWorld): Promise<void> {
  const mine = await world.client.GET('/api/bookings/count');
  for (let held = mine.data?.total ?? 0; held < 2; held += 1) {
    const other = await newProperty(world, '0');
    await world.client.POST('/api/bookings', { body: { marketType: '0', apartmentId: other.id } });
  }
}

/** The machine's input with the sample property replaced by this path's own, arranged as the input says. */
export async function bookingInput(world: ApiWorld, sample: BookingInput): Promise<BookingInput> {
  if (sample.signedIn) await world.signedIn();
  const property = await newProperty(world, sample.marketType);
  properties.set(world, { ...property, pendingAfterSignIn: sample.pendingAfterSignIn });
  let myBooking: BookingInput['myBooking'] = null;
  if (sample.myBooking) {
    const booked = await world.client.POST('/api/bookings', { body: { marketType: property.marketType, apartmentId: property.id } });
    if (!booked.data) throw new Error('the path could not book its property');
    myBooking = { id: booked.data.id, expiresAt: booked.data.expiresAt };
  } else if (sample.availability === 'booked') await bookedByOther(world, property);
  else if (sample.availability !== 'forSale') await setAvailability(world, property, sample.availability as Availability);
  return { ...sample, apartmentId: property.id, myBooking };
}

/** The path's person holds nothing: their earlier bookings (of other paths' steps) are released. */
export async function freeBookingSlots(world: ApiWorld): Promise<void> {
  const user = await world.user();
  if (!user) return;
  await world.database.db
    .update(bookings)
    .set({ releasedAt: world.t.clock.now(), releaseReason: 'unbooked' })
    .where(and(eq(bookings.userId, user.id), isNull(bookings.releasedAt)));
}
