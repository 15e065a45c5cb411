import { desc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { loanApplicationSchema } from '../../../contract/loan-application';
import { OutsideSystemUnavailable } from '../../adapters/outside-system';
import type { PopulationRegistry } from '../../adapters/population-registry';
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
 * population registry's record of that card (Latin names, birth date, marital status), and the e-mail
 * and phone of the pre-qualification or else the profile. A registry that is down leaves its fields
 * out: the person types them, and the step's save asks the registry again.
 */
export async function applicantPrefill(q: Queryable, registry: PopulationRegistry, userId: string): Promise<NonNullable<ApplicantPrefill>> {
  const [prequal] = await q
    .select()
    .from(prequalApplications)
    .where(eq(prequalApplications.userId, userId))
    .orderBy(desc(prequalApplications.createdAt))
    .limit(1);
  const [profile] = await q.select({ email: users.email, phoneNumber: users.phoneNumber, phoneVerifiedAt: users.phoneVerifiedAt }).from(users).where(eq(users.id, userId));
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
    firstName: person?.firstName,
    lastName: person?.lastName,
    middleName: person?.middleName,
    birthDate: person?.birthDate,
    maritalStatus: person?.maritalStatus,
    email: prequal?.email ?? profile?.email,
    phoneNumber: prequal?.phoneNumber ?? (profile?.phoneVerifiedAt ? profile.phoneNumber : undefined),
  });
}
