/**
 * A JSON response body, gzipped for a client that accepts it, with CloudFront's own threshold
 * (1,000 bytes): a list of 500 appeals is 107 KB of JSON and ~8 KB gzipped, and every browser sends
 * `Accept-Encoding: gzip`. API Gateway does not compress, so the function does. It applies to the local
 * server and to calls on the API's own URL; CloudFront's `/api/*` behaviour (CachingDisabled) does not
 * forward `Accept-Encoding`, so answers through it stay plain (docs/deploy.md).
 *
 * A frozen body is a cached list shared by every caller (core/src/appeals/queries.ts): its JSON and
 * its gzip are made once per object, so a repeated list is neither serialized nor compressed again.
 */
import { gzipSync } from 'node:zlib';

export const COMPRESS_MIN_BYTES = 1000;

export interface JsonBody {
  /** The JSON, or its gzip in base64 when `gzip`. */
  body: string;
  gzip: boolean;
  /** Whether the body's encoding depended on Accept-Encoding (then `Vary: Accept-Encoding`). */
  varies: boolean;
}

interface Encoded {
  json: string;
  /** At least COMPRESS_MIN_BYTES of UTF-8. */
  large: boolean;
  gzipBase64?: string;
}

const frozenBodies = new WeakMap<object, Encoded>();

const gzipBase64 = (json: string): string => gzipSync(json).toString('base64');

export function encodeJsonBody(body: unknown, acceptEncoding: string | undefined): JsonBody {
  const frozen = typeof body === 'object' && body !== null && Object.isFrozen(body);
  let encoded = frozen ? frozenBodies.get(body) : undefined;
  if (!encoded) {
    const json = JSON.stringify(body);
    encoded = { json, large: Buffer.byteLength(json) >= COMPRESS_MIN_BYTES };
    if (frozen) frozenBodies.set(body, encoded);
  }
  if (!encoded.large) return { body: encoded.json, gzip: false, varies: false };
  if (!acceptsGzip(acceptEncoding)) return { body: encoded.json, gzip: false, varies: true };
  if (!frozen) return { body: gzipBase64(encoded.json), gzip: true, varies: true };
  encoded.gzipBase64 ??= gzipBase64(encoded.json);
  return { body: encoded.gzipBase64, gzip: true, varies: true };
}

/** `gzip` (or `*`) listed with a non-zero quality (RFC 9110 §12.5.3). */
export function acceptsGzip(header: string | undefined): boolean {
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (name !== 'gzip' && name !== '*') continue;
    const q = params.find((p) => p.startsWith('q='));
    if (!q || Number(q.slice(2)) > 0) return true;
  }
  return false;
}
