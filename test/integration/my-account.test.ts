/**
 * 'Minha conta' over real HTTP (issue 8 item 6; SECURITY LGPD-1, LGPD-2, JWT-4): profile, password
 * change, export of every item and file, erasure with payment records kept without personal data.
 */
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { MY_ACCOUNT_MESSAGES as MA } from '@recurso/core/my-account';
import { IDENTITY_MESSAGES as M } from '@recurso/core/identity';
import { ADMIN, loginAs, registerAndLogin, startTestRuntime, type TestRuntime } from './helpers/runtime';
import { verifiedStaffToken } from './helpers/second-factor';
import { allItems, CPF_A, putObject, seedAppeal } from './security.seed';

let rt: TestRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
}, 60_000);
afterAll(() => rt?.stop());

const objectsUnder = async (prefix: string) =>
  (
    await (
      await rt.deps.s3()
    ).send(new ListObjectsV2Command({ Bucket: rt.deps.buckets.uploads, Prefix: prefix }))
  ).Contents?.map((o) => o.Key) ?? [];

describe('GET /me', () => {
  it('answers the caller’s e-mail, role and creation date, nothing secret', async () => {
    const a = await registerAndLogin(rt.api, 'perfil@exemplo.com');
    const res = await rt.api('GET', '/me', { token: a.token });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      id: a.id,
      email: a.email,
      role: 'USER',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      hasPassword: true,
      google: false,
    });
    expect(res.text).not.toMatch(/argon2|passwordHash|tokenVersion/);
    expect((await rt.api('GET', '/me')).json.error).toBe(M.loginRequired);
  });
});

describe('POST /me/password', () => {
  it.each([
    [
      'a wrong current password',
      { currentPassword: 'errada-123', newPassword: 'nova-senha-boa-1' },
      MA.wrongPassword,
    ],
    ['a short new password', { currentPassword: 'senha-boa-123', newPassword: '12345' }, M.passwordTooShort],
    [
      'a common new password',
      { currentPassword: 'senha-boa-123', newPassword: 'senha123' },
      M.commonPassword,
    ],
    [
      'the same password',
      { currentPassword: 'senha-boa-123', newPassword: 'senha-boa-123' },
      MA.samePassword,
    ],
    ['no current password', { newPassword: 'nova-senha-boa-1' }, MA.currentPasswordRequired],
    [
      'a role field',
      { currentPassword: 'senha-boa-123', newPassword: 'x-nova-1', role: 'ADMIN' },
      'Campo não permitido: role',
    ],
  ])('refuses %s with its message and changes nothing', async (_label, body, message) => {
    const a = await registerAndLogin(rt.api, `senha-${crypto.randomUUID().slice(0, 8)}@exemplo.com`);
    const res = await rt.api('POST', '/me/password', { token: a.token, body });
    expect([res.status, res.json.error]).toEqual([400, message]);
    expect((await rt.api('GET', '/me', { token: a.token })).status).toBe(200);
  });

  it('changes it, ends the other sessions, answers a fresh token and e-mails a notice', async () => {
    const a = await registerAndLogin(rt.api, 'troca@exemplo.com');
    const otherDevice = await loginAs(rt.api, a.email, a.password);
    const res = await rt.api('POST', '/me/password', {
      token: a.token,
      body: { currentPassword: a.password, newPassword: 'uma-senha-nova-forte' },
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      token: expect.any(String),
      user: expect.objectContaining({ email: a.email }),
      message: MA.passwordUpdated,
    });

    for (const old of [a.token, otherDevice]) {
      const r = await rt.api('GET', '/me', { token: old });
      expect([r.status, r.json.error]).toEqual([401, M.sessionExpired]);
    }
    expect((await rt.api('GET', '/me', { token: res.json.token })).status).toBe(200);
    expect(
      (await rt.api('POST', '/auth/login', { body: { email: a.email, password: a.password } })).status,
    ).toBe(401);
    await expect(loginAs(rt.api, a.email, 'uma-senha-nova-forte')).resolves.toEqual(expect.any(String));
    expect(rt.outbox().some((m) => m.to === a.email && m.subject.endsWith('sua senha foi alterada'))).toBe(
      true,
    );
  });

  it('voids a pending reset link: the old password’s link cannot set another password', async () => {
    const a = await registerAndLogin(rt.api, 'reset-pendente@exemplo.com');
    await rt.api('POST', '/auth/password/forgot', { body: { email: a.email } });
    const link = rt
      .outbox()
      .filter((m) => m.to === a.email)
      .pop()
      ?.text.match(/token=([\w-]+)/)?.[1];
    expect(link).toBeTruthy();
    await rt.api('POST', '/me/password', {
      token: a.token,
      body: { currentPassword: a.password, newPassword: 'outra-senha-forte' },
    });
    const reset = await rt.api('POST', '/auth/password/reset', {
      body: { token: link, password: 'atacante-senha-1' },
    });
    expect([reset.status, reset.json.error]).toEqual([400, M.invalidResetLink]);
  });
});

describe('GET /me/export', () => {
  it('holds every item about the caller and a working link to each file, nothing of others', async () => {
    const a = await registerAndLogin(rt.api, 'exporta-a@exemplo.com');
    const b = await registerAndLogin(rt.api, 'exporta-b@exemplo.com');
    const mine = await seedAppeal(rt, a, { userName: 'Ana Exporta' });
    const pdfKey = `documents/${a.id}/${mine.appeal.id}.pdf`;
    await putObject(rt, pdfKey, Buffer.from('%PDF-1.4 recurso'), 'application/pdf');
    const theirs = await seedAppeal(rt, b, { userName: 'Bruno Outro', cpf: '111.444.777-35' });
    await rt.api('POST', '/contact', {
      body: { name: 'Ana', email: a.email, subject: 'Oi', message: 'Mensagem da Ana' },
    });
    await rt.api('POST', '/contact', {
      body: { name: 'Bruno', email: b.email, subject: 'Oi', message: 'Mensagem do Bruno' },
    });

    const res = await rt.api('GET', '/me/export', { token: a.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="meus-dados-recurso-certo-\d{4}-\d\d-\d\d\.json"$/,
    );
    const doc = res.json;
    expect(doc).toMatchObject({ format: 'recurso-certo/export', version: 1, fileLinksExpireInSeconds: 300 });
    expect(doc.data.account).toMatchObject({ id: a.id, email: a.email, role: 'USER' });
    expect(doc.data.appeals).toHaveLength(1);
    // Unpaid: the text itself stays behind the payment; the export carries its preview (issue 14).
    expect(doc.data.appeals[0]).toMatchObject({
      id: mine.appeal.id,
      userName: 'Ana Exporta',
      userDocument: CPF_A,
      preview: { addressee: mine.appeal.generatedText, grounds: [] },
      generationInput: expect.objectContaining({ userCity: 'Campinas', additionalText: 'versão dos fatos' }),
      facts: null,
    });
    expect(doc.data.appeals[0]).not.toHaveProperty('generatedText');
    expect(doc.data.contactMessages.map((m: { message: string }) => m.message)).toEqual(['Mensagem da Ana']);
    expect(doc.files.map((f: { key: string }) => f.key).sort()).toEqual([pdfKey, mine.uploadKey].sort());

    const file = await fetch(doc.files.find((f: { key: string }) => f.key === pdfKey).url);
    expect(file.status).toBe(200);
    expect(await file.text()).toBe('%PDF-1.4 recurso');

    expect(res.text).not.toMatch(/argon2|passwordHash|tokenVersion|resetTokenHash|"pk"|gsi1pk/);
    for (const foreign of [b.id, b.email, 'Bruno', '111.444.777-35', theirs.appeal.id]) {
      expect(res.text).not.toContain(foreign);
    }
  });
});

describe('POST /me/deletion/check', () => {
  it('checks the password (or refuses it, or an ADMIN) and erases nothing', async () => {
    const a = await registerAndLogin(rt.api, 'confere-antes@exemplo.com');
    const wrong = await rt.api('POST', '/me/deletion/check', {
      token: a.token,
      body: { password: 'errada-123' },
    });
    expect([wrong.status, wrong.json.error]).toEqual([400, MA.wrongPassword]);
    const right = await rt.api('POST', '/me/deletion/check', {
      token: a.token,
      body: { password: a.password },
    });
    expect([right.status, right.json]).toEqual([200, { ok: true }]);
    expect((await rt.api('GET', '/me', { token: a.token })).status).toBe(200);
    const admin = await loginAs(rt.api, ADMIN.email, ADMIN.password);
    const asAdmin = await rt.api('POST', '/me/deletion/check', {
      token: admin,
      body: { password: ADMIN.password },
    });
    expect([asAdmin.status, asAdmin.json.error]).toEqual([403, MA.adminCannotDelete]);
  });
});

describe('DELETE /me', () => {
  it('refuses a wrong or missing password and an ADMIN, erasing nothing', async () => {
    const a = await registerAndLogin(rt.api, 'nao-apaga@exemplo.com');
    const wrong = await rt.api('DELETE', '/me', { token: a.token, body: { password: 'errada-123' } });
    expect([wrong.status, wrong.json.error]).toEqual([400, MA.wrongPassword]);
    const missing = await rt.api('DELETE', '/me', { token: a.token, body: {} });
    expect([missing.status, missing.json.error]).toEqual([400, MA.deletePasswordRequired]);
    expect((await rt.api('GET', '/me', { token: a.token })).status).toBe(200);

    const admin = await loginAs(rt.api, ADMIN.email, ADMIN.password);
    const asAdmin = await rt.api('DELETE', '/me', { token: admin, body: { password: ADMIN.password } });
    expect([asAdmin.status, asAdmin.json.error]).toEqual([403, MA.adminCannotDelete]);
    expect((await rt.api('GET', '/me', { token: admin })).status).toBe(200);
  });

  it('erases items and files, keeps the paid appeal without personal data, ends the token at once', async () => {
    const a = await registerAndLogin(rt.api, 'apaga-a@exemplo.com');
    const b = await registerAndLogin(rt.api, 'fica-b@exemplo.com');
    const unpaid = await seedAppeal(rt, a, { userName: 'Ana Apaga', text: 'TEXTO-SECRETO-DA-ANA' });
    const paid = await seedAppeal(rt, a, { status: 'paid', userName: 'Ana Apaga' });
    await putObject(
      rt,
      `documents/${a.id}/${paid.appeal.id}.pdf`,
      Buffer.from('%PDF-1.4'),
      'application/pdf',
    );
    const bAppeal = await seedAppeal(rt, b, { userName: 'Bruno Fica', cpf: '111.444.777-35' });
    await rt.api('POST', '/contact', {
      body: { name: 'Ana Apaga', email: a.email, subject: 'Oi', message: 'Apagar' },
    });
    const countersBefore = await counters();

    const res = await rt.api('DELETE', '/me', { token: a.token, body: { password: a.password } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      message: MA.accountDeleted,
      filesDeleted: 3,
      appealsDeleted: 1,
      appealsAnonymised: 1,
      contactMessagesDeleted: 1,
    });

    // Old token → 401 at once; the e-mail no longer logs in.
    expect((await rt.api('GET', '/me', { token: a.token })).status).toBe(401);

    // No item under the user's keys; no item anywhere that names them.
    const userPartition = await rt.deps.dynamo.send(
      new QueryCommand({
        TableName: rt.deps.tableName,
        KeyConditionExpression: 'pk = :p',
        ExpressionAttributeValues: { ':p': `USER#${a.id}` },
      }),
    );
    expect(userPartition.Items).toEqual([]);
    const byUser = await rt.deps.dynamo.send(
      new QueryCommand({
        TableName: rt.deps.tableName,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :p',
        ExpressionAttributeValues: { ':p': `USER#${a.id}#APPEALS` },
      }),
    );
    expect(byUser.Items).toEqual([]);
    const items = await allItems(rt);
    const naming = (text: string) =>
      items.filter((item) => JSON.stringify(item).includes(text)).map((item) => item.pk);
    for (const personal of [
      a.email,
      'Ana Apaga',
      'TEXTO-SECRETO-DA-ANA',
      unpaid.appeal.id,
      paid.appeal.code as string,
    ]) {
      expect([personal, naming(personal)]).toEqual([personal, []]);
    }
    // Only the audit trail keeps the bare id (pseudonymous record of the erasure itself).
    expect(naming(a.id).every((pk) => String(pk).startsWith('AUDIT#'))).toBe(true);

    // The paid appeal stays as a payment record, without personal data.
    const kept = await rt.deps.dynamo.send(
      new GetCommand({ TableName: rt.deps.tableName, Key: { pk: `APPEAL#${paid.appeal.id}`, sk: 'APPEAL' } }),
    );
    expect(kept.Item).toMatchObject({
      id: paid.appeal.id,
      status: 'paid',
      value: 29.9,
      userId: 'ERASED',
      erasedAt: expect.any(String),
    });
    for (const f of ['userEmail', 'userName', 'userDocument', 'generatedText', 'code', 'gsi1pk']) {
      expect(kept.Item).not.toHaveProperty(f);
    }
    // Counters: the unpaid appeal no longer counts; the paid value still does.
    const countersAfter = await counters();
    expect(countersAfter.totalAppeals).toBe(countersBefore.totalAppeals - 1);
    expect(countersAfter.paidValueCents).toBe(countersBefore.paidValueCents);

    // Files: nothing under either prefix.
    expect(await objectsUnder(`uploads/${a.id}/`)).toEqual([]);
    expect(await objectsUnder(`documents/${a.id}/`)).toEqual([]);

    // B is untouched.
    expect(await objectsUnder(`uploads/${b.id}/`)).toEqual([bAppeal.uploadKey]);
    const bExport = await rt.api('GET', '/me/export', { token: b.token });
    expect(bExport.json.data.appeals.map((x: { id: string }) => x.id)).toEqual([bAppeal.appeal.id]);

    // The audit trail records the erasure by id only.
    const admin = await verifiedStaffToken(rt);
    const trail = await rt.api('GET', '/admin/audit', { token: admin });
    expect(trail.json).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'account.deleted', actorId: a.id, targetId: a.id }),
      ]),
    );
    expect(trail.text).not.toContain(a.email);

    // The e-mail no longer logs in.
    const login = await rt.api('POST', '/auth/login', { body: { email: a.email, password: a.password } });
    expect([login.status, login.json.error]).toEqual([401, M.invalidCredentials]);

    // Re-registering the e-mail makes a NEW account that sees none of the old data.
    const again = await registerAndLogin(rt.api, a.email, 'outra-senha-forte-2');
    expect(again.id).not.toBe(a.id);
    const fresh = await rt.api('GET', '/me/export', { token: again.token });
    expect(fresh.json.data.appeals).toEqual([]);
    expect(fresh.json.data.contactMessages).toEqual([]);
    expect(fresh.json.files).toEqual([]);
    expect((await rt.api('GET', '/me', { token: a.token })).status).toBe(401);
  });

  it('a Google-only account confirms with EXCLUIR instead of a password', async () => {
    const user = await rt.deps.users.create({
      id: crypto.randomUUID(),
      email: 'google-apaga@exemplo.com',
      role: 'USER',
      googleSub: 'google-sub-apaga',
      createdAt: new Date().toISOString(),
    });
    const token = await rt.deps.sessions.issue({
      userId: user.id,
      email: user.email,
      role: 'USER',
      blocked: false,
      tokenVersion: 0,
    });
    const no = await rt.api('DELETE', '/me', { token, body: { confirmation: 'sim' } });
    expect([no.status, no.json.error]).toEqual([400, MA.deleteConfirmationRequired]);
    const pw = await rt.api('POST', '/me/password', {
      token,
      body: { currentPassword: 'x', newPassword: 'nova-senha-boa' },
    });
    expect([pw.status, pw.json.error]).toEqual([400, MA.noPasswordGoogle]);
    const yes = await rt.api('DELETE', '/me', { token, body: { confirmation: 'excluir' } });
    expect(yes.status).toBe(200);
    expect(await rt.deps.users.findByGoogleSub('google-sub-apaga')).toBeUndefined();
    expect((await rt.api('GET', '/me', { token })).status).toBe(401);
  });
});

async function counters() {
  const out = await rt.deps.dynamo.send(
    new GetCommand({
      TableName: rt.deps.tableName,
      Key: { pk: 'COUNTER', sk: 'APPEALS' },
      ConsistentRead: true,
    }),
  );
  return {
    totalAppeals: Number(out.Item?.totalAppeals ?? 0),
    paidValueCents: Number(out.Item?.paidValueCents ?? 0),
  };
}
