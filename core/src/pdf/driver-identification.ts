/**
 * The driver identification (indicação do condutor) as a filled PDF form: the form's content from
 * core/src/driver-identification/form.ts in labelled boxes, the declaration, two signature lines and
 * the instructions. Rendered in the browser from the data the API saved (the API function stays small).
 */
import { type PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { type IdentificationForm, identificationForm } from '../driver-identification/form';
import type { DriverIdentificationData } from '../driver-identification/schemas';
import { A4, type Fonts, footer, MARGIN, newDocument, textWidth, wrapWords } from './layout';
import { toWinAnsi } from './winansi';

const LEFT = 57;
const RIGHT = A4[0] - 57;
const W = RIGHT - LEFT;
const GREY = rgb(0.45, 0.45, 0.45);
const LINE = rgb(0.6, 0.6, 0.6);
const SHADE = rgb(0.92, 0.93, 0.95);

class Form {
  page!: PDFPage;
  y = 0;
  readonly pages: PDFPage[] = [];
  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.newPage();
  }
  newPage() {
    this.page = this.doc.addPage(A4);
    this.pages.push(this.page);
    this.y = A4[1] - 50;
  }
  ensure(height: number) {
    if (this.y - height < MARGIN.bottom - 20) this.newPage();
  }
  text(s: string, x: number, size: number, font: PDFFont, color = rgb(0, 0, 0)) {
    this.page.drawText(toWinAnsi(s), { x, y: this.y, size, font, color });
  }
  /** Wrapped lines of `s` in `width`, drawn from the current y; returns the height used. */
  paragraph(s: string, size: number, font: PDFFont, x = LEFT, width = W, leading = size * 1.3): void {
    for (const words of wrapWords(toWinAnsi(s), font, size, width)) {
      this.ensure(leading);
      this.page.drawText(words.join(' '), { x, y: this.y, size, font });
      this.y -= leading;
    }
  }
  centred(s: string, size: number, font: PDFFont) {
    const line = toWinAnsi(s);
    this.page.drawText(line, { x: LEFT + (W - textWidth(font, line, size)) / 2, y: this.y, size, font });
    this.y -= size * 1.4;
  }
}

/** A field box: small grey label above, the value inside (wrapped to the box). */
function box(f: Form, x: number, width: number, label: string, value: string): number {
  const valueLines = wrapWords(toWinAnsi(value), f.fonts.regular, 11, width - 10);
  const height = 14 + valueLines.length * 13 + 4;
  f.page.drawRectangle({ x, y: f.y - height, width, height, borderColor: LINE, borderWidth: 0.6 });
  f.page.drawText(toWinAnsi(label), { x: x + 5, y: f.y - 10, size: 7.5, font: f.fonts.regular, color: GREY });
  valueLines.forEach((words, i) => {
    f.page.drawText(words.join(' '), { x: x + 5, y: f.y - 23 - i * 13, size: 11, font: f.fonts.bold });
  });
  return height;
}

function section(f: Form, heading: string, fields: IdentificationForm['sections'][number]['fields']) {
  f.ensure(60);
  f.y -= 6;
  f.page.drawRectangle({ x: LEFT, y: f.y - 5, width: W, height: 17, color: SHADE });
  f.text(heading.toUpperCase(), LEFT + 5, 10, f.fonts.bold);
  f.y -= 20;
  // Two boxes a row; long values take the whole row.
  let i = 0;
  while (i < fields.length) {
    const a = fields[i] as { label: string; value: string };
    const b = fields[i + 1];
    const long = (v: { value: string }) => textWidth(f.fonts.regular, toWinAnsi(v.value), 11) > W / 2 - 14;
    if (b && !long(a) && !long(b)) {
      f.ensure(36);
      const h = Math.max(
        box(f, LEFT, W / 2 - 3, a.label, a.value),
        box(f, LEFT + W / 2 + 3, W / 2 - 3, b.label, b.value),
      );
      f.y -= h + 4;
      i += 2;
    } else {
      f.ensure(36);
      f.y -= box(f, LEFT, W, a.label, a.value) + 4;
      i += 1;
    }
  }
  f.y -= 8;
}

function signatures(f: Form, labels: string[]) {
  f.ensure(80);
  f.y -= 34;
  const width = W / labels.length - 12;
  labels.forEach((label, i) => {
    const x = LEFT + i * (width + 24);
    f.page.drawLine({ start: { x, y: f.y }, end: { x: x + width, y: f.y }, thickness: 0.8 });
    const l = toWinAnsi(label);
    f.page.drawText(l, {
      x: x + (width - textWidth(f.fonts.regular, l, 9)) / 2,
      y: f.y - 12,
      size: 9,
      font: f.fonts.regular,
    });
  });
  f.y -= 34;
  f.text('Local e data: ______________________________________________', LEFT, 10, f.fonts.regular);
  f.y -= 22;
}

function drawIdentificationForm(f: Form, form: IdentificationForm): void {
  f.centred(form.title, 14, f.fonts.bold);
  f.centred(form.subtitle, 9.5, f.fonts.regular);
  f.y -= 6;
  f.paragraph(form.addressee, 11, f.fonts.bold);
  f.y -= 6;
  for (const s of form.sections) section(f, s.heading, s.fields);
  for (const p of form.declaration) {
    f.paragraph(p, 10, f.fonts.regular);
    f.y -= 3;
  }
  signatures(f, form.signatures);
  f.ensure(60);
  f.page.drawLine({
    start: { x: LEFT, y: f.y + 6 },
    end: { x: RIGHT, y: f.y + 6 },
    thickness: 0.5,
    color: LINE,
  });
  f.y -= 6;
  for (const block of form.instructions) {
    f.ensure(30);
    f.paragraph(block.heading, 9.5, f.fonts.bold);
    for (const item of block.items) f.paragraph(`• ${item}`, 9, f.fonts.regular, LEFT + 6, W - 6, 11.5);
    f.y -= 3;
  }
}

/** The filled identification form, ready to print and sign. */
export async function renderDriverIdentificationPdf(
  data: DriverIdentificationData,
  meta: { createdAt?: Date } = {},
): Promise<Uint8Array> {
  const { doc, fonts } = await newDocument({
    title: `Identificação do condutor – Auto de Infração nº ${data.notice.number}`,
    author: data.owner.name,
    createdAt: meta.createdAt,
  });
  const form = identificationForm(data);
  const f = new Form(doc, fonts);
  drawIdentificationForm(f, form);
  f.pages.forEach((page, i) => {
    const pageNumber = f.pages.length > 1 ? ` Página ${i + 1} de ${f.pages.length}.` : '';
    footer(page, fonts.regular, `${form.footer}${pageNumber}`);
  });
  return doc.save();
}
