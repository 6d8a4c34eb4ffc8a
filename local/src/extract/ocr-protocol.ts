/** Messages between the runtime (ocr.ts) and the OCR worker thread (ocr-thread.ts). */
import type { LayoutPage } from '@recurso/core/documents';

export type OcrRequest =
  | { type: 'read'; id: number; image: Uint8Array; pageNumber: number }
  | { type: 'warm'; id: number }
  | { type: 'close'; id: number };

export interface OcrReply {
  id: number;
  page?: LayoutPage;
  /** `too_large` and `decode` are the image errors the extractor turns into a clear rejection. */
  error?: { kind: 'too_large' | 'decode' | 'other'; message: string };
}
