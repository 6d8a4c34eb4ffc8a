/**
 * What the reader found on one document, before the facts of the appeal are put together: per fact
 * path, the value with its page, boxes, label and confidence. Small (a few KB per document), so the
 * pipeline's extract step hands it to build-facts through the Step Functions state (docs/pipelines.md).
 */
import type { Box } from '../documents/layout';
import type { ExtractionMethod } from '../documents/types';
import { FACT_PATHS, type FactPath } from './certainty';
import type { FactIssue } from './schema';

/** Facts no document gives: typed, looked up, or the API's; and those the reader does not read yet. */
const NOT_READ = [
  'vehicle.year',
  'infraction.catalogue',
  'owner.city',
  'driver.city',
  'signingCity',
  // A refusal (art. 165-A) is a record's wording, not a labelled value: typed or confirmed in review.
  'breath.refused',
  // A JARI decision's auto, process and deadline are read with the notice's own labels (notice.number,
  // suspension.processNumber, notice.deadline) and moved by core/src/second-instance/decision.ts.
  'decision.processNumber',
  'decision.noticeNumber',
  'decision.deadline',
  // The driver's answers the notice audit asks (core/src/notice-audit): never printed on a notice.
  'notice.priorDefenceFiled',
  'notice.autuacaoReceived',
  'notice.imageWithPlate',
  'infraction.signedAtRoadside',
  'suspension.professional',
  'suspension.pendingAppeals',
  // Printed on some notices, not read yet (labels for the reader, issue 25): typed or answered in review.
  'infraction.points',
  'suspension.gravissimas',
] as const;

/** What a document may give: every fact path but those, and the appeal type its title states. */
export type ReadingKey = Exclude<FactPath, (typeof NOT_READ)[number]> | 'appealType';
export const READING_KEYS = [
  ...FACT_PATHS.filter(
    (p): p is Exclude<FactPath, (typeof NOT_READ)[number]> => !(NOT_READ as readonly string[]).includes(p),
  ),
  'appealType',
] as ReadingKey[];

/** One value read on a document. */
export interface ReadHit {
  value: string | number;
  /** 1-based. */
  page: number;
  box?: Box;
  /** The label as printed. */
  label?: string;
  labelBox?: Box;
  /** 1-based line of the document's text. */
  line?: number;
  /** 0–1: the words' confidence × the pairing's quality. */
  confidence: number;
  issues?: FactIssue[];
}

export interface DocumentReading {
  /** File name: the facts' source. */
  name: string;
  method: ExtractionMethod;
  pages: number;
  /**
   * Per key, the values in order of preference: one for most fields; up to three infraction codes
   * (the catalogue, checked when the facts are built, decides among them).
   */
  fields: Partial<Record<ReadingKey, ReadHit[]>>;
  /**
   * Per page number, where the page lies on the upload (LayoutPage.toImage): pages read from a photo
   * or a scan, turned or straightened. The review's thumbnails map a value's box through it.
   */
  toImage?: Record<string, number[]>;
  /**
   * When the document holds several notices (two autos, two plates, two processes at distinct pages
   * or page regions): each one's own fields, top of the document first, never mixed. `fields` is then
   * the first one's, so a reader of `fields` alone reads one whole notice.
   */
  notices?: NoticeReading[];
}

/** One of several notices a document holds. */
export interface NoticeReading {
  /** 1-based pages its region spans, in order. */
  pages: number[];
  fields: Partial<Record<ReadingKey, ReadHit[]>>;
}

/** One reading per notice of a document: itself when it holds one notice. */
export function noticeReadings(reading: DocumentReading): DocumentReading[] {
  if (!reading.notices || reading.notices.length < 2) return [reading];
  const { notices: _, ...rest } = reading;
  return reading.notices.map((n) => ({ ...rest, fields: n.fields }));
}
