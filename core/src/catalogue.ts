/**
 * The CTB infraction catalogue (core/data/infracoes-ctb.json, provenance in infracoes-ctb.SOURCE.md):
 * typed rows, lookup by code in any common notation, and an accent/case-insensitive search.
 * Imported by the frontend as `@recurso/core/catalogue`; keep these names stable.
 */
import rows from '../data/infracoes-ctb.json';

export type Gravidade = 'leve' | 'media' | 'grave' | 'gravissima';
export type Infrator =
  | 'condutor'
  | 'proprietario'
  | 'pedestre'
  | 'pf_ou_pj'
  | 'pessoa_juridica'
  | 'servidor_publico'
  | 'embarcador_transportador';

export interface Infraction {
  /** "745-50": 3 digits, check digit, desdobramento. */
  codigo: string;
  /** "7455": 4-digit code with its check digit. */
  codigo_infracao: string;
  desdobramento: number;
  descricao: string;
  /** CTB article without "Art.", e.g. "218, I". */
  artigo: string;
  gravidade: Gravidade | null;
  fator_multiplicador: number | null;
  pontos: number | null;
  /** BRL, recomputed from the gravity base and multiplier; null where the CTB sets no fixed value. */
  valor: number | null;
  infrator: Infrator;
  /** The infraction by itself carries suspension of the right to drive (art. 261 II). */
  suspensiva: boolean;
  orgao: string;
  descricao_renainf: string | null;
  obs: string | null;
}

export const INFRACTIONS: readonly Infraction[] = rows as Infraction[];

export const GRAVIDADE_LABEL: Record<Gravidade, string> = {
  leve: 'leve',
  media: 'média',
  grave: 'grave',
  gravissima: 'gravíssima',
};

/** Lowercase, no accents (NFD + strip combining marks), collapsed spaces. */
export function normalizeText(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const byDigits = new Map<string, Infraction>();
for (const row of INFRACTIONS) byDigits.set(row.codigo.replace(/\D/g, ''), row);

/**
 * Finds a row by its code: '745-50', '74550', '7455-0', '745 50', '745.50'. A 4-digit code ('7455')
 * matches desdobramento 0 when it exists. Returns undefined for unknown codes.
 */
export function findInfraction(code: string): Infraction | undefined {
  const digits = code.replace(/\D/g, '');
  if (digits.length === 5) return byDigits.get(digits);
  if (digits.length === 4) return byDigits.get(`${digits}0`);
  return undefined;
}

interface Indexed {
  row: Infraction;
  text: string;
  code: string;
  artigo: string;
}

/** Precomputed normalized haystacks so a query costs one pass of `includes` over 439 rows. */
const INDEX: readonly Indexed[] = INFRACTIONS.map((row) => ({
  row,
  text: normalizeText(`${row.descricao} ${row.descricao_renainf ?? ''}`),
  code: row.codigo.replace(/\D/g, ''),
  artigo: normalizeText(row.artigo),
}));

/**
 * Accent/case-insensitive search over description, article and code. Every query word must match
 * (description, article or code). Results rank code matches first, then article, then description
 * matches that start a word, then catalogue order.
 */
export function searchInfractions(query: string, limit = 20): Infraction[] {
  const q = normalizeText(query).replace(/^art(igo)?\.?\s*/, '');
  if (!q) return [];
  const words = q.split(' ').filter(Boolean);
  const qDigits = q.replace(/[\s.-]/g, '');
  const isCode = /^\d{3,5}$/.test(qDigits);
  const scored: { row: Infraction; score: number; order: number }[] = [];
  for (let i = 0; i < INDEX.length; i++) {
    const it = INDEX[i] as Indexed;
    let score = 0;
    if (isCode && it.code.startsWith(qDigits)) score = 100;
    else if (it.artigo === q || it.artigo.startsWith(`${q},`) || it.artigo.startsWith(`${q} `)) score = 80;
    else {
      let all = true;
      let wordStarts = 0;
      for (const w of words) {
        const at = it.text.indexOf(w);
        if (at >= 0) {
          if (at === 0 || it.text.charCodeAt(at - 1) === 32) wordStarts++;
        } else if (!it.artigo.includes(w)) {
          all = false;
          break;
        }
      }
      if (all) score = 10 + wordStarts;
    }
    if (score > 0) scored.push({ row: it.row, score, order: i });
  }
  scored.sort((a, b) => b.score - a.score || a.order - b.order);
  return scored.slice(0, Math.max(0, limit)).map((s) => s.row);
}
