/** The reading as it crosses the pipeline's state (build-facts validates its input with it). */
import * as z from 'zod/mini';
import { EXTRACTION_METHODS } from './schema';
import { type DocumentReading, READING_KEYS } from './reading';
import { BoxSchema, FactIssueSchema, PageTransformSchema } from './schema';

const ReadHitSchema = z.object({
  value: z.union([z.string().check(z.maxLength(400)), z.number()]),
  page: z.number().check(z.int(), z.positive()),
  box: z.optional(BoxSchema),
  label: z.optional(z.string().check(z.maxLength(200))),
  labelBox: z.optional(BoxSchema),
  line: z.optional(z.number().check(z.int(), z.positive())),
  confidence: z.number().check(z.gte(0), z.lte(1)),
  issues: z.optional(z.array(FactIssueSchema).check(z.maxLength(10))),
});

const FieldsSchema = z.partialRecord(z.enum(READING_KEYS), z.array(ReadHitSchema).check(z.maxLength(3)));

export const DocumentReadingSchema = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(200)),
  method: z.enum(EXTRACTION_METHODS),
  pages: z.number().check(z.int(), z.positive()),
  fields: FieldsSchema,
  toImage: z.optional(z.record(z.string(), PageTransformSchema)),
  notices: z.optional(
    z
      .array(
        z.object({
          pages: z.array(z.number().check(z.int(), z.positive())).check(z.maxLength(20)),
          fields: FieldsSchema,
        }),
      )
      .check(z.maxLength(10)),
  ),
}) satisfies z.ZodMiniType<DocumentReading>;
