/** Reading appeals (SPEC §7): lists newest first, one appeal, its status, and the admin statistics. */
import type * as z from 'zod/mini';
import { type AppealStatus, APPEAL_STATUSES } from '../appeal';
import { ValidationError } from '../errors';
import { loadReadable } from './access';
import type { Actor, AppealDeps } from './deps';
import type { AppealSummary, Page } from './ports';
import type { appealStatisticsSchema } from './responses';
import {
  type AppealStatusView,
  type AppealSummaryView,
  type AppealView,
  toAppealView,
  toStatusView,
  toSummaryView,
} from './view';

/** A user's list is returned whole (SPEC: an array); this bounds one answer. */
export const MAX_USER_LIST = 1000;
export const DEFAULT_ADMIN_PAGE = 100;
export const MAX_ADMIN_PAGE = 500;

const parseStatus = (status: string | undefined): AppealStatus | undefined => {
  if (status === undefined || status === '') return undefined;
  if (!(APPEAL_STATUSES as readonly string[]).includes(status))
    throw new ValidationError(`Status desconhecido: ${status}.`);
  return status as AppealStatus;
};

const parseLimit = (limit: string | undefined): number => {
  if (limit === undefined) return DEFAULT_ADMIN_PAGE;
  const n = Number(limit);
  if (!Number.isInteger(n) || n < 1 || n > MAX_ADMIN_PAGE)
    throw new ValidationError(`O limite deve ser um número entre 1 e ${MAX_ADMIN_PAGE}.`);
  return n;
};

/**
 * Views of a page the repository shares between callers (a frozen, cached list), mapped once and frozen
 * in turn: a repeated list costs no mapping, and the HTTP layer keeps the JSON of frozen bodies.
 */
const sharedViews = new WeakMap<readonly AppealSummary[], readonly AppealSummaryView[]>();
function viewsOf(items: readonly AppealSummary[]): readonly AppealSummaryView[] {
  if (!Object.isFrozen(items)) return items.map(toSummaryView);
  let views = sharedViews.get(items);
  if (!views) {
    views = Object.freeze(items.map((a) => Object.freeze(toSummaryView(a))));
    sharedViews.set(items, views);
  }
  return views;
}

/** GET /appeals/my[?status=processing]: the caller's appeals, newest first. */
export async function listMyAppeals(
  deps: Pick<AppealDeps, 'appeals'>,
  actor: Actor,
  query: { status?: string } = {},
): Promise<readonly AppealSummaryView[]> {
  const status = parseStatus(query.status);
  const first = await deps.appeals.listByUser(actor.id, { status, limit: MAX_USER_LIST });
  if (!first.cursor) return viewsOf(first.items);
  const items: AppealSummaryView[] = [...viewsOf(first.items)];
  let cursor: string | undefined = first.cursor;
  while (cursor && items.length < MAX_USER_LIST) {
    const page = await deps.appeals.listByUser(actor.id, {
      status,
      cursor,
      limit: MAX_USER_LIST - items.length,
    });
    items.push(...viewsOf(page.items));
    cursor = page.cursor;
  }
  return items;
}

/** GET /appeals (STAFF/ADMIN): every appeal, newest first, a page at a time (`cursor` from the last page). */
export async function listAllAppeals(
  deps: Pick<AppealDeps, 'appeals'>,
  query: { status?: string; limit?: string; cursor?: string } = {},
): Promise<Page<AppealSummaryView>> {
  const status = parseStatus(query.status);
  const options = { limit: parseLimit(query.limit), cursor: query.cursor || undefined };
  const page = status
    ? await deps.appeals.listByStatus(status, options)
    : await deps.appeals.listAll(options);
  return { items: page.items.map(toSummaryView), cursor: page.cursor };
}

/** GET /appeals/user/{email} (STAFF/ADMIN): the appeals of the user with that e-mail; unknown e-mail → []. */
export async function listAppealsOfUser(
  deps: Pick<AppealDeps, 'appeals' | 'users'>,
  email: string,
): Promise<readonly AppealSummaryView[]> {
  const userId = await deps.users.findIdByEmail(email.trim().toLowerCase());
  if (!userId) return [];
  return listMyAppeals(deps, { id: userId, email, role: 'USER' });
}

/** GET /appeals/{id}: the owner's (or staff's) appeal; anyone else's is a 404. */
export async function getAppeal(
  deps: Pick<AppealDeps, 'appeals'>,
  actor: Actor,
  id: string,
): Promise<AppealView> {
  return toAppealView(await loadReadable(deps.appeals, actor, id), actor);
}

/** GET /appeals/status/{appealId}: what the create dialog polls. */
export async function getAppealStatus(
  deps: Pick<AppealDeps, 'appeals'>,
  actor: Actor,
  id: string,
): Promise<AppealStatusView> {
  // polled every few seconds: the status needs no text
  return toStatusView(await loadReadable(deps.appeals, actor, id, { text: false }));
}

export type AppealStatistics = z.output<typeof appealStatisticsSchema>;

/** GET /appeals/statistics (STAFF/ADMIN): counters kept with the changes they count, never a scan. */
export async function getStatistics(
  deps: Pick<AppealDeps, 'appeals' | 'users'> & { countUsers?: () => Promise<number> },
): Promise<AppealStatistics> {
  const [counters, totalUsers] = await Promise.all([deps.appeals.counters(), deps.countUsers?.()]);
  return totalUsers === undefined ? counters : { ...counters, totalUsers };
}
