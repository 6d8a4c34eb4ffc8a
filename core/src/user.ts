/** Users and roles (SPEC §3, §6). */
export const ROLES = ['USER', 'STAFF', 'ADMIN'] as const;
export type Role = (typeof ROLES)[number];

export interface User {
  id: string;
  email: string;
  role: Role;
  blocked: boolean;
  /** argon2id PHC string; absent for Google-only accounts. */
  passwordHash?: string;
  /** Google `sub`, when the account was created or linked through Google sign-in. */
  googleSub?: string;
  /** Bumped on block, role change, password reset and logout-everywhere: older tokens stop working. */
  tokenVersion: number;
  createdAt: string;
  updatedAt: string;
}

export const isStaff = (role: Role): boolean => role === 'STAFF' || role === 'ADMIN';
export const isAdmin = (role: Role): boolean => role === 'ADMIN';
