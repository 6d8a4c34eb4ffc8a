import { TextractClient } from '@aws-sdk/client-textract';
import type { TextExtractor } from '@recurso/core/documents';
import type { UploadedDocument } from '@recurso/core/appeals';
import { TextractTextExtractor } from '../../adapters/textract';
import { region, required } from '../aws-parts';

let client: TextractClient | undefined;
const textract = () => {
  client ??= new TextractClient({ region: process.env.TEXTRACT_REGION || region() });
  return client;
};

export const textractExtractor = () => new TextractTextExtractor(textract());

/** Multi-page PDFs go to Textract's async API, which reads the upload where it already is. */
export const textractExtractorFor =
  () =>
  (document: UploadedDocument): TextExtractor =>
    new TextractTextExtractor(textract(), {
      locatePdf: async () => ({ bucket: required('UPLOADS_BUCKET'), key: document.key }),
    });
