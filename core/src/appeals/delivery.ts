/**
 * Starting deliver-appeal from other areas (payments: after a confirmed payment). The execution name
 * joins the appeal id and the caller's idempotency key, so a duplicate event starts nothing twice.
 */
import type { WorkflowStarter } from './ports';

const safeName = (s: string) => s.replace(/[^A-Za-z0-9_-]/g, '_');

export interface DeliveryStarter {
  start(input: { appealId: string; idempotencyKey: string }): Promise<void>;
}

export const deliveryStarter = (workflows: WorkflowStarter): DeliveryStarter => ({
  start: ({ appealId, idempotencyKey }) =>
    workflows.start('deliver-appeal', `${appealId}-${safeName(idempotencyKey)}`.slice(0, 80), {
      appealId,
      textVersion: null,
    }),
});
