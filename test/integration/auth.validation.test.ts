/** Every SPEC §5/§8 message for bad auth input, exact text, over real HTTP. */
import { IDENTITY_MESSAGES as M } from '@recurso/core/identity';
import { type TestRuntime, startTestRuntime } from './helpers/runtime';

let rt: TestRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
  await rt.api('POST', '/auth/register', {
    body: { email: 'existe@recurso.test', password: 'senha-valida-1' },
  });
}, 60_000);
afterAll(() => rt?.stop());

const cases: [string, string, string, unknown, number, string][] = [
  ['login without fields', 'POST', '/auth/login', {}, 400, 'Por favor, preencha todos os campos'],
  [
    'login without password',
    'POST',
    '/auth/login',
    { email: 'a@b.com' },
    400,
    'Por favor, preencha todos os campos',
  ],
  [
    'login with blank e-mail',
    'POST',
    '/auth/login',
    { email: '  ', password: 'x' },
    400,
    'Por favor, preencha todos os campos',
  ],
  [
    'login with a wrong password',
    'POST',
    '/auth/login',
    { email: 'existe@recurso.test', password: 'errada-123' },
    401,
    'Email ou senha inválidos',
  ],
  [
    'login with an unknown e-mail',
    'POST',
    '/auth/login',
    { email: 'nao@recurso.test', password: 'errada-123' },
    401,
    'Email ou senha inválidos',
  ],
  ['register without fields', 'POST', '/auth/register', {}, 400, 'Por favor, preencha todos os campos'],
  [
    'register without password',
    'POST',
    '/auth/register',
    { email: 'novo@recurso.test' },
    400,
    'Por favor, preencha todos os campos',
  ],
  [
    'register with a short password',
    'POST',
    '/auth/register',
    { email: 'novo@recurso.test', password: '12345' },
    400,
    'A senha deve ter pelo menos 6 caracteres',
  ],
  [
    'register with a common password',
    'POST',
    '/auth/register',
    { email: 'novo@recurso.test', password: 'Senha123' },
    400,
    M.commonPassword,
  ],
  [
    'register with a bad e-mail',
    'POST',
    '/auth/register',
    { email: 'sem-arroba', password: 'senha-valida-1' },
    400,
    M.invalidEmail,
  ],
  [
    'register a taken e-mail',
    'POST',
    '/auth/register',
    { email: 'existe@recurso.test', password: 'senha-valida-2' },
    409,
    'Este email já está em uso',
  ],
  [
    'register with a role (mass assignment)',
    'POST',
    '/auth/register',
    { email: 'novo@recurso.test', password: 'senha-valida-1', role: 'ADMIN' },
    400,
    'Campo não permitido: role',
  ],
  ['forgot without e-mail', 'POST', '/auth/password/forgot', {}, 400, 'Por favor, informe seu email'],
  [
    'forgot with blank e-mail',
    'POST',
    '/auth/password/forgot',
    { email: '' },
    400,
    'Por favor, informe seu email',
  ],
  ['reset without fields', 'POST', '/auth/password/reset', {}, 400, 'Link inválido ou expirado'],
  [
    'reset without password',
    'POST',
    '/auth/password/reset',
    { token: 'abc' },
    400,
    'Por favor, preencha todos os campos',
  ],
  [
    'reset with a mismatch',
    'POST',
    '/auth/password/reset',
    { token: 'abc', password: 'senha-nova-1', confirmPassword: 'senha-nova-2' },
    400,
    'As senhas não coincidem',
  ],
  [
    'reset with an unknown token',
    'POST',
    '/auth/password/reset',
    { token: 'abc', password: 'senha-nova-1' },
    400,
    'Link inválido ou expirado',
  ],
  [
    'reset with a short password',
    'POST',
    '/auth/password/reset',
    { token: 'abc', password: '123' },
    400,
    'Link inválido ou expirado',
  ],
  [
    'google login without credential',
    'POST',
    '/auth/google-login',
    {},
    400,
    'Falha ao fazer login com Google',
  ],
];

describe('auth input errors answer SPEC’s Portuguese messages', () => {
  it.each(cases)('%s', async (_name, method, path, body, status, message) => {
    const res = await rt.api(method, path, { body });
    expect(res.status).toBe(status);
    expect(res.json).toEqual({ error: message, message, requestId: expect.any(String) });
  });

  it('validate-token without a token answers the invalid-link message', async () => {
    const res = await rt.api('GET', '/auth/password/validate-token');
    expect([res.status, res.json.error]).toEqual([400, 'Link inválido ou expirado']);
  });

  it('accepts a long passphrase (no truncation)', async () => {
    const password = 'uma frase longa o bastante para ninguém adivinhar nunca, de verdade!';
    expect(password.length).toBeGreaterThan(64);
    expect(
      (await rt.api('POST', '/auth/register', { body: { email: 'frase@recurso.test', password } })).status,
    ).toBe(201);
    expect(
      (await rt.api('POST', '/auth/login', { body: { email: 'frase@recurso.test', password } })).status,
    ).toBe(200);
    const truncated = password.slice(0, 60);
    expect(
      (await rt.api('POST', '/auth/login', { body: { email: 'frase@recurso.test', password: truncated } }))
        .status,
    ).toBe(401);
  });
});
