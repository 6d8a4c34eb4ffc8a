/**
 * The local TextExtractor: plain text as is; PDFs by their text layer, and pages without one by OCR of
 * the page's scanned image; PNG/JPEG by OCR. The type comes from the bytes, never the file name. Every
 * source comes out as a layout (words with boxes and confidences) and its text.
 */
import {
  type DocumentInput,
  type DocumentLayout,
  type DocumentText,
  decodeText,
  detectFileType,
  type LayoutPage,
  layoutText,
  type PageRecognizer,
  plainTextLayout,
  type TextExtractor,
} from '@recurso/core/documents';
import { UnsupportedMediaTypeError } from '@recurso/core/errors';
import { OcrEngine } from './ocr';
import { pageImagePng, readPdfLayout } from './pdf';

export const UNREADABLE_PDF_MESSAGE =
  'Não foi possível ler o PDF enviado. Verifique se o arquivo não está corrompido ou protegido por senha.';
export const NO_TEXT_MESSAGE =
  'Não encontramos texto legível no documento. Envie uma foto ou digitalização mais nítida, ou digite os dados.';

/** A page with fewer letters than this has no usable text layer (scanners often add a few). */
const MIN_TEXT_LAYER_CHARS = 20;

const pageChars = (p: LayoutPage): number =>
  p.lines.reduce((n, l) => n + l.words.reduce((m, w) => m + w.text.length, 0), 0);

/** The OCR engine: a page recognizer that can be shut down. */
export type LocalOcr = PageRecognizer & { terminate(): Promise<void> };

export class LocalTextExtractor implements TextExtractor {
  constructor(private readonly ocr: LocalOcr = new OcrEngine()) {}

  async extract({ name, bytes }: DocumentInput): Promise<DocumentText> {
    const type = detectFileType(bytes);
    if (type === 'text') {
      // A blank text file is the pipeline's DocumentUnreadable, as before.
      const layout = plainTextLayout(decodeText(bytes));
      return { name, type, method: 'plain', text: layoutText(layout), pages: 1, layout };
    }
    if (type === 'png' || type === 'jpeg')
      return this.result(name, type, 'ocr', { pages: [await this.ocr.recognize(bytes, 1)] });
    let read: Awaited<ReturnType<typeof readPdfLayout>>;
    try {
      read = await readPdfLayout(bytes);
    } catch {
      throw new UnsupportedMediaTypeError(UNREADABLE_PDF_MESSAGE);
    }
    let usedOcr = false;
    const pages: LayoutPage[] = [];
    for (const page of read.pages) {
      if (pageChars(page) >= MIN_TEXT_LAYER_CHARS) {
        pages.push(page);
        continue;
      }
      const png = await pageImagePng(read.pdf, page.number);
      if (png) {
        usedOcr = true;
        pages.push(await this.ocr.recognize(png, page.number));
      } else pages.push(page);
    }
    return this.result(name, type, usedOcr ? 'ocr' : 'pdf-text', { pages });
  }

  private result(
    name: string,
    type: DocumentText['type'],
    method: DocumentText['method'],
    layout: DocumentLayout,
  ): DocumentText {
    const text = layoutText(layout);
    if (text.replace(/\s/g, '').length < MIN_TEXT_LAYER_CHARS)
      throw new UnsupportedMediaTypeError(NO_TEXT_MESSAGE);
    return { name, type, method, text, pages: layout.pages.length, layout };
  }

  /** Frees the OCR worker. */
  close(): Promise<void> {
    return this.ocr.terminate();
  }
}
