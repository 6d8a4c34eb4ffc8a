/**
 * Routes of the me area (operations: ./me.ts): 'Minha conta' (LGPD) and the second factor.
 * Part of the one route table, functions/src/routes.ts (policies and paths explained there).
 */
export const ME_ROUTES = [
  {
    method: 'GET',
    path: '/me',
    area: 'me',
    operation: 'getProfile',
    policy: 'user',
    summary: "The caller's account: e-mail, role, creation date",
  },
  {
    method: 'POST',
    path: '/me/password',
    area: 'me',
    operation: 'changePassword',
    policy: 'user',
    summary: 'Change my password (ends the other sessions; answers a fresh token)',
  },
  {
    method: 'GET',
    path: '/me/export',
    area: 'me',
    operation: 'exportData',
    policy: 'user',
    summary: 'Export every item about me, with a download link per file (LGPD)',
  },
  {
    method: 'POST',
    path: '/me/deletion/check',
    area: 'me',
    operation: 'checkDeletion',
    policy: 'user',
    summary: 'Check the proof for erasing my account (password or EXCLUIR) without erasing anything',
  },
  {
    method: 'DELETE',
    path: '/me',
    area: 'me',
    operation: 'deleteAccount',
    policy: 'user',
    summary: 'Erase my account, data and files (LGPD); payment records kept without personal data',
  },
  {
    method: 'GET',
    path: '/me/second-factor',
    area: 'me',
    operation: 'secondFactorStatus',
    policy: 'user',
    summary: "This session's second factor: required (STAFF/ADMIN), enrolled, verified",
  },
  {
    method: 'POST',
    path: '/me/second-factor',
    area: 'me',
    operation: 'startSecondFactor',
    policy: 'user',
    summary: 'Start TOTP enrolment: a secret and its otpauth:// URI',
  },
  {
    method: 'POST',
    path: '/me/second-factor/confirm',
    area: 'me',
    operation: 'confirmSecondFactor',
    policy: 'user',
    summary: 'Confirm TOTP enrolment with a first code; answers ten recovery codes',
  },
  {
    method: 'POST',
    path: '/me/second-factor/verify',
    area: 'me',
    operation: 'verifySecondFactor',
    policy: 'user',
    summary: 'Prove the second factor for this session (TOTP code or recovery code)',
  },
] as const;
