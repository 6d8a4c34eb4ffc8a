/** Clients made on first use (functions/src/clients/lazy.ts): SES for the areas that mail. */
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { SesMailer } from '@recurso/functions/adapters/mail/ses';
import { lazy } from '@recurso/functions/clients/lazy';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-jest';

describe('lazy', () => {
  it('makes the value once, on the first call, and shares it', async () => {
    let made = 0;
    const get = lazy(async () => ({ n: ++made }));
    expect(made).toBe(0);
    const [a, b] = await Promise.all([get(), get()]);
    expect(b).toBe(a);
    expect(await get()).toBe(a);
    expect(made).toBe(1);
  });

  it('tries again after a failed attempt', async () => {
    let attempts = 0;
    const get = lazy(async () => {
      attempts++;
      if (attempts === 1) throw new Error('load failed');
      return 'ok';
    });
    await expect(get()).rejects.toThrow('load failed');
    expect(await get()).toBe('ok');
    expect(attempts).toBe(2);
  });
});

describe('SesMailer', () => {
  const ses = mockClient(SESv2Client);
  afterEach(() => ses.reset());

  it('sends through a client made on first use, from the configured sender', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'm1' });
    let made = 0;
    const mailer = new SesMailer(
      lazy(async () => {
        made++;
        return new SESv2Client({ region: 'sa-east-1' });
      }),
      'nao-responda@recursocerto.com.br',
    );
    expect(made).toBe(0);
    await mailer.send({ to: 'ana@exemplo.com', subject: 'Assunto', text: 'Olá' });
    await mailer.send({ to: 'bia@exemplo.com', subject: 'Assunto', text: 'Olá', html: '<p>Olá</p>' });
    expect(made).toBe(1);
    expect(ses).toHaveReceivedCommandTimes(SendEmailCommand, 2);
    expect(ses.commandCalls(SendEmailCommand)[0]?.args[0].input).toEqual({
      FromEmailAddress: 'nao-responda@recursocerto.com.br',
      Destination: { ToAddresses: ['ana@exemplo.com'] },
      Content: {
        Simple: {
          Subject: { Data: 'Assunto', Charset: 'UTF-8' },
          Body: { Text: { Data: 'Olá', Charset: 'UTF-8' } },
        },
      },
    });
  });
});
