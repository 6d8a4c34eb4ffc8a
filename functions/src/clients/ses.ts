/** The SES mailer of an area that sends e-mail (auth, contact, me); see deps.ts `AwsParts`. */
import { SESv2Client } from '@aws-sdk/client-sesv2';
import type { Mailer } from '@recurso/core/ports';
import { SesMailer } from '../adapters/mail/ses';
import type { Env } from '../env';

export const sesMailer = (env: Env): Mailer =>
  new SesMailer(new SESv2Client({ region: env.AWS_REGION }), env.MAIL_FROM);
