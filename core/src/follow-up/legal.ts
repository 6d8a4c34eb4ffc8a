/**
 * The rules of the CTB that the after-the-appeal texts rely on, quoted from the law's current text and
 * marked with where each came from. Source: Lei nº 9.503/1997 as published on planalto.gov.br
 * (https://www.planalto.gov.br/ccivil_03/leis/l9503.htm), read in the copy parsed as
 * `luccazovedi/PMSP` data/ctb.json (commit 1bed8e19, fonteSha256 b44b4c9c…5734, generated 2026-07-10),
 * checked on 2026-11-25. Texts the CTB leaves to the agency (the identification form's attachments and
 * signatures) come from LEGAL.md and say so.
 */
export interface LegalRule {
  /** How the texts cite it. */
  cite: string;
  /** The provision, verbatim (current wording). */
  text: string;
  /** The law that gave it this wording, when amended. */
  wording?: string;
  source: 'CTB (planalto.gov.br)' | 'LEGAL.md';
}

const ctb = (cite: string, text: string, wording?: string): LegalRule => ({
  cite,
  text,
  ...(wording ? { wording } : {}),
  source: 'CTB (planalto.gov.br)',
});

export const CTB_RULES = {
  /** Who answers for an infraction committed while driving: the driver. */
  art257_3: ctb(
    'art. 257, § 3º, do CTB',
    'Ao condutor caberá a responsabilidade pelas infrações decorrentes de atos praticados na direção do veículo.',
  ),
  /** The driver identification: 30 days from the notice of autuação, in the form CONTRAN sets. */
  art257_7: ctb(
    'art. 257, § 7º, do CTB',
    'Quando não for imediata a identificação do infrator, o principal condutor ou o proprietário do veículo terá o prazo de 30 (trinta) dias, contado da notificação da autuação, para apresentá-lo, na forma em que dispuser o Contran, e, transcorrido o prazo, se não o fizer, será considerado responsável pela infração o principal condutor ou, em sua ausência, o proprietário do veículo.',
    'Lei nº 14.071/2020',
  ),
  /** A company owner that does not identify the driver gets a second fine of twice the first. */
  art257_8: ctb(
    'art. 257, § 8º, do CTB',
    'Após o prazo previsto no § 7º deste artigo, se o infrator não tiver sido identificado, e o veículo for de propriedade de pessoa jurídica, será lavrada nova multa ao proprietário do veículo, mantida a originada pela infração, cujo valor será igual a 2 (duas) vezes o da multa originária, garantidos o direito de defesa prévia e de interposição de recursos previstos neste Código, na forma estabelecida pelo Contran.',
    'Lei nº 14.229/2021',
  ),
  /** The identified driver gets the points. */
  art259_4: ctb(
    'art. 259, § 4º, do CTB',
    'Ao condutor identificado será atribuída pontuação pelas infrações de sua responsabilidade, nos termos previstos no § 3º do art. 257 deste Código, exceto aquelas: […]',
    'Lei nº 14.071/2020',
  ),
  /** Defesa prévia: judged by the traffic authority. */
  art281: ctb(
    'art. 281 do CTB',
    'A autoridade de trânsito, na esfera da competência estabelecida neste Código e dentro de sua circunscrição, julgará a consistência do auto de infração e aplicará a penalidade cabível.',
  ),
  /** The notice of autuação prints the defesa prévia deadline: at least 30 days from dispatch. */
  art281A: ctb(
    'art. 281-A do CTB',
    'Na notificação de autuação e no auto de infração, quando valer como notificação de autuação, deverá constar o prazo para apresentação de defesa prévia, que não será inferior a 30 (trinta) dias, contado da data de expedição da notificação.',
    'Lei nº 14.071/2020',
  ),
  /** The notice of penalty prints the appeal deadline: at least 30 days. */
  art282_4: ctb(
    'art. 282, § 4º, do CTB',
    'Da notificação deverá constar a data do término do prazo para apresentação de recurso pelo responsável pela infração, que não será inferior a trinta dias contados da data da notificação da penalidade.',
    'Lei nº 9.602/1998',
  ),
  /** The appeal is filed with the authority that imposed the penalty; suspensive effect. */
  art285: ctb(
    'art. 285 do CTB',
    'O recurso contra a penalidade imposta nos termos do art. 282 deste Código será interposto perante a autoridade que imputou a penalidade e terá efeito suspensivo.',
    'Lei nº 14.229/2021',
  ),
  /** A late appeal has no suspensive effect. */
  art285_1: ctb(
    'art. 285, § 1º, do CTB',
    'O recurso intempestivo ou interposto por parte ilegítima não terá efeito suspensivo.',
    'Lei nº 14.229/2021',
  ),
  /** A late appeal is archived. */
  art285_5: ctb('art. 285, § 5º, do CTB', 'O recurso intempestivo será arquivado.', 'Lei nº 14.229/2021'),
  /** The agency cannot require its own documents to accept a defence or appeal. */
  art285_4: ctb(
    'art. 285, § 4º, do CTB',
    'Na apresentação de defesa ou recurso, em qualquer fase do processo, para efeitos de admissibilidade, não serão exigidos documentos ou cópia de documentos emitidos pelo órgão responsável pela autuação.',
    'Lei nº 14.071/2020',
  ),
  /** The JARI judges within 24 months of receiving the appeal. */
  art285_6: ctb(
    'art. 285, § 6º, do CTB',
    'O recurso de que trata o caput deste artigo deverá ser julgado no prazo de 24 (vinte e quatro) meses, contado do recebimento do recurso pelo órgão julgador.',
    'Lei nº 14.229/2021',
  ),
  /** Filing at the traffic agency of one's home when the infraction happened elsewhere. */
  art287: ctb(
    'art. 287 do CTB',
    'Se a infração for cometida em localidade diversa daquela do licenciamento do veículo, o recurso poderá ser apresentado junto ao órgão ou entidade de trânsito da residência ou domicílio do infrator.',
  ),
  /** Second instance: 30 days from the JARI decision. */
  art288: ctb(
    'art. 288 do CTB',
    'Das decisões da JARI cabe recurso a ser interposto, na forma do artigo seguinte, no prazo de trinta dias contado da publicação ou da notificação da decisão.',
  ),
  /** Who judges the second instance. */
  art289: ctb(
    'art. 289 do CTB',
    'I - tratando-se de penalidade imposta por órgão ou entidade da União, por colegiado especial integrado pelo Coordenador-Geral da Jari, pelo Presidente da Junta que apreciou o recurso e por mais um Presidente de Junta; II - tratando-se de penalidade imposta por órgão ou entidade de trânsito estadual, municipal ou do Distrito Federal, pelos CETRAN E CONTRANDIFE, respectivamente.',
    'Lei nº 14.071/2020',
  ),
  /** Suspension: decided by the competent traffic authority after a defence. */
  art265: ctb(
    'art. 265 do CTB',
    'As penalidades de suspensão do direito de dirigir e de cassação do documento de habilitação serão aplicadas por decisão fundamentada da autoridade de trânsito competente, em processo administrativo, assegurado ao infrator amplo direito de defesa.',
  ),
} as const satisfies Record<string, LegalRule>;

/** What agencies' identification forms ask for: the CTB leaves the form to CONTRAN (art. 257 § 7º). */
export const IDENTIFICATION_PRACTICE: LegalRule = {
  cite: 'LEGAL.md, "After the first appeal"',
  text: 'The owner names the real driver within the deadline printed on the notice of autuação, with the driver’s signature, CNH and the owner’s signature; after it, the points go to the named driver. Form and attachments follow the agency’s instructions printed on the notice.',
  source: 'LEGAL.md',
};
