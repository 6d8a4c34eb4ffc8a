/**
 * SPEC §2 manual-entry form (owner, vehicle, infraction) as the API receives it. Every field is
 * optional text; the form only requires owner name and infraction code (SPEC §5). `facts` carries any
 * other field of the facts form by its path (facts/fields.ts: the auto's number, the stage, the
 * notice's dates, the process, the points, the answers the notice audit asks for), as the driver typed
 * it: each is parsed with the review step's own rules (parseFieldValue), so typed mode carries every
 * fact a ground needs.
 */
import * as z from 'zod/mini';
import { fieldLabel, typedFieldErrors } from './fields';

const text = (max: number) =>
  z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(max))),
    z.transform((v: string | undefined) => (v ? v : undefined)),
  );

export const ManualEntrySchema = z.object({
  owner: z.prefault(
    z.object({ name: text(120), cpf: text(20), address: text(250), cnh: text(20), city: text(80) }),
    {},
  ),
  vehicle: z.prefault(z.object({ plate: text(10), model: text(80), year: text(4) }), {}),
  infraction: z.prefault(
    z.object({
      /** A catalogue code ("745-50") or, from the suggestion list, an article ("218, I"). */
      code: text(40),
      /** "AAAA-MM-DD" (date input) or "dd/mm/aaaa". */
      date: text(10),
      time: text(8),
      location: text(250),
      type: text(80),
      agency: text(120),
      /** The form's default 29.90 is the product price (SPEC §9), not the fine: never used as a fact. */
      value: z.optional(z.union([z.number(), z.string()])),
      description: text(400),
    }),
    {},
  ),
  facts: z.optional(
    z.record(z.string().check(z.maxLength(40)), z.string().check(z.maxLength(2000))).check(
      z.refine((r) => Object.keys(r).length <= 80, 'campos demais'),
      // Each field as the review step parses it, with its label: "Data de postagem…: Informe uma data válida".
      z.superRefine((fields, ctx) => {
        for (const [path, message] of Object.entries(typedFieldErrors(fields)))
          ctx.issues.push({
            code: 'custom',
            message: `${fieldLabel(path)}: ${message}`,
            input: fields,
            path: [path],
          });
      }),
    ),
  ),
});
export type ManualEntry = z.input<typeof ManualEntrySchema>;
export type ParsedManualEntry = z.output<typeof ManualEntrySchema>;

export const MANUAL_ENTRY_REQUIRED_MESSAGE =
  'Por favor, preencha pelo menos o nome do proprietário e o código da infração';
