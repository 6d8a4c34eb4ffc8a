/** Mailer over SES v2 (AWS). The local runtime uses the outbox mailer (local/src/mail) instead. */
import type { SESv2Client } from '@aws-sdk/client-sesv2';
import type { Mailer, MailMessage } from '@recurso/core/ports';
import { type Lazily, ready } from '../../clients/lazy';

/** A client, or one made on first use (functions/src/clients/ses.ts): most requests send no e-mail. */
export type SesLike = Lazily<SESv2Client>;

export class SesMailer implements Mailer {
  constructor(
    private readonly ses: SesLike,
    private readonly from: string,
  ) {}

  async send(m: MailMessage): Promise<void> {
    const [{ SendEmailCommand }, ses] = await Promise.all([import('@aws-sdk/client-sesv2'), ready(this.ses)]);
    await ses.send(
      new SendEmailCommand({
        FromEmailAddress: this.from,
        Destination: { ToAddresses: [m.to] },
        Content: {
          Simple: {
            Subject: { Data: m.subject, Charset: 'UTF-8' },
            Body: {
              Text: { Data: m.text, Charset: 'UTF-8' },
              ...(m.html ? { Html: { Data: m.html, Charset: 'UTF-8' } } : {}),
            },
          },
        },
      }),
    );
  }
}
