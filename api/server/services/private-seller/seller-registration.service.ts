import { and, count, eq, gt, or } from 'drizzle-orm';
import type { OtpCheckResult, OtpSent } from '../../../contract/otp';
import { isRefusedUserType, privateSellerRules, type SellerIdentification, type SellerStatusAnswer } from '../../../contract/private-seller';
import type { Language } from '../../../contract/validation';
import { OutsideSystemUnavailable } from '../../adapters/outside-system';
import type { PopulationRegistry } from '../../adapters/population-registry';
import { minutes, type Clock } from '../../clock';
import type { Db, Queryable } from '../../db/database';
import { listings, privateSellerRegistrations, privateSellers, sellerListings } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { hashToken, newToken } from '../../security/tokens';
import { checkOtp, sendOtp } from '../otp.service';
import { ageOn, checkIdentity } from '../prequal/decision';
import { bindIdentity } from '../prequal/registry-identity';
import { yerevanDate } from '../../../contract/requests';

/*
 * Registration as a private seller (issue 21; spec sections 4 and 7): the person types who they are
 * and their document (the identification step, kept in the browser), confirms their mobile with a
 * one-time code, then the "private-seller check" sends the identification data to the population
 * registry. The code calls carry only a phone number or a code: the registration they belong to is
 * the one of the HttpOnly cookie set when the code is sent.
 */

export interface RegistrationDeps {
  clock: Clock;
  secret: string;
  registry: PopulationRegistry;
}

const purpose = 'private-seller';
const registrationMs = minutes(privateSellerRules.registrationMinutes);

/** The registration of this account whose token the cookie holds, while it lasts. */
async function liveRegistration(q: Queryable, clock: Clock, userId: string, token: string | undefined) {
  if (!token) return undefined;
  const [row] = await q
    .select()
    .from(privateSellerRegistrations)
    .where(and(eq(privateSellerRegistrations.userId, userId), eq(privateSellerRegistrations.tokenHash, hashToken(token)), gt(privateSellerRegistrations.expiresAt, clock.now())));
  return row;
}

const registrationRequired = () => new AppError('PRIVATE_SELLER', 'REGISTRATION_REQUIRED');

async function registeredSeller(q: Queryable, userId: string) {
  const [seller] = await q.select().from(privateSellers).where(eq(privateSellers.userId, userId));
  return seller;
}

/** The listings that count toward the limit: waiting for approval, or in the catalogue (a returned change's approved version too). */
export async function activeListingCount(q: Queryable, sellerId: string): Promise<number> {
  const [row] = await q
    .select({ value: count() })
    .from(sellerListings)
    .leftJoin(listings, eq(listings.id, sellerListings.catalogueId))
    .where(and(eq(sellerListings.sellerId, sellerId), or(eq(sellerListings.status, 'pending'), eq(listings.listed, true))));
  return Number(row?.value ?? 0);
}

/** Where the account's registration stands (the cookie's registration, if any). */
export async function sellerStatus(db: Db, clock: Clock, userId: string, token: string | undefined): Promise<SellerStatusAnswer> {
  const seller = await registeredSeller(db, userId);
  if (seller) return { status: 'registered', phoneNumber: seller.phoneNumber, registeredAt: seller.registeredAt.toISOString(), activeListings: await activeListingCount(db, userId) };
  const registration = await liveRegistration(db, clock, userId, token);
  if (!registration) return { status: 'none', phoneNumber: null, registeredAt: null, activeListings: 0 };
  return { status: registration.phoneVerifiedAt ? 'phoneVerified' : 'codeSent', phoneNumber: registration.phoneNumber, registeredAt: null, activeListings: 0 };
}

/**
 * Sends a code to the mobile. The cookie's registration takes the new number (its confirmation starts
 * again); without one a registration starts and its token is answered for the cookie.
 */
export async function sendSellerCode(
  db: Db,
  deps: RegistrationDeps,
  userId: string,
  token: string | undefined,
  request: { phoneNumber: string; language: Language; address: string },
): Promise<OtpSent & { token: string }> {
  if (await registeredSeller(db, userId)) throw new AppError('PRIVATE_SELLER', 'ALREADY_REGISTERED', undefined, 409);
  const now = deps.clock.now();
  const existing = await liveRegistration(db, deps.clock, userId, token);
  const kept = existing && token ? token : newToken();
  const sent = await sendOtp(db, deps, { purpose, owner: userId, phoneNumber: request.phoneNumber, language: request.language, address: request.address });
  const values = { tokenHash: hashToken(kept), phoneNumber: request.phoneNumber, phoneVerifiedAt: null, createdAt: now, expiresAt: new Date(now.getTime() + registrationMs) };
  await db.insert(privateSellerRegistrations).values({ userId, ...values }).onConflictDoUpdate({ target: privateSellerRegistrations.userId, set: values });
  return { ...sent, token: kept };
}

/** Checks the code of the cookie's registration: a right one confirms its mobile; three wrong ones spend it. */
export async function checkSellerCode(db: Db, deps: RegistrationDeps, userId: string, token: string | undefined, code: string): Promise<OtpCheckResult> {
  return db.transaction(async (tx) => {
    const registration = await liveRegistration(tx, deps.clock, userId, token);
    if (!registration) throw registrationRequired();
    const checked = await checkOtp(tx, deps, { purpose, owner: userId, code, errorType: 'PRIVATE_SELLER' });
    // A code sent to an earlier number of this registration confirms nothing.
    if (checked.isValid && checked.subject === registration.phoneNumber) {
      await tx.update(privateSellerRegistrations).set({ phoneVerifiedAt: deps.clock.now() }).where(eq(privateSellerRegistrations.userId, userId));
    }
    return { isValid: checked.isValid, retryCount: checked.retryCount };
  });
}

/** The registry's answer for the identification data, or the reason it is refused. */
async function registryPerson(deps: RegistrationDeps, identification: SellerIdentification) {
  try {
    const person = await deps.registry.findPerson(identification.socialCardNumber);
    // The registry knows no such person, or not with this document: nothing to register.
    if (!person || checkIdentity(person, identification).outcome === 'documentMismatch') throw new AppError('PRIVATE_SELLER', 'NO_IDENTITY_DATA');
    if (ageOn(person.birthDate, yerevanDate(deps.clock.now())) < privateSellerRules.minAge) throw new AppError('PRIVATE_SELLER', 'UNDERAGE', { minAge: privateSellerRules.minAge });
    return person;
  } catch (error) {
    if (error instanceof OutsideSystemUnavailable) throw new AppError('PRIVATE_SELLER', 'REGISTRY_UNAVAILABLE', undefined, 503);
    throw error;
  }
}

/**
 * The private-seller check: with a confirmed mobile, the identification data go to the population
 * registry. A person it knows (with this document), of age, not bound to another account, becomes a
 * private seller: the account is bound to the registry's person and the registration ends. Refused,
 * nothing changes and the registration (its confirmed mobile) stays for a corrected try.
 */
export async function completeRegistration(db: Db, deps: RegistrationDeps, userId: string, token: string | undefined, identification: SellerIdentification): Promise<SellerStatusAnswer> {
  if (isRefusedUserType(identification.userType)) throw new AppError('PRIVATE_SELLER', 'USER_TYPE_REFUSED', { userType: identification.userType });
  if (await registeredSeller(db, userId)) throw new AppError('PRIVATE_SELLER', 'ALREADY_REGISTERED', undefined, 409);
  const registration = await liveRegistration(db, deps.clock, userId, token);
  if (!registration) throw registrationRequired();
  if (!registration.phoneVerifiedAt) throw new AppError('PRIVATE_SELLER', 'PHONE_NOT_VERIFIED');
  const person = await registryPerson(deps, identification);
  const now = deps.clock.now();
  return db.transaction(async (tx) => {
    // Under the registration's lock: two checks at once register once.
    const [locked] = await tx.select().from(privateSellerRegistrations).where(eq(privateSellerRegistrations.userId, userId)).for('update');
    if (!locked || locked.tokenHash !== registration.tokenHash) throw registrationRequired();
    try {
      await bindIdentity(tx, userId, person, now);
    } catch (error) {
      if (error instanceof AppError && (error.reason === 'SOCIAL_CARD_TAKEN' || error.reason === 'ACCOUNT_OF_ANOTHER_PERSON')) throw new AppError('PRIVATE_SELLER', error.reason);
      throw error;
    }
    await tx.insert(privateSellers).values({ userId, phoneNumber: locked.phoneNumber, registeredAt: now });
    await tx.delete(privateSellerRegistrations).where(eq(privateSellerRegistrations.userId, userId));
    return { status: 'registered' as const, phoneNumber: locked.phoneNumber, registeredAt: now.toISOString(), activeListings: 0 };
  });
}

/** The registered seller, or 403 for an account that has not registered. */
export async function requireSeller(q: Queryable, userId: string) {
  const seller = await registeredSeller(q, userId);
  if (!seller) throw new AppError('PRIVATE_SELLER', 'NOT_A_SELLER', undefined, 403);
  return seller;
}
