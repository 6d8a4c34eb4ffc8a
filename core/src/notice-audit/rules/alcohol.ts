/**
 * Drink-driving (art. 165) and refusal (art. 165-A), Res. CONTRAN 432/2013 as far as it was verified:
 * the breathalyser's INMETRO verification (yearly), the test's record (model, serial, measured and
 * considered values), the considered value = measured minus the maximum permissible error of its
 * Annex I (0,032 mg/L up to 0,40 mg/L; 8 % up to 2,00 mg/L; 30 % above), the threshold of 0,05 mg/L
 * after that discount (art. 6º II); for 165-A, a refusal recorded as such.
 */
import { maxPermissibleError } from '../../facts/breath';
import { formatDateBr } from '../../facts/dates';
import type { Facts } from '../../facts/schema';
import { date, maybe, mgL } from '../../writer/format';
import { saysLead } from '../attribution';
import { addYears } from '../../facts/dates';
import { ALL_KINDS, defect, known, MET, notShown, PROCESS, present, rule } from '../types';

const ALCOHOL = { kinds: ALL_KINDS, families: ['alcool'], process: 'infracao_suspensiva' } as const;
const REFUSAL = { kinds: ALL_KINDS, families: ['recusa'], process: 'infracao_suspensiva' } as const;

/** Res. 432/2013 art. 6º II: the administrative infraction starts at 0,05 mg/L after the discount. */
export const BREATH_THRESHOLD = 0.05;

/** The highest considered value the measured one allows: measured − error, to two decimals (rounded up). */
export function maxConsideredBreath(measured: number): number {
  return Math.ceil((measured - maxPermissibleError(measured)) * 100 - 1e-9) / 100;
}

/** What the record says about the test, from certain facts only; '' when it says nothing. */
function recordSentence(facts: Facts): string {
  const b = facts.breath;
  const parts = [
    maybe(b?.equipment, (v) => `com o etilômetro ${v}`),
    maybe(b?.serial, (v) => `nº de série ${v}`),
    maybe(b?.verificationDate, (v) => `com última verificação pelo INMETRO em ${formatDateBr(v)}`),
    maybe(b?.testNumber, (v) => `teste nº ${v}`),
    maybe(b?.measured, (v) => `valor medido de ${mgL(v)} mg/L`),
    maybe(b?.considered, (v) => `valor considerado de ${mgL(v)} mg/L`),
  ].filter(Boolean);
  return parts.length ? `Segundo o registro, o teste foi realizado ${parts.join(', ')}.` : '';
}

export const etilometroVerificacao = rule({
  id: 'etilometro_verificacao',
  title: 'DA VERIFICAÇÃO DO ETILÔMETRO PELO INMETRO',
  requirement: {
    text: 'O etilômetro foi aprovado na verificação anual do INMETRO válida na data do teste.',
    cite: 'Res. CONTRAN 432/2013; art. 280, § 2º, do CTB',
  },
  scope: ALCOHOL,
  premises: ['infraction.code', PROCESS],
  evidence: ['breath.verificationDate', 'infraction.date'],
  check: (facts) => {
    const verified = known<string>(facts, 'breath.verificationDate');
    const when = known<string>(facts, 'infraction.date');
    if (!verified || !when || verified > when) return notShown(true);
    return when > addYears(verified, 1) ? defect(true) : MET;
  },
  defect: (facts) => [
    `${saysLead(facts.breath?.verificationDate)} a última verificação do etilômetro pelo INMETRO ocorreu em ${date(facts.breath?.verificationDate, 'data da verificação')}, mais de um ano antes do teste, feito em ${date(facts.infraction.date, 'data da infração')}.`,
    'A Resolução CONTRAN nº 432/2013 exige que o etilômetro seja aprovado nas verificações metrológicas do INMETRO, entre elas a anual. Vencida a verificação, a medição não é meio de prova regulamentado (art. 280, § 2º, do CTB), e o auto deve ser arquivado (art. 281, § 1º, I, do CTB).',
  ],
  notShown: (facts) =>
    [
      recordSentence(facts),
      'A Resolução CONTRAN nº 432/2013 exige que o etilômetro seja aprovado nas verificações metrológicas do INMETRO, entre elas a anual, sem o que a medição não é meio de prova regulamentado (art. 280, § 2º, do CTB). Requer-se a juntada do certificado da verificação do aparelho vigente na data do teste.',
    ].filter(Boolean),
  request: {
    notShown: {
      text: 'a juntada do certificado de verificação do etilômetro pelo INMETRO vigente na data do teste;',
      evidence: true,
    },
  },
  sources: ['contran_432', 'ctb_280', 'ctb_281'],
  markers: [/certificado d[ae] verificacao do (etilometro|aparelho)/, /mais de um ano antes do teste/],
});

export const etilometroRegistro = rule({
  id: 'etilometro_registro',
  title: 'DO REGISTRO DO TESTE DO ETILÔMETRO',
  requirement: {
    text: 'O registro identifica o aparelho e traz o valor medido e o valor considerado; sem teste, o auto descreve os sinais de alteração da capacidade psicomotora.',
    cite: 'art. 277, § 2º, do CTB; Res. CONTRAN 432/2013',
  },
  scope: ALCOHOL,
  premises: ['infraction.code', PROCESS],
  evidence: ['breath.measured', 'breath.considered', 'breath.serial'],
  check: (facts) => {
    const measured = known(facts, 'breath.measured');
    const considered = known(facts, 'breath.considered');
    const identified = known(facts, 'breath.serial') ?? known(facts, 'breath.equipment');
    return measured !== undefined && considered !== undefined && identified !== undefined
      ? MET
      : notShown({ measured: measured !== undefined });
  },
  notShown: (_facts, d) => [
    d.measured
      ? 'O registro do teste deve identificar o etilômetro (marca, modelo e número de série) e trazer o valor medido e o valor considerado após o desconto do erro máximo admissível (Resolução CONTRAN nº 432/2013). Requer-se a juntada do extrato do teste com esses dados.'
      : 'Requer-se a juntada do extrato do teste do etilômetro, com a identificação do aparelho, o valor medido e o valor considerado (Resolução CONTRAN nº 432/2013), ou, se a autuação se baseou em sinais de alteração da capacidade psicomotora (art. 277, § 2º, do CTB), do termo que os descreva; sem um ou outro, a infração não está comprovada.',
  ],
  request: {
    notShown: {
      text: 'a juntada do extrato do teste do etilômetro, com a identificação do aparelho e os valores medido e considerado;',
      evidence: true,
    },
  },
  sources: ['contran_432', 'ctb_276_277'],
});

export const etilometroDesconto = rule({
  id: 'etilometro_desconto',
  title: 'DO VALOR CONSIDERADO SEM O DESCONTO DO ERRO MÁXIMO ADMISSÍVEL',
  requirement: {
    text: 'O valor considerado é o medido menos o erro máximo admissível do Anexo I (0,032 mg/L até 0,40 mg/L; 8 % até 2,00 mg/L; 30 % acima).',
    cite: 'art. 276, parágrafo único, do CTB; Res. CONTRAN 432/2013, art. 6º, II',
  },
  scope: ALCOHOL,
  premises: ['infraction.code', PROCESS],
  evidence: ['breath.measured', 'breath.considered'],
  check: (facts) => {
    const measured = known<number>(facts, 'breath.measured');
    const considered = known<number>(facts, 'breath.considered');
    if (measured === undefined || considered === undefined) return notShown(undefined);
    const max = maxConsideredBreath(measured);
    return considered > max + 1e-9 ? defect({ measured, considered, max }) : MET;
  },
  defect: (facts, d) => [
    `${saysLead(facts.breath?.measured, facts.breath?.considered)} o valor medido foi de ${mgL(d.measured)} mg/L e o valor considerado, de ${mgL(d.considered)} mg/L. O art. 276, parágrafo único, do CTB manda observar, quando a infração é apurada por aparelho de medição, as margens de tolerância do CONTRAN e a legislação metrológica, e o art. 6º, II, e o Anexo I da Resolução CONTRAN nº 432/2013 determinam que do valor medido se desconte o erro máximo admissível. O valor considerado não resulta desse desconto: a medição não pode fundamentar a autuação, que é inconsistente (art. 281, § 1º, I, do CTB).`,
  ],
  sources: ['ctb_276_277', 'contran_432', 'ctb_281'],
  markers: [/\barts?\.?\s*276\b/],
});

export const etilometroLimite = rule({
  id: 'etilometro_limite',
  title: 'DO VALOR CONSIDERADO ABAIXO DO LIMITE DA INFRAÇÃO',
  requirement: {
    text: 'A infração do art. 165 por etilômetro exige 0,05 mg/L ou mais, descontado o erro máximo admissível.',
    cite: 'Res. CONTRAN 432/2013, art. 6º, II',
  },
  scope: ALCOHOL,
  premises: ['infraction.code', PROCESS],
  evidence: ['breath.considered', 'breath.measured'],
  check: (facts) => {
    const measured = known<number>(facts, 'breath.measured');
    const printed = known<number>(facts, 'breath.considered');
    if (measured === undefined && printed === undefined) return notShown(undefined);
    // The lower of the printed and the lawful considered value.
    const lawful = measured === undefined ? undefined : maxConsideredBreath(measured);
    const considered = Math.min(printed ?? Number.POSITIVE_INFINITY, lawful ?? Number.POSITIVE_INFINITY);
    return considered < BREATH_THRESHOLD - 1e-9 ? defect({ measured, printed }) : MET;
  },
  defect: (facts, d) => [
    d.printed !== undefined
      ? `${saysLead(facts.breath?.considered)} o valor considerado, após o desconto do erro máximo admissível, foi de ${mgL(d.printed)} mg/L.`
      : `${saysLead(facts.breath?.measured)} o valor medido foi de ${mgL(d.measured as number)} mg/L: descontado o erro máximo admissível do Anexo I da Resolução CONTRAN nº 432/2013, o valor considerado fica abaixo de cinco centésimos de miligrama por litro.`,
    'Nos termos do art. 6º, II, da Resolução CONTRAN nº 432/2013, a infração do art. 165 do CTB se caracteriza, no teste de etilômetro, pela medição igual ou superior a cinco centésimos de miligrama de álcool por litro de ar alveolar expirado, descontado o erro máximo admissível. Abaixo desse valor não há infração, e o auto deve ser arquivado (art. 281, § 1º, I, do CTB).',
  ],
  sources: ['contran_432', 'ctb_165', 'ctb_281'],
});

export const recusaComMedicao = rule({
  id: 'recusa_com_medicao',
  title: 'DO TESTE REALIZADO: INEXISTÊNCIA DE RECUSA',
  requirement: {
    text: 'A autuação por recusa (art. 165-A) não coexiste com um teste realizado.',
    cite: 'art. 165-A e art. 280, I, do CTB',
  },
  scope: REFUSAL,
  premises: ['infraction.code', PROCESS],
  evidence: ['breath.measured'],
  check: (facts) => {
    const measured = known<number>(facts, 'breath.measured');
    if (measured !== undefined) return defect({ measured });
    // A measured value read without certainty: asked (evidence), never argued.
    return present(facts.breath?.measured) ? notShown(undefined) : MET;
  },
  defect: (facts, d) => [
    `${saysLead(facts.breath?.measured)} o teste do etilômetro registrou valor medido de ${mgL(d.measured)} mg/L, o que demonstra que o teste foi realizado: não houve recusa. A tipificação no art. 165-A é incompatível com os fatos registrados, o que torna o auto inconsistente e impõe seu arquivamento (art. 280, I, e art. 281, § 1º, I, do CTB).`,
  ],
  sources: ['ctb_165A', 'ctb_280', 'ctb_281'],
});

export const recusaProcedimento = rule({
  id: 'recusa_procedimento',
  title: 'DO REGISTRO DA RECUSA E DAS CIRCUNSTÂNCIAS DA ABORDAGEM',
  requirement: {
    text: 'O auto registra a recusa como tal: o procedimento oferecido e recusado e as circunstâncias da abordagem.',
    cite: 'art. 165-A e art. 277, § 3º, do CTB',
  },
  scope: REFUSAL,
  premises: ['infraction.code', PROCESS],
  check: () => notShown(true),
  notShown: () => [
    'A infração do art. 165-A do CTB consiste em recusar-se a ser submetido a teste, exame clínico, perícia ou outro procedimento que permita certificar a influência de álcool ou de outra substância psicoativa, na forma do art. 277 (art. 277, § 3º). Não se discute a validade da norma, mas a regularidade do procedimento que a aplica: o auto deve registrar qual procedimento foi oferecido ao condutor e recusado, e as circunstâncias da abordagem. Requer-se a juntada do auto original com esse registro e de eventual registro em imagem ou vídeo; a recusa registrada de forma genérica não configura a infração (art. 281, § 1º, I, do CTB).',
  ],
  request: {
    notShown: {
      text: 'a juntada do auto original com o registro da recusa, do procedimento oferecido e das circunstâncias da abordagem;',
      evidence: true,
    },
  },
  sources: ['ctb_165A', 'ctb_276_277', 'ctb_281'],
  markers: [/\b165-a\b/],
});
