import { argon2Passwords } from '../adapters/passwords/argon2';
import { sesMailer } from '../clients/ses';
import { lambdaDeps } from '../deps-builder';
import { createAreaHandler } from './area';
import { authOperations } from './auth';

// Only the SDK clients this area uses are bundled (functions/src/deps-builder.ts AwsParts).
export const handler = createAreaHandler(
  'auth',
  authOperations,
  lambdaDeps({ mailer: sesMailer, passwords: argon2Passwords }),
);
