/**
 * Checks of one value as read, before the facts are put together: the CNH's length (any source), and
 * what only a scan gets wrong (a RENAVAM's check digit, OCR's letter/digit swaps, lost accents, cut
 * words, stray glyphs, roman numerals read as digits). A value that fails one keeps an issue, so
 * it is uncertain; a repair that is a guess (an accent put back) is an issue too.
 */
import type { LayoutWord } from '../documents/layout';
import { type ExtractionMethod, readFromPixels } from '../documents/types';
import { AGENCY_WORDS } from './agencies';
import { CERTAIN_CONFIDENCE } from './certainty';
import { similarity } from './checks';
import { fold } from './text';
import { UFS } from '../uf';
import { confusableIssue } from './confusables';
import { isValidRenavam } from './identifiers';
import { repairOcrWords } from './ocr-words';
import { mendScannedAddress } from './scanned-address';
import { mendScannedModel } from './vehicle-makes';
import type { ReadingKey } from './reading';
import type { FactIssue } from './schema';

/** Free text a scan may garble: names, places, addresses, the agency, the vehicle and the speed meter. */
const WORDS = new Set<ReadingKey>([
  'owner.name',
  'driver.name',
  'owner.address',
  'driver.address',
  'infraction.place',
  'agency',
  'speed.equipment',
  'vehicle.model',
]);

/** Addresses and places: a street type, a CEP, a city's state (scanned-address.ts). */
const PLACES = new Set<ReadingKey>(['owner.address', 'driver.address', 'infraction.place']);

/**
 * "Art 218, 11" → "Art. 218, II": the period OCR drops or reads as ",", and an inciso's "I"s read
 * as "1" or "l".
 */
export function normalizeScannedLegalBasis(value: string): string {
  return (
    value
      // "CTB. art" → "CTB, art"; "AR. 252", "AN 252", "Ant 167", "At. 214", "art, 218" → "Art."; "218,II" → "218, II".
      // (And an accent OCR set on the "A", which "art." never carries: "Árt. 252", fuzz-images
      // fresh-96ef02f5 #2, certain.)
      .replace(/\bCTB\.\s*(?=[Aa])/g, 'CTB, ')
      .replace(
        /(^|,\s*)[AaÁáÀàÂâÃã][A-Za-z]{0,2}[.,]?\s*(?=\d{2,3}\b)/,
        (_m, pre: string) => `${pre}${pre ? 'art.' : 'Art.'} `,
      )
      .replace(/(\d),(?=[A-Za-z])/g, '$1, ')
      .replace(/(\d{2,3})\.\s+(?=[a-zà-ú])/g, '$1, ')
      .replace(
        /(\d{2,3}(?:-[A-Z])?),\s*([1lI!|]{1,3})(?![\dA-Za-z])/g,
        (_m, a: string, b: string) => `${a}, ${'I'.repeat(b.length)}`,
      )
      // …glued to the "do" after it ("Art. 218, 1do CTB": fuzz-images fresh-244aa9d4 #0 and #19).
      .replace(
        /(\d{2,3}(?:-[A-Z])?),\s*([1lI!|]{1,3})(?=d[aeo]\s)/g,
        (_m, a: string, b: string) => `${a}, ${'I'.repeat(b.length)} `,
      )
      // "parágrato": the one long word of an amparo legal, a letter misread.
      .replace(/\bpar[aá]gra[a-z]o\b/g, 'parágrafo')
      // "214, I: do CTB": a speck read as ":" after the inciso.
      .replace(/\b([IVX]{1,4})[:;]\s+(?=d[aeo]\b)/g, '$1 ')
  );
}

/**
 * Breathalyser models approved by INMETRO that Brazilian agencies use, as records print them. A model
 * name has no check digit: read from a scan, it is trusted only when it is one of these.
 */
export const BREATHALYSERS = [
  'Dräger Alcotest 6810',
  'Dräger Alcotest 6820',
  'Dräger Alcotest 7410',
  'Dräger Alcotest 7510',
  'Lion Alcolmeter 400',
  'Lion Alcolmeter 500',
  'Lion Alcolmeter SD-400',
  'Intoximeters Alco-Sensor FST',
  'Intoximeters Alco-Sensor IV',
  'Intoximeters Alco-Sensor V',
] as const;

/** Nearer than this to a known model, a scanned model name is that model read with a slip. */
const MODEL_SIMILARITY = 0.8;

/** A scanned etilômetro model: a known one as is; one a letter or two off, that one (confirmed); else doubtful. */
function checkBreathalyser(value: string): { value: string; issue?: FactIssue } {
  const scored = BREATHALYSERS.map((m) => ({ m, s: similarity(value, m) })).sort((a, b) => b.s - a.s);
  const best = scored[0] as { m: string; s: number };
  if (best.s === 1) return { value: best.m === value ? value : best.m };
  if (best.s >= MODEL_SIMILARITY && (scored[1]?.s ?? 0) < best.s)
    return {
      value: best.m,
      issue: { check: 'ocr_model', message: `O modelo do etilômetro foi lido como "${value}": confira.` },
    };
  return {
    value,
    issue: {
      check: 'unknown_model',
      message: `O modelo do etilômetro lido ("${value}") não é um modelo conhecido: confira.`,
    },
  };
}

/** A glyph no name, place or agency has, or a bracket without its pair ("DETRAN-R)"). */
function garbled(v: string): boolean {
  if (/[^A-Za-zÀ-ú0-9\s.,;:/ºª°'()&-]/.test(v)) return true;
  return (v.match(/\(/g) ?? []).length !== (v.match(/\)/g) ?? []).length;
}

/**
 * An accent Portuguese never writes: "í" or "ú" before an "l", "m", "n", "r" or "z" that closes the
 * word, or before "nh" (a hiatus is not accented there: "juiz", "raiz", "rainha"). OCR reads an "i"'s
 * dot as an acute as surely as the letter: "Luiz" read "Luíz" at 0.95 on a thermal receipt, the owner's
 * name certain (fuzz-images fresh-7848b688 #9).
 */
const MISPLACED_ACCENT = /[íúÍÚ](?:[lmnrzLMNRZ](?=[^\p{L}]*$)|nh|NH)/u;

/** Wider than this (in text heights) inside a scanned value, a gap may hide a glyph OCR dropped. */
const WIDE_GAP = 1.8;

/**
 * Values with no check digit or format a scan's misreading would break, where OCR can drop or garble a
 * part unseen (a cut surname or address, a date read as the process number): below
 * SCANNED_NAME_CONFIDENCE the driver confirms them.
 */
const UNCHECKABLE_ON_SCAN = new Set<ReadingKey>([
  'owner.name',
  'driver.name',
  'owner.address',
  'driver.address',
  'speed.equipment',
  'suspension.processNumber',
  // A count of points is two digits nothing checks: "28" read "25" at 0.87 (fuzz-images fresh-7848b688
  // #15, a blurred scan), certain.
  'suspension.points',
  // A street's name is checked by nothing: "Av. Afonso Pena" read "Av. Alonso Pena" at 0.93 on a
  // 150-dpi scan, every word clear to tesseract, certain (fuzz-images fresh-a291fd9c #12).
  'infraction.place',
]);

/** A scanned value of UNCHECKABLE_ON_SCAN below this OCR word confidence is confirmed by the driver. */
export const SCANNED_NAME_CONFIDENCE = 0.95;

/**
 * "DETRAN RJ", "DER -MG": a state agency's acronym whose hyphen OCR lost or spaced, as printed.
 * `guessed`: no sign was read between the two at all, and agencies print a slash as often as a hyphen
 * ("DETRAN/RS" read "DETRAN RS", given as "DETRAN-RS", certain: fuzz-images fresh-c0f53627 #12).
 */
function agencyAcronym(value: string): { value: string; guessed: boolean } {
  const m = value.match(/^([A-Z]{2,8})\s*([-–]?)\s*([A-Z]{2})$/);
  return m && m[0] !== `${m[1]}-${m[3]}` && (UFS as readonly string[]).includes(m[3] as string)
    ? { value: `${m[1]}-${m[3]}`, guessed: m[2] === '' }
    : { value, guessed: false };
}

/** Letters of the shortest agency word a slip is mended in: shorter ones have real neighbours ("Urbana", "Urbano"). */
const MIN_SLIP_WORD = 7;

/**
 * The words of a scanned agency's name one letter off a word agencies' names are made of
 * ("Circutação" for "Circulação": OCR's "l" read as "t", at 0.85 on a phone photo, and the agency
 * certain — fuzz-images fresh-5c891946 #6): mended to that word, each a guess the driver confirms.
 * No check digit guards a name; the agencies' vocabulary is its grammar, and a word one letter from
 * it is a misreading of it, not another word (only words of MIN_SLIP_WORD letters or more).
 */
export function mendAgencyWords(value: string): { value: string; slipped: string[]; accented: string[] } {
  const slipped: string[] = [];
  const accented: string[] = [];
  const inCase = (known: string, word: string) =>
    word === word.toUpperCase()
      ? known.toUpperCase()
      : word[0] === (word[0] as string).toUpperCase()
        ? (known[0] as string).toUpperCase() + known.slice(1)
        : known;
  const mended = value.replace(/\p{L}+/gu, (word) => {
    const folded = fold(word);
    const own = AGENCY_WORDS.get(folded);
    // An agency's word read with an accent it never carries ("Rodagém"): the agencies' spelling
    // (fuzz-images fresh-2cad631d #13, a fax). One read bare stays: capitals are printed so.
    if (own !== undefined) {
      if (own === word.toLowerCase() || folded === word.toLowerCase()) return word;
      accented.push(word);
      return inCase(own, word);
    }
    if (folded.length < MIN_SLIP_WORD) return word;
    const near = [...AGENCY_WORDS.keys()].filter(
      (known) => known.length === folded.length && [...known].filter((c, i) => c !== folded[i]).length === 1,
    );
    if (near.length !== 1) return word;
    slipped.push(word);
    return inCase(AGENCY_WORDS.get(near[0] as string) as string, word);
  });
  return { value: mended, slipped, accented };
}

/** The end of a phrase that goes on: a comma, a connector, "CEP" or "nº" with nothing after. */
const CUT_SHORT = /(?:,|\s(?:a|o|e|de|da|do|das|dos|em|com|para|por|no|na|ao|cep|n[o.]?|km|arts?\.?))\s*$/;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A day or a month of one digit before a date's separator ("3/06/2026", "13/6/2026"). */
const UNPADDED_DATE = /(?:^|[^\d/.-])\d\s?[/.-]\s?\d|[/.-]\s?\d\s?[/.-]\s?\d{2}/;

/**
 * Two words of a scanned value, one after the other, whose boxes lie over the same print: the narrower
 * is half inside the wider or more. OCR read that ink twice, or boxed glyphs its text does not hold:
 * "299,4," read "299", boxed over "299,4", then "4," again inside it (fuzz-images fresh-40bae7c6 #16, a
 * turned scan: the place "BR-282, km 299 4, …" certain without its comma). Words a space apart, or
 * touching, share no print. A word boxed over two words after it or more is tesseract's line box
 * given to a line's first word ("Companhia" boxed to the end of "… de Tráfego - CET", its words
 * each boxed and read too: fresh-7b2c3ae7 #8), not print read twice.
 */
export function wordsOverlap(words: readonly Pick<LayoutWord, 'box'>[]): boolean {
  const shared = (a: LayoutWord['box'], b: LayoutWord['box']): boolean => {
    const across = Math.min(a.left + a.width, b.left + b.width) - Math.max(a.left, b.left);
    const down = Math.min(a.top + a.height, b.top + b.height) - Math.max(a.top, b.top);
    return down > 0 && across > 0 && across >= 0.5 * Math.min(a.width, b.width);
  };
  for (let i = 1; i < words.length; i++) {
    const a = (words[i - 1] as LayoutWord).box;
    const after = words[i + 1]?.box;
    if (shared(a, (words[i] as LayoutWord).box) && !(after && shared(a, after))) return true;
  }
  return false;
}

export function checkReadValue(
  key: ReadingKey,
  read: string | number,
  method: ExtractionMethod,
  wordConfidence: number,
  confusable?: boolean,
  /** The widest gap inside the value, in text heights (pairs.ts ValueCandidate). */
  gap = 0,
  /**
   * Text beside or under the value that it may go on in was left out (reading/runs.ts leftOver);
   * `printed`: the text the value was read from, as OCR gave it.
   */
  layout: { leftOver?: boolean; printed?: string; overlap?: boolean } = {},
): { value: string | number; issues: FactIssue[] } {
  const issues: FactIssue[] = [];
  let value = read;
  const doubt = confusableIssue(key, value, wordConfidence, method, confusable);
  if (doubt) issues.push(doubt);

  // The CNH's registration number has 11 digits (9 on old licences): 10 means one was lost or doubled.
  if ((key === 'owner.cnh' || key === 'driver.cnh') && String(value).length === 10)
    issues.push({ check: 'cnh_format', message: `O número da CNH lido (${value}) tem 10 dígitos, não 11.` });
  if (!readFromPixels(method)) return { value, issues };
  // A text layer's RENAVAM is quoted as the agency printed it (no ground rests on it); a scanned one
  // whose check digit fails was misread.
  if (key === 'vehicle.renavam' && !isValidRenavam(String(value)))
    issues.push({
      check: 'renavam_check_digits',
      message: `O dígito verificador do RENAVAM lido (${value}) não confere.`,
    });
  // A date whose day or month was read as one digit: notices print both with two ("03/06/2026"), so
  // OCR lost one ("13/06/2026" read "3/06/2026", its "1" taken into the label as "!": fuzz-images
  // fresh-s33a #5, a turned page, certain at 0.96). A date written out ("3 de junho") is not this.
  if (typeof value === 'string' && ISO_DATE.test(value) && UNPADDED_DATE.test(layout.printed ?? ''))
    issues.push({
      check: 'date_format',
      message: `A data foi lida como "${layout.printed?.trim()}", com um dígito a menos no dia ou no mês: confira.`,
    });
  // A value that may go on past what was read, or visibly stops mid-phrase ("… desacordo com a", "…, CEP").
  if (typeof value === 'string' && (layout.leftOver || CUT_SHORT.test(fold(value))))
    issues.push({
      check: 'value_cut',
      message: `O texto lido ("${value}") pode estar incompleto: confira.`,
    });
  // A gap of two text heights inside a value: OCR may have dropped what stood there ("Tráfego - CET").
  if (gap > WIDE_GAP && typeof value === 'string')
    issues.push({
      check: 'ocr_gap',
      message: `Parte do texto de "${value}" pode não ter sido lida: confira.`,
    });
  // Words boxed over the same print (wordsOverlap): what stood there may be read twice or not at all.
  if (layout.overlap)
    issues.push({
      check: 'ocr_overlap',
      message: `A leitura de "${value}" tem palavras sobrepostas: parte do texto pode ter sido lida duas vezes ou perdida; confira.`,
    });
  // A person's name has no check digit and OCR can drop a word of it unseen (a surname cut at a cell's
  // edge reads as a shorter, plausible name): below this confidence the driver confirms it.
  // (Below CERTAIN_CONFIDENCE the reader already marks it low_ocr_confidence: read-hits.ts.)
  // A model's make is checked against the makes (vehicle-makes.ts), its version's digits by nothing:
  // "EXP 10" read "EXP 16" at 0.86, a monospaced zero's dot taken for a 6, and the model certain
  // (fuzz-images fresh-0793aa6e #9, a thermal receipt).
  const uncheckedDigits = key === 'vehicle.model' && /\d/.test(String(value));
  if (
    (UNCHECKABLE_ON_SCAN.has(key) || uncheckedDigits) &&
    wordConfidence >= CERTAIN_CONFIDENCE &&
    wordConfidence < SCANNED_NAME_CONFIDENCE
  )
    issues.push({
      check: 'ocr_name',
      message: `Confira o texto lido ("${value}"): este dado não tem dígito de controle e a leitura não é nítida.`,
    });
  // A process number shaped like a date is the date beside it, paired by mistake.
  if (key === 'suspension.processNumber' && /^\d{2}\/\d{2}\/\d{4}$/.test(String(value).trim()))
    issues.push({
      check: 'process_number_format',
      message: `O número do processo lido (${value}) tem a forma de uma data: confira.`,
    });
  // Posted limits are multiples of 10 from 20 km/h to 120 km/h: "10" is "100" with a digit lost
  // (fuzz-images fresh-82c914ec #7, a hand's shadow, at 0.843).
  if (key === 'speed.limit' && (Number(value) % 10 !== 0 || Number(value) < 20 || Number(value) > 120))
    issues.push({
      check: 'speed_limit_format',
      message: `A velocidade máxima lida (${value} km/h) não é um limite de sinalização: confira.`,
    });
  if (key === 'infraction.legalBasis') value = normalizeScannedLegalBasis(String(value));
  if (key === 'agency') {
    const acronym = agencyAcronym(String(value).replace(/^[^A-Za-zÀ-ú]*\d[^A-Za-zÀ-ú]*\s+/, ''));
    if (acronym.guessed)
      issues.push({
        check: 'ocr_separator',
        message: `A leitura perdeu o sinal entre a sigla e o estado em "${value}" (DETRAN-RS ou DETRAN/RS?): confira.`,
      });
    value = acronym.value;
  }
  if (key === 'breath.equipment') {
    const model = checkBreathalyser(String(value));
    value = model.value;
    if (model.issue) issues.push(model.issue);
  }
  if (WORDS.has(key) && typeof value === 'string') {
    if (garbled(value))
      issues.push({
        check: 'ocr_garbled',
        message: `A leitura de "${value}" tem caracteres estranhos: confira.`,
      });
    // A ")" with no "(" after a capital is a "J" OCR bent ("DETRAN-R)", "CAXIAS/R)"): put back, still
    // garbled (confirmed).
    if (!value.includes('(')) value = value.replace(/(?<=[A-Z])\)(?=$|[\s,./-])/g, 'J');
    // An agency's acronym and its state with an apostrophe between ("DETRAN'/RS"): a speck read as
    // one (fuzz-images fresh-2cad631d #43, a screenshot), no name has it. Taken out, doubted.
    if (key === 'agency' && /(?<=[A-Z])['’`](?=[/-])/.test(value)) {
      value = value.replace(/(?<=[A-Z])['’`](?=[/-])/g, '');
      issues.push({
        check: 'ocr_garbled',
        message: `A leitura de "${value}" tinha um sinal estranho: confira.`,
      });
    }
    const repair = repairOcrWords(value);
    value = repair.value;
    issues.push(...repair.issues);
    const misplaced = value.split(/\s+/).filter((w) => MISPLACED_ACCENT.test(w));
    if (misplaced.length)
      issues.push({
        check: 'ocr_accents',
        message: `A leitura pode ter visto um acento que não se escreve em ${misplaced.map((w) => `"${w}"`).join(', ')}: confira a grafia.`,
      });
    if (key === 'agency') {
      const mended = mendAgencyWords(value);
      value = mended.value;
      if (mended.slipped.length)
        issues.push({
          check: 'ocr_misread_word',
          message: `A leitura pode ter trocado letras em ${mended.slipped.map((w) => `"${w}"`).join(', ')}: confira.`,
        });
      if (mended.accented.length)
        issues.push({
          check: 'ocr_accents',
          message: `A leitura pode ter trocado acentos em ${mended.accented.map((w) => `"${w}"`).join(', ')}: confira a grafia.`,
        });
    }
    if (PLACES.has(key) || key === 'vehicle.model') {
      const mended = key === 'vehicle.model' ? mendScannedModel(value) : mendScannedAddress(value);
      value = mended.value;
      issues.push(...mended.issues);
    }
  }
  return { value, issues };
}
