/**
 * The functions' configuration, read once and validated: a missing or malformed variable stops the
 * process with one message naming every problem (no silent defaults for resources).
 */
import * as z from 'zod';

const optionalUrl = z.url().optional();

export const envSchema = z.object({
  AWS_REGION: z.string().min(1),
  /** DynamoDB single table (core/src/table.ts). */
  TABLE_NAME: z.string().min(1),
  /** Private buckets (CDK lib/wiring.ts HTTP_SHARED): uploaded originals, and generated PDFs. */
  UPLOADS_BUCKET: z.string().min(1),
  DOCUMENTS_BUCKET: z.string().min(1),
  /** Public origin of the SPA, used for every e-mailed link (never a request header). */
  APP_URL: z.url(),
  /** Sender of account and appeal e-mails. */
  MAIL_FROM: z.email(),
  /** Either the JWT signing secret itself (local/tests) or the Secrets Manager ARN holding it (AWS). */
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must have at least 32 characters').optional(),
  JWT_SECRET_ARN: z.string().min(1).optional(),
  SESSION_TTL_MINUTES: z.coerce.number().int().min(1).max(720).default(30),
  /**
   * SECURITY AUTH-6: STAFF/ADMIN sessions must prove a TOTP code before staff/admin routes answer.
   * On unless set to "false" (a test or a one-off local run may switch it off; never in AWS).
   */
  STAFF_TOTP_REQUIRED: z.stringbool().default(true),
  /** Google sign-in: without a client id the endpoint answers that it is not configured. */
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_ISSUERS: z.string().default('https://accounts.google.com,accounts.google.com'),
  /**
   * Payments (docs/payments.md). Optional here because most functions never call Asaas; the payment
   * functions check what they need on first use (functions/src/adapters/payments/wiring.ts).
   * Locally the runtime points them at the simulator.
   */
  ASAAS_BASE_URL: optionalUrl,
  /** The API key itself (local) or the Secrets Manager ARN holding it (AWS). */
  ASAAS_API_KEY: z.string().min(1).optional(),
  ASAAS_API_KEY_SECRET_ARN: z.string().min(1).optional(),
  /** The token Asaas sends in `asaas-access-token`, or its secret's ARN; none = every webhook 401. */
  ASAAS_WEBHOOK_TOKEN: z.string().min(16, 'ASAAS_WEBHOOK_TOKEN must have at least 16 characters').optional(),
  ASAAS_WEBHOOK_TOKEN_SECRET_ARN: z.string().min(1).optional(),
  ASAAS_TIMEOUT_MS: z.coerce.number().int().min(100).max(25_000).optional(),
  /** How long a hosted checkout stays payable. */
  ASAAS_CHECKOUT_MINUTES: z.coerce.number().int().min(10).max(1440).default(60),
  /** SQS queue between the webhook route and its consumer (AWS; locally an in-process queue). */
  PAYMENT_EVENTS_QUEUE_URL: optionalUrl,
  /** Local runtime only: point the SDK at DynamoDB Local / s3rver. */
  DYNAMODB_ENDPOINT: optionalUrl,
  S3_ENDPOINT: optionalUrl,
  MAX_JSON_BODY_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(256 * 1024),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
});

export type Env = z.infer<typeof envSchema>;

export class ConfigurationError extends Error {}

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((i) => {
        const name = i.path.join('.') || 'env';
        return `${name}: ${source[name] === undefined ? 'is required' : i.message}`;
      });
  if (!source.JWT_SECRET && !source.JWT_SECRET_ARN) {
    problems.push('JWT_SECRET_ARN: set JWT_SECRET_ARN (AWS) or JWT_SECRET (local)');
  }
  if (parsed.success && problems.length === 0) return parsed.data;
  throw new ConfigurationError(`Invalid configuration: ${problems.join('; ')}`);
}
