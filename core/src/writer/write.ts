/**
 * The deterministic appeal writer (LEGAL.md): facts in, a complete Portuguese petition out.
 * It never invents a fact — what the facts lack is a visible "[preencher: …]" blank — and the user's
 * additionalText is quoted as data in the facts section, never followed as instructions.
 *
 * Text layout (read by core/src/pdf): blocks separated by blank lines; the first block is the
 * addressee; a line starting with "#" is a centred title; a line like "II – DO DIREITO" or
 * "II.1 – …" is a heading; "a) …" lines are requests; the block starting with "____" is the
 * signature block.
 */
import type { Facts, Stage } from '../facts/schema';
import {
  addressee,
  attachments,
  noticeNumber,
  PIECE_TITLE,
  type PieceKind,
  placeAndDate,
  processNumber,
  qualification,
  signature,
} from './common';
import { formatDateBr } from '../facts/dates';
import { BLANK_RE, certain, quoteUserText } from './format';
import { groundsFor, type WrittenGround } from './grounds';
import { processKind } from './grounds/classify';
import { effectiveFacts } from './piece';
import { suspensionFacts } from './suspension';
import { trafficFacts } from './traffic';

export interface WriteOptions {
  /** Date for the place/date line; without it the line carries a blank for the driver. */
  signedOn?: Date;
  /** Overrides the stage found in the facts (e.g. the user said it is a JARI appeal). */
  stage?: Stage;
}

export interface WrittenAppeal {
  /** The petition, ready for renderAppealPdf. */
  text: string;
  /** Guidance for the driver on how and where to file; not part of the petition. */
  filingNote: string;
  /** Ids of the grounds used, in order. */
  grounds: string[];
  /** The "[preencher: …]" blanks left in the text. */
  blanks: string[];
  kind: PieceKind;
}

function legalBasis(kind: PieceKind): string {
  switch (kind) {
    case 'defesa':
      return 'nos arts. 280 e 281 do Código de Trânsito Brasileiro (Lei nº 9.503/1997) e na Resolução CONTRAN nº 900/2022';
    case 'recurso_jari':
    case 'recurso_cetran':
    case 'indefinida':
      return 'nos arts. 281, 285 e 286 do Código de Trânsito Brasileiro (Lei nº 9.503/1997) e na Resolução CONTRAN nº 900/2022';
    case 'defesa_suspensao':
      return 'no art. 265 do Código de Trânsito Brasileiro (Lei nº 9.503/1997), na Resolução CONTRAN nº 723/2018 e no art. 5º, LV, da Constituição Federal';
  }
}

function versionOfFacts(facts: Facts): string[] {
  if (!facts.additionalText?.trim()) return [];
  return [
    `Em sua versão dos fatos, o(a) requerente declara, em suas próprias palavras: "${quoteUserText(facts.additionalText)}"`,
  ];
}

/** The rule-given requests: the agency's records first, then the subsidiary ones. */
function groundRequests(grounds: readonly WrittenGround[]): { evidence: string[]; other: string[] } {
  const evidence: string[] = [];
  const other: string[] = [];
  for (const g of grounds) {
    if (!g.request) continue;
    const list = g.request.evidence ? evidence : other;
    if (!list.includes(g.request.text)) list.push(g.request.text);
  }
  return { evidence, other };
}

function requests(kind: PieceKind, grounds: readonly WrittenGround[]): string[] {
  const { evidence, other } = groundRequests(grounds);
  const out =
    kind === 'defesa_suspensao'
      ? [
          'o recebimento desta defesa, com efeito suspensivo, sem qualquer restrição ao direito de dirigir até decisão definitiva;',
          'o arquivamento do processo de suspensão, pelos fundamentos expostos;',
          ...evidence,
          ...other,
          'vista e cópia integral do processo e de todas as notificações que o instruem;',
        ]
      : [
          kind === 'defesa'
            ? 'o recebimento e o processamento desta defesa prévia;'
            : `o recebimento ${kind === 'indefinida' ? 'desta defesa ou recurso' : 'deste recurso'}, com efeito suspensivo (art. 285 do CTB);`,
          'a declaração de insubsistência do auto de infração e o seu arquivamento (art. 281, § 1º, do CTB);',
          'o cancelamento da penalidade e dos pontos correspondentes no prontuário;',
          ...(evidence.length
            ? evidence
            : ['a juntada do auto original e de todos os registros que o fundamentam;']),
          ...other,
        ];
  out.push(
    kind === 'defesa_suspensao'
      ? 'a intimação do(a) requerente de todas as decisões, para o exercício do direito de recurso.'
      : 'a intimação do(a) requerente da decisão, para o exercício do direito de recurso.',
  );
  return out.map((r, i) => `${String.fromCharCode(97 + i)}) ${r}`);
}

function filingNote(facts: Facts, kind: PieceKind): string {
  const agency = certain(facts.agency);
  const where = agency ? `do(a) ${agency.value}` : 'do órgão indicado na notificação';
  const to: Record<PieceKind, string> = {
    defesa: `a defesa prévia é dirigida à autoridade de trânsito ${where}`,
    recurso_jari: `o recurso é dirigido à JARI ${where}`,
    recurso_cetran: 'o recurso de segunda instância é dirigido ao CETRAN do Estado (no DF, ao CONTRANDIFE)',
    defesa_suspensao: `a defesa é dirigida à autoridade de trânsito ${where}`,
    indefinida: `confira na notificação se é fase de defesa prévia (autoridade de trânsito) ou de recurso (JARI) ${where}`,
  };
  const due = certain(facts.notice.deadline);
  const deadline = due
    ? `até ${formatDateBr(due.value)}, prazo indicado na notificação`
    : 'dentro do prazo indicado na notificação';
  const suspension = kind === 'defesa_suspensao';
  const steps = [
    'Leia todo o texto e confira cada dado com a notificação. Complete os campos marcados com [preencher: …] e corrija o que estiver diferente.',
    `Onde apresentar: ${to[kind]}. Protocole pessoalmente, pelos Correios com aviso de recebimento, ou pelo canal eletrônico do órgão, quando houver.`,
    suspension
      ? `Quando: ${deadline}. Até a decisão definitiva, não há restrição ao direito de dirigir.`
      : `Quando: ${deadline}. Apresentado no prazo, o recurso tem efeito suspensivo (art. 285 do CTB).`,
    'Assine o documento e junte os anexos listados (cópias simples). Guarde o comprovante de protocolo.',
    ...(suspension
      ? []
      : [
          'Optar pelo desconto da multa no Sistema de Notificação Eletrônica (SNE) implica renunciar à defesa e ao recurso (art. 284, § 1º, do CTB).',
        ]),
    'Este documento é uma minuta preparada a partir dos dados informados. A decisão cabe exclusivamente ao órgão julgador e não há garantia de deferimento.',
  ];
  return [
    'ORIENTAÇÕES PARA O PROTOCOLO (não fazem parte do recurso)',
    '',
    ...steps.map((s, i) => `${i + 1}. ${s}`),
  ].join('\n');
}

/** The filing note `writeAppeal` returns for the same facts and options, without writing the text. */
export function filingNoteFor(facts: Facts, options: Pick<WriteOptions, 'stage'> = {}): string {
  const { facts: f, kind } = effectiveFacts(facts, options.stage);
  return filingNote(f, kind);
}

/** "# Processo nº …", with the underlying auto when the suspension comes from one infraction. */
function reference(facts: Facts, kind: PieceKind): string {
  if (kind !== 'defesa_suspensao') return `# Auto de Infração nº ${noticeNumber(facts)}`;
  const lines = [`# Processo nº ${processNumber(facts)}`];
  if (processKind(facts, true) === 'infracao_suspensiva')
    lines.push(`# Auto de Infração nº ${noticeNumber(facts, 'nº do auto de infração de origem')}`);
  return lines.join('\n');
}

/** Writes the appeal for `facts`. Pure and deterministic: same facts and options, same text. */
export function writeAppeal(input: Facts, options: WriteOptions = {}): WrittenAppeal {
  const { facts, kind } = effectiveFacts(input, options.stage);
  const grounds = groundsFor(facts, kind);
  const factPars = kind === 'defesa_suspensao' ? suspensionFacts(facts) : trafficFacts(facts);
  const blocks: string[] = [
    addressee(kind, facts),
    `# ${PIECE_TITLE[kind]}\n${reference(facts, kind)}`,
    qualification(facts, kind, legalBasis(kind)),
    'I – DOS FATOS',
    ...factPars,
    ...versionOfFacts(facts),
    'II – DO DIREITO',
  ];
  grounds.forEach((g, i) => {
    blocks.push(`II.${i + 1} – ${g.title}`, ...g.paragraphs);
  });
  blocks.push(
    'III – DOS PEDIDOS',
    'Diante do exposto, requer:',
    requests(kind, grounds).join('\n'),
    'Nestes termos, pede deferimento.',
    placeAndDate(facts, options.signedOn),
    signature(facts).join('\n'),
    'IV – ANEXOS',
    attachments(facts)
      .map((a, i) => `${i + 1}. ${a}`)
      .join('\n'),
  );
  const text = blocks.join('\n\n');
  return {
    text,
    filingNote: filingNote(facts, kind),
    grounds: grounds.map((g) => g.id),
    blanks: [...new Set(text.match(BLANK_RE) ?? [])],
    kind,
  };
}
