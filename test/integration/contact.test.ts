/** POST /contact (public) and GET /contact (staff) over real HTTP on the local runtime. */
import { BRAND } from '@recurso/core/brand';
import { CONTACT_MESSAGES as M } from '@recurso/core/contact';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { registerAndLogin, startTestRuntime, type TestRuntime } from './helpers/runtime';
import { verifiedStaffToken } from './helpers/second-factor';

let rt: TestRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
  // The per-IP limit counts in fixed one-hour windows: start the suite at the top of an hour so every
  // message it sends falls in one window (the limit test counts what earlier tests stored).
  rt.clock.offsetMs = 3_600_000 - (Date.now() % 3_600_000);
});
afterAll(() => rt?.stop());

const valid = {
  name: 'Maria da Silva',
  email: 'Maria@Exemplo.com.br',
  subject: 'Dúvida sobre recurso',
  message: 'Olá, recebi uma multa por excesso de velocidade. Vocês atendem em Campinas?',
};

describe('contact form', () => {
  it('stores a valid message, answers 201 and e-mails a copy to the company address', async () => {
    const res = await rt.api('POST', '/contact', { body: valid });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ id: expect.any(String), message: M.received });

    const mail = rt.outbox().find((m) => m.to === BRAND.email && m.text.includes(res.json.id));
    expect(mail?.subject).toBe('Contato pelo site: Dúvida sobre recurso');
    expect(mail?.text).toContain('Nome: Maria da Silva');
    expect(mail?.text).toContain('Email: maria@exemplo.com.br');
    expect(mail?.text).toContain(valid.message);
  });

  it.each([
    ['blank name', { ...valid, name: '  ' }, M.nameRequired],
    ['no name', { ...valid, name: undefined }, M.nameRequired],
    ['bad e-mail', { ...valid, email: 'sem-arroba' }, M.emailInvalid],
    ['empty e-mail', { ...valid, email: '' }, M.emailRequired],
    ['empty subject', { ...valid, subject: '' }, M.subjectRequired],
    ['151-char subject', { ...valid, subject: 'a'.repeat(151) }, M.subjectTooLong],
    ['subject with a header injection', { ...valid, subject: 'Oi\r\nBcc: vitima@x.com' }, M.singleLine],
    ['blank message', { ...valid, message: '   ' }, M.messageRequired],
    ['5001-char message', { ...valid, message: 'x'.repeat(5001) }, M.messageTooLong],
    ['an extra field', { ...valid, status: 'answered' }, 'Campo não permitido: status'],
    ['an array', [valid], 'O corpo da requisição deve ser um objeto JSON.'],
  ])('refuses %s with its Portuguese message', async (_label, body, message) => {
    const res = await rt.api('POST', '/contact', { body });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe(message);
  });

  it('lists messages newest first for STAFF and ADMIN only, with pages', async () => {
    for (const subject of ['primeira', 'segunda', 'terceira']) {
      expect((await rt.api('POST', '/contact', { body: { ...valid, subject } })).status).toBe(201);
    }
    const admin = await verifiedStaffToken(rt);
    const all = await rt.api('GET', '/contact', { token: admin });
    expect(all.status).toBe(200);
    expect(all.json.slice(0, 3).map((m: { subject: string }) => m.subject)).toEqual([
      'terceira',
      'segunda',
      'primeira',
    ]);
    expect(all.json[0]).toEqual({
      id: expect.any(String),
      name: valid.name,
      email: 'maria@exemplo.com.br',
      subject: 'terceira',
      message: valid.message,
      createdAt: expect.any(String),
    });

    const first = await rt.api('GET', '/contact?limit=2', { token: admin });
    expect(first.json).toHaveLength(2);
    const cursor = first.headers.get('x-next-cursor');
    expect(cursor).toBeTruthy();
    const second = await rt.api('GET', `/contact?limit=2&cursor=${cursor}`, { token: admin });
    expect(second.json[0].subject).toBe('primeira');
    expect((await rt.api('GET', '/contact?cursor=bad', { token: admin })).json.error).toBe(M.invalidCursor);
    expect((await rt.api('GET', '/contact?limit=0', { token: admin })).json.error).toBe(M.invalidLimit);

    const user = await registerAndLogin(rt.api, 'contato-user@exemplo.com');
    expect((await rt.api('GET', '/contact', { token: user.token })).status).toBe(403);
    expect((await rt.api('GET', '/contact')).status).toBe(401);
  });

  it('reads the list from the index, newest first, without a Scan (items carry GSI keys)', async () => {
    const out = await rt.deps.dynamo.send(
      new QueryCommand({
        TableName: rt.deps.tableName,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :p',
        ExpressionAttributeValues: { ':p': 'CONTACTS' },
        ScanIndexForward: false,
      }),
    );
    expect(out.Items?.length).toBeGreaterThanOrEqual(4);
    expect(out.Items?.[0]?.pk).toMatch(/^CONTACT#/);
  });

  it('limits messages per IP: over the limit → 429 with Retry-After and nothing stored', async () => {
    let last = await rt.api('POST', '/contact', { body: valid });
    while (last.status === 201) last = await rt.api('POST', '/contact', { body: valid });
    expect(last.status).toBe(429);
    expect(last.json.error).toBe(M.tooMany);
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
    const stored = await rt.deps.dynamo.send(
      new QueryCommand({
        TableName: rt.deps.tableName,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :p',
        ExpressionAttributeValues: { ':p': 'CONTACTS' },
        Select: 'COUNT',
      }),
    );
    expect(stored.Count).toBe(10);
  });
});
