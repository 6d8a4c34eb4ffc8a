/**
 * The local TextExtractor: plain text as is; PDFs by their text layer, and pages without one by OCR of
 * the page's scanned image; PNG/JPEG by OCR. The type comes from the bytes, never the file name. Every
 * source comes out as a layout (words with boxes and confidences) and its text. Junk is refused with a
 * DocumentRejectedError saying why in Portuguese: no legible text (a blank page, a photo of a cat), a
 * password, too many pages, a corrupt file, an image too large.
 */
import {
  type DocumentInput,
  type DocumentLayout,
  type DocumentText,
  decodeText,
  detectFileType,
  type LayoutPage,
  layoutText,
  MAX_PDF_PAGES,
  type PageRecognizer,
  plainTextLayout,
  rejected,
  type TextExtractor,
  tooManyPages,
} from '@recurso/core/documents';
import { ImageDecodeError, ImageTooLargeError } from './image/decode';
import { OcrEngine } from './ocr';
import { pageImagePng, readPdfLayout } from './pdf';

export { NO_TEXT_MESSAGE, UNREADABLE_PDF_MESSAGE } from '@recurso/core/documents';

/** A page with fewer letters than this has no usable text layer (scanners often add a few). */
const MIN_TEXT_LAYER_CHARS = 20;
/** OCR words read with less confidence than this are no evidence of text (a cat's fur reads as "iii"). */
const MIN_EVIDENCE_CONFIDENCE = 0.6;

const pageChars = (p: LayoutPage): number =>
  p.lines.reduce((n, l) => n + l.words.reduce((m, w) => m + w.text.length, 0), 0);

/** Letters and digits of the words OCR is fairly sure of: what tells a page of text from a picture. */
function legibleChars(page: LayoutPage): number {
  let n = 0;
  for (const line of page.lines)
    for (const w of line.words) {
      const alnum = w.text.replace(/[^\p{L}\p{N}]/gu, '').length;
      if (w.confidence >= MIN_EVIDENCE_CONFIDENCE && alnum >= 2) n += alnum;
    }
  return n;
}

/**
 * The OCR engine: a page recognizer that can be shut down, and may be started ahead of its first read
 * (`warm`).
 */
export type LocalOcr = PageRecognizer & { terminate(): Promise<void>; warm?(): Promise<void> };

export class LocalTextExtractor implements TextExtractor {
  constructor(private readonly ocr: LocalOcr = new OcrEngine()) {}

  async extract({ name, bytes }: DocumentInput): Promise<DocumentText> {
    const type = detectFileType(bytes);
    if (type === 'text') {
      // A blank text file is the pipeline's DocumentUnreadable, as before.
      const layout = plainTextLayout(decodeText(bytes));
      return { name, type, method: 'plain', text: layoutText(layout), pages: 1, layout };
    }
    if (type === 'png' || type === 'jpeg') {
      const page = await this.ocrPage(bytes, 1);
      if (legibleChars(page) < MIN_TEXT_LAYER_CHARS) throw rejected('no_text');
      return this.result(name, type, 'ocr', { pages: [page] });
    }
    let read: Awaited<ReturnType<typeof readPdfLayout>>;
    try {
      read = await readPdfLayout(bytes);
    } catch (error) {
      throw rejected((error as Error)?.name === 'PasswordException' ? 'protected' : 'corrupt_pdf');
    }
    if (read.pages.length > MAX_PDF_PAGES) throw tooManyPages(read.pages.length);
    let usedOcr = false;
    let legible = 0;
    const pages: LayoutPage[] = [];
    for (const page of read.pages) {
      if (pageChars(page) >= MIN_TEXT_LAYER_CHARS) {
        pages.push(page);
        legible += pageChars(page);
        continue;
      }
      const png = await pageImagePng(read.pdf, page.number);
      if (png) {
        usedOcr = true;
        const scanned = await this.ocrPage(png, page.number);
        pages.push(scanned);
        legible += legibleChars(scanned);
      } else pages.push(page);
    }
    if (legible < MIN_TEXT_LAYER_CHARS) throw rejected('no_text');
    return this.result(name, type, usedOcr ? 'ocr' : 'pdf-text', { pages });
  }

  private async ocrPage(image: Uint8Array, pageNumber: number): Promise<LayoutPage> {
    try {
      return await this.ocr.recognize(image, pageNumber);
    } catch (error) {
      if (error instanceof ImageTooLargeError) throw rejected('image_too_large');
      if (error instanceof ImageDecodeError) throw rejected('corrupt_image');
      throw error;
    }
  }

  private result(
    name: string,
    type: DocumentText['type'],
    method: DocumentText['method'],
    layout: DocumentLayout,
  ): DocumentText {
    const text = layoutText(layout);
    if (text.replace(/\s/g, '').length < MIN_TEXT_LAYER_CHARS) throw rejected('no_text');
    return { name, type, method, text, pages: layout.pages.length, layout };
  }

  /** Starts the OCR engine ahead of the first image (LocalOcr `warm`); resolves once it is ready. */
  async warm(): Promise<void> {
    await this.ocr.warm?.();
  }

  /** Frees the OCR worker. */
  close(): Promise<void> {
    return this.ocr.terminate();
  }
}
