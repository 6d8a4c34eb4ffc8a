/**
 * Operator-facing text for a configuration variable that fails its schema. zod/mini has no messages
 * of its own ("Invalid input"), so each check says here what it expected; a schema's own message wins.
 */
import type * as z from 'zod/mini';

function expected(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'is required' : `must be a ${issue.expected}`;
    case 'invalid_format':
      return issue.format === 'starts_with'
        ? `must start with "${(issue as { prefix?: string }).prefix}"`
        : `must be a valid ${issue.format}`;
    case 'too_small':
      return issue.origin === 'string'
        ? `must have at least ${issue.minimum} characters`
        : `must be at least ${issue.minimum}`;
    case 'too_big':
      return issue.origin === 'string'
        ? `must have at most ${issue.maximum} characters`
        : `must be at most ${issue.maximum}`;
    case 'invalid_value':
      return `must be one of ${issue.values.map(String).join(', ')}`;
    default:
      return 'is invalid';
  }
}

/** Parse options for a configuration schema: `schema.safeParse(env, CONFIG_ISSUES)`. */
export const CONFIG_ISSUES = { error: expected };

/** `NAME: what it expected` for every issue, in order, without repeats. */
export const configProblems = (issues: readonly z.core.$ZodIssue[]): string[] => [
  ...new Set(issues.map((i) => `${i.path.join('.') || 'env'}: ${i.message}`)),
];
