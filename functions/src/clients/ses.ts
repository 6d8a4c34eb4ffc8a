/**
 * The SES mailer of an area that sends e-mail (auth, contact, me); see deps.ts `AwsParts`. The client is
 * made on first use (./lazy.ts): logins, account views and staff reads send no e-mail.
 */
import type { Mailer } from '@recurso/core/ports';
import { SesMailer } from '../adapters/mail/ses';
import type { Env } from '../env';
import { lazy } from './lazy';

export const sesMailer = (env: Env): Mailer =>
  new SesMailer(
    lazy(() =>
      import('@aws-sdk/client-sesv2').then(({ SESv2Client }) => new SESv2Client({ region: env.AWS_REGION })),
    ),
    env.MAIL_FROM,
  );
