// Test tiers as jest projects (`npm test` runs all; `--selectProjects unit` runs one).
// swc turns TypeScript and the ESM-only deps (jose, @middy) into CommonJS for jest, through a wrapper whose
// cache keys name no clone's folder (test/setup/swc-transformer.js): with each project's `id` fixed below,
// a fresh clone on this machine reuses the transforms of the runs before it instead of making them again.
const swc = [
  '<rootDir>/test/setup/swc-transformer.js',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
    },
    module: { type: 'commonjs' },
  },
];
const transform = { '^.+\\.(t|j|mj)sx?$': swc };
const transformIgnorePatterns = ['/node_modules/(?!(jose|@middy|unpdf|hash-wasm|aws-local-stepfunctions)/)'];
// JEST_CPU_LOG=<file>: each file's CPU and wall time appended to <file> (test/setup/metered-environment.js).
const environment = (name) => (process.env.JEST_CPU_LOG ? `<rootDir>/test/setup/metered-${name}.js` : name);
const node = (name, roots, extra = {}) => ({
  // jest's default id hashes the clone's folder, and names the transform cache's folder after it.
  id: `recurso-${name}`,
  displayName: name,
  testEnvironment: environment('node'),
  roots,
  transform,
  transformIgnorePatterns,
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  setupFiles: ['<rootDir>/test/setup/node-polyfills.ts'],
  ...extra,
});

/** @type {import('jest').Config} */
module.exports = {
  // jest's default on 2 cores is one worker (the whole run in one process). One more worker than cores
  // (3 on this 2-core machine): much of a run waits (the browser tests on the shared app and Chromium, the
  // crash tests on restarts, integration files on their JVM), and the extra file uses the core a waiting
  // one leaves idle (docs/testing.md). The slowest files start first (jest's timing cache).
  maxWorkers: Math.max(2, require('node:os').availableParallelism()) + 1,
  // The slowest files first also on a machine without jest's timing cache (test/setup/sequencer.js).
  testSequencer: '<rootDir>/test/setup/sequencer.js',
  // A test's time limit (jest reads it only here): the 5 s default failed sound tests when other work
  // shared the 2 cores. A hang still fails; files that need longer set their own.
  testTimeout: 30_000,
  // A worker's time to exit once the run ends (jest's default 500 ms): an e2e file's last act disconnects
  // from the shared Chromium (its server runs in jest's own process), and that socket and its timer go
  // ~0.4–0.5 s later (measured): the last file of a worker was force-killed ("A worker process has failed
  // to exit gracefully"). A handle leaked for good still shows after 5 s.
  workerGracefulExitTimeout: 5000,
  projects: [
    node('unit', ['<rootDir>/test/unit']),
    // One DynamoDB Local for the run, shared by the workers, a table per file (test/integration/helpers/dynamo-pool.ts).
    node('integration', ['<rootDir>/test/integration'], {
      globalSetup: '<rootDir>/test/integration/helpers/global-setup.ts',
      globalTeardown: '<rootDir>/test/integration/helpers/global-teardown.ts',
    }),
    node('cdk', ['<rootDir>/test/cdk']),
    // Component tests of the SPA (React Testing Library in jsdom).
    node('frontend', ['<rootDir>/test/frontend'], {
      testEnvironment: environment('jsdom'),
      setupFiles: ['<rootDir>/test/frontend/setup.ts'],
    }),
    // The SPA in Debian's Chromium against the local runtime (test/e2e/*.e2e.test.ts): one app and one
    // browser for all the files of a run (test/e2e/shared-app.ts).
    node('e2e', ['<rootDir>/test/e2e'], {
      testMatch: ['**/*.e2e.test.ts'],
      globalSetup: '<rootDir>/test/e2e/global-setup.ts',
      globalTeardown: '<rootDir>/test/e2e/global-teardown.ts',
    }),
    // Crashes: the whole runtime in a process group of its own, killed with kill -9 (test/fault/*.fault.test.ts).
    // DynamoDB Local's class archive for its restarts' JVMs (test/setup/dynamo-class-archive.ts).
    node('fault', ['<rootDir>/test/fault'], {
      testMatch: ['**/*.fault.test.ts'],
      globalSetup: '<rootDir>/test/fault/global-setup.ts',
      globalTeardown: '<rootDir>/test/fault/global-teardown.ts',
    }),
  ],
};
