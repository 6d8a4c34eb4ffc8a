/**
 * The pipeline task handlers: one per Task state of statemachines/*.asl.json. Each validates its
 * input, runs one step of core/src/appeals/pipeline.ts and rethrows failures as errors the ASL can
 * match by name (ServiceThrottled, ServiceUnavailable, DocumentUnreadable, InvalidPipelineInput).
 * The Lambda entries (*.handler.ts) pass AWS deps; the local runner passes local ones.
 */
import { APPEAL_TYPES } from '@recurso/core/appeal';
import {
  PipelineError,
  toPipelineError,
  buildFacts,
  extractDocument,
  type FactsStepInput,
  markGenerationFailed,
  notifyAppealReady,
  type PipelineDeps,
  renderAppealPdf,
  saveGeneratedAppeal,
  storeFacts,
  writeAppealText,
} from '@recurso/core/appeals';
import {
  DocumentReadingSchema,
  EXTRACTION_METHODS,
  type Facts,
  FactsSchema,
  ManualEntrySchema,
} from '@recurso/core/facts';
import * as z from 'zod/mini';

export type PipelineDepsSource = PipelineDeps | (() => Promise<PipelineDeps>);
export type TaskHandler = (event: unknown) => Promise<unknown>;

const FILE_TYPES = ['pdf', 'png', 'jpeg', 'text'] as const;
const appealId = z.string().check(z.minLength(1), z.maxLength(80));
const nullableText = z.nullable(z.string());

// One schema builder per task (not one object): a task entry then bundles only its own schema, and
// the facts catalogue only where facts are validated.
const extractDocumentSchema = () =>
  z.object({
    appealId,
    index: z.number().check(z.int(), z.nonnegative()),
    document: z.object({ key: z.string().check(z.minLength(1)), type: z.enum(FILE_TYPES) }),
  });
const buildFactsSchema = () =>
  z.object({
    appealId,
    type: z.enum(APPEAL_TYPES),
    documents: z.array(
      z.object({
        name: z.string(),
        type: z.enum(FILE_TYPES),
        method: z.enum(EXTRACTION_METHODS),
        pages: z.number().check(z.int(), z.positive()),
        reading: DocumentReadingSchema,
      }),
    ),
    manual: z.nullable(ManualEntrySchema),
    userCity: nullableText,
    additionalText: nullableText,
  });
const writeAppealSchema = () =>
  z.object({ appealId, facts: FactsSchema, writer: z.enum(['primary', 'template']) });
const storeFactsSchema = () => z.object({ appealId, facts: FactsSchema });
const saveAppealSchema = () =>
  z.object({ appealId, text: z.string().check(z.minLength(1)), facts: FactsSchema });
const markFailedSchema = () =>
  z.object({
    appealId,
    error: z.optional(z.nullable(z.object({ Error: z.optional(z.string()), Cause: z.optional(z.string()) }))),
  });
const deliverSchema = () => z.object({ appealId });

function task<S extends z.ZodMiniType>(
  schema: S,
  source: PipelineDepsSource,
  run: (deps: PipelineDeps, input: z.infer<S>) => Promise<unknown> | unknown,
): TaskHandler {
  const getDeps = typeof source === 'function' ? source : () => Promise.resolve(source);
  return async (event) => {
    const parsed = schema.safeParse(event);
    if (!parsed.success)
      throw new PipelineError(
        'InvalidPipelineInput',
        `input: ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}`,
      );
    try {
      return await run(await getDeps(), parsed.data);
    } catch (error) {
      throw toPipelineError(error);
    }
  };
}

/** One factory per task, so each Lambda entry bundles only its own step (issue 7). */
export const extractDocumentTask = (deps: PipelineDepsSource) =>
  task(extractDocumentSchema(), deps, (d, i) => extractDocument(d, i));
export const buildFactsTask = (deps: PipelineDepsSource) =>
  task(buildFactsSchema(), deps, (d, i) => buildFacts(d, i as FactsStepInput));
export const writeAppealTask = (deps: PipelineDepsSource) =>
  task(writeAppealSchema(), deps, (d, i) => writeAppealText(d, { ...i, facts: i.facts as Facts }));
export const storeFactsTask = (deps: PipelineDepsSource) =>
  task(storeFactsSchema(), deps, (d, i) => storeFacts(d, { ...i, facts: i.facts as Facts }));
export const saveAppealTask = (deps: PipelineDepsSource) =>
  task(saveAppealSchema(), deps, (d, i) => saveGeneratedAppeal(d, { ...i, facts: i.facts as Facts }));
export const markFailedTask = (deps: PipelineDepsSource) =>
  task(markFailedSchema(), deps, (d, i) => markGenerationFailed(d, i));
export const renderPdfTask = (deps: PipelineDepsSource) =>
  task(deliverSchema(), deps, (d, i) => renderAppealPdf(d, i));
export const notifyUserTask = (deps: PipelineDepsSource) =>
  task(deliverSchema(), deps, (d, i) => notifyAppealReady(d, i));

/** Every task handler of both pipelines, keyed by the ASL substitution that names its Lambda. */
export function createTaskHandlers(deps: PipelineDepsSource): Record<TaskName, TaskHandler> {
  return {
    ExtractDocument: extractDocumentTask(deps),
    BuildFacts: buildFactsTask(deps),
    StoreFacts: storeFactsTask(deps),
    WriteAppeal: writeAppealTask(deps),
    SaveAppeal: saveAppealTask(deps),
    MarkFailed: markFailedTask(deps),
    RenderPdf: renderPdfTask(deps),
    NotifyUser: notifyUserTask(deps),
  };
}

export const TASK_NAMES = [
  'ExtractDocument',
  'BuildFacts',
  'StoreFacts',
  'WriteAppeal',
  'SaveAppeal',
  'MarkFailed',
  'RenderPdf',
  'NotifyUser',
] as const;
export type TaskName = (typeof TASK_NAMES)[number];

/** The ASL substitution variable of a task's Lambda ARN, e.g. `${ExtractDocumentFunctionArn}`. */
export const arnVariable = (name: TaskName): string => `${name}FunctionArn`;
