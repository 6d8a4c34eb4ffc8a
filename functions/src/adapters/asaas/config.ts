/** Asaas connection settings. On AWS the API key comes from Secrets Manager; locally from the simulator. */
export interface AsaasConfig {
  /** https://api-sandbox.asaas.com, https://api.asaas.com, or the local simulator's origin. */
  baseUrl: string;
  apiKey: string;
  /** Per-request limit; API Gateway gives the whole request 29 s. */
  timeoutMs?: number;
  userAgent?: string;
}

export const DEFAULT_ASAAS_TIMEOUT_MS = 8000;
export const DEFAULT_ASAAS_USER_AGENT = 'RecursoCerto/0.1 (recursos de multas; +https://recursocerto.com.br)';

/** Reads ASAAS_BASE_URL and ASAAS_API_KEY; throws at start-up when one is missing (fail fast). */
export function asaasConfigFromEnv(env: Record<string, string | undefined>, apiKey?: string): AsaasConfig {
  const baseUrl = env.ASAAS_BASE_URL;
  const key = apiKey ?? env.ASAAS_API_KEY;
  if (!baseUrl) throw new Error('ASAAS_BASE_URL is not set (e.g. https://api-sandbox.asaas.com)');
  if (!key) throw new Error('ASAAS_API_KEY is not set');
  const timeout = env.ASAAS_TIMEOUT_MS ? Number(env.ASAAS_TIMEOUT_MS) : undefined;
  return {
    baseUrl,
    apiKey: key,
    ...(timeout && Number.isFinite(timeout) && timeout > 0 ? { timeoutMs: timeout } : {}),
  };
}
