import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { expect } from 'vitest';
import type { OutboxMessage } from '../../api/contract/sandbox';
import type { ManualClock } from '../../api/server/clock';
import type { TestApp } from './test-app';

/** Meets all five conditions. */
export const goodPassword = 'Secret#2026a';
export const otherPassword = 'Another$Pass9';

let sequence = 0;
/** A fresh caller address, so per-address limits of one test do not reach the next. */
export const nextAddress = () => {
  sequence += 1;
  return `198.51.${Math.floor(sequence / 250)}.${(sequence % 250) + 1}`;
};
/** A fresh e-mail; `tag` keeps them readable in a failure. */
export const uniqueEmail = (tag = 'user') => {
  sequence += 1;
  return `${tag}.${sequence}@example.am`;
};

/**
 * Moves the clock to the start of the next fixed rate-limit window of this length, so a test's
 * attempts all fall in one window.
 */
export function startNextWindow(clock: ManualClock, windowMs: number): void {
  clock.set(new Date((Math.floor(clock.now().getTime() / windowMs) + 1) * windowMs));
}

export interface CallOptions {
  address?: string;
  lang?: string;
  token?: string;
  headers?: Record<string, string>;
}

function headersOf(options: CallOptions, json: boolean): Record<string, string> {
  return {
    ...(json ? { 'content-type': 'application/json' } : {}),
    'x-forwarded-for': options.address ?? nextAddress(),
    ...(options.lang ? { 'accept-language': options.lang } : {}),
    ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    ...options.headers,
  };
}

/** A POST with a JSON body (a string is sent as it is, for malformed input). */
export function post(body: unknown, options: CallOptions = {}): RequestInit {
  return {
    method: 'POST',
    headers: headersOf(options, body !== undefined),
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  };
}

export function get(options: CallOptions = {}): RequestInit {
  return { method: 'GET', headers: headersOf(options, false) };
}

export const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

/** The outbox as the sandbox mailbox shows it, newest first. */
export async function mailbox(t: TestApp, to: string): Promise<OutboxMessage[]> {
  const { status, body } = await t.json<OutboxMessage[]>(`/api/sandbox/mailbox?to=${encodeURIComponent(to)}`);
  expect(status).toBe(200);
  return body;
}

export interface MailedLink {
  url: URL;
  userId: string;
  token: string;
}

/** The link of a mailed message (confirmation or reset). */
export function linkIn(message: OutboxMessage | undefined): MailedLink {
  const match = /http:\/\/localhost\/\S+/.exec(message?.body ?? '');
  if (!match) throw new Error(`no link in ${JSON.stringify(message)}`);
  const url = new URL(match[0]);
  return { url, userId: url.searchParams.get('userId') ?? '', token: url.searchParams.get('token') ?? '' };
}

export async function latestLink(t: TestApp, to: string): Promise<MailedLink> {
  return linkIn((await mailbox(t, to))[0]);
}

export function signUpBody(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Ani',
    lastName: 'Petrosyan',
    email: uniqueEmail('ani'),
    password: goodPassword,
    confirmPassword: goodPassword,
    terms: true,
    ...overrides,
  };
}

export interface TestUser {
  email: string;
  password: string;
  userId: string;
}

/** Signs up and answers the e-mail as the server stored it and the mailed link. */
export async function signUp(t: TestApp, overrides: Record<string, unknown> = {}, options: CallOptions = {}) {
  const body = signUpBody(overrides);
  const response = await t.json<{ email: string }>('/api/account/sign-up', post(body, options));
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  const link = await latestLink(t, response.body.email);
  return { email: response.body.email, password: body.password, link };
}

/** A user who signed up and opened the confirmation link. */
export async function confirmedUser(t: TestApp, overrides: Record<string, unknown> = {}): Promise<TestUser> {
  const { email, password, link } = await signUp(t, overrides);
  const confirmed = await t.request(`/api/account/confirm-email?${query({ userId: link.userId, token: link.token })}`);
  expect(confirmed.status).toBe(200);
  return { email, password, userId: link.userId };
}

export function signInRaw(t: TestApp, body: Record<string, unknown>, options: CallOptions = {}) {
  return t.json<{ token: string; expiresAt: string; type?: string; reason?: string; params?: Record<string, unknown> }>(
    '/api/account/sign-in',
    post(body, options),
  );
}

/** Signs in and answers the session token. */
export async function signIn(t: TestApp, user: Pick<TestUser, 'email' | 'password'>, options: CallOptions = {}): Promise<string> {
  const { status, body } = await signInRaw(t, { email: user.email, password: user.password }, options);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.token;
}

export const profile = (t: TestApp, token: string) => t.json<Record<string, unknown>>('/api/account/profile', get({ token }));

/** Fetches a challenge and solves it in Node as the browser would; answers the token to validate. */
export async function solvedCaptcha(t: TestApp): Promise<string> {
  const { status, body: challenge } = await t.json<Challenge>('/api/account/captcha');
  expect(status).toBe(200);
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the captcha challenge could not be solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export function validateCaptcha(t: TestApp, token: string) {
  return t.json<{ captchaToken: string }>(`/api/account/captcha/validate?${query({ token })}`);
}

/** A fresh single-use captcha pass for sign-in. */
export async function captchaPass(t: TestApp): Promise<string> {
  const { status, body } = await validateCaptcha(t, await solvedCaptcha(t));
  expect(status, JSON.stringify(body)).toBe(200);
  return body.captchaToken;
}

/** The catalogued refusal body. */
export const refusal = (type: string, reason: string, params?: Record<string, unknown>) => ({ type, reason, ...(params ? { params } : {}) });

export interface FieldIssue {
  path: string;
  message: string;
  params?: { count: number };
}

export const invalidInput = (issues: FieldIssue[]) => ({ type: 'COMMON', reason: 'INVALID_INPUT', issues });

/** The overrides and the issue of a new password that misses one of the five conditions. */
export const unmetCondition = (password: string): [Record<string, unknown>, FieldIssue[]] => [
  { password, confirmPassword: password },
  [{ path: 'password', message: 'validation:passwordConditions' }],
];

export const unauthorizedBody = { type: 'COMMON', reason: 'UNAUTHORIZED' };
