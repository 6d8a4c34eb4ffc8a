/**
 * The driver's answers in the review step ("Confira os dados"), applied to the facts: each confirmed or
 * corrected fact becomes "confirmed by the user" (source `user`, with the time and the reading it
 * replaced), so the grounds resting on it may be argued. Values are checked per path (fields.ts, then
 * the facts schema); a bad value is a ValidationError naming the field in Portuguese.
 */
import { ValidationError } from '../errors';
import { type FactPath, getFact, isFactPath, setFact } from './certainty';
import { findFormalDefects } from './defects';
import { type FieldInput, fieldLabel, fieldOf, parseFieldValue } from './fields';
import { type Fact, type Facts, FactsSchema, type FactSource, type PreviousValue } from './schema';

export interface FactAnswer {
  path: string;
  /**
   * Absent: the driver confirms the value read. A value: the driver's value (the same value counts as
   * a confirmation). null or blank: the field is not on the documents, so the fact is removed.
   */
  value?: FieldInput;
}

export interface ConfirmResult {
  facts: Facts;
  /** Paths whose fact changed value (corrected or removed). */
  corrected: FactPath[];
  confirmed: FactPath[];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The reading a user answer replaces: the original one, even after several answers. */
function previousOf(fact: Fact<unknown>): { value: PreviousValue; source: FactSource } {
  if (fact.source.kind === 'user' && fact.source.previous) return fact.source.previous;
  return { value: fact.value as PreviousValue, source: fact.source };
}

/**
 * Applies `answers` to a copy of `facts` at time `at` (ISO). Throws ValidationError when a path is
 * unknown, a value is invalid, or a missing fact is "confirmed"; all messages in one, field by field.
 */
export function confirmFacts(facts: Facts, answers: readonly FactAnswer[], at: string): ConfirmResult {
  const next = structuredClone(facts);
  const problems: string[] = [];
  const corrected: FactPath[] = [];
  const confirmed: FactPath[] = [];
  const seen = new Set<string>();
  for (const answer of answers) {
    const { path } = answer;
    if (!isFactPath(path) || !fieldOf(path)) {
      problems.push(`${path}: este dado não pode ser alterado.`);
      continue;
    }
    if (seen.has(path)) {
      problems.push(`${fieldLabel(path)}: informado mais de uma vez.`);
      continue;
    }
    seen.add(path);
    const current = getFact(next, path);
    const user = (action: 'confirmed' | 'corrected', value: unknown): Fact<unknown> => ({
      value,
      source: {
        kind: 'user',
        field: path,
        action,
        at,
        ...(current ? { previous: previousOf(current) } : {}),
      },
      confidence: 1,
    });
    if (answer.value === undefined) {
      if (!current) problems.push(`${fieldLabel(path)}: não há valor lido para confirmar; preencha o campo.`);
      else {
        setFact(next, path, user('confirmed', current.value));
        confirmed.push(path);
      }
      continue;
    }
    const parsed = parseFieldValue(path, answer.value);
    if (parsed === undefined) {
      if (current) {
        setFact(next, path, undefined);
        corrected.push(path);
      }
      continue;
    }
    if (!parsed.ok) {
      problems.push(`${fieldLabel(path)}: ${parsed.message}`);
      continue;
    }
    const changed = !current || !same(current.value, parsed.value);
    setFact(next, path, user(changed ? 'corrected' : 'confirmed', parsed.value));
    (changed ? corrected : confirmed).push(path);
  }
  if (problems.length) throw new ValidationError(problems.join(' '), { fields: [...seen] });
  // The catalogue row is refreshed where the appeal is written (./catalogue-row.ts): the API does not
  // carry the catalogue.
  // Drop groups a removal emptied, so the schema and the writer see no empty objects.
  for (const group of ['speed', 'driver', 'suspension'] as const)
    if (next[group] && Object.keys(next[group] as object).length === 0) delete next[group];
  next.formalDefects = findFormalDefects(next);
  const checked = FactsSchema.safeParse(next);
  if (!checked.success) {
    const paths = [
      ...new Set(checked.error.issues.map((i) => i.path.filter((p) => p !== 'value').join('.'))),
    ];
    throw new ValidationError(`Dados inválidos: ${paths.map(fieldLabel).join(', ')}.`, { fields: paths });
  }
  return { facts: checked.data, corrected, confirmed };
}
