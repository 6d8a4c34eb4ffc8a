/**
 * The create-appeal flow without UI (SPEC §2, §4, §5, §8): file rules, direct uploads to storage through
 * presigned POSTs, generation, and the manual flow's status polling.
 */
import type { AppealType } from '@recurso/core/appeal';
import {
  CONTENT_TYPES,
  MAX_FILE_BYTES,
  MAX_FILES,
  MAX_TOTAL_BYTES,
  MESSAGES,
  typeFromName,
} from '@recurso/core/appeals';
import { ApiError, type ApiClient } from '../../lib/api';
import type { GenerationStarted, PresignedUpload } from '../../lib/api-types';
import { getAppealStatus } from './api';

/** The create dialog in second-instance mode ("Recorrer ao CETRAN", issue 15 item 4). */
export const SECOND_INSTANCE_TEXT = {
  title: 'Recorrer ao CETRAN',
  explain:
    'Envie a decisão da JARI que indeferiu o seu recurso (PDF ou foto). Nós lemos a decisão e escrevemos o recurso em segunda instância, dirigido ao CETRAN do Estado (no DF, ao CONTRANDIFE; contra órgão federal, ao colegiado especial da JARI), reiterando os fundamentos do primeiro recurso e respondendo aos motivos da decisão.',
  more: 'Se quiser, anexe também a notificação da multa e outros documentos.',
} as const;

export const CREATE_TEXT = {
  notAuthenticated: 'Usuário não autenticado.',
  noFiles: MESSAGES.noFiles,
  manualRequired: 'Por favor, preencha pelo menos o nome do proprietário e o código da infração',
  fixErrors: 'Por favor, corrija os erros no formulário',
  ready: 'Seu recurso está pronto para pagamento!',
  tooSlow:
    'O processamento está demorando mais do que o esperado. Você pode fechar esta janela e acompanhar o status na lista de recursos.',
  unexpectedManual:
    'Resposta inesperada do servidor. Verifique se o recurso foi criado na lista de recursos.',
  unexpectedUpload: 'Resposta inesperada do servidor.',
  submitted:
    'Recebemos seus documentos e estamos preparando o recurso. Você pode fechar esta janela e acompanhar o status na lista de recursos.',
  nothingToSave: 'Nenhum texto de recurso para salvar',
  saveFailed: 'Erro ao salvar o recurso. Por favor, tente novamente.',
  saved: 'Texto atualizado com sucesso!',
  uploadFailed: 'Não foi possível enviar o arquivo {name}. Verifique sua conexão e tente novamente.',
} as const;

export const MANUAL_POLL_MS = 3000;
export const MANUAL_GIVE_UP_MS = 120_000;
/** SPEC §9's default value (29.90), shown in pt-BR. */
export const DEFAULT_INFRACTION_VALUE = '29,90';
export const ACCEPT = '.png,.jpg,.jpeg,.pdf,.txt,image/png,image/jpeg,application/pdf,text/plain';

/**
 * Adds chosen files under SPEC §5's rules: a file over 50MB is dropped (with the count message); if the
 * total would pass 100MB nothing is added; a type outside png/jpg/jpeg/pdf/txt is dropped.
 */
export function addFiles(
  current: readonly File[],
  incoming: readonly File[],
): { files: File[]; errors: string[] } {
  const errors: string[] = [];
  const typed = incoming.filter((f) => {
    if (typeFromName(f.name)) return true;
    errors.push(MESSAGES.typeNotAllowed(f.name));
    return false;
  });
  const fitting = typed.filter((f) => f.size <= MAX_FILE_BYTES);
  const oversize = typed.length - fitting.length;
  if (oversize > 0) errors.push(MESSAGES.oversize(oversize));
  const total = [...current, ...fitting].reduce((s, f) => s + f.size, 0);
  if (total > MAX_TOTAL_BYTES) return { files: [...current], errors: [...errors, MESSAGES.totalTooLarge] };
  if (current.length + fitting.length > MAX_FILES)
    return { files: [...current], errors: [...errors, MESSAGES.tooManyFiles] };
  return { files: [...current, ...fitting], errors };
}

export const contentTypeOf = (f: File): string => {
  const kind = typeFromName(f.name);
  return kind ? CONTENT_TYPES[kind] : f.type || 'application/octet-stream';
};

/** POST /appeals/uploads: one presigned POST per file, in the same order. */
export async function presignUploads(api: ApiClient, files: readonly File[]): Promise<PresignedUpload[]> {
  const res = await api.send<{ uploads: PresignedUpload[] }>({
    method: 'POST',
    path: '/appeals/uploads',
    body: { files: files.map((f) => ({ name: f.name, size: f.size, contentType: contentTypeOf(f) })) },
  });
  const uploads = res?.uploads;
  if (!Array.isArray(uploads) || uploads.length !== files.length)
    throw new Error(CREATE_TEXT.unexpectedUpload);
  return uploads;
}

/** Sends one file straight to storage (the presigned fields first, the file last), reporting progress 0–100. */
export function postToStorage(
  target: PresignedUpload,
  file: File,
  onProgress: (pct: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(target.fields)) form.append(k, v);
    form.append('file', file);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', target.url);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve();
      } else reject(new Error(CREATE_TEXT.uploadFailed.replace('{name}', file.name)));
    };
    xhr.onerror = () => reject(new Error(CREATE_TEXT.uploadFailed.replace('{name}', file.name)));
    xhr.send(form);
  });
}

/** How long the upload flow keeps re-asking while the server says "not yet" (scan pending or busy). */
export const GENERATE_RETRY_MS = 5000;
export const GENERATE_GIVE_UP_MS = 90_000;

/**
 * Starts generation from uploaded keys. A 503 means the malware scan of the uploads has not finished
 * (SECURITY FILE-3) and a 429 that the server is busy: in both nothing was created, so the same keys are
 * sent again every 5 s for up to 90 s before the server's message is shown.
 */
export const generateFromUploads = (
  api: ApiClient,
  body: {
    type: AppealType;
    uploadKeys: string[];
    userName?: string;
    userCity?: string;
    additionalText?: string;
  },
  wait: (ms: number) => Promise<unknown> = sleep,
): Promise<GenerationStarted> => sendUntilScanned(api, '/appeals/generate-appeal-text', body, wait);

/** "Recorrer ao CETRAN": the second-instance appeal of `firstAppealId` from the uploaded JARI decision. */
export const startSecondInstance = (
  api: ApiClient,
  firstAppealId: string,
  body: { uploadKeys: string[]; userCity?: string; additionalText?: string },
  wait: (ms: number) => Promise<unknown> = sleep,
): Promise<GenerationStarted> =>
  sendUntilScanned(api, `/appeals/${encodeURIComponent(firstAppealId)}/second-instance`, body, wait);

async function sendUntilScanned(
  api: ApiClient,
  path: string,
  body: object,
  wait: (ms: number) => Promise<unknown>,
): Promise<GenerationStarted> {
  const started = Date.now();
  for (;;) {
    try {
      return await api.send<GenerationStarted>({ method: 'POST', path, body });
    } catch (err) {
      const notYet = err instanceof ApiError && (err.status === 503 || err.status === 429);
      if (!notYet || Date.now() - started + GENERATE_RETRY_MS > GENERATE_GIVE_UP_MS) throw err;
      await wait(GENERATE_RETRY_MS);
    }
  }
}

export const generateFromForm = (
  api: ApiClient,
  body: { type: AppealType; manual: ManualValues; additionalText?: string },
) => api.send<GenerationStarted>({ method: 'POST', path: '/appeals/generate-appeal-text', body });

/** SPEC §8 generation errors: server `error`, else `message`, else the communication error; plain errors their own. */
export function generationError(err: unknown): string {
  if (err instanceof ApiError)
    return err.body?.error ?? err.body?.message ?? 'Erro na comunicação com o servidor';
  if (err instanceof Error && err.message) return err.message;
  return 'Ocorreu um erro desconhecido';
}

export type PollOutcome =
  | { kind: 'ready'; status: string }
  | { kind: 'failed'; reason: string }
  | { kind: 'timeout' };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The dialog's wait (SPEC §4): GET /appeals/status/{id} every 3 s until one of `until` (the manual flow:
 * pending_payment; the upload flow also stops at awaiting_review, the "Confira os dados" step), a
 * failure, or 120 s. `isCancelled` stops the loop when the dialog closes.
 */
export async function pollUntilReady(
  api: ApiClient,
  appealId: string,
  isCancelled: () => boolean,
  until: readonly string[] = ['pending_payment'],
): Promise<PollOutcome | null> {
  const started = Date.now();
  while (Date.now() - started < MANUAL_GIVE_UP_MS) {
    await sleep(MANUAL_POLL_MS);
    if (isCancelled()) return null;
    try {
      const { status, failureReason } = await getAppealStatus(api, appealId);
      if (until.includes(status)) return { kind: 'ready', status };
      if (status === 'generation_failed')
        return { kind: 'failed', reason: failureReason ?? 'Não foi possível gerar o recurso.' };
    } catch {
      // A failed poll is retried on the next tick; the give-up time still applies.
    }
  }
  return { kind: 'timeout' };
}

export interface ManualValues {
  owner: { name: string; cpf: string; address: string; cnh: string; city: string };
  vehicle: { plate: string; model: string; year: string };
  infraction: {
    code: string;
    date: string;
    time: string;
    location: string;
    type: string;
    agency: string;
    value: string;
    description: string;
  };
  /** Every other fact by its path (the auto number, the stage, the notice's dates…). */
  facts?: Record<string, string>;
}
