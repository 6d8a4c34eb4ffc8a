/**
 * Request input: body bytes (size-limited), JSON parsing with a content-type check, and zod
 * validation whose first issue's Portuguese message becomes the 400 answer.
 */
import { PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from '@recurso/core/errors';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type * as z from 'zod/mini';
import { HTTP_MESSAGES } from './errors';

export function lowerCaseHeaders(
  headers: Record<string, string | undefined> | undefined,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers ?? {})) if (v !== undefined) out[k.toLowerCase()] = v;
  return out;
}

export function readBody(event: APIGatewayProxyEventV2, maxBytes: number): Buffer {
  if (!event.body) return Buffer.alloc(0);
  const raw = Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8');
  if (raw.length > maxBytes) throw new PayloadTooLargeError(HTTP_MESSAGES.tooLarge, { maxBytes });
  return raw;
}

const JSON_TYPE = /^application\/([\w.+-]+\+)?json\s*(;|$)/i;

/** Empty body → undefined (the schema then answers its "required" message). */
export function parseJson(raw: Buffer, contentType: string | undefined): unknown {
  if (raw.length === 0) return undefined;
  if (!JSON_TYPE.test(contentType ?? ''))
    throw new UnsupportedMediaTypeError(HTTP_MESSAGES.unsupportedMediaType);
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    throw new ValidationError(HTTP_MESSAGES.malformedJson);
  }
}

/** A field whose schema has no message of its own (zod/mini has none, and zod's own are English). */
const NO_MESSAGE_OF_ITS_OWN = { error: () => HTTP_MESSAGES.invalidInput };

export function validate<S extends z.ZodMiniType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value, NO_MESSAGE_OF_ITS_OWN);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new ValidationError(issue?.message ?? HTTP_MESSAGES.invalidInput, {
    field: issue?.path.join('.') || undefined,
  });
}
