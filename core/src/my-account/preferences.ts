/**
 * My preferences in 'Minha conta': today, whether deadline reminders are e-mailed (issue 15 item 1).
 * Stored beside the account (erased and exported with it); an account that never chose has them on.
 */
import * as z from 'zod/mini';
import { strictBody } from '../schemas';

export const PREFERENCES_MESSAGES = {
  required: 'Informe se deseja receber lembretes de prazo (deadlineReminders: true ou false).',
  saved: 'Preferências salvas.',
} as const;

export interface MyPreferences {
  /** E-mail reminders 7 days, 2 days and on the day of each appeal's filing deadline. */
  deadlineReminders: boolean;
}

export const DEFAULT_PREFERENCES: MyPreferences = { deadlineReminders: true };

export const updatePreferencesRequest = strictBody(
  { deadlineReminders: z.boolean({ error: PREFERENCES_MESSAGES.required }) },
  PREFERENCES_MESSAGES.required,
).register(z.globalRegistry, { id: 'UpdatePreferencesRequest' });

export const myPreferencesResponse = z
  .object({ deadlineReminders: z.boolean() })
  .register(z.globalRegistry, { id: 'MyPreferences' });

export interface PreferencesStore {
  get(userId: string): Promise<MyPreferences>;
  set(userId: string, preferences: MyPreferences, now: string): Promise<void>;
}

export const getMyPreferences = (userId: string, store: PreferencesStore): Promise<MyPreferences> =>
  store.get(userId);

export async function updateMyPreferences(
  userId: string,
  request: z.infer<typeof updatePreferencesRequest>,
  ports: { preferences: PreferencesStore; clock: { now(): Date } },
): Promise<MyPreferences> {
  const next: MyPreferences = { deadlineReminders: request.deadlineReminders };
  await ports.preferences.set(userId, next, ports.clock.now().toISOString());
  return next;
}
