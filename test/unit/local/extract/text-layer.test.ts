/**
 * Text layers read as printed (issue 25 item 3): Unicode ligatures spelt out, glyph runs a producer
 * positioned apart joined ("Radar " · "fi" · "xo"), soft hyphens dropped, and never two cells joined
 * across the wide " " item pdf.js puts between them.
 */
import {
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFOperator,
  PDFOperatorNames as Ops,
  StandardFonts,
} from 'pdf-lib';
import { readDocument } from '@recurso/core/facts';
import {
  joinGlyphRuns,
  printedWord,
  readPdfLayout,
  readPdfText,
  type TextItem,
} from '@recurso/local/extract/pdf';

const item = (str: string, x: number, width: number, y = 700, size = 10): TextItem => ({
  str,
  transform: [size, 0, 0, size, x, y],
  width,
  height: size,
});

describe('printedWord', () => {
  it('spells out the ligatures U+FB00–FB06', () => {
    expect(
      ['Radar ﬁxo', 'veriﬁcado', 'inﬂuência', 'eﬀeito', 'eﬃcaz', 'aﬄuente', 'ﬅ', 'ﬆ'].map(printedWord),
    ).toEqual(['Radar fixo', 'verificado', 'influência', 'effeito', 'efficaz', 'affluente', 'st', 'st']);
  });

  it('drops a soft hyphen inside a word and keeps one that ends it (where the line broke) as "-"', () => {
    expect(printedWord('Caval\u00adcanti')).toBe('Cavalcanti');
    expect(printedWord('Caval\u00ad')).toBe('Caval-');
    expect(printedWord('regulame\u2010')).toBe('regulame-');
    expect(printedWord('a\u200bb')).toBe('ab');
  });
});

describe('joinGlyphRuns', () => {
  it('joins runs that touch on one baseline: a ligature drawn apart, a syllable after a soft hyphen', () => {
    const joined = joinGlyphRuns([item('Radar ', 100, 30), item('fi', 130, 6), item('xo', 136, 11)]);
    // A run that ends in a space ends a word anyway: only "fi" · "xo" become one.
    expect(joined.map((i) => i.str)).toEqual(['Radar ', 'fixo']);
    expect(joined[1]?.width).toBe(17);
  });

  it('never joins across pdf.js\'s " " filler, a wider gap, another baseline or another size', () => {
    const runs = joinGlyphRuns([
      item('Placa', 100, 25),
      item(' ', 125, 100),
      item('Renavam', 225, 40),
      item('ABC', 300, 20),
      item('1234', 322, 20),
      item('linha', 100, 30, 680),
      item('de', 130, 12, 700, 14),
    ]);
    expect(runs.map((i) => i.str)).toEqual(['Placa', ' ', 'Renavam', 'ABC', '1234', 'linha', 'de']);
  });

  it('joins the syllables of a hyphenated word across a " " far narrower than a word space ("TRANS" · "POR" · " " · "TES", Chromium)', () => {
    const runs = joinGlyphRuns([
      item('TRANS', 42.75, 35.2),
      item('POR', 77.95, 21.47),
      item(' ', 99.42, 0.47),
      item('TES SERRA AZUL LTDA', 99.77, 120.26),
    ]);
    expect(runs.map((i) => i.str)).toEqual(['TRANSPORTES SERRA AZUL LTDA']);
  });

  it('joins a run drawn back into the one before by a kerning pair ("C.P" · ".F.", 0.2 em back), never one drawn over it', () => {
    const kerned = joinGlyphRuns([item('C.P', 215.25, 14.62, 700, 8.5), item('.F.', 228.14, 9.97, 700, 8.5)]);
    expect(kerned.map((i) => i.str)).toEqual(['C.P.F.']);
    const over = joinGlyphRuns([item('NOME', 100, 30), item('ANA', 110, 20)]);
    expect(over.map((i) => i.str)).toEqual(['NOME', 'ANA']);
  });

  it('never joins a run that ends on ":" to the next: a label drawn right up to its value', () => {
    const runs = joinGlyphRuns([
      item('VEÍCULO:', 100, 40),
      item('HELENA', 140, 35),
      item('C.P.F.:', 300, 30),
      item('631', 330, 15),
    ]);
    expect(runs.map((i) => i.str)).toEqual(['VEÍCULO:', 'HELENA', 'C.P.F.:', '631']);
  });
});

// fuzz fresh-e41970da #30 (Chromium): "VINÍC" · " IUS NASCI", printed "VINÍCIUS", read "Viníc Ius" and certain.
describe('a run opening with a space where the run before ends inside a word', () => {
  it('is joined to it, the seam recorded: Chromium shapes a soft hyphen as a space glyph of no advance', () => {
    const runs = joinGlyphRuns([
      item('VINÍC', 180.25, 28.37, 700, 9),
      item(' IUS NASCI', 208.62, 51.15, 700, 9),
      item('MENTO BARBOSA', 259.77, 86.62, 700, 9),
    ]);
    expect(runs.map((i) => i.str)).toEqual(['VINÍCIUS NASCIMENTO BARBOSA']);
    expect(runs[0]?.seams).toEqual([5]);
  });

  it('control: after a gap, on another baseline, after a ":" or a space, the runs stay apart', () => {
    const runs = joinGlyphRuns([
      item('Nome', 100, 20),
      item(' do', 123, 12),
      item('CPF:', 200, 20),
      item(' 123', 220, 16),
      item('linha', 300, 20),
      item(' de', 320, 12, 690),
      item('Placa ', 400, 28),
      item(' ABC', 428, 18),
    ]);
    expect(runs.map((i) => i.str)).toEqual(['Nome', ' do', 'CPF:', ' 123', 'linha', ' de', 'Placa ', ' ABC']);
    expect(runs.some((r) => r.seams)).toBe(false);
  });

  it('the word read across the seam is doubted, the rest of the line not', async () => {
    // As Chromium prints "VINÍ­CIUS": the soft hyphen a space glyph in a span of its own (ActualText
    // U+00AD), the next glyph drawn where it starts.
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const page = doc.addPage([400, 200]);
    page.drawText('Proprietário:', { x: 20, y: 150, size: 10, font });
    const key = [...(page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict).keys() ?? [])][0] as PDFName;
    const n = (v: number) => PDFNumber.of(v);
    page.pushOperators(
      PDFOperator.of(Ops.BeginText),
      PDFOperator.of(Ops.SetFontAndSize, [key, n(10)]),
      PDFOperator.of(Ops.MoveText, [n(100), n(150)]),
      PDFOperator.of(Ops.ShowText, [font.encodeText('VINIC')]),
      PDFOperator.of(Ops.MoveText, [n(font.widthOfTextAtSize('VINIC', 10)), n(0)]),
      PDFOperator.of(Ops.BeginMarkedContentSequence, [
        PDFName.of('Span'),
        // An inline property list is valid PDF; pdf-lib types an operator's operands without it.
        doc.context.obj({ ActualText: PDFHexString.of('FEFF00AD') }) as unknown as PDFName,
      ]),
      PDFOperator.of(Ops.ShowText, [font.encodeText(' ')]),
      PDFOperator.of(Ops.EndMarkedContent),
      PDFOperator.of(Ops.MoveText, [n(0), n(0)]),
      PDFOperator.of(Ops.ShowText, [font.encodeText('IUS BARBOSA')]),
      PDFOperator.of(Ops.EndText),
    );
    const { pages } = await readPdfLayout(await doc.save());
    const words = pages[0]?.lines[0]?.words ?? [];
    expect(words.map((w) => [w.text, w.confidence])).toEqual([
      ['Proprietário:', 1],
      ['VINICIUS', 0.8],
      ['BARBOSA', 1],
    ]);
    const name = readDocument({ name: 'n.pdf', method: 'pdf-text', layout: { pages } }).fields[
      'owner.name'
    ]?.[0];
    expect(name?.value).toBe('Vinicius Barbosa');
    expect(name?.confidence).toBeLessThan(0.85);
  });
});

describe('a PDF whose producer draws a word in several runs', () => {
  it('reads "Radar fixo verificado" however its glyphs were positioned', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const page = doc.addPage([400, 200]);
    let x = 20;
    // As a browser prints a ligature: the word drawn in runs that touch, the space its own run.
    for (const run of ['Equipamento:', ' ', 'Radar', ' ', 'fi', 'xo', ' ', 'veri', 'fi', 'cado']) {
      page.drawText(run, { x, y: 150, size: 10, font });
      x += font.widthOfTextAtSize(run, 10);
    }
    const { pages } = await readPdfText(await doc.save());
    expect(pages[0]?.text).toBe('Equipamento: Radar fixo verificado');
  });
});

describe('a label drawn right up to its value', () => {
  it('the value’s words are boxed apart from the label, and its wrapped line under its first word is its rest ("…INTERESSADO:" · "HELENA CRISTINA DA LIMA" · "NOGUEIRA")', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const bold = await doc.embedFont(StandardFonts.HelveticaBold);
    const page = doc.addPage([595, 842]);
    // (No accents: pdf-lib and pdf.js agree on its width, the two runs touch.)
    const label = 'NOME DO INTERESSADO:';
    const x = 43 + bold.widthOfTextAtSize(label, 9.5);
    page.drawText(label, { x: 43, y: 700, size: 9.5, font: bold });
    page.drawText('HELENA CRISTINA DA LIMA', { x, y: 700, size: 9.5, font });
    page.drawText('NOGUEIRA', { x, y: 689, size: 9.5, font });
    page.drawText('Placa: ABC1D23', { x: 43, y: 660, size: 9.5, font });
    const { pages } = await readPdfLayout(await doc.save());
    const words = pages[0]?.lines[0]?.words.map((w) => w.text);
    expect(words).toEqual(['NOME', 'DO', 'INTERESSADO:', 'HELENA', 'CRISTINA', 'DA', 'LIMA']);
    const fields = readDocument({ name: 'n.pdf', method: 'pdf-text', layout: { pages } }).fields;
    const name = fields['owner.name']?.[0] ?? fields['driver.name']?.[0];
    expect(name?.value).toBe('Helena Cristina da Lima Nogueira');
  });
});

// fuzz fresh-0ad6da9d #16 (Chromium): words boxed by their count of characters put the space of
// "sinal vermelho" at 5.2 points where it is 3.1, so the column edge after it (7.1) read as a word
// space and "infração:" (the next column's wrapped label) joined the description's line.
describe('a word inside a text item', () => {
  it.each([
    [StandardFonts.Helvetica, 'sans'],
    [StandardFonts.TimesRoman, 'serif'],
    [StandardFonts.Courier, 'monospace'],
  ])('is boxed by its glyphs’ advance (%s)', async (name) => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(name);
    const page = doc.addPage([400, 200]);
    const text = 'sinal vermelho Ilimitado WMW';
    page.drawText(text, { x: 50, y: 100, size: 10, font });
    const { pages } = await readPdfLayout(await doc.save());
    const words = pages[0]?.lines.flatMap((l) => l.words) ?? [];
    expect(words.map((w) => w.text)).toEqual(['sinal', 'vermelho', 'Ilimitado', 'WMW']);
    let at = 0;
    for (const w of text.split(' ')) {
      const left = 50 + font.widthOfTextAtSize(text.slice(0, text.indexOf(w, at)), 10);
      const right = left + font.widthOfTextAtSize(w, 10);
      at = text.indexOf(w, at) + w.length;
      const box = words.find((x) => x.text === w)?.box;
      expect(Math.abs((box?.left ?? 0) * 400 - left)).toBeLessThan(0.3);
      expect(Math.abs(((box?.left ?? 0) + (box?.width ?? 0)) * 400 - right)).toBeLessThan(0.3);
    }
  });
});
