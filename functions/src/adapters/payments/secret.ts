/** Reads one Secrets Manager string (Asaas API key, webhook token); callers memoise it per container. */
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';

export async function readSecretString(secretArn: string, region: string): Promise<string> {
  const client = new SecretsManagerClient({ region });
  try {
    const out = await client.send(new GetSecretValueCommand({ SecretId: secretArn }));
    const value = out.SecretString?.trim() ?? '';
    if (!value) throw new Error(`Invalid configuration: the secret ${secretArn} is empty`);
    return value;
  } finally {
    client.destroy();
  }
}
