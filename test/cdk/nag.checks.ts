/**
 * cdk-nag's AWS Solutions and Serverless checks run on every synth (lib/build-app.ts) and fail it on any unacknowledged
 * finding. Here: a production-like variant (own domain, São Paulo with the WAF in us-east-1, Google
 * sign-in, Asaas production, a Bedrock inference profile) synthesizes clean, every acknowledgement says
 * why, and the checks do fail a stack that breaks a rule.
 */
import { App, Stack, Validations } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import { type Synthesized, synthFixtureApp, testOutdir } from './app';

let s: Synthesized;
beforeAll(() => {
  s = synthFixtureApp({
    cloudFormationValidation: true,
    context: {
      stage: 'prod',
      account: '123456789012',
      region: 'sa-east-1',
      textractRegion: 'us-east-1',
      domainName: 'app.recursocerto.com.br',
      certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/0f1e2d3c-aaaa-bbbb-cccc-123456789abc',
      googleClientId: '1234567890-abcdef.apps.googleusercontent.com',
      asaasMode: 'production',
      bedrockModelId: 'us.anthropic.claude-3-5-haiku-20241022-v1:0',
    },
  });
}, 120_000);

// biome-ignore lint/suspicious/noExplicitAny: CloudFormation templates are untyped JSON
type Json = Record<string, any>;
const resources = (t: Template, type: string): Json[] => Object.values(t.findResources(type));

describe('cdk-nag AwsSolutionsChecks and ServerlessChecks', () => {
  it('passes on the production-like variant (synth would have thrown otherwise)', () => {
    expect(s.service.region).toBe('sa-east-1');
    expect(s.edge.region).toBe('us-east-1');
  });

  it('every acknowledgement carries a specific reason', () => {
    const acks = s.app.node
      .findAll()
      .flatMap((c) => c.node.metadata.filter((m) => m.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY))
      .flatMap((m) => Object.entries(m.data as Record<string, string>));
    expect(acks.length).toBeGreaterThan(20);
    for (const [id, reason] of acks) {
      expect({ id, reason, specific: reason.length >= 50 }).toMatchObject({ specific: true });
      expect(id).toMatch(/^(Annotation|AwsSolutions)::(AwsSolutions-[A-Z]+\d+|Serverless-[A-Za-z]+)/);
    }
    // The TLS exception exists only for the default certificate, which this variant does not use.
    expect(acks.map(([id]) => id)).not.toContain('AwsSolutions::AwsSolutions-CFR4');
  });

  it('fails a stack that breaks a rule', () => {
    const app = new App({ outdir: testOutdir() });
    const stack = new Stack(app, 'Bad');
    new Bucket(stack, 'Open');
    Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
    const report = new AwsSolutionsChecks().validateScope(app);
    expect(report.success).toBe(false);
    expect(report.violations.map((v) => v.ruleName)).toEqual(
      expect.arrayContaining(['AwsSolutions-S1', 'AwsSolutions-S10']),
    );
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => app.synth()).toThrow();
    errors.mockRestore();
  });
});

describe('production-like variant', () => {
  it('serves the own domain with TLS 1.2 and allows only it for uploads', () => {
    const dist = resources(s.templates.service, 'AWS::CloudFront::Distribution')[0]?.Properties
      .DistributionConfig;
    expect(dist.Aliases).toEqual(['app.recursocerto.com.br']);
    expect(dist.ViewerCertificate).toMatchObject({
      MinimumProtocolVersion: 'TLSv1.2_2021',
      SslSupportMethod: 'sni-only',
    });
    const uploads = resources(s.templates.data, 'AWS::S3::Bucket').find(
      (b) => b.Properties.CorsConfiguration,
    );
    expect(uploads?.Properties.CorsConfiguration.CorsRules[0].AllowedOrigins).toEqual([
      'https://app.recursocerto.com.br',
    ]);
  });

  it("lets the CSP load Google's sign-in client and post to Asaas production", () => {
    const policy = resources(s.templates.service, 'AWS::CloudFront::ResponseHeadersPolicy')[0]?.Properties
      .ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy;
    const csp = JSON.stringify(policy);
    expect(csp).toContain("script-src 'self' https://accounts.google.com/gsi/client;");
    expect(csp).toContain('frame-src https://accounts.google.com/gsi/;');
    expect(csp).toContain("form-action 'self' https://asaas.com https://www.asaas.com;");
  });

  it('grants the inference profile and its one base model, and Textract in its own region', () => {
    const statements = resources(s.templates.service, 'AWS::IAM::Policy').flatMap(
      (p) => p.Properties.PolicyDocument.Statement as Json[],
    );
    const bedrock = statements.find((st) => st.Action === 'bedrock:InvokeModel');
    expect([bedrock?.Resource].flat().sort()).toEqual([
      'arn:aws:bedrock:*::foundation-model/anthropic.claude-3-5-haiku-20241022-v1:0',
      'arn:aws:bedrock:us-east-1:123456789012:inference-profile/us.anthropic.claude-3-5-haiku-20241022-v1:0',
    ]);
    const fns = resources(s.templates.service, 'AWS::Lambda::Function');
    const extract = fns.find((f) => f.Properties.FunctionName === 'recurso-prod-task-extract-document');
    expect(extract?.Properties.Environment.Variables.TEXTRACT_REGION).toBe('us-east-1');
    const payments = fns.find((f) => f.Properties.FunctionName === 'recurso-prod-payments');
    expect(payments?.Properties.Environment.Variables).toMatchObject({
      ASAAS_BASE_URL: 'https://api.asaas.com',
      APP_URL: 'https://app.recursocerto.com.br',
    });
    const auth = fns.find((f) => f.Properties.FunctionName === 'recurso-prod-auth');
    expect(auth?.Properties.Environment.Variables.GOOGLE_CLIENT_ID).toBe(
      '1234567890-abcdef.apps.googleusercontent.com',
    );
  });
});
