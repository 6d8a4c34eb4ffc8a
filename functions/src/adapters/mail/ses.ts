/** Mailer over SES v2 (AWS). The local runtime uses the outbox mailer (local/src/mail) instead. */
import { SendEmailCommand, type SESv2Client } from '@aws-sdk/client-sesv2';
import type { Mailer, MailMessage } from '@recurso/core/ports';

export class SesMailer implements Mailer {
  constructor(
    private readonly ses: SESv2Client,
    private readonly from: string,
  ) {}

  async send(m: MailMessage): Promise<void> {
    await this.ses.send(
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
