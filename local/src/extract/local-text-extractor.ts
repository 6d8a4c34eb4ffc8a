/**
 * The local TextExtractor: plain text as is; PDFs by their text layer, and pages without one by OCR of
 * the page's scanned image; PNG/JPEG by OCR. The type comes from the bytes, never the file name.
 * OCR pages carry their layout (words with boxes and confidences). Junk is refused with a
 * DocumentRejectedError saying why in Portuguese: no readable text (a blank page, a photo of a cat),
 * a password, too many pages, a corrupt file.
 */
import {
  type DocumentInput,
  type DocumentText,
  decodeText,
  detectFileType,
  type LayoutPage,
  MAX_PDF_PAGES,
  rejected,
  type TextExtractor,
  tooManyPages,
} from '@recurso/core/documents';
import { ImageDecodeError, ImageTooLargeError } from './image/decode';
import { OcrEngine } from './ocr';
import { layoutText } from './ocr-layout';
import { pageImagePng, readPdfText } from './pdf';

export { NO_TEXT_MESSAGE, UNREADABLE_PDF_MESSAGE } from '@recurso/core/documents';

/** A page with fewer letters than this has no usable text layer (scanners often add a few). */
const MIN_TEXT_LAYER_CHARS = 20;
/** OCR words read with less confidence than this are not evidence of text (a cat's fur reads as "iii"). */
const MIN_EVIDENCE_CONFIDENCE = 0.6;

/** Letters and digits of the words OCR is fairly sure of: what tells a page of text from a picture. */
function readableChars(page: LayoutPage): number {
  let n = 0;
  for (const line of page.lines)
    for (const w of line.words) {
      const alnum = w.text.replace(/[^\p{L}\p{N}]/gu, '').length;
      if (w.confidence >= MIN_EVIDENCE_CONFIDENCE && alnum >= 2) n += alnum;
    }
  return n;
}

export class LocalTextExtractor implements TextExtractor {
  constructor(private readonly ocr: OcrEngine = new OcrEngine()) {}

  async extract({ name, bytes }: DocumentInput): Promise<DocumentText> {
    const type = detectFileType(bytes);
    if (type === 'text') return { name, type, method: 'plain', text: decodeText(bytes), pages: 1 };
    if (type === 'png' || type === 'jpeg') {
      const page = await this.ocrPage(bytes, 1);
      if (readableChars(page) < MIN_TEXT_LAYER_CHARS) throw rejected('no_text');
      return { name, type, method: 'ocr', text: layoutText(page), pages: 1, layout: { pages: [page] } };
    }
    let read: Awaited<ReturnType<typeof readPdfText>>;
    try {
      read = await readPdfText(bytes);
    } catch (error) {
      throw rejected((error as Error)?.name === 'PasswordException' ? 'protected' : 'corrupt_pdf');
    }
    if (read.pages.length > MAX_PDF_PAGES) throw tooManyPages(read.pages.length);
    const texts: string[] = [];
    const layouts: LayoutPage[] = [];
    let readable = 0;
    for (const page of read.pages) {
      const chars = page.text.replace(/\s/g, '').length;
      if (chars >= MIN_TEXT_LAYER_CHARS) {
        texts.push(page.text);
        readable += chars;
        continue;
      }
      const png = await pageImagePng(read.pdf, page.number);
      if (!png) continue;
      const scanned = await this.ocrPage(png, page.number);
      layouts.push(scanned);
      texts.push(layoutText(scanned));
      readable += readableChars(scanned);
    }
    if (readable < MIN_TEXT_LAYER_CHARS) throw rejected('no_text');
    return {
      name,
      type,
      method: layouts.length ? 'ocr' : 'pdf-text',
      text: texts.join('\n\n'),
      pages: read.pages.length,
      // Positions of text-layer pages come with the PDF reader's layout (facts v2); scanned pages have theirs.
      ...(layouts.length === read.pages.length ? { layout: { pages: layouts } } : {}),
    };
  }

  private async ocrPage(image: Uint8Array, pageNumber: number): Promise<LayoutPage> {
    try {
      return (await this.ocr.recognizePage(image, pageNumber)).page;
    } catch (error) {
      if (error instanceof ImageTooLargeError) throw rejected('image_too_large');
      if (error instanceof ImageDecodeError) throw rejected('corrupt_image');
      throw error;
    }
  }

  /** Frees the OCR workers. */
  close(): Promise<void> {
    return this.ocr.terminate();
  }
}
