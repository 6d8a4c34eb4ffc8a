/** The me area's contract (operations: ./me.ts; what a contract is: ./contract.ts). */
import {
  secondFactorConfirmed,
  secondFactorEnrolment,
  secondFactorStatusResponse,
  secondFactorVerified,
} from '@recurso/core/identity';
import {
  accountDeletedResponse,
  deletionCheckedResponse,
  myDataExportSchema,
  myProfileResponse,
  passwordChangedResponse,
} from '@recurso/core/my-account';
import { type AreaContract, json } from './contract';

export const meContract = {
  getProfile: { responses: { 200: json(myProfileResponse, "The caller's account") } },
  changePassword: {
    responses: {
      200: json(passwordChangedResponse, 'Changed: a fresh session for this device; every other one ended'),
    },
    errors: [409],
  },
  exportData: {
    responses: {
      200: json(myDataExportSchema, 'Everything stored about the caller, with a short-lived link per file', {
        'Content-Disposition': 'attachment; filename="meus-dados-recurso-certo-<yyyy-mm-dd>.json"',
      }),
    },
  },
  checkDeletion: {
    responses: {
      200: json(deletionCheckedResponse, 'The password (or EXCLUIR) is right; nothing was erased'),
    },
  },
  deleteAccount: {
    responses: { 200: json(accountDeletedResponse, 'The account, its files and its data are erased') },
  },
  secondFactorStatus: {
    responses: { 200: json(secondFactorStatusResponse, 'Which second-factor screen this session needs') },
  },
  startSecondFactor: {
    responses: { 200: json(secondFactorEnrolment, 'A new secret to enrol in an authenticator app') },
    errors: [409],
  },
  confirmSecondFactor: {
    responses: { 200: json(secondFactorConfirmed, 'Enrolled; this session is verified') },
    errors: [409],
  },
  verifySecondFactor: {
    responses: { 200: json(secondFactorVerified, 'This session is verified') },
  },
} satisfies AreaContract;
