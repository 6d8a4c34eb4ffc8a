/** The users API and the access matrix: staff list, admin-only changes, effects on existing tokens. */
import { IDENTITY_MESSAGES as M } from '@recurso/core/identity';
import { ADMIN, registerAndLogin, type TestRuntime, startTestRuntime } from './helpers/runtime';
import { verifiedStaffToken, verifySession } from './helpers/second-factor';

let rt: TestRuntime;
let admin: string;
beforeAll(async () => {
  rt = await startTestRuntime();
  admin = await verifiedStaffToken(rt);
}, 60_000);
afterAll(() => rt?.stop());

const setRole = (token: string, email: string, role: string) =>
  rt.api('POST', '/users/set-role', { token, body: { email, role } });

describe('users API', () => {
  it('lets STAFF and ADMIN list users, not USER or anonymous', async () => {
    const user = await registerAndLogin(rt.api, 'lista-user@recurso.test');
    const staff = await registerAndLogin(rt.api, 'lista-staff@recurso.test');
    expect((await setRole(admin, staff.email, 'STAFF')).status).toBe(200);
    await verifySession(rt, staff.email, staff.token); // second factor (AUTH-6) for this session

    const anon = await rt.api('GET', '/users');
    expect([anon.status, anon.json.error]).toEqual([401, M.loginRequired]);
    const asUser = await rt.api('GET', '/users', { token: user.token });
    expect([asUser.status, asUser.json.error]).toEqual([403, M.forbidden]);

    const asStaff = await rt.api('GET', '/users', { token: staff.token }); // same token: role read from the table
    expect(asStaff.status).toBe(200);
    const emails = (asStaff.json as { email: string }[]).map((u) => u.email);
    expect(emails).toEqual(expect.arrayContaining([ADMIN.email, user.email, staff.email]));
    expect(new Set(emails).size).toBe(emails.length);
    expect(asStaff.json[0]).toEqual({
      id: expect.any(String),
      email: expect.any(String),
      role: expect.stringMatching(/^(USER|STAFF|ADMIN)$/),
      blocked: expect.any(Boolean),
      createdAt: expect.any(String),
    });
    expect(asStaff.text).not.toMatch(/argon2|passwordHash|tokenVersion/);

    const page = await rt.api('GET', '/users?limit=2', { token: admin });
    expect(page.json).toHaveLength(2);
    const next = page.headers.get('x-next-cursor');
    expect(next).toBeTruthy();
    const page2 = await rt.api('GET', `/users?limit=2&cursor=${next}`, { token: admin });
    expect(page2.json[0].email).not.toBe(page.json[0].email);
  });

  it('refuses role changes, blocks and deletes from STAFF', async () => {
    const staff = await registerAndLogin(rt.api, 'staff2@recurso.test');
    await setRole(admin, staff.email, 'STAFF');
    await verifySession(rt, staff.email, staff.token); // refused for the role, not the second factor
    const target = await registerAndLogin(rt.api, 'alvo@recurso.test');
    const role = await setRole(staff.token, target.email, 'ADMIN');
    expect([role.status, role.json.error]).toEqual([403, M.forbidden]);
    const self = await setRole(staff.token, staff.email, 'ADMIN');
    expect(self.status).toBe(403);
    expect(
      (await rt.api('POST', '/users/toggle-block', { token: staff.token, body: { email: target.email } }))
        .status,
    ).toBe(403);
    expect((await rt.api('DELETE', `/users/${target.id}`, { token: staff.token })).status).toBe(403);
  });

  it('refuses an admin lowering their own role with SPEC’s message', async () => {
    const res = await setRole(admin, ADMIN.email, 'USER');
    expect(res.status).toBe(403);
    expect(res.json.error).toBe('Você não pode rebaixar seu próprio cargo de ADMIN');
    expect((await rt.api('GET', '/users', { token: admin })).status).toBe(200);
  });

  it('keeps at least one ADMIN', async () => {
    const second = await registerAndLogin(rt.api, 'admin2@recurso.test');
    expect((await setRole(admin, second.email, 'ADMIN')).status).toBe(200);
    await verifySession(rt, second.email, second.token);
    // The second admin demotes the first: allowed, one admin remains.
    expect((await setRole(second.token, ADMIN.email, 'STAFF')).json.role).toBe('STAFF');
    // The first (now STAFF) can no longer manage roles; the remaining admin cannot demote itself.
    expect((await setRole(admin, second.email, 'USER')).status).toBe(403);
    expect((await setRole(second.token, second.email, 'USER')).json.error).toBe(M.selfDemotion);
    // Restore.
    expect((await setRole(second.token, ADMIN.email, 'ADMIN')).status).toBe(200);
    expect((await setRole(admin, second.email, 'USER')).status).toBe(200);
  });

  it('demoting a STAFF takes effect on their existing token', async () => {
    const staff = await registerAndLogin(rt.api, 'rebaixado@recurso.test');
    await setRole(admin, staff.email, 'STAFF');
    await verifySession(rt, staff.email, staff.token);
    expect((await rt.api('GET', '/users', { token: staff.token })).status).toBe(200);
    await setRole(admin, staff.email, 'USER');
    expect((await rt.api('GET', '/users', { token: staff.token })).status).toBe(403);
  });

  it('blocking answers 403 to the blocked user’s existing token, and unblocking restores it', async () => {
    const victim = await registerAndLogin(rt.api, 'bloqueado@recurso.test');
    await setRole(admin, victim.email, 'STAFF');
    await verifySession(rt, victim.email, victim.token);
    const block = await rt.api('POST', '/users/toggle-block', {
      token: admin,
      body: { email: victim.email },
    });
    expect([block.status, block.json.blocked]).toEqual([200, true]);

    const res = await rt.api('GET', '/users', { token: victim.token });
    expect([res.status, res.json.error]).toEqual([403, M.accountBlocked]);
    const login = await rt.api('POST', '/auth/login', {
      body: { email: victim.email, password: victim.password },
    });
    expect([login.status, login.json.error]).toEqual([403, M.accountBlocked]);

    const unblock = await rt.api('POST', '/users/toggle-block', {
      token: admin,
      body: { email: victim.email },
    });
    expect(unblock.json.blocked).toBe(false);
    expect((await rt.api('GET', '/users', { token: victim.token })).status).toBe(200);
  });

  it('an admin cannot block or delete themselves', async () => {
    const me = (await rt.api('GET', '/users', { token: admin })).json.find(
      (u: { email: string }) => u.email === ADMIN.email,
    );
    const block = await rt.api('POST', '/users/toggle-block', { token: admin, body: { email: ADMIN.email } });
    expect([block.status, block.json.error]).toEqual([403, M.selfBlock]);
    const del = await rt.api('DELETE', `/users/${me.id}`, { token: admin });
    expect([del.status, del.json.error]).toEqual([403, M.selfDelete]);
  });

  it('deleting a user ends their session and frees the e-mail', async () => {
    const gone = await registerAndLogin(rt.api, 'apagado@recurso.test');
    const del = await rt.api('DELETE', `/users/${gone.id}`, { token: admin });
    expect(del.status).toBe(204);
    expect((await rt.api('DELETE', `/users/${gone.id}`, { token: admin })).json.error).toBe(M.userNotFound);
    const again = await registerAndLogin(rt.api, gone.email, 'outra-senha-boa');
    expect(again.id).not.toBe(gone.id);
    // The old token (same e-mail, old user id) does not work for the new account.
    expect((await rt.api('GET', '/users', { token: gone.token })).status).toBe(401);
  });

  it('validates users API bodies with Portuguese messages', async () => {
    const bad = await setRole(admin, 'alguem@recurso.test', 'SUPER');
    expect([bad.status, bad.json.error]).toEqual([400, M.invalidRole]);
    const missing = await setRole(admin, 'ninguem@recurso.test', 'STAFF');
    expect([missing.status, missing.json.error]).toEqual([404, M.userNotFound]);
    const empty = await rt.api('POST', '/users/toggle-block', { token: admin, body: {} });
    expect([empty.status, empty.json.error]).toEqual([400, M.fillAllFields]);
  });
});
