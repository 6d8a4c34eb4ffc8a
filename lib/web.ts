/**
 * The web app: the SPA bucket behind CloudFront with Origin Access Control, `/api/*` forwarded to the
 * HTTP API on the same origin (no CORS), a CloudFront Function for SPA routes, robots.txt and the sitemap,
 * strict security headers, the WAF web ACL, standard logs, and the built frontend deployed with
 * BucketDeployment.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Annotations, Duration, RemovalPolicy, Stack, Token, Validations } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  Function as CloudFrontFunction,
  type ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  type CfnBucket,
  type IBucket,
  ObjectOwnership,
} from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { API_DOCS_FILES, API_DOCS_PATH, apiDocsCsp, readApiDocsFile } from '@recurso/functions/api-docs';
import { API_BASE } from '@recurso/functions/routes';
import { ASAAS_ENDPOINTS, type Config } from './config';
import { contentSecurityPolicy, inlineStyleHashes } from './csp';
import { REPO_ROOT } from './entries';
import { securityHeadersPolicy } from './security-headers';
import { SPA_REWRITE_CODE } from './spa-rewrite';

export const FRONTEND_DIST = join(REPO_ROOT, 'frontend', 'dist');

/** Where the API reference's files live in the site bucket (the path CloudFront serves them under). */
const API_DOCS_KEY_PREFIX = `${API_DOCS_PATH.slice(1)}/`;

/** CloudFront Function of the /api/docs* behaviour: the page's two addresses get its index.html. */
export const API_DOCS_INDEX_CODE = `function handler(event) {
  var request = event.request;
  if (request.uri === '${API_DOCS_PATH}' || request.uri === '${API_DOCS_PATH}/') {
    request.uri = '${API_DOCS_PATH}/index.html';
  }
  return request;
}`;

export interface WebProps {
  config: Config;
  api: IHttpApi;
  accessLogs: IBucket;
  uploads: IBucket;
  webAclArn: string;
  /** Built SPA folder; when it has no index.html the deployment is skipped with a warning. */
  frontendDist?: string;
}

export class Web extends Construct {
  readonly distribution: Distribution;
  readonly siteBucket: Bucket;
  readonly headers: ResponseHeadersPolicy;
  /** `https://…` where users reach the app. */
  readonly appUrl: string;

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);
    const { config } = props;
    const region = Stack.of(this).region;
    const dist = props.frontendDist ?? FRONTEND_DIST;
    const homePage = join(dist, 'index.html');

    // The SPA's files are rebuilt by every deploy, so the bucket lives here, next to the distribution
    // its access policy names (in the stateful stack that reference would form a dependency cycle).
    this.siteBucket = new Bucket(this, 'Site', {
      encryption: BucketEncryption.S3_MANAGED,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: props.accessLogs,
      serverAccessLogsPrefix: 's3/site/',
      removalPolicy: RemovalPolicy.RETAIN,
    });

    const siteCsp = contentSecurityPolicy({
      googleSignIn: config.googleClientId !== undefined,
      uploadOrigin: `https://${props.uploads.bucketRegionalDomainName}`,
      checkoutOrigins: ASAAS_ENDPOINTS[config.asaasMode].checkoutOrigins,
      styleHashes: existsSync(homePage) ? inlineStyleHashes(readFileSync(homePage, 'utf8')) : [],
    });
    this.headers = securityHeadersPolicy(this, 'SecurityHeaders', siteCsp);
    const docsHeaders = securityHeadersPolicy(this, 'ApiDocsHeaders', apiDocsCsp(siteCsp));

    const spaRewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      code: FunctionCode.fromInline(SPA_REWRITE_CODE),
      runtime: FunctionRuntime.JS_2_0,
      comment:
        'robots.txt and sitemap.xml for the host; client routes get the /app.html shell; / the prerendered index',
    });

    const docsIndex = new CloudFrontFunction(this, 'ApiDocsIndex', {
      code: FunctionCode.fromInline(API_DOCS_INDEX_CODE),
      runtime: FunctionRuntime.JS_2_0,
      comment: `${API_DOCS_PATH} and ${API_DOCS_PATH}/ get the reference page's index.html`,
    });

    const siteOrigin = S3BucketOrigin.withOriginAccessControl(this.siteBucket);
    const apiOrigin = new HttpOrigin(`${props.api.apiId}.execute-api.${region}.amazonaws.com`, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [OriginSslPolicy.TLS_V1_2],
      readTimeout: Duration.seconds(30),
    });

    const custom = config.domainName && config.certificateArn;
    this.distribution = new Distribution(this, 'Distribution', {
      comment: `recurso ${config.stage}`,
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      // Brazilian viewers are only served from South American edges in the "all" price class.
      priceClass: PriceClass.PRICE_CLASS_ALL,
      // Only a custom certificate can raise the minimum; the default one is fixed by AWS (see CFR4 below).
      minimumProtocolVersion: custom ? SecurityPolicyProtocol.TLS_V1_2_2021 : undefined,
      domainNames: custom ? [config.domainName as string] : undefined,
      certificate: custom
        ? Certificate.fromCertificateArn(this, 'Certificate', config.certificateArn as string)
        : undefined,
      webAclId: props.webAclArn,
      enableLogging: true,
      logBucket: props.accessLogs,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: siteOrigin,
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: this.headers,
        functionAssociations: [{ function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        // Before /api/*: the API reference is static files in the site bucket (api/docs/).
        [`${API_DOCS_PATH}*`]: {
          origin: siteOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: docsHeaders,
          functionAssociations: [{ function: docsIndex, eventType: FunctionEventType.VIEWER_REQUEST }],
        },
        [`${API_BASE}/*`]: {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: this.headers,
        },
      },
    });
    this.appUrl = `https://${custom ? config.domainName : this.distribution.distributionDomainName}`;

    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR1',
      reason:
        'No geo restriction: Brazilian drivers abroad must reach their appeals; the WAF rate rules apply.',
    });
    if (!custom) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          'Without domainName/certificateArn CloudFront serves its default *.cloudfront.net certificate, whose ' +
          'minimum protocol AWS fixes; configure a domain to enforce TLSv1.2_2021 (docs/deploy.md).',
      });
    }

    this.deployFrontend(dist);
  }

  private deployFrontend(dist: string): void {
    if (!existsSync(join(dist, 'index.html'))) {
      Annotations.of(this).addWarning(
        `Frontend not built (${dist}/index.html missing): the site bucket stays empty. ` +
          'Run `npm run build -w frontend` before `cdk deploy`.',
      );
      return;
    }
    new BucketDeployment(this, 'Deploy', {
      sources: [Source.asset(dist)],
      destinationBucket: this.siteBucket,
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
      prune: true,
      // Deployed by the next one; excluded here so this prune leaves it.
      exclude: [`${API_DOCS_KEY_PREFIX}*`],
    });
    // The API reference (functions/src/api-docs.ts): the same bytes the local runtime serves.
    new BucketDeployment(this, 'DeployApiDocs', {
      sources: Object.keys(API_DOCS_FILES).map((name) =>
        Source.data(name, readApiDocsFile(name).toString('utf8')),
      ),
      destinationBucket: this.siteBucket,
      destinationKeyPrefix: API_DOCS_KEY_PREFIX,
      distribution: this.distribution,
      distributionPaths: [`${API_DOCS_PATH}*`],
      memoryLimit: 512,
      prune: true,
    });
    // The provider function is a stack-level singleton created by CDK, not by us.
    const stack = Stack.of(this);
    const account = Token.isUnresolved(stack.account) ? '<AWS::AccountId>' : stack.account;
    const site = stack.getLogicalId(this.siteBucket.node.defaultChild as CfnBucket);
    const provider = stack.node.children.find((c) => c.node.id.startsWith('Custom::CDKBucketDeployment'));
    if (!provider) throw new Error('BucketDeployment provider not found: the CDK construct changed');
    const why =
      'CDK-provided BucketDeployment function; it runs only while deploying and copies the built SPA';
    const findings = [
      'AwsSolutions-L1',
      'Serverless-LambdaTracing',
      'Serverless-LambdaDLQ',
      'Serverless-LambdaLatestVersion',
      'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      'AwsSolutions-IAM5[Action::s3:GetBucket*]',
      'AwsSolutions-IAM5[Action::s3:GetObject*]',
      'AwsSolutions-IAM5[Action::s3:List*]',
      'AwsSolutions-IAM5[Action::s3:Abort*]',
      'AwsSolutions-IAM5[Action::s3:DeleteObject*]',
      `AwsSolutions-IAM5[Resource::arn:aws:s3:::cdk-hnb659fds-assets-${account}-${stack.region}/*]`,
      `AwsSolutions-IAM5[Resource::<${site}.Arn>/*]`,
      'AwsSolutions-IAM5[Resource::*]',
    ];
    for (const id of findings) {
      Validations.of(provider).acknowledge({ id, reason: `${why} (CDK grants its own permissions).` });
    }
  }
}
