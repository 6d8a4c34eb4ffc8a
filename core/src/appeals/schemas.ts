/**
 * Request bodies of the appeals API (SPEC §7). Strict: an unknown field is a 400, so a client can
 * never slip `status`, `value`, `userId` or `documentKey` into a stored appeal (SECURITY AC-4).
 */
import * as z from 'zod/mini';
import { APPEAL_TYPES } from '../appeal';
import { ValidationError } from '../errors';
import { ManualEntrySchema } from '../facts/manual-entry';
import { MESSAGES } from './files';

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const optionalText = (max: number) => z.optional(text(max));

export const uploadRequestSchema = z.strictObject({
  files: z.array(
    z.strictObject({
      name: text(255).check(z.minLength(1)),
      size: z.number().check(z.int(), z.nonnegative()),
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
/** Either mode (documents the body; parseGenerateRequest picks the mode for clearer messages). */
export const generateRequestSchema = z.union([generateFromUploadsSchema, generateFromFormSchema]);
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
  generatedText: z.optional(z.string().check(z.maxLength(MAX_APPEAL_TEXT))),
  status: z.optional(z.literal('pending_payment')),
  value: z.optional(z.number()),
});
export type SaveRequest = z.infer<typeof saveRequestSchema>;

export const updateTextSchema = z.strictObject({
  generatedText: z.string().check(z.maxLength(MAX_APPEAL_TEXT)),
  regeneratePdf: z.optional(z.boolean()),
});
export const updateStatusSchema = z.strictObject({ status: z.literal('pending_payment') });

/** A zod issue in Portuguese (zod/mini has no messages of its own). */
function describeIssue(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'too_big':
      return issue.origin === 'string'
        ? `texto longo demais (máximo ${issue.maximum} caracteres)`
        : `valor grande demais (máximo ${issue.maximum})`;
    case 'too_small':
      return issue.origin === 'string'
        ? 'campo obrigatório'
        : `valor pequeno demais (mínimo ${issue.minimum})`;
    case 'invalid_type':
      // A missing field: parseBody asks for `input` on issues (zod/mini has no English messages to read).
      return issue.input === undefined ? 'campo obrigatório' : `tipo inválido (esperado ${issue.expected})`;
    case 'invalid_value':
      return `valor não permitido (use ${issue.values.map(String).join(' ou ')})`;
    default:
      return 'formato inválido';
  }
}

/** Parses a body or throws a ValidationError in Portuguese that names the offending field. */
export function parseBody<S extends z.ZodMiniType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body, { reportInput: true });
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  if (!issue) throw new ValidationError('Dados inválidos.');
  if (body === undefined || body === null || typeof body !== 'object')
    throw new ValidationError('Envie os dados do recurso em JSON.');
  const message =
    issue.code === 'unrecognized_keys'
      ? `Campo não permitido: ${issue.keys.join(', ')}.`
      : `Dados inválidos${issue.path.length ? ` em ${issue.path.join('.')}` : ''}: ${describeIssue(issue)}.`;
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
