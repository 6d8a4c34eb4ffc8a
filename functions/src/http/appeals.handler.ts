import { s3Client } from '../clients/s3';
import { sfnWorkflows } from '../clients/sfn';
import { lambdaDeps } from '../deps-builder';
import { createAreaHandler } from './area';
import { appealsOperations } from './appeals';

// Only the SDK clients this area uses are bundled (functions/src/deps-builder.ts AwsParts).
export const handler = createAreaHandler(
  'appeals',
  appealsOperations,
  lambdaDeps({ s3: s3Client, workflows: sfnWorkflows }),
);
