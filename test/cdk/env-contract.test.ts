/**
 * The environment CDK gives each function satisfies what that function validates at its first request,
 * so an API function cannot fail on AWS with "Invalid configuration" because lib/wiring.ts and
 * functions/src/env.ts drifted apart (issue 7). Values CDK resolves at deploy time (Ref, GetAtt, Join)
 * become placeholders of the right shape; AWS_REGION is set by Lambda itself.
 */
import { loadEnv } from '@recurso/functions/env';
import { settleDepsFromEnv } from '@recurso/functions/adapters/payments/aws';
import { reminderDepsFromEnv } from '@recurso/functions/adapters/appeals/reminder-job';
import { routedAreas } from '../../lib/entries';
import { fixtureTemplates } from './app';

// biome-ignore lint/suspicious/noExplicitAny: CloudFormation JSON from the synthesized template
type Json = Record<string, any>;

const { templates, config } = fixtureTemplates();
const functions = Object.values(templates.service.findResources('AWS::Lambda::Function')) as Json[];

const placeholder = (name: string, value: unknown): string => {
  if (typeof value === 'string') return value;
  if (name.endsWith('_ARN')) return 'arn:aws:deploy-time:us-east-1:123456789012:resolved';
  if (name.endsWith('_URL')) return 'https://resolved.example.com';
  return 'resolved-at-deploy';
};

/** The variables a function has on AWS: its template environment plus what Lambda sets. */
function envOf(functionName: string): Record<string, string> {
  const fn = functions.find((f) => f.Properties.FunctionName === functionName);
  if (!fn) throw new Error(`no function ${functionName} in the service stack`);
  const vars = (fn.Properties.Environment?.Variables ?? {}) as Record<string, unknown>;
  return {
    AWS_REGION: config.region,
    ...Object.fromEntries(Object.entries(vars).map(([k, v]) => [k, placeholder(k, v)])),
  };
}

const name = (entry: string) => `recurso-${config.stage}-${entry}`;

describe('environment set by CDK satisfies each function', () => {
  it.each(routedAreas())('API area %s: functions/src/env.ts accepts it', (area) => {
    expect(() => loadEnv(envOf(name(area)))).not.toThrow();
  });

  it('would catch a variable CDK stops setting (the check can fail)', () => {
    const { UPLOADS_BUCKET: _dropped, ...env } = envOf(name('appeals'));
    expect(() => loadEnv(env)).toThrow('UPLOADS_BUCKET: is required');
  });

  it('deadline reminders: the send-reminders job env is complete', () => {
    expect(() => reminderDepsFromEnv(envOf(name('job-send-reminders')))).not.toThrow();
  });

  it.each(['consumer-process-payment-event', 'job-expire-checkouts'])(
    'payment settlement %s: its settle env is complete',
    (entry) => {
      expect(() => settleDepsFromEnv(envOf(name(entry)))).not.toThrow();
    },
  );
});
