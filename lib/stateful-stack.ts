/**
 * Everything that holds data and must survive a redeploy: the table, the uploads and documents buckets,
 * their KMS key, and the access-log bucket. Every resource here is retained when the stack is deleted.
 */
import { Duration, RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import { AttributeType, Billing, TableEncryptionV2, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Key } from 'aws-cdk-lib/aws-kms';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  HttpMethods,
  ObjectOwnership,
} from 'aws-cdk-lib/aws-s3';
import { TABLE_KEYS } from '@recurso/core/table';
import type { Construct } from 'constructs';
import { type Config, DOCUMENT_VERSION_RETENTION_DAYS, UPLOAD_RETENTION_DAYS } from './config';
import { UploadsMalwareProtection } from './malware-protection';
import { UPLOAD_PREFIX } from './wiring';

export interface StatefulStackProps extends StackProps {
  config: Config;
}

/**
 * Fixed names for the data buckets, so the stateless stack addresses them by name (and its IAM policies
 * read as plain ARNs) instead of through CloudFormation exports.
 */
export const dataBucketName = (
  stage: string,
  purpose: 'uploads' | 'documents',
  account: string,
  region: string,
) => `recurso-${stage}-${purpose}-${account}-${region}`;

const key = (name: string) => ({ name, type: AttributeType.STRING });

export class StatefulStack extends Stack {
  readonly table: TableV2;
  readonly uploads: Bucket;
  readonly documents: Bucket;
  readonly accessLogs: Bucket;
  /** GuardDuty Malware Protection on the uploads prefix (SECURITY FILE-3). */
  readonly malwareProtection: UploadsMalwareProtection;
  readonly dataKey: Key;
  readonly secrets: { jwt: Secret; asaasApiKey: Secret; asaasWebhookToken: Secret };
  readonly sender: EmailIdentity;

  constructor(scope: Construct, id: string, props: StatefulStackProps) {
    super(scope, id, props);
    const { config } = props;

    this.table = new TableV2(this, 'Table', {
      partitionKey: key(TABLE_KEYS.partitionKey),
      sortKey: key(TABLE_KEYS.sortKey),
      globalSecondaryIndexes: TABLE_KEYS.indexes.map((i) => ({
        indexName: i.indexName,
        partitionKey: key(i.partitionKey),
        sortKey: key(i.sortKey),
      })),
      timeToLiveAttribute: TABLE_KEYS.timeToLive,
      billing: Billing.onDemand(),
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      // AWS-managed KMS key: encrypted with a KMS key without handing every function kms:* on it.
      encryption: TableEncryptionV2.awsManagedKey(),
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.dataKey = new Key(this, 'DataKey', {
      description: `recurso ${config.stage}: uploads and generated documents`,
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    // Server access logs land here; S3 log delivery supports SSE-S3 only, and CloudFront standard
    // logging needs ACLs, hence BUCKET_OWNER_PREFERRED.
    this.accessLogs = new Bucket(this, 'AccessLogs', {
      encryption: BucketEncryption.S3_MANAGED,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      // Marco Civil art. 15: application access logs are kept for six months.
      lifecycleRules: [{ id: 'expire-logs', expiration: Duration.days(190) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.accessLogs).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This is the access-log bucket itself; logging it into itself would loop.',
    });

    const privateBucket = (logPrefix: string) => ({
      encryption: BucketEncryption.KMS,
      encryptionKey: this.dataKey,
      bucketKeyEnabled: true,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: this.accessLogs,
      serverAccessLogsPrefix: `s3/${logPrefix}/`,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    const appOrigin = config.domainName ? `https://${config.domainName}` : 'https://*.cloudfront.net';
    this.uploads = new Bucket(this, 'Uploads', {
      ...privateBucket('uploads'),
      bucketName: dataBucketName(config.stage, 'uploads', this.account, this.region),
      versioned: true,
      // The browser posts files straight here with a presigned POST (FILE-1), and reads its own upload
      // back through a presigned GET for the review step's page thumbnails; only the app's origin.
      cors: [
        {
          allowedMethods: [HttpMethods.POST, HttpMethods.GET],
          allowedOrigins: [appOrigin],
          allowedHeaders: ['*'],
          maxAge: 3000,
        },
      ],
      lifecycleRules: [
        {
          id: 'delete-uploads-after-retention',
          expiration: Duration.days(UPLOAD_RETENTION_DAYS),
          noncurrentVersionExpiration: Duration.days(1),
          abortIncompleteMultipartUploadAfter: Duration.days(1),
        },
      ],
    });

    this.malwareProtection = new UploadsMalwareProtection(this, 'UploadsMalwareProtection', {
      stage: config.stage,
      bucket: this.uploads,
      key: this.dataKey,
      prefix: UPLOAD_PREFIX,
    });

    this.documents = new Bucket(this, 'Documents', {
      ...privateBucket('documents'),
      bucketName: dataBucketName(config.stage, 'documents', this.account, this.region),
      versioned: true,
      lifecycleRules: [
        {
          id: 'expire-replaced-documents',
          noncurrentVersionExpiration: Duration.days(DOCUMENT_VERSION_RETENTION_DAYS),
          abortIncompleteMultipartUploadAfter: Duration.days(1),
        },
      ],
    });

    // Secrets and the sender identity hold values an operator sets once (API key, DKIM), so they live
    // here and are retained like the data.
    this.secrets = {
      jwt: new Secret(this, 'JwtSigningKey', {
        description: `recurso ${config.stage}: HS256 key for session tokens (generated, 64 alphanumerics)`,
        generateSecretString: { passwordLength: 64, excludePunctuation: true, includeSpace: false },
        removalPolicy: RemovalPolicy.RETAIN,
      }),
      asaasApiKey: new Secret(this, 'AsaasApiKey', {
        description: `recurso ${config.stage}: Asaas ${config.asaasMode} API key (placeholder; set it, see docs/deploy.md)`,
        generateSecretString: { passwordLength: 32, excludePunctuation: true, includeSpace: false },
        removalPolicy: RemovalPolicy.RETAIN,
      }),
      asaasWebhookToken: new Secret(this, 'AsaasWebhookToken', {
        description: `recurso ${config.stage}: token Asaas sends in asaas-access-token (generated; copy it to Asaas)`,
        generateSecretString: { passwordLength: 48, excludePunctuation: true, includeSpace: false },
        removalPolicy: RemovalPolicy.RETAIN,
      }),
    };
    const rotation: Record<keyof typeof this.secrets, string> = {
      jwt: 'Rotating the signing key would sign every user out; rotate by hand (docs/deploy.md) after an incident.',
      asaasApiKey: 'The Asaas API key is issued in the Asaas dashboard; AWS cannot rotate it.',
      asaasWebhookToken:
        'The webhook token must change in Asaas at the same moment; rotated by hand (docs/deploy.md).',
    };
    for (const [name, secret] of Object.entries(this.secrets)) {
      Validations.of(secret).acknowledge({
        id: 'AwsSolutions-SMG4',
        reason: rotation[name as keyof typeof rotation],
      });
    }

    this.sender = new EmailIdentity(this, 'Sender', { identity: Identity.email(config.senderEmail) });
  }
}
