/**
 * Everything that can be rebuilt from the sources: functions (from the route table and the task/job files),
 * the HTTP API, the pipelines (from the ASL files), the web distribution, scheduled jobs and alarms.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Annotations, CfnOutput, Duration, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import { Rule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import type { IStateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import type { Construct } from 'constructs';
import type { Area } from '@recurso/functions/routes';
import { AppFunction } from './app-function';
import type { Config } from './config';
import { type Entries, pascalCase, REPO_ROOT } from './entries';
import { Api } from './http-api';
import { Operations } from './operations';
import { Pipeline } from './pipeline';
import { dataBucketName, type StatefulStack } from './stateful-stack';
import { Web } from './web';
import {
  COMMON_ENV,
  DEFAULT_TASK_WIRING,
  EXECUTION_WATCHERS,
  HTTP_SHARED,
  HTTP_WIRING,
  JOB_WIRING,
  PIPELINES,
  type PipelineName,
  QUEUE_CONSUMERS,
  TASK_WIRING,
  type WiringResources,
} from './wiring';

export const STATEMACHINES_DIR = join(REPO_ROOT, 'statemachines');
/** A payment event takes one DynamoDB transaction, maybe one Asaas lookup and one StartExecution. */
const CONSUMER_TIMEOUT_SECONDS = 30;

export interface StatelessStackProps extends StackProps {
  config: Config;
  data: StatefulStack;
  entries: Entries;
  webAclArn: string;
  statemachinesDir?: string;
  frontendDist?: string;
}

export class StatelessStack extends Stack {
  readonly api: Api;
  readonly web: Web;
  readonly ops: Operations;
  readonly functions = new Map<string, AppFunction>();
  readonly pipelines = new Map<PipelineName, Pipeline>();

  constructor(scope: Construct, id: string, props: StatelessStackProps) {
    super(scope, id, props);
    const { config, data, entries } = props;
    const name = (suffix: string) => `recurso-${config.stage}-${suffix}`;
    // The data buckets by their fixed names (see dataBucketName): plain ARNs in every policy.
    const bucketRef = (purpose: 'uploads' | 'documents') =>
      Bucket.fromBucketAttributes(this, `${pascalCase(purpose)}Bucket`, {
        bucketName: dataBucketName(config.stage, purpose, this.account, this.region),
        region: this.region,
      });
    const uploads = bucketRef('uploads');
    const documents = bucketRef('documents');
    this.ops = new Operations(this, 'Operations', { stage: config.stage, alarmEmail: config.alarmEmail });

    // Functions are created first and addressed by fixed names, so the API can exist before the
    // distribution and the distribution's URL can still reach every function as APP_URL.
    const httpFns = new Map<Area, AppFunction>();
    for (const e of entries.http) {
      const fn = new AppFunction(this, `Http${pascalCase(e.name)}`, {
        entry: e,
        functionName: name(e.name),
        timeout: Duration.seconds(15),
        description: `API area '${e.name}'`,
      });
      httpFns.set(e.name, fn);
      this.functions.set(fn.functionName, fn);
    }
    this.api = new Api(this, 'Api', {
      stage: config.stage,
      functions: httpFns,
      rateLimit: config.apiRateLimit,
      burstLimit: config.apiBurstLimit,
    });
    // The data stack must exist first: the buckets are referenced by name only.
    this.addStackDependency(data);
    this.web = new Web(this, 'Web', {
      config,
      api: this.api.httpApi,
      accessLogs: data.accessLogs,
      uploads,
      webAclArn: props.webAclArn,
      frontendDist: props.frontendDist,
    });

    const resources: WiringResources = {
      config,
      table: data.table,
      uploads,
      documents,
      dataKey: data.dataKey,
      secrets: data.secrets,
      sender: data.sender,
      appUrl: this.web.appUrl,
      paymentEvents: this.ops.workQueue('PaymentEvents', name('payment-events'), {
        // Six times the consumer's timeout, as AWS advises for Lambda event sources.
        visibilityTimeout: Duration.seconds(6 * CONSUMER_TIMEOUT_SECONDS),
        maxReceiveCount: 5,
      }),
      machines: {},
    };
    const common = (fn: AppFunction) => {
      for (const [k, v] of Object.entries(COMMON_ENV(resources))) fn.setEnv(k, v);
    };

    // Pipeline tasks, then the machines that call them.
    const taskFns = new Map<string, AppFunction>();
    const consumers = entries.tasks.filter((e) => QUEUE_CONSUMERS[e.name]);
    const watchers = entries.tasks.filter((e) => EXECUTION_WATCHERS[e.name]);
    for (const e of entries.tasks.filter((t) => !QUEUE_CONSUMERS[t.name] && !EXECUTION_WATCHERS[t.name])) {
      const fn = new AppFunction(this, `Task${pascalCase(e.name)}`, {
        entry: e,
        functionName: name(`task-${e.name}`),
        timeout: Duration.minutes(2),
        description: `Pipeline task '${e.name}'`,
      });
      const wire = TASK_WIRING[e.name];
      if (!wire) {
        Annotations.of(fn).addWarning(
          `Task '${e.name}' has no row in lib/wiring.ts TASK_WIRING: it gets table access only.`,
        );
      }
      (wire ?? DEFAULT_TASK_WIRING)(fn, resources);
      common(fn);
      taskFns.set(e.name, fn);
      this.functions.set(fn.functionName, fn);
    }
    const dir = props.statemachinesDir ?? STATEMACHINES_DIR;
    const machines: Partial<Record<PipelineName, IStateMachine>> = {};
    for (const [key, p] of Object.entries(PIPELINES) as [PipelineName, (typeof PIPELINES)[PipelineName]][]) {
      const file = join(dir, `${p.file}.asl.json`);
      if (!existsSync(file)) {
        Annotations.of(this).addWarning(`${file} is missing: the '${p.file}' pipeline is not deployed.`);
        continue;
      }
      const pipeline = new Pipeline(this, pascalCase(p.file), {
        name: p.file,
        stage: config.stage,
        definitionFile: file,
        tasks: taskFns,
        values: {
          TableName: data.table.tableName,
          UploadsBucketName: data.uploads.bucketName,
          DocumentsBucketName: data.documents.bucketName,
        },
      });
      this.pipelines.set(key, pipeline);
      machines[key] = pipeline.machine;
      this.ops.alarm(
        `${pascalCase(p.file)}Failed`,
        pipeline.machine.metricFailed({ period: Duration.minutes(5) }),
        {
          threshold: 1,
          description: `An execution of ${p.file} failed (a task threw past its Retry/Catch)`,
        },
      );
      this.ops.alarm(
        `${pascalCase(p.file)}TimedOut`,
        pipeline.machine.metricTimedOut({ period: Duration.minutes(5) }),
        { threshold: 1, description: `An execution of ${p.file} timed out` },
      );
    }
    resources.machines = machines;

    // Execution watchers (files in tasks/ listed in EXECUTION_WATCHERS): an EventBridge rule on the
    // machine's status changes; the invoke is retried, then the event is kept in a DLQ (alarmed).
    for (const e of watchers) {
      const watcher = EXECUTION_WATCHERS[e.name] as (typeof EXECUTION_WATCHERS)[string];
      const machine = machines[watcher.pipeline];
      if (!machine) continue; // its ASL file is missing: already warned above
      const id = pascalCase(e.name);
      const dlq = this.ops.deadLetterQueue(`Watcher${id}Dlq`, name(`watch-${e.name}-dlq`));
      const fn = new AppFunction(this, `Watcher${id}`, {
        entry: e,
        functionName: name(`watch-${e.name}`),
        timeout: Duration.seconds(30),
        invocation: 'event',
        description: `Watches ${PIPELINES[watcher.pipeline].file} executions (${watcher.statuses.join(', ')})`,
      });
      fn.fn.configureAsyncInvoke({ onFailure: new SqsDestination(dlq), retryAttempts: 2 });
      watcher.wire(fn, resources);
      common(fn);
      new Rule(this, `Watcher${id}Rule`, {
        description: `${watcher.statuses.join('/')} executions of ${PIPELINES[watcher.pipeline].file} → ${e.name}`,
        eventPattern: {
          source: ['aws.states'],
          detailType: ['Step Functions Execution Status Change'],
          detail: { status: watcher.statuses, stateMachineArn: [machine.stateMachineArn] },
        },
        targets: [
          new LambdaFunction(fn.fn, {
            deadLetterQueue: dlq,
            retryAttempts: 4,
            maxEventAge: Duration.hours(6),
          }),
        ],
      });
      this.functions.set(fn.functionName, fn);
    }

    // Queue consumers (files in tasks/ listed in QUEUE_CONSUMERS): SQS retries, then the queue's DLQ.
    for (const e of consumers) {
      const consumer = QUEUE_CONSUMERS[e.name] as (typeof QUEUE_CONSUMERS)[string];
      const fn = new AppFunction(this, `Consumer${pascalCase(e.name)}`, {
        entry: e,
        functionName: name(`consumer-${e.name}`),
        timeout: Duration.seconds(CONSUMER_TIMEOUT_SECONDS),
        invocation: 'queue',
        description: `Consumes ${consumer.queue} with '${e.name}'`,
      });
      fn.fn.addEventSource(new SqsEventSource(resources[consumer.queue], { batchSize: 1 }));
      Validations.of(fn.fn).acknowledge({
        id: 'Serverless-LambdaEventSourceMappingDestination',
        reason:
          "SQS event sources take no on-failure destination; the source queue's redrive policy moves a failing message to its DLQ (alarmed).",
      });
      consumer.wire(fn, resources);
      common(fn);
      this.functions.set(fn.functionName, fn);
    }

    for (const [area, fn] of httpFns) {
      HTTP_WIRING[area](fn, resources);
      HTTP_SHARED(fn, resources);
      common(fn);
    }

    // Scheduled jobs: EventBridge invokes asynchronously, so failures go to a DLQ after retries.
    for (const e of entries.jobs) {
      const job = JOB_WIRING[e.name];
      if (!job) {
        throw new Error(
          `functions/src/jobs/${e.name}.handler.ts has no schedule: add a row to JOB_WIRING in lib/wiring.ts.`,
        );
      }
      const dlq = this.ops.deadLetterQueue(`Job${pascalCase(e.name)}Dlq`, name(`job-${e.name}-dlq`));
      const fn = new AppFunction(this, `Job${pascalCase(e.name)}`, {
        entry: e,
        functionName: name(`job-${e.name}`),
        timeout: Duration.minutes(1),
        memorySize: 512,
        description: `Scheduled job '${e.name}'`,
      });
      fn.fn.configureAsyncInvoke({ onFailure: new SqsDestination(dlq), retryAttempts: 2 });
      job.wire(fn, resources);
      common(fn);
      new Rule(this, `Job${pascalCase(e.name)}Schedule`, {
        schedule: job.schedule,
        description: `Runs ${e.name}`,
        targets: [new LambdaFunction(fn.fn, { deadLetterQueue: dlq, retryAttempts: 2 })],
      });
      this.functions.set(fn.functionName, fn);
    }

    for (const fn of this.functions.values()) {
      this.ops.alarm(`${fn.node.id}Errors`, fn.fn.metricErrors({ period: Duration.minutes(5) }), {
        threshold: 1,
        description: `${fn.functionName} threw or timed out`,
      });
      this.ops.alarm(`${fn.node.id}Throttles`, fn.fn.metricThrottles({ period: Duration.minutes(5) }), {
        threshold: 1,
        description: `${fn.functionName} was throttled (concurrency limit reached)`,
      });
    }
    this.ops.alarm('Api5xx', this.api.httpApi.metricServerError({ period: Duration.minutes(5) }), {
      threshold: 5,
      description: 'The API answered 5xx at least 5 times in 5 minutes',
    });

    new CfnOutput(this, 'AppUrl', { value: this.web.appUrl, description: 'Where users reach the app' });
    new CfnOutput(this, 'ApiEndpoint', {
      value: this.api.httpApi.apiEndpoint,
      description: 'Direct API endpoint (users go through AppUrl/api)',
    });
    new CfnOutput(this, 'AsaasWebhookUrl', {
      value: `${this.web.appUrl}/api/webhooks/asaas`,
      description: 'Configure this URL in Asaas (docs/deploy.md)',
    });
  }
}
