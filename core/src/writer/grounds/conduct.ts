/** Grounds on how the conduct was proven: red light, phone, licence, overtaking, signage. */
import { ALL_TRAFFIC, rule } from './types';
import { certainFamily } from './classify';

export const semaforo = rule({
  id: 'semaforo',
  title: 'DO REGISTRO DO AVANÇO DE SINAL',
  scope: { kinds: ALL_TRAFFIC, families: ['semaforo'] },
  premises: ['infraction.code'],
  condition: () => true,
  text: () => [
    'A infração do art. 208 do CTB exige prova de que o veículo transpôs a linha de retenção com o semáforo na fase vermelha. Quando o registro é feito por equipamento, este deve ser aprovado e verificado na forma da regulamentação do CONTRAN, e as imagens devem mostrar a fase do semáforo e a posição do veículo; quando feito por agente, o auto deve descrever a situação observada.',
    'Requer-se a juntada das imagens ou da descrição detalhada do agente, bem como da comprovação de funcionamento regular do semáforo na data e na hora do auto.',
  ],
  sources: ['ctb_208', 'ctb_280'],
  markers: [/art(igo)?\.?\s*208\b/],
});

export const celularProva = rule({
  id: 'celular_prova',
  title: 'DA AUSÊNCIA DE DESCRIÇÃO E DE PROVA DO USO DO CELULAR',
  scope: { kinds: ALL_TRAFFIC, families: ['celular'] },
  premises: ['infraction.code'],
  condition: () => true,
  text: () => [
    'A infração do art. 252 do CTB só se configura se o condutor estiver efetivamente utilizando, segurando ou manuseando o telefone celular na condução do veículo. O auto precisa descrever a conduta observada e as circunstâncias que permitiram ao agente constatá-la, com a identificação do agente autuador (art. 280, V, do CTB).',
    'Requer-se a juntada do auto original com a descrição da conduta e de eventual registro de imagem. Sem elementos mínimos que demonstrem a conduta, prevalece a dúvida em favor do autuado.',
  ],
  sources: ['ctb_252', 'ctb_280'],
  markers: [/art(igo)?\.?\s*252\b/],
});

export const habilitacaoAbordagem = rule({
  id: 'habilitacao_abordagem',
  title: 'DA IDENTIFICAÇÃO DO CONDUTOR',
  scope: { kinds: ALL_TRAFFIC, families: ['habilitacao'] },
  premises: ['infraction.code'],
  condition: () => true,
  text: () => [
    'A infração de dirigir sem habilitação (art. 162 do CTB) é do condutor e só pode ser constatada com a sua abordagem e identificação no momento da fiscalização. O auto deve trazer a identificação do condutor abordado, com seus dados e a descrição da situação verificada (art. 280, IV, do CTB).',
    'Sem a identificação do condutor no auto, a autuação é irregular e deve ser arquivada (art. 281, § 1º, I, do CTB). Sendo outro o condutor, cabe a sua indicação na forma do art. 257, § 7º, do CTB.',
  ],
  sources: ['ctb_162', 'ctb_280', 'ctb_281', 'ctb_257'],
  markers: [/art(igo)?\.?\s*162\b/],
});

export const ultrapassagemProva = rule({
  id: 'ultrapassagem_prova',
  title: 'DA DESCRIÇÃO DA MANOBRA DE ULTRAPASSAGEM',
  scope: { kinds: ALL_TRAFFIC, families: ['ultrapassagem'] },
  premises: ['infraction.code'],
  condition: () => true,
  text: () => [
    'A autuação por ultrapassagem proibida exige que o auto descreva a manobra observada e o ponto exato em que teria ocorrido, pois a proibição depende das condições do trecho (faixa contínua, curva, ponte, aclive, interseção).',
    'Requer-se a juntada do auto original com essa descrição e de eventual registro de imagem.',
  ],
  sources: ['ctb_280'],
});

const SIGNAGE_CASE = {
  semaforo:
    'No caso, a sinalização semafórica e as placas do cruzamento devem estar visíveis e em funcionamento regular.',
  estacionamento:
    'A proibição de estacionar depende de sinalização regulamentar (placas de regulamentação e marcas no pavimento) visível ao condutor no trecho; sem ela, não se configura a infração.',
  ultrapassagem:
    'A proibição de ultrapassar depende da marcação longitudinal contínua e das placas de regulamentação, que devem estar nítidas e conservadas no trecho.',
} as const;

export const sinalizacao = rule({
  id: 'sinalizacao',
  title: 'DA SINALIZAÇÃO',
  scope: { kinds: ALL_TRAFFIC, families: ['semaforo', 'estacionamento', 'ultrapassagem'] },
  premises: ['infraction.code'],
  condition: (facts) => {
    const family = certainFamily(facts);
    return family && family in SIGNAGE_CASE ? SIGNAGE_CASE[family as keyof typeof SIGNAGE_CASE] : undefined;
  },
  text: (_facts, what) => [
    `Nos termos do art. 90 do CTB, não serão aplicadas as sanções previstas no Código por inobservância à sinalização quando esta for insuficiente ou incorreta. ${what}`,
    'Cabe ao órgão autuador comprovar que a sinalização existia, estava visível e era regulamentar no local, na data e na hora indicados no auto. Requer-se a juntada dessa comprovação.',
  ],
  sources: ['ctb_90'],
  markers: [/art(igo)?\.?\s*90\b/],
});
