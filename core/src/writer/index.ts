/**
 * The appeal writer (`@recurso/core/writer`): the deterministic petition (write.ts), the grounds as
 * rules with premises (grounds/), what the review step asks (review.ts), and the checks a language
 * model's text goes through (grounding.ts, markers.ts). docs/writer.md.
 */
export { statableFacts, ungroundedTokens } from './grounding';
export { BLANK_RE, blank } from './format';
export { filingNoteFor, type WriteOptions, type WrittenAppeal, writeAppeal } from './write';
export { arguedUnfiredGrounds, citationKeys } from './markers';
export { firedGrounds, groundOutcomes } from './piece';
export { LEGAL_SOURCES, type LegalSource, RULES, type GroundRule, type RuleOutcome } from './grounds';
export {
  type ReviewRequest,
  needsReview,
  neededForLabel,
  qualificationPaths,
  reviewRequests,
} from './review';
