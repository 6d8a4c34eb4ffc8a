/** Brute-force controls (AUTH-3, RST-3): per e-mail and per IP, 429 with a Portuguese message. */
import { IDENTITY_MESSAGES as M, type AccountRateLimits } from '@recurso/core/identity';
import { type TestRuntime, startTestRuntime } from './helpers/runtime';

const LIMITS: AccountRateLimits = {
  login: { perEmail: { limit: 3, windowSeconds: 900 }, perIp: { limit: 8, windowSeconds: 60 } },
  register: { perEmail: { limit: 2, windowSeconds: 3600 }, perIp: { limit: 4, windowSeconds: 3600 } },
  forgot: { perEmail: { limit: 2, windowSeconds: 3600 }, perIp: { limit: 6, windowSeconds: 3600 } },
};

let rt: TestRuntime;
// Windows are fixed (aligned to multiples of their length), so the suite runs at the start of an hour:
// every window used here (60 s, 900 s, 3600 s) then spans the whole suite, however slow the machine.
let hourStartOffsetMs = 0;
beforeAll(async () => {
  rt = await startTestRuntime({ rateLimits: LIMITS, hashing: 'production' });
  hourStartOffsetMs = 3_600_000 - (Date.now() % 3_600_000);
  rt.clock.offsetMs = hourStartOffsetMs;
}, 60_000);
afterAll(() => rt?.stop());

const login = (email: string) => rt.api('POST', '/auth/login', { body: { email, password: 'errada-000' } });

describe('rate limits', () => {
  it('limits logins per e-mail, then per IP, with 429 and Retry-After', async () => {
    for (let i = 0; i < 3; i++) expect((await login('alvo@recurso.test')).status).toBe(401);
    const limited = await login('alvo@recurso.test');
    expect(limited.status).toBe(429);
    expect(limited.json.error).toBe(M.tooManyAttempts);
    expect(limited.json.error).toBe('Muitas tentativas. Aguarde alguns minutos e tente novamente.');
    expect(limited.headers.get('retry-after')).toBe('900');

    // 4 used from this IP; four more e-mails reach the IP limit of 8, the next is refused.
    for (let i = 0; i < 4; i++) expect((await login(`outro${i}@recurso.test`)).status).toBe(401);
    expect((await login('mais-um@recurso.test')).status).toBe(429);

    // A new window opens later.
    rt.clock.offsetMs = hourStartOffsetMs + 16 * 60 * 1000;
    try {
      expect((await login('alvo@recurso.test')).status).toBe(401);
    } finally {
      rt.clock.offsetMs = hourStartOffsetMs;
    }
  });

  it('forgot-password keeps answering 200 for one e-mail but sends at most the limit', async () => {
    await rt.api('POST', '/auth/register', {
      body: { email: 'esqueci@recurso.test', password: 'senha-valida-1' },
    });
    const before = rt.outbox().filter((m) => m.to === 'esqueci@recurso.test').length;
    for (let i = 0; i < 5; i++) {
      const res = await rt.api('POST', '/auth/password/forgot', { body: { email: 'esqueci@recurso.test' } });
      expect(res.status).toBe(200);
      expect(res.json.message).toBe(M.forgotSent);
    }
    const sent = rt.outbox().filter((m) => m.to === 'esqueci@recurso.test').length - before;
    expect(sent).toBe(2);
    // Sixth request from this IP (limit 6) passes, the seventh is refused.
    expect(
      (await rt.api('POST', '/auth/password/forgot', { body: { email: 'x@recurso.test' } })).status,
    ).toBe(200);
    expect(
      (await rt.api('POST', '/auth/password/forgot', { body: { email: 'y@recurso.test' } })).status,
    ).toBe(429);
  });

  it('limits registrations per IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (
          await rt.api('POST', '/auth/register', {
            body: { email: `novo${i}@recurso.test`, password: 'senha-valida-1' },
          })
        ).status,
      );
    }
    // One registration was used by the previous test; three more pass, the fourth is refused.
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});
