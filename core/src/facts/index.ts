/**
 * Facts: what the documents and the user say about one fine or suspension, each value with its
 * source. Entry points: `extractFacts(documents, options)` and `factsFromManualEntry(entry, options)`.
 */
export * from './certainty';
export * from './confirm';
export * from './dates';
export * from './defects';
export * from './fields';
export {
  extractFacts,
  type ExtractOptions,
  factsFromManualEntry,
  matchTypedInfraction,
  type TextDocument,
} from './extract';
export * from './identifiers';
export * from './manual-entry';
export * from './notice-number';
export * from './schema';
