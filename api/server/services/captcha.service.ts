import { randomInt } from 'node:crypto';
import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { minutes, type Clock } from '../clock';
import type { Db, Queryable } from '../db/database';
import { singleUseTokens } from '../db/schema';
import { AppError } from '../http/app-error';
import { hashToken, newToken } from '../security/tokens';

const challengeLifetimeMs = minutes(10);
const passLifetimeMs = minutes(5);

/**
 * A self-hosted ALTCHA proof of work: the browser searches for the counter that gives the signed key
 * prefix. `work` is the average number of SHA-256 hashes that takes.
 */
export function createCaptchaChallenge(deps: { clock: Clock; secret: string; work: number }): Promise<Challenge> {
  const low = Math.max(1, Math.floor(deps.work / 2));
  return createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: randomInt(low, low + Math.max(1, deps.work)),
    deriveKey,
    // The expiry travels in the signed data and is checked against the server's clock in
    // validateCaptcha: altcha's own `expiresAt` is compared with the wall clock, not the injected one.
    data: { expiresAtMs: deps.clock.now().getTime() + challengeLifetimeMs },
    hmacSignatureSecret: deps.secret,
    hmacKeySignatureSecret: `${deps.secret}:key`,
  });
}

interface CaptchaPayload {
  challenge: Challenge;
  solution: Solution;
}

function decodePayload(token: string): CaptchaPayload | undefined {
  try {
    const parsed = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as Partial<CaptchaPayload>;
    if (!parsed.challenge?.parameters || !parsed.challenge.signature || !parsed.solution) return undefined;
    return parsed as CaptchaPayload;
  } catch {
    return undefined;
  }
}

/**
 * Verifies a solved challenge once (a challenge is spent by its first use) and hands out a pass
 * that the next sign-in spends.
 */
export async function validateCaptcha(db: Db, deps: { clock: Clock; secret: string }, token: string): Promise<string> {
  const payload = decodePayload(token);
  if (!payload) throw new AppError('USER', 'CAPTCHA_INVALID');
  const result = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution,
    deriveKey,
    hmacSignatureSecret: deps.secret,
    hmacKeySignatureSecret: `${deps.secret}:key`,
  }).catch(() => ({ verified: false }));
  if (!result.verified) throw new AppError('USER', 'CAPTCHA_INVALID');
  const now = deps.clock.now();
  // Signed with the challenge, so a verified one carries the expiry the server wrote.
  if (!(Number(payload.challenge.parameters.data?.expiresAtMs) > now.getTime())) throw new AppError('USER', 'CAPTCHA_INVALID');
  const pass = newToken();
  await db.transaction(async (tx) => {
    const spent = await tx
      .insert(singleUseTokens)
      .values({
        purpose: 'captcha-challenge',
        tokenHash: hashToken(payload.challenge.signature ?? ''),
        expiresAt: new Date(now.getTime() + challengeLifetimeMs),
        usedAt: now,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: singleUseTokens.id });
    if (spent.length === 0) throw new AppError('USER', 'CAPTCHA_INVALID');
    await tx.insert(singleUseTokens).values({
      purpose: 'captcha-pass',
      tokenHash: hashToken(pass),
      expiresAt: new Date(now.getTime() + passLifetimeMs),
      createdAt: now,
    });
  });
  return pass;
}

/** Spends a captcha pass; false when it is unknown, used or expired. */
export async function spendCaptchaPass(q: Queryable, now: Date, pass: string): Promise<boolean> {
  const spent = await q
    .update(singleUseTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(singleUseTokens.purpose, 'captcha-pass'),
        eq(singleUseTokens.tokenHash, hashToken(pass)),
        isNull(singleUseTokens.usedAt),
        gt(singleUseTokens.expiresAt, now),
      ),
    )
    .returning({ id: singleUseTokens.id });
  return spent.length === 1;
}
