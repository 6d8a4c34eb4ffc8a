import { awsPipelineDeps } from './aws-deps';
import { s3Blobs } from './parts/s3-blobs';
import { textractExtractor, textractExtractorFor } from './parts/textract';
import { extractDocumentTask } from './tasks';

export const handler = extractDocumentTask(
  awsPipelineDeps({ blobs: s3Blobs, extractor: textractExtractor, extractorFor: textractExtractorFor }),
);
