import {
  IDENTITY_MESSAGES as M,
  loginRequest,
  registerRequest,
  resetPasswordRequest,
  listUsersQuery,
  setRoleRequest,
} from '@recurso/core/identity';
import type * as z from 'zod/mini';

const firstMessage = (schema: z.ZodMiniType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? undefined : r.error.issues[0]?.message;
};

describe('request schemas', () => {
  it('lower-cases e-mails', () => {
    expect(registerRequest.parse({ email: ' Ana@Example.COM ', password: 'x' }).email).toBe(
      'ana@example.com',
    );
    expect(loginRequest.parse({ email: 'Ana@Example.com', password: 'x' }).email).toBe('ana@example.com');
  });

  it('answers SPEC §5 messages', () => {
    expect(firstMessage(loginRequest, {})).toBe(M.fillAllFields);
    expect(firstMessage(loginRequest, undefined)).toBe(M.fillAllFields);
    expect(firstMessage(registerRequest, { email: 'a@b.com', password: '' })).toBe(M.fillAllFields);
    expect(
      firstMessage(resetPasswordRequest, { token: 't', password: 'abcdef', confirmPassword: 'abcdeg' }),
    ).toBe('As senhas não coincidem');
  });

  it('rejects unknown fields (mass assignment) and non-objects', () => {
    expect(firstMessage(registerRequest, { email: 'a@b.com', password: 'x', role: 'ADMIN' })).toBe(
      'Campo não permitido: role',
    );
    expect(firstMessage(loginRequest, [1])).toBe('O corpo da requisição deve ser um objeto JSON.');
    expect(firstMessage(loginRequest, { email: { S: 'x' }, password: 'y' })).toBe(M.fillAllFields);
  });

  it('accepts only known roles and sane page sizes', () => {
    expect(firstMessage(setRoleRequest, { email: 'a@b.com', role: 'ROOT' })).toBe(M.invalidRole);
    expect(setRoleRequest.parse({ email: 'a@b.com', role: 'STAFF' }).role).toBe('STAFF');
    expect(listUsersQuery.parse({ limit: '50' }).limit).toBe(50);
    expect(listUsersQuery.safeParse({ limit: '5000' }).success).toBe(false);
  });
});
