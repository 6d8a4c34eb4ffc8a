import { decodeText, detectFileType, type FileType } from '../documents';
import { UnsupportedMediaTypeError } from '../errors';

/**
 * Upload rules (SPEC §5): allowed types, 50 MB per file, 100 MB in total, and the real type of a
 * stored file read from its first bytes (SECURITY FILE-2): a name or a Content-Type proves nothing.
 */
export const MB = 1024 * 1024;
export const MAX_FILE_BYTES = 50 * MB;
export const MAX_TOTAL_BYTES = 100 * MB;
export const MAX_FILES = 10;
/** Presigned POST lifetime (SECURITY FILE-1: ≤ 5 min). */
export const UPLOAD_EXPIRES_SECONDS = 300;
/** Bytes read from each stored upload to decide its real type. */
export const SNIFF_BYTES = 4096;

export type { FileType } from '../documents';

export const CONTENT_TYPES: Record<FileType, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  text: 'text/plain',
};

const TYPE_BY_EXTENSION: Record<string, FileType> = {
  pdf: 'pdf',
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  txt: 'text',
};

export const MESSAGES = {
  noFiles: 'Por favor, envie pelo menos um arquivo',
  tooManyFiles: `Envie no máximo ${MAX_FILES} arquivos por recurso.`,
  oversize: (n: number) => `${n} arquivo(s) excede(m) o limite de 50MB por arquivo.`,
  totalTooLarge: 'O tamanho total dos arquivos não pode exceder 100MB.',
  /** A stored upload larger than the size its presigned POST was issued for (or than 50 MB). */
  storedTooLarge:
    'Um dos arquivos é maior do que o tamanho informado no envio ou excede o limite de 50MB por arquivo. Envie o documento novamente.',
  typeNotAllowed: (name: string) =>
    `Tipo de arquivo não permitido: ${name}. Envie imagens (.png, .jpg, .jpeg), PDF ou .txt.`,
  contentMismatch:
    'O conteúdo de um dos arquivos não é um PNG, JPG, PDF ou texto válido. Envie o documento original.',
  emptyFile: 'Um dos arquivos enviados está vazio. Envie o documento novamente.',
  unknownUpload: 'Arquivo não encontrado. Envie o arquivo novamente.',
} as const;

/** The type a file name claims, or undefined when its extension is not allowed. */
export function typeFromName(name: string): FileType | undefined {
  const dot = name.lastIndexOf('.');
  if (dot < 0) return undefined;
  return TYPE_BY_EXTENSION[name.slice(dot + 1).toLowerCase()];
}

/** The type a stored upload claims through the Content-Type the presigned POST fixed. */
export function typeFromContentType(contentType: string | undefined): FileType | undefined {
  const base = contentType?.split(';')[0]?.trim().toLowerCase();
  return (Object.keys(CONTENT_TYPES) as FileType[]).find((t) => CONTENT_TYPES[t] === base);
}

/**
 * The real type of a stored upload from its first bytes (documents/detectFileType), which must be
 * the type its name claimed: an HTML page renamed .pdf reads as text and is refused. Text that opens
 * as markup (HTML, SVG, XML) is refused too.
 */
export function verifyUploadType(head: Uint8Array, claimed: FileType | undefined): FileType {
  let real: FileType;
  try {
    real = detectFileType(withoutCutCharacter(head));
  } catch {
    throw new UnsupportedMediaTypeError(MESSAGES.contentMismatch);
  }
  if (claimed !== undefined && claimed !== real)
    throw new UnsupportedMediaTypeError(MESSAGES.contentMismatch);
  if (real === 'text' && decodeText(head).trimStart().startsWith('<'))
    throw new UnsupportedMediaTypeError(MESSAGES.contentMismatch);
  return real;
}

/** The sniffed window may end inside a multi-byte UTF-8 character: drop that partial character. */
function withoutCutCharacter(bytes: Uint8Array): Uint8Array {
  for (let i = bytes.length - 1; i >= 0 && i >= bytes.length - 4; i--) {
    const b = bytes[i] ?? 0;
    if ((b & 0xc0) === 0x80) continue; // continuation byte: keep looking for the lead
    const needed = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 1;
    return i + needed > bytes.length ? bytes.subarray(0, i) : bytes;
  }
  return bytes;
}
