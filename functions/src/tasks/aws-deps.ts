/**
 * The pipeline tasks' deps on AWS. Each task entry (*.handler.ts) passes only the parts its own step
 * uses (./aws-parts), so its bundle holds only those SDK clients and libraries (issue 7), and its
 * function has only those variables and permissions (lib/wiring.ts TASK_WIRING). A part is created on
 * first use, once per container; a part the entry did not pass fails with a clear message.
 */
import type { PipelineDeps } from '@recurso/core/appeals';
import { systemClock } from '@recurso/core/ports';

export type PipelineParts = { [K in keyof PipelineDeps]?: () => NonNullable<PipelineDeps[K]> };

const FIELDS: (keyof PipelineDeps)[] = [
  'appeals',
  'blobs',
  'clock',
  'extractor',
  'extractorFor',
  'facts',
  'writers',
  'renderer',
  'mailer',
  'appUrl',
];

export function awsPipelineDeps(parts: PipelineParts): PipelineDeps {
  const all: PipelineParts = { clock: () => systemClock, ...parts };
  const made = new Map<keyof PipelineDeps, unknown>();
  const deps = {} as PipelineDeps;
  for (const field of FIELDS) {
    Object.defineProperty(deps, field, {
      enumerable: true,
      get() {
        const make = all[field];
        if (!make)
          throw new Error(`PipelineDeps.${field} is not part of this task: pass it in its *.handler.ts`);
        if (!made.has(field)) made.set(field, make());
        return made.get(field);
      },
    });
  }
  return deps;
}
