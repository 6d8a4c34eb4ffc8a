/**
 * The AWS path on the same evidence (issue 25): Textract's answers read with AWS's parser
 * (amazon-textract-response-parser); a page photographed turned a quarter is turned upright, its
 * boxes the upright page's and its transform back to the image recorded (the thumbnails' `toImage`);
 * fields the geometric reading left doubtful or missing asked again with AnalyzeDocument QUERIES —
 * an agreeing answer makes a value doubted for its print certain, a different one flags it, a missing
 * one is offered uncertain; nothing doubtful, no call. Recorded responses: test/fixtures/textract.
 */
import {
  AnalyzeDocumentCommand,
  type Block,
  DetectDocumentTextCommand,
  TextractClient,
} from '@aws-sdk/client-textract';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractDocument } from '@recurso/core/appeals';
import { applyMatrix } from '@recurso/core/documents';
import { CERTAIN_CONFIDENCE, extractFacts, readDocument } from '@recurso/core/facts';
import { blocksToLayout, TextractTextExtractor } from '@recurso/functions/adapters/textract/index';
import { doubtfulFields } from '@recurso/functions/adapters/textract/queries';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-jest';
import { MemoryBlobs } from '../../../core/appeals/memory';

const textract = mockClient(TextractClient);
const recorded = (file: string) =>
  JSON.parse(readFileSync(join(__dirname, '../../../../fixtures/textract', file), 'utf8')) as {
    Blocks: Block[];
  };
/** A PNG's signature and IHDR: `w` × `h` pixels. */
const png = (w: number, h: number) =>
  new Uint8Array([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    0,
    0,
    0,
    13,
    0x49,
    0x48,
    0x44,
    0x52,
    0,
    0,
    w >> 8,
    w & 255,
    0,
    0,
    h >> 8,
    h & 255,
    8,
    0,
    0,
    0,
    0,
  ]);
const backoff = { attempts: 2, baseDelayMs: 1, maxDelayMs: 1, sleep: async () => {}, random: () => 1 };
const clock = { now: () => new Date('2026-11-22T10:00:00Z') };

beforeEach(() => textract.reset());

describe('a page photographed turned a quarter', () => {
  const upright = blocksToLayout(recorded('detect-two-column.json').Blocks, () => ({
    width: 1240,
    height: 1754,
  }));
  const turned = blocksToLayout(recorded('detect-turned.json').Blocks, () => ({ width: 1754, height: 1240 }));

  it('is turned upright: the upright page’s size, every word where it is on the page as read', () => {
    const page = turned.pages[0];
    expect(page).toMatchObject({ number: 1, width: 1240, height: 1754, rotation: 270 });
    const words = page?.lines.flatMap((l) => l.words) ?? [];
    const straight = upright.pages[0]?.lines.flatMap((l) => l.words) ?? [];
    expect(words.map((w) => w.text)).toEqual(straight.map((w) => w.text));
    words.forEach((w, i) => {
      const s = straight[i]?.box;
      expect(w.box.left).toBeCloseTo(s?.left ?? -1, 5);
      expect(w.box.top).toBeCloseTo(s?.top ?? -1, 5);
      expect(w.box.width).toBeCloseTo(s?.width ?? -1, 5);
    });
  });

  it('records where the page lies on the image: its top-left corner is the image’s top-right', () => {
    const toImage = turned.pages[0]?.toImage ?? [];
    expect(toImage).toHaveLength(9);
    const corner = applyMatrix(toImage, { x: 0, y: 0 });
    expect(corner.x).toBeCloseTo(1, 9);
    expect(corner.y).toBeCloseTo(0, 9);
    // A word's upright box maps onto its polygon in the image.
    const plate = recorded('detect-turned.json').Blocks.find(
      (b) => b.BlockType === 'WORD' && b.Text === 'BRA2E19',
    );
    const box = turned.pages[0]?.lines.flatMap((l) => l.words).find((w) => w.text === 'BRA2E19')?.box;
    const p = applyMatrix(toImage, { x: box?.left ?? 0, y: box?.top ?? 0 });
    expect(p.x).toBeCloseTo(plate?.Geometry?.Polygon?.[0]?.X ?? -1, 5);
    expect(p.y).toBeCloseTo(plate?.Geometry?.Polygon?.[0]?.Y ?? -1, 5);
    expect(upright.pages[0]?.toImage).toBeUndefined();
  });

  it('reads as the upright page does, each fact knowing where its page lies on the upload', () => {
    const facts = extractFacts([{ name: 'turned.png', text: '', method: 'textract', layout: turned }], {
      clock,
    });
    expect([facts.notice.issueDate?.value, facts.vehicle.plate?.value, facts.notice.number.value]).toEqual([
      '2026-03-11',
      'BRA2E19',
      'SP4G102938',
    ]);
    expect(facts.vehicle.plate?.source).toMatchObject({
      kind: 'document',
      toImage: turned.pages[0]?.toImage,
    });
  });
});

describe('QUERIES on the fields left doubtful', () => {
  const doubtful = () =>
    readDocument({
      name: 'n.png',
      method: 'textract',
      layout: blocksToLayout(recorded('detect-doubtful.json').Blocks, () => ({ width: 1240, height: 1754 })),
    });

  it('asks only what is doubtful or missing, and nothing when the reading is sure', () => {
    expect(doubtfulFields(doubtful())).toEqual([
      'notice.number',
      'vehicle.plate',
      'infraction.time',
      'owner.cpf',
    ]);
    const hit = (value: string, confidence = 0.95) => [{ value, page: 1, confidence }];
    const sure = {
      name: 'n.png',
      method: 'textract' as const,
      pages: 1,
      fields: {
        'notice.number': hit('SP4G102938', 0.98),
        'vehicle.plate': hit('BRA2E19'),
        'infraction.date': hit('2026-03-02'),
        'infraction.code': hit('745-50'),
      },
    };
    expect(doubtfulFields(sure)).toEqual([]);
    // A required field missing is worth the call, which then asks every field of its kind still open.
    const { 'vehicle.plate': _, ...noPlate } = sure.fields;
    expect(doubtfulFields({ ...sure, fields: noPlate })).toEqual([
      'vehicle.plate',
      'infraction.time',
      'notice.issueDate',
      'notice.deadline',
      'owner.cpf',
    ]);
    // A suspension notice is never asked for a plate.
    expect(doubtfulFields({ ...sure, fields: { stage: hit('suspensao') } })).not.toContain('vehicle.plate');
  });

  it('through the pipeline’s extract step: agreement makes the plate certain, disagreement flags the number, the time is offered', async () => {
    textract.on(DetectDocumentTextCommand).resolves(recorded('detect-doubtful.json'));
    textract.on(AnalyzeDocumentCommand).resolves(recorded('analyze-queries.json'));
    const blobs = new MemoryBlobs();
    const bytes = png(1240, 1754);
    await blobs.put('u/0.png', bytes, 'image/png');
    const extractor = new TextractTextExtractor(new TextractClient({}), { backoff });
    const before = doubtful();
    expect(before.fields['vehicle.plate']?.[0]?.confidence).toBeLessThan(CERTAIN_CONFIDENCE);
    const { reading } = await extractDocument(
      { blobs, extractor },
      { appealId: 'a1', index: 0, document: { key: 'u/0.png', type: 'png' } },
    );
    expect(textract).toHaveReceivedCommandTimes(AnalyzeDocumentCommand, 1);
    const call = textract.commandCalls(AnalyzeDocumentCommand)[0]?.args[0].input;
    expect(call?.FeatureTypes).toEqual(['QUERIES']);
    expect(call?.QueriesConfig?.Queries?.map((q) => q.Alias)).toEqual([
      'NOTICE_NUMBER',
      'PLATE',
      'INFRACTION_TIME',
      'OWNER_CPF',
    ]);
    expect(reading.fields['vehicle.plate']?.[0]).toMatchObject({ value: 'BRA2E19', confidence: 0.9 });
    expect(reading.fields['vehicle.plate']?.[0]?.issues).toBeUndefined();
    const number = reading.fields['notice.number']?.[0];
    expect(number?.value).toBe('SP4G1O2938');
    expect(number?.issues?.map((i) => i.check)).toContain('query_disagrees');
    expect(number?.issues?.find((i) => i.check === 'query_disagrees')?.message).toBe(
      'Uma segunda leitura do documento encontrou “SP4G102938” aqui. Confira com o documento.',
    );
    expect(reading.fields['infraction.time']?.[0]).toEqual({ value: '14:32', page: 1, confidence: 0.6 });
  });

  it('leaves the reading as it was when the second look fails (it never fails the appeal)', async () => {
    textract
      .on(AnalyzeDocumentCommand)
      .rejects(Object.assign(new Error('denied'), { name: 'AccessDeniedException' }));
    const extractor = new TextractTextExtractor(new TextractClient({}), { backoff });
    const reading = doubtful();
    expect(await extractor.secondLook(reading, { name: 'n.png', bytes: png(1240, 1754) })).toBe(reading);
  });
});
