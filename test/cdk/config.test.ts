/** Deployment configuration fails at synth with a message naming the key and where to set it. */
import { ConfigError, loadConfig } from '../../lib/config';
import { CDK_CONTEXT } from './app';

const ctx = (over: Record<string, unknown> = {}) => {
  const values: Record<string, unknown> = { ...CDK_CONTEXT, ...over };
  return (k: string) => values[k];
};

describe('loadConfig', () => {
  it("accepts cdk.json's defaults", () => {
    expect(loadConfig(ctx(), {})).toMatchObject({
      stage: 'dev',
      region: 'us-east-1',
      asaasMode: 'sandbox',
      bedrockRegion: 'us-east-1',
      wafRateLimit: 1000,
    });
  });

  it('names every missing value with its context key and environment variable', () => {
    expect(() => loadConfig(() => undefined, {})).toThrow(ConfigError);
    try {
      loadConfig(() => undefined, {});
    } catch (e) {
      const message = (e as Error).message;
      expect(message).toContain('  - stage: is required (context "stage" or env STAGE)');
      expect(message).toContain('  - senderEmail: is required (context "senderEmail" or env SENDER_EMAIL)');
      expect(message).toContain('See docs/deploy.md.');
    }
  });

  it('rejects bad values clearly', () => {
    expect(() => loadConfig(ctx({ asaasMode: 'live' }), {})).toThrow(
      /asaasMode: must be 'sandbox' or 'production' \(context "asaasMode" or env ASAAS_MODE\)/,
    );
    expect(() => loadConfig(ctx({ senderEmail: 'nobody' }), {})).toThrow(
      /senderEmail: must be an e-mail address/,
    );
    expect(() => loadConfig(ctx({ region: 'brazil' }), {})).toThrow(/region: must be an AWS region/);
    expect(() =>
      loadConfig(ctx({ certificateArn: 'arn:aws:acm:sa-east-1:123456789012:certificate/abc' }), {}),
    ).toThrow(/certificateArn: must be an ACM certificate ARN in us-east-1/);
    expect(() => loadConfig(ctx({ domainName: 'app.recursocerto.com.br' }), {})).toThrow(
      /domainName and certificateArn go together/,
    );
    expect(() => loadConfig(ctx({ googleClientId: 'abc' }), {})).toThrow(/googleClientId: must end with/);
    expect(() => loadConfig(ctx({ wafRateLimit: '10' }), {})).toThrow(
      /wafRateLimit: must be at least 100 \(/,
    );
    expect(() => loadConfig(ctx({ apiBurstLimit: 'many' }), {})).toThrow(
      /apiBurstLimit: must be a number \(/,
    );
  });

  it('reads the environment when the context does not set a key, and the context wins', () => {
    const env = { ASAAS_MODE: 'production', STAGE: 'prod' };
    expect(loadConfig(ctx({ asaasMode: undefined }), env).asaasMode).toBe('production');
    expect(loadConfig(ctx(), env).stage).toBe('dev');
  });
});
