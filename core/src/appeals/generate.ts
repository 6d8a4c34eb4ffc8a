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
import { isValidCpf } from '../cpf';
import { MANUAL_ENTRY_REQUIRED_MESSAGE, typedFactValues } from '../facts/manual-entry';
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
    secondInstance: null,
  };
  let input: GenerationInput;
  let ownerName: string | undefined;
  let ownerDocument: string | undefined;
  if ('manual' in request) {
    const { owner, infraction } = request.manual;
    if (!owner.name || !infraction.code) throw new ValidationError(MANUAL_ENTRY_REQUIRED_MESSAGE);
    const problems = manualProblems(request.type, request.manual);
    if (problems.length) throw new ValidationError(problems.join(' '));
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

  return createAndStart(
    deps,
    actor,
    { id: appealId, type: request.type, userName: ownerName, userDocument: ownerDocument },
    input,
    keyedId !== undefined,
  );
}

/**
 * What is wrong in a typed form beyond SPEC's two required fields: an invalid CPF (the payer form's
 * rule), a typed fact its field's rule refuses, a stage of the other kind of appeal.
 */
function manualProblems(
  type: 'traffic' | 'suspension',
  manual: { owner: { cpf?: string }; facts?: Record<string, string> },
): string[] {
  const cpf = manual.owner.cpf;
  const problems = cpf && !isValidCpf(cpf) ? ['CPF inválido'] : [];
  const typed = typedFactValues(manual.facts);
  problems.push(...typed.problems);
  const stage = typed.values.find(([path]) => path === 'stage')?.[1];
  if (stage !== undefined && (type === 'suspension') !== (stage === 'suspensao'))
    problems.push('Fase do processo: escolha uma fase deste tipo de recurso.');
  return problems;
}

/**
 * Creates the appeal in `processing` with the server's price and starts its generation. `keyed`: its
 * id was derived (an Idempotency-Key, or one second instance per appeal), so a concurrent request that
 * created it first gets that one.
 */
export async function createAndStart(
  deps: AppealDeps,
  actor: Actor,
  fields: Pick<Appeal, 'id' | 'type'> & Partial<Pick<Appeal, 'userName' | 'userDocument' | 'firstAppealId'>>,
  input: GenerationInput,
  keyed: boolean,
): Promise<{ appealId: string; status: AppealStatus }> {
  const now = deps.clock.now().toISOString();
  const appeal: Appeal = {
    ...fields,
    userId: actor.id,
    userEmail: actor.email,
    status: 'processing',
    value: APPEAL_PRICES[fields.type],
    createdAt: now,
    updatedAt: now,
    generationAttempt: 1,
    textVersion: 0,
  };
  try {
    await deps.appeals.create(appeal, input);
  } catch (error) {
    const existing = keyed && error instanceof ConflictError ? await deps.appeals.get(fields.id) : undefined;
    if (existing) return { appealId: existing.id, status: existing.status };
    throw error;
  }
  await startGenerationRun(deps, fields.id, 1, { phase: 'read', input });
  return { appealId: fields.id, status: 'processing' };
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
  const [stored, facts] = await Promise.all([
    deps.appeals.getGenerationInput(appealId),
    deps.appeals.getFacts(appealId),
  ]);
  // Inputs stored before the second instance existed lack the key the ASL reads.
  const input = stored && { ...stored, secondInstance: stored.secondInstance ?? null };
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
export async function checkUploads(
  deps: Pick<AppealDeps, 'blobs' | 'scans' | 'scanWait'>,
  actor: Actor,
  request: Pick<GenerateFromUploads, 'uploadKeys'>,
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
