/** The auth area's contract (operations: ./auth.ts; what a contract is: ./contract.ts). */
import {
  messageResponse,
  registeredResponse,
  sessionResponse,
  validTokenResponse,
} from '@recurso/core/identity';
import { type AreaContract, json } from './contract';

export const authContract = {
  register: {
    responses: { 201: json(registeredResponse, 'Account created (sign in next)') },
    errors: [409],
  },
  login: {
    responses: { 200: json(sessionResponse, 'Signed in: a session token and the user') },
    errors: [401, 403],
  },
  googleLogin: {
    responses: { 200: json(sessionResponse, 'Signed in with Google: a session token and the user') },
    errors: [401, 403, 409, 503],
  },
  forgotPassword: {
    responses: {
      200: json(messageResponse, 'The same answer whether or not the e-mail has an account'),
    },
  },
  validateResetToken: { responses: { 200: json(validTokenResponse, 'The reset link is valid') } },
  resetPassword: {
    responses: { 200: json(messageResponse, 'Password changed; every session of the account ended') },
  },
} satisfies AreaContract;
