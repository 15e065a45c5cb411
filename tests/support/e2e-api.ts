import { expect } from 'vitest';
import type { Language } from '../../api/contract/validation';

export interface CallInit {
  method?: string;
  body?: unknown;
  token?: string;
  lang?: Language;
  /** The caller's address (X-Forwarded-For): each journey its own, for the rate limits. */
  address: string;
}

/** A JSON call to the browser suite's server that must succeed (a journey's setup, or a look at the sandbox mailbox). */
export async function callApi<T>(baseUrl: string, path: string, init: CallInit): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': init.address, 'accept-language': init.lang ?? 'en', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  expect(response.status, `${path}: ${response.status}`).toBeLessThan(300);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/** A new customer as the site makes one: signed up, the mailed link followed, signed in; answers the session's token. */
export async function signedUpCustomer(baseUrl: string, person: { firstName: string; lastName: string; email: string; password: string; lang: Language; address: string }): Promise<string> {
  const { email, password, lang, address } = person;
  await callApi(baseUrl, '/api/account/sign-up', { method: 'POST', address, lang, body: { firstName: person.firstName, lastName: person.lastName, email, password, confirmPassword: password, terms: true } });
  const [confirmation] = await callApi<{ body: string }[]>(baseUrl, `/api/sandbox/mailbox?to=${encodeURIComponent(email)}`, { address });
  const link = new URL(/http:\/\/\S+/.exec(confirmation?.body ?? '')?.[0] ?? '');
  await callApi(baseUrl, `/api/account/confirm-email?userId=${link.searchParams.get('userId')}&token=${link.searchParams.get('token')}`, { address });
  const { token } = await callApi<{ token: string }>(baseUrl, '/api/account/sign-in', { method: 'POST', address, body: { email, password } });
  return token;
}
