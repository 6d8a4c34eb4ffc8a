/**
 * Offline OCR with tesseract.js and the installed Portuguese data (@tesseract.js-data/por, best_int).
 * One worker, created on first use and reused; `terminate()` frees it (tests, CLI exit).
 * Without `langPath` + `cacheMethod: 'none'` tesseract.js would try a CDN and die offline.
 */
import { dirname, join } from 'node:path';
import { createWorker, PSM, type Worker } from 'tesseract.js';

const LANG_PATH = join(dirname(require.resolve('@tesseract.js-data/por/package.json')), '4.0.0_best_int');

export class OcrEngine {
  private worker?: Promise<Worker>;

  private get(): Promise<Worker> {
    this.worker ??= (async () => {
      const w = await createWorker('por', 1, { langPath: LANG_PATH, cacheMethod: 'none', gzip: true });
      // Notices are forms: sparse blocks of text; "auto" segmentation keeps their line order.
      await w.setParameters({
        tessedit_pageseg_mode: PSM.AUTO,
        preserve_interword_spaces: '0',
        // Tesseract's own notes ("Estimating resolution…") would clutter the CLI and test output.
        debug_file: '/dev/null',
      } as Parameters<Worker['setParameters']>[0]);
      return w;
    })();
    return this.worker;
  }

  /** Text of one PNG/JPEG image (bytes). */
  async recognize(image: Uint8Array): Promise<string> {
    const worker = await this.get();
    const { data } = await worker.recognize(Buffer.from(image));
    return data.text;
  }

  async terminate(): Promise<void> {
    const w = this.worker;
    this.worker = undefined;
    if (w) await (await w).terminate();
  }
}
