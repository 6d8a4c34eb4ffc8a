/**
 * Who may see or change an appeal (SECURITY AC-2). An appeal the caller may not see is reported
 * exactly like one that does not exist (404), so ids of other users' appeals reveal nothing.
 */
import type { Appeal } from '../appeal';
import { NotFoundError } from '../errors';
import { isStaff } from '../user';
import type { Actor } from './deps';
import type { AppealRepository } from './ports';

export const APPEAL_NOT_FOUND = 'Recurso não encontrado';

/** Reading: the owner, or STAFF/ADMIN (admin panel, user appeals modal). */
export async function loadReadable(
  appeals: AppealRepository,
  actor: Actor,
  id: string,
  options?: { text?: boolean },
): Promise<Appeal> {
  const appeal = await appeals.get(id, options);
  if (!appeal || (appeal.userId !== actor.id && !isStaff(actor.role)))
    throw new NotFoundError(APPEAL_NOT_FOUND);
  return appeal;
}

/** Changing: the owner only, whatever the caller's role. */
export async function loadOwned(appeals: AppealRepository, actor: Actor, id: string): Promise<Appeal> {
  const appeal = await appeals.get(id);
  if (!appeal || appeal.userId !== actor.id) throw new NotFoundError(APPEAL_NOT_FOUND);
  return appeal;
}
