/**
 * The deterministic appeal writer (LEGAL.md): facts in, a complete Portuguese petition out, argued
 * from the notice audit (core/src/notice-audit): proven defects first, then the requests for proof,
 * then the subsidiary ones; a requirement the notice shows met is never argued. It never invents a
 * fact — what the facts lack is a visible "[preencher: …]" blank — and the user's additionalText is
 * quoted as data in the facts section, never followed as instructions.
 *
 * Text layout (read by core/src/pdf): blocks separated by blank lines; the first block is the
 * addressee; a line starting with "#" is a centred title; a line like "II – DO DIREITO" or
 * "II.1 – …" is a heading; "a) …" lines are requests; the block starting with "____" is the
 * signature block.
 */
import { formatDateBr } from '../facts/dates';
import type { Facts, Stage } from '../facts/schema';
import { type AuditEntry, type AuditOutcome, argumentOf, requestOf } from '../notice-audit';
import { processKind } from '../notice-audit/classify';
import { secondInstanceDeadline } from '../second-instance/decision';
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
  withAgency,
} from './common';
import { BLANK_RE, blank, certain, dateOf, quoteUserText } from './format';
import { arguedEntries, effectiveFacts } from './piece';
import {
  decisionFacts,
  decisionReference,
  decisionSection,
  secondInstanceAddressee,
  secondInstanceBodyWords,
} from './second-instance';
import { suspensionFacts } from './suspension';
import { trafficFacts } from './traffic';

export interface WriteOptions {
  /** Date for the place/date line (and the timeliness); without it the line carries a blank. */
  signedOn?: Date;
  /** Overrides the stage found in the facts (e.g. the user said it is a JARI appeal). */
  stage?: Stage;
}

/** Whether the appeal is filed in time: known only with a signing date and a certain deadline. */
export interface Timeliness {
  /** The last day to file (ISO), when known. */
  deadline?: string;
  /** true: the deadline had passed on the signing date (art. 285 §§ 1º and 5º); undefined: unknown. */
  late?: boolean;
}

export interface WrittenGround {
  id: string;
  title: string;
  outcome: Exclude<AuditOutcome, 'met' | 'undecided'>;
}

export interface WrittenAppeal {
  /** The petition, ready for renderAppealPdf. */
  text: string;
  /** Guidance for the driver on how and where to file; not part of the petition. */
  filingNote: string;
  /** Ids of the grounds argued, in order (proven defects, requests for proof, subsidiary). */
  grounds: string[];
  /** The same grounds with their titles and outcomes (the admin's statistics by ground). */
  audit: WrittenGround[];
  /**
   * Every hole in the text: each "[preencher: …]" (the double addressee of an uncertain stage carries
   * one). Empty ⇔ the text can be filed as is: the server refuses payment while it is not (issue 26).
   */
  blanks: string[];
  kind: PieceKind;
  timeliness: Timeliness;
}

function legalBasis(kind: PieceKind): string {
  switch (kind) {
    case 'defesa':
      return 'nos arts. 280, 281 e 281-A do Código de Trânsito Brasileiro (Lei nº 9.503/1997)';
    case 'recurso_cetran':
      return 'nos arts. 288 e 289 do Código de Trânsito Brasileiro (Lei nº 9.503/1997)';
    case 'recurso_jari':
    case 'indefinida':
      return 'nos arts. 281, 285 e 286 do Código de Trânsito Brasileiro (Lei nº 9.503/1997)';
    case 'defesa_suspensao':
      return 'nos arts. 261 e 265 do Código de Trânsito Brasileiro (Lei nº 9.503/1997)';
  }
}

function versionOfFacts(facts: Facts): string[] {
  if (!facts.additionalText?.trim()) return [];
  return [
    `Em sua versão dos fatos, a parte requerente declara, em suas próprias palavras: "${quoteUserText(facts.additionalText)}"`,
  ];
}

/**
 * The second instance's deadline: thirty days from the decision's notification read with certainty
 * (art. 288), never a date printed elsewhere (issue 26 asks for the notification when it is not).
 */
function secondInstanceDue(facts: Facts): string | undefined {
  const notified = certain(facts.decision?.notifiedOn);
  return notified ? secondInstanceDeadline({ notifiedOn: notified })?.date : undefined;
}

const isoOf = (d: Date): string =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** The deadline and whether the signing date passed it. */
export function timelinessOf(facts: Facts, kind: PieceKind, signedOn: Date | undefined): Timeliness {
  const deadline =
    kind === 'recurso_cetran' ? secondInstanceDue(facts) : certain(facts.notice.deadline)?.value;
  if (!deadline) return {};
  return signedOn ? { deadline, late: isoOf(signedOn) > deadline } : { deadline };
}

/** The law on each piece's deadline, as cited in the timeliness paragraph. */
const DEADLINE_LAW: Record<PieceKind, string> = {
  defesa: ' (art. 281-A do CTB)',
  recurso_jari: ' (art. 282, § 4º, do CTB)',
  recurso_cetran: ' (art. 288 do CTB)',
  defesa_suspensao: '',
  indefinida: '',
};
const THIS_PIECE: Record<PieceKind, string> = {
  defesa: 'Esta defesa prévia é apresentada',
  recurso_jari: 'Este recurso é apresentado',
  recurso_cetran: 'Este recurso é apresentado',
  defesa_suspensao: 'Esta defesa é apresentada',
  indefinida: 'Esta peça é apresentada',
};

/** "DA TEMPESTIVIDADE" in time; "DA APRESENTAÇÃO APÓS O PRAZO" late; nothing when it cannot be told. */
function timelinessSection(
  facts: Facts,
  kind: PieceKind,
  t: Timeliness,
  signedOn?: Date,
): { title: string; paragraphs: string[] } | undefined {
  if (t.late === undefined || !signedOn) return undefined;
  const on = dateOf(signedOn);
  // The second instance's deadline is computed from the notification: it is no printed fact.
  const computed = kind === 'recurso_cetran';
  const notified = computed ? formatDateBr(facts.decision?.notifiedOn?.value as string) : '';
  const until = computed
    ? `no prazo de trinta dias contado da notificação da decisão da JARI, recebida em ${notified}`
    : `no prazo indicado na notificação, que termina em ${formatDateBr(t.deadline as string)}`;
  if (!t.late) {
    const suspensive =
      kind === 'recurso_jari' ? ', e tem, por isso, efeito suspensivo (art. 285 do CTB)' : '';
    return {
      title: 'DA TEMPESTIVIDADE',
      paragraphs: [`${THIS_PIECE[kind]} em ${on}, ${until}${DEADLINE_LAW[kind]}${suspensive}.`],
    };
  }
  if (computed)
    return {
      title: 'DA APRESENTAÇÃO APÓS O PRAZO',
      paragraphs: [
        `O prazo de trinta dias contado da notificação da decisão da JARI, recebida em ${notified}, terminou antes desta data, e este recurso é apresentado em ${on}. Apresentado fora do prazo do art. 288 do CTB, pode não ser conhecido. Ainda assim, os vícios expostos a seguir dizem respeito à própria consistência do auto (art. 281 do CTB), e requer-se o seu exame por este colegiado.`,
      ],
    };
  const ended = `O prazo indicado na notificação terminou em ${formatDateBr(t.deadline as string)}`;
  const penalty = kind === 'recurso_jari' || kind === 'indefinida';
  return {
    title: 'DA APRESENTAÇÃO APÓS O PRAZO',
    paragraphs: [
      penalty
        ? `${ended}, e ${THIS_PIECE[kind].charAt(0).toLowerCase()}${THIS_PIECE[kind].slice(1)} em ${on}. Apresentado fora do prazo, o recurso não tem efeito suspensivo (art. 285, § 1º, do CTB), e o recurso intempestivo será arquivado (art. 285, § 5º). Ainda assim, os vícios expostos a seguir dizem respeito à própria consistência do auto, que a autoridade de trânsito deve julgar (art. 281 do CTB), e requer-se o seu exame.`
        : `${ended}, e ${THIS_PIECE[kind].charAt(0).toLowerCase()}${THIS_PIECE[kind].slice(1)} em ${on}. Os vícios expostos a seguir dizem respeito à consistência do ${kind === 'defesa_suspensao' ? 'processo' : 'auto'}, que a autoridade de trânsito deve examinar antes de aplicar a penalidade (${kind === 'defesa_suspensao' ? 'art. 265' : 'art. 281'} do CTB), e requer-se o seu exame.`,
    ],
  };
}

/**
 * The requests the grounds make, by strength: what a proven defect asks (decadência, exclusion of
 * points), then the agency's records, then the subsidiary ones.
 */
function groundRequests(
  facts: Facts,
  entries: readonly AuditEntry[],
): { main: string[]; evidence: string[]; subsidiary: string[] } {
  const out = { main: [] as string[], evidence: [] as string[], subsidiary: [] as string[] };
  for (const e of entries) {
    const r = requestOf(e, facts);
    if (!r) continue;
    const list =
      e.rule.subsidiary || r.text.startsWith('subsidiariamente')
        ? out.subsidiary
        : r.evidence
          ? out.evidence
          : out.main;
    if (!list.includes(r.text)) list.push(r.text);
  }
  return out;
}

/** The piece's own requests: what this stage can ask (a defesa prévia: the auto's archiving, no penalty yet). */
function pieceRequests(kind: PieceKind, late: boolean | undefined): string[] {
  const suspensive = late ? '' : ', com efeito suspensivo (art. 285 do CTB)';
  switch (kind) {
    case 'defesa':
      return [
        'o recebimento e o processamento desta defesa prévia;',
        'o arquivamento do auto de infração, com o julgamento de seu registro como insubsistente (art. 281, § 1º, do CTB);',
      ];
    case 'recurso_jari':
      return [
        `o recebimento deste recurso${suspensive};`,
        'o provimento do recurso, com o cancelamento da penalidade de multa e dos pontos correspondentes no prontuário e o arquivamento do auto de infração (art. 281, § 1º, do CTB);',
      ];
    case 'recurso_cetran':
      return [
        'o conhecimento e o provimento deste recurso, com a reforma da decisão da JARI (art. 288 do CTB);',
        'o cancelamento da penalidade de multa e dos pontos correspondentes no prontuário, com o arquivamento do auto de infração;',
      ];
    case 'indefinida':
      return [
        'o recebimento desta defesa ou recurso;',
        'o arquivamento do auto de infração e, se a penalidade já tiver sido aplicada, o seu cancelamento, com os pontos correspondentes;',
      ];
    case 'defesa_suspensao':
      return [
        'o recebimento desta defesa, sem restrição ao direito de dirigir até a decisão definitiva;',
        'o arquivamento do processo de suspensão do direito de dirigir;',
      ];
  }
}

function requests(
  facts: Facts,
  kind: PieceKind,
  entries: readonly AuditEntry[],
  late: boolean | undefined,
): string[] {
  const { main, evidence, subsidiary } = groundRequests(facts, entries);
  const out = [
    ...pieceRequests(kind, late),
    ...main,
    ...evidence,
    ...subsidiary,
    ...(kind === 'defesa_suspensao'
      ? ['vista e cópia integral do processo e das notificações que o instruem;']
      : []),
    kind === 'recurso_cetran'
      ? 'a intimação da parte recorrente da decisão, no endereço acima.'
      : 'a intimação da parte requerente de todas as decisões, no endereço acima, para o exercício do direito de recurso.',
  ];
  return out.map((r, i) => `${String.fromCharCode(97 + i)}) ${r}`);
}

function filingNote(facts: Facts, kind: PieceKind, t: Timeliness): string {
  const where =
    facts.agency && certain(facts.agency) ? withAgency(facts, 'de') : 'do órgão indicado na notificação';
  const to: Record<PieceKind, string> = {
    defesa: `a defesa prévia é dirigida à autoridade de trânsito ${where}`,
    recurso_jari: `o recurso é dirigido à JARI ${where}, entregue ao órgão que aplicou a penalidade`,
    recurso_cetran: `o recurso de segunda instância é dirigido ao ${secondInstanceBodyWords(facts)} (art. 289 do CTB); protocole-o no órgão indicado na notificação da decisão da JARI`,
    defesa_suspensao: `a defesa é dirigida à autoridade de trânsito ${where}`,
    indefinida: `confira na notificação se é fase de defesa prévia (autoridade de trânsito) ou de recurso (JARI) ${where}`,
  };
  const due = t.deadline;
  const deadline = due
    ? `até ${formatDateBr(due)}${kind === 'recurso_cetran' ? ' (30 dias contados da publicação ou da notificação da decisão da JARI, art. 288 do CTB)' : ', prazo indicado na notificação'}`
    : kind === 'recurso_cetran'
      ? 'em até 30 dias da notificação da decisão da JARI (art. 288 do CTB)'
      : 'dentro do prazo indicado na notificação';
  const penalty = kind === 'recurso_jari' || kind === 'recurso_cetran' || kind === 'indefinida';
  const when = t.late
    ? penalty
      ? `Atenção: o prazo terminou em ${formatDateBr(due as string)}. Entregue fora do prazo, o recurso não tem efeito suspensivo (art. 285, § 1º, do CTB), e o recurso intempestivo será arquivado (art. 285, § 5º). O texto diz isso ao órgão e pede, ainda assim, o exame dos vícios do auto.`
      : `Atenção: o prazo terminou em ${formatDateBr(due as string)}. Entregue fora do prazo, a defesa pode não ser examinada; ${kind === 'defesa' ? 'se a penalidade for aplicada, você ainda poderá recorrer à JARI no prazo da notificação da penalidade.' : 'se a suspensão for aplicada, você ainda poderá recorrer à JARI no prazo da notificação da penalidade.'}`
    : kind === 'recurso_jari' || kind === 'indefinida'
      ? `Quando: ${deadline}. Apresentado no prazo, o recurso contra a penalidade tem efeito suspensivo (art. 285 do CTB).`
      : kind === 'defesa_suspensao'
        ? `Quando: ${deadline}. Até a decisão definitiva, não há restrição ao direito de dirigir.`
        : `Quando: ${deadline}.`;
  const steps = [
    'Leia todo o texto e confira cada dado com a notificação. Complete os campos marcados com [preencher: …] e corrija o que estiver diferente.',
    `Onde apresentar: ${to[kind]}. Protocole pessoalmente, pelos Correios com aviso de recebimento, ou pelo canal eletrônico do órgão, quando houver.`,
    when,
    'Assine o documento e junte os anexos listados (cópias simples). Guarde o comprovante de protocolo.',
    ...(kind === 'defesa_suspensao'
      ? []
      : [
          'Optar pelo desconto de 40% da multa no Sistema de Notificação Eletrônica (SNE) implica renunciar à defesa prévia e ao recurso (art. 284, § 1º, do CTB).',
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
export function filingNoteFor(facts: Facts, options: WriteOptions = {}): string {
  const { facts: f, kind } = effectiveFacts(facts, options.stage);
  return filingNote(f, kind, timelinessOf(f, kind, options.signedOn));
}

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

/**
 * When the audit finds nothing to argue: the driver's account, and the records the piece is judged on
 * (the auto's; a points process's list of infractions; the underlying auto of art. 261 II).
 */
function nothingFound(facts: Facts, kind: PieceKind): string {
  const version = facts.additionalText?.trim() ? 'o exame da versão dos fatos acima e ' : '';
  if (kind !== 'defesa_suspensao')
    return `Requer-se ${version}a juntada, pelo órgão, do auto de infração original e dos registros que fundamentam a autuação, para o julgamento de sua consistência (art. 281 do CTB).`;
  const process = processKind(facts, true);
  if (process === 'pontos')
    return `Requer-se ${version}a juntada, pelo órgão, da relação das infrações computadas, com a data, a natureza e os pontos de cada uma, e das notificações de autuação e de penalidade de cada auto, para a verificação do limite aplicável e do período de doze meses (art. 261, I, do CTB).`;
  if (process === 'infracao_suspensiva')
    return `Requer-se ${version}a juntada, pelo órgão, do auto de infração de origem e dos registros que o fundamentam, de cuja consistência depende este processo (art. 261, § 10, e art. 281 do CTB).`;
  return `Requer-se ${version}a juntada, pelo órgão, dos autos de infração que fundamentam este processo e dos registros que os instruem.`;
}

/** Writes the appeal for `facts`. Pure and deterministic: same facts and options, same text. */
export function writeAppeal(input: Facts, options: WriteOptions = {}): WrittenAppeal {
  const { facts, kind } = effectiveFacts(input, options.stage);
  const second = kind === 'recurso_cetran' && facts.secondInstance !== undefined;
  const entries = arguedEntries(facts, kind);
  const timeliness = timelinessOf(facts, kind, options.signedOn);
  const factPars = kind === 'defesa_suspensao' ? suspensionFacts(facts) : trafficFacts(facts, kind);
  const blocks: string[] = [
    second ? secondInstanceAddressee(facts) : addressee(kind, facts),
    `# ${PIECE_TITLE[kind]}\n${reference(facts, kind)}`,
    qualification(facts, kind, legalBasis(kind)),
    'I – DOS FATOS',
    ...factPars,
    ...(second ? [decisionFacts(facts)] : []),
    ...versionOfFacts(facts),
    ...(second ? ['II – DA DECISÃO RECORRIDA', ...decisionSection(facts, entries)] : []),
    second ? 'III – DO DIREITO' : 'II – DO DIREITO',
  ];
  const n = second ? 'III' : 'II';
  const sections: { title: string; paragraphs: string[] }[] = [];
  const timely = timelinessSection(facts, kind, timeliness, options.signedOn);
  if (timely) sections.push(timely);
  for (const e of entries) {
    const paragraphs = argumentOf(e, facts);
    if (paragraphs.length) sections.push({ title: e.rule.title, paragraphs });
  }
  if (!second && !entries.some((e) => argumentOf(e, facts).length))
    sections.push({
      title: kind === 'defesa_suspensao' ? 'DO EXAME DO PROCESSO' : 'DO EXAME DO AUTO',
      paragraphs: [nothingFound(facts, kind)],
    });
  // Only a subsidiary request (art. 267) left to restate: it is not a "fundamento".
  const writing = entries.filter((e) => argumentOf(e, facts).length);
  const onlySubsidiary = writing.length > 0 && writing.every((e) => e.rule.subsidiary);
  const restating = second
    ? entries.length
      ? onlySubsidiary
        ? 'Reitera-se o pedido subsidiário do recurso interposto à JARI:'
        : 'Reiteram-se os fundamentos do recurso interposto à JARI, examinados novamente diante da decisão:'
      : `Reiteram-se os fundamentos do recurso interposto à JARI ${blank('transcreva aqui os fundamentos do recurso anterior')}.`
    : undefined;
  const first = timely ? 1 : 0;
  sections.forEach((s, i) => {
    // The restated grounds follow the timeliness, under their own lead line.
    if (restating && i === first) blocks.push(restating);
    blocks.push(`${n}.${i + 1} – ${s.title}`, ...s.paragraphs);
  });
  if (restating && sections.length === first) blocks.push(restating);
  blocks.push(
    second ? 'IV – DOS PEDIDOS' : 'III – DOS PEDIDOS',
    'Diante do exposto, requer:',
    requests(facts, kind, entries, timeliness.late).join('\n'),
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
    filingNote: filingNote(facts, kind, timeliness),
    grounds: entries.map((e) => e.rule.id),
    audit: entries.map((e) => ({
      id: e.rule.id,
      title: e.rule.title,
      outcome: e.outcome as WrittenGround['outcome'],
    })),
    blanks: [...new Set(text.match(BLANK_RE) ?? [])],
    kind,
    timeliness,
  };
}
