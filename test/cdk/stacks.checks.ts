/**
 * What matters in the synthesized templates: routes, least privilege, the table, buckets, the web edge,
 * pipelines, alarms and retention. The app is built once (fixture entries, no bundling); cdk-nag runs
 * during that synth and would throw on any unacknowledged finding.
 */
import { createHash } from 'node:crypto';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { TABLE_KEYS } from '@recurso/core/table';
import { API_DOCS_FILES, API_DOCS_STYLE_HASHES, apiDocsCsp } from '@recurso/functions/api-docs';
import { ROUTES, routeKey } from '@recurso/functions/routes';
import { UPLOAD_RETENTION_DAYS } from '../../lib/config';
import { routedAreas } from '../../lib/entries';
import { type Synthesized, synthFixtureApp } from './app';

// biome-ignore lint/suspicious/noExplicitAny: CloudFormation templates are untyped JSON
type Json = Record<string, any>;
let s: Synthesized;
let service: Json;

beforeAll(() => {
  s = synthFixtureApp({ cloudFormationValidation: true });
  service = s.templates.service.toJSON().Resources;
}, 120_000);

const ofType = (resources: Json, type: string): [string, Json][] =>
  Object.entries(resources).filter(([, r]) => r.Type === type);

/** Joins a CloudFormation string expression into readable text (`<Ref>` for references). */
const text = (v: unknown): string => {
  if (typeof v === 'string') return v;
  if (Array.isArray(v)) return v.map(text).join(',');
  const o = v as Json;
  if (o.Ref) return `<${o.Ref}>`;
  if (o['Fn::Join']) return (o['Fn::Join'][1] as unknown[]).map(text).join(o['Fn::Join'][0]);
  if (o['Fn::GetAtt']) return `<${o['Fn::GetAtt'].join('.')}>`;
  if (o['Fn::ImportValue']) return `<import:${text(o['Fn::ImportValue'])}>`;
  return JSON.stringify(o);
};

const functionsByName = (): Map<string, Json> =>
  new Map(
    ofType(service, 'AWS::Lambda::Function')
      .filter(([, r]) => typeof r.Properties.FunctionName === 'string')
      .map(([id, r]) => [r.Properties.FunctionName as string, { id, ...r }]),
  );

const statementsOf = (functionName: string): Json[] => {
  const fn = functionsByName().get(functionName);
  if (!fn) throw new Error(`no function ${functionName}`);
  const roleId = fn.Properties.Role['Fn::GetAtt'][0];
  return ofType(service, 'AWS::IAM::Policy')
    .filter(([, p]) => p.Properties.Roles.some((r: Json) => r.Ref === roleId))
    .flatMap(([, p]) => p.Properties.PolicyDocument.Statement as Json[]);
};
const actionsOf = (functionName: string): string[] =>
  statementsOf(functionName).flatMap((st) => [st.Action].flat() as string[]);

it('synthesizes without warnings when every entry, ASL file and the frontend build exist', () => {
  for (const stack of [s.data, s.edge, s.service]) {
    expect(Annotations.fromStack(stack).findWarning('*', Match.anyValue())).toEqual([]);
  }
});

describe('HTTP API from the route table', () => {
  it('has exactly one route per row, each integrated with its area function', () => {
    const integrations = new Map(ofType(service, 'AWS::ApiGatewayV2::Integration'));
    const routes = ofType(service, 'AWS::ApiGatewayV2::Route').map(([, r]) => {
      const integrationId = text(r.Properties.Target).replace(/^integrations\/<(.+)>$/, '$1');
      return [r.Properties.RouteKey, text(integrations.get(integrationId)?.Properties.IntegrationUri)];
    });
    expect(routes.map(([k]) => k).sort()).toEqual(ROUTES.map(routeKey).sort());
    for (const r of ROUTES) {
      const uri = routes.find(([k]) => k === routeKey(r))?.[1];
      expect(uri).toMatch(new RegExp(`:function:recurso-dev-${r.area}$`));
    }
    expect(routeKey(ROUTES[0])).toBe('GET /api/health');
  });

  it('lets API Gateway invoke a function only for its own routes', () => {
    const perms = ofType(service, 'AWS::Lambda::Permission').filter(
      ([, p]) => p.Properties.Principal === 'apigateway.amazonaws.com',
    );
    expect(perms).toHaveLength(ROUTES.length);
    const webhook = perms.map(([, p]) => text(p.Properties.SourceArn)).filter((a) => a.includes('webhooks'));
    expect(webhook).toEqual([expect.stringMatching(/\/\*\/POST\/api\/webhooks\/asaas$/)]);
    const withParam = perms
      .map(([, p]) => text(p.Properties.SourceArn))
      .filter((a) => a.includes('/api/appeals/'));
    expect(withParam).toContainEqual(expect.stringMatching(/\/\*\/GET\/api\/appeals\/\*$/));
  });

  it('throttles the stage and writes JSON access logs kept six months', () => {
    s.templates.service.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      DefaultRouteSettings: { ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 },
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('"requestId"') },
    });
    const stage = ofType(service, 'AWS::ApiGatewayV2::Stage')[0]?.[1];
    const logGroupId = stage?.Properties.AccessLogSettings.DestinationArn['Fn::GetAtt'][0];
    expect(service[logGroupId].Properties.RetentionInDays).toBe(180);
  });
});

describe('functions', () => {
  it('run Node 22 on arm64 with tracing, a JSON log group of their own and source maps', () => {
    const fns = [...functionsByName().values()].filter((f) =>
      f.Properties.FunctionName.startsWith('recurso-'),
    );
    const tasks = [
      'build-facts',
      'extract-document',
      'mark-failed',
      'notify-user',
      'render-pdf',
      'save-appeal',
      'store-facts',
      'write-appeal',
    ];
    expect(fns.map((f) => f.Properties.FunctionName).sort()).toEqual(
      [
        ...routedAreas(),
        ...tasks.map((t) => `task-${t}`),
        'consumer-process-payment-event',
        'job-expire-checkouts',
        'job-send-reminders',
        'watch-execution-stopped',
      ]
        .map((n) => `recurso-dev-${n}`)
        .sort(),
    );
    for (const f of fns) {
      expect(f.Properties).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        TracingConfig: { Mode: 'Active' },
        LoggingConfig: { LogFormat: 'JSON' },
        Environment: { Variables: expect.objectContaining({ NODE_OPTIONS: '--enable-source-maps' }) },
      });
      const logGroup = service[f.Properties.LoggingConfig.LogGroup.Ref];
      expect(logGroup.Properties).toMatchObject({
        LogGroupName: `/aws/lambda/${f.Properties.FunctionName}`,
        RetentionInDays: 30,
      });
    }
  });

  it('receive exactly the environment variables the handlers read', () => {
    const env = (name: string) =>
      Object.keys(functionsByName().get(`recurso-dev-${name}`)?.Properties.Environment.Variables).sort();
    const base = ['APP_URL', 'NODE_OPTIONS', 'STAGE'];
    const http = [...base, 'DOCUMENTS_BUCKET', 'JWT_SECRET_ARN', 'MAIL_FROM', 'TABLE_NAME', 'UPLOADS_BUCKET'];
    const sorted = (...names: string[]) => names.sort();
    expect(env('system')).toEqual(sorted(...http));
    expect(env('auth')).toEqual(sorted(...http));
    expect(env('appeals')).toEqual(
      sorted(...http, 'GENERATE_APPEAL_STATE_MACHINE_ARN', 'DELIVER_APPEAL_STATE_MACHINE_ARN'),
    );
    expect(env('payments')).toEqual(
      sorted(
        ...http,
        'ASAAS_API_KEY_SECRET_ARN',
        'ASAAS_BASE_URL',
        'DELIVER_APPEAL_STATE_MACHINE_ARN',
        'GENERATE_APPEAL_STATE_MACHINE_ARN',
      ),
    );
    expect(env('webhooks')).toEqual(
      sorted(
        ...http,
        'ASAAS_API_KEY_SECRET_ARN',
        'ASAAS_BASE_URL',
        'ASAAS_WEBHOOK_TOKEN_SECRET_ARN',
        'PAYMENT_EVENTS_QUEUE_URL',
      ),
    );
    expect(env('consumer-process-payment-event')).toEqual(
      sorted(
        ...base,
        'ASAAS_API_KEY_SECRET_ARN',
        'ASAAS_BASE_URL',
        'DELIVER_APPEAL_STATE_MACHINE_ARN',
        'TABLE_NAME',
      ),
    );
    expect(env('task-extract-document')).toEqual(sorted(...base, 'TEXTRACT_REGION', 'UPLOADS_BUCKET'));
    expect(env('task-build-facts')).toEqual(sorted(...base));
    expect(env('task-write-appeal')).toEqual(sorted(...base, 'BEDROCK_MODEL_ID', 'BEDROCK_REGION'));
    expect(actionsOf('recurso-dev-task-render-pdf')).toContain('s3:PutObject');
    expect(actionsOf('recurso-dev-task-render-pdf')).not.toContain('s3:GetObject');
    expect(env('task-render-pdf')).toEqual(sorted(...base, 'DOCUMENTS_BUCKET', 'TABLE_NAME'));
    expect(env('task-notify-user')).toEqual(sorted(...base, 'MAIL_FROM', 'TABLE_NAME'));
    expect(env('job-expire-checkouts')).toEqual(
      sorted(
        ...base,
        'ASAAS_API_KEY_SECRET_ARN',
        'ASAAS_BASE_URL',
        'DELIVER_APPEAL_STATE_MACHINE_ARN',
        'TABLE_NAME',
      ),
    );
    expect(env('follow-up')).toEqual(sorted(...http));
    expect(env('job-send-reminders')).toEqual(sorted(...base, 'MAIL_FROM', 'TABLE_NAME'));
    const payments = functionsByName().get('recurso-dev-payments')?.Properties.Environment.Variables;
    expect(payments.ASAAS_BASE_URL).toBe('https://api-sandbox.asaas.com');
  });
});

describe('least privilege', () => {
  /** Actions that AWS offers only on Resource "*" (no resource-level permissions). */
  const NO_RESOURCE_LEVEL = /^(xray:(PutTraceSegments|PutTelemetryRecords)|textract:\w+)$/;

  it('no function has a wildcard action or a "*" resource on data', () => {
    for (const name of functionsByName().keys()) {
      if (!name.startsWith('recurso-')) continue;
      for (const st of statementsOf(name)) {
        const actions = [st.Action].flat() as string[];
        for (const a of actions) expect(a).not.toMatch(/\*/);
        if ([st.Resource].flat().includes('*')) {
          for (const a of actions)
            expect({ name, action: a, ok: NO_RESOURCE_LEVEL.test(a) }).toMatchObject({ ok: true });
        }
        for (const r of [st.Resource].flat().map(text)) {
          if (r.startsWith('arn:aws:s3:::'))
            expect(r).toMatch(
              /^arn:aws:s3:::recurso-dev-(uploads|documents)-<AWS::AccountId>-us-east-1(\/(uploads\/)?\*)?$/,
            );
        }
      }
    }
  });

  it('gives Textract only to the extraction task and Bedrock only to the writer, for the configured model', () => {
    for (const name of functionsByName().keys()) {
      const actions = name.startsWith('recurso-') ? actionsOf(name) : [];
      expect(actions.some((a) => a.startsWith('textract:'))).toBe(
        name === 'recurso-dev-task-extract-document',
      );
      expect(actions.some((a) => a.startsWith('bedrock:'))).toBe(name === 'recurso-dev-task-write-appeal');
    }
    const bedrock = statementsOf('recurso-dev-task-write-appeal').find(
      (st) => st.Action === 'bedrock:InvokeModel',
    );
    expect(text(bedrock?.Resource)).toBe(
      'arn:aws:bedrock:us-east-1::foundation-model/anthropic.claude-3-haiku-20240307-v1:0',
    );
  });

  it('scopes uploads to their prefix, KMS to S3 use, e-mail to the sender address', () => {
    const appeals = statementsOf('recurso-dev-appeals');
    expect(appeals).toContainEqual(
      expect.objectContaining({
        Action: ['s3:GetObject', 's3:GetObjectTagging', 's3:PutObject'],
        Resource: expect.objectContaining({
          'Fn::Join': ['', expect.arrayContaining(['-us-east-1/uploads/*'])],
        }),
      }),
    );
    expect(appeals.find((st) => [st.Action].flat().includes('kms:Decrypt'))?.Condition).toEqual({
      StringEquals: { 'kms:ViaService': 's3.us-east-1.amazonaws.com' },
    });
    // The areas that send e-mail (auth, contact, me) may, from the sender address only; others may not.
    for (const area of ['auth', 'contact', 'me']) {
      const ses = statementsOf(`recurso-dev-${area}`).find((st) => st.Action === 'ses:SendEmail');
      expect(ses?.Condition).toEqual({
        StringEquals: { 'ses:FromAddress': 'nao-responda@recursocerto.com.br' },
      });
    }
    for (const area of ['appeals', 'users', 'payments', 'webhooks']) {
      expect(actionsOf(`recurso-dev-${area}`)).not.toContain('ses:SendEmail');
    }
    expect(actionsOf('recurso-dev-system')).toEqual([
      'logs:CreateLogStream',
      'logs:PutLogEvents',
      'xray:PutTelemetryRecords',
      'xray:PutTraceSegments',
      'secretsmanager:GetSecretValue',
    ]);
    expect(actionsOf('recurso-dev-payments')).not.toContain('dynamodb:Scan');
    expect(actionsOf('recurso-dev-webhooks')).not.toContain('states:StartExecution');
    const start = statementsOf('recurso-dev-payments').find((st) => st.Action === 'states:StartExecution');
    expect(text(start?.Resource)).toMatch(/^<DeliverAppealMachine\w+>$/);
  });
});

describe('table', () => {
  it('matches core/src/table.ts, with TTL, PITR, deletion protection and RETAIN', () => {
    const [, table] = ofType(s.templates.data.toJSON().Resources, 'AWS::DynamoDB::GlobalTable')[0] ?? [];
    expect(table?.DeletionPolicy).toBe('Retain');
    expect(table?.Properties.KeySchema).toEqual([
      { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
      { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
    ]);
    expect(table?.Properties.GlobalSecondaryIndexes).toEqual(
      TABLE_KEYS.indexes.map((i) => ({
        IndexName: i.indexName,
        KeySchema: [
          { AttributeName: i.partitionKey, KeyType: 'HASH' },
          { AttributeName: i.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    );
    expect(table?.Properties.TimeToLiveSpecification).toEqual({
      AttributeName: TABLE_KEYS.timeToLive,
      Enabled: true,
    });
    expect(table?.Properties.Replicas[0]).toMatchObject({
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      DeletionProtectionEnabled: true,
    });
    expect(table?.Properties.SSESpecification).toEqual({ SSEEnabled: true, SSEType: 'KMS' });
  });
});

describe('buckets', () => {
  const all = () => [
    ...ofType(s.templates.data.toJSON().Resources, 'AWS::S3::Bucket'),
    ...ofType(service, 'AWS::S3::Bucket'),
  ];
  const policies = () => [
    ...ofType(s.templates.data.toJSON().Resources, 'AWS::S3::BucketPolicy'),
    ...ofType(service, 'AWS::S3::BucketPolicy'),
  ];

  it('block public access, encrypt, and refuse plain HTTP', () => {
    expect(all()).toHaveLength(4);
    for (const [id, b] of all()) {
      expect(b.Properties.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(b.Properties.BucketEncryption.ServerSideEncryptionConfiguration[0]).toBeDefined();
      const policy = policies().find(([, p]) => p.Properties.Bucket.Ref === id)?.[1];
      expect(policy?.Properties.PolicyDocument.Statement).toContainEqual(
        expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
      );
      expect(b.DeletionPolicy).toBe('Retain');
    }
  });

  it('keep personal data under the KMS key, versioned, with uploads deleted after the stated retention', () => {
    const data = Object.fromEntries(ofType(s.templates.data.toJSON().Resources, 'AWS::S3::Bucket'));
    const uploads: Json = Object.entries(data).find(([id]) => id.startsWith('Uploads'))?.[1] ?? {};
    const documents: Json = Object.entries(data).find(([id]) => id.startsWith('Documents'))?.[1] ?? {};
    for (const b of [uploads, documents]) {
      expect(b.Properties.BucketEncryption.ServerSideEncryptionConfiguration[0]).toMatchObject({
        ServerSideEncryptionByDefault: { SSEAlgorithm: 'aws:kms' },
        BucketKeyEnabled: true,
      });
      expect(b.Properties.VersioningConfiguration).toEqual({ Status: 'Enabled' });
      expect(b.Properties.LoggingConfiguration).toBeDefined();
    }
    expect(UPLOAD_RETENTION_DAYS).toBe(90);
    expect(uploads.Properties.LifecycleConfiguration.Rules[0]).toMatchObject({
      ExpirationInDays: 90,
      NoncurrentVersionExpiration: { NoncurrentDays: 1 },
      Status: 'Enabled',
    });
    expect(uploads.Properties.CorsConfiguration.CorsRules).toEqual([
      expect.objectContaining({
        AllowedMethods: ['POST', 'GET'],
        AllowedOrigins: ['https://*.cloudfront.net'],
      }),
    ]);
  });
});

describe('web', () => {
  const dist = () => ofType(service, 'AWS::CloudFront::Distribution')[0]?.[1].Properties.DistributionConfig;

  it('serves the SPA through OAC, /api/* uncached to the API with all viewer headers but Host, behind the WAF', () => {
    const d = dist();
    expect(d.Origins.find((o: Json) => o.S3OriginConfig)?.OriginAccessControlId).toBeDefined();
    const api = d.CacheBehaviors.find((b: Json) => b.PathPattern === '/api/*');
    expect(api).toMatchObject({
      CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad',
      OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac',
      AllowedMethods: expect.arrayContaining(['POST', 'DELETE', 'PATCH']),
    });
    expect(api.FunctionAssociations).toBeUndefined();
    expect(d.DefaultCacheBehavior.FunctionAssociations).toHaveLength(1);
    expect(d.CustomErrorResponses).toBeUndefined();
    expect(text(d.WebACLId)).toMatch(/WebAcl/);
    expect(d.Logging).toBeDefined();
  });

  it('serves the API reference from the site bucket at /api/docs*, ahead of /api/*, with its own CSP', () => {
    const d = dist();
    const patterns = d.CacheBehaviors.map((b: Json) => b.PathPattern);
    expect(patterns.indexOf('/api/docs*')).toBeGreaterThanOrEqual(0);
    expect(patterns.indexOf('/api/docs*')).toBeLessThan(patterns.indexOf('/api/*'));
    const docs = d.CacheBehaviors.find((b: Json) => b.PathPattern === '/api/docs*');
    const site = d.Origins.find((o: Json) => o.S3OriginConfig);
    expect(docs.TargetOriginId).toBe(site.Id);
    expect(docs.FunctionAssociations).toHaveLength(1);
    const policies = ofType(service, 'AWS::CloudFront::ResponseHeadersPolicy').map(([id, r]) => ({
      id,
      csp: text(
        r.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy
          .ContentSecurityPolicy,
      ),
    }));
    const docsPolicy = policies.find((p) => text(docs.ResponseHeadersPolicyId).includes(p.id));
    const sitePolicy = policies.find((p) =>
      text(d.DefaultCacheBehavior.ResponseHeadersPolicyId).includes(p.id),
    );
    expect(docsPolicy?.csp).toBe(apiDocsCsp(sitePolicy?.csp ?? ''));
    for (const hash of API_DOCS_STYLE_HASHES) expect(sitePolicy?.csp).not.toContain(hash);
    // Its files are deployed under api/docs/, which the SPA's pruning deployment leaves alone.
    const deployments = ofType(service, 'Custom::CDKBucketDeployment').map(([, r]) => r.Properties);
    expect(
      deployments.find((p) => p.DestinationBucketKeyPrefix === 'api/docs/')?.SourceObjectKeys,
    ).toHaveLength(Object.keys(API_DOCS_FILES).length);
    expect(deployments.find((p) => p.DestinationBucketKeyPrefix === undefined)?.Exclude).toEqual([
      'api/docs/*',
    ]);
  });

  it('sends a strict CSP, HSTS for a year with subdomains, nosniff, DENY and no-referrer', () => {
    const policy = ofType(service, 'AWS::CloudFront::ResponseHeadersPolicy')[0]?.[1].Properties
      .ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    const csp = text(policy.ContentSecurityPolicy.ContentSecurityPolicy);
    expect(csp).toMatch(/^default-src 'self'; script-src 'self'; /);
    for (const d of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "frame-src 'none'"]) {
      expect(csp).toContain(d);
    }
    expect(csp).toContain("form-action 'self' https://sandbox.asaas.com");
    expect(csp).not.toContain('unsafe-inline');
    // The one inline style, the prerendered home page's stylesheet (the fixture's), by its hash.
    const hash = createHash('sha256').update('body{margin:0}').digest('base64');
    expect(csp).toContain(`style-src 'self' 'sha256-${hash}';`);
    expect(csp).not.toContain('accounts.google.com');
    expect(policy.StrictTransportSecurity).toEqual({
      AccessControlMaxAgeSec: 31536000,
      IncludeSubdomains: true,
      Override: true,
    });
    expect(policy.ContentTypeOptions).toEqual({ Override: true });
    expect(policy.FrameOptions).toEqual({ FrameOption: 'DENY', Override: true });
    expect(policy.ReferrerPolicy).toEqual({ ReferrerPolicy: 'no-referrer', Override: true });
  });

  it('deploys the built frontend and invalidates the cache', () => {
    s.templates.service.hasResourceProperties('Custom::CDKBucketDeployment', {
      DistributionPaths: ['/*'],
      Prune: true,
    });
  });

  it('rate-limits per IP at the edge, more strictly on /api/auth/', () => {
    const rules = s.templates.edge.toJSON().Resources.WebAcl.Properties.Rules as Json[];
    expect(s.templates.edge.toJSON().Resources.WebAcl.Properties.Scope).toBe('CLOUDFRONT');
    const auth = rules.find((r) => r.Name === 'auth-rate-per-ip');
    expect(auth?.Statement.RateBasedStatement).toMatchObject({
      Limit: 100,
      ScopeDownStatement: {
        ByteMatchStatement: { SearchString: '/api/auth/', PositionalConstraint: 'STARTS_WITH' },
      },
    });
    expect(rules.find((r) => r.Name === 'rate-per-ip')?.Statement.RateBasedStatement.Limit).toBe(1000);
    expect(s.edge.region).toBe('us-east-1');
  });
});

describe('pipelines and operations', () => {
  it('log ALL events without execution data and trace every state machine', () => {
    const machines = ofType(service, 'AWS::StepFunctions::StateMachine');
    expect(machines.map(([, m]) => m.Properties.StateMachineName).sort()).toEqual([
      'recurso-dev-deliver-appeal',
      'recurso-dev-generate-appeal',
    ]);
    for (const [, m] of machines) {
      expect(m.Properties.LoggingConfiguration).toMatchObject({ Level: 'ALL', IncludeExecutionData: false });
      expect(m.Properties.TracingConfiguration).toEqual({ Enabled: true });
      expect(m.Properties.StateMachineType).toBe('STANDARD');
    }
  });

  it('alarms on API 5xx, each function error and throttle, failed executions and DLQ depth', () => {
    const alarms = ofType(service, 'AWS::CloudWatch::Alarm').map(([, a]) => a.Properties);
    for (const a of alarms) expect(a.AlarmActions).toHaveLength(1);
    const metrics = alarms.map((a) => `${a.Namespace}/${a.MetricName}`);
    expect(metrics).toContain('AWS/ApiGateway/5xx');
    expect(metrics.filter((m) => m === 'AWS/States/ExecutionsFailed')).toHaveLength(2);
    expect(metrics.filter((m) => m === 'AWS/Lambda/Errors')).toHaveLength(s.service.functions.size);
    expect(metrics.filter((m) => m === 'AWS/Lambda/Throttles')).toHaveLength(s.service.functions.size);
    expect(s.service.functions.size).toBe(routedAreas().length + 12);
    expect(metrics).toContain('AWS/SQS/ApproximateNumberOfMessagesVisible');
    s.templates.service.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'operacao@recursocerto.com.br',
    });
  });

  it('queues webhook events for a consumer with retries, a DLQ and alarms (PAY-6)', () => {
    const queues = Object.fromEntries(ofType(service, 'AWS::SQS::Queue'));
    const [queueId, queue] =
      Object.entries(queues).find(([, q]) => q.Properties.QueueName === 'recurso-dev-payment-events') ?? [];
    const dlqId = queue?.Properties.RedrivePolicy.deadLetterTargetArn['Fn::GetAtt'][0];
    expect(queues[dlqId]?.Properties.QueueName).toBe('recurso-dev-payment-events-dlq');
    expect(queue?.Properties).toMatchObject({
      RedrivePolicy: { maxReceiveCount: 5 },
      VisibilityTimeout: 180,
      SqsManagedSseEnabled: true,
    });
    const send = statementsOf('recurso-dev-webhooks').find((st) => st.Action === 'sqs:SendMessage');
    expect(send?.Resource).toEqual({ 'Fn::GetAtt': [queueId, 'Arn'] });
    const consumer = functionsByName().get('recurso-dev-consumer-process-payment-event');
    s.templates.service.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      BatchSize: 1,
      EventSourceArn: { 'Fn::GetAtt': [queueId, 'Arn'] },
      FunctionName: { Ref: consumer?.id },
    });
    const alarmed = ofType(service, 'AWS::CloudWatch::Alarm').map(([, a]) => text(a.Properties.Dimensions));
    expect(alarmed.some((d) => d.includes(dlqId))).toBe(true);
    expect(alarmed.some((d) => d.includes(queueId as string))).toBe(true);
  });

  it('runs the checkout-expiry sweep on a schedule with a DLQ for failed invocations', () => {
    s.templates.service.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(15 minutes)',
      Targets: [
        Match.objectLike({
          DeadLetterConfig: { Arn: Match.anyValue() },
          RetryPolicy: { MaximumRetryAttempts: 2 },
        }),
      ],
    });
    s.templates.service.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      DestinationConfig: { OnFailure: { Destination: Match.anyValue() } },
      MaximumRetryAttempts: 2,
    });
  });

  it('runs the deadline reminder sweep every 15 minutes: a rule on the send-reminders job, retries and a DLQ', () => {
    const job = functionsByName().get('recurso-dev-job-send-reminders');
    const rules = ofType(service, 'AWS::Events::Rule').filter(([, r]) =>
      (r.Properties.Targets as Json[]).some((t) => text(t.Arn) === `<${job?.id}.Arn>`),
    );
    expect(rules).toHaveLength(1);
    expect(rules[0]?.[1].Properties).toMatchObject({
      ScheduleExpression: 'rate(15 minutes)',
      State: 'ENABLED',
      Targets: [
        expect.objectContaining({
          DeadLetterConfig: { Arn: expect.anything() },
          RetryPolicy: { MaximumRetryAttempts: 2 },
        }),
      ],
    });
    // it reads the reminder index and claims points in the table, and sends from the sender address only
    const actions = actionsOf('recurso-dev-job-send-reminders');
    expect(actions).toEqual(
      expect.arrayContaining([
        'dynamodb:Query',
        'dynamodb:UpdateItem',
        'dynamodb:BatchGetItem',
        'ses:SendEmail',
      ]),
    );
    const query = statementsOf('recurso-dev-job-send-reminders').find((st) =>
      [st.Action].flat().includes('dynamodb:Query'),
    );
    expect(text(query?.Resource)).toContain('/index/gsi3');
    expect(actions.some((a) => a.startsWith('s3:'))).toBe(false);
  });

  it('gives every log group a retention', () => {
    for (const [, g] of ofType(service, 'AWS::Logs::LogGroup'))
      expect(g.Properties.RetentionInDays).toBeGreaterThan(0);
  });
});
