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
  PIECE_TITLE,
  type PieceKind,
  pieceKind,
  placeAndDate,
  qualification,
  signature,
} from './common';
import { BLANK_RE, date, quoteUserText, show } from './format';
import { suspensionFacts, suspensionGrounds } from './suspension';
import { infractionFamily, trafficFacts, trafficGrounds } from './traffic';

export { ungroundedTokens } from './grounding';
export { BLANK_RE, blank } from './format';

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

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI'];

function legalBasis(kind: PieceKind): string {
  switch (kind) {
    case 'defesa':
      return 'nos arts. 280 e 281 do Código de Trânsito Brasileiro (Lei nº 9.503/1997) e na Resolução CONTRAN nº 900/2022';
    case 'recurso_jari':
    case 'recurso_cetran':
    case 'indefinida':
      return 'nos arts. 281, 285 e 286 do Código de Trânsito Brasileiro (Lei nº 9.503/1997) e na Resolução CONTRAN nº 900/2022';
    case 'defesa_suspensao':
      return 'no art. 265 do Código de Trânsito Brasileiro (Lei nº 9.503/1997) e no art. 5º, LV, da Constituição Federal';
  }
}

function versionOfFacts(facts: Facts): string[] {
  if (!facts.additionalText?.trim()) return [];
  return [
    `Em sua versão dos fatos, o(a) requerente declara, em suas próprias palavras: "${quoteUserText(facts.additionalText)}"`,
  ];
}

function requests(facts: Facts, kind: PieceKind, groundIds: readonly string[]): string[] {
  if (kind === 'defesa_suspensao') {
    return [
      'a) o recebimento desta defesa, com efeito suspensivo, sem qualquer restrição ao direito de dirigir até decisão definitiva;',
      'b) o arquivamento do processo de suspensão, pelos fundamentos expostos;',
      'c) subsidiariamente, a exclusão das infrações e dos pontos que não atendam aos requisitos acima, com o recálculo da pontuação;',
      'd) vista e cópia integral do processo e de todas as notificações que o instruem;',
      'e) a intimação do(a) requerente de todas as decisões, para o exercício do direito de recurso.',
    ];
  }
  const out = [
    `o recebimento ${kind === 'defesa' ? 'desta defesa prévia' : 'deste recurso'}, com efeito suspensivo (art. 285 do CTB);`,
    'a declaração de insubsistência do auto de infração e o seu arquivamento (art. 281, § 1º, do CTB);',
    'o cancelamento da penalidade e dos pontos correspondentes no prontuário;',
  ];
  if (infractionFamily(facts) === 'velocidade')
    out.push(
      'a juntada do certificado de verificação do INMETRO do equipamento e da comprovação da sinalização do trecho;',
    );
  else out.push('a juntada do auto original e de todos os registros que o fundamentam;');
  if (groundIds.includes('advertencia_art267'))
    out.push(
      'subsidiariamente, a conversão da multa em advertência por escrito, nos termos do art. 267 do CTB;',
    );
  out.push('a intimação do(a) requerente da decisão, para o exercício do direito de recurso.');
  return out.map((r, i) => `${String.fromCharCode(97 + i)}) ${r}`);
}

function filingNote(facts: Facts, kind: PieceKind): string {
  const where = facts.agency ? `do(a) ${facts.agency.value}` : 'do órgão indicado na notificação';
  const to: Record<PieceKind, string> = {
    defesa: `a defesa prévia é dirigida à autoridade de trânsito ${where}`,
    recurso_jari: `o recurso é dirigido à JARI ${where}`,
    recurso_cetran: 'o recurso de segunda instância é dirigido ao CETRAN do Estado (no DF, ao CONTRANDIFE)',
    defesa_suspensao: `a defesa é dirigida à autoridade de trânsito ${where}`,
    indefinida: `confira na notificação se é fase de defesa prévia (autoridade de trânsito) ou de recurso (JARI) ${where}`,
  };
  const deadline = facts.notice.deadline
    ? `até ${date(facts.notice.deadline, '')}, prazo indicado na notificação`
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
  return filingNote(facts, pieceKind(facts, options.stage ?? facts.stage?.value));
}

/** Writes the appeal for `facts`. Pure and deterministic: same facts and options, same text. */
export function writeAppeal(facts: Facts, options: WriteOptions = {}): WrittenAppeal {
  const kind = pieceKind(facts, options.stage ?? facts.stage?.value);
  const grounds = kind === 'defesa_suspensao' ? suspensionGrounds(facts) : trafficGrounds(facts, kind);
  const factPars = kind === 'defesa_suspensao' ? suspensionFacts(facts) : trafficFacts(facts);
  const reference =
    kind === 'defesa_suspensao'
      ? `Processo nº ${show(facts.suspension?.processNumber, 'nº do processo')}`
      : `Auto de Infração nº ${facts.notice.number.source.kind === 'fallback' ? show(undefined, 'nº do auto de infração') : facts.notice.number.value}`;

  const blocks: string[] = [
    addressee(kind, facts),
    `# ${PIECE_TITLE[kind]}\n# ${reference}`,
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
    requests(
      facts,
      kind,
      grounds.map((g) => g.id),
    ).join('\n'),
    'Nestes termos, pede deferimento.',
    placeAndDate(facts, options.signedOn),
    signature(facts).join('\n'),
    `${ROMAN[3]} – ANEXOS`,
    attachments(facts, infractionFamily(facts) === 'velocidade' && kind !== 'defesa_suspensao' ? [] : [])
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
export {
  type ReviewRequest,
  GROUND_PREMISES,
  needsReview,
  qualificationPaths,
  reviewRequests,
} from './review';
