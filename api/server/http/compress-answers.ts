import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

/** Below this the headers cost about what compression saves. */
export const compressThreshold = 1024;

/** brotli when the caller takes it (about 15% smaller than gzip on our JSON), else gzip, else none. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  if (!acceptEncoding) return undefined;
  const offered = new Map(
    acceptEncoding.split(',').map((part) => {
      const [name = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      return [name.trim(), q ? Number(q.slice(2)) : 1] as const;
    }),
  );
  if ((offered.get('br') ?? 0) > 0) return 'br';
  if ((offered.get('gzip') ?? 0) > 0) return 'gzip';
  return undefined;
}

/** brotli at quality 5 (a few hundred microseconds for a page of results) or gzip at level 6. */
export function compressText(body: Buffer, encoding: 'br' | 'gzip'): Buffer<ArrayBuffer> {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } })
    : gzipSync(body, { level: 6 });
}

/**
 * The last compressed bodies, by their encoding and a hash of the JSON: the catalogue's cached
 * answers come back byte for byte, and hashing one costs a few microseconds where brotli costs a
 * few hundred. Keyed by content, an entry is never stale.
 */
export class CompressedBodies {
  #bodies = new Map<string, Buffer<ArrayBuffer>>();
  #bytes = 0;

  constructor(
    readonly maxEntries = 500,
    readonly maxBytes = 8 * 1024 * 1024,
  ) {}

  of(body: Buffer, encoding: 'br' | 'gzip'): Buffer<ArrayBuffer> {
    const key = `${encoding}:${createHash('sha1').update(body).digest('base64')}`;
    const known = this.#bodies.get(key);
    if (known) {
      this.#bodies.delete(key);
      this.#bodies.set(key, known);
      return known;
    }
    const compressed = compressText(body, encoding);
    this.#bodies.set(key, compressed);
    this.#bytes += compressed.length;
    for (const [oldest, value] of this.#bodies) {
      if (this.#bodies.size <= this.maxEntries && this.#bytes <= this.maxBytes) break;
      this.#bodies.delete(oldest);
      this.#bytes -= value.length;
    }
    return compressed;
  }
}

/**
 * Compresses the API's JSON answers of at least `compressThreshold` bytes with brotli (quality 5: a
 * few hundred microseconds for a page of results) or gzip, as `Accept-Encoding` allows; a body
 * compressed lately is taken from `CompressedBodies`. Hono's own compress middleware does gzip and
 * deflate only (CompressionStream); brotli needs node:zlib.
 */
export function compressAnswers(): MiddlewareHandler {
  const compressed = new CompressedBodies();
  return async (c, next) => {
    await next();
    const response = c.res;
    if (c.req.method === 'HEAD' || !response.body || response.headers.has('Content-Encoding')) return;
    if (!/^application\/(?:[a-z.+-]*\+)?json\b/i.test(response.headers.get('Content-Type') ?? '')) return;
    if (/\bno-transform\b/i.test(response.headers.get('Cache-Control') ?? '')) return;
    response.headers.append('Vary', 'Accept-Encoding');
    const encoding = pickEncoding(c.req.header('Accept-Encoding'));
    if (!encoding) return;
    const body = Buffer.from(await response.clone().arrayBuffer());
    if (body.length < compressThreshold) return;
    const encoded = compressed.of(body, encoding);
    await response.body.cancel();
    const headers = new Headers(response.headers);
    headers.set('Content-Encoding', encoding);
    headers.set('Content-Length', String(encoded.length));
    c.res = new Response(encoded, { status: response.status, statusText: response.statusText, headers });
  };
}
