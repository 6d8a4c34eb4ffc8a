export {
  type PdfLocator,
  TEXTRACT_TIMEOUT_MESSAGE,
  TEXTRACT_UNREADABLE_MESSAGE,
  type TextractExtractorOptions,
  TextractTextExtractor,
} from './textract-extractor';
export { A4, blocksToLayout, pageSizeOf, pdfPageSize } from './textract-layout';
