/**
 * The facts of a second-instance appeal: the first appeal's facts (the notice as read and as the driver
 * confirmed it: the same premises, so the same grounds fire and nothing uncertain is argued), the stage
 * set to the second instance, the JARI decision read from the new uploads, and what the first appeal
 * argued (its grounds, restated by the writer).
 */
import type { Appeal } from '../appeal';
import type { DocumentReading } from '../facts/reading';
import { type Facts, FactsSchema } from '../facts/schema';
import { readDecision } from './decision';

/** What the pipeline needs of the first appeal (carried in the generate-appeal input). */
export interface FirstAppeal {
  id: string;
  facts: Facts;
  /** The ids of the grounds it argued, in order (Appeal.grounds). */
  grounds: string[];
}

export const firstAppealOf = (appeal: Pick<Appeal, 'id' | 'grounds'>, facts: Facts): FirstAppeal => ({
  id: appeal.id,
  facts,
  grounds: (appeal.grounds ?? []).map((g) => g.id),
});

export function secondInstanceFacts(
  first: FirstAppeal,
  readings: readonly DocumentReading[],
  options: { signingCity?: string; additionalText?: string } = {},
): Facts {
  const base = first.facts;
  const firstNotice = base.notice.number.source.kind === 'fallback' ? undefined : base.notice.number.value;
  const decision = readDecision(readings, firstNotice);
  const facts: Facts = {
    ...base,
    stage: { value: 'cetran', source: { kind: 'derived', from: ['secondInstance'] }, confidence: 1 },
    decision,
    secondInstance: {
      firstAppealId: first.id,
      ...(base.stage ? { firstStage: base.stage.value } : {}),
      firstGrounds: first.grounds,
    },
    documents: readings.map((r) => r.name),
  };
  // The first appeal's review questions; StoreFacts derives this appeal's own.
  delete facts.reviewRequests;
  const city = options.signingCity?.trim();
  if (city) facts.signingCity = { value: city, source: { kind: 'typed', field: 'userCity' }, confidence: 1 };
  const extra = options.additionalText?.trim().slice(0, 5000);
  if (extra) facts.additionalText = extra;
  else delete facts.additionalText;
  return FactsSchema.parse(facts);
}
