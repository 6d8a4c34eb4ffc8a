/**
 * The HTTP API built from the route table: every route at `/api<path>`, integrated with its area's
 * function, on a `$default` stage with our own throttling (REL-5) and JSON access logs. Areas with an
 * `aws` row in functions/src/capacity.ts (the table behind the local admission lanes) get route throttles.
 *
 * Integrations name each function by its fixed ARN instead of a CloudFormation reference: the functions
 * receive APP_URL from the distribution, which points at this API, and a reference back would be a cycle.
 */
import { Aws, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  HttpApi,
  HttpIntegrationType,
  HttpMethod,
  HttpRoute,
  HttpRouteIntegration,
  type HttpRouteIntegrationConfig,
  HttpRouteKey,
  HttpStage,
  type CfnStage,
  LogGroupLogDestination,
  PayloadFormatVersion,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { AREA_CAPACITY } from '@recurso/functions/capacity';
import { API_BASE, type Area, ROUTES, routeKey } from '@recurso/functions/routes';
import type { AppFunction } from './app-function';

/** Lambda proxy integration (payload 2.0) addressed by the function's fixed ARN. */
class FixedArnLambdaIntegration extends HttpRouteIntegration {
  constructor(
    id: string,
    private readonly functionArn: string,
  ) {
    super(id);
  }
  bind(): HttpRouteIntegrationConfig {
    return {
      type: HttpIntegrationType.AWS_PROXY,
      uri: this.functionArn,
      payloadFormatVersion: PayloadFormatVersion.VERSION_2_0,
    };
  }
}

export interface ApiProps {
  stage: string;
  functions: ReadonlyMap<Area, AppFunction>;
  rateLimit: number;
  burstLimit: number;
}

/** API Gateway access logs are application access logs: six months (Marco Civil art. 15). */
export const API_LOG_RETENTION = RetentionDays.SIX_MONTHS;

const ACCESS_LOG_FORMAT = {
  requestId: '$context.requestId',
  ip: '$context.identity.sourceIp',
  requestTime: '$context.requestTime',
  routeKey: '$context.routeKey',
  status: '$context.status',
  responseLength: '$context.responseLength',
  latency: '$context.integrationLatency',
  integrationError: '$context.integrationErrorMessage',
  userAgent: '$context.identity.userAgent',
};

export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  readonly routes = new Map<string, HttpRoute>();

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: `recurso-${props.stage}`,
      description: 'Recurso Certo API (routes from functions/src/routes.ts)',
      createDefaultStage: false,
    });
    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: API_LOG_RETENTION,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.stage = new HttpStage(this, 'Stage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: { rateLimit: props.rateLimit, burstLimit: props.burstLimit },
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(JSON.stringify(ACCESS_LOG_FORMAT)),
      },
    });

    const integrations = new Map<Area, FixedArnLambdaIntegration>();
    const { region, account } = Stack.of(this);
    for (const route of ROUTES) {
      const fn = props.functions.get(route.area);
      if (!fn) throw new Error(`Route ${routeKey(route)}: no function for area '${route.area}'`);
      let integration = integrations.get(route.area);
      if (!integration) {
        const arn = `arn:${Aws.PARTITION}:lambda:${region}:${account}:function:${fn.functionName}`;
        integration = new FixedArnLambdaIntegration(`${route.area}-integration`, arn);
        integrations.set(route.area, integration);
      }
      const key = routeKey(route);
      const httpRoute = new HttpRoute(this, key, {
        httpApi: this.httpApi,
        routeKey: HttpRouteKey.with(`${API_BASE}${route.path}`, HttpMethod[route.method]),
        integration,
      });
      this.routes.set(key, httpRoute);
      // API Gateway may invoke the function for exactly this method and path.
      const sourcePath = `${API_BASE}${route.path}`.replace(/\{[^}]+\}/g, '*');
      fn.fn.addPermission(`Invoke ${key}`, {
        principal: new ServicePrincipal('apigateway.amazonaws.com'),
        sourceArn: `arn:${Aws.PARTITION}:execute-api:${region}:${account}:${this.httpApi.apiId}/*/${route.method}${sourcePath}`,
      });
      Validations.of(httpRoute).acknowledge({
        id: 'AwsSolutions-APIG4',
        reason:
          route.policy === 'public' || route.policy === 'webhook'
            ? `Policy '${route.policy}' in the route table: ${route.policy === 'webhook' ? "the handler checks the provider's token in constant time (PAY-2)" : 'open to anyone by design'}.`
            : `Policy '${route.policy}' is enforced in code by the shared auth middleware, which re-reads the user on every request so a block or role change applies at once (JWT-3).`,
      });
    }
    this.throttleRoutes();
  }

  /** Route throttles from the capacity table; the stage waits for the routes its settings name. */
  private throttleRoutes() {
    const settings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};
    for (const route of ROUTES) {
      const aws = AREA_CAPACITY[route.area].aws;
      if (aws)
        settings[routeKey(route)] = {
          ThrottlingRateLimit: aws.rateLimit,
          ThrottlingBurstLimit: aws.burstLimit,
        };
    }
    if (Object.keys(settings).length === 0) return;
    (this.stage.node.defaultChild as CfnStage).routeSettings = settings;
    for (const key of Object.keys(settings)) this.stage.node.addDependency(this.routes.get(key) as HttpRoute);
  }
}
