import { sesMailer } from '../clients/ses';
import { lambdaDeps } from '../deps-builder';
import { createAreaHandler } from './area';
import { contactOperations } from './contact';

// Only the SDK clients this area uses are bundled (functions/src/deps-builder.ts AwsParts).
export const handler = createAreaHandler('contact', contactOperations, lambdaDeps({ mailer: sesMailer }));
