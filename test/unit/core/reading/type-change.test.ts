/**
 * A label and its value in two sizes of type, in a box too narrow for the usual padding: the gap where
 * the type changes is a cell's edge (fuzz fresh-60725b56 #21, Chromium: "Nome do proprietário do" in
 * 8.5 points, "MARCOS CRISTINA…" in 9, 0.83 of a text height apart; the owner's name was unread).
 */
import { FIELD_VOCABULARY, readDocument } from '@recurso/core/facts';
import { layoutCells } from '@recurso/core/reading';
import { type Printed, printedPage } from './page';

/** The owner's rows, the value's type `valueH` points tall. */
const rows = (valueH: number): Printed[] => [
  ['IDENTIFICAÇÃO', 43.5, 110, 340, 9],
  ['DO', 113, 125, 340, 9],
  ['PROPRIETÁRIO', 128, 190, 340, 9],
  ['Nome', 43.5, 62.5, 374, 8.5],
  ['do', 67.26, 76.76, 374, 8.5],
  ['proprietário', 81.51, 138.52, 374, 8.5],
  ['do', 143.28, 152.78, 374, 8.5],
  ['MARCOS', 160.24, 194.41, 374, valueH],
  ['CRISTINA', 200.11, 245.67, 374, valueH],
  ['DOS', 251.36, 268.45, 374, valueH],
  ['PEIXOTO', 274.14, 314.01, 374, valueH],
  ['RIBEIRO', 319.7, 359.57, 374, valueH],
  ['veículo', 43.5, 75, 384, 8.5],
  ['CPF', 43.5, 62.57, 398, 8.5],
  ['419.988.051-82', 160.24, 223.29, 399, valueH],
];

const layout = (words: Printed[]) => printedPage(8.5, ...words);
const texts = (words: Printed[]) => layoutCells(layout(words), FIELD_VOCABULARY).cells.map((c) => c.text);

it('the label’s last word and the value’s first, in two sizes of type, are two cells: the name is read', () => {
  expect(texts(rows(9))).toContain('MARCOS CRISTINA DOS PEIXOTO RIBEIRO');
  const f = readDocument({ name: 'n.pdf', method: 'pdf-text', layout: layout(rows(9)) }).fields;
  expect(f['owner.name']?.[0]?.value).toBe('Marcos Cristina dos Peixoto Ribeiro');
});

it('control: in one size of type, the same gap is a word space of the line', () => {
  expect(texts(rows(8.5))).toContain('Nome do proprietário do MARCOS CRISTINA DOS PEIXOTO RIBEIRO');
});

/**
 * A value wrapped in its column beside a label wrapped in the next, a space apart, the line too short
 * to measure its spaces: the label's second line starts where its first does, in its type (fuzz
 * fresh-c14f3ba4 #26, Chromium, URW Bookman: the driver read "THIAGO DOS SANTOS SOUZA condutor").
 */
const wrappedBeside = (labelH: number): Printed[] => [
  ['DADOS', 43.5, 80, 160, 9.49],
  ['DO', 83, 96, 160, 9.49],
  ['CONDUTOR', 99, 150, 160, 9.49],
  ['Condutor', 43.5, 89.8, 186.7, 9.49],
  ['THIAGO', 127.2, 167.2, 187],
  ['DOS', 173.9, 193.9, 187],
  ['CPF', 215.2, 232.7, 186.7, 9.49],
  ['do', 238.6, 250.3, 186.7, 9.49],
  ['108.834.278-77', 299, 377.6, 187],
  ['SANTOS', 127.2, 167.7, 199.8],
  ['SOUZA', 174.5, 208.3, 199.8],
  ['condutor', 215.2, 259.8, 197.9, labelH],
];

it('a wrapped label’s second line a space after a value’s, in the type of the line it starts under, is a cell of its own', () => {
  const l = printedPage(10, ...wrappedBeside(9.49));
  expect(layoutCells(l, FIELD_VOCABULARY).cells.map((c) => c.text)).toContain('SANTOS SOUZA');
  const f = readDocument({ name: 'n.pdf', method: 'pdf-text', layout: l }).fields;
  expect(f['driver.name']?.[0]?.value).toBe('Thiago dos Santos Souza');
});

it('control: the same words in the value’s type are one line of text', () => {
  const cells = layoutCells(printedPage(10, ...wrappedBeside(10)), FIELD_VOCABULARY).cells.map((c) => c.text);
  expect(cells).toContain('SANTOS SOUZA condutor');
});
