/**
 * What the contact API answers, as zod schemas (the OpenAPI document is generated from them). Nothing
 * at run time imports this module, so the Lambda bundles do not carry it.
 */
import * as z from 'zod/mini';

export const contactMessage = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    subject: z.string(),
    message: z.string(),
    createdAt: z.iso.datetime(),
  })
  .register(z.globalRegistry, { id: 'ContactMessage' });

export const contactReceived = z
  .object({ id: z.string(), message: z.string() })
  .register(z.globalRegistry, { id: 'ContactReceived' });

export type ContactMessage = z.output<typeof contactMessage>;
