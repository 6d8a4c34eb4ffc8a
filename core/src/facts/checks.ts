/**
 * Cross-checks between facts. A read fact that fails one gets the issue (a stable `check` id and a
 * Portuguese line for the review step) and half its confidence: it is uncertain, so no ground rests on
 * it until the driver confirms it. Typed and user-confirmed facts are the driver's word: never flagged.
 */
import { INFRACTIONS, type Infraction, normalizeText } from '../catalogue';
import { readFromPixels } from '../documents/types';
import { maxPermissibleError } from './breath';
import { addYears, daysBetween, formatDateBr } from './dates';
import { editDistance } from './edit-distance';
import { CERTAIN_CONFIDENCE } from './certainty';
import { MIN_DEFENCE_DAYS } from './defects';
import type { Fact, FactIssue, Facts } from './schema';

/** A suspension process gives at least 15 days for the defence (Res. CONTRAN 723/2018). */
export const MIN_SUSPENSION_DEFENCE_DAYS = 15;
/** More years than this between an infraction and its notice is a date misread (checkDates). */
export const MAX_NOTICE_YEARS = 5;
/** What a failed check leaves of a fact's confidence. */
export const FAILED_CHECK_FACTOR = 0.5;

const isRead = (f: Fact<unknown> | undefined): f is Fact<unknown> =>
  f !== undefined && (f.source.kind === 'document' || f.source.kind === 'additionalText');

export function flag(fact: Fact<unknown> | undefined, issue: FactIssue): void {
  if (!isRead(fact)) return;
  if (fact.issues?.some((i) => i.check === issue.check)) return;
  fact.issues = [...(fact.issues ?? []), issue];
  fact.confidence = Math.round(fact.confidence * FAILED_CHECK_FACTOR * 1000) / 1000;
}

const br = (f: Fact<unknown>): string => formatDateBr(f.value as string);

/** Infraction ≤ issue ≤ dispatch ≤ deadline, and a deadline far enough from the notice. */
export function checkDates(facts: Facts): void {
  const { issueDate, dispatchDate, deadline } = facts.notice;
  const date = facts.infraction.date;
  const names: Record<string, string> = {
    'infraction.date': 'da infração',
    'suspension.openingDate': 'de instauração do processo',
    'notice.issueDate': 'de emissão',
    'notice.dispatchDate': 'de postagem',
    'notice.deadline': 'do prazo',
  };
  const order: [string, Fact<string> | undefined][] = [
    ['infraction.date', date],
    ['suspension.openingDate', facts.suspension?.openingDate],
    ['notice.issueDate', issueDate],
    ['notice.dispatchDate', dispatchDate],
    ['notice.deadline', deadline],
  ];
  for (let i = 0; i < order.length; i++) {
    for (let j = i + 1; j < order.length; j++) {
      const [an, a] = order[i] as [string, Fact<string> | undefined];
      const [bn, b] = order[j] as [string, Fact<string> | undefined];
      if (!a || !b || a.value <= b.value) continue;
      const issue = {
        check: 'date_order',
        message: `A data ${names[an]} (${br(a)}) é posterior à data ${names[bn]} (${br(b)}).`,
      };
      flag(a, issue);
      flag(b, issue);
    }
  }
  // An infraction years before its notice: the agency's time to notify is counted in days (CTB art.
  // 281 sole paragraph II, 30 for the autuação; art. 282 §6, 180 or 360 for the penalty), and no
  // process is opened this late; a digit misread is far likelier ("2025" read "2005" on a 100-dpi scan
  // at 0.92, fuzz-images fresh-7e29b825 #12, certain). Both dates are confirmed.
  const notified = issueDate ?? dispatchDate ?? facts.suspension?.openingDate;
  if (
    date &&
    notified &&
    date.value <= notified.value &&
    daysBetween(date.value, notified.value) > MAX_NOTICE_YEARS * 366
  ) {
    const issue = {
      check: 'date_far_apart',
      message: `A data da infração (${br(date)}) é mais de ${MAX_NOTICE_YEARS} anos anterior à da notificação (${br(notified)}): confira as duas datas.`,
    };
    flag(date, issue);
    flag(notified, issue);
  }
  const sent = dispatchDate ?? issueDate;
  if (!sent || !deadline || deadline.value < sent.value) return;
  const min =
    facts.stage?.value === 'defesa_previa' || facts.stage?.value === 'jari'
      ? MIN_DEFENCE_DAYS
      : MIN_SUSPENSION_DEFENCE_DAYS;
  const days = daysBetween(sent.value, deadline.value);
  if (days >= min) return;
  const issue = {
    check: 'deadline_too_close',
    message: `O prazo (${br(deadline)}) fica a ${days} dia(s) da notificação (${br(sent)}): confira as duas datas.`,
  };
  flag(deadline, issue);
  flag(sent, issue);
}

/** The measured speed is never below the considered one (the tolerance is subtracted). */
export function checkSpeeds(facts: Facts): void {
  const m = facts.speed?.measured;
  const c = facts.speed?.considered;
  if (!m || !c || c.value <= m.value) return;
  const issue = {
    check: 'speed_order',
    message: `A velocidade considerada (${c.value} km/h) é maior que a medida (${m.value} km/h).`,
  };
  flag(m, issue);
  flag(c, issue);
}

/** A fact read from pixels (local OCR or Textract), where a digit may be misread. */
const scanned = (f: Fact<unknown>): boolean =>
  f.source.kind === 'document' && readFromPixels(f.source.method);

/**
 * Scanned speeds whose considered one is not the measured one less the tolerance (7 km/h up to 100 km/h,
 * 7 % above; Res. CONTRAN 798/2020), give or take the table's rounding: the notice may say so (a ground
 * of the appeal, radar_tolerancia), or OCR misread a digit (fuzz-images fresh-d1b815ef #20, a receipt:
 * 190 read 199 beside 177, certain). Either way the driver confirms both before either is argued.
 */
export function checkScannedSpeeds(facts: Facts): void {
  const m = facts.speed?.measured;
  const c = facts.speed?.considered;
  if (!m || !c || (!scanned(m) && !scanned(c))) return;
  const expected = m.value <= 100 ? m.value - 7 : m.value * 0.93;
  if (Math.abs(c.value - expected) <= 1) return;
  const issue = {
    check: 'speed_tolerance',
    message: `As velocidades lidas (medida ${m.value} km/h, considerada ${c.value} km/h) não diferem pela tolerância de 7 km/h ou 7%: confira as duas.`,
  };
  flag(m, issue);
  flag(c, issue);
}

/** Art. 218's codes: I up to 20 % over the limit, II 20–50 %, III over 50 %. */
export const SPEED_BRACKET_CODES = ['745-50', '746-30', '747-10'] as const;

/** The code of art. 218 the considered speed's excess over the limit falls in, or 'none' when it is not over it. */
export function speedBracket(
  considered: number,
  limit: number,
): 'none' | (typeof SPEED_BRACKET_CODES)[number] {
  const ratio = considered / limit;
  return ratio <= 1 ? 'none' : ratio <= 1.2 ? '745-50' : ratio <= 1.5 ? '746-30' : '747-10';
}

/**
 * A scanned limit or considered speed whose excess is not in the bracket of the notice's art. 218
 * code: the notice may say so (a ground of the appeal, radar_enquadramento), or OCR misread a digit or
 * paired another column's speed (fuzz-images fresh-40bae7c6 #3: the limit read as the considered 100
 * beside a 746-30, certain; fresh-82c914ec #7: 100 read "10" beside 110 and a 745-50, at 0.843). The
 * limit, the considered speed (and the measured one it comes from) and the code, one of which is
 * misread, are confirmed before it is argued.
 */
export function checkScannedSpeedBracket(facts: Facts, row: Infraction | undefined): void {
  const l = facts.speed?.limit;
  const c = facts.speed?.considered;
  const code = row?.codigo as (typeof SPEED_BRACKET_CODES)[number] | undefined;
  if (!l || !c || !code || !SPEED_BRACKET_CODES.includes(code)) return;
  if (!scanned(l) && !scanned(c)) return;
  const b = speedBracket(c.value, l.value);
  if (b === code) return;
  const issue = {
    check: 'speed_bracket',
    message: `A velocidade considerada (${c.value} km/h) sobre a máxima lida (${l.value} km/h) não cai na faixa do código ${code}: confira as duas e o código.`,
  };
  flag(l, issue);
  flag(c, issue);
  // The considered speed is the measured one less the tolerance: a considered speed in doubt takes the
  // measured one with it, as a digit misread alike in both still passes the tolerance check
  // (fuzz-images fresh-a291fd9c #20, a receipt's dotted zeros: 140 and 130 read 148 and 138, the
  // measured 148 certain).
  const m = facts.speed?.measured;
  if (m && scanned(m)) flag(m, issue);
  if (facts.infraction.code) flag(facts.infraction.code, issue);
}

/**
 * A scanned amount that is neither the value of the notice's code in the CTB table (art. 258, as the
 * catalogue has it) nor that value less the 20 % or 40 % discounts: a digit misread (fuzz-images
 * fresh-792dd2a2 #7: 1.467,35 read "1467,95" at 0.845). The driver confirms it; a text layer's amount
 * stands as printed.
 */
export function checkScannedAmount(facts: Facts, row: Infraction | undefined): void {
  const a = facts.infraction.amount;
  const valor = row?.valor;
  if (!a || !valor || !scanned(a)) return;
  const cents = (n: number) => Math.round(n * 100);
  if ([1, 0.8, 0.6].some((f) => Math.abs(cents(valor * f) - cents(a.value)) <= 1)) return;
  flag(a, {
    check: 'amount_catalogue',
    message: `O valor lido (R$ ${a.value.toFixed(2).replace('.', ',')}) não é o da tabela para o código ${row.codigo} (R$ ${valor.toFixed(2).replace('.', ',')}): confira.`,
  });
}

/**
 * A scanned breath test whose considered value is not below the measured one: the record may say so
 * (a ground of the appeal), or OCR misread a digit; the driver confirms before it is argued.
 */
export function checkScannedBreath(facts: Facts): void {
  const m = facts.breath?.measured;
  const c = facts.breath?.considered;
  if (!m || !c || c.value < m.value) return;
  if (!scanned(m) && !scanned(c)) return;
  const issue = {
    check: 'breath_order',
    message: `O valor considerado (${mgL(c.value)} mg/L) não é menor que o medido (${mgL(m.value)} mg/L): confira os dois.`,
  };
  flag(m, issue);
  flag(c, issue);
}

/**
 * A scanned breath test whose considered value is not the measured one less the permissible error
 * (Res. CONTRAN 432/2013, Annex I): each was read on its own, and a digit of one misread shows here
 * ("0,348" read "0,346" at 0.85 beside "0,38": fuzz-images fresh-85d19308 #18, a hand's shadow,
 * certain). Records print it to three decimals or two.
 */
export function checkScannedBreathMargin(facts: Facts): void {
  const m = facts.breath?.measured;
  const c = facts.breath?.considered;
  if (!m || !c || c.value >= m.value) return; // (breath_order's)
  if (!scanned(m) && !scanned(c)) return;
  const expected = m.value - maxPermissibleError(m.value);
  // (Annex I's table prints two decimals, which a record may round either way: "0,34" or "0,35" for 0,348.)
  const twoDecimals = Math.abs(c.value * 100 - Math.round(c.value * 100)) < 1e-6;
  if (Math.abs(c.value - expected) < (twoDecimals ? 0.01 : BREATH_ROUNDING)) return;
  const issue = {
    check: 'breath_margin',
    message: `O valor considerado (${mgL(c.value)} mg/L) não é o medido (${mgL(m.value)} mg/L) menos o erro máximo admitido (Res. CONTRAN 432/2013, Anexo I): confira os dois.`,
  };
  flag(m, issue);
  flag(c, issue);
}

/** A breath value as notices print it, with a decimal comma ("0,348"). */
const mgL = (v: number): string => String(v).replace('.', ',');

/** How far a printed considered value may be from the computed one: its third decimal rounded. */
const BREATH_ROUNDING = 0.0011;

/**
 * A scanned INMETRO verification date that would put the verification out of date on the day of the
 * infraction (over a year before it, or after it): the record may say so, a ground of the appeal (Res.
 * CONTRAN 798/2020, art. 4º, I, c, for a speed meter; Res. CONTRAN 432/2013 for a breathalyser), or OCR misread a digit ("2025" as "2005").
 * Either way the appeal would argue it: the driver confirms the date first.
 */
export function checkScannedVerification(facts: Facts): void {
  const when = facts.infraction.date?.value;
  if (!when) return;
  for (const [group, noun] of [
    [facts.speed, 'do medidor'],
    [facts.breath, 'do etilômetro'],
  ] as const) {
    const verified = group?.verificationDate;
    if (!verified || !scanned(verified)) continue;
    if (verified.value <= when && when <= addYears(verified.value, 1)) continue;
    flag(verified, {
      check: 'verification_out_of_date',
      message: `A verificação ${noun} lida (${br(verified)}) não estaria válida na data da infração (${formatDateBr(when)}): confira a data.`,
    });
  }
}

const STOP = new Set([
  'a',
  'o',
  'e',
  'de',
  'da',
  'do',
  'das',
  'dos',
  'em',
  'no',
  'na',
  'ou',
  'com',
  'por',
  'para',
  'que',
  'se',
  'ao',
  'as',
  'os',
  'sem',
  'sob',
]);
const words = (s: string): string[] =>
  normalizeText(s)
    .split(/[^a-z0-9%]+/)
    .filter((w) => w.length >= 2 && !STOP.has(w));

/** Share of the printed description's words found in the catalogue's (abbreviations count: "veloc."). */
export function descriptionMatch(printed: string, row: Pick<Infraction, 'descricao'>): number {
  const mine = words(printed);
  if (mine.length === 0) return 1;
  const theirs = words(row.descricao);
  const hit = mine.filter((w) =>
    theirs.some((t) => t === w || (w.length >= 4 && t.startsWith(w)) || (t.length >= 4 && w.startsWith(t))),
  );
  return hit.length / mine.length;
}

/** Below this share of matching words, the printed description is not the code's. */
export const DESCRIPTION_MATCH_MIN = 0.5;

/** "Art. 218, I, do CTB" → { article: "218", item: "i" }. */
export function articleOf(text: string): { article: string; item?: string } | undefined {
  const m = normalizeText(text).match(
    /(?:art(?:igo)?\.?\s*)?(\d{2,3}(?:-[a-z])?)\s*(?:,|\s)\s*(?:inciso\s+)?([ivx]+)?(?![a-z])/,
  );
  if (!m) return undefined;
  return { article: m[1] as string, ...(m[2] ? { item: m[2] } : {}) };
}

/** The code against the catalogue, the printed description and the printed legal basis. */
export function checkCode(facts: Facts, row: Infraction | undefined): void {
  const code = facts.infraction.code;
  if (!code) return;
  if (!row) {
    flag(code, {
      check: 'code_not_in_catalogue',
      message: `O código ${code.value} não consta da tabela de infrações do CTB.`,
    });
    return;
  }
  const description = facts.infraction.description;
  if (description && descriptionMatch(description.value, row) < DESCRIPTION_MATCH_MIN) {
    const issue = {
      check: 'code_contradicts_description',
      message: `A descrição impressa não corresponde ao código ${row.codigo} ("${row.descricao}").`,
    };
    flag(code, issue);
    flag(description, issue);
  }
  const basis = facts.infraction.legalBasis;
  const printed = basis ? articleOf(basis.value) : undefined;
  const expected = articleOf(row.artigo);
  if (basis && printed && expected) {
    const differs =
      printed.article !== expected.article ||
      (printed.item !== undefined && expected.item !== undefined && printed.item !== expected.item);
    if (differs) {
      const issue = {
        check: 'code_contradicts_legal_basis',
        message: `O amparo legal impresso (${basis.value}) não é o do código ${row.codigo} (art. ${row.artigo}).`,
      };
      flag(code, issue);
      flag(basis, issue);
    }
  }
}

/** Letters and digits of a text, folded: what OCR's spacing and accents cannot change. */
const skeleton = (s: string): string => normalizeText(s).replace(/[^a-z0-9%]/g, '');

/** 1 − edit distance / the longer length: 1 for the same skeleton. */
export function similarity(a: string, b: string): number {
  return skeletonSimilarity(skeleton(a), skeleton(b));
}

function skeletonSimilarity(x: string, y: string): number {
  const longer = Math.max(x.length, y.length);
  return longer === 0 ? 1 : 1 - editDistance(x, y, longer) / longer;
}

/** From this similarity up, a scanned description is the catalogue's text with OCR's slips. */
export const SCANNED_DESCRIPTION_MIN = 0.9;
/** A description read cut short is completed only when this much of the official text was read. */
const CUT_DESCRIPTION_SHARE = 0.6;

/**
 * A scanned description against the code's official one (CONTRAN's table, which notices print):
 * nearly the same text is the official text read with slips ("E stacionar", "Dingir"), so the
 * official text is kept; a text that differs more may be a misreading, and the driver confirms it.
 * A code that contradicts the description (checkCode) is left to that check.
 */
/** What a scanned code and description that name each other are worth, whatever OCR's confidence. */
export const CORROBORATED = 0.9;

/**
 * A scanned code and its description, read apart, that name each other in the catalogue (the
 * description as read is the code's official text, OCR's slips aside, and no other code's as close):
 * two readings agree, where a misread code would name another text and a misread description another
 * code. OCR's low confidence in either (tesseract reads "747-10" at 0.6 where it read it right) is no
 * doubt left: each is read at CORROBORATED at least. Only that doubt: a description completed from
 * the code's text (description_completed), or any other issue, keeps both as they are; so does a
 * description the catalogue prints for two codes.
 */
function corroborate(facts: Facts, row: Infraction): void {
  const { code, description } = facts.infraction;
  if (!code || !description || String(code.value) !== row.codigo) return;
  if (INFRACTIONS.some((r) => r.descricao === row.descricao && r.codigo !== row.codigo)) return;
  const onlyLowOcr = (f: Fact<unknown>) => (f.issues ?? []).every((i) => i.check === 'low_ocr_confidence');
  if (!onlyLowOcr(code) || !onlyLowOcr(description)) return;
  for (const f of [code, description] as Fact<unknown>[]) {
    if (f.source.kind !== 'document') continue;
    delete f.issues;
    f.confidence = Math.max(f.confidence, CORROBORATED);
  }
}

export function checkScannedDescription(facts: Facts, row: Infraction | undefined): void {
  const d = facts.infraction.description;
  if (d?.source.kind !== 'document') return;
  if (!readFromPixels(d.source.method)) return;
  if (!row) {
    checkUnanchoredDescription(d);
    return;
  }
  if (d.issues?.some((i) => i.check === 'code_contradicts_description')) return;
  if (d.value === row.descricao) {
    corroborate(facts, row);
    return;
  }
  const own = similarity(d.value, row.descricao);
  // Only when no other code's description is as close ("até 20%" and "mais de 20% até 50%" differ
  // in a few letters): the text then confirms the code as much as the code names the text.
  if (own >= SCANNED_DESCRIPTION_MIN && !otherAsClose(d.value, own, row.descricao)) {
    d.value = row.descricao;
    corroborate(facts, row);
    return;
  }

  flag(d, {
    check: 'description_differs',
    message: `A descrição lida difere da oficial do código ${row.codigo} ("${row.descricao}"): confira.`,
  });
}

/**
 * A description read from a text layer that is not its code's official text (once case, accents and
 * punctuation are set aside): cut short, run into another cell's words, or the agency's own
 * abbreviation. Quoted as read, but confirmed: nothing but the catalogue vouches for free text.
 */
export function checkPrintedDescription(facts: Facts, row: Infraction | undefined): void {
  const d = facts.infraction.description;
  if (d?.source.kind !== 'document' || readFromPixels(d.source.method)) return;
  if (!row) {
    flag(d, {
      check: 'description_unchecked',
      message: 'Sem o código da infração, a descrição lida não pôde ser conferida: confira.',
    });
    return;
  }
  if (d.issues?.some((i) => i.check === 'code_contradicts_description')) return;
  if (skeleton(d.value) === skeleton(row.descricao)) {
    // The code's official text, whole: a doubt that the text read may go on past it (value_cut) is
    // answered by the code read apart, when that code is itself certain (text bench fresh-d8503ae6
    // #16: the next column's label beside the description's first line).
    const code = facts.infraction.code;
    if (
      code?.source.kind === 'document' &&
      !code.issues?.length &&
      code.confidence >= CERTAIN_CONFIDENCE &&
      d.issues?.length &&
      d.issues.every((i) => i.check === 'value_cut')
    ) {
      delete d.issues;
      d.confidence = Math.max(d.confidence, CORROBORATED);
    }
    return;
  }
  flag(d, {
    check: 'description_differs',
    message: `A descrição lida difere da oficial do código ${row.codigo} ("${row.descricao}"): confira.`,
  });
}

/** Another catalogue text, not `own`, at least `similarity` from `value`. */
function otherAsClose(value: string, similarityOf: number, own?: string): boolean {
  const n = skeleton(value).length;
  // The edit distance is at least the difference in length: most rows are ruled out by it alone.
  const reach = (r: Infraction): boolean => {
    const m = skeleton(r.descricao).length;
    return 1 - Math.abs(n - m) / Math.max(n, m, 1) >= similarityOf;
  };
  return INFRACTIONS.some(
    (r) => r.descricao !== own && reach(r) && similarity(value, r.descricao) >= similarityOf,
  );
}

/** Each catalogue text's skeleton, computed once. */
let skeletons: Map<Infraction, string> | undefined;

/**
 * The catalogue text `value` is clearly nearest, OCR's slips aside ("telefone colutar"): at least
 * SCANNED_DESCRIPTION_MIN similar, and no other code's text as close.
 */
export function nearestDescription(value: string): Infraction | undefined {
  skeletons ??= new Map(INFRACTIONS.map((r) => [r, skeleton(r.descricao)]));
  const x = skeleton(value);
  let best: Infraction | undefined;
  let bestSimilarity = 0;
  for (const [r, y] of skeletons) {
    // The edit distance is at least the difference in length: most rows are ruled out by it alone.
    if (1 - Math.abs(x.length - y.length) / Math.max(x.length, y.length, 1) < SCANNED_DESCRIPTION_MIN)
      continue;
    // Bounded: past the least similarity that counts, the distance need not be known.
    const longer = Math.max(x.length, y.length);
    const s = 1 - editDistance(x, y, Math.floor((1 - SCANNED_DESCRIPTION_MIN) * longer + 1e-9)) / longer;
    if (s > bestSimilarity) [best, bestSimilarity] = [r, s];
  }
  return best &&
    bestSimilarity >= SCANNED_DESCRIPTION_MIN &&
    !otherAsClose(value, bestSimilarity, best.descricao)
    ? best
    : undefined;
}

/**
 * A scanned description with no code to check it against (none read, or one outside the catalogue):
 * a catalogue text it is clearly nearest is that text; any other text OCR may have misread where
 * nothing can tell. Either way the driver confirms it.
 */
function checkUnanchoredDescription(d: Fact<string>): void {
  if (INFRACTIONS.some((r) => r.descricao === d.value)) return;
  const best = nearestDescription(d.value);
  if (best) {
    const read = d.value;
    d.value = best.descricao;
    flag(d, {
      check: 'description_from_catalogue',
      message: `A descrição foi lida como "${read}"; fica o texto mais próximo da tabela do CTB: confira.`,
    });
    return;
  }
  flag(d, {
    check: 'description_unchecked',
    message:
      'Sem um código da tabela do CTB para conferi-la, a descrição lida pode ter erros de leitura: confira.',
  });
}

/**
 * A scanned description that is the code's official text with the next cell's words run on
 * ("Estacionar no passeio CTB, art. 181, VIII"), or the official text cut short ("… permitida em
 * até"): the official text, for the driver to confirm. Runs before checkCode, which would otherwise
 * take the run-on words for a description of another infraction.
 */
export function completeScannedDescription(facts: Facts, row: Infraction | undefined): void {
  const d = facts.infraction.description;
  if (!row || !d || d.source.kind !== 'document') return;
  if (!readFromPixels(d.source.method)) return;
  const x = skeleton(d.value);
  const y = skeleton(row.descricao);
  const runOn = x.length > y.length && skeletonSimilarity(x.slice(0, y.length), y) >= SCANNED_DESCRIPTION_MIN;
  const cut =
    x.length < y.length &&
    x.length >= CUT_DESCRIPTION_SHARE * y.length &&
    skeletonSimilarity(x, y.slice(0, x.length)) >= SCANNED_DESCRIPTION_MIN;
  if (!runOn && !cut) return;
  const read = d.value;
  d.value = row.descricao;
  flag(d, {
    check: 'description_completed',
    message: `A descrição foi lida ${cut ? 'incompleta' : 'emendada a outro texto'} ("${read}"); fica a oficial do código ${row.codigo}: confira.`,
  });
}

/**
 * An inciso as OCR garbles it: roman letters mixed with glyphs no inciso has ("VII!", "Vl", "mM", "IT"),
 * or serifed "I"s run together into one letter ("U" for "II", "W" for "III": fuzz-images
 * fresh-5e1d2a77 #3 and #14, "Art. 218, W do CTB", "Art. 218, U do CTB").
 */
const GARBLED_ITEM = /^(?=.*[^IVX])[IVXivxlLmMn1!|"TUuWwH]{1,5}$/;

/** Two incisos one or two "I"s apart: OCR drops or doubles thin strokes ("VII" for "VIII", "I" for "III"). */
const differInIs = (a: string, b: string): boolean =>
  a !== b &&
  Math.abs(a.length - b.length) <= 2 &&
  a.toLowerCase().replace(/i/g, '') === b.toLowerCase().replace(/i/g, '');

/**
 * The printed description is this row's rather than that of any other infraction of its article with
 * the printed inciso: the code is borne out by a fact read apart from it.
 */
function descriptionPicks(facts: Facts, row: Infraction, article: string, printedItem: string): boolean {
  const d = facts.infraction.description?.value;
  if (!d) return false;
  const mine = similarity(d, row.descricao);
  if (mine < SCANNED_DESCRIPTION_MIN) return false;
  return INFRACTIONS.every((other) => {
    const a = articleOf(other.artigo);
    return (
      other === row ||
      a?.article !== article ||
      a.item !== printedItem ||
      similarity(d, other.descricao) < mine
    );
  });
}

/**
 * A scanned amparo legal that cites the code's article with a garbled inciso ("218, mM" for "218, III")
 * gets the code's inciso, as a repair the driver confirms. A clean inciso that differs ("I" for "II")
 * is left to checkCode, as the code may be the misread one, unless it is one "I" off the code's and
 * the printed description is the code's rather than that of the printed inciso's infraction.
 */
export function checkScannedLegalBasis(facts: Facts, row: Infraction | undefined): void {
  const b = facts.infraction.legalBasis;
  if (!row || !b || b.source.kind !== 'document') return;
  if (!readFromPixels(b.source.method)) return;
  const expected = articleOf(row.artigo);
  if (!expected?.item) return;
  const m = b.value.match(new RegExp(`(\\b${expected.article},\\s*)(\\S{1,5}?)(?=[\\s,]|$)`));
  const item = m?.[2] as string;
  if (
    !m ||
    !(
      GARBLED_ITEM.test(item) ||
      (differInIs(item, expected.item) && descriptionPicks(facts, row, expected.article, item.toLowerCase()))
    )
  )
    return;
  b.value = b.value.replace(m[0], `${m[1]}${expected.item.toUpperCase()}`);
  flag(b, {
    check: 'ocr_legal_basis',
    message: `O inciso do amparo legal foi lido como "${m[2]}": confira.`,
  });
}
