/**
 * What the payments API answers (checkout, public status check, the Asaas webhook), as zod schemas:
 * the OpenAPI document is generated from them and the use cases' result types are derived from them.
 * Nothing at run time imports this module, so the Lambda bundles do not carry it.
 */
import * as z from 'zod/mini';
import { APPEAL_STATUSES } from '../appeal';

export const checkoutResponse = z
  .object({
    /** Asaas's hosted checkout page: send the driver there. */
    url: z.string(),
  })
  .register(z.globalRegistry, { id: 'Checkout' });

export const paymentStatusResponse = z
  .object({
    status: z.enum(APPEAL_STATUSES),
    /** Asaas's own status text from our records (checkout or payment), null before any checkout. */
    asaasStatus: z.nullable(z.string()),
  })
  .register(z.globalRegistry, { id: 'PaymentStatus' });

export const webhookReceivedResponse = z
  .object({ received: z.literal(true) })
  .register(z.globalRegistry, { id: 'WebhookReceived' });
