/**
 * Grounds for a traffic-fine appeal (LEGAL.md "Common grounds"). Each ground says when it applies;
 * only grounds the facts support and that fit the infraction are written.
 */
import { isCertain } from '../facts/certainty';
import { daysBetween, formatDateBr } from '../facts/dates';
import type { Facts } from '../facts/schema';
import { noticeNumber, type PieceKind } from './common';
import { date, gravity, money, plate, show } from './format';

export type TrafficGroundId =
  | 'art281_prazo'
  | 'art282_decadencia'
  | 'art281A_prazo_defesa'
  | 'art280_requisitos'
  | 'radar_inmetro'
  | 'radar_afericao_vencida'
  | 'radar_tolerancia'
  | 'radar_enquadramento'
  | 'semaforo'
  | 'sinalizacao'
  | 'celular_prova'
  | 'habilitacao_abordagem'
  | 'ultrapassagem_prova'
  | 'dupla_notificacao'
  | 'advertencia_art267';

export interface Ground {
  id: TrafficGroundId;
  title: string;
  paragraphs: string[];
}

type Family =
  | 'velocidade'
  | 'semaforo'
  | 'estacionamento'
  | 'celular'
  | 'habilitacao'
  | 'ultrapassagem'
  | 'outra';

/** Which kind of infraction, by CTB article of the catalogue row (or speed facts). */
export function infractionFamily(facts: Facts): Family {
  const art = facts.infraction.catalogue?.value.artigo ?? '';
  const n = Number(art.match(/^\d+/)?.[0] ?? 0);
  if (n === 218 || facts.speed?.measured) return 'velocidade';
  if (n === 208) return 'semaforo';
  if (n === 181 || n === 182) return 'estacionamento';
  if (n === 252 && /celular|telefone/i.test(facts.infraction.catalogue?.value.descricao ?? ''))
    return 'celular';
  if (n === 162) return 'habilitacao';
  if ((n >= 199 && n <= 203) || n === 211) return 'ultrapassagem';
  return 'outra';
}

function formalDefect(facts: Facts): Ground | undefined {
  const d = facts.formalDefects.find((x) => x.rule === 'art281_1_II');
  if (!d) return undefined;
  const sent = facts.notice.dispatchDate ?? facts.notice.issueDate;
  const how = facts.notice.dispatchDate ? 'postada' : 'emitida';
  return {
    id: 'art281_prazo',
    title: 'DA EXPEDIÇÃO DA NOTIFICAÇÃO APÓS O PRAZO DE TRINTA DIAS',
    paragraphs: [
      `A infração teria ocorrido em ${date(facts.infraction.date, 'data da infração')}, e a notificação da autuação foi ${how} em ${date(sent, 'data de postagem')}, ${d.days} dias depois, conforme datas impressas na própria notificação.`,
      'O art. 281, § 1º, II, do Código de Trânsito Brasileiro determina que o auto de infração será arquivado e seu registro julgado insubsistente se, no prazo máximo de trinta dias, não for expedida a notificação da autuação. Ultrapassado esse prazo, o auto deve ser arquivado, independentemente do mérito.',
    ],
  };
}

function decadence(facts: Facts): Ground | undefined {
  const d = facts.formalDefects.find((x) => x.rule === 'art282_6');
  if (!d) return undefined;
  const sent = facts.notice.dispatchDate ?? facts.notice.issueDate;
  return {
    id: 'art282_decadencia',
    title: 'DA DECADÊNCIA DO DIREITO DE APLICAR A PENALIDADE',
    paragraphs: [
      `A infração teria ocorrido em ${date(facts.infraction.date, 'data da infração')}, e a notificação da penalidade é de ${date(sent, 'data da notificação da penalidade')}, ${d.days} dias depois.`,
      'Nos termos do art. 282, § 6º, do CTB, na redação da Lei nº 14.229/2021, a notificação da penalidade deve ser expedida em até cento e oitenta dias, ou trezentos e sessenta dias se houver defesa prévia, contados da infração, sob pena de decadência. Ultrapassado até mesmo o prazo maior, a penalidade não pode ser aplicada.',
    ],
  };
}

function shortDeadline(facts: Facts): Ground | undefined {
  const d = facts.formalDefects.find((x) => x.rule === 'art281A');
  if (!d) return undefined;
  const sent = facts.notice.dispatchDate ?? facts.notice.issueDate;
  return {
    id: 'art281A_prazo_defesa',
    title: 'DO PRAZO DE DEFESA INFERIOR A TRINTA DIAS',
    paragraphs: [
      `A notificação da autuação, de ${date(sent, 'data da notificação')}, fixou prazo para a defesa prévia até ${date(facts.notice.deadline, 'prazo')}, apenas ${d.days} dias depois.`,
      'O art. 281-A do CTB exige que a notificação da autuação conceda prazo não inferior a trinta dias, contado de sua expedição, para a apresentação da defesa prévia. O prazo menor cerceia a defesa e vicia a notificação, que deve ser anulada.',
    ],
  };
}

function requirements(): Ground {
  return {
    id: 'art280_requisitos',
    title: 'DOS REQUISITOS DO AUTO DE INFRAÇÃO',
    paragraphs: [
      'Nos termos do art. 280 do CTB, o auto de infração deve conter a tipificação da infração; o local, a data e a hora do cometimento; os caracteres da placa de identificação do veículo, sua marca e espécie; o prontuário do condutor, sempre que possível; a identificação do órgão ou entidade e da autoridade ou agente autuador ou equipamento que comprovar a infração; e a assinatura do infrator, sempre que possível.',
      'A ausência ou a incorreção de qualquer desses elementos torna o auto inconsistente ou irregular, impondo seu arquivamento (art. 281, § 1º, I, do CTB). Requer-se, por isso, a conferência integral do auto original e de seus registros, que devem ser juntados ao processo.',
    ],
  };
}

function speed(facts: Facts): Ground[] {
  const s = facts.speed;
  const figures: string[] = [];
  if (s?.measured) figures.push(`velocidade medida de ${s.measured.value} km/h`);
  if (s?.considered) figures.push(`velocidade considerada de ${s.considered.value} km/h`);
  if (s?.limit) figures.push(`velocidade máxima permitida de ${s.limit.value} km/h`);
  const equipment = s?.equipment
    ? `pelo equipamento identificado na notificação (${s.equipment.value})`
    : 'pelo equipamento medidor';
  const out: Ground[] = [
    {
      id: 'radar_inmetro',
      title: 'DA REGULARIDADE DO MEDIDOR DE VELOCIDADE',
      paragraphs: [
        `A autuação se baseia ${figures.length ? `na ${figures.join(', na ')}, ` : ''}registrada ${equipment}. A Resolução CONTRAN nº 798/2020 exige que o medidor tenha modelo aprovado pelo INMETRO e verificação metrológica periódica (no máximo a cada doze meses), que a velocidade considerada resulte da medida após o desconto da tolerância regulamentar, e que o local seja sinalizado.`,
        'Não há nos autos prova de que o equipamento estivesse aprovado e verificado na data da infração, nem de que existisse sinalização indicativa da velocidade máxima permitida no trecho. Requer-se a juntada do certificado de verificação do INMETRO vigente na data da infração e da comprovação da sinalização, sem o que a autuação não se sustenta.',
      ],
    },
  ];
  const tolerance = toleranceGround(facts);
  if (tolerance) out.push(tolerance);
  const mismatch = speedBracketGround(facts);
  if (mismatch) out.push(mismatch);
  // Grounds that conclude from figures rest on certain facts only (a misread date is no proof).
  const verified = s?.verificationDate;
  const when = facts.infraction.date;
  if (
    verified &&
    when &&
    isCertain(verified) &&
    isCertain(when) &&
    daysBetween(verified.value, when.value) > 365
  ) {
    out.push({
      id: 'radar_afericao_vencida',
      title: 'DA VERIFICAÇÃO DO EQUIPAMENTO VENCIDA',
      paragraphs: [
        `A própria notificação informa que a última aferição do equipamento ocorreu em ${formatDateBr(verified.value)}, mais de doze meses antes da data da infração (${formatDateBr(when.value)}). Vencido o prazo da verificação periódica exigida pela Resolução CONTRAN nº 798/2020, a medição não tem validade e o auto deve ser arquivado.`,
      ],
    });
  }
  return out;
}

/**
 * Res. CONTRAN 798/2020 tolerance: 7 km/h up to 100 km/h measured, 7% above. A considered speed higher
 * than the measured one minus the tolerance means the agency discounted less than it must.
 */
function toleranceGround(facts: Facts): Ground | undefined {
  if (!isCertain(facts.speed?.measured) || !isCertain(facts.speed?.considered)) return undefined;
  const measured = facts.speed?.measured?.value;
  const considered = facts.speed?.considered?.value;
  if (measured === undefined || considered === undefined) return undefined;
  const maxConsidered = measured <= 100 ? measured - 7 : measured * 0.93;
  if (considered <= Math.ceil(maxConsidered)) return undefined;
  return {
    id: 'radar_tolerancia',
    title: 'DO DESCONTO DA TOLERÂNCIA',
    paragraphs: [
      `A notificação indica velocidade medida de ${measured} km/h e velocidade considerada de ${considered} km/h. A Resolução CONTRAN nº 798/2020 manda descontar da velocidade medida a tolerância de sete quilômetros por hora (até cem quilômetros por hora) ou de sete por cento (acima disso); a velocidade considerada informada não resulta desse desconto, o que torna o auto inconsistente (art. 281, § 1º, I, do CTB).`,
    ],
  };
}

/** Art. 218: I up to 20% over the limit, II 20–50%, III over 50%; the code must match the excess. */
function speedBracketGround(facts: Facts): Ground | undefined {
  const certain = [facts.speed?.considered, facts.speed?.limit, facts.infraction.catalogue].every(isCertain);
  if (!certain) return undefined;
  const considered = facts.speed?.considered?.value;
  const limit = facts.speed?.limit?.value;
  const code = facts.infraction.catalogue?.value.codigo;
  if (considered === undefined || limit === undefined || !code) return undefined;
  const ratio = considered / limit;
  const bracket = ratio <= 1 ? 'none' : ratio <= 1.2 ? '745-50' : ratio <= 1.5 ? '746-30' : '747-10';
  if (!['745-50', '746-30', '747-10'].includes(code) || bracket === code) return undefined;
  const said =
    bracket === 'none'
      ? 'não supera a velocidade máxima permitida, de modo que não há infração'
      : `corresponde a excesso ${bracket === '745-50' ? 'de até vinte por cento' : bracket === '746-30' ? 'de mais de vinte e até cinquenta por cento' : 'de mais de cinquenta por cento'} sobre a máxima permitida, e não ao enquadramento aplicado`;
  return {
    id: 'radar_enquadramento',
    title: 'DO ENQUADRAMENTO INCOMPATÍVEL COM AS VELOCIDADES INFORMADAS',
    paragraphs: [
      `Segundo a própria notificação, a velocidade considerada de ${considered} km/h, diante da máxima permitida de ${limit} km/h, ${said} (código ${code}, art. ${facts.infraction.catalogue?.value.artigo}, do CTB). A tipificação incorreta torna o auto inconsistente e impõe seu arquivamento (art. 280, I, e art. 281, § 1º, I, do CTB).`,
    ],
  };
}

const signage = (what: string): Ground => ({
  id: 'sinalizacao',
  title: 'DA SINALIZAÇÃO',
  paragraphs: [
    `Nos termos do art. 90 do CTB, não serão aplicadas as sanções previstas no Código por inobservância à sinalização quando esta for insuficiente ou incorreta. ${what}`,
    'Cabe ao órgão autuador comprovar que a sinalização existia, estava visível e era regulamentar no local, na data e na hora indicados no auto. Requer-se a juntada dessa comprovação.',
  ],
});

function byFamily(family: Family, facts: Facts): Ground[] {
  switch (family) {
    case 'velocidade':
      return speed(facts);
    case 'semaforo':
      return [
        {
          id: 'semaforo',
          title: 'DO REGISTRO DO AVANÇO DE SINAL',
          paragraphs: [
            'A infração do art. 208 do CTB exige prova de que o veículo transpôs a linha de retenção com o semáforo na fase vermelha. Quando o registro é feito por equipamento, este deve ser aprovado e verificado na forma da regulamentação do CONTRAN, e as imagens devem mostrar a fase do semáforo e a posição do veículo; quando feito por agente, o auto deve descrever a situação observada.',
            'Requer-se a juntada das imagens ou da descrição detalhada do agente, bem como da comprovação de funcionamento regular do semáforo na data e na hora do auto.',
          ],
        },
        signage(
          'No caso, a sinalização semafórica e as placas do cruzamento devem estar visíveis e em funcionamento regular.',
        ),
      ];
    case 'estacionamento':
      return [
        signage(
          'A proibição de estacionar depende de sinalização regulamentar (placas de regulamentação e marcas no pavimento) visível ao condutor no trecho; sem ela, não se configura a infração.',
        ),
      ];
    case 'celular':
      return [
        {
          id: 'celular_prova',
          title: 'DA AUSÊNCIA DE DESCRIÇÃO E DE PROVA DO USO DO CELULAR',
          paragraphs: [
            'A infração do art. 252 do CTB só se configura se o condutor estiver efetivamente utilizando, segurando ou manuseando o telefone celular com o veículo em movimento. O auto precisa descrever a conduta observada e as circunstâncias que permitiram ao agente constatá-la, identificando o agente autuador (art. 280, IV, do CTB).',
            'Requer-se a juntada do auto original com a descrição da conduta e de eventual registro de imagem. Sem elementos mínimos que demonstrem a conduta, prevalece a dúvida em favor do autuado.',
          ],
        },
      ];
    case 'habilitacao':
      return [
        {
          id: 'habilitacao_abordagem',
          title: 'DA IDENTIFICAÇÃO DO CONDUTOR',
          paragraphs: [
            'A infração de dirigir sem habilitação (art. 162 do CTB) é do condutor e só pode ser constatada com a sua abordagem e identificação no momento da fiscalização. O auto deve trazer a identificação do condutor abordado, com seus dados e a descrição da situação verificada (art. 280, IV, do CTB).',
            'Sem a identificação do condutor no auto, a autuação é irregular e deve ser arquivada (art. 281, § 1º, I, do CTB). Sendo outro o condutor, cabe a sua indicação na forma do art. 257, § 7º, do CTB.',
          ],
        },
      ];
    case 'ultrapassagem':
      return [
        {
          id: 'ultrapassagem_prova',
          title: 'DA DESCRIÇÃO DA MANOBRA DE ULTRAPASSAGEM',
          paragraphs: [
            'A autuação por ultrapassagem proibida exige que o auto descreva a manobra observada e o ponto exato em que teria ocorrido, pois a proibição depende das condições do trecho (faixa contínua, curva, ponte, aclive, interseção).',
            'Requer-se a juntada do auto original com essa descrição e de eventual registro de imagem.',
          ],
        },
        signage(
          'A proibição de ultrapassar depende da marcação longitudinal contínua e das placas de regulamentação, que devem estar nítidas e conservadas no trecho.',
        ),
      ];
    case 'outra':
      return [];
  }
}

function doubleNotice(): Ground {
  return {
    id: 'dupla_notificacao',
    title: 'DA DUPLA NOTIFICAÇÃO',
    paragraphs: [
      'Conforme a Súmula 312 do Superior Tribunal de Justiça, no processo administrativo para imposição de multa de trânsito são necessárias as notificações da autuação e da aplicação da pena decorrente da infração. A penalidade só é válida se a notificação da autuação tiver sido regularmente expedida, abrindo prazo para a defesa prévia.',
      'Requer-se que o órgão autuador comprove nos autos a expedição e a entrega da notificação da autuação, sob pena de nulidade da penalidade.',
    ],
  };
}

function warning(facts: Facts): Ground | undefined {
  const g = facts.infraction.catalogue?.value.gravidade;
  if (g !== 'leve' && g !== 'media') return undefined;
  return {
    id: 'advertencia_art267',
    title: 'DO PEDIDO SUBSIDIÁRIO DE ADVERTÊNCIA POR ESCRITO',
    paragraphs: [
      `A infração imputada é de natureza ${g === 'leve' ? 'leve' : 'média'}. Nos termos do art. 267 do CTB, a penalidade de multa pode ser substituída por advertência por escrito quando o infrator não tiver cometido a mesma infração nos últimos doze meses. Caso não acolhidos os pedidos principais, requer-se subsidiariamente essa substituição, à vista do prontuário do(a) requerente.`,
    ],
  };
}

export function trafficGrounds(facts: Facts, kind: PieceKind): Ground[] {
  const out: Ground[] = [];
  for (const g of [formalDefect(facts), shortDeadline(facts), decadence(facts)]) if (g) out.push(g);
  out.push(...byFamily(infractionFamily(facts), facts));
  out.push(requirements());
  if (kind === 'recurso_jari' || kind === 'recurso_cetran') out.push(doubleNotice());
  const w = warning(facts);
  if (w) out.push(w);
  return out;
}

/** The facts section for a fine. */
export function trafficFacts(facts: Facts): string[] {
  const i = facts.infraction;
  const row = i.catalogue?.value;
  const where = i.place
    ? `, no local ${i.place.value}`
    : `, no local ${show(undefined, 'local da infração')}`;
  const when = `no dia ${date(i.date, 'data da infração')}${i.time ? `, às ${i.time.value}` : ''}`;
  const agency = facts.agency ? `, lavrado pelo(a) ${facts.agency.value}` : '';
  const what = row
    ? `a infração de código ${row.codigo} – "${row.descricao}" (art. ${row.artigo}, do CTB)`
    : i.description
      ? `a infração descrita como "${i.description.value}"`
      : `a infração ${show(undefined, 'código e descrição da infração')}`;
  const pars = [
    `Consta do Auto de Infração nº ${noticeNumber(facts)}${agency}, que ${when}${where}, o veículo de placa ${plate(facts.vehicle.plate)} teria cometido ${what}.`,
  ];
  if (row?.gravidade) {
    // A printed amount is the notice's; otherwise it is the amount the CTB table sets for the code.
    const value = i.amount
      ? ` e multa de ${money(i.amount.value)}`
      : row.valor !== null
        ? ` e multa prevista de ${money(row.valor)}`
        : '';
    pars.push(
      `A infração é classificada como de natureza ${gravity(row.gravidade)}, com ${row.pontos} pontos${value}.`,
    );
  }
  const s = facts.speed;
  if (s?.measured || s?.considered || s?.limit) {
    const parts = [
      s.measured ? `velocidade medida de ${s.measured.value} km/h` : '',
      s.considered ? `velocidade considerada de ${s.considered.value} km/h` : '',
      s.limit ? `velocidade máxima permitida de ${s.limit.value} km/h` : '',
    ].filter(Boolean);
    pars.push(
      `Segundo a notificação, foram registradas ${parts.join(', ')}${s.equipment ? `, pelo equipamento ${s.equipment.value}` : ''}.`,
    );
  }
  const n = facts.notice;
  const dates = [
    n.issueDate ? `emitida em ${date(n.issueDate, '')}` : '',
    n.dispatchDate ? `postada em ${date(n.dispatchDate, '')}` : '',
    n.deadline ? `com prazo para manifestação até ${date(n.deadline, '')}` : '',
  ].filter(Boolean);
  if (dates.length) pars.push(`A notificação foi ${dates.join(', ')}.`);
  return pars;
}
