/**
 * Facts: what the documents and the user say about one fine or suspension, each value with its
 * source and confidence. Entry points: `extractFacts(documents, options)`, `factsFromManualEntry(entry,
 * options)`, and `readDocument(layout)` for one document (the pipeline's extract step).
 */
export {
  type AgencyKind,
  agencyKind,
  agencyState,
  agencyWithin,
  looksLikeAgency,
  misspeltAgencyWords,
} from './agencies';
export * from './certainty';
export * from './checks';
export * from './confirm';
export * from './catalogue-row';
export * from './confusables';
export * from './dates';
export { FIELD_KEYS, FIELD_LABELS, FIELD_VOCABULARY, type FieldKey, roleOfLabel } from './field-labels';
export * from './defects';
export * from './fields';
export { grammarIssues } from './grammar';
export { isCutNoticeTitle, isNoticeTitle, type NoticeRegion, noticeRegions, regionLayout } from './notices';
export * from './notice-choice';
export {
  extractFacts,
  type ExtractOptions,
  factsFromManualEntry,
  matchTypedInfraction,
  type ReadableDocument,
  readingOf,
  readFact,
  type TextDocument,
} from './extract';
export * from './identifiers';
export * from './manual-entry';
export * from './notice-number';
export { repairOcrWords } from './ocr-words';
export { fold } from './text';
export { type LayoutDocument, readDocument, readText } from './read-document';
export * from './reading';
export { DocumentReadingSchema } from './reading-schema';
export { checkReadValue, normalizeScannedLegalBasis, wordsOverlap } from './scan-checks';
export * from './schema';
