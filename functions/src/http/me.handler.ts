import { argon2Passwords } from '../adapters/passwords/argon2';
import { s3Client } from '../clients/s3';
import { sesMailer } from '../clients/ses';
import { lambdaDeps } from '../deps-builder';
import { createAreaHandler } from './area';
import { meOperations } from './me';
import { preferencesOperations } from './preferences';

// Only the SDK clients this area uses are bundled (functions/src/deps-builder.ts AwsParts).
export const handler = createAreaHandler(
  'me',
  { ...meOperations, ...preferencesOperations },
  lambdaDeps({ s3: s3Client, mailer: sesMailer, passwords: argon2Passwords }),
);
