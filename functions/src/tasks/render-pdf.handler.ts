import { awsPipelineDeps } from './aws-deps';
import { dynamoAppeals } from './parts/appeals';
import { s3Blobs } from './parts/s3-blobs';
import { pdfRenderer } from './reader';
import { renderPdfTask } from './tasks';

export const handler = renderPdfTask(
  awsPipelineDeps({ appeals: dynamoAppeals, blobs: s3Blobs, renderer: () => pdfRenderer }),
);
