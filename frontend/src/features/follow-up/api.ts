/**
 * After the appeal (issue 15) server calls: the follow-up of one appeal, its deadline, the filing, the
 * decision (with an optional file sent straight to storage like the notice), the driver identification,
 * the reminder preference and the admin's outcome report.
 */
import type { DriverIdentificationData, DriverIdentificationView } from '@recurso/core/driver-identification';
import type { FollowUpView, OutcomeReport, RecordOutcomeRequest } from '@recurso/core/follow-up';
import type { MyPreferences } from '@recurso/core/my-account';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api';
import { useApi } from '../../lib/api-context';
import { saveBlob } from '../appeals/api';
import { postToStorage, presignUploads } from '../appeals/create-appeal';

const path = (id: string, rest: string) => `/appeals/${encodeURIComponent(id)}/${rest}`;

export const followUpKey = (id: string) => ['follow-up', id] as const;

export function useFollowUp(id: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: followUpKey(id ?? ''),
    enabled: Boolean(id),
    queryFn: () => api.send<FollowUpView>({ method: 'GET', path: path(id as string, 'follow-up') }),
  });
}

/** Refreshes the follow-up and the lists after a change (the lists show the deadline and status). */
export function useFollowUpChanged() {
  const qc = useQueryClient();
  return (view: FollowUpView) => {
    qc.setQueryData(followUpKey(view.appealId), view);
    void qc.invalidateQueries({ queryKey: ['appeals'] });
  };
}

export const setDeadline = (api: ApiClient, id: string, deadline: string) =>
  api.send<FollowUpView>({ method: 'POST', path: path(id, 'deadline'), body: { deadline } });

export const markFiled = (api: ApiClient, id: string, filedOn: string, protocolNumber: string) =>
  api.send<FollowUpView>({
    method: 'POST',
    path: path(id, 'filing'),
    body: protocolNumber.trim() ? { filedOn, protocolNumber: protocolNumber.trim() } : { filedOn },
  });

/** Sends the decision file to storage first (like the notice), then records the outcome with its key. */
export async function recordOutcome(
  api: ApiClient,
  id: string,
  outcome: Omit<RecordOutcomeRequest, 'decisionUploadKey'>,
  file?: File,
): Promise<FollowUpView> {
  let decisionUploadKey: string | undefined;
  if (file) {
    const [target] = await presignUploads(api, [file]);
    if (!target) throw new Error('Não foi possível enviar o arquivo da decisão.');
    await postToStorage(target, file, () => {});
    decisionUploadKey = target.key;
  }
  return api.send<FollowUpView>({
    method: 'POST',
    path: path(id, 'outcome'),
    body: { ...outcome, ...(decisionUploadKey ? { decisionUploadKey } : {}) },
  });
}

export async function downloadDecision(api: ApiClient, id: string): Promise<void> {
  const blob = await api.send<Blob>({ method: 'GET', path: path(id, 'outcome/decision'), as: 'blob' });
  const ext = blob.type.includes('pdf') ? 'pdf' : blob.type.includes('png') ? 'png' : 'jpg';
  saveBlob(blob, `decisao_${id}.${ext}`);
}

export const getDriverIdentification = (api: ApiClient, id: string) =>
  api.send<DriverIdentificationView>({ method: 'GET', path: path(id, 'driver-identification') });

export const saveDriverIdentification = (api: ApiClient, id: string, data: DriverIdentificationData) =>
  api.send<DriverIdentificationView>({ method: 'POST', path: path(id, 'driver-identification'), body: data });

/** The filled form as a PDF, rendered here from what the API saved (pdf-lib loads only now). */
export async function downloadDriverIdentificationPdf(saved: DriverIdentificationData): Promise<void> {
  const { renderDriverIdentificationPdf } = await import('@recurso/core/pdf');
  const bytes = await renderDriverIdentificationPdf(saved);
  saveBlob(
    new Blob([bytes as BlobPart], { type: 'application/pdf' }),
    `indicacao_condutor_${saved.notice.number}.pdf`,
  );
}

export function usePreferences() {
  const api = useApi();
  return useQuery({
    queryKey: ['me', 'preferences'],
    queryFn: () => api.send<MyPreferences>({ method: 'GET', path: '/me/preferences' }),
  });
}

export const updatePreferences = (api: ApiClient, preferences: MyPreferences) =>
  api.send<MyPreferences>({ method: 'POST', path: '/me/preferences', body: preferences });

export function useOutcomeReport() {
  const api = useApi();
  return useQuery({
    queryKey: ['outcomes'],
    queryFn: () => api.send<OutcomeReport>({ method: 'GET', path: '/appeals/outcomes' }),
  });
}
