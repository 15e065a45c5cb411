import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { referenceRates } from '../../../contract/calculations/lending-rules';
import { toMinor } from '../../../contract/calculations/money';
import type { CoApplicantInvitationView, CoApplicantInvite, CoApplicantStepSave } from '../../../contract/co-applicant';
import {
  loanApplicationRules,
  picturesOfDocument,
  coApplicantSteps,
  type ApplicantData,
  type CoApplicantStep,
  type LoanApplication,
  type LoanInfo,
  type SpouseData,
} from '../../../contract/loan-application';
import { yerevanDate } from '../../../contract/requests';
import type { Language } from '../../../contract/validation';
import type { LendingActor, LendingEvent } from '../../../../machines/lending/lending.machine';
import type { RegistryPerson } from '../../adapters/population-registry';
import { days } from '../../clock';
import { enforce } from '../../security/rate-limit';
import type { Db, Queryable, Tx } from '../../db/database';
import { lendingFinalStatuses, loanApplicationCoApplicants, loanApplicationDocuments, loanApplications, users } from '../../db/schema';
import { AppError, notFound } from '../../http/app-error';
import { propertyCard, refOfRow } from '../property-tables';
import { addMonths, ageOn } from '../prequal/decision';
import { refuseBoundElsewhere } from '../prequal/registry-identity';
import { checkPatronymic } from './applicant-names';
import {
  activeInvitationOf,
  applicantAccess,
  applyInvitationEvent,
  coApplicantAccess,
  hashInvitationToken,
  newInvitationToken,
  type InvitationRow,
} from './co-applicant-invitations';
import { applyLendingEvent, lockLendingApplication } from './lending-runtime';
import { applicationsLink, longDate, mailInvitee, noPropertyWord, otherLanguageLinks, personName, relationshipWord, tellPerson } from './lending-notifications';
import type { LendingApplicationRow } from './lending-effects';
import { checkMaritalStatus } from './loan-application-rules';
import { coBorrowerUnsavedSteps, getApplication, nextStep, refuseWaitingPeriod, recordLoanConsents, registryPerson, type LoanApplicationDeps } from './loan-applications.service';
import { savedSteps, snapshotOf, type SavedSteps } from './loan-application-view';
import { coApplicantOwedSteps, firstUnsavedStep, owedStepAfter } from './owed-steps';

/*
 * Applying together (issue 16): the main applicant invites and recalls; the invited person answers
 * from the account of the invited e-mail; the accepted co-applicant does their own part (kept on the
 * invitation row), confirms it, or leaves. The lending chart decides what is allowed (409 with its
 * rule otherwise); the invitation row follows in the same transaction (co-applicant-invitations.ts);
 * the other person is told of every change (a notification and a mail in their language).
 */

type CoSavedStep = Exclude<CoApplicantStep, 'preview'>;

/**
 * What the main applicant invites with: their name and the application's property, for the mail and
 * the invitation's page. The property is the catalogue's card, read in each reader's language
 * (`propertyIn`): the mail in its reader's, the page in the request's, whatever the inviter's was.
 */
async function invitationContext(q: Queryable, row: LendingApplicationRow) {
  const saved = savedSteps(row);
  const applicant = await personName(q, row.mainApplicantId, saved.applicantData as ApplicantData | undefined, '');
  const { context } = snapshotOf(row);
  const chosen = context.property;
  const card = chosen ? await propertyCard(q, refOfRow(row)) : undefined;
  const propertyIn = (lang: Language): CoApplicantInvitationView['property'] =>
    chosen ? { title: card?.title[lang] ?? `№ ${chosen.apartmentId}`, address: card?.address[lang] ?? '', imageUrl: card?.imageUrl ?? '' } : null;
  return { applicant, propertyIn, submitBy: new Date(context.submitBy) };
}

const coSaved = (invitation: InvitationRow): SavedSteps & { spouseData?: unknown } => (invitation.steps ?? {}) as SavedSteps;

const coMissing = (invitation: Pick<InvitationRow, 'relationship' | 'steps'>, before?: CoSavedStep) =>
  firstUnsavedStep(coApplicantOwedSteps(invitation), (invitation.steps ?? {}) as Record<string, unknown>, coApplicantSteps, before);
const coNextStep = (invitation: Pick<InvitationRow, 'relationship' | 'steps'>, step: CoSavedStep): CoApplicantStep => owedStepAfter(coApplicantOwedSteps(invitation), step, coApplicantSteps);

/** A unique violation of the named index (migration 0016), wherever the driver put it in the error's causes. */
const isUniqueViolation = (error: unknown, index: string | RegExp): boolean => {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint, message } = cause as { code?: string; constraint?: string; message?: string };
    const named = `${constraint ?? ''} ${message ?? ''}`;
    if (code === '23505' && (typeof index === 'string' ? named.includes(index) : index.test(named))) return true;
  }
  return false;
};
/** "An active invitation already exists": for the application, or for the e-mail. */
const isActiveInvitationConflict = (error: unknown) => isUniqueViolation(error, /loan_application_co_applicants_active_(application|email)_key/);

/** How many invitations one application may send a day. */
export const invitationsPerDay = 10;

const invitationLink = (publicUrl: string, lang: Language, token: string) => `${publicUrl}/${lang}/co-applicant?coapplicant=${token}`;

/**
 * The main applicant invites a co-applicant (spec sections 3 and 5): loan info, applicant data and
 * consent saved; not their own e-mail; at most one active invitation per application and per e-mail
 * (the unique indexes settle concurrent invitations). The row, the chart's event, the co-borrower step
 * ('together') and the mail are written in one transaction.
 */
export async function invite(db: Db, deps: LoanApplicationDeps, userId: string, applicationId: string, body: CoApplicantInvite, lang: Language): Promise<LoanApplication> {
  const { row } = await applicantAccess(db, userId, applicationId);
  const saved = savedSteps(row);
  const missing = (['loanInfo', 'applicantData', 'consent'] as const).find((step) => saved[step] === undefined);
  if (missing) throw new AppError('LOAN_APPLICATION', 'STEP_MISSING', { step: missing });
  const email = body.email.trim().toLowerCase();
  const [account] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  const applicantEmail = (saved.applicantData as ApplicantData).email.trim().toLowerCase();
  if (email === account?.email.toLowerCase() || email === applicantEmail) throw new AppError('LOAN_APPLICATION', 'CO_APPLICANT_EMAIL_SAME_AS_APPLICANT');
  if (await activeInvitationOf(db, applicationId)) throw new AppError('LOAN_APPLICATION', 'CO_APPLICANT_INVITATION_EXISTS', undefined, 409);
  const [elsewhere] = await db
    .select({ id: loanApplicationCoApplicants.id })
    .from(loanApplicationCoApplicants)
    .where(and(eq(loanApplicationCoApplicants.email, email), inArray(loanApplicationCoApplicants.status, ['invited', 'accepted'])));
  if (elsewhere) throw new AppError('LOAN_APPLICATION', 'CO_APPLICANT_INVITATION_EXISTS', undefined, 409);
  // Each invitation mails an address the applicant typed: an application mails at most so many a day (recall and invite again).
  await enforce(db, deps.clock, { key: `co-applicant-invite:${applicationId}`, max: invitationsPerDay, windowMs: days(1) });
  const { token, tokenHash } = newInvitationToken();
  try {
    await db.transaction(async (tx) => {
      const now = deps.clock.now();
      const [invitation] = await tx
        .insert(loanApplicationCoApplicants)
        .values({ applicationId, relationship: body.relationship, email, phoneNumber: body.phoneNumber, tokenHash, status: 'invited', invitedAt: now, updatedAt: now })
        .returning();
      if (!invitation) throw new Error('invitation insert returned nothing');
      const by: LendingActor = { kind: 'applicant', userId };
      await applyLendingEvent(tx, applicationId, { type: 'coApplicant.invite', by, at: now.toISOString(), invitationId: invitation.id, email, relationship: body.relationship }, by, deps.clock, deps.publicUrl);
      const locked = await lockLendingApplication(tx, applicationId);
      if (!locked) throw notFound();
      const steps: SavedSteps = { ...savedSteps(locked.row), coBorrower: { mode: 'together' } };
      const currentStep = locked.row.currentStep === 'coBorrower' ? nextStep('coBorrower', steps, { relationship: body.relationship, status: 'invited' }) : locked.row.currentStep;
      await tx.update(loanApplications).set({ steps, currentStep, updatedAt: now }).where(eq(loanApplications.id, applicationId));
      const about = await invitationContext(tx, locked.row);
      // In the invited account's language; an address without an account gets the inviter's page language and the links in the other two.
      await mailInvitee(tx, now, email, lang, 'coApplicantInvitation', (language, reader) => {
        const property = about.propertyIn(language);
        return {
          applicant: about.applicant,
          relationship: relationshipWord(body.relationship, language),
          property: property ? `${property.title}, ${property.address}` : noPropertyWord(language),
          date: longDate(about.submitBy, language),
          link: invitationLink(deps.publicUrl, language, token),
          otherLanguages: reader.hasAccount ? '' : otherLanguageLinks(language, (other) => invitationLink(deps.publicUrl, other, token)),
        };
      });
    });
  } catch (error) {
    if (isActiveInvitationConflict(error)) throw new AppError('LOAN_APPLICATION', 'CO_APPLICANT_INVITATION_EXISTS', undefined, 409);
    throw error;
  }
  return getApplication(db, deps, userId, applicationId, lang);
}

/** Unsaves the co-borrower step (a recall, a decline or a cancellation): the applicant chooses again; the wizard goes back to it. */
async function unsaveCoBorrower(tx: Tx, applicationId: string, now: Date): Promise<void> {
  const locked = await lockLendingApplication(tx, applicationId);
  if (!locked) throw notFound();
  const { steps, currentStep } = coBorrowerUnsavedSteps(locked.row);
  await tx.update(loanApplications).set({ steps, currentStep, updatedAt: now }).where(eq(loanApplications.id, applicationId));
}

/**
 * The main applicant recalls the invitation (sent or accepted, or in a mismatch): the chart goes back
 * to the draft, the invitation is recalled, the co-borrower step unsaved, and the invited person told.
 */
export async function recall(db: Db, deps: LoanApplicationDeps, userId: string, applicationId: string, lang: Language): Promise<LoanApplication> {
  const { row } = await applicantAccess(db, userId, applicationId);
  await db.transaction(async (tx) => {
    const now = deps.clock.now();
    const by: LendingActor = { kind: 'applicant', userId };
    await applyLendingEvent(tx, applicationId, { type: 'coApplicant.recall', by }, by, deps.clock, deps.publicUrl);
    const active = await activeInvitationOf(tx, applicationId);
    if (!active) throw new AppError('LOAN_APPLICATION', 'INVITATION_NOT_ACTIVE', undefined, 409);
    const recalled = await applyInvitationEvent(tx, active.id, { type: 'invitation.recall' }, now);
    await unsaveCoBorrower(tx, applicationId, now);
    const applicant = await personName(tx, userId, savedSteps(row).applicantData as ApplicantData | undefined, '');
    if (recalled.userId) {
      await tellPerson(tx, now, recalled.userId, applicationId, 'coApplicantRecalled', 'coApplicantRecalled', () => ({ applicant }));
    } else {
      await mailInvitee(tx, now, recalled.email, lang, 'coApplicantRecalled', () => ({ applicant }));
    }
  });
  return getApplication(db, deps, userId, applicationId, lang);
}

/** The invitation of a link's token; an unknown token is a 404. */
async function invitationByToken(q: Queryable, token: string): Promise<InvitationRow> {
  const [row] = await q.select().from(loanApplicationCoApplicants).where(eq(loanApplicationCoApplicants.tokenHash, hashInvitationToken(token)));
  if (!row) throw notFound();
  return row;
}

/** Only the account of the invited e-mail may see or answer the invitation (403 otherwise: sign in with the invited e-mail). */
async function refuseAnotherEmail(q: Queryable, userId: string, invitation: InvitationRow): Promise<{ emailConfirmedAt: Date | null }> {
  const [user] = await q.select({ email: users.email, emailConfirmedAt: users.emailConfirmedAt }).from(users).where(eq(users.id, userId));
  if (!user || user.email.toLowerCase() !== invitation.email) throw new AppError('LOAN_APPLICATION', 'INVITATION_FOR_ANOTHER_EMAIL', undefined, 403);
  return user;
}

async function invitationView(q: Queryable, invitation: InvitationRow, lang: Language): Promise<CoApplicantInvitationView> {
  const [row] = await q.select().from(loanApplications).where(eq(loanApplications.id, invitation.applicationId));
  if (!row) throw notFound();
  const about = await invitationContext(q, row);
  const loanInfo = savedSteps(row).loanInfo as LoanInfo | undefined;
  const { context } = snapshotOf(row);
  return {
    applicationId: row.id,
    status: invitation.status,
    relationship: invitation.relationship,
    invitedEmail: invitation.email,
    applicantName: about.applicant,
    property: about.propertyIn(lang),
    loan: loanInfo
      ? {
          amount: loanInfo.amount,
          currency: loanInfo.currency,
          termMonths: loanInfo.termMonths,
          // In the loan's currency like the amount: a catalogue price (drams) at the reference rate, or the price the applicant gave.
          propertyPrice: context.property ? toMinor(context.currentPrice / referenceRates[loanInfo.currency], loanInfo.currency) : (loanInfo.propertyPrice ?? 0),
        }
      : null,
    submitBy: context.submitBy,
    invitedAt: invitation.invitedAt.toISOString(),
  };
}

/** What the invited person sees before answering. */
export async function getInvitation(db: Db, userId: string, token: string, lang: Language): Promise<CoApplicantInvitationView> {
  const invitation = await invitationByToken(db, token);
  await refuseAnotherEmail(db, userId, invitation);
  return invitationView(db, invitation, lang);
}

/**
 * Spec section 5: the co-applicant has no other current application (of their own, or as the accepted
 * co-applicant of another). Called with the person's advisory lock held, here and when they start an
 * application, so the two checks cannot race.
 */
export async function personHasCurrentApplication(q: Queryable, userId: string, exceptApplicationId?: string): Promise<boolean> {
  const [own] = await q
    .select({ id: loanApplications.id })
    .from(loanApplications)
    .where(and(eq(loanApplications.mainApplicantId, userId), notInArray(loanApplications.status, [...lendingFinalStatuses])));
  if (own) return true;
  const [joined] = await q
    .select({ id: loanApplicationCoApplicants.applicationId })
    .from(loanApplicationCoApplicants)
    .innerJoin(loanApplications, eq(loanApplications.id, loanApplicationCoApplicants.applicationId))
    .where(and(eq(loanApplicationCoApplicants.userId, userId), eq(loanApplicationCoApplicants.status, 'accepted'), notInArray(loanApplications.status, [...lendingFinalStatuses])));
  return joined !== undefined && joined.id !== exceptApplicationId;
}

/** Serializes a person's joining or starting of applications (released with the transaction). */
export const lockPerson = (tx: Queryable, userId: string) => tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`person:${userId}`}))`);

/**
 * The invited person accepts from the account of the invited e-mail: a confirmed e-mail; no other
 * current application; the waiting periods; then the chart's `invitation.accept` and the row's, and
 * the applicant is told.
 */
export async function acceptInvitation(db: Db, deps: LoanApplicationDeps, userId: string, token: string, lang: Language): Promise<LoanApplication> {
  const invitation = await invitationByToken(db, token);
  const user = await refuseAnotherEmail(db, userId, invitation);
  if (invitation.status !== 'invited') throw new AppError('LOAN_APPLICATION', 'INVITATION_NOT_ACTIVE', undefined, 409);
  if (!user.emailConfirmedAt) throw new AppError('LOAN_APPLICATION', 'INVALID_USER_TYPE');
  try {
    return await acceptInTransaction(db, deps, userId, invitation, lang);
  } catch (error) {
    // The accepted-user index is the last word on "no co-applicant on two applications" (an account whose e-mail changed).
    if (isUniqueViolation(error, 'loan_application_co_applicants_accepted_user_key')) throw new AppError('LOAN_APPLICATION', 'CO_APPLICANT_HAS_APPLICATION');
    throw error;
  }
}

/**
 * The acceptance, in one transaction: the application's row is locked first (as a recall locks it), so
 * the invitation read under that lock is the one the chart then sees: a recall that came first is
 * INVITATION_NOT_ACTIVE, never the chart's generic refusal. The answer is read in the same
 * transaction, so a recall landing right after cannot turn a done acceptance into a 404.
 */
async function acceptInTransaction(db: Db, deps: LoanApplicationDeps, userId: string, invitation: InvitationRow, lang: Language): Promise<LoanApplication> {
  return db.transaction(async (tx) => {
    const now = deps.clock.now();
    await lockPerson(tx, userId);
    if (!(await lockLendingApplication(tx, invitation.applicationId))) throw notFound();
    const [current] = await tx.select({ status: loanApplicationCoApplicants.status }).from(loanApplicationCoApplicants).where(eq(loanApplicationCoApplicants.id, invitation.id)).for('update');
    if (current?.status !== 'invited') throw new AppError('LOAN_APPLICATION', 'INVITATION_NOT_ACTIVE', undefined, 409);
    if (await personHasCurrentApplication(tx, userId)) throw new AppError('LOAN_APPLICATION', 'CO_APPLICANT_HAS_APPLICATION');
    await refuseWaitingPeriod(tx, userId, now, 'CO_APPLICANT_REAPPLY_NOT_YET');
    const by: LendingActor = { kind: 'applicant', userId };
    await applyLendingEvent(tx, invitation.applicationId, { type: 'invitation.accept', by, email: invitation.email }, by, deps.clock, deps.publicUrl);
    await applyInvitationEvent(tx, invitation.id, { type: 'invitation.accept' }, now, userId);
    const [row] = await tx.select().from(loanApplications).where(eq(loanApplications.id, invitation.applicationId));
    if (!row) throw notFound();
    const coApplicant = await personName(tx, userId, undefined, invitation.email);
    await tellPerson(tx, now, row.mainApplicantId, row.id, 'coApplicantAccepted', 'coApplicantAccepted', (language) => ({ coApplicant, link: applicationsLink(deps.publicUrl, language) }));
    return getApplication(tx, deps, userId, invitation.applicationId, lang);
  });
}

/** The invited person declines: the chart's `invitation.decline`, the row's, the co-borrower step unsaved, and the applicant told. */
export async function declineInvitation(db: Db, deps: LoanApplicationDeps, userId: string, token: string, lang: Language): Promise<CoApplicantInvitationView> {
  const invitation = await invitationByToken(db, token);
  await refuseAnotherEmail(db, userId, invitation);
  if (invitation.status !== 'invited') throw new AppError('LOAN_APPLICATION', 'INVITATION_NOT_ACTIVE', undefined, 409);
  const declined = await db.transaction(async (tx) => {
    const now = deps.clock.now();
    const by: LendingActor = { kind: 'applicant', userId };
    const state = await applyLendingEvent(tx, invitation.applicationId, { type: 'invitation.decline', by, email: invitation.email }, by, deps.clock, deps.publicUrl);
    const row = await applyInvitationEvent(tx, invitation.id, { type: 'invitation.decline' }, now);
    await unsaveCoBorrower(tx, invitation.applicationId, now);
    const coApplicant = await personName(tx, userId, undefined, invitation.email);
    const date = new Date(state.snapshot.context.submitBy);
    await tellPerson(tx, now, state.snapshot.context.mainApplicantId, invitation.applicationId, 'coApplicantDeclined', 'coApplicantDeclined', (language) => ({
      coApplicant,
      date: longDate(date, language),
      link: applicationsLink(deps.publicUrl, language),
    }));
    return row;
  });
  return invitationView(db, declined, lang);
}

/** The co-applicant's part is changed only while the invitation is accepted and the application waits for their part (409 otherwise). */
function refuseUnlessPartOpen(row: LendingApplicationRow, now: Date): void {
  if (row.status !== 'InvitationAccepted' || now.getTime() >= Date.parse(snapshotOf(row).context.submitBy)) throw new AppError('LOAN_APPLICATION', 'ACTION_NOT_ALLOWED', undefined, 409);
}

/**
 * Spec section 5: the co-applicant is 18 to 64 today and at most 65 at the loan's end (the
 * applicant's term). Outside it, the dialog of spec section 7 opens; nothing is saved.
 */
function checkCoApplicantAge(person: RegistryPerson, today: string, termMonths: number): void {
  const { age } = loanApplicationRules;
  const now = ageOn(person.birthDate, today);
  const atEnd = ageOn(person.birthDate, addMonths(today, termMonths));
  if (now < age.min || now > age.max || atEnd > age.maxAtMaturity) {
    throw new AppError('LOAN_APPLICATION', 'CO_APPLICANT_AGE_MISMATCH', { min: age.min, max: age.max, maxAtMaturity: age.maxAtMaturity });
  }
}

/**
 * The applicant changes the loan's term after the co-applicant's data was saved: the co-applicant must
 * still be at most 65 at the loan's new end (CO_APPLICANT_AGE_MISMATCH to the applicant otherwise).
 */
export async function checkCoApplicantAgeForTerm(q: Queryable, deps: LoanApplicationDeps, applicationId: string, termMonths: number): Promise<void> {
  const active = await activeInvitationOf(q, applicationId);
  const data = active && (coSaved(active).applicantData as ApplicantData | undefined);
  if (!data) return;
  checkCoApplicantAge(await registryPerson(deps.registry, data.socialCardNumber), yerevanDate(deps.clock.now()), termMonths);
}

/**
 * Saves one step of the co-applicant's part (only while the invitation is accepted): the steps before
 * it saved; their applicant data as the registry knows them (a known card of no other account, not the
 * main applicant's, locked once checked, the age rule); a citizenship or marriage the registry does not
 * confirm moves the application to its mismatch state in the same transaction. A step saved after the
 * part was confirmed reopens it.
 */
export async function saveCoApplicantStep(db: Db, deps: LoanApplicationDeps, userId: string, applicationId: string, body: CoApplicantStepSave, lang: Language): Promise<LoanApplication> {
  const { row, invitation } = await coApplicantAccess(db, userId, applicationId);
  if (invitation.status !== 'accepted') throw new AppError('LOAN_APPLICATION', 'ACTION_NOT_ALLOWED', undefined, 409);
  refuseUnlessPartOpen(row, deps.clock.now());
  if (body.step === 'spouseData' && !coApplicantOwedSteps(invitation).includes('spouseData')) throw new AppError('LOAN_APPLICATION', 'ACTION_NOT_ALLOWED', undefined, 409);
  const missing = coMissing(invitation, body.step);
  if (missing) throw new AppError('LOAN_APPLICATION', 'STEP_MISSING', { step: missing });
  const saved = coSaved(invitation);
  const applicantSaved = savedSteps(row).applicantData as ApplicantData | undefined;
  let person: RegistryPerson | undefined;
  if (body.step === 'applicantData') {
    const before = saved.applicantData as ApplicantData | undefined;
    if (before && before.socialCardNumber !== body.data.socialCardNumber) throw new AppError('LOAN_APPLICATION', 'SOCIAL_CARD_LOCKED');
    if (body.data.socialCardNumber === applicantSaved?.socialCardNumber) throw new AppError('LOAN_APPLICATION', 'WRONG_APPLICANT_DATA');
    person = await registryPerson(deps.registry, body.data.socialCardNumber);
    checkPatronymic(person, body.data.middleName);
    await refuseBoundElsewhere(db, userId, person.socialCard);
    checkCoApplicantAge(person, yerevanDate(deps.clock.now()), (savedSteps(row).loanInfo as LoanInfo).termMonths);
    checkMaritalStatus(person, body.data.maritalStatus);
  }
  if (body.step === 'spouseData') {
    const own = saved.applicantData as ApplicantData;
    if (body.data.socialCardNumber === own.socialCardNumber) throw new AppError('LOAN_APPLICATION', 'WRONG_APPLICANT_DATA');
  }
  await db.transaction(async (tx) => {
    const now = deps.clock.now();
    const locked = await lockLendingApplication(tx, applicationId);
    if (!locked) throw notFound();
    refuseUnlessPartOpen(locked.row, now);
    const [current] = await tx.select().from(loanApplicationCoApplicants).where(eq(loanApplicationCoApplicants.id, invitation.id)).for('update');
    if (current?.status !== 'accepted') throw new AppError('LOAN_APPLICATION', 'ACTION_NOT_ALLOWED', undefined, 409);
    const steps = { ...coSaved(current), [body.step]: body.data };
    // A co-applicant who is no longer married has no spouse data step: what they saved of it is dropped.
    const withSteps = { relationship: current.relationship, steps };
    if (!coApplicantOwedSteps(withSteps).includes('spouseData')) delete steps.spouseData;
    await tx.update(loanApplicationCoApplicants).set({ steps, currentStep: coNextStep(withSteps, body.step), updatedAt: now }).where(eq(loanApplicationCoApplicants.id, current.id));
    if (body.step === 'consent') await recordLoanConsents(tx, now, userId, applicationId);
    const by: LendingActor = { kind: 'applicant', userId };
    if (locked.snapshot.context.coApplicant?.partComplete) {
      // The applicant was told they may submit: now they wait for the part to be confirmed again.
      await applyLendingEvent(tx, applicationId, { type: 'coApplicant.changePart', by }, by, deps.clock, deps.publicUrl);
      const coApplicant = await personName(tx, userId, steps.applicantData as ApplicantData | undefined, current.email);
      await tellPerson(tx, now, locked.row.mainApplicantId, applicationId, 'coApplicantPartChanged', 'coApplicantPartChanged', (language) => ({ coApplicant, link: applicationsLink(deps.publicUrl, language) }));
    }
    if (person) {
      const registry = { kind: 'system' as const, source: 'populationRegistry' };
      const notSpouse = current.relationship === 'spouse' && (person.spouseSocialCard === null || person.spouseSocialCard !== applicantSaved?.socialCardNumber);
      const event: LendingEvent | null = person.citizenship !== 'AM' ? { type: 'registry.coApplicantNotCitizen' } : notSpouse ? { type: 'registry.coApplicantNotSpouse' } : null;
      if (event) await applyLendingEvent(tx, applicationId, event, registry, deps.clock, deps.publicUrl);
    }
  });
  return getApplication(db, deps, userId, applicationId, lang);
}

/**
 * The co-applicant confirms their part: every needed step saved, and both pictures of their spouse's
 * document when they have a spouse data step; then the chart's `coApplicant.completePart` and the
 * applicant is told they may submit.
 */
export async function completeCoApplicantPart(db: Db, deps: LoanApplicationDeps, userId: string, applicationId: string, lang: Language): Promise<LoanApplication> {
  const { row, invitation } = await coApplicantAccess(db, userId, applicationId);
  if (invitation.status !== 'accepted') throw new AppError('LOAN_APPLICATION', 'ACTION_NOT_ALLOWED', undefined, 409);
  refuseUnlessPartOpen(row, deps.clock.now());
  const missing = coMissing(invitation);
  if (missing) throw new AppError('LOAN_APPLICATION', 'STEP_MISSING', { step: missing });
  const saved = coSaved(invitation);
  if (coApplicantOwedSteps(invitation).includes('spouseData')) {
    const wanted = picturesOfDocument((saved.spouseData as SpouseData).documentType);
    const stored = await db
      .select({ kind: loanApplicationDocuments.kind })
      .from(loanApplicationDocuments)
      .where(and(eq(loanApplicationDocuments.applicationId, applicationId), eq(loanApplicationDocuments.owner, 'coApplicantSpouse')));
    const absent = wanted.filter((kind) => !stored.some((picture) => picture.kind === kind));
    if (absent.length > 0) throw new AppError('LOAN_APPLICATION', 'SPOUSE_PICTURES_MISSING', { kinds: absent.join(',') });
  }
  await db.transaction(async (tx) => {
    const now = deps.clock.now();
    const by: LendingActor = { kind: 'applicant', userId };
    const state = await applyLendingEvent(tx, applicationId, { type: 'coApplicant.completePart', by }, by, deps.clock, deps.publicUrl);
    if (!state.changed) return;
    const coApplicant = await personName(tx, userId, saved.applicantData as ApplicantData | undefined, invitation.email);
    const date = new Date(state.snapshot.context.submitBy);
    await tellPerson(tx, now, row.mainApplicantId, applicationId, 'coApplicantPartComplete', 'coApplicantPartComplete', (language) => ({
      coApplicant,
      date: longDate(date, language),
      link: applicationsLink(deps.publicUrl, language),
    }));
  });
  return getApplication(db, deps, userId, applicationId, lang);
}

/** The co-applicant leaves the application before it is submitted: the chart, the invitation, the co-borrower step unsaved, the applicant told. */
export async function cancelCoApplicantPart(db: Db, deps: LoanApplicationDeps, userId: string, applicationId: string, lang: Language): Promise<LoanApplication> {
  const { row, invitation } = await coApplicantAccess(db, userId, applicationId);
  await db.transaction(async (tx) => {
    const now = deps.clock.now();
    const by: LendingActor = { kind: 'applicant', userId };
    const state = await applyLendingEvent(tx, applicationId, { type: 'coApplicant.cancel', by }, by, deps.clock, deps.publicUrl);
    await applyInvitationEvent(tx, invitation.id, { type: 'invitation.cancel' }, now);
    await unsaveCoBorrower(tx, applicationId, now);
    const coApplicant = await personName(tx, userId, coSaved(invitation).applicantData as ApplicantData | undefined, invitation.email);
    const date = new Date(state.snapshot.context.submitBy);
    await tellPerson(tx, now, row.mainApplicantId, applicationId, 'coApplicantCancelled', 'coApplicantCancelled', (language) => ({
      coApplicant,
      date: longDate(date, language),
      link: applicationsLink(deps.publicUrl, language),
    }));
  });
  // They are no longer on the application: the answer is the application as it was left, from their side.
  const [row2] = await db.select().from(loanApplications).where(eq(loanApplications.id, applicationId));
  if (!row2) throw notFound();
  return getApplication(db, deps, row2.mainApplicantId, applicationId, lang).then((view) => ({ ...view, role: 'coApplicant' as const, ...coApplicantLeftView(view) }));
}

/** What a person who left sees in the answer to leaving: the status and the loan info, none of the applicant's data. */
function coApplicantLeftView(view: LoanApplication): Partial<LoanApplication> {
  return {
    steps: { loanInfo: view.steps.loanInfo, applicantData: null, consent: null, coBorrower: null, addresses: null, spouseData: null },
    applicantPrefill: null,
    spousePrefill: null,
    loanInfoPrefill: null,
    owedSteps: [],
    coApplicant: null,
    coApplicantPart: null,
    pictures: [],
  };
}
