/**
 * Operations: one SNS topic that e-mails the operator, encrypted dead-letter queues for async work, and
 * the alarms (API 5xx, Lambda errors and throttles, failed executions, messages in a DLQ).
 */
import { Duration, Validations } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, type IMetric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';

/** Failed messages stay in a DLQ for the SQS maximum, so the operator can inspect and redrive them. */
export const DLQ_RETENTION = Duration.days(14);

export class Operations extends Construct {
  readonly topic: Topic;
  private readonly action: SnsAction;

  constructor(scope: Construct, id: string, props: { stage: string; alarmEmail: string }) {
    super(scope, id);
    // CloudWatch cannot publish to a topic under the AWS-managed SNS key, so the topic has its own key.
    const key = new Key(this, 'TopicKey', {
      description: `recurso ${props.stage}: alarm topic`,
      enableKeyRotation: true,
    });
    key.grant(new ServicePrincipal('cloudwatch.amazonaws.com'), 'kms:Decrypt', 'kms:GenerateDataKey');
    this.topic = new Topic(this, 'Alarms', {
      topicName: `recurso-${props.stage}-alarms`,
      masterKey: key,
      enforceSSL: true,
    });
    // Alarm notifications that cannot be delivered are kept instead of lost.
    const undelivered = new Queue(this, 'UndeliveredAlarms', {
      queueName: `recurso-${props.stage}-undelivered-alarms`,
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: DLQ_RETENTION,
    });
    for (const id of ['AwsSolutions-SQS3', 'Serverless-SQSRedrivePolicy']) {
      Validations.of(undelivered).acknowledge({
        id,
        reason: 'This queue is itself the dead-letter queue of the alarm e-mail subscription.',
      });
    }
    this.topic.addSubscription(new EmailSubscription(props.alarmEmail, { deadLetterQueue: undelivered }));
    this.action = new SnsAction(this.topic);
  }

  /** A dead-letter queue (SSE, TLS only) with an alarm on its first message. */
  deadLetterQueue(id: string, name: string): Queue {
    const queue = new Queue(this, id, {
      queueName: name,
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: DLQ_RETENTION,
    });
    for (const id of ['AwsSolutions-SQS3', 'Serverless-SQSRedrivePolicy']) {
      Validations.of(queue).acknowledge({
        id,
        reason:
          'This queue is itself a dead-letter queue (Lambda on-failure destination and EventBridge DLQ).',
      });
    }
    this.alarm(
      `${id}Depth`,
      queue.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5) }),
      {
        threshold: 1,
        description: `Messages waiting in ${name}: async work failed after its retries`,
      },
    );
    return queue;
  }

  /**
   * A queue of work with its own DLQ: a message that fails `maxReceiveCount` times moves there and the
   * DLQ alarm fires; an old message in the queue (the consumer is stuck) fires another alarm.
   */
  workQueue(id: string, name: string, opts: { visibilityTimeout: Duration; maxReceiveCount: number }): Queue {
    const dlq = this.deadLetterQueue(`${id}Dlq`, `${name}-dlq`);
    const queue = new Queue(this, id, {
      queueName: name,
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      visibilityTimeout: opts.visibilityTimeout,
      retentionPeriod: DLQ_RETENTION,
      deadLetterQueue: { queue: dlq, maxReceiveCount: opts.maxReceiveCount },
    });
    this.alarm(`${id}Age`, queue.metricApproximateAgeOfOldestMessage({ period: Duration.minutes(5) }), {
      threshold: 900,
      description: `A message has waited 15 minutes in ${name}: its consumer is not keeping up or is failing`,
    });
    return queue;
  }

  /** An alarm that fires when `metric` ≥ threshold in one period; missing data counts as fine. */
  alarm(id: string, metric: IMetric, opts: { threshold: number; description: string }): Alarm {
    const alarm = new Alarm(this, id, {
      metric,
      threshold: opts.threshold,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
      alarmDescription: opts.description,
    });
    alarm.addAlarmAction(this.action);
    return alarm;
  }
}
