/**
 * What the owner records after the appeal is written: the filing deadline (set or corrected) and the
 * filing itself ("Protocolado em <data>", optional protocol number). Owner only, whatever the role.
 */
import { loadOwned } from '../appeals/access';
import type { Actor, AppealDeps } from '../appeals/deps';
import { AppealStatusConflict } from '../appeals/errors';
import { ValidationError } from '../errors';
import { addDays, brasiliaDateOf, brasiliaToday } from './calendar';
import { FOLLOW_UP_MESSAGES as M } from './messages';
import { freshSchedule } from './schedule';
import type { FollowUpView as View, MarkFiledRequest, SetDeadlineRequest } from './schemas';
import { canSetDeadline, FILEABLE, FILED_OR_DECIDED, toFollowUpView as view } from './view';

type Deps = Pick<AppealDeps, 'appeals' | 'clock'>;

/** GET /appeals/{id}/follow-up. */
export async function getFollowUp(deps: Deps, actor: Actor, id: string): Promise<View> {
  return view(await loadOwned(deps.appeals, actor, id), deps.clock.now());
}

/**
 * POST /appeals/{id}/deadline: the driver sets or corrects the last day to file (the notice's date
 * unread or wrong). The reminders start over for the new date.
 */
export async function setFilingDeadline(
  deps: Deps,
  actor: Actor,
  id: string,
  body: SetDeadlineRequest,
): Promise<View> {
  const appeal = await loadOwned(deps.appeals, actor, id);
  if (!canSetDeadline(appeal.status)) throw new AppealStatusConflict(M.deadlineAfterFiling);
  const now = deps.clock.now();
  const today = brasiliaToday(now);
  if (body.deadline < addDays(today, -365) || body.deadline > addDays(today, 730))
    throw new ValidationError(M.deadlineOutOfRange);
  const saved = await deps.appeals.update(
    id,
    { filingDeadline: body.deadline, filingDeadlineSource: 'driver', ...freshSchedule(body.deadline, now) },
    [appeal.status],
  );
  return view(saved, now);
}

/** POST /appeals/{id}/filing: "Protocolado em <data>"; no more reminders. Repeating it corrects the record. */
export async function markFiled(deps: Deps, actor: Actor, id: string, body: MarkFiledRequest): Promise<View> {
  const appeal = await loadOwned(deps.appeals, actor, id);
  if (!FILEABLE.includes(appeal.status)) {
    if (FILED_OR_DECIDED.includes(appeal.status)) throw new AppealStatusConflict(M.alreadyDecided);
    if (
      ['awaiting_review', 'pending_payment', 'expired_payment', 'processing', 'generation_failed'].includes(
        appeal.status,
      )
    )
      throw new AppealStatusConflict(M.notPaidYet);
    throw new AppealStatusConflict(M.cannotFile(appeal.status));
  }
  const now = deps.clock.now();
  if (body.filedOn > brasiliaToday(now)) throw new ValidationError(M.filedOnFuture);
  if (body.filedOn < brasiliaDateOf(appeal.createdAt)) throw new ValidationError(M.filedOnBeforeAppeal);
  const protocolNumber = body.protocolNumber?.trim() || undefined;
  const saved = await deps.appeals.update(
    id,
    {
      status: 'filed',
      filing: {
        filedOn: body.filedOn,
        ...(protocolNumber ? { protocolNumber } : {}),
        recordedAt: now.toISOString(),
      },
      remove: ['reminderDueAt'],
    },
    [appeal.status],
  );
  return view(saved, now);
}
