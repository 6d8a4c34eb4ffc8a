/** The ASL loader: substitutions by naming convention, clear errors, invoke rights only for what is named. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AppFunction } from '../../lib/app-function';
import { functionArnSubstitution, Pipeline, placeholders } from '../../lib/pipeline';
import { FIXTURES, testOutdir } from './app';

const asl = (name: string) => join(FIXTURES, 'statemachines', `${name}.asl.json`);

function build(definitionFile: string, tasks: string[]) {
  // Without aws-cdk-lib's CloudFormation validation (~8.7 CPU s: its validator set up for one synth): the
  // app's own pipelines are synthesized with it in validated-synths.test.ts (./app.ts).
  const app = new App({
    outdir: testOutdir(),
    context: { 'aws:cdk:bundling-stacks': [] },
    builtinCloudFormationValidation: false,
  });
  const stack = new Stack(app, 'S', { env: { region: 'us-east-1' } });
  const fns = new Map(
    tasks.map((t) => [
      t,
      new AppFunction(stack, t, {
        entry: { kind: 'task', name: t, path: join(FIXTURES, 'functions', 'tasks', `${t}.handler.ts`) },
        functionName: `f-${t}`,
      }),
    ]),
  );
  const pipeline = new Pipeline(stack, 'P', {
    name: 'deliver-appeal',
    stage: 'test',
    definitionFile,
    tasks: fns,
    values: { TableName: 'table' },
  });
  return { stack, pipeline };
}

describe('Pipeline', () => {
  it('names task ARNs <Task>FunctionArn', () => {
    expect(functionArnSubstitution('extract-document')).toBe('ExtractDocumentFunctionArn');
    const asl = JSON.stringify({ a: '$' + '{A}', b: '$' + '{B1}', c: '$' + '{A}', d: '$.x' });
    expect(placeholders(asl)).toEqual(['A', 'B1']);
  });

  it('lets the machine invoke exactly the functions its file names', () => {
    const { stack, pipeline } = build(asl('deliver-appeal'), ['render-pdf', 'notify-user', 'write-appeal']);
    expect(pipeline.invokedTasks.sort()).toEqual(['notify-user', 'render-pdf']);
    const policies = Template.fromStack(stack).findResources('AWS::IAM::Policy');
    const invoke = Object.values(policies)
      .flatMap((p) => p.Properties.PolicyDocument.Statement)
      .filter((st: { Action: unknown }) => st.Action === 'lambda:InvokeFunction');
    expect(invoke).toHaveLength(1);
    const arns = JSON.stringify(invoke[0].Resource);
    expect(arns).toContain('renderpdf');
    expect(arns).toContain('notifyuser');
    expect(arns).not.toContain('writeappeal');
    const machine = Object.values(
      Template.fromStack(stack).findResources('AWS::StepFunctions::StateMachine'),
    )[0];
    expect(machine?.Properties.DefinitionSubstitutions).toEqual({
      RenderPdfFunctionArn: { 'Fn::GetAtt': [expect.stringMatching(/^renderpdf/), 'Arn'] },
      NotifyUserFunctionArn: { 'Fn::GetAtt': [expect.stringMatching(/^notifyuser/), 'Arn'] },
    });
  });

  it('stops synth when the file uses a value nobody offers', () => {
    expect(() => build(asl('deliver-appeal'), ['render-pdf'])).toThrow(
      /deliver-appeal\.asl\.json uses \$\{NotifyUserFunctionArn\} but no such value exists.*Offered: RenderPdfFunctionArn, TableName/,
    );
  });
});

describe('the real ASL files', () => {
  const REAL = join(__dirname, '..', '..', 'statemachines');
  const TASKS = [
    'build-facts',
    'extract-document',
    'mark-failed',
    'notify-user',
    'render-pdf',
    'save-appeal',
    'store-facts',
    'write-appeal',
  ];

  it.each(['generate-appeal', 'deliver-appeal'])(
    '%s.asl.json loads with the task functions of the convention',
    (name) => {
      const file = join(REAL, `${name}.asl.json`);
      if (!existsSync(file)) return; // not written yet; the stack warns and skips the pipeline
      const { pipeline } = build(file, TASKS);
      expect(pipeline.invokedTasks.length).toBeGreaterThan(0);
    },
  );
});
