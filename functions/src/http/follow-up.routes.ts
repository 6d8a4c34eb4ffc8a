/**
 * Routes after the appeal (issue 15; operations: ./follow-up.ts), an API area (and Lambda) of their own, so
 * the appeals function stays small: the
 * filing deadline, the filing, the decision, the driver identification (owner only: another user's
 * appeal is a 404 like a missing one) and the outcome statistics (staff, audited).
 * Part of the one route table, functions/src/routes.ts (policies and paths explained there).
 */
export const FOLLOW_UP_ROUTES = [
  {
    method: 'GET',
    path: '/appeals/outcomes',
    area: 'follow-up',
    operation: 'outcomeReport',
    policy: 'staff',
    summary: 'Share of decided appeals granted, overall, by infraction code and by ground (≥ 20 cases)',
  },
  {
    method: 'GET',
    path: '/appeals/{id}/follow-up',
    area: 'follow-up',
    operation: 'followUp',
    policy: 'user',
    summary: "An appeal's deadline, reminders, filing guide, filing and decision (owner only)",
  },
  {
    method: 'POST',
    path: '/appeals/{id}/deadline',
    area: 'follow-up',
    operation: 'setDeadline',
    policy: 'user',
    summary: 'Set or correct the last day to file (owner only); reminders start over',
  },
  {
    method: 'POST',
    path: '/appeals/{id}/filing',
    area: 'follow-up',
    operation: 'markFiled',
    policy: 'user',
    summary: 'Mark the appeal as filed ("Protocolado em <data>"), optional protocol number (owner only)',
  },
  {
    method: 'POST',
    path: '/appeals/{id}/outcome',
    area: 'follow-up',
    operation: 'recordOutcome',
    policy: 'user',
    summary:
      'Record the decision: deferido, indeferido or sem resposta, optionally with its file (owner only)',
  },
  {
    method: 'GET',
    path: '/appeals/{id}/outcome/decision',
    area: 'follow-up',
    operation: 'decision',
    policy: 'user',
    summary: 'The decision file the owner uploaded',
  },
  {
    method: 'GET',
    path: '/appeals/{id}/driver-identification',
    area: 'follow-up',
    operation: 'getDriverIdentification',
    policy: 'user',
    summary: 'Whether naming the real driver applies, the notice data to start from, what was saved',
  },
  {
    method: 'POST',
    path: '/appeals/{id}/driver-identification',
    area: 'follow-up',
    operation: 'saveDriverIdentification',
    policy: 'user',
    summary: 'Save the driver identification (free; the SPA prints it as a filled PDF form)',
  },
] as const;
