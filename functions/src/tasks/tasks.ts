/**
 * The pipeline task handlers: one per Task state of statemachines/*.asl.json. Each validates its
 * input, runs one step of core/src/appeals/pipeline.ts and rethrows failures as errors the ASL can
 * match by name (ServiceThrottled, ServiceUnavailable, DocumentUnreadable, InvalidPipelineInput).
 * The Lambda entries (*.handler.ts) pass AWS deps; the local runner passes local ones.
 */
import { APPEAL_TYPES } from '@recurso/core/appeal';
import { PipelineError, toPipelineError } from '@recurso/core/appeals/errors';
import {
  buildFacts,
  extractDocument,
  markGenerationFailed,
  notifyAppealReady,
  type PipelineDeps,
  renderAppealPdf,
  saveGeneratedAppeal,
  writeAppealText,
} from '@recurso/core/appeals/pipeline';
import { ManualEntrySchema } from '@recurso/core/facts/manual-entry';
import { type Facts, FactsSchema } from '@recurso/core/facts/schema';
import * as z from 'zod';

export type PipelineDepsSource = PipelineDeps | (() => Promise<PipelineDeps>);
export type TaskHandler = (event: unknown) => Promise<unknown>;

const FILE_TYPES = ['pdf', 'png', 'jpeg', 'text'] as const;
const appealId = z.string().min(1).max(80);
const nullableText = z.string().nullable();

const schemas = {
  extractDocument: z.object({
    appealId,
    index: z.number().int().nonnegative(),
    document: z.object({ key: z.string().min(1), type: z.enum(FILE_TYPES) }),
  }),
  buildFacts: z.object({
    appealId,
    type: z.enum(APPEAL_TYPES),
    documents: z.array(
      z.object({
        name: z.string(),
        type: z.enum(FILE_TYPES),
        method: z.enum(['pdf-text', 'ocr', 'plain', 'textract']),
        text: z.string(),
      }),
    ),
    manual: ManualEntrySchema.nullable(),
    userCity: nullableText,
    additionalText: nullableText,
  }),
  writeAppeal: z.object({ appealId, facts: FactsSchema, writer: z.enum(['primary', 'template']) }),
  saveAppeal: z.object({ appealId, text: z.string().min(1), facts: FactsSchema }),
  markFailed: z.object({
    appealId,
    error: z.object({ Error: z.string().optional(), Cause: z.string().optional() }).nullable().optional(),
  }),
  deliver: z.object({ appealId }),
};

function task<S extends z.ZodType>(
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

/** Every task handler of both pipelines, keyed by the ASL substitution that names its Lambda. */
export function createTaskHandlers(deps: PipelineDepsSource): Record<TaskName, TaskHandler> {
  return {
    ExtractDocument: task(schemas.extractDocument, deps, (d, i) => extractDocument(d, i)),
    BuildFacts: task(schemas.buildFacts, deps, (d, i) => buildFacts(d, i)),
    WriteAppeal: task(schemas.writeAppeal, deps, (d, i) =>
      writeAppealText(d, { ...i, facts: i.facts as Facts }),
    ),
    SaveAppeal: task(schemas.saveAppeal, deps, (d, i) =>
      saveGeneratedAppeal(d, { ...i, facts: i.facts as Facts }),
    ),
    MarkFailed: task(schemas.markFailed, deps, (d, i) => markGenerationFailed(d, i)),
    RenderPdf: task(schemas.deliver, deps, (d, i) => renderAppealPdf(d, i)),
    NotifyUser: task(schemas.deliver, deps, (d, i) => notifyAppealReady(d, i)),
  };
}

export const TASK_NAMES = [
  'ExtractDocument',
  'BuildFacts',
  'WriteAppeal',
  'SaveAppeal',
  'MarkFailed',
  'RenderPdf',
  'NotifyUser',
] as const;
export type TaskName = (typeof TASK_NAMES)[number];

/** The ASL substitution variable of a task's Lambda ARN, e.g. `${ExtractDocumentFunctionArn}`. */
export const arnVariable = (name: TaskName): string => `${name}FunctionArn`;
