/**
 * The scheduled checkout sweep (EventBridge on AWS): appeals whose checkout's time is over become
 * expired_payment, after asking Asaas whether a late payment arrived. Asaas failures are counted, not
 * thrown (the next run tries again); a failure of our own store throws so the job's DLQ sees it.
 */
import { expireStaleCheckouts, type SettleDeps } from '@recurso/core/payments';

export function expireCheckoutsJob(
  depsSource: SettleDeps | (() => Promise<SettleDeps>),
  log: (line: Record<string, unknown>) => void = (line) => console.log(JSON.stringify(line)),
) {
  const getDeps = typeof depsSource === 'function' ? depsSource : () => Promise.resolve(depsSource);
  return async (): Promise<{ examined: number; changed: number; failed: number }> => {
    const result = await expireStaleCheckouts(await getDeps(), { limit: 200 });
    log({ level: result.failed > 0 ? 'warn' : 'info', msg: 'expire-checkouts', ...result });
    return result;
  };
}
