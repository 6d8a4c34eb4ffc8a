/**
 * The deadline reminder sweep (issue 15 item 1), run by a schedule: EventBridge on AWS
 * (functions/src/jobs/send-reminders.handler.ts), a timer in the local runtime.
 *
 * 1. read the appeals whose next reminder is due from the index by due time (never a scan);
 * 2. read their owners' accounts together (deleted accounts and "lembretes desativados" send nothing);
 * 3. per appeal, claim the point with a conditional write on the version read (a concurrent sweep, a
 *    filing or a new deadline makes the claim fail, and nothing is sent), then send the e-mail;
 * 4. a failed send gives the claim back, so the next run tries again.
 * Each point is sent at most once; a crash between claim and send loses that one e-mail rather than
 * risk sending it twice.
 */
import { appealReference } from '../appeal';
import { BRAND } from '../brand';
import type { Clock, Mailer, MailMessage } from '../ports';
import { formatDate } from './calendar';
import { deadlineStatus } from './deadline';
import { followUpLink } from './links';
import type { DueReminderItem, ReminderIndex, ReminderRecipients, ReminderStateChange } from './ports';
import { dueReminder, nextReminderAt, passedPoints, REMINDABLE_STATUSES } from './schedule';

export interface ReminderDeps {
  reminders: ReminderIndex;
  recipients: ReminderRecipients;
  mailer: Mailer;
  clock: Clock;
  /** Public origin of the SPA, for the links in the e-mail. */
  appUrl: string;
}

export interface SweepResult {
  /** Due index entries read. */
  examined: number;
  sent: number;
  /** Points passed without an e-mail: turned off, not remindable, account gone, deadline over. */
  skipped: number;
  /** Claimed elsewhere or changed meanwhile. */
  lost: number;
  /** The e-mail failed; the claim was given back. */
  failed: number;
}

/** How many due entries one run reads per page, and how many it works on at once. */
const PAGE = 200;
const PARALLEL = 8;

export async function sendDueReminders(
  deps: ReminderDeps,
  options: { limit?: number } = {},
): Promise<SweepResult> {
  const now = deps.clock.now();
  const limit = options.limit ?? Number.POSITIVE_INFINITY;
  const result: SweepResult = { examined: 0, sent: 0, skipped: 0, lost: 0, failed: 0 };
  let cursor: string | undefined;
  do {
    const page = await deps.reminders.due(now.toISOString(), Math.min(PAGE, limit - result.examined), cursor);
    cursor = page.cursor;
    result.examined += page.items.length;
    const owners = await deps.recipients.find([...new Set(page.items.map((i) => i.appeal.userId))]);
    for (let i = 0; i < page.items.length; i += PARALLEL) {
      const outcomes = await Promise.all(
        page.items.slice(i, i + PARALLEL).map((item) => remind(deps, item, owners, now)),
      );
      for (const o of outcomes) result[o] += 1;
    }
  } while (cursor && result.examined < limit);
  return result;
}

type Outcome = 'sent' | 'skipped' | 'lost' | 'failed';

async function remind(
  deps: ReminderDeps,
  item: DueReminderItem,
  owners: Map<string, { email: string; remindersOff: boolean }>,
  now: Date,
): Promise<Outcome> {
  const { appeal } = item;
  const sent = appeal.remindersSent ?? [];
  const deadline = appeal.filingDeadline;
  const point = deadline ? dueReminder(deadline, sent, now) : undefined;
  const owner = owners.get(appeal.userId);
  const next: ReminderStateChange = deadline
    ? (() => {
        const done = [...new Set([...sent, ...passedPoints(deadline, now)])].sort((a, b) => b - a);
        return { remindersSent: done, reminderDueAt: nextReminderAt(deadline, done, now) };
      })()
    : { remindersSent: sent };
  const send =
    point !== undefined &&
    owner !== undefined &&
    !owner.remindersOff &&
    REMINDABLE_STATUSES.includes(appeal.status);
  const claimed = await deps.reminders.advance(item, next);
  if (claimed === false) return 'lost';
  if (!send || !deadline || !owner) return 'skipped';
  try {
    await deps.mailer.send(reminderMessage(appeal, owner.email, deadline, now, deps.appUrl));
    return 'sent';
  } catch {
    // give the point back for the next run (only if nothing changed since our claim)
    await deps.reminders
      .advance(
        { ...item, version: claimed, appeal: { ...appeal, ...next } },
        { remindersSent: sent, reminderDueAt: appeal.reminderDueAt },
      )
      .catch(() => false);
    return 'failed';
  }
}

/** The reminder e-mail: days left counted now (a late sweep never says "7 dias" on day 5). */
export function reminderMessage(
  appeal: DueReminderItem['appeal'],
  to: string,
  deadline: string,
  now: Date,
  appUrl: string,
): MailMessage {
  const status = deadlineStatus(deadline, now);
  const subject =
    status.daysLeft === 0
      ? 'Hoje é o último dia para protocolar seu recurso'
      : `${status.label} para protocolar seu recurso`;
  const reference = appealReference(appeal);
  const agency = appeal.notice?.agency ? ` no(a) ${appeal.notice.agency}` : '';
  const link = followUpLink(appUrl, appeal);
  const unpaid = appeal.status === 'pending_payment' || appeal.status === 'expired_payment';
  return {
    to,
    subject,
    text: [
      appeal.userName ? `Olá, ${appeal.userName}!` : 'Olá!',
      '',
      `O prazo para protocolar ${appeal.type === 'suspension' ? 'sua defesa' : 'seu recurso'}${reference ? ` (${reference})` : ''}${agency} termina em ${formatDate(deadline)}.`,
      status.daysLeft === 0 ? 'Hoje é o último dia.' : `${status.label}.`,
      '',
      appeal.status === 'awaiting_review'
        ? 'Seu recurso aguarda que você confira os dados lidos da notificação ("Revisar dados"): depois dele, pague, baixe o PDF, assine e protocole dentro do prazo.'
        : unpaid
          ? 'Seu recurso ainda aguarda pagamento: pague para baixar o PDF, assine e protocole dentro do prazo.'
          : 'Baixe o PDF, assine e protocole: a primeira página explica onde e como entregar e o que anexar.',
      `Acompanhe seu recurso: ${link}`,
      '',
      'Já protocolou? Nesse link, clique em "Marcar como protocolado" e não enviaremos mais lembretes deste recurso.',
      `Para não receber lembretes de prazo, desmarque-os em "Lembretes de prazo", na página Minha Conta: ${appUrl.replace(/\/$/, '')}/dashboard/conta`,
      '',
      `Equipe ${BRAND.companyName}`,
    ].join('\n'),
  };
}
