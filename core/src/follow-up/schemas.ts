/**
 * Request and response schemas of the after-the-appeal routes (functions/src/http/follow-up.routes.ts).
 * Requests are strict (SECURITY AC-4: status, owner and keys are the server's); each field answers a
 * Portuguese message of its own. Responses document exactly what the operations return.
 */
import * as z from 'zod/mini';
import { APPEAL_STATUSES, APPEAL_TYPES, OUTCOME_RESULTS } from '../appeal';
import { strictBody } from '../schemas';
import { isCalendarDate } from './calendar';
import { FOLLOW_UP_MESSAGES as M } from './messages';

const calendarDate = (required: string, invalid: string) =>
  z
    .string({ error: required })
    .check(z.trim(), z.minLength(1, required), z.refine(isCalendarDate, { error: invalid }));

export const setDeadlineRequest = strictBody(
  { deadline: calendarDate(M.deadlineRequired, M.deadlineInvalid) },
  M.deadlineRequired,
).register(z.globalRegistry, { id: 'SetFilingDeadlineRequest' });

export const markFiledRequest = strictBody(
  {
    filedOn: calendarDate(M.filedOnRequired, M.filedOnInvalid),
    protocolNumber: z.optional(
      z.string({ error: M.protocolNumberTooLong }).check(z.trim(), z.maxLength(60, M.protocolNumberTooLong)),
    ),
  },
  M.filedOnRequired,
).register(z.globalRegistry, { id: 'MarkFiledRequest' });

export const recordOutcomeRequest = strictBody(
  {
    result: z.enum(OUTCOME_RESULTS, { error: M.outcomeRequired }),
    decidedOn: z.optional(calendarDate(M.decidedOnInvalid, M.decidedOnInvalid)),
    /** A key from POST /appeals/uploads holding the decision (PDF, PNG or JPG). */
    decisionUploadKey: z.optional(
      z.string({ error: M.decisionUnknownUpload }).check(z.maxLength(200, M.decisionUnknownUpload)),
    ),
  },
  M.outcomeRequired,
).register(z.globalRegistry, { id: 'RecordOutcomeRequest' });

export type SetDeadlineRequest = z.infer<typeof setDeadlineRequest>;
export type MarkFiledRequest = z.infer<typeof markFiledRequest>;
export type RecordOutcomeRequest = z.infer<typeof recordOutcomeRequest>;

const ELIGIBILITY = ['offered', 'possible', 'not_applicable'] as const;

/** What the lists carry about the after-the-appeal state (GET /appeals/my rows' `followUp`). */
export const followUpSummarySchema = z
  .object({
    /** YYYY-MM-DD; the SPA counts the days left with core's deadlineStatus. */
    deadline: z.optional(z.string()),
    deadlineSource: z.optional(z.enum(['notice', 'driver'])),
    filedOn: z.optional(z.string()),
    protocolNumber: z.optional(z.string()),
    outcome: z.optional(z.enum(OUTCOME_RESULTS)),
    /** Present when naming the real driver is offered or possible for this notice. */
    driverIdentification: z.optional(z.enum(['offered', 'possible'])),
    /** A second-instance appeal: the refused appeal it continues. */
    firstAppealId: z.optional(z.string()),
    /** A refused appeal: the second-instance appeal started from it. */
    secondInstanceId: z.optional(z.string()),
    /** The stage of the notice (defesa prévia, JARI, CETRAN, suspension), when known. */
    stage: z.optional(z.enum(['defesa_previa', 'jari', 'cetran', 'suspensao'])),
  })
  .register(z.globalRegistry, { id: 'AppealFollowUpSummary' });

export const followUpViewSchema = z
  .object({
    appealId: z.string(),
    type: z.enum(APPEAL_TYPES),
    status: z.enum(APPEAL_STATUSES),
    statusLabel: z.string(),
    deadline: z.nullable(
      z.object({
        date: z.string(),
        source: z.enum(['notice', 'driver']),
        daysLeft: z.number(),
        state: z.enum(['open', 'soon', 'today', 'overdue']),
        label: z.string(),
      }),
    ),
    reminders: z.object({
      /** When the next reminder e-mail is due, if any is left. */
      nextAt: z.nullable(z.string()),
      /** Points already passed, in days before the deadline. */
      sentDaysBefore: z.array(z.number()),
    }),
    filing: z.nullable(z.object({ filedOn: z.string(), protocolNumber: z.optional(z.string()) })),
    outcome: z.nullable(
      z.object({
        result: z.enum(OUTCOME_RESULTS),
        label: z.string(),
        decidedOn: z.optional(z.string()),
        recordedAt: z.string(),
        hasDecision: z.boolean(),
      }),
    ),
    guide: z.object({
      title: z.string(),
      notice: z.string(),
      sections: z.array(z.object({ heading: z.string(), items: z.array(z.string()) })),
    }),
    driverIdentification: z.object({ eligibility: z.enum(ELIGIBILITY), reason: z.string() }),
    /**
     * "Recorrer ao CETRAN" (POST /appeals/{id}/second-instance): offered on an appeal the JARI refused,
     * with the reason shown, and the second-instance appeal once started; on a second-instance appeal,
     * the first one it continues.
     */
    secondInstance: z.object({
      offered: z.boolean(),
      reason: z.string(),
      appealId: z.optional(z.string()),
      firstAppealId: z.optional(z.string()),
    }),
    /** What the owner may do now (the server's rules, so the screens never offer a refused action). */
    actions: z.object({ setDeadline: z.boolean(), markFiled: z.boolean(), recordOutcome: z.boolean() }),
  })
  .register(z.globalRegistry, { id: 'AppealFollowUp' });

export type FollowUpView = z.infer<typeof followUpViewSchema>;
export type FollowUpSummary = z.infer<typeof followUpSummarySchema>;

const tally = {
  decided: z.number(),
  granted: z.number(),
  refused: z.number(),
  noResponse: z.number(),
  /** granted / decided, or null when fewer than `minimumCases` decisions back it. */
  grantedShare: z.nullable(z.number()),
};

export const outcomeReportSchema = z
  .object({
    minimumCases: z.number(),
    overall: z.object(tally),
    byInfraction: z.array(z.object({ code: z.string(), label: z.string(), ...tally })),
    byGround: z.array(z.object({ id: z.string(), label: z.string(), ...tally })),
  })
  .register(z.globalRegistry, { id: 'OutcomeReport' });

export type OutcomeReport = z.infer<typeof outcomeReportSchema>;
