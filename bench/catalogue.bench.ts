/** Accent- and case-insensitive infraction search (budget 1 ms per query). */
import { searchInfractions } from '@recurso/core/catalogue';
import type { Figure } from './run';
import { measure, percentile } from './stats';

const QUERIES = [
  'sinal vermelho',
  'CELULAR',
  'estacionar',
  'velocidade superior',
  'ultrapassar',
  'habilitação',
  '218',
  '745-5',
  'cinto',
  'alcool',
];

export default async (): Promise<Figure[]> => {
  const runs = await measure(2000, (i) => searchInfractions(QUERIES[i % QUERIES.length] as string, 10), 500);
  return [
    { name: 'infraction search per query (p50)', value: percentile(runs, 50), unit: 'ms', budget: 1 },
    {
      name: 'infraction search per query (mean)',
      value: runs.reduce((a, b) => a + b, 0) / runs.length,
      unit: 'ms',
      budget: 1,
    },
    { name: 'infraction search per query (p95)', value: percentile(runs, 95), unit: 'ms', budget: 1 },
  ];
};
