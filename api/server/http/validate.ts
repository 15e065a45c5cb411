import type { ValidationTargets } from 'hono';
import { validator } from 'hono-openapi';
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

/**
 * Validates one part of the request with a contract schema and documents it in the OpenAPI
 * document. A failure is a 400 with the field issues, in the catalogue's shape.
 */
export function input<Schema extends StandardSchemaV1, Target extends keyof ValidationTargets>(target: Target, schema: Schema) {
  return validator(target, schema, (result, c) => {
    if (!result.success) {
      const body: ApiErrorBody = { type: 'COMMON', reason: 'INVALID_INPUT', issues: toFieldIssues(result.error) };
      return c.json(body, 400);
    }
    return undefined;
  });
}
