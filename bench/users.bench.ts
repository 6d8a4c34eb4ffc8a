/** GET /api/users with 1,000 users, staff token, in-process local runtime (budget: p99 < 50 ms). */
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
    let count = 0;
    const samples = await measure(
      100,
      async () => {
        const res = await fetch(`${rt.url}/api/users`, { headers: { authorization: `Bearer ${token}` } });
        count = ((await res.json()) as unknown[]).length;
      },
      20, // warm-up: DynamoDB Local's JVM compiles its hot paths first
    );
    if (count !== 1000) throw new Error(`expected 1000 users, got ${count}`);
    return [
      { name: 'GET /users (1,000 users) p50', value: percentile(samples, 50), unit: 'ms' },
      { name: 'GET /users (1,000 users) p99', value: percentile(samples, 99), unit: 'ms', budget: 50 },
    ];
  } finally {
    await rt.dispose();
  }
}
