/**
 * Textract's blocks → the layout model, read with AWS's own parser (amazon-textract-response-parser):
 * its pages, their LINEs in Textract's order and each line's WORDs with their polygons and
 * confidences (0–100). DetectDocumentText, GetDocumentTextDetection and AnalyzeDocument answers all
 * parse the same way.
 *
 * Textract reads a page turned sideways or upside down and gives its words' boxes on the image as it
 * is, the text running down or up. The reader pairs labels with values by position on the page as a
 * person reads it, so each page is turned upright here: the words' modal direction (the parser's
 * `getModalWordOrientationDegrees`) says by how many quarter turns, each word's polygon is turned with
 * the page, and the page records where it lies on the upload (`toImage`), as the local OCR's pages do:
 * the review's thumbnails are cut through it, on both runtimes alike.
 */
import type { Block } from '@aws-sdk/client-textract';
import {
  type DocumentLayout,
  imageSize,
  inFractions,
  type LayoutLine,
  type LayoutPage,
  type LayoutWord,
  lineOf,
  quarterTurn,
  applyMatrix,
} from '@recurso/core/documents';
import { type ApiResponsePage, TextractDocument } from 'amazon-textract-response-parser';

/** A4 in points: the page size assumed when a PDF's own cannot be read from its bytes. */
export const A4 = { width: 595, height: 842 };

type Turn = 0 | 90 | 180 | 270;

const clamp = (v: number) => Math.min(1, Math.max(0, v));
const confidence = (c: number | undefined): number => clamp((c ?? 0) / 100);

type Geometry = {
  polygon?: { x: number; y: number }[];
  boundingBox?: { left: number; top: number; width: number; height: number };
};

const clampBox = (left: number, top: number, width: number, height: number): LayoutWord['box'] => {
  const l = clamp(left);
  const t = clamp(top);
  return {
    left: l,
    top: t,
    width: Math.min(1 - l, Math.max(0, width)),
    height: Math.min(1 - t, Math.max(0, height)),
  };
};

/**
 * A block's box on the upright page: Textract's own box on a page read as it is; on a page turned
 * upright, the box around its polygon (its corners in reading order) turned with the page.
 */
function uprightBox(
  geometry: Geometry | undefined,
  toUpright: readonly number[] | undefined,
): LayoutWord['box'] {
  const b = geometry?.boundingBox;
  const poly = geometry?.polygon ?? [];
  if (!toUpright || poly.length < 3)
    return clampBox(b?.left ?? 0, b?.top ?? 0, b?.width ?? 0, b?.height ?? 0);
  const turned = poly.map((p) => applyMatrix(toUpright, { x: p.x, y: p.y }));
  const xs = turned.map((p) => p.x);
  const ys = turned.map((p) => p.y);
  const left = Math.min(...xs);
  const top = Math.min(...ys);
  return clampBox(left, top, Math.max(...xs) - left, Math.max(...ys) - top);
}

/**
 * The pages of a Textract answer, each turned upright, with its lines and words. `size` gives a page's
 * size in its own units (image pixels, PDF points): Textract reports fractions only, and the reader
 * compares horizontal gaps with text heights.
 */
export function blocksToLayout(
  blocks: readonly Block[],
  size: (page: number) => { width: number; height: number },
): DocumentLayout {
  const ordered = byPage(blocks);
  const numbers = [...ordered.keys()].sort((a, b) => a - b);
  const doc = new TextractDocument({
    DocumentMetadata: { Pages: numbers.length },
    Blocks: numbers.flatMap((n) => ordered.get(n) ?? []),
  } as unknown as ApiResponsePage);
  return {
    pages: doc.listPages().map((page, i) => layoutPage(page, numbers[i] ?? i + 1, size(numbers[i] ?? i + 1))),
  };
}

const FULL_PAGE = {
  BoundingBox: { Left: 0, Top: 0, Width: 1, Height: 1 },
  Polygon: [
    { X: 0, Y: 0 },
    { X: 1, Y: 0 },
    { X: 1, Y: 1 },
    { X: 0, Y: 1 },
  ],
};

/** A block's geometry whole: a polygon from its box when the answer gave only the box; a whole page for a bare PAGE. */
function geometryOf(b: Block): Block['Geometry'] {
  const box = b.Geometry?.BoundingBox;
  if (!box) return FULL_PAGE;
  if (b.Geometry?.Polygon?.length) return b.Geometry;
  const { Left: l = 0, Top: t = 0, Width: w = 0, Height: h = 0 } = box;
  return {
    BoundingBox: box,
    Polygon: [
      { X: l, Y: t },
      { X: l + w, Y: t },
      { X: l + w, Y: t + h },
      { X: l, Y: t + h },
    ],
  };
}

/**
 * The blocks as the parser expects them: each page's PAGE block first, then its own blocks (grouped by
 * their `Page`, as the asynchronous job's pages may come in any order across its result pages); a PAGE
 * block made up where an answer has none (a page with no text), every block with an Id and a geometry.
 */
function byPage(blocks: readonly Block[]): Map<number, Block[]> {
  const pages = new Map<number, Block[]>();
  blocks.forEach((b, i) => {
    const n = b.Page ?? 1;
    const block: Block = {
      ...b,
      Id: b.Id ?? `block-${i}`,
      Geometry: geometryOf(b),
    };
    const list = pages.get(n) ?? [];
    if (block.BlockType === 'PAGE') list.unshift(block);
    else list.push(block);
    pages.set(n, list);
  });
  if (pages.size === 0) pages.set(1, []);
  for (const [n, list] of pages)
    if (list[0]?.BlockType !== 'PAGE')
      list.unshift({ BlockType: 'PAGE', Id: `page-${n}`, Page: n, Geometry: FULL_PAGE });
  return pages;
}

type TrpPage = ReturnType<TextractDocument['listPages']>[number];

function layoutPage(page: TrpPage, number: number, image: { width: number; height: number }): LayoutPage {
  // Words running down (+90°) were printed on a page turned a quarter clockwise: it is turned back
  // a quarter anticlockwise (270° clockwise) to read upright.
  const modal = page.getModalWordOrientationDegrees() ?? 0;
  const quarter = ((((Math.round(modal / 90) * 90) % 360) + 360) % 360) as Turn;
  const rotation = ((360 - quarter) % 360) as Turn;
  const upright = rotation % 180 ? { width: image.height, height: image.width } : image;
  // Fractions of the upload → fractions of the upright page, and back.
  const toUpright = inFractions(quarterTurn(rotation, image.width, image.height), image, upright);
  const toImage = inFractions(
    quarterTurn(((360 - rotation) % 360) as Turn, upright.width, upright.height),
    upright,
    image,
  );
  const lines: LayoutLine[] = [];
  for (const line of page.iterLines()) {
    if (!line.text.trim()) continue;
    const words: LayoutWord[] = line
      .listWords()
      .filter((w) => w.text.trim())
      .map((w) => ({
        text: w.text.trim(),
        box: uprightBox(w.geometry as Geometry, rotation ? toUpright : undefined),
        confidence: confidence(w.confidence),
      }));
    const lineWords = words.length
      ? words
      : splitLine(
          line.text,
          uprightBox(line.geometry as Geometry, rotation ? toUpright : undefined),
          confidence(line.confidence),
        );
    if (lineWords.length) lines.push(lineOf(lineWords));
  }
  return {
    number,
    ...upright,
    rotation,
    lines,
    ...(rotation ? { toImage: toImage.map((v) => Math.round(v * 1e9) / 1e9) } : {}),
  };
}

/** A LINE without WORD children: its text split into words, each with its share of the line's width. */
function splitLine(text: string, b: LayoutWord['box'], conf: number): LayoutWord[] {
  return [...text.matchAll(/\S+/g)].map((m) => ({
    text: m[0],
    box: {
      ...b,
      left: b.left + (b.width * (m.index ?? 0)) / Math.max(1, text.length),
      width: (b.width * m[0].length) / Math.max(1, text.length),
    },
    confidence: conf,
  }));
}

/** The first page's size from a PDF's MediaBox (uncompressed page objects), else A4. */
export function pdfPageSize(bytes: Uint8Array): { width: number; height: number } {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 2_000_000));
  const m = head.match(/\/MediaBox\s*\[\s*(-?[\d.]+)\s+(-?[\d.]+)\s+(-?[\d.]+)\s+(-?[\d.]+)\s*\]/);
  if (!m) return A4;
  const width = Math.abs(Number(m[3]) - Number(m[1]));
  const height = Math.abs(Number(m[4]) - Number(m[2]));
  return width > 0 && height > 0 ? { width, height } : A4;
}

/** A page size for an upload: the image's pixels, or the PDF's points. */
export function pageSizeOf(bytes: Uint8Array): { width: number; height: number } {
  return imageSize(bytes) ?? pdfPageSize(bytes);
}
