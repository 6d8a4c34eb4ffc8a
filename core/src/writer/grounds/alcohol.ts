/**
 * Drink-driving (art. 165) and refusal (art. 165-A): the breathalyser (etilômetro), its INMETRO
 * verification, the measured and considered values, and the refusal's record. The CONTRAN resolution
 * that details the procedure is not cited by number (docs/writer.md "Not verified"): the grounds rest
 * on the CTB (arts. 165, 165-A, 276, 277, 280, 281), which requires that regulation.
 */
import { formatDateBr } from '../../facts/dates';
import type { Facts } from '../../facts/schema';
import { date, maybe, mgL } from '../format';
import { addYears } from './dates';
import { ALL_KINDS, PROCESS, rule, valueAt } from './types';

const ALCOHOL = { kinds: ALL_KINDS, families: ['alcool'], process: 'infracao_suspensiva' } as const;
const REFUSAL = { kinds: ALL_KINDS, families: ['recusa'], process: 'infracao_suspensiva' } as const;
/** The breath test's tolerance (art. 276): argued only by the drink-driving grounds. */
const TOLERANCE_276 = /\barts?\.?\s*276\b/;

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

export const etilometroRegularidade = rule({
  id: 'etilometro_regularidade',
  title: 'DA REGULARIDADE DO ETILÔMETRO E DO REGISTRO DO TESTE',
  scope: ALCOHOL,
  premises: ['infraction.code', PROCESS],
  condition: () => true,
  text: (facts) =>
    [
      'A infração do art. 165 do CTB, quando apurada por etilômetro, só se comprova por aparelho de modelo aprovado pelo INMETRO e aprovado em verificação metrológica periódica, na forma disciplinada pelo CONTRAN (art. 277 e art. 280, § 2º, do CTB), descontada da medição a margem de tolerância fixada com observância da legislação metrológica (art. 276, parágrafo único, do CTB).',
      recordSentence(facts),
      'O auto e o registro do teste devem identificar o aparelho (marca, modelo e número de série), a data de sua última verificação pelo INMETRO, o valor medido e o valor considerado após o desconto do erro máximo admissível. Sem o extrato do teste e o certificado de verificação vigente na data da infração, a medição não se sustenta; e, se a autuação se apoiou em sinais de alteração da capacidade psicomotora (art. 277, § 2º, do CTB), esses sinais devem estar descritos no auto.',
    ].filter(Boolean),
  sources: ['ctb_165', 'ctb_276_277', 'ctb_280'],
  markers: [TOLERANCE_276],
  request: {
    text: 'a juntada do extrato do teste do etilômetro e do certificado de sua verificação pelo INMETRO vigente na data da infração;',
    evidence: true,
  },
});

export const etilometroVerificacaoVencida = rule({
  id: 'etilometro_verificacao_vencida',
  title: 'DA VERIFICAÇÃO DO ETILÔMETRO VENCIDA',
  scope: ALCOHOL,
  premises: ['infraction.code', PROCESS, 'breath.verificationDate', 'infraction.date'],
  condition: (facts) => {
    const verified = valueAt<string>(facts, 'breath.verificationDate');
    const when = valueAt<string>(facts, 'infraction.date');
    return when > addYears(verified, 1) ? true : undefined;
  },
  text: (facts) => [
    `O registro informa que a última verificação do etilômetro pelo INMETRO ocorreu em ${date(facts.breath?.verificationDate, 'data da verificação')}, mais de um ano antes da data da infração (${date(facts.infraction.date, 'data da infração')}). A verificação metrológica desses aparelhos é anual; vencida, a medição não é meio de prova regulamentado (art. 280, § 2º, do CTB), e o auto deve ser arquivado (art. 281, § 1º, I, do CTB).`,
  ],
  sources: ['ctb_280', 'ctb_281', 'ctb_276_277'],
});

export const etilometroSemDesconto = rule({
  id: 'etilometro_sem_desconto',
  title: 'DO VALOR CONSIDERADO SEM O DESCONTO DA TOLERÂNCIA',
  scope: ALCOHOL,
  premises: ['infraction.code', PROCESS, 'breath.measured', 'breath.considered'],
  condition: (facts) => {
    const measured = valueAt<number>(facts, 'breath.measured');
    const considered = valueAt<number>(facts, 'breath.considered');
    return considered >= measured ? { measured, considered } : undefined;
  },
  text: (_facts, d) => [
    `O registro indica valor medido de ${mgL(d.measured)} mg/L e valor considerado de ${mgL(d.considered)} mg/L: o valor considerado não é inferior ao medido, ou seja, não houve o desconto da margem de tolerância que o art. 276, parágrafo único, do CTB exige quando a infração é apurada por aparelho de medição, observada a legislação metrológica. Sem esse desconto, a medição não pode fundamentar a autuação, que é inconsistente (art. 281, § 1º, I, do CTB).`,
  ],
  sources: ['ctb_276_277', 'ctb_281'],
  markers: [TOLERANCE_276],
});

export const recusaComMedicao = rule({
  id: 'recusa_com_medicao',
  title: 'DO TESTE REALIZADO: INEXISTÊNCIA DE RECUSA',
  scope: REFUSAL,
  premises: ['infraction.code', PROCESS, 'breath.measured'],
  condition: (facts) => ({ measured: valueAt<number>(facts, 'breath.measured') }),
  text: (_facts, d) => [
    `O próprio registro informa valor medido de ${mgL(d.measured)} mg/L no teste do etilômetro, o que demonstra que o teste foi realizado: não houve recusa. A tipificação no art. 165-A é incompatível com os fatos registrados, o que torna o auto inconsistente e impõe seu arquivamento (art. 280, I, e art. 281, § 1º, I, do CTB).`,
  ],
  sources: ['ctb_165A', 'ctb_280', 'ctb_281'],
});

export const recusaProcedimento = rule({
  id: 'recusa_procedimento',
  title: 'DO REGISTRO DA RECUSA E DAS CIRCUNSTÂNCIAS DA ABORDAGEM',
  scope: REFUSAL,
  premises: ['infraction.code', PROCESS],
  condition: () => true,
  text: () => [
    'A infração do art. 165-A do CTB consiste em recusar-se a ser submetido a teste, exame clínico, perícia ou outro procedimento que permita certificar a influência de álcool ou de outra substância psicoativa, na forma estabelecida pelo art. 277 (art. 277, § 3º, do CTB). Não se discute aqui a validade da norma, mas a regularidade do procedimento que a aplica.',
    'Para que a recusa se caracterize, o auto deve registrá-la como tal, indicando qual procedimento foi oferecido ao condutor e recusado, que ele foi informado das consequências da recusa, e as circunstâncias da abordagem. A recusa a procedimento que não foi oferecido, ou registrada de forma genérica, não configura a infração, e o auto inconsistente deve ser arquivado (art. 281, § 1º, I, do CTB).',
  ],
  sources: ['ctb_165A', 'ctb_276_277', 'ctb_281'],
  markers: [/\b165-a\b/],
  request: {
    text: 'a juntada do auto original com o registro da recusa e das circunstâncias da abordagem, e de eventual registro em imagem ou vídeo;',
    evidence: true,
  },
});
