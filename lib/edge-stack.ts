/**
 * CloudFront's WAF web ACL. A web ACL with CLOUDFRONT scope can only be created in us-east-1, so it has
 * its own stack pinned there; the stateless stack reads its ARN through CDK's cross-region references.
 */
import { Stack, type StackProps } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { API_BASE } from '@recurso/functions/routes';
import type { Config } from './config';

export interface EdgeStackProps extends StackProps {
  config: Config;
}

/** Logins, registrations and reset requests per 5 minutes per IP before the WAF blocks (AUTH-3). */
export const AUTH_RATE_LIMIT = 100;

const visibility = (metricName: string) => ({
  cloudWatchMetricsEnabled: true,
  sampledRequestsEnabled: true,
  metricName,
});

const managed = (priority: number, name: string, excluded: string[] = []): CfnWebACL.RuleProperty => ({
  name,
  priority,
  overrideAction: { none: {} },
  statement: {
    managedRuleGroupStatement: {
      vendorName: 'AWS',
      name,
      ruleActionOverrides: excluded.map((rule) => ({ name: rule, actionToUse: { count: {} } })),
    },
  },
  visibilityConfig: visibility(name),
});

export class EdgeStack extends Stack {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, props);
    const { config } = props;
    const tooMany = { customResponse: { responseCode: 429 } };

    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name: `recurso-${config.stage}-web`,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(`recurso-${config.stage}-web`),
      rules: [
        {
          name: 'auth-rate-per-ip',
          priority: 0,
          action: { block: tooMany },
          statement: {
            rateBasedStatement: {
              limit: AUTH_RATE_LIMIT,
              aggregateKeyType: 'IP',
              scopeDownStatement: {
                byteMatchStatement: {
                  fieldToMatch: { uriPath: {} },
                  positionalConstraint: 'STARTS_WITH',
                  searchString: `${API_BASE}/auth/`,
                  textTransformations: [{ priority: 0, type: 'LOWERCASE' }],
                },
              },
            },
          },
          visibilityConfig: visibility('auth-rate-per-ip'),
        },
        {
          name: 'rate-per-ip',
          priority: 1,
          action: { block: tooMany },
          statement: { rateBasedStatement: { limit: config.wafRateLimit, aggregateKeyType: 'IP' } },
          visibilityConfig: visibility('rate-per-ip'),
        },
        managed(2, 'AWSManagedRulesAmazonIpReputationList'),
        // Appeal texts sent to update-text are longer than the 8 KB body limit of this rule set.
        managed(3, 'AWSManagedRulesCommonRuleSet', ['SizeRestrictions_BODY']),
        managed(4, 'AWSManagedRulesKnownBadInputsRuleSet'),
      ],
    });
  }
}
