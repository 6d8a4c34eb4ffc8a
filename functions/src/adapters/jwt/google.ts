/**
 * Google ID token verification (SECURITY AUTH-5): signature against the JWKS at GOOGLE_JWKS_URL
 * (Google's in production, a local key set in tests), `aud` = our client id, `iss`, `exp`.
 */
import type { GoogleIdentity, GoogleTokenVerifier } from '@recurso/core/identity';
import { createRemoteJWKSet, jwtVerify } from 'jose';

export class JoseGoogleVerifier implements GoogleTokenVerifier {
  readonly configured: boolean;
  private readonly jwks: ReturnType<typeof createRemoteJWKSet>;

  constructor(
    private readonly clientId: string | undefined,
    jwksUrl: string,
    private readonly issuers: string[],
  ) {
    this.configured = Boolean(clientId);
    this.jwks = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 5000 });
  }

  async verify(credential: string): Promise<GoogleIdentity | undefined> {
    if (!this.clientId) return undefined;
    try {
      const { payload } = await jwtVerify(credential, this.jwks, {
        algorithms: ['RS256'],
        audience: this.clientId,
        issuer: this.issuers,
        requiredClaims: ['exp', 'sub', 'email'],
      });
      const { sub, email, email_verified } = payload as Record<string, unknown>;
      if (typeof sub !== 'string' || typeof email !== 'string') return undefined;
      return { sub, email, emailVerified: email_verified === true || email_verified === 'true' };
    } catch {
      return undefined;
    }
  }
}
