/**
 * Changes an owner makes to an appeal (SPEC §7): save a generated text, edit it (optionally
 * re-rendering the PDF), and make an expired payment payable again. Status and price are always
 * the server's: a client can repeat them, never choose them.
 */
import { APPEAL_PRICES, type Appeal, type AppealStatus, DOWNLOADABLE_STATUSES } from '../appeal';
import { ConflictError, ValidationError } from '../errors';
import { fallbackNoticeCode } from '../facts/notice-number';
import { textHoles } from './holes';
import { loadOwned } from './access';
import type { Actor, AppealDeps } from './deps';
import { AppealStatusConflict } from './errors';
import { idempotentId } from './idempotency';
import { isProvisionalCode, provisionalCodeFor } from './provisional-code';
import { parseBody, saveRequestSchema, updateStatusSchema, updateTextSchema } from './schemas';
import { type AppealView, toAppealView } from './view';
import { deliveryExecutionName } from './workflow-inputs';

export const NO_TEXT_MESSAGE = 'Nenhum texto de recurso para salvar';
export const VALUE_IS_SERVERS = 'O valor do recurso é definido pelo servidor.';
/** A text offered for payment may have no hole (./holes.ts): issue 26. */
export const holesMessage = (holes: readonly string[]) =>
  `O texto do recurso ainda tem partes a completar antes do pagamento: ${holes.slice(0, 3).join('; ')}${holes.length > 3 ? '…' : ''}.`;

function assertComplete(text: string): void {
  const holes = textHoles(text);
  if (holes.length) throw new ValidationError(holesMessage(holes), { field: 'generatedText' });
}
const NOTICE_CODE = /^[A-Za-z0-9.-]{3,21}$/;

/** Statuses whose text the owner may still save or edit. */
const SAVABLE: readonly AppealStatus[] = ['pending_payment', 'expired_payment', 'generation_failed'];
const EDITABLE: readonly AppealStatus[] = [
  'pending_payment',
  'expired_payment',
  'generation_failed',
  'paid',
  'analyzing',
];

const statusConflict = (action: string, status: AppealStatus) =>
  new AppealStatusConflict(`Não é possível ${action} neste recurso (Status: ${status}).`);

/**
 * POST /appeals: with `appealId`, saves the (edited) text of the caller's generated appeal; without,
 * creates an appeal from the text. Either way the result is `pending_payment` at the server's price.
 */
export async function saveAppealText(
  deps: AppealDeps,
  actor: Actor,
  body: unknown,
  idempotencyKey?: string,
): Promise<AppealView> {
  const request = parseBody(saveRequestSchema, body);
  const text = request.generatedText?.trim();
  if (!text) throw new ValidationError(NO_TEXT_MESSAGE);
  if (request.value !== undefined && request.value !== APPEAL_PRICES[request.type])
    throw new ValidationError(VALUE_IS_SERVERS);
  const code = request.code && NOTICE_CODE.test(request.code) ? request.code : undefined;
  // Saving makes the appeal payable: never with a hole.
  assertComplete(text);

  if (request.appealId) {
    const appeal = await loadOwned(deps.appeals, actor, request.appealId);
    if (appeal.type !== request.type) throw new ValidationError('O tipo do recurso não pode ser alterado.');
    if (!SAVABLE.includes(appeal.status)) throw statusConflict('salvar o texto', appeal.status);
    const saved = await deps.appeals.update(
      appeal.id,
      {
        status: 'pending_payment',
        generatedText: text,
        code:
          code ??
          (appeal.code && !isProvisionalCode(appeal.code)
            ? appeal.code
            : await provisionalCodeFor(deps.appeals, appeal, fallbackNoticeCode(deps.clock))),
        textVersion: (appeal.textVersion ?? 0) + 1,
        remove: ['failureReason'],
      },
      [appeal.status],
    );
    return toAppealView(saved, actor);
  }

  const keyedId = await idempotentId(actor.id, 'save', idempotencyKey);
  const existing = keyedId ? await deps.appeals.get(keyedId) : undefined;
  if (existing) return toAppealView(existing, actor);
  const now = deps.clock.now().toISOString();
  const id = keyedId ?? deps.ids.newId();
  const appeal: Appeal = {
    id,
    userId: actor.id,
    userEmail: actor.email,
    type: request.type,
    status: 'pending_payment',
    value: APPEAL_PRICES[request.type],
    code:
      code ??
      (await provisionalCodeFor(deps.appeals, { id, userId: actor.id }, fallbackNoticeCode(deps.clock))),
    createdAt: now,
    updatedAt: now,
    generatedText: text,
    textVersion: 1,
  };
  try {
    await deps.appeals.create(appeal);
  } catch (error) {
    const raced = keyedId && error instanceof ConflictError ? await deps.appeals.get(keyedId) : undefined;
    if (raced) return toAppealView(raced, actor);
    throw error;
  }
  return toAppealView(appeal, actor);
}

/**
 * POST /appeals/update-text/{id}: replaces the text; with `regeneratePdf` on a paid appeal, starts
 * deliver-appeal for the new text version (the PDF and the e-mail follow asynchronously).
 */
export async function updateAppealText(
  deps: AppealDeps,
  actor: Actor,
  appealId: string,
  body: unknown,
): Promise<{ appeal: AppealView; pdfRegenerating: boolean }> {
  const request = parseBody(updateTextSchema, body);
  const text = request.generatedText.trim();
  if (!text) throw new ValidationError(NO_TEXT_MESSAGE);
  const appeal = await loadOwned(deps.appeals, actor, appealId);
  if (!EDITABLE.includes(appeal.status)) throw statusConflict('editar o texto', appeal.status);
  // Before payment the text is what the driver buys: it stays complete. After, it is theirs to edit.
  if (!DOWNLOADABLE_STATUSES.includes(appeal.status)) assertComplete(text);
  const textVersion = (appeal.textVersion ?? 0) + 1;
  const saved = await deps.appeals.update(appealId, { generatedText: text, textVersion }, [appeal.status]);
  const pdfRegenerating = request.regeneratePdf === true && DOWNLOADABLE_STATUSES.includes(saved.status);
  if (pdfRegenerating)
    await deps.workflows.start('deliver-appeal', deliveryExecutionName(appealId, textVersion), {
      appealId,
      textVersion,
    });
  return { appeal: toAppealView(saved, actor), pdfRegenerating };
}

/** POST /appeals/update-status/{id}: the only client-requested change, expired_payment → pending_payment. */
export async function reopenPayment(
  deps: AppealDeps,
  actor: Actor,
  appealId: string,
  body: unknown,
): Promise<AppealView> {
  parseBody(updateStatusSchema, body);
  const appeal = await loadOwned(deps.appeals, actor, appealId);
  if (appeal.status === 'pending_payment') return toAppealView(appeal, actor);
  if (appeal.status !== 'expired_payment')
    throw new AppealStatusConflict(
      `Este recurso não pode voltar a aguardar pagamento (Status: ${appeal.status}).`,
    );
  return toAppealView(
    await deps.appeals.update(appealId, { status: 'pending_payment' }, ['expired_payment']),
    actor,
  );
}
