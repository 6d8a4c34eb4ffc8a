/** The Step Functions starter of an area that starts the appeal pipelines (appeals, payments). */
import { SFNClient } from '@aws-sdk/client-sfn';
import type { WorkflowStarter } from '@recurso/core/appeals';
import { SfnWorkflowStarter, stateMachineArnsFromEnv } from '../adapters/sfn/workflow-starter';
import type { Env } from '../env';

export const sfnWorkflows = (env: Env): WorkflowStarter =>
  new SfnWorkflowStarter(new SFNClient({ region: env.AWS_REGION }), () => stateMachineArnsFromEnv());
