import { recordAcceptance } from '../site/legal-documents.service';
import { requiredServiceConsentItems } from '../../../contract/site-content';
import { and, desc, eq, gt, inArray, or } from 'drizzle-orm';
import type { LendingEvent, LendingSnapshot } from '../../../../machines/lending/lending.machine';
import { onlineLending } from '../../../contract/calculations/lending-rules';
import {
  isPreparingStatus,
  loanApplicationRules,
  loanWizardSteps,
  picturesOfDocument,
  type ApplicantData,
  type LoanApplication,
  type LoanApplicationStart,
  type LoanInfo,
  type LoanStepSave,
  type LoanWizardStep,
  type SpouseData,
} from '../../../contract/loan-application';
import type { PropertyRef } from '../../../contract/property-ref';
import { yerevanDate } from '../../../contract/requests';
import type { Language } from '../../../contract/validation';
import { OutsideSystemUnavailable } from '../../adapters/outside-system';
import type { PopulationRegistry, RegistryPerson } from '../../adapters/population-registry';
import { days, type Clock } from '../../clock';
import type { Db, Queryable, Tx } from '../../db/database';
import { bookings, loanApplicationCoApplicants, loanApplicationDocuments, loanApplicationEvents, loanApplications, users } from '../../db/schema';
import { AppError, notFound } from '../../http/app-error';
import { bookInTransaction, lockOwnBooking } from '../bookings.service';
import { awaitPartnerApproval, propertyCard, propertyState } from '../property-tables';
import { refuseBoundElsewhere } from '../prequal/registry-identity';
import { addMonths } from '../prequal/decision';
import { checkPatronymic } from './applicant-names';
import { activeInvitationOf, applicantAccess, applicationAccess, memberInvitationStatuses } from './co-applicant-invitations';
import { checkCoApplicantAgeForTerm, lockPerson, personHasCurrentApplication } from './co-applicant.service';
import { applyLendingEvent, lockLendingApplication, startLendingApplication } from './lending-runtime';
import { applicantPrefill, documentsHeld, loanInfoPrefill, spouseCoApplicantPrefill, spousePrefill } from './loan-application-prefill';
import { checkApplicant, checkLoanInfo, checkMaritalStatus, checkPropertyPrice, lendingMarketOf, loanInfoPrice, minorToDrams } from './loan-application-rules';
import { applicantOwedSteps, firstUnsavedStep, owedStepAfter, type InvitationOfSteps } from './owed-steps';
import { loanApplicationView, loanApplicationViews, savedSteps, snapshotOf, type ApplicantPrefill, type SavedSteps } from './loan-application-view';
import type { LendingApplicationRow } from './lending-effects';

export interface LoanApplicationDeps {
  clock: Clock;
  registry: PopulationRegistry;
  /** The site's address, for the links of the messages an application's end sends (a freed property). */
  publicUrl: string;
}

/**
 * The statuses that will mean a loan was issued (the post-approval issue adds them to the chart):
 * a new application only 6 months after one of them. None is reached in issue 15.
 */
export const issuedLoanStatuses = ['LoanDisbursed'] as const;
/** The outcomes after which a new application waits 7 days (spec sections 4 and 6). */
const waitingOutcomes = ['RejectedByBank', 'ManualReview'] as const;

/** The step the wizard resumes at after `step` is saved: the next one the applicant owes, or the preview after the last. */
export function nextStep(step: Exclude<LoanWizardStep, 'preview'>, saved: SavedSteps, invitation: InvitationOfSteps): LoanWizardStep {
  return owedStepAfter(applicantOwedSteps(saved, invitation), step, loanWizardSteps);
}

/** The first owed step before `step` (or every owed step, for the submit) that is not saved yet. */
const missingStep = (saved: SavedSteps, invitation: InvitationOfSteps, before?: LoanWizardStep) => firstUnsavedStep(applicantOwedSteps(saved, invitation), saved, loanWizardSteps, before);

/**
 * An application only its main applicant acts on as such (steps, submit, price, delete, cancel): the
 * co-applicant is refused with 403 (they can see it), anyone else gets 404.
 */
async function ownApplication(q: Queryable, userId: string, applicationId: string): Promise<LendingApplicationRow> {
  return (await applicantAccess(q, userId, applicationId)).row;
}

/**
 * The prefill is read (registry included) only when a draft still shows the person's applicant-data
 * step: the applicant's own, or the co-applicant's part (both are the signed-in person's data).
 */
async function prefillFor(q: Queryable, deps: LoanApplicationDeps, userId: string, rows: LendingApplicationRow[], parts: Map<string, SavedSteps>): Promise<ApplicantPrefill> {
  const needs = rows.some((row) => isPreparingStatus(row.status) && (row.mainApplicantId === userId ? savedSteps(row) : parts.get(row.id) ?? {}).applicantData === undefined);
  return needs ? applicantPrefill(q, deps.registry, userId) : null;
}

/** The co-applicant's part of each application the person is the co-applicant of. */
async function partsOf(q: Queryable, userId: string, rows: LendingApplicationRow[]): Promise<Map<string, SavedSteps>> {
  const ids = rows.filter((row) => row.mainApplicantId !== userId).map((row) => row.id);
  const parts = new Map<string, SavedSteps>();
  if (ids.length === 0) return parts;
  const invitations = await q
    .select({ applicationId: loanApplicationCoApplicants.applicationId, steps: loanApplicationCoApplicants.steps })
    .from(loanApplicationCoApplicants)
    .where(and(inArray(loanApplicationCoApplicants.applicationId, ids), eq(loanApplicationCoApplicants.userId, userId), inArray(loanApplicationCoApplicants.status, [...memberInvitationStatuses])));
  for (const invitation of invitations) parts.set(invitation.applicationId, (invitation.steps ?? {}) as SavedSteps);
  return parts;
}

async function viewOf(q: Queryable, deps: LoanApplicationDeps, userId: string, applicationId: string, lang: Language): Promise<LoanApplication> {
  const { row } = await applicationAccess(q, userId, applicationId);
  const view = await loanApplicationView(q, row, lang, await prefillFor(q, deps, userId, [row], await partsOf(q, userId, [row])), undefined, userId);
  return withPrefills(q, deps, row, view);
}

/**
 * The rest of a draft's prefills, so nothing the person or the registry gave is asked again: the loan
 * step starts with the pre-qualification's amount and term; the spouse step with the registry's record
 * of the person's spouse; a co-applicant who is the applicant's spouse, with no card of their own known
 * yet, with the registry's record of the applicant's spouse.
 */
async function withPrefills(q: Queryable, deps: LoanApplicationDeps, row: LendingApplicationRow, view: LoanApplication): Promise<LoanApplication> {
  if (!isPreparingStatus(view.status)) return view;
  const part = view.coApplicantPart;
  if (!part) {
    const own = view.steps.applicantData;
    const wanted = own !== null && view.owedSteps.includes('spouseData') && view.steps.spouseData === null;
    return {
      ...view,
      spousePrefill: wanted ? await spousePrefill(deps.registry, own.socialCardNumber) : null,
      loanInfoPrefill: view.steps.loanInfo === null ? await loanInfoPrefill(q, deps.clock.now(), row.mainApplicantId) : null,
      documentsHeld: own !== null && view.documentMismatchOf === 'applicant' ? await documentsHeld(deps.registry, own.socialCardNumber) : null,
    };
  }
  const own = part.steps.applicantData;
  if (own) {
    const wanted = part.owedSteps.includes('spouseData') && part.steps.spouseData === null;
    const held = view.documentMismatchOf === 'coApplicant' ? await documentsHeld(deps.registry, own.socialCardNumber) : null;
    return wanted ? { ...view, documentsHeld: held, coApplicantPart: { ...part, spousePrefill: await spousePrefill(deps.registry, own.socialCardNumber) } } : { ...view, documentsHeld: held };
  }
  const applicant = savedSteps(row).applicantData as ApplicantData | undefined;
  const invitation = await activeInvitationOf(q, row.id);
  if (!part.applicantPrefill || part.applicantPrefill.socialCardNumber || !applicant || invitation?.relationship !== 'spouse') return view;
  const spouse = await spouseCoApplicantPrefill(deps.registry, applicant.socialCardNumber);
  return { ...view, coApplicantPart: { ...part, applicantPrefill: { ...part.applicantPrefill, ...spouse } } };
}

/** One application as the person sees it; `q` may be a transaction, to answer what it wrote before anything else can change it. */
export async function getApplication(q: Queryable, deps: LoanApplicationDeps, userId: string, applicationId: string, lang: Language): Promise<LoanApplication> {
  return viewOf(q, deps, userId, applicationId, lang);
}

/** The person's applications, the newest first: their own, and those they are (or were, until it ended) the co-applicant of. */
export async function listApplications(db: Db, deps: LoanApplicationDeps, userId: string, lang: Language): Promise<LoanApplication[]> {
  const joined = db
    .select({ id: loanApplicationCoApplicants.applicationId })
    .from(loanApplicationCoApplicants)
    .where(and(eq(loanApplicationCoApplicants.userId, userId), inArray(loanApplicationCoApplicants.status, [...memberInvitationStatuses])));
  const rows = await db
    .select()
    .from(loanApplications)
    .where(or(eq(loanApplications.mainApplicantId, userId), inArray(loanApplications.id, joined)))
    .orderBy(desc(loanApplications.createdAt), desc(loanApplications.id));
  const views = await loanApplicationViews(db, rows, lang, await prefillFor(db, deps, userId, rows, await partsOf(db, userId, rows)), userId);
  return Promise.all(views.map((view, index) => withPrefills(db, deps, rows[index] as LendingApplicationRow, view)));
}

/**
 * Spec sections 4, 6 and 7: who may start an application now. Online applications are for a private
 * person's account whose e-mail is confirmed (the only kind of account the users table knows; the
 * others go to a branch); 7 days after a bank's rejection or a manual review; 6 months after an
 * issued loan. "One active application per person" is the unique index (startLendingApplication).
 */
async function refuseStart(q: Queryable, userId: string, now: Date): Promise<void> {
  const [user] = await q.select({ emailConfirmedAt: users.emailConfirmedAt }).from(users).where(eq(users.id, userId));
  if (!user?.emailConfirmedAt) throw new AppError('LOAN_APPLICATION', 'INVALID_USER_TYPE');
  // Said first, as it is the one to resolve (an application in manual review is active too); the unique index still decides under concurrency.
  // Being the accepted co-applicant of a current application counts too (spec section 5).
  if (await personHasCurrentApplication(q, userId)) throw new AppError('LOAN_APPLICATION', 'ACTIVE_APPLICATION_EXISTS');
  await refuseWaitingPeriod(q, userId, now, 'REAPPLY_NOT_YET');
}

/**
 * The waiting periods of a person (spec sections 4-6), over every application they were on, as the
 * main applicant or the co-applicant: 6 months after an issued loan (COMPLETED_APPLICATION_EXISTS to a
 * person starting one; the co-applicant's reason to one accepting), 7 days after a rejection or a
 * manual review (`reason`, with `params.from`).
 */
export async function refuseWaitingPeriod(q: Queryable, userId: string, now: Date, reason: 'REAPPLY_NOT_YET' | 'CO_APPLICANT_REAPPLY_NOT_YET'): Promise<void> {
  const joined = q
    .select({ id: loanApplicationCoApplicants.applicationId })
    .from(loanApplicationCoApplicants)
    .where(and(eq(loanApplicationCoApplicants.userId, userId), inArray(loanApplicationCoApplicants.status, [...memberInvitationStatuses])));
  const since = async (statuses: readonly string[], after: Date) => {
    const [row] = await q
      .select({ at: loanApplicationEvents.at })
      .from(loanApplicationEvents)
      .innerJoin(loanApplications, eq(loanApplications.id, loanApplicationEvents.applicationId))
      .where(and(or(eq(loanApplications.mainApplicantId, userId), inArray(loanApplications.id, joined)), inArray(loanApplicationEvents.toStatus, [...statuses]), gt(loanApplicationEvents.at, after)))
      .orderBy(desc(loanApplicationEvents.at))
      .limit(1);
    return row?.at;
  };
  const issued = await since(issuedLoanStatuses, new Date(`${addMonths(yerevanDate(now), -loanApplicationRules.waitingMonthsAfterLoan)}T00:00:00Z`));
  if (issued) {
    const from = new Date(`${addMonths(yerevanDate(issued), loanApplicationRules.waitingMonthsAfterLoan)}T00:00:00Z`);
    if (reason === 'CO_APPLICANT_REAPPLY_NOT_YET') throw new AppError('LOAN_APPLICATION', reason, { from: from.toISOString() });
    throw new AppError('LOAN_APPLICATION', 'COMPLETED_APPLICATION_EXISTS', { days: Math.max(1, Math.ceil((from.getTime() - now.getTime()) / days(1))), from: from.toISOString() });
  }
  const waitMs = days(loanApplicationRules.waitingDaysAfterRejection);
  const decided = await since(waitingOutcomes, new Date(now.getTime() - waitMs));
  if (decided) throw new AppError('LOAN_APPLICATION', reason, { from: new Date(decided.getTime() + waitMs).toISOString() });
}

/** The catalogue property to book: it exists, is a sale (a rental cannot be mortgaged) and is priced in its market's online range. Answers its price, drams. */
async function lendableProperty(q: Queryable, ref: PropertyRef): Promise<number> {
  const state = await propertyState(q, ref);
  const card = state && (await propertyCard(q, ref));
  if (!state || !card) throw new AppError('APARTMENT', 'APARTMENT_NOT_FOUND', undefined, 404);
  if (state.deal !== 'sale') throw new AppError('LOAN_APPLICATION', 'PROPERTY_NOT_FOR_ONLINE_LENDING');
  checkPropertyPrice(card.price, ref.marketType);
  return card.price;
}

/**
 * Starts an application (a draft) and, with a catalogue property, books it, in one transaction: the
 * application's row first (the one-active-application index settles a person's concurrent starts),
 * then the booking (the bookings' unique indexes settle a property's and the person's two slots).
 * The person's own plain booking of the same property becomes the application's. Any refusal rolls
 * everything back. Without a property the market is the one the person names (secondary by default:
 * the developers' homes are in the catalogue), and the price comes with the loan info.
 */
export async function startApplication(db: Db, deps: LoanApplicationDeps, userId: string, body: LoanApplicationStart, lang: Language): Promise<LoanApplication> {
  const { property } = body;
  const marketType = property?.marketType ?? body.marketType ?? '1';
  await refuseStart(db, userId, deps.clock.now());
  const catalogueDrams = property ? await lendableProperty(db, property) : null;
  const applicationId = await db.transaction(async (tx) => {
    const now = deps.clock.now();
    // Serialized with the person's accepting of an invitation (co-applicant.service), so "no other current application" holds.
    await lockPerson(tx, userId);
    await refuseStart(tx, userId, now);
    const started = await startLendingApplication(tx, deps.clock, {
      mainApplicantId: userId,
      marketType,
      apartmentId: property?.apartmentId ?? null,
      // The not-null price of an application without a property: its market's least price until the loan info gives the real one.
      price: catalogueDrams ?? onlineLending[lendingMarketOf(marketType)].propertyPrice.min,
    });
    if (property) {
      const hold = { expiresAt: new Date(started.snapshot.context.submitBy), scheduleRelease: false };
      const own = await lockOwnBooking(tx, userId, property);
      let bookingId: number;
      if (own) {
        // Its hold becomes the application's; its own release deadline then finds it not due and does nothing.
        await tx.update(bookings).set({ expiresAt: hold.expiresAt }).where(eq(bookings.id, own.id));
        bookingId = own.id;
      } else {
        bookingId = await bookInTransaction(tx, now, userId, property, hold);
      }
      await tx.update(loanApplications).set({ bookingId }).where(eq(loanApplications.id, started.applicationId));
      // Until its developer or agency confirms it, the catalogue shows the property waiting for approval (spec section 4).
      await awaitPartnerApproval(tx, property);
    }
    return started.applicationId;
  });
  return viewOf(db, deps, userId, applicationId, lang);
}

/** Asks the population registry for the person of a social card: unknown is wrong data; down is a 503 that changes nothing. */
export async function registryPerson(registry: PopulationRegistry, socialCard: string): Promise<RegistryPerson> {
  let person: RegistryPerson | null;
  try {
    person = await registry.findPerson(socialCard);
  } catch (error) {
    if (error instanceof OutsideSystemUnavailable) throw new AppError('PREAPPROVAL_APPLICATION', 'REGISTRY_UNAVAILABLE', undefined, 503);
    throw error;
  }
  if (!person) throw new AppError('LOAN_APPLICATION', 'WRONG_APPLICANT_DATA');
  return person;
}

/** Steps are changed only on a draft still inside its submission window (the chart's status decides the rest). */
function refuseUnlessDraft(row: LendingApplicationRow, now: Date): void {
  const { context } = snapshotOf(row);
  if (!isPreparingStatus(row.status) || now.getTime() >= Date.parse(context.submitBy)) throw new AppError('LOAN_APPLICATION', 'ACTION_NOT_ALLOWED', undefined, 409);
}

/**
 * Saves one wizard step (spec section 2) after its rules: the steps before it must be saved; loan
 * info in the market's ranges; the applicant as the registry knows them (age, citizenship, a social
 * card of no other account). The step to resume at moves to the next one needed.
 */
export async function saveStep(db: Db, deps: LoanApplicationDeps, userId: string, applicationId: string, body: LoanStepSave, lang: Language): Promise<LoanApplication> {
  const row = await ownApplication(db, userId, applicationId);
  refuseUnlessDraft(row, deps.clock.now());
  const saved = savedSteps(row);
  const invitation = await activeInvitationOf(db, applicationId);
  // A step the applicant does not owe (spouse data when single, or when the spouse is the co-applicant) is not taken.
  if (!applicantOwedSteps(saved, invitation).includes(body.step)) throw new AppError('LOAN_APPLICATION', 'ACTION_NOT_ALLOWED', undefined, 409);
  const missing = missingStep(saved, invitation, body.step);
  if (missing) throw new AppError('LOAN_APPLICATION', 'STEP_MISSING', { step: missing });
  let data: unknown = body.data;
  if (body.step === 'coBorrower') {
    // Applying together is saved by the invitation itself; applying alone needs the invitation recalled first.
    if (body.data.mode === 'together') throw new AppError('LOAN_APPLICATION', 'ACTION_NOT_ALLOWED', undefined, 409);
    if (invitation) throw new AppError('LOAN_APPLICATION', 'CO_APPLICANT_INVITATION_EXISTS', undefined, 409);
  }
  if (body.step === 'loanInfo') {
    const { context } = snapshotOf(row);
    const info: LoanInfo = context.property ? { ...body.data, propertyPrice: undefined } : body.data;
    checkLoanInfo(info, row.marketType, loanInfoPrice(info, context.property ? context.currentPrice : null));
    // The catalogue's price is the property's; a price typed beside it is not kept.
    if (context.property) delete (info as Partial<LoanInfo>).propertyPrice;
    data = info;
    // A new term moves the loan's end: the applicant saved already must still be at most 65 then.
    const applicant = saved.applicantData as ApplicantData | undefined;
    if (applicant) checkApplicant(await registryPerson(deps.registry, applicant.socialCardNumber), row.marketType, yerevanDate(deps.clock.now()), info.termMonths);
    // ...and so must the co-applicant whose data is saved.
    await checkCoApplicantAgeForTerm(db, deps, applicationId, info.termMonths);
  }
  if (body.step === 'applicantData') {
    const person = await registryPerson(deps.registry, body.data.socialCardNumber);
    checkPatronymic(person, body.data.middleName);
    await refuseBoundElsewhere(db, userId, person.socialCard);
    checkApplicant(person, row.marketType, yerevanDate(deps.clock.now()), (saved.loanInfo as LoanInfo).termMonths);
    checkMaritalStatus(person, body.data.maritalStatus);
  }
  if (body.step === 'spouseData') {
    const applicant = saved.applicantData as ApplicantData;
    if (body.data.socialCardNumber === applicant.socialCardNumber) throw new AppError('LOAN_APPLICATION', 'WRONG_APPLICANT_DATA');
  }
  await db.transaction(async (tx) => {
    const locked = await lockLendingApplication(tx, applicationId);
    if (!locked) throw notFound();
    const now = deps.clock.now();
    refuseUnlessDraft(locked.row, now);
    const steps: SavedSteps = { ...savedSteps(locked.row), [body.step]: data };
    await tx.update(loanApplications).set({ steps, currentStep: nextStep(body.step, steps, await activeInvitationOf(tx, applicationId)), updatedAt: now }).where(eq(loanApplications.id, applicationId));
    if (body.step === 'loanInfo' && !locked.snapshot.context.property) await agreeToGivenPrice(tx, deps, userId, applicationId, locked.snapshot.context, data as LoanInfo);
    if (body.step === 'consent') await recordLoanConsents(tx, now, userId, applicationId);
  });
  return viewOf(db, deps, userId, applicationId, lang);
}

/** The consent step accepts the versions in force of the credit-register consent and the service consent's required items. */
export async function recordLoanConsents(tx: Tx, now: Date, userId: string, applicationId: string): Promise<void> {
  const context = `loanApplication:${applicationId}`;
  await recordAcceptance(tx, now, { userId, kind: 'creditRegisterConsent', context });
  await recordAcceptance(tx, now, { userId, kind: 'serviceConsent', items: requiredServiceConsentItems, context });
}

/**
 * Without a catalogue property the price is the one the person gives in loan info: the chart takes it
 * as a price change the person agrees to at once (both logged), so its agreed price, which the
 * decision engine is asked with, is the home's price in drams and not the start's placeholder.
 */
async function agreeToGivenPrice(tx: Tx, deps: LoanApplicationDeps, userId: string, applicationId: string, context: LendingSnapshot['context'], info: LoanInfo): Promise<void> {
  if (info.propertyPrice === undefined) return;
  const price = minorToDrams(info.propertyPrice, info.currency);
  const by = { kind: 'applicant' as const, userId };
  if (price !== context.currentPrice) await applyLendingEvent(tx, applicationId, { type: 'price.changed', price }, { kind: 'system', source: 'loanInfo' }, deps.clock, deps.publicUrl);
  if (price !== context.agreedPrice) await applyLendingEvent(tx, applicationId, { type: 'price.confirm', by, price }, by, deps.clock, deps.publicUrl);
}

/** Applies the person's event to their own application through the chart (409 and nothing changed when it refuses). */
async function applyOwn(db: Db, deps: LoanApplicationDeps, userId: string, applicationId: string, event: LendingEvent): Promise<void> {
  await ownApplication(db, userId, applicationId);
  await applyLendingEvent(db, applicationId, event, { kind: 'applicant', userId }, deps.clock, deps.publicUrl);
}

/**
 * The co-borrower step unsaved after a recall, a decline or a cancellation: the applicant chooses
 * again (invite someone else, or apply alone); a wizard already past it goes back to it.
 */
export function coBorrowerUnsavedSteps(row: LendingApplicationRow): { steps: SavedSteps; currentStep: LoanWizardStep } {
  const steps: SavedSteps = { ...savedSteps(row) };
  delete steps.coBorrower;
  const order = loanWizardSteps as readonly LoanWizardStep[];
  const currentStep = order.indexOf(row.currentStep) > order.indexOf('coBorrower') ? 'coBorrower' : row.currentStep;
  return { steps, currentStep };
}

/**
 * Submits a draft (spec section 2, preview): every needed step saved, and for a married applicant both
 * pictures of the spouse's document uploaded; the chart then checks the deadline, the partner's
 * confirmation and the price, and the runtime writes the decision engine's outbox row.
 */
export async function submitApplication(db: Db, deps: LoanApplicationDeps, userId: string, applicationId: string, lang: Language): Promise<LoanApplication> {
  const row = await ownApplication(db, userId, applicationId);
  if (isPreparingStatus(row.status)) {
    const saved = savedSteps(row);
    const invitation = await activeInvitationOf(db, applicationId);
    const owed = applicantOwedSteps(saved, invitation);
    const missing = missingStep(saved, invitation);
    if (missing) throw new AppError('LOAN_APPLICATION', 'STEP_MISSING', { step: missing });
    // Applying together: the co-applicant's part must be confirmed (the chart's rule, said before the pictures).
    const { context: chart } = snapshotOf(row);
    if ((saved.coBorrower as { mode?: string } | undefined)?.mode === 'together' && chart.coApplicant?.partComplete !== true) {
      throw new AppError('LOAN_APPLICATION', 'CO_APPLICANT_PART_INCOMPLETE', { rule: 'isCoApplicantPartComplete' }, 409);
    }
    // The amounts were checked against the price of the day they were saved: a new price, once agreed to, is checked again
    // (until then the chart answers "Price changed").
    const { context } = snapshotOf(row);
    const info = saved.loanInfo as LoanInfo;
    checkLoanInfo(info, row.marketType, loanInfoPrice(info, context.property ? context.agreedPrice : null));
    if (owed.includes('spouseData')) {
      const wanted = picturesOfDocument((saved.spouseData as SpouseData).documentType);
      const stored = await db
        .select({ kind: loanApplicationDocuments.kind })
        .from(loanApplicationDocuments)
        .where(and(eq(loanApplicationDocuments.applicationId, applicationId), eq(loanApplicationDocuments.owner, 'spouse')));
      const absent = wanted.filter((kind) => !stored.some((picture) => picture.kind === kind));
      if (absent.length > 0) throw new AppError('LOAN_APPLICATION', 'SPOUSE_PICTURES_MISSING', { kinds: absent.join(',') });
    }
  }
  const by = { kind: 'applicant' as const, userId };
  await applyOwn(db, deps, userId, applicationId, { type: 'application.submit', by, at: deps.clock.now().toISOString() });
  return viewOf(db, deps, userId, applicationId, lang);
}

/** "Price changed": the person agrees to the catalogue's new price they were shown. */
export async function confirmPrice(db: Db, deps: LoanApplicationDeps, userId: string, applicationId: string, price: number, lang: Language): Promise<LoanApplication> {
  await applyOwn(db, deps, userId, applicationId, { type: 'price.confirm', by: { kind: 'applicant', userId }, price });
  return viewOf(db, deps, userId, applicationId, lang);
}

/** Deletes a draft (the main applicant, only while pre-saved); the status effects release its booking in the same transaction. */
export async function deleteApplication(db: Db, deps: LoanApplicationDeps, userId: string, applicationId: string): Promise<void> {
  await applyOwn(db, deps, userId, applicationId, { type: 'application.delete', by: { kind: 'applicant', userId } });
}

/** The client's answer to the bank's offer. */
export async function answerOffer(db: Db, deps: LoanApplicationDeps, userId: string, applicationId: string, answer: 'accept' | 'reject', lang: Language): Promise<LoanApplication> {
  const by = { kind: 'applicant' as const, userId };
  // Both people answer the offer: the chart tells them apart (and refuses a co-applicant who left).
  await applicationAccess(db, userId, applicationId);
  await applyLendingEvent(db, applicationId, answer === 'accept' ? { type: 'offer.accept', by } : { type: 'offer.reject', by }, by, deps.clock, deps.publicUrl);
  return viewOf(db, deps, userId, applicationId, lang);
}

/**
 * The main applicant asks the bank to cancel an application it holds or has agreed (status
 * CancelledByApplicantRequest); a draft is deleted instead. The status effects release its booking.
 */
export async function cancelApplication(db: Db, deps: LoanApplicationDeps, userId: string, applicationId: string, lang: Language): Promise<LoanApplication> {
  await applyOwn(db, deps, userId, applicationId, { type: 'application.cancel', by: { kind: 'applicant', userId } });
  return viewOf(db, deps, userId, applicationId, lang);
}
