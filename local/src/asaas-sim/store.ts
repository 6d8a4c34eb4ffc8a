/** The simulator's state, optionally persisted to a JSON file so `npm start` restarts keep it. */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { SimState } from './types';

export function emptyState(): SimState {
  return {
    seq: 0,
    checkouts: {},
    payments: {},
    events: [],
    webhook: { url: null, authToken: null, enabled: true },
  };
}

export function loadState(file: string | undefined): SimState {
  if (!file) return emptyState();
  try {
    return { ...emptyState(), ...(JSON.parse(readFileSync(file, 'utf8')) as Partial<SimState>) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return emptyState();
    throw new Error(`Asaas simulator: cannot read ${file}: ${(error as Error).message}`);
  }
}

/** Writes atomically (temp file + rename) so a crash never leaves half a file. */
export function saveState(file: string | undefined, state: SimState): void {
  if (!file) return;
  mkdirSync(dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify(state));
  renameSync(tmp, file);
}
