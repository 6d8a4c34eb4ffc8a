/**
 * What the reader found on one document, before the facts of the appeal are put together: per fact
 * path, the value with its page, boxes, label and confidence. Small (a few KB per document), so the
 * pipeline's extract step hands it to build-facts through the Step Functions state (docs/pipelines.md).
 */
import type { Box } from '../documents/layout';
import type { ExtractionMethod } from '../documents/types';
import type { FactIssue } from './schema';

export const READING_KEYS = [
  'stage',
  'appealType',
  'notice.number',
  'notice.issueDate',
  'notice.dispatchDate',
  'notice.deadline',
  'agency',
  'vehicle.plate',
  'vehicle.model',
  'vehicle.renavam',
  'infraction.code',
  'infraction.description',
  'infraction.legalBasis',
  'infraction.date',
  'infraction.time',
  'infraction.place',
  'infraction.amount',
  'infraction.agentId',
  'speed.measured',
  'speed.considered',
  'speed.limit',
  'speed.equipment',
  'speed.verificationDate',
  'owner.name',
  'owner.cpf',
  'owner.cnpj',
  'owner.cnh',
  'owner.address',
  'driver.name',
  'driver.cpf',
  'driver.cnpj',
  'driver.cnh',
  'driver.address',
  'suspension.processNumber',
  'suspension.points',
  'suspension.periodStart',
  'suspension.periodEnd',
  'suspension.reason',
] as const;
export type ReadingKey = (typeof READING_KEYS)[number];

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
}
