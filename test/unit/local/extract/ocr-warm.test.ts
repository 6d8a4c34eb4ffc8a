/**
 * The OCR engine can be started before the first image arrives (the local runtime does it at start):
 * tesseract's worker and the second engine's model are made by `warm()`, not by the first read, and the
 * runtime's workflows hand the request to their OCR engine. Tesseract is replaced by a counting stand-in.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalTextExtractor } from '@recurso/local/extract/local-text-extractor';
import { LineReader } from '@recurso/local/extract/line-reader';
import { PageOcr } from '@recurso/local/extract/page-ocr';
import { createLocalAppealWorkflows } from '@recurso/local/stepfunctions/appeal-workflows';

const created: string[] = [];
/** The images tesseract's stand-in was given (PGM bytes). */
const recognised: Buffer[] = [];
jest.mock('tesseract.js', () => ({
  ...jest.requireActual('tesseract.js'),
  createWorker: async (lang: string) => {
    created.push(lang);
    return {
      setParameters: async () => ({}),
      terminate: async () => ({}),
      recognize: async (image: Buffer) => {
        recognised.push(image);
        return { data: { blocks: [] } };
      },
    };
  },
}));

beforeEach(() => {
  created.length = 0;
  recognised.length = 0;
});

/** Share of dark pixels (below 128) in a binary PGM: how much of it is ink. */
function inkShare(pgmBytes: Buffer): number {
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(pgmBytes.toString('latin1', 0, 40));
  if (!header) throw new Error('not a PGM');
  const pixels = pgmBytes.subarray(header[0].length);
  return pixels.filter((v) => v < 128).length / pixels.length;
}

describe('warming the OCR engine', () => {
  it('starts tesseract and loads the second engine before any page is read, once', async () => {
    const model = jest.spyOn(LineReader.prototype, 'warm').mockResolvedValue();
    const lines = jest.spyOn(LineReader.prototype, 'read').mockResolvedValue({ text: '', confidence: 0 });
    const ocr = new PageOcr();
    await ocr.warm();
    expect(created).toEqual(['por']);
    expect(model).toHaveBeenCalledTimes(1);
    // A second warm (or the first read after) reuses the worker.
    await ocr.warm();
    expect(created).toEqual(['por']);
    model.mockRestore();
    lines.mockRestore();
  });

  it('has tesseract read a few lines of dark print on white, then reads them as an uploaded page', async () => {
    const lines = jest.spyOn(LineReader.prototype, 'read').mockResolvedValue({ text: '', confidence: 0 });
    const model = jest.spyOn(LineReader.prototype, 'warm').mockResolvedValue();
    const ocr = new PageOcr();
    const pages = jest.spyOn(ocr, 'recognizePage');
    await ocr.warm();
    const ink = inkShare(recognised[0] as Buffer);
    // Print: some ink, most of it paper.
    expect(ink).toBeGreaterThan(0.03);
    expect(ink).toBeLessThan(0.4);
    // The page's whole reading ran once on the same text, as a PNG upload.
    expect(pages).toHaveBeenCalledTimes(1);
    expect(
      Buffer.from(pages.mock.calls[0]?.[0] as Uint8Array)
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
    expect(recognised.length).toBeGreaterThan(1);
    lines.mockRestore();
    model.mockRestore();
  });

  it('is passed on by the extractor and by the local workflows to their OCR engine', async () => {
    const warmed: string[] = [];
    const ocr = {
      recognize: async () => {
        throw new Error('no page is read here');
      },
      terminate: async () => undefined,
      warm: async () => {
        warmed.push('ocr');
      },
    };
    await new LocalTextExtractor(ocr).warm();
    expect(warmed).toEqual(['ocr']);
    const dataDir = mkdtempSync(join(tmpdir(), 'ocr-warm-'));
    try {
      const workflows = createLocalAppealWorkflows({ dataDir, deps: () => undefined, ocr, validate: false });
      await workflows.warmOcr();
      expect(warmed).toEqual(['ocr', 'ocr']);
      await workflows.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
