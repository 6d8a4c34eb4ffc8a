/**
 * Builds the payment use cases' ports from configuration: the DynamoDB repository, the Asaas client
 * (key from ASAAS_API_KEY or its Secrets Manager ARN, read once), the webhook token (same), the event
 * queue (SQS on AWS) and delivery (deliver-appeal). Each part checks its variables on first use and
 * fails with one message naming what is missing. The local runtime overrides the queue (in-process).
 */
import { SQSClient } from '@aws-sdk/client-sqs';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { deliveryStarter, type WorkflowStarter } from '@recurso/core/appeals';
import type {
  AppealDelivery,
  CheckoutConfig,
  PaymentEventQueue,
  PaymentGateway,
  SettleDeps,
} from '@recurso/core/payments';
import type { Clock } from '@recurso/core/ports';
import { asaasConfigFromEnv, createAsaasClient } from '../asaas';
import type { Env } from '../../env';
import { DynamoAppealPaymentRepository } from './repository';
import { readSecretString } from './secret';
import { SqsPaymentEventQueue } from './sqs-queue';

export type PaymentEnv = Pick<
  Env,
  | 'AWS_REGION'
  | 'APP_URL'
  | 'ASAAS_BASE_URL'
  | 'ASAAS_API_KEY'
  | 'ASAAS_API_KEY_SECRET_ARN'
  | 'ASAAS_WEBHOOK_TOKEN'
  | 'ASAAS_WEBHOOK_TOKEN_SECRET_ARN'
  | 'ASAAS_TIMEOUT_MS'
  | 'ASAAS_CHECKOUT_MINUTES'
  | 'PAYMENT_EVENTS_QUEUE_URL'
>;

/** Parts a test or the local runtime supplies instead of the ones built from configuration. */
export interface PaymentOverrides {
  gateway?: PaymentGateway;
  queue?: PaymentEventQueue;
  delivery?: AppealDelivery;
}

export interface PaymentDeps extends SettleDeps {
  queue: PaymentEventQueue;
  /** The configured webhook token; undefined when none is (the webhook then rejects every call). */
  webhookToken(): Promise<string | undefined>;
  config: CheckoutConfig;
}

export class PaymentConfigurationError extends Error {}

const once = <T>(make: () => Promise<T>): (() => Promise<T>) => {
  let value: Promise<T> | undefined;
  return () => {
    value ??= make();
    value.catch(() => {
      value = undefined; // a throttled Secrets Manager call is retried on the next request
    });
    return value;
  };
};

/** The Asaas client, built on its first call: a missing base URL or key fails that call clearly. */
export type AsaasEnv = Pick<
  PaymentEnv,
  'AWS_REGION' | 'ASAAS_BASE_URL' | 'ASAAS_API_KEY' | 'ASAAS_API_KEY_SECRET_ARN' | 'ASAAS_TIMEOUT_MS'
>;

export function asaasGatewayFromEnv(env: AsaasEnv): PaymentGateway {
  const client = once(async () => {
    if (!env.ASAAS_BASE_URL)
      throw new PaymentConfigurationError('Invalid configuration: ASAAS_BASE_URL is not set');
    const key =
      env.ASAAS_API_KEY ??
      (env.ASAAS_API_KEY_SECRET_ARN
        ? await readSecretString(env.ASAAS_API_KEY_SECRET_ARN, env.AWS_REGION)
        : undefined);
    if (!key)
      throw new PaymentConfigurationError(
        'Invalid configuration: set ASAAS_API_KEY_SECRET_ARN (AWS) or ASAAS_API_KEY (local)',
      );
    const timeout =
      env.ASAAS_TIMEOUT_MS === undefined ? {} : { ASAAS_TIMEOUT_MS: String(env.ASAAS_TIMEOUT_MS) };
    return createAsaasClient(asaasConfigFromEnv({ ASAAS_BASE_URL: env.ASAAS_BASE_URL, ...timeout }, key));
  });
  return {
    createCheckout: async (request) => (await client()).createCheckout(request),
    cancelCheckout: async (id) => (await client()).cancelCheckout(id),
    getPayment: async (id) => (await client()).getPayment(id),
    listPaymentsByCheckout: async (id) => (await client()).listPaymentsByCheckout(id),
  };
}

/** Fails closed: no token configured → undefined → every webhook 401 (PAY-2). */
export function webhookTokenFromEnv(env: PaymentEnv): () => Promise<string | undefined> {
  return once(async () => {
    if (env.ASAAS_WEBHOOK_TOKEN) return env.ASAAS_WEBHOOK_TOKEN;
    if (env.ASAAS_WEBHOOK_TOKEN_SECRET_ARN)
      return readSecretString(env.ASAAS_WEBHOOK_TOKEN_SECRET_ARN, env.AWS_REGION);
    return undefined;
  });
}

/** SQS when PAYMENT_EVENTS_QUEUE_URL is set; otherwise enqueueing fails and the webhook answers 503. */
export function queueFromEnv(env: PaymentEnv): PaymentEventQueue {
  if (env.PAYMENT_EVENTS_QUEUE_URL)
    return new SqsPaymentEventQueue(new SQSClient({ region: env.AWS_REGION }), env.PAYMENT_EVENTS_QUEUE_URL);
  return {
    enqueue: async () => {
      throw new PaymentConfigurationError('Invalid configuration: PAYMENT_EVENTS_QUEUE_URL is not set');
    },
  };
}

export interface PaymentSources {
  env: PaymentEnv;
  dynamo: DynamoDBDocumentClient;
  tableName: string;
  clock: Clock;
  workflows?: WorkflowStarter;
  overrides?: PaymentOverrides;
}

export function createPaymentDeps(s: PaymentSources): PaymentDeps {
  const workflows = s.workflows;
  const delivery =
    s.overrides?.delivery ??
    (workflows
      ? deliveryStarter(workflows)
      : {
          start: async () => {
            throw new PaymentConfigurationError(
              'Invalid configuration: no workflow starter for deliver-appeal',
            );
          },
        });
  return {
    repo: new DynamoAppealPaymentRepository(s.dynamo, s.tableName, s.clock),
    gateway: s.overrides?.gateway ?? asaasGatewayFromEnv(s.env),
    delivery,
    clock: s.clock,
    queue: s.overrides?.queue ?? queueFromEnv(s.env),
    webhookToken: webhookTokenFromEnv(s.env),
    config: { appUrl: s.env.APP_URL, minutesToExpire: s.env.ASAAS_CHECKOUT_MINUTES },
  };
}
