import { and, desc, eq, isNotNull } from 'drizzle-orm';
import * as v from 'valibot';
import { loanApplicationSchema, type LoanApplication } from '../../../contract/loan-application';
import { prequalRules } from '../../../contract/prequal';
import { OutsideSystemUnavailable } from '../../adapters/outside-system';
import type { PopulationRegistry, RegistryPerson } from '../../adapters/population-registry';
import { days } from '../../clock';
import type { Queryable } from '../../db/database';
import { prequalApplications, users } from '../../db/schema';
import { boundSocialCard } from '../prequal/registry-identity';
import type { ApplicantPrefill } from './loan-application-view';

const prefillShape = loanApplicationSchema.entries.applicantPrefill.wrapped.entries;
type PrefillField = keyof typeof prefillShape;

/** Keeps the fields whose value fits the applicant-data step's own schema (a stored value of another shape is left for the person to type). */
function fitting(candidates: Partial<Record<PrefillField, unknown>>): NonNullable<ApplicantPrefill> {
  const kept: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(candidates) as [PrefillField, unknown][]) {
    if (value === undefined || value === null) continue;
    const parsed = v.safeParse(prefillShape[field], value);
    if (parsed.success) kept[field] = parsed.output;
  }
  return kept as NonNullable<ApplicantPrefill>;
}

/**
 * What the applicant-data step starts with, so nothing is asked twice (issue 15): the social card and
 * document of the person's latest pre-qualification (or the card the account is bound to), the
 * population registry's record of that card (Latin names, birth date, marital status), the name given
 * at sign-up when the registry gave none, and the e-mail and phone of the pre-qualification or else the
 * profile (a phone only once verified). A registry that is down leaves its fields
 * out: the person types them, and the step's save asks the registry again.
 */
export async function applicantPrefill(q: Queryable, registry: PopulationRegistry, userId: string): Promise<NonNullable<ApplicantPrefill>> {
  const [prequal] = await q
    .select()
    .from(prequalApplications)
    .where(eq(prequalApplications.userId, userId))
    .orderBy(desc(prequalApplications.createdAt))
    .limit(1);
  const [profile] = await q.select({ firstName: users.firstName, lastName: users.lastName, email: users.email, phoneNumber: users.phoneNumber, phoneVerifiedAt: users.phoneVerifiedAt }).from(users).where(eq(users.id, userId));
  const socialCardNumber = (await boundSocialCard(q, userId)) ?? prequal?.socialCardNumber;
  let person = null;
  if (socialCardNumber) {
    try {
      person = await registry.findPerson(socialCardNumber);
    } catch (error) {
      if (!(error instanceof OutsideSystemUnavailable)) throw error;
    }
  }
  return fitting({
    socialCardNumber,
    documentType: prequal?.documentType,
    documentNumber: prequal?.documentNumber,
    // The registry's spelling first; the name given at sign-up (when it is in Latin as the document is) otherwise.
    firstName: person?.firstName ?? profile?.firstName,
    lastName: person?.lastName ?? profile?.lastName,
    middleName: person?.middleName,
    birthDate: person?.birthDate,
    maritalStatus: person?.maritalStatus,
    email: prequal?.email ?? profile?.email,
    phoneNumber: prequal?.phoneNumber ?? (profile?.phoneVerifiedAt ? profile.phoneNumber : undefined),
  });
}

const spouseShape = loanApplicationSchema.entries.spousePrefill.wrapped.entries;
export type SpousePrefill = NonNullable<LoanApplication['spousePrefill']>;

/** The registry's record of a person, or null when it does not know them or is down (the person types it then). */
async function registryRecord(registry: PopulationRegistry, socialCard: string): Promise<RegistryPerson | null> {
  try {
    return await registry.findPerson(socialCard);
  } catch (error) {
    if (error instanceof OutsideSystemUnavailable) return null;
    throw error;
  }
}

/** A person's registry fields as a step's prefill: names, the card, and their first valid document. */
function recordFields(person: RegistryPerson) {
  const document = person.documents.find((candidate) => candidate.valid);
  return {
    socialCardNumber: person.socialCard,
    firstName: person.firstName,
    lastName: person.lastName,
    middleName: person.middleName,
    documentType: document?.type,
    documentNumber: document?.number,
  };
}

/**
 * What the spouse step starts with (nothing the registry holds is asked again): the registry's record
 * of the spouse of the person with this social card. Null when the registry has no spouse for them.
 */
export async function spousePrefill(registry: PopulationRegistry, socialCard: string): Promise<SpousePrefill | null> {
  const person = await registryRecord(registry, socialCard);
  const spouse = person?.spouseSocialCard ? await registryRecord(registry, person.spouseSocialCard) : null;
  if (!spouse) return null;
  const kept: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(recordFields(spouse))) {
    const parsed = v.safeParse(spouseShape[field as keyof typeof spouseShape], value);
    if (value !== undefined && parsed.success) kept[field] = parsed.output;
  }
  return kept as SpousePrefill;
}

/**
 * A co-applicant who is the applicant's spouse, with no card of their own known yet: the registry's
 * record of the applicant's spouse is theirs (the registry confirms the marriage when they save it).
 */
export async function spouseCoApplicantPrefill(registry: PopulationRegistry, applicantSocialCard: string): Promise<NonNullable<ApplicantPrefill>> {
  const applicant = await registryRecord(registry, applicantSocialCard);
  const spouse = applicant?.spouseSocialCard ? await registryRecord(registry, applicant.spouseSocialCard) : null;
  if (!spouse) return {};
  return fitting({ ...recordFields(spouse), birthDate: spouse.birthDate, maritalStatus: spouse.maritalStatus });
}

/**
 * What the loan step starts with: the amount the bank said it would lend and the term of the person's
 * latest pre-qualification, while its letter holds (30 days from the decision). Null without one.
 */
export async function loanInfoPrefill(q: Queryable, now: Date, userId: string): Promise<LoanApplication['loanInfoPrefill']> {
  const [prequal] = await q
    .select({ decision: prequalApplications.decision, decidedAt: prequalApplications.decidedAt })
    .from(prequalApplications)
    .where(and(eq(prequalApplications.userId, userId), isNotNull(prequalApplications.decidedAt)))
    .orderBy(desc(prequalApplications.decidedAt))
    .limit(1);
  const decision = prequal?.decision;
  if (!prequal?.decidedAt || decision?.outcome !== 'eligible') return null;
  if (now.getTime() > prequal.decidedAt.getTime() + days(prequalRules.letterValidDays)) return null;
  return { amount: decision.amount, termMonths: decision.termMonths };
}

/** A document number as the reader is shown it: its two first and three last characters. */
const partlyHidden = (number: string) => (number.length <= 5 ? number : `${number.slice(0, 2)}${'•'.repeat(number.length - 5)}${number.slice(-3)}`);

/**
 * The valid documents the registry holds for a person whose document did not match it, numbers partly
 * hidden: they say which document to enter without showing the whole number. Null when the registry
 * does not know the card or cannot be read (the person then checks their document themselves).
 */
export async function documentsHeld(registry: PopulationRegistry, socialCard: string): Promise<LoanApplication['documentsHeld']> {
  const person = await registryRecord(registry, socialCard);
  if (!person) return null;
  return person.documents.filter((document) => document.valid).map((document) => ({ type: document.type, number: partlyHidden(document.number) }));
}
