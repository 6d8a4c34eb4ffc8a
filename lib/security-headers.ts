/**
 * The response headers CloudFront adds to everything it serves (SECURITY.md): a CSP, HSTS, nosniff, no
 * framing, no referrer. One policy per CSP: the site's, and the API reference's (Redoc's style hashes).
 */
import { Duration } from 'aws-cdk-lib';
import { HeadersFrameOption, HeadersReferrerPolicy, ResponseHeadersPolicy } from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';

export function securityHeadersPolicy(scope: Construct, id: string, csp: string): ResponseHeadersPolicy {
  return new ResponseHeadersPolicy(scope, id, {
    comment: 'CSP, HSTS, nosniff, no framing, no referrer',
    securityHeadersBehavior: {
      contentSecurityPolicy: { override: true, contentSecurityPolicy: csp },
      strictTransportSecurity: {
        override: true,
        accessControlMaxAge: Duration.days(365),
        includeSubdomains: true,
      },
      contentTypeOptions: { override: true },
      frameOptions: { override: true, frameOption: HeadersFrameOption.DENY },
      // Reset links carry a token in the URL (RST-4): never leak it to another site.
      referrerPolicy: { override: true, referrerPolicy: HeadersReferrerPolicy.NO_REFERRER },
    },
    customHeadersBehavior: {
      customHeaders: [
        { header: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()', override: true },
        // Google's sign-in popup needs to talk back to its opener.
        { header: 'Cross-Origin-Opener-Policy', value: 'same-origin-allow-popups', override: true },
      ],
    },
  });
}
