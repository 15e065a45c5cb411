import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ApiErrorBody, ServerErrorBody } from '../../contract/errors';
import { serverMessage } from '../i18n';
import { AppError } from './app-error';
import type { AppEnv } from './app-env';

export function errorBody(error: AppError): ApiErrorBody {
  return { type: error.type, reason: error.reason, ...(error.params ? { params: error.params } : {}), ...(error.issues ? { issues: error.issues } : {}) };
}

/** Expected refusals become their catalogued answer; anything else is logged in full and hidden. */
export const handleError: ErrorHandler<AppEnv> = (err, c) => {
  if (err instanceof AppError) {
    return c.json(errorBody(err), err.status);
  }
  if (err instanceof HTTPException && err.status < 500) {
    // Hono raises these for input it cannot read at all (malformed JSON, unreadable body).
    const body: ApiErrorBody = {
      type: 'COMMON',
      reason: err.status === 413 ? 'PAYLOAD_TOO_LARGE' : 'INVALID_INPUT',
      issues: [{ path: '', message: 'validation:unreadable' }],
    };
    return c.json(body, err.status === 413 ? 413 : 400);
  }
  return technicalIssue(c, err);
};

export function technicalIssue(c: Context<AppEnv>, err: unknown) {
  const requestId = c.get('requestId') ?? 'unknown';
  c.get('log')?.error('unhandled error', { error: err instanceof Error ? err : String(err) });
  const body: ServerErrorBody = {
    type: 'COMMON',
    reason: 'TECHNICAL_ISSUE',
    message: serverMessage(c.get('lang') ?? 'hy', 'COMMON.TECHNICAL_ISSUE'),
    requestId,
  };
  return c.json(body, 500);
}

export const apiNotFound: NotFoundHandler<AppEnv> = (c) => {
  const body: ApiErrorBody = { type: 'COMMON', reason: 'NOT_FOUND' };
  return c.json(body, 404);
};
