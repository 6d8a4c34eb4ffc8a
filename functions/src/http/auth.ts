/** The auth area (SPEC §7): thin adapters from HTTP to the identity use cases in core. */
import {
  googleLogin,
  login,
  forgotPassword,
  resetPassword,
  validateResetToken,
  register,
  forgotPasswordRequest,
  googleLoginRequest,
  loginRequest,
  messageResponse,
  publicUser,
  registerRequest,
  resetPasswordRequest,
  sessionResponse,
  validateResetTokenQuery,
  validTokenResponse,
  IDENTITY_MESSAGES as M,
} from '@recurso/core/identity';
import * as z from 'zod/mini';
import { created, operation, type Operations } from './types';

export const authOperations = {
  register: operation({
    body: registerRequest,
    successStatus: 201,
    response: z.object({ message: z.string(), user: publicUser }),
    handle: async (req, deps) => {
      const user = await register({ ...req.body, ip: req.ip }, deps);
      return created({ message: M.registered, user });
    },
  }),
  login: operation({
    body: loginRequest,
    response: sessionResponse,
    handle: (req, deps) => login({ ...req.body, ip: req.ip }, deps),
  }),
  googleLogin: operation({
    body: googleLoginRequest,
    response: sessionResponse,
    handle: (req, deps) => googleLogin(req.body, deps),
  }),
  forgotPassword: operation({
    body: forgotPasswordRequest,
    response: messageResponse,
    handle: (req, deps) => forgotPassword({ ...req.body, ip: req.ip }, { ...deps, appUrl: deps.env.APP_URL }),
  }),
  validateResetToken: operation({
    query: validateResetTokenQuery,
    response: validTokenResponse,
    handle: (req, deps) => validateResetToken(req.query, deps),
  }),
  resetPassword: operation({
    body: resetPasswordRequest,
    response: messageResponse,
    handle: (req, deps) => resetPassword(req.body, deps),
  }),
} satisfies Operations;
