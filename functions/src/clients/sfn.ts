/**
 * The Step Functions starter of an area that starts the appeal pipelines (appeals, payments). The client is
 * made on the first start (./lazy.ts): most API calls start no pipeline, and the SDK package stays out of
 * the function's cold import (docs/deploy.md, "Bundles").
 */
import type { WorkflowStarter } from '@recurso/core/appeals';
import { SfnWorkflowStarter, stateMachineArnsFromEnv } from '../adapters/sfn/workflow-starter';
import type { Env } from '../env';
import { lazy } from './lazy';

export const sfnWorkflows = (env: Env): WorkflowStarter =>
  new SfnWorkflowStarter(
    lazy(() =>
      import('@aws-sdk/client-sfn').then(({ SFNClient }) => new SFNClient({ region: env.AWS_REGION })),
    ),
    () => stateMachineArnsFromEnv(),
  );
