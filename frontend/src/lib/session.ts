/** Session storage rules (SPEC §3, §4): the token lives in localStorage under `token`; its claims are read on start. */
import type { Role } from '@recurso/core/user';

export const TOKEN_KEY = 'token';

export interface SessionUser {
  email: string;
  role: Role;
  blocked: boolean;
}

interface Claims {
  sub?: unknown;
  email?: unknown;
  role?: unknown;
  blocked?: unknown;
  exp?: unknown;
}

const ROLES: readonly string[] = ['USER', 'STAFF', 'ADMIN'];

function decodeSegment(segment: string): unknown {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
}

/**
 * The user a token describes, or null when it cannot be decoded, lacks the claims we need or has expired
 * (`exp` is compared in seconds). The server re-checks everything; these claims only drive the UI.
 */
export function userFromToken(token: string, nowMs = Date.now()): SessionUser | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  let claims: Claims;
  try {
    claims = decodeSegment(payload) as Claims;
  } catch {
    return null;
  }
  if (!claims || typeof claims !== 'object') return null;
  if (typeof claims.exp !== 'number' || claims.exp <= Math.floor(nowMs / 1000)) return null;
  if (typeof claims.role !== 'string' || !ROLES.includes(claims.role)) return null;
  // The token's `sub` may be an immutable user id; prefer an explicit `email` claim when present.
  const email =
    typeof claims.email === 'string' ? claims.email : typeof claims.sub === 'string' ? claims.sub : '';
  if (!email) return null;
  return { email, role: claims.role as Role, blocked: claims.blocked === true };
}

export function readStoredToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function storeToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
}

export function clearToken(): void {
  localStorage.removeItem(TOKEN_KEY);
}

/** Reads the stored token on start; an expired or undecodable one is removed (SPEC §4). */
export function restoreSession(nowMs = Date.now()): SessionUser | null {
  const token = readStoredToken();
  if (!token) return null;
  const user = userFromToken(token, nowMs);
  if (!user) {
    clearToken();
    console.info('Token expirado ou inválido removido.');
  }
  return user;
}

export const isStaffRole = (role: Role | undefined): boolean => role === 'STAFF' || role === 'ADMIN';

/** Where a signed-in user lands after login (SPEC §2). */
export const homeForRole = (role: Role): string => (isStaffRole(role) ? '/admin' : '/dashboard');
