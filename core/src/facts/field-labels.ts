/**
 * The table of labels: for every field a notice prints, the labels agencies use for it (DETRAN-SP/RJ/
 * MG/PR/RS and others, DER, PRF, DNIT, municipal agencies such as CET and SMT), as regular expressions on
 * folded text (lowercase, no accents, º/° → "o"). A weight below 1 marks a generic label ("Data",
 * "Hora", "Valor") that is right on most notices but weaker than a specific one.
 */
import { isValidCnpj } from '../cnpj';
import { isValidCpf } from '../cpf';
import { labelPhrases } from '../reading/label-phrases';
import type { LabelMatch, LabelVocabulary } from '../reading/labels';
import { isAgencyAcronym } from './agencies';
import { isValidCnh, isValidRenavam } from './identifiers';
import { NOTICE_NUMBER_LABELS } from './notice-number';
import { MAKES_PATTERN } from './vehicle-makes';
import type { ReadingKey } from './reading';

/**
 * A field of the table: a fact a label names, except people's (whose role the label or the section
 * decides: `person.*`) and the suspension's period (two dates under one label).
 */
export type FieldKey =
  | Exclude<
      ReadingKey,
      | `${'owner' | 'driver'}.${string}`
      | 'stage'
      | 'appealType'
      | 'suspension.reason'
      | 'suspension.periodStart'
      | 'suspension.periodEnd'
    >
  | 'person.name'
  | 'person.document'
  | 'person.cnh'
  | 'person.address'
  | 'suspension.period';

type Label = string | readonly [source: string, weight: number];

/** "Nº", "N.", "No", "Número": the number sign agencies print after a label. */
const NO = '(?:n\\s?[o.]{1,2}|numero)';
const OF = '(?:d[oa]s?|de)';
const PERSON = '(?:proprietari[oa]|condutor[a]?|infrator[a]?|motorista|interessad[oa]|autuad[oa]|requerente)';

export const FIELD_LABELS: Record<FieldKey, readonly Label[]> = {
  'notice.number': [
    ...NOTICE_NUMBER_LABELS,
    `${NO}\\s+(?:do\\s+)?aiip`,
    'aiip',
    'identificacao\\s+do\\s+auto(?:\\s+de\\s+infracao)?',
    `${NO}\\s+da\\s+autuacao`,
  ],
  'notice.issueDate': [
    `data\\s+${OF}\\s+emissao(?:\\s+da\\s+notificacao)?`,
    'emitid[oa]\\s+em',
    'data\\s+da\\s+notificacao',
    ['emissao', 0.95],
  ],
  'notice.dispatchDate': [
    `data\\s+${OF}\\s+(?:postagem|expedicao|envio|remessa)(?:\\s+da\\s+notificacao)?`,
    'postad[oa]\\s+em',
    'expedid[oa]\\s+em',
    'enviad[oa]\\s+em',
    ['postagem', 0.95],
    ['expedicao', 0.95],
  ],
  'notice.deadline': [
    // …and the kind of defence agencies add ("defesa prévia", "defesa escrita"), a label's words.
    `prazo\\s+(?:final\\s+)?(?:para|de)\\s+(?:a\\s+|o\\s+)?(?:apresentacao|interposicao|protocolo|indicacao|defesa(?:\\s+(?:previa|escrita))?|recurso)`,
    // Its usual rest spelt out, so a garbled "Data tmito para recurso à JARI" is nearest to it (label-slots.ts).
    'data\\s+limite(?:\\s+para\\s+(?:a\\s+|o\\s+)?(?:recurso|defesa(?:\\s+previa)?|apresentacao|indicacao))?',
    'data\\s+final\\s+(?:para|de)',
    'apresentar\\s+(?:a\\s+)?(?:defesa|recurso)(?:\\s+[a-z]+){0,3}\\s+ate',
    'vencimento\\s+(?:do\\s+prazo|da\\s+defesa)',
    '(?:defesa\\s+previa|recurso|indicacao\\s+do\\s+condutor)\\s+ate',
    ['prazo(?:\\s+final)?', 0.9],
  ],
  agency: [
    'orgao\\s+(?:autuador|de\\s+transito|responsavel|emissor|atuador)',
    // "Órgão/Entidade autuador(a)", "Órgão ou entidade de trânsito". OCR drops the brackets (page-ocr.ts
    // bars them): "autuador a".
    `orgao\\s*(?:/|ou)\\s*entidade(?:\\s+(?:autuador(?:\\s*\\(a\\)|\\s+a(?![a-z])|a)?|de\\s+transito))?`,
    'entidade\\s+(?:autuadora|de\\s+transito)',
    'autoridade\\s+de\\s+transito',
    ['autuador', 0.95],
    ['orgao', 0.9],
  ],
  'vehicle.plate': ['placa(?:\\s+do\\s+veiculo)?(?:\\s*/\\s*uf)?', 'placa\\s+e\\s+uf'],
  'vehicle.model': [
    'marca\\s*/\\s*modelo(?:\\s*/\\s*versao)?',
    'modelo\\s*/\\s*marca',
    'marca\\s+e\\s+modelo',
    'veiculo\\s*\\(?\\s*marca\\s*/\\s*modelo\\s*\\)?',
    ['modelo', 0.95],
  ],
  'vehicle.renavam': ['(?:cod(?:igo)?\\.?\\s+)?renavam'],
  'infraction.code': [
    // "Código da Infração/Desdobr.": the code and its desdobramento (its variant's digit) under one label.
    `cod(?:igo|\\.)?\\s*(?:${OF}\\s+)?infr(?:acao|\\.)?(?:\\s*/\\s*desdob(?:ramento|r?\\.)?)?`,
    'codigo\\s*/\\s*desdobramento',
    'cod\\.?\\s*/\\s*desdob(?:ramento|\\.)?',
    'codigo\\s+(?:do\\s+)?enquadramento',
    'enquadramento',
    'infracao\\s*\\(\\s*codigo\\s*\\)',
    ['codigo', 0.9],
  ],
  'infraction.description': [
    `descricao\\s+${OF}\\s+(?:infracao|conduta)`,
    `especificacao\\s+${OF}\\s+infracao`,
    'tipificacao(?:\\s+da\\s+infracao)?',
    'descricao',
    ['infracao', 0.9],
  ],
  'infraction.legalBasis': [
    'amparo\\s+legal',
    'enquadramento\\s+legal',
    // "Enquadramento" alone names the code on some notices and the article on others: the value says
    // which ("Art. 167 do CTB" is no code).
    ['enquadramento', 0.9],
    'base\\s+legal',
    'fundamento\\s+legal',
    'dispositivo\\s+(?:legal|infringido)',
    'artigo\\s+(?:do\\s+)?ctb',
  ],
  'infraction.date': [
    `data\\s*${OF}\\s+(?:infracao|autuacao|cometimento|ocorrencia|constatacao)`,
    'data\\s*/\\s*hora(?:\\s+da\\s+infracao)?',
    'data\\s+e\\s+hora(?:\\s+da\\s+infracao)?',
    'dia\\s+da\\s+infracao',
    // OCR glues "Data da" into "Datada".
    'datad[ae]\\s+infracao',
    // "Data:", "Data" alone in its cell, "Data (dd/mm/aaaa)" — a date's format in brackets closes the
    // label wherever it stands, as in a header row read as one run ("Data (dd/mm/aaaa) Hora Infração").
    ['data(?=\\s*\\(\\s*dd\\s*/\\s*mm\\s*/\\s*a{2,4}\\s*\\)|\\s*(?:\\([^)]{0,20}\\)\\s*)?(?::|$))', 0.95],
  ],
  'infraction.time': [
    `hora(?:rio)?\\s+${OF}\\s+(?:infracao|autuacao|ocorrencia|cometimento)`,
    'data\\s*/\\s*hora(?:\\s+da\\s+infracao)?',
    'data\\s+e\\s+hora(?:\\s+da\\s+infracao)?',
    'horario',
    'hora',
  ],
  'infraction.place': [
    `local\\s+${OF}\\s+(?:infracao|cometimento|autuacao|ocorrencia)`,
    'endereco\\s+da\\s+infracao',
    'logradouro\\s+da\\s+infracao',
    'local',
  ],
  'infraction.amount': [
    'valor\\s+(?:da\\s+multa|original|a\\s+pagar|total|da\\s+infracao)',
    // Not "Valor com desconto de 20%": the discounted price is no fine's amount.
    ['valor(?!\\s+(?:com|c/)\\s*desconto)(?:\\s*\\(\\s*r\\$\\s*\\))?', 0.9],
  ],
  'infraction.agentId': [
    'matricula(?:\\s+do\\s+agente(?:\\s+autuador)?)?',
    `(?:identificacao|codigo|${NO}|id\\.?)\\s+do\\s+agente(?:\\s+autuador)?`,
    'agente\\s+(?:autuador|de\\s+transito|fiscalizador)',
    ['agente', 0.9],
  ],
  'speed.measured': ['vel(?:ocidade|\\.)?\\s+(?:medida|aferida|registrada|constatada|verificada)'],
  'speed.considered': ['vel(?:ocidade|\\.)?\\s+considerada'],
  'speed.limit': [
    'vel(?:ocidade|\\.)?\\s+(?:max(?:ima|\\.)?\\s+)?(?:permitida|regulamentada|limite)',
    'limite\\s+de\\s+velocidade',
    'vel(?:ocidade|\\.)?\\s+max(?:ima|\\.)?',
  ],
  'speed.equipment': [
    'equipamento(?:\\s+(?:medidor|utilizado|de\\s+fiscalizacao))?',
    'instrumento\\s+(?:medidor|de\\s+medicao)',
    'identificacao\\s+do\\s+equipamento',
    'modelo\\s+do\\s+equipamento',
    'medidor',
  ],
  'speed.verificationDate': [
    '(?:data\\s+da\\s+)?(?:ultima\\s+)?(?:afericao|verificacao)(?:\\s+(?:do\\s+)?inmetro)?',
    // With its date only: "Verificação do equipamento" alone is as near to "Identificação do equipamento".
    'data\\s+da\\s+(?:ultima\\s+)?(?:afericao|verificacao)\\s+do\\s+(?:equipamento|medidor)',
    // Its "em" may wrap onto the line below, the date beside the first ("Verificado pelo INMETRO" · "em").
    'verificado\\s+(?:pelo\\s+inmetro(?:\\s+em)?|em)',
  ],
  // The breathalyser test of an art. 165 record. "Data da última verificação (INMETRO)" alone is the
  // speed meter's label: on a record with a breath test and no speed, read-document gives it to the
  // etilômetro.
  'breath.equipment': [
    `etilometro(?:\\s+(?:utilizado|\\(?marca\\s*/\\s*modelo\\)?|marca\\s*/\\s*modelo|modelo))?`,
    'marca\\s*/\\s*modelo\\s+do\\s+etilometro',
    'modelo\\s+do\\s+etilometro',
    'aparelho\\s+(?:utilizado|etilometro|medidor)',
  ],
  'breath.serial': [
    // Never "série" alone: a speed meter's value prints one ("Medidor fixo PK-15, série FX-123").
    `${NO}\\s+(?:de\\s+)?serie(?:\\s+do\\s+(?:etilometro|aparelho))?`,
    'serie\\s+do\\s+(?:etilometro|aparelho)',
    'numero\\s+de\\s+serie(?:\\s+do\\s+(?:etilometro|aparelho))?',
  ],
  'breath.verificationDate': [
    '(?:data\\s+da\\s+)?(?:ultima\\s+)?(?:afericao|verificacao)(?:\\s+(?:do\\s+)?inmetro)?\\s+do\\s+(?:etilometro|aparelho)',
    'etilometro\\s+verificado\\s+em',
  ],
  'breath.measured': [
    'valor\\s+medido',
    'medicao\\s+realizada',
    'resultado\\s+(?:do\\s+teste|medido|da\\s+medicao)',
    'concentracao\\s+(?:medida|aferida)',
  ],
  'breath.considered': ['valor\\s+considerado', 'resultado\\s+considerado', 'concentracao\\s+considerada'],
  'breath.testNumber': [
    `${NO}\\s+do\\s+teste`,
    `teste\\s+${NO}`,
    'numero\\s+do\\s+teste',
    'registro\\s+do\\s+teste',
  ],
  'suspension.openingDate': [
    `data\\s+${OF}\\s+(?:instauracao|abertura)(?:\\s+do\\s+processo)?`,
    'instaurado\\s+em',
    'processo\\s+instaurado\\s+em',
  ],
  'person.name': [
    `nome(?:\\s+${OF}\\s+${PERSON})?`,
    // The slash OCR may lose: "Nome Razão social" is one label, not "Nome" over a first name.
    'nome\\s*/?\\s*razao\\s+social',
    'razao\\s+social',
    `${PERSON}(?:\\s+do\\s+veiculo)?`,
    'condutor[a]?\\s+infrator[a]?',
  ],
  'person.document': [
    `cpf(?:\\s*/\\s*cnpj)?(?:\\s+${OF}\\s+${PERSON})?`,
    'cnpj(?:\\s*/\\s*cpf)?',
    'c\\.p\\.f\\.?',
  ],
  'person.cnh': [
    // "da CNH" alone: the rest of "Nº da CNH" whose "Nº" OCR lost or boxed apart.
    `(?:${NO}\\s+(?:da\\s+)?|registro\\s+(?:da\\s+)?|da\\s+)?cnh(?:\\s+${OF}\\s+${PERSON})?`,
    'registro\\s+(?:nacional\\s+)?de\\s+habilitacao',
    `${NO}\\s+(?:do\\s+)?registro\\s+(?:da\\s+)?cnh`,
    // "Nº do registro de habilitação", "Nº de registro da habilitação" (DETRAN-SP/RS).
    `(?:${NO}\\s+${OF}\\s+)?registro\\s+(?:${OF}\\s+)?habilitacao`,
    ['habilitacao', 0.9],
  ],
  'person.address': [
    `endereco(?:\\s+${OF}\\s+${PERSON})?(?:\\s+(?:para|de)\\s+correspondencia)?`,
    'domicilio',
    ['logradouro', 0.95],
  ],
  'suspension.processNumber': [
    `processo(?:\\s+administrativo)?(?:\\s+de\\s+suspensao)?(?:\\s+do\\s+direito\\s+de\\s+dirigir)?\\s*${NO}`,
    `${NO}\\s+do\\s+processo`,
    `${NO}\\s+do\\s+pa[ds]?`,
    // Alone, loosely: "Processo" may open another field's label ("Processo" · "instaurado em").
    ['processo', 0.9],
  ],
  'suspension.points': [
    '(?:total\\s+de\\s+)?pontos(?:\\s+(?:computados|acumulados|no\\s+periodo))?',
    'pontuacao(?:\\s+(?:acumulada|total))?',
    'soma\\s+(?:dos\\s+)?pontos',
  ],
  // A JARI decision (issue 15 item 4): labels of the decisions and their notices (DETRAN, DER, PRF,
  // municipal JARIs). Specific enough never to pair on a notice of autuação or penalidade.
  'decision.date': [
    `data\\s+${OF}\\s+(?:decisao|julgamento|sessao(?:\\s+de\\s+julgamento)?)`,
    'julgad[oa]\\s+em',
    'decidid[oa]\\s+em',
    'sessao\\s+(?:de\\s+julgamento\\s+)?(?:realizada\\s+)?em',
  ],
  'decision.result': [
    `resultado(?:\\s+${OF}\\s+(?:julgamento|recurso|decisao))?`,
    'decisao\\s+(?:da\\s+)?(?:jari|junta)',
    'parecer\\s+(?:da\\s+)?(?:jari|junta|relator)',
    ['decisao(?=\\s*(?::|$))', 0.95],
  ],
  'decision.reasons': [
    `(?:motivo|motivacao|fundamentacao|fundamentos?|razoes|justificativa)(?:\\s+${OF}\\s+(?:indeferimento|decisao|julgamento|nao\\s+provimento))?`,
    'ementa',
  ],
  'decision.notifiedOn': [
    `data\\s+${OF}\\s+(?:notificacao|ciencia|publicacao)\\s+${OF}\\s+(?:decisao|resultado|julgamento)`,
    'decisao\\s+publicada\\s+em',
    'publicad[oa]\\s+(?:no\\s+diario\\s+oficial\\s+)?em',
  ],
  'suspension.period': ['periodo(?:\\s+(?:de\\s+)?(?:apuracao|referencia|contagem|aquisitivo|considerado))?'],
};

/** Words that only appear in labels: a cell of these alone is a label, never a value. */
const LABEL_WORDS = new Set(
  (
    'notificacao autuacao infracao defesa previa escrita recurso apresentacao interposicao indicacao condutor ' +
    'condutora proprietario proprietaria veiculo emissao expedicao postagem envio limite prazo data hora ' +
    'horario numero auto orgao entidade autuador autuadora codigo cod desdobramento infrator infratora ' +
    'registro cnh cpf cnpj habilitacao processo administrativo suspensao multa valor local cometimento ' +
    'medida aferida registrada constatada verificada considerada permitida maxima regulamentada ' +
    'velocidade afericao verificacao inmetro ultima equipamento instrumento medidor marca modelo versao ' +
    'placa renavam nome razao social endereco correspondencia domicilio logradouro amparo legal base ' +
    'fundamento dispositivo enquadramento tipificacao matricula agente identificacao descricao ' +
    'especificacao final vencimento pontos pontuacao periodo apuracao referencia total ait uf ' +
    'ocorrencia emitida expedida postada etilometro aparelho serie teste medido considerado resultado ' +
    'concentracao medicao instauracao abertura instaurado km h kmh decisao julgamento sessao motivo ' +
    'fundamentacao jari junta parecer ciencia infringido responsavel emissor utilizado computados ' +
    'acumulados acumulada fiscalizacao fiscalizador conduta constatacao remessa interessado interessada ' +
    'motorista requerente autoridade nacional'
  ).split(' '),
);
/** Labels of what the reader reads no field for, or label words printed alone in a box ("UF", "Cor"). */
export const LONE_LABELS: ReadonlySet<string> = new Set(
  'uf cor especie categoria tipo municipio gravidade natureza pontos versao marca modelo placa data hora local valor codigo descricao observacao observacoes situacao'.split(
    ' ',
  ),
);
/**
 * A model as printed, alone: a known make, its "/" and a few words ("vw/gol 1.0"): after "Modelo do
 * veículo" mid-run ("Placa do Veículo ZBL2O35 Modelo do veículo VW/GOL 1.0", fuzz fresh-f1d265ca #1,
 * LibreOffice: the label not seen, the model unread).
 */
const MODEL_ALONE = new RegExp(`^(?:i/|imp/)?(?:${MAKES_PATTERN})\\s?/\\s?[a-z0-9][a-z0-9 ./-]{0,30}$`, 'i');
/** A plate as printed, alone (folded): "fnw-6976", "abc1d23". */
const PLATE_ALONE = /^[a-z]{3}-?\d[a-z0-9]\d{2}$/;
/** A CPF or CNPJ as printed, alone, its check digits holding; a date with its four-digit year, alone. */
const DOCUMENT_ALONE = /^(?:\d{3}\.?\d{3}\.?\d{3}-?\d{2}|\d{2}\.?\d{3}\.?\d{3}\/?\d{4}-?\d{2})$/;
const DATE_ALONE = /^\d{1,2}\/\d{1,2}\/\d{4}$/;
/**
 * A period's two dates alone, "01/05/2024 a 30/04/2025" (folded): after "PERÍODO DE APURAÇÃO" in a
 * row of pairs read as one run ("Total de pontos 21 PERÍODO DE APURAÇÃO 01/05/2024 a 30/04/2025",
 * fuzz fresh-cfcc21e1 #15, LibreOffice: the period unread).
 */
const PERIOD_ALONE = /^\d{1,2}\/\d{1,2}\/\d{4}\s*(?:a|ate|-|–)\s*\d{1,2}\/\d{1,2}\/\d{4}$/;
/** An amount in reais, its sign printed: "r$ 293,47", "r$ 1.467,35" (folded). */
const AMOUNT_ALONE = /^r\$\s*\d{1,3}(?:\.\d{3})*,\d{2}$/;
/** An article of the CTB cited alone: "ctb, art. 218, i", "art. 165-a do ctb" (folded). */
const LEGAL_BASIS_ALONE =
  /^(?:ctb,?\s+)?art(?:igo|\.)?\s*\d{2,3}(?:-[a-z])?(?:[,\s]+(?:[ivx]+|§\s*\d+º?|inciso\s+[ivx]+|par[aá]grafo\s+\S+))*(?:,?\s+do\s+ctb)?$/;
/** A speed with its unit ("110 km/h") and a breath test's concentration ("0,358 mg/l"), folded. */
const SPEED_ALONE = /^\d{1,3}\s*km\/h$/;
const CONCENTRATION_ALONE = /^\d[,.]\d{1,3}\s*mg\/l$/;
const SPEED_FIELDS: ReadonlySet<FieldKey> = new Set<FieldKey>([
  'speed.measured',
  'speed.considered',
  'speed.limit',
]);
const CONCENTRATION_FIELDS: ReadonlySet<FieldKey> = new Set<FieldKey>([
  'breath.measured',
  'breath.considered',
]);
/** Fields whose values are dates. */
export const DATE_FIELDS: ReadonlySet<FieldKey> = new Set<FieldKey>([
  'notice.issueDate',
  'notice.dispatchDate',
  'notice.deadline',
  'infraction.date',
  'speed.verificationDate',
  'breath.verificationDate',
  'suspension.openingDate',
  'decision.date',
  'decision.notifiedOn',
]);

/**
 * The rest of a cell after a label is one value of the label's field, in a form only that field's
 * values take: a plate after "Placa", a CPF whose check digits hold after "CPF do proprietário", a
 * whole date after "Data de expedição", an article after "Base legal". Such a label is one though it follows a value in its cell: a
 * LibreOffice table's padding is about a word space ("SÉRGIO … OLIVEIRA CPF do proprietário
 * 01252142358", fuzz fresh-8ae69344 #0: the name read with the label and the CPF in it).
 */
function isWholeValue(field: FieldKey, text: string): boolean {
  if (field === 'vehicle.plate') return PLATE_ALONE.test(text);
  // ("Nº do Auto de Infração E92787587 Autoridade de trânsito DETRAN-RJ", one run in a LibreOffice
  // table's row, fuzz fresh-9c9b18ca #9: the agency's label taken for the number's rest.)
  if (field === 'agency') return isAgencyAcronym(text);
  if (field === 'person.cnh') return isValidCnh(text.trim());
  // ("FORD/KA SE 1.0 Renavam 82745016736", fuzz fresh-c3a44e2e #41, LibreOffice: the model read with it.)
  if (field === 'vehicle.renavam') return isValidRenavam(text.trim());
  if (field === 'vehicle.model') return MODEL_ALONE.test(text.trim());
  if (field === 'person.document')
    return DOCUMENT_ALONE.test(text) && (isValidCpf(text) || isValidCnpj(text));
  if (field === 'infraction.legalBasis') return LEGAL_BASIS_ALONE.test(text);
  if (field === 'infraction.amount') return AMOUNT_ALONE.test(text);
  if (field === 'suspension.period') return PERIOD_ALONE.test(text);
  if (SPEED_FIELDS.has(field)) return SPEED_ALONE.test(text.trim());
  if (CONCENTRATION_FIELDS.has(field)) return CONCENTRATION_ALONE.test(text.trim());
  return DATE_FIELDS.has(field) && DATE_ALONE.test(text);
}
const CONNECTORS = new Set('da de do das dos e para a o em no na ao pelo pela n'.split(' '));

interface Compiled {
  field: FieldKey;
  re: RegExp;
  weight: number;
}

export const FIELD_KEYS = Object.keys(FIELD_LABELS) as FieldKey[];

const COMPILED: Compiled[] = FIELD_KEYS.flatMap((field) =>
  FIELD_LABELS[field].map((l) => {
    const [source, weight] = typeof l === 'string' ? [l, 1] : l;
    return { field, re: new RegExp(`(?<![a-z0-9])(?:${source})(?![a-z0-9])`, 'g'), weight };
  }),
);

/** Every phrase of the table, made on first use (a garbled label slot, reading/label-slots.ts). */
let PHRASES: { field: FieldKey; text: string; weight: number }[] | undefined;
const spellAll = () =>
  FIELD_KEYS.flatMap((field) =>
    FIELD_LABELS[field].flatMap((l) => {
      const [source, weight] = typeof l === 'string' ? [l, 1] : l;
      return labelPhrases(source).map((text) => ({ field, text, weight }));
    }),
  );

/** The vocabulary the geometric reader (core/src/reading) pairs with. */
/**
 * Matches by text: the reader asks about the same cells' text many times (labels, wrapped labels, the
 * grammar's label check), and ~200 expressions over each is most of a page's reading time.
 */
const MATCHES = new Map<string, LabelMatch<FieldKey>[]>();
const MAX_MATCHES = 20_000;

export const FIELD_VOCABULARY: LabelVocabulary<FieldKey> = {
  match(folded) {
    const known = MATCHES.get(folded);
    if (known) return known.map((m) => ({ ...m }));
    const found = matchLabels(folded);
    if (MATCHES.size >= MAX_MATCHES) MATCHES.clear();
    MATCHES.set(folded, found);
    return found.map((m) => ({ ...m }));
  },
  isLabelWord: (t) => LABEL_WORDS.has(t),
  labelWords: [...LABEL_WORDS],
  phrases: () => (PHRASES ??= spellAll()),
  isConnector: (t) => CONNECTORS.has(t),
  isWholeValue,
  isOtherLabel: (bare) => LONE_LABELS.has(bare),
};

function matchLabels(folded: string): LabelMatch<FieldKey>[] {
  const out: LabelMatch<FieldKey>[] = [];
  for (const { field, re, weight } of COMPILED) {
    re.lastIndex = 0;
    for (const m of folded.matchAll(re)) {
      const start = m.index ?? 0;
      out.push({ field, start, end: start + m[0].length, weight });
    }
  }
  // One match per field and start: the longest.
  const best = new Map<string, LabelMatch<FieldKey>>();
  for (const m of out) {
    const key = `${m.field}@${m.start}`;
    const prev = best.get(key);
    if (!prev || m.end > prev.end || (m.end === prev.end && m.weight > prev.weight)) best.set(key, m);
  }
  return [...best.values()];
}

/** The role a person label names, if any ("Nome do Condutor" → driver). */
export function roleOfLabel(folded: string): 'owner' | 'driver' | undefined {
  if (/proprietari|razao\s+social/.test(folded)) return 'owner';
  if (/condutor|infrator|motorista/.test(folded)) return 'driver';
  return undefined;
}
