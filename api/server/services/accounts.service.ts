import { and, eq, gt, isNull } from 'drizzle-orm';
import type { ChangePasswordInput, Profile, ResetPasswordInput, SignInInput, SignUpInput } from '../../contract/account';
import type { Language } from '../../contract/validation';
import { days, hours, minutes, type Clock } from '../clock';
import type { Db, Queryable } from '../db/database';
import { rateLimitCounters, singleUseTokens, users } from '../db/schema';
import { AppError } from '../http/app-error';
import { decoyHash, hashPassword, verifyPassword } from '../security/passwords';
import { current, enforce, hit } from '../security/rate-limit';
import { hashToken, newToken } from '../security/tokens';
import { spendCaptchaPass } from './captcha.service';
import { recordAcceptance } from './site/legal-documents.service';
import { requiredServiceConsentItems } from '../../contract/site-content';
import { enqueueMessage } from './outbox.service';
import { revokeUserSessions, startSession } from './sessions.service';

export interface AccountDeps {
  db: Db;
  clock: Clock;
  publicUrl: string;
}

/** The limits of the README's table; every counter lives in the database. */
export const accountLimits = {
  signInAccount: (email: string) => ({ key: `sign-in:account:${email}`, max: 10, windowMs: minutes(15) }),
  signInAddress: (address: string) => ({ key: `sign-in:address:${address}`, max: 50, windowMs: minutes(15) }),
  /** Failed sign-ins after which a captcha is required: 3 for an account, 10 from an address. */
  failedAccount: (email: string) => ({ key: `sign-in-failed:account:${email}`, max: 3, windowMs: minutes(15) }),
  failedAddress: (address: string) => ({ key: `sign-in-failed:address:${address}`, max: 10, windowMs: minutes(15) }),
  signUpAddress: (address: string) => ({ key: `sign-up:address:${address}`, max: 10, windowMs: hours(1) }),
  forgotAccount: (email: string) => ({ key: `forgot:account:${email}`, max: 3, windowMs: hours(1) }),
  forgotAddress: (address: string) => ({ key: `forgot:address:${address}`, max: 10, windowMs: hours(1) }),
  resendAccount: (email: string) => ({ key: `resend:account:${email}`, max: 3, windowMs: hours(1) }),
  resendAddress: (address: string) => ({ key: `resend:address:${address}`, max: 10, windowMs: hours(1) }),
  /** Each costs a password hash: limited so they cannot be used to load the server. */
  resetAddress: (address: string) => ({ key: `reset:address:${address}`, max: 20, windowMs: hours(1) }),
  changeAccount: (userId: string) => ({ key: `change-password:account:${userId}`, max: 10, windowMs: minutes(15) }),
};

const confirmationLifetimeMs = days(2);
const resetLifetimeMs = hours(1);

type TokenPurpose = 'email-confirmation' | 'password-reset';

/** Issues a mailed link's token; earlier unused tokens of the same purpose stop working. */
export async function issueLinkToken(q: Queryable, now: Date, userId: string, purpose: TokenPurpose, lifetimeMs: number): Promise<string> {
  await q
    .update(singleUseTokens)
    .set({ usedAt: now })
    .where(and(eq(singleUseTokens.userId, userId), eq(singleUseTokens.purpose, purpose), isNull(singleUseTokens.usedAt)));
  const token = newToken();
  await q.insert(singleUseTokens).values({ purpose, userId, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + lifetimeMs), createdAt: now });
  return token;
}

/** Finds a live link token and, when `spend`, uses it up; otherwise 'The link is not active'. */
async function liveLinkToken(q: Queryable, now: Date, purpose: TokenPurpose, userId: string, token: string, spend: boolean) {
  const conditions = and(
    eq(singleUseTokens.purpose, purpose),
    eq(singleUseTokens.userId, userId),
    eq(singleUseTokens.tokenHash, hashToken(token)),
    isNull(singleUseTokens.usedAt),
    gt(singleUseTokens.expiresAt, now),
  );
  const [row] = spend
    ? await q.update(singleUseTokens).set({ usedAt: now }).where(conditions).returning()
    : await q.select().from(singleUseTokens).where(conditions);
  if (!row) throw new AppError('USER', 'LINK_NOT_ACTIVE');
  return row;
}

const link = (deps: AccountDeps, lang: Language, query: Record<string, string>) => `${deps.publicUrl}/${lang}?${new URLSearchParams(query).toString()}`;

const linkKinds = {
  'email-confirmation': { lifetimeMs: confirmationLifetimeMs, template: 'confirmEmail', query: {} },
  'password-reset': { lifetimeMs: resetLifetimeMs, template: 'resetPassword', query: { resetPassword: 'true' } },
} as const;

/** A new link of the kind (older ones stop working), mailed in the given language. */
async function mailLink(q: Queryable, deps: AccountDeps, now: Date, user: { id: string; email: string; firstName: string }, purpose: TokenPurpose, lang: Language) {
  const kind = linkKinds[purpose];
  const token = await issueLinkToken(q, now, user.id, purpose, kind.lifetimeMs);
  await enqueueMessage(q, now, {
    channel: 'email',
    recipient: user.email,
    template: kind.template,
    language: lang,
    params: { firstName: user.firstName, link: link(deps, lang, { ...kind.query, userId: user.id, token }) },
  });
}

async function userByEmail(q: Queryable, email: string) {
  const [user] = await q.select().from(users).where(eq(users.email, email));
  return user;
}

export async function signUp(deps: AccountDeps, input: SignUpInput & { email: string }, lang: Language, address: string) {
  await enforce(deps.db, deps.clock, accountLimits.signUpAddress(address));
  const passwordHash = await hashPassword(input.password);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        passwordHash,
        language: lang,
        termsAcceptedAt: now,
        passwordChangedAt: now,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!user) throw new AppError('USER', 'DUPLICATE_USER_NAME');
    // The sign-up's checkbox accepts the profile's terms and the consent items the service needs (spec section 5).
    await recordAcceptance(tx, now, { userId: user.id, kind: 'profileTerms', context: 'signUp' });
    await recordAcceptance(tx, now, { userId: user.id, kind: 'serviceConsent', items: requiredServiceConsentItems, context: 'signUp' });
    await mailLink(tx, deps, now, user, 'email-confirmation', lang);
    return { email: user.email };
  });
}

/** Confirms the e-mail of a mailed link, and answers it: the link's holder was mailed at that address. */
export async function confirmEmail(deps: AccountDeps, userId: string, token: string): Promise<{ email: string }> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await liveLinkToken(tx, now, 'email-confirmation', userId, token, true);
    await tx.update(users).set({ emailConfirmedAt: now }).where(and(eq(users.id, userId), isNull(users.emailConfirmedAt)));
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (!user) throw new AppError('USER', 'LINK_NOT_ACTIVE');
    return { email: user.email };
  });
}

export async function resendConfirmation(deps: AccountDeps, email: string, lang: Language, address: string): Promise<void> {
  await enforce(deps.db, deps.clock, accountLimits.resendAccount(email), accountLimits.resendAddress(address));
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const user = await userByEmail(tx, email);
    if (!user) throw new AppError('USER', 'USER_NOT_FOUND');
    if (user.emailConfirmedAt) return;
    await mailLink(tx, deps, now, user, 'email-confirmation', lang);
  });
}

/** Whether the next sign-in for this account or address must carry a captcha pass. */
export async function captchaRequired(deps: AccountDeps, email: string, address: string): Promise<boolean> {
  const account = accountLimits.failedAccount(email);
  const fromAddress = accountLimits.failedAddress(address);
  return (await current(deps.db, deps.clock, account)) >= account.max || (await current(deps.db, deps.clock, fromAddress)) >= fromAddress.max;
}

export async function signIn(deps: AccountDeps, input: SignInInput & { email: string }, address: string, userAgent: string | undefined) {
  const { db, clock } = deps;
  await enforce(db, clock, accountLimits.signInAccount(input.email), accountLimits.signInAddress(address));
  if (await captchaRequired(deps, input.email, address)) {
    if (!input.captchaToken) throw new AppError('USER', 'CAPTCHA_REQUIRED');
    if (!(await spendCaptchaPass(db, clock.now(), input.captchaToken))) throw new AppError('USER', 'CAPTCHA_INVALID');
  }
  const user = await userByEmail(db, input.email);
  const passwordMatches = await verifyPassword(user?.passwordHash ?? (await decoyHash()), input.password);
  if (!user || !passwordMatches) {
    const failures = await hit(db, clock, accountLimits.failedAccount(input.email));
    const addressFailures = await hit(db, clock, accountLimits.failedAddress(address));
    // Either count brings the captcha (see captchaRequired), so the answer says so for both.
    const captchaNext = failures >= accountLimits.failedAccount(input.email).max || addressFailures >= accountLimits.failedAddress(address).max;
    throw new AppError('USER', 'INVALID_CREDENTIALS', { captchaRequired: captchaNext });
  }
  if (!user.emailConfirmedAt) throw new AppError('USER', 'EMAIL_NOT_CONFIRMED');
  // A good sign-in clears the account's failures; the address keeps its count.
  await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, accountLimits.failedAccount(input.email).key));
  const session = await startSession(db, clock.now(), user.id, userAgent);
  return { token: session.token, expiresAt: session.expiresAt.toISOString() };
}

export async function getProfile(db: Queryable, userId: string): Promise<Profile> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('COMMON', 'UNAUTHORIZED', undefined, 401);
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phoneNumber: user.phoneVerifiedAt ? user.phoneNumber : null,
    status: user.identifiedAt ? 'identified' : 'notIdentified',
  };
}

export async function forgotPassword(deps: AccountDeps, email: string, lang: Language, address: string): Promise<void> {
  await enforce(deps.db, deps.clock, accountLimits.forgotAccount(email), accountLimits.forgotAddress(address));
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const user = await userByEmail(tx, email);
    if (!user) throw new AppError('USER', 'USER_NOT_FOUND');
    await mailLink(tx, deps, now, user, 'password-reset', lang);
  });
}

/** The reset link is checked before the form opens; it answers the account's e-mail for the form. */
export async function checkResetToken(deps: AccountDeps, userId: string, token: string): Promise<{ email: string }> {
  await liveLinkToken(deps.db, deps.clock.now(), 'password-reset', userId, token, false);
  const [user] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('USER', 'LINK_NOT_ACTIVE');
  return user;
}

async function setPassword(q: Queryable, now: Date, user: { id: string; email: string; firstName: string }, passwordHash: string, lang: Language) {
  await q.update(users).set({ passwordHash, passwordChangedAt: now }).where(eq(users.id, user.id));
  await enqueueMessage(q, now, { channel: 'email', recipient: user.email, template: 'passwordChanged', language: lang, params: { firstName: user.firstName } });
}

export async function resetPassword(deps: AccountDeps, input: ResetPasswordInput & { email: string }, lang: Language, address: string): Promise<void> {
  await enforce(deps.db, deps.clock, accountLimits.resetAddress(address));
  const passwordHash = await hashPassword(input.password);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await liveLinkToken(tx, now, 'password-reset', input.userId, input.token, true);
    const [user] = await tx.select().from(users).where(eq(users.id, input.userId));
    if (!user || user.email !== input.email) throw new AppError('USER', 'LINK_NOT_ACTIVE');
    await setPassword(tx, now, user, passwordHash, lang);
    // Whoever knew the old password is signed out everywhere; a reset by e-mail also proves the address.
    await revokeUserSessions(tx, now, user.id);
    await tx.update(users).set({ emailConfirmedAt: now }).where(and(eq(users.id, user.id), isNull(users.emailConfirmedAt)));
  });
}

export async function changePassword(deps: AccountDeps, session: { userId: string; sessionId: string }, input: ChangePasswordInput, lang: Language) {
  await enforce(deps.db, deps.clock, accountLimits.changeAccount(session.userId));
  const [user] = await deps.db.select().from(users).where(eq(users.id, session.userId));
  if (!user) throw new AppError('COMMON', 'UNAUTHORIZED', undefined, 401);
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) throw new AppError('USER', 'CURRENT_PASSWORD_WRONG');
  const passwordHash = await hashPassword(input.password);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await setPassword(tx, now, user, passwordHash, lang);
    await revokeUserSessions(tx, now, user.id, session.sessionId);
  });
}
