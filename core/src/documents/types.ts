import type { DocumentLayout } from './layout';

/** The port every text source implements: bytes of one uploaded document in, its text out. */
export type FileType = 'pdf' | 'png' | 'jpeg' | 'text';

/** How the text was obtained, so a reader of the facts knows how much to trust a line. */
export type ExtractionMethod = 'pdf-text' | 'ocr' | 'plain' | 'textract';

export interface DocumentInput {
  /** Display name (file name); used as the fact source, never to decide the type. */
  name: string;
  bytes: Uint8Array;
}

export interface DocumentText {
  name: string;
  type: FileType;
  method: ExtractionMethod;
  /** Full text, pages joined with a form feed-free blank line; lines as the source laid them out. */
  text: string;
  pages: number;
  /** Words and lines with their boxes and confidences, when the source gives positions. */
  layout?: DocumentLayout;
}

export interface TextExtractor {
  /** Throws DocumentRejectedError (rejections.ts: a reason and a Portuguese message) for files it cannot read. */
  extract(input: DocumentInput): Promise<DocumentText>;
}
