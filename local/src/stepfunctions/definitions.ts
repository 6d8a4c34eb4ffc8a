/**
 * Loads the ASL files from statemachines/ (the same files CDK deploys) and replaces each
 * `${<Task>FunctionArn}` with a local Lambda ARN, so the runner can map every Task to its handler.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { WorkflowName } from '@recurso/core/appeals';
import { TASK_NAMES, type TaskName } from '@recurso/functions/tasks/tasks';
import type { StateMachineDefinition } from 'aws-local-stepfunctions';

export const STATEMACHINES_DIR = join(__dirname, '..', '..', '..', 'statemachines');

export const localFunctionArn = (task: TaskName): string =>
  `arn:aws:lambda:us-east-1:000000000000:function:recurso-local-${task}`;

/** The substitutions CDK passes as definitionSubstitutions, with local ARNs. */
export const localSubstitutions = (): Record<string, string> =>
  Object.fromEntries(TASK_NAMES.map((t) => [`${t}FunctionArn`, localFunctionArn(t)]));

export function loadDefinition(
  workflow: WorkflowName,
  substitutions: Record<string, string> = localSubstitutions(),
): StateMachineDefinition {
  const raw = readFileSync(join(STATEMACHINES_DIR, `${workflow}.asl.json`), 'utf8');
  const text = raw.replace(/\$\{(\w+)\}/g, (whole, name: string) => {
    const value = substitutions[name];
    if (value === undefined) throw new Error(`${workflow}.asl.json: no substitution for ${whole}`);
    return value;
  });
  return JSON.parse(text) as StateMachineDefinition;
}

type AnyState = { Type: string; Resource?: string; Retry?: unknown[] } & Record<string, unknown>;

/** Every state of a definition, nested Map/Parallel states included, with its name. */
export function allStates(definition: { States: Record<string, unknown> }): [string, AnyState][] {
  const out: [string, AnyState][] = [];
  for (const [name, value] of Object.entries(definition.States)) {
    const state = value as AnyState;
    out.push([name, state]);
    const nested = (state.ItemProcessor ?? state.Iterator) as { States: Record<string, unknown> } | undefined;
    if (nested) out.push(...allStates(nested));
    for (const branch of (state.Branches as { States: Record<string, unknown> }[] | undefined) ?? [])
      out.push(...allStates(branch));
  }
  return out;
}

/** Task state name → task name, from the local ARN in its Resource; fails on a Resource it cannot map. */
export function taskStates(definition: StateMachineDefinition): Record<string, TaskName> {
  const byArn = new Map(TASK_NAMES.map((t) => [localFunctionArn(t), t]));
  const out: Record<string, TaskName> = {};
  for (const [name, state] of allStates(definition)) {
    if (state.Type !== 'Task') continue;
    const task = byArn.get(String(state.Resource));
    if (!task) throw new Error(`Task state ${name}: no local handler for ${state.Resource}`);
    out[name] = task;
  }
  return out;
}
