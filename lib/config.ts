/**
 * Deployment configuration: read from CDK context (`-c key=value` or cdk.json) with environment variables
 * as a fallback, validated at synth time so a bad value stops `cdk synth` with a message naming the key.
 */
import { CONFIG_ISSUES } from '@recurso/functions/config-issues';
import * as z from 'zod/mini';

/** Days after which uploaded originals are deleted (the privacy page states 90 days; LGPD-3). */
export const UPLOAD_RETENTION_DAYS = 90;
/** Noncurrent versions of generated documents are kept this long before S3 expires them. */
export const DOCUMENT_VERSION_RETENTION_DAYS = 30;

/** The region that must hold CloudFront's WAF web ACL and ACM certificate. */
export const EDGE_REGION = 'us-east-1';

const region = z
  .string()
  .check(z.regex(/^[a-z]{2}(-gov)?-[a-z]+-\d$/, 'must be an AWS region such as us-east-1'));
const email = z.email('must be an e-mail address');

export const ConfigSchema = z
  .object({
    stage: z
      .string()
      .check(
        z.regex(
          /^[a-z][a-z0-9-]{1,15}$/,
          'must be 2-16 lowercase letters, digits or dashes, starting with a letter',
        ),
      ),
    account: z.optional(z.string().check(z.regex(/^\d{12}$/, 'must be a 12-digit AWS account id'))),
    region,
    /** Custom domain for the web app (e.g. app.recursocerto.com.br); needs `certificateArn`. */
    domainName: z.optional(
      z.string().check(z.regex(/^(?=.{4,253}$)([a-z0-9-]+\.)+[a-z]{2,}$/, 'must be a lowercase host name')),
    ),
    /** ACM certificate for `domainName`; CloudFront only accepts certificates from us-east-1. */
    certificateArn: z.optional(
      z
        .string()
        .check(
          z.regex(
            /^arn:aws:acm:us-east-1:\d{12}:certificate\/[0-9a-f-]+$/,
            'must be an ACM certificate ARN in us-east-1 (CloudFront reads certificates only from there)',
          ),
        ),
    ),
    asaasMode: z.enum(['sandbox', 'production'], { message: "must be 'sandbox' or 'production'" }),
    bedrockModelId: z
      .string()
      .check(z.regex(/^[a-z0-9.-]+(:\d+)?$/, 'must be a Bedrock model id or inference profile id')),
    bedrockRegion: region,
    /** Textract is not offered in every region (not in sa-east-1); defaults to the stack's region. */
    textractRegion: z.optional(region),
    googleClientId: z.optional(
      z
        .string()
        .check(
          z.regex(/^[\w-]+\.apps\.googleusercontent\.com$/, 'must end with .apps.googleusercontent.com'),
        ),
    ),
    senderEmail: email,
    alarmEmail: email,
    /** Requests per 5 minutes per IP before the WAF blocks (AUTH-3). */
    wafRateLimit: z.coerce.number().check(z.int(), z.gte(100), z.lte(2_000_000_000)),
    /** Steady-state requests per second for the API stage (REL-5: set our own stage limits). */
    apiRateLimit: z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)),
    apiBurstLimit: z.coerce.number().check(z.int(), z.gte(1), z.lte(5_000)),
  })
  .check(
    z.refine((c) => (c.domainName === undefined) === (c.certificateArn === undefined), {
      message: 'domainName and certificateArn go together: set both or neither',
      path: ['certificateArn'],
    }),
  );

export type Config = z.infer<typeof ConfigSchema>;

/** Context key → environment variable used when the context does not set it. */
export const CONFIG_KEYS: Record<keyof Config, string> = {
  stage: 'STAGE',
  account: 'CDK_DEFAULT_ACCOUNT',
  region: 'CDK_DEFAULT_REGION',
  domainName: 'DOMAIN_NAME',
  certificateArn: 'CERTIFICATE_ARN',
  asaasMode: 'ASAAS_MODE',
  bedrockModelId: 'BEDROCK_MODEL_ID',
  bedrockRegion: 'BEDROCK_REGION',
  textractRegion: 'TEXTRACT_REGION',
  googleClientId: 'GOOGLE_CLIENT_ID',
  senderEmail: 'SENDER_EMAIL',
  alarmEmail: 'ALARM_EMAIL',
  wafRateLimit: 'WAF_RATE_LIMIT',
  apiRateLimit: 'API_RATE_LIMIT',
  apiBurstLimit: 'API_BURST_LIMIT',
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Builds the config from a context reader (e.g. `(k) => app.node.tryGetContext(k)`) and an environment.
 * Context wins over the environment; empty strings count as unset.
 */
export function loadConfig(
  context: (key: string) => unknown,
  env: Record<string, string | undefined> = process.env,
): Config {
  const raw: Record<string, unknown> = {};
  for (const [key, envName] of Object.entries(CONFIG_KEYS)) {
    const value = context(key) ?? env[envName];
    if (value !== undefined && value !== '') raw[key] = value;
  }
  const parsed = ConfigSchema.safeParse(raw, CONFIG_ISSUES);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => {
      const key = i.path.join('.') || '(config)';
      const source = CONFIG_KEYS[key as keyof Config];
      const message = i.code === 'invalid_type' && raw[key] === undefined ? 'is required' : i.message;
      return `  - ${key}: ${message}${source ? ` (context "${key}" or env ${source})` : ''}`;
    });
    throw new ConfigError(`Invalid deployment configuration:\n${lines.join('\n')}\nSee docs/deploy.md.`);
  }
  return parsed.data;
}

/** Asaas API base URL and hosted-checkout origin per mode (ASAAS.md). */
export const ASAAS_ENDPOINTS = {
  sandbox: { apiBaseUrl: 'https://api-sandbox.asaas.com', checkoutOrigins: ['https://sandbox.asaas.com'] },
  production: {
    apiBaseUrl: 'https://api.asaas.com',
    checkoutOrigins: ['https://asaas.com', 'https://www.asaas.com'],
  },
} as const;
