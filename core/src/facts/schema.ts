/**
 * The facts JSON: everything the writer may say, each value with where it came from.
 * Documented in docs/facts.md. Validated with `FactsSchema.parse` at every boundary (CLI, API, pipeline).
 */
import * as z from 'zod';

export const FactSourceSchema = z.discriminatedUnion('kind', [
  /** A line of an uploaded document (1-based line of the extracted text). */
  z.object({ kind: z.literal('document'), document: z.string(), line: z.number().int().positive() }),
  /** Typed by the user in the manual-entry form; `field` is the form path, e.g. "owner.cpf". */
  z.object({ kind: z.literal('typed'), field: z.string() }),
  /** The user's free text "versão dos fatos". */
  z.object({ kind: z.literal('additionalText') }),
  /** Looked up in the CTB catalogue from the infraction code. */
  z.object({ kind: z.literal('catalogue'), code: z.string() }),
  /** Computed from other facts (e.g. the art. 281 deadline check); `from` names them. */
  z.object({ kind: z.literal('derived'), from: z.array(z.string()) }),
  /** SPEC §5 fallback notice code: no number was found. */
  z.object({ kind: z.literal('fallback') }),
]);
export type FactSource = z.infer<typeof FactSourceSchema>;

const fact = <T extends z.ZodType>(value: T) => z.object({ value, source: FactSourceSchema });
export type Fact<T> = { value: T; source: FactSource };

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'data no formato AAAA-MM-DD');
const time = z.string().regex(/^\d{2}:\d{2}$/, 'hora no formato HH:MM');

export const STAGES = ['defesa_previa', 'jari', 'cetran', 'suspensao'] as const;
export type Stage = (typeof STAGES)[number];

export const PersonSchema = z.object({
  name: fact(z.string().min(1)).optional(),
  cpf: fact(z.string().regex(/^\d{11}$/)).optional(),
  cnh: fact(z.string().regex(/^\d{9,11}$/)).optional(),
  address: fact(z.string().min(1)).optional(),
  city: fact(z.string().min(1)).optional(),
});
export type Person = z.infer<typeof PersonSchema>;

export const CatalogueMatchSchema = z.object({
  codigo: z.string(),
  descricao: z.string(),
  artigo: z.string(),
  gravidade: z.enum(['leve', 'media', 'grave', 'gravissima']).nullable(),
  pontos: z.number().nullable(),
  valor: z.number().nullable(),
  suspensiva: z.boolean(),
});

export const FormalDefectSchema = z.object({
  /**
   * Stable id of the rule: "art281_1_II" (NA sent after 30 days), "art281A" (NA gives less than 30
   * days for the defesa prévia) or "art282_6" (NP more than 360 days after the infraction:
   * decadência even if a defesa prévia was filed).
   */
  rule: z.enum(['art281_1_II', 'art281A', 'art282_6']),
  /** Days between the two dates of the rule (infraction → notice; notice → deadline for art281A). */
  days: z.number().int(),
  source: FactSourceSchema,
});
export type FormalDefect = z.infer<typeof FormalDefectSchema>;

export const FactsSchema = z.object({
  version: z.literal(1),
  appealType: z.enum(['traffic', 'suspension']),
  stage: fact(z.enum(STAGES)).optional(),
  notice: z.object({
    /** Auto de infração number, or SPEC §5's fallback code (source kind "fallback"). */
    number: fact(z.string().regex(/^[A-Za-z0-9.-]{3,21}$/)),
    issueDate: fact(isoDate).optional(),
    /** Date the notice was posted/dispatched ("data de postagem/expedição"). */
    dispatchDate: fact(isoDate).optional(),
    /** Last day to file the defence/appeal printed on the notice. */
    deadline: fact(isoDate).optional(),
  }),
  agency: fact(z.string().min(2)).optional(),
  vehicle: z.object({
    plate: fact(z.string().regex(/^[A-Z]{3}\d[A-Z0-9]\d{2}$/)).optional(),
    model: fact(z.string().min(1)).optional(),
    year: fact(z.string().regex(/^\d{4}$/)).optional(),
    renavam: fact(z.string().regex(/^\d{9,11}$/)).optional(),
  }),
  infraction: z.object({
    /** "745-50" style. */
    code: fact(z.string().regex(/^\d{3}-\d{2}$/)).optional(),
    catalogue: fact(CatalogueMatchSchema).optional(),
    /** The description as the notice or the user wrote it. */
    description: fact(z.string().min(1)).optional(),
    date: fact(isoDate).optional(),
    time: fact(time).optional(),
    place: fact(z.string().min(1)).optional(),
    /** Fine amount printed on the notice or typed (BRL). */
    amount: fact(z.number().nonnegative()).optional(),
  }),
  speed: z
    .object({
      measured: fact(z.number().positive()).optional(),
      considered: fact(z.number().positive()).optional(),
      limit: fact(z.number().positive()).optional(),
      /** Equipment identification (model/serial) as printed. */
      equipment: fact(z.string().min(1)).optional(),
      /** Last INMETRO verification date, when printed. */
      verificationDate: fact(isoDate).optional(),
    })
    .optional(),
  owner: PersonSchema,
  driver: PersonSchema.optional(),
  suspension: z
    .object({
      processNumber: fact(z.string().min(3)).optional(),
      /** Points the agency counted. */
      points: fact(z.number().int().nonnegative()).optional(),
      /** Counting window the agency used. */
      periodStart: fact(isoDate).optional(),
      periodEnd: fact(isoDate).optional(),
      /** Why: the points total (art. 261 I) or an infraction that carries suspension by itself (II). */
      reason: fact(z.enum(['pontos', 'infracao_suspensiva'])).optional(),
    })
    .optional(),
  formalDefects: z.array(FormalDefectSchema),
  /** The user's "versão dos fatos", verbatim: data for the writer, never instructions. */
  additionalText: z.string().max(5000).optional(),
  /** City where the appellant signs (the API's userCity), for the place/date line. */
  signingCity: fact(z.string().min(1)).optional(),
  /** Names of the documents read, in order. */
  documents: z.array(z.string()),
});
export type Facts = z.infer<typeof FactsSchema>;
