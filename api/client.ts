import createClient, { type Middleware } from 'openapi-fetch';
import type { Pagination } from './contract/catalogue';
import { isCatalogued, type ApiErrorBody, type ErrorCode, type ErrorReason, type ErrorType, type FieldIssue } from './contract/errors';
import { idempotencyKeyHeader, idempotencyKeyLifetimeMs, idempotentMethods } from './contract/idempotency';
import type { paths } from './schema.gen';

/** Where the session token lives in the browser (spec section 3: kept in local storage). */
export const tokenStorageKey = 'tun.token';

export type ApiErrorKind = 'rejected' | 'invalid' | 'unauthorized' | 'notFound' | 'tooLarge' | 'rateLimited' | 'server' | 'network';

type ErrorBody = Partial<Omit<ApiErrorBody, 'reason'>> & { reason?: string; message?: string; requestId?: string };

/**
 * The one error every failed call becomes, so flows branch on `kind` and the catalogued `code`, never
 * on raw responses. A type and reason the catalogue does not hold are dropped, so `reason` is always
 * one of api/contract/errors.ts.
 */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly type: ErrorType | undefined;
  readonly reason: ErrorReason | undefined;
  /** `TYPE.REASON`, the key of the refusal's message (`errors:<code>`) and of form-errors' table. */
  readonly code: ErrorCode | undefined;
  readonly params: ApiErrorBody['params'];
  readonly issues: FieldIssue[];
  /** The server's own (localized) message, for 5xx answers. */
  readonly serverMessage: string | undefined;
  readonly requestId: string | undefined;

  constructor(init: { kind: ApiErrorKind; status: number; body?: ErrorBody }) {
    const { type, reason } = init.body ?? {};
    const catalogued = type !== undefined && reason !== undefined && isCatalogued(type, reason);
    super(catalogued ? `${type}.${reason}` : `HTTP ${init.status}`);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status;
    this.type = catalogued ? type : undefined;
    this.reason = catalogued ? (reason as ErrorReason) : undefined;
    this.code = catalogued ? (`${type}.${reason}` as ErrorCode) : undefined;
    this.params = init.body?.params;
    this.issues = init.body?.issues ?? [];
    this.serverMessage = init.body?.message;
    this.requestId = init.body?.requestId;
  }
}

/** Whether a call was refused with this catalogued `TYPE.REASON`: how actors and forms branch on a refusal. */
export const isRefusal = (error: unknown, code: ErrorCode): error is ApiError => error instanceof ApiError && error.code === code;

function kindOf(status: number, body: ErrorBody | undefined): ApiErrorKind {
  if (status === 401) return 'unauthorized';
  if (status === 404) return 'notFound';
  if (status === 413) return 'tooLarge';
  if (status === 429) return 'rateLimited';
  if (status >= 500) return 'server';
  return body?.issues?.length ? 'invalid' : 'rejected';
}

export function toApiError(status: number, body: unknown): ApiError {
  const parsed = body && typeof body === 'object' ? (body as ErrorBody) : undefined;
  return new ApiError({ kind: kindOf(status, parsed), status, ...(parsed ? { body: parsed } : {}) });
}

export interface ApiClientOptions {
  /** Origin of the server; the browser uses its own. */
  baseUrl?: string;
  fetch?: (request: Request) => Promise<Response>;
  getToken?: () => string | null;
  getLanguage?: () => string;
  /** Makes a new `Idempotency-Key` (tests give predictable ones); 128 random bits by default. */
  newIdempotencyKey?: () => string;
}

/** 128 random bits, URL-safe (22 characters). `getRandomValues` works outside secure contexts too. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** A 53-bit hash of bytes (cyrb53), skipping a multipart boundary: which requests are the same one, never a secret. */
function bytesHash(bytes: Uint8Array, skip?: Uint8Array): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  const mix = (value: number) => {
    h1 = Math.imul(h1 ^ value, 2654435761);
    h2 = Math.imul(h2 ^ value, 1597334677);
  };
  for (let at = 0; at < bytes.length; at += 1) {
    if (skip?.length && bytes[at] === skip[0] && skip.every((byte, n) => bytes[at + n] === byte)) {
      // The boundary a client draws anew for every send of the same form: not part of what was sent.
      mix(0x100);
      at += skip.length - 1;
      continue;
    }
    mix(bytes[at] ?? 0);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** What makes two requests the same one: the method, the address and the body (a form without its boundary). */
async function requestFingerprint(request: Request): Promise<string> {
  const body = request.body ? new Uint8Array(await request.clone().arrayBuffer()) : new Uint8Array(0);
  const boundary = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(request.headers.get('content-type') ?? '');
  const skip = boundary ? new TextEncoder().encode(boundary[1] ?? boundary[2] ?? '') : undefined;
  return `${request.method} ${request.url} ${body.length} ${bytesHash(body, skip)}`;
}

/** Whether an answer ends the intent: anything the server answered, but a 5xx (perhaps a proxy's while the server ran) and "still in progress". */
async function answersTheIntent(response: Response): Promise<boolean> {
  if (response.status >= 500) return false;
  if (response.status !== 409) return true;
  const body = (await response
    .clone()
    .json()
    .catch(() => undefined)) as { type?: string; reason?: string } | undefined;
  return !(body?.type === 'COMMON' && body.reason === 'REQUEST_IN_PROGRESS');
}

/** At most this many requests without an answer are remembered (the oldest is forgotten first). */
const maxRememberedIntents = 100;

/**
 * Sends an `Idempotency-Key` with every mutating request, one per intent (DESIGN.md, Errors): a new
 * request gets a new key; the same request sent again after it got no answer (the connection
 * dropped, the server's answer was a 5xx or "still in progress") gets the key it was sent with, so
 * the server answers it as it answered the first instead of running it twice. Once an answer comes,
 * the next identical request is a new intent. Forms (uploads) are the same request when their
 * fields and files are, whatever boundary the browser draws. A request that names its own key keeps it.
 */
export function idempotencyKeys(newKey: () => string = newIdempotencyKey): Middleware {
  /** The key of each request that got no answer, by its fingerprint. */
  const unanswered = new Map<string, { key: string; at: number }>();
  const sent = new Map<string, { fingerprint: string; key: string }>();
  const remember = (entry: { fingerprint: string; key: string }) => {
    unanswered.delete(entry.fingerprint);
    unanswered.set(entry.fingerprint, { key: entry.key, at: Date.now() });
    for (const fingerprint of unanswered.keys()) {
      if (unanswered.size <= maxRememberedIntents) break;
      unanswered.delete(fingerprint);
    }
  };
  return {
    async onRequest({ request, id }) {
      if (!idempotentMethods.has(request.method) || request.headers.has(idempotencyKeyHeader)) return request;
      const fingerprint = await requestFingerprint(request);
      const earlier = unanswered.get(fingerprint);
      // The server keeps an answer a day: an older key would be a new request there anyway.
      const key = earlier && Date.now() - earlier.at < idempotencyKeyLifetimeMs ? earlier.key : newKey();
      sent.set(id, { fingerprint, key });
      request.headers.set(idempotencyKeyHeader, key);
      return request;
    },
    async onResponse({ response, id }) {
      const entry = sent.get(id);
      if (!entry) return response;
      sent.delete(id);
      if (!(await answersTheIntent(response))) remember(entry);
      else if (unanswered.get(entry.fingerprint)?.key === entry.key) unanswered.delete(entry.fingerprint);
      return response;
    },
    onError({ id }) {
      const entry = sent.get(id);
      if (!entry) return;
      sent.delete(id);
      remember(entry);
    },
  };
}

const browserToken = () => (typeof localStorage === 'undefined' ? null : localStorage.getItem(tokenStorageKey));
const browserLanguage = () => (typeof document === 'undefined' ? 'hy' : document.documentElement.lang || 'hy');

export function createApiClient(options: ApiClientOptions = {}) {
  const unauthorizedListeners = new Set<() => void>();
  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? '',
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const headers: Middleware = {
    onRequest({ request }) {
      const token = (options.getToken ?? browserToken)();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      // A call made for a given language says so itself (query keys hold it); others follow the page.
      if (!request.headers.has('Accept-Language')) request.headers.set('Accept-Language', (options.getLanguage ?? browserLanguage)());
      return request;
    },
    onResponse({ response }) {
      if (response.status === 401) for (const listener of unauthorizedListeners) listener();
      return response;
    },
  };
  client.use(headers, idempotencyKeys(options.newIdempotencyKey));
  return {
    ...client,
    /** Called on every 401 answer: the session is gone, so the app signs the user out. */
    onUnauthorized(listener: () => void) {
      unauthorizedListeners.add(listener);
      return () => {
        unauthorizedListeners.delete(listener);
      };
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** Awaits an openapi-fetch call and returns its data, or throws the one typed `ApiError`. */
export async function unwrap<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  let result: { data?: T; error?: unknown; response: Response };
  try {
    result = await call;
  } catch (cause) {
    if (cause instanceof ApiError) throw cause;
    throw new ApiError({ kind: 'network', status: 0 });
  }
  if (!result.response.ok) throw toApiError(result.response.status, result.error);
  return result.data as T;
}

/**
 * A paged list (apartments, foreign projects, broker partners, builder buildings): the items and the
 * counts the server puts in the `x-pagination` header (spec section 7).
 */
export async function unwrapPaged<T, P = Pagination>(call: Promise<{ data?: T[]; error?: unknown; response: Response }>): Promise<{ items: T[]; pagination: P }> {
  let response: Response | undefined;
  const items = await unwrap(
    call.then((result) => {
      response = result.response;
      return result;
    }),
  );
  const header = response?.headers.get('x-pagination');
  if (!header) throw new ApiError({ kind: 'server', status: response?.status ?? 0 });
  return { items, pagination: JSON.parse(header) as P };
}

/**
 * Where the app's calls go when the server renders a page: straight into the API app, in-process,
 * as a visitor without a session (the server never sees the browser's token).
 */
let inProcess: { fetch: (request: Request) => Promise<Response>; language: () => string } | undefined;

export function routeCallsInProcess(route: { fetch: (request: Request) => Promise<Response>; language: () => string }) {
  inProcess = route;
}

const onServer = typeof window === 'undefined';
const viaServer = (request: Request) => (inProcess ? inProcess.fetch(request) : Promise.reject(new Error('routeCallsInProcess was not called')));

/**
 * The app's client: in the browser same-origin, token from local storage, language from `<html lang>`;
 * in the server's page renderer in-process (`routeCallsInProcess`).
 */
export const api = createApiClient(
  onServer ? { baseUrl: 'http://in-process', fetch: viaServer, getToken: () => null, getLanguage: () => inProcess?.language() ?? 'hy' } : {},
);
