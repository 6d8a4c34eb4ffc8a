/** The texts of the grounds and of the facts section, exactly, on the cases issue 14 names. */
import { findInfraction } from '@recurso/core/catalogue';
import type { Facts } from '@recurso/core/facts';
import {
  needsReview,
  neededForLabel,
  qualificationPaths,
  reviewRequests,
  statableFacts,
  ungroundedTokens,
  writeAppeal,
} from '@recurso/core/writer';
import {
  byPoints,
  doc,
  type Patch,
  suspensionNotice,
  trafficNotice,
  weakened,
  withFacts,
} from './facts-fixtures';

const signedOn = new Date(2026, 10, 22);
const write = (facts: Facts) => writeAppeal(facts, { signedOn });
const blocks = (text: string) => text.split('\n\n');
/** The paragraphs of the ground headed `title`. */
function section(text: string, title: string): string[] {
  const all = blocks(text);
  const start = all.findIndex((b) => b.endsWith(` – ${title}`));
  if (start < 0) throw new Error(`no section ${title}`);
  const end = all.findIndex((b, i) => i > start && /^(II\.\d+|III) – /.test(b));
  return all.slice(start + 1, end);
}
const clean = (facts: Facts, text: string) =>
  expect(ungroundedTokens(text, statableFacts(facts), { signedOn })).toEqual([]);

describe('the late notice (art. 281 § 1º II): infraction and issue dates, both certain, more than thirty days apart', () => {
  const late = { 'infraction.date': doc('2026-01-10'), 'notice.issueDate': doc('2026-02-25') };

  it('argues it on the dates printed', () => {
    const facts = trafficNotice(late);
    const out = write(facts);
    expect(out.grounds[0]).toBe('art281_prazo');
    expect(section(out.text, 'DA EXPEDIÇÃO DA NOTIFICAÇÃO APÓS O PRAZO DE TRINTA DIAS')).toEqual([
      'A infração teria ocorrido em 10/01/2026, e a notificação da autuação foi emitida em 25/02/2026, 46 dias depois, conforme datas impressas na própria notificação.',
      'O art. 281, § 1º, II, do Código de Trânsito Brasileiro determina que o auto de infração será arquivado e seu registro julgado insubsistente se, no prazo máximo de trinta dias, não for expedida a notificação da autuação. Ultrapassado esse prazo, o auto deve ser arquivado, independentemente do mérito.',
    ]);
    clean(facts, out.text);
  });

  it('a misread issue date: no such section, the date is a blank, and the review asks for it', () => {
    const facts = trafficNotice({ ...late, 'notice.issueDate': doc('2026-02-25', 0.6) });
    const out = write(facts);
    expect(out.grounds).not.toContain('art281_prazo');
    expect(out.text).not.toContain('TRINTA DIAS');
    expect(out.text).not.toContain('25/02/2026');
    expect(out.text).toContain(
      'A notificação foi emitida em [preencher: data de emissão da notificação], com prazo para manifestação até 30/04/2026.',
    );
    expect(reviewRequests(facts)).toContainEqual({
      path: 'notice.issueDate',
      reason: 'uncertain',
      blocking: true,
      neededFor: ['art281_prazo', 'art281A_prazo_defesa'],
    });
  });

  it('uses the dispatch date when printed, and never falls back to the issue date when it is uncertain', () => {
    const posted = trafficNotice({ ...late, 'notice.dispatchDate': doc('2026-02-27') });
    expect(section(write(posted).text, 'DA EXPEDIÇÃO DA NOTIFICAÇÃO APÓS O PRAZO DE TRINTA DIAS')[0]).toBe(
      'A infração teria ocorrido em 10/01/2026, e a notificação da autuação foi postada em 27/02/2026, 48 dias depois, conforme datas impressas na própria notificação.',
    );
    const doubtful = trafficNotice({ ...late, 'notice.dispatchDate': doc('2026-02-27', 0.4) });
    expect(write(doubtful).grounds).not.toContain('art281_prazo');
    expect(reviewRequests(doubtful).find((r) => r.path === 'notice.dispatchDate')?.blocking).toBe(true);
  });
});

describe('a fine names its owner and states only certain facts', () => {
  it('names the owner from the notice in the facts', () => {
    const out = write(trafficNotice());
    expect(blocks(out.text)).toContain(
      'Consta do Auto de Infração nº SP1234567, lavrado pelo(a) DETRAN-SP, que no dia 02/03/2026, às 14:35, no local Rua Augusta, 900, São Paulo/SP, o veículo de placa ABC1D23, registrado em nome de MARIA DA SILVA, teria cometido a infração de código 555-00 – "Estacionar em local/horário proibido especificamente pela sinalização" (art. 181, XVIII, do CTB).',
    );
  });

  it('an uncertain code: no description, no family grounds, no art. 267, and the review asks for it', () => {
    const base = trafficNotice();
    const facts = withFacts(base, { 'infraction.code': weakened(base, 'infraction.code') });
    const out = write(facts);
    expect(out.grounds).toEqual(['art280_requisitos']);
    expect(out.text).toContain('teria cometido a infração [preencher: código e descrição da infração].');
    expect(out.text).not.toContain('555-00');
    expect(reviewRequests(facts).find((r) => r.path === 'infraction.code')).toEqual({
      path: 'infraction.code',
      reason: 'uncertain',
      blocking: true,
      neededFor: ['sinalizacao', 'advertencia_art267'],
    });
  });

  it('an uncertain stage addresses both authorities and argues no stage-bound ground', () => {
    const base = trafficNotice({ stage: doc('jari') });
    const facts = withFacts(base, { stage: weakened(base, 'stage') });
    const out = write(facts);
    expect(out.kind).toBe('indefinida');
    expect(out.grounds).not.toContain('dupla_notificacao');
    expect(reviewRequests(facts).find((r) => r.path === 'stage')?.neededFor).toEqual([
      'art282_decadencia',
      'dupla_notificacao',
    ]);
    // The driver's word on the stage is certain.
    expect(writeAppeal(facts, { stage: 'jari' }).grounds).toContain('dupla_notificacao');
  });
});

const byInfraction = (code: string, patch: Patch = {}) =>
  suspensionNotice({
    'infraction.code': doc(code),
    'infraction.date': doc('2026-03-15'),
    'infraction.place': doc('Rodovia SP-330, km 98'),
    'vehicle.plate': doc('QWE4R21'),
    ...patch,
  });

describe('a suspension by an infraction that suspends by itself (art. 261 II)', () => {
  const drink = () =>
    byInfraction('516-91', {
      'breath.equipment': doc('Dräger Alcotest 7510'),
      'breath.serial': doc('ARZB-0123'),
      'breath.verificationDate': doc('2025-09-30'),
      'breath.testNumber': doc('0457'),
      'breath.measured': doc(0.42),
      'breath.considered': doc(0.38),
    });

  it('names the process and the underlying auto, and qualifies the licence holder', () => {
    const facts = drink();
    const out = write(facts);
    expect(blocks(out.text)[1]).toBe(
      '# DEFESA NO PROCESSO DE SUSPENSÃO DO DIREITO DE DIRIGIR\n# Processo nº PSDD-2026-000451\n# Auto de Infração nº AIT7788990',
    );
    expect(blocks(out.text)[2]).toBe(
      'JOÃO PEREIRA SOUZA, inscrito(a) no CPF sob o nº 390.533.447-05, portador(a) da CNH nº 03928174650, residente e domiciliado(a) em Av. Brasil, 500, Campinas/SP, CEP 13000-000, na qualidade de condutor(a) habilitado(a), vem, respeitosamente, à presença de Vossa Senhoria, com fundamento no art. 265 do Código de Trânsito Brasileiro (Lei nº 9.503/1997), na Resolução CONTRAN nº 723/2018 e no art. 5º, LV, da Constituição Federal, apresentar DEFESA no processo administrativo nº PSDD-2026-000451, pelos fatos e fundamentos a seguir expostos.',
    );
    expect(section(out.text, 'DA REGULARIDADE DO ETILÔMETRO E DO REGISTRO DO TESTE')).toBeDefined();
    expect(blocks(out.text).slice(4, 8)).toEqual([
      'Foi instaurado pelo(a) DETRAN-SP o processo administrativo nº PSDD-2026-000451, visando à aplicação da penalidade de suspensão do direito de dirigir ao(à) requerente.',
      'O processo decorre do Auto de Infração nº AIT7788990, que imputa ao(à) requerente, em 15/03/2026, no local Rodovia SP-330, km 98, com o veículo de placa QWE4R21, a infração de código 516-91 – "Dirigir sob a influência de álcool" (art. 165, do CTB), infração que prevê por si só a suspensão do direito de dirigir (art. 261, II, do CTB).',
      'Segundo o registro do teste do etilômetro, foram obtidos valor medido de 0,42 mg/L e valor considerado de 0,38 mg/L, no etilômetro Dräger Alcotest 7510.',
      'A notificação de instauração foi emitida em 20/04/2026, com prazo para defesa até 01/06/2026.',
    ]);
    expect(qualificationPaths(facts)).toEqual(['driver.name', 'driver.cpf', 'driver.cnh', 'driver.address']);
    clean(facts, out.text);
  });

  it('argues the breathalyser: approval, verification, tolerance, the test record', () => {
    const out = write(drink());
    expect(out.grounds).toEqual([
      'etilometro_regularidade',
      'autossuspensiva',
      'notificacao_infracoes',
      'prescricao',
      'ampla_defesa',
    ]);
    expect(section(out.text, 'DA REGULARIDADE DO ETILÔMETRO E DO REGISTRO DO TESTE')).toEqual([
      'A infração do art. 165 do CTB, quando apurada por etilômetro, só se comprova por aparelho de modelo aprovado pelo INMETRO e aprovado em verificação metrológica periódica, na forma disciplinada pelo CONTRAN (art. 277 e art. 280, § 2º, do CTB), descontada da medição a margem de tolerância fixada com observância da legislação metrológica (art. 276, parágrafo único, do CTB).',
      'Segundo o registro, o teste foi realizado com o etilômetro Dräger Alcotest 7510, nº de série ARZB-0123, com última verificação pelo INMETRO em 30/09/2025, teste nº 0457, valor medido de 0,42 mg/L, valor considerado de 0,38 mg/L.',
      'O auto e o registro do teste devem identificar o aparelho (marca, modelo e número de série), a data de sua última verificação pelo INMETRO, o valor medido e o valor considerado após o desconto do erro máximo admissível. Sem o extrato do teste e o certificado de verificação vigente na data da infração, a medição não se sustenta; e, se a autuação se apoiou em sinais de alteração da capacidade psicomotora (art. 277, § 2º, do CTB), esses sinais devem estar descritos no auto.',
    ]);
    expect(out.text).toContain(
      'c) a juntada do extrato do teste do etilômetro e do certificado de sua verificação pelo INMETRO vigente na data da infração;',
    );
    expect(out.text).not.toContain('recálculo da pontuação');
  });

  it('a verification more than a year old and a considered value not below the measured one', () => {
    const out = write(
      withFacts(drink(), { 'breath.verificationDate': doc('2025-03-14'), 'breath.considered': doc(0.42) }),
    );
    expect(out.grounds.slice(0, 3)).toEqual([
      'etilometro_regularidade',
      'etilometro_verificacao_vencida',
      'etilometro_sem_desconto',
    ]);
    expect(section(out.text, 'DA VERIFICAÇÃO DO ETILÔMETRO VENCIDA')).toEqual([
      'O registro informa que a última verificação do etilômetro pelo INMETRO ocorreu em 14/03/2025, mais de um ano antes da data da infração (15/03/2026). A verificação metrológica desses aparelhos é anual; vencida, a medição não é meio de prova regulamentado (art. 280, § 2º, do CTB), e o auto deve ser arquivado (art. 281, § 1º, I, do CTB).',
    ]);
    expect(section(out.text, 'DO VALOR CONSIDERADO SEM O DESCONTO DA TOLERÂNCIA')[0]).toMatch(
      /^O registro indica valor medido de 0,42 mg\/L e valor considerado de 0,42 mg\/L: o valor considerado não é inferior ao medido/,
    );
  });

  it('a refusal (art. 165-A): the procedure, not the rule; a recorded measurement contradicts it', () => {
    const refusal = byInfraction('757-90');
    expect(section(write(refusal).text, 'DO REGISTRO DA RECUSA E DAS CIRCUNSTÂNCIAS DA ABORDAGEM')).toEqual([
      'A infração do art. 165-A do CTB consiste em recusar-se a ser submetido a teste, exame clínico, perícia ou outro procedimento que permita certificar a influência de álcool ou de outra substância psicoativa, na forma estabelecida pelo art. 277 (art. 277, § 3º, do CTB). Não se discute aqui a validade da norma, mas a regularidade do procedimento que a aplica.',
      'Para que a recusa se caracterize, o auto deve registrá-la como tal, indicando qual procedimento foi oferecido ao condutor e recusado, que ele foi informado das consequências da recusa, e as circunstâncias da abordagem. A recusa a procedimento que não foi oferecido, ou registrada de forma genérica, não configura a infração, e o auto inconsistente deve ser arquivado (art. 281, § 1º, I, do CTB).',
    ]);
    expect(write(refusal).text).not.toMatch(/etilômetro|art\. 276/);
    const measured = withFacts(refusal, { 'breath.measured': doc(0.31) });
    expect(section(write(measured).text, 'DO TESTE REALIZADO: INEXISTÊNCIA DE RECUSA')).toEqual([
      'O próprio registro informa valor medido de 0,31 mg/L no teste do etilômetro, o que demonstra que o teste foi realizado: não houve recusa. A tipificação no art. 165-A é incompatível com os fatos registrados, o que torna o auto inconsistente e impõe seu arquivamento (art. 280, I, e art. 281, § 1º, I, do CTB).',
    ]);
  });

  it('speed over 50 % (art. 218 III): the speed-camera grounds, and a considered speed that is not over 50 %', () => {
    const facts = byInfraction('747-10', {
      'speed.measured': doc(93),
      'speed.considered': doc(86),
      'speed.limit': doc(60),
    });
    const out = write(facts);
    expect(out.grounds.slice(0, 2)).toEqual(['radar_inmetro', 'radar_enquadramento']);
    expect(section(out.text, 'DO ENQUADRAMENTO INCOMPATÍVEL COM AS VELOCIDADES INFORMADAS')).toEqual([
      'Segundo a própria notificação, a velocidade considerada de 86 km/h, diante da máxima permitida de 60 km/h, corresponde a excesso de mais de vinte e até cinquenta por cento sobre a máxima permitida, e não ao enquadramento aplicado (código 747-10, art. 218, III, do CTB). A tipificação incorreta torna o auto inconsistente e impõe seu arquivamento (art. 280, I, e art. 281, § 1º, I, do CTB).',
    ]);
    clean(facts, out.text);
  });

  it('racing (art. 173), events (art. 174) and manoeuvres (art. 175): the description of the conduct', () => {
    expect(section(write(byInfraction('524-00')).text, 'DA DESCRIÇÃO DA DISPUTA OU DO EVENTO')[0]).toMatch(
      /^A infração do art\. 173 do CTB, disputar corrida, pressupõe a disputa entre veículos na via\./,
    );
    expect(section(write(byInfraction('525-81')).text, 'DA DESCRIÇÃO DA DISPUTA OU DO EVENTO')[0]).toMatch(
      /^A infração do art\. 174 do CTB exige que se promova competição/,
    );
    expect(section(write(byInfraction('527-42')).text, 'DA DESCRIÇÃO DA MANOBRA PERIGOSA')[0]).toMatch(
      /mediante arrancada brusca, derrapagem ou frenagem com deslizamento ou arrastamento de pneus\. O auto deve descrever qual dessas condutas/,
    );
  });

  it('a notice sent more than thirty days after the process was opened (art. 281 § 2º)', () => {
    const facts = byInfraction('521-51', {
      'suspension.openingDate': doc('2026-02-10'),
      'notice.dispatchDate': doc('2026-04-22'),
    });
    expect(section(write(facts).text, 'DA NOTIFICAÇÃO EXPEDIDA APÓS TRINTA DIAS DA INSTAURAÇÃO')).toEqual([
      'O processo foi instaurado em 10/02/2026, e a notificação foi postada em 22/04/2026, 71 dias depois.',
      'Nos termos do art. 281, § 1º, II, e § 2º, do CTB, este incluído pela Lei nº 14.304/2022, a notificação referente à penalidade de suspensão do direito de dirigir deve ser expedida no prazo máximo de trinta dias, contado da data da instauração do processo; expedida depois, o processo deve ser arquivado.',
    ]);
  });
});

describe('a suspension by points (art. 261 I)', () => {
  it('points below every limit, and a window longer than twelve months', () => {
    const out = write(
      byPoints({
        'suspension.points': doc(16),
        'suspension.periodStart': doc('2025-01-05'),
        'suspension.periodEnd': doc('2026-01-05'),
      }),
    );
    expect(out.grounds.slice(0, 4)).toEqual([
      'pontos_abaixo_limite',
      'janela_excedida',
      'janela_doze_meses',
      'infracoes_em_recurso',
    ]);
    expect(section(out.text, 'DA PONTUAÇÃO INFERIOR AO LIMITE LEGAL')).toEqual([
      'Segundo a própria notificação, o prontuário do(a) requerente somaria 16 pontos. O art. 261, I, do CTB, na redação da Lei nº 14.071/2020, só autoriza a suspensão quando o infrator atinge, no período de doze meses, vinte pontos se houver duas ou mais infrações gravíssimas, trinta pontos se houver uma, ou quarenta pontos se não houver nenhuma. A pontuação indicada não alcança sequer o menor desses limites, o que impõe o arquivamento do processo.',
    ]);
    expect(section(out.text, 'DO PERÍODO DE APURAÇÃO SUPERIOR A DOZE MESES')).toEqual([
      'A notificação indica como período de apuração o intervalo de 05/01/2025 a 05/01/2026, superior a doze meses. O art. 261, I, do CTB só permite somar os pontos das infrações cometidas no período de doze meses: a soma feita em período maior é indevida e não pode fundamentar a suspensão.',
    ]);
    expect(out.text).toContain(
      'c) subsidiariamente, a exclusão das infrações e dos pontos que não atendam aos requisitos acima, com o recálculo da pontuação;',
    );
  });

  it('an unknown kind of process: a blank for it, only the grounds of any process, and the review offers it', () => {
    const facts = suspensionNotice();
    const out = write(facts);
    expect(out.grounds).toEqual(['notificacao_infracoes', 'prescricao', 'ampla_defesa']);
    expect(out.text).toContain(
      'O fundamento da suspensão indicado na notificação é [preencher: soma de pontos ou infração que por si só prevê a suspensão, conforme a notificação].',
    );
    const reason = reviewRequests(facts).find((r) => r.path === 'suspension.reason');
    expect(reason).toMatchObject({ reason: 'missing', blocking: false });
    expect(reason?.neededFor).toEqual(expect.arrayContaining(['janela_doze_meses', 'autossuspensiva']));
    expect(needsReview(facts)).toBe(false);
  });
});

describe('review labels', () => {
  it('names what needs a fact in Portuguese', () => {
    expect(neededForLabel('qualification')).toBe('Qualificação do(a) requerente');
    expect(neededForLabel('art281_prazo')).toBe('Da expedição da notificação após o prazo de trinta dias');
  });

  it('the catalogue row comes from the code itself: a corrected code argues on its own row', () => {
    const stale = trafficNotice({
      'infraction.code': {
        value: '605-01',
        source: { kind: 'user', field: 'infraction.code', action: 'corrected', at: '2026-11-22T10:00:00Z' },
        confidence: 1,
      },
    });
    const row = findInfraction('555-00');
    stale.infraction.catalogue = {
      value: { ...(row as NonNullable<typeof row>), valor: row?.valor ?? null },
      source: { kind: 'catalogue', code: '555-00' },
      confidence: 0.6,
    };
    const out = write(stale);
    expect(out.grounds).toEqual(['semaforo', 'sinalizacao', 'art280_requisitos']);
    expect(needsReview(stale)).toBe(false);
  });
});
