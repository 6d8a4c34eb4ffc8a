/**
 * The scheduled deadline reminder sweep (core/src/follow-up/reminders.ts): EventBridge runs
 * functions/src/jobs/send-reminders.handler.ts every 15 minutes on AWS; the local runtime runs the same
 * sweep on a timer (local/src/reminders.ts). A run reads only the reminders due by now (GSI3).
 */
import { type ReminderDeps, sendDueReminders, type SweepResult } from '@recurso/core/follow-up';
import { type Clock, type Mailer, systemClock } from '@recurso/core/ports';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { lazy } from '../../clients/lazy';
import { CONFIG_ISSUES, configProblems } from '../../config-issues';
import { envSchema } from '../../env';
import { createDocumentClient } from '../dynamodb/client';
import { SesMailer } from '../mail/ses';
import { DynamoPreferences } from '../my-account/preferences';
import { DynamoReminderIndex } from './reminders';

/** One run handles at most this many due reminders (SES sending rate, the job's minute); the next run goes on. */
export const REMINDERS_PER_RUN = 500;

export function reminderDeps(parts: {
  dynamo: DynamoDBDocumentClient;
  tableName: string;
  mailer: Mailer;
  clock: Clock;
  appUrl: string;
}): ReminderDeps {
  return {
    reminders: new DynamoReminderIndex(parts.dynamo, parts.tableName),
    recipients: new DynamoPreferences(parts.dynamo, parts.tableName),
    mailer: parts.mailer,
    clock: parts.clock,
    appUrl: parts.appUrl,
  };
}

const jobEnvSchema = z.pick(envSchema, {
  AWS_REGION: true,
  TABLE_NAME: true,
  MAIL_FROM: true,
  APP_URL: true,
});

/** The job's ports from its own environment (no JWT secret, buckets or Asaas needed). */
export function reminderDepsFromEnv(source: Record<string, string | undefined> = process.env): ReminderDeps {
  const parsed = jobEnvSchema.safeParse(source, CONFIG_ISSUES);
  if (!parsed.success)
    throw new Error(`Invalid configuration: ${configProblems(parsed.error.issues).join('; ')}`);
  const env = parsed.data;
  const mailer = new SesMailer(
    lazy(() =>
      import('@aws-sdk/client-sesv2').then(({ SESv2Client }) => new SESv2Client({ region: env.AWS_REGION })),
    ),
    env.MAIL_FROM,
  );
  return reminderDeps({
    dynamo: createDocumentClient({ region: env.AWS_REGION }),
    tableName: env.TABLE_NAME,
    mailer,
    clock: systemClock,
    appUrl: env.APP_URL,
  });
}

export function remindersJob(
  depsSource: ReminderDeps | (() => ReminderDeps),
  log: (line: Record<string, unknown>) => void = (line) => console.log(JSON.stringify(line)),
) {
  let deps: ReminderDeps | undefined;
  return async (): Promise<SweepResult> => {
    deps ??= typeof depsSource === 'function' ? depsSource() : depsSource;
    const result = await sendDueReminders(deps, { limit: REMINDERS_PER_RUN });
    log({ level: result.failed > 0 ? 'warn' : 'info', msg: 'send-reminders', ...result });
    return result;
  };
}
