/**
 * The audit trail of admin actions (issue 8 item 7; SECURITY AC-3 accountability): GET /admin/audit is
 * ADMIN-only and newest first; role change, block, unblock, user delete and an erasure each leave an
 * entry with who, what, target, when and the request id of the call that did it.
 */
import { IDENTITY_MESSAGES as M } from '@recurso/core/identity';
import { audit } from '@recurso/functions/adapters/audit/audit';
import { ADMIN, registerAndLogin, startTestRuntime, type TestRuntime } from './helpers/runtime';
import { verifiedStaffToken } from './helpers/second-factor';

let rt: TestRuntime;
let admin: string;
let adminId: string;
beforeAll(async () => {
  rt = await startTestRuntime();
  admin = await verifiedStaffToken(rt);
  adminId = (await rt.api('GET', '/me', { token: admin })).json.id;
}, 60_000);
afterAll(() => rt?.stop());

const trail = async () =>
  (await rt.api('GET', '/admin/audit', { token: admin })).json as Record<string, unknown>[];

describe('audit trail', () => {
  it('is readable by ADMIN only', async () => {
    const user = await registerAndLogin(rt.api, 'audit-user@exemplo.com');
    const staff = await registerAndLogin(rt.api, 'audit-staff@exemplo.com');
    await rt.api('POST', '/users/set-role', { token: admin, body: { email: staff.email, role: 'STAFF' } });
    expect((await rt.api('GET', '/admin/audit')).status).toBe(401);
    for (const token of [user.token, staff.token]) {
      const res = await rt.api('GET', '/admin/audit', { token });
      expect([res.status, res.json.error]).toEqual([403, M.forbidden]);
    }
    expect((await rt.api('GET', '/admin/audit', { token: admin })).status).toBe(200);
  });

  it.each([
    [
      'role change',
      'user.role_changed',
      (email: string) => rt.api('POST', '/users/set-role', { token: admin, body: { email, role: 'STAFF' } }),
    ],
    [
      'block',
      'user.blocked',
      (email: string) => rt.api('POST', '/users/toggle-block', { token: admin, body: { email } }),
    ],
  ])('records a %s with actor, target, time and request id', async (_label, action, act) => {
    const target = await registerAndLogin(rt.api, `audit-${action.replace(/\W/g, '')}@exemplo.com`);
    const res = await act(target.email);
    expect(res.status).toBe(200);
    const entry = (await trail()).find((e) => e.action === action && e.targetId === target.id);
    expect(entry).toMatchObject({
      actorId: adminId,
      actorEmail: ADMIN.email,
      actorRole: 'ADMIN',
      targetType: 'user',
      at: expect.stringMatching(/Z$/),
      requestId: res.headers.get('x-request-id'),
    });
  });

  it('records unblock and delete, newest first', async () => {
    const target = await registerAndLogin(rt.api, 'audit-apagado@exemplo.com');
    await rt.api('POST', '/users/toggle-block', { token: admin, body: { email: target.email } });
    await rt.api('POST', '/users/toggle-block', { token: admin, body: { email: target.email } });
    expect((await rt.api('DELETE', `/users/${target.id}`, { token: admin })).status).toBe(204);
    const mine = (await trail()).filter((e) => e.targetId === target.id).map((e) => e.action);
    expect(mine).toEqual(['user.deleted', 'user.unblocked', 'user.blocked']);
  });

  it('pages with limit and X-Next-Cursor', async () => {
    const actor = { id: adminId, email: ADMIN.email, role: 'ADMIN' as const };
    for (const targetId of ['t-1', 't-2']) {
      await audit(rt.deps, {
        actor,
        action: 'user.blocked',
        targetType: 'user',
        targetId,
        requestId: `req-${targetId}`,
      });
    }
    const first = await rt.api('GET', '/admin/audit?limit=1', { token: admin });
    expect(first.json).toHaveLength(1);
    const cursor = first.headers.get('x-next-cursor');
    expect(cursor).toBeTruthy();
    const second = await rt.api('GET', `/admin/audit?limit=1&cursor=${cursor}`, { token: admin });
    expect(second.json[0].id).not.toBe(first.json[0].id);
    expect(second.json[0].at <= first.json[0].at).toBe(true);
  });
});
