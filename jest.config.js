// Test tiers as jest projects (`npm test` runs all; `--selectProjects unit` runs one).
// swc turns TypeScript and the ESM-only deps (jose, @middy) into CommonJS for jest.
const swc = [
  '@swc/jest',
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
  projects: [
    node('unit', ['<rootDir>/test/unit']),
    node('integration', ['<rootDir>/test/integration']),
    node('cdk', ['<rootDir>/test/cdk']),
    // Component tests of the SPA (React Testing Library in jsdom).
    node('frontend', ['<rootDir>/test/frontend'], {
      testEnvironment: environment('jsdom'),
      setupFiles: ['<rootDir>/test/frontend/setup.ts'],
    }),
    // The SPA in Debian's Chromium against the local runtime (test/e2e/*.e2e.test.ts).
    node('e2e', ['<rootDir>/test/e2e'], { testMatch: ['**/*.e2e.test.ts'] }),
  ],
};
