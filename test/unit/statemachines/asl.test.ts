/**
 * Both ASL files are valid Amazon States Language once CDK's substitutions are applied, written in
 * JSONPath (the local runner ignores JSONata), and every Task maps to a task handler.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { StateMachine } from 'aws-local-stepfunctions';
import { WORKFLOWS, PIPELINE_ERROR_NAMES } from '@recurso/core/appeals';
import { TASK_NAMES } from '@recurso/functions/tasks/tasks';
import {
  allStates,
  loadDefinition,
  STATEMACHINES_DIR,
  taskStates,
} from '@recurso/local/stepfunctions/definitions';

// asl-validator ships no types; its default export is `(definition) => { isValid, errorsText }`.
const validate = require('asl-validator') as (definition: unknown) => {
  isValid: boolean;
  errorsText: (separator?: string) => string;
};

describe.each(WORKFLOWS)('%s.asl.json', (workflow) => {
  const raw = readFileSync(join(STATEMACHINES_DIR, `${workflow}.asl.json`), 'utf8');
  const definition = loadDefinition(workflow);

  test('is valid ASL after substitution', () => {
    const result = validate(definition);
    expect(result.errorsText()).toBe('');
    expect(result.isValid).toBe(true);
  });

  // Test runtimes skip this check at every start (RuntimeOptions.validateStateMachines): it is made here.
  test("loads in the local runner with the runner's own validation", () => {
    expect(() => new StateMachine(definition)).not.toThrow();
  });

  test('uses JSONPath only and names Lambda ARNs as <Task>FunctionArn substitutions', () => {
    expect(raw).not.toMatch(/JSONata|"QueryLanguage"/);
    const variables = [...raw.matchAll(/\$\{(\w+)\}/g)].map((m) => m[1]);
    expect(variables.length).toBeGreaterThan(0);
    for (const v of variables) expect(TASK_NAMES.map((t) => `${t}FunctionArn`)).toContain(v);
  });

  test('every Task has a timeout, a Retry on throttling and a Catch', () => {
    const tasks = allStates(definition).filter(([, s]) => s.Type === 'Task');
    expect(Object.keys(taskStates(definition)).length).toBe(tasks.length);
    for (const [name, state] of tasks) {
      expect({ name, timeout: typeof state.TimeoutSeconds }).toEqual({ name, timeout: 'number' });
      if (name === 'MarkFailed') continue; // the Catch target itself retries everything, then fails visibly
      const retried = (state.Retry as { ErrorEquals: string[] }[]).flatMap((r) => r.ErrorEquals);
      expect(retried).toContain('ServiceUnavailable');
      if (name !== 'BuildFacts' && name !== 'WriteWithTemplate')
        expect(retried).toContain('ServiceThrottled');
    }
    const caught = (name: string) =>
      allStates(definition).find(([n]) => n === name)?.[1].Catch as { ErrorEquals: string[] }[] | undefined;
    for (const [name] of tasks.filter(([n]) => n !== 'MarkFailed' && n !== 'ExtractDocument'))
      expect({ name, catches: caught(name)?.[0]?.ErrorEquals }).toEqual({ name, catches: ['States.ALL'] });
  });
});

test('the error names the ASL retries on are the ones the tasks throw', () => {
  const raw = WORKFLOWS.map((w) => readFileSync(join(STATEMACHINES_DIR, `${w}.asl.json`), 'utf8')).join('');
  for (const name of ['ServiceThrottled', 'ServiceUnavailable']) {
    expect(PIPELINE_ERROR_NAMES).toContain(name);
    expect(raw).toContain(`"${name}"`);
  }
});

test('generate-appeal sends every failure to MarkFailed, which ends in a Fail state', () => {
  const definition = loadDefinition('generate-appeal');
  const targets = allStates(definition)
    .flatMap(([, s]) => (s.Catch as { Next: string }[] | undefined) ?? [])
    .map((c) => c.Next);
  expect(new Set(targets)).toEqual(new Set(['MarkFailed', 'WriteWithTemplate']));
  expect(definition.States.MarkFailed).toMatchObject({ Next: 'GenerationFailed' });
  expect(definition.States.GenerationFailed).toMatchObject({ Type: 'Fail' });
});
