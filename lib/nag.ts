/**
 * cdk-nag helpers: how nag prints an ARN (to acknowledge a finding on exactly that resource) and the
 * acknowledgements every AppFunction carries, each with the reason it holds.
 */
import { type Stack, Validations } from 'aws-cdk-lib';
import type { IRole } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';

/** How cdk-nag prints an ARN built from pseudo parameters: `arn:<AWS::Partition>:s3:::name-<AWS::AccountId>…`. */
export function nagArn(stack: Stack, arn: string): string {
  const resolved = stack.resolve(arn) as unknown;
  const part = (p: unknown): string => {
    if (typeof p === 'string') return p;
    const ref = (p as { Ref?: string }).Ref;
    if (ref) return `<${ref}>`;
    const getAtt = (p as { 'Fn::GetAtt'?: string[] })['Fn::GetAtt'];
    if (getAtt) return `<${getAtt.join('.')}>`;
    const join = (p as { 'Fn::Join'?: [string, unknown[]] })['Fn::Join'];
    if (join) return join[1].map(part).join(join[0]);
    throw new Error(`nagArn: cannot print ${JSON.stringify(p)}`);
  };
  return part(resolved);
}

export type Invocation = 'api' | 'pipeline' | 'schedule' | 'queue' | 'event';

/** Where each kind of invocation's failures go, instead of a Lambda DLQ. */
const DLQ_REASON: Record<Invocation, string> = {
  api: 'Invoked synchronously by API Gateway: a failure is answered to the caller (5xx alarm); nothing is queued.',
  pipeline:
    'Invoked synchronously by Step Functions: the ASL Retry/Catch handles failures and the execution alarm fires.',
  schedule:
    'Asynchronous failures go to an SQS on-failure destination (EventInvokeConfig), which keeps the error context.',
  queue:
    "Polled from SQS: a message that keeps failing moves to the source queue's dead-letter queue (redrive policy).",
  event:
    'Invoked asynchronously by an EventBridge rule: retries, then an SQS on-failure destination and the rule target DLQ.',
};

/** The findings every function of ours answers the same way. */
export function acknowledgeFunctionFindings(fn: IFunction, role: IRole, invocation: Invocation): void {
  Validations.of(fn).acknowledge({ id: 'Serverless-LambdaDLQ', reason: DLQ_REASON[invocation] });
  Validations.of(fn).acknowledge({
    id: 'Serverless-LambdaLatestVersion',
    reason:
      'Pinned to nodejs22.x like the local runtime and the tests (ARCHITECTURE.md); upgrade deliberately.',
  });
  Validations.of(fn).acknowledge({
    id: 'AwsSolutions-L1',
    reason:
      'Pinned to nodejs22.x (ARCHITECTURE.md: the handlers, middy 6 and the local runtime are built and ' +
      'tested for Node 22); move to the next runtime deliberately, with the tests.',
  });
  Validations.of(role).acknowledge({
    id: 'AwsSolutions-IAM5[Resource::*]',
    reason:
      'X-Ray PutTraceSegments/PutTelemetryRecords (active tracing) do not support resource-level permissions.',
  });
}
