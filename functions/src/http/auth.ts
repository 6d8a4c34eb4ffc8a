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
  registerRequest,
  resetPasswordRequest,
  validateResetTokenQuery,
  IDENTITY_MESSAGES as M,
} from '@recurso/core/identity';
import type { authContract } from './auth.contract';
import type { AreaOperations } from './contract';
import { created, operation } from './types';

export const authOperations = {
  register: operation({
    body: registerRequest,
    handle: async (req, deps) => {
      const user = await register({ ...req.body, ip: req.ip }, deps);
      return created({ message: M.registered, user });
    },
  }),
  login: operation({
    body: loginRequest,
    handle: (req, deps) => login({ ...req.body, ip: req.ip }, deps),
  }),
  googleLogin: operation({
    body: googleLoginRequest,
    handle: (req, deps) => googleLogin(req.body, deps),
  }),
  forgotPassword: operation({
    body: forgotPasswordRequest,
    handle: (req, deps) => forgotPassword({ ...req.body, ip: req.ip }, { ...deps, appUrl: deps.env.APP_URL }),
  }),
  validateResetToken: operation({
    query: validateResetTokenQuery,
    handle: (req, deps) => validateResetToken(req.query, deps),
  }),
  resetPassword: operation({
    body: resetPasswordRequest,
    handle: (req, deps) => resetPassword(req.body, deps),
  }),
} satisfies AreaOperations<typeof authContract>;
