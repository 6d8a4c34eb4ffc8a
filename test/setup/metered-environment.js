/**
 * `JEST_CPU_LOG=<file> npx jest …`: each test file's CPU time (its worker's user + system time, plus the
 * children it started and reaped: DynamoDB Local's JVM, Chromium, builds) and wall time, one JSON line per
 * file appended to <file>, with when it started (`startMs`, epoch milliseconds: a run's timeline shows
 * when the workers wait). CPU time is what to compare on a shared machine; wall time moves with the load.
 * jest.config.js picks this environment only when JEST_CPU_LOG is set.
 */
const { appendFileSync, readFileSync } = require('node:fs');

const TICKS = 100; // USER_HZ on Linux

/** utime, stime, cutime, cstime of this process, in seconds (fields 14–17 of /proc/self/stat). */
function cpuSeconds() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields.slice(11, 15).reduce((sum, f) => sum + Number(f), 0) / TICKS;
  } catch {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1e6;
  }
}

function metered(Base) {
  return class MeteredEnvironment extends Base {
    constructor(config, context) {
      super(config, context);
      this.testPath = context.testPath;
      this.project = config.projectConfig.displayName?.name ?? '';
    }
    async setup() {
      this.cpu0 = cpuSeconds();
      this.wall0 = Date.now();
      await super.setup();
    }
    async teardown() {
      await super.teardown();
      const line = {
        project: this.project,
        file: require('node:path').relative(process.cwd(), this.testPath),
        cpuS: Math.round((cpuSeconds() - this.cpu0) * 10) / 10,
        wallS: Math.round((Date.now() - this.wall0) / 100) / 10,
        startMs: this.wall0,
      };
      appendFileSync(process.env.JEST_CPU_LOG, `${JSON.stringify(line)}\n`);
    }
  };
}

module.exports = { metered };
