/**
 * Starting and retrying the generate-appeal pipeline (SPEC §7 generate-appeal-text).
 *
 * 1. Validate the request: upload keys (each issued to this caller, present, within SPEC's size
 *    limits, scanned clean of malware (SECURITY FILE-3, ./malware.ts) before any byte is read, really a
 *    PNG/JPG/PDF/text of the type its name claimed) or the typed form.
 * 2. Create the appeal in `processing` with the server's price, counted in the statistics.
 * 3. Start the pipeline, named after the appeal; if it cannot start, the appeal shows
 *    `generation_failed` at once, so it is never left in `processing`.
 * Anything refused in step 1 creates nothing and starts nothing.
 */
import { APPEAL_PRICES, type Appeal, type AppealStatus } from '../appeal';
import { ConflictError, UnavailableError, ValidationError } from '../errors';
import { MANUAL_ENTRY_REQUIRED_MESSAGE } from '../facts/manual-entry';
import { loadOwned } from './access';
import type { Actor, AppealDeps } from './deps';
import { AppealStatusConflict } from './errors';
import { idempotentId } from './idempotency';
import { MAX_FILES, MESSAGES, SNIFF_BYTES, typeFromContentType, verifyUploadType } from './files';
import { requireCleanUploads } from './malware';
import { type GenerateFromUploads, parseGenerateRequest } from './schemas';
import { checkSizes, checkStoredSize, isUploadKeyOf } from './uploads';
import {
  type GenerationInput,
  generationExecutionName,
  type UploadedDocument,
  type WriteRunInput,
} from './workflow-inputs';

export const START_FAILED_REASON = 'Não foi possível iniciar a geração do recurso. Tente novamente.';
const START_FAILED_MESSAGE =
  'Não foi possível iniciar a geração do recurso agora. Tente novamente em instantes.';

export async function startGeneration(
  deps: AppealDeps,
  actor: Actor,
  body: unknown,
  idempotencyKey?: string,
): Promise<{ appealId: string; status: AppealStatus }> {
  const request = parseGenerateRequest(body);
  const keyedId = await idempotentId(actor.id, 'generate', idempotencyKey);
  if (keyedId) {
    const existing = await deps.appeals.get(keyedId);
    if (existing) return { appealId: existing.id, status: existing.status };
  }
  const appealId = keyedId ?? deps.ids.newId();
  const common = {
    appealId,
    userId: actor.id,
    type: request.type,
    additionalText: request.additionalText || null,
  };
  let input: GenerationInput;
  let ownerName: string | undefined;
  let ownerDocument: string | undefined;
  if ('manual' in request) {
    const { owner, infraction } = request.manual;
    if (!owner.name || !infraction.code) throw new ValidationError(MANUAL_ENTRY_REQUIRED_MESSAGE);
    ownerName = owner.name;
    ownerDocument = owner.cpf?.replace(/\D/g, '') || undefined;
    input = {
      ...common,
      documents: [],
      manual: request.manual,
      userName: owner.name,
      userCity: owner.city ?? null,
    };
  } else {
    const documents = await checkUploads(deps, actor, request);
    ownerName = request.userName || undefined;
    input = {
      ...common,
      documents,
      manual: null,
      userName: ownerName ?? null,
      userCity: request.userCity || null,
    };
  }

  const now = deps.clock.now().toISOString();
  const appeal: Appeal = {
    id: appealId,
    userId: actor.id,
    userEmail: actor.email,
    type: request.type,
    status: 'processing',
    value: APPEAL_PRICES[request.type],
    createdAt: now,
    updatedAt: now,
    userName: ownerName,
    userDocument: ownerDocument,
    generationAttempt: 1,
    textVersion: 0,
  };
  try {
    await deps.appeals.create(appeal, input);
  } catch (error) {
    // a concurrent request with the same Idempotency-Key created it first: answer with that one
    const existing = keyedId && error instanceof ConflictError ? await deps.appeals.get(keyedId) : undefined;
    if (existing) return { appealId: existing.id, status: existing.status };
    throw error;
  }
  await startGenerationRun(deps, appealId, 1, { phase: 'read', input });
  return { appealId, status: 'processing' };
}

/**
 * SPEC-less but needed: a failed generation can be started again by its owner. Facts stored with the
 * appeal (read, or confirmed by the driver) are written again without reading, so a driver's
 * corrections survive a failed write; otherwise the documents are read again.
 */
export async function retryGeneration(
  deps: AppealDeps,
  actor: Actor,
  appealId: string,
): Promise<{ appealId: string; status: 'processing' }> {
  const appeal = await loadOwned(deps.appeals, actor, appealId);
  if (appeal.status !== 'generation_failed')
    throw new AppealStatusConflict(`Só é possível tentar novamente um recurso com falha na geração.`);
  const [input, facts] = await Promise.all([
    deps.appeals.getGenerationInput(appealId),
    deps.appeals.getFacts(appealId),
  ]);
  if (!input && !facts)
    throw new AppealStatusConflict('Não há dados para gerar este recurso novamente. Crie um novo recurso.');
  const attempt = (appeal.generationAttempt ?? 1) + 1;
  await deps.appeals.update(
    appealId,
    { status: 'processing', generationAttempt: attempt, remove: ['failureReason'] },
    ['generation_failed'],
  );
  await startGenerationRun(
    deps,
    appealId,
    attempt,
    facts ? { phase: 'write', input: { appealId, userId: appeal.userId, facts } } : { phase: 'read', input },
  );
  return { appealId, status: 'processing' };
}

export type GenerationRun =
  | { phase: 'read'; input: GenerationInput | undefined }
  | { phase: 'write'; input: WriteRunInput };

/**
 * Starts one run of generate-appeal, named after the appeal, the attempt and the phase; if it cannot
 * start, the appeal shows `generation_failed` at once, so it is never left in `processing`.
 */
export async function startGenerationRun(
  deps: Pick<AppealDeps, 'appeals' | 'workflows'>,
  appealId: string,
  attempt: number,
  run: GenerationRun,
): Promise<void> {
  try {
    if (!run.input) throw new Error('no generation input');
    await deps.workflows.start('generate-appeal', generationExecutionName(appealId, attempt, run.phase), {
      ...run.input,
    });
  } catch (error) {
    await deps.appeals.update(appealId, { status: 'generation_failed', failureReason: START_FAILED_REASON }, [
      'processing',
    ]);
    throw new UnavailableError(START_FAILED_MESSAGE, { cause: (error as Error)?.name });
  }
}

/** Checks every upload key and stored object; returns the documents with their real types. */
async function checkUploads(
  deps: Pick<AppealDeps, 'blobs' | 'scans' | 'scanWait'>,
  actor: Actor,
  request: GenerateFromUploads,
): Promise<UploadedDocument[]> {
  const keys = [...new Set(request.uploadKeys)];
  if (keys.length === 0) throw new ValidationError(MESSAGES.noFiles);
  if (keys.length > MAX_FILES) throw new ValidationError(MESSAGES.tooManyFiles);
  if (!keys.every((k) => isUploadKeyOf(actor.id, k))) throw new ValidationError(MESSAGES.unknownUpload);
  const stored = await Promise.all(keys.map((k) => deps.blobs.head(k)));
  const sizes = stored.map((s) => {
    if (!s) throw new ValidationError(MESSAGES.unknownUpload);
    if (s.size === 0) throw new ValidationError(MESSAGES.emptyFile);
    checkStoredSize(s);
    return s.size;
  });
  checkSizes(sizes);
  await requireCleanUploads(deps.scans, keys, deps.scanWait);
  const heads = await Promise.all(keys.map((k) => deps.blobs.readStart(k, SNIFF_BYTES)));
  return keys.map((key, i) => ({
    key,
    type: verifyUploadType(heads[i] ?? new Uint8Array(), typeFromContentType(stored[i]?.contentType)),
  }));
}
