import { ConfigurationError, loadEnv } from '@recurso/functions/env';
import { createLogger } from '@recurso/functions/logger';
import { fakeDeps } from './http/fake-deps';

describe('logger (LOG-1)', () => {
  it('writes JSON lines and redacts secrets, tokens and CPFs', () => {
    const lines: string[] = [];
    const log = createLogger('info', { service: 't' }, (l) => lines.push(l));
    log.debug('hidden');
    log.info('login', {
      password: 'hunter2',
      authorization: 'Bearer x',
      note: 'token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhIn0.sig and cpf 529.982.247-25',
      nested: { resetToken: 'abc', ok: 1 },
    });
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0] ?? '{}');
    expect(entry).toMatchObject({
      level: 'info',
      msg: 'login',
      service: 't',
      password: '[redacted]',
      authorization: '[redacted]',
    });
    expect(entry.nested).toEqual({ resetToken: '[redacted]', ok: 1 });
    expect(lines[0]).not.toMatch(/eyJ[\w-]+\.|\d{3}\.?\d{3}\.?\d{3}-?\d{2}|hunter2/);
    expect(entry.time).toMatch(/Z$/);
  });

  it("names the Lambda function and the invocation's X-Ray trace on Lambda, nothing of it elsewhere", () => {
    const lines: string[] = [];
    const log = createLogger('info', {}, (l) => lines.push(l));
    log.info('local');
    const saved = { ...process.env };
    process.env.AWS_LAMBDA_FUNCTION_NAME = 'recurso-api-auth';
    process.env._X_AMZN_TRACE_ID =
      'Root=1-5759e988-bd862e3fe1be46a994272793;Parent=53995c3f42cd8ad8;Sampled=1';
    try {
      log.info('on lambda');
    } finally {
      process.env = saved;
    }
    const [local, lambda] = lines.map((l) => JSON.parse(l));
    expect(local).not.toHaveProperty('function');
    expect(local).not.toHaveProperty('xrayTraceId');
    expect(lambda).toMatchObject({
      msg: 'on lambda',
      function: 'recurso-api-auth',
      xrayTraceId: '1-5759e988-bd862e3fe1be46a994272793',
    });
  });

  it('flags the cold start on the first access line of the process only', async () => {
    jest.resetModules();
    const lines: string[] = [];
    const { createAreaHandler } = await import('@recurso/functions/http/area');
    const { createLogger: freshLogger } = await import('@recurso/functions/logger');
    const deps = { ...fakeDeps(), logger: freshLogger('info', {}, (l) => lines.push(l)) };
    const handler = createAreaHandler(
      'system',
      { health: { handle: async () => ({ ok: true }) } } as never,
      deps,
    );
    const event = (id: string) =>
      ({
        routeKey: 'GET /api/health',
        rawPath: '/api/health',
        headers: {},
        requestContext: { requestId: id, http: { method: 'GET', sourceIp: '127.0.0.1' } },
      }) as never;
    await handler(event('r1'), {} as never);
    await handler(event('r2'), {} as never);
    const access = lines.map((l) => JSON.parse(l)).filter((e) => e.msg === 'request');
    expect(access.map((e) => [e.requestId, e.coldStart])).toEqual([
      ['r1', true],
      ['r2', false],
    ]);
  });
});

describe('env', () => {
  const base = {
    AWS_REGION: 'us-east-1',
    TABLE_NAME: 't',
    UPLOADS_BUCKET: 'b',
    DOCUMENTS_BUCKET: 'b',
    APP_URL: 'https://app.example.com',
    MAIL_FROM: 'a@example.com',
    JWT_SECRET_ARN: 'arn:aws:secretsmanager:x',
  };

  it('parses a complete configuration with defaults for tunables', () => {
    expect(loadEnv(base)).toMatchObject({ SESSION_TTL_MINUTES: 30, LOG_LEVEL: 'info' });
  });

  it('fails fast naming every problem', () => {
    const { TABLE_NAME: _t, JWT_SECRET_ARN: _j, ...rest } = base;
    expect(() => loadEnv({ ...rest, APP_URL: 'nope' })).toThrow(ConfigurationError);
    expect(() => loadEnv({ ...rest, APP_URL: 'nope' })).toThrow(/TABLE_NAME.*APP_URL|APP_URL.*TABLE_NAME/);
    expect(() => loadEnv(rest)).toThrow(/JWT_SECRET_ARN/);
    expect(() => loadEnv({ ...base, JWT_SECRET: 'short' })).toThrow(/at least 32/);
  });

  it('says what each variable expected, in the order of the schema', () => {
    const { TABLE_NAME: _t, ...rest } = base;
    expect(() =>
      loadEnv({
        ...rest,
        APP_URL: 'nope',
        SESSION_TTL_MINUTES: '0',
        LOG_LEVEL: 'loud',
        MAX_JSON_BODY_BYTES: 'x',
      }),
    ).toThrow(
      'Invalid configuration: TABLE_NAME: is required; APP_URL: must be a valid url; ' +
        'SESSION_TTL_MINUTES: must be at least 1; MAX_JSON_BODY_BYTES: must be a number; ' +
        'LOG_LEVEL: must be one of debug, info, warn, error, silent',
    );
  });
});
