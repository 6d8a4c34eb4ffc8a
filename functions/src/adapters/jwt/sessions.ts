/**
 * Session tokens (SECURITY JWT-1/JWT-2): HS256 pinned, ≥256-bit secret, issuer, audience, type and
 * expiry checked by jose. `sub` is the e-mail because the SPA reads it (SPEC §3); authorization uses
 * `uid` and `tv` against the user record (functions/src/http/auth.ts), never the claims alone.
 */
import type { SessionClaims, SessionTokens } from '@recurso/core/accounts/ports';
import { ROLES, type Role } from '@recurso/core/user';
import { jwtVerify, SignJWT } from 'jose';

export const JWT_ISSUER = 'recurso-certo';
export const JWT_AUDIENCE = 'recurso-certo-api';
const ALG = 'HS256';

export class JoseSessionTokens implements SessionTokens {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
    if (this.key.length < 32) throw new Error('JWT secret must have at least 256 bits');
  }

  issue(c: SessionClaims): Promise<string> {
    return (
      new SignJWT({ uid: c.userId, role: c.role, blocked: c.blocked, tv: c.tokenVersion, typ: 'access' })
        .setProtectedHeader({ alg: ALG, typ: 'JWT' })
        .setSubject(c.email)
        .setIssuer(JWT_ISSUER)
        .setAudience(JWT_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${this.ttlSeconds}s`)
        // A unique id per session: two logins in the same second must not mint the same token
        // (second-factor proofs are bound to the session's token).
        .setJti(crypto.randomUUID())
        .sign(this.key)
    );
  }

  async verify(token: string): Promise<SessionClaims | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALG],
        issuer: JWT_ISSUER,
        audience: JWT_AUDIENCE,
        requiredClaims: ['exp', 'sub', 'uid', 'tv'],
      });
      const { uid, role, blocked, tv, typ, sub } = payload as Record<string, unknown>;
      if (typ !== 'access' || typeof uid !== 'string' || typeof tv !== 'number' || typeof sub !== 'string') {
        return undefined;
      }
      if (!ROLES.includes(role as Role)) return undefined;
      return { userId: uid, email: sub, role: role as Role, blocked: blocked === true, tokenVersion: tv };
    } catch {
      return undefined;
    }
  }
}
