/**
 * Offline OCR of one page image with tesseract.js and the installed Portuguese data
 * (@tesseract.js-data/por, best_int). An image is prepared first (image/preprocess.ts: page cut out of
 * a photo, light evened, turned upright, deskewed, rules erased), then read into a LayoutPage: every
 * word with its box in page fractions and its confidence (tesseract-layout.ts).
 *
 * This runs the pixel work synchronously: the runtime uses it inside a worker thread (ocr.ts), never
 * on the server's event loop. One tesseract worker, created on first use and reused; `terminate()`
 * frees it. Without `langPath` + `cacheMethod: 'none'` tesseract.js would try a CDN and die offline.
 */
import { dirname, join } from 'node:path';
import {
  type LayoutLine,
  type LayoutPage,
  type LayoutWord,
  lineOf,
  type PageRecognizer,
} from '@recurso/core/documents';
import { suspectPlate, wholePlate } from '@recurso/core/facts';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { opencv } from './image/cv';
import { pngOf, renderedText } from './image/decode';
import { markAfter } from './image/dropped-marks';
import { cut, missedText, type Region } from './image/missed-text';
import { type PreparedImage, pgm, prepareImage, turnedRound } from './image/preprocess';
import { type Grey, inFractions } from './image/raster';
import { textBand } from './image/text-band';
import { riseOverDrop } from './image/upright';
import { rotateQuarter, scale } from './image/warp';
import { LineReader } from './line-reader';
import { codeWord, garbledLine, labelLine, reconcile } from './second-reading';
import { tesseractPage } from './tesseract-layout';

const LANG_PATH = join(dirname(require.resolve('@tesseract.js-data/por/package.json')), '4.0.0_best_int');

/** Pixels around a word read, and around a region read again: the ink of its own letters' edges. */
const MISSED_PAD = 4;
/** A word read again below this confidence is noise (a stamp's edge, a speck) rather than a missed word. */
const MISSED_MIN_CONFIDENCE = 0.3;
/** Grey darker than this is ink (as image/missed-text.ts counts it). */
const MISSED_INK = 110;
/**
 * Ink no taller than this, column by column, is no line of print: a rule or a dash. A prepared page is
 * scaled for OCR (a sheet to about 200 dpi, other shapes to letters 20 px high), where the x-height of
 * 7-point type is 9–10 px, and the table rules the preprocessing left measure 4–7 px. On fuzz seeds
 * fresh-2a451f39 and fresh-b207a336, 21 of the 97 regions missed text handed back were such rules
 * (ink 4–7 px tall, up to 1,488 px long): read again, they cost 2.1 s of tesseract and gave only
 * noise, some of it sure ('er' 0.96, 'Dm', 'DA'); every region holding a word of the page had ink 9 px
 * tall or more.
 */
const MIN_TEXT_INK = 8;
/**
 * A page printed smaller than that (a photo whose page was not found is scaled by the whole picture)
 * lowers the bound to this share of its words' median height (their boxes span a capital or an
 * ascender, an x-height is about half an em): its small print is read again as before.
 */
const TEXT_INK_OF_WORDS = 0.5;

/**
 * A word that may be a misread plate is read again alone at these scales (tesseract reads a code's
 * glyphs differently at each), and taken as the plate two readings agree on. On the corpus a plate
 * misread on the page ("DBLI-S755", "KH-2575") was read right alone at one scale or more in 4 of 9 cases.
 */
const REREAD_SCALES = [1, 1.5, 2];
/** At most this many garbled lines a page are read again whole (about 25 ms each). */
const MAX_LINE_REREADS = 30;
/** At most this many suspect words a page, least confident first: each costs up to three small reads. */
const MAX_REREADS = 3;

/**
 * Legible characters (letters and digits of words read with confidence ≥ 0.6) below which a page the
 * projection turned a quarter is read again as it came: a page of print turned right has hundreds.
 */
const DOUBTFUL_TURN_CHARS = 200;
/**
 * Width over height beyond which a page the projection turned a quarter is a doubtful turn from the
 * start: turned right, a notice is a portrait sheet and a receipt a tall strip, never a band wider than
 * twice its height (A4 on its side is 1.41). A receipt's one-character table columns turned one
 * 5,815 px tall into such a band 8,238 px wide (fuzz seed fresh-b207a336 #9): read first, it cost a
 * whole recognition for nothing legible.
 */
const STRIP_TURN = 2;

/** Letters and digits of the words OCR is fairly sure of (as local-text-extractor.ts counts them). */
function legibleChars(page: LayoutPage): number {
  let n = 0;
  for (const line of page.lines)
    for (const w of line.words) {
      const alnum = w.text.replace(/[^\p{L}\p{N}]/gu, '').length;
      if (w.confidence >= 0.6 && alnum >= 2) n += alnum;
    }
  return n;
}

/** Mean confidence (0–100) of the words of a reading, longer words weighing more. */
function meanConfidence(data: Tesseract.Page): number {
  let sum = 0;
  let weight = 0;
  for (const b of data.blocks ?? [])
    for (const p of b.paragraphs)
      for (const l of p.lines)
        for (const w of l.words) {
          const n = w.text.replace(/[^\p{L}\p{N}]/gu, '').length;
          sum += w.confidence * n;
          weight += n;
        }
  return weight ? sum / weight : 0;
}

/** Mean word confidence (0–100) of a band read upright above which it is not also read turned round. */
const CLEARLY_UPRIGHT = 80;
/**
 * Mean word confidence (0–100) of a whole page's reading at or above which it is not checked for being
 * upside down. Measured on fuzz seed dev-img-a (2026-11-27): pages read upright 49–92 (the lowest a
 * blurred 150-dpi scan), the same pages turned round 17–33, a page left upside down 29.7.
 */
const PAGE_CLEARLY_UPRIGHT = 55;
/** How much better the turned band must read for the page to be turned. */
const FLIP_MARGIN = 10;
/**
 * The ink's rise over its drop (image/upright.ts) at or below which a page is turned round before it
 * is read, and at or above which a page turned a quarter is read as it is, its band unread. Measured
 * on 37 fuzzed pages of every kind (seeds prof-a, prof-b, fresh-a291fd9c; 2026-12-02): upright 0.84–3.4
 * (the lowest a photo and two blurred 150-dpi scans), upside down 0.36–0.39. A page the ink turned
 * wrongly reads as garbage (below PAGE_CLEARLY_UPRIGHT) and is read again as it was: a misjudgement
 * costs a reading, never the page.
 */
const INK_TURNED = 0.55;
const INK_UPRIGHT = 1.6;

/** What the engines read when they are warmed up (PageOcr.warm): a notice's kind of words and codes. */
const WARM_TEXT = [
  'NOTIFICAÇÃO DE AUTUAÇÃO POR INFRAÇÃO DE TRÂNSITO',
  'Auto de infração: AB12345678   Placa: ABC1D23   Renavam: 00123456789',
  'Data: 12/03/2024   Hora: 14:35   Local: AV. BRASIL, KM 12 - SÃO PAULO/SP',
  'Código da infração: 7455-0   Valor: R$ 130,16   Órgão autuador: DETRAN-SP',
].join('\n');

/** A word's (or a line's) box in pixels of `img`. */
const pixelRegion = (w: Pick<LayoutWord, 'box'>, img: Grey): Region => ({
  x: Math.round(w.box.left * img.width),
  y: Math.round(w.box.top * img.height),
  width: Math.round(w.box.width * img.width),
  height: Math.round(w.box.height * img.height),
});

const padded = (r: Region, pad: number): Region => ({
  x: r.x - pad,
  y: r.y - pad,
  width: r.width + 2 * pad,
  height: r.height + 2 * pad,
});

/**
 * Two boxes (page fractions) over the same print: they overlap by half the smaller one or more. A
 * region read again takes in the line it lies along with its padding, and gives that line's words a
 * second time beside the page's own (fuzz-images fresh-0793aa6e #12, a 150-dpi scan: the owner's name
 * and CPF read again as "HENHIQUE DE SANTOS RIBEIRO 166./28,939-03" over "EDUARDO HENRIQUE DE SANTOS
 * RIBEIRO" · "166.728.939-03": two readings of one line, and the owner's name was read as nobody's).
 */
export function sameInk(a: LayoutWord['box'], b: LayoutWord['box']): boolean {
  const w = Math.min(a.left + a.width, b.left + b.width) - Math.max(a.left, b.left);
  const h = Math.min(a.top + a.height, b.top + b.height) - Math.max(a.top, b.top);
  return w > 0 && h > 0 && w * h >= 0.5 * Math.min(a.width * a.height, b.width * b.height);
}

/**
 * The tallest ink of a region of `img`, in pixels: over its columns, the most rows from a column's
 * first ink pixel to its last (MISSED_INK). A letter's stem spans its height; a rule, however long,
 * only its thickness.
 */
export function tallestInk(img: Grey, r: Region): number {
  const x0 = Math.max(0, r.x);
  const x1 = Math.min(img.width, r.x + r.width);
  const y0 = Math.max(0, r.y);
  const y1 = Math.min(img.height, r.y + r.height);
  const { data, width } = img;
  let tallest = 0;
  for (let x = x0; x < x1; x++) {
    let first = -1;
    let last = -1;
    for (let y = y0; y < y1; y++)
      if ((data[y * width + x] as number) < MISSED_INK) {
        if (first < 0) first = y;
        last = y;
      }
    if (first >= 0 && last - first + 1 > tallest) tallest = last - first + 1;
  }
  return tallest;
}

/**
 * What a word is worth with a mark of ink after its letters that no word read (image/dropped-marks.ts: a
 * comma, a period or a dash tesseract dropped, right of the word's box or boxed with it): doubtful, under CERTAIN_CONFIDENCE (0.85), so the value
 * it ends is confirmed rather than quoted without its punctuation as certain.
 */
const DROPPED_MARK = 0.8;

/** Words ending in a letter or digit with a dropped mark after them (markAfter), doubted (DROPPED_MARK). */
function doubtDroppedMarks(img: Grey, lines: LayoutLine[]): LayoutLine[] {
  return lines.map((line) => {
    const words = line.words.map((w, i) => {
      if (w.confidence <= DROPPED_MARK || !/[\p{L}\p{N}]$/u.test(w.text)) return w;
      const next = line.words[i + 1];
      const nextLeft = next && Math.round(next.box.left * img.width);
      return markAfter(img, pixelRegion(w, img), nextLeft) ? { ...w, confidence: DROPPED_MARK } : w;
    });
    return words.some((w, i) => w !== line.words[i]) ? lineOf(words) : line;
  });
}

export interface OcrResult {
  page: LayoutPage;
  prepared: Omit<PreparedImage, 'image'>;
}

/** The layout page knows where it lies on the upload: the prepared image's transform, in fractions. */
const toImageOf = (p: PreparedImage): number[] =>
  inFractions(p.toSource, p.image, p.source).map((v) => Math.round(v * 1e9) / 1e9);

export class PageOcr implements PageRecognizer {
  private readonly workers: Promise<Worker>[] = [];
  private readonly second = new LineReader();

  /**
   * Tesseract worker `i`, created on first use. Only worker 0 reads now: the orientation check, once a
   * second worker beside the page's reading, runs after it and only on pages in doubt (readUpright).
   */
  private reader(i = 0): Promise<Worker> {
    this.workers[i] ??= (async () => {
      const w = await createWorker('por', OEM.LSTM_ONLY, {
        langPath: LANG_PATH,
        cacheMethod: 'none',
        gzip: true,
      });
      await w.setParameters({
        // Sparse text: a form's cells are read as separate runs of words, each with its own box, and
        // faster than full layout analysis; reading order comes from the boxes.
        tessedit_pageseg_mode: PSM.SPARSE_TEXT,
        preserve_interword_spaces: '0',
        user_defined_dpi: '200',
        // No notice is printed white on black: skipping the inverted pass saves time on every line.
        tessedit_do_invert: '0',
        // Never on a notice's fields, and what thin type is misread as: "J" as "|", "1" as "]"
        // (DejaVu/Verdana-like faces, whose J descends). Barred, tesseract picks the next likeliest
        // letter. Round brackets are printed in labels ("Valor (R$)", "VELOCIDADE MEDIDA (KM/H)",
        // "Data (dd/mm/aaaa)"): barred, they were read as letters at confidence 0, the labels garbled
        // ("Data dd/mm/aaaad:") and lost; a "J" read ")" after a capital is put back (scan-checks.ts).
        tessedit_char_blacklist: '|[]{}',
        // Tesseract's own notes ("Estimating resolution…") would clutter the CLI and test output.
        debug_file: '/dev/null',
      } as Parameters<Worker['setParameters']>[0]);
      return w;
    })();
    return this.workers[i] as Promise<Worker>;
  }

  private async read(img: Grey, worker = 0): Promise<Tesseract.Page> {
    return (await (await this.reader(worker)).recognize(pgm(img), {}, { blocks: true, text: false })).data;
  }

  /** Mean confidence (0–100) of the words read in `img`, longer words weighing more. */
  private async confidence(img: Grey, worker: number): Promise<number> {
    return meanConfidence(await this.read(img, worker));
  }

  /**
   * The page (its lines already horizontal) is upside down: a band of its text reads with clearly more
   * confidence turned round. Tesseract's orientation detection (OSD, legacy engine) was tried first and
   * missed most turned notices of the corpus; reading one band both ways costs two small recognitions.
   */
  async upsideDown(img: Grey, worker = 0): Promise<boolean> {
    const band = textBand(img);
    if (!band) return false;
    const upright = await this.confidence(band, worker);
    if (upright >= CLEARLY_UPRIGHT) return false;
    return (await this.confidence(rotateQuarter(band, 180), worker)) > upright + FLIP_MARGIN;
  }

  /**
   * One PNG/JPEG page image (bytes) → its words and lines with boxes and confidences, and what was
   * undone. The page is read as prepared; one that reads poorly is checked for being upside down
   * (readUpright), and the rare page that is, is read again turned round.
   */
  async recognizePage(image: Uint8Array, pageNumber = 1): Promise<OcrResult> {
    // Tesseract's worker starts (a second or more of CPU, on its own thread, once) while the page is
    // prepared; a failure to start is the page's reading's failure, reported there.
    this.reader(0).catch(() => undefined);
    const { ready, page, worker } = await this.readOriented(image, pageNumber);
    const upright = ready.image;
    const { image: _, ...prepared } = ready;
    const reader = await this.reader(worker);
    // Both second looks read single lines; the page's own reading mode is restored after.
    await reader.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_LINE });
    try {
      // Tesseract reads the lines the page's reading missed while the second engine (its own thread)
      // reads the page's codes again: each line's codes are read on their own, so the page's lines'
      // first and the missed lines' after is the same as all of them at once.
      const [missed, pageCodes] = await Promise.all([
        this.readMissed(upright, page, reader),
        this.readCodesAgain(upright, page.lines),
      ]);
      const crossed = await this.readLabelsAgain(upright, [
        ...pageCodes,
        ...(await this.readCodesAgain(upright, missed)),
      ]);
      const lines = doubtDroppedMarks(
        upright,
        await this.rereadPlates(upright, { ...page, lines: crossed }, reader),
      ).sort((a, b) => a.box.top - b.box.top || a.box.left - b.box.left);
      return {
        page: { ...page, lines, rotation: prepared.rotation, toImage: toImageOf(ready) },
        prepared,
      };
    } finally {
      await reader.setParameters({ tessedit_pageseg_mode: PSM.SPARSE_TEXT });
    }
  }

  /**
   * The page prepared and read the way its lines run. A page the projection turned a quarter that reads
   * as almost nothing (DOUBTFUL_TURN_CHARS) may have been upright: a receipt's narrow table columns,
   * one character wide, run top to bottom and outweigh its lines. It is read as it came too, and the
   * reading with more legible text stands. A turn that makes a band far wider than tall (STRIP_TURN) is
   * doubtful before any reading: the page is read as it came first, and turned only if that reads as
   * almost nothing. `prepare` is image/preprocess.ts's (tests pass their own).
   */
  private async readOriented(
    image: Uint8Array,
    pageNumber: number,
    prepare: typeof prepareImage = prepareImage,
  ): Promise<{ ready: PreparedImage; page: LayoutPage; worker: number }> {
    const prepared = await prepare(image);
    if (prepared.rotation % 180 !== 90) return this.readUpright(prepared, pageNumber);
    const strip = prepared.image.width > STRIP_TURN * prepared.image.height;
    const asItCame = async () => this.readUpright(await prepare(image, { quarterTurn: false }), pageNumber);
    const turned = () => this.readUpright(prepared, pageNumber);
    const read = await (strip ? asItCame() : turned());
    if (legibleChars(read.page) >= DOUBTFUL_TURN_CHARS) return read;
    const other = await (strip ? turned() : asItCame());
    return legibleChars(other.page) > legibleChars(read.page) ? other : read;
  }

  /**
   * The prepared page read, and checked the right way up only when it reads poorly: a page read with a
   * mean confidence of PAGE_CLEARLY_UPRIGHT or more is upright (turned round, print reads as garbage,
   * far below it). The check (a band of text read both ways) and the rare page turned round
   * read again cost only the pages in doubt; a clear page pays one recognition, and the second
   * tesseract worker (about a second of CPU to start) is never started for it.
   *
   * A page turned a quarter to make its lines run across is as likely upside down as not (the
   * projection tells the lines' direction, not which end is up): it is checked BEFORE its reading, so
   * the one it needs turned round is read once, not twice (a whole page's recognition, ~3 s of CPU,
   * saved on half the pages photographed sideways). The band check is the same either way, so the
   * outcome is the one reading first and checking after gave (but for a page that reads clearly both
   * ways round, which print does not: turned round it reads 17–33): a page the band turned that reads
   * poorly is read as it was too, and that reading stands if it reads clearly.
   *
   * Before either, the ink's rise over its drop (image/upright.ts, tens of milliseconds) decides most
   * pages: one whose letters plainly drop is turned round before its reading (an upside-down scan read
   * once, not twice), and a page turned a quarter whose letters plainly rise needs no band read. Only
   * the pages it leaves in doubt are checked by reading as above.
   */
  private async readUpright(
    prepared: PreparedImage,
    pageNumber: number,
  ): Promise<{ ready: PreparedImage; page: LayoutPage; worker: number }> {
    let ready = prepared;
    const sideways = ready.rotation % 180 === 90;
    // The ink's rise and drop settle most pages before any reading (image/upright.ts); a page turned
    // a quarter, as likely upside down as not, that they leave in doubt has its band read both ways.
    const ink = riseOverDrop(ready.image);
    const banded = sideways && ink > INK_TURNED && ink < INK_UPRIGHT;
    const byInk = ink <= INK_TURNED;
    const turnedFirst = byInk || (banded && (await this.upsideDown(ready.image, 0)));
    if (turnedFirst) ready = turnedRound(ready);
    let data = await this.read(ready.image, 0);
    if (meanConfidence(data) < PAGE_CLEARLY_UPRIGHT) {
      if (turnedFirst) {
        const asPrepared = await this.read(prepared.image, 0);
        // Poor both ways: the ink alone (a strip of a few lines, a crop) is no reason to keep the
        // turned reading; the one read more surely stands (a band's verdict still decides its own).
        const clearer = byInk && meanConfidence(asPrepared) > meanConfidence(data);
        if (meanConfidence(asPrepared) >= PAGE_CLEARLY_UPRIGHT || clearer) {
          ready = prepared;
          data = asPrepared;
        }
      } else if (!banded && (await this.upsideDown(ready.image, 0))) {
        ready = turnedRound(ready);
        data = await this.read(ready.image, 0);
      }
    }
    return { ready, page: tesseractPage(data, ready.image.width, ready.image.height, pageNumber), worker: 0 };
  }

  /** The words of one region of `img` (pixels), read as one line, with boxes in fractions of `img`. */
  private async readRegion(img: Grey, region: Region, reader: Worker, factor = 1): Promise<LayoutWord[]> {
    const piece = cut(img, region, MISSED_PAD);
    // Scaling is OpenCV's: loaded here too, so a region can be read again without a prepared page first.
    if (factor !== 1) await opencv();
    const image = factor === 1 ? piece.image : scale(piece.image, factor);
    const data = (await reader.recognize(pgm(image), {}, { blocks: true, text: false })).data;
    return tesseractPage(data, image.width, image.height)
      .lines.flatMap((l) => l.words)
      .map((w) => ({
        ...w,
        box: {
          left: (piece.x + w.box.left * piece.image.width) / img.width,
          top: (piece.y + w.box.top * piece.image.height) / img.height,
          width: (w.box.width * piece.image.width) / img.width,
          height: (w.box.height * piece.image.height) / img.height,
        },
      }));
  }

  /**
   * Every code, number and date (second-reading.ts `codeWord`) read again by the second engine
   * (line-reader.ts) from its own crop; where the engines differ, second-reading.ts `reconcile` says
   * which reading stands. About 15 words a page, some 10 ms each.
   */
  private async readCodesAgain(img: Grey, lines: LayoutLine[]): Promise<LayoutLine[]> {
    const out: LayoutLine[] = [];
    for (const line of lines) {
      const words: LayoutWord[] = [];
      for (const w of line.words)
        words.push(
          codeWord(w)
            ? reconcile(w, await this.second.read(cut(img, pixelRegion(w, img), MISSED_PAD).image))
            : w,
        );
      out.push(words.some((w, i) => w !== line.words[i]) ? lineOf(words) : line);
    }
    return out;
  }

  /**
   * Garbled lines (second-reading.ts `garbledLine`, at most MAX_LINE_REREADS a page, least sure first)
   * read whole again by the second engine: one it reads as a field's label replaces tesseract's
   * (second-reading.ts `labelLine`).
   */
  private async readLabelsAgain(img: Grey, lines: LayoutLine[]): Promise<LayoutLine[]> {
    const garbled = lines
      .filter(garbledLine)
      .sort((a, b) => a.confidence - b.confidence)
      .slice(0, MAX_LINE_REREADS);
    const out = [...lines];
    for (const line of garbled) {
      const read = await this.second.read(cut(img, pixelRegion(line, img), MISSED_PAD).image);
      const label = labelLine(line, read);
      if (label) out[out.indexOf(line)] = label;
    }
    return out;
  }

  /**
   * Words that may be misread plates (core `suspectPlate`), read again alone at REREAD_SCALES: where
   * two readings agree on one plate, it replaces the word, as sure as the least sure of the word and
   * those readings (a misread word is doubtful: the driver still confirms the plate).
   */
  private async rereadPlates(img: Grey, page: LayoutPage, reader: Worker): Promise<LayoutLine[]> {
    const suspects = page.lines
      .flatMap((l) => l.words)
      .filter((w) => suspectPlate(w.text))
      .sort((a, b) => a.confidence - b.confidence)
      .slice(0, MAX_REREADS);
    if (suspects.length === 0) return page.lines;
    const fixed = new Map<LayoutWord, LayoutWord>();
    for (const word of suspects) {
      const region = pixelRegion(word, img);
      const readings: { plate: string; text: string; confidence: number }[] = [];
      for (const factor of REREAD_SCALES) {
        const words = await this.readRegion(img, region, reader, factor);
        const text = words.map((w) => w.text).join('');
        const plate = wholePlate(text);
        if (plate) readings.push({ plate, text, confidence: Math.min(...words.map((w) => w.confidence)) });
        const agreed = readings.filter((r) => r.plate === plate);
        if (plate && agreed.length >= 2) {
          const confidence = Math.min(word.confidence, ...agreed.map((r) => r.confidence));
          fixed.set(word, { ...word, text, confidence });
          break;
        }
      }
    }
    return page.lines.map((l) =>
      l.words.some((w) => fixed.has(w)) ? lineOf(l.words.map((w) => fixed.get(w) ?? w)) : l,
    );
  }

  /**
   * The lines of printed text the page's reading left out (image/missed-text.ts), each read again
   * alone as one line: boxes in fractions of the page, like the rest. A region whose ink is nowhere as
   * tall as a letter (`tallestInk` under MIN_TEXT_INK, or TEXT_INK_OF_WORDS of the page's words'
   * median height if less: a rule left on the page) is not read; on a page with no word read, every
   * region is.
   */
  private async readMissed(img: Grey, page: LayoutPage, reader: Worker): Promise<LayoutLine[]> {
    const words = page.lines.flatMap((l) => l.words);
    const heights = words
      .filter((w) => /[\p{L}\p{N}]{2}/u.test(w.text))
      .map((w) => w.box.height * img.height)
      .sort((a, b) => a - b);
    const median = heights[Math.floor(heights.length / 2)];
    const minInk = median === undefined ? 0 : Math.min(MIN_TEXT_INK, TEXT_INK_OF_WORDS * median);
    const regions = missedText(
      img,
      words.map((w) => padded(pixelRegion(w, img), MISSED_PAD)),
    ).filter((r) => tallestInk(img, r) >= minInk);
    const out: LayoutLine[] = [];
    for (const r of regions) {
      const kept = (await this.readRegion(img, r, reader)).filter(
        (w) =>
          /[\p{L}\p{N}]{2}/u.test(w.text) &&
          w.confidence >= MISSED_MIN_CONFIDENCE &&
          !words.some((p) => sameInk(w.box, p.box)),
      );
      if (kept.length) out.push(lineOf(kept));
    }
    return out;
  }

  /**
   * Starts what a first read would otherwise wait for: tesseract's worker (its WebAssembly and the
   * Portuguese data), OpenCV and the second engine's model; then tesseract reads a few lines of text
   * (WARM_TEXT), and the same lines are read as an uploaded page, every step of a page's reading run
   * once. Tesseract's first recognition after it starts costs 1.5–2 s more than the same page read
   * again (4.2–4.7 s, then 2.4–2.9 s, on one scan), and the first page's pixel steps more. Measured
   * in the OCR thread on one fuzzed page (2026-11-28, machine loaded): first read 11.5 s of CPU cold,
   * 6.0 s after warming the engines only, 4.1 s after this (the next read 4.2 s); the warm-up itself
   * ~8 s of CPU once, in the thread. The local runtime asks for it at start, so a new user's first
   * upload is read as fast as the next.
   */
  async warm(): Promise<void> {
    const [reader, sample] = await Promise.all([
      this.reader(0),
      renderedText(WARM_TEXT),
      opencv(),
      this.second.warm(),
    ]);
    if (!sample) return;
    await reader.recognize(pgm(sample), {}, { blocks: true, text: false });
    // Then as an upload: every step of a page's reading run once (their code compiled and warm).
    await this.recognizePage(await pngOf(sample));
  }

  /** PageRecognizer: boxes are fractions of the upright, straightened page. */
  async recognize(image: Uint8Array, pageNumber = 1): Promise<LayoutPage> {
    return (await this.recognizePage(image, pageNumber)).page;
  }

  async terminate(): Promise<void> {
    const workers = this.workers.splice(0);
    await Promise.all([...workers.map(async (w) => (await w).terminate()), this.second.close()]);
  }
}
