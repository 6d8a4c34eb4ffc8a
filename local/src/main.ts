/**
 * `npm start`: the whole product offline on http://localhost:3000 (PORT overrides).
 * Env: PORT, DATA_DIR, DYNAMODB_PORT, S3_PORT, ADMIN_EMAIL, ADMIN_PASSWORD, GOOGLE_CLIENT_ID, LOG_LEVEL.
 */
import './polyfills';
import type { LogLevel } from '@recurso/functions/logger';
import { type Runtime, StartupError, startRuntime } from './runtime';

const portFrom = (name: string): number | undefined => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 65535)
    throw new StartupError(`${name} must be a port number (1-65535), got "${raw}".`);
  return n;
};

async function main(): Promise<void> {
  const t0 = performance.now();
  let runtime: Runtime;
  try {
    runtime = await startRuntime({
      port: portFrom('PORT') ?? 3000,
      dataDir: process.env.DATA_DIR,
      dynamoPort: portFrom('DYNAMODB_PORT'),
      s3Port: portFrom('S3_PORT'),
      adminEmail: process.env.ADMIN_EMAIL,
      adminPassword: process.env.ADMIN_PASSWORD,
      logLevel: (process.env.LOG_LEVEL as LogLevel | undefined) ?? 'info',
      env: {
        GOOGLE_CLIENT_ID: process.env.GOOGLE_CLIENT_ID || undefined,
        ...(process.env.GOOGLE_JWKS_URL ? { GOOGLE_JWKS_URL: process.env.GOOGLE_JWKS_URL } : {}),
      },
    });
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    process.stderr.write(`npm start: ${message}\n`);
    process.exit(1);
  }
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
}

void main();
