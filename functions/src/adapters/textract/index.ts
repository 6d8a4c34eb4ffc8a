export {
  linesText,
  type PdfLocator,
  TEXTRACT_TIMEOUT_MESSAGE,
  TEXTRACT_UNREADABLE_MESSAGE,
  type TextractExtractorOptions,
  TextractTextExtractor,
} from './textract-extractor';
