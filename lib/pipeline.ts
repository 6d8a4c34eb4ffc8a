/**
 * A Step Functions state machine loaded from its ASL file (the same file the local runner executes).
 * Placeholders `${Name}` in the file are filled from `substitutions`; a placeholder without a value stops
 * synth. The machine may invoke exactly the functions its file names, nothing else.
 */
import { readFileSync } from 'node:fs';
import { RemovalPolicy, Validations } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { DefinitionBody, LogLevel, StateMachine, StateMachineType } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import type { AppFunction } from './app-function';
import { pascalCase } from './entries';

/** `${ExtractDocumentFunctionArn}` is the ARN of `functions/src/tasks/extract-document.handler.ts`. */
export const functionArnSubstitution = (taskName: string): string => `${pascalCase(taskName)}FunctionArn`;

export interface PipelineProps {
  /** e.g. `generate-appeal`; the machine is named `recurso-<stage>-<name>`. */
  name: string;
  stage: string;
  definitionFile: string;
  /** Task functions by task name; each is offered as `${<Task>FunctionArn}`. */
  tasks: ReadonlyMap<string, AppFunction>;
  /** Other values the file may use, e.g. `TableName`. */
  values?: Record<string, string>;
}

/** Placeholder names used in an ASL text (`${Name}`), without duplicates. */
export const placeholders = (asl: string): string[] =>
  [...new Set([...asl.matchAll(/\$\{([A-Za-z][A-Za-z0-9_]*)\}/g)].map((m) => m[1] as string))].sort();

export class Pipeline extends Construct {
  readonly machine: StateMachine;
  /** Task names this machine invokes. */
  readonly invokedTasks: string[];

  constructor(scope: Construct, id: string, props: PipelineProps) {
    super(scope, id);
    const asl = readFileSync(props.definitionFile, 'utf8');
    try {
      JSON.parse(asl);
    } catch (e) {
      throw new Error(`${props.definitionFile} is not valid JSON: ${(e as Error).message}`);
    }
    const byName = new Map<string, { task: string; fn: AppFunction }>();
    for (const [task, fn] of props.tasks) byName.set(functionArnSubstitution(task), { task, fn });
    const used = placeholders(asl);
    const unknown = used.filter((p) => !byName.has(p) && props.values?.[p] === undefined);
    if (unknown.length > 0) {
      const offered = [...byName.keys(), ...Object.keys(props.values ?? {})].sort().join(', ');
      throw new Error(
        `${props.definitionFile} uses \${${unknown.join('}, ${')}} but no such value exists. ` +
          `A task function is offered as \${<Task>FunctionArn} for each functions/src/tasks/<task>.handler.ts. ` +
          `Offered: ${offered || '(none)'}`,
      );
    }
    const invoked = used.flatMap((p) => {
      const hit = byName.get(p);
      return hit ? [hit] : [];
    });
    this.invokedTasks = invoked.map((i) => i.task);
    const substitutions: Record<string, string> = {};
    for (const p of used) substitutions[p] = byName.get(p)?.fn.functionArn ?? (props.values?.[p] as string);

    const logs = new LogGroup(this, 'Logs', {
      logGroupName: `/aws/vendedlogs/states/recurso-${props.stage}-${props.name}`,
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.machine = new StateMachine(this, 'Machine', {
      stateMachineName: `recurso-${props.stage}-${props.name}`,
      stateMachineType: StateMachineType.STANDARD,
      definitionBody: DefinitionBody.fromFile(props.definitionFile),
      definitionSubstitutions: substitutions,
      // ALL events, but not the execution data: inputs carry CPF and document text (LOG-1).
      logs: { destination: logs, level: LogLevel.ALL, includeExecutionData: false },
      tracingEnabled: true,
    });
    if (invoked.length > 0) {
      this.machine.addToRolePolicy(
        new PolicyStatement({
          actions: ['lambda:InvokeFunction'],
          resources: invoked.map((i) => i.fn.functionArn),
        }),
      );
    }
    Validations.of(this.machine).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'CloudWatch Logs delivery (logs:CreateLogDelivery and friends) and X-Ray tracing actions do not support ' +
        'resource-level permissions.',
    });
  }
}
