/**
 * Textract's text-detection blocks → the layout model. DetectDocumentText and the asynchronous
 * GetDocumentTextDetection return PAGE, LINE and WORD blocks; each LINE lists its WORDs (CHILD
 * relationship), each WORD has its box in page fractions (origin top-left, as ours) and a confidence
 * 0–100. Mapped directly: AWS's amazon-textract-response-parser is ≈ 73 KB minified, more than the
 * extract-document bundle has left under its budget (docs/deploy.md), for a 60-line mapping.
 */
import type { Block, BoundingBox } from '@aws-sdk/client-textract';
import {
  type DocumentLayout,
  imageSize,
  type LayoutLine,
  type LayoutWord,
  lineOf,
} from '@recurso/core/documents';

/** A4 in points: the page size assumed when a PDF's own cannot be read from its bytes. */
export const A4 = { width: 595, height: 842 };

const box = (b: BoundingBox | undefined) => {
  const left = Math.min(1, Math.max(0, b?.Left ?? 0));
  const top = Math.min(1, Math.max(0, b?.Top ?? 0));
  return {
    left,
    top,
    width: Math.min(1 - left, Math.max(0, b?.Width ?? 0)),
    height: Math.min(1 - top, Math.max(0, b?.Height ?? 0)),
  };
};

const confidence = (b: Block): number => Math.min(1, Math.max(0, (b.Confidence ?? 0) / 100));

/** A LINE without WORD children: its text split into words, each with its share of the line's width. */
function splitLine(line: Block): LayoutWord[] {
  const text = line.Text ?? '';
  const b = box(line.Geometry?.BoundingBox);
  return [...text.matchAll(/\S+/g)].map((m) => ({
    text: m[0],
    box: {
      ...b,
      left: b.left + (b.width * (m.index ?? 0)) / Math.max(1, text.length),
      width: (b.width * m[0].length) / Math.max(1, text.length),
    },
    confidence: confidence(line),
  }));
}

/**
 * The pages of a text detection: LINE blocks in Textract's reading order, each with its WORDs. `size`
 * gives a page's size in its own units (image pixels, PDF points): Textract reports fractions only,
 * and the reader compares horizontal gaps with text heights.
 */
export function blocksToLayout(
  blocks: readonly Block[],
  size: (page: number) => { width: number; height: number },
): DocumentLayout {
  const words = new Map(blocks.filter((b) => b.BlockType === 'WORD' && b.Id).map((b) => [b.Id as string, b]));
  const byPage = new Map<number, LayoutLine[]>();
  for (const b of blocks) if (b.BlockType === 'PAGE') byPage.set(b.Page ?? 1, byPage.get(b.Page ?? 1) ?? []);
  for (const line of blocks) {
    if (line.BlockType !== 'LINE' || !line.Text?.trim()) continue;
    const ids = (line.Relationships ?? []).filter((r) => r.Type === 'CHILD').flatMap((r) => r.Ids ?? []);
    const children = ids
      .map((id) => words.get(id))
      .filter((w): w is Block => w !== undefined && Boolean(w.Text?.trim()))
      .map((w) => ({
        text: (w.Text as string).trim(),
        box: box(w.Geometry?.BoundingBox),
        confidence: confidence(w),
      }));
    const lineWords = children.length ? children : splitLine(line);
    if (!lineWords.length) continue;
    const page = line.Page ?? 1;
    byPage.set(page, [...(byPage.get(page) ?? []), lineOf(lineWords)]);
  }
  const numbers = [...byPage.keys()].sort((a, b) => a - b);
  if (numbers.length === 0) numbers.push(1);
  return {
    pages: numbers.map((number) => ({
      number,
      ...size(number),
      rotation: 0,
      lines: byPage.get(number) ?? [],
    })),
  };
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
