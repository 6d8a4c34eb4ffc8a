/**
 * Secrets and personal data never reach the logs (issue 8 item 5; SECURITY LOG-1). The functions'
 * structured logger (what Lambda ships to CloudWatch) and anything printed to stdout/stderr/console
 * are captured at debug level while the auth, reset, upload/generation, payment and 'Minha conta'
 * flows run over HTTP; no line may hold a password, a JWT, a reset token, a full CPF or document text.
 *
 * Not captured on purpose: the local runtime's own channel (`log` option), which by design prints the
 * links of e-mails written to .data/outbox (ARCHITECTURE: local e-mail). It never runs on AWS.
 */
import { registerAndLogin, startTestRuntime, type TestRuntime } from './helpers/runtime';

const PASSWORDS = ['Senha-Marcador-Login-71', 'Senha-Marcador-Nova-72', 'Senha-Marcador-Reset-73'];
const CPF = '529.982.247-25';
const CPF_DIGITS = '52998224725';
const DOCUMENT_TEXT = 'TEXTO-DOCUMENTO-SIGILOSO';
const JWT = /eyJ[\w-]+\./;
const FULL_CPF = /(?<!\w)\d{3}\.?\d{3}\.?\d{3}-?\d{2}(?!\w)/;

let rt: TestRuntime;
const lines: string[] = [];
const secrets: string[] = [...PASSWORDS, CPF, CPF_DIGITS, DOCUMENT_TEXT, 'Joana Marcadora'];
const flows: Record<string, string> = {};

function capture() {
  const spies = [
    jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    }),
    jest.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    }),
    ...(['log', 'info', 'warn', 'error', 'debug'] as const).map((m) =>
      jest.spyOn(console, m).mockImplementation((...args: unknown[]) => {
        lines.push(args.map((a) => (typeof a === 'string' ? a : JSON.stringify(a))).join(' '));
      }),
    ),
  ];
  return () => {
    for (const s of spies) s.mockRestore();
  };
}

async function waitForStatus(token: string, appealId: string): Promise<string> {
  for (let i = 0; i < 120; i++) {
    const res = await rt.api('GET', `/appeals/status/${appealId}`, { token });
    const status = res.json?.status as string | undefined;
    if (res.status !== 200 || (status && status !== 'processing'))
      return `${res.status} ${status ?? res.json?.error}`;
    await new Promise((r) => setTimeout(r, 500));
  }
  return 'still processing';
}

beforeAll(async () => {
  rt = await startTestRuntime({ logLevel: 'debug' });
  const restore = capture();
  try {
    // Auth: register, login, wrong password, a forged token.
    const user = await registerAndLogin(rt.api, 'logs-user@exemplo.com', PASSWORDS[0]);
    secrets.push(user.token);
    await rt.api('POST', '/auth/login', { body: { email: user.email, password: `${PASSWORDS[0]}x` } });
    await rt.api('GET', '/me', { token: `${user.token}x` });
    await rt.api('GET', `/appeals/user/${CPF}`, { token: user.token });
    flows.auth = 'ran';

    // Reset: forgot, validate, reset.
    await rt.api('POST', '/auth/password/forgot', { body: { email: user.email } });
    const reset = rt
      .outbox()
      .find((m) => m.to === user.email)
      ?.text.match(/token=([^\s]+)/)?.[1];
    if (reset) {
      secrets.push(decodeURIComponent(reset));
      await rt.api('GET', `/auth/password/validate-token?token=${reset}`);
      await rt.api('POST', '/auth/password/reset', {
        body: { token: decodeURIComponent(reset), password: PASSWORDS[2] },
      });
      flows.reset = 'ran';
    }
    const token = (
      await rt.api('POST', '/auth/login', { body: { email: user.email, password: PASSWORDS[2] } })
    ).json.token;
    secrets.push(token);

    // Upload + generation: a text document with a CPF, a name and marker text, through the pipeline.
    const uploads = await rt.api('POST', '/appeals/uploads', {
      token,
      body: { files: [{ name: 'multa.txt', size: 300 }] },
    });
    if (uploads.status === 200 || uploads.status === 201) {
      const up = uploads.json.uploads[0];
      const form = new FormData();
      for (const [k, v] of Object.entries(up.fields as Record<string, string>)) form.append(k, v);
      const doc = `AUTO DE INFRAÇÃO Nº AB12345678\nProprietário: Joana Marcadora\nCPF ${CPF}\nPlaca ABC1D23\n${DOCUMENT_TEXT}\n`;
      form.append('file', new Blob([doc], { type: 'text/plain' }), 'multa.txt');
      const s3 = await fetch(up.url, { method: 'POST', body: form });
      const gen = await rt.api('POST', '/appeals/generate-appeal-text', {
        token,
        body: {
          type: 'traffic',
          uploadKeys: [up.key],
          userName: 'Joana Marcadora',
          userCity: 'Campinas',
          additionalText: DOCUMENT_TEXT,
        },
      });
      flows.upload = `s3 ${s3.status}, generate ${gen.status}, ${gen.json?.appealId ? await waitForStatus(token, gen.json.appealId) : gen.json?.error}`;
      if (gen.json?.appealId) {
        // Payment: the checkout sends the CPF to the provider.
        const pay = await rt.api('POST', '/payment/create-asaas-checkout', {
          token,
          body: {
            appealId: gen.json.appealId,
            paymentMethod: 'PIX',
            customerName: 'Joana Marcadora',
            customerCpf: CPF,
          },
        });
        flows.payment = `checkout ${pay.status}`;
      }
    } else flows.upload = `uploads ${uploads.status}`;

    // 'Minha conta': change password, export, delete.
    const changed = await rt.api('POST', '/me/password', {
      token,
      body: { currentPassword: PASSWORDS[2], newPassword: PASSWORDS[1] },
    });
    if (changed.json?.token) secrets.push(changed.json.token);
    await rt.api('GET', '/me/export', { token: changed.json?.token });
    await rt.api('DELETE', '/me', { token: changed.json?.token, body: { password: PASSWORDS[1] } });
    flows.account = `password ${changed.status}`;
  } finally {
    restore();
  }
}, 180_000);
afterAll(() => rt?.stop());

describe('logs hold no secrets or personal data', () => {
  it('the flows ran and produced structured log lines with request ids', () => {
    process.stdout.write(`log test flows: ${JSON.stringify(flows)}\n`);
    expect(flows.auth).toBe('ran');
    expect(flows.reset).toBe('ran');
    const requests = lines.filter((l) => l.includes('"msg":"request"'));
    expect(requests.length).toBeGreaterThan(10);
    for (const l of requests)
      expect(JSON.parse(l)).toMatchObject({
        requestId: expect.any(String),
        time: expect.stringMatching(/Z$/),
      });
  });

  it('no line contains a JWT', () => {
    expect(lines.filter((l) => JWT.test(l))).toEqual([]);
  });

  it('no line contains a full CPF (masked or not)', () => {
    expect(lines.filter((l) => FULL_CPF.test(l))).toEqual([]);
  });

  it('no line contains a password, a session or reset token, a name or document text', () => {
    expect(secrets.length).toBeGreaterThanOrEqual(8);
    for (const secret of secrets)
      expect([secret.slice(0, 12), lines.filter((l) => l.includes(secret))]).toEqual([
        secret.slice(0, 12),
        [],
      ]);
  });
});
