/** Racing, unauthorised events (arts. 173–174) and dangerous manoeuvres (art. 175): the auto must describe the conduct. */
import { certainRow } from '../classify';
import { ALL_KINDS, notShown, PROCESS, rule } from '../types';

const CLOSING =
  'Sem essa descrição não há como exercer a defesa, e o auto inconsistente deve ser arquivado (art. 281, § 1º, I, do CTB). Requer-se a juntada do auto original e de eventuais registros em imagem ou vídeo.';

/** What both rules request when the auto does not show the conduct: the original with its records. */
const DESCRIPTION_REQUEST = {
  notShown: {
    text: 'a juntada do auto original com a descrição da conduta e dos registros em imagem ou vídeo;',
    evidence: true,
  },
};

export const corridaDescricao = rule({
  id: 'corrida_descricao',
  title: 'DA DESCRIÇÃO DA DISPUTA OU DO EVENTO',
  requirement: {
    text: 'O auto descreve a disputa (veículos, outro participante, trecho) ou o evento sem permissão.',
    cite: 'arts. 173, 174 e 280, V, do CTB',
  },
  scope: { kinds: ALL_KINDS, families: ['corrida'], process: 'infracao_suspensiva' },
  premises: ['infraction.code', PROCESS],
  check: (facts) => notShown(certainRow(facts)?.artigo.startsWith('174') ? 'evento' : 'corrida'),
  notShown: (_facts, which) => [
    which === 'corrida'
      ? 'A infração do art. 173 do CTB, disputar corrida, pressupõe a disputa entre veículos na via. O auto deve descrever a conduta observada: os veículos envolvidos e a identificação do outro participante, o trecho percorrido e as circunstâncias que permitiram ao agente constatar a disputa, com a identificação do agente autuador (art. 280, V, do CTB).'
      : 'A infração do art. 174 do CTB exige que se promova competição, evento organizado, exibição ou demonstração de perícia em manobra de veículo na via, ou que dele se participe como condutor, sem permissão da autoridade de trânsito com circunscrição sobre a via. O auto deve descrever o evento, a participação do condutor e a falta da permissão, com a identificação do agente autuador (art. 280, V, do CTB).',
    CLOSING,
  ],
  request: DESCRIPTION_REQUEST,
  sources: ['ctb_173_175', 'ctb_280', 'ctb_281'],
  markers: [/\barts?\.?\s*17[34]\b/],
});

export const manobraDescricao = rule({
  id: 'manobra_descricao',
  title: 'DA DESCRIÇÃO DA MANOBRA PERIGOSA',
  requirement: {
    text: 'O auto descreve qual manobra perigosa foi observada (arrancada brusca, derrapagem, frenagem com deslizamento), onde e como.',
    cite: 'arts. 175 e 280, V, do CTB',
  },
  scope: { kinds: ALL_KINDS, families: ['manobra'], process: 'infracao_suspensiva' },
  premises: ['infraction.code', PROCESS],
  check: () => notShown(true),
  notShown: () => [
    'O art. 175 do CTB pune quem se utiliza de veículo para demonstrar ou exibir manobra perigosa, mediante arrancada brusca, derrapagem ou frenagem com deslizamento ou arrastamento de pneus. O auto deve descrever qual dessas condutas foi observada, onde e como, com a identificação do agente autuador (art. 280, V, do CTB); a referência genérica a direção perigosa não basta para o enquadramento.',
    CLOSING,
  ],
  request: DESCRIPTION_REQUEST,
  sources: ['ctb_173_175', 'ctb_280', 'ctb_281'],
  markers: [/\barts?\.?\s*175\b/],
});
