import createClient, { type Middleware } from 'openapi-fetch';
import type { Pagination } from './contract/catalogue';
import { isCatalogued, type ApiErrorBody, type ErrorCode, type ErrorReason, type ErrorType, type FieldIssue } from './contract/errors';
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
  client.use(headers);
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
