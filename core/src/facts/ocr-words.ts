/**
 * What OCR does to names and places, and how the reader undoes it without pretending to be sure:
 * capitals lose their accents first ("JOSE" for "JOSÉ", "ITAUNA" for "ITAÚNA") and a word may be cut
 * in two ("TEIX EIRA", "E ustáquio"). A scanned word that is a known word read bare, or two pieces
 * that make a known word, is restored; the fact then carries an issue, so the driver confirms it.
 */
import type { FactIssue } from './schema';
import { fold } from './text';

/**
 * Brazilian given names, surnames and place words that are always written with an accent (a bare
 * "JOSE" on a scan is far likelier a lost accent than a rare spelling; the driver confirms either way).
 */
const ACCENTED =
  // Given names.
  (
    'José João Antônio Márcio Márcia Cláudia Cláudio Patrícia Letícia Débora Sérgio Otávio Vinícius Luísa ' +
    'Luís Vitória Mário Lúcia Lúcio Flávia Flávio Fábio Fabrício Júlia Júlio Cássio Cícero Mônica Vânia ' +
    'Sônia Tânia Rogério Aurélio Inês Cecília Glória Jéssica Valéria Fátima Rosângela Ângela Ângelo ' +
    'Estêvão Sebastião Simão Tomás Lívia Bárbara Natália Amália Eugênia Emília Lázaro Benício Isaías ' +
    'Moisés Andréia Lucínio Anísio Inácio Horácio Otávia Adão Cristóvão Joaquim ' +
    // Surnames.
    'Araújo Magalhães Guimarães Simões Gonçalves Conceição Assunção Brandão Falcão Romão Leão Damião ' +
    'Galvão Mourão Negrão Rebouças Cândido ' +
    // Places and address words.
    'São América Eustáquio Getúlio Itaúna Iguaçu Niterói Petrópolis Ribeirão Divinópolis Maringá ' +
    'Ceilândia Brasília Goiânia Florianópolis Uberlândia Rondonópolis Paraná Amapá Piauí Ceará ' +
    'Maranhão Espírito Acácias Praça Estação Município Paraíso Jaraguá Taubaté Jundiaí Guarujá Macaé ' +
    'Poços Três Belém Nazaré Goiás Itapuã Icaraí Méier Jacarepaguá Tatuapé Funcionários República ' +
    'Independência Glicério Consolação Anhangabaú Tráfego Trânsito Polícia Rodoviária ' +
    // Speed meters as notices describe them.
    'Série Eletrônica Eletrônico Estático Móvel Portátil ' +
    // Words of company names (an owner that is a firm): "COMERCIO" on a fax, read at 0.96, was certain
    // (fuzz-images fresh-30232327 #2).
    'Comércio Indústria Indústrias Serviços Logística Veículos Distribuição Importação Exportação ' +
    'Construções Peças Elétrica Elétricos Mecânica Agrícola Farmácia Química Gráfica Metalúrgica ' +
    'Alimentação Informática Comunicação Locação Participações Incorporações Cerâmica Têxtil'
  )
    .split(' ')
    .filter(Boolean);

/** Common surnames without accents: two pieces making one of these are one word. */
const PLAIN = (
  'Silva Santos Oliveira Souza Pereira Almeida Costa Rodrigues Ferreira Gomes Ribeiro Carvalho Moreira ' +
  'Barbosa Rocha Cardoso Nascimento Teixeira Mendes Lima Azevedo Monteiro Freitas Correia Nogueira ' +
  'Peixoto Martins Barros Batista Dias Castro Campos Vieira Pinto Soares Machado Lopes Marques Ramos ' +
  'Fernandes Duarte Cavalcanti Medeiros Moura Nunes Andrade Fonseca Miranda Cunha Tavares Siqueira ' +
  'Figueiredo Bezerra Cristina Henrique Aparecida Augusto Beatriz Regina Fernanda Juliana Gustavo ' +
  'Rodrigo Eduardo Larissa Thiago Renata Camila Rafael Marcos Carlos Helena Simone Aline ' +
  // Address words, and speed meters' words and makers (Velsis, Perkons, Splice, Dataprom).
  'Jardim Avenida Rua Vila Centro Medidor Lombada Radar Velsis Perkons Splice Dataprom ' +
  // Well-known neighbourhoods and cities.
  'Tijuca Copacabana Ipanema Paulista Botafogo Savassi Lourdes Batel Moema Pinheiros Joinville Juiz ' +
  // Vehicle makes.
  'Volkswagen Chevrolet Fiat Ford Honda Hyundai Renault Toyota Yamaha Nissan Jeep Peugeot Mitsubishi ' +
  // Words of company names (an owner that is a firm), broken at a narrow cell's edge with no hyphen
  // ("DISTRIBUIDOR" · "A SERRA AZUL LTDA", fuzz fresh-8514545e #34, LibreOffice).
  'Distribuidora Transportadora Construtora Incorporadora Locadora Administradora Comercial Industrial ' +
  'Empreendimentos'
)
  .split(' ')
  .filter(Boolean);

const BY_FOLDED = new Map<string, string>([...PLAIN, ...ACCENTED].map((w) => [fold(w), w]));

/** A word of the lists above, in any case, with or without its accents. */
export const isKnownWord = (word: string): boolean => BY_FOLDED.has(fold(word));

/** `word` in the case of `like` ("JOSÉ" for "JOSE", "José" for "Jose"). */
function inCaseOf(word: string, like: string): string {
  if (like === like.toUpperCase()) return word.toUpperCase();
  if (like === like.toLowerCase()) return word.toLowerCase();
  return word;
}

/** Letters only, for lookups ("ITAUNA/MG," → "ITAUNA"). */
const core = (token: string): { lead: string; word: string; tail: string } => {
  const m = token.match(/^([^A-Za-zÀ-ú]*)([A-Za-zÀ-ú]+)(.*)$/) as RegExpMatchArray | null;
  return m
    ? { lead: m[1] as string, word: m[2] as string, tail: m[3] as string }
    : { lead: token, word: '', tail: '' };
};

/** Portuguese words end in "-ão", "-ães", "-ões", never bare "-ao"/"-aes"/"-oes" (two letters or more before). */
const TILDE_END = /^([a-z]{2,})(ao|aes|oes)$/;

/** Tesseract's classic slips: "ri" read as "n" ("séne"), "rn" as "m". */
const SLIPS: [RegExp, string][] = [
  [/n/g, 'ri'],
  [/m/g, 'rn'],
];

/** Thin letters OCR drops between two others ("TIUCA", "TJUCA" for "TIJUCA"). */
const THIN = ['i', 'j'];

/** A word one classic slip, or one dropped thin letter, away from a known word (one occurrence mended). */
function unslipped(word: string): string | undefined {
  const folded = fold(word);
  if (BY_FOLDED.has(folded)) return undefined;
  for (const [re, to] of SLIPS)
    for (const m of folded.matchAll(re)) {
      const at = m.index ?? 0;
      const known = BY_FOLDED.get(folded.slice(0, at) + to + folded.slice(at + 1));
      if (known) return inCaseOf(known, word);
    }
  const near = new Set<string>();
  for (let at = 1; at < folded.length; at++)
    for (const t of THIN) {
      const known = BY_FOLDED.get(folded.slice(0, at) + t + folded.slice(at));
      if (known) near.add(known);
    }
  return near.size === 1 ? inCaseOf([...near][0] as string, word) : undefined;
}

/** A known word that begins with a "J" OCR dropped ("OSE" for "JOSÉ", "ARDIM" for "JARDIM"). */
function lostJ(word: string): string | undefined {
  if (word.length < 3 || BY_FOLDED.has(fold(word))) return undefined;
  const known = BY_FOLDED.get(`j${fold(word)}`);
  return known ? inCaseOf(known, word) : undefined;
}

function accented(word: string): string | undefined {
  const folded = fold(word);
  const known = BY_FOLDED.get(folded);
  // Read with other accents than the known word's ("eletrónica", "Gustavô"): the known one.
  if (folded !== word.toLowerCase())
    return known && known.toLowerCase() !== word.toLowerCase() ? inCaseOf(known, word) : undefined;
  if (known && fold(known) !== known.toLowerCase()) return inCaseOf(known, word);
  const m = folded.match(TILDE_END);
  if (!m) return undefined;
  const end = { ao: 'ão', aes: 'ães', oes: 'ões' }[m[2] as 'ao' | 'aes' | 'oes'];
  return inCaseOf(`${m[1]}${end}`, word);
}

export interface OcrRepair {
  value: string;
  issues: FactIssue[];
}

/**
 * Restores the accents and joins the pieces OCR lost or cut in a scanned name or place; each repair
 * is an issue (the value is a guess the driver confirms). Text without either comes back as is.
 */
export function repairOcrWords(value: string): OcrRepair {
  const tokens = value.split(' ');
  const out: string[] = [];
  const joined: string[] = [];
  const restored: string[] = [];
  const slipped: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const a = tokens[i] as string;
    const b = tokens[i + 1];
    if (b !== undefined) {
      const x = core(a);
      const y = core(b);
      // "E ustáquio", "E stacionar": a lone capital before a lower-case word is a cut word; so is a
      // lone capital no Portuguese word is ("J OINVILLE", "V ELSIS": only a, e, o, à, é stand alone).
      const known = !x.tail && !y.lead && BY_FOLDED.has(fold(x.word + y.word));
      const cutInitial =
        /^[A-ZÀ-Ú]$/.test(x.word) &&
        !x.tail &&
        !y.lead &&
        (/^[AEOÀÉ]$/.test(x.word) ? known : /^[A-Za-zÀ-ú]{2,}$/.test(y.word));
      // "BR- 163", "DETRAN- RJ": a hyphen glued to the word before it, and a space after it, is no way
      // a notice prints; it is where OCR boxed the word in two (a monospaced face leaves a hyphen room
      // on both sides: fresh-8b6360a0 #20, a receipt's "BR-163" read "BR-" · "163,", certain).
      if (/[\p{L}\d]-$/u.test(a) && /^[\p{Lu}\d]/u.test(b)) {
        out.push(a + b);
        joined.push(`${a} ${b}`);
        i++;
        continue;
      }
      // "| ARDIM": the "|" was the "J".
      const j = a === '|' && y.word && !y.lead ? lostJ(y.word) : undefined;
      if (j) {
        out.push(`${j}${y.tail}`);
        joined.push(`${a} ${b}`);
        i++;
        continue;
      }
      const piecesKnown = BY_FOLDED.has(fold(x.word)) && BY_FOLDED.has(fold(y.word));
      // "Bet im/MG": a city's last word before its state never opens in lower case (only "de", "do"…
      // join its words, and never last): a lower-case piece there is the end of the word before it.
      const cityEnd =
        /^[A-ZÀ-Ú][a-zà-ú]+$/.test(x.word) &&
        !x.tail &&
        !y.lead &&
        /^[a-zà-ú]+$/.test(y.word) &&
        !/^(?:d[aeo]s?|e)$/.test(y.word) &&
        /^\/[A-Z]{2}\b/.test(y.tail);
      if (x.word && y.word && (cutInitial || cityEnd || (known && !piecesKnown))) {
        const upper = x.word === x.word.toUpperCase() && y.word === y.word.toUpperCase();
        const whole = upper ? x.word + y.word : x.word + y.word.toLowerCase();
        const word = accented(whole) ?? whole;
        out.push(`${x.lead}${word}${y.tail}`);
        joined.push(`${a} ${b}`);
        i++;
        continue;
      }
    }
    const x = core(a);
    const fixed = x.word ? accented(x.word) : undefined;
    const mended =
      x.word && !fixed ? ((x.word.length >= 4 ? unslipped(x.word) : undefined) ?? lostJ(x.word)) : undefined;
    if (fixed) {
      out.push(`${x.lead}${fixed}${x.tail}`);
      restored.push(x.word);
    } else if (mended) {
      out.push(`${x.lead}${accented(mended) ?? mended}${x.tail}`);
      slipped.push(x.word);
    } else out.push(a);
  }
  const issues: FactIssue[] = [];
  if (joined.length)
    issues.push({
      check: 'ocr_split_word',
      message: `A leitura separou ${joined.map((j) => `"${j}"`).join(', ')}: confira a grafia.`,
    });
  if (slipped.length)
    issues.push({
      check: 'ocr_misread_word',
      message: `A leitura pode ter trocado letras em ${slipped.map((w) => `"${w}"`).join(', ')}: confira.`,
    });
  if (restored.length)
    issues.push({
      check: 'ocr_accents',
      message: `A leitura pode ter perdido acentos (${restored.join(', ')}): confira a grafia.`,
    });
  return { value: out.join(' '), issues };
}
