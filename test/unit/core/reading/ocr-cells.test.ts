/**
 * Cells of OCR'd lines, whose boxes are a glyph's ink, not its advance: a monospaced face's word space
 * (a whole character, about a text height on a line of capitals), the blank a stop or a comma leaves
 * of its character's cell, and one printed line that OCR cut into two lines. From a fax's box table in
 * Courier (fuzz-images fresh-d9abc99c #2): the owner read "Eduardo Regina da Mendes", CERTAIN.
 */
import { type DocumentLayout, type LayoutWord, lineOf } from '@recurso/core/documents';
import { FIELD_VOCABULARY, readDocument } from '@recurso/core/facts';
import { layoutCells } from '@recurso/core/reading';

const W = 1653;
const H = 2339;

/** A word as OCR boxed it: text, left, top, height, in pixels; `adv` pixels a character. */
type Ink = [text: string, left: number, top: number, h: number, adv?: number];

const word = ([text, left, top, h, adv = 13]: Ink, confidence: number): LayoutWord => ({
  text,
  box: { left: left / W, top: top / H, width: (text.length * adv) / W, height: h / H },
  confidence,
});

/** Each row is one of the engine's lines. */
function scan(rows: Ink[][], confidence = 0.93): DocumentLayout {
  return {
    pages: [
      {
        number: 1,
        width: W,
        height: H,
        rotation: 0,
        lines: rows.map((r) => lineOf(r.map((w) => word(w, confidence)))),
      },
    ],
  };
}

/** Words one after another on a line, `gap` pixels apart. */
function spaced(texts: string[], left: number, top: number, gap: number, h = 14, adv = 13): Ink[] {
  let x = left;
  return texts.map((t) => {
    const w: Ink = [t, x, top, h, adv];
    x += t.length * adv + gap;
    return w;
  });
}

const cellTexts = (layout: DocumentLayout) => layoutCells(layout, FIELD_VOCABULARY).cells.map((c) => c.text);

describe('a monospaced face’s word space on a line of two words', () => {
  // The page's spaces (lines of three words or more) say what a space is; a line below starts a cell
  // where "AZEVEDO" starts, as a monospaced grid puts words of two lines on one character.
  const owner = (space: number) =>
    scan([
      spaced(['EDUARDO', 'REGINA', 'DA'], 335, 1422, space),
      [
        ['MENDES', 335, 1449, 14],
        ['AZEVEDO', 335 + 6 * 13 + 15, 1449, 14],
      ],
      spaced(['RUA', 'DAS', 'FLORES', '12'], 335 + 6 * 13 + 15, 1480, space),
    ]);

  it('where the page’s spaces are a character wide, a gap of one is a space: one cell', () => {
    expect(cellTexts(owner(15))).toContain('MENDES AZEVEDO');
  });

  it('control: where they are half a character, the same gap is a column’s edge', () => {
    const cells = cellTexts(owner(6));
    expect(cells).toContain('MENDES');
    expect(cells).toContain('AZEVEDO');
  });
});

describe('the blank a stop or a comma leaves of a monospaced character', () => {
  // "AV. GETÚLIO VARGAS, 2573, BATEL,": 20 px after each comma or stop, 14–15 between other words.
  const address = (afterComma: number) => {
    const ws: Ink[] = [];
    let x = 369;
    for (const t of ['AV.', 'GETÚLIO', 'VARGAS,', '2573,', 'BATEL,', 'PORTO', 'ALEGRE/RS']) {
      ws.push([t, x, 1489, 16, 12.4]);
      x += t.length * 12.4 + (/[.,]$/.test(t) ? afterComma : 14);
    }
    return scan([ws]);
  };

  it('after it, the space is wider by that blank: one cell', () => {
    expect(cellTexts(address(20))).toEqual(['AV. GETÚLIO VARGAS, 2573, BATEL, PORTO ALEGRE/RS']);
  });

  it('control: a gap wider than that is still a column’s edge', () => {
    expect(cellTexts(address(40))).toHaveLength(5);
  });
});

describe('one printed line that OCR cut into two lines', () => {
  const rows: Ink[][] = [
    [['Vargas,', 334, 808, 17]],
    [
      ['nº.', 442, 807, 17],
      ['2532,', 442 + 3 * 13 + 14, 807, 17],
    ],
  ];

  it('is one cell', () => {
    expect(cellTexts(scan(rows))).toEqual(['Vargas, nº. 2532,']);
  });

  it('control: a text layer’s lines are the producer’s, left as they are', () => {
    expect(cellTexts(scan(rows, 1))).toHaveLength(2);
  });
});

it('a fax’s owner beside its label is read whole, over its two lines', () => {
  const f = readDocument({
    name: 'fax.png',
    method: 'ocr',
    layout: scan([
      [
        ['PROPRIETÁRIO', 119, 1364, 19],
        ['DO', 293, 1364, 19],
        ['VEÍCULO', 332, 1364, 19],
      ],
      [
        ['Proprietário', 120, 1420, 19],
        ['CPF/CNPJ', 597, 1420, 16],
        ['846.444.708-64', 813, 1421, 15],
      ],
      spaced(['EDUARDO', 'REGINA', 'DA'], 335, 1422, 15),
      [
        ['MENDES', 334, 1449, 14],
        ['AZEVEDO', 427, 1449, 14],
      ],
      [
        ...spaced(['AV.', 'GETÚLIO'], 369, 1489, 20, 16, 12.4),
        ...spaced(['VARGAS,', 'CENTRO'], 424 + 7 * 12.4 + 15, 1489, 20, 16, 12.4),
      ],
      [
        ['Endereço', 119, 1493, 18],
        ['do', 232, 1493, 18],
      ],
      [['proprietário', 119, 1518, 19]],
    ]),
  }).fields['owner.name']?.[0];
  expect(f?.value).toBe('Eduardo Regina da Mendes Azevedo');
});
