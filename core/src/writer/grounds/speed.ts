/** Speed-camera grounds (art. 218; Res. CONTRAN 798/2020), for the fine and for a suspension by art. 218 III. */
import type { Facts } from '../../facts/schema';
import { date, maybe } from '../format';
import { certainRow } from './classify';
import { addYears } from './dates';
import { ALL_KINDS, PROCESS, rule, valueAt } from './types';

const SPEED = { kinds: ALL_KINDS, families: ['velocidade'], process: 'infracao_suspensiva' } as const;

/**
 * The tolerance the agency must discount (7 km/h up to 100 km/h measured, 7 % above): a considered
 * speed above the measured one minus it (rounded up, to allow for the table's rounding) skipped it.
 */
export function maxConsideredSpeed(measured: number): number {
  return Math.ceil(measured <= 100 ? measured - 7 : measured * 0.93);
}

/** Art. 218: I up to 20 % over the limit, II 20–50 %, III over 50 %. */
const BRACKET_CODES = ['745-50', '746-30', '747-10'] as const;
function bracket(considered: number, limit: number): 'none' | (typeof BRACKET_CODES)[number] {
  const ratio = considered / limit;
  return ratio <= 1 ? 'none' : ratio <= 1.2 ? '745-50' : ratio <= 1.5 ? '746-30' : '747-10';
}

/** "na velocidade medida de …, na …, registrada", or "em medição registrada" when none is certain. */
function figures(facts: Facts): string {
  const s = facts.speed;
  const parts = [
    maybe(s?.measured, (v) => `velocidade medida de ${v} km/h`),
    maybe(s?.considered, (v) => `velocidade considerada de ${v} km/h`),
    maybe(s?.limit, (v) => `velocidade máxima permitida de ${v} km/h`),
  ].filter(Boolean);
  return parts.length ? `na ${parts.join(', na ')}, registrada` : 'em medição registrada';
}

export const radarInmetro = rule({
  id: 'radar_inmetro',
  title: 'DA REGULARIDADE DO MEDIDOR DE VELOCIDADE',
  scope: SPEED,
  premises: ['infraction.code', PROCESS],
  condition: () => true,
  text: (facts) => {
    const equipment = maybe(facts.speed?.equipment);
    return [
      `A autuação se baseia ${figures(facts)} ${equipment ? `pelo equipamento identificado na notificação (${equipment})` : 'pelo equipamento medidor'}. A Resolução CONTRAN nº 798/2020 exige que o medidor tenha modelo aprovado pelo INMETRO e seja aprovado em verificação metrológica inicial e periódica (anual, segundo a regulamentação metrológica do INMETRO), que a velocidade considerada resulte da medida após o desconto da tolerância, que a fiscalização por medidor fixo seja sinalizada com a placa R-19 e que o órgão dê publicidade, em seu sítio eletrônico, da relação dos medidores em operação.`,
      'Não há nos autos prova de que o equipamento estivesse aprovado e verificado na data da infração, nem de que existisse sinalização indicativa da velocidade máxima permitida no trecho. Requer-se a juntada do certificado de verificação do INMETRO vigente na data da infração e da comprovação da sinalização, sem o que a autuação não se sustenta.',
    ];
  },
  sources: ['contran_798', 'ctb_218'],
  markers: [/798\s*\/\s*2020/],
  request: {
    text: 'a juntada do certificado de verificação do INMETRO do equipamento e da comprovação da sinalização do trecho;',
    evidence: true,
  },
});

export const radarTolerancia = rule({
  id: 'radar_tolerancia',
  title: 'DO DESCONTO DA TOLERÂNCIA',
  scope: SPEED,
  premises: ['infraction.code', PROCESS, 'speed.measured', 'speed.considered'],
  condition: (facts) => {
    const measured = valueAt<number>(facts, 'speed.measured');
    const considered = valueAt<number>(facts, 'speed.considered');
    return considered > maxConsideredSpeed(measured) ? { measured, considered } : undefined;
  },
  text: (_facts, d) => [
    `A notificação indica velocidade medida de ${d.measured} km/h e velocidade considerada de ${d.considered} km/h. A Resolução CONTRAN nº 798/2020 manda descontar da velocidade medida a tolerância de sete quilômetros por hora (até cem quilômetros por hora) ou de sete por cento (acima disso); a velocidade considerada informada não resulta desse desconto, o que torna o auto inconsistente (art. 281, § 1º, I, do CTB).`,
  ],
  sources: ['contran_798', 'ctb_281'],
});

export const radarEnquadramento = rule({
  id: 'radar_enquadramento',
  title: 'DO ENQUADRAMENTO INCOMPATÍVEL COM AS VELOCIDADES INFORMADAS',
  scope: SPEED,
  premises: ['infraction.code', PROCESS, 'speed.considered', 'speed.limit'],
  condition: (facts) => {
    const row = certainRow(facts);
    const code = row?.codigo as (typeof BRACKET_CODES)[number];
    if (!row || !BRACKET_CODES.includes(code)) return undefined;
    const considered = valueAt<number>(facts, 'speed.considered');
    const limit = valueAt<number>(facts, 'speed.limit');
    const b = bracket(considered, limit);
    return b === code ? undefined : { considered, limit, bracket: b, code, artigo: row.artigo };
  },
  text: (_facts, d) => {
    const said =
      d.bracket === 'none'
        ? 'não supera a velocidade máxima permitida, de modo que não há infração'
        : `corresponde a excesso ${d.bracket === '745-50' ? 'de até vinte por cento' : d.bracket === '746-30' ? 'de mais de vinte e até cinquenta por cento' : 'de mais de cinquenta por cento'} sobre a máxima permitida, e não ao enquadramento aplicado`;
    return [
      `Segundo a própria notificação, a velocidade considerada de ${d.considered} km/h, diante da máxima permitida de ${d.limit} km/h, ${said} (código ${d.code}, art. ${d.artigo}, do CTB). A tipificação incorreta torna o auto inconsistente e impõe seu arquivamento (art. 280, I, e art. 281, § 1º, I, do CTB).`,
    ];
  },
  sources: ['ctb_218', 'ctb_280', 'ctb_281'],
});

export const radarAfericaoVencida = rule({
  id: 'radar_afericao_vencida',
  title: 'DA VERIFICAÇÃO DO EQUIPAMENTO VENCIDA',
  scope: SPEED,
  premises: ['infraction.code', PROCESS, 'speed.verificationDate', 'infraction.date'],
  condition: (facts) => {
    const verified = valueAt<string>(facts, 'speed.verificationDate');
    const when = valueAt<string>(facts, 'infraction.date');
    return when > addYears(verified, 1) ? true : undefined;
  },
  text: (facts) => [
    `A própria notificação informa que a última aferição do equipamento ocorreu em ${date(facts.speed?.verificationDate, 'data da aferição')}, mais de doze meses antes da data da infração (${date(facts.infraction.date, 'data da infração')}). Vencida a verificação metrológica periódica que a Resolução CONTRAN nº 798/2020 exige, anual segundo a regulamentação do INMETRO, a medição não tem validade e o auto deve ser arquivado.`,
  ],
  sources: ['contran_798'],
});
