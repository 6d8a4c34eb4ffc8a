/** Settings of jest.config.js that the run's time and its clean end depend on (docs/testing.md). */
const config = require('../../../jest.config.js') as {
  workerGracefulExitTimeout?: number;
  testTimeout?: number;
};

it('gives a worker 5 s to exit: the e2e files’ disconnect from the shared Chromium takes ~0.5 s to close', () => {
  expect(config.workerGracefulExitTimeout).toBe(5000);
});
