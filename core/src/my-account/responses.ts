/**
 * What the 'me' API answers, as zod schemas: the OpenAPI document is generated from them and the use
 * cases' result types are derived from them. Nothing at run time imports this module, so the Lambda
 * bundles do not carry it.
 */
import * as z from 'zod/mini';
import { sessionResponse } from '../identity/responses';
import { jsonValue } from '../schemas';
import { ROLES } from '../user';

export const myProfileResponse = z
  .object({
    id: z.string(),
    email: z.string(),
    role: z.enum(ROLES),
    createdAt: z.string(),
    /** False for Google-only accounts (no password to change). */
    hasPassword: z.boolean(),
    google: z.boolean(),
  })
  .register(z.globalRegistry, { id: 'MyProfile' });

export const passwordChangedResponse = z
  .extend(sessionResponse, { message: z.string() })
  .register(z.globalRegistry, { id: 'PasswordChanged' });

const storedItem = z.record(z.string(), jsonValue).register(z.globalRegistry, {
  id: 'StoredItem',
  description: 'A stored item without its keys and secrets',
});

export const personalDataSchema = z
  .object({
    account: storedItem,
    /** Other items in the user's own partition (e.g. second-factor enrolment, without secrets). */
    accountItems: z.array(storedItem),
    appeals: z.array(storedItem),
    contactMessages: z.array(storedItem),
  })
  .register(z.globalRegistry, { id: 'PersonalData' });

export const personalFileSchema = z
  .object({
    key: z.string(),
    size: z.number().check(z.int(), z.nonnegative()),
    lastModified: z.optional(z.string()),
    /** Short-lived download link (presigned GET, ≤ 300 s). */
    url: z.string(),
  })
  .register(z.globalRegistry, { id: 'PersonalFile' });

export const myDataExportSchema = z
  .object({
    format: z.literal('recurso-certo/export'),
    version: z.literal(1),
    generatedAt: z.iso.datetime(),
    controller: z.object({ name: z.string(), taxNumber: z.string(), email: z.string() }),
    /** How long the file links work. */
    fileLinksExpireInSeconds: z.number(),
    data: personalDataSchema,
    files: z.array(personalFileSchema),
  })
  .register(z.globalRegistry, { id: 'MyDataExport' });

export const erasureReportSchema = z.object({
  appealsDeleted: z.number(),
  /** Paid appeals kept as payment records with their personal fields removed (law: fiscal records). */
  appealsAnonymised: z.number(),
  contactMessagesDeleted: z.number(),
});

export const accountDeletedResponse = z
  .extend(erasureReportSchema, { filesDeleted: z.number(), message: z.string() })
  .register(z.globalRegistry, { id: 'AccountDeleted' });

/** POST /me/deletion/check: the owner's proof holds; nothing changed. */
export const deletionCheckedResponse = z
  .object({ ok: z.literal(true) })
  .register(z.globalRegistry, { id: 'DeletionChecked' });

export type MyProfile = z.output<typeof myProfileResponse>;
export type MyDataExport = z.output<typeof myDataExportSchema>;
export type StoredItem = z.output<typeof storedItem>;
