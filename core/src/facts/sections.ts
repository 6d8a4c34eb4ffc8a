/**
 * What the page's headings say: whose data a block holds (the owner's or the driver's), the stage of
 * the notice from its title, and the agency from its letterhead.
 */
import type { Cell } from '../reading/cells';
import { isHeadingCell } from '../reading/pairs';
import { AGENCY_NAME } from './agencies';
import type { Stage } from './schema';

export type Role = 'owner' | 'driver';

interface Section {
  role: Role | 'none';
  cell: Cell;
}

/** Words a section heading is made of; a name in capitals has none of them. */
const SECTION_WORDS =
  /(?:dados|identificacao|qualificacao|informacoes|proprietari|condutor|infrator|motorista|veiculo|infracao|autuacao|notificacao|penalidade|equipamento|local|fundamento|pagamento|defesa|recurso|observac|agente|suspensao|processo|habilitac|medicao|prazos?|interessad[oa])\b/;

/**
 * The headings of the page's blocks and whose data each holds. "Dados do interessado" names the person
 * the notice is addressed to (`addressee`): the owner on a fine's notice, the licence holder on a
 * suspension's.
 */
export function findSections(cells: readonly Cell[], addressee: Role): Section[] {
  const out: Section[] = [];
  for (const cell of cells) {
    const f = cell.folded;
    const titled = /^(?:dados|identificacao|qualificacao|informacoes)\s+d[oa]s?\s+/.test(f);
    if (!(isHeadingCell(cell) || (titled && !/[\d:]/.test(f) && cell.words.length <= 8))) continue;
    if (!SECTION_WORDS.test(f)) continue;
    const role = /proprietari/.test(f)
      ? 'owner'
      : /condutor|infrator|motorista|habilitad/.test(f)
        ? 'driver'
        : /interessad/.test(f)
          ? addressee
          : 'none';
    out.push({ role, cell });
  }
  return out;
}

/**
 * The role of the section a cell is in: the nearest heading above it that starts left of its right
 * edge; on one row of headings (two blocks side by side), the one furthest right that starts left of it.
 */
export function roleAt(sections: readonly Section[], at: Cell): Role | undefined {
  let best: Section | undefined;
  for (const s of sections) {
    const r = s.cell.rect;
    if (s.cell.page !== at.page || s.cell === at || r.t >= at.rect.t - 0.2 * at.h || r.l > at.rect.r)
      continue;
    if (!best) {
      best = s;
      continue;
    }
    const b = best.cell.rect;
    const sameRow = Math.abs(r.t - b.t) < 0.5 * s.cell.h;
    if (sameRow ? r.l <= at.rect.l + at.h && r.l > b.l : r.t > b.t) best = s;
  }
  return best && best.role !== 'none' ? best.role : undefined;
}

export interface Titled<T> {
  value: T;
  cell: Cell;
  /** The characters of the cell that say it. */
  from: number;
  to: number;
  /** They spell a notice's title letter for letter ("NOTIFICAÇÃO DA AUTUAÇÃO"): see read-hits.ts PHRASE_READ. */
  title?: true;
}

const at = (cell: Cell, re: RegExp): { from: number; to: number } => {
  const m = cell.folded.match(re);
  return m ? { from: m.index ?? 0, to: (m.index ?? 0) + m[0].length } : { from: 0, to: cell.text.length };
};

/** The stage and appeal type a notice's title states. */
const SUSPENSION = /suspensao\s*do\s*direito\s*de\s*dirigir/;
const PENALTY = /notificacao\s*(?:da|de)\s*(?:imposicao\s*(?:da|de)\s*)?penalidade/;
const AUTUACAO = /notificacao\s*(?:da|de)\s*autuacao/;

export function findStage(lines: readonly Cell[]): {
  stage?: Titled<Stage>;
  type?: Titled<'traffic' | 'suspension'>;
} {
  const hit = (value: Stage, type: 'traffic' | 'suspension', cell: Cell, re: RegExp, title = true) => ({
    stage: { value, cell, ...at(cell, re), ...(title ? { title: true as const } : {}) },
    type: { value: type, cell, ...at(cell, re) },
  });
  for (const line of lines) {
    // OCR splits a title's word at a wide letter, even into two lines of one row ("NOTIFICAÇÃO DA A" ·
    // "UTUAÇÃO"): the title is also tried as its row's text, without spaces.
    const row = lines
      .filter(
        (o) => o.page === line.page && Math.abs(o.rect.t + o.rect.b - line.rect.t - line.rect.b) < line.h,
      )
      .sort((a, b) => a.rect.l - b.rect.l);
    // A long title wraps ("…DE SUSPENSÃO DO DIREITO" · "DE DIRIGIR"): with the line right below it.
    const below = lines.find(
      (o) => o.page === line.page && o.rect.t > line.rect.b - 0.3 * line.h && o.rect.t - line.rect.b < line.h,
    );
    const f = `${line.folded} ${below && /^notificacao/.test(line.folded) ? `${below.folded} ` : ''}${row
      .map((o) => o.folded)
      .join('')
      .replace(/\s+/g, '')}`;
    if (SUSPENSION.test(f) && /(instauracao|processo|notificacao)/.test(f))
      return hit('suspensao', 'suspension', line, SUSPENSION);
    if (PENALTY.test(f)) return hit('jari', 'traffic', line, PENALTY);
    if (AUTUACAO.test(f)) return hit('defesa_previa', 'traffic', line, AUTUACAO);
  }
  // "Suspensão do direito de dirigir" anywhere: in a sentence as well as a title.
  for (const line of lines)
    if (SUSPENSION.test(line.folded)) return hit('suspensao', 'suspension', line, SUSPENSION, false);
  return {};
}

/**
 * A known agency named in the letterhead (the first lines of the first page read). `another`: a later
 * letterhead line names an agency too ("PREFEITURA DE BELO HORIZONTE" over "… - BHTRANS"): which of the
 * two issued the notice, the letterhead alone does not say.
 */
export function agencyInHeader(lines: readonly Cell[]): (Titled<string> & { another: boolean }) | undefined {
  const first = lines[0]?.page;
  const header = lines.filter((l) => l.page === first).slice(0, 12);
  for (const [i, line] of header.entries()) {
    if (!AGENCY_NAME.test(line.folded)) continue;
    const another = header.slice(i + 1).some((l) => AGENCY_NAME.test(l.folded));
    const value = line.text.replace(/\s+-\s+(?:notifica|auto).*$/i, '').trim();
    // "DEPARTAMENTO ESTADUAL DE TRÂNSITO - DETRAN-SP": the agency goes by the acronym it closes with.
    const acronym = value.match(/\s-\s([A-Z]{2,8}(?:[-/][A-Z]{2})?)$/);
    if (acronym?.index !== undefined) {
      const from = acronym.index + acronym[0].length - (acronym[1] as string).length;
      return { value: acronym[1] as string, cell: line, from, to: value.length, another };
    }
    if (value.length >= 2) return { value, cell: line, from: 0, to: value.length, another };
  }
  return undefined;
}

/** Why a suspension: points over the limit (art. 261, I) or an infraction that suspends by itself (II). */
export function suspensionReason(
  lines: readonly Cell[],
): Titled<'pontos' | 'infracao_suspensiva'> | undefined {
  const ITSELF = /(autossuspensiv|infracao\s+suspensiva|art\.?\s*261,?\s*(?:inciso\s*)?ii(?!i))/;
  const itself = lines.find((l) => ITSELF.test(l.folded));
  if (itself) return { value: 'infracao_suspensiva', cell: itself, ...at(itself, ITSELF) };
  const POINTS = /(pontuacao|pontos)/;
  const points = lines.find((l) => POINTS.test(l.folded) && /(atingi|soma|limite|total)/.test(l.folded));
  return points ? { value: 'pontos', cell: points, ...at(points, POINTS) } : undefined;
}
