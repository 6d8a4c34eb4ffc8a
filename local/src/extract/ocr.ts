/**
 * Offline OCR with tesseract.js and the installed Portuguese data (@tesseract.js-data/por, best_int).
 * One worker, created on first use and reused; `terminate()` frees it (tests, CLI exit).
 * Without `langPath` + `cacheMethod: 'none'` tesseract.js would try a CDN and die offline.
 */
import { dirname, join } from 'node:path';
import { imageSize, type LayoutPage, type PageRecognizer } from '@recurso/core/documents';
import { createWorker, PSM, type Worker } from 'tesseract.js';
import { tesseractPage } from './tesseract-layout';

const LANG_PATH = join(dirname(require.resolve('@tesseract.js-data/por/package.json')), '4.0.0_best_int');

export class OcrEngine implements PageRecognizer {
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

  /** One PNG/JPEG image (bytes) as a layout page: tesseract's lines and words with boxes and confidences. */
  async recognize(image: Uint8Array, pageNumber = 1): Promise<LayoutPage> {
    const worker = await this.get();
    const { data } = await worker.recognize(Buffer.from(image), {}, { blocks: true, text: false });
    const size = imageSize(image) ?? { width: 1, height: 1 };
    return tesseractPage(data, size.width, size.height, pageNumber);
  }

  async terminate(): Promise<void> {
    const w = this.worker;
    this.worker = undefined;
    if (w) await (await w).terminate();
  }
}
