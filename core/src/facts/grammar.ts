/**
 * Certainty earned by evidence: a value read cleanly and paired unambiguously is certain only when it
 * also has the shape of its field — its grammar. A place looks like an address or a road and km; a
 * model opens with a known make; an agency is named as the agencies table names one; a legal basis is
 * an article of a law; a name is a name. No value holds another field's label, ends in a hyphen or a
 * dangling word ("em", "de", "do", "série", "nº"), or is a lone label word ("UF", "Espécie").
 * Identifiers' check digits are checked where they have them (CPF, CNPJ, RENAVAM, CNH). A value
 * failing its grammar is kept, with an issue: the driver confirms it.
 */
import { INFRACTIONS } from '../catalogue';
import { isValidCnh, isValidCpf, isValidRenavam } from './identifiers';
import { AGENCY_NAME, misspeltAgencyWords } from './agencies';
import { UFS } from '../uf';
import { editDistance } from './edit-distance';
import { FIELD_VOCABULARY, LONE_LABELS } from './field-labels';
import type { ReadingKey } from './reading';
import type { FactIssue } from './schema';
import { fold } from './text';
import { BREATHALYSERS } from './scan-checks';
import { MAKES_PATTERN } from './vehicle-makes';

/** Words a value never ends on: it goes on somewhere the reader did not see. */
const DANGLING =
  /(?:^|\s)(?:a|o|e|de|da|do|das|dos|em|com|para|por|no|na|nos|nas|ao|pelo|pela|sob|sobre|entre|cep|n[o.º°]?|km|arts?\.?|serie|inciso|paragrafo|altura|sentido)\s*$/;

/** Words printed as labels of their own beside values (colour, category, state): never a value alone. */
/**
 * A label and nothing else: a lone label word ("UF", "Cor", "Espécie"), a label whole ("Código da
 * Infração/Desdobr."), or a label's bracketed rest ("(RODOVIA/KM/MUNICÍPIO)").
 */
export function isLoneLabel(value: string): boolean {
  const v = value.trim();
  const f = fold(v);
  const bare = f.replace(/[^a-z0-9 ]/g, ' ').trim();
  const whole = FIELD_VOCABULARY.match(f).some(
    (m) => m.start <= 1 && m.end >= f.replace(/[\s.:]+$/, '').length - 1,
  );
  return LONE_LABELS.has(bare) || FIELD_VOCABULARY.isLabelWord(bare) || whole || /^\([^()]*\)$/.test(v);
}

/** Free text: where a cut, a label inside or a lone label word makes a wrong value look right. */
const FREE_TEXT = new Set<ReadingKey>([
  'agency',
  'vehicle.model',
  'infraction.description',
  'infraction.legalBasis',
  'infraction.place',
  'speed.equipment',
  'breath.equipment',
  'owner.name',
  'driver.name',
  'owner.address',
  'driver.address',
]);

const issue = (check: string, message: string): FactIssue => ({ check, message });

/** Numbers of letters and digits read to the first character that is none (field-values.ts identifier). */
const IDENTIFIERS = new Set<ReadingKey>([
  'suspension.processNumber',
  'breath.serial',
  'breath.testNumber',
  'infraction.agentId',
]);

/** Words places are described with on notices (folded): a word one letter off one of them is OCR's. */
const PLACE_WORDS = new Set(
  // Six letters or more, none one letter off a common name or word ("ponte"/"Ponta", "capital"/"Capitão",
  // "próximo"/"próxima" are left out).
  (
    'bairro centro sentido altura avenida rodovia estrada travessa alameda viaduto marginal cruzamento ' +
    'esquina crescente decrescente interior municipio rotatoria'
  ).split(' '),
);

/**
 * A word of a place (folded) one letter off a place word and not itself one ("batrro" for "bairro",
 * read at 0.86 from a photo: fuzz-images fresh-d6d2fa61#7); a plural's "s" is no misreading.
 */
function misreadPlaceWord(folded: string): string | undefined {
  return folded.match(/[a-z]{6,}/g)?.find((w) => {
    if (PLACE_WORDS.has(w) || PLACE_WORDS.has(w.replace(/s$/, ''))) return false;
    for (const known of PLACE_WORDS) if (editDistance(w, known, 1) === 1) return true;
    return false;
  });
}

/** Free text that opens with a capital, as printed (a description, a name, an agency). */
const OPENS_WITH_CAPITAL = new Set<ReadingKey>([
  'infraction.description',
  'owner.name',
  'driver.name',
  'agency',
  'speed.equipment',
  'breath.equipment',
]);

/**
 * How the catalogue's infraction descriptions open, a verb in the infinitive and the word after it
 * (folded: "transitar em", "deixar de", "estacionar o"): a sentence, never a place's words. A place
 * that holds one took in the next row's description ("…, sentido crescente Transitar em velocidade…").
 */
const DESCRIPTION_OPENINGS = new Set(
  INFRACTIONS.flatMap((r) => {
    const [verb, next] = fold(r.descricao).split(/\s+/);
    return verb && next && /^[a-z]{4,}(?:ar|er|ir|or)(?:-se)?$/.test(verb) ? [`${verb} ${next}`] : [];
  }),
);

/** The opening of an infraction's description inside `folded` (a place), if any. */
function descriptionInside(folded: string): string | undefined {
  const words = folded.replace(/[,;.]/g, ' ').split(/\s+/).filter(Boolean);
  for (let i = 0; i + 1 < words.length; i++) {
    const pair = `${words[i]} ${words[i + 1]}`;
    if (DESCRIPTION_OPENINGS.has(pair)) return pair;
  }
  return undefined;
}

/** A street, a road and km, a place a notice names. */
const PLACE =
  /\b(?:r\.|rua|av\.?|avenida|al\.?|alameda|rod\.?|rodovia|estr\.?|estrada|tv\.?|travessa|pca|praca|largo|viaduto|ponte|tunel|marginal|via|anel|acesso|trevo|rotatoria|quadra|qd\.?|setor|eixo|ladeira|beco|parque|ramal|linha|km)\b|\b[a-z]{2,3}-\d{2,3}\b/;

/** An address: a street or a CEP, and a number. */
const ADDRESS =
  /\b(?:r\.|rua|av\.?|avenida|al\.?|alameda|rod\.?|rodovia|estr\.?|estrada|tv\.?|travessa|pca|praca|largo|quadra|qd\.?|setor|sqn|sqs|shis|conjunto|conj\.?|caixa postal|cep)\b|\d{5}-?\d{3}/;

/** What an address opens with: its street's kind, or a Brasília-style sector. */
const STREET_FIRST =
  /^(?:r\.|rua|av\.?|avenida|al\.?|alameda|rod\.?|rodovia|estr\.?|estrada|tv\.?|travessa|pca|praca|largo|quadra|qd\.?|setor|sqn|sqs|shis|shin|cln|crs|qnm|qi|conjunto|conj\.?|caixa postal|ladeira|beco|viela|vila|parque|servidao|linha|loteamento|condominio|chacara|sitio|fazenda|area|via)\b/;

/** An article of a law as notices cite one: "Art. 218, I do CTB", "CTB, art. 181, XVII", "Art. 165-A". */
export const LEGAL_TOKEN =
  /^(?:art\.?|arts\.?|artigo|ctb|do|da|de|c\/c|e|inciso|incisos|inc\.?|paragrafo|par\.?|§+|unico|alinea|al\.?|lei|n[o.º°]?|res\.?|resolucao|contran|[ivxlc]+|[a-z]|\d+(?:[.,-]\d+)*(?:-[a-z])?|\d+[º°o]?|[,.;()-]+)$/;

/** A model as the registry prints it: a known make, a "/" (or a space), the model. */
const MODEL = new RegExp(`^(?:I/|IMP/)?(?:${MAKES_PATTERN})(?:\\s?/|\\s)\\s?\\S`, 'i');

/**
 * Words only labels and headings print: never in a name, an address, a place, an agency or a model
 * ("placa": a plate is no part of any of them; "Placa/UF" is one token, not caught as a phrase below).
 */
const LABEL_ONLY =
  /\b(?:placa|correspondencia|emissao|notificacao|autuacao|postagem|expedicao|proprietari[oa]|renavam|cpf|c\.p\.f|cnpj|cnh|habilitacao|enquadramento|desdobramento|matricula|prazos?|vencimento|descricao|amparo|infrator[a]?|dados|pagamento|processo|equipamento|medicao|identificacao|informacoes|datas)(?![a-z])/;
const NAMES_AND_PLACES = new Set<ReadingKey>([
  'owner.name',
  'driver.name',
  'owner.address',
  'driver.address',
  'infraction.place',
  'agency',
  'vehicle.model',
]);

/** The labels of other fields inside a value ("… altura do nº Horário: 08:14 3236"). */
function labelInside(key: ReadingKey, value: string): string | undefined {
  const folded = fold(value);
  if (NAMES_AND_PLACES.has(key)) {
    const word = folded.match(LABEL_ONLY)?.[0];
    if (word) return word;
  }
  // "Word:" inside a value (not a time, not an URL) is a label glued into it.
  const colon = folded.match(/(?:^|\s)([a-z][a-z/().]{2,30}):(?!\d)/);
  if (colon) return colon[1];
  for (const m of FIELD_VOCABULARY.match(folded)) {
    if (m.weight < 1) continue;
    const text = folded.slice(m.start, m.end);
    // Single common words are values' own words too ("local", "infração", "condutor" in a description).
    if (!/\s/.test(text) || text.split(/\s+/).length < 2) continue;
    if (key === 'infraction.description' || key === 'infraction.legalBasis') continue;
    if (`${m.field}` === key || (key.endsWith('.address') && m.field === 'person.address')) continue;
    return text;
  }
  return labelLeftOpen(value);
}

/**
 * A label's opening left open at a connector inside a value ("… FV3, série Data da DT-43892": the
 * next column's "Data da" · "aferição" glued to the value's line, fresh-fe776b76#18): a generic
 * label word in title case, not the value's first, followed by "da/de/do".
 */
function labelLeftOpen(value: string): string | undefined {
  const words = value.split(/\s+/);
  for (let i = 1; i < words.length - 1; i++) {
    const w = words[i] as string;
    const next = fold(words[i + 1] as string);
    if (!/^\p{Lu}\p{Ll}+$/u.test(w) || !/^d[aeo]s?$/.test(next)) continue;
    const f = fold(w);
    if (FIELD_VOCABULARY.match(f).some((m) => m.start === 0 && m.end === f.length))
      return `${w} ${words[i + 1]}`;
  }
  return undefined;
}

/** What an address holds after its CEP (folded), if anything. */
const AFTER_CEP = /\bcep:?\s*\d{2}\.?\d{3}-?\d{3}\b\s*(\S.*)$/;
/** …and what it may: the city and its state ("- Belo Horizonte/MG", ", Contagem - MG"). */
const CITY_AFTER_CEP = /^[,–-]?\s*[a-z][a-z .'-]*(?:\/|\s[-–]\s)[a-z]{2}\.?$/;

/**
 * The issues of a value read from `raw` (the text it was found in; `end` where it ended there): what it
 * lacks of its field's grammar. Empty when it has it all.
 */
/** A full name then its state's acronym, a space between and no dash (folded). */
const NAME_THEN_ACRONYM = new RegExp(
  `^(?:departamento|secretaria|superintendencia|autarquia|policia)\\s.*[a-z]\\s+(?:detran|de{1,2}r)\\s*[-/]?\\s*(?:${UFS.map((u) => u.toLowerCase()).join('|')})$`,
);

export function grammarIssues(
  key: ReadingKey,
  value: string | number,
  raw?: { text: string; end: number },
  /**
   * Read by OCR (or Textract): check digits then test the reading. A text layer's digits are the
   * printed ones, so there they only tell a number paired with the wrong label (a CPF as the CNH).
   */
  scanned = false,
): FactIssue[] {
  const out: FactIssue[] = [];
  const v = String(value).trim();
  const f = fold(v);
  // A hyphen right after the value in its text: a word or number broken at a line end, cut there.
  if (raw && /^-\s*$/.test(raw.text.slice(raw.end)) && /[\p{L}\d]$/u.test(raw.text.slice(0, raw.end)))
    out.push(issue('value_cut', `O texto lido ("${v}") termina num hífen de quebra de linha: confira.`));
  // A comma or a dash after the last word: the value went on past its line.
  else if (raw && FREE_TEXT.has(key) && /^\s*[,;–-]\s*$/.test(raw.text.slice(raw.end)))
    out.push(issue('value_cut', `O texto lido ("${v}") parece continuar além do que foi lido: confira.`));
  // A number whose text runs on into a word with no space between: where it ends is a guess.
  if (raw && IDENTIFIERS.has(key) && /^[\p{L}\d]/u.test(raw.text.slice(raw.end)))
    out.push(
      issue('value_cut', `O número lido ("${v}") está colado ao texto seguinte: confira onde ele termina.`),
    );
  // On pixels, one a space before more of its characters: OCR splits a number where a dot or a
  // narrow gap was ("509" · "824-0", "P793R" · "10259", fuzz-images fresh-b66eac25 #12 and #30: the
  // first piece read, certain). A text layer's space is printed.
  if (
    raw &&
    scanned &&
    (IDENTIFIERS.has(key) || key === 'notice.number') &&
    /^ [\d.\-/]*\d/.test(raw.text.slice(raw.end)) &&
    /[\p{L}\d]$/u.test(raw.text.slice(0, raw.end))
  )
    out.push(
      issue(
        'value_cut',
        `O número lido ("${v}") pode continuar no número ao lado: confira onde ele termina.`,
      ),
    );
  if (FREE_TEXT.has(key)) {
    if (DANGLING.test(f) || /[,-]$/.test(v))
      out.push(issue('value_cut', `O texto lido ("${v}") parece continuar além do que foi lido: confira.`));
    const bare = f.replace(/[^a-z0-9 ]/g, ' ').trim();
    if (isLoneLabel(v))
      out.push(issue('label_as_value', `"${v}" é um rótulo do documento, não o valor deste campo: confira.`));
    // …or one as its last word, after the value's own ("HONDA/CG 160 FAN Cor": the next row's label).
    const last = bare.split(/\s+/).at(-1) ?? '';
    if (
      key !== 'infraction.description' &&
      key !== 'infraction.legalBasis' &&
      bare.includes(' ') &&
      LONE_LABELS.has(last)
    )
      out.push(issue('label_in_value', `O valor lido ("${v}") termina em "${last}", um rótulo: confira.`));
    // A label's bracketed remainder read into the value ("(RODOVIA/KM /MUNICÍPIO) BR-277, km 206…"):
    // words joined by slashes, no digit, a label's word among them (a place's own brackets say
    // "(pista sul)").
    const parts = (/\(([^()\d]{2,40})\)/.exec(f)?.[1] ?? '').split('/').map((p) => p.trim());
    if (parts.length >= 2 && parts.some((p) => FIELD_VOCABULARY.isLabelWord(p) || LONE_LABELS.has(p)))
      out.push(
        issue('label_in_value', `O valor lido ("${v}") contém parte de um rótulo entre parênteses: confira.`),
      );
    const inside = labelInside(key, v);
    if (inside)
      out.push(issue('label_in_value', `O valor lido ("${v}") contém "${inside}", de outro campo: confira.`));
  }
  // A value opens where its text does: not mid-sentence ("máxima permitida em…", "a influência de…"),
  // not on a name's particle ("Da Nascimento Gomes"): its first words were left on another line.
  if (OPENS_WITH_CAPITAL.has(key) && /^\p{Ll}/u.test(v))
    out.push(issue('value_cut', `O texto lido ("${v}") começa no meio de uma frase: confira.`));
  else if (
    FREE_TEXT.has(key) &&
    key !== 'infraction.legalBasis' &&
    /^(?:d[aeo]s?|e|a|o|em|com|para)\s/i.test(v)
  )
    out.push(issue('value_cut', `O texto lido ("${v}") começa no meio: confira.`));
  switch (key) {
    case 'infraction.place': {
      if (!PLACE.test(f) || !(/\d/.test(f) || f.split(/\s+/).length >= 3))
        out.push(
          issue('place_shape', `O local lido ("${v}") não parece um endereço nem uma rodovia e km: confira.`),
        );
      const sentence = descriptionInside(f);
      if (sentence)
        out.push(
          issue(
            'label_in_value',
            `O local lido ("${v}") contém o início de uma descrição de infração ("${sentence}"): confira.`,
          ),
        );
      const misread = misreadPlaceWord(f);
      if (misread)
        out.push(
          issue(
            'place_word',
            `O local lido ("${v}") tem uma palavra que parece mal lida ("${misread}"): confira.`,
          ),
        );
      break;
    }
    case 'owner.address':
    case 'driver.address':
      // An address opens with its street ("Rua…", "Av.…", "SQN…"), holds a number and a street or a CEP.
      if (!ADDRESS.test(f) || !/\d/.test(f) || !STREET_FIRST.test(f))
        out.push(
          issue('address_shape', `O endereço lido ("${v}") não parece um endereço completo: confira.`),
        );
      // An address ends at its CEP, or at the city after it: words past it are the next line's
      // ("… CEP 68348-031 Veículo", a section's heading under a line that filled its width: fuzz
      // fresh-ae9147f2 #35, LibreOffice, certain).
      else if (AFTER_CEP.test(f) && !CITY_AFTER_CEP.test(AFTER_CEP.exec(f)?.[1] ?? ''))
        out.push(
          issue(
            'address_shape',
            `O endereço lido ("${v}") continua depois do CEP: confira onde ele termina.`,
          ),
        );
      break;
    case 'vehicle.model': {
      if (!MODEL.test(v))
        out.push(issue('model_make', `O modelo lido ("${v}") não começa por uma marca conhecida: confira.`));
      // A label word as a word of its own past the make, with more after it: the next box's label and
      // value glued on ("FIAT/UNO MILLE UF BRANCA"); a model's own words are joined to its make by "/".
      const inner = f
        .split(/\s+/)
        .slice(1, -1)
        .find((w) => LONE_LABELS.has(w.replace(/[^a-z]/g, '')));
      if (inner && !out.some((i) => i.check === 'label_in_value'))
        out.push(issue('label_in_value', `O modelo lido ("${v}") contém "${inner}", um rótulo: confira.`));
      break;
    }
    case 'agency': {
      // The table's name from the start ("Departamento de Trânsito…", "DETRAN-SP"), or an acronym alone.
      // …and nothing after it but its acronym or its name after a dash ("… - DETRAN-MG").
      const m = f.match(AGENCY_NAME);
      const rest = m ? f.slice((m.index ?? 0) + m[0].length) : '';
      const whole =
        m !== null && (m.index ?? 0) === 0 && /^\s*(?:[-–]\s*[a-z][a-z0-9 /-]{0,60})?$/.test(rest);
      if (m && !whole && !/^[A-Z0-9-/ ]{3,14}$/.test(v))
        out.push(
          issue('agency_shape', `O órgão lido ("${v}") não é só o nome de um órgão de trânsito: confira.`),
        );
      // On pixels, a name run into its state's acronym with no dash between: OCR drops a lone dash,
      // at a line's end above all ("… da Bahia" · "DETRAN-BA", fuzz-images fresh-f1880be3 #23, low
      // DPI: read without the " - " printed, certain). Print sets one there; a text layer keeps it.
      if (scanned && NAME_THEN_ACRONYM.test(f))
        out.push(
          issue(
            'agency_shape',
            `O órgão lido ("${v}") junta o nome e a sigla sem o traço que os separa: confira.`,
          ),
        );
      const misspelt = misspeltAgencyWords(v);
      if (misspelt.length)
        out.push(
          issue(
            'agency_spelling',
            `O órgão lido ("${v}") tem uma grafia que nenhum órgão usa ("${misspelt[0]}"): confira.`,
          ),
        );
      break;
    }
    case 'infraction.legalBasis': {
      const tokens = f.replace(/,/g, ' , ').split(/\s+/).filter(Boolean);
      if (
        !/\d/.test(f) ||
        !/^(?:art|arts|artigo|ctb|lei|res|resolucao)\b/.test(f) ||
        tokens.some((t) => !LEGAL_TOKEN.test(t))
      )
        out.push(
          issue(
            'legal_basis_shape',
            `O amparo legal lido ("${v}") não tem a forma de um artigo de lei: confira.`,
          ),
        );
      break;
    }
    case 'owner.name':
    case 'driver.name':
      // Two words of two letters or more: "C.P .F." (a label's initials) is no name.
      if (/\d/.test(v) || v.split(/\s+/).filter((w) => /\p{L}{2}/u.test(w)).length < 2)
        out.push(issue('name_shape', `O nome lido ("${v}") não parece um nome completo: confira.`));
      break;
    case 'vehicle.renavam':
      // (scan-checks.ts checks a scanned one's digit.) A text layer's digits are the printed ones, but
      // the number may be printed cut: its last digit clipped at its cell's edge ("2455720569" for
      // "24557205694"). A RENAVAM has 11 digits, or the old 9: ten are a number cut or padded wrong.
      if (!scanned && v.length === 11 && isValidCpf(v) && !isValidRenavam(v))
        out.push(issue('renavam_is_cpf', `O número lido como RENAVAM (${v}) é um CPF: confira.`));
      else if (!scanned && v.length === 10)
        out.push(
          issue(
            'renavam_length',
            `O RENAVAM lido (${v}) tem 10 dígitos; um RENAVAM tem 11 (ou 9, os antigos): confira.`,
          ),
        );
      break;
    case 'owner.cnh':
    case 'driver.cnh':
      if (v.length === 11 && scanned && !isValidCnh(v))
        out.push(issue('cnh_check_digits', `Os dígitos verificadores da CNH lida (${v}) não conferem.`));
      else if (v.length === 11 && !scanned && isValidCpf(v) && !isValidCnh(v))
        out.push(issue('cnh_is_cpf', `O número lido como CNH (${v}) é um CPF: confira.`));
      break;
    case 'breath.equipment':
      // A model has no check digit: only the list of approved models vouches for it.
      if (!BREATHALYSERS.some((m) => fold(m) === f))
        out.push(
          issue('unknown_model', `O modelo do etilômetro lido ("${v}") não é um modelo conhecido: confira.`),
        );
      break;
    case 'suspension.points':
      if (typeof value === 'number' && (value < 1 || value > 200))
        out.push(issue('points_range', `A pontuação lida (${value}) não é plausível: confira.`));
      break;
  }
  return out;
}
