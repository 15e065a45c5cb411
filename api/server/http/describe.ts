import { describeRoute, resolver } from 'hono-openapi';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { apiErrorSchema, serverErrorSchema } from '../../contract/errors';
import { idempotencyKeyHeader, idempotencyKeyPattern, idempotentReplayedHeader } from '../../contract/idempotency';

interface RouteDoc {
  operationId: string;
  summary: string;
  tags: string[];
  /** The success body; absent for an empty 204 answer. */
  response?: StandardSchemaV1;
  status?: 200 | 201 | 204;
  /** Response headers worth typing for the client, e.g. `x-pagination`. */
  headers?: Record<string, { description: string }>;
  /** Counted by a rate limit (security/rate-limit.ts): 429 with the seconds to wait. */
  rateLimited?: boolean;
  /** Asks an outside system (a registry) that may be down: 503, and nothing changed. */
  outsideSystem?: boolean;
}

export const jsonContent = (schema: StandardSchemaV1) => ({ 'application/json': { schema: resolver(schema) } });
const refusal = (description: string) => ({ description, content: jsonContent(apiErrorSchema) });

/**
 * One OpenAPI description per route, with every answer it can give besides success: the
 * catalogue's refusals, 431 from the HTTP server, the hidden 500, and the 429 and 503 the route
 * says it can meet. 401 comes with `requireSession`, 413 and 415 with a body (`declareBodyAnswers`).
 */
export function describe(doc: RouteDoc) {
  const status = doc.status ?? 200;
  return describeRoute({
    operationId: doc.operationId,
    summary: doc.summary,
    tags: doc.tags,
    responses: {
      [status]: {
        description: 'Success',
        ...(doc.response ? { content: jsonContent(doc.response) } : {}),
        ...(doc.headers ? { headers: Object.fromEntries(Object.entries(doc.headers).map(([k, h]) => [k, { ...h, schema: { type: 'string' } }])) } : {}),
      },
      400: refusal('Refused: a catalogued `{ type, reason, params? }`, or field issues'),
      404: refusal('Not found'),
      ...(doc.rateLimited ? { 429: refusal('Too many attempts: `params.seconds` until the next may be made') } : {}),
      431: { description: 'Request headers too large (answered by the HTTP server, without a body)' },
      500: { description: 'Technical issue, with the request id', content: jsonContent(serverErrorSchema) },
      ...(doc.outsideSystem ? { 503: refusal('An outside system is unavailable; nothing changed, try again later') } : {}),
    },
  });
}

/** A route refused by the state of what it acts on (a code used, a chart that does not take the step): its 409, nothing changed. */
export const conflictDoc = (description: string) => describeRoute({ responses: { 409: refusal(description) } });

/** The 401 of every operation behind `requireSession`, documented by the middleware itself. */
export const signedInDoc = {
  security: [{ bearer: [] }],
  responses: { 401: refusal('Not signed in, or the session ended') },
};

interface OpenApiOperation {
  requestBody?: unknown;
  parameters?: { in: string; name: string; [field: string]: unknown }[];
  responses?: Record<string, { description: string; content?: unknown }>;
}

const bodyMethods = new Set(['post', 'put', 'patch', 'delete']);

/**
 * Answers that come with a request body rather than with a route: any body over the limit is a 413
 * (app.ts), and a JSON body sent as anything else a 415 (validate.ts).
 */
export function declareBodyAnswers<Document extends { paths?: object }>(document: Document): Document {
  for (const operations of Object.values(document.paths ?? {}) as Record<string, OpenApiOperation>[]) {
    for (const [method, operation] of Object.entries(operations)) {
      const responses = operation.responses;
      if (!bodyMethods.has(method) || !responses) continue;
      // The same catalogued body as the operation's 400, already resolved to JSON Schema.
      const content = responses['400']?.content;
      // An operation that documents its own body limit or media type (a picture upload) keeps it.
      responses['413'] ??= { description: 'The body is over 1 MB', content };
      if (operation.requestBody) responses['415'] ??= { description: 'The body is not sent as JSON (Content-Type: application/json)', content };
    }
  }
  return document;
}

/**
 * The `Idempotency-Key` header every mutating operation takes (http/idempotency.ts), and the two
 * answers it adds: 409 while the first request of the key still runs, 422 for a key sent before with
 * another request.
 */
export function declareIdempotencyKey<Document extends { paths?: object }>(document: Document): Document {
  for (const operations of Object.values(document.paths ?? {}) as Record<string, OpenApiOperation>[]) {
    for (const [method, operation] of Object.entries(operations)) {
      const responses = operation.responses;
      if (!bodyMethods.has(method) || !responses) continue;
      const parameters = (operation.parameters ??= []);
      if (!parameters.some((parameter) => parameter.in === 'header' && parameter.name.toLowerCase() === idempotencyKeyHeader.toLowerCase())) {
        parameters.push({
          in: 'header',
          name: idempotencyKeyHeader,
          required: false,
          description: `A random key per intent, sent again with a retry whose answer was lost: a repeat of the same request (method, path, body) within a day gets the first answer again, marked \`${idempotentReplayedHeader}: true\`.`,
          schema: { type: 'string', pattern: idempotencyKeyPattern.source },
        });
      }
      const content = responses['400']?.content;
      responses['409'] ??= { description: 'The first request of this Idempotency-Key is still running (`COMMON.REQUEST_IN_PROGRESS`)', content };
      responses['422'] ??= { description: 'The Idempotency-Key was sent before with another request (`COMMON.IDEMPOTENCY_KEY_REUSED`)', content };
    }
  }
  return document;
}
