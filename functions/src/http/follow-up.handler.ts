import { s3Client } from '../clients/s3';
import { lambdaDeps } from '../deps-builder';
import { createAreaHandler } from './area';
import { followUpOperations } from './follow-up';

// After the appeal (issue 15): the table and, for the decision file, S3 (made on first use).
export const handler = createAreaHandler('follow-up', followUpOperations, lambdaDeps({ s3: s3Client }));
