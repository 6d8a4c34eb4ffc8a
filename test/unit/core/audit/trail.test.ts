import { auditEntry } from '@recurso/core/audit';

const at = new Date('2026-11-22T10:00:00Z');

describe('auditEntry', () => {
  it('keeps the e-mail of a STAFF/ADMIN actor, never the target’s', () => {
    const entry = auditEntry(
      {
        actor: { id: 'adm', email: 'adm@x.com', role: 'ADMIN' },
        action: 'user.role_changed',
        targetType: 'user',
        targetId: 'u1',
        detail: { role: 'STAFF' },
        requestId: 'req-1',
      },
      'e1',
      at,
    );
    expect(entry).toEqual({
      id: 'e1',
      at: '2026-11-22T10:00:00.000Z',
      actorId: 'adm',
      actorEmail: 'adm@x.com',
      actorRole: 'ADMIN',
      action: 'user.role_changed',
      targetType: 'user',
      targetId: 'u1',
      detail: { role: 'STAFF' },
      requestId: 'req-1',
    });
  });

  it('records a self-erasure by id only', () => {
    const entry = auditEntry(
      {
        actor: { id: 'u1', email: 'u1@x.com', role: 'USER' },
        action: 'account.deleted',
        targetType: 'user',
        targetId: 'u1',
        requestId: 'r',
      },
      'e2',
      at,
    );
    expect(JSON.stringify(entry)).not.toContain('u1@x.com');
  });
});
