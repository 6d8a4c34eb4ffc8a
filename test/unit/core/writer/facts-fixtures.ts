/**
 * Facts built directly (as the reader or the review step would leave them), for the writer's tests:
 * a notice read with certainty, to which each test adds, removes or weakens facts.
 */
import { type Fact, type FactPath, type Facts, FactsSchema, getFact, setFact } from '@recurso/core/facts';

/** A fact read on the notice (certain unless told otherwise). */
export const doc = <T>(value: T, confidence = 0.99): Fact<T> => ({
  value,
  source: { kind: 'document', document: 'notificacao.pdf', page: 1, method: 'ocr' },
  confidence,
});
export const typed = <T>(value: T, field: string): Fact<T> => ({
  value,
  source: { kind: 'typed', field },
  confidence: 1,
});

/** Extra facts by dotted path; undefined removes. */
export type Patch = Partial<Record<FactPath, Fact<unknown> | undefined>>;

export function withFacts(base: Facts, patch: Patch): Facts {
  const out = structuredClone(base);
  for (const [path, fact] of Object.entries(patch)) setFact(out, path as FactPath, fact);
  return FactsSchema.parse(out);
}

/** A notice of the infraction (NA, defesa prévia) for a parking fine, everything read with certainty. */
export const trafficNotice = (patch: Patch = {}): Facts =>
  withFacts(
    FactsSchema.parse({
      version: 2,
      appealType: 'traffic',
      stage: doc('defesa_previa'),
      notice: { number: doc('SP1234567'), issueDate: doc('2026-03-12'), deadline: doc('2026-04-30') },
      agency: doc('DETRAN-SP'),
      vehicle: { plate: doc('ABC1D23'), model: doc('VW/GOL 1.0') },
      infraction: {
        code: doc('555-00'),
        date: doc('2026-03-02'),
        time: doc('14:35'),
        place: doc('Rua Augusta, 900, São Paulo/SP'),
      },
      owner: {
        name: doc('Maria da Silva'),
        cpf: doc('52998224725'),
        address: doc('Rua das Flores, 10, São Paulo/SP, CEP 01000-000'),
      },
      signingCity: typed('São Paulo', 'userCity'),
      formalDefects: [],
      documents: ['notificacao.pdf'],
    }),
    patch,
  );

/** A notice opening a suspension process, for the licence holder named as the notice's driver. */
export const suspensionNotice = (patch: Patch = {}): Facts =>
  withFacts(
    FactsSchema.parse({
      version: 2,
      appealType: 'suspension',
      stage: doc('suspensao'),
      notice: { number: doc('AIT7788990'), issueDate: doc('2026-04-20'), deadline: doc('2026-06-01') },
      agency: doc('DETRAN-SP'),
      vehicle: {},
      infraction: {},
      owner: {},
      driver: {
        name: doc('João Pereira Souza'),
        cpf: doc('39053344705'),
        cnh: doc('03928174650'),
        address: doc('Av. Brasil, 500, Campinas/SP, CEP 13000-000'),
      },
      suspension: { processNumber: doc('PSDD-2026-000451') },
      signingCity: typed('Campinas', 'userCity'),
      formalDefects: [],
      documents: ['notificacao.pdf'],
    }),
    patch,
  );

/** A suspension by points (art. 261 I): 42 points in the twelve months to 28/02/2026. */
export const byPoints = (patch: Patch = {}): Facts =>
  suspensionNotice({
    'suspension.reason': doc('pontos'),
    'suspension.points': doc(42),
    'suspension.periodStart': doc('2025-03-01'),
    'suspension.periodEnd': doc('2026-02-28'),
    ...patch,
  });

/** The fact at `path` read without certainty. */
export const weakened = (facts: Facts, path: FactPath): Fact<unknown> => ({
  ...(getFact(facts, path) as Fact<unknown>),
  confidence: 0.5,
});

/** The fact at `path` confirmed by the driver in the review step. */
export const confirmed = (facts: Facts, path: FactPath): Fact<unknown> => ({
  value: (getFact(facts, path) as Fact<unknown>).value,
  source: { kind: 'user', field: path, action: 'confirmed', at: '2026-11-22T10:00:00Z' },
  confidence: 1,
});
