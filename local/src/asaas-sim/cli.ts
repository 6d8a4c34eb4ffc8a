/**
 * Runs the simulator on its own: `npx tsx local/src/asaas-sim/cli.ts` with ASAAS_SIM_PORT (default
 * 8099), ASAAS_API_KEY, ASAAS_WEBHOOK_TOKEN, ASAAS_SIM_WEBHOOK_URL (e.g.
 * http://127.0.0.1:3000/api/webhooks/asaas) and ASAAS_SIM_DATA_FILE (default .data/asaas-sim.json).
 */
import { startAsaasSimulator } from './index';

async function main(): Promise<void> {
  const env = process.env;
  const apiKey = env.ASAAS_API_KEY;
  if (!apiKey) throw new Error('ASAAS_API_KEY is not set (any value; the app must use the same)');
  const sim = await startAsaasSimulator({
    port: Number(env.ASAAS_SIM_PORT ?? 8099),
    apiKey,
    ...(env.ASAAS_SIM_WEBHOOK_URL ? { webhookUrl: env.ASAAS_SIM_WEBHOOK_URL } : {}),
    ...(env.ASAAS_WEBHOOK_TOKEN ? { webhookToken: env.ASAAS_WEBHOOK_TOKEN } : {}),
    dataFile: env.ASAAS_SIM_DATA_FILE ?? '.data/asaas-sim.json',
  });
  process.stdout.write(`Asaas simulator on ${sim.url} (ASAAS_BASE_URL=${sim.url})\n`);
  const stop = () => void sim.stop().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
