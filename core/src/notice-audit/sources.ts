/**
 * The law the audit cites, and where each provision was checked against its current text ("law you
 * cite is law you checked"). A rule names the sources it rests on (rule.sources); a test checks that
 * every citation the writer prints is one of these. Adding a citation means checking it first and
 * recording it here. What could not be verified (Res. CONTRAN 900/2022 and 918/2022 texts, whether
 * Res. 723/2018 is still in force, the STJ precedent on Lei 9.873/1999) is listed in docs/writer.md
 * and never printed.
 */

export interface LegalSource {
  /** How the petition cites it. */
  cite: string;
  /** The provisions relied on, in brief. */
  provisions: string;
  /** The current wording of the passages the audit relies on, as read. */
  wording?: string;
  /** Where the current text was read, and when. */
  checked: readonly { where: string; on: string }[];
  /** Citation keys this source covers (see citationKeys in writer/markers.ts): "ctb:281", "lei:9873/1999". */
  keys: readonly string[];
}

/** The day every entry below was read again (issue 24). */
export const CHECKED_ON = '2026-11-27';

const CTB = {
  where:
    'planalto.gov.br/ccivil_03/leis/l9503.htm (texto compilado), lido na cópia luccazovedi/PMSP data/ctb.json (commit 250af5f, gerado em 2026-07-18 da fonte oficial, fonteSha256 2ada1693…), dispositivos marcados "vigente"',
  on: CHECKED_ON,
};
const CATALOGUE = {
  where:
    'core/data/infracoes-ctb.json (código, artigo, gravidade, multiplicador, pontos e valor; valores conferidos com o art. 258)',
  on: CHECKED_ON,
};

export const LEGAL_SOURCES = {
  ctb_competence: {
    cite: 'arts. 21, 22, 24, 24-A e 25 do CTB',
    provisions:
      'competências: 22, V e VI, exclui do órgão estadual as infrações de competência privativa municipal do art. 24, § 4º (arts. 95, 181, 182, 183, 218, 219, 231, V e X, 245, 246 e 279-A); 22, § 2º, privativas estaduais (165-D, 233, 240–243, 330 § 5º); 24-A: concorrência no mais, e as privativas podem ser delegadas pelo convênio do art. 25 (Lei nº 14.599/2023)',
    wording:
      'Art. 24, § 4º: "Compete privativamente aos órgãos e entidades executivos de trânsito dos Municípios, no âmbito de sua circunscrição, executar a fiscalização de trânsito, autuar e aplicar as medidas administrativas e penalidades previstas nos arts. 95, 181, 182, 183, 218 e 219, nos incisos V e X do caput do art. 231 e nos arts. 245, 246 e 279-A deste Código." Art. 24-A, parágrafo único: "As competências privativas previstas no § 2º do art. 22 e no § 4º do art. 24 podem ser delegadas por meio do convênio de que trata o art. 25 deste Código."',
    checked: [CTB],
    // The articles art. 24 § 4º lists are quoted with it.
    keys: [
      'ctb:21',
      'ctb:22',
      'ctb:24',
      'ctb:24-A',
      'ctb:25',
      'ctb:95',
      'ctb:181',
      'ctb:182',
      'ctb:183',
      'ctb:219',
    ],
  },
  ctb_90: {
    cite: 'art. 90 do CTB',
    provisions:
      'sanções não aplicadas quando a sinalização for insuficiente ou incorreta; § 1º responsabilidade do órgão com circunscrição sobre a via',
    wording:
      '"Não serão aplicadas as sanções previstas neste Código por inobservância à sinalização quando esta for insuficiente ou incorreta."',
    checked: [CTB],
    keys: ['ctb:90'],
  },
  ctb_162: {
    cite: 'art. 162 do CTB',
    provisions:
      'dirigir sem possuir CNH/PPD/ACC (código 501-00 = art. 162, I): gravíssima, multa (três vezes)',
    checked: [CTB, CATALOGUE],
    keys: ['ctb:162'],
  },
  ctb_165: {
    cite: 'art. 165 do CTB',
    provisions:
      'dirigir sob influência de álcool: gravíssima, multa (dez vezes) e suspensão por doze meses (Lei nº 12.760/2012); parágrafo único: multa em dobro na reincidência em doze meses',
    checked: [CTB, CATALOGUE],
    keys: ['ctb:165'],
  },
  ctb_165A: {
    cite: 'art. 165-A do CTB',
    provisions:
      'recusa a teste, exame clínico, perícia ou outro procedimento do art. 277: gravíssima, multa (dez vezes), suspensão por doze meses (Lei nº 13.281/2016)',
    checked: [CTB, CATALOGUE],
    keys: ['ctb:165-A'],
  },
  ctb_167: {
    cite: 'art. 167 do CTB',
    provisions: 'deixar o condutor ou passageiro de usar o cinto de segurança: grave, multa',
    checked: [CTB, CATALOGUE],
    keys: ['ctb:167'],
  },
  ctb_173_175: {
    cite: 'arts. 173, 174 e 175 do CTB',
    provisions:
      '173 disputar corrida; 174 promover ou participar de competição, evento, exibição sem permissão; 175 manobra perigosa mediante arrancada brusca, derrapagem ou frenagem com deslizamento ou arrastamento de pneus; gravíssimas, multa (dez vezes, em dobro na reincidência) e suspensão (Lei nº 12.971/2014)',
    checked: [CTB, CATALOGUE],
    keys: ['ctb:173', 'ctb:174', 'ctb:175'],
  },
  ctb_208: {
    cite: 'art. 208 do CTB',
    provisions:
      'avançar o sinal vermelho do semáforo ou o de parada obrigatória (Lei nº 14.071/2020): gravíssima',
    checked: [CTB, CATALOGUE],
    keys: ['ctb:208'],
  },
  ctb_218: {
    cite: 'art. 218 do CTB',
    provisions:
      'velocidade "medida por instrumento ou equipamento hábil": I até 20% média; II mais de 20% até 50% grave; III mais de 50% gravíssima, multa (três vezes) e suspensão (Lei nº 14.071/2020)',
    checked: [CTB, CATALOGUE],
    keys: ['ctb:218'],
  },
  ctb_252: {
    cite: 'art. 252 do CTB',
    provisions:
      'V com apenas uma das mãos; VI fones nos ouvidos ou telefone celular (média); parágrafo único: a hipótese do inciso V é gravíssima se o condutor estiver segurando ou manuseando telefone celular (Lei nº 13.281/2016)',
    wording:
      'Parágrafo único: "A hipótese prevista no inciso V caracterizar-se-á como infração gravíssima no caso de o condutor estar segurando ou manuseando telefone celular."',
    checked: [CTB, CATALOGUE],
    keys: ['ctb:252'],
  },
  ctb_257: {
    cite: 'art. 257, § 7º, do CTB',
    provisions:
      'identificação do condutor infrator em trinta dias da notificação da autuação (Lei nº 14.071/2020)',
    checked: [CTB],
    keys: ['ctb:257'],
  },
  ctb_258_259: {
    cite: 'arts. 258 e 259 do CTB',
    provisions:
      '258: gravíssima R$ 293,47; grave R$ 195,23; média R$ 130,16; leve R$ 88,38 (Lei nº 13.281/2016), § 2º multa agravada pelo fator do próprio artigo; 259: gravíssima sete pontos, grave cinco, média quatro, leve três',
    checked: [CTB, CATALOGUE],
    keys: ['ctb:258', 'ctb:259'],
  },
  ctb_261: {
    cite: 'art. 261 do CTB',
    provisions:
      'I: 20 pontos com duas ou mais gravíssimas, 30 com uma, 40 com nenhuma, em doze meses (Lei nº 14.071/2020); II: infrações que preveem de forma específica a suspensão; § 5º: quem exerce atividade remunerada ao veículo é suspenso ao atingir o limite da alínea c (40), independentemente da natureza das infrações; § 10: o processo do inciso II é instaurado concomitantemente ao da multa, ambos do órgão responsável pela multa',
    wording:
      '§ 10: "O processo de suspensão do direito de dirigir a que se refere o inciso II do caput deste artigo deverá ser instaurado concomitantemente ao processo de aplicação da penalidade de multa, e ambos serão de competência do órgão ou entidade responsável pela aplicação da multa, na forma definida pelo Contran."',
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
    provisions: 'advertência por escrito à infração leve ou média (Lei nº 14.071/2020)',
    wording:
      '"Deverá ser imposta a penalidade de advertência por escrito à infração de natureza leve ou média, passível de ser punida com multa, caso o infrator não tenha cometido nenhuma outra infração nos últimos 12 (doze) meses."',
    checked: [CTB],
    keys: ['ctb:267'],
  },
  ctb_276_277: {
    cite: 'arts. 276 e 277 do CTB',
    provisions:
      '276, parágrafo único: margens de tolerância disciplinadas pelo Contran quando apurada por aparelho de medição, observada a legislação metrológica; 277: teste, exame clínico, perícia ou outro procedimento na forma do Contran (Lei nº 14.599/2023); § 2º sinais de alteração da capacidade psicomotora; § 3º recusa → art. 165-A',
    checked: [CTB],
    keys: ['ctb:276', 'ctb:277'],
  },
  ctb_280: {
    cite: 'art. 280 do CTB',
    provisions:
      'I tipificação; II local, data e hora; III placa, marca e espécie; IV prontuário do condutor, sempre que possível; V órgão e agente ou equipamento; VI assinatura do infrator, sempre que possível, "valendo esta como notificação do cometimento da infração"; § 2º comprovação por meio previamente regulamentado pelo CONTRAN; § 3º autuação sem flagrante',
    checked: [CTB],
    keys: ['ctb:280'],
  },
  ctb_281: {
    cite: 'arts. 281 e 281-A do CTB',
    provisions:
      '281 § 1º: arquivamento se I inconsistente ou irregular, II notificação da autuação não expedida em trinta dias; § 2º (Lei nº 14.304/2022): na suspensão, o prazo conta da instauração do processo; 281-A: prazo de defesa prévia não inferior a trinta dias da expedição, na notificação e no auto quando valer como notificação (Lei nº 14.071/2020)',
    wording:
      '281-A: "Na notificação de autuação e no auto de infração, quando valer como notificação de autuação, deverá constar o prazo para apresentação de defesa prévia, que não será inferior a 30 (trinta) dias, contado da data de expedição da notificação."',
    checked: [CTB],
    keys: ['ctb:281', 'ctb:281-A', 'lei:14304/2022'],
  },
  ctb_282: {
    cite: 'art. 282, §§ 4º, 6º, 6º-A e 7º, do CTB',
    provisions:
      '§ 4º prazo de recurso não inferior a trinta dias da notificação da penalidade; § 6º notificação da penalidade em 180 dias ou, com defesa prévia, 360, contados (I) da infração; § 6º-A autuação não em flagrante: da data do conhecimento pelo órgão; § 7º descumprimento: decadência (Lei nº 14.229/2021)',
    wording:
      '§ 6º: "O prazo para expedição das notificações das penalidades previstas no art. 256 deste Código é de 180 (cento e oitenta) dias ou, se houver interposição de defesa prévia, de 360 (trezentos e sessenta) dias, contado: I - no caso das penalidades previstas nos incisos I e II do caput do art. 256 deste Código, da data do cometimento da infração;" § 7º: "O descumprimento dos prazos previstos no § 6º deste artigo implicará a decadência do direito de aplicar a respectiva penalidade."',
    checked: [CTB],
    keys: ['ctb:282'],
  },
  ctb_284: {
    cite: 'art. 284, § 1º, do CTB',
    provisions:
      'pagamento por 60% com a opção, no sistema de notificação eletrônica, por não apresentar defesa prévia nem recurso',
    checked: [CTB],
    keys: ['ctb:284'],
  },
  ctb_285_286: {
    cite: 'arts. 285 e 286 do CTB',
    provisions:
      '285: recurso contra a penalidade, perante a autoridade que a impôs, com efeito suspensivo; § 1º intempestivo ou por parte ilegítima: sem efeito suspensivo; § 5º "O recurso intempestivo será arquivado." (Lei nº 14.229/2021); 286: recurso sem recolhimento da multa',
    checked: [CTB],
    keys: ['ctb:285', 'ctb:286'],
  },
  ctb_288: {
    cite: 'art. 288 do CTB',
    provisions:
      'das decisões da JARI cabe recurso no prazo de trinta dias contado da publicação ou da notificação da decisão; § 1º interposto pelo responsável pela infração, da decisão de não provimento',
    checked: [CTB],
    keys: ['ctb:288'],
  },
  ctb_289: {
    cite: 'art. 289 do CTB',
    provisions:
      'quem julga o recurso contra a decisão da JARI: I penalidade de órgão da União, colegiado especial; II órgão estadual, municipal ou do Distrito Federal, CETRAN e CONTRANDIFE (Lei nº 14.071/2020)',
    checked: [
      CTB,
      {
        where:
          'aprovadetran.com.br/ctb/cap18/art289 (cópia do texto compilado, "Redação dada pela Lei nº 14.071, de 2020")',
        on: '2026-11-25',
      },
    ],
    keys: ['ctb:289'],
  },
  stj_312: {
    cite: 'Súmula 312 do STJ',
    provisions: 'processo de multa de trânsito exige as notificações da autuação e da aplicação da pena',
    wording:
      '"No processo administrativo para imposição de multa de trânsito, são necessárias as notificações da autuação e da aplicação da pena decorrente da infração."',
    checked: [
      {
        where: 'jurishand.com/sumula-stj-312-de-23-maio-2005 (enunciado, Primeira Seção, DJ 23/05/2005)',
        on: CHECKED_ON,
      },
      {
        where: 'epage.pub/doc/sumula-312-do-stj-wk7qe2q75j (enunciado e precedentes originários)',
        on: CHECKED_ON,
      },
    ],
    keys: ['sumula:312'],
  },
  lei_9873: {
    cite: 'Lei nº 9.873/1999',
    provisions:
      'art. 1º: cinco anos para a ação punitiva da Administração Pública Federal, direta e indireta, no exercício do poder de polícia, da data da prática do ato: argued only for federal agencies (PRF, DNIT, ANTT); § 1º: três anos de paralisação; art. 2º: causas de interrupção (the argument leaves them to the agency to show, never claims none happened)',
    wording:
      'art. 1º: "Prescreve em cinco anos a ação punitiva da Administração Pública Federal, direta e indireta, no exercício do poder de polícia, objetivando apurar infração à legislação em vigor, contados da data da prática do ato ou, no caso de infração permanente ou continuada, do dia em que tiver cessado." art. 2º: "Interrompe-se a prescrição […]"',
    checked: [
      {
        where: 'planalto.gov.br/ccivil_03/leis/l9873.htm (arts. 1º, 1º-A and the head of 2º)',
        on: CHECKED_ON,
      },
      {
        where: 'jus.com.br/artigos/22826 (art. 1º: Administração Pública Federal, direta ou indireta)',
        on: CHECKED_ON,
      },
      {
        where: 'grancursosonline (questão 390375: ementa da Lei 9.873/1999, "Administração Pública Federal")',
        on: CHECKED_ON,
      },
      { where: 'LEGAL.md "Corrections" (planalto.gov.br/ccivil_03/leis/l9873.htm, art. 1º)', on: CHECKED_ON },
    ],
    keys: ['lei:9873/1999'],
  },
  lei_9503: {
    cite: 'Lei nº 9.503/1997 (CTB)',
    provisions: 'o Código de Trânsito Brasileiro',
    checked: [CTB],
    keys: ['lei:9503/1997'],
  },
  amending_laws: {
    cite: 'Leis nº 14.071/2020, nº 14.229/2021 e nº 14.599/2023',
    provisions:
      'redações dos arts. 261, I, 267 e 281-A (14.071), 282, §§ 6º, 6º-A e 7º, e 285 (14.229), 22, V e VI, 24, § 4º, e 24-A (14.599), conforme as notas do texto compilado',
    checked: [CTB],
    keys: ['lei:14071/2020', 'lei:14229/2021', 'lei:14599/2023'],
  },
  contran_798: {
    cite: 'Resolução CONTRAN nº 798/2020',
    provisions:
      'medidores de velocidade: art. 3º, I, medidor fixo sinalizado por placa R-19; art. 4º, I, modelo aprovado pelo INMETRO, verificação metrológica inicial e periódica "de acordo com a regulamentação técnica metrológica vigente" (redação da Res. 804/2020); art. 9º (redação da Res. 804/2020): o AIT e a notificação de autuação "devem conter a imagem com a placa do veículo", e o órgão dá publicidade da relação dos medidores; velocidade considerada = medida menos 7 km/h até 100 km/h, 7% acima',
    wording:
      'Art. 9º (Res. 804/2020): "Para sua consistência e regularidade, o auto de infração de trânsito (AIT) e a notificação de autuação (NA), além do disposto no CTB e na legislação complementar, devem conter a imagem com a placa do veículo."',
    checked: [
      {
        where:
          'asmetro.org.br/portalsn/2020/11/24 (texto da Res. 804/2020, que altera os arts. 4º e 9º da 798)',
        on: CHECKED_ON,
      },
      {
        where: 'pt.scribd.com/document/630926642 (texto da Res. 798/2020, arts. 1º a 3º, placa R-19)',
        on: CHECKED_ON,
      },
      {
        where: 'uol.com.br/carros 2025-05-30 (Res. 798 vigente; 7 km/h até 100, 7% acima)',
        on: '2026-11-25',
      },
      {
        where: 'uol.com.br/carros 2025-08-16 e g1 2022-02-08 (verificação periódica anual pelo INMETRO)',
        on: '2026-11-25',
      },
    ],
    keys: ['res:798/2020', 'res:804/2020'],
  },
  contran_920: {
    cite: 'Resolução CONTRAN nº 920/2022',
    provisions:
      'sistemas automáticos não metrológicos (avanço de sinal e outros): art. 3º conformidade do modelo avaliada pelo INMETRO e requisitos mínimos do órgão máximo executivo da União; art. 5º a imagem deve permitir a identificação do veículo e registrar a placa, o dia e o horário; revogou a Res. 165/2004',
    checked: [
      {
        where:
          'legisweb.com.br/legislacao/?legislacao=429692 (texto da Res. 920, de 28/03/2022, DOU 01/04/2022)',
        on: CHECKED_ON,
      },
      {
        where: 'mestresdotransito.com.br (Res. 165/2004 "revogada pela Resolução CONTRAN 920/2022")',
        on: CHECKED_ON,
      },
    ],
    keys: ['res:920/2022'],
  },
  contran_432: {
    cite: 'Resolução CONTRAN nº 432/2013',
    provisions:
      'etilômetro: modelo aprovado e verificações do INMETRO, inclusive anual; art. 6º, II: infração do art. 165 com medição igual ou superior a 0,05 mg/L "descontado o erro máximo admissível" da tabela do Anexo I (0,032 mg/L até 0,40 mg/L; 8% até 2,00 mg/L; 30% acima)',
    wording:
      'Art. 6º, II: "teste de etilômetro com medição realizada igual ou superior a 0,05 miligrama de álcool por litro de ar alveolar expirado (0,05 mg/L), descontado o erro máximo admissível nos termos da \'Tabela de Valores Referenciais para Etilômetro\' constante no Anexo I"',
    checked: [
      {
        where: 'adepolrn.com.br/destaque-interno.php?id=404 (texto da Res. 432, de 23/01/2013)',
        on: CHECKED_ON,
      },
      { where: 'trabalhosfeitos.com (transcrição literal do art. 6º, II)', on: CHECKED_ON },
      { where: 'soprovas.com/questoes/2899798 (resumo: VC = MR − EMA; 0,032 / 8% / 30%)', on: CHECKED_ON },
      { where: 'blogdotidi (verificações do INMETRO inicial, eventual, em serviço e anual)', on: CHECKED_ON },
    ],
    keys: ['res:432/2013'],
  },
} as const satisfies Record<string, LegalSource>;

export type LegalSourceId = keyof typeof LEGAL_SOURCES;
