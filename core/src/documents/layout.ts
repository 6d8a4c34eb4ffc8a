/**
 * One document model for every source: the words of each page with their box and confidence.
 * The PDF text layer (unpdf/pdf.js items), OCR (tesseract.js word boxes) and Textract
 * (DetectDocumentText WORD/LINE blocks) all map into it, so the geometric reading of a notice
 * (label → value pairs, table cells) is one piece of code on both runtimes.
 */

/**
 * A rectangle in fractions of its page, origin at the top-left corner (Textract's convention):
 * 0 ≤ left, top and left + width, top + height ≤ 1. Fractions keep boxes comparable across
 * sources and resolutions, and let the web app draw them on a thumbnail of any size.
 */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface LayoutWord {
  text: string;
  box: Box;
  /** 0–1: 1 for a PDF text layer; the engine's own figure (÷ 100) for OCR and Textract. */
  confidence: number;
}

export interface LayoutLine {
  text: string;
  box: Box;
  /** The lowest confidence of its words. */
  confidence: number;
  /** Left to right. */
  words: LayoutWord[];
}

export interface LayoutPage {
  /** 1-based. */
  number: number;
  /** Size of the page as read (PDF points or image pixels, after any rotation was undone). */
  width: number;
  height: number;
  /** Clockwise degrees the page was turned to read upright (a photo taken sideways: 90 or 270). */
  rotation: 0 | 90 | 180 | 270;
  /**
   * Where this page lies on the uploaded image (or scanned PDF page): a 3×3 plane transform
   * (homography, row-major) taking a point of this page, in fractions, to the same point of the upload
   * as a viewer shows it, in fractions. It composes what reading undid: the page cut out of a photo and
   * its perspective, a quarter turn, a skew. Absent when the page is the upload as it is (a text PDF).
   */
  toImage?: number[];
  /** Top to bottom. */
  lines: LayoutLine[];
}

export interface DocumentLayout {
  pages: LayoutPage[];
}
