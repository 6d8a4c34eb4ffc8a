/**
 * Text layout on A4 pages with pdf-lib's standard fonts: wrapping, justified and centred lines, page
 * breaks. Shared by the appeal (index.ts), its "Como protocolar" page (filing-guide.ts) and the driver
 * identification form (driver-identification.ts).
 */
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts, setWordSpacing } from 'pdf-lib';
import { toWinAnsi } from './winansi';

export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = { left: 85, right: 57, top: 71, bottom: 71 };
export const SIZE = 12;
export const LEADING = 18;
export const INDENT = 35;
export const WIDTH = A4[0] - MARGIN.left - MARGIN.right;

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** A new document with our metadata (title, author, pt-BR, producer, dates) and the two fonts. */
export async function newDocument(meta: {
  title: string;
  author?: string;
  createdAt?: Date;
}): Promise<{ doc: PDFDocument; fonts: Fonts }> {
  const doc = await PDFDocument.create();
  doc.setTitle(toWinAnsi(meta.title));
  if (meta.author) doc.setAuthor(toWinAnsi(meta.author));
  doc.setLanguage('pt-BR');
  doc.setCreator('Recurso Certo');
  doc.setProducer('Recurso Certo');
  const when = meta.createdAt ?? new Date();
  doc.setCreationDate(when);
  doc.setModificationDate(when);
  return { doc, fonts: await embedFonts(doc) };
}

export async function embedFonts(doc: PDFDocument): Promise<Fonts> {
  return {
    regular: await doc.embedFont(StandardFonts.TimesRoman),
    bold: await doc.embedFont(StandardFonts.TimesRomanBold),
  };
}

/** Word widths are asked for several times per word (wrap, justify); pdf-lib measures slowly. */
const widthCache = new WeakMap<PDFFont, Map<string, number>>();
export function textWidth(font: PDFFont, s: string, size = SIZE): number {
  let cache = widthCache.get(font);
  if (!cache) {
    cache = new Map();
    widthCache.set(font, cache);
  }
  const key = size === SIZE ? s : `${size}\u0000${s}`;
  let w = cache.get(key);
  if (w === undefined) {
    w = font.widthOfTextAtSize(s, size);
    cache.set(key, w);
  }
  return w;
}

/** Greedy word wrap into lines of at most `width` (the first line `firstIndent` shorter). */
export function wrapWords(
  text: string,
  font: PDFFont,
  size: number,
  width: number,
  firstIndent = 0,
): string[][] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[][] = [];
  let line: string[] = [];
  let avail = width - firstIndent;
  const space = textWidth(font, ' ', size);
  let used = 0;
  for (const w of words) {
    const ww = textWidth(font, w, size);
    if (line.length && used + space + ww > avail) {
      lines.push(line);
      line = [];
      used = 0;
      avail = width;
    }
    used += (line.length ? space : 0) + ww;
    line.push(w);
  }
  if (line.length) lines.push(line);
  return lines;
}

export class Layout {
  pages: PDFPage[] = [];
  private page!: PDFPage;
  private y = 0;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
    private readonly type: { size: number; leading: number } = { size: SIZE, leading: LEADING },
  ) {
    this.newPage();
  }

  newPage(): void {
    this.page = this.doc.addPage(A4);
    this.pages.push(this.page);
    this.y = A4[1] - MARGIN.top;
  }

  private ensure(lines: number): void {
    if (this.y - lines * this.type.leading < MARGIN.bottom) this.newPage();
  }

  space(points: number): void {
    this.y -= points;
  }

  /** Justified block: every line but the last is stretched to the full width (unless `ragged`). */
  justified(
    text: string,
    opts: { bold?: boolean; firstIndent?: number; hanging?: number; ragged?: boolean } = {},
  ): void {
    const { size, leading } = this.type;
    const font = opts.bold ? this.fonts.bold : this.fonts.regular;
    const hanging = opts.hanging ?? 0;
    const lines = wrapWords(text, font, size, WIDTH - hanging, opts.firstIndent ?? 0);
    lines.forEach((words, i) => {
      this.ensure(1);
      const x0 = MARGIN.left + (i === 0 ? (opts.firstIndent ?? 0) : hanging);
      const avail = WIDTH - (i === 0 ? (opts.firstIndent ?? 0) : hanging);
      const wordsWidth = words.reduce((s, w) => s + textWidth(font, w, size), 0);
      const last = i === lines.length - 1;
      const space = textWidth(font, ' ', size);
      // One text run per line; justification through the PDF word-spacing operator (Tw), which
      // stretches every space of a WinAnsi font, so the copied text keeps its real spaces.
      const extra =
        !last && !opts.ragged && words.length > 1 ? (avail - wordsWidth) / (words.length - 1) - space : 0;
      if (extra) this.page.pushOperators(setWordSpacing(extra));
      this.page.drawText(words.join(' '), { x: x0, y: this.y, size, font, color: rgb(0, 0, 0) });
      if (extra) this.page.pushOperators(setWordSpacing(0));
      this.y -= leading;
    });
  }

  centred(text: string, bold: boolean): void {
    const { size, leading } = this.type;
    const font = bold ? this.fonts.bold : this.fonts.regular;
    for (const words of wrapWords(text, font, size, WIDTH)) {
      this.ensure(1);
      const line = words.join(' ');
      const w = textWidth(font, line, size);
      this.page.drawText(line, { x: MARGIN.left + (WIDTH - w) / 2, y: this.y, size, font });
      this.y -= leading;
    }
  }

  keepTogether(lines: number): void {
    this.ensure(lines);
  }
}

/** A small grey line centred at the foot of a page (page numbers, "não entregar esta página"). */
export function footer(page: PDFPage, font: PDFFont, label: string): void {
  const w = font.widthOfTextAtSize(label, 9);
  page.drawText(label, {
    x: (A4[0] - w) / 2,
    y: MARGIN.bottom / 2,
    size: 9,
    font,
    color: rgb(0.3, 0.3, 0.3),
  });
}
