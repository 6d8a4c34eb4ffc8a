/**
 * The parts of a second-instance appeal (issue 15 item 4; LEGAL.md "After the first appeal"): the
 * body that judges it (art. 289, core/src/second-instance/body.ts), the JARI's decision as read, an
 * answer to its reasons only when they were read with certainty (quoted, never made a ground), and the
 * first appeal's grounds restated: the rules that fired in the first appeal, evaluated again on the
 * same facts (so a premise that is not certain still writes nothing).
 */
import { isCertain } from '../facts/certainty';
import type { Facts } from '../facts/schema';
import { fold } from '../facts/text';
import { bodyName, secondInstanceBody } from '../second-instance/body';
import { agencyName, pieceKind } from './common';
import { blank, date, quoteUserText, show } from './format';
import { groundsFor, type WrittenGround } from './grounds';

/** The heading of the piece, by the body that judges it. */
export function secondInstanceAddressee(facts: Facts): string {
  const body = secondInstanceBody(facts);
  switch (body.kind) {
    case 'colegiado':
      return `ILUSTRÍSSIMO(A) SENHOR(A) COORDENADOR(A)-GERAL DA JARI E DEMAIS MEMBROS DO COLEGIADO ESPECIAL DO(A) ${agencyName(facts)} (ART. 289, I, DO CTB)`;
    case 'contrandife':
      return 'ILUSTRÍSSIMO(A) SENHOR(A) PRESIDENTE DO CONSELHO DE TRÂNSITO DO DISTRITO FEDERAL – CONTRANDIFE';
    case 'cetran':
      return `ILUSTRÍSSIMO(A) SENHOR(A) PRESIDENTE DO CONSELHO ESTADUAL DE TRÂNSITO – CETRAN/${body.uf ?? blank('UF do órgão autuador')}`;
    case 'unknown':
      return `ILUSTRÍSSIMO(A) SENHOR(A) PRESIDENTE DO CONSELHO ESTADUAL DE TRÂNSITO – CETRAN ${blank('confira o órgão autuador: CETRAN do Estado; no DF, CONTRANDIFE; órgão federal, colegiado especial da JARI')}`;
  }
}

/** Where the filing note and the guide send the driver. */
export function secondInstanceBodyWords(facts: Facts): string {
  return bodyName(secondInstanceBody(facts), show(facts.agency, 'órgão autuador'));
}

/** "# Processo nº …" of the JARI's decision, when read with certainty. */
export function decisionReference(facts: Facts): string[] {
  const process = facts.decision?.processNumber;
  return isCertain(process) ? [`# Processo na JARI nº ${process?.value}`] : [];
}

/** The facts paragraph on the first appeal and its refusal. */
export function decisionFacts(facts: Facts): string {
  const d = facts.decision;
  const when = d?.date ? `, em ${date(d.date, 'data da decisão da JARI')}` : '';
  const process = isCertain(d?.processNumber) ? ` (processo nº ${d?.processNumber?.value})` : '';
  const notified = d?.notifiedOn
    ? `, da qual o(a) recorrente foi notificado(a) em ${date(d.notifiedOn, 'data da notificação da decisão')}`
    : '';
  return `Contra a penalidade, o(a) recorrente interpôs recurso à Junta Administrativa de Recursos de Infrações – JARI${process}, que o indeferiu${when}${notified}. Desta decisão cabe recurso no prazo de trinta dias contado da sua publicação ou notificação (art. 288 do CTB), a ser julgado pelo ${secondInstanceBodyWords(facts)}, nos termos do art. 289 do CTB.`;
}

/** Answers to the reasons JARIs usually give, by what the reasons say. */
const ANSWERS: readonly { test: RegExp; text: string }[] = [
  {
    test: /presun|fe\s+publica|veracidade|legitimidade/,
    text: 'A presunção de legitimidade dos atos administrativos é relativa: não dispensa o órgão de demonstrar, com os registros que fundamentam a autuação, a regularidade do auto, e não supre os vícios apontados no recurso, que dizem respeito justamente a esses registros.',
  },
  {
    test: /(?:preench|requisit|consistente|regular(?:mente)?|formalidades|art\.?\s*280)/,
    text: 'A afirmação de que o auto de infração é regular não enfrenta, por si, os fundamentos específicos do recurso, que apontam, com os dados da própria notificação, por que a autuação não se sustenta.',
  },
  {
    test: /(?:nao\s+comprov|sem\s+comprova|ausencia\s+de\s+prova|nao\s+apresent\w*\s+prova|generic|desacompanhad)/,
    text: 'Os fundamentos do recurso não dependem de prova a ser produzida pelo(a) recorrente: apoiam-se nos dados que constam da própria notificação, e a prova da regularidade da autuação cabe ao órgão, que detém os registros.',
  },
  {
    test: /(?:inmetro|aferi|verificacao\s+(?:periodica|metrologica)|equipamento)/,
    text: 'A regularidade do equipamento se demonstra pelo certificado de verificação do INMETRO vigente na data da infração, cuja juntada aos autos se requer: a simples menção a ela não a comprova.',
  },
];

const DEFAULT_ANSWER =
  'Com o devido respeito, as razões da decisão recorrida não afastam os fundamentos do recurso, que se reiteram a seguir e cujo reexame se requer a este colegiado.';

/** The section on the decision: its reasons quoted and answered, only when read with certainty. */
export function decisionSection(facts: Facts): string[] {
  const reasons = facts.decision?.reasons;
  if (!reasons || !isCertain(reasons))
    return [
      'O(A) recorrente reitera integralmente as razões do recurso interposto à JARI e requer o reexame de todas elas por este colegiado, conforme a seguir.',
    ];
  const folded = fold(reasons.value);
  const answers = ANSWERS.filter((a) => a.test.test(folded)).map((a) => a.text);
  return [
    `A decisão recorrida fundamentou o indeferimento nos seguintes termos: "${quoteUserText(reasons.value, 1500)}"`,
    ...(answers.length ? answers : [DEFAULT_ANSWER]),
  ];
}

/**
 * The first appeal's grounds, restated: the rules it argued, evaluated again on the same facts for the
 * first appeal's piece. A ground whose premise is no longer certain (or the first appeal did not argue)
 * is not restated.
 */
export function restatedGrounds(facts: Facts): WrittenGround[] {
  const second = facts.secondInstance;
  if (!second) return [];
  const firstStage = second.firstStage ?? 'jari';
  const firstFacts: Facts = {
    ...facts,
    stage: {
      value: firstStage,
      source: { kind: 'derived', from: ['secondInstance.firstStage'] },
      confidence: 1,
    },
  };
  const fired = groundsFor(firstFacts, pieceKind(firstFacts, firstStage));
  // A first appeal saved before its grounds were recorded: the grounds its facts support.
  if (second.firstGrounds.length === 0) return fired;
  const argued = new Set(second.firstGrounds);
  return fired.filter((g) => argued.has(g.id));
}
