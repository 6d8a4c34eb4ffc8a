/** The integration suites' contract check (test/integration/helpers/contract.ts) can fail. */
import { compileEveryResponseSchema, contractViolation } from '../../integration/helpers/contract';

const json = (status: number, body: unknown, type = 'application/json; charset=utf-8') => ({
  status,
  headers: new Headers({ 'content-type': type }),
  text: JSON.stringify(body),
});
const error = { error: 'x', message: 'x', requestId: 'r' };

describe('contract check of the integration suites', () => {
  it('compiles every documented JSON response schema in strict mode', () => {
    expect(compileEveryResponseSchema()).toBeGreaterThan(200);
  });

  it('accepts a documented status whose body matches its schema', () => {
    expect(contractViolation('GET', '/api/health', json(200, { status: 'ok' }))).toBeUndefined();
    expect(contractViolation('GET', '/api/appeals/abc', json(404, error))).toBeUndefined();
    expect(
      contractViolation('DELETE', '/api/users/u1', { status: 204, headers: new Headers(), text: '' }),
    ).toBeUndefined();
  });

  it('refuses a status the route does not document', () => {
    expect(contractViolation('GET', '/api/health', json(404, error))).toMatch(
      /GET \/api\/health → 404: status not documented/,
    );
  });

  it('refuses a body that breaks the schema: wrong type, missing or extra field', () => {
    expect(contractViolation('GET', '/api/health', json(200, { status: 'down' }))).toMatch(/does not match/);
    expect(contractViolation('GET', '/api/appeals/abc', json(404, { error: 'x' }))).toMatch(
      /must have required property/,
    );
    const user = {
      id: 'u',
      email: 'a@b.c',
      role: 'USER',
      blocked: false,
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    expect(contractViolation('POST', '/api/users/set-role', json(200, user))).toBeUndefined();
    expect(
      contractViolation('POST', '/api/users/set-role', json(200, { ...user, passwordHash: 'h' })),
    ).toMatch(/must NOT have additional properties \(passwordHash\)/);
  });

  it('refuses another content type, and a body where none is documented', () => {
    expect(contractViolation('GET', '/api/health', json(200, { status: 'ok' }, 'text/html'))).toMatch(
      /content type/,
    );
    expect(contractViolation('DELETE', '/api/users/u1', json(204, {}))).toMatch(/without a body/);
  });

  it('wants 404 or 405 with the error body where no route matches', () => {
    expect(contractViolation('GET', '/api/nope', json(404, error))).toBeUndefined();
    expect(contractViolation('PUT', '/api/health', json(405, error))).toBeUndefined();
    expect(contractViolation('GET', '/api/nope', json(200, {}))).toMatch(/no route/);
  });
});
