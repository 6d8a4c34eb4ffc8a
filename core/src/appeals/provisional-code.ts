/**
 * The appeal's code (SPEC §3 `code`): the notice number when the appeal knows it with certainty, else
 * SPEC §5's provisional code, "T" + the first 8 digits of the time in seconds. That code is the
 * 'Código do Recurso', never an auto number, and it is unique among the owner's appeals: the time's
 * first 8 digits change only every 100 s, so a code another appeal of the same owner holds moves on to
 * the next free number (T17957607 → T17957608).
 */
import type { Appeal } from '../appeal';
import { isCertain } from '../facts/certainty';
import { fallbackNoticeCode } from '../facts/notice-number';
import type { Facts } from '../facts/schema';
import type { Clock } from '../ports';
import type { AppealRepository } from './ports';

/** SPEC §5's provisional code: "T" and 8 digits. */
export const PROVISIONAL_CODE = /^T\d{8}$/;

export const isProvisionalCode = (code: string | undefined): boolean =>
  code !== undefined && PROVISIONAL_CODE.test(code);

/** The notice number the facts state with certainty (never the fallback). */
export function certainNoticeNumber(facts: Facts): string | undefined {
  const number = facts.notice.number;
  return number.source.kind !== 'fallback' && isCertain(number) ? number.value : undefined;
}

/** The codes the owner's other appeals hold. */
async function codesOfOwner(appeals: AppealRepository, userId: string, except: string): Promise<Set<string>> {
  const codes = new Set<string>();
  let cursor: string | undefined;
  do {
    const page = await appeals.listByUser(userId, { limit: 100, ...(cursor ? { cursor } : {}) });
    for (const a of page.items) if (a.id !== except && a.code) codes.add(a.code);
    cursor = page.cursor;
  } while (cursor);
  return codes;
}

/** `base`, or the next provisional code after it that none of `taken` holds. */
export function nextFreeCode(base: string, taken: ReadonlySet<string>): string {
  let n = Number(base.slice(1));
  let code = base;
  while (taken.has(code)) {
    n = (n + 1) % 100_000_000;
    code = `T${String(n).padStart(8, '0')}`;
  }
  return code;
}

/**
 * A provisional code for `appeal` that no other appeal of its owner holds: the one it already has
 * (a rewrite keeps it), else `base` (the facts' fallback, else the clock's) or the next free one.
 */
export async function provisionalCodeFor(
  appeals: AppealRepository,
  appeal: Pick<Appeal, 'id' | 'userId' | 'code'>,
  base: string,
): Promise<string> {
  const taken = await codesOfOwner(appeals, appeal.userId, appeal.id);
  if (isProvisionalCode(appeal.code) && !taken.has(appeal.code as string)) return appeal.code as string;
  return nextFreeCode(base, taken);
}

/**
 * After saving: two appeals of one owner saved at the same instant may both have taken the same free
 * code. The one created later (then the greater id) moves on to the next free code.
 */
export async function settleProvisionalCode(
  appeals: AppealRepository,
  appeal: Pick<Appeal, 'id' | 'userId' | 'createdAt' | 'status'>,
  code: string,
): Promise<string> {
  if (!isProvisionalCode(code)) return code;
  const order = (a: Pick<Appeal, 'createdAt' | 'id'>) => `${a.createdAt}#${a.id}`;
  const others: Pick<Appeal, 'id' | 'createdAt' | 'code'>[] = [];
  let cursor: string | undefined;
  do {
    const page = await appeals.listByUser(appeal.userId, { limit: 100, ...(cursor ? { cursor } : {}) });
    others.push(...page.items.filter((a) => a.id !== appeal.id));
    cursor = page.cursor;
  } while (cursor);
  if (!others.some((a) => a.code === code && order(a) < order(appeal))) return code;
  const next = nextFreeCode(code, new Set(others.flatMap((a) => (a.code ? [a.code] : []))));
  await appeals.update(appeal.id, { code: next }, [appeal.status]);
  return next;
}

/** The code the pipeline saves: the certain notice number, else a unique provisional code. */
export async function appealCode(
  appeals: AppealRepository,
  appeal: Pick<Appeal, 'id' | 'userId' | 'code'>,
  facts: Facts,
  clock: Clock,
): Promise<string> {
  const number = certainNoticeNumber(facts);
  if (number) return number;
  const fallback = facts.notice.number.source.kind === 'fallback' ? facts.notice.number.value : undefined;
  return provisionalCodeFor(appeals, appeal, fallback ?? fallbackNoticeCode(clock));
}
