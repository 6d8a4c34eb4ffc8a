/**
 * Writing the appeal from facts (budget 50 ms an appeal, issue 24): the notice audit and the petition
 * for a speed-camera fine read from a notice, a drink-driving suspension with every breathalyser fact,
 * and a CETRAN appeal answering a JARI decision; and the review step's requests (the same audit).
 */
import { extractFacts, type Fact, FactsSchema } from '@recurso/core/facts';
import { reviewRequests, writeAppeal } from '@recurso/core/writer';
import type { Figure } from './run';
import { measure, percentile } from './stats';

const text = `NOTIFICAÇÃO DA AUTUAÇÃO
Auto de Infração nº: 1F2345678
Órgão Autuador: DETRAN-SP
Placa: FTR4E21
Data da Infração: 03/02/2026 Hora: 07:42
Local da Infração: Av. dos Bandeirantes, 1200
Código da Infração: 745-50
Velocidade Medida: 77 km/h
Velocidade Considerada: 70 km/h
Velocidade Máxima Permitida: 60 km/h
Nome: JOÃO CARLOS PEREIRA DA SILVA
CPF: 384.920.175-97
Data de Postagem: 20/03/2026`;

const read = <T>(value: T): Fact<T> => ({
  value,
  source: { kind: 'document', document: 'n.pdf', page: 1, method: 'pdf-text' },
  confidence: 0.97,
});

const suspension = FactsSchema.parse({
  version: 2,
  appealType: 'suspension',
  stage: read('suspensao'),
  notice: { number: read('AIT7788990'), issueDate: read('2026-04-20'), deadline: read('2026-06-01') },
  agency: read('DETRAN-SP'),
  vehicle: { plate: read('QWE4R21') },
  infraction: { code: read('516-91'), date: read('2025-03-15'), place: read('Rodovia SP-330, km 98') },
  breath: {
    equipment: read('Dräger Alcotest 7510'),
    serial: read('ARZB-0123'),
    verificationDate: read('2024-01-30'),
    measured: read(0.42),
    considered: read(0.42),
    testNumber: read('0457'),
  },
  owner: {},
  driver: {
    name: read('João Pereira'),
    cpf: read('39053344705'),
    cnh: read('03928174650'),
    address: read('Av. Brasil, 500'),
  },
  suspension: { processNumber: read('PSDD-2026-000451'), openingDate: read('2026-02-10') },
  formalDefects: [],
  documents: ['n.pdf'],
});

const cetran = FactsSchema.parse({
  ...suspension,
  appealType: 'traffic',
  stage: read('cetran'),
  agency: read('DER-MG'),
  infraction: { code: read('745-50'), date: read('2026-01-18'), place: read('Rodovia MG-050, km 57') },
  speed: { measured: read(77), considered: read(70), limit: read(60) },
  owner: { name: read('Ana Santos'), cpf: read('50731826426'), address: read('Rua A, 1') },
  driver: undefined,
  breath: undefined,
  suspension: undefined,
  decision: {
    date: read('2026-06-12'),
    reasons: read(
      'O medidor foi aferido pelo INMETRO em 10/06/2025 e o auto goza de presunção de legitimidade.',
    ),
    notifiedOn: read('2026-06-22'),
  },
  secondInstance: { firstAppealId: 'f', firstStage: 'jari', firstGrounds: [] },
});

export default async (): Promise<Figure[]> => {
  const fine = extractFacts([{ name: 'n.txt', text }], {
    clock: { now: () => new Date() },
    additionalText: 'Eu não estava no local.',
  });
  const signedOn = new Date();
  const fines = await measure(500, () => writeAppeal(fine, { signedOn }), 50);
  const suspensions = await measure(500, () => writeAppeal(suspension, { signedOn }), 50);
  const seconds = await measure(500, () => writeAppeal(cetran, { signedOn }), 50);
  const reviews = await measure(500, () => reviewRequests(suspension), 50);
  return [
    { name: 'write appeal text, fine (p50)', value: percentile(fines, 50), unit: 'ms', budget: 50 },
    { name: 'write appeal text, fine (p95)', value: percentile(fines, 95), unit: 'ms', budget: 50 },
    {
      name: 'write appeal text, suspension 165 (p50)',
      value: percentile(suspensions, 50),
      unit: 'ms',
      budget: 50,
    },
    {
      name: 'write appeal text, suspension 165 (p95)',
      value: percentile(suspensions, 95),
      unit: 'ms',
      budget: 50,
    },
    { name: 'write appeal text, CETRAN (p95)', value: percentile(seconds, 95), unit: 'ms', budget: 50 },
    { name: 'review requests (p95)', value: percentile(reviews, 95), unit: 'ms' },
  ];
};
