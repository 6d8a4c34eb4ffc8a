/**
 * WorkflowStarter on Step Functions. Executions are named by the caller (the appeal id and attempt),
 * so a repeated start is harmless: ExecutionAlreadyExists means "already started" and counts as
 * success (SECURITY REL-1).
 */
import type { SFNClient } from '@aws-sdk/client-sfn';
import type { WorkflowName, WorkflowStarter } from '@recurso/core/appeals';
import * as z from 'zod/mini';
import { type Lazily, ready } from '../../clients/lazy';
import { CONFIG_ISSUES, configProblems } from '../../config-issues';

export class SfnWorkflowStarter implements WorkflowStarter {
  constructor(
    /** A client, or one made on the first start (functions/src/clients/sfn.ts): most API calls start none. */
    private readonly sfn: Lazily<SFNClient>,
    /** The ARNs, or a function reading them on the first start (functions that never start one need none). */
    private readonly stateMachineArns: Record<WorkflowName, string> | (() => Record<WorkflowName, string>),
  ) {}

  async start(workflow: WorkflowName, executionName: string, input: Record<string, unknown>): Promise<void> {
    const [{ ExecutionAlreadyExists, StartExecutionCommand }, sfn] = await Promise.all([
      import('@aws-sdk/client-sfn'),
      ready(this.sfn),
    ]);
    try {
      await sfn.send(
        new StartExecutionCommand({
          stateMachineArn: (typeof this.stateMachineArns === 'function'
            ? this.stateMachineArns()
            : this.stateMachineArns)[workflow],
          name: executionName,
          input: JSON.stringify(input),
        }),
      );
    } catch (error) {
      if (
        error instanceof ExecutionAlreadyExists ||
        (error as { name?: string })?.name === 'ExecutionAlreadyExists'
      )
        return;
      throw error;
    }
  }
}

/** The two state machine ARNs, set by CDK on every function that starts a pipeline. */
const arnsSchema = z.object({
  GENERATE_APPEAL_STATE_MACHINE_ARN: z.string().check(z.startsWith('arn:')),
  DELIVER_APPEAL_STATE_MACHINE_ARN: z.string().check(z.startsWith('arn:')),
});

export function stateMachineArnsFromEnv(env: Record<string, string | undefined> = process.env) {
  const parsed = arnsSchema.safeParse(env, CONFIG_ISSUES);
  if (!parsed.success)
    throw new Error(`Invalid configuration: ${configProblems(parsed.error.issues).join('; ')}`);
  return {
    'generate-appeal': parsed.data.GENERATE_APPEAL_STATE_MACHINE_ARN,
    'deliver-appeal': parsed.data.DELIVER_APPEAL_STATE_MACHINE_ARN,
  } satisfies Record<WorkflowName, string>;
}
