/**
 * Certainty earned by evidence (issue 25 item 2), geometry side: a value is certain only when its
 * pairing is unambiguous. A label over a column of values of its kind names no one row; a row run
 * that crossed into the next column is no clean reading.
 */
import type { DocumentLayout } from '@recurso/core/documents';
import { readDocument } from '@recurso/core/facts';
import { page } from './page';

const read = (layout: DocumentLayout) => readDocument({ name: 'n.pdf', method: 'pdf-text', layout }).fields;
type Fields = ReturnType<typeof read>;
const hit = (f: Fields, key: keyof Fields) => f[key]?.[0];
const certain = (f: Fields, key: keyof Fields) => {
  const h = hit(f, key);
  return h !== undefined && !h.issues?.length && h.confidence >= 0.85;
};

describe('a label over a column of values (a table of the autos a suspension counts)', () => {
  it('names no one row even when the rows stand apart, another cell of each row wrapped (a date over two lines)', () => {
    // Each row's date wraps ("26/03/202" · "5"), so the autos are 1.6 text heights apart, not 0.5.
    const rows = [
      ['DF45686356', '26/03/202', '518-51', '7'],
      ['DF65745671', '30/09/202', '596-70', '3'],
      ['DF95225929', '13/05/202', '554-12', '5'],
    ];
    const f = read(
      page(
        { text: 'Processo administrativo nº: 00055-58253061/2026-48', x: 80, y: 40 },
        { text: 'Auto de infração', x: 80, y: 100 },
        { text: 'Data', x: 280, y: 100 },
        { text: 'Código', x: 420, y: 100 },
        { text: 'Pontos', x: 560, y: 100 },
        ...rows.flatMap(([auto, date, code, points], i) => [
          { text: date as string, x: 280, y: 124 + 52 * i },
          { text: auto as string, x: 80, y: 134 + 52 * i },
          { text: code as string, x: 420, y: 134 + 52 * i },
          { text: points as string, x: 560, y: 134 + 52 * i },
          { text: '5', x: 280, y: 144 + 52 * i },
        ]),
        { text: 'Pontuação total 15', x: 400, y: 300 },
      ),
    );
    expect(hit(f, 'notice.number')?.value).toBe('DF45686356');
    expect(certain(f, 'notice.number')).toBe(false);
    expect(certain(f, 'infraction.code')).toBe(false);
    expect(hit(f, 'suspension.points')?.value).toBe(15);
  });

  it('a label over one value, the next row a row of other kinds, is still certain', () => {
    const f = read(
      page(
        { text: 'Auto de infração', x: 80, y: 100 },
        { text: 'Placa', x: 420, y: 100 },
        { text: 'DF45686356', x: 80, y: 124 },
        { text: 'ABC1D23', x: 420, y: 124 },
        { text: 'Local da infração', x: 80, y: 180 },
        { text: 'Av. Brasil, 1200, Centro', x: 300, y: 180 },
      ),
    );
    expect(hit(f, 'notice.number')?.value).toBe('DF45686356');
    expect(certain(f, 'notice.number')).toBe(true);
  });
});

describe('a wrapped value whose first line ran into the next column', () => {
  // "Radar fixo VELSIS VS-2000," and the next column's "Conferido por" two text heights apart on one
  // row, each going on in its own column below.
  const layout = page(
    { text: 'Equipamento', x: 80, y: 100 },
    { text: 'Radar fixo VELSIS VS-2000,', x: 300, y: 100 },
    { text: 'Conferido por', x: 600, y: 100 },
    { text: 'série PK-33756', x: 300, y: 122 },
    { text: 'empresa XYZ', x: 600, y: 122 },
    { text: 'Local da infração', x: 80, y: 180 },
    { text: 'Av. Brasil, 1200, Centro', x: 300, y: 180 },
  );

  it('is never certain', () => {
    const f = read(layout);
    expect(hit(f, 'speed.equipment')).toBeDefined();
    expect(certain(f, 'speed.equipment')).toBe(false);
  });

  it('a label wrapped in the next column is read whole, and the value stops before it ("Verificado pelo" · "INMETRO em")', () => {
    const f = read(
      page(
        { text: 'Equipamento', x: 80, y: 100 },
        { text: 'Radar fixo VELSIS VS-2000,', x: 300, y: 100 },
        { text: 'Verificado pelo', x: 600, y: 100 },
        { text: '07/09/2025', x: 800, y: 110 },
        { text: 'série PK-33756', x: 300, y: 122 },
        { text: 'INMETRO em', x: 600, y: 122 },
        { text: 'Local da infração', x: 80, y: 180 },
        { text: 'Av. Brasil, 1200, Centro', x: 300, y: 180 },
      ),
    );
    expect(hit(f, 'speed.equipment')?.value).toBe('Radar fixo VELSIS VS-2000, série PK-33756');
    expect(hit(f, 'speed.verificationDate')?.value).toBe('2025-09-07');
  });
});

describe('the next row of a table, its label unknown or wrapped', () => {
  it('a cell under an inline label with a value of its own beside it is a row, not the value’s rest ("Cor" | "PRATA")', () => {
    const f = read(
      page(
        { text: 'PLACA', x: 80, y: 100 },
        { text: 'CTS-2306', x: 225, y: 100 },
        // The label overflowed its column: its value starts a little left of the column's values.
        { text: 'MARCA/MODELO HONDA/CG 160 FAN', x: 80, y: 125 },
        { text: 'Cor', x: 80, y: 150 },
        { text: 'PRATA', x: 225, y: 150 },
        { text: 'Local da infração', x: 80, y: 200 },
        { text: 'Av. Brasil, 1200, Centro', x: 225, y: 200 },
      ),
    );
    expect(hit(f, 'vehicle.model')?.value).toBe('HONDA/CG 160 FAN');
    expect(certain(f, 'vehicle.model')).toBe(true);
  });

  it('a value beside a label is complete when the line under it is beside the next label, wrapped over two lines', () => {
    const f = read(
      page(
        { text: 'Velocidade', x: 80, y: 100 },
        { text: 'constatada', x: 80, y: 120 },
        { text: '114 km/h', x: 300, y: 110 },
        { text: 'Modelo do', x: 80, y: 145 },
        { text: 'equipamento', x: 80, y: 165 },
        { text: 'Radar fixo VELSIS VS-2000,', x: 300, y: 145 },
        { text: 'série PK-33756', x: 300, y: 165 },
      ),
    );
    expect(hit(f, 'speed.measured')?.value).toBe(114);
    expect(certain(f, 'speed.measured')).toBe(true);
  });
});
