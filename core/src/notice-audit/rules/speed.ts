/**
 * Speed meters (art. 218; Res. CONTRAN 798/2020 as amended by 804/2020), for the fine and for a
 * suspension by art. 218 III: the periodic INMETRO verification (art. 4º I c), the image with the
 * plate on the notice (art. 9º), the tolerance discounted (7 km/h up to 100 km/h, 7 % above), the
 * bracket of art. 218 the speeds fall in, and the signage and published list of meters.
 */
import type { Facts } from '../../facts/schema';
import { ctbArticle, date, maybe } from '../../writer/format';
import { saysLead } from '../attribution';
import { certainRow } from '../classify';
import { addYears } from '../../facts/dates';
import { SPEED_BRACKET_CODES, speedBracket } from '../../facts/checks';
import { ALL_KINDS, ALL_TRAFFIC, defect, known, MET, notShown, PROCESS, rule } from '../types';

const SPEED = { kinds: ALL_KINDS, families: ['velocidade'], process: 'infracao_suspensiva' } as const;

/**
 * The tolerance the agency must discount (7 km/h up to 100 km/h measured, 7 % above): a considered
 * speed above the measured one minus it (rounded up, to allow for the table's rounding) skipped it.
 */
export function maxConsideredSpeed(measured: number): number {
  return Math.ceil(measured <= 100 ? measured - 7 : measured * 0.93);
}

const equipmentWords = (facts: Facts): string => maybe(facts.speed?.equipment, (e) => ` (${e})`);

export const radarVerificacao = rule({
  id: 'radar_verificacao',
  title: 'DA VERIFICAÇÃO METROLÓGICA DO MEDIDOR DE VELOCIDADE',
  requirement: {
    text: 'O medidor foi aprovado em verificação metrológica periódica do INMETRO (anual) válida na data da infração.',
    cite: 'Res. CONTRAN 798/2020, art. 4º, I, c (redação da Res. 804/2020)',
  },
  scope: SPEED,
  premises: ['infraction.code', PROCESS],
  evidence: ['speed.verificationDate', 'infraction.date'],
  check: (facts) => {
    const verified = known<string>(facts, 'speed.verificationDate');
    const when = known<string>(facts, 'infraction.date');
    if (!verified || !when || verified > when) return notShown(true);
    return when > addYears(verified, 1) ? defect(true) : MET;
  },
  defect: (facts) => [
    `${saysLead(facts.speed?.verificationDate)} a última verificação do medidor${equipmentWords(facts)} pelo INMETRO ocorreu em ${date(facts.speed?.verificationDate, 'data da verificação')}, mais de doze meses antes da infração, de ${date(facts.infraction.date, 'data da infração')}.`,
    'A Resolução CONTRAN nº 798/2020 exige que o medidor de velocidade seja aprovado pelo INMETRO em verificação metrológica periódica, de acordo com a regulamentação técnica metrológica vigente (art. 4º, I, c, na redação da Resolução CONTRAN nº 804/2020), que a fixa em um ano. Vencida a verificação na data da infração, a medição não é meio de prova regulamentado (art. 280, § 2º, do CTB), e o auto deve ser arquivado (art. 281, § 1º, I, do CTB).',
  ],
  notShown: (facts) => [
    `A infração foi apurada por medidor de velocidade${equipmentWords(facts)}. A Resolução CONTRAN nº 798/2020 exige que ele seja aprovado pelo INMETRO em verificação metrológica periódica, anual (art. 4º, I, c, na redação da Resolução CONTRAN nº 804/2020), sem o que a medição não é meio de prova regulamentado (art. 280, § 2º, do CTB). Requer-se a juntada do certificado da verificação vigente na data da infração.`,
  ],
  request: {
    notShown: {
      text: 'a juntada do certificado de verificação metrológica do medidor pelo INMETRO vigente na data da infração;',
      evidence: true,
    },
  },
  sources: ['contran_798', 'ctb_280', 'ctb_281'],
  // Not Res. 798/2020 itself: the signage request cites it for every speed camera.
  markers: [/certificado d[ae] verificacao metrologica/, /verificacao[^.]*mais de doze meses antes/],
});

export const radarImagem = rule({
  id: 'radar_imagem',
  title: 'DA FALTA DA IMAGEM COM A PLACA DO VEÍCULO',
  requirement: {
    text: 'O auto e a notificação de autuação contêm a imagem com a placa do veículo.',
    cite: 'Res. CONTRAN 798/2020, art. 9º (redação da Res. 804/2020)',
  },
  scope: { kinds: ['defesa'], families: ['velocidade'] },
  premises: ['stage', 'infraction.code'],
  questions: ['notice.imageWithPlate'],
  check: (facts) => {
    const image = known<boolean>(facts, 'notice.imageWithPlate');
    return image === false ? defect(true) : image === true ? MET : notShown(true);
  },
  defect: () => [
    'A notificação de autuação recebida não contém a imagem do veículo com a placa.',
    'O art. 9º da Resolução CONTRAN nº 798/2020, na redação da Resolução CONTRAN nº 804/2020, estabelece que, para sua consistência e regularidade, o auto de infração e a notificação de autuação devem conter a imagem com a placa do veículo. Sem ela, o auto é inconsistente e deve ser arquivado (art. 281, § 1º, I, do CTB).',
  ],
  sources: ['contran_798', 'ctb_281'],
  markers: [/art(igo)?\.?\s*9\s*,?\s*(da|do)\s+res/],
});

export const radarTolerancia = rule({
  id: 'radar_tolerancia',
  title: 'DO DESCONTO DA TOLERÂNCIA',
  requirement: {
    text: 'A velocidade considerada é a medida menos 7 km/h (até 100 km/h) ou 7 % (acima).',
    cite: 'Res. CONTRAN 798/2020 (tabela de erros admitidos)',
  },
  scope: SPEED,
  premises: ['infraction.code', PROCESS],
  evidence: ['speed.measured', 'speed.considered'],
  check: (facts) => {
    const measured = known<number>(facts, 'speed.measured');
    const considered = known<number>(facts, 'speed.considered');
    if (measured === undefined || considered === undefined) return notShown(undefined);
    return considered > maxConsideredSpeed(measured) ? defect({ measured, considered }) : MET;
  },
  defect: (facts, d) => [
    `${saysLead(facts.speed?.measured, facts.speed?.considered)} a velocidade medida foi de ${d.measured} km/h e a velocidade considerada, de ${d.considered} km/h. A Resolução CONTRAN nº 798/2020 manda descontar da velocidade medida o erro máximo admitido, de sete quilômetros por hora até cem quilômetros por hora e de sete por cento acima disso; a velocidade considerada informada não resulta desse desconto, o que torna o auto inconsistente (art. 281, § 1º, I, do CTB).`,
  ],
  sources: ['contran_798', 'ctb_281'],
});

export const radarEnquadramento = rule({
  id: 'radar_enquadramento',
  title: 'DO ENQUADRAMENTO INCOMPATÍVEL COM AS VELOCIDADES INFORMADAS',
  requirement: {
    text: 'O código aplicado corresponde ao excesso da velocidade considerada sobre a máxima (até 20 %, 20 a 50 %, mais de 50 %).',
    cite: 'art. 218, I a III, do CTB',
  },
  scope: SPEED,
  premises: ['infraction.code', PROCESS],
  evidence: ['speed.considered', 'speed.limit'],
  check: (facts) => {
    const row = certainRow(facts);
    const code = row?.codigo as (typeof SPEED_BRACKET_CODES)[number];
    const considered = known<number>(facts, 'speed.considered');
    const limit = known<number>(facts, 'speed.limit');
    if (!row || !SPEED_BRACKET_CODES.includes(code)) return MET;
    if (considered === undefined || limit === undefined) return notShown(undefined);
    const b = speedBracket(considered, limit);
    return b === code ? MET : defect({ considered, limit, bracket: b, code, artigo: row.artigo });
  },
  defect: (facts, d) => {
    const said =
      d.bracket === 'none'
        ? 'o que não supera a velocidade máxima permitida, de modo que não há infração'
        : `o que corresponde a excesso ${d.bracket === '745-50' ? 'de até vinte por cento' : d.bracket === '746-30' ? 'de mais de vinte e até cinquenta por cento' : 'de mais de cinquenta por cento'} sobre a máxima permitida, e não ao enquadramento aplicado`;
    return [
      `${saysLead(facts.speed?.considered, facts.speed?.limit)} a velocidade considerada foi de ${d.considered} km/h, numa via de máxima permitida de ${d.limit} km/h, ${said} (código ${d.code}, ${ctbArticle(d.artigo)}). A tipificação incorreta torna o auto inconsistente e impõe seu arquivamento (art. 280, I, e art. 281, § 1º, I, do CTB).`,
    ];
  },
  sources: ['ctb_218', 'ctb_280', 'ctb_281'],
});

/**
 * The R-19 request as the notice's equipment allows: a meter the notice prints as fixed was signed
 * (no "se fixo" about a type the notice states); a portable, static or mobile one is not asked for it.
 */
function signage(facts: Facts): string {
  const equipment = maybe(facts.speed?.equipment);
  if (/\bfix[oa]\b/i.test(equipment)) return ' e estava sinalizado pela placa R-19';
  if (/port[aá]til|est[aá]tico|m[oó]vel/i.test(equipment)) return '';
  return ' e, se fixo, estava sinalizado pela placa R-19';
}

export const radarSinalizacao = rule({
  id: 'radar_sinalizacao',
  title: 'DA SINALIZAÇÃO E DA PUBLICIDADE DO MEDIDOR',
  requirement: {
    text: 'O medidor consta da relação de medidores publicada pelo órgão e, se fixo, é sinalizado por placa R-19.',
    cite: 'Res. CONTRAN 798/2020, arts. 3º, I, e 9º, parágrafo único',
  },
  scope: { kinds: ALL_TRAFFIC, families: ['velocidade'] },
  premises: ['infraction.code'],
  // Neither shows on a notice: one request, no paragraph.
  check: () => notShown(true),
  request: {
    notShown: (facts) => ({
      text: `a comprovação de que o medidor usado${maybe(facts.infraction.place, (p) => ` no local da infração (${p})`)} constava da relação de medidores publicada pelo órgão${signage(facts)} (Resolução CONTRAN nº 798/2020);`,
      evidence: true,
    }),
  },
  sources: ['contran_798'],
  markers: [/\br-19\b/],
});
