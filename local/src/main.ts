/**
 * `npm start`: the whole product offline on http://localhost:3000 (PORT overrides).
 * Env: PORT, DATA_DIR, DYNAMODB_PORT, S3_PORT, ADMIN_EMAIL, ADMIN_PASSWORD, GOOGLE_CLIENT_ID,
 * GOOGLE_JWKS_URL, LOG_LEVEL, ASAAS_SIM_PORT (the local Asaas simulator), or ASAAS_BASE_URL +
 * ASAAS_API_KEY + ASAAS_WEBHOOK_TOKEN to use a real Asaas sandbox instead (docs/payments.md).
 *
 * The JVM behind DynamoDB Local takes the longest to boot, so it is spawned before the rest of the
 * code (AWS SDK, handlers) is even loaded.
 */
import './polyfills';
import { join, resolve } from 'node:path';
import type { LogLevel } from '@recurso/functions/logger';
import { type DynamoLocalProcess, spawnDynamoLocal } from './emulators/dynamodb-process';
import { choosePort, StartupError } from './emulators/ports';

const portFrom = (name: string): number | undefined => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 65535) {
    throw new StartupError(`${name} must be a port number (1-65535), got "${raw}".`);
  }
  return n;
};

async function main(): Promise<void> {
  const t0 = performance.now();
  let dynamo: DynamoLocalProcess | undefined;
  try {
    const port = portFrom('PORT') ?? 3000;
    await choosePort(port, 'web app and API', 'PORT');
    const dataDir = resolve(process.env.DATA_DIR || join(__dirname, '..', '..', '.data'));
    dynamo = spawnDynamoLocal({
      port: await choosePort(portFrom('DYNAMODB_PORT'), 'DynamoDB Local', 'DYNAMODB_PORT'),
      dataDir,
    });
    const { startRuntime } = await import('./runtime');
    const runtime = await startRuntime({
      port,
      dataDir,
      dynamo,
      s3Port: portFrom('S3_PORT'),
      asaasSimPort: portFrom('ASAAS_SIM_PORT'),
      adminEmail: process.env.ADMIN_EMAIL,
      adminPassword: process.env.ADMIN_PASSWORD,
      logLevel: (process.env.LOG_LEVEL as LogLevel | undefined) ?? 'info',
      // A new user's first upload should not wait for the OCR engine to start (a cold first page took
      // 11.5 s of CPU where the next took 4.2 s).
      warmOcr: true,
      env: {
        GOOGLE_CLIENT_ID: process.env.GOOGLE_CLIENT_ID || undefined,
        ...(process.env.GOOGLE_JWKS_URL ? { GOOGLE_JWKS_URL: process.env.GOOGLE_JWKS_URL } : {}),
        ...(process.env.ASAAS_BASE_URL
          ? {
              ASAAS_BASE_URL: process.env.ASAAS_BASE_URL,
              ASAAS_API_KEY: process.env.ASAAS_API_KEY,
              ASAAS_WEBHOOK_TOKEN: process.env.ASAAS_WEBHOOK_TOKEN,
            }
          : {}),
      },
    });
    const seconds = ((performance.now() - t0) / 1000).toFixed(1);
    process.stdout.write(
      `[local] ready in ${seconds} s: ${runtime.url}  (API ${runtime.url}/api, data in ${runtime.dataDir}, mail in ${runtime.outboxDir})\n`,
    );
    let stopping = false;
    const stop = async () => {
      if (stopping) return;
      stopping = true;
      await runtime.stop();
      process.exit(0);
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  } catch (err) {
    await dynamo?.stop().catch(() => undefined);
    const message = err instanceof Error ? err.message : String(err);
    process.stderr.write(`npm start: ${message}\n`);
    process.exit(1);
  }
}

void main();
