import type { Context, Next, ValidationTargets } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { uniqueSymbol, validator } from 'hono-openapi';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { ApiErrorBody, FieldIssue } from '../../contract/errors';

/** Valibot's own texts are English sentences; a contract message is always a namespaced i18n key. */
const isMessageKey = (message: string) => /^[a-z]+:[A-Za-z0-9_.]+$/.test(message);

export function toFieldIssues(issues: readonly StandardSchemaV1.Issue[]): FieldIssue[] {
  return issues.map((issue) => {
    // Valibot's issues carry the limit of a length or range check as `requirement`.
    const { requirement, input } = issue as { requirement?: unknown; input?: unknown };
    const path = (issue.path ?? []).map((segment) => (typeof segment === 'object' ? String(segment.key) : String(segment))).join('.');
    // A field that is not there at all is 'Required field', whatever its schema would say of a bad value.
    const missing = path !== '' && input === undefined;
    return {
      path,
      message: missing ? 'validation:required' : isMessageKey(issue.message) ? issue.message : 'validation:invalid',
      ...(typeof requirement === 'number' ? { params: { count: requirement } } : {}),
    };
  });
}

/** `application/json` or a `+json` type, as Hono's validator reads it. */
const jsonMediaType = /^application\/([\w.-]+\+)?json$/i;
const mediaType = (contentType: string | undefined) => (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

export const unsupportedMediaTypeBody: ApiErrorBody = { type: 'COMMON', reason: 'UNSUPPORTED_MEDIA_TYPE' };
export const notAnObjectBody: ApiErrorBody = { type: 'COMMON', reason: 'INVALID_INPUT', issues: [{ path: '', message: 'validation:invalid' }] };

/**
 * What Hono's JSON validator lets through: a body that is not declared JSON is read as `{}` (so a
 * form post or a missing Content-Type passed an all-optional filter), and an array satisfies an
 * object schema. The first is a 415, the second a 400, before the schema runs.
 */
async function refuseJsonBody(c: Context): Promise<Response | undefined> {
  if (!jsonMediaType.test(mediaType(c.req.header('content-type')))) return c.json(unsupportedMediaTypeBody, 415);
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new HTTPException(400, { message: 'Malformed JSON in request body' });
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return c.json(notAnObjectBody, 400);
  return undefined;
}

/**
 * Validates one part of the request with a contract schema and documents it in the OpenAPI
 * document. A failure is a 400 with the field issues, in the catalogue's shape; a JSON body must
 * also be declared JSON (415) and be an object (400).
 */
export function input<Schema extends StandardSchemaV1, Target extends keyof ValidationTargets>(target: Target, schema: Schema) {
  const validate = validator(target, schema, (result, c) => {
    if (!result.success) {
      const body: ApiErrorBody = { type: 'COMMON', reason: 'INVALID_INPUT', issues: toFieldIssues(result.error) };
      return c.json(body, 400);
    }
    return undefined;
  });
  if (target !== 'json') return validate;
  const guarded = (async (c: Context, next: Next) => (await refuseJsonBody(c)) ?? validate(c, next)) as typeof validate;
  // The OpenAPI generator finds a validator by this mark: the guarded one documents the same body.
  return Object.assign(guarded, { [uniqueSymbol]: (validate as unknown as Record<symbol, unknown>)[uniqueSymbol] });
}
