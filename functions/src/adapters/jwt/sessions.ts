/**
 * Session tokens (SECURITY JWT-1/JWT-2): HS256 pinned, ≥256-bit secret, issuer, audience, type and
 * expiry checked by jose. `sub` is the e-mail because the SPA reads it (SPEC §3); authorization uses
 * `uid` and `tv` against the user record (functions/src/http/auth.ts), never the claims alone.
 */
import type { SessionClaims, SessionTokens } from '@recurso/core/identity';
import { ROLES, type Role } from '@recurso/core/user';
import type { webcrypto } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export const JWT_ISSUER = 'recurso-certo';
export const JWT_AUDIENCE = 'recurso-certo-api';
const ALG = 'HS256';
/** Verified tokens remembered per process (~300 bytes each). */
const VERIFIED_MAX = 10_000;

export class JoseSessionTokens implements SessionTokens {
  private readonly key: Uint8Array;
  /** Imported once: jose would import raw bytes again on every sign and verify (most of their cost). */
  private cryptoKey?: Promise<webcrypto.CryptoKey>;
  /**
   * Tokens whose signature and claims jose accepted, until their `exp` (at most VERIFIED_MAX, oldest
   * dropped first): a client sends its one token on every request, and the HMAC check through WebCrypto
   * was the largest cost of a cached list. Revocation never relied on this check: authorization re-reads
   * the user (token version, blocked flag) on every request.
   */
  private readonly verified = new Map<string, { exp: number; claims: SessionClaims }>();

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
    if (this.key.length < 32) throw new Error('JWT secret must have at least 256 bits');
  }

  private hmacKey(): Promise<webcrypto.CryptoKey> {
    this.cryptoKey ??= crypto.subtle.importKey('raw', this.key, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    return this.cryptoKey;
  }

  async issue(c: SessionClaims): Promise<string> {
    const key = await this.hmacKey();
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
        .sign(key)
    );
  }

  async verify(token: string): Promise<SessionClaims | undefined> {
    const seen = this.verified.get(token);
    if (seen) {
      // what jose checks of `exp` (no clock tolerance); the signature and the rest cannot change
      if (seen.exp > Math.floor(Date.now() / 1000)) return seen.claims;
      this.verified.delete(token);
      return undefined;
    }
    const claims = await this.verifyOnce(token);
    if (claims) this.remember(token, claims.exp, claims.claims);
    return claims?.claims;
  }

  private remember(token: string, exp: number, claims: SessionClaims): void {
    this.verified.set(token, { exp, claims });
    if (this.verified.size > VERIFIED_MAX) {
      const oldest = this.verified.keys().next().value;
      if (oldest !== undefined) this.verified.delete(oldest);
    }
  }

  private async verifyOnce(token: string): Promise<{ exp: number; claims: SessionClaims } | undefined> {
    try {
      const { payload } = await jwtVerify(token, await this.hmacKey(), {
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
      // frozen: remembered, the same object answers every later request with this token
      const claims = Object.freeze({
        userId: uid,
        email: sub,
        role: role as Role,
        blocked: blocked === true,
        tokenVersion: tv,
      });
      return { exp: Number(payload.exp), claims };
    } catch {
      return undefined;
    }
  }
}
