/**
 * The honest basis for any approval claim (issue 15 item 3): from the decisions drivers recorded, the
 * share of decided appeals that were granted, overall, by infraction code and by ground, each with the
 * number of cases behind it, and never a percentage from fewer than 20 decisions.
 *
 * The tallies are kept with the records they count: every write that changes an appeal's recorded
 * outcome (or erases it) applies `outcomeTallyDeltas` in the same transaction, so the report is one
 * Query of a small partition and always equals a count of the stored records.
 */
import type { Appeal, OutcomeResult } from '../appeal';
import type { OutcomeTallies, OutcomeTallyRow } from './ports';
import type { OutcomeReport } from './schemas';

export const MIN_CASES_FOR_SHARE = 20;

export const OUTCOME_LABEL: Record<OutcomeResult, string> = {
  granted: 'Deferido',
  refused: 'Indeferido',
  no_response: 'Sem resposta',
};

const FIELD: Record<OutcomeResult, 'granted' | 'refused' | 'noResponse'> = {
  granted: 'granted',
  refused: 'refused',
  no_response: 'noResponse',
};

export const TALLY_ALL = 'ALL';
export const tallyKeyOfCode = (code: string) => `CODE#${code}`;
export const tallyKeyOfGround = (id: string) => `GROUND#${id}`;

export interface TallyDelta {
  key: string;
  label?: string;
  granted: number;
  refused: number;
  noResponse: number;
}

type Counted = Pick<Appeal, 'outcome' | 'notice' | 'grounds'>;

/** The tallies one appeal counts in, with the label each shows. */
function tallyKeys(appeal: Counted): { key: string; label?: string }[] {
  const code = appeal.notice?.infractionCode;
  return [
    { key: TALLY_ALL },
    ...(code ? [{ key: tallyKeyOfCode(code), label: appeal.notice?.infractionDescription }] : []),
    ...(appeal.grounds ?? []).map((g) => ({ key: tallyKeyOfGround(g.id), label: g.title })),
  ];
}

/**
 * What changes in the tallies when an appeal goes from `before` to `after` (undefined: created or
 * deleted). Only non-zero deltas are returned.
 */
export function outcomeTallyDeltas(before: Counted | undefined, after: Counted | undefined): TallyDelta[] {
  const deltas = new Map<string, TallyDelta>();
  const apply = (appeal: Counted | undefined, sign: 1 | -1) => {
    const result = appeal?.outcome?.result;
    if (!appeal || !result) return;
    for (const { key, label } of tallyKeys(appeal)) {
      const d = deltas.get(key) ?? { key, granted: 0, refused: 0, noResponse: 0 };
      d[FIELD[result]] += sign;
      if (sign === 1 && label) d.label = label;
      deltas.set(key, d);
    }
  };
  apply(before, -1);
  apply(after, 1);
  return [...deltas.values()].filter((d) => d.granted !== 0 || d.refused !== 0 || d.noResponse !== 0);
}

/** granted / decided, or null below the minimum number of decisions. */
export function grantedShare(granted: number, decided: number): number | null {
  return decided >= MIN_CASES_FOR_SHARE ? granted / decided : null;
}

function tally(row: Pick<OutcomeTallyRow, 'granted' | 'refused' | 'noResponse'>) {
  const granted = Math.max(0, row.granted);
  const refused = Math.max(0, row.refused);
  const decided = granted + refused;
  return {
    decided,
    granted,
    refused,
    noResponse: Math.max(0, row.noResponse),
    grantedShare: grantedShare(granted, decided),
  };
}

const byCases = <T extends { decided: number; noResponse: number }>(a: T, b: T) =>
  b.decided - a.decided || b.noResponse - a.noResponse;

export function outcomeReport(rows: readonly OutcomeTallyRow[]): OutcomeReport {
  const all = rows.find((r) => r.key === TALLY_ALL);
  const present = (r: OutcomeTallyRow) => r.granted + r.refused + r.noResponse > 0;
  return {
    minimumCases: MIN_CASES_FOR_SHARE,
    overall: tally(all ?? { granted: 0, refused: 0, noResponse: 0 }),
    byInfraction: rows
      .filter((r) => r.key.startsWith('CODE#') && present(r))
      .map((r) => {
        const code = r.key.slice('CODE#'.length);
        return { code, label: r.label ?? code, ...tally(r) };
      })
      .sort(byCases),
    byGround: rows
      .filter((r) => r.key.startsWith('GROUND#') && present(r))
      .map((r) => {
        const id = r.key.slice('GROUND#'.length);
        return { id, label: r.label ?? id, ...tally(r) };
      })
      .sort(byCases),
  };
}

/** GET /appeals/outcomes (STAFF/ADMIN). */
export async function getOutcomeReport(deps: { tallies: OutcomeTallies }): Promise<OutcomeReport> {
  return outcomeReport(await deps.tallies.all());
}
