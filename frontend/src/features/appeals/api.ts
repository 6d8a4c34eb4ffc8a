/**
 * Appeals server state (SPEC §7): fetchers and TanStack Query hooks. Lists poll every 10 s while an
 * appeal is processing (SPEC §4, §9).
 */
import { APPEAL_PRICES, type PaymentMethod } from '@recurso/core/appeal';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ApiClient } from '../../lib/api';
import { useApi } from '../../lib/api-context';
import { isStaffRole } from '../../lib/session';
import type {
  AppealFactsView,
  AppealStatusView,
  AppealView,
  Checkout,
  DocumentLink,
  GenerationStarted,
} from '../../lib/api-types';
import type { ReviewAnswer } from './fact-form';
import { useSession } from '../../lib/session-context';

/** An appeal as the API returns it: lists leave `generatedText` and `preview` out (core/src/appeals/responses.ts). */
export type { AppealView };

export const PROCESSING_POLL_MS = 10_000;

export const appealsKey = (scope: 'mine' | 'all') => ['appeals', scope] as const;

/** Lists may come as an array or as a page `{ items }`. */
export function asList<T>(r: unknown): T[] {
  if (Array.isArray(r)) return r as T[];
  if (r && typeof r === 'object') {
    const o = r as Record<string, unknown>;
    for (const k of ['items', 'appeals', 'users', 'messages']) if (Array.isArray(o[k])) return o[k] as T[];
  }
  return [];
}

/** The API names the PDF's address only once it exists and may be downloaded. */
export const hasDocument = (a: AppealView): boolean => Boolean(a.documentUrl);

/** Newest first (SPEC §9). */
export const newestFirst = <T extends { createdAt: string }>(list: T[]): T[] =>
  [...list].sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''));

/** The signed-in user's appeals; ADMIN and STAFF load all (SPEC §4). */
export function useAppeals() {
  const api = useApi();
  const { user, initialised, authenticated } = useSession();
  const scope = isStaffRole(user?.role) ? 'all' : 'mine';
  return useQuery({
    queryKey: appealsKey(scope),
    enabled: initialised && authenticated,
    queryFn: async () =>
      newestFirst(
        asList<AppealView>(
          await api.send({ method: 'GET', path: scope === 'all' ? '/appeals' : '/appeals/my' }),
        ),
      ),
    refetchInterval: (q) =>
      q.state.data?.some((a) => a.status === 'processing') ? PROCESSING_POLL_MS : false,
  });
}

/** Puts a freshly created appeal at the front and refreshes (SPEC §4). */
export function useAppealCreated() {
  const qc = useQueryClient();
  return useCallback(
    (appeal: Partial<AppealView> & { id: string }) => {
      // A placeholder row until the refetch below answers the stored appeal.
      const now = new Date().toISOString();
      const type = appeal.type ?? 'traffic';
      const row: AppealView = {
        createdAt: now,
        updatedAt: now,
        type,
        status: 'processing',
        value: APPEAL_PRICES[type],
        hasText: false,
        userEmail: '',
        ...appeal,
      };
      for (const scope of ['mine', 'all'] as const) {
        qc.setQueryData<AppealView[]>(appealsKey(scope), (old) =>
          old ? [row, ...old.filter((a) => a.id !== appeal.id)] : old,
        );
      }
      void qc.invalidateQueries({ queryKey: ['appeals'] });
    },
    [qc],
  );
}

export const getAppeal = (api: ApiClient, id: string) =>
  api.send<AppealView>({ method: 'GET', path: `/appeals/${encodeURIComponent(id)}` });

/** GET /appeals/{id}/facts: what the review step shows ("Confira os dados"). */
export const getAppealFacts = (api: ApiClient, id: string) =>
  api.send<AppealFactsView>({ method: 'GET', path: `/appeals/${encodeURIComponent(id)}/facts` });

/** POST /appeals/{id}/facts: the driver's answers; the appeal is written again (status processing). */
export const sendReview = (api: ApiClient, id: string, answers: ReviewAnswer[]) =>
  api.send<GenerationStarted>({
    method: 'POST',
    path: `/appeals/${encodeURIComponent(id)}/facts`,
    body: { answers },
  });

/** POST /appeals/{id}/facts/notice: several notices in the uploads, the one this appeal is about. */
export const chooseNotice = (api: ApiClient, id: string, notice: number) =>
  api.send<AppealFactsView>({
    method: 'POST',
    path: `/appeals/${encodeURIComponent(id)}/facts/notice`,
    body: { notice },
  });

/** GET /appeals/{id}/documents/{index}: a short-lived link to one upload, for the thumbnails. */
export const getDocumentLink = (api: ApiClient, id: string, index: number) =>
  api.send<DocumentLink>({
    method: 'GET',
    path: `/appeals/${encodeURIComponent(id)}/documents/${index}`,
  });

export const getAppealStatus = (api: ApiClient, id: string) =>
  api.send<AppealStatusView>({
    method: 'GET',
    path: `/appeals/status/${encodeURIComponent(id)}`,
  });

export const updateAppealText = (
  api: ApiClient,
  id: string,
  generatedText: string,
  regeneratePdf?: boolean,
) =>
  api.send({
    method: 'POST',
    path: `/appeals/update-text/${encodeURIComponent(id)}`,
    body: regeneratePdf ? { generatedText, regeneratePdf: true } : { generatedText },
  });

export const resetExpiredPayment = (api: ApiClient, id: string) =>
  api.send({
    method: 'POST',
    path: `/appeals/update-status/${encodeURIComponent(id)}`,
    body: { status: 'pending_payment' },
  });

export interface CheckoutRequest {
  appealId: string;
  paymentMethod: PaymentMethod;
  customerName: string;
  customerCpf: string;
}
export const createCheckout = (api: ApiClient, body: CheckoutRequest) =>
  api.send<Checkout>({ method: 'POST', path: '/payment/create-asaas-checkout', body });

/** Saves a Blob under a file name through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * GET /appeals/download/{id} → saved as recurso_{id}.pdf. The API may answer the PDF bytes or JSON with a
 * short-lived `url` to it; both are handled.
 */
export async function downloadAppealPdf(api: ApiClient, id: string): Promise<void> {
  const blob = await api.send<Blob>({
    method: 'GET',
    path: `/appeals/download/${encodeURIComponent(id)}`,
    as: 'blob',
  });
  if (blob.type.includes('json')) {
    const { url } = JSON.parse(await blob.text()) as { url?: string };
    if (!url) throw new Error('no url');
    const a = document.createElement('a');
    a.href = url;
    a.download = `recurso_${id}.pdf`;
    a.rel = 'noopener';
    document.body.appendChild(a);
    a.click();
    a.remove();
    return;
  }
  saveBlob(blob.type ? blob : new Blob([blob], { type: 'application/pdf' }), `recurso_${id}.pdf`);
}

/** The appeal's text, read on demand: list rows carry only `hasText` (a list of hundreds stays small). */
export async function fetchAppealText(api: ApiClient, id: string): Promise<string> {
  const appeal = await getAppeal(api, id);
  return appeal.generatedText ?? '';
}

/** 'Baixar' (suspension page, admin): the text as a file named from the type and the id's first 6 characters. */
export async function downloadAppealText(
  api: ApiClient,
  appeal: Pick<AppealView, 'id' | 'type'>,
): Promise<void> {
  const text = await fetchAppealText(api, appeal.id);
  saveBlob(
    new Blob([text], { type: 'text/plain;charset=utf-8' }),
    `recurso_${appeal.type}_${appeal.id.slice(0, 6)}.txt`,
  );
}
