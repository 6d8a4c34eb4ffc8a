/**
 * Renders an appeal's text (the writer's layout, or the user's edit of it) as an A4 PDF that looks
 * like a filed petition: addressee, centred title, justified paragraphs with first-line indent,
 * headings, requests with hanging indent, signature block, page numbers; selectable text.
 * Entry point: `renderAppealPdf(text, meta)`.
 */
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts, setWordSpacing } from 'pdf-lib';
import { toWinAnsi } from './winansi';

export { toWinAnsi } from './winansi';

export interface AppealPdfMeta {
  /** Document title (PDF metadata), e.g. "Recurso – Auto de Infração nº 1F2345678". */
  title: string;
  /** Appellant's name (PDF metadata author). */
  author?: string;
  /** The writer's filing note, printed on a last page marked as not part of the appeal. */
  filingNote?: string;
  /** Creation date in the metadata (deterministic output in tests). */
  createdAt?: Date;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = { left: 85, right: 57, top: 71, bottom: 71 };
const SIZE = 12;
const LEADING = 18;
const INDENT = 35;
const WIDTH = A4[0] - MARGIN.left - MARGIN.right;

type Kind = 'addressee' | 'title' | 'heading' | 'paragraph' | 'list' | 'signature' | 'note';

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Word widths are asked for several times per word (wrap, justify); pdf-lib measures slowly. */
const widthCache = new WeakMap<PDFFont, Map<string, number>>();
function textWidth(font: PDFFont, s: string): number {
  let cache = widthCache.get(font);
  if (!cache) {
    cache = new Map();
    widthCache.set(font, cache);
  }
  let w = cache.get(s);
  if (w === undefined) {
    w = font.widthOfTextAtSize(s, SIZE);
    cache.set(s, w);
  }
  return w;
}

class Layout {
  pages: PDFPage[] = [];
  private page!: PDFPage;
  private y = 0;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
  ) {
    this.newPage();
  }

  newPage(): void {
    this.page = this.doc.addPage(A4);
    this.pages.push(this.page);
    this.y = A4[1] - MARGIN.top;
  }

  private ensure(lines: number): void {
    if (this.y - lines * LEADING < MARGIN.bottom) this.newPage();
  }

  space(points: number): void {
    this.y -= points;
  }

  private wrap(text: string, font: PDFFont, width: number, firstIndent = 0): string[][] {
    const words = text.split(/\s+/).filter(Boolean);
    const lines: string[][] = [];
    let line: string[] = [];
    let avail = width - firstIndent;
    const space = textWidth(font, ' ');
    let used = 0;
    for (const w of words) {
      const ww = textWidth(font, w);
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

  /** Justified block: every line but the last is stretched to the full width. */
  justified(text: string, opts: { bold?: boolean; firstIndent?: number; hanging?: number } = {}): void {
    const font = opts.bold ? this.fonts.bold : this.fonts.regular;
    const hanging = opts.hanging ?? 0;
    const lines = this.wrap(text, font, WIDTH - hanging, opts.firstIndent ?? 0);
    lines.forEach((words, i) => {
      this.ensure(1);
      const x0 = MARGIN.left + (i === 0 ? (opts.firstIndent ?? 0) : hanging);
      const avail = WIDTH - (i === 0 ? (opts.firstIndent ?? 0) : hanging);
      const wordsWidth = words.reduce((s, w) => s + textWidth(font, w), 0);
      const last = i === lines.length - 1;
      const space = textWidth(font, ' ');
      // One text run per line; justification through the PDF word-spacing operator (Tw), which
      // stretches every space of a WinAnsi font, so the copied text keeps its real spaces.
      const extra = !last && words.length > 1 ? (avail - wordsWidth) / (words.length - 1) - space : 0;
      if (extra) this.page.pushOperators(setWordSpacing(extra));
      this.page.drawText(words.join(' '), { x: x0, y: this.y, size: SIZE, font, color: rgb(0, 0, 0) });
      if (extra) this.page.pushOperators(setWordSpacing(0));
      this.y -= LEADING;
    });
  }

  centred(text: string, bold: boolean): void {
    const font = bold ? this.fonts.bold : this.fonts.regular;
    for (const words of this.wrap(text, font, WIDTH)) {
      this.ensure(1);
      const line = words.join(' ');
      const w = textWidth(font, line);
      this.page.drawText(line, { x: MARGIN.left + (WIDTH - w) / 2, y: this.y, size: SIZE, font });
      this.y -= LEADING;
    }
  }

  keepTogether(lines: number): void {
    this.ensure(lines);
  }
}

function classify(block: string, index: number): Kind {
  if (index === 0) return 'addressee';
  if (block.startsWith('# ')) return 'title';
  if (/^[IVX]+(?:\.\d+)? – /.test(block) && !block.includes('\n')) return 'heading';
  if (block.startsWith('____')) return 'signature';
  if (block.split('\n').every((l) => /^(?:[a-z]\)|\d{1,2}\.)\s/.test(l))) return 'list';
  return 'paragraph';
}

function render(layout: Layout, text: string): void {
  const blocks = text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((b) => b.trim())
    .filter(Boolean);
  blocks.forEach((block, i) => {
    switch (classify(block, i)) {
      case 'addressee':
        layout.justified(block.replace(/\n/g, ' '), { bold: true });
        layout.space(LEADING * 3);
        break;
      case 'title':
        for (const l of block.split('\n')) layout.centred(l.replace(/^#\s*/, ''), true);
        layout.space(LEADING);
        break;
      case 'heading':
        layout.keepTogether(3);
        layout.space(LEADING / 2);
        layout.justified(block, { bold: true });
        layout.space(LEADING / 3);
        break;
      case 'list':
        for (const l of block.split('\n')) {
          const marker = l.match(/^(?:[a-z]\)|\d{1,2}\.)\s/)?.[0] ?? '';
          layout.justified(l, { firstIndent: INDENT, hanging: INDENT + 14 + (marker.length > 3 ? 4 : 0) });
        }
        layout.space(LEADING / 2);
        break;
      case 'signature':
        layout.keepTogether(4);
        layout.space(LEADING * 2);
        for (const l of block.split('\n')) layout.centred(l, false);
        layout.space(LEADING);
        break;
      default:
        for (const p of block.split('\n')) layout.justified(p, { firstIndent: INDENT });
        layout.space(LEADING / 2);
    }
  });
}

/** The appeal as PDF bytes. Text outside WinAnsi is mapped to look-alikes (see winansi.ts). */
export async function renderAppealPdf(text: string, meta: AppealPdfMeta): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const fonts = {
    regular: await doc.embedFont(StandardFonts.TimesRoman),
    bold: await doc.embedFont(StandardFonts.TimesRomanBold),
  };
  doc.setTitle(toWinAnsi(meta.title));
  if (meta.author) doc.setAuthor(toWinAnsi(meta.author));
  doc.setLanguage('pt-BR');
  doc.setCreator('Recurso Certo');
  doc.setProducer('Recurso Certo');
  const when = meta.createdAt ?? new Date();
  doc.setCreationDate(when);
  doc.setModificationDate(when);

  const layout = new Layout(doc, fonts);
  render(layout, toWinAnsi(text));
  const appealPages = layout.pages.length;
  if (meta.filingNote) {
    layout.newPage();
    const [head, ...rest] = toWinAnsi(meta.filingNote).split('\n');
    layout.centred(head ?? '', true);
    layout.space(LEADING / 2);
    for (const l of rest.filter((x) => x.trim())) layout.justified(l, { hanging: 14 });
  }
  layout.pages.forEach((page, i) => {
    const label = i < appealPages ? `Página ${i + 1} de ${appealPages}` : 'Orientações ao condutor';
    const w = fonts.regular.widthOfTextAtSize(label, 9);
    page.drawText(label, {
      x: (A4[0] - w) / 2,
      y: MARGIN.bottom / 2,
      size: 9,
      font: fonts.regular,
      color: rgb(0.3, 0.3, 0.3),
    });
  });
  return doc.save();
}
