import { sfnWorkflows } from '../clients/sfn';
import { lambdaDeps } from '../deps-builder';
import { createAreaHandler } from './area';
import { paymentsOperations } from './payments';

// Only the SDK clients this area uses are bundled (functions/src/deps-builder.ts AwsParts).
export const handler = createAreaHandler(
  'payments',
  paymentsOperations,
  lambdaDeps({ workflows: sfnWorkflows }),
);
