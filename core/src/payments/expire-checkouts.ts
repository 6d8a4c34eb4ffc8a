import { reconcileCheckout } from './check-status';
import type { SettleDeps } from './settle';

/**
 * The scheduled sweep (EventBridge on AWS, a timer locally): every appeal whose checkout's time is
 * over leaves `pending_payment` for `expired_payment` even when no webhook arrives. Each one is first
 * checked with Asaas, so a payment whose webhook is late is honoured instead of expired.
 */
export async function expireStaleCheckouts(
  deps: SettleDeps,
  options: { limit?: number } = {},
): Promise<{ examined: number; changed: number; failed: number }> {
  const stale = await deps.repo.listExpiredCheckouts(deps.clock.now().toISOString(), options.limit ?? 100);
  let changed = 0;
  let failed = 0;
  for (const appeal of stale) {
    try {
      if (await reconcileCheckout(deps, appeal)) changed++;
    } catch {
      failed++; // Asaas unreachable: the next sweep tries again.
    }
  }
  return { examined: stale.length, changed, failed };
}
