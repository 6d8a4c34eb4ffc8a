export { LocalTextExtractor, NO_TEXT_MESSAGE, UNREADABLE_PDF_MESSAGE } from './local-text-extractor';
export { OcrEngine } from './ocr';
