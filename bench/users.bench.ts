/**
 * GET /api/users with 1,000 users, staff token, in-process local runtime (budget: p99 < 50 ms), in the
 * steady state (no user changed in the last second: the list cache's settle time, see
 * functions/src/adapters/dynamodb/README.md); plus, without a budget, a list right after a change.
 */
import { base32Decode, hotp, totpStep } from '@recurso/core/identity';
import { LIST_CACHE_DEFAULTS } from '@recurso/functions/adapters/dynamodb/list-cache';
import type { Figure } from './run';
import { benchRuntime, postJson } from './helpers';
import { measure, percentile } from './stats';

export default async function usersBench(): Promise<Figure[]> {
  const rt = await benchRuntime();
  try {
    const password = 'senha-de-bench-1';
    // One real hash reused: seeding through the API would spend 1,000 argon2 hashes on set-up.
    const passwordHash = await rt.deps.passwords.hash(password);
    const now = new Date().toISOString();
    await rt.deps.users.create({
      id: 'admin',
      email: 'admin@recurso.test',
      role: 'ADMIN',
      passwordHash,
      createdAt: now,
    });
    for (let batch = 0; batch < 999; batch += 50) {
      await Promise.all(
        Array.from({ length: Math.min(50, 999 - batch) }, (_, i) =>
          rt.deps.users.create({
            id: `u${batch + i}`,
            email: `usuario${String(batch + i).padStart(4, '0')}@recurso.test`,
            role: 'USER',
            passwordHash,
            createdAt: now,
          }),
        ),
      );
    }
    const login = await postJson(`${rt.url}/api/auth/login`, { email: 'admin@recurso.test', password });
    const { token } = (await login.json()) as { token: string };
    // Staff routes need the session's TOTP second factor (SECURITY AUTH-6): enrol, which proves it.
    const enrol = await postJson(`${rt.url}/api/me/second-factor`, {}, token);
    const { secret } = (await enrol.json()) as { secret: string };
    const code = await hotp(base32Decode(secret), totpStep(new Date()));
    const confirmed = await postJson(`${rt.url}/api/me/second-factor/confirm`, { code }, token);
    if (confirmed.status !== 200) throw new Error(`second factor: ${confirmed.status}`);
    let count = 0;
    const list = async () => {
      const res = await fetch(`${rt.url}/api/users`, { headers: { authorization: `Bearer ${token}` } });
      count = ((await res.json()) as unknown[]).length;
    };
    // A list right after a change misses the cache (the Query path): block/unblock one user each time.
    const afterWrite: number[] = [];
    for (let i = 0; i < 40; i++) {
      await rt.deps.users.setBlocked('u0', i % 2 === 0, new Date().toISOString());
      const t0 = performance.now();
      await list();
      if (i >= 10) afterWrite.push(performance.now() - t0); // the first 10 warm the JVM up
    }
    await new Promise((r) => setTimeout(r, LIST_CACHE_DEFAULTS.settleMs));
    const samples = await measure(100, list, 20);
    if (count !== 1000) throw new Error(`expected 1000 users, got ${count}`);
    return [
      { name: 'GET /users (1,000 users) p50', value: percentile(samples, 50), unit: 'ms' },
      { name: 'GET /users (1,000 users) p99', value: percentile(samples, 99), unit: 'ms', budget: 50 },
      {
        name: 'GET /users right after a change (cache miss) p50',
        value: percentile(afterWrite, 50),
        unit: 'ms',
      },
      {
        name: 'GET /users right after a change (cache miss) p99',
        value: percentile(afterWrite, 99),
        unit: 'ms',
      },
    ];
  } finally {
    await rt.dispose();
  }
}
