/**
 * The law the grounds cite, and where each provision was checked against its current text ("law you
 * cite is law you checked"). A rule names the sources it rests on (rule.sources); a test checks that
 * every citation the writer prints is one of these. Adding a citation means checking it first and
 * recording it here. What could not be verified is listed in docs/writer.md and never printed.
 */

export interface LegalSource {
  /** How the petition cites it. */
  cite: string;
  /** The provisions relied on, in brief. */
  provisions: string;
  /** Where the current text was read, and when. */
  checked: readonly { where: string; on: string }[];
  /** Citation keys this source covers (see citationKeys in markers.ts): "ctb:281", "lei:9873/1999". */
  keys: readonly string[];
}

const CTB = {
  where:
    'planalto.gov.br/ccivil_03/leis/l9503.htm (texto compilado, via luccazovedi/PMSP data/ctb.json, gerado em 2026-07-10, dispositivos "vigente")',
  on: '2026-11-25',
};
const CATALOGUE = { where: 'core/data/infracoes-ctb.json (artigo e gravidade por código)', on: '2026-11-25' };

export const LEGAL_SOURCES = {
  ctb_90: {
    cite: 'art. 90 do CTB',
    provisions:
      'sanções não aplicadas quando a sinalização for insuficiente ou incorreta; § 1º responsabilidade do órgão',
    checked: [CTB],
    keys: ['ctb:90'],
  },
  ctb_162: {
    cite: 'art. 162 do CTB',
    provisions: 'dirigir sem possuir CNH/PPD/ACC (código 501-00 = art. 162, I)',
    checked: [CTB, CATALOGUE],
    keys: ['ctb:162'],
  },
  ctb_165: {
    cite: 'art. 165 do CTB',
    provisions:
      'dirigir sob influência de álcool: gravíssima, multa (dez vezes) e suspensão por doze meses (Lei 12.760/2012)',
    checked: [CTB, CATALOGUE],
    keys: ['ctb:165'],
  },
  ctb_165A: {
    cite: 'art. 165-A do CTB',
    provisions:
      'recusa a teste, exame ou perícia do art. 277: gravíssima, multa (dez vezes), suspensão por doze meses (Lei 13.281/2016)',
    checked: [CTB, CATALOGUE],
    keys: ['ctb:165-A'],
  },
  ctb_173_175: {
    cite: 'arts. 173, 174 e 175 do CTB',
    provisions:
      '173 disputar corrida; 174 promover/participar de competição, evento, exibição sem permissão; 175 manobra perigosa mediante arrancada brusca, derrapagem ou frenagem com deslizamento ou arrastamento de pneus; todos com suspensão (Lei 12.971/2014)',
    checked: [CTB, CATALOGUE],
    keys: ['ctb:173', 'ctb:174', 'ctb:175'],
  },
  ctb_208: {
    cite: 'art. 208 do CTB',
    provisions: 'avançar o sinal vermelho do semáforo ou o de parada obrigatória (Lei 14.071/2020)',
    checked: [CTB, CATALOGUE],
    keys: ['ctb:208'],
  },
  ctb_218: {
    cite: 'art. 218 do CTB',
    provisions:
      'I até 20% média; II mais de 20% até 50% grave; III mais de 50% gravíssima, multa (três vezes) e suspensão',
    checked: [CTB, CATALOGUE],
    keys: ['ctb:218'],
  },
  ctb_252: {
    cite: 'art. 252 do CTB',
    provisions: 'VI fones/telefone celular; parágrafo único: segurando ou manuseando o celular, gravíssima',
    checked: [CTB, CATALOGUE],
    keys: ['ctb:252'],
  },
  ctb_257: {
    cite: 'art. 257, § 7º, do CTB',
    provisions:
      'identificação do condutor infrator em trinta dias da notificação da autuação (Lei 14.071/2020)',
    checked: [CTB],
    keys: ['ctb:257'],
  },
  ctb_261: {
    cite: 'art. 261 do CTB',
    provisions:
      'I: 20 pontos com 2+ gravíssimas, 30 com uma, 40 com nenhuma, em doze meses (Lei 14.071/2020); II: infrações que preveem suspensão; § 10: processo do inciso II instaurado com o da multa, pelo mesmo órgão',
    checked: [CTB],
    keys: ['ctb:261'],
  },
  ctb_265: {
    cite: 'art. 265 do CTB',
    provisions:
      'suspensão e cassação por decisão fundamentada, em processo administrativo, com amplo direito de defesa',
    checked: [CTB],
    keys: ['ctb:265'],
  },
  ctb_267: {
    cite: 'art. 267 do CTB',
    provisions:
      '"Deverá ser imposta" advertência por escrito à infração leve ou média se o infrator não cometeu nenhuma outra infração nos últimos doze meses (Lei 14.071/2020)',
    checked: [CTB],
    keys: ['ctb:267'],
  },
  ctb_276_277: {
    cite: 'arts. 276 e 277 do CTB',
    provisions:
      '276 parágrafo único: margens de tolerância disciplinadas pelo CONTRAN quando apurada por aparelho de medição, observada a legislação metrológica; 277: teste, exame, perícia na forma do CONTRAN; § 2º sinais de alteração da capacidade psicomotora; § 3º recusa → art. 165-A',
    checked: [CTB],
    keys: ['ctb:276', 'ctb:277'],
  },
  ctb_280: {
    cite: 'art. 280 do CTB',
    provisions:
      'I tipificação; II local, data e hora; III placa, marca e espécie; IV prontuário do condutor, sempre que possível; V órgão e agente ou equipamento; VI assinatura do infrator; § 2º comprovação por meio previamente regulamentado pelo CONTRAN',
    checked: [CTB],
    keys: ['ctb:280'],
  },
  ctb_281: {
    cite: 'arts. 281 e 281-A do CTB',
    provisions:
      '281 § 1º: arquivamento se I inconsistente ou irregular, II notificação da autuação não expedida em trinta dias; § 2º (Lei 14.304/2022): na suspensão, o prazo conta da instauração do processo; 281-A: prazo de defesa prévia não inferior a trinta dias da expedição (Lei 14.071/2020)',
    checked: [CTB],
    keys: ['ctb:281', 'ctb:281-A', 'lei:14304/2022'],
  },
  ctb_282: {
    cite: 'art. 282, §§ 6º e 7º, do CTB',
    provisions:
      'notificação da penalidade em cento e oitenta dias, ou trezentos e sessenta com defesa prévia, da data da infração (multa e advertência); descumprimento: decadência (Lei 14.229/2021)',
    checked: [CTB],
    keys: ['ctb:282'],
  },
  ctb_284: {
    cite: 'art. 284, § 1º, do CTB',
    provisions: 'pagamento por 60% com renúncia à defesa e ao recurso pelo sistema de notificação eletrônica',
    checked: [CTB],
    keys: ['ctb:284'],
  },
  ctb_285_286: {
    cite: 'arts. 285 e 286 do CTB',
    provisions:
      '285: recurso contra a penalidade tem efeito suspensivo (salvo intempestivo ou parte ilegítima) (Lei 14.229/2021); 286: recurso sem recolhimento da multa',
    checked: [CTB],
    keys: ['ctb:285', 'ctb:286'],
  },
  cf_5_LV: {
    cite: 'art. 5º, LV, da Constituição Federal',
    provisions: 'contraditório e ampla defesa em processo judicial ou administrativo',
    checked: [
      {
        where: 'planalto.gov.br/ccivil_03/constituicao/constituicao.htm (via luccazovedi/PMSP data/cf.json)',
        on: '2026-11-25',
      },
      { where: 'texto citado em vários repositórios públicos (find_string)', on: '2026-11-25' },
    ],
    keys: ['cf:5'],
  },
  stj_312: {
    cite: 'Súmula 312 do STJ',
    provisions: 'processo de multa de trânsito exige as notificações da autuação e da aplicação da pena',
    checked: [
      { where: 'jurishand.com/sumula-stj-312-de-23-maio-2005 (enunciado, DJ 23/05/2005)', on: '2026-11-25' },
      { where: 'epage.pub/doc/sumula-312-do-stj-wk7qe2q75j', on: '2026-11-25' },
    ],
    keys: ['sumula:312'],
  },
  lei_9873: {
    cite: 'Lei nº 9.873/1999',
    provisions:
      'art. 1º: cinco anos para a ação punitiva da Administração Pública Federal, da data do ato; § 1º prescrição do procedimento paralisado por mais de três anos',
    checked: [
      { where: 'brainscape.com (texto literal do art. 1º e § 1º)', on: '2026-11-25' },
      { where: 'besan.com.br/?p=6174; jus.com.br/artigos/22826', on: '2026-11-25' },
    ],
    keys: ['lei:9873/1999'],
  },
  lei_9503: {
    cite: 'Lei nº 9.503/1997 (CTB)',
    provisions: 'o Código de Trânsito Brasileiro',
    checked: [CTB],
    keys: ['lei:9503/1997'],
  },
  lei_14071_14229: {
    cite: 'Leis nº 14.071/2020 e nº 14.229/2021',
    provisions:
      'redações do art. 261, I (14.071) e do art. 282, § 6º (14.229), conforme as notas do texto compilado',
    checked: [CTB],
    keys: ['lei:14071/2020', 'lei:14229/2021'],
  },
  contran_798: {
    cite: 'Resolução CONTRAN nº 798/2020',
    provisions:
      'medidores de velocidade: modelo aprovado pelo INMETRO, verificação inicial e periódica (redação da Res. 804/2020: "de acordo com a regulamentação técnica metrológica vigente"), placa R-19, publicidade da relação de medidores; velocidade considerada = medida menos 7 km/h até 100 km/h, 7% acima',
    checked: [
      { where: 'asmetro.org.br/portalsn/?p=52443 (texto da Res. 798/2020)', on: '2026-11-25' },
      { where: 'asmetro.org.br (texto da Res. 804/2020, que altera a 798)', on: '2026-11-25' },
      {
        where: 'uol.com.br/carros 2025-05-30 (Res. 798 vigente; 7 km/h até 100, 7% acima)',
        on: '2026-11-25',
      },
      {
        where: 'autoesporte.globo.com 2023-09; intransito.com.br (Portaria INMETRO 115: 7 km/h / 7%)',
        on: '2026-11-25',
      },
      {
        where: 'uol.com.br/carros 2025-08-16 e g1 2022-02-08 (verificação periódica anual pelo INMETRO)',
        on: '2026-11-25',
      },
    ],
    keys: ['res:798/2020'],
  },
  contran_900: {
    cite: 'Resolução CONTRAN nº 900/2022',
    provisions: 'padronização da defesa prévia e dos recursos contra advertência e multa',
    checked: [
      {
        where:
          'iomat.mt.gov.br (Res. 034/2022 do CETRAN-MT cita a Res. CONTRAN 900, de 09/03/2022, e sua ementa)',
        on: '2026-11-25',
      },
      {
        where: 'lista de resoluções vigentes do edital 04/2026 de Campina Grande (conteúdo CONTRAN)',
        on: '2026-11-25',
      },
    ],
    keys: ['res:900/2022'],
  },
  contran_723: {
    cite: 'Resolução CONTRAN nº 723/2018',
    provisions: 'processo de suspensão e cassação (redação da Res. 844/2021)',
    checked: [
      {
        where: 'pt.scribd.com/document/699346796 (texto com as redações da Res. 844, de 09/04/2021)',
        on: '2026-11-25',
      },
      { where: 'saladetransito.com/processo-unico-de-suspensao-do-direito-de-dirigir', on: '2026-11-25' },
      {
        where: 'catálogo de fontes de 2026-09-23 (repositório público): "723/2018: suspensão/cassação"',
        on: '2026-11-25',
      },
    ],
    keys: ['res:723/2018'],
  },
} as const satisfies Record<string, LegalSource>;

export type LegalSourceId = keyof typeof LEGAL_SOURCES;
