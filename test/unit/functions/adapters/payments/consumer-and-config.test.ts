/**
 * The payment plumbing outside the use cases: the SQS consumer (retry flag from the receive count,
 * failures thrown so SQS retries and then dead-letters, unreadable messages dropped), the expiry job,
 * and configuration that fails closed and names what is missing.
 */
import type { PaymentEvent, SettleDeps } from '@recurso/core/payments';
import { settleDepsFromEnv } from '@recurso/functions/adapters/payments/aws';
import { expireCheckoutsJob } from '@recurso/functions/adapters/payments/expiry-job';
import { paymentEventConsumer } from '@recurso/functions/adapters/payments/sqs-consumer';
import {
  asaasGatewayFromEnv,
  queueFromEnv,
  webhookTokenFromEnv,
} from '@recurso/functions/adapters/payments/wiring';
import type { SQSEvent, SQSRecord } from 'aws-lambda';
import {
  anAppeal,
  FixedClock,
  MemoryAsaas,
  MemoryPaymentRepository,
  RecordingDelivery,
} from '../../../core/payments/memory-payments';

const record = (body: string, receiveCount: number, messageId = `m-${receiveCount}`): SQSRecord =>
  ({
    messageId,
    body,
    attributes: { ApproximateReceiveCount: String(receiveCount) },
  }) as unknown as SQSRecord;
const sqs = (...records: SQSRecord[]): SQSEvent => ({ Records: records });

function world() {
  const repo = new MemoryPaymentRepository();
  const gateway = new MemoryAsaas();
  const delivery = new RecordingDelivery();
  const clock = new FixedClock(new Date('2026-03-01T12:00:00Z'));
  const deps: SettleDeps = { repo, gateway, delivery, clock };
  return { repo, gateway, delivery, clock, deps };
}

const env = {
  AWS_REGION: 'sa-east-1',
  APP_URL: 'https://app.test',
  ASAAS_CHECKOUT_MINUTES: 60,
} as const;

describe('paymentEventConsumer', () => {
  it('processes each message, passing retry = receive count > 1', async () => {
    const { deps } = world();
    const lines: Record<string, unknown>[] = [];
    const consumer = paymentEventConsumer(deps, (l) => lines.push(l));
    const event: PaymentEvent = {
      id: 'evt_1&1',
      event: 'PAYMENT_OVERDUE',
      receivedAt: '2026-03-01T12:00:00Z',
    };
    await consumer(sqs(record(JSON.stringify(event), 1, 'a'), record(JSON.stringify(event), 3, 'b')));
    expect(lines.map((l) => [l.msg, l.outcome, l.retry])).toEqual([
      ['payment event processed', 'ignored', false],
      ['payment event processed', 'ignored', true],
    ]);
  });

  it('throws when processing fails, so SQS retries and finally moves the message to the DLQ', async () => {
    const { deps, gateway } = world();
    gateway.down = true;
    const consumer = paymentEventConsumer(deps, () => {});
    const event = {
      id: 'evt_2&2',
      event: 'PAYMENT_RECEIVED',
      payment: { id: 'pay_1' },
      receivedAt: '2026-03-01T12:00:00Z',
    };
    await expect(consumer(sqs(record(JSON.stringify(event), 1, 'msg-9')))).rejects.toThrow(
      'payment events failed: msg-9',
    );
  });

  it('drops (and logs) a message that is not a payment event: retrying cannot fix it', async () => {
    const { deps } = world();
    const lines: Record<string, unknown>[] = [];
    await paymentEventConsumer(deps, (l) => lines.push(l))(
      sqs(record('não é json', 1, 'x'), record('{"id":1}', 1, 'y')),
    );
    expect(lines.map((l) => [l.msg, l.messageId])).toEqual([
      ['payment event unreadable', 'x'],
      ['payment event unreadable', 'y'],
    ]);
  });
});

describe('expireCheckoutsJob', () => {
  it('expires checkouts past their time and reports the counts', async () => {
    const { deps, repo, clock } = world();
    repo.add(
      anAppeal({
        id: 'a1',
        payment: {
          checkoutId: 'chk_old',
          checkoutUrl: 'https://x',
          method: 'PIX',
          value: 29.9,
          checkoutStatus: 'ACTIVE',
          checkoutCreatedAt: '2026-03-01T10:00:00Z',
          checkoutExpiresAt: '2026-03-01T11:00:00Z',
          asaasStatus: 'ACTIVE',
        },
      }),
    );
    const lines: Record<string, unknown>[] = [];
    const result = await expireCheckoutsJob(deps, (l) => lines.push(l))();
    expect(result).toEqual({ examined: 1, changed: 1, failed: 0 });
    expect((await repo.getAppeal('a1'))?.status).toBe('expired_payment');
    expect(lines[0]).toMatchObject({ level: 'info', msg: 'expire-checkouts', changed: 1 });
    expect(clock.now().toISOString()).toBe('2026-03-01T12:00:00.000Z');
  });
});

describe('configuration', () => {
  it('the webhook token fails closed when none is configured', async () => {
    await expect(webhookTokenFromEnv(env)()).resolves.toBeUndefined();
    await expect(
      webhookTokenFromEnv({ ...env, ASAAS_WEBHOOK_TOKEN: 'um-token-bem-longo-123' })(),
    ).resolves.toBe('um-token-bem-longo-123');
  });

  it('without a queue URL the webhook cannot accept events (503, Asaas retries)', async () => {
    await expect(
      queueFromEnv(env).enqueue({ id: 'e', event: 'X', receivedAt: '2026-03-01T12:00:00Z' }),
    ).rejects.toThrow('PAYMENT_EVENTS_QUEUE_URL is not set');
  });

  it('the Asaas client names the missing base URL or key on first use', async () => {
    await expect(asaasGatewayFromEnv({ AWS_REGION: 'sa-east-1' }).getPayment('pay_1')).rejects.toThrow(
      'ASAAS_BASE_URL is not set',
    );
    await expect(
      asaasGatewayFromEnv({
        AWS_REGION: 'sa-east-1',
        ASAAS_BASE_URL: 'https://api-sandbox.asaas.com',
      }).getPayment('pay_1'),
    ).rejects.toThrow('set ASAAS_API_KEY_SECRET_ARN (AWS) or ASAAS_API_KEY (local)');
  });

  it('the consumer and the job list every missing variable at once', () => {
    expect(() => settleDepsFromEnv({})).toThrow(
      /AWS_REGION: is required.*TABLE_NAME: is required.*DELIVER_APPEAL_STATE_MACHINE_ARN: is required.*ASAAS_BASE_URL: is required.*ASAAS_API_KEY_SECRET_ARN/,
    );
    expect(() =>
      settleDepsFromEnv({
        AWS_REGION: 'sa-east-1',
        TABLE_NAME: 't',
        ASAAS_BASE_URL: 'https://api-sandbox.asaas.com',
        ASAAS_API_KEY_SECRET_ARN: 'arn:aws:secretsmanager:sa-east-1:1:secret:k',
        DELIVER_APPEAL_STATE_MACHINE_ARN: 'arn:aws:states:sa-east-1:1:stateMachine:deliver',
      }),
    ).not.toThrow();
  });
});
