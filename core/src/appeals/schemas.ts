/**
 * Request bodies of the appeals API (SPEC §7). Strict: an unknown field is a 400, so a client can
 * never slip `status`, `value`, `userId` or `documentKey` into a stored appeal (SECURITY AC-4).
 */
import * as z from 'zod';
import { APPEAL_TYPES } from '../appeal';
import { ValidationError } from '../errors';
import { ManualEntrySchema } from '../facts/manual-entry';
import { MESSAGES } from './files';

const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) => text(max).optional();

export const uploadRequestSchema = z.strictObject({
  files: z.array(
    z.strictObject({
      name: text(255).min(1),
      size: z.number().int().nonnegative(),
      contentType: optionalText(100),
    }),
  ),
});
export type UploadRequest = z.infer<typeof uploadRequestSchema>;

const type = z.enum(APPEAL_TYPES);
const additionalText = optionalText(5000);

export const generateFromUploadsSchema = z.strictObject({
  type,
  uploadKeys: z.array(text(200)),
  userName: optionalText(200),
  userCity: optionalText(120),
  additionalText,
});
/** Manual mode: the typed form as the reader's facts module defines it (facts/manual-entry). */
export const generateFromFormSchema = z.strictObject({ type, manual: ManualEntrySchema, additionalText });
export type GenerateFromUploads = z.infer<typeof generateFromUploadsSchema>;
export type GenerateFromForm = z.infer<typeof generateFromFormSchema>;
export type GenerateRequest = GenerateFromUploads | GenerateFromForm;

/** The longest appeal text we store and render (an appeal is a few pages). */
export const MAX_APPEAL_TEXT = 60_000;

/**
 * SPEC's save call sends `{type, code, generatedText, status, value}`. `status` may only repeat what
 * the server sets (pending_payment) and `value` only the server's price; anything else is refused.
 */
export const saveRequestSchema = z.strictObject({
  appealId: optionalText(80),
  type,
  code: optionalText(40),
  generatedText: z.string().max(MAX_APPEAL_TEXT).optional(),
  status: z.literal('pending_payment').optional(),
  value: z.number().optional(),
});
export type SaveRequest = z.infer<typeof saveRequestSchema>;

export const updateTextSchema = z.strictObject({
  generatedText: z.string().max(MAX_APPEAL_TEXT),
  regeneratePdf: z.boolean().optional(),
});
export const updateStatusSchema = z.strictObject({ status: z.literal('pending_payment') });

/** Parses a body or throws a ValidationError that names the offending fields. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const unknown = issue?.code === 'unrecognized_keys' ? issue.keys.join(', ') : undefined;
  const where = issue?.path.length ? issue.path.join('.') : undefined;
  const message = unknown
    ? `Campo não permitido: ${unknown}.`
    : `Dados inválidos${where ? ` em ${where}` : ''}: ${issue?.message ?? 'formato inesperado'}.`;
  throw new ValidationError(message, {
    issues: result.error.issues.map((i) => ({ path: i.path, code: i.code })),
  });
}

/** Picks upload or manual mode by the presence of `manual` and validates that mode strictly. */
export function parseGenerateRequest(body: unknown): GenerateRequest {
  if (body && typeof body === 'object' && 'manual' in body) return parseBody(generateFromFormSchema, body);
  if (body && typeof body === 'object' && !('uploadKeys' in body) && 'type' in body)
    throw new ValidationError(MESSAGES.noFiles);
  return parseBody(generateFromUploadsSchema, body);
}
