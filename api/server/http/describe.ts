import { describeRoute, resolver } from 'hono-openapi';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { apiErrorSchema, serverErrorSchema } from '../../contract/errors';

interface RouteDoc {
  operationId: string;
  summary: string;
  tags: string[];
  /** The success body; absent for an empty 204 answer. */
  response?: StandardSchemaV1;
  status?: 200 | 201 | 204;
  /** Response headers worth typing for the client, e.g. `x-pagination`. */
  headers?: Record<string, { description: string }>;
  /** Needs the bearer token. */
  auth?: boolean;
}

const json = (schema: StandardSchemaV1) => ({ 'application/json': { schema: resolver(schema) } });

/** One OpenAPI description per route, with the catalogue's error answers every route can give. */
export function describe(doc: RouteDoc) {
  const status = doc.status ?? 200;
  return describeRoute({
    operationId: doc.operationId,
    summary: doc.summary,
    tags: doc.tags,
    ...(doc.auth ? { security: [{ bearer: [] }] } : {}),
    responses: {
      [status]: {
        description: 'Success',
        ...(doc.response ? { content: json(doc.response) } : {}),
        ...(doc.headers ? { headers: Object.fromEntries(Object.entries(doc.headers).map(([k, h]) => [k, { ...h, schema: { type: 'string' } }])) } : {}),
      },
      400: { description: 'Refused: a catalogued `{ type, reason, params? }`, or field issues', content: json(apiErrorSchema) },
      ...(doc.auth ? { 401: { description: 'Not signed in', content: json(apiErrorSchema) } } : {}),
      404: { description: 'Not found', content: json(apiErrorSchema) },
      500: { description: 'Technical issue, with the request id', content: json(serverErrorSchema) },
    },
  });
}
