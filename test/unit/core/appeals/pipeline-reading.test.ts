/**
 * The extract step pairs labels and values and hands build-facts a compact reading, never the
 * layout: ten documents stay far below Step Functions' 256 KB state limit.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractDocument, fitReading, MAX_READING_BYTES } from '@recurso/core/appeals';
import type { DocumentReading } from '@recurso/core/facts';
import { factsBuilder } from '@recurso/functions/tasks/reader';
import { buildFactsTask } from '@recurso/functions/tasks/tasks';
import { LocalTextExtractor } from '@recurso/local/extract/index';
import { MemoryBlobs } from './memory';

const clock = { now: () => new Date('2026-11-22T10:00:00Z') };
const STATE_LIMIT = 256 * 1024;
const extractor = new LocalTextExtractor();
afterAll(() => extractor.close());

/** A long notice typed as text: every field, long values, a second page of observations. */
const DENSE = `DEPARTAMENTO ESTADUAL DE TRÂNSITO - DETRAN-SP
NOTIFICAÇÃO DA AUTUAÇÃO
Auto de Infração nº: SP1234567890
Órgão Autuador: Departamento Estadual de Trânsito de São Paulo - DETRAN-SP
Placa: ABC1D23   RENAVAM: 01234567890   Marca/Modelo: VOLKSWAGEN/GOL 1.6 MSI TOTALFLEX
Data da Infração: 03/02/2026   Hora: 07:42
Local da Infração: ${'Rodovia dos Bandeirantes, km 38, pista sul, sentido capital, '.repeat(4)}Jundiaí/SP
Código da Infração: 745-50
Descrição: ${'Transitar em velocidade superior à máxima permitida em até 20% '.repeat(4)}
Amparo Legal: Art. 218, I, do CTB
Velocidade Medida: 77 km/h   Velocidade Considerada: 70 km/h   Velocidade Máxima Permitida: 60 km/h
Equipamento: Radar fixo VELOX-3, série FX-20931   Data da Aferição: 14/05/2025
Matrícula do Agente: 123456
Proprietário: JOÃO CARLOS PEREIRA DA SILVA   CPF: 529.982.247-25
Endereço: ${'Rua das Acácias, 210, apto 31, Vila Mariana, '.repeat(4)}São Paulo/SP, CEP 04101-000
Condutor: MARIA APARECIDA DE SOUZA   CNH do Condutor: 04512398761
Data de Emissão: 15/03/2026   Data de Postagem: 20/03/2026
Prazo para apresentação de defesa prévia: 24/04/2026`;

async function extracted(blobs: MemoryBlobs, index: number) {
  return extractDocument(
    { blobs, extractor },
    { appealId: 'a1', index, document: { key: `uploads/u-1/${index}`, type: 'text' } },
  );
}

describe('extract step → build-facts', () => {
  it('hands on the reading (values, pages, boxes, labels, confidences), not the layout or the text', async () => {
    const blobs = new MemoryBlobs();
    await blobs.put(
      'uploads/u-1/0',
      readFileSync(join(__dirname, '../../../fixtures/notices/sp-na-velocidade.pdf')),
      'application/pdf',
    );
    const out = await extractDocument(
      { blobs, extractor },
      { appealId: 'a1', index: 0, document: { key: 'uploads/u-1/0', type: 'pdf' } },
    );
    expect(Object.keys(out).sort()).toEqual(['method', 'name', 'pages', 'reading', 'type']);
    expect(out).toMatchObject({ name: 'documento-1.pdf', type: 'pdf', method: 'pdf-text', pages: 1 });
    expect(out.reading.fields['notice.issueDate']?.[0]).toMatchObject({
      value: '2026-03-15',
      page: 1,
      label: 'Data de Emissão',
      confidence: 1,
    });
    expect(JSON.stringify(out).length).toBeLessThan(8 * 1024);
  });

  it('ten dense documents make a BuildFacts input well under the 256 KB state limit, and build the facts', async () => {
    const blobs = new MemoryBlobs();
    const documents = [];
    for (let i = 0; i < 10; i++) {
      await blobs.put(`uploads/u-1/${i}`, new TextEncoder().encode(DENSE), 'text/plain');
      documents.push(await extracted(blobs, i));
    }
    const state = {
      appealId: 'a1',
      type: 'traffic',
      documents,
      manual: null,
      userCity: 'São Paulo',
      additionalText: 'a'.repeat(5000),
    };
    const size = JSON.stringify(state).length;
    expect(size).toBeLessThan(STATE_LIMIT / 2);
    for (const d of documents)
      expect(JSON.stringify(d.reading).length).toBeLessThanOrEqual(MAX_READING_BYTES);
    const { facts } = (await buildFactsTask({ facts: factsBuilder(clock) } as never)(state)) as {
      facts: {
        notice: { number: { value: string } };
        documents: string[];
        driver?: { cnh?: { value: string } };
      };
    };
    expect(facts.notice.number.value).toBe('SP1234567890');
    expect(facts.driver?.cnh?.value).toBe('04512398761');
    expect(facts.documents).toHaveLength(10);
  });

  it('cuts a reading over MAX_READING_BYTES: labels first, then long values', () => {
    const hit = (i: number) => ({
      value: `${'x'.repeat(390)}${i}`,
      page: 1,
      label: 'L'.repeat(190),
      labelBox: { left: 0.1, top: 0.1, width: 0.1, height: 0.1 },
      confidence: 1,
    });
    const keys = ['owner.name', 'owner.address', 'infraction.place', 'infraction.description', 'agency'];
    const big = { name: 'n.pdf', method: 'pdf-text', pages: 1, fields: {} } as DocumentReading;
    const wide = { ...big, fields: {} } as DocumentReading;
    const fields = (r: DocumentReading) => r.fields as Record<string, unknown[]>;
    keys.forEach((k, i) => {
      fields(big)[k] = [hit(i), hit(i), hit(i)];
      for (let j = 0; j < 8; j++) fields(wide)[`${k}${j}`] = [hit(i * 8 + j)];
    });
    expect(JSON.stringify(wide).length).toBeGreaterThan(MAX_READING_BYTES);
    const cut = fitReading(wide);
    expect(JSON.stringify(cut).length).toBeLessThanOrEqual(MAX_READING_BYTES);
    expect(Object.values(cut.fields).every((h) => h?.[0]?.label === undefined)).toBe(true);
    expect(fitReading(big)).toBe(big);
  });

  it('carries at most the notices a driver chooses among, each cut alike, in twice the budget', () => {
    const hit = (i: number) => ({
      value: `${'x'.repeat(390)}${i}`,
      page: 1,
      label: 'L'.repeat(190),
      labelBox: { left: 0.1, top: 0.1, width: 0.1, height: 0.1 },
      confidence: 1,
    });
    const fieldsOf = (n: number) =>
      Object.fromEntries(
        ['owner.name', 'owner.address', 'infraction.place', 'infraction.description', 'agency'].map(
          (k, i) => [k, [hit(n * 10 + i), hit(n * 10 + i)]],
        ),
      ) as DocumentReading['fields'];
    const notices = Array.from({ length: 9 }, (_, n) => ({ pages: [n + 1], fields: fieldsOf(n) }));
    const many = {
      name: 'n.pdf',
      method: 'pdf-text',
      pages: 9,
      fields: fieldsOf(0),
      notices,
    } as DocumentReading;
    expect(JSON.stringify(many).length).toBeGreaterThan(2 * MAX_READING_BYTES);
    const cut = fitReading(many);
    expect(JSON.stringify(cut).length).toBeLessThanOrEqual(2 * MAX_READING_BYTES);
    expect(cut.notices?.map((n) => n.pages)).toEqual([[1], [2], [3], [4], [5], [6]]);
    expect(cut.notices?.[5]?.fields.agency?.[0]).toMatchObject({ value: `${'x'.repeat(390)}54` });
    expect(cut.notices?.every((n) => Object.values(n.fields).every((h) => h?.[0]?.label === undefined))).toBe(
      true,
    );
  });
});
