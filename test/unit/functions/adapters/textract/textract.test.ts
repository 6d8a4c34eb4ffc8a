import {
  type Block,
  DetectDocumentTextCommand,
  GetDocumentTextDetectionCommand,
  StartDocumentTextDetectionCommand,
  TextractClient,
} from '@aws-sdk/client-textract';
import {
  TEXTRACT_UNREADABLE_MESSAGE,
  TextractTextExtractor,
} from '@recurso/functions/adapters/textract/index';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-jest';

const textract = mockClient(TextractClient);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj\n');
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
    expect(out).toEqual({
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
    expect(out).toEqual({
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
