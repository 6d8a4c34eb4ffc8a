/**
 * A payment slip's people are no people of the notice (the payee is the agency, the payer a copy of the
 * owner), also when the slip breaks onto the next page; a notice that starts after it is read as usual.
 */
import { type DocumentLayout, groupLines } from '@recurso/core/documents';
import { readDocument } from '@recurso/core/facts';
import { H, type Placed, W, wordsOf } from '../reading/page';

const pages = (...each: Placed[][]): DocumentLayout => ({
  pages: each.map((cells, i) => ({
    number: i + 1,
    width: W,
    height: H,
    rotation: 0 as const,
    lines: groupLines(cells.flatMap(wordsOf)),
  })),
});
const read = (layout: DocumentLayout) => readDocument({ name: 'n.pdf', method: 'pdf-text', layout }).fields;

const notice: Placed[] = [
  { text: 'NOTIFICAÇÃO DE PENALIDADE', x: 380, y: 60 },
  { text: 'Auto de Infração nº: 1D61989716', x: 60, y: 100 },
  { text: 'Proprietário: BEATRIZ PEIXOTO SANTOS', x: 60, y: 125 },
  { text: 'CPF do proprietário: 905.702.530-20', x: 60, y: 150 },
  { text: '76851.95195 89993.795984 22091.895589 1 44884743354290', x: 60, y: 1300 },
  { text: 'Vencimento', x: 60, y: 1340 },
  { text: 'Beneficiário', x: 500, y: 1340 },
];

it('the payee on the page the slip breaks onto is not the owner', () => {
  const f = read(
    pages(notice, [
      { text: 'Departamento de Estradas de Rodagem', x: 500, y: 60 },
      { text: 'CNPJ', x: 500, y: 80 },
      { text: '33.021.347/0001-70', x: 500, y: 100 },
    ]),
  );
  expect(f['owner.cpf']?.[0]?.value).toBe('90570253020');
  const cnpj = f['owner.cnpj']?.[0];
  expect(cnpj === undefined || (cnpj.label === undefined && cnpj.confidence < 0.85)).toBe(true);
});

it('a notice title after the slip starts text of the notice again', () => {
  const f = read(
    pages(notice, [
      { text: 'NOTIFICAÇÃO DE PENALIDADE (CONTINUAÇÃO)', x: 300, y: 60 },
      { text: 'CNPJ do proprietário: 33.021.347/0001-70', x: 60, y: 100 },
    ]),
  );
  expect(f['owner.cnpj']?.[0]).toMatchObject({ value: '33021347000170' });
});

// fuzz-images fresh-244aa9d4 #21 (an app's screenshot): the slip's bank line wrapped on a narrow
// screen; the payee's CNPJ was read as the owner's, certain.
describe('a bank line wrapped over two lines', () => {
  const slip = (lines: string[]): Placed[] => [
    { text: 'NOTIFICAÇÃO DE PENALIDADE', x: 60, y: 60 },
    { text: 'Proprietário: DISTRIBUIDORA VALE VERDE LTDA', x: 60, y: 100 },
    ...lines.map((text, i) => ({ text, x: 60, y: 800 + 25 * i })),
    { text: 'Beneficiário', x: 60, y: 900 },
    { text: 'Autarquia Municipal de Trânsito e Cidadania', x: 60, y: 925 },
    { text: 'CNPJ 49.388.856/0001-75', x: 60, y: 950 },
  ];
  it('still starts the slip: its payee’s CNPJ is no owner’s', () => {
    const f = read(pages(slip(['23968.06560 54080.485400 57332.588510 5', '17255893643631'])));
    expect(f['owner.cnpj']).toBeUndefined();
  });
  it('control: with no bank line the CNPJ is read, as any lone CNPJ', () => {
    const f = read(pages(slip(['Pague em qualquer banco', 'até o vencimento'])));
    expect(f['owner.cnpj']?.[0]?.value).toBe('49388856000175');
  });
});

it('a CNPJ right after an agency’s name is the agency’s, slip or not', () => {
  const f = read(
    pages([
      { text: 'NOTIFICAÇÃO DE PENALIDADE', x: 60, y: 60 },
      { text: 'Proprietário: DISTRIBUIDORA VALE VERDE LTDA', x: 60, y: 100 },
      { text: 'Autarquia Municipal de Trânsito e Cidadania - AMC - CNPJ 49.388.856/0001-75', x: 60, y: 925 },
    ]),
  );
  expect(f['owner.cnpj']).toBeUndefined();
  // Control: after the owner's name, the owner's.
  const own = read(
    pages([
      { text: 'NOTIFICAÇÃO DE PENALIDADE', x: 60, y: 60 },
      { text: 'Proprietário: DISTRIBUIDORA VALE VERDE LTDA - CNPJ 49.388.856/0001-75', x: 60, y: 100 },
    ]),
  );
  expect(own['owner.cnpj']?.[0]?.value).toBe('49388856000175');
});
