/**
 * jest's own order (files that failed last time first, then the slowest first by its timing cache in
 * /tmp), with a fallback for a machine that has no timing cache yet (a fresh CI machine): the files
 * measured slowest here start first instead of the largest ones. A file in neither counts as a second.
 * The figures only order the run; the timing cache replaces them after the first run.
 */
const Sequencer = require('@jest/test-sequencer').default;
const { createHash } = require('node:crypto');
const { join, relative } = require('node:path');

/**
 * Wall seconds per file on this 2-core machine, every file of 10 s or more: JEST_CPU_LOG of a whole
 * `npm test` on a clean clone of a quiet machine (session 33's last CI run; docs/testing.md).
 */
const SLOWEST = {
  'test/e2e/journey.e2e.test.ts': 335,
  'test/fault/acknowledged-writes.fault.test.ts': 123,
  'test/e2e/honest-payment.e2e.test.ts': 87,
  'test/cdk/bundles.test.ts': 51,
  'test/e2e/review.e2e.test.ts': 46,
  'test/fault/webhook-crash.fault.test.ts': 46,
  'test/unit/local/extract/image/preprocess.test.ts': 38,
  'test/cdk/validated-synths.test.ts': 35,
  'test/unit/local/extract/fuzz-images.test.ts': 35,
  'test/integration/fuzz.test.ts': 33,
  'test/integration/appeals.test.ts': 32,
  'test/fault/reminders-crash.fault.test.ts': 31,
  'test/e2e/second-instance.e2e.test.ts': 30,
  'test/unit/local/extract/ocr-thread.test.ts': 30,
  'test/unit/local/extract/fuzz.test.ts': 28,
  'test/frontend/create-appeal.test.tsx': 26,
  'test/integration/overload.test.ts': 25,
  'test/integration/payments.test.ts': 24,
  'test/frontend/review-step.test.tsx': 24,
  'test/integration/access-matrix.test.ts': 23,
  'test/e2e/follow-up.e2e.test.ts': 22,
  'test/integration/junk-uploads.test.ts': 22,
  'test/e2e/api-docs.e2e.test.ts': 22,
  'test/unit/local/extract/corpus.test.ts': 22,
  'test/integration/follow-up.test.ts': 19,
  'test/unit/statemachines/generate-appeal.test.ts': 18,
  'test/integration/list-cache.test.ts': 18,
  'test/unit/local/extract/image/page-find.test.ts': 16,
  'test/frontend/guards.test.tsx': 15,
  'test/integration/auth.rate-limit.test.ts': 15,
  'test/unit/local/extract/junk.test.ts': 13,
  'test/integration/review.test.ts': 12,
  'test/integration/reminders.test.ts': 12,
  'test/integration/auth.flow.test.ts': 11,
  'test/frontend/prerender.test.tsx': 11,
  'test/integration/users.test.ts': 11,
  'test/unit/statemachines/review-stop.test.ts': 11,
  'test/integration/my-account.test.ts': 10,
  'test/integration/fuzz-uploads.test.ts': 10,
  'test/frontend/production-build.test.ts': 10,
};

class SlowestFirst extends Sequencer {
  /**
   * jest's timing cache is $TMPDIR/jest_*\/perf-cache-<project id>; the ids are fixed (jest.config.js, so
   * that clones share transforms), so the clone's folder goes into the name: runs of other clones on the
   * machine would otherwise overwrite each other's timings (the file is read once and written whole).
   */
  _getCachePath(context) {
    const { config } = context;
    const folder = createHash('sha1').update(config.rootDir).digest('hex').slice(0, 16);
    return join(config.cacheDirectory, `perf-cache-${config.id}-${folder}`);
  }

  time(test) {
    const cached = super.time(test);
    if (cached != null) return cached;
    return (SLOWEST[relative(test.context.config.rootDir, test.path)] ?? 1) * 1000;
  }
}

module.exports = SlowestFirst;
