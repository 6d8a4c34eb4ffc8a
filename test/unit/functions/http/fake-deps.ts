/** In-memory ports for framework tests (the DynamoDB adapters have their own mocked-client tests). */
import type { NewUser, UserRepository } from '@recurso/core/identity';
import { ConflictError, NotFoundError } from '@recurso/core/errors';
import type { MailMessage } from '@recurso/core/ports';
import type { Role, User } from '@recurso/core/user';
import { JoseSessionTokens } from '@recurso/functions/adapters/jwt/sessions';
import type { Deps } from '@recurso/functions/deps';
import { loadEnv } from '@recurso/functions/env';
import { createLogger } from '@recurso/functions/logger';

export class MemoryUsers implements UserRepository {
  readonly byId = new Map<string, User>();
  async create(u: NewUser): Promise<User> {
    if ([...this.byId.values()].some((x) => x.email === u.email))
      throw new ConflictError('Este email já está em uso');
    const user: User = { ...u, blocked: false, tokenVersion: 0, updatedAt: u.createdAt };
    this.byId.set(u.id, user);
    return user;
  }
  async findById(id: string) {
    return this.byId.get(id);
  }
  async findByEmail(email: string) {
    return [...this.byId.values()].find((u) => u.email === email);
  }
  async findByGoogleSub(sub: string) {
    return [...this.byId.values()].find((u) => u.googleSub === sub);
  }
  async list() {
    return { users: [...this.byId.values()] };
  }
  async setRole(id: string, role: Role, now: string) {
    return this.patch(id, { role, updatedAt: now });
  }
  async setBlocked(id: string, blocked: boolean, now: string) {
    return this.patch(id, { blocked, updatedAt: now });
  }
  async delete(id: string) {
    this.byId.delete(id);
  }
  patch(id: string, p: Partial<User>): User {
    const u = this.byId.get(id);
    if (!u) throw new NotFoundError('Usuário não encontrado.');
    const next = { ...u, ...p };
    this.byId.set(id, next);
    return next;
  }
}

export const TEST_ENV = loadEnv({
  AWS_REGION: 'us-east-1',
  TABLE_NAME: 'test',
  UPLOADS_BUCKET: 'test',
  DOCUMENTS_BUCKET: 'test',
  APP_URL: 'https://app.example.com',
  MAIL_FROM: 'nao-responda@example.com',
  JWT_SECRET: 'x'.repeat(48),
  MAX_JSON_BODY_BYTES: '2048',
  LOG_LEVEL: 'silent',
});

export function fakeDeps(): Deps & { users: MemoryUsers; sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  const users = new MemoryUsers();
  const deps = {
    env: TEST_ENV,
    logger: createLogger('silent'),
    clock: { now: () => new Date('2026-01-01T12:00:00Z') },
    ids: { newId: () => crypto.randomUUID() },
    dynamo: {} as Deps['dynamo'],
    tableName: 'test',
    s3: {} as Deps['s3'],
    buckets: { uploads: 'test', documents: 'test' },
    mailer: { send: async (m: MailMessage) => void sent.push(m) },
    users,
    sent,
    resetTokens: { issue: async () => {}, find: async () => undefined, consume: async () => false },
    rateLimiter: { hit: async () => 1 },
    rateLimits: {
      login: { perEmail: { limit: 99, windowSeconds: 60 }, perIp: { limit: 99, windowSeconds: 60 } },
      register: { perEmail: { limit: 99, windowSeconds: 60 }, perIp: { limit: 99, windowSeconds: 60 } },
      forgot: { perEmail: { limit: 99, windowSeconds: 60 }, perIp: { limit: 99, windowSeconds: 60 } },
    },
    passwords: {
      hash: async (p: string) => `plain:${p}`,
      verify: async (p: string, h: string) => h === `plain:${p}`,
      dummyVerify: async () => {},
    },
    sessions: new JoseSessionTokens('x'.repeat(48), 1800),
    google: { configured: false, verify: async () => undefined },
  };
  return deps;
}

/** A minimal API Gateway v2 event for a route key. */
export function event(
  routeKey: string,
  init: {
    body?: string;
    headers?: Record<string, string>;
    query?: Record<string, string>;
    params?: Record<string, string>;
  } = {},
) {
  const [method, rawPath] = routeKey.split(' ') as [string, string];
  return {
    version: '2.0',
    routeKey,
    rawPath,
    rawQueryString: '',
    headers: init.headers ?? {},
    queryStringParameters: init.query,
    pathParameters: init.params,
    body: init.body,
    isBase64Encoded: false,
    requestContext: {
      requestId: 'req-1',
      http: { method, path: rawPath, sourceIp: '203.0.113.9', protocol: 'HTTP/1.1', userAgent: 'jest' },
    },
  } as unknown as import('aws-lambda').APIGatewayProxyEventV2;
}
