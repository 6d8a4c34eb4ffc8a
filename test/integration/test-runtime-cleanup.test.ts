/**
 * The integration tests' runtime (./helpers/runtime.ts) leaves no data dir in $TMPDIR when it cannot start;
 * every worker's runtime uses the run's one DynamoDB Local (./helpers/dynamo-pool.ts).
 */
import fs from 'node:fs';
import { DYNAMO_POOL_VAR, pooledDynamo } from './helpers/dynamo-pool';
import { startTestRuntime } from './helpers/runtime';

it('removes its data dir when the runtime does not start', async () => {
  const made = jest.spyOn(fs, 'mkdtempSync');
  // A port no server can listen on: the runtime stops what it had started and throws.
  await expect(startTestRuntime({ port: -1 })).rejects.toThrow();
  const dataDir = made.mock.results[0]?.value as string;
  expect(dataDir).toMatch(/recurso-it-/);
  expect(fs.existsSync(dataDir)).toBe(false);
  made.mockRestore();
});

it('gives the runtimes of every worker the run’s one DynamoDB Local', async () => {
  expect(JSON.parse(process.env[DYNAMO_POOL_VAR] ?? '[]')).toHaveLength(1);
  const worker = process.env.JEST_WORKER_ID;
  try {
    const endpoints = ['1', '2', '3', '4'].map((id) => {
      process.env.JEST_WORKER_ID = id;
      return pooledDynamo()?.endpoint;
    });
    expect(new Set(endpoints).size).toBe(1);
    expect(endpoints[0]).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  } finally {
    process.env.JEST_WORKER_ID = worker;
  }
});
