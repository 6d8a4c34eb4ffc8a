import {
  APPEAL_PRICES,
  appealReference,
  type AppealType,
  PAYABLE_STATUSES,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '../appeal';
import { ConflictError, NotFoundError, ValidationError } from '../errors';
import type { Clock } from '../ports';
import { isValidCpf } from '../cpf';
import { onlyDigits } from '../masks';
import { PAYMENT_MESSAGES as M } from './messages';
import type { AppealPaymentRepository, PaymentAppeal, PaymentGateway, PaymentRecord } from './ports';

export interface CheckoutConfig {
  /** Public origin of the web app (APP_URL), e.g. https://recursocerto.com.br. */
  appUrl: string;
  minutesToExpire: number;
}

export interface CreateCheckoutDeps {
  repo: AppealPaymentRepository;
  gateway: PaymentGateway;
  clock: Clock;
  config: CheckoutConfig;
}

export interface CreateCheckoutInput {
  /** The caller (from the session), never from the body. */
  userId: string;
  appealId: string;
  paymentMethod: unknown;
  customerName?: unknown;
  customerCpf?: unknown;
}

/** A checkout closer than this to its expiry is not handed out again: the driver needs time to pay. */
const REUSE_MARGIN_MS = 5 * 60_000;

const ITEM_NAMES: Record<AppealType, string> = {
  traffic: 'Recurso de multa de trânsito',
  suspension: 'Recurso de suspensão da CNH',
};

/** Callback URLs on our own origin (SPEC §2 payment result pages); the host comes from config only. */
export function checkoutCallbacks(appUrl: string, appealId: string) {
  const origin = appUrl.replace(/\/+$/, '');
  return {
    successUrl: `${origin}/pagamento/sucesso?appealId=${encodeURIComponent(appealId)}`,
    cancelUrl: `${origin}/pagamento/cancelado`,
    expiredUrl: `${origin}/pagamento/expirado`,
  };
}

/**
 * Starts (or reuses) an Asaas hosted checkout for the caller's appeal and answers its URL.
 * 1. load the appeal; someone else's → NotFoundError (no existence leak);
 * 2. price from APPEAL_PRICES by type (never the request); status must be payable (SPEC §5);
 * 3. payer name and CPF validated (request, else the appeal's userName/userDocument);
 * 4. an ACTIVE checkout for the same method and price with time left is reused;
 * 5. otherwise create one at Asaas, cancel the superseded one, and record it conditionally —
 *    the loser of a concurrent race cancels its own checkout and answers the winner's.
 */
export async function createCheckout(
  deps: CreateCheckoutDeps,
  input: CreateCheckoutInput,
): Promise<{ url: string }> {
  const appeal = await deps.repo.getAppeal(input.appealId);
  if (!appeal || appeal.userId !== input.userId) throw new NotFoundError(M.appealNotFound);

  const price = APPEAL_PRICES[appeal.type];
  if (!(typeof price === 'number' && price > 0 && appeal.value > 0))
    throw new ValidationError(M.invalidAppealData);
  if (!PAYABLE_STATUSES.includes(appeal.status)) throw new ValidationError(M.notPayable(appeal.status));

  const method = parseMethod(input.paymentMethod);
  const customer = payer(appeal, input);
  const now = deps.clock.now();

  const current = appeal.payment;
  if (
    current?.checkoutStatus === 'ACTIVE' &&
    current.method === method &&
    current.value === price &&
    Date.parse(current.checkoutExpiresAt) - now.getTime() > REUSE_MARGIN_MS
  ) {
    return { url: current.checkoutUrl };
  }

  const created = await deps.gateway.createCheckout({
    appealId: appeal.id,
    method,
    value: price,
    itemName: ITEM_NAMES[appeal.type],
    // The provisional code is ours, never called an auto number (core/src/appeal-reference.ts).
    itemDescription: appealReference(appeal) || `Recurso ${appeal.id.slice(0, 8)}`,
    minutesToExpire: deps.config.minutesToExpire,
    callback: checkoutCallbacks(deps.config.appUrl, appeal.id),
    customer: { ...customer, email: appeal.userEmail },
  });
  const record: PaymentRecord = {
    checkoutId: created.id,
    checkoutUrl: created.url,
    method,
    value: price,
    checkoutStatus: 'ACTIVE',
    checkoutCreatedAt: now.toISOString(),
    checkoutExpiresAt: new Date(now.getTime() + deps.config.minutesToExpire * 60_000).toISOString(),
    asaasStatus: 'ACTIVE',
  };
  const saved = await deps.repo.saveCheckout({
    appealId: appeal.id,
    checkout: record,
    expectedCheckoutId: current?.checkoutId,
  });
  if (saved) {
    if (current?.checkoutStatus === 'ACTIVE') await cancelQuietly(deps.gateway, current.checkoutId);
    return { url: created.url };
  }

  // Someone changed the appeal meanwhile: ours must not stay payable next to theirs.
  await cancelQuietly(deps.gateway, created.id);
  const now2 = await deps.repo.getAppeal(appeal.id);
  if (now2 && !PAYABLE_STATUSES.includes(now2.status)) throw new ValidationError(M.notPayable(now2.status));
  if (now2?.payment?.checkoutStatus === 'ACTIVE') return { url: now2.payment.checkoutUrl };
  throw new ConflictError(M.checkoutBusy);
}

function parseMethod(value: unknown): PaymentMethod {
  if (typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value)) {
    return value as PaymentMethod;
  }
  throw new ValidationError(M.invalidMethod, { field: 'paymentMethod' });
}

function payer(appeal: PaymentAppeal, input: CreateCheckoutInput): { name: string; cpf: string } {
  const rawName = nonBlank(input.customerName) ?? nonBlank(appeal.userName);
  if (!rawName) throw new ValidationError(M.nameRequired, { field: 'customerName' });
  const rawCpf = nonBlank(input.customerCpf) ?? nonBlank(appeal.userDocument);
  if (!rawCpf) throw new ValidationError(M.cpfRequired, { field: 'customerCpf' });
  if (!isValidCpf(rawCpf)) throw new ValidationError(M.cpfInvalid, { field: 'customerCpf' });
  return { name: rawName.replace(/\s+/g, ' ').slice(0, 120), cpf: onlyDigits(rawCpf) };
}

function nonBlank(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

async function cancelQuietly(gateway: PaymentGateway, checkoutId: string): Promise<void> {
  // Best effort: a stale checkout that still gets paid is matched by its id (findAppealIdByCheckoutId).
  await gateway.cancelCheckout(checkoutId).catch(() => undefined);
}
