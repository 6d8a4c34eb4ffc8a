/**
 * The one Lambda construct: shared defaults (Node 22, arm64, ESM bundle with source maps, X-Ray, its own
 * log group with retention, its own role) and `bind*` helpers that grant the least privilege a handler
 * needs and set the environment variable it reads, together, so a permission never exists without its
 * variable or the other way round.
 */
import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Effect, type IRole, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import { Architecture, LoggingFormat, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { IEmailIdentity } from 'aws-cdk-lib/aws-ses';
import type { IStateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { TABLE_KEYS } from '@recurso/core/table';
import { Construct } from 'constructs';
import { cdkBundling } from './bundling';
import { type Entry, REPO_ROOT } from './entries';
import { FunctionEnvironment } from './function-env';
import { acknowledgeFunctionFindings, type Invocation, nagArn } from './nag';

export interface AppFunctionProps {
  entry: Entry;
  /** Physical name; fixed so API integrations can name the function without a CloudFormation reference. */
  functionName: string;
  memorySize?: number;
  timeout?: Duration;
  logRetention?: RetentionDays;
  description?: string;
  /** How the function is invoked; decides where failures go. Defaults from the entry's kind. */
  invocation?: Invocation;
}

const INVOCATION_OF_KIND = { http: 'api', task: 'pipeline', job: 'schedule' } as const;

export type TableAccess = 'read' | 'write';
/** `tags`: read object tags (GuardDuty's scan verdict, SECURITY FILE-3). */
export type BucketAccess = 'read' | 'write' | 'list' | 'delete' | 'tags';

export class AppFunction extends Construct {
  readonly fn: NodejsFunction;
  readonly role: IRole;
  readonly logGroup: LogGroup;
  readonly functionName: string;
  private readonly env: FunctionEnvironment;

  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    super(scope, id);
    this.functionName = props.functionName;
    // Lambda's default log group name, created here so its retention and removal are ours.
    this.logGroup = new LogGroup(this, 'Logs', {
      logGroupName: `/aws/lambda/${props.functionName}`,
      retention: props.logRetention ?? RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    // An own role instead of AWSLambdaBasicExecutionRole: logs only to this function's log group.
    const role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Runs ${props.functionName}`,
    });
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
        resources: [this.logGroup.logGroupArn],
      }),
    );
    this.role = role;

    this.fn = new NodejsFunction(this, 'Function', {
      functionName: props.functionName,
      description: props.description,
      entry: props.entry.path,
      handler: 'handler',
      projectRoot: REPO_ROOT,
      depsLockFilePath: `${REPO_ROOT}/package-lock.json`,
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 1024,
      timeout: props.timeout ?? Duration.seconds(10),
      tracing: Tracing.ACTIVE,
      logGroup: this.logGroup,
      loggingFormat: LoggingFormat.JSON,
      role,
      bundling: cdkBundling(props.entry.kind),
    });
    this.fn.node.addDependency(this.logGroup);
    this.env = new FunctionEnvironment(props.functionName, this.fn);
    this.setEnv('NODE_OPTIONS', '--enable-source-maps');
    acknowledgeFunctionFindings(this.fn, role, props.invocation ?? INVOCATION_OF_KIND[props.entry.kind]);
    this.node.addValidation({ validate: () => this.env.validate() });
  }

  get functionArn(): string {
    return this.fn.functionArn;
  }

  /** Sets one environment variable; a second, different value for the same name is a wiring bug. */
  setEnv(name: string, value: string): this {
    this.env.set(name, value);
    return this;
  }

  /** The variables this function receives (names only are stable; values may be tokens). */
  envNames(): string[] {
    return this.env.names();
  }

  /**
   * Reads of `prefix` in `bucket` only for objects tagged `tag=value` (an explicit deny, so no other
   * grant can widen it): e.g. the pipeline reads only uploads GuardDuty tagged clean (SECURITY FILE-3).
   */
  denyReadsUnlessTagged(bucket: IBucket, prefix: string, tag: string, value: string): this {
    this.role.addToPrincipalPolicy(
      new PolicyStatement({
        effect: Effect.DENY,
        actions: ['s3:GetObject', 's3:GetObjectVersion'],
        resources: [`${bucket.bucketArn}/${prefix}*`],
        conditions: { StringNotEquals: { [`s3:ExistingObjectTag/${tag}`]: value } },
      }),
    );
    return this;
  }

  private allow(actions: string[], resources: string[], conditions?: Record<string, unknown>): void {
    this.role.addToPrincipalPolicy(
      new PolicyStatement({ effect: Effect.ALLOW, actions, resources, conditions }),
    );
  }

  /** Item access to the table and its indexes (named one by one, no index wildcard); sets TABLE_NAME. */
  bindTable(table: ITableV2, access: TableAccess): this {
    const read = [
      'dynamodb:GetItem',
      'dynamodb:BatchGetItem',
      'dynamodb:Query',
      'dynamodb:ConditionCheckItem',
    ];
    const write = [
      'dynamodb:PutItem',
      'dynamodb:UpdateItem',
      'dynamodb:DeleteItem',
      'dynamodb:BatchWriteItem',
    ];
    const indexes = TABLE_KEYS.indexes.map((i) => `${table.tableArn}/index/${i.indexName}`);
    this.allow(access === 'write' ? [...read, ...write] : read, [table.tableArn, ...indexes]);
    return this.setEnv('TABLE_NAME', table.tableName);
  }

  /**
   * Object access under `prefix` of one bucket (and its KMS key, only through S3); sets `envVar` to the
   * bucket name. `list` lists only under the prefix; `delete` also removes old versions (LGPD erasure).
   */
  bindBucket(
    bucket: IBucket,
    opts: { envVar: string; access: BucketAccess[]; prefix?: string; key?: IKey },
  ): this {
    const prefix = opts.prefix ?? '';
    const objects = `${bucket.bucketArn}/${prefix}*`;
    const has = (a: BucketAccess) => opts.access.includes(a);
    const actions = [
      ...(has('read') ? ['s3:GetObject'] : []),
      ...(has('write') ? ['s3:PutObject'] : []),
      ...(has('delete') ? ['s3:DeleteObject', 's3:DeleteObjectVersion'] : []),
      ...(has('tags') ? ['s3:GetObjectTagging'] : []),
    ];
    if (actions.length > 0) {
      this.allow(actions, [objects]);
      Validations.of(this.role).acknowledge({
        id: `AwsSolutions-IAM5[Resource::${nagArn(Stack.of(this), objects)}]`,
        reason: `Object keys are generated by the server at run time under '${prefix || '(root)'}' of this one bucket.`,
      });
    }
    if (has('list')) {
      this.allow(
        ['s3:ListBucket', 's3:ListBucketVersions'],
        [bucket.bucketArn],
        prefix ? { StringLike: { 's3:prefix': [`${prefix}*`] } } : undefined,
      );
    }
    if (opts.key) {
      const keyActions = [
        ...(has('read') ? ['kms:Decrypt'] : []),
        ...(has('write') ? ['kms:GenerateDataKey'] : []),
      ];
      if (keyActions.length > 0) {
        const region = Stack.of(this).region;
        this.allow(keyActions, [opts.key.keyArn], {
          StringEquals: { 'kms:ViaService': `s3.${region}.amazonaws.com` },
        });
      }
    }
    return this.setEnv(opts.envVar, bucket.bucketName);
  }

  /** Reads one secret (cached at cold start by the handler); sets `envVar` to its ARN. */
  bindSecret(secret: ISecret, envVar: string): this {
    this.allow(['secretsmanager:GetSecretValue'], [secret.secretArn]);
    return this.setEnv(envVar, secret.secretArn);
  }

  /** Starts executions of one state machine; sets `envVar` to its ARN. */
  bindStateMachine(machine: IStateMachine, envVar: string): this {
    this.allow(['states:StartExecution'], [machine.stateMachineArn]);
    return this.setEnv(envVar, machine.stateMachineArn);
  }

  /** Sends messages to one queue (SSE-SQS, so no key rights); sets `envVar` to its URL. */
  bindQueue(queue: IQueue, envVar: string): this {
    this.allow(['sqs:SendMessage'], [queue.queueArn]);
    return this.setEnv(envVar, queue.queueUrl);
  }

  /** Textract text detection; sets TEXTRACT_REGION. Textract has no resource-level permissions. */
  bindTextract(region: string): this {
    this.allow(
      [
        'textract:DetectDocumentText',
        'textract:AnalyzeDocument',
        'textract:StartDocumentTextDetection',
        'textract:GetDocumentTextDetection',
      ],
      ['*'],
    );
    Validations.of(this.role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: 'Textract actions and X-Ray tracing actions do not support resource-level permissions.',
    });
    return this.setEnv('TEXTRACT_REGION', region);
  }

  /**
   * Invokes one Bedrock model (the Converse API checks bedrock:InvokeModel); sets BEDROCK_MODEL_ID and
   * BEDROCK_REGION. An inference profile id (`us.`, `eu.`, `global.`… prefix) routes to the base model in
   * the profile's regions, so the base model is granted in any region for that one model only.
   */
  bindBedrock(modelId: string, region: string): this {
    const account = Stack.of(this).account;
    const profile = /^(us|eu|apac|us-gov|ca|jp|au|global)\.(.+)$/.exec(modelId);
    if (profile) {
      this.allow(
        ['bedrock:InvokeModel'],
        [
          `arn:aws:bedrock:${region}:${account}:inference-profile/${modelId}`,
          `arn:aws:bedrock:*::foundation-model/${profile[2]}`,
        ],
      );
      Validations.of(this.role).acknowledge({
        id: `AwsSolutions-IAM5[Resource::arn:aws:bedrock:*::foundation-model/${profile[2]}]`,
        reason:
          'A cross-region inference profile may serve the request from any of its regions; one model only.',
      });
    } else {
      this.allow(['bedrock:InvokeModel'], [`arn:aws:bedrock:${region}::foundation-model/${modelId}`]);
    }
    this.setEnv('BEDROCK_MODEL_ID', modelId);
    return this.setEnv('BEDROCK_REGION', region);
  }

  /** Sends e-mail from one verified identity and From address only; sets MAIL_FROM. */
  bindSes(identity: IEmailIdentity, senderEmail: string): this {
    this.allow(['ses:SendEmail'], [identity.emailIdentityArn], {
      StringEquals: { 'ses:FromAddress': senderEmail },
    });
    return this.setEnv('MAIL_FROM', senderEmail);
  }
}
