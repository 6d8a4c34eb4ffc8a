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
