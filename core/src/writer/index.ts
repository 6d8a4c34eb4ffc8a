/**
 * The appeal writer (`@recurso/core/writer`): the deterministic petition (write.ts) argued from the
 * notice audit (core/src/notice-audit), what the review step asks (review.ts), and the checks a
 * language model's text goes through (grounding.ts, markers.ts). docs/writer.md.
 */
export { statableFacts, ungroundedTokens } from './grounding';
export { BLANK_RE, blank } from './format';
export {
  filingNoteFor,
  type Timeliness,
  timelinessOf,
  type WriteOptions,
  type WrittenAppeal,
  type WrittenGround,
  writeAppeal,
} from './write';
export { arguedUnfiredGrounds, citationKeys, headingsOf, normalizeForMarkers } from './markers';
export { firedGrounds, groundOutcomes } from './piece';
export {
  type AuditEntry,
  type AuditRule,
  LEGAL_SOURCES,
  type LegalSource,
  RULES,
} from '../notice-audit';
export {
  type ReviewRequest,
  needsReview,
  neededForLabel,
  qualificationPaths,
  reviewRequests,
} from './review';
