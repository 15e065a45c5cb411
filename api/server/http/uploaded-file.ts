import type { Context } from 'hono';
import type { ApiErrorBody } from '../../contract/errors';
import { unsupportedMediaTypeBody } from './validate';

const fileRequired: ApiErrorBody = { type: 'COMMON', reason: 'INVALID_INPUT', issues: [{ path: 'file', message: 'validation:required' }] };
const unreadableBody: ApiErrorBody = { type: 'COMMON', reason: 'INVALID_INPUT', issues: [{ path: '', message: 'validation:unreadable' }] };
const isMultipart = (contentType: string | undefined) => (contentType ?? '').split(';')[0]?.trim().toLowerCase() === 'multipart/form-data';

/**
 * The bytes of the `file` field of a multipart upload (a document's picture, a seller's photo), or the
 * answer that refuses the body: 415 when it is not multipart, 400 when it does not read or has no file.
 * The route's own body limit has already refused a body too large.
 */
export async function uploadedFile(c: Context): Promise<Uint8Array | Response> {
  if (!isMultipart(c.req.header('content-type'))) return c.json(unsupportedMediaTypeBody, 415);
  let body: Record<string, string | File | (string | File)[]>;
  try {
    body = await c.req.parseBody();
  } catch {
    return c.json(unreadableBody, 400);
  }
  const file = body.file;
  if (!(file instanceof File)) return c.json(fileRequired, 400);
  return new Uint8Array(await file.arrayBuffer());
}
