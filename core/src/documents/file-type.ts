import { UnsupportedMediaTypeError } from '../errors';
import type { FileType } from './types';

export const UNSUPPORTED_FILE_MESSAGE =
  'Formato de arquivo não suportado. Envie PDF, imagem PNG ou JPG, ou um arquivo de texto (.txt).';

const startsWith = (bytes: Uint8Array, sig: readonly number[], at = 0): boolean =>
  bytes.length >= at + sig.length && sig.every((b, i) => bytes[at + i] === b);

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const UTF8_BOM = [0xef, 0xbb, 0xbf];

/** Plain text: valid UTF-8 with no control characters other than tab, CR, LF and form feed. */
function isPlainText(bytes: Uint8Array): boolean {
  if (bytes.length === 0) return false;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d && c !== 0x0c) return false;
    if (c === 0x7f) return false;
  }
  return true;
}

/**
 * The real type of an upload, by its first bytes (never by its name). Some PDF writers put a few
 * bytes before `%PDF-`; the PDF spec lets readers look in the first 1024 bytes, and so do we.
 */
export function detectFileType(bytes: Uint8Array): FileType {
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, JPEG)) return 'jpeg';
  const head = bytes.subarray(0, 1024);
  for (let i = 0; i + PDF.length <= head.length; i++) if (startsWith(head, PDF, i)) return 'pdf';
  if (isPlainText(startsWith(bytes, UTF8_BOM) ? bytes.subarray(3) : bytes)) return 'text';
  throw new UnsupportedMediaTypeError(UNSUPPORTED_FILE_MESSAGE);
}

/** Decodes a plain-text upload (UTF-8, optional BOM). */
export function decodeText(bytes: Uint8Array): string {
  const body = startsWith(bytes, UTF8_BOM) ? bytes.subarray(3) : bytes;
  return new TextDecoder('utf-8').decode(body).replace(/\r\n?/g, '\n');
}
