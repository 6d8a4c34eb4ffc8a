/**
 * What a Brazilian traffic agency's name looks like, printed in a notice's letterhead or in its
 * "Órgão autuador" field: one pattern for both (folded text: lower case, no accents).
 *
 * Sources: the Código de Trânsito Brasileiro's arts. 19–24 (the bodies of the Sistema Nacional de
 * Trânsito: the federal road police and road department, the states' DETRANs and road departments, the
 * municipalities' traffic bodies), and how agencies print themselves (DETRAN-SP, DETRAN/RS, DER-MG,
 * "Polícia Rodoviária Federal", DNIT, CET, BHTRANS). Municipal bodies are too many to list: they are
 * known by the words of their names ("secretaria municipal de…", "empresa de transportes e trânsito…")
 * or an acronym of four letters or more.
 */
import { UFS } from '../uf';
import { fold } from './text';

const UF = UFS.map((u) => u.toLowerCase()).join('|');

/** A named agency, or the words of a traffic body's full name, in folded text. */
export const AGENCY_NAME = new RegExp(
  [
    `detran\\s*[-/]?\\s*(?:${UF})(?![a-z])`,
    `de{1,2}r\\s*[-/]\\s*(?:${UF})(?![a-z])`,
    'policia\\s+rodoviaria\\s+federal',
    '\\b(?:prf|dnit)\\b',
    'departamento\\s+(?:estadual\\s+|nacional\\s+|municipal\\s+)?de\\s+(?:transito|estradas\\s+de\\s+rodagem|infraestrutura\\s+de\\s+transportes)[a-z ]*',
    'secretaria\\s+(?:municipal\\s+)?de\\s+(?:[a-z]+\\s+e\\s+)?(?:mobilidade|transportes?|transito)[a-z ,]*',
    // Military police and municipal guards enforce by agreement with the traffic body (CTB arts. 23, 25).
    'guarda\\s+(?:civil\\s+)?municipal',
    'policia\\s+militar',
    'companhia\\s+de\\s+engenharia\\s+de\\s+trafego',
    'empresa\\s+(?:municipal\\s+)?de\\s+transportes?\\s+e\\s+transito[a-z ]*',
    '(?:autarquia|superintendencia|coordenadoria|diretoria)\\s+(?:municipal\\s+)?de\\s+(?:mobilidade|transportes?|transito)[a-z ]*',
    'prefeitura\\s+(?:municipal\\s+)?de\\s+[a-z ]+',
    '\\bbhtrans\\b',
    // Any other body named for what traffic bodies do: "Empresa Pública de Transporte e Circulação".
    '(?:departamento|empresa|autarquia|secretaria|companhia|superintendencia|instituto|agencia|coordenadoria|diretoria|fundacao)\\s+(?:[a-z]+\\s+){0,4}?(?:de\\s+)?(?:transito|transportes?|mobilidade|circulacao|trafego)\\b[a-z ]*',
  ].join('|'),
);

/**
 * The words of agencies' names as the language spells them: a notice prints each with its accents or,
 * in capitals, often without; never with another accent. An accent no such word carries
 * ("Départamento", "Tránsito") is OCR's misreading, however confident.
 */
export const AGENCY_WORDS = new Map(
  (
    'Departamento Estadual Nacional Municipal Estado Trânsito Estradas Rodagem Infraestrutura Transportes ' +
    'Transporte Secretaria Mobilidade Urbana Guarda Civil Polícia Rodoviária Federal Militar Companhia ' +
    'Engenharia Tráfego Empresa Pública Autarquia Superintendência Coordenadoria Diretoria Prefeitura ' +
    'Circulação Instituto Agência Fundação Sistema Viário Viária Operações ' +
    // The states' names, which a state's agency's name spells out ("… do Estado do Rio de Janeiro"):
    // "Río" read at 0.86 on a JPEG was certain (fuzz-images fresh-b66eac25 #14).
    'Acre Alagoas Amapá Amazonas Bahia Ceará Distrito Espírito Santo Goiás Maranhão Mato Grosso Minas ' +
    'Gerais Pará Paraíba Paraná Pernambuco Piauí Rio Janeiro Grande Norte Sul Rondônia Roraima Santa ' +
    'Catarina São Paulo Sergipe Tocantins'
  )
    .split(' ')
    .map((w) => [fold(w), w.toLowerCase()]),
);

/** Words of an agency's name spelt with an accent the word never carries (OCR's misreading). */
export function misspeltAgencyWords(value: string): string[] {
  return (value.match(/\p{L}+/gu) ?? []).filter((w) => {
    const spelt = AGENCY_WORDS.get(fold(w));
    const lower = w.toLowerCase();
    return spelt !== undefined && lower !== spelt && lower !== fold(w);
  });
}

/** Three-letter acronyms of agencies that print only them; any other three capitals is OCR's debris ("TES"). */
const SHORT_ACRONYMS = new Set(['PRF', 'CET', 'AMC', 'STT', 'SMT', 'DMT', 'DSV']);

/** An acronym as an agency prints it alone: "EPTC", "SEMOB", "CET-Rio", "DETRAN/RS". */
const ACRONYM = /^([A-Z][A-Z0-9]{1,11})(?:\s*[-/]\s*[A-Z][A-Za-z]{1,5})?$/;

/** `value` (as read) names a traffic agency: a known name, an agency's acronym, a body's full name. */
export function looksLikeAgency(value: string): boolean {
  if (AGENCY_NAME.test(fold(value))) return true;
  const acronym = value.match(ACRONYM)?.[1];
  return acronym !== undefined && (acronym.length >= 4 || SHORT_ACRONYMS.has(acronym));
}

/**
 * The agency's name within a value OCR read with debris around it: "a BHTRANS" (the end of
 * "autuador(a)", whose brackets OCR drops), "Polícia Rodoviária Federal!" (a rule's end read as "!").
 * Only a known name with at most two letters or digits beside it; anything longer is the value itself.
 */
export function agencyWithin(value: string): { index: number; end: number } | undefined {
  const folded = fold(value); // as long as `value`: a folded letter is one letter
  const m = folded.match(AGENCY_NAME);
  if (m?.index === undefined) return undefined;
  let end = m.index + m[0].trimEnd().length;
  // The state after a hyphen or a slash is the name's own ("… Trânsito DETRAN" + "-SP"), not debris.
  end += folded.slice(end).match(/^\s*[-/]\s*[a-z]{2}(?![a-z])/)?.[0].length ?? 0;
  const rest = (folded.slice(0, m.index) + folded.slice(end)).replace(/[^a-z0-9]/g, '');
  return rest.length <= 2 ? { index: m.index, end } : undefined;
}

/** A state's traffic body or road department as it prints its state ("DETRAN-SP", "DER/MG"), folded. */
const STATE_ACRONYM = new RegExp(`(?:^|[^a-z])(?:detran\\s*[-/]?|de{1,2}r\\s*[-/])\\s*(${UF})(?![a-z])`);

/** The state of the state agency `text` names ("DETRAN-PR" → "PR"), or undefined. */
export function agencyState(text: string): string | undefined {
  return fold(text).match(STATE_ACRONYM)?.[1]?.toUpperCase();
}

/** An acronym that names one body, folded: a state's with its state, or a single body's. */
const ONE_BODY = `(?:(?:detran|de{1,2}r)\\s*[-/]\\s*(?:${UF})|prf|dnit|bhtrans)`;
const ACRONYM_ALONE = new RegExp(`^${ONE_BODY}$`);
const ENDS_AS_AGENCY = new RegExp(`(?:^|[^a-z])(?:${ONE_BODY}|policia\\s+rodoviaria\\s+federal)$`);

/**
 * `value` is, whole, an agency's acronym that names one body: a state's with its state ("DETRAN-RJ",
 * "DER/MG") or a single body's ("PRF", "DNIT", "BHTRANS"). No other value prints so.
 */
export function isAgencyAcronym(value: string): boolean {
  return ACRONYM_ALONE.test(fold(value).trim());
}

/**
 * `value` ends where agencies' names end: an acronym with its state ("DETRAN-DF", "DER/MG"), one that
 * names a single body ("PRF", "DNIT", "BHTRANS"), or "Polícia Rodoviária Federal" whole.
 */
export function endsAsAgency(value: string): boolean {
  return ENDS_AS_AGENCY.test(fold(value).trimEnd());
}

/** Which kind of body of the Sistema Nacional de Trânsito an agency is (CTB arts. 19–24). */
export type AgencySphere = 'federal' | 'estadual' | 'municipal';
/**
 * Executivo de trânsito (arts. 22, 24: DETRANs, municipal traffic bodies), executivo rodoviário (art.
 * 21: DNIT, DERs), or a police force enforcing by agreement (PRF, art. 20; Polícia Militar, art. 23).
 */
export type AgencyRole = 'transito' | 'rodoviario' | 'policia';

export interface AgencyKind {
  /** The article its name takes: "o DETRAN-SP", "a AMC" (the gender of the noun its name stands for). */
  article: 'o' | 'a';
  sphere?: AgencySphere;
  role?: AgencyRole;
}

/**
 * Agencies by their name (folded), first match wins: the acronyms agencies print, then the nouns of
 * full names. The article follows the noun the name stands for (Departamento → o; Polícia, Autarquia,
 * Companhia, Empresa, Secretaria, Superintendência, Prefeitura, Guarda → a).
 */
const AGENCY_KINDS: readonly { test: RegExp; kind: AgencyKind }[] = [
  {
    test: /^detran\b|departamento estadual de transito/,
    kind: { article: 'o', sphere: 'estadual', role: 'transito' },
  },
  {
    test: /^(?:prf\b|policia rodoviaria federal)/,
    kind: { article: 'a', sphere: 'federal', role: 'policia' },
  },
  {
    test: /^(?:dnit\b|departamento nacional de infraestrutura)/,
    kind: { article: 'o', sphere: 'federal', role: 'rodoviario' },
  },
  { test: /^antt\b/, kind: { article: 'a', sphere: 'federal', role: 'rodoviario' } },
  {
    test: /^(?:d(?:a|e)?er\b|daer\b|departamento (?:autonomo |estadual )?de estradas de rodagem)/,
    kind: { article: 'o', sphere: 'estadual', role: 'rodoviario' },
  },
  {
    test: /^(?:der|deinfra|dertins|dersa)\b/,
    kind: { article: 'o', sphere: 'estadual', role: 'rodoviario' },
  },
  { test: /^policia militar/, kind: { article: 'a', sphere: 'estadual', role: 'policia' } },
  {
    test: /^(?:cet\b|cet-rio|companhia de engenharia de trafego)/,
    kind: { article: 'a', sphere: 'municipal', role: 'transito' },
  },
  {
    test: /^(?:amc|bhtrans|eptc|semob|smt|stt|sttu|setran|semtran|transalvador|urbs|emdec|settrans?)\b/,
    kind: { article: 'a', sphere: 'municipal', role: 'transito' },
  },
  {
    test: /^(?:dsv|dmt|demutran|detrans?\s+municipal)\b/,
    kind: { article: 'o', sphere: 'municipal', role: 'transito' },
  },
  {
    test: /^(?:guarda (?:civil )?municipal|prefeitura)/,
    kind: { article: 'a', sphere: 'municipal', role: 'transito' },
  },
  {
    test: /^(?:secretaria|superintendencia|autarquia|empresa|companhia|coordenadoria|diretoria|agencia)\b.*\bmunicipa/,
    kind: { article: 'a', sphere: 'municipal', role: 'transito' },
  },
  { test: /^departamento\b.*\bmunicipa/, kind: { article: 'o', sphere: 'municipal', role: 'transito' } },
  {
    test: /^(?:secretaria|superintendencia|autarquia|empresa|companhia|coordenadoria|diretoria|agencia|policia|guarda)\b/,
    kind: { article: 'a' },
  },
  { test: /^departamento\b/, kind: { article: 'o' } },
];

/** What the agencies table knows of an agency's name: undefined for a name it does not know. */
export function agencyKind(name: string): AgencyKind | undefined {
  const folded = fold(name).trim();
  return AGENCY_KINDS.find((a) => a.test.test(folded))?.kind;
}
