import { eq } from 'drizzle-orm';
import type { Applicant } from '../../../contract/prequal';
import type { RegistryPerson } from '../../adapters/population-registry';
import type { Queryable, Tx } from '../../db/database';
import { userIdentities } from '../../db/schema';
import { AppError } from '../../http/app-error';

/*
 * Identity is the registry's, not what was typed: the first decided pre-qualification binds the account
 * to the person the population registry returned for the social card. One person per account and one
 * account per social card are the keys of `user_identities`, so the rule holds across server instances.
 */

/** What a decision keeps of the registry's person (the letter and the history name them). */
export const applicantOf = (person: RegistryPerson): Applicant => ({
  firstName: person.firstName,
  lastName: person.lastName,
  middleName: person.middleName,
  birthDate: person.birthDate,
});

/** The social card the account is bound to, if any. */
export async function boundSocialCard(q: Queryable, userId: string): Promise<string | null> {
  const [row] = await q.select({ socialCard: userIdentities.socialCard }).from(userIdentities).where(eq(userIdentities.userId, userId));
  return row?.socialCard ?? null;
}

/**
 * Refuses a person bound to another account, or an account bound to another person. Asked before the
 * credit register so a refused person's credit is not looked at; `bindIdentity` settles it for good.
 */
export async function refuseBoundElsewhere(q: Queryable, userId: string, socialCard: string): Promise<void> {
  const [holder] = await q.select({ userId: userIdentities.userId }).from(userIdentities).where(eq(userIdentities.socialCard, socialCard));
  if (holder && holder.userId !== userId) throw new AppError('PREAPPROVAL_APPLICATION', 'SOCIAL_CARD_TAKEN');
  const bound = await boundSocialCard(q, userId);
  if (bound && bound !== socialCard) throw new AppError('PREAPPROVAL_APPLICATION', 'ACCOUNT_OF_ANOTHER_PERSON');
}

/**
 * Binds the account to the registry's person, or refreshes the names and birth date of the person it
 * is already bound to (the registry's answer wins: a name can change on marriage). `ON CONFLICT DO
 * NOTHING` waits for a concurrent binding of the same card or account to commit, then inserts nothing,
 * so the transaction is never aborted: the refusal is a catalogued 400 and the caller's transaction,
 * rolled back by it, stores no decision.
 */
export async function bindIdentity(tx: Tx, userId: string, person: RegistryPerson, now: Date): Promise<void> {
  const names = { firstName: person.firstName, lastName: person.lastName, middleName: person.middleName, birthDate: person.birthDate, citizenship: person.citizenship, updatedAt: now };
  const [inserted] = await tx
    .insert(userIdentities)
    .values({ userId, socialCard: person.socialCard, ...names, boundAt: now })
    .onConflictDoNothing()
    .returning({ userId: userIdentities.userId });
  if (inserted) return;
  const bound = await boundSocialCard(tx, userId);
  if (bound === person.socialCard) {
    await tx.update(userIdentities).set(names).where(eq(userIdentities.userId, userId));
    return;
  }
  throw new AppError('PREAPPROVAL_APPLICATION', bound ? 'ACCOUNT_OF_ANOTHER_PERSON' : 'SOCIAL_CARD_TAKEN');
}
