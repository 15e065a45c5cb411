import { and, desc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { Applicant, Decision, PersonalInfo, PrequalApplication, ApplicantInfo } from '../../../contract/prequal';
import { prequalRules } from '../../../contract/prequal';
import { yerevanDate } from '../../../contract/requests';
import type { Language } from '../../../contract/validation';
import type { OtpCheckResult, OtpSent } from '../../../contract/otp';
import type { CreditRegister } from '../../adapters/credit-register';
import { OutsideSystemUnavailable } from '../../adapters/outside-system';
import type { PopulationRegistry, RegistryPerson } from '../../adapters/population-registry';
import { days, type Clock } from '../../clock';
import type { Db, Queryable, Tx } from '../../db/database';
import { prequalApplications, prequalMailOptOuts, users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { sameHash } from '../../security/tokens';
import { checkOtp, sendOtp } from '../otp.service';
import { addMonths, checkIdentity, creditDecision, personalRefusal } from './decision';
import { applicantOf, bindIdentity, boundSocialCard, refuseBoundElsewhere } from './registry-identity';
import { prequalLetter } from './prequal-letter';
import { decisionMail, unsubscribeToken } from './prequal-mail';

export interface PrequalDeps {
  clock: Clock;
  secret: string;
  registry: PopulationRegistry;
  creditRegister: CreditRegister;
  publicUrl: string;
}

const otpPurpose = 'preapproval';
type Row = typeof prequalApplications.$inferSelect;

function view(row: Row): PrequalApplication {
  return {
    id: row.id,
    stage: row.stage,
    amount: row.amount,
    termMonths: row.termMonths,
    socialCardNumber: row.socialCardNumber,
    documentType: row.documentType,
    documentNumber: row.documentNumber,
    email: row.email,
    phoneNumber: row.phoneNumber,
    decision: row.decision,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    nextAllowedAt: row.decidedAt ? new Date(row.decidedAt.getTime() + days(prequalRules.waitingDays)).toISOString() : null,
  };
}

const openOf = (q: Queryable, userId: string) =>
  q
    .select()
    .from(prequalApplications)
    .where(and(eq(prequalApplications.userId, userId), isNull(prequalApplications.decidedAt)));

/** The last decision still inside its 7-day waiting period, if any. */
async function recentDecision(q: Queryable, userId: string, now: Date): Promise<Row | undefined> {
  const [row] = await q
    .select()
    .from(prequalApplications)
    .where(and(eq(prequalApplications.userId, userId), gt(prequalApplications.decidedAt, new Date(now.getTime() - days(prequalRules.waitingDays)))))
    .orderBy(desc(prequalApplications.decidedAt))
    .limit(1);
  return row;
}

/** Where the person is: the open application, else the last decision while its 7 days run, else nothing. */
export async function currentApplication(db: Db, clock: Clock, userId: string): Promise<PrequalApplication | null> {
  const [open] = await openOf(db, userId);
  if (open) return view(open);
  const recent = await recentDecision(db, userId, clock.now());
  return recent ? view(recent) : null;
}

/**
 * The first step: creates the draft, or updates the open one when the person goes back to correct
 * it (a verified phone stays verified: the decision is then asked for again at once). Refused with
 * the date when a decision is less than 7 days old. The user's row is locked, so two tabs queue.
 */
export async function saveApplicantInfo(db: Db, clock: Clock, userId: string, info: ApplicantInfo): Promise<PrequalApplication> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const now = clock.now();
    const recent = await recentDecision(tx, userId, now);
    if (recent?.decidedAt) {
      throw new AppError('PREAPPROVAL_APPLICATION', 'PREAPPROVAL_EXISTS', { date: new Date(recent.decidedAt.getTime() + days(prequalRules.waitingDays)).toISOString() });
    }
    // An account bound to a person pre-qualifies that person only (it is the account's own card: no leak).
    const bound = await boundSocialCard(tx, userId);
    if (bound && bound !== info.socialCardNumber) throw new AppError('PREAPPROVAL_APPLICATION', 'ACCOUNT_OF_ANOTHER_PERSON');
    const values = {
      amount: info.amount,
      termMonths: info.termMonths,
      socialCardNumber: info.socialCardNumber,
      documentType: info.documentType,
      documentNumber: info.documentNumber,
      consentAt: now,
      updatedAt: now,
    };
    const [open] = await openOf(tx, userId).for('update');
    if (open) {
      const [row] = await tx.update(prequalApplications).set(values).where(eq(prequalApplications.id, open.id)).returning();
      return view(row ?? open);
    }
    const [row] = await tx
      .insert(prequalApplications)
      .values({ ...values, userId, stage: 'basicData', createdAt: now })
      .returning();
    if (!row) throw new Error('prequal insert returned nothing');
    return view(row);
  });
}

/** The open application of this user with this id, locked; refused when missing, decided, or for another person. */
async function openApplication(tx: Tx, userId: string, applicationId: string, identificator: string): Promise<Row> {
  const [row] = await tx
    .select()
    .from(prequalApplications)
    .where(and(eq(prequalApplications.id, applicationId), eq(prequalApplications.userId, userId)))
    .for('update');
  if (!row) throw new AppError('PREAPPROVAL_APPLICATION', 'APPLICATION_NOT_FOUND', undefined, 404);
  if (row.decidedAt) throw new AppError('PREAPPROVAL_APPLICATION', 'ALREADY_DECIDED');
  if (row.socialCardNumber !== identificator) throw new AppError('PREAPPROVAL_APPLICATION', 'IDENTIFICATOR_MISMATCH');
  return row;
}

/** The second step: where the bank answers. A new phone number must be confirmed again. */
export async function savePersonalInfo(db: Db, clock: Clock, userId: string, applicationId: string, info: PersonalInfo): Promise<PrequalApplication> {
  return db.transaction(async (tx) => {
    const row = await openApplication(tx, userId, applicationId, info.identificator);
    const samePhone = row.phoneNumber === info.phoneNumber && row.phoneVerifiedAt !== null;
    const [updated] = await tx
      .update(prequalApplications)
      .set({
        email: info.email,
        phoneNumber: info.phoneNumber,
        phoneVerifiedAt: samePhone ? row.phoneVerifiedAt : null,
        stage: samePhone ? 'phoneVerified' : 'personalData',
        updatedAt: clock.now(),
      })
      .where(eq(prequalApplications.id, row.id))
      .returning();
    return view(updated ?? row);
  });
}

/** Sends the six-digit code to the application's phone (limits of the one-time-code service). */
export async function sendApplicationCode(
  db: Db,
  deps: Pick<PrequalDeps, 'clock' | 'secret'>,
  target: { userId: string; applicationId: string; identificator: string; language: Language; address: string },
): Promise<OtpSent> {
  const phoneNumber = await db.transaction(async (tx) => (await openApplication(tx, target.userId, target.applicationId, target.identificator)).phoneNumber);
  if (!phoneNumber) throw new AppError('PREAPPROVAL_APPLICATION', 'PHONE_NOT_VERIFIED');
  return sendOtp(db, deps, { purpose: otpPurpose, owner: target.applicationId, phoneNumber, language: target.language, address: target.address });
}

/** Checks the code: three wrong tries spend it; a right one confirms the phone for this application. */
export async function checkApplicationCode(
  db: Db,
  deps: Pick<PrequalDeps, 'clock' | 'secret'>,
  target: { userId: string; applicationId: string; identificator: string; otp: string },
): Promise<OtpCheckResult> {
  return db.transaction(async (tx) => {
    const row = await openApplication(tx, target.userId, target.applicationId, target.identificator);
    const result = await checkOtp(tx, deps, { purpose: otpPurpose, owner: row.id, code: target.otp, errorType: 'PREAPPROVAL_APPLICATION' });
    if (result.isValid && result.subject === row.phoneNumber) {
      await tx.update(prequalApplications).set({ phoneVerifiedAt: deps.clock.now(), stage: 'phoneVerified', updatedAt: deps.clock.now() }).where(eq(prequalApplications.id, row.id));
    }
    return { isValid: result.isValid, retryCount: result.retryCount };
  });
}

/**
 * Asks the registry and the credit register; an outside failure is a 503 the person may retry, changing
 * nothing. A person already bound to another account is refused before the credit register is asked
 * (the binding itself is settled again when the decision is stored).
 */
async function decide(db: Db, deps: PrequalDeps, row: Row): Promise<{ decision: Decision; person: RegistryPerson }> {
  const request = { amount: row.amount, termMonths: row.termMonths, documentType: row.documentType, documentNumber: row.documentNumber, today: yerevanDate(deps.clock.now()) };
  try {
    const person = await deps.registry.findPerson(row.socialCardNumber);
    if (!person) throw new AppError('PREAPPROVAL_APPLICATION', 'WRONG_SOCIAL_CARD');
    if (checkIdentity(person, request).outcome === 'documentMismatch') throw new AppError('PREAPPROVAL_APPLICATION', 'DOCUMENT_MISMATCH');
    await refuseBoundElsewhere(db, row.userId, person.socialCard);
    const refused = personalRefusal(person, request);
    if (refused) return { decision: refused, person };
    return { decision: creditDecision(await deps.creditRegister.report(row.socialCardNumber), request), person };
  } catch (error) {
    if (error instanceof OutsideSystemUnavailable) throw new AppError('PREAPPROVAL_APPLICATION', 'REGISTRY_UNAVAILABLE', undefined, 503);
    throw error;
  }
}

/**
 * The decision (spec section 7, "check-status"): only for a confirmed phone and a consent under three
 * months old. The outside systems are asked outside any transaction; the decision is then stored once
 * (a repeated call answers the stored one), mailed, and, unless eligible, a reminder is booked for
 * the day a new check is allowed.
 */
export async function checkStatus(db: Db, deps: PrequalDeps, userId: string, applicationId: string, identificator: string, language: Language): Promise<PrequalApplication> {
  const [row] = await db
    .select()
    .from(prequalApplications)
    .where(and(eq(prequalApplications.id, applicationId), eq(prequalApplications.userId, userId)));
  if (!row) throw new AppError('PREAPPROVAL_APPLICATION', 'APPLICATION_NOT_FOUND', undefined, 404);
  if (row.socialCardNumber !== identificator) throw new AppError('PREAPPROVAL_APPLICATION', 'IDENTIFICATOR_MISMATCH');
  if (row.decidedAt) return view(row);
  if (!row.phoneVerifiedAt) throw new AppError('PREAPPROVAL_APPLICATION', 'PHONE_NOT_VERIFIED');
  const now = deps.clock.now();
  const consentEnds = addMonths(row.consentAt.toISOString().slice(0, 10), prequalRules.consentMonths);
  if (now.toISOString().slice(0, 10) > consentEnds) throw new AppError('PREAPPROVAL_APPLICATION', 'CONSENT_EXPIRED');

  const { decision, person } = await decide(db, deps, row);
  return db.transaction(async (tx) => {
    const decidedAt = deps.clock.now();
    // The account becomes this person's (or stays so); a card bound elsewhere meanwhile refuses, storing nothing.
    await bindIdentity(tx, userId, person, decidedAt);
    const [stored] = await tx
      .update(prequalApplications)
      .set({ decision, applicant: applicantOf(person), decidedAt, stage: 'decided', updatedAt: decidedAt })
      .where(and(eq(prequalApplications.id, row.id), isNull(prequalApplications.decidedAt)))
      .returning();
    if (!stored) {
      // Another request decided it a moment earlier: that decision stands.
      const [earlier] = await tx.select().from(prequalApplications).where(eq(prequalApplications.id, row.id));
      return view(earlier ?? row);
    }
    await decisionMail(tx, { publicUrl: deps.publicUrl, secret: deps.secret, now: decidedAt }, stored, language);
    return view(stored);
  });
}

/** The eligibility-check history (spec section 2): every decision, newest first. */
export async function eligibilityHistory(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(prequalApplications)
    .where(and(eq(prequalApplications.userId, userId), isNotNull(prequalApplications.decidedAt)))
    .orderBy(desc(prequalApplications.decidedAt));
  return rows.flatMap((row) =>
    row.decision && row.decidedAt ? [{ id: row.id, amount: row.amount, termMonths: row.termMonths, decision: row.decision, decidedAt: row.decidedAt.toISOString(), applicant: row.applicant }] : [],
  );
}

/**
 * The PDF letter of an eligible decision, for its owner, in the language asked for. It names the
 * registry's person of the decision; only a decision stored before accounts were bound to that
 * person falls back to the names typed at sign-up, with no birth date.
 */
export async function letter(db: Db, userId: string, applicationId: string, lang: Language, publicUrl: string): Promise<Buffer> {
  const [row] = await db
    .select({ application: prequalApplications, firstName: users.firstName, lastName: users.lastName })
    .from(prequalApplications)
    .innerJoin(users, eq(users.id, prequalApplications.userId))
    .where(and(eq(prequalApplications.id, applicationId), eq(prequalApplications.userId, userId)));
  if (!row) throw new AppError('PREAPPROVAL_APPLICATION', 'APPLICATION_NOT_FOUND', undefined, 404);
  const { decision, decidedAt, applicant } = row.application;
  if (decision?.outcome !== 'eligible' || !decidedAt) throw new AppError('PREAPPROVAL_APPLICATION', 'LETTER_NOT_AVAILABLE');
  const person: Pick<Applicant, 'firstName' | 'lastName'> & { birthDate: string | null } = applicant ?? { firstName: row.firstName, lastName: row.lastName, birthDate: null };
  return prequalLetter({ lang, name: `${person.firstName} ${person.lastName}`, birthDate: person.birthDate, applicationId, decision, decidedAt, publicUrl });
}

/** "Unsubscribe by e-mail": the link of a pre-qualification mail stops the reminders to that address. */
export async function unsubscribe(db: Db, deps: Pick<PrequalDeps, 'clock' | 'secret'>, email: string, token: string): Promise<void> {
  if (!sameHash(token, unsubscribeToken(deps.secret, email))) throw new AppError('PREAPPROVAL_APPLICATION', 'UNSUBSCRIBE_LINK_INVALID');
  await db.insert(prequalMailOptOuts).values({ email, createdAt: deps.clock.now() }).onConflictDoNothing();
}

