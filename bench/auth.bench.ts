/** Login latency over real HTTP against the in-process local runtime (budget: p50 < 150 ms). */
import type { Figure } from './run';
import { benchRuntime, postJson } from './helpers';
import { measure, percentile } from './stats';

export default async function authBench(): Promise<Figure[]> {
  const rt = await benchRuntime();
  try {
    const email = 'bench@recurso.test';
    const password = 'senha-de-bench-1';
    const reg = await postJson(`${rt.url}/api/auth/register`, { email, password });
    if (reg.status !== 201) throw new Error(`register failed: ${reg.status}`);
    const login = await measure(
      60,
      async () => {
        const res = await postJson(`${rt.url}/api/auth/login`, { email, password });
        if (res.status !== 200) throw new Error(`login failed: ${res.status}`);
        await res.arrayBuffer();
      },
      10, // warm-up: DynamoDB Local's JVM compiles its write path during the first requests
    );
    const unknown = await measure(20, async () => {
      const res = await postJson(`${rt.url}/api/auth/login`, { email: 'ninguem@recurso.test', password });
      await res.arrayBuffer();
    });
    return [
      { name: 'login p50 (argon2id m=19456,t=2,p=1)', value: percentile(login, 50), unit: 'ms', budget: 150 },
      { name: 'login p95', value: percentile(login, 95), unit: 'ms' },
      { name: 'login p50, unknown e-mail (dummy verify)', value: percentile(unknown, 50), unit: 'ms' },
    ];
  } finally {
    await rt.dispose();
  }
}
