import {
  type Block,
  DetectDocumentTextCommand,
  GetDocumentTextDetectionCommand,
  StartDocumentTextDetectionCommand,
  TextractClient,
} from '@aws-sdk/client-textract';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractFacts, readDocument } from '@recurso/core/facts';
import {
  A4,
  blocksToLayout,
  pdfPageSize,
  TEXTRACT_UNREADABLE_MESSAGE,
  TextractTextExtractor,
} from '@recurso/functions/adapters/textract/index';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-jest';

const textract = mockClient(TextractClient);
/** A PNG's signature and IHDR: 1240 × 1754 pixels (A4 at 150 dpi). */
const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0x04, 0xd8, 0, 0,
  0x06, 0xda, 8, 0, 0, 0, 0,
]);
const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<< /Type /Page /MediaBox [0 0 595.28 841.89] >>\n');
const recorded = (file: string) =>
  JSON.parse(readFileSync(join(__dirname, '../../../../fixtures/textract', file), 'utf8')) as {
    Blocks: Block[];
    NextToken?: string;
    JobStatus?: 'SUCCEEDED';
  };
const line = (Text: string, Page = 1): Block => ({ BlockType: 'LINE', Text, Page });
const word = (Text: string): Block => ({ BlockType: 'WORD', Text, Page: 1 });
const throttled = () => Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' });

const sleeps: number[] = [];
const sleep = async (ms: number) => {
  sleeps.push(ms);
};
const options = {
  backoff: { attempts: 3, baseDelayMs: 100, maxDelayMs: 1000, sleep, random: () => 1 },
  poll: { firstMs: 500, maxMs: 2000, timeoutMs: 10_000, sleep },
  locatePdf: async () => ({ bucket: 'uploads', key: 'appeals/a1/0.pdf' }),
};

beforeEach(() => {
  textract.reset();
  sleeps.length = 0;
});

describe('TextractTextExtractor', () => {
  it('reads an image with DetectDocumentText, keeping LINE blocks in order', async () => {
    textract.on(DetectDocumentTextCommand).resolves({
      Blocks: [
        { BlockType: 'PAGE' },
        line('Auto de Infração nº: A123456'),
        word('Auto'),
        line('Placa: ABC1D23'),
      ],
    });
    const out = await new TextractTextExtractor(new TextractClient({}), options).extract({
      name: 'foto.png',
      bytes: PNG,
    });
    expect(out).toMatchObject({
      name: 'foto.png',
      type: 'png',
      method: 'textract',
      text: 'Auto de Infração nº: A123456\nPlaca: ABC1D23',
      pages: 1,
    });
    expect(textract).toHaveReceivedCommandWith(DetectDocumentTextCommand, { Document: { Bytes: PNG } });
  });

  it('retries throttling with growing delays, then succeeds', async () => {
    textract
      .on(DetectDocumentTextCommand)
      .rejectsOnce(throttled())
      .rejectsOnce(throttled())
      .resolves({ Blocks: [line('ok texto')] });
    const out = await new TextractTextExtractor(new TextractClient({}), options).extract({
      name: 'a.png',
      bytes: PNG,
    });
    expect(out.text).toBe('ok texto');
    expect(textract).toHaveReceivedCommandTimes(DetectDocumentTextCommand, 3);
    expect(sleeps).toEqual([100, 200]);
  });

  it('gives up after the last attempt with the original throttling error (the ASL retries longer)', async () => {
    textract.on(DetectDocumentTextCommand).rejects(throttled());
    await expect(
      new TextractTextExtractor(new TextractClient({}), options).extract({ name: 'a.png', bytes: PNG }),
    ).rejects.toMatchObject({
      name: 'ThrottlingException',
    });
    expect(textract).toHaveReceivedCommandTimes(DetectDocumentTextCommand, 3);
  });

  it('does not retry a bad document, and says so in Portuguese', async () => {
    textract
      .on(DetectDocumentTextCommand)
      .rejects(Object.assign(new Error('bad'), { name: 'BadDocumentException' }));
    await expect(
      new TextractTextExtractor(new TextractClient({}), options).extract({ name: 'a.png', bytes: PNG }),
    ).rejects.toThrow(TEXTRACT_UNREADABLE_MESSAGE);
    expect(textract).toHaveReceivedCommandTimes(DetectDocumentTextCommand, 1);
  });

  it('runs the async job for a multi-page PDF: polls until done and follows NextToken', async () => {
    textract
      .on(DetectDocumentTextCommand)
      .rejects(Object.assign(new Error('multi'), { name: 'UnsupportedDocumentException' }));
    textract.on(StartDocumentTextDetectionCommand).resolves({ JobId: 'job-1' });
    textract
      .on(GetDocumentTextDetectionCommand, { JobId: 'job-1' })
      .resolvesOnce({ JobStatus: 'IN_PROGRESS' })
      .rejectsOnce(throttled())
      .resolvesOnce({ JobStatus: 'IN_PROGRESS' })
      .resolves({
        JobStatus: 'SUCCEEDED',
        DocumentMetadata: { Pages: 2 },
        Blocks: [line('Página um')],
        NextToken: 't1',
      });
    textract
      .on(GetDocumentTextDetectionCommand, { JobId: 'job-1', NextToken: 't1' })
      .resolves({ JobStatus: 'SUCCEEDED', Blocks: [line('Página dois', 2)] });
    const out = await new TextractTextExtractor(new TextractClient({}), options).extract({
      name: 'n.pdf',
      bytes: PDF,
    });
    expect(out).toMatchObject({
      name: 'n.pdf',
      type: 'pdf',
      method: 'textract',
      text: 'Página um\n\nPágina dois',
      pages: 2,
    });
    expect(textract).toHaveReceivedCommandWith(StartDocumentTextDetectionCommand, {
      DocumentLocation: { S3Object: { Bucket: 'uploads', Name: 'appeals/a1/0.pdf' } },
    });
    // poll waits 500 then 1000; the throttled poll waited 100 (backoff)
    expect(sleeps).toEqual([500, 100, 1000]);
  });

  it('reports a failed job as an unreadable document', async () => {
    textract
      .on(DetectDocumentTextCommand)
      .rejects(Object.assign(new Error('multi'), { name: 'UnsupportedDocumentException' }));
    textract.on(StartDocumentTextDetectionCommand).resolves({ JobId: 'job-2' });
    textract.on(GetDocumentTextDetectionCommand).resolves({ JobStatus: 'FAILED' });
    await expect(
      new TextractTextExtractor(new TextractClient({}), options).extract({ name: 'n.pdf', bytes: PDF }),
    ).rejects.toThrow(TEXTRACT_UNREADABLE_MESSAGE);
  });

  it('stops polling after the time limit', async () => {
    textract
      .on(DetectDocumentTextCommand)
      .rejects(Object.assign(new Error('multi'), { name: 'UnsupportedDocumentException' }));
    textract.on(StartDocumentTextDetectionCommand).resolves({ JobId: 'job-3' });
    textract.on(GetDocumentTextDetectionCommand).resolves({ JobStatus: 'IN_PROGRESS' });
    await expect(
      new TextractTextExtractor(new TextractClient({}), {
        ...options,
        poll: { ...options.poll, timeoutMs: 3000 },
      }).extract({ name: 'n.pdf', bytes: PDF }),
    ).rejects.toThrow('A leitura do documento demorou mais que o esperado. Tente novamente.');
    expect(sleeps).toEqual([500, 1000, 2000]);
  });

  it('decodes plain text without calling Textract, and refuses unknown bytes', async () => {
    const ex = new TextractTextExtractor(new TextractClient({}), options);
    await expect(
      ex.extract({ name: 'a.txt', bytes: new TextEncoder().encode('Placa ABC1234') }),
    ).resolves.toMatchObject({ method: 'plain', text: 'Placa ABC1234' });
    await expect(ex.extract({ name: 'a.zip', bytes: new Uint8Array([0x50, 0x4b, 3, 4, 0]) })).rejects.toThrow(
      'Formato de arquivo não suportado',
    );
    expect(textract).toHaveReceivedCommandTimes(DetectDocumentTextCommand, 0);
  });
});

describe('Textract blocks → layout', () => {
  it('maps every LINE with its WORDs: boxes as Textract gives them, confidence ÷ 100, the image’s size', async () => {
    textract.on(DetectDocumentTextCommand).resolves(recorded('detect-two-column.json'));
    const out = await new TextractTextExtractor(new TextractClient({}), options).extract({
      name: 'n.png',
      bytes: PNG,
    });
    const [page] = out.layout.pages;
    expect(page).toMatchObject({ number: 1, width: 1240, height: 1754, rotation: 0 });
    expect(page?.lines).toHaveLength(20);
    const auto = page?.lines.find((l) => l.text === 'SP4G102938');
    expect(auto?.words).toEqual([
      {
        text: 'SP4G102938',
        box: { left: 0.46, top: 0.12, width: 10 * 0.0068, height: 0.0105 },
        confidence: 0.961,
      },
    ]);
    expect(page?.lines[2]?.words.map((w) => w.text)).toEqual(['Auto', 'de', 'Infração']);
    expect(out.text.split('\n')[0]).toBe('DEPARTAMENTO ESTADUAL DE TRÂNSITO - DETRAN-SP');
  });

  it('pairs a two-column table: a label wrapped over two lines takes the value beside it, not the next row’s', async () => {
    textract.on(DetectDocumentTextCommand).resolves(recorded('detect-two-column.json'));
    const doc = await new TextractTextExtractor(new TextractClient({}), options).extract({
      name: 'n.png',
      bytes: PNG,
    });
    const facts = extractFacts([doc], { clock: { now: () => new Date('2026-11-22T10:00:00Z') } });
    expect(facts.notice.issueDate?.value).toBe('2026-03-11');
    expect(facts.notice.issueDate?.source).toMatchObject({
      kind: 'document',
      method: 'textract',
      page: 1,
      label: 'Data de emissão da notificação',
    });
    expect(facts.notice.deadline?.value).toBe('2026-04-14');
    expect(facts.notice.deadline?.source).toMatchObject({
      label: 'Prazo para apresentação de defesa prévia',
    });
    expect([facts.owner.name?.value, facts.infraction.place?.value, facts.notice.number.value]).toEqual([
      'Mariana Costa Ferreira',
      'Rod. dos Bandeirantes, km 38, Jundiaí/SP',
      'SP4G102938',
    ]);
    expect([facts.stage?.value, facts.vehicle.plate?.value, facts.infraction.code?.value]).toEqual([
      'defesa_previa',
      'BRA2E19',
      '745-50',
    ]);
    expect(facts.notice.issueDate?.confidence).toBeGreaterThan(0.85);
  });

  it('reads a multi-page async job through NextToken into pages, each fact with its page', async () => {
    textract
      .on(DetectDocumentTextCommand)
      .rejects(Object.assign(new Error('multi'), { name: 'UnsupportedDocumentException' }));
    textract.on(StartDocumentTextDetectionCommand).resolves({ JobId: 'job-9' });
    textract.on(GetDocumentTextDetectionCommand, { JobId: 'job-9' }).resolves(recorded('async-page-1.json'));
    textract
      .on(GetDocumentTextDetectionCommand, { JobId: 'job-9', NextToken: 'page-2-token' })
      .resolves(recorded('async-page-2.json'));
    const doc = await new TextractTextExtractor(new TextractClient({}), options).extract({
      name: 'n.pdf',
      bytes: PDF,
    });
    expect(doc.layout.pages.map((p) => [p.number, p.width, p.height, p.lines.length])).toEqual([
      [1, 595.28, 841.89, 20],
      [2, 595.28, 841.89, 5],
    ]);
    const reading = readDocument(doc);
    expect(reading.fields['driver.name']?.[0]).toMatchObject({ value: 'Rafael Nunes Dias', page: 2 });
    expect(reading.fields['driver.cnh']?.[0]).toMatchObject({
      value: '05837261940',
      page: 2,
      label: 'Nº da CNH',
    });
    expect(reading.fields['notice.issueDate']?.[0]).toMatchObject({ value: '2026-03-11', page: 1 });
  });

  it('splits a LINE that lists no WORDs by its width, and assumes A4 for a PDF with no readable MediaBox', () => {
    const layout = blocksToLayout(
      [
        {
          BlockType: 'LINE',
          Text: 'Placa ABC1D23',
          Confidence: 88,
          Geometry: { BoundingBox: { Left: 0.1, Top: 0.2, Width: 0.26, Height: 0.01 } },
        },
      ],
      () => pdfPageSize(new TextEncoder().encode('%PDF-1.7 compressed')),
    );
    expect(layout.pages[0]).toMatchObject({ width: A4.width, height: A4.height });
    const words = layout.pages[0]?.lines[0]?.words ?? [];
    expect(words.map((w) => [w.text, w.box.left, w.confidence])).toEqual([
      ['Placa', 0.1, 0.88],
      ['ABC1D23', 0.1 + (0.26 * 6) / 13, 0.88],
    ]);
  });
});
