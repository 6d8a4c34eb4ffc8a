/**
 * Task 2 in the stacks: generate-appeal executions that stop FAILED, TIMED_OUT or ABORTED reach the
 * execution-stopped function through an EventBridge rule with retries and a dead-letter queue (alarmed),
 * and that function may touch the table only.
 */
import { type FixtureTemplates, fixtureTemplates } from './app';

// biome-ignore lint/suspicious/noExplicitAny: CloudFormation templates are untyped JSON
type Json = Record<string, any>;

let s: FixtureTemplates;
let service: Json;
beforeAll(() => {
  s = fixtureTemplates();
  service = s.templates.service.toJSON().Resources;
}, 120_000);

const ofType = (type: string) =>
  Object.entries(service).filter(([, r]) => r.Type === type) as [string, Json][];
const fnId = () =>
  ofType('AWS::Lambda::Function').find(
    ([, f]) => f.Properties.FunctionName === 'recurso-dev-watch-execution-stopped',
  )?.[0];
const statusRule = () =>
  ofType('AWS::Events::Rule').find(
    ([, r]) => r.Properties.EventPattern?.['detail-type']?.[0] === 'Step Functions Execution Status Change',
  )?.[1];

describe('the generate-appeal execution watcher', () => {
  it('routes FAILED, TIMED_OUT and ABORTED executions of generate-appeal only', () => {
    const rule = statusRule();
    const machine = ofType('AWS::StepFunctions::StateMachine').find(
      ([, m]) => m.Properties.StateMachineName === 'recurso-dev-generate-appeal',
    )?.[0];
    expect(rule?.Properties.EventPattern).toEqual({
      source: ['aws.states'],
      'detail-type': ['Step Functions Execution Status Change'],
      detail: { status: ['FAILED', 'TIMED_OUT', 'ABORTED'], stateMachineArn: [{ Ref: machine }] },
    });
    expect(rule?.Properties.State ?? 'ENABLED').toBe('ENABLED');
  });

  it('targets the watcher with retries and a dead-letter queue that raises an alarm', () => {
    const [target] = (statusRule()?.Properties.Targets ?? []) as Json[];
    expect(target?.Arn).toEqual({ 'Fn::GetAtt': [fnId(), 'Arn'] });
    expect(target?.RetryPolicy).toEqual({ MaximumRetryAttempts: 4, MaximumEventAgeInSeconds: 21600 });
    const dlqArn = target?.DeadLetterConfig.Arn['Fn::GetAtt'];
    const dlq = service[dlqArn[0]];
    expect(dlq.Properties.QueueName).toBe('recurso-dev-watch-execution-stopped-dlq');
    const alarms = ofType('AWS::CloudWatch::Alarm').map(([, a]) => a.Properties);
    expect(alarms).toContainEqual(
      expect.objectContaining({
        MetricName: 'ApproximateNumberOfMessagesVisible',
        Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [dlqArn[0], 'QueueName'] } }],
        Threshold: 1,
      }),
    );
    const invokeConfig = ofType('AWS::Lambda::EventInvokeConfig').find(
      ([, c]) => c.Properties.FunctionName.Ref === fnId(),
    )?.[1];
    expect(invokeConfig?.Properties.MaximumRetryAttempts).toBe(2);
    expect(invokeConfig?.Properties.DestinationConfig.OnFailure.Destination).toEqual({
      'Fn::GetAtt': dlqArn,
    });
    expect(alarms.some((a) => a.MetricName === 'Errors' && a.Dimensions?.[0]?.Value?.Ref === fnId())).toBe(
      true,
    );
  });

  it('lets the watcher write appeals in the table and nothing else', () => {
    const fn = service[fnId() as string];
    const roleId = fn.Properties.Role['Fn::GetAtt'][0];
    const actions = ofType('AWS::IAM::Policy')
      .filter(([, p]) => p.Properties.Roles.some((r: Json) => r.Ref === roleId))
      .flatMap(([, p]) => p.Properties.PolicyDocument.Statement as Json[])
      .flatMap((st) => [st.Action].flat() as string[]);
    expect(
      actions
        .filter((a) => !/^(logs|xray):/.test(a))
        .every((a) => a.startsWith('dynamodb:') || a === 'sqs:SendMessage' || a.startsWith('sqs:')),
    ).toBe(true);
    expect(actions).toContain('dynamodb:UpdateItem');
    expect(actions.some((a) => a.startsWith('s3:') || a.startsWith('states:'))).toBe(false);
    expect(fn.Properties.Environment.Variables.TABLE_NAME).toBeDefined();
  });

  it('is not offered to the state machines as a task', () => {
    const definitions = JSON.stringify(
      ofType('AWS::StepFunctions::StateMachine').map(([, m]) => m.Properties.DefinitionSubstitutions),
    );
    expect(definitions).not.toContain(fnId() as string);
  });
});
