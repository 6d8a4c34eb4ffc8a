/**
 * The local TextExtractor: plain text as is; PDFs by their text layer, and pages without one by OCR of
 * the page's scanned image; PNG/JPEG by OCR. The type comes from the bytes, never the file name.
 */
import {
  type DocumentInput,
  type DocumentText,
  decodeText,
  detectFileType,
  type TextExtractor,
} from '@recurso/core/documents';
import { UnsupportedMediaTypeError } from '@recurso/core/errors';
import { OcrEngine } from './ocr';
import { pageImagePng, readPdfText } from './pdf';

export const UNREADABLE_PDF_MESSAGE =
  'Não foi possível ler o PDF enviado. Verifique se o arquivo não está corrompido ou protegido por senha.';
export const NO_TEXT_MESSAGE =
  'Não encontramos texto legível no documento. Envie uma foto ou digitalização mais nítida, ou digite os dados.';

/** A page with fewer letters than this has no usable text layer (scanners often add a few). */
const MIN_TEXT_LAYER_CHARS = 20;

export class LocalTextExtractor implements TextExtractor {
  constructor(private readonly ocr: OcrEngine = new OcrEngine()) {}

  async extract({ name, bytes }: DocumentInput): Promise<DocumentText> {
    const type = detectFileType(bytes);
    if (type === 'text') return { name, type, method: 'plain', text: decodeText(bytes), pages: 1 };
    if (type === 'png' || type === 'jpeg') {
      const text = await this.ocr.recognize(bytes);
      return { name, type, method: 'ocr', text: this.needText(text), pages: 1 };
    }
    let read: Awaited<ReturnType<typeof readPdfText>>;
    try {
      read = await readPdfText(bytes);
    } catch {
      throw new UnsupportedMediaTypeError(UNREADABLE_PDF_MESSAGE);
    }
    let usedOcr = false;
    const texts: string[] = [];
    for (const page of read.pages) {
      if (page.text.replace(/\s/g, '').length >= MIN_TEXT_LAYER_CHARS) {
        texts.push(page.text);
        continue;
      }
      const png = await pageImagePng(read.pdf, page.number);
      if (png) {
        usedOcr = true;
        texts.push(await this.ocr.recognize(png));
      }
    }
    return {
      name,
      type,
      method: usedOcr ? 'ocr' : 'pdf-text',
      text: this.needText(texts.join('\n\n')),
      pages: read.pages.length,
    };
  }

  private needText(text: string): string {
    if (text.replace(/\s/g, '').length < MIN_TEXT_LAYER_CHARS)
      throw new UnsupportedMediaTypeError(NO_TEXT_MESSAGE);
    return text;
  }

  /** Frees the OCR worker. */
  close(): Promise<void> {
    return this.ocr.terminate();
  }
}
