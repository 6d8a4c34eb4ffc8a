/** Writing the appeal from facts (budget 20 ms). */
import { extractFacts } from '@recurso/core/facts';
import { writeAppeal } from '@recurso/core/writer';
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

export default async (): Promise<Figure[]> => {
  const facts = extractFacts([{ name: 'n.txt', text }], {
    clock: { now: () => new Date() },
    additionalText: 'Eu não estava no local.',
  });
  const runs = await measure(200, () => writeAppeal(facts, { signedOn: new Date() }), 20);
  return [
    { name: 'write appeal text (p50)', value: percentile(runs, 50), unit: 'ms', budget: 20 },
    { name: 'write appeal text (p95)', value: percentile(runs, 95), unit: 'ms', budget: 20 },
  ];
};
