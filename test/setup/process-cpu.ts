/**
 * CPU seconds of a process and everything under it (Linux /proc), for JEST_CPU_LOG's record of what a
 * tier's shared processes cost (the integration tier's JVMs, the e2e app and browser): they outlive the
 * test files, so no file's own figure holds them.
 */
import { appendFileSync, readdirSync, readFileSync } from 'node:fs';

const TICKS = 100; // USER_HZ

function stat(pid: number): { ppid: number; seconds: number } | undefined {
  try {
    const raw = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = raw.slice(raw.lastIndexOf(')') + 2).split(' ');
    const ticks = fields.slice(11, 15).reduce((sum, f) => sum + Number(f), 0);
    return { ppid: Number(fields[1]), seconds: ticks / TICKS };
  } catch {
    return undefined;
  }
}

export function treeCpuSeconds(root: number): number {
  const all = new Map<number, { ppid: number; seconds: number }>();
  for (const name of readdirSync('/proc')) {
    const pid = Number(name);
    const s = Number.isInteger(pid) ? stat(pid) : undefined;
    if (s) all.set(pid, s);
  }
  let total = 0;
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.pop() as number;
    total += all.get(pid)?.seconds ?? 0;
    for (const [child, s] of all) if (s.ppid === pid) queue.push(child);
  }
  return total;
}

/** Appends `{project, file: '(shared) what', cpuS, wallS}` to JEST_CPU_LOG when it is set. */
export function logSharedCpu(project: string, what: string, pids: number[], startedAt: number): void {
  const file = process.env.JEST_CPU_LOG;
  if (!file) return;
  const cpuS = pids.reduce((sum, pid) => sum + treeCpuSeconds(pid), 0);
  const line = {
    project,
    file: `(shared) ${what}`,
    cpuS: Math.round(cpuS * 10) / 10,
    wallS: Math.round((Date.now() - startedAt) / 100) / 10,
  };
  appendFileSync(file, `${JSON.stringify(line)}\n`);
}
