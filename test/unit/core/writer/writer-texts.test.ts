/**
 * The texts of the audit's arguments and of the facts section on the cases issues 14 and 24 name, and
 * the safety of each: a doubtful date is a blank and grounds nothing; a doubtful code argues no
 * family ground; a doubtful stage addresses both authorities. Whole appeals are frozen in the golden
 * set (golden.test.ts).
 */
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
  typed,
  weakened,
  withFacts,
} from './facts-fixtures';

const signedOn = new Date(2026, 2, 20);
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
  const late = {
    'infraction.date': doc('2026-01-10'),
    'notice.issueDate': doc('2026-02-25'),
    'infraction.signedAtRoadside': typed(false, 'infraction.signedAtRoadside'),
  };

  it('argues it on the dates printed, once the driver said the auto was not signed at the roadside', () => {
    const facts = trafficNotice(late);
    const out = write(facts);
    expect(out.grounds[0]).toBe('art281_prazo');
    expect(section(out.text, 'DA EXPEDIÇÃO DA NOTIFICAÇÃO APÓS O PRAZO DE TRINTA DIAS')).toEqual([
      'A infração teria ocorrido em 10/01/2026, e a notificação da autuação foi emitida em 25/02/2026, 46 dias depois, conforme as datas impressas na própria notificação.',
      'O auto não foi assinado pelo condutor no momento da autuação, de modo que não valeu como notificação (art. 280, VI, do CTB). O art. 281, § 1º, II, do CTB determina que o auto de infração será arquivado e seu registro julgado insubsistente se, no prazo máximo de trinta dias, não for expedida a notificação da autuação. Ultrapassado esse prazo, o auto deve ser arquivado, independentemente do mérito.',
    ]);
    clean(facts, out.text);
  });

  it('typed dates are the driver’s account of the notice, never "impressas na própria notificação"', () => {
    const facts = trafficNotice({
      ...late,
      'infraction.date': typed('2026-01-10', 'infraction.date'),
      'notice.issueDate': typed('2026-02-25', 'notice.issueDate'),
    });
    const [first] = section(write(facts).text, 'DA EXPEDIÇÃO DA NOTIFICAÇÃO APÓS O PRAZO DE TRINTA DIAS');
    expect(first).toBe(
      'A infração teria ocorrido em 10/01/2026, e a notificação da autuação foi emitida em 25/02/2026, 46 dias depois, conforme a notificação.',
    );
  });

  it('a misread issue date: no such section, the date is a blank, and the review asks for it', () => {
    const facts = trafficNotice({ ...late, 'notice.issueDate': doc('2026-02-25', 0.6) });
    const out = write(facts);
    expect(out.grounds).not.toContain('art281_prazo');
    expect(out.text).not.toContain('TRINTA DIAS');
    expect(out.text).not.toContain('25/02/2026');
    expect(out.text).toContain('A notificação foi emitida em [preencher: data de emissão da notificação].');
    expect(out.text).toContain('O prazo indicado na notificação para a defesa prévia termina em 30/04/2026.');
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
      'A infração teria ocorrido em 10/01/2026, e a notificação da autuação foi postada em 27/02/2026, 48 dias depois, conforme as datas impressas na própria notificação.',
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
      'Consta do Auto de Infração nº SP1234567, lavrado pelo DETRAN-SP, que no dia 02/03/2026, às 14:35, no local Rua Augusta, 900, São Paulo/SP, o veículo de placa ABC1D23, registrado em nome de MARIA DA SILVA, teria cometido a infração de código 555-00 – "Estacionar em local/horário proibido especificamente pela sinalização" (art. 181, XVIII, do CTB).',
    );
  });

  it('an uncertain code: no description, no family grounds, no art. 267, and the review asks for it', () => {
    const base = trafficNotice();
    const facts = withFacts(base, { 'infraction.code': weakened(base, 'infraction.code') });
    const out = write(facts);
    expect(out.grounds).toEqual([]);
    expect(out.text).toContain('teria cometido a infração [preencher: código e descrição da infração].');
    expect(out.text).not.toContain('555-00');
    expect(reviewRequests(facts).find((r) => r.path === 'infraction.code')).toEqual({
      path: 'infraction.code',
      reason: 'uncertain',
      blocking: true,
      neededFor: [
        'competencia',
        'art280_tipificacao',
        'valor_multa',
        'pontos_infracao',
        'sinalizacao',
        'art280_elementos',
        'advertencia_art267',
      ],
    });
  });

  it('an uncertain stage addresses both authorities and argues no stage-bound ground', () => {
    const base = trafficNotice({ stage: doc('jari') });
    const facts = withFacts(base, { stage: weakened(base, 'stage') });
    const out = write(facts);
    expect(out.kind).toBe('indefinida');
    expect(out.text.split('\n')[0]).toBe(
      'À AUTORIDADE DE TRÂNSITO (DEFESA PRÉVIA) OU À JARI (RECURSO) DO DETRAN-SP [preencher: confira na notificação qual é a fase e mantenha só o destinatário correto]',
    );
    expect(out.blanks).toContain(
      '[preencher: confira na notificação qual é a fase e mantenha só o destinatário correto]',
    );
    expect(out.grounds).not.toContain('notificacao_autuacao');
    expect(reviewRequests(facts).find((r) => r.path === 'stage')?.neededFor).toEqual([
      'art282_decadencia',
      'art282_prazo_recurso',
      'notificacao_autuacao',
    ]);
    // The driver's word on the stage is certain: the penalty-stage questions apply.
    expect(writeAppeal(facts, { stage: 'jari', signedOn }).kind).toBe('recurso_jari');
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

  it('names the process and the underlying auto, and qualifies the licence holder without "(a)"', () => {
    const facts = drink();
    const out = write(facts);
    expect(blocks(out.text)[0]).toBe('À AUTORIDADE DE TRÂNSITO DO DETRAN-SP');
    expect(blocks(out.text)[1]).toBe(
      '# DEFESA NO PROCESSO DE SUSPENSÃO DO DIREITO DE DIRIGIR\n# Processo nº PSDD-2026-000451\n# Auto de Infração nº AIT7788990',
    );
    expect(blocks(out.text)[2]).toBe(
      'JOÃO PEREIRA SOUZA, CPF nº 390.533.447-05, CNH nº 03928174650, com endereço em Av. Brasil, 500, Campinas/SP, CEP 13000-000, titular da habilitação, vem, respeitosamente, com fundamento nos arts. 261 e 265 do Código de Trânsito Brasileiro (Lei nº 9.503/1997), apresentar DEFESA no processo administrativo nº PSDD-2026-000451, pelos fatos e fundamentos a seguir expostos.',
    );
    expect(blocks(out.text).slice(4, 9)).toEqual([
      'Foi instaurado pelo DETRAN-SP o processo administrativo nº PSDD-2026-000451, visando à aplicação da penalidade de suspensão do direito de dirigir à parte requerente.',
      'O processo decorre do Auto de Infração nº AIT7788990, que imputa à parte requerente, em 15/03/2026, no local Rodovia SP-330, km 98, com o veículo de placa QWE4R21, a infração de código 516-91 – "Dirigir sob a influência de álcool" (art. 165 do CTB), infração que prevê por si só a suspensão do direito de dirigir (art. 261, II, do CTB), cujo processo é instaurado concomitantemente ao da multa (art. 261, § 10).',
      'Segundo o registro do teste do etilômetro, foram obtidos valor medido de 0,42 mg/L e valor considerado de 0,38 mg/L (etilômetro Dräger Alcotest 7510, nº de série ARZB-0123, com última verificação pelo INMETRO em 30/09/2025).',
      'A notificação de instauração foi emitida em 20/04/2026.',
      'O prazo indicado na notificação para a defesa termina em 01/06/2026.',
    ]);
    expect(qualificationPaths(facts)).toEqual(['driver.name', 'driver.cpf', 'driver.cnh', 'driver.address']);
    clean(facts, out.text);
  });

  it('a breath test the record shows regular: nothing argued against it, and no boilerplate', () => {
    const out = write(drink());
    expect(out.grounds).toEqual([]);
    expect(out.text).not.toMatch(/ETILÔMETRO|Súmula|9\.873|prescri|ampla defesa|definitiva na esfera/);
  });

  it('a verification more than a year old and a considered value without the error discounted', () => {
    const out = write(
      withFacts(drink(), { 'breath.verificationDate': doc('2025-03-14'), 'breath.considered': doc(0.42) }),
    );
    expect(out.grounds).toEqual(['etilometro_desconto', 'etilometro_verificacao']);
    expect(section(out.text, 'DA VERIFICAÇÃO DO ETILÔMETRO PELO INMETRO')).toEqual([
      'A própria notificação informa que a última verificação do etilômetro pelo INMETRO ocorreu em 14/03/2025, mais de um ano antes do teste, feito em 15/03/2026.',
      'A Resolução CONTRAN nº 432/2013 exige que o etilômetro seja aprovado nas verificações metrológicas do INMETRO, entre elas a anual. Vencida a verificação, a medição não é meio de prova regulamentado (art. 280, § 2º, do CTB), e o auto deve ser arquivado (art. 281, § 1º, I, do CTB).',
    ]);
    expect(section(out.text, 'DO VALOR CONSIDERADO SEM O DESCONTO DO ERRO MÁXIMO ADMISSÍVEL')[0]).toMatch(
      /^A própria notificação informa que o valor medido foi de 0,42 mg\/L e o valor considerado, de 0,42 mg\/L\./,
    );
  });

  it('a refusal (art. 165-A): the procedure, not the rule; a recorded measurement contradicts it', () => {
    const refusal = byInfraction('757-90');
    expect(
      section(write(refusal).text, 'DO REGISTRO DA RECUSA E DAS CIRCUNSTÂNCIAS DA ABORDAGEM')[0],
    ).toMatch(
      /^A infração do art\. 165-A do CTB consiste em recusar-se .* Não se discute a validade da norma, mas a regularidade do procedimento que a aplica/,
    );
    expect(write(refusal).text).not.toMatch(/etilômetro [A-Z]|art\. 276/);
    const measured = withFacts(refusal, { 'breath.measured': doc(0.31) });
    expect(section(write(measured).text, 'DO TESTE REALIZADO: INEXISTÊNCIA DE RECUSA')).toEqual([
      'A própria notificação informa que o teste do etilômetro registrou valor medido de 0,31 mg/L, o que demonstra que o teste foi realizado: não houve recusa. A tipificação no art. 165-A é incompatível com os fatos registrados, o que torna o auto inconsistente e impõe seu arquivamento (art. 280, I, e art. 281, § 1º, I, do CTB).',
    ]);
  });

  it('speed over 50 % (art. 218 III): a considered speed that is not over 50 % is argued', () => {
    const facts = byInfraction('747-10', {
      'speed.measured': doc(93),
      'speed.considered': doc(86),
      'speed.limit': doc(60),
    });
    const out = write(facts);
    expect(out.grounds.slice(0, 2)).toEqual(['radar_enquadramento', 'radar_verificacao']);
    expect(section(out.text, 'DO ENQUADRAMENTO INCOMPATÍVEL COM AS VELOCIDADES INFORMADAS')).toEqual([
      'A própria notificação informa que a velocidade considerada foi de 86 km/h, numa via de máxima permitida de 60 km/h, o que corresponde a excesso de mais de vinte e até cinquenta por cento sobre a máxima permitida, e não ao enquadramento aplicado (código 747-10, art. 218, III, do CTB). A tipificação incorreta torna o auto inconsistente e impõe seu arquivamento (art. 280, I, e art. 281, § 1º, I, do CTB).',
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
      'O processo foi instaurado em 10/02/2026, e a notificação foi postada em 22/04/2026, 71 dias depois, conforme as datas impressas na própria notificação.',
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
    expect(out.grounds).toEqual(['pontos_limite', 'janela_excedida']);
    expect(section(out.text, 'DA PONTUAÇÃO INFERIOR AO LIMITE LEGAL')).toEqual([
      'A própria notificação informa que a pontuação do prontuário somaria 16 pontos. O art. 261, I, do CTB, na redação da Lei nº 14.071/2020, só autoriza a suspensão quando o infrator atinge, no período de doze meses, vinte pontos se houver duas ou mais infrações gravíssimas na pontuação, trinta pontos se houver uma, ou quarenta pontos se não houver nenhuma; para o condutor que exerce atividade remunerada ao veículo, somente aos quarenta pontos, independentemente da natureza das infrações (art. 261, § 5º).',
      'A pontuação indicada não alcança sequer o menor desses limites, o que impõe o arquivamento do processo.',
    ]);
    expect(section(out.text, 'DO PERÍODO DE APURAÇÃO SUPERIOR A DOZE MESES')).toEqual([
      'A própria notificação informa que o período de apuração foi de 05/01/2025 a 05/01/2026, superior a doze meses. O art. 261, I, do CTB só permite somar os pontos das infrações cometidas no período de doze meses. Requer-se a exclusão dos pontos de toda infração cometida fora desse período e o recálculo da pontuação; a soma feita em período maior não pode fundamentar a suspensão.',
    ]);
    expect(out.text).toContain(
      'c) a exclusão dos pontos das infrações cometidas fora do período de doze meses e o recálculo da pontuação (art. 261, I, do CTB);',
    );
  });

  it('a professional driver under forty points (art. 261 § 5º)', () => {
    const out = write(
      byPoints({
        'suspension.points': doc(34),
        'suspension.professional': typed(true, 'suspension.professional'),
      }),
    );
    expect(section(out.text, 'DA PONTUAÇÃO INFERIOR AO LIMITE LEGAL')[1]).toBe(
      'No caso, a parte exerce atividade remunerada ao veículo (art. 261, § 5º), de modo que o limite aplicável é de quarenta pontos, não alcançado. O processo deve ser arquivado.',
    );
  });

  it('an unknown kind of process: a blank for it, no boilerplate, and the review offers it', () => {
    const facts = suspensionNotice();
    const out = write(facts);
    expect(out.grounds).toEqual([]);
    expect(out.text).toContain(
      'O fundamento da suspensão indicado na notificação é [preencher: soma de pontos ou infração que por si só prevê a suspensão, conforme a notificação].',
    );
    expect(out.text).not.toMatch(/Súmula|9\.873|prescri|ampla defesa|art\. 5º, LV/);
    const reason = reviewRequests(facts).find((r) => r.path === 'suspension.reason');
    expect(reason).toMatchObject({ reason: 'missing', blocking: false });
    expect(reason?.neededFor).toEqual(expect.arrayContaining(['pontos_limite', 'radar_verificacao']));
    expect(needsReview(facts)).toBe(false);
  });
});

describe('review labels', () => {
  it('names what needs a fact in Portuguese', () => {
    expect(neededForLabel('qualification')).toBe('Qualificação de quem recorre');
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
    expect(out.grounds).toEqual(['semaforo_registro']);
    expect(needsReview(stale)).toBe(false);
  });
});

describe('amount and points printed against the law (arts. 258 and 259): nothing asked against the driver', () => {
  const belt = (patch: Patch) =>
    trafficNotice({ stage: doc('jari'), 'infraction.code': doc('518-51'), ...patch });

  it('a fine printed below the law is argued, but its retification upwards is never requested', () => {
    const out = write(belt({ 'infraction.amount': doc(130.16) }));
    expect(out.grounds).toContain('valor_multa');
    expect(out.text).not.toContain('retificação do valor');
  });

  it('a fine printed above the law asks, subsidiarily, for the legal value', () => {
    const out = write(belt({ 'infraction.amount': doc(293.47) }));
    expect(out.text).toContain(
      'subsidiariamente, a retificação do valor da multa para R$ 195,23, o previsto no art. 258 do CTB para a infração imputada;',
    );
  });

  it('points: the facts state the printed ones (never contradicting the ground), the retification only downwards', () => {
    const more = write(belt({ 'infraction.points': doc(7) }));
    expect(more.text).toContain('A infração é classificada como de natureza grave, com 7 pontos');
    expect(more.text).toContain(
      'subsidiariamente, a retificação da pontuação para 5 pontos (art. 259 do CTB);',
    );
    const fewer = write(belt({ 'infraction.points': doc(3) }));
    expect(fewer.grounds).toContain('pontos_infracao');
    expect(fewer.text).toContain('com 3 pontos');
    expect(fewer.text).not.toContain('retificação da pontuação');
  });
});

describe('what the notice prints is not asked again', () => {
  it('an auto that identifies its agent: the heading and the requests do not ask for the identification', () => {
    const out = write(
      trafficNotice({ 'infraction.code': doc('518-51'), 'infraction.agentId': doc('PM 123456') }),
    );
    expect(out.text).toContain('II.2 – DA DESCRIÇÃO DA CONDUTA OBSERVADA PELO AGENTE');
    expect(out.text).toContain(
      'O auto identifica o agente (matrícula PM 123456). Não havendo registro por equipamento, a infração se comprova pela declaração do agente (art. 280, § 2º, do CTB)',
    );
    expect(out.text).not.toMatch(/identificação do agente|deve identificá-lo/);
  });

  it('a camera-only red light (605-03): no agent in the argument nor in the requests', () => {
    const out = write(trafficNotice({ 'infraction.code': doc('605-03') }));
    expect(out.grounds).toContain('semaforo_registro');
    expect(out.text).not.toContain('agente');
  });

  it('the R-19 signage asked as the printed equipment allows: fixed, portable, unknown', () => {
    const request = (equipment?: string) =>
      write(
        trafficNotice({
          'infraction.code': doc('745-50'),
          'speed.equipment': equipment ? doc(equipment) : undefined,
        }),
      ).text;
    expect(request('Radar fixo VELOX-3')).toContain(
      'publicada pelo órgão e estava sinalizado pela placa R-19',
    );
    expect(request('Medidor portátil TruCam')).toContain(
      'publicada pelo órgão (Resolução CONTRAN nº 798/2020);',
    );
    expect(request()).toContain('publicada pelo órgão e, se fixo, estava sinalizado pela placa R-19');
  });

  it('a fine without points in the table reads "com multa", and an uncertain stage "Esta peça"', () => {
    const alcohol = write(trafficNotice({ 'infraction.code': doc('516-91') }));
    expect(alcohol.text).toContain(
      'A infração é classificada como de natureza gravíssima, com multa prevista de R$ 2.934,70.',
    );
    const unsure = write(trafficNotice({ stage: doc('jari', 0.4) }));
    expect(unsure.text).toContain('Esta peça é apresentada em 20/03/2026');
  });
});

describe('a late notice of a fixed camera (art. 281 § 1º II): nothing was signed at the roadside', () => {
  it('argues it without asking the driver, saying why no auto was signed', () => {
    const facts = trafficNotice({
      'infraction.code': doc('745-50'),
      'speed.equipment': doc('Radar fixo VELOX-3'),
      'infraction.date': doc('2026-01-10'),
      'notice.issueDate': doc('2026-02-25'),
    });
    const out = write(facts);
    expect(out.audit).toContainEqual(expect.objectContaining({ id: 'art281_prazo', outcome: 'defect' }));
    expect(section(out.text, 'DA EXPEDIÇÃO DA NOTIFICAÇÃO APÓS O PRAZO DE TRINTA DIAS')[1]).toMatch(
      /^A infração foi registrada por equipamento, sem abordagem do condutor, de modo que nenhum auto assinado por ele valeu como notificação \(art\. 280, VI, do CTB\)\./,
    );
    expect(reviewRequests(facts).map((r) => r.path)).not.toContain('infraction.signedAtRoadside');
  });

  it('a portable meter (the driver may have been stopped) still asks', () => {
    const facts = trafficNotice({
      'infraction.code': doc('745-50'),
      'speed.equipment': doc('Medidor portátil TruCam'),
      'infraction.date': doc('2026-01-10'),
      'notice.issueDate': doc('2026-02-25'),
    });
    expect(reviewRequests(facts)).toContainEqual(
      expect.objectContaining({ path: 'infraction.signedAtRoadside', blocking: true }),
    );
  });
});
