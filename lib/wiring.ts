/**
 * What each function may touch: the least-privilege plan, one row per API area, pipeline task and job.
 * Each `bind*` call grants exactly that access and sets the environment variable the handler reads
 * (names listed in docs/deploy.md, "Environment variables").
 */
import { Duration } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Schedule } from 'aws-cdk-lib/aws-events';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IEmailIdentity } from 'aws-cdk-lib/aws-ses';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { IStateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import type { Area } from '@recurso/functions/routes';
import type { AppFunction } from './app-function';
import { ASAAS_ENDPOINTS, type Config } from './config';
import { CLEAN_SCAN_STATUS, SCAN_STATUS_TAG } from './malware-protection';

/** Uploaded originals live under this prefix (`uploads/<userId>/<uuid>`, FILE-1). */
export const UPLOAD_PREFIX = 'uploads/';

export const PIPELINES = {
  generateAppeal: { file: 'generate-appeal', envVar: 'GENERATE_APPEAL_STATE_MACHINE_ARN' },
  deliverAppeal: { file: 'deliver-appeal', envVar: 'DELIVER_APPEAL_STATE_MACHINE_ARN' },
} as const;
export type PipelineName = keyof typeof PIPELINES;

export interface WiringResources {
  config: Config;
  table: ITableV2;
  uploads: IBucket;
  documents: IBucket;
  dataKey: IKey;
  secrets: { jwt: ISecret; asaasApiKey: ISecret; asaasWebhookToken: ISecret };
  sender: IEmailIdentity;
  appUrl: string;
  /** Webhook events queued for the payment-event consumer (PAY-6). */
  paymentEvents: IQueue;
  /** State machines whose ASL file exists. */
  machines: Partial<Record<PipelineName, IStateMachine>>;
}

type Wire = (f: AppFunction, r: WiringResources) => void;

const session: Wire = (f, r) => {
  f.bindSecret(r.secrets.jwt, 'JWT_SECRET_ARN');
};
const asaas: Wire = (f, r) => {
  f.bindSecret(r.secrets.asaasApiKey, 'ASAAS_API_KEY_SECRET_ARN');
  f.setEnv('ASAAS_BASE_URL', ASAAS_ENDPOINTS[r.config.asaasMode].apiBaseUrl);
};
const start =
  (name: PipelineName): Wire =>
  (f, r) => {
    const machine = r.machines[name];
    if (machine) f.bindStateMachine(machine, PIPELINES[name].envVar);
  };
/** The shared workflow starter (functions/src/adapters/sfn) validates both ARNs; the name alone grants nothing. */
const nameOnly =
  (name: PipelineName): Wire =>
  (f, r) => {
    const machine = r.machines[name];
    if (machine) f.setEnv(PIPELINES[name].envVar, machine.stateMachineArn);
  };
const uploads =
  (access: Parameters<AppFunction['bindBucket']>[1]['access']): Wire =>
  (f, r) => {
    f.bindBucket(r.uploads, { envVar: 'UPLOADS_BUCKET', access, prefix: UPLOAD_PREFIX, key: r.dataKey });
  };
const documents =
  (access: Parameters<AppFunction['bindBucket']>[1]['access']): Wire =>
  (f, r) => {
    f.bindBucket(r.documents, { envVar: 'DOCUMENTS_BUCKET', access, key: r.dataKey });
  };
const all =
  (...wires: Wire[]): Wire =>
  (f, r) => {
    for (const w of wires) w(f, r);
  };

/**
 * Every area's handler builds the shared deps (functions/src/deps.ts), which read the JWT key at cold
 * start and validate TABLE_NAME, the buckets and MAIL_FROM; an area that never uses one of those gets
 * the name without the permission.
 */
export const HTTP_SHARED: Wire = (f, r) => {
  session(f, r);
  f.setEnv('TABLE_NAME', r.table.tableName);
  f.setEnv('UPLOADS_BUCKET', r.uploads.bucketName);
  f.setEnv('DOCUMENTS_BUCKET', r.documents.bucketName);
  f.setEnv('MAIL_FROM', r.config.senderEmail);
};

/** One row per area of functions/src/routes.ts. */
export const HTTP_WIRING: Record<Area, Wire> = {
  system: () => {},
  auth: all((f, r) => {
    f.bindTable(r.table, 'write');
    f.bindSes(r.sender, r.config.senderEmail);
    if (r.config.googleClientId) f.setEnv('GOOGLE_CLIENT_ID', r.config.googleClientId);
  }),
  users: all(
    (f, r) => f.bindTable(r.table, 'write'),
    uploads(['list', 'delete']),
    documents(['list', 'delete']),
  ),
  appeals: all(
    (f, r) => f.bindTable(r.table, 'write'),
    // Presigned POST for uploads, their malware scan tag (FILE-3), reading them back to check the real
    // file type; presigned GET for PDFs.
    uploads(['read', 'write', 'tags']),
    documents(['read']),
    start('generateAppeal'),
    start('deliverAppeal'),
  ),
  // After the appeal (issue 15): deadline, filing, decision, driver identification, outcome report.
  // The decision a driver uploads is checked (scan tag, real type) and kept beside the appeal's PDF.
  'follow-up': all(
    (f, r) => f.bindTable(r.table, 'write'),
    uploads(['read', 'tags']),
    documents(['read', 'write']),
  ),
  // public-check-status may reconcile a late payment with Asaas and then start the delivery.
  payments: all(
    asaas,
    (f, r) => f.bindTable(r.table, 'write'),
    start('deliverAppeal'),
    nameOnly('generateAppeal'),
  ),
  // Checks the token, records the event id, queues the event, answers 200 (PAY-2, PAY-3, PAY-6).
  webhooks: all(asaas, (f, r) => {
    f.bindTable(r.table, 'write');
    f.bindSecret(r.secrets.asaasWebhookToken, 'ASAAS_WEBHOOK_TOKEN_SECRET_ARN');
    f.bindQueue(r.paymentEvents, 'PAYMENT_EVENTS_QUEUE_URL');
  }),
  // Forwards each message to the company's inbox by e-mail.
  contact: all((f, r) => {
    f.bindTable(r.table, 'write');
    f.bindSes(r.sender, r.config.senderEmail);
  }),
  // LGPD: export (read and list the caller's files) and erasure (delete them, every version).
  // Also e-mails the user when the password is changed or the account deleted.
  me: all(
    (f, r) => f.bindTable(r.table, 'write'),
    (f, r) => f.bindSes(r.sender, r.config.senderEmail),
    uploads(['read', 'list', 'delete']),
    documents(['read', 'list', 'delete']),
  ),
};

/**
 * Pipeline tasks by file name (functions/src/tasks/<name>.handler.ts); each row is what its step in
 * core/src/appeals/pipeline.ts touches, nothing more.
 */
export const TASK_WIRING: Record<string, Wire> = {
  // Reads the upload and sends it to Textract; only what GuardDuty tagged clean (FILE-3), so a file
  // replaced after generate-appeal-text checked it is never read before its own scan.
  'extract-document': all(
    uploads(['read']),
    (f, r) => f.denyReadsUnlessTagged(r.uploads, UPLOAD_PREFIX, SCAN_STATUS_TAG, CLEAN_SCAN_STATUS),
    (f, r) => f.bindTextract(r.config.textractRegion ?? r.config.region),
  ),
  // Pure: facts from the extracted text and the catalogue bundled in core.
  'build-facts': () => {},
  'write-appeal': (f, r) => f.bindBedrock(r.config.bedrockModelId, r.config.bedrockRegion),
  // Stores the facts with the appeal; stops it for the driver's review when they need it.
  'store-facts': (f, r) => f.bindTable(r.table, 'write'),
  'save-appeal': (f, r) => f.bindTable(r.table, 'write'),
  'mark-failed': (f, r) => f.bindTable(r.table, 'write'),
  // Reads the appeal, stores the PDF, records its key.
  'render-pdf': all((f, r) => f.bindTable(r.table, 'write'), documents(['write'])),
  'notify-user': all(
    (f, r) => f.bindTable(r.table, 'read'),
    (f, r) => f.bindSes(r.sender, r.config.senderEmail),
  ),
};
/**
 * Files in functions/src/tasks that consume a queue instead of serving a state machine: the event source,
 * batch size 1 (a failing event never holds others back) and what the consumer touches.
 */
export const QUEUE_CONSUMERS: Record<string, { queue: 'paymentEvents'; wire: Wire }> = {
  // Settles a webhook event: table, an Asaas lookup (PAY-5), then the delivery pipeline.
  'process-payment-event': {
    queue: 'paymentEvents',
    wire: all(asaas, (f, r) => f.bindTable(r.table, 'write'), start('deliverAppeal')),
  },
};

/**
 * Files in functions/src/tasks that watch a pipeline's executions instead of serving it: an EventBridge
 * rule on its "Execution Status Change" events with these statuses invokes the file (retries, then a DLQ).
 */
export const EXECUTION_WATCHERS: Record<
  string,
  { pipeline: PipelineName; statuses: ('FAILED' | 'TIMED_OUT' | 'ABORTED')[]; wire: Wire }
> = {
  // Marks the appeal generation_failed when an execution stopped and MarkFailed could not (Task 2).
  'execution-stopped': {
    pipeline: 'generateAppeal',
    statuses: ['FAILED', 'TIMED_OUT', 'ABORTED'],
    wire: (f, r) => f.bindTable(r.table, 'write'),
  },
};

/** A task without a row above: item access to the table only (facts, save, mark failed…). */
export const DEFAULT_TASK_WIRING: Wire = (f, r) => f.bindTable(r.table, 'write');

/** Scheduled jobs by file name (functions/src/jobs/<name>.handler.ts). */
export const JOB_WIRING: Record<string, { schedule: Schedule; wire: Wire }> = {
  // SPEC: an unpaid checkout past its time leaves the appeal expired_payment even without a webhook.
  'expire-checkouts': {
    schedule: Schedule.rate(Duration.minutes(15)),
    // Settles like the consumer: an expired checkout may turn out paid and start the delivery.
    wire: all(asaas, (f, r) => f.bindTable(r.table, 'write'), start('deliverAppeal')),
  },
  // Issue 15: deadline reminders 7 days, 2 days and on the day; each run reads only what is due (GSI3).
  'send-reminders': {
    schedule: Schedule.rate(Duration.minutes(15)),
    wire: (f, r) => {
      f.bindTable(r.table, 'write');
      f.bindSes(r.sender, r.config.senderEmail);
    },
  },
};

/** Variables every function receives. */
export const COMMON_ENV = (r: WiringResources): Record<string, string> => ({
  STAGE: r.config.stage,
  APP_URL: r.appUrl,
});
