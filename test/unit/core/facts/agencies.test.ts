/**
 * The table of labels across agencies: one fictional notice per style (state DETRANs, DER, PRF, DNIT,
 * municipal agencies such as CET and SMT), typed as text — "Label: value" lines, columns separated by
 * spaces, label above value — and every field the reader knows.
 */
import { agencyState, extractFacts, type Facts, getFact, type FactPath } from '@recurso/core/facts';

const clock = { now: () => new Date('2026-11-22T10:00:00Z') };
const read = (text: string, appealType?: 'suspension'): Facts =>
  extractFacts([{ name: 'n.txt', text }], { clock, ...(appealType ? { appealType } : {}) });
const values = (f: Facts, paths: FactPath[]) =>
  Object.fromEntries(paths.map((p) => [p, getFact(f, p)?.value]));

it('DETRAN-RJ, "Label: value": amparo legal, agent, a company owner with CNPJ, RENAVAM, make/model, amount', () => {
  const f = read(`DEPARTAMENTO DE TRÂNSITO DO ESTADO DO RIO DE JANEIRO - DETRAN-RJ
NOTIFICAÇÃO DA AUTUAÇÃO
Auto de Infração nº: RJ20260012345
Órgão Autuador: DETRAN-RJ
Placa: KXY-4F12        RENAVAM: 01234567890
Marca/Modelo: FIAT/STRADA WORKING
Data/Hora: 14/02/2026 18:40
Local da Infração: Av. Brasil, 5000, Penha, Rio de Janeiro/RJ
Código da Infração: 763-31
Descrição: Conduzir veículo sem os documentos de porte obrigatório
Amparo Legal: Art. 232 do CTB
Matrícula do Agente: 45.871-2
Valor da Multa: R$ 88,38
Proprietário: TRANSPORTES RIO CLARO LTDA
CNPJ: 11.222.333/0001-81
Endereço: Rua da Alfândega, 120, Centro, Rio de Janeiro/RJ, CEP 20070-001
Data de Emissão: 20/02/2026
Data de Postagem: 23/02/2026
Prazo para apresentação de defesa prévia: 30/03/2026`);
  expect(
    values(f, [
      'notice.number',
      'agency',
      'vehicle.plate',
      'vehicle.renavam',
      'vehicle.model',
      'infraction.date',
      'infraction.time',
      'infraction.code',
      'infraction.legalBasis',
      'infraction.agentId',
      'infraction.amount',
      'owner.name',
      'owner.cnpj',
      'notice.dispatchDate',
      'notice.deadline',
    ]),
  ).toEqual({
    'notice.number': 'RJ20260012345',
    agency: 'DETRAN-RJ',
    'vehicle.plate': 'KXY4F12',
    'vehicle.renavam': '01234567890',
    'vehicle.model': 'FIAT/STRADA WORKING',
    'infraction.date': '2026-02-14',
    'infraction.time': '18:40',
    'infraction.code': '763-31',
    'infraction.legalBasis': 'Art. 232 do CTB',
    'infraction.agentId': '45.871-2',
    'infraction.amount': 88.38,
    'owner.name': 'Transportes Rio Claro Ltda',
    'owner.cnpj': '11222333000181',
    'notice.dispatchDate': '2026-02-23',
    'notice.deadline': '2026-03-30',
  });
  expect(f.owner.address?.value).toBe('Rua da Alfândega, 120, Centro, Rio de Janeiro/RJ, CEP 20070-001');
  expect(f.stage?.value).toBe('defesa_previa');
});

it('DETRAN-PR, a table typed in columns (labels over values) and the penalty stage', () => {
  const f = read(`DEPARTAMENTO DE TRÂNSITO DO PARANÁ - DETRAN-PR
NOTIFICAÇÃO DE IMPOSIÇÃO DE PENALIDADE
Nº do Auto          Placa        Marca/Modelo
PR0098123           AXB2C34      VW/GOL 1.6
Data da Infração    Hora         Código/Desdobramento
05/01/2026          08:12        605-03
Local
Rua XV de Novembro, 1000, Curitiba/PR
Data de Emissão     Data limite para recurso
02/03/2026          06/04/2026`);
  expect(
    values(f, [
      'stage',
      'notice.number',
      'vehicle.plate',
      'vehicle.model',
      'infraction.date',
      'infraction.time',
      'infraction.code',
      'infraction.place',
      'notice.issueDate',
      'notice.deadline',
    ]),
  ).toEqual({
    stage: 'jari',
    'notice.number': 'PR0098123',
    'vehicle.plate': 'AXB2C34',
    'vehicle.model': 'VW/GOL 1.6',
    'infraction.date': '2026-01-05',
    'infraction.time': '08:12',
    'infraction.code': '605-03',
    'infraction.place': 'Rua XV de Novembro, 1000, Curitiba/PR',
    'notice.issueDate': '2026-03-02',
    'notice.deadline': '2026-04-06',
  });
  expect(f.notice.issueDate?.source).toMatchObject({ label: 'Data de Emissão' });
});

it('CET / SMT São Paulo (AIIP): the speed camera block with equipment and its verification', () => {
  const f = read(`PREFEITURA DO MUNICÍPIO DE SÃO PAULO
SECRETARIA MUNICIPAL DE MOBILIDADE E TRÂNSITO - SMT / CET
NOTIFICAÇÃO DE AUTUAÇÃO
Nº do AIIP: 5F1234567
Placa/UF: FTR4E21/SP
Data e Hora da Infração: 03/02/2026 07:42
Local: Av. dos Bandeirantes, 1200 - sentido Marginal
Enquadramento: 745-50
Velocidade Medida (km/h): 77
Velocidade Considerada (km/h): 70
Velocidade Regulamentada (km/h): 60
Identificação do Equipamento: VELOX-3 nº série FX-20931
Data da Última Aferição: 14/05/2025`);
  expect(
    values(f, [
      'notice.number',
      'vehicle.plate',
      'infraction.date',
      'infraction.time',
      'infraction.place',
      'infraction.code',
      'speed.measured',
      'speed.considered',
      'speed.limit',
      'speed.equipment',
      'speed.verificationDate',
    ]),
  ).toEqual({
    'notice.number': '5F1234567',
    'vehicle.plate': 'FTR4E21',
    'infraction.date': '2026-02-03',
    'infraction.time': '07:42',
    'infraction.place': 'Av. dos Bandeirantes, 1200 - sentido Marginal',
    'infraction.code': '745-50',
    'speed.measured': 77,
    'speed.considered': 70,
    'speed.limit': 60,
    'speed.equipment': 'VELOX-3 nº série FX-20931',
    'speed.verificationDate': '2025-05-14',
  });
  expect(f.agency?.value).toBe('SECRETARIA MUNICIPAL DE MOBILIDADE E TRÂNSITO - SMT / CET');
});

it('PRF and DNIT, label above value: the driver (name, CPF, CNH) apart from the owner', () => {
  const f = read(`POLÍCIA RODOVIÁRIA FEDERAL
NOTIFICAÇÃO DE AUTUAÇÃO
Número do Auto de Infração
B12345678
Entidade Autuadora
Departamento Nacional de Infraestrutura de Transportes - DNIT
Velocidade Aferida
98 km/h
Limite de Velocidade
80 km/h

PROPRIETÁRIO
Nome/Razão Social
LOCADORA ESTRADA AZUL S.A.

CONDUTOR INFRATOR
Nome do Condutor
RAFAEL NUNES DIAS
CPF do Condutor
529.982.247-25
CNH do Condutor
05837261940`);
  expect(
    values(f, [
      'notice.number',
      'agency',
      'speed.measured',
      'speed.limit',
      'owner.name',
      'driver.name',
      'driver.cpf',
      'driver.cnh',
    ]),
  ).toEqual({
    'notice.number': 'B12345678',
    agency: 'Departamento Nacional de Infraestrutura de Transportes - DNIT',
    'speed.measured': 98,
    'speed.limit': 80,
    'owner.name': 'Locadora Estrada Azul S.A.',
    'driver.name': 'Rafael Nunes Dias',
    'driver.cpf': '52998224725',
    'driver.cnh': '05837261940',
  });
});

it('DETRAN-MG suspension: process number, points, period; the licence holder is the appellant', () => {
  const f = read(
    `DEPARTAMENTO ESTADUAL DE TRÂNSITO DE MINAS GERAIS - DETRAN-MG
NOTIFICAÇÃO DE INSTAURAÇÃO DE PROCESSO ADMINISTRATIVO DE SUSPENSÃO DO DIREITO DE DIRIGIR
Processo Administrativo nº: PAS-2026/004512
Condutor: PEDRO HENRIQUE ALVES
Registro CNH: 01928374655
Pontuação: 41 pontos
Período de apuração: 10/01/2025 a 09/01/2026
O condutor atingiu a soma de pontos prevista no art. 261, I, do CTB.
Data da notificação: 15/02/2026
Prazo para defesa: 16/03/2026`,
    'suspension',
  );
  expect(
    values(f, [
      'stage',
      'suspension.processNumber',
      'suspension.points',
      'suspension.periodStart',
      'suspension.periodEnd',
      'suspension.reason',
      'owner.name',
      'owner.cnh',
      'notice.issueDate',
      'notice.deadline',
    ]),
  ).toEqual({
    stage: 'suspensao',
    'suspension.processNumber': 'PAS-2026/004512',
    'suspension.points': 41,
    'suspension.periodStart': '2025-01-10',
    'suspension.periodEnd': '2026-01-09',
    'suspension.reason': 'pontos',
    'owner.name': 'Pedro Henrique Alves',
    'owner.cnh': '01928374655',
    'notice.issueDate': '2026-02-15',
    'notice.deadline': '2026-03-16',
  });
  expect(f.driver).toBeUndefined();
});

it('DETRAN-RS and DER: "Tipificação", "Valor (R$)", "Data do cometimento", the agent without matrícula', () => {
  const f = read(`DEPARTAMENTO AUTÔNOMO DE ESTRADAS DE RODAGEM - DAER/RS
NOTIFICAÇÃO DA AUTUAÇÃO
AIT: RS-556677
Data do Cometimento: 22/06/2026
Horário: 23h10
Tipificação: Avançar o sinal vermelho do semáforo
Código: 605-01
Valor (R$): 293,47
Agente Autuador: 7731`);
  expect(
    values(f, [
      'notice.number',
      'infraction.date',
      'infraction.time',
      'infraction.description',
      'infraction.code',
      'infraction.amount',
      'infraction.agentId',
    ]),
  ).toEqual({
    'notice.number': 'RS-556677',
    'infraction.date': '2026-06-22',
    'infraction.time': '23:10',
    'infraction.description': 'Avançar o sinal vermelho do semáforo',
    'infraction.code': '605-01',
    'infraction.amount': 293.47,
    'infraction.agentId': '7731',
  });
});

describe('the state a state agency prints', () => {
  it('is read from its acronym, however spaced', () => {
    expect(
      ['DEPARTAMENTO ESTADUAL DE TRÂNSITO - DETRAN-SP', 'DER/MG', 'DETRAN RJ', 'detran-pr'].map(agencyState),
    ).toEqual(['SP', 'MG', 'RJ', 'PR']);
  });
  it('control: no state agency, or no state, is none', () => {
    expect(['Polícia Rodoviária Federal', 'DETRANSITO', 'DER', 'DETRAN-XX'].map(agencyState)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});
