/** PaymentEventQueue on SQS (PAY-6): the webhook route sends, the consumer Lambda processes, a DLQ keeps failures. */
import { SendMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import type { PaymentEvent, PaymentEventQueue } from '@recurso/core/payments';

export class SqsPaymentEventQueue implements PaymentEventQueue {
  constructor(
    private readonly sqs: SQSClient,
    private readonly queueUrl: string,
  ) {}

  async enqueue(event: PaymentEvent): Promise<void> {
    await this.sqs.send(
      new SendMessageCommand({ QueueUrl: this.queueUrl, MessageBody: JSON.stringify(event) }),
    );
  }
}
