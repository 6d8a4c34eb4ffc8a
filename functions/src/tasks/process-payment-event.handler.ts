import { awsSettleDeps } from '../adapters/payments/aws';
import { paymentEventConsumer } from '../adapters/payments/sqs-consumer';

export const handler = paymentEventConsumer(awsSettleDeps);
