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
import { secondInstanceDeadline } from '../second-instance/decision';
import { BLANK_RE, blank, certain, quoteUserText } from './format';
import { groundsFor, type WrittenGround } from './grounds';
import { processKind } from './grounds/classify';
import { effectiveFacts } from './piece';
import {
  decisionFacts,
  decisionReference,
  decisionSection,
  restatedGrounds,
  secondInstanceAddressee,
  secondInstanceBodyWords,
} from './second-instance';
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
    case 'recurso_cetran':
      return 'nos arts. 288 e 289 do Código de Trânsito Brasileiro (Lei nº 9.503/1997) e na Resolução CONTRAN nº 900/2022';
    case 'recurso_jari':
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
            : kind === 'recurso_cetran'
              ? 'o conhecimento e o provimento deste recurso, com a reforma da decisão da JARI (art. 288 do CTB);'
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
      : kind === 'recurso_cetran'
        ? 'a intimação do(a) requerente da decisão.'
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
    recurso_cetran: `o recurso de segunda instância é dirigido ao ${secondInstanceBodyWords(facts)} (art. 289 do CTB); protocole-o no órgão indicado na notificação da decisão da JARI`,
    defesa_suspensao: `a defesa é dirigida à autoridade de trânsito ${where}`,
    indefinida: `confira na notificação se é fase de defesa prévia (autoridade de trânsito) ou de recurso (JARI) ${where}`,
  };
  const due = kind === 'recurso_cetran' ? secondInstanceDue(facts) : certain(facts.notice.deadline)?.value;
  const deadline = due
    ? `até ${formatDateBr(due)}${kind === 'recurso_cetran' ? ' (30 dias contados da publicação ou da notificação da decisão da JARI, art. 288 do CTB)' : ', prazo indicado na notificação'}`
    : kind === 'recurso_cetran'
      ? 'em até 30 dias da notificação da decisão da JARI (art. 288 do CTB)'
      : 'dentro do prazo indicado na notificação';
  const suspension = kind === 'defesa_suspensao';
  const steps = [
    'Leia todo o texto e confira cada dado com a notificação. Complete os campos marcados com [preencher: …] e corrija o que estiver diferente.',
    `Onde apresentar: ${to[kind]}. Protocole pessoalmente, pelos Correios com aviso de recebimento, ou pelo canal eletrônico do órgão, quando houver.`,
    suspension
      ? `Quando: ${deadline}. Até a decisão definitiva, não há restrição ao direito de dirigir.`
      : kind === 'recurso_cetran'
        ? `Quando: ${deadline}.`
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

/** The second instance's deadline: 30 days from the decision's certain notification (art. 288). */
const secondInstanceDue = (facts: Facts): string | undefined => secondInstanceDeadline(facts.decision)?.date;

/** "# Processo nº …", with the underlying auto when the suspension comes from one infraction. */
function reference(facts: Facts, kind: PieceKind): string {
  if (kind === 'recurso_cetran')
    return [`# Auto de Infração nº ${noticeNumber(facts)}`, ...decisionReference(facts)].join('\n');
  if (kind !== 'defesa_suspensao') return `# Auto de Infração nº ${noticeNumber(facts)}`;
  const lines = [`# Processo nº ${processNumber(facts)}`];
  if (processKind(facts, true) === 'infracao_suspensiva')
    lines.push(`# Auto de Infração nº ${noticeNumber(facts, 'nº do auto de infração de origem')}`);
  return lines.join('\n');
}

/** Writes the appeal for `facts`. Pure and deterministic: same facts and options, same text. */
export function writeAppeal(input: Facts, options: WriteOptions = {}): WrittenAppeal {
  const { facts, kind } = effectiveFacts(input, options.stage);
  const second = kind === 'recurso_cetran' && facts.secondInstance !== undefined;
  const grounds = second ? restatedGrounds(facts) : groundsFor(facts, kind);
  const factPars = kind === 'defesa_suspensao' ? suspensionFacts(facts) : trafficFacts(facts);
  const blocks: string[] = [
    kind === 'recurso_cetran' ? secondInstanceAddressee(facts) : addressee(kind, facts),
    `# ${PIECE_TITLE[kind]}\n${reference(facts, kind)}`,
    qualification(facts, kind, legalBasis(kind)),
    'I – DOS FATOS',
    ...factPars,
    ...(second ? [decisionFacts(facts)] : []),
    ...versionOfFacts(facts),
    ...(second ? ['II – DA DECISÃO RECORRIDA', ...decisionSection(facts)] : []),
    second ? 'III – DO DIREITO' : 'II – DO DIREITO',
  ];
  const n = second ? 'III' : 'II';
  if (second)
    blocks.push(
      grounds.length
        ? 'Reiteram-se os fundamentos do recurso interposto à JARI:'
        : `Reiteram-se os fundamentos do recurso interposto à JARI ${blank('transcreva aqui os fundamentos do recurso anterior')}.`,
    );
  grounds.forEach((g, i) => {
    blocks.push(`${n}.${i + 1} – ${g.title}`, ...g.paragraphs);
  });
  blocks.push(
    second ? 'IV – DOS PEDIDOS' : 'III – DOS PEDIDOS',
    'Diante do exposto, requer:',
    requests(kind, grounds).join('\n'),
    'Nestes termos, pede deferimento.',
    placeAndDate(facts, options.signedOn),
    signature(facts).join('\n'),
    second ? 'V – ANEXOS' : 'IV – ANEXOS',
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
