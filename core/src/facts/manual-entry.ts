/**
 * SPEC §2 manual-entry form (owner, vehicle, infraction) as the API receives it. Every field is
 * optional text; the form only requires owner name and infraction code (SPEC §5). Beyond SPEC's
 * fields, `facts` carries any other fact the appeal needs by its path (facts/fields.ts: the auto
 * number, the stage, the notice's dates and deadline, the process number, the answers the appeal
 * asks), typed as the review step takes it, so the typed mode can state everything a notice would.
 */
import * as z from 'zod/mini';
import { type FactPath, isFactPath } from './certainty';
import { fieldLabel, fieldOf, parseFieldValue } from './fields';

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
  /** Other facts by path ("notice.number": "A98765432", "stage": "jari"): see typedFactValues. */
  facts: z.optional(z.record(z.string().check(z.maxLength(60)), z.string().check(z.maxLength(2000)))),
});
export type ManualEntry = z.input<typeof ManualEntrySchema>;
export type ParsedManualEntry = z.output<typeof ManualEntrySchema>;

export const MANUAL_ENTRY_REQUIRED_MESSAGE =
  'Por favor, preencha pelo menos o nome do proprietário e o código da infração';

/** The SPEC fields' own paths: typed through owner/vehicle/infraction, not through `facts`. */
const SPEC_PATHS = new Set<string>([
  'owner.name',
  'owner.cpf',
  'owner.address',
  'owner.cnh',
  'owner.city',
  'vehicle.plate',
  'vehicle.model',
  'vehicle.year',
  'infraction.code',
  'infraction.date',
  'infraction.time',
  'infraction.place',
  'agency',
  'infraction.description',
]);

/**
 * The typed `facts` as fact values, each checked with the review step's rules (fields.ts); the
 * Portuguese problem of each bad one, naming its field. Blank values are no value.
 */
export function typedFactValues(typed: Readonly<Record<string, string>> | undefined): {
  values: [FactPath, string | number | boolean][];
  problems: string[];
} {
  const values: [FactPath, string | number | boolean][] = [];
  const problems: string[] = [];
  for (const [path, raw] of Object.entries(typed ?? {})) {
    if (!isFactPath(path) || !fieldOf(path) || SPEC_PATHS.has(path)) {
      problems.push(`${path}: este dado não pode ser informado aqui.`);
      continue;
    }
    const parsed = parseFieldValue(path, raw);
    if (!parsed) continue;
    if (parsed.ok) values.push([path, parsed.value]);
    else problems.push(`${fieldLabel(path)}: ${parsed.message}`);
  }
  return { values, problems };
}
