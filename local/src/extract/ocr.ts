/**
 * Offline OCR with tesseract.js and the installed data (@tesseract.js-data/por best_int for the text,
 * @tesseract.js-data/osd for orientation). An image is prepared first (image/preprocess.ts: page cut
 * out of a photo, light evened, turned upright, deskewed, rules erased), then read into a LayoutPage:
 * every word with its box in page fractions and tesseract's confidence ÷ 100.
 *
 * Two workers, created on first use and reused; `terminate()` frees them (tests, CLI exit).
 * Without `langPath` + `cacheMethod: 'none'` tesseract.js would try a CDN and die offline.
 */
import { dirname, join } from 'node:path';
import type { LayoutPage } from '@recurso/core/documents';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { type PreparedImage, pgm, prepareImage, type QuarterTurn } from './image/preprocess';
import { type Grey, scale } from './image/raster';
import { layoutFromBlocks } from './ocr-layout';

const dataDir = (pkg: string, version: string) =>
  join(dirname(require.resolve(`@tesseract.js-data/${pkg}/package.json`)), version);
const LANG_PATH = dataDir('por', '4.0.0_best_int');
const OSD_PATH = dataDir('osd', '4.0.0');

/** Tesseract's own notes ("Estimating resolution…") would clutter the CLI and test output. */
const QUIET = { debug_file: '/dev/null' };
/** Below this OSD confidence the page is taken as upright (OSD guesses on pages with little text). */
const MIN_ORIENTATION_CONFIDENCE = 1.5;
/** OSD reads glyph shapes; a 1000-pixel-wide copy is enough and four times cheaper than the page. */
const OSD_WIDTH = 1000;

export interface OcrResult {
  page: LayoutPage;
  prepared: Omit<PreparedImage, 'image'>;
}

export class OcrEngine {
  private worker?: Promise<Worker>;
  private osd?: Promise<Worker>;

  private reader(): Promise<Worker> {
    this.worker ??= (async () => {
      const w = await createWorker('por', OEM.LSTM_ONLY, {
        langPath: LANG_PATH,
        cacheMethod: 'none',
        gzip: true,
      });
      // Sparse text: a form's cells are read as separate runs of words, each with its own box, and
      // faster than full layout analysis; reading order comes from the boxes (ocr-layout.ts).
      await w.setParameters({
        tessedit_pageseg_mode: PSM.SPARSE_TEXT,
        preserve_interword_spaces: '0',
        user_defined_dpi: '200',
        ...QUIET,
      } as Parameters<Worker['setParameters']>[0]);
      return w;
    })();
    return this.worker;
  }

  private orienter(): Promise<Worker> {
    this.osd ??= (async () => {
      const w = await createWorker('osd', OEM.TESSERACT_ONLY, {
        langPath: OSD_PATH,
        cacheMethod: 'none',
        gzip: true,
        legacyCore: true,
        legacyLang: true,
      });
      await w.setParameters({ user_defined_dpi: '120', ...QUIET } as Parameters<Worker['setParameters']>[0]);
      return w;
    })();
    return this.osd;
  }

  /** Clockwise quarter turns that make the page upright, from tesseract's orientation detection. */
  async orientation(img: Grey): Promise<QuarterTurn> {
    const small = img.width > OSD_WIDTH ? scale(img, OSD_WIDTH / img.width) : img;
    const { data } = await (await this.orienter()).detect(pgm(small));
    if (!data.orientation_degrees || (data.orientation_confidence ?? 0) < MIN_ORIENTATION_CONFIDENCE)
      return 0;
    return data.orientation_degrees as QuarterTurn;
  }

  /** One PNG/JPEG page image (bytes) → its words and lines with boxes and confidences. */
  async recognizePage(image: Uint8Array, pageNumber = 1): Promise<OcrResult> {
    const { image: upright, ...prepared } = await prepareImage(image, (img) => this.orientation(img));
    const { data } = await (await this.reader()).recognize(pgm(upright), {}, { blocks: true, text: false });
    const page = layoutFromBlocks(data.blocks ?? [], {
      number: pageNumber,
      width: upright.width,
      height: upright.height,
      rotation: prepared.rotation,
    });
    return { page, prepared };
  }

  async terminate(): Promise<void> {
    const workers = [this.worker, this.osd];
    this.worker = undefined;
    this.osd = undefined;
    for (const w of workers) if (w) await (await w).terminate();
  }
}
