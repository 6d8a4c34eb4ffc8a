/**
 * What OCR does to the fixed parts of a Brazilian address or place, undone where only one reading
 * fits: a street type's period read as a comma ("AV, AFONSO PENA"), the CEP's hyphen read as a dot
 * ("CEP 11852.959") or its digits cut in two ("CEP 2001 1-999"), a state's letter swapped ("NOVA IGUAÇU/RI": no state is "RI", "RJ" is one
 * letter off) and "I/" read as one "V" ("NITERÓVRJ"). Each repair is an issue: the driver confirms it.
 */
import { UFS } from '../uf';
import { isKnownWord, type OcrRepair } from './ocr-words';

/** Street types agencies abbreviate with a period: Avenida, Alameda, Travessa, Rodovia, Estrada, Praça. */
const STREET_TYPE_COMMA = /^(AV|AL|TV|ROD|EST|PÇA|PCA)\s*,\s*/i;

/** "CEP 11852.959", "CEP 11852 959": five digits, the hyphen OCR misread, three digits. */
const CEP_SLIP = /\b(CEP:?\s*)(\d{5})(?:[.,·]\s?|\s)(\d{3})\b/i;

/**
 * "CEP 2001 1-999": the CEP's five digits cut in two by OCR (a thin "1" set apart: fuzz-images
 * fresh-467f65e5 #4, "20011-999"), its hyphen and three digits after.
 */
const CEP_CUT = /\b(CEP:?\s*)(\d{1,4}) (\d{1,4})(-\d{3})\b/i;

/** What OCR reads for a state's letters: "I" for "J", "0" for "O", "5" for "S", "6" for "G", "1" for "I". */
const UF_SLIPS: Record<string, string> = { I: 'J', J: 'I', '0': 'O', '5': 'S', '6': 'G', '1': 'I' };

const isUf = (s: string): boolean => (UFS as readonly string[]).includes(s);

/** A two-character state after "/" that is no state, one slip from exactly one: that state. */
function ufOf(read: string): string | undefined {
  if (isUf(read)) return undefined;
  const near = new Set<string>();
  for (let i = 0; i < read.length; i++) {
    const to = UF_SLIPS[read[i] as string];
    const mended = to && read.slice(0, i) + to + read.slice(i + 1);
    if (mended && isUf(mended)) near.add(mended);
  }
  return near.size === 1 ? [...near][0] : undefined;
}

export function mendScannedAddress(value: string): OcrRepair {
  const slips: string[] = [];
  let v = value.replace(STREET_TYPE_COMMA, (m, type: string) => {
    slips.push(m.trim());
    return `${type}. `;
  });
  v = v.replace(CEP_SLIP, (m, cep: string, a: string, b: string) => {
    slips.push(m);
    return `${cep}${a}-${b}`;
  });
  const cuts: string[] = [];
  v = v.replace(CEP_CUT, (m, cep: string, a: string, b: string, end: string) => {
    if (a.length + b.length !== 5) return m;
    cuts.push(m);
    return `${cep}${a}${b}${end}`;
  });
  v = v.replace(/(?<=[A-Za-zÀ-ú]\s?\/\s?)([A-Z0-9]{2})(?![A-Za-z0-9])/g, (m) => {
    const uf = ufOf(m);
    if (!uf) return m;
    slips.push(m);
    return uf;
  });
  // "NITERÓVRJ": a city's last letter "I" and the "/" read as one "V", glued to the state.
  v = v.replace(/(?<![A-Za-zÀ-ú])([A-ZÀ-Ú]{3,})V([A-Z]{2})(?![A-Za-z])/g, (m, city: string, uf: string) => {
    if (!isUf(uf) || !isKnownWord(`${city}I`)) return m;
    slips.push(m);
    return `${city}I/${uf}`;
  });
  const issues: OcrRepair['issues'] = [];
  if (slips.length)
    issues.push({
      check: 'ocr_misread_word',
      message: `A leitura pode ter trocado letras em ${slips.map((s) => `"${s}"`).join(', ')}: confira.`,
    });
  if (cuts.length)
    issues.push({
      check: 'ocr_split_word',
      message: `A leitura separou o CEP em ${cuts.map((s) => `"${s}"`).join(', ')}: confira.`,
    });
  return { value: v, issues };
}
