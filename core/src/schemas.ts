/** Building blocks for request schemas: strict objects (AC-4) whose every message is Portuguese. */
import * as z from 'zod/mini';

/**
 * An object that rejects unknown fields (mass-assignment guard) with a message naming them.
 * Missing or mistyped fields fall back to `requiredMessage`.
 */
export function strictBody<T extends z.core.$ZodLooseShape>(shape: T, requiredMessage: string) {
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Campo não permitido: ${issue.keys.join(', ')}`
        : issue.code === 'invalid_type' && issue.expected === 'object' && issue.input !== undefined
          ? 'O corpo da requisição deve ser um objeto JSON.'
          : requiredMessage,
  });
}

/** A required string: missing, non-string or blank all answer `message`. */
export const requiredString = (message: string) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, message));

/** E-mails are compared and stored in lower case. */
export const emailField = (requiredMessage: string, invalidMessage: string) =>
  z.pipe(
    z.pipe(
      requiredString(requiredMessage).check(z.maxLength(254, invalidMessage)),
      z.email({ error: invalidMessage }),
    ),
    z.transform((e: string) => e.toLowerCase()),
  );

/** Any JSON value (for documents that carry stored items as they are); one named schema in the OpenAPI document. */
export const jsonValue = z.json().register(z.globalRegistry, { id: 'JsonValue' });
