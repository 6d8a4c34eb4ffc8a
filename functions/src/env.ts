/**
 * The functions' configuration, read once and validated: a missing or malformed variable stops the
 * process with one message naming every problem (no silent defaults for resources).
 */
import * as z from 'zod/mini';
import { CONFIG_ISSUES, configProblems } from './config-issues';

const optionalUrl = z.optional(z.url());

export const envSchema = z.object({
  AWS_REGION: z.string().check(z.minLength(1)),
  /** DynamoDB single table (core/src/table.ts). */
  TABLE_NAME: z.string().check(z.minLength(1)),
  /** Private buckets (CDK lib/wiring.ts HTTP_SHARED): uploaded originals, and generated PDFs. */
  UPLOADS_BUCKET: z.string().check(z.minLength(1)),
  DOCUMENTS_BUCKET: z.string().check(z.minLength(1)),
  /** Public origin of the SPA, used for every e-mailed link (never a request header). */
  APP_URL: z.url(),
  /** Sender of account and appeal e-mails. */
  MAIL_FROM: z.email(),
  /** Either the JWT signing secret itself (local/tests) or the Secrets Manager ARN holding it (AWS). */
  JWT_SECRET: z.optional(z.string().check(z.minLength(32, 'JWT_SECRET must have at least 32 characters'))),
  JWT_SECRET_ARN: z.optional(z.string().check(z.minLength(1))),
  SESSION_TTL_MINUTES: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(720)), 30),
  /**
   * SECURITY AUTH-6: STAFF/ADMIN sessions must prove a TOTP code before staff/admin routes answer.
   * On unless set to "false" (a test or a one-off local run may switch it off; never in AWS).
   */
  STAFF_TOTP_REQUIRED: z._default(z.stringbool(), true),
  /** Google sign-in: without a client id the endpoint answers that it is not configured. */
  GOOGLE_CLIENT_ID: z.optional(z.string().check(z.minLength(1))),
  GOOGLE_JWKS_URL: z._default(z.url(), 'https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_ISSUERS: z._default(z.string(), 'https://accounts.google.com,accounts.google.com'),
  /**
   * Payments (docs/payments.md). Optional here because most functions never call Asaas; the payment
   * functions check what they need on first use (functions/src/adapters/payments/wiring.ts).
   * Locally the runtime points them at the simulator.
   */
  ASAAS_BASE_URL: optionalUrl,
  /** The API key itself (local) or the Secrets Manager ARN holding it (AWS). */
  ASAAS_API_KEY: z.optional(z.string().check(z.minLength(1))),
  ASAAS_API_KEY_SECRET_ARN: z.optional(z.string().check(z.minLength(1))),
  /** The token Asaas sends in `asaas-access-token`, or its secret's ARN; none = every webhook 401. */
  ASAAS_WEBHOOK_TOKEN: z.optional(
    z.string().check(z.minLength(16, 'ASAAS_WEBHOOK_TOKEN must have at least 16 characters')),
  ),
  ASAAS_WEBHOOK_TOKEN_SECRET_ARN: z.optional(z.string().check(z.minLength(1))),
  ASAAS_TIMEOUT_MS: z.optional(z.coerce.number().check(z.int(), z.gte(100), z.lte(25_000))),
  /** How long a hosted checkout stays payable. */
  ASAAS_CHECKOUT_MINUTES: z._default(z.coerce.number().check(z.int(), z.gte(10), z.lte(1440)), 60),
  /** SQS queue between the webhook route and its consumer (AWS; locally an in-process queue). */
  PAYMENT_EVENTS_QUEUE_URL: optionalUrl,
  /** Local runtime only: point the SDK at DynamoDB Local / s3rver. */
  DYNAMODB_ENDPOINT: optionalUrl,
  S3_ENDPOINT: optionalUrl,
  MAX_JSON_BODY_BYTES: z._default(z.coerce.number().check(z.int(), z.gte(1024)), 256 * 1024),
  LOG_LEVEL: z._default(z.enum(['debug', 'info', 'warn', 'error', 'silent']), 'info'),
});

export type Env = z.infer<typeof envSchema>;

export class ConfigurationError extends Error {}

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source, CONFIG_ISSUES);
  const problems = parsed.success ? [] : configProblems(parsed.error.issues);
  if (!source.JWT_SECRET && !source.JWT_SECRET_ARN) {
    problems.push('JWT_SECRET_ARN: set JWT_SECRET_ARN (AWS) or JWT_SECRET (local)');
  }
  if (parsed.success && problems.length === 0) return parsed.data;
  throw new ConfigurationError(`Invalid configuration: ${problems.join('; ')}`);
}
