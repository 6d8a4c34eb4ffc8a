/**
 * The facts JSON (version 2): everything the writer may say, each value with where it came from and
 * how sure the reading is. Documented in docs/facts.md; certainty rules in certainty.ts. Validated with `FactsSchema.parse` at every boundary (CLI, API, pipeline).
 */
import * as z from 'zod/mini';
import type { Box } from '../documents/layout';

/** A rectangle in fractions of its page, origin top-left (core/src/documents/layout.ts). */
const fraction = z.number().check(z.gte(0), z.lte(1));
export const BoxSchema = z.object({ left: fraction, top: fraction, width: fraction, height: fraction });
/** Where a page lies on its upload (core/src/documents/layout.ts LayoutPage.toImage): nine numbers. */
export const PageTransformSchema = z.array(z.number().check(z.gte(-1e9), z.lte(1e9))).check(z.length(9));

/** How a document's text was obtained (core/src/documents/types.ts ExtractionMethod). */
export const EXTRACTION_METHODS = ['pdf-text', 'ocr', 'textract', 'plain'] as const;

/** A fact's value before the driver changed it (every fact holds text, a number or a yes/no). */
export type PreviousValue = string | number | boolean | null;

/** Where a fact came from. Recursive: a user's correction keeps the fact it replaced. */
export type FactSource =
  /** Read on an uploaded document: its page, the value's box, the label it was paired with. */
  | {
      kind: 'document';
      document: string;
      /** 1-based. */
      page: number;
      method: (typeof EXTRACTION_METHODS)[number];
      /** The value's box on its page. */
      box?: Box;
      /** The label it was paired with, as printed ("Data de emissão da notificação"). */
      label?: string;
      labelBox?: Box;
      /** 1-based line of the document's text, when known. */
      line?: number;
      /**
       * Where the page lies on the upload: a 3×3 transform from fractions of the page as read to
       * fractions of the upload as shown (LayoutPage.toImage). Absent when they are the same.
       */
      toImage?: number[];
    }
  /** Typed by the user in the manual-entry form; `field` is the form path, e.g. "owner.cpf". */
  | { kind: 'typed'; field: string }
  /** Confirmed or corrected by the driver in the review step; `field` is the fact path. */
  | {
      kind: 'user';
      field: string;
      action: 'confirmed' | 'corrected';
      /** ISO date-time. */
      at: string;
      previous?: { value: PreviousValue; source: FactSource };
    }
  /** The user's free text "versão dos fatos". */
  | { kind: 'additionalText' }
  /** Looked up in the CTB catalogue from the infraction code. */
  | { kind: 'catalogue'; code: string }
  /** Computed from other facts (e.g. the art. 281 deadline check); `from` names them. */
  | { kind: 'derived'; from: string[] }
  /** SPEC §5 fallback notice code: no number was found. */
  | { kind: 'fallback' };

export const FactSourceSchema: z.ZodMiniType<FactSource> = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('document'),
    document: z.string(),
    page: z.number().check(z.int(), z.positive()),
    method: z.enum(EXTRACTION_METHODS),
    box: z.optional(BoxSchema),
    label: z.optional(z.string()),
    labelBox: z.optional(BoxSchema),
    line: z.optional(z.number().check(z.int(), z.positive())),
    toImage: z.optional(PageTransformSchema),
  }),
  z.object({ kind: z.literal('typed'), field: z.string() }),
  z.object({
    kind: z.literal('user'),
    field: z.string(),
    action: z.enum(['confirmed', 'corrected']),
    at: z.iso.datetime({ offset: true }),
    get previous() {
      return z.optional(
        z.object({
          value: z.nullable(z.union([z.string(), z.number(), z.boolean()])),
          source: FactSourceSchema,
        }),
      );
    },
  }),
  z.object({ kind: z.literal('additionalText') }),
  z.object({ kind: z.literal('catalogue'), code: z.string() }),
  z.object({ kind: z.literal('derived'), from: z.array(z.string()) }),
  z.object({ kind: z.literal('fallback') }),
]) as unknown as z.ZodMiniType<FactSource>;

/** A cross-check the fact failed; `check` is a stable id, `message` one Portuguese line for the review step. */
export const FactIssueSchema = z.object({ check: z.string().check(z.minLength(1)), message: z.string() });
export type FactIssue = z.infer<typeof FactIssueSchema>;

const fact = <T extends z.core.$ZodType>(value: T) =>
  z.object({
    value,
    source: FactSourceSchema,
    /** 0–1: how sure the reading is (docs/facts.md "Confidence"); see certainty.ts. */
    confidence: fraction,
    /** Cross-checks it failed: a fact with any issue is uncertain whatever its confidence. */
    issues: z.optional(z.array(FactIssueSchema)),
  });
export type Fact<T> = { value: T; source: FactSource; confidence: number; issues?: FactIssue[] };

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'data no formato AAAA-MM-DD'));
const time = z.string().check(z.regex(/^\d{2}:\d{2}$/, 'hora no formato HH:MM'));

export const STAGES = ['defesa_previa', 'jari', 'cetran', 'suspensao'] as const;
export type Stage = (typeof STAGES)[number];

export const PersonSchema = z.object({
  name: z.optional(fact(z.string().check(z.minLength(1)))),
  cpf: z.optional(fact(z.string().check(z.regex(/^\d{11}$/)))),
  /** A company owner's CNPJ: 14 digits. */
  cnpj: z.optional(fact(z.string().check(z.regex(/^\d{14}$/)))),
  cnh: z.optional(fact(z.string().check(z.regex(/^\d{9,11}$/)))),
  address: z.optional(fact(z.string().check(z.minLength(1)))),
  city: z.optional(fact(z.string().check(z.minLength(1)))),
});
export type Person = z.infer<typeof PersonSchema>;

export const CatalogueMatchSchema = z.object({
  codigo: z.string(),
  descricao: z.string(),
  artigo: z.string(),
  gravidade: z.nullable(z.enum(['leve', 'media', 'grave', 'gravissima'])),
  pontos: z.nullable(z.number()),
  valor: z.nullable(z.number()),
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
  days: z.number().check(z.int()),
  source: FactSourceSchema,
});
export type FormalDefect = z.infer<typeof FormalDefectSchema>;

/** One review request as stored with the facts (core/src/writer/review.ts ReviewRequest). */
export const StoredReviewRequestSchema = z.object({
  /** A fact path (core/src/facts/certainty.ts FACT_PATHS). */
  path: z.string(),
  reason: z.enum(['uncertain', 'missing']),
  blocking: z.boolean(),
  neededFor: z.array(z.string()),
});

/** One of several notices found in the uploads: what tells it apart, and its own facts. */
export const NoticeOptionSchema = z.object({
  /** The upload it is in ("documento-1.pdf") and its pages there. */
  document: z.string(),
  pages: z.array(z.number().check(z.int(), z.positive())).check(z.maxLength(20)),
  number: z.optional(z.string()),
  plate: z.optional(z.string()),
  processNumber: z.optional(z.string()),
  agency: z.optional(z.string()),
  /** The infraction's date, else the notice's issue date. */
  date: z.optional(isoDate),
  /** That notice's facts (without `notices`); absent for the one the facts are of. */
  get facts() {
    return z.optional(FactsSchema);
  },
});
export type NoticeOption = z.infer<typeof NoticeOptionSchema>;

export const NoticeChoiceSchema = z.object({
  /** Index in `options` of the notice these facts are of. */
  chosen: z.number().check(z.int(), z.nonnegative()),
  /** The driver chose it (until then the appeal waits in review). */
  confirmed: z.boolean(),
  options: z.array(NoticeOptionSchema).check(z.minLength(2), z.maxLength(10)),
});
export type NoticeChoice = z.infer<typeof NoticeChoiceSchema>;

export const FactsSchema = z.object({
  version: z.literal(2),
  appealType: z.enum(['traffic', 'suspension']),
  stage: z.optional(fact(z.enum(STAGES))),
  notice: z.object({
    /** Auto de infração number, or SPEC §5's fallback code (source kind "fallback"). */
    number: fact(z.string().check(z.regex(/^[A-Za-z0-9.-]{3,21}$/))),
    issueDate: z.optional(fact(isoDate)),
    /** Date the notice was posted/dispatched ("data de postagem/expedição"). */
    dispatchDate: z.optional(fact(isoDate)),
    /** Last day to file the defence/appeal printed on the notice. */
    deadline: z.optional(fact(isoDate)),
    /**
     * The driver's answers the notice audit asks for (core/src/notice-audit), never read on a notice:
     * a defesa prévia was filed against this autuação (art. 282 § 6º: 360 days instead of 180).
     */
    priorDefenceFiled: z.optional(fact(z.boolean())),
    /** The notice of autuação (the first notice) reached the driver (Súmula 312 STJ), at a penalty stage. */
    autuacaoReceived: z.optional(fact(z.boolean())),
    /** The notice carries the camera's image showing the plate (Res. CONTRAN 798/2020 art. 9). */
    imageWithPlate: z.optional(fact(z.boolean())),
  }),
  agency: z.optional(fact(z.string().check(z.minLength(2)))),
  vehicle: z.object({
    plate: z.optional(fact(z.string().check(z.regex(/^[A-Z]{3}\d[A-Z0-9]\d{2}$/)))),
    /** Make/model as printed ("VW/GOL 1.0"). */
    model: z.optional(fact(z.string().check(z.minLength(1)))),
    year: z.optional(fact(z.string().check(z.regex(/^\d{4}$/)))),
    renavam: z.optional(fact(z.string().check(z.regex(/^\d{9,11}$/)))),
  }),
  infraction: z.object({
    /** "745-50" style. */
    code: z.optional(fact(z.string().check(z.regex(/^\d{3}-\d{2}$/)))),
    catalogue: z.optional(fact(CatalogueMatchSchema)),
    /** The description as the notice or the user wrote it. */
    description: z.optional(fact(z.string().check(z.minLength(1)))),
    /** The legal basis ("amparo legal") as printed, e.g. "Art. 218, I, do CTB". */
    legalBasis: z.optional(fact(z.string().check(z.minLength(1)))),
    /** The agent's identification (matrícula) as printed. */
    agentId: z.optional(fact(z.string().check(z.minLength(1)))),
    date: z.optional(fact(isoDate)),
    time: z.optional(fact(time)),
    place: z.optional(fact(z.string().check(z.minLength(1)))),
    /** Fine amount printed on the notice or typed (BRL). */
    amount: z.optional(fact(z.number().check(z.nonnegative()))),
    /** Points printed on the notice or typed (art. 259). */
    points: z.optional(fact(z.number().check(z.int(), z.nonnegative()))),
    /**
     * The driver signed the auto at the roadside, so it counted as the notice of autuação (CTB art.
     * 280 VI, 281-A): the driver's answer, asked before a late notice is argued.
     */
    signedAtRoadside: z.optional(fact(z.boolean())),
  }),
  speed: z.optional(
    z.object({
      measured: z.optional(fact(z.number().check(z.positive()))),
      considered: z.optional(fact(z.number().check(z.positive()))),
      limit: z.optional(fact(z.number().check(z.positive()))),
      /** Equipment identification (model/serial) as printed. */
      equipment: z.optional(fact(z.string().check(z.minLength(1)))),
      /** Last INMETRO verification date, when printed. */
      verificationDate: z.optional(fact(isoDate)),
    }),
  ),
  /** The breathalyser (etilômetro) test of an art. 165/165-A record, as printed. */
  breath: z.optional(
    z.object({
      /** Make/model as printed ("Dräger Alcotest 7510"). */
      equipment: z.optional(fact(z.string().check(z.minLength(1)))),
      /** Serial number of the etilômetro. */
      serial: z.optional(fact(z.string().check(z.minLength(1)))),
      /** Last INMETRO verification date of the etilômetro. */
      verificationDate: z.optional(fact(isoDate)),
      /** Measured value, mg of alcohol per litre of expired air. */
      measured: z.optional(fact(z.number().check(z.nonnegative()))),
      /** Considered value (after the maximum permissible error), mg/L. */
      considered: z.optional(fact(z.number().check(z.nonnegative()))),
      /** Number of the test (its printed record). */
      testNumber: z.optional(fact(z.string().check(z.minLength(1)))),
      /** The record says the driver refused the test (art. 165-A). */
      refused: z.optional(fact(z.boolean())),
    }),
  ),
  owner: PersonSchema,
  driver: z.optional(PersonSchema),
  suspension: z.optional(
    z.object({
      processNumber: z.optional(fact(z.string().check(z.minLength(3)))),
      /** Date the process was opened ("data de instauração"). */
      openingDate: z.optional(fact(isoDate)),
      /** Points the agency counted. */
      points: z.optional(fact(z.number().check(z.int(), z.nonnegative()))),
      /** Counting window the agency used. */
      periodStart: z.optional(fact(isoDate)),
      periodEnd: z.optional(fact(isoDate)),
      /** Why: the points total (art. 261 I) or an infraction that carries suspension by itself (II). */
      reason: z.optional(fact(z.enum(['pontos', 'infracao_suspensiva']))),
      /** Gravíssimas among the infractions counted (art. 261 I a–c: 20, 30 or 40 points). */
      gravissimas: z.optional(fact(z.number().check(z.int(), z.nonnegative()))),
      /** The licence holder drives for a living, EAR on the CNH (art. 261 § 5º: suspended only at 40). */
      professional: z.optional(fact(z.boolean())),
      /** One of the infractions counted still awaits a decision on a defence or appeal (art. 285). */
      pendingAppeals: z.optional(fact(z.boolean())),
    }),
  ),
  /**
   * The JARI's decision a second-instance appeal answers (issue 15 item 4), as read on the decision the
   * driver uploaded: core/src/second-instance/decision.ts.
   */
  decision: z.optional(
    z.object({
      /** Date of the decision (judgment). */
      date: z.optional(fact(isoDate)),
      /** Number of the appeal's process at the JARI, as printed. */
      processNumber: z.optional(fact(z.string().check(z.minLength(3)))),
      /** The auto de infração the decision is about, as printed (checked against the first appeal's). */
      noticeNumber: z.optional(fact(z.string().check(z.regex(/^[A-Za-z0-9.-]{3,21}$/)))),
      result: z.optional(fact(z.enum(['indeferido', 'deferido']))),
      /** The decision's stated reasons, verbatim: data to answer, never a ground by itself. */
      reasons: z.optional(fact(z.string().check(z.minLength(3), z.maxLength(2000)))),
      /** Date the driver was notified of the decision (art. 288: the 30 days run from it). */
      notifiedOn: z.optional(fact(isoDate)),
      /** Last day for the second-instance appeal printed on the decision's notice. */
      deadline: z.optional(fact(isoDate)),
    }),
  ),
  /** A second-instance appeal: the first appeal it continues and what that one argued. */
  secondInstance: z.optional(
    z.object({
      firstAppealId: z.string().check(z.minLength(1)),
      /** The stage of the first appeal (its piece: defesa prévia or JARI). */
      firstStage: z.optional(z.enum(STAGES)),
      /** The ids of the grounds the first appeal argued, in order: the ones restated. */
      firstGrounds: z.array(z.string()),
    }),
  ),
  formalDefects: z.array(FormalDefectSchema),
  /**
   * What the review step asks about these facts (core/src/writer/review.ts reviewRequests), stored with
   * them by the pipeline so the API answers it without the grounds and the catalogue in its bundle.
   */
  reviewRequests: z.optional(z.array(StoredReviewRequestSchema)),
  /** The user's "versão dos fatos", verbatim: data for the writer, never instructions. */
  additionalText: z.optional(z.string().check(z.maxLength(5000))),
  /** City where the appellant signs (the API's userCity), for the place/date line. */
  signingCity: z.optional(fact(z.string().check(z.minLength(1)))),
  /** Names of the documents read, in order. */
  documents: z.array(z.string()),
  /**
   * Several notices in the uploads (issue 25, core/src/facts/notice-choice.ts): which one these facts
   * are of, whether the driver chose it, and every notice found, each with its own facts.
   */
  notices: z.optional(NoticeChoiceSchema),
});
export type Facts = z.infer<typeof FactsSchema>;
