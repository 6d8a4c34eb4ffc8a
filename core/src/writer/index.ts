/**
 * The deterministic appeal writer (LEGAL.md): facts in, a complete Portuguese petition out.
 * It never invents a fact — what the facts lack is a visible "[preencher: …]" blank — and the user's
 * additionalText is quoted as data in the facts section, never followed as instructions.
 *
 * Text layout (read by core/src/pdf): blocks separated by blank lines; the first block is the
 * addressee; a line starting with "#" is a centred title; a line like "II – DO DIREITO" or
 * "II.1 – …" is a heading; "a) …" lines are requests; the block starting with "____" is the
 * signature block.
 */
export { statableFacts, ungroundedTokens } from './grounding';
export { BLANK_RE, blank } from './format';
export { filingNoteFor, type WriteOptions, type WrittenAppeal, writeAppeal } from './write';
export { arguedUnfiredGrounds, citationKeys } from './markers';
export { firedGrounds } from './piece';
export { LEGAL_SOURCES, type LegalSource, RULES, type GroundRule, type RuleOutcome } from './grounds';
export {
  type ReviewRequest,
  needsReview,
  neededForLabel,
  qualificationPaths,
  reviewRequests,
} from './review';
