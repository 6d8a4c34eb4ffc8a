/**
 * The agency's decision as the driver records it (issue 15 item 3): deferido, indeferido or sem
 * resposta, with the decision's date and, optionally, the decision itself (uploaded like the notice,
 * checked for malware and real type, then kept with the appeal's documents, which never expire).
 */
import type { Appeal, AppealStatus, OutcomeResult } from '../appeal';
import { loadOwned } from '../appeals/access';
import type { Actor, AppealDeps } from '../appeals/deps';
import { AppealStatusConflict } from '../appeals/errors';
import { CONTENT_TYPES, SNIFF_BYTES, typeFromContentType, verifyUploadType } from '../appeals/files';
import { requireCleanUploads } from '../appeals/malware';
import { checkSizes, isUploadKeyOf } from '../appeals/uploads';
import { ConflictError, UnsupportedMediaTypeError, ValidationError } from '../errors';
import { brasiliaToday } from './calendar';
import { FOLLOW_UP_MESSAGES as M } from './messages';
import type { FollowUpView, RecordOutcomeRequest } from './schemas';
import { DECIDABLE, toFollowUpView } from './view';

type Deps = Pick<AppealDeps, 'appeals' | 'blobs' | 'scans' | 'scanWait' | 'clock'>;

export const STATUS_OF_OUTCOME: Record<OutcomeResult, AppealStatus> = {
  granted: 'approved',
  refused: 'rejected',
  no_response: 'no_response',
};

const EXTENSION = { pdf: 'pdf', png: 'png', jpeg: 'jpg' } as const;

/** `documents/<userId>/<appealId>-decisao.<ext>`: beside the appeal's PDF, erased and exported with it. */
export const decisionKeyFor = (appeal: Pick<Appeal, 'userId' | 'id'>, ext: string): string =>
  `documents/${appeal.userId}/${appeal.id}-decisao.${ext}`;

async function storeDecision(deps: Deps, appeal: Appeal, uploadKey: string): Promise<string> {
  if (!isUploadKeyOf(appeal.userId, uploadKey)) throw new ValidationError(M.decisionUnknownUpload);
  await requireCleanUploads(deps.scans, [uploadKey], deps.scanWait);
  const head = await deps.blobs.head(uploadKey);
  if (!head) throw new ValidationError(M.decisionUnknownUpload);
  checkSizes([head.size]);
  const type = verifyUploadType(
    await deps.blobs.readStart(uploadKey, SNIFF_BYTES),
    typeFromContentType(head.contentType),
  );
  if (type === 'text') throw new UnsupportedMediaTypeError(M.decisionType);
  const key = decisionKeyFor(appeal, EXTENSION[type]);
  await deps.blobs.put(key, await deps.blobs.get(uploadKey), CONTENT_TYPES[type]);
  return key;
}

/** POST /appeals/{id}/outcome: records (or corrects) the decision; the status follows it. */
export async function recordOutcome(
  deps: Deps,
  actor: Actor,
  id: string,
  body: RecordOutcomeRequest,
): Promise<FollowUpView> {
  const appeal = await loadOwned(deps.appeals, actor, id);
  if (!DECIDABLE.includes(appeal.status)) throw new AppealStatusConflict(M.notFiledYet);
  const now = deps.clock.now();
  if (body.decidedOn && body.decidedOn > brasiliaToday(now)) throw new ValidationError(M.decidedOnFuture);
  if (body.decidedOn && appeal.filing && body.decidedOn < appeal.filing.filedOn)
    throw new ValidationError(M.decidedOnBeforeFiling);
  const decisionKey = body.decisionUploadKey
    ? await storeDecision(deps, appeal, body.decisionUploadKey)
    : appeal.outcome?.decisionKey;
  const saved = await deps.appeals.update(
    id,
    {
      status: STATUS_OF_OUTCOME[body.result],
      outcome: {
        result: body.result,
        ...(body.decidedOn ? { decidedOn: body.decidedOn } : {}),
        recordedAt: now.toISOString(),
        ...(decisionKey ? { decisionKey } : {}),
      },
    },
    [appeal.status],
  );
  return toFollowUpView(saved, now);
}

export interface DecisionFile {
  filename: string;
  contentType: string;
  bytes: Uint8Array;
}

/** GET /appeals/{id}/outcome/decision: the decision the owner uploaded. */
export async function downloadDecision(
  deps: Pick<AppealDeps, 'appeals' | 'blobs'>,
  actor: Actor,
  id: string,
): Promise<DecisionFile> {
  const appeal = await loadOwned(deps.appeals, actor, id);
  const key = appeal.outcome?.decisionKey;
  // like a PDF not rendered yet: the appeal is there, its decision file is not (409, not 404)
  if (!key) throw new ConflictError(M.noDecision);
  const ext = key.slice(key.lastIndexOf('.') + 1);
  const contentType =
    ext === 'pdf' ? CONTENT_TYPES.pdf : ext === 'png' ? CONTENT_TYPES.png : CONTENT_TYPES.jpeg;
  return { filename: `decisao_${appeal.id}.${ext}`, contentType, bytes: await deps.blobs.get(key) };
}
