/**
 * jest's own order (files that failed last time first, then the slowest first by its timing cache in
 * /tmp), with a fallback for a machine that has no timing cache yet (a fresh CI machine): the files
 * measured slowest here start first instead of the largest ones. A file in neither counts as a second.
 * The figures only order the run; the timing cache replaces them after the first run.
 */
const Sequencer = require('@jest/test-sequencer').default;
const { createHash } = require('node:crypto');
const { join, relative } = require('node:path');

/** Wall seconds per file on this 2-core machine (JEST_CPU_LOG of a whole run; docs/testing.md). */
const SLOWEST = {
  'test/e2e/journey.e2e.test.ts': 330,
  'test/fault/acknowledged-writes.fault.test.ts': 146,
  'test/e2e/honest-payment.e2e.test.ts': 85,
  'test/unit/local/extract/corpus.test.ts': 75,
  'test/fault/webhook-crash.fault.test.ts': 64,
  'test/e2e/review.e2e.test.ts': 54,
  'test/cdk/bundles.test.ts': 37,
  'test/fault/reminders-crash.fault.test.ts': 36,
  'test/integration/overload.test.ts': 30,
  'test/cdk/validated-synths.test.ts': 40,
  'test/e2e/second-instance.e2e.test.ts': 28,
  'test/unit/local/extract/fuzz.test.ts': 27,
  'test/integration/fuzz.test.ts': 26,
  'test/integration/payments.test.ts': 24,
  'test/e2e/follow-up.e2e.test.ts': 24,
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
