/**
 * The appeal as the API shows it (SPEC §3): storage keys stay inside; `documentUrl` says a PDF exists
 * and where to fetch it (the download route checks payment and ownership again).
 */
import { type Appeal, type AppealStatus, DOWNLOADABLE_STATUSES } from '../appeal';

export interface AppealView {
  id: string;
  type: Appeal['type'];
  status: AppealStatus;
  value: number;
  code?: string;
  createdAt: string;
  updatedAt: string;
  generatedText?: string;
  documentUrl?: string;
  userName?: string;
  userDocument?: string;
  userEmail: string;
  failureReason?: string;
}

export const downloadPath = (id: string): string => `/api/appeals/download/${encodeURIComponent(id)}`;

export function toAppealView(a: Appeal): AppealView {
  const downloadable = a.documentKey !== undefined && DOWNLOADABLE_STATUSES.includes(a.status);
  return {
    id: a.id,
    type: a.type,
    status: a.status,
    value: a.value,
    code: a.code,
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
    generatedText: a.generatedText,
    documentUrl: downloadable ? downloadPath(a.id) : undefined,
    userName: a.userName,
    userDocument: a.userDocument,
    userEmail: a.userEmail,
    failureReason: a.status === 'generation_failed' ? a.failureReason : undefined,
  };
}

export interface AppealStatusView {
  appealId: string;
  status: AppealStatus;
  failureReason?: string;
}

export const toStatusView = (a: Appeal): AppealStatusView => ({
  appealId: a.id,
  status: a.status,
  failureReason: a.status === 'generation_failed' ? a.failureReason : undefined,
});
