/** The port every text source implements: bytes of one uploaded document in, its layout and text out. */
import type { DocumentLayout, LayoutPage } from './layout';

export type FileType = 'pdf' | 'png' | 'jpeg' | 'text';

/** How the text was obtained, so a reader of the facts knows how much to trust a line. */
export type ExtractionMethod = 'pdf-text' | 'ocr' | 'plain' | 'textract';

/** Read from pixels (local OCR or Textract), where a glyph may be misread; a text layer is quoted as printed. */
export const readFromPixels = (m: ExtractionMethod | undefined): boolean => m === 'ocr' || m === 'textract';

export interface DocumentInput {
  /** Display name (file name); used as the fact source, never to decide the type. */
  name: string;
  bytes: Uint8Array;
}

export interface DocumentText {
  name: string;
  type: FileType;
  method: ExtractionMethod;
  /** Full text (layoutText of `layout`): lines as read, pages separated by a blank line. */
  text: string;
  pages: number;
  /** Every page's words with their boxes and confidences: what the geometric reader pairs. */
  layout: DocumentLayout;
}

export interface TextExtractor {
  /** Throws DocumentRejectedError (rejections.ts: a reason and a Portuguese message) for files it cannot read. */
  extract(input: DocumentInput): Promise<DocumentText>;
}

/**
 * OCR of one page image (PNG or JPEG bytes) into the layout model: its words with boxes (page
 * fractions, after any rotation was undone) and confidences. `pageNumber` is the page's place in its
 * document (1 for an image).
 */
export interface PageRecognizer {
  recognize(image: Uint8Array, pageNumber?: number): Promise<LayoutPage>;
}
