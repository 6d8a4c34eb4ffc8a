/**
 * The amount and the points printed against the law (arts. 258 and 259): the catalogue row gives the
 * gravity, the multiplier and the value (core/data/infracoes-ctb.json, checked against art. 258).
 */
import type { Gravidade } from '../../catalogue';
import { ctbArticle, money } from '../../writer/format';
import { saysLead } from '../attribution';
import { certainRow } from '../classify';
import { ALL_TRAFFIC, defect, known, MET, notShown, rule } from '../types';

/** Art. 258's incisos by gravity. */
const INCISO_258: Record<Gravidade, string> = { gravissima: 'I', grave: 'II', media: 'III', leve: 'IV' };
const GRAVITY: Record<Gravidade, string> = {
  gravissima: 'gravíssima',
  grave: 'grave',
  media: 'média',
  leve: 'leve',
};
const FACTOR_WORDS: Record<number, string> = {
  2: 'duas vezes',
  3: 'três vezes',
  5: 'cinco vezes',
  10: 'dez vezes',
  20: 'vinte vezes',
  60: 'sessenta vezes',
};
/** Articles whose fine doubles on a repeat within twelve months (arts. 165, 165-A, 173, 174, 175). */
const DOUBLES_ON_REPEAT = /^(?:165|165-A|173|174|175)\b/;
/** What a notice may print for the fine: its value, or with the 20% (art. 284) or 40% (§ 1º) discount. */
const DISCOUNTS = [1, 0.8, 0.6];

const cents = (n: number): number => Math.round(n * 100);

export const valorMulta = rule({
  id: 'valor_multa',
  title: 'DO VALOR DA MULTA INCOMPATÍVEL COM A INFRAÇÃO',
  requirement: {
    text: 'O valor da multa é o da natureza da infração, multiplicado pelo fator do próprio artigo.',
    cite: 'art. 258 do CTB',
  },
  scope: { kinds: ALL_TRAFFIC },
  premises: ['infraction.code'],
  evidence: ['infraction.amount'],
  check: (facts) => {
    const row = certainRow(facts);
    const printed = known<number>(facts, 'infraction.amount');
    if (!row?.gravidade || row.valor === null) return MET;
    if (printed === undefined) return notShown(undefined);
    const bases = DOUBLES_ON_REPEAT.test(row.artigo) ? [row.valor, row.valor * 2] : [row.valor];
    const allowed = bases.flatMap((b) => DISCOUNTS.map((d) => cents(b * d)));
    return allowed.includes(cents(printed)) ? MET : defect({ printed, row, value: row.valor });
  },
  defect: (facts, d) => {
    const g = d.row.gravidade as Gravidade;
    const factor = d.row.fator_multiplicador ?? 1;
    const multiplier =
      factor > 1
        ? `, multiplicado pelo fator que o próprio artigo prevê (multa ${FACTOR_WORDS[factor] ?? `${factor} vezes`}, art. 258, § 2º)`
        : '';
    return [
      `${saysLead(facts.infraction.amount)} a multa é de ${money(d.printed)}. A infração do código ${d.row.codigo} (${ctbArticle(d.row.artigo)}) é de natureza ${GRAVITY[g]}, e ${factor > 1 ? `o valor que o art. 258, ${INCISO_258[g]}, do CTB fixa para essa natureza${multiplier} resulta em` : `o art. 258, ${INCISO_258[g]}, do CTB fixa para essa natureza multa de`} ${money(d.value)}.`,
      'O valor lançado não corresponde à infração imputada: ou a infração foi tipificada de forma errada, ou a penalidade foi calculada em desacordo com a lei. Em qualquer caso o auto é inconsistente (art. 281, § 1º, I, do CTB) e deve ser arquivado.',
    ];
  },
  request: {
    // Only a retification in the driver's favour: never ask for a higher fine than the one printed.
    defect: (_facts, d) =>
      cents(d.value) < cents(d.printed)
        ? {
            text: `subsidiariamente, a retificação do valor da multa para ${money(d.value)}, o previsto no art. 258 do CTB para a infração imputada;`,
          }
        : undefined,
  },
  sources: ['ctb_258_259', 'ctb_281'],
  markers: [/art(igo)?\.?\s*258\b/],
});

export const pontosInfracao = rule({
  id: 'pontos_infracao',
  title: 'DA PONTUAÇÃO INCOMPATÍVEL COM A INFRAÇÃO',
  requirement: {
    text: 'Os pontos são os da natureza da infração: sete, cinco, quatro ou três.',
    cite: 'art. 259 do CTB',
  },
  scope: { kinds: ALL_TRAFFIC },
  premises: ['infraction.code'],
  evidence: ['infraction.points'],
  check: (facts) => {
    const row = certainRow(facts);
    const printed = known<number>(facts, 'infraction.points');
    // Infractions that suspend by themselves carry no points for the identified driver (art. 259 § 4º III).
    if (!row?.gravidade || row.pontos === null || row.suspensiva) return MET;
    if (printed === undefined) return notShown(undefined);
    return printed === row.pontos ? MET : defect({ printed, row });
  },
  defect: (facts, d) => [
    `${saysLead(facts.infraction.points)} a infração soma ${d.printed} pontos. A infração do código ${d.row.codigo} (${ctbArticle(d.row.artigo)}) é de natureza ${GRAVITY[d.row.gravidade as Gravidade]}, à qual o art. 259 do CTB atribui ${d.row.pontos} pontos. A pontuação lançada não corresponde à infração imputada, o que torna o auto inconsistente (art. 281, § 1º, I, do CTB).`,
  ],
  request: {
    // Only a retification in the driver's favour: never ask for more points than the ones printed.
    defect: (_facts, d) =>
      d.row.pontos !== null && d.row.pontos < d.printed
        ? {
            text: `subsidiariamente, a retificação da pontuação para ${d.row.pontos} pontos (art. 259 do CTB);`,
          }
        : undefined,
  },
  sources: ['ctb_258_259', 'ctb_281'],
  markers: [/art(igo)?\.?\s*259\b/],
});
