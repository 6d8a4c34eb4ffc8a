/**
 * The writer's filing note travels with the appeal: save-appeal stores it (computed from the facts,
 * whichever writer wrote the text), with the notice summary; render-pdf prints "Como protocolar"
 * (core/src/follow-up/guide.ts) as the delivered PDF's first page in place of the note. Built exactly
 * as the Lambda entries build them (awsPipelineDeps with the same parts).
 */
import type { Appeal } from '@recurso/core/appeal';
import { extractFacts } from '@recurso/core/facts';
import { writeAppeal } from '@recurso/core/writer';
import { awsPipelineDeps } from '@recurso/functions/tasks/aws-deps';
import { pdfRenderer } from '@recurso/functions/tasks/reader';
import { renderPdfTask, saveAppealTask } from '@recurso/functions/tasks/tasks';
import { readPdfText } from '../../../../local/src/extract/pdf';
import { MemoryAppeals, MemoryBlobs } from '../../core/appeals/memory';

const clock = { now: () => new Date('2026-11-22T10:00:00Z') };
const facts = extractFacts(
  [
    {
      name: 'n.txt',
      // Complete: an appeal with a blank is never saved payable (issue 26, core/src/appeals/holes.ts).
      text: 'NOTIFICAÇÃO DA PENALIDADE\nAuto de Infração nº: P98765432\nÓrgão Autuador: DETRAN-PE\nPlaca: QWE-4321\nCódigo da Infração: 745-50\nData da Infração: 10/10/2026\nLocal: Av. Boa Viagem, 100, Recife/PE\nNome: JOSÉ ANTÔNIO CONCEIÇÃO\nCPF: 529.982.247-25\nEndereço: Rua do Sol, 10, Boa Vista, Recife/PE, CEP 50050-000',
    },
  ],
  { clock, signingCity: 'Recife' },
);
const written = writeAppeal(facts, { signedOn: clock.now() });
const NOTE_TITLE = 'ORIENTAÇÕES PARA O PROTOCOLO (não fazem parte do recurso)';
const NOTE_SENTENCE =
  'Assine o documento e junte os anexos listados (cópias simples). Guarde o comprovante de protocolo.';

function setup() {
  const appeals = new MemoryAppeals();
  const blobs = new MemoryBlobs();
  const deps = awsPipelineDeps({
    appeals: () => appeals,
    blobs: () => blobs,
    renderer: () => pdfRenderer,
  });
  return { appeals, blobs, save: saveAppealTask(deps), render: renderPdfTask(deps) };
}

async function newAppeal(appeals: MemoryAppeals, id: string, fields: Partial<Appeal>) {
  const now = clock.now().toISOString();
  await appeals.create({
    id,
    userId: 'u-1',
    userEmail: 'jose@example.com',
    type: 'traffic',
    value: 29.9,
    createdAt: now,
    updatedAt: now,
    textVersion: 0,
    status: 'processing',
    ...fields,
  });
}

const flat = (s: string | undefined) => (s ?? '').replace(/\s+/g, ' ');

async function pdfPages(blobs: MemoryBlobs, key: string): Promise<string[]> {
  const stored = blobs.objects.get(key);
  if (!stored) throw new Error(`no object at ${key}`);
  return (await readPdfText(new Uint8Array(stored.body))).pages.map((p) => flat(p.text));
}

test('the note names the sentence this test looks for (guards the test itself)', () => {
  expect(flat(written.filingNote)).toContain(NOTE_SENTENCE);
  expect(written.filingNote).toContain('JARI do DETRAN-PE');
});

test('save-appeal stores the filing note for the facts, even for a text another writer wrote', async () => {
  const { appeals, save } = setup();
  await newAppeal(appeals, 'a1', {});
  await save({ appealId: 'a1', text: 'Texto escrito por outro redator.', facts });
  const appeal = await appeals.get('a1');
  expect(appeal?.status).toBe('pending_payment');
  expect(appeal?.generatedText).toBe('Texto escrito por outro redator.');
  expect(appeal?.filingNote).toBe(written.filingNote);
});

test('render-pdf puts "Como protocolar" first, from the stored notice summary, and no longer the note', async () => {
  const { appeals, blobs, save, render } = setup();
  await newAppeal(appeals, 'p1', {});
  await save({ appealId: 'p1', text: written.text, facts });
  await appeals.update('p1', { status: 'paid' });
  expect(await render({ appealId: 'p1' })).toEqual({ documentKey: 'documents/u-1/p1.pdf' });
  const pages = await pdfPages(blobs, 'documents/u-1/p1.pdf');
  const [first = '', ...rest] = pages;
  expect(first).toContain('COMO PROTOCOLAR');
  expect(first).toContain('Esta página é só para você: ela não faz parte do recurso');
  expect(first).toContain(
    'Recurso à JARI (Junta Administrativa de Recursos de Infrações) do órgão autuador: DETRAN-PE.',
  );
  expect(first).toContain(
    'Entregue ao órgão que aplicou a penalidade, que o encaminha à JARI (art. 285 do CTB).',
  );
  expect(first).toContain('cópia da notificação do Auto de Infração nº P98765432;');
  expect(first).toContain('Assine ao final do recurso');
  expect(first).toContain('não há garantia de deferimento');
  expect(first).toContain('Como protocolar – não entregue esta página');
  expect(first).not.toContain('DOS PEDIDOS');
  // the appeal follows, numbered on its own; the writer's note is not printed twice
  expect(rest[0]).toContain(`Página 1 de ${rest.length}`);
  expect(rest.join(' ')).toContain('DOS PEDIDOS');
  expect(pages.join(' ')).not.toContain(NOTE_TITLE);
});

test('render-pdf of a text typed without facts still starts with the general filing guidance', async () => {
  const { appeals, blobs, render } = setup();
  await newAppeal(appeals, 'p2', {
    status: 'paid',
    generatedText: 'Ilmo. Sr.\n\n# RECURSO\n\nTexto da Ana.',
  });
  await render({ appealId: 'p2' });
  const pages = await pdfPages(blobs, 'documents/u-1/p2.pdf');
  expect(pages).toHaveLength(2);
  expect(pages[0]).toContain('COMO PROTOCOLAR');
  expect(pages[0]).toContain('[confira na notificação o nome do órgão autuador]');
  expect(pages[0]).toContain('Não identificamos o prazo na notificação');
  expect(pages[1]).toContain('Texto da Ana.');
  expect(pages[1]).toContain('Página 1 de 1');
});
