/**
 * How the conduct was proven, where the notice cannot show it: the red-light camera (Res. CONTRAN
 * 920/2022) or the agent's description; the phone, the seat belt, the licence, the overtaking seen by
 * an agent (art. 280 V); the signage a parking or overtaking ban depends on (art. 90). Each is one
 * concise request naming this infraction and place: the notice does not carry the proof.
 */
import type { Facts } from '../../facts/schema';
import { ctbArticle, maybe } from '../../writer/format';
import { certainFamily, certainRow, unattendedCamera } from '../classify';
import { ALL_TRAFFIC, MET, notShown, rule } from '../types';

const atPlace = (facts: Facts): string => maybe(facts.infraction.place, (p) => ` (${p})`);

/** A code "sob fiscalização eletrônica" is a camera's: no agent to describe it, in the text or the requests. */
const cameraOnly = unattendedCamera;

export const semaforoRegistro = rule({
  id: 'semaforo_registro',
  title: 'DO REGISTRO DO AVANÇO DE SINAL',
  requirement: {
    text: 'O avanço de sinal registrado por equipamento exige modelo com conformidade avaliada pelo INMETRO e imagem com a placa, o dia e o horário; por agente, a descrição da situação.',
    cite: 'art. 208 do CTB; Res. CONTRAN 920/2022, arts. 3º e 5º',
  },
  scope: { kinds: ALL_TRAFFIC, families: ['semaforo'] },
  premises: ['infraction.code'],
  check: () => notShown(true),
  notShown: (facts) => {
    const stop = /parada obrigat/i.test(certainRow(facts)?.descricao ?? '');
    const camera = cameraOnly(facts);
    return [
      `A infração do art. 208 do CTB exige prova de que o veículo ${stop ? 'deixou de parar no sinal de parada obrigatória' : 'transpôs a linha de retenção com o semáforo na fase vermelha'}, no local indicado no auto${atPlace(facts)}. Registrada por equipamento, este deve ter a conformidade de seu modelo avaliada pelo INMETRO, e a imagem deve permitir a identificação do veículo e registrar a placa, o dia e o horário da infração (arts. 3º e 5º da Resolução CONTRAN nº 920/2022)${camera ? '' : '; constatada por agente, o auto deve descrever a situação observada'}. Requer-se a juntada das imagens do registro e da avaliação de conformidade do equipamento${camera ? '' : ', ou da descrição feita pelo agente'}.`,
    ];
  },
  request: {
    notShown: (facts) => ({
      text: `a juntada das imagens do registro do avanço de sinal e da avaliação de conformidade do equipamento pelo INMETRO${cameraOnly(facts) ? '' : ', ou da descrição feita pelo agente'};`,
      evidence: true,
    }),
  },
  sources: ['ctb_208', 'contran_920'],
  markers: [/920\s*\/\s*2022/],
});

/** What the agent must describe, by infraction. */
function observed(facts: Facts): { conduct: string; article: string } {
  const row = certainRow(facts);
  const family = certainFamily(facts);
  if (family === 'celular')
    return row?.artigo.includes('parágrafo único')
      ? {
          conduct: `dirigir ${/manuse/i.test(row.descricao) ? 'manuseando' : 'segurando'} o telefone celular, infração gravíssima do art. 252, parágrafo único, do CTB, que exige que o agente tenha visto o aparelho na mão do condutor`,
          article: '252',
        }
      : {
          conduct: 'dirigir utilizando-se de telefone celular (art. 252, VI, do CTB)',
          article: '252',
        };
  if (family === 'cinto')
    return {
      conduct: `${/passageiro/i.test(row?.descricao ?? '') ? 'o passageiro deixar' : 'deixar o condutor'} de usar o cinto de segurança (art. 167 do CTB), o que só se constata com a observação direta do interior do veículo em movimento`,
      article: '167',
    };
  if (family === 'habilitacao')
    return {
      conduct: `${(row?.descricao ?? 'dirigir sem habilitação').replace(/^D/, 'd')} (${ctbArticle(row?.artigo ?? '162')}), infração do condutor que só se constata com a sua abordagem e identificação`,
      article: '162',
    };
  const overtaking = row
    ? `${row.descricao.charAt(0).toLowerCase()}${row.descricao.slice(1)} (${ctbArticle(row.artigo)})`
    : 'ultrapassar em local proibido';
  return {
    conduct: `${overtaking}, o que depende das condições do trecho (marcação, curva, ponte, aclive, interseção) no ponto exato da manobra`,
    article: '280',
  };
}

export const condutaAgente = rule({
  id: 'conduta_agente',
  // The title names only what is asked in every case: an auto that identifies its agent is not argued
  // as if it did not.
  title: 'DA DESCRIÇÃO DA CONDUTA OBSERVADA PELO AGENTE',
  requirement: {
    text: 'O auto lavrado por agente identifica o agente, e a declaração dele, que comprova a infração, descreve a conduta observada.',
    cite: 'art. 280, V e § 2º, do CTB',
  },
  scope: { kinds: ALL_TRAFFIC, families: ['celular', 'cinto', 'habilitacao', 'ultrapassagem'] },
  premises: ['infraction.code'],
  evidence: ['infraction.agentId'],
  check: () => notShown(true),
  notShown: (facts) => {
    const { conduct } = observed(facts);
    const agent = maybe(facts.infraction.agentId);
    // Art. 280 V asks for the agent's identification; the description is what makes the agent's
    // declaration (§ 2º) a proof of the conduct, not a requirement of inciso V.
    const proof =
      'a infração se comprova pela declaração do agente (art. 280, § 2º, do CTB), que só serve de prova se descrever a conduta observada e as circunstâncias que lhe permitiram constatá-la.';
    const duty = agent
      ? `O auto identifica o agente (matrícula ${agent}). Não havendo registro por equipamento, ${proof}`
      : `O auto lavrado por agente deve identificá-lo (art. 280, V, do CTB), e, não havendo registro por equipamento, ${proof}`;
    return [
      `O auto imputa a conduta de ${conduct}. ${duty} Requer-se a juntada do auto original, com essa descrição, e de eventual registro em imagem; sem ela, o auto é inconsistente (art. 281, § 1º, I, do CTB).`,
    ];
  },
  request: {
    notShown: (facts) => ({
      text: maybe(facts.infraction.agentId)
        ? 'a juntada do auto de infração original, com a descrição da conduta observada;'
        : 'a juntada do auto de infração original, com a descrição da conduta observada e a identificação do agente autuador;',
      evidence: true,
    }),
  },
  sources: ['ctb_280', 'ctb_281', 'ctb_252', 'ctb_167', 'ctb_162'],
  markers: [/art(igo)?\.?\s*252\b/, /art(igo)?\.?\s*167\b/, /art(igo)?\.?\s*162\b/],
});

const SIGNAGE_CASE = {
  estacionamento:
    'A proibição de estacionar imputada depende de sinalização regulamentar (placa de regulamentação e marcas no pavimento) visível ao condutor no trecho',
  ultrapassagem:
    'A proibição de ultrapassar depende da marcação longitudinal contínua e das placas de regulamentação, nítidas e conservadas no trecho',
} as const;

export const sinalizacao = rule({
  id: 'sinalizacao',
  title: 'DA SINALIZAÇÃO DO LOCAL',
  requirement: {
    text: 'A proibição sinalizada existia, era visível e regulamentar no local, na data e na hora do auto.',
    cite: 'art. 90 do CTB',
  },
  scope: { kinds: ALL_TRAFFIC, families: ['estacionamento', 'ultrapassagem'] },
  premises: ['infraction.code'],
  check: (facts) => {
    const family = certainFamily(facts);
    return family && family in SIGNAGE_CASE
      ? notShown(SIGNAGE_CASE[family as keyof typeof SIGNAGE_CASE])
      : MET;
  },
  notShown: (facts, what) => [
    `${what}${atPlace(facts)}. Nos termos do art. 90 do CTB, não serão aplicadas as sanções por inobservância à sinalização quando esta for insuficiente ou incorreta, e responde por ela o órgão com circunscrição sobre a via (§ 1º). Requer-se a comprovação de que a sinalização existia e era visível e regulamentar no local, na data e na hora indicados no auto.`,
  ],
  request: {
    notShown: {
      text: 'a comprovação da sinalização regulamentar do local, na data e na hora da infração (art. 90 do CTB);',
      evidence: true,
    },
  },
  sources: ['ctb_90'],
  markers: [/art(igo)?\.?\s*90\b/],
});
