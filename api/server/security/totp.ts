import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as authenticator apps use it: SHA-1, 6 digits, 30-second steps. */
const period = 30;
/** A code of the step before or after is taken too: the phone's clock and the typing take a few seconds. */
const window = 1;

const totpOf = (secretBase32: string, label = 'staff') => new TOTP({ issuer: 'Tun', label, algorithm: 'SHA1', digits: 6, period, secret: Secret.fromBase32(secretBase32) });

/** A new random secret (160 bits, as RFC 4226 recommends), in the base32 the apps read. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The `otpauth://` address an authenticator app reads from the QR code. */
export const totpUri = (secretBase32: string, label: string): string => totpOf(secretBase32, label).toString();

/**
 * The time step a code belongs to when it is right at `now` (within one step either side), else null.
 * The caller keeps the last accepted step, so a code once used is not taken again.
 */
export function totpStep(secretBase32: string, code: string, now: Date): number | null {
  const delta = totpOf(secretBase32).validate({ token: code, timestamp: now.getTime(), window });
  return delta === null ? null : Math.floor(now.getTime() / 1000 / period) + delta;
}

/** The code of a secret at a time: what the person's app shows (tests and the first-administrator command's check). */
export const totpCode = (secretBase32: string, at: Date): string => totpOf(secretBase32).generate({ timestamp: at.getTime() });

/** The secret is kept encrypted (AES-256-GCM) with a key derived from the server secret, so a leaked table does not give the codes away. */
const keyOf = (serverSecret: string) => createHash('sha256').update(`staff-totp:${serverSecret}`).digest();

export function sealTotpSecret(secretBase32: string, serverSecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(serverSecret), iv);
  const sealed = Buffer.concat([cipher.update(secretBase32, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

export function openTotpSecret(sealed: string, serverSecret: string): string {
  const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !data) throw new Error('a sealed TOTP secret has three parts');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(serverSecret), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
}
