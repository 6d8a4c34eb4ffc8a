/**
 * The payments area (SPEC §7, docs/payments.md): start an Asaas hosted checkout for one's own appeal,
 * and the public payment status check of the result page. Bodies are strict (a client can never send
 * `value` or `status`); the price always comes from the server's table (PAY-1).
 */
import { RateLimitedError } from '@recurso/core/errors';
import { PAYMENT_METHODS } from '@recurso/core/appeal';
import { checkPaymentStatus, createCheckout, PAYMENT_MESSAGES } from '@recurso/core/payments';
import * as z from 'zod/mini';
import { createPaymentDeps, type PaymentDeps } from '../adapters/payments/wiring';
import type { Deps } from '../deps';
import { requireUser } from './authorize';
import type { AreaOperations } from './contract';
import type { paymentsContract } from './payments.contract';
import { operation } from './types';

const built = new WeakMap<Deps, PaymentDeps>();

/** The payment use cases' ports, built once per Deps (the local runtime overrides the queue). */
export function paymentDepsOf(deps: Deps): PaymentDeps {
  let pd = built.get(deps);
  if (!pd) {
    pd = createPaymentDeps({
      env: deps.env,
      dynamo: deps.dynamo,
      tableName: deps.tableName,
      clock: deps.clock,
      workflows: deps.workflows,
      overrides: deps.payments,
    });
    built.set(deps, pd);
  }
  return pd;
}

export const PAYMENTS_HTTP_MESSAGES = {
  invalidBody: 'Corpo da requisição inválido: envie um JSON com appealId.',
  appealIdMissing: 'ID do recurso não informado.',
  appealIdInvalid: 'ID do recurso inválido.',
  tooManyChecks: 'Muitas verificações de pagamento em pouco tempo. Aguarde um minuto e tente novamente.',
} as const;
const M = PAYMENTS_HTTP_MESSAGES;

/** The public status check may call Asaas: at most this many per IP and minute. */
export const STATUS_CHECK_LIMIT = { limit: 60, windowSeconds: 60 };

const strictBody = <S extends z.core.$ZodShape>(shape: S) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Campo não permitido: ${issue.keys.join(', ')}.` : M.invalidBody,
  });

const appealId = z
  .string({ error: M.appealIdMissing })
  .check(
    z.trim(),
    z.minLength(1, M.appealIdMissing),
    z.maxLength(80, M.appealIdInvalid),
    z.regex(/^[A-Za-z0-9_-]+$/, M.appealIdInvalid),
  );

/** Types here, with SPEC §5's messages; the use case checks the name, the CPF's digits and falls back to the appeal's. */
const checkoutRequest = strictBody({
  appealId,
  paymentMethod: z.enum(PAYMENT_METHODS, { error: PAYMENT_MESSAGES.invalidMethod }),
  customerName: z.optional(z.string({ error: PAYMENT_MESSAGES.nameRequired }).check(z.maxLength(200))),
  customerCpf: z.optional(z.string({ error: PAYMENT_MESSAGES.cpfRequired }).check(z.maxLength(20))),
}).register(z.globalRegistry, { id: 'CheckoutRequest' });
const statusRequest = strictBody({ appealId }).register(z.globalRegistry, { id: 'PaymentStatusRequest' });

export const paymentsOperations = {
  createCheckout: operation({
    body: checkoutRequest,
    handle: (req, deps) =>
      createCheckout(paymentDepsOf(deps), {
        userId: requireUser(req).id,
        appealId: req.body.appealId,
        paymentMethod: req.body.paymentMethod,
        customerName: req.body.customerName,
        customerCpf: req.body.customerCpf,
      }),
  }),
  /** `{status, asaasStatus}` only: no name, CPF, e-mail or amount (the route is public). */
  checkStatus: operation({
    body: statusRequest,
    handle: async (req, deps) => {
      const hits = await deps.rateLimiter.hit(
        `payment-status:ip:${req.ip}`,
        STATUS_CHECK_LIMIT.windowSeconds,
      );
      if (hits > STATUS_CHECK_LIMIT.limit)
        throw new RateLimitedError(M.tooManyChecks, { retryAfterSeconds: STATUS_CHECK_LIMIT.windowSeconds });
      const r = await checkPaymentStatus(paymentDepsOf(deps), { appealId: req.body.appealId });
      return { status: r.status, asaasStatus: r.asaasStatus };
    },
  }),
} satisfies AreaOperations<typeof paymentsContract>;
