/**
 * PDF pages → the layout model, from the text layer (unpdf's pdf.js): every text item's transform
 * gives its baseline, direction and height in PDF space; the page's viewport maps that to the page as
 * seen (its rotation and crop box undone), origin top-left. Items are split into words, each with its
 * share of the item's width; a text layer is exact, so every word has confidence 1.
 */
import { dirname, join } from 'node:path';
import '../polyfills';
import { groupLines } from '@recurso/core/documents';
import type { LayoutPage, LayoutWord } from '@recurso/core/documents';
import { definePDFJSModule, extractImages, getDocumentProxy } from 'unpdf';
import sharp from 'sharp';
import { advanceShares, type FaceKind } from './glyph-widths';

/**
 * Point unpdf at its bundled PDF.js through a static-looking import, so bundlers and jest (which
 * compiles it to require) resolve it; unpdf's own lazy import needs ESM VM support jest lacks.
 */
let pdfjsReady: Promise<void> | undefined;
const ensurePdfjs = (): Promise<void> => {
  // `unpdf/pdfjs` is exported for `import` only; name the file so `require` (jest) finds it too.
  const file = join(dirname(require.resolve('unpdf')), 'pdfjs.mjs');
  pdfjsReady ??= definePDFJSModule(() => import(file));
  return pdfjsReady;
};

type Pdf = Awaited<ReturnType<typeof getDocumentProxy>>;
type Viewport = {
  width: number;
  height: number;
  rotation: number;
  convertToViewportPoint(x: number, y: number): number[];
};
export interface TextItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
  /** Where in `str` two runs were joined across a space that may be none (see joinGlyphRuns). */
  seams?: number[];
  /** pdf.js's key of its font in the page's text styles. */
  fontName?: string;
}

/**
 * A word joined across such a space is read as printed but doubted: the text layer alone cannot say
 * which it was, and below the reader's certainty (facts/certainty.ts) the driver confirms it.
 */
const SEAM_CONFIDENCE = 0.8;

/**
 * Unicode's typographic ligatures (U+FB00–FB06) as the letters they stand for: a font that shapes "fi"
 * as one glyph may map it to "ﬁ" in the text layer.
 */
const LIGATURES: Record<string, string> = {
  '\ufb00': 'ff',
  '\ufb01': 'fi',
  '\ufb02': 'fl',
  '\ufb03': 'ffi',
  '\ufb04': 'ffl',
  '\ufb05': 'st',
  '\ufb06': 'st',
};

/**
 * A word as printed: ligatures spelt out, soft hyphens (U+00AD, where a line may break) dropped unless
 * a line broke there (then it is the end-of-line hyphen the reader joins: reading/wrap.ts), and
 * zero-width marks gone.
 */
export function printedWord(text: string): string {
  return (
    text
      .replace(/[\ufb00-\ufb06]/g, (c) => LIGATURES[c] ?? c)
      // Unicode's hyphens (a soft hyphen drawn at a break comes out as U+2010) as the ASCII one.
      .replace(/[\u2010\u2011]/g, '-')
      .replace(/\u00ad(?=.)/g, '')
      .replace(/\u00ad$/, '-')
      .replace(/[\u200b-\u200d\u2060\ufeff]/g, '')
  );
}

/** Two runs of glyphs this close (in font sizes) along a line are one run: a word split by positioning. */
const RUN_JOIN = 0.12;
/**
 * …or the second drawn back into the first by up to this much: a kerning pair the producer set as a
 * run of its own ("C.P" · ".F.", the "P." pair kerned 0.2 em).
 */
const KERN_BACK = 0.3;

/**
 * Text items split where the producer positioned glyphs apart, joined again: Chromium's and office
 * suites' PDFs draw a ligature ("fi", "fl", "ff") or a syllable after a soft hyphen as an item of its
 * own, touching the next ("Radar " · "fi" · "xo"). Read as words, they were "Radar fi xo".
 */
export function joinGlyphRuns(items: readonly TextItem[]): TextItem[] {
  const out: TextItem[] = [];
  for (const item of items) {
    const prev = out.at(-1);
    // A " " pdf.js put in a gap far narrower than a word space (Chromium draws the syllables of a
    // hyphenated word apart: "TRANS" · "POR" · " " · "TES", 0.05 em) is positioning, not a space.
    if (
      prev &&
      /^\s+$/.test(item.str) &&
      item.width < RUN_JOIN * (Math.hypot(prev.transform[2] ?? 0, prev.transform[3] ?? 1) || 1)
    )
      continue;
    // Only a run that ends inside a word and one that goes on with it: pdf.js fills a gap between two
    // cells with a " " item as wide as the gap, which must never join them.
    // A run that ends on a ":" ends its word: a label drawn right up to its value ("PROPRIETÁRIO DO
    // VEÍCULO:" · "HELENA…", the label filling its column) is two words, the value's box its own.
    const inWord = prev !== undefined && /\S$/.test(prev.str) && !/:$/.test(prev.str) && /^\S/.test(item.str);
    // A run opening with one space where the run before ends, inside a word: Chromium shapes a soft
    // hyphen (U+00AD) as a space glyph of no advance ("VINÍC" · " IUS NASCI", printed "VINÍCIUS",
    // fresh-e41970da #30, read "Viníc Ius" and certain). A real space there has an advance, which the
    // text layer does not give: joined, the word doubted.
    const seam =
      prev !== undefined &&
      /[\p{L}\d]$/u.test(prev.str) &&
      /^ [\p{L}\d]/u.test(item.str) &&
      continues(prev, item, 0.02);
    if (prev && seam) {
      out[out.length - 1] = {
        ...prev,
        str: prev.str + item.str.slice(1),
        width: prev.width + item.width,
        seams: [...(prev.seams ?? []), prev.str.length],
      };
    } else if (prev && inWord && continues(prev, item)) {
      const [a = 1, b = 0] = prev.transform;
      const len = Math.hypot(a, b) || 1;
      const along =
        ((item.transform[4] ?? 0) - (prev.transform[4] ?? 0)) * (a / len) +
        ((item.transform[5] ?? 0) - (prev.transform[5] ?? 0)) * (b / len);
      out[out.length - 1] = {
        ...prev,
        str: prev.str + item.str,
        width: Math.max(prev.width, along + item.width),
      };
    } else if (item.str) out.push({ ...item });
  }
  return out;
}

function continues(prev: TextItem, next: TextItem, join = RUN_JOIN): boolean {
  const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = prev.transform;
  const [a2 = 1, b2 = 0, c2 = 0, d2 = 1, e2 = 0, f2 = 0] = next.transform;
  const size = Math.hypot(c, d) || prev.height || 1;
  // Same direction and size.
  if (Math.abs(a - a2) > 0.05 * size || Math.abs(b - b2) > 0.05 * size) return false;
  if (Math.abs(c - c2) > 0.05 * size || Math.abs(d - d2) > 0.05 * size) return false;
  const len = Math.hypot(a, b) || 1;
  const [ux, uy] = [a / len, b / len];
  const dx = e2 - e;
  const dy = f2 - f;
  // On the same baseline…
  if (Math.abs(-uy * dx + ux * dy) > 0.1 * size) return false;
  // …starting where the previous run ends (or a kerning pair's width before).
  const gap = ux * dx + uy * dy - prev.width;
  return gap <= join * size && gap >= -KERN_BACK * size;
}

/** Ascent and descent of a line of text, as shares of its font size. */
const ASCENT = 0.8;
const DESCENT = 0.2;

/** The words of one text item, each boxed by its share of the item's advance width (glyph-widths.ts). */
function itemWords(item: TextItem, vp: Viewport, face: FaceKind): LayoutWord[] {
  const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = item.transform;
  const size = Math.hypot(c, d) || item.height || 1;
  const ux = a / (Math.hypot(a, b) || 1);
  const uy = b / (Math.hypot(a, b) || 1);
  const vx = c / size;
  const vy = d / size;
  const shares = advanceShares(item.str, face);
  const out: LayoutWord[] = [];
  for (const m of item.str.matchAll(/\S+/g)) {
    const s = (shares[m.index ?? 0] as number) * item.width;
    const t = (shares[(m.index ?? 0) + m[0].length] as number) * item.width;
    const corners = [s, t].flatMap((along) =>
      [ASCENT, -DESCENT].map((up) =>
        vp.convertToViewportPoint(e + ux * along + vx * up * size, f + uy * along + vy * up * size),
      ),
    );
    const xs = corners.map((p) => p[0] as number);
    const ys = corners.map((p) => p[1] as number);
    const left = Math.max(0, Math.min(...xs)) / vp.width;
    const top = Math.max(0, Math.min(...ys)) / vp.height;
    const text = printedWord(m[0]);
    if (!text) continue;
    out.push({
      text,
      box: {
        left,
        top,
        width: Math.min(1 - left, (Math.max(...xs) - Math.min(...xs)) / vp.width),
        height: Math.min(1 - top, (Math.max(...ys) - Math.min(...ys)) / vp.height),
      },
      confidence: item.seams?.some((at) => at > (m.index ?? 0) && at < (m.index ?? 0) + m[0].length)
        ? SEAM_CONFIDENCE
        : 1,
    });
  }
  return out;
}

async function pageLayout(pdf: Pdf, number: number): Promise<LayoutPage> {
  const page = await pdf.getPage(number);
  const vp = page.getViewport({ scale: 1 }) as unknown as Viewport;
  const content = await page.getTextContent();
  const items = (content.items as unknown[]).filter(
    (i): i is TextItem => typeof (i as TextItem).str === 'string' && Array.isArray((i as TextItem).transform),
  );
  // pdf.js names a font's kind by its descriptor ("monospace" for a fixed pitch, "serif").
  const styles = (content as { styles?: Record<string, { fontFamily?: string }> }).styles ?? {};
  const faceOf = (i: TextItem): FaceKind => {
    const family = (i.fontName && styles[i.fontName]?.fontFamily) || '';
    return family === 'monospace' || family === 'serif' ? family : 'sans-serif';
  };
  const words = joinGlyphRuns(items).flatMap((i) => itemWords(i, vp, faceOf(i)));
  const rotation = (((vp.rotation % 360) + 360) % 360) as LayoutPage['rotation'];
  return { number, width: vp.width, height: vp.height, rotation, lines: groupLines(words) };
}

export interface PdfRead {
  pdf: Pdf;
  pages: LayoutPage[];
}

/** Every page's text layer as a layout page (a scanned page has no lines). */
export async function readPdfLayout(bytes: Uint8Array): Promise<PdfRead> {
  await ensurePdfjs();
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const pages: LayoutPage[] = [];
  for (let n = 1; n <= pdf.numPages; n++) pages.push(await pageLayout(pdf, n));
  return { pdf, pages };
}

/** Each page's text (its lines in order): for tests and tools that read a PDF we rendered. */
export async function readPdfText(
  bytes: Uint8Array,
): Promise<{ pdf: Pdf; pages: { number: number; text: string }[] }> {
  const { pdf, pages } = await readPdfLayout(bytes);
  return {
    pdf,
    pages: pages.map((p) => ({ number: p.number, text: p.lines.map((l) => l.text).join('\n') })),
  };
}

/**
 * The largest image on a page as PNG bytes (a scanned page is one big image), or undefined. Encoded by
 * sharp, uncompressed (level 0): the bytes go straight to the OCR thread's decoder.
 */
export async function pageImagePng(pdf: unknown, pageNumber: number): Promise<Buffer | undefined> {
  const images = await extractImages(pdf as Parameters<typeof extractImages>[0], pageNumber);
  const biggest = images.sort((a, b) => b.width * b.height - a.width * a.height)[0];
  if (!biggest || biggest.width < 200 || biggest.height < 200) return undefined;
  const { width, height, channels, data } = biggest;
  return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
    raw: { width, height, channels },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
}
