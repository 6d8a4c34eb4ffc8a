/**
 * Builds the whole CDK app: config → stateful stack (data), edge stack (CloudFront WAF, us-east-1),
 * stateless stack (everything else), with cdk-nag's AWS Solutions and Serverless checks on every synth.
 */
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';
import { type Config, EDGE_REGION, loadConfig } from './config';
import { findEntries } from './entries';
import { EdgeStack } from './edge-stack';
import { StatefulStack } from './stateful-stack';
import { StatelessStack } from './stateless-stack';

export interface BuildOptions {
  /** Extra context (tests); merged over cdk.json when the CLI runs the app. */
  context?: Record<string, unknown>;
  env?: Record<string, string | undefined>;
  /** Where the Lambda entries live (default functions/src). */
  functionsSrc?: string;
  statemachinesDir?: string;
  frontendDist?: string;
  /** Skip esbuild (tests that only inspect the template). */
  skipBundling?: boolean;
  outdir?: string;
  /**
   * aws-cdk-lib's built-in CloudFormation template validation after synth (default on, as `cdk synth`
   * runs it): ~12 s of CPU a synth. Tests that synth the same app again turn it off (test/cdk/app.ts).
   */
  cloudFormationValidation?: boolean;
}

export interface BuiltApp {
  app: App;
  config: Config;
  data: StatefulStack;
  edge: EdgeStack;
  service: StatelessStack;
}

export function buildApp(opts: BuildOptions = {}): BuiltApp {
  const context = { ...opts.context, ...(opts.skipBundling ? { 'aws:cdk:bundling-stacks': [] } : {}) };
  const app = new App({
    context,
    outdir: opts.outdir,
    builtinCloudFormationValidation: opts.cloudFormationValidation ?? true,
  });
  const config = loadConfig((k) => app.node.tryGetContext(k), opts.env ?? process.env);
  const entries = findEntries(opts.functionsSrc);
  const prefix = `Recurso-${config.stage}`;
  const crossRegion = config.region !== EDGE_REGION;

  const data = new StatefulStack(app, `${prefix}-Data`, {
    config,
    env: { account: config.account, region: config.region },
    terminationProtection: true,
    description: 'Recurso Certo: table, buckets, keys, secrets, sender identity (retained)',
  });
  const edge = new EdgeStack(app, `${prefix}-Edge`, {
    config,
    env: { account: config.account, region: EDGE_REGION },
    crossRegionReferences: crossRegion,
    description: 'Recurso Certo: CloudFront WAF web ACL (must be in us-east-1)',
  });
  const service = new StatelessStack(app, `${prefix}-App`, {
    config,
    data,
    entries,
    webAclArn: edge.webAcl.attrArn,
    env: { account: config.account, region: config.region },
    crossRegionReferences: crossRegion,
    statemachinesDir: opts.statemachinesDir,
    frontendDist: opts.frontendDist,
    description: 'Recurso Certo: functions, API, pipelines, web, operations',
  });

  // SECURITY.md (INF): AWS Solutions and Serverless packs; any unacknowledged finding fails synth.
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app), new ServerlessChecks(app));
  return { app, config, data, edge, service };
}
