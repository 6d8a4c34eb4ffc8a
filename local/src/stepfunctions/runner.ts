/**
 * The local Step Functions: runs statemachines/*.asl.json with aws-local-stepfunctions, every Task
 * mapped to the same handler its Lambda runs on AWS (functions/src/tasks). Implements the
 * WorkflowStarter port like the Step Functions adapter: executions are named, and starting a name
 * that exists starts nothing (ExecutionAlreadyExists counts as success).
 *
 * Each execution is a JSON file under <dataDir>/stepfunctions/<workflow>/<name>.json, written when it
 * starts and when it ends. After a restart, `resumeInterrupted()` runs again every execution a previous
 * process left RUNNING (every task is idempotent), so no appeal waits forever in processing.
 */
import '../polyfills';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { WORKFLOWS, type WorkflowName, type WorkflowStarter } from '@recurso/core/appeals';
import type { TaskHandler, TaskName } from '@recurso/functions/tasks/tasks';
import { StateMachine, type StateMachineDefinition } from 'aws-local-stepfunctions';
import { writeFileDurably } from '../durable-file';
import { allStates, loadDefinition, taskStates } from './definitions';

export type ExecutionStatus = 'RUNNING' | 'SUCCEEDED' | 'FAILED';

export interface ExecutionRecord {
  workflow: WorkflowName;
  name: string;
  input: Record<string, unknown>;
  status: ExecutionStatus;
  startedAt: string;
  stoppedAt?: string;
  output?: unknown;
  error?: { name: string; message: string };
  /** State transitions worth reading when something went wrong: entered, retried, caught, failed. */
  history: { type: string; state?: string; error?: string }[];
}

export interface LocalWorkflowsOptions {
  handlers: Record<TaskName, TaskHandler>;
  dataDir: string;
  /** Replaces every Retry wait with this many milliseconds (tests); default: the ASL's own backoff. */
  retryIntervalMs?: number;
  /** Validate each definition's ASL on load (default true; test runtimes skip it, see RuntimeOptions). */
  validate?: boolean;
  log?: (message: string, detail: Record<string, unknown>) => void;
  /**
   * Called once an execution has FAILED, as EventBridge's "Execution Status Change" rule is on AWS
   * (appeal-workflows.ts passes the same execution-stopped handler); its errors are logged, not thrown.
   */
  onFailed?: (record: ExecutionRecord) => Promise<unknown>;
}

export interface LocalWorkflows extends WorkflowStarter {
  /** Runs again every execution a previous process left RUNNING; returns their names. */
  resumeInterrupted(): string[];
  /** Whether an execution of that name is running in this process. */
  isRunning(name: string): boolean;
  /** The recorded execution, if any. */
  describe(workflow: WorkflowName, name: string): ExecutionRecord | undefined;
  /** Resolves when the execution ends (immediately if it already has). */
  waitFor(workflow: WorkflowName, name: string): Promise<ExecutionRecord>;
  /** Resolves when nothing is running (tests, shutdown). */
  idle(): Promise<void>;
}

interface Machine {
  machine: StateMachine;
  localHandlers: Record<string, TaskHandler>;
  retryStates: string[];
}

export function createLocalWorkflows(options: LocalWorkflowsOptions): LocalWorkflows {
  const dir = join(options.dataDir, 'stepfunctions');
  const machines = new Map<WorkflowName, Machine>();
  for (const workflow of WORKFLOWS)
    machines.set(workflow, prepare(loadDefinition(workflow), options.handlers, options.validate ?? true));
  const running = new Map<string, Promise<ExecutionRecord>>();
  const log = options.log ?? (() => {});

  const fileOf = (workflow: WorkflowName, name: string) => join(dir, workflow, `${name}.json`);
  const save = (record: ExecutionRecord) => {
    writeFileDurably(fileOf(record.workflow, record.name), JSON.stringify(record, null, 2));
  };
  const describe = (workflow: WorkflowName, name: string): ExecutionRecord | undefined => {
    try {
      return JSON.parse(readFileSync(fileOf(workflow, name), 'utf8')) as ExecutionRecord;
    } catch {
      return undefined;
    }
  };
  const key = (workflow: WorkflowName, name: string) => `${workflow}/${name}`;

  function run(record: ExecutionRecord): void {
    const { machine, localHandlers, retryStates } = machines.get(record.workflow) as Machine;
    const retryIntervalOverrides =
      options.retryIntervalMs === undefined
        ? undefined
        : Object.fromEntries(retryStates.map((s) => [s, options.retryIntervalMs as number]));
    const execution = machine.run(record.input as never, {
      overrides: { taskResourceLocalHandlers: localHandlers as never, retryIntervalOverrides },
      context: {
        Execution: { Name: record.name, Input: record.input as never, StartTime: record.startedAt },
      },
    });
    const history = (async () => {
      for await (const event of execution.eventLogs) {
        if (event.type === 'StateEntered' || event.type === 'StateRetried' || event.type === 'StateCaught')
          record.history.push({ type: event.type, state: event.state.name });
        else if (event.type === 'StateFailed')
          record.history.push({ type: event.type, state: event.state.name, error: event.Error });
      }
    })().catch(() => {});
    const done = execution.result.then(
      async (output) => {
        await history;
        return { ...record, status: 'SUCCEEDED' as const, output, stoppedAt: new Date().toISOString() };
      },
      async (error: unknown) => {
        await history;
        const cause = (error as { cause?: { name?: string; message?: string } }).cause;
        const e = { name: cause?.name ?? (error as Error).name, message: cause?.message ?? String(error) };
        return { ...record, status: 'FAILED' as const, error: e, stoppedAt: new Date().toISOString() };
      },
    );
    const k = key(record.workflow, record.name);
    const finished = done.then(async (final) => {
      save(final);
      log(`execution ${final.status.toLowerCase()}`, {
        workflow: final.workflow,
        name: final.name,
        error: final.error?.name,
      });
      if (final.status === 'FAILED' && options.onFailed)
        await options
          .onFailed(final)
          .catch((error: unknown) =>
            log('execution failure handler failed', { name: final.name, error: String(error) }),
          );
      running.delete(k);
      return final;
    });
    running.set(k, finished);
  }

  return {
    async start(workflow, name, input) {
      if (running.has(key(workflow, name)) || describe(workflow, name)) return; // ExecutionAlreadyExists
      const record: ExecutionRecord = {
        workflow,
        name,
        input,
        status: 'RUNNING',
        startedAt: new Date().toISOString(),
        history: [],
      };
      save(record);
      run(record);
    },

    resumeInterrupted() {
      const resumed: string[] = [];
      for (const workflow of WORKFLOWS) {
        let files: string[] = [];
        try {
          files = readdirSync(join(dir, workflow)).filter((f) => f.endsWith('.json'));
        } catch {
          continue;
        }
        for (const file of files) {
          const record = describe(workflow, file.slice(0, -'.json'.length));
          if (record?.status !== 'RUNNING' || running.has(key(workflow, record.name))) continue;
          record.history.push({ type: 'ResumedAfterRestart' });
          save(record);
          run(record);
          resumed.push(`${workflow}/${record.name}`);
          log('execution resumed after restart', { workflow, name: record.name });
        }
      }
      return resumed;
    },

    isRunning: (name) => [...running.keys()].some((k) => k.endsWith(`/${name}`)),
    describe,

    async waitFor(workflow, name) {
      const pending = running.get(key(workflow, name));
      if (pending) return pending;
      const record = describe(workflow, name);
      if (!record) throw new Error(`no execution ${workflow}/${name}`);
      return record;
    },

    async idle() {
      while (running.size > 0) await Promise.all([...running.values()]);
    },
  };
}

function prepare(
  definition: StateMachineDefinition,
  handlers: Record<TaskName, TaskHandler>,
  validate: boolean,
): Machine {
  const localHandlers: Record<string, TaskHandler> = {};
  for (const [state, task] of Object.entries(taskStates(definition))) localHandlers[state] = handlers[task];
  const retryStates = allStates(definition)
    .filter(([, s]) => Array.isArray(s.Retry))
    .map(([name]) => name);
  const machine = new StateMachine(definition, { validationOptions: { noValidate: !validate } });
  return { machine, localHandlers, retryStates };
}
