/**
 * After the appeal (issue 15): each operation reads the caller, calls one use case of
 * core/src/follow-up or core/src/driver-identification, and answers its view. Bodies and answers are
 * the areas' zod schemas (full OpenAPI). The follow-up area: its own Lambda (follow-up.handler.ts).
 */
import {
  type DriverIdentificationDeps,
  driverIdentificationRequest,
  getDriverIdentification,
  saveDriverIdentification,
} from '@recurso/core/driver-identification';
import {
  downloadDecision,
  getFollowUp,
  getOutcomeReport,
  markFiled,
  markFiledRequest,
  recordOutcome,
  recordOutcomeRequest,
  setDeadlineRequest,
  setFilingDeadline,
} from '@recurso/core/follow-up';
import * as z from 'zod/mini';
import { DynamoDriverIdentifications } from '../adapters/appeals/driver-identification';
import { DynamoOutcomeTallies } from '../adapters/appeals/outcome-tallies';
import { audit } from '../adapters/audit/audit';
import type { Deps } from '../deps';
import { appealDepsOf } from './appeal-deps';
import { requireUser } from './authorize';
import type { AreaOperations } from './contract';
import type { followUpContract } from './follow-up.contract';
import { attachmentReply, operation } from './types';

const idParams = z.object({ id: z.string().check(z.minLength(1), z.maxLength(80)) });

const identifications = new WeakMap<Deps, DriverIdentificationDeps>();
function identificationDepsOf(deps: Deps): DriverIdentificationDeps {
  let d = identifications.get(deps);
  if (!d) {
    d = {
      ...appealDepsOf(deps),
      identifications: new DynamoDriverIdentifications(deps.dynamo, deps.tableName),
    };
    identifications.set(deps, d);
  }
  return d;
}

export const followUpOperations = {
  outcomeReport: operation({
    handle: async (req, deps) => {
      const report = await getOutcomeReport({
        tallies: new DynamoOutcomeTallies(deps.dynamo, deps.tableName),
      });
      await audit(deps, {
        actor: requireUser(req),
        action: 'report.outcomes_viewed',
        targetType: 'report',
        targetId: 'outcomes',
        detail: { decided: report.overall.decided },
        requestId: req.requestId,
      });
      return report;
    },
  }),
  followUp: operation({
    params: idParams,
    handle: (req, deps) => getFollowUp(appealDepsOf(deps), requireUser(req), req.params.id),
  }),
  setDeadline: operation({
    params: idParams,
    body: setDeadlineRequest,
    handle: (req, deps) => setFilingDeadline(appealDepsOf(deps), requireUser(req), req.params.id, req.body),
  }),
  markFiled: operation({
    params: idParams,
    body: markFiledRequest,
    handle: (req, deps) => markFiled(appealDepsOf(deps), requireUser(req), req.params.id, req.body),
  }),
  recordOutcome: operation({
    params: idParams,
    body: recordOutcomeRequest,
    handle: (req, deps) => recordOutcome(appealDepsOf(deps), requireUser(req), req.params.id, req.body),
  }),
  decision: operation({
    params: idParams,
    handle: async (req, deps) =>
      attachmentReply(await downloadDecision(appealDepsOf(deps), requireUser(req), req.params.id)),
  }),
  getDriverIdentification: operation({
    params: idParams,
    handle: (req, deps) =>
      getDriverIdentification(identificationDepsOf(deps), requireUser(req), req.params.id),
  }),
  saveDriverIdentification: operation({
    params: idParams,
    body: driverIdentificationRequest,
    handle: (req, deps) =>
      saveDriverIdentification(identificationDepsOf(deps), requireUser(req), req.params.id, req.body),
  }),
} satisfies AreaOperations<typeof followUpContract>;
