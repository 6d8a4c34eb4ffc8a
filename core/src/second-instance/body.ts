/**
 * Who judges the second instance (CTB art. 289, in the wording of Lei nº 14.071/2020; source recorded
 * in core/src/follow-up/legal.ts `CTB_RULES.art289` and core/src/writer/grounds/sources.ts `ctb_289`):
 * a federal agency's penalty (PRF, DNIT, ANTT…) goes to the colegiado especial (I); a state or municipal
 * agency's to the CETRAN of its state, the Distrito Federal's to the CONTRANDIFE (II). Decided from the
 * agency as read on the notice (only when certain) and, for the state, the place of the infraction.
 */
import { isCertain } from '../facts/certainty';
import type { Facts } from '../facts/schema';
import { fold } from '../facts/text';
import { UFS, type Uf } from '../uf';

export type { Uf } from '../uf';

const STATE_NAMES: Record<string, Uf> = {
  acre: 'AC',
  alagoas: 'AL',
  amazonas: 'AM',
  amapa: 'AP',
  bahia: 'BA',
  ceara: 'CE',
  'distrito federal': 'DF',
  'espirito santo': 'ES',
  goias: 'GO',
  maranhao: 'MA',
  'minas gerais': 'MG',
  'mato grosso do sul': 'MS',
  'mato grosso': 'MT',
  para: 'PA',
  paraiba: 'PB',
  pernambuco: 'PE',
  piaui: 'PI',
  parana: 'PR',
  'rio de janeiro': 'RJ',
  'rio grande do norte': 'RN',
  rondonia: 'RO',
  roraima: 'RR',
  'rio grande do sul': 'RS',
  'santa catarina': 'SC',
  sergipe: 'SE',
  'sao paulo': 'SP',
  tocantins: 'TO',
};

/** Agencies of the Union (art. 289, I): the federal highway police, DNIT, ANTT. */
const FEDERAL =
  /(?<![a-z])(prf|dprf|dnit|antt|policia\s+rodoviaria\s+federal|departamento\s+nacional\s+de\s+infra[- ]?estrutura\s+de\s+transportes|agencia\s+nacional\s+de\s+transportes\s+terrestres)(?![a-z])/;

export type SecondInstanceBody =
  | { kind: 'colegiado' }
  | { kind: 'contrandife' }
  | { kind: 'cetran'; uf?: Uf }
  /** The agency was not read with certainty: the piece names both and leaves a blank. */
  | { kind: 'unknown' };

const ufCode = (s: string): Uf | undefined =>
  (UFS as readonly string[]).includes(s.toUpperCase()) ? (s.toUpperCase() as Uf) : undefined;

/** The state an agency's name gives: "DETRAN-SP", "DER/MG", "Departamento de Trânsito de Goiás". */
export function ufOfAgency(agency: string): Uf | undefined {
  const f = fold(agency);
  const code = f.match(
    /(?<![a-z])(?:detran|der|dsv|dtp|setran|semob|cetran|ciretran|pm|bptran)\s*[-/–]\s*([a-z]{2})(?![a-z])/,
  );
  const fromCode = code ? ufCode(code[1] as string) : undefined;
  if (fromCode) return fromCode;
  const tail = f.match(/[-/–]\s*([a-z]{2})\s*\)?\s*$/);
  const fromTail = tail ? ufCode(tail[1] as string) : undefined;
  if (fromTail) return fromTail;
  // The longest names first: "mato grosso do sul" before "mato grosso", "rio grande do sul" before "rio…".
  const names = Object.keys(STATE_NAMES).sort((a, b) => b.length - a.length);
  const name = names.find((n) =>
    new RegExp(`(?<![a-z])(?:de|do|da|estado\\s+d[aeo])\\s+${n}(?![a-z])`).test(f),
  );
  return name ? STATE_NAMES[name] : undefined;
}

/** The state at the end of a place as printed ("Av. Brasil, 100 – Belo Horizonte/MG"). */
export function ufOfPlace(place: string): Uf | undefined {
  const m = place.trim().match(/[-/–,]\s*([A-Za-z]{2})\s*\.?$/);
  return m ? ufCode(m[1] as string) : undefined;
}

export function secondInstanceBody(facts: Facts): SecondInstanceBody {
  const agency = isCertain(facts.agency) ? facts.agency?.value : undefined;
  if (!agency) return { kind: 'unknown' };
  const folded = fold(agency);
  if (FEDERAL.test(folded)) return { kind: 'colegiado' };
  const place = isCertain(facts.infraction.place) ? facts.infraction.place?.value : undefined;
  const uf = ufOfAgency(agency) ?? (place ? ufOfPlace(place) : undefined);
  if (uf === 'DF') return { kind: 'contrandife' };
  return uf ? { kind: 'cetran', uf } : { kind: 'cetran' };
}

/** The body's name in a sentence, without its article ("Conselho Estadual de Trânsito – CETRAN/SP"…). */
export function bodyName(body: SecondInstanceBody, agency: string): string {
  switch (body.kind) {
    case 'colegiado':
      return `colegiado especial de que trata o art. 289, I, do CTB (${agency})`;
    case 'contrandife':
      return 'Conselho de Trânsito do Distrito Federal – CONTRANDIFE';
    case 'cetran':
      return body.uf
        ? `Conselho Estadual de Trânsito – CETRAN/${body.uf}`
        : 'Conselho Estadual de Trânsito – CETRAN do Estado do órgão autuador';
    case 'unknown':
      return 'CETRAN do Estado (no Distrito Federal, CONTRANDIFE; contra órgão federal, colegiado especial do art. 289, I, do CTB)';
  }
}
