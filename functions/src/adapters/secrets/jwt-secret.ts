/** The JWT signing secret: from the environment (local) or Secrets Manager (AWS), read once per process. */
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';

export async function loadJwtSecret(opts: {
  secret?: string;
  secretArn?: string;
  region: string;
}): Promise<string> {
  if (opts.secret) return opts.secret;
  if (!opts.secretArn) throw new Error('Invalid configuration: set JWT_SECRET_ARN or JWT_SECRET');
  const client = new SecretsManagerClient({ region: opts.region });
  const out = await client.send(new GetSecretValueCommand({ SecretId: opts.secretArn }));
  const value = out.SecretString ?? '';
  if (value.length < 32) throw new Error('JWT secret in Secrets Manager must have at least 32 characters');
  return value;
}
