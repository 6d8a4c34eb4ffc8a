/**
 * Naming the real driver (issue 15 item 5): free of charge, for the appeal's owner only.
 * GET answers whether it applies to the notice, the notice's data to start from and what was saved;
 * POST validates and saves the confirmed data. The PDF is rendered from the saved data with
 * `renderDriverIdentificationPdf` (core/src/pdf), in the browser: the API function stays small.
 */
import { loadOwned } from '../appeals/access';
import type { Actor, AppealDeps } from '../appeals/deps';
import { ConflictError, ValidationError } from '../errors';
import { identificationEligibility } from './eligibility';
import { DRIVER_ID_MESSAGES as M } from './messages';
import type { DriverIdentificationStore } from './ports';
import type { DriverIdentificationData, DriverIdentificationView } from './schemas';

export interface DriverIdentificationDeps extends Pick<AppealDeps, 'appeals' | 'clock'> {
  identifications: DriverIdentificationStore;
}

const defined = <T extends object>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== '')) as T;

/** GET /appeals/{id}/driver-identification. */
export async function getDriverIdentification(
  deps: DriverIdentificationDeps,
  actor: Actor,
  id: string,
): Promise<DriverIdentificationView> {
  const appeal = await loadOwned(deps.appeals, actor, id);
  const saved = await deps.identifications.get(id);
  const n = appeal.notice ?? {};
  return {
    appealId: appeal.id,
    ...identificationEligibility(appeal),
    prefill: {
      notice: defined({
        number: n.number,
        plate: n.plate,
        agency: n.agency,
        infractionCode: n.infractionCode,
        infractionDescription: n.infractionDescription,
        infractionDate: n.infractionDate,
        infractionTime: n.infractionTime,
        infractionPlace: n.infractionPlace,
        deadline: appeal.filingDeadline,
      }),
      owner: defined({
        name: n.ownerName ?? appeal.userName,
        document: n.ownerDocument ?? appeal.userDocument,
      }),
    },
    saved: saved ?? null,
  };
}

/** POST /appeals/{id}/driver-identification: saves what the owner confirmed; answers the view. */
export async function saveDriverIdentification(
  deps: DriverIdentificationDeps,
  actor: Actor,
  id: string,
  data: DriverIdentificationData,
): Promise<DriverIdentificationView> {
  const appeal = await loadOwned(deps.appeals, actor, id);
  if (identificationEligibility(appeal).eligibility === 'not_applicable')
    throw new ConflictError(identificationEligibility(appeal).reason);
  if (data.driver.cpf === data.owner.document) throw new ValidationError(M.sameAsOwner);
  await deps.identifications.put(id, appeal.userId, { ...data, savedAt: deps.clock.now().toISOString() });
  return getDriverIdentification(deps, actor, id);
}
