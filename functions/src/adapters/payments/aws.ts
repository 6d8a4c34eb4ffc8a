/**
 * The settle ports for the functions outside the HTTP API (the SQS consumer and the expiry job):
 * only what settling needs — the table, Asaas and deliver-appeal — read from their own environment
 * on the first invocation, so these functions need no JWT secret, buckets or mail settings.
 */
import { SFNClient } from '@aws-sdk/client-sfn';
import { deliveryStarter } from '@recurso/core/appeals';
import type { SettleDeps } from '@recurso/core/payments';
import { systemClock } from '@recurso/core/ports';
import * as z from 'zod/mini';
import { CONFIG_ISSUES, configProblems } from '../../config-issues';
import { envSchema } from '../../env';
import { createDocumentClient } from '../dynamodb/client';
import { SfnWorkflowStarter } from '../sfn/workflow-starter';
import { DynamoAppealPaymentRepository } from './repository';
import { asaasGatewayFromEnv, PaymentConfigurationError } from './wiring';

const settleEnvSchema = z.extend(
  z.pick(envSchema, {
    AWS_REGION: true,
    TABLE_NAME: true,
    ASAAS_BASE_URL: true,
    ASAAS_API_KEY: true,
    ASAAS_API_KEY_SECRET_ARN: true,
    ASAAS_TIMEOUT_MS: true,
  }),
  { DELIVER_APPEAL_STATE_MACHINE_ARN: z.string().check(z.startsWith('arn:')) },
);

/** Parses and checks the variables; one error names every problem. */
export function settleDepsFromEnv(source: Record<string, string | undefined> = process.env): SettleDeps {
  const parsed = settleEnvSchema.safeParse(source, CONFIG_ISSUES);
  const problems = parsed.success ? [] : configProblems(parsed.error.issues);
  if (!source.ASAAS_BASE_URL) problems.push('ASAAS_BASE_URL: is required');
  if (!source.ASAAS_API_KEY && !source.ASAAS_API_KEY_SECRET_ARN)
    problems.push('ASAAS_API_KEY_SECRET_ARN: set ASAAS_API_KEY_SECRET_ARN (AWS) or ASAAS_API_KEY (local)');
  if (!parsed.success || problems.length > 0)
    throw new PaymentConfigurationError(`Invalid configuration: ${[...new Set(problems)].join('; ')}`);
  const env = parsed.data;
  const workflows = new SfnWorkflowStarter(new SFNClient({ region: env.AWS_REGION }), {
    'deliver-appeal': env.DELIVER_APPEAL_STATE_MACHINE_ARN,
    // Payments never start a generation; such an attempt would fail at Step Functions, loudly.
    'generate-appeal': 'arn:aws:states:::stateMachine:not-granted-to-payments',
  });
  return {
    repo: new DynamoAppealPaymentRepository(
      createDocumentClient({ region: env.AWS_REGION }),
      env.TABLE_NAME,
      systemClock,
    ),
    gateway: asaasGatewayFromEnv(env),
    delivery: deliveryStarter(workflows),
    clock: systemClock,
  };
}

let memo: SettleDeps | undefined;
/** Built on the first invocation and reused by the container. */
export const awsSettleDeps = async (): Promise<SettleDeps> => {
  memo ??= settleDepsFromEnv();
  return memo;
};
