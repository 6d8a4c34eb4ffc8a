/**
 * The parts of a second-instance appeal (arts. 288–289; LEGAL.md "After the first appeal"): the body
 * that judges it (core/src/second-instance/body.ts), the JARI's decision as read, its reasons answered
 * one by one, and the first appeal's grounds restated from the notice audit of the first appeal's
 * piece. The decision's reasons are evidence too: a verification date they quote is read, so a ground
 * the decision showed met is not restated as if nobody had answered it, and one it showed unmet is
 * argued from the decision's own words.
 */
import { isCertain } from '../facts/certainty';
import { findDates } from '../facts/dates';
import type { Fact, Facts } from '../facts/schema';
import { fold } from '../facts/text';
import { type AuditEntry, auditFor, byStrength } from '../notice-audit';
import { readFamily } from '../notice-audit/classify';
import { pieceKind } from '../notice-audit/types';
import { bodyName, secondInstanceBody } from '../second-instance/body';
import { withAgency } from './common';
import { blank, date, quoteUserText, show } from './format';

/** The heading of the piece, by the body that judges it. */
export function secondInstanceAddressee(facts: Facts): string {
  const body = secondInstanceBody(facts);
  switch (body.kind) {
    case 'colegiado':
      return `AO COLEGIADO ESPECIAL DA JARI ${withAgency(facts, 'de', true)} (ART. 289, I, DO CTB)`;
    case 'contrandife':
      return 'AO CONSELHO DE TRÂNSITO DO DISTRITO FEDERAL – CONTRANDIFE';
    case 'cetran':
      return `AO CONSELHO ESTADUAL DE TRÂNSITO – CETRAN/${body.uf ?? blank('UF do órgão autuador')}`;
    case 'unknown':
      return `AO CONSELHO ESTADUAL DE TRÂNSITO – CETRAN ${blank('confira o órgão autuador: CETRAN do Estado; no DF, CONTRANDIFE; órgão federal, colegiado especial da JARI')}`;
  }
}

/** Where the filing note and the guide send the driver. */
export function secondInstanceBodyWords(facts: Facts): string {
  return bodyName(secondInstanceBody(facts), show(facts.agency, 'órgão autuador'));
}

/** "# Processo na JARI nº …" of the JARI's decision, when read with certainty. */
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
    ? `, decisão de que a parte recorrente foi notificada em ${date(d.notifiedOn, 'data da notificação da decisão')}`
    : '';
  return `Contra a penalidade, a parte recorrente interpôs recurso à Junta Administrativa de Recursos de Infrações – JARI${process}, que o indeferiu${when}${notified}. Desta decisão cabe recurso no prazo de trinta dias contado da sua publicação ou notificação (art. 288 do CTB), a ser julgado pelo ${secondInstanceBodyWords(facts)}, nos termos do art. 289 do CTB.`;
}

/** A verification date the decision's reasons quote ("aferido pelo INMETRO em 10/03/2025"). */
const VERIFICATION = /(?:inmetro|aferi|verifica)[^.;]{0,80}?(\d{2}\/\d{2}\/\d{4})/;

/**
 * The facts with what the decision's reasons (read with certainty) quote: the equipment's verification
 * date, when the notice printed none. The fact says where it came from (derived from decision.reasons).
 */
export function withDecisionEvidence(facts: Facts): Facts {
  const reasons = facts.decision?.reasons;
  if (!reasons || !isCertain(reasons)) return facts;
  const quoted = VERIFICATION.exec(fold(reasons.value))?.[1];
  const iso = quoted ? findDates(quoted)[0]?.value : undefined;
  if (!iso) return facts;
  const fact: Fact<string> = {
    value: iso,
    source: { kind: 'derived', from: ['decision.reasons'] },
    confidence: reasons.confidence,
  };
  const family = readFamily(facts);
  if (family === 'velocidade' && !facts.speed?.verificationDate)
    return { ...facts, speed: { ...facts.speed, verificationDate: fact } };
  if (family === 'alcool' && !facts.breath?.verificationDate)
    return { ...facts, breath: { ...facts.breath, verificationDate: fact } };
  return facts;
}

/** Old ground ids (before the audit) → the audit rule that took their place. */
const RENAMED: Record<string, string> = {
  radar_inmetro: 'radar_verificacao',
  radar_afericao_vencida: 'radar_verificacao',
  etilometro_regularidade: 'etilometro_registro',
  etilometro_verificacao_vencida: 'etilometro_verificacao',
  etilometro_sem_desconto: 'etilometro_desconto',
  semaforo: 'semaforo_registro',
  celular_prova: 'conduta_agente',
  habilitacao_abordagem: 'conduta_agente',
  ultrapassagem_prova: 'conduta_agente',
  pontos_abaixo_limite: 'pontos_limite',
};

/** The audit of the first appeal's piece, on the facts with the decision's evidence. */
export function firstAppealAudit(facts: Facts): AuditEntry[] {
  const firstStage = facts.secondInstance?.firstStage ?? 'jari';
  const first: Facts = {
    ...withDecisionEvidence(facts),
    stage: {
      value: firstStage,
      source: { kind: 'derived', from: ['secondInstance.firstStage'] },
      confidence: 1,
    },
  };
  return auditFor(first, pieceKind(first, firstStage));
}

/**
 * The grounds restated: the first appeal's, audited again (a ground the decision showed met drops
 * out; one whose premise is no longer certain writes nothing), plus any defect the audit now proves.
 * A first appeal saved before its grounds were recorded restates every argued one.
 */
export function restatedEntries(facts: Facts): AuditEntry[] {
  const second = facts.secondInstance;
  if (!second) return [];
  const argued = byStrength(firstAppealAudit(facts));
  if (second.firstGrounds.length === 0) return argued;
  const first = new Set(second.firstGrounds.map((id) => RENAMED[id] ?? id));
  return argued.filter((e) => e.outcome === 'defect' || first.has(e.rule.id));
}

/** Answers to the reasons JARIs usually give, by what the reasons say; `rule`: the audit rule it answers. */
const ANSWERS: readonly { test: RegExp; rules?: readonly string[]; text: (titles: string) => string }[] = [
  {
    test: /presun|fe\s+publica|veracidade|legitimidade/,
    text: (titles) =>
      titles
        ? `A decisão invoca a presunção de legitimidade do ato administrativo. Essa presunção é relativa: não dispensa o órgão de demonstrar, com os registros que fundamentam a autuação, a regularidade do auto, e não responde aos fundamentos do recurso${titles}, que dizem respeito justamente a esses registros.`
        : 'A decisão invoca a presunção de legitimidade do ato administrativo. Essa presunção é relativa: não dispensa o órgão de demonstrar, com os registros que fundamentam a autuação, a regularidade do auto, registros cuja juntada se requer.',
  },
  {
    test: /(?:preench|requisit|consistente|formalidades|art\.?\s*280)/,
    text: (titles) =>
      titles
        ? `A decisão afirma que o auto preenche os requisitos legais. A afirmação genérica não enfrenta os fundamentos específicos do recurso${titles}, apoiados nos dados da própria notificação.`
        : 'A decisão afirma que o auto preenche os requisitos legais. A afirmação genérica não dispensa a juntada dos registros requeridos, que a demonstrariam.',
  },
  {
    test: /(?:nao\s+comprov|sem\s+comprova|ausencia\s+de\s+prova|nao\s+apresent\w*\s+prova|generic|desacompanhad)/,
    text: () =>
      'A decisão aponta falta de prova por parte de quem recorre. Os fundamentos do recurso não dependem de prova a cargo da parte: apoiam-se nos dados da própria notificação, e a prova da regularidade da autuação cabe ao órgão, que detém os registros.',
  },
  {
    test: /(?:inmetro|aferi|verificacao|equipamento)/,
    rules: ['radar_verificacao', 'etilometro_verificacao'],
    text: () =>
      'A decisão menciona a regularidade do equipamento, mas não indica a data da verificação do INMETRO nem junta o certificado: a simples menção não a comprova, e a juntada do certificado vigente na data da infração continua a ser requerida.',
  },
];

/** The section on the decision: its reasons quoted and answered one by one, only when read with certainty. */
export function decisionSection(facts: Facts, restated: readonly AuditEntry[]): string[] {
  const reasons = facts.decision?.reasons;
  if (!reasons || !isCertain(reasons))
    return [
      'A parte recorrente reitera as razões do recurso interposto à JARI, auditadas novamente a seguir, e requer o reexame de todas elas por este colegiado.',
    ];
  const folded = fold(reasons.value);
  const argued = new Map(restated.map((e) => [e.rule.id, e]));
  // The grounds that argue (a paragraph, not a subsidiary request), named in the answers.
  const arguing = restated.filter((e) => !e.rule.subsidiary && (e.outcome === 'defect' || e.rule.notShown));
  // The grounds named by their headings below, as a lawyer refers to them: (item “Do …”).
  const headings = arguing.map((e) => `“${e.rule.title.charAt(0)}${e.rule.title.slice(1).toLowerCase()}”`);
  const titles = headings.length
    ? ` (${headings.length > 1 ? 'itens' : 'item'} ${headings.length > 1 ? `${headings.slice(0, -1).join(', ')} e ${headings.at(-1)}` : headings[0]})`
    : '';
  const answers = ANSWERS.filter((a) => a.test.test(folded)).flatMap((a) => {
    if (!a.rules) return [a.text(titles)];
    const entry = a.rules.map((id) => argued.get(id)).find(Boolean);
    // The decision showed the requirement met (or it is not argued): nothing to answer against it.
    if (!entry) return [];
    // The decision's own date proves the defect: the ground below says so.
    if (entry.outcome === 'defect')
      return [
        'A própria decisão indica a data da última verificação do equipamento, que demonstra o vício exposto adiante.',
      ];
    return [a.text(titles)];
  });
  return [
    `A decisão recorrida fundamentou o indeferimento nos seguintes termos: "${quoteUserText(reasons.value, 1500)}"`,
    ...(answers.length
      ? answers
      : [
          `Com o devido respeito, as razões da decisão recorrida não enfrentam os fundamentos do recurso${titles}, que se reiteram a seguir e cujo reexame se requer a este colegiado.`,
        ]),
  ];
}
