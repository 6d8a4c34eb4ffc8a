/** Rendering the appeal PDF (budget 150 ms). */
import { extractFacts } from '@recurso/core/facts';
import { renderAppealPdf } from '@recurso/core/pdf';
import { writeAppeal } from '@recurso/core/writer';
import type { Figure } from './run';
import { measure, percentile } from './stats';

export default async (): Promise<Figure[]> => {
  const facts = extractFacts(
    [
      {
        name: 'n.txt',
        text: 'NOTIFICAÇÃO DA PENALIDADE\nAuto de Infração nº: MG00123456\nÓrgão Autuador: DER-MG\nPlaca: HJK-5832\nCódigo da Infração: 605-01\nNome: ANA BEATRIZ MOREIRA SANTOS',
      },
    ],
    {
      clock: { now: () => new Date() },
      signingCity: 'Belo Horizonte',
      additionalText: 'O semáforo estava apagado naquela noite.',
    },
  );
  const appeal = writeAppeal(facts);
  const runs = await measure(
    30,
    () => renderAppealPdf(appeal.text, { title: 'Recurso', filingNote: appeal.filingNote }),
    5,
  );
  return [
    { name: 'render appeal PDF (p50)', value: percentile(runs, 50), unit: 'ms', budget: 150 },
    { name: 'render appeal PDF (p95)', value: percentile(runs, 95), unit: 'ms', budget: 150 },
  ];
};
