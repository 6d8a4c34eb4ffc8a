/**
 * The geometry of label → value pairing, one layout per case: a two-column table, a label wrapped
 * over two lines (the issue's false "sent after 30 days"), merged cells, value below, a header row over
 * a row of values, two pairs on one row, "Label: value", and running text as the last resort.
 */
import type { DocumentLayout } from '@recurso/core/documents';
import { FIELD_VOCABULARY, readDocument } from '@recurso/core/facts';
import { cellLabels, findLabelHits, layoutCells } from '@recurso/core/reading';
import { lineOf, unionBox } from '@recurso/core/documents';
import { CH, H, ocrPage, page, printedPage, W, wordsOf } from './page';

const read = (layout: DocumentLayout, method: 'pdf-text' | 'ocr' = 'pdf-text') =>
  readDocument({ name: 'n.pdf', method, layout }).fields;
const value = (f: ReturnType<typeof read>, key: keyof ReturnType<typeof read>) => f[key]?.[0]?.value;

const LABEL = 80;
const VALUE = 460;

describe('two-column table (label cell, value cell)', () => {
  it('takes the cell to the right on the label’s row band, never the next row’s', () => {
    const f = read(
      page(
        { text: 'Placa', x: LABEL, y: 100 },
        { text: 'BRA2E19', x: VALUE, y: 100 },
        { text: 'Proprietário', x: LABEL, y: 130 },
        { text: 'MARIANA COSTA FERREIRA', x: VALUE, y: 130 },
        { text: 'Local', x: LABEL, y: 160 },
        { text: 'Rod. dos Bandeirantes, km 38, Jundiaí/SP', x: VALUE, y: 160 },
      ),
    );
    expect([value(f, 'vehicle.plate'), value(f, 'owner.name'), value(f, 'infraction.place')]).toEqual([
      'BRA2E19',
      'Mariana Costa Ferreira',
      'Rod. dos Bandeirantes, km 38, Jundiaí/SP',
    ]);
    expect(f['owner.name']?.[0]).toMatchObject({ label: 'Proprietário', confidence: 0.98 });
  });

  it('a label wrapped over two lines is one label and takes the value beside it (centred or on its first line)', () => {
    const centred = page(
      { text: 'Data da infração', x: LABEL, y: 100 },
      { text: '02/03/2026', x: VALUE, y: 100 },
      { text: 'Data de emissão da', x: LABEL, y: 130 },
      { text: '11/03/2026', x: VALUE, y: 141 },
      { text: 'notificação', x: LABEL, y: 152 },
      { text: 'Prazo para apresentação', x: LABEL, y: 184 },
      { text: '14/04/2026', x: VALUE, y: 195 },
      { text: 'de defesa prévia', x: LABEL, y: 206 },
    );
    const f = read(centred);
    expect(value(f, 'notice.issueDate')).toBe('2026-03-11');
    expect(value(f, 'notice.deadline')).toBe('2026-04-14');
    expect(f['notice.issueDate']?.[0]).toMatchObject({
      label: 'Data de emissão da notificação',
      confidence: 0.951,
    });
    const top = read(
      page(
        { text: 'Data de emissão da', x: LABEL, y: 130 },
        { text: '11/03/2026', x: VALUE, y: 130 },
        { text: 'notificação', x: LABEL, y: 152 },
        { text: 'Data limite para', x: LABEL, y: 184 },
        { text: '14/04/2026', x: VALUE, y: 184 },
        { text: 'recurso', x: LABEL, y: 206 },
      ),
    );
    expect([value(top, 'notice.issueDate'), value(top, 'notice.deadline')]).toEqual([
      '2026-03-11',
      '2026-04-14',
    ]);
  });

  it('a line under a whole label that opens a label wrapped onto the next line is the next row (“Velocidade” / “regulamentada”)', () => {
    // OCR boxed the first label a line and a half tall: the next row's first line is within its reach.
    const f = read(
      ocrPage(
        [
          { text: 'Velocidade considerada', x: LABEL, y: 100, h: 33 },
          { text: '67 km/h', x: 600, y: 103 },
        ],
        [{ text: 'Velocidade', x: LABEL, y: 158, h: 19 }],
        [{ text: '40 km/h', x: 600, y: 174 }],
        [{ text: 'regulamentada', x: LABEL, y: 190, h: 23 }],
      ),
      'ocr',
    );
    expect([value(f, 'speed.considered'), value(f, 'speed.limit')]).toEqual([67, 40]);
  });

  it('a whole label wrapped in a narrow column does not take in the next row’s label words and value (“Data de” / “emissão” over “Defesa prévia 12/09/2024” / “até”)', () => {
    // Chromium, DejaVu Serif: the next row's label runs into its value one space's width apart.
    const f = read(
      page(
        { text: 'Data de', x: LABEL, y: 100, h: 15 },
        { text: '30/07/2024', x: 202, y: 100, h: 15 },
        { text: 'emissão', x: LABEL, y: 117, h: 15 },
        { text: 'Defesa prévia', x: LABEL, y: 142, h: 15 },
        { text: '12/09/2024', x: 189, y: 142, h: 15 },
        { text: 'até', x: LABEL, y: 159, h: 15 },
      ),
    );
    expect(value(f, 'notice.issueDate')).toBe('2024-07-30');
    expect(f['notice.issueDate']?.[0]?.label).toBe('Data de emissão');
  });

  it('a word that names a field loosely opens another field’s label wrapped under it ("Código" · "Renavam"), unless each line has a value beside it', () => {
    const f = read(
      page(
        { text: 'Placa', x: LABEL, y: 100 },
        { text: 'FFJ1F39', x: VALUE, y: 100 },
        { text: 'Código', x: LABEL, y: 122 },
        { text: '12754764803', x: VALUE, y: 122 },
        { text: 'Renavam', x: LABEL, y: 144 },
        { text: 'DADOS DA INFRAÇÃO', x: LABEL, y: 190 },
      ),
    );
    expect(f['vehicle.renavam']?.[0]).toMatchObject({ value: '12754764803', label: 'Código Renavam' });
    expect(value(f, 'infraction.code')).toBeUndefined();
    // Control: two rows, each with its value.
    const rows = read(
      page(
        { text: 'Código', x: LABEL, y: 100 },
        { text: '7455-0', x: VALUE, y: 100 },
        { text: 'Renavam', x: LABEL, y: 122 },
        { text: '12754764803', x: VALUE, y: 122 },
      ),
    );
    expect([value(rows, 'infraction.code'), value(rows, 'vehicle.renavam')]).toEqual([
      '745-50',
      '12754764803',
    ]);
    // …each by its own label beside it, not in running text.
    expect(rows['vehicle.renavam']?.[0]).toMatchObject({ label: 'Renavam', confidence: 0.98 });
    expect(rows['infraction.code']?.[0]?.confidence).toBeGreaterThanOrEqual(0.85);
  });

  it('a line that ends on a connector goes on under it, though each line has a value beside it ("Modelo do" | "Lombada eletrônica FISCAL-V" over "equipamento" | "FV3, série DT-49237")', () => {
    const f = read(
      page(
        { text: 'Modelo do', x: LABEL, y: 100 },
        { text: 'Lombada eletrônica FISCAL-V', x: VALUE, y: 100 },
        { text: 'equipamento', x: LABEL, y: 122 },
        { text: 'FV3, série DT-49237', x: VALUE, y: 122 },
        { text: 'PRAZOS', x: LABEL, y: 160 },
      ),
    );
    expect(f['speed.equipment']?.[0]).toMatchObject({
      value: 'Lombada eletrônica FISCAL-V FV3, série DT-49237',
      label: 'Modelo do equipamento',
    });
    expect(value(f, 'vehicle.model')).toBeUndefined();
  });

  it('a bare label inside a cell that only its value follows ends the value before it ("MARCA/MODELO FIAT/STRADA WORKING Placa FNW-6976")', () => {
    const f = read(
      page(
        { text: 'MARCA/MODELO FIAT/STRADA WORKING Placa FNW-6976', x: LABEL, y: 100 },
        // Control: a label word inside a value, no value of its own after it, stays in the value.
        { text: 'Local da infração Rua da Placa Azul, 120, Centro', x: LABEL, y: 140 },
      ),
    );
    expect(f['vehicle.model']?.[0]).toMatchObject({ value: 'FIAT/STRADA WORKING' });
    expect(f['vehicle.model']?.[0]?.issues ?? []).toEqual([]);
    expect(f['vehicle.plate']?.[0]).toMatchObject({ value: 'FNW6976', label: 'Placa' });
    expect(value(f, 'infraction.place')).toBe('Rua da Placa Azul, 120, Centro');
  });

  it('a header row’s values a space apart, one cell: each value starts under its label, certain ("53510968270 HYUNDAI/HB20 1.0M" under "RENAVAM" | "Marca/Modelo/Versão")', () => {
    const rows = (values: string) =>
      read(
        page(
          { text: 'Placa do veículo', x: LABEL, y: 100 },
          { text: 'RENAVAM', x: 300, y: 100 },
          { text: 'Marca/Modelo/Versão', x: 420, y: 100 },
          { text: 'LHC-1283', x: LABEL, y: 122 },
          { text: values, x: 300, y: 122 },
        ),
      );
    const f = rows('53510968270 HYUNDAI/HB20 1.0M');
    expect(f['vehicle.model']?.[0]).toMatchObject({ value: 'HYUNDAI/HB20 1.0M' });
    expect(f['vehicle.model']?.[0]?.issues ?? []).toEqual([]);
    // Control: a value that starts mid-cell, not under its label, may lack its opening.
    const off = rows('535109682 HYUNDAI/HB20 1.0M');
    expect(off['vehicle.model']?.[0]?.issues?.map((i) => i.check) ?? []).toContain('value_cut');
  });

  it('a header row’s value cut from the next at a column’s edge under another label of the row does not go on there ("C.P.F." | "CNH" over "236.505.818-33" | "24401434830")', () => {
    const f = read(
      page(
        { text: 'C.P.F.', x: LABEL, y: 100 },
        { text: 'CNH', x: 234, y: 100 },
        { text: '236.505.818-33', x: LABEL, y: 122 },
        { text: '24401434830', x: 234, y: 122 },
      ),
    );
    expect(f['owner.cpf']?.[0]).toMatchObject({ value: '23650581833' });
    expect(f['owner.cpf']?.[0]?.issues ?? []).toEqual([]);
    expect(f['owner.cnh']?.[0]).toMatchObject({ value: '24401434830' });
  });

  it('a label’s bracketed rest is no other column’s header: the value under it is certain ("LOCAL (RODOVIA/KM/MUNICÍPIO)" over "Rua Augusta, nº 2989, sentido centro")', () => {
    const f = read(
      page(
        { text: 'LOCAL (RODOVIA/KM/MUNICÍPIO)', x: LABEL, y: 100 },
        { text: 'Rua Augusta, nº 2989, sentido centro', x: LABEL, y: 130 },
      ),
    );
    expect(f['infraction.place']?.[0]).toMatchObject({ value: 'Rua Augusta, nº 2989, sentido centro' });
    expect(f['infraction.place']?.[0]?.issues ?? []).toEqual([]);
  });

  it('merged cells: a value over two lines beside a one-line label, and a label over two rows', () => {
    const f = read(
      page(
        { text: 'Endereço', x: LABEL, y: 100 },
        { text: 'Rua Conde de Bonfim, 880, bloco 2,', x: VALUE, y: 100 },
        { text: 'Tijuca, Rio de Janeiro/RJ', x: VALUE, y: 122 },
        { text: 'CPF', x: LABEL, y: 150 },
        { text: '529.982.247-25', x: VALUE, y: 150 },
        { text: 'Descrição da', x: LABEL, y: 180 },
        { text: 'Transitar em velocidade superior à máxima', x: VALUE, y: 180 },
        { text: 'infração', x: LABEL, y: 202 },
        { text: 'permitida em até 20%', x: VALUE, y: 202 },
        { text: 'Hora', x: LABEL, y: 232 },
        { text: '07:42', x: VALUE, y: 232 },
      ),
    );
    expect(value(f, 'owner.address')).toBe('Rua Conde de Bonfim, 880, bloco 2, Tijuca, Rio de Janeiro/RJ');
    expect(value(f, 'owner.cpf')).toBe('52998224725');
    expect(value(f, 'infraction.description')).toBe(
      'Transitar em velocidade superior à máxima permitida em até 20%',
    );
    expect(value(f, 'infraction.time')).toBe('07:42');
  });
});

describe('label above value', () => {
  // fresh-b09d1379#14, LibreOffice: the first label overran its cell, the second value starts under it.
  it('a header row read as one run: a value under the first label’s end, past its own value, is the second’s', () => {
    const row = (x: number) =>
      read(
        page(
          { text: 'Data de emissão da notificação PRAZO PARA DEFESA PRÉVIA', x: LABEL, y: 100 },
          { text: '26/08/2023', x: LABEL, y: 124 },
          { text: '02/10/2023', x, y: 124 },
        ),
      );
    const f = row(360);
    expect([value(f, 'notice.issueDate'), value(f, 'notice.deadline')]).toEqual(['2023-08-26', '2023-10-02']);
    // A value that ends before the second label begins is not its own.
    expect(value(row(250), 'notice.deadline')).toBeUndefined();
  });

  // fuzz fresh-9bff5258 #11, Chromium: the section's heading took the table's first row as its value.
  it('a line that opens with another field’s label and its value is a pair of its own, not the value of the label above', () => {
    const f = read(
      page(
        { text: 'DESCRIÇÃO DA INFRAÇÃO', x: LABEL, y: 100 },
        { text: 'Data (dd/mm/aaaa) 11/05/2023', x: LABEL, y: 130 },
        { text: 'Código do enquadramento', x: LABEL, y: 160 },
        { text: '5738-0', x: 320, y: 160 },
        { text: 'Descrição da infração', x: 480, y: 160 },
        { text: 'Transitar pela contr-', x: 700, y: 160 },
        { text: 'amão de direção', x: 700, y: 184 },
      ),
    );
    expect(value(f, 'infraction.date')).toBe('2023-05-11');
    expect(f['infraction.description']?.map((d) => d.value)).toEqual(['Transitar pela contramão de direção']);
  });

  it('takes the cell directly below, in the label’s column', () => {
    const f = read(
      page(
        { text: 'Número do Auto de Infração', x: LABEL, y: 100, h: 16 },
        { text: 'A98765432', x: LABEL, y: 120 },
        { text: 'Data', x: LABEL, y: 160, h: 16 },
        { text: '12/04/2026', x: LABEL, y: 180 },
        { text: 'Nome do Condutor', x: LABEL, y: 220, h: 16 },
        { text: 'MARCOS VINÍCIUS ALMEIDA ROCHA', x: LABEL, y: 240 },
      ),
    );
    expect([value(f, 'notice.number'), value(f, 'infraction.date'), value(f, 'driver.name')]).toEqual([
      'A98765432',
      '2026-04-12',
      'Marcos Vinícius Almeida Rocha',
    ]);
    expect(f['notice.number']?.[0]?.confidence).toBe(0.96);
  });

  it('a header row over a row of values: each value in its label’s column, even read as one run', () => {
    const apart = read(
      page(
        { text: 'Nº do Auto', x: LABEL, y: 100, h: 16 },
        { text: 'Placa', x: 300, y: 100, h: 16 },
        { text: 'Renavam', x: 520, y: 100, h: 16 },
        { text: 'MG00123456', x: LABEL, y: 120 },
        { text: 'HJK-5832', x: 300, y: 120 },
        { text: '00987654321', x: 520, y: 120 },
      ),
    );
    expect([
      value(apart, 'notice.number'),
      value(apart, 'vehicle.plate'),
      value(apart, 'vehicle.renavam'),
    ]).toEqual(['MG00123456', 'HJK5832', '00987654321']);
    // One run each (a tight table, read with single spaces): columns by the labels' left edges.
    const run = read(
      page(
        { text: 'Placa Renavam', x: LABEL, y: 100, h: 16 },
        { text: 'ABC1234 00987654321', x: LABEL, y: 120 },
      ),
    );
    expect([value(run, 'vehicle.plate'), value(run, 'vehicle.renavam')]).toEqual(['ABC1234', '00987654321']);
    expect(run['vehicle.renavam']?.[0]?.box?.left).toBeCloseTo((LABEL + 8 * 10) / 1000, 4);
  });

  it('never takes the next label as a value (a pair whose value is missing stays empty)', () => {
    const f = read(
      page(
        { text: 'Placa', x: LABEL, y: 100 },
        { text: 'Renavam', x: LABEL, y: 122 },
        { text: '00987654321', x: VALUE, y: 122 },
      ),
    );
    expect(f['vehicle.plate']).toBeUndefined();
    expect(value(f, 'vehicle.renavam')).toBe('00987654321');
    // A row without its value does not borrow the next row's.
    const blank = read(
      page(
        { text: 'Data da Infração', x: LABEL, y: 100 },
        { text: 'Data de Emissão', x: LABEL, y: 124 },
        { text: '10/03/2026', x: VALUE, y: 124 },
      ),
    );
    expect(blank['infraction.date']).toBeUndefined();
    expect(value(blank, 'notice.issueDate')).toBe('2026-03-10');
  });
});

describe('pairs on one line', () => {
  it('"Label: value", and two pairs on one row with or without a gap between them', () => {
    const f = read(
      page(
        { text: 'Auto de Infração nº: C12345678', x: LABEL, y: 100 },
        { text: 'Data: 01/03/2026', x: LABEL, y: 130 },
        { text: 'Hora: 10:05', x: 400, y: 130 },
        { text: 'Velocidade aferida: 68 km/h Velocidade considerada: 61 km/h', x: LABEL, y: 160 },
      ),
    );
    expect(value(f, 'notice.number')).toBe('C12345678');
    expect([value(f, 'infraction.date'), value(f, 'infraction.time')]).toEqual(['2026-03-01', '10:05']);
    expect([value(f, 'speed.measured'), value(f, 'speed.considered')]).toEqual([68, 61]);
    expect(f['speed.considered']?.[0]?.label).toBe('Velocidade considerada');
  });

  // fresh-b09d1379#12, LibreOffice: the second pair's value broken in its narrow cell, centred on the row.
  it('a second pair’s label ending the line, beside a value of two lines centred on it', () => {
    const f = read(
      page(
        { text: 'Emitida em 26/02/2024 Data limite para apresentação de defesa', x: LABEL, y: 279, h: 13 },
        { text: '08/04/', x: 486, y: 271, h: 13 },
        { text: '2024', x: 486, y: 287, h: 13 },
      ),
    );
    expect([value(f, 'notice.issueDate'), value(f, 'notice.deadline')]).toEqual(['2024-02-26', '2024-04-08']);
    // A value of one line above the label's, nothing below it: no block, the label stays the first pair's text.
    const lone = read(
      page(
        { text: 'Emitida em 26/02/2024 Data limite para apresentação de defesa', x: LABEL, y: 279, h: 13 },
        { text: '08/04/2024', x: 486, y: 268, h: 13 },
      ),
    );
    expect(value(lone, 'notice.deadline')).toBeUndefined();
  });

  // fuzz fresh-d99a4e9c #22 (LibreOffice): the date broken before its second slash, "18/03" · "/2026",
  // was read as no date; the opening date and the deadline missing.
  it('a date broken before a slash in its narrow cell, centred on its label, is one date', () => {
    const f = read(
      page(
        { text: 'Órgão emissor DETRAN-BA Data de abertura', x: LABEL, y: 145, h: 13 },
        { text: '18/03', x: 350, y: 137, h: 13 },
        { text: '/2026', x: 350, y: 153, h: 13 },
      ),
    );
    expect(value(f, 'suspension.openingDate')).toBe('2026-03-18');
    // Control: a line after the date that opens with a slash and a letter is not the date's rest.
    const other = read(
      page(
        { text: 'Data de abertura', x: LABEL, y: 100 },
        { text: '18/03/2026', x: VALUE, y: 100 },
        { text: '/SP', x: VALUE, y: 122 },
      ),
    );
    expect(value(other, 'suspension.openingDate')).toBe('2026-03-18');
  });

  // fresh-3eeca07e#12: the value's first line runs into the next pair's "C.P.F.:".
  it('a value beside its label running into the next pair’s label is a value, not an unknown label', () => {
    const f = read(
      page(
        { text: 'Nome do proprietário:', x: LABEL, y: 100 },
        { text: 'Simone Beatriz C.P.F.: 054.858.040-55', x: VALUE, y: 100 },
        { text: 'Rocha Lima', x: VALUE, y: 122 },
      ),
    );
    expect([value(f, 'owner.name'), value(f, 'owner.cpf')]).toEqual([
      'Simone Beatriz Rocha Lima',
      '05485804055',
    ]);
    // Control: words closed by a ":" no known label spans are a label the vocabulary does not know.
    const unknown = read(
      page(
        { text: 'Nome do proprietário:', x: LABEL, y: 100 },
        { text: 'Natureza jurídica: PESSOA FÍSICA', x: VALUE, y: 100 },
      ),
    );
    expect(value(unknown, 'owner.name')).toBeUndefined();
  });

  it('two pairs per row in a four-column table (label, value, label, value)', () => {
    const f = read(
      page(
        { text: 'Placa', x: 60, y: 100 },
        { text: 'QWE4R56', x: 250, y: 100 },
        { text: 'Renavam', x: 520, y: 100 },
        { text: '00123456789', x: 720, y: 100 },
        { text: 'Data', x: 60, y: 130 },
        { text: '09/09/2026', x: 250, y: 130 },
        { text: 'Hora', x: 520, y: 130 },
        { text: '17:05', x: 720, y: 130 },
      ),
    );
    expect([
      value(f, 'vehicle.plate'),
      value(f, 'vehicle.renavam'),
      value(f, 'infraction.date'),
      value(f, 'infraction.time'),
    ]).toEqual(['QWE4R56', '00123456789', '2026-09-09', '17:05']);
  });

  it('finds the candidates in order: in the cell, then right, then below', () => {
    const all = layoutCells(
      page(
        { text: 'Placa:', x: LABEL, y: 100 },
        { text: 'ABC1234', x: VALUE, y: 100 },
        { text: 'XYZ9876', x: LABEL, y: 122 },
      ),
      FIELD_VOCABULARY,
    );
    const [hit] = findLabelHits(all);
    expect(hit?.field).toBe('vehicle.plate');
    expect(
      hit?.candidates.map((c) => [c.how, c.parts.map((p) => p.cell.text.slice(p.from, p.to)).join(' ')]),
    ).toEqual([
      ['right', 'ABC1234'],
      ['below', 'XYZ9876'],
    ]);
  });

  it('a line above the cell beside that reads as no value (a lone dash) takes back nothing: the label’s own value stays', () => {
    const candidates = (dash: boolean) => {
      const all = layoutCells(
        page(
          // The row above: an empty cell's "-" in the value's column, the next column's text a
          // narrow padding after it (a column whose edge the line below shows: the dash is cut apart).
          ...(dash ? [{ text: '-', x: VALUE, y: 78 }] : []),
          { text: 'SP', x: VALUE + 28, y: 78 },
          { text: 'Placa: ABC1D23', x: LABEL, y: 100 },
          { text: 'PRETA', x: VALUE, y: 100 },
          { text: 'GASOLINA', x: VALUE + 28, y: 150 },
        ),
        FIELD_VOCABULARY,
      );
      const hit = findLabelHits(all).find((x) => x.field === 'vehicle.plate');
      return hit?.candidates.map((c) => [
        c.how,
        c.parts.map((p) => p.cell.text.slice(p.from, p.to)).join(' '),
      ]);
    };
    const expected = [
      ['inline', 'ABC1D23'],
      ['right', 'PRETA'],
    ];
    expect(candidates(true)).toEqual(expected);
    // Control: with no dash above, the same candidates.
    expect(candidates(false)).toEqual(expected);
  });
});

describe('running text, the last resort', () => {
  it('reads a sentence at a lower confidence that is never certain', () => {
    const f = read(
      page({
        text: 'Consta que o veículo foi autuado em 05/05/2026, às 9h15, na Av. Brasil.',
        x: LABEL,
        y: 100,
      }),
    );
    expect(f['infraction.date']?.[0]).toMatchObject({ value: '2026-05-05', confidence: 0.7 });
    expect(f['infraction.time']?.[0]).toMatchObject({ value: '09:15', confidence: 0.7 });
  });
});

// fuzz fresh-c14f3ba4 #38 (LibreOffice): a narrow header-row column wraps the equipment word by word
// under its label; its first word is a label of the field ("Medidor").
describe('a value whose first word is a label of its own field', () => {
  const column = (first: string) =>
    read(
      printedPage(
        9,
        ['Velocidade', 43, 90, 380],
        ['constatada', 43, 92, 391],
        ['178', 43, 58, 405],
        ['km/h', 61, 82, 405],
        ['Modelo', 43, 75, 427],
        ['do', 78, 88, 427],
        ['equipamento', 43, 100, 438],
        [first, 43, 78, 449],
        ['estático', 43, 78, 460],
        ['DATAPROM', 43, 92, 471],
        ['DP-10,', 43, 70, 482],
        ['série', 73, 94, 482],
        ['SR-91228', 43, 85, 493],
      ),
    );
  it('under a bare label, it opens the value that goes on below it', () => {
    expect(value(column('Medidor'), 'speed.equipment')).toBe(
      'Medidor estático DATAPROM DP-10, série SR-91228',
    );
  });
  it('control: a value word there is the value’s first as ever', () => {
    expect(value(column('PERKONS'), 'speed.equipment')).toBe(
      'PERKONS estático DATAPROM DP-10, série SR-91228',
    );
  });
});

// fuzz fresh-64b7cdc8 #0 (Chromium): a header row, each label over its value; the meter's value opens
// with "Medidor", read as a pair of its own, ran along its line into the next column's date, CERTAIN.
describe('a header row: "Instrumento medidor" | "Última aferição" over their values', () => {
  const layout = () =>
    printedPage(
      10,
      ['Instrumento', 43.5, 92.2, 403.5, 8.5],
      ['medidor', 96.6, 127.6, 403.5, 8.5],
      ['Última', 215.2, 239.7, 403.5, 8.5],
      ['aferição', 243.8, 276.4, 403.5, 8.5],
      ['Medidor', 43.5, 78.9, 413.5],
      ['estático', 84, 124.5, 413.5],
      ['SPLICE', 129.5, 159.8, 413.5],
      ['SP-R4,', 164.9, 195.2, 413.5],
      ['03/05/2025', 215.2, 265.2, 413.5],
      ['série', 43.5, 68.4, 426.3],
      ['FX-70048', 73.4, 113.2, 426.3],
    );
  it('the value that opens with "Medidor" is the meter label’s, whole', () => {
    const f = read(layout());
    expect(f['speed.equipment']?.[0]).toMatchObject({
      value: 'Medidor estático SPLICE SP-R4, série FX-70048',
      label: 'Instrumento medidor',
    });
    expect(value(f, 'speed.verificationDate')).toBe('2025-05-03');
  });
  it('a line read from its first word never runs on under the next header', () => {
    const all = layoutCells(layout(), FIELD_VOCABULARY);
    const lone = findLabelHits(all).find((h) => h.text === 'Medidor');
    const inline = lone?.candidates.find((c) => c.how === 'inline');
    expect(inline?.parts.map((p) => p.cell.text.slice(p.from, p.to).trim())).toEqual([
      'estático SPLICE SP-R4,',
      'série FX-70048',
    ]);
  });
});

// fuzz fresh-64b7cdc8 #35 (LibreOffice): a header row in narrow cells, one run of words, a label no field
// is read for between two that are ("Gravidade"); the agent was unread, the basis read with the labels.
it('a header row reads through a label no field is read for between two of its labels', () => {
  const f = read(
    printedPage(
      9.5,
      ['AMPARO', 41.2, 85.2, 362.3],
      ['LEGAL', 92.5, 129.1, 362.3],
      ['Gravidade', 137.3, 191.1, 362.3],
      ['Matrícula', 197.3, 248.4, 362.3],
      ['do', 254.1, 265.5, 362.3],
      ['agente', 271.1, 305.2, 362.3],
      ['CTB,', 41.2, 59.9, 376.1],
      ['art.', 64.6, 83.3, 376.1],
      ['181,', 88, 106.7, 376.1],
      ['VIII', 111.4, 130.1, 376.1],
      ['Grave', 137.3, 166, 376.1],
      ['8493207', 197.3, 239.5, 376.1],
    ),
  );
  expect(value(f, 'infraction.agentId')).toBe('8493207');
  expect(value(f, 'infraction.legalBasis')).toBe('CTB, art. 181, VIII');
});

// fuzz fresh-64b7cdc8 #13 (Chromium): two rows of labels wrapped beside their values, the second
// row's label under the first's; the verification date was unread.
it('a wrapped label with its value beside its first line takes no next row’s label under it', () => {
  const f = read(
    printedPage(
      8.5,
      ['Velocidade', 215.2, 266.5, 81.7],
      ['121', 292, 308.1, 81.3, 9],
      ['km/h', 313.4, 334.8, 81.3, 9],
      // (The next column: the row's values are not at its right margin.)
      ['Velocidade', 387, 438.3, 81.7],
      ['70', 463.7, 474.3, 81.3, 9],
      ['km/h', 479.7, 500.9, 81.3, 9],
      ['considerada', 215.2, 273, 92.2],
      ['máxima', 387, 424.3, 92.2],
      ['Data', 215.2, 236.2, 107.2],
      ['da', 241.5, 252, 107.2],
      ['01/09/2023', 292, 343.9, 106.8, 9],
      ['última', 215.2, 246.3, 117.7],
      ['verificação', 215.2, 266.9, 128.2],
      ['do', 271.7, 281.1, 128.2],
      ['INMETRO', 215.2, 263.6, 138.7],
    ),
  );
  expect(value(f, 'speed.considered')).toBe(121);
  expect(value(f, 'speed.verificationDate')).toBe('2023-09-01');
});

// fuzz fresh-c14f3ba4 #23 (pdf-lib): "Veículo (marca/modelo)" | "HONDA/CIVIC LXR" | "Cor" | "PRATA".
it('a label no field is read for, alone beside its own value, ends the value before it, which is whole', () => {
  const f = read(
    printedPage(
      9,
      ['PLACA', 43, 74, 201.5],
      ['RFY-0983', 120.3, 163.6, 201.5, 9.5],
      ['Veículo', 214.7, 246.7, 201.5],
      ['HONDA/CIVIC', 291.9, 353.1, 201.5, 9.5],
      ['LXR', 358.6, 375.3, 201.5, 9.5],
      ['Cor', 386.3, 401.8, 201.5],
      ['PRATA', 463.6, 495.3, 201.5, 9.5],
      ['(marca/modelo)', 214.7, 280, 212],
    ),
  );
  expect(f['vehicle.model']?.[0]).toMatchObject({ value: 'HONDA/CIVIC LXR' });
  expect(f['vehicle.model']?.[0]?.issues).toBeUndefined();
});

describe('whose data: a table row centred vertically', () => {
  // fuzz fresh-a0ec61e1 #26 (LibreOffice): the driver's CPF and CNH, half a line below "Condutor
  // infrator" in the owner's section, read as the owner's, certain.
  it('the labels beside a role’s label take its role when their blocks are centred on its block', () => {
    const rows = (cpfTop: number) =>
      read(
        page(
          { text: 'IDENTIFICAÇÃO DO PROPRIETÁRIO', x: LABEL, y: 100 },
          { text: 'Nome/Razão social', x: LABEL, y: 130, h: 14 },
          { text: 'DISTRIBUIDORA HORIZONTE LTDA', x: LABEL, y: 146 },
          { text: 'Condutor infrator', x: LABEL, y: 200, h: 14 },
          { text: 'MARCOS BARBOSA', x: LABEL, y: 216 },
          { text: 'MONTEIRO', x: LABEL, y: 238 },
          { text: 'CPF', x: VALUE, y: cpfTop, h: 14 },
          { text: '792.867.072-07', x: VALUE, y: cpfTop + 16 },
          { text: 'CNH nº', x: 700, y: cpfTop, h: 14 },
          { text: '55964160403', x: 700, y: cpfTop + 16 },
        ),
      );
    const centred = rows(211);
    expect([value(centred, 'driver.cpf'), value(centred, 'driver.cnh')]).toEqual([
      '79286707207',
      '55964160403',
    ]);
    expect([value(centred, 'owner.cpf'), value(centred, 'owner.cnh')]).toEqual([undefined, undefined]);
    // Control: a block level with the name's last line is no part of its row.
    const lower = rows(238);
    expect(value(lower, 'driver.cpf')).toBeUndefined();
  });
});

describe('whose data: a label that names its person over one guessed from the section', () => {
  // fuzz fresh-52c0e55b #4 (Chromium): "Nome do interessado" under the owner's heading, read more
  // surely than the owner's own wrapped label's value, won the owner's name.
  it('gives the field its value, the other a rival that doubts it', () => {
    const f = read(
      page(
        { text: 'IDENTIFICAÇÃO DO PROPRIETÁRIO', x: LABEL, y: 60 },
        { text: 'Nome do', x: LABEL, y: 100 },
        { text: 'EDUARDO LUÍSA ROCHA MONTEIRO', x: 300, y: 100 },
        { text: 'proprietário', x: LABEL, y: 122 },
        { text: 'CPF/CNPJ', x: LABEL, y: 160 },
        { text: '347.834.238-49', x: 300, y: 160 },
        { text: 'Nome do interessado', x: LABEL, y: 220 },
        { text: 'JULIANA CRISTINA MAGALHÃES PEIXOTO', x: LABEL, y: 244 },
      ),
    );
    expect(value(f, 'owner.name')).toBe('Eduardo Luísa Rocha Monteiro');
    expect(f['owner.name']?.[0]?.issues?.map((i) => i.check)).toContain('ambiguous_pairing');
  });
});

describe('whose data: the section headings', () => {
  it('two blocks side by side: the owner’s on the left, the driver’s on the right', () => {
    const f = read(
      page(
        { text: 'DADOS DO PROPRIETÁRIO', x: LABEL, y: 100 },
        { text: 'DADOS DO CONDUTOR', x: 520, y: 100 },
        { text: 'Nome: ANA BEATRIZ SANTOS', x: LABEL, y: 130 },
        { text: 'Nome: MARCOS ROCHA LIMA', x: 520, y: 130 },
        { text: 'CPF: 529.982.247-25', x: LABEL, y: 160 },
        { text: 'CNH: 04512398761', x: 520, y: 160 },
      ),
    );
    expect([
      value(f, 'owner.name'),
      value(f, 'owner.cpf'),
      value(f, 'driver.name'),
      value(f, 'driver.cnh'),
    ]).toEqual(['Ana Beatriz Santos', '52998224725', 'Marcos Rocha Lima', '04512398761']);
  });
  // fresh-b09d1379#6: the driver's rows under the owner's, their labels naming no role.
  it('two names for one role: the fields on either name’s line are doubted with them', () => {
    const rows = (second: boolean) =>
      read(
        page(
          { text: 'DADOS DO PROPRIETÁRIO', x: LABEL, y: 100 },
          { text: 'Nome/Razão social: CARLOS HENRIQUE CARDOSO', x: LABEL, y: 130 },
          { text: 'CPF: 529.982.247-25', x: 600, y: 130 },
          ...(second
            ? [
                { text: 'Nome do interessado: ANTÔNIO CARLOS RIBEIRO', x: LABEL, y: 160 },
                { text: 'Nº do registro de habilitação: 58689149583', x: 600, y: 160 },
              ]
            : [{ text: 'Nº do registro de habilitação: 58689149583', x: 600, y: 160 }]),
        ),
      );
    const two = rows(true);
    expect(two['owner.name']?.[0]?.issues?.map((i) => i.check)).toContain('ambiguous_pairing');
    expect(two['owner.cnh']?.[0]).toMatchObject({ value: '58689149583' });
    expect(two['owner.cnh']?.[0]?.issues?.map((i) => i.message)).toContain(
      '"58689149583" está na linha de um de dois nomes lidos para a mesma pessoa: confira.',
    );
    // The CPF on the other name's line has no rival of its own: doubted all the same.
    expect(two['owner.cpf']?.[0]?.confidence).toBeLessThan(0.85);
    // One name: its row's fields stand.
    const one = rows(false);
    expect(one['owner.cnh']?.[0]).toMatchObject({ value: '58689149583' });
    expect(one['owner.cnh']?.[0]?.issues).toBeUndefined();
    expect(one['owner.cpf']?.[0]?.issues).toBeUndefined();
  });
  // fuzz fresh-c14f3ba4 #26 (Chromium): a second person's rows one under the other in the owner's
  // section, no heading between; the interested party's CNH was read as the owner's, certain.
  it('two names for one role: the rows under the second name are doubted too', () => {
    const rows = (second: boolean) =>
      read(
        page(
          { text: 'DADOS DO PROPRIETÁRIO', x: LABEL, y: 100 },
          { text: 'Proprietário', x: LABEL, y: 130 },
          { text: 'CPF/CNPJ', x: 600, y: 130 },
          { text: 'GUSTAVO CRISTINA BARBOSA', x: LABEL, y: 155 },
          { text: '529.982.247-25', x: 600, y: 155 },
          ...(second
            ? [
                { text: 'Nome do interessado', x: LABEL, y: 200 },
                { text: 'ALINE LUÍSA GOMES', x: LABEL, y: 225 },
              ]
            : []),
          { text: 'CNH nº', x: LABEL, y: 270 },
          { text: '58689149583', x: LABEL, y: 295 },
        ),
      );
    const two = rows(true);
    expect(two['owner.cnh']?.[0]?.value).toBe('58689149583');
    expect(two['owner.cnh']?.[0]?.issues?.map((i) => i.message)).toContain(
      '"58689149583" está sob o segundo de dois nomes lidos para a mesma pessoa: confira.',
    );
    const one = rows(false);
    expect(one['owner.cnh']?.[0]).toMatchObject({ value: '58689149583' });
    expect(one['owner.cnh']?.[0]?.issues).toBeUndefined();
  });
  // fuzz fresh-3227ed9c #36 (pdf-lib): the interested party's CPF and CNH over her name, below the
  // owner's rows and another section's heading; her CNH was read as the owner's, certain.
  it('two names for one role: a document whose label names no one is doubted wherever it stands', () => {
    const rows = (second: boolean) =>
      read(
        page(
          { text: 'PROPRIETÁRIO DO VEÍCULO', x: LABEL, y: 100 },
          { text: 'CPF do proprietário', x: LABEL, y: 125 },
          { text: '529.982.247-25', x: LABEL, y: 150 },
          { text: 'Nome do proprietário do veículo: RENATA CRISTINA SILVA', x: LABEL, y: 180 },
          { text: 'DADOS DA INFRAÇÃO', x: LABEL, y: 230 },
          { text: 'C.P.F.', x: LABEL, y: 260 },
          { text: 'Nº da CNH', x: 600, y: 260 },
          { text: '508.441.077-35', x: LABEL, y: 285 },
          { text: '22622656724', x: 600, y: 285 },
          ...(second
            ? [
                { text: 'Nome do interessado', x: LABEL, y: 320 },
                { text: 'LETÍCIA CRISTINA MENDES', x: LABEL, y: 345 },
              ]
            : []),
        ),
      );
    const two = rows(true);
    expect(two['owner.cnh']?.[0]?.issues?.map((i) => i.message)).toContain(
      '"22622656724" não diz de qual de dois nomes lidos para a mesma pessoa é: confira.',
    );
    // Control: one name, and the CNH stands.
    expect(rows(false)['owner.cnh']?.[0]?.issues).toBeUndefined();
  });
  // fuzz-images fresh-9334096b #8: OCR lost "infração" of "Endereço da infração" (and the owner's
  // address label); the place was read as the owner's address, certain.
  it('a person’s label cut where it was about to say whose ("Endereço da") doubts its value', () => {
    const rows = (label: string) =>
      read(
        ocrPage(
          [{ text: 'Nome do proprietário do veículo', x: LABEL, y: 100, confidence: 0.95 }],
          [{ text: 'ANA ARAÚJO NASCIMENTO', x: LABEL, y: 124, confidence: 0.95 }],
          [{ text: label, x: LABEL, y: 160, confidence: 0.95 }],
          [
            {
              text: 'Rua Conde de Bonfim, 1102, Tijuca, Rio de Janeiro/RJ',
              x: LABEL,
              y: 184,
              confidence: 0.95,
            },
          ],
        ),
        'ocr',
      );
    const cut = rows('Endereço da')['owner.address']?.[0];
    expect(cut?.value).toBe('Rua Conde de Bonfim, 1102, Tijuca, Rio de Janeiro/RJ');
    expect(cut?.issues?.map((i) => i.message)).toContain(
      'De quem é "Rua Conde de Bonfim, 1102, Tijuca, Rio de Janeiro/RJ" o rótulo não diz, e outro rótulo da página nomeia essa pessoa: confira.',
    );
    expect(cut?.confidence).toBeLessThan(0.85);
    // The label whole: the owner's address of the owner's block, certain.
    const whole = rows('Endereço')['owner.address']?.[0];
    expect(whole).toMatchObject({ value: 'Rua Conde de Bonfim, 1102, Tijuca, Rio de Janeiro/RJ' });
    expect(whole?.issues).toBeUndefined();
  });
  // fuzz fresh-d9e9239b #25 and #31 (pdf-lib): the driver's "C.P.F." | "CNH nº" row under the owner's,
  // its "Nome do condutor:" far below (a tall row beside it); the driver's CNH read as the owner's, certain.
  it('a row of labels naming no one, the next label down its column another person’s however far, is in doubt', () => {
    const rows = (gap: number, heading?: string) =>
      read(
        page(
          { text: 'PROPRIETÁRIO DO VEÍCULO', x: LABEL, y: 100 },
          { text: 'Nome do proprietário', x: LABEL, y: 130 },
          { text: 'MÁRCIO RIBEIRO ALMEIDA', x: LABEL, y: 155 },
          { text: 'C.P.F.', x: LABEL, y: 190 },
          { text: 'CNH nº', x: VALUE, y: 190 },
          { text: '096.989.543-76', x: LABEL, y: 215 },
          { text: '64382245740', x: VALUE, y: 215 },
          ...(heading ? [{ text: heading, x: LABEL, y: 215 + gap / 2 }] : []),
          { text: 'Nome do condutor: SÉRGIO ARAÚJO RIBEIRO', x: LABEL, y: 215 + gap },
        ),
      );
    for (const gap of [60, 180]) {
      const far = rows(gap);
      expect(far['owner.cnh']?.[0]?.value).toBe('64382245740');
      expect(far['owner.cnh']?.[0]?.issues?.map((i) => i.check)).toContain('ambiguous_pairing');
      expect(far['owner.cnh']?.[0]?.confidence).toBeLessThan(0.85);
    }
    // A heading between, or one that names the person (fresh-14d60bc0 #19, "CONDUTOR ABORDADO" under
    // the owner's address): the driver's rows are another block; the owner's CNH stands.
    for (const heading of ['DADOS DO CONDUTOR', 'CONDUTOR ABORDADO']) {
      const apart = rows(180, heading);
      expect(apart['owner.cnh']?.[0]).toMatchObject({ value: '64382245740' });
      expect(apart['owner.cnh']?.[0]?.issues).toBeUndefined();
    }
  });

  // fuzz fresh-d896c90e #24 (Chromium): the next label down is "NOME DO CONDUTOR" in capitals, its value
  // under it: a label, though set as a heading is; the driver's CNH was read as the owner's, certain.
  it('a label in capitals that opens with its field’s word is the next label down, not a heading', () => {
    const f = read(
      page(
        { text: 'IDENTIFICAÇÃO DO PROPRIETÁRIO', x: LABEL, y: 100 },
        { text: 'C.P.F.', x: LABEL, y: 130 },
        { text: '233.539.294-87', x: LABEL, y: 155 },
        { text: 'Nome/Razão social', x: LABEL, y: 190 },
        { text: 'Fernanda de Pereira Lima', x: LABEL, y: 215 },
        { text: 'C.P.F.', x: LABEL, y: 260 },
        { text: 'CNH nº', x: VALUE, y: 260 },
        { text: '009.775.802-70', x: LABEL, y: 290 },
        { text: '33541913393', x: VALUE, y: 290 },
        { text: 'NOME DO CONDUTOR', x: LABEL, y: 340 },
        { text: 'Letícia Vitória Carvalho Moreira', x: LABEL, y: 365 },
      ),
    );
    expect(f['owner.cnh']?.[0]?.value).toBe('33541913393');
    expect(f['owner.cnh']?.[0]?.issues?.map((i) => i.check)).toContain('ambiguous_pairing');
    expect(f['owner.cnh']?.[0]?.confidence).toBeLessThan(0.85);
  });
});

describe('OCR words: confidence and a tall speck', () => {
  it('the value’s lowest word confidence × the pairing; a word boxed too tall does not hide the value below', () => {
    const f = read(
      ocrPage(
        [
          { text: 'Nome do', x: LABEL, y: 100, h: 16, confidence: 0.96 },
          { text: 'Condutor', x: 150, y: 100, h: 40, confidence: 0.95 },
        ],
        [
          { text: 'MARCOS VINÍCIUS', x: LABEL, y: 124, confidence: 0.9 },
          { text: 'ROCHA', x: 240, y: 124, confidence: 0.7 },
        ],
      ),
      'ocr',
    );
    expect(f['driver.name']?.[0]).toMatchObject({
      value: 'Marcos Vinícius Rocha',
      confidence: 0.672,
      issues: [{ check: 'low_ocr_confidence' }],
    });
  });
});

describe('a label boxed tall, down to the line below it', () => {
  it('the line below it, OCR cut in two, is its value whole: its second half is not beside the label', () => {
    const f = read(
      ocrPage(
        [{ text: 'Local', x: LABEL, y: 100, h: 28, confidence: 0.9 }],
        [
          { text: 'Rua das Acácias,', x: LABEL, y: 127, h: 18, confidence: 0.95 },
          { text: 'nº 3449, sentido bairro', x: 250, y: 127, h: 18, confidence: 0.95 },
        ],
      ),
      'ocr',
    );
    expect(value(f, 'infraction.place')).toBe('Rua das Acácias, nº 3449, sentido bairro');
  });

  it('"Nome Razão social" (OCR lost the slash) is one label, not "Nome" over the first name', () => {
    const f = read(
      ocrPage(
        [{ text: 'Nome Razão social', x: LABEL, y: 100, confidence: 0.9 }],
        [{ text: 'MARCOS MONTEIRO FREITAS', x: LABEL, y: 124, confidence: 0.95 }],
      ),
      'ocr',
    );
    expect(f['owner.name']?.map((r) => r.value)).toEqual(['Marcos Monteiro Freitas']);
  });
});

describe('an agent’s identification', () => {
  it('the corporation’s letters and the agent’s number as printed ("PRF 390107"); never a sentence’s word and a date', () => {
    const f = read(
      page({ text: 'Código do agente', x: LABEL, y: 100 }, { text: 'PRF 390107', x: VALUE, y: 100 }),
    );
    expect(f['infraction.agentId']?.[0]).toMatchObject({ value: 'PRF 390107', label: 'Código do agente' });
    expect(f['infraction.agentId']?.[0]?.confidence).toBeGreaterThanOrEqual(0.95);
    // Controls: a number alone, as before; a word and a date are no identification.
    expect(
      value(read(page({ text: 'Matrícula do agente: 306.670-0', x: LABEL, y: 100 })), 'infraction.agentId'),
    ).toBe('306.670-0');
    expect(
      value(
        read(page({ text: 'Matrícula do agente: em 12/05/2024', x: LABEL, y: 100 })),
        'infraction.agentId',
      ),
    ).toBeUndefined();
  });
});

describe('one label word for two fields', () => {
  it('"Enquadramento" names the code or the article: the value says which', () => {
    const enquadramento = (v: string) =>
      read(ocrPage([{ text: `Enquadramento ${v}`, x: LABEL, y: 100, confidence: 0.95 }]), 'ocr');
    const article = enquadramento('— Art. 167 do CTB');
    expect([value(article, 'infraction.legalBasis'), value(article, 'infraction.code')]).toEqual([
      'Art. 167 do CTB',
      undefined,
    ]);
    const code = enquadramento('518-51');
    expect([value(code, 'infraction.code'), value(code, 'infraction.legalBasis')]).toEqual([
      '518-51',
      undefined,
    ]);
  });

  it('"Código do Auto de Infração" names the notice’s number, "Código da infração" the infraction’s code', () => {
    const f = read(
      page(
        { text: 'Código do Auto de Infração: 3S8770588', x: LABEL, y: 100 },
        { text: 'Código da infração: 612-20', x: LABEL, y: 130 },
      ),
    );
    expect(f['notice.number']?.map((x) => [x.value, x.label, x.confidence])).toEqual([
      ['3S8770588', 'Código do Auto de Infração', 1],
    ]);
    expect(value(f, 'infraction.code')).toBe('612-20');
    const ait = read(page({ text: 'Código do AIT: E07056606', x: LABEL, y: 100 }));
    expect(ait['notice.number']?.[0]).toMatchObject({ value: 'E07056606', confidence: 1 });
  });

  it('"Nº AUTO" alone in its cell or before its ":" names the notice’s number; "no auto" in a sentence goes on', () => {
    const beside = read(
      page({ text: 'Nº AUTO', x: LABEL, y: 100 }, { text: 'S688Y213988', x: VALUE, y: 100 }),
    );
    expect(beside['notice.number']?.[0]).toMatchObject({ value: 'S688Y213988', label: 'Nº AUTO' });
    expect(beside['notice.number']?.[0]?.confidence).toBeGreaterThanOrEqual(0.95);
    // Control: a sentence, and nothing read by it as the number's label.
    const sentence = read(page({ text: 'Consta no auto de infração 12 testemunhas', x: LABEL, y: 100 }));
    expect(sentence['notice.number']).toBeUndefined();
    const word = read(
      page({ text: 'Consta no auto lavrado em 12/03/2026 que o condutor', x: LABEL, y: 100 }),
    );
    expect(word['notice.number']).toBeUndefined();
  });

  // fresh-6b9fc774#1, LibreOffice: a row's two pairs run together in one cell, no ":".
  it('"Nº AUTO" before a number of the auto’s shape names it, the next pair of the row apart', () => {
    const f = read(page({ text: 'Nº AUTO S894H961103 Entidade autuadora DNIT', x: LABEL, y: 100 }));
    expect(f['notice.number']?.[0]).toMatchObject({ value: 'S894H961103', label: 'Nº AUTO' });
    expect(value(f, 'agency')).toBe('DNIT');
  });
});

describe('a label OCR lost before a meter’s description', () => {
  it('"Medidor fixo…" alone is the description whole; after "Medidor:" the value is what follows', () => {
    const equipment = (text: string) =>
      value(read(ocrPage([{ text, x: LABEL, y: 100, confidence: 0.95 }]), 'ocr'), 'speed.equipment');
    expect(equipment('Medidor fixo DATAPROM DP-10, série FX-16092')).toBe(
      'Medidor fixo DATAPROM DP-10, série FX-16092',
    );
    expect(equipment('Medidor: Radar fixo PERKONS PK-15')).toBe('Radar fixo PERKONS PK-15');
  });
});

describe('a label cut after a connector', () => {
  it('goes on in the line below though OCR boxed the lines a whole line apart ("Data de" · "postagem")', () => {
    const f = read(
      ocrPage(
        [{ text: 'Data de', x: LABEL, y: 100, confidence: 0.95 }],
        [{ text: '21/06/2024', x: VALUE, y: 100, confidence: 0.95 }],
        [{ text: 'postagem', x: LABEL, y: 138, confidence: 0.95 }],
      ),
      'ocr',
    );
    expect(f['notice.dispatchDate']?.[0]).toMatchObject({ value: '2024-06-21', label: 'Data de postagem' });
  });
});

describe('two rows’ labels OCR read as one line', () => {
  /** Labels of a cell's folded text (lower case, no accents: "nº" folds to "no"). */
  const labelsOf = (folded: string) =>
    cellLabels({ folded }, FIELD_VOCABULARY).map((l) => [l.field, folded.slice(l.start, l.labelEnd)]);

  it('"CNH nº" over "Endereço do condutor": the number sign ends the first label, the second is its own', () => {
    expect(labelsOf('cnh no endereco do condutor')).toEqual([
      ['person.cnh', 'cnh no'],
      ['person.address', 'endereco do condutor'],
    ]);
  });

  it('after a label of nothing numbered, "no" is the connector that leads on ("Pontuação no período")', () => {
    expect(labelsOf('pontuacao no periodo')).toEqual([['suspension.points', 'pontuacao no periodo']]);
  });
});

describe('a notice number with a "$" OCR made of an "S"', () => {
  it('"R$202720173" is read "RS202720173", and left for the driver to confirm', () => {
    const f = read(
      ocrPage(
        [{ text: 'Auto de Infração nº', x: LABEL, y: 100, confidence: 0.95 }],
        [{ text: 'R$202720173', x: VALUE, y: 100, confidence: 0.95 }],
      ),
      'ocr',
    );
    expect(f['notice.number']?.[0]?.value).toBe('RS202720173');
    expect(f['notice.number']?.[0]?.issues?.map((i) => i.check)).toContain('ocr_confusable');
  });
});

describe('a label OCR cut its first word from', () => {
  it('"da CNH" (its "Nº" boxed apart) is still the CNH’s label', () => {
    const f = read(
      // Sparse OCR: the label and its value are lines of their own.
      ocrPage(
        [{ text: 'Nº', x: LABEL, y: 100, confidence: 0.62 }],
        [{ text: 'da CNH', x: LABEL + 38, y: 100, confidence: 0.95 }],
        [{ text: '61272739660', x: VALUE, y: 100, confidence: 0.96 }],
      ),
      'ocr',
    );
    expect(value(f, 'owner.cnh')).toBe('61272739660');
  });
});

describe('a monospaced face (Courier, a fax): words a whole character apart', () => {
  /** A line OCR boxed at its letters' height (8 units) with characters 10 units wide, spaced by one. */
  const mono = (text: string, x: number, y: number) =>
    wordsOf({ text, x, y }).map((w) => ({ ...w, box: { ...w.box, top: (y + 6) / H, height: 8 / H } }));
  const layout = (...lines: ReturnType<typeof mono>[]): DocumentLayout => ({
    pages: [{ number: 1, width: W, height: H, rotation: 0, lines: lines.map((l) => lineOf(l)) }],
  });

  it('keeps a line’s words in one cell: its label and its value read whole', () => {
    const f = read(
      layout(
        mono('Nº da CNH', 80, 100),
        mono('31861676173', 80, 124),
        mono('Descrição', 80, 160),
        mono('Dirigir sob a influência de álcool', 80, 184),
      ),
      'ocr',
    );
    expect(value(f, 'owner.cnh')).toBe('31861676173');
    expect(value(f, 'infraction.description')).toBe('Dirigir sob a influência de álcool');
  });
});

describe('the stage, from the title', () => {
  it('a title OCR split inside a word, into two lines of one row ("NOTIFICAÇÃO DA A" · "UTUAÇÃO")', () => {
    const f = read(
      ocrPage(
        [{ text: 'NOTIFICAÇÃO DA A', x: 300, y: 50 }],
        [{ text: 'UTUAÇÃO POR INFRAÇÃO DE TRÂNSITO', x: 470, y: 48 }],
        [{ text: 'Placa', x: LABEL, y: 100 }],
      ),
      'ocr',
    );
    expect(value(f, 'stage')).toBe('defesa_previa');
  });
});

describe('labels that run on', () => {
  it('a connector leads a label on over a word that names another field ("… e indicação do / condutor")', () => {
    const f = read(
      page(
        { text: 'Data limite para defesa', x: LABEL, y: 100 },
        { text: '18/04/2025', x: VALUE, y: 111 },
        { text: 'prévia e indicação do', x: LABEL, y: 122 },
        { text: 'condutor', x: LABEL, y: 144 },
      ),
    );
    expect(value(f, 'notice.deadline')).toBe('2025-04-18');
    expect(f['notice.deadline']?.[0]?.label).toBe('Data limite para defesa prévia e indicação do condutor');
    expect(f['driver.name']).toBeUndefined();
  });

  it('words that name nothing alone join the label below them ("Instrumento" over "medidor"), whose value opens with a label word', () => {
    const f = read(
      page(
        { text: 'Instrumento', x: LABEL, y: 100 },
        { text: 'Medidor fixo FISCAL-V FV3, série PK-10648', x: VALUE, y: 100 },
        { text: 'medidor', x: LABEL, y: 122 },
      ),
    );
    expect(value(f, 'speed.equipment')).toBe('Medidor fixo FISCAL-V FV3, série PK-10648');
  });
});

describe('OCR: values cut apart, merged with their label, or with a misread letter', () => {
  it('a value goes on along its row across the gaps OCR cut it at, never into the next label', () => {
    const f = read(
      ocrPage([
        { text: 'Enquadramento legal', x: LABEL, y: 100 },
        { text: 'CTB, art.', x: 320, y: 100 },
        { text: '218,', x: 434, y: 100 },
        { text: 'II', x: 498, y: 100 },
        { text: 'Placa', x: 600, y: 100 },
        { text: 'BRA2E19', x: 700, y: 100 },
      ]),
      'ocr',
    );
    expect(value(f, 'infraction.legalBasis')).toBe('CTB, art. 218, II');
    expect(value(f, 'vehicle.plate')).toBe('BRA2E19');
  });

  it('an address goes on into a run OCR boxed taller (a comma’s tail), never cut to a shorter, certain address', () => {
    // Words of the address's second run: OCR boxed some of them the line's full height (32 for 20).
    const tall = new Set(['APTO', '589,', 'DE', 'DO']);
    const run: { text: string; x: number; y: number; h: number }[] = [];
    let x = 600;
    for (const word of 'APTO 589, MOINHOS DE VENTO, CAXIAS DO SUL/RS,'.split(' ')) {
      const h = tall.has(word) ? 32 : 20;
      run.push({ text: word, x, y: 100 - (h - 20) / 2, h });
      // A taller box is as much wider (page.ts): the next word starts after it, as printed.
      x += (word.length * CH * h) / 20 + CH;
    }
    const f = read(
      ocrPage(
        [
          { text: 'Endereço', x: LABEL, y: 100 },
          { text: 'RUA XV DE NOVEMBRO, 1340,', x: 320, y: 100 },
          ...run,
        ],
        [{ text: 'CEP 15628-216', x: 320, y: 124 }],
      ),
      'ocr',
    );
    expect(value(f, 'owner.address')).toBe(
      'RUA XV DE NOVEMBRO, 1340, APTO 589, MOINHOS DE VENTO, CAXIAS DO SUL/RS, CEP 15628-216',
    );
  });

  it('a name wrapped under itself goes on though its first line is boxed taller (an accented capital: "DÉBORA")', () => {
    const f = read(
      ocrPage(
        [
          { text: 'Nome', x: LABEL, y: 100 },
          { text: 'DÉBORA', x: 320, y: 96, h: 28 },
          { text: 'NASCIMENTO', x: 414, y: 96, h: 28 },
          { text: 'CPF', x: 620, y: 100 },
          { text: '529.982.247-25', x: 700, y: 100 },
        ],
        [{ text: 'ROCHA', x: 320, y: 128 }],
      ),
      'ocr',
    );
    expect(value(f, 'owner.name')).toBe('Débora Nascimento Rocha');
  });

  it('a name in capitals goes on over a Courier-like leading (OCR boxes capitals at their own height)', () => {
    const f = read(
      ocrPage(
        [
          { text: 'Condutor', x: LABEL, y: 100 },
          { text: 'CARLOS CRISTINA', x: 320, y: 100 },
        ],
        // 18 units under a 20-unit line of capitals: the type's own leading, not a new row.
        [{ text: 'PEREIRA', x: 320, y: 138 }],
      ),
      'ocr',
    );
    expect(value(f, 'driver.name')).toBe('Carlos Cristina Pereira');
  });

  it('a wrapped value stops at the next row, whose label is wrapped over two lines beside it', () => {
    const f = read(
      page(
        { text: 'Nome', x: LABEL, y: 100 },
        { text: 'DÉBORA NASCIMENTO', x: VALUE, y: 100 },
        { text: 'ROCHA', x: VALUE, y: 122 },
        { text: 'Endereço para', x: LABEL, y: 160 },
        { text: 'RUA MARECHAL DEODORO, 2362', x: VALUE, y: 160 },
        { text: 'correspondência', x: LABEL, y: 182 },
      ),
    );
    expect(value(f, 'owner.name')).toBe('Débora Nascimento Rocha');
    expect(value(f, 'owner.address')).toBe('RUA MARECHAL DEODORO, 2362');
  });

  it('OCR specks and gaps: a quote alone after a name, a space after a serial\'s "-"', () => {
    const f = read(
      ocrPage(
        [
          { text: 'Proprietário', x: LABEL, y: 100 },
          { text: "GUSTAVO SILVA CARVALHO '", x: 320, y: 100 },
        ],
        [
          { text: 'Equipamento', x: LABEL, y: 140 },
          { text: 'Medidor fixo PERKONS PK-15, série FX- 14410', x: 320, y: 140 },
        ],
      ),
      'ocr',
    );
    expect(value(f, 'owner.name')).toBe('Gustavo Silva Carvalho');
    expect(value(f, 'speed.equipment')).toBe('Medidor fixo PERKONS PK-15, série FX-14410');
  });

  it('a sentence goes on over a label word after an article ("Deixar o · condutor · de usar…"), a title’s rest is no description', () => {
    const words = 'Deixar o condutor de usar o cinto segurança'.split(' ');
    let x = 320;
    const run = words.map((text) => {
      const cell = { text, x, y: 100 };
      x += text.length * CH + 2 * CH;
      return cell;
    });
    const f = read(
      ocrPage(
        [{ text: 'NOTIFICAÇÃO DE AUTUAÇÃO DE INFRAÇÃO DE TRÂNSITO - NA', x: LABEL, y: 40 }],
        [{ text: 'Descrição:', x: LABEL, y: 100 }, ...run],
      ),
      'ocr',
    );
    expect(value(f, 'infraction.description')).toBe('Deixar o condutor de usar o cinto segurança');
    const title = read(
      ocrPage([{ text: 'NOTIFICAÇÃO DE AUTUAÇÃO DE INFRAÇÃO DE TRÂNSITO - NA', x: LABEL, y: 40 }]),
      'ocr',
    );
    expect(title['infraction.description']).toBeUndefined();
  });

  it('a label alone after a value’s connector, its own value further along the row, is the next pair’s label ("nº" | "Infração" | "Deixar…")', () => {
    const f = read(
      page(
        { text: 'Local da infração', x: LABEL, y: 300 },
        { text: 'Av. Afonso Pena, nº', x: 300, y: 300 },
        { text: 'Infração', x: 520, y: 300 },
        { text: 'Deixar o condutor de usar o cinto', x: 700, y: 300 },
        { text: '2964, sentido bairro', x: 300, y: 322 },
      ),
    );
    expect(value(f, 'infraction.place')).toBe('Av. Afonso Pena, nº 2964, sentido bairro');
    expect(value(f, 'infraction.description')).toBe('Deixar o condutor de usar o cinto');
  });

  it('a column whose cells start on two other lines cuts a value’s line at a narrower gap ("Departamento de" | "Data de")', () => {
    // Word spaces are 10 units; "Data de" is 14 units after "de", "processo:" 18 after "Goiás": one text
    // run each, the label column's edge (464) shown by "instauração do" alone, then by "processo:" too.
    const f = read(
      page(
        { text: 'Entidade autuadora:', x: LABEL, y: 100 },
        { text: 'Departamento de', x: 300, y: 100 },
        { text: 'Data de', x: 464, y: 100 },
        { text: '03/05/2023', x: 700, y: 100 },
        { text: 'Trânsito do', x: 300, y: 122 },
        { text: 'instauração do', x: 464, y: 122 },
        { text: 'Estado de Goiás', x: 296, y: 144 },
        { text: 'processo:', x: 464, y: 144 },
        { text: 'DETRAN-GO', x: 300, y: 166 },
      ),
    );
    expect(value(f, 'agency')).toBe('Departamento de Trânsito do Estado de Goiás DETRAN-GO');
    expect(value(f, 'suspension.openingDate')).toBe('2023-05-03');
  });

  // fuzz fresh-d4d94ef3 #9 and #7 (LibreOffice): a date doubted as one of a column's rows.
  it('a value under its label is no row of a column when a label stands between it and the next, or the next is a line signing the notice', () => {
    const f = read(
      page(
        { text: 'Data da notificação', x: LABEL, y: 100 },
        { text: '04/02/2026', x: LABEL, y: 121 },
        { text: 'Recurso até', x: LABEL, y: 150 },
        { text: '19/03/2026', x: LABEL, y: 171 },
        { text: 'Data de expedição', x: 400, y: 100 },
        { text: '05/02/2026', x: 400, y: 121 },
        { text: 'Canoas, 16/03/2026', x: 410, y: 171 },
      ),
    );
    expect(f['notice.issueDate']?.map((h) => [h.value, h.issues])).toEqual([['2026-02-04', undefined]]);
    expect(f['notice.dispatchDate']?.map((h) => [h.value, h.issues])).toEqual([['2026-02-05', undefined]]);
    expect(value(f, 'notice.deadline')).toBe('2026-03-19');
    // Control: the next row's date right under it, no label between: which row the label names is a guess.
    const column = read(
      page(
        { text: 'Data da notificação', x: LABEL, y: 100 },
        { text: '04/02/2026', x: LABEL, y: 121 },
        { text: '19/03/2026', x: LABEL, y: 142 },
      ),
    );
    expect(column['notice.issueDate']?.[0]?.issues?.map((i) => i.check)).toContain('ambiguous_pairing');
  });

  // fuzz fresh-78161db0 #13 (LibreOffice): header rows of bare labels one space apart, some labelling
  // what no field is read for ("Gravidade", "Cor"): the basis, the agent and the model unread or run on.
  it('a header row runs through labels of things no field is read for ("Gravidade Dispositivo infringido Agente autuador", "PLACA Modelo do veículo Cor")', () => {
    const f = read(
      page(
        { text: 'PLACA Modelo do veículo Cor', x: 40, y: 100 },
        { text: 'RENAVAM', x: 400, y: 100 },
        { text: 'BYA8Y20', x: 40, y: 122 },
        { text: 'FORD/KA SE 1.0', x: 100, y: 122 },
        { text: 'PASSAGEIRO', x: 280, y: 122 },
        { text: '55434964481', x: 400, y: 122 },
        { text: 'Gravidade Dispositivo infringido Agente autuador', x: 40, y: 170 },
        { text: 'Grave', x: 40, y: 192 },
        { text: 'CTB, art. 181, VIII', x: 150, y: 192 },
        { text: '4113460', x: 370, y: 192 },
      ),
    );
    expect(value(f, 'infraction.legalBasis')).toBe('CTB, art. 181, VIII');
    expect(value(f, 'infraction.agentId')).toBe('4113460');
    expect(value(f, 'vehicle.model')).toBe('FORD/KA SE 1.0');
    expect(value(f, 'vehicle.plate')).toBe('BYA8Y20');
  });

  // fuzz fresh-ae9147f2 #6, #15 (LibreOffice): the model's line under its label and the next column's.
  it('a label beside a label of something no field is read for ends its column there ("Modelo do veículo" | "Espécie")', () => {
    const f = read(
      page(
        { text: 'Modelo do veículo', x: 40, y: 100 },
        { text: 'Espécie', x: 300, y: 100 },
        { text: 'CHEVROLET/ONIX 1.0MT LT', x: 40, y: 122 },
        { text: 'MG', x: 300, y: 122 },
      ),
    );
    expect(value(f, 'vehicle.model')).toBe('CHEVROLET/ONIX 1.0MT LT');
  });

  // fuzz fresh-cfcc21e1 #15 (LibreOffice): two pairs of a row a word space apart, the period unread.
  it('a period’s label after a value, its two dates alone after it, is a label of the run ("Total de pontos 21 PERÍODO DE APURAÇÃO 01/05/2024 a 30/04/2025")', () => {
    const f = read(
      page(
        { text: 'Total de pontos 21 PERÍODO DE APURAÇÃO 01/05/2024 a 30/04/2025', x: 40, y: 100 },
        // Control: the words of a period's label inside a sentence, no period after them, label nothing.
        { text: 'Local da infração Rua do Período, 120, Centro', x: 40, y: 140 },
      ),
    );
    expect(value(f, 'suspension.points')).toBe(21);
    expect(value(f, 'suspension.periodStart')).toBe('2024-05-01');
    expect(value(f, 'suspension.periodEnd')).toBe('2025-04-30');
    expect(value(f, 'infraction.place')).toBe('Rua do Período, 120, Centro');
  });

  // fuzz fresh-d4d94ef3 #39 (LibreOffice): three pairs a word space apart, a boleto's amount below.
  it('an amount in reais after a value is its label’s, up to the next label; a paragraph in a smaller type under a label is no rest of it', () => {
    const f = read(
      page(
        {
          text: 'Prazo para interposição de recurso 10/07/2025 Valor R$ 293,47 Data da notificação 26/05/2025',
          x: 40,
          y: 100,
        },
        {
          text: 'O recurso à Junta Administrativa de Recursos de Infrações deverá ser interposto até a data',
          x: 40,
          y: 120,
          h: 17,
        },
        { text: 'Valor do documento', x: 200, y: 200 },
        { text: 'R$ 234,78', x: 200, y: 221 },
      ),
    );
    expect(value(f, 'infraction.amount')).toBe(293.47);
    expect(f['notice.deadline']?.map((h) => [h.value, h.label, h.issues])).toEqual([
      ['2025-07-10', 'Prazo para interposição de recurso', undefined],
    ]);
    expect(value(f, 'notice.issueDate')).toBe('2025-05-26');
  });

  // fuzz fresh-8ae69344 #0 (LibreOffice): a table's padding about one word space.
  it('a label after a value in its cell is one when the rest is a value only its field takes: a CPF whose check digits hold, a whole date, an article', () => {
    const f = read(
      page(
        { text: 'PROPRIETÁRIO DO VEÍCULO', x: LABEL, y: 100 },
        { text: 'SÉRGIO JOSÉ OLIVEIRA CPF do proprietário 01252142358', x: 300, y: 100 },
        { text: 'Local', x: LABEL, y: 130 },
        { text: 'BR-116, km 132, Lages/SC Base legal CTB, art. 218, I', x: 300, y: 130 },
        { text: 'Data da autuação', x: LABEL, y: 160 },
        { text: '30/05/2023 Data de expedição 19/06/2023', x: 300, y: 160 },
      ),
    );
    expect(value(f, 'owner.name')).toBe('Sérgio José Oliveira');
    expect(value(f, 'owner.cpf')).toBe('01252142358');
    expect(f['owner.cpf']?.[0]?.label).toBe('CPF do proprietário');
    expect(value(f, 'infraction.place')).toBe('BR-116, km 132, Lages/SC');
    expect(value(f, 'infraction.legalBasis')).toBe('CTB, art. 218, I');
    expect(value(f, 'notice.dispatchDate')).toBe('2023-06-19');
    // Control: digits whose check digits fail are no CPF: never certain.
    const other = read(
      page(
        { text: 'PROPRIETÁRIO DO VEÍCULO', x: LABEL, y: 100 },
        { text: 'SÉRGIO JOSÉ OLIVEIRA CPF do proprietário 01252142350', x: 300, y: 100 },
      ),
    );
    expect(other['owner.cpf']?.[0]?.confidence).toBeLessThan(0.85);
  });

  // fuzz fresh-bc3e4155 #32 (LibreOffice): the header row one run, "Data" not at its end.
  it('"Data (dd/mm/aaaa)" is the date’s label inside a header row read as one run ("Data (dd/mm/aaaa) Hora Infração (código)")', () => {
    const f = read(
      page(
        { text: 'Data (dd/mm/aaaa) Hora Infração (código)', x: LABEL, y: 100 },
        { text: '07/06/2025', x: LABEL, y: 122 },
        { text: '23:09', x: LABEL + 18 * CH, y: 122 },
        { text: '7471-0', x: LABEL + 23 * CH, y: 122 },
      ),
    );
    expect(value(f, 'infraction.date')).toBe('2025-06-07');
    expect(f['infraction.date']?.[0]?.label).toBe('Data (dd/mm/aaaa)');
    expect(value(f, 'infraction.time')).toBe('23:09');
    // Control: "Data" before other words, with no date format in brackets, names no date.
    const other = read(
      page(
        { text: 'Data Hora Infração (código)', x: LABEL, y: 100 },
        { text: '07/06/2025', x: LABEL, y: 122 },
      ),
    );
    expect(other['infraction.date']).toBeUndefined();
  });

  // fuzz fresh-bc3e4155 #7 (LibreOffice): "Velocidade" | "regulamentada" cut at the edge of the
  // "DESCRIÇÃO DA" · "INFRAÇÃO" column above, "regulamentada" read as that label's third line.
  it('a cell of two words is measured against its line’s word spaces: one space is no column’s padding ("Velocidade regulamentada" under "DESCRIÇÃO DA" · "INFRAÇÃO")', () => {
    const f = read(
      page(
        { text: 'Local da infração', x: LABEL, y: 100 },
        { text: 'Rua XV de Novembro, 3982', x: 300, y: 100 },
        { text: 'DESCRIÇÃO DA', x: 670, y: 100 },
        { text: 'Avançar o sinal', x: 820, y: 100 },
        { text: 'INFRAÇÃO', x: 670, y: 122 },
        { text: 'Velocidade registrada', x: LABEL, y: 160 },
        { text: 'Velocidade considerada', x: 320, y: 160 },
        { text: 'Velocidade regulamentada', x: 560, y: 160 },
        { text: '56 km/h', x: LABEL, y: 182 },
        { text: '49 km/h', x: 320, y: 182 },
        { text: '40 km/h', x: 560, y: 182 },
      ),
    );
    expect(value(f, 'speed.limit')).toBe(40);
    expect(value(f, 'speed.considered')).toBe(49);
    expect(f['infraction.description']?.[0]?.label).toBe('DESCRIÇÃO DA INFRAÇÃO');
  });

  it('"Valor com desconto" names the discounted price, never the fine’s amount', () => {
    // The amount's own label lost: the discounted price is not taken for it.
    const f = read(
      ocrPage(
        [
          { text: 'Valor com desconto de 20%', x: LABEL, y: 100 },
          { text: 'R$ 234,78', x: 400, y: 100 },
        ],
        [{ text: 'R$ 293,47', x: 400, y: 140 }],
      ),
      'ocr',
    );
    expect(f['infraction.amount']).toBeUndefined();
  });

  it('an inline value OCR merged with its label goes on below it while the label column stays empty', () => {
    const f = read(
      ocrPage(
        [{ text: 'Nome do proprietário SÉRGIO CARVALHO', x: LABEL, y: 100 }],
        [{ text: 'CORREIA', x: LABEL + 21 * CH, y: 124 }],
        [{ text: 'CPF 188.680.421-42', x: LABEL, y: 148 }],
        // A line to the page's right margin: the name's line did not end there for want of room.
        [{ text: 'Esta notificação é expedida nos termos dos arts. 280 e 281 do CTB.', x: LABEL, y: 200 }],
      ),
      'ocr',
    );
    expect(value(f, 'owner.name')).toBe('Sérgio Carvalho Correia');
    expect(value(f, 'owner.cpf')).toBe('18868042142');
  });

  it('a "|" as tight as a letter is a misread letter, not a rule: no certain name without it', () => {
    const f = read(
      ocrPage([
        { text: 'Nome do proprietário: DEBORA', x: LABEL, y: 100 },
        { text: '|', x: LABEL + 28 * CH + 4, y: 100, confidence: 0.55 },
        { text: 'OSE SANTOS PEIXOTO', x: LABEL + 29 * CH + 8, y: 100 },
      ]),
      'ocr',
    );
    // Cut at the "|", the pairing read "Debora Ose Santos Peixoto" as certain; now only running text
    // finds it, never certain.
    expect(f['owner.name']?.[0]?.confidence).toBe(0.7);
  });
});

describe('a drink-driving record (art. 165)', () => {
  it('reads the breathalyser’s fields and the process’s opening date; the bare INMETRO date is the etilômetro’s', () => {
    const f = read(
      page(
        { text: 'Processo nº: SUS-2024-725935', x: LABEL, y: 100 },
        { text: 'Data de instauração: 03/02/2024', x: LABEL, y: 130 },
        { text: 'Etilômetro (marca/modelo): Dräger Alcotest 7510', x: LABEL, y: 160 },
        { text: 'Nº de série do etilômetro: ARZJ-0123', x: LABEL, y: 190 },
        { text: 'Data da última verificação do INMETRO: 12/05/2023', x: LABEL, y: 220 },
        { text: 'Nº do teste: 004512', x: LABEL, y: 250 },
        { text: 'Valor medido: 0,52 mg/L', x: LABEL, y: 280 },
        { text: 'Valor considerado: 0,478 mg/L', x: LABEL, y: 310 },
      ),
    );
    expect({
      opened: value(f, 'suspension.openingDate'),
      equipment: value(f, 'breath.equipment'),
      serial: value(f, 'breath.serial'),
      verified: value(f, 'breath.verificationDate'),
      test: value(f, 'breath.testNumber'),
      measured: value(f, 'breath.measured'),
      considered: value(f, 'breath.considered'),
      speedDate: value(f, 'speed.verificationDate'),
    }).toEqual({
      opened: '2024-02-03',
      equipment: 'Dräger Alcotest 7510',
      serial: 'ARZJ-0123',
      verified: '2023-05-12',
      test: '004512',
      measured: 0.52,
      considered: 0.478,
      speedDate: undefined,
    });
  });
});

describe('OCR: a label lost or split off its value', () => {
  it('a lone word of the label’s own field beside a bare label opens its value ("Equipamento" | "Medidor" · "fixo…")', () => {
    const f = read(
      ocrPage([
        { text: 'Equipamento', x: LABEL, y: 100 },
        { text: 'Medidor', x: 320, y: 100 },
        { text: 'fixo PERKONS PK-15, série SR-39841', x: 420, y: 100 },
      ]),
      'ocr',
    );
    expect(value(f, 'speed.equipment')).toBe('Medidor fixo PERKONS PK-15, série SR-39841');
  });

  it('a label wrapped after "do" is one label though OCR boxed its first line a line’s height taller', () => {
    const f = read(
      ocrPage(
        [
          { text: 'Endereço do', x: LABEL, y: 96, h: 32 },
          { text: 'RUA DA BAHIA, 183, REGISTRO/SP', x: 320, y: 112 },
        ],
        [{ text: 'condutor', x: LABEL, y: 132, h: 18 }],
      ),
      'ocr',
    );
    expect(value(f, 'driver.address')).toBe('RUA DA BAHIA, 183, REGISTRO/SP');
  });

  it('two rows’ labels OCR read as one line ("Emitida em" over "Data limite…"): each takes its own row’s value', () => {
    const words = [
      ...wordsOf({ text: 'Emitida em', x: LABEL, y: 100 }),
      ...wordsOf({ text: 'Data limite para recurso à JARI', x: LABEL, y: 130 }),
    ];
    const line = {
      text: words.map((w) => w.text).join(' '),
      box: unionBox(words.map((w) => w.box)),
      confidence: 1,
      words,
    };
    const layout = ocrPage(
      [{ text: '28/02/2024', x: 440, y: 100 }],
      [{ text: '14/04/2024', x: 440, y: 130 }],
    );
    layout.pages[0]?.lines.unshift(line);
    const f = read(layout, 'ocr');
    expect(value(f, 'notice.issueDate')).toBe('2024-02-28');
    expect(value(f, 'notice.deadline')).toBe('2024-04-14');
  });

  it('a CPF alone whose label OCR lost is read by its check digits for the section it is in, never certain', () => {
    const f = read(
      ocrPage(
        [{ text: 'IDENTIFICAÇÃO DO CONDUTOR', x: LABEL, y: 100 }],
        [
          { text: 'Nome', x: LABEL, y: 130 },
          { text: 'CARLOS ROCHA PEREIRA', x: 320, y: 130 },
        ],
        [{ text: '734.882.807-80', x: 320, y: 160 }],
        [{ text: '734.882.807-81', x: 320, y: 190 }],
      ),
      'ocr',
    );
    expect(value(f, 'driver.cpf')).toBe('73488280780');
    expect(f['driver.cpf']?.[0]?.confidence).toBeLessThan(0.85);
    expect(f['owner.cpf']).toBeUndefined();
  });

  it('a CNH number alone whose label OCR lost is read for the person whose block it is in, never certain', () => {
    const f = read(
      ocrPage(
        [{ text: 'IDENTIFICAÇÃO DO CONDUTOR', x: LABEL, y: 100 }],
        [
          { text: 'Nome', x: LABEL, y: 130 },
          { text: 'CARLOS ROCHA PEREIRA', x: 320, y: 130 },
        ],
        [
          { text: 'eno', x: LABEL, y: 160, confidence: 0.1 },
          { text: '44392894831', x: 320, y: 160 },
        ],
      ),
      'ocr',
    );
    expect(value(f, 'driver.cnh')).toBe('44392894831');
    expect(f['driver.cnh']?.[0]?.confidence).toBeLessThan(0.85);
    // Outside a person's block (the vehicle's), or two such numbers in one block: nothing is guessed.
    const vehicle = read(
      ocrPage([{ text: 'DADOS DO VEÍCULO', x: LABEL, y: 100 }], [{ text: '44392894831', x: 320, y: 130 }]),
      'ocr',
    );
    expect(vehicle['driver.cnh'] ?? vehicle['owner.cnh']).toBeUndefined();
    const two = read(
      ocrPage(
        [{ text: 'DADOS DO PROPRIETÁRIO', x: LABEL, y: 100 }],
        [{ text: '44392894831', x: 320, y: 130 }],
        [{ text: '51732894830', x: 320, y: 160 }],
      ),
      'ocr',
    );
    expect(two['owner.cnh']).toBeUndefined();
  });

  it('a value is no surer than a label OCR garbled (every word at 0.6 or less): it may be another field’s', () => {
    const at = (labelConfidence: number) =>
      read(
        ocrPage([
          { text: 'CNH nº', x: LABEL, y: 100, confidence: labelConfidence },
          { text: '44392894887', x: 320, y: 100, confidence: 0.96 },
        ]),
        'ocr',
      )['owner.cnh']?.[0]?.confidence;
    expect(at(0.6)).toBeLessThanOrEqual(0.6);
    expect(at(0.95)).toBeGreaterThanOrEqual(0.85);
  });

  it('the page’s one unbroken number of letters and digits is the notice number when its label is garbled, never certain', () => {
    const header = [{ text: 'DADOS DA AUTUAÇÃO', x: LABEL, y: 100 }];
    const garbled = [{ text: 'É e A 2 At', x: LABEL, y: 124, confidence: 0.3 }];
    const f = read(
      ocrPage(
        header,
        garbled,
        [{ text: 'S976Z304997', x: LABEL, y: 140 }],
        [{ text: 'WBL3D23', x: LABEL, y: 170 }],
        [{ text: '76541230987', x: LABEL, y: 200 }],
      ),
      'ocr',
    );
    expect(value(f, 'notice.number')).toBe('S976Z304997');
    expect(f['notice.number']?.[0]?.confidence).toBeLessThan(0.85);
    // Two such numbers: which is the notice's is not for their form to say.
    const two = read(
      ocrPage(
        header,
        garbled,
        [{ text: 'S976Z304997', x: LABEL, y: 140 }],
        [{ text: 'E68367550', x: LABEL, y: 170 }],
      ),
      'ocr',
    );
    expect(two['notice.number']).toBeUndefined();
    // A plate, digits alone, or a number with a dash are other values.
    const others = read(
      ocrPage(
        header,
        [{ text: 'ABC1D23', x: LABEL, y: 140 }],
        [{ text: '12345678901', x: LABEL, y: 170 }],
        [{ text: 'AG-550326', x: LABEL, y: 200 }],
      ),
      'ocr',
    );
    expect(others['notice.number']).toBeUndefined();
  });

  it('"Dados do interessado" is the block of the person the notice is addressed to', () => {
    const rows = [
      [
        {
          text: 'NOTIFICAÇÃO DE INSTAURAÇÃO DE PROCESSO DE SUSPENSÃO DO DIREITO DE DIRIGIR',
          x: LABEL,
          y: 60,
        },
      ],
      [{ text: 'DADOS DO INTERESSADO', x: LABEL, y: 100 }],
      [{ text: '78407994071', x: 320, y: 130 }],
    ];
    expect(value(read(ocrPage(...rows), 'ocr'), 'driver.cnh')).toBe('78407994071');
    const fine = read(ocrPage(...rows.slice(1)), 'ocr');
    expect(value(fine, 'owner.cnh')).toBe('78407994071');
  });

  it('a make/model and the page’s one time of day, alone in their cells, are read by their form, never certain', () => {
    const f = read(
      ocrPage(
        [{ text: 'Mad da ão', x: LABEL, y: 100, confidence: 0.3 }],
        [
          { text: 'VW/POLO TSI', x: LABEL, y: 124 },
          { text: '17:41', x: 500, y: 124 },
        ],
      ),
      'ocr',
    );
    expect(value(f, 'vehicle.model')).toBe('VW/POLO TSI');
    expect(value(f, 'infraction.time')).toBe('17:41');
    expect(f['vehicle.model']?.[0]?.confidence).toBeLessThan(0.85);
    // Two different times: which is the infraction's is not for the form to say.
    const two = read(
      ocrPage([{ text: '17:41', x: LABEL, y: 100 }], [{ text: '09h05', x: LABEL, y: 140 }]),
      'ocr',
    );
    expect(two['infraction.time']).toBeUndefined();
    // Not a make: no model read.
    expect(
      read(ocrPage([{ text: 'CTB/ART 218', x: LABEL, y: 100 }]), 'ocr')['vehicle.model'],
    ).toBeUndefined();
  });

  it('a line that is an infraction’s catalogue text, its label lost, is the description, never certain', () => {
    const f = read(
      ocrPage(
        [{ text: 'Desc ção', x: LABEL, y: 100, confidence: 0.2 }],
        [{ text: 'Transítar em velocidade superior à máxima permítida em até 20%', x: LABEL, y: 150 }],
        [{ text: 'A defesa prévia deverá ser apresentada por escrito até a data limite', x: LABEL, y: 200 }],
      ),
      'ocr',
    );
    expect(value(f, 'infraction.description')).toBe(
      'Transítar em velocidade superior à máxima permítida em até 20%',
    );
    expect(f['infraction.description']?.[0]?.confidence).toBeLessThan(0.85);
    // No catalogue text: no description.
    expect(
      read(
        ocrPage([
          { text: 'A defesa prévia deverá ser apresentada por escrito até a data limite', x: LABEL, y: 100 },
        ]),
        'ocr',
      )['infraction.description'],
    ).toBeUndefined();
  });

  it('a name opens with a capital: a sentence’s words beside a name label are no name', () => {
    const f = read(
      ocrPage([
        { text: 'Condutor', x: LABEL, y: 100 },
        { text: 'notificado da instauração de', x: 320, y: 100 },
      ]),
      'ocr',
    );
    expect(f['driver.name'] ?? f['owner.name']).toBeUndefined();
  });

  it('a label’s rest is no value: "Versão", "do veículo", "de trânsito", "Barbo social", a date for a process number', () => {
    const f = read(
      ocrPage(
        [
          { text: 'Modelo', x: LABEL, y: 100 },
          { text: 'Versão', x: 320, y: 100 },
        ],
        [
          { text: 'Órgão autuador', x: LABEL, y: 140 },
          { text: 'de vánaão', x: 320, y: 140 },
        ],
        [
          { text: 'Nome', x: LABEL, y: 180 },
          { text: 'Barbo social', x: 320, y: 180 },
        ],
        [
          { text: 'Processo nº', x: LABEL, y: 220 },
          { text: '02/11/2024', x: 320, y: 220 },
        ],
        [
          { text: 'Local', x: LABEL, y: 260 },
          { text: 'do cometimento', x: 320, y: 260 },
        ],
      ),
      'ocr',
    );
    expect(f['vehicle.model']).toBeUndefined();
    expect(f.agency).toBeUndefined();
    expect(f['owner.name']).toBeUndefined();
    expect(f['suspension.processNumber']).toBeUndefined();
    expect(f['infraction.place']).toBeUndefined();
  });

  it('of two labels of a field, the value read more surely is the one kept', () => {
    const f = read(
      ocrPage(
        [{ text: 'Órgão', x: LABEL, y: 100 }],
        [
          { text: 'autuado', x: LABEL, y: 124 },
          { text: 'Polícia Rodoviária Federal', x: 320, y: 124, confidence: 0.2 },
        ],
        [
          { text: 'Nome do proprietário', x: LABEL, y: 200 },
          { text: 'CAMILA AZEVEDO MAGALHÃES', x: 320, y: 200 },
        ],
      ),
      'ocr',
    );
    expect(value(f, 'owner.name')).toBe('Camila Azevedo Magalhães');
  });
});

describe('OCR: a label word misread', () => {
  it('a doubtful word one letter from a label word is read as it for the label, never in the value', () => {
    const scan = (confidence: number) =>
      read(
        ocrPage([
          { text: 'Data de', x: LABEL, y: 100 },
          { text: 'eníssão:', x: LABEL + 8 * CH, y: 100, confidence },
          { text: '17/03/2026', x: 320, y: 100 },
        ]),
        'ocr',
      );
    expect(value(scan(0.61), 'notice.issueDate')).toBe('2026-03-17');
    // Read with confidence, the word is what OCR says it is.
    expect(value(scan(0.95), 'notice.issueDate')).toBeUndefined();
    // One letter too many counts as one letter off ("Eniítida em" for "Emitida em").
    const longer = read(
      ocrPage([
        { text: 'Eniítida', x: LABEL, y: 100, confidence: 0.23 },
        { text: 'em 12/10/2023', x: LABEL + 9 * CH, y: 100 },
      ]),
      'ocr',
    );
    expect(value(longer, 'notice.issueDate')).toBe('2023-10-12');
    // A long word one letter off is a slip OCR may be sure of ("intração": f read as t); a text
    // layer's word is what the agency printed.
    const slip = (confidence: number, method: 'ocr' | 'pdf-text') =>
      read(
        ocrPage([
          { text: 'Cód. da intração', x: LABEL, y: 100, confidence },
          { text: '746-3/0', x: 320, y: 100 },
        ]),
        method,
      );
    expect(value(slip(0.95, 'ocr'), 'infraction.code')).toBe('746-30');
    expect(value(slip(1, 'pdf-text'), 'infraction.code')).toBeUndefined();
  });

  it('a model glued to the rest of its label ("Marca/Modelo/VersákRENAULT/…") opens at its make, for the driver to confirm', () => {
    const f = read(
      ocrPage([{ text: 'Marca/Modelo/VersákRENAULT/SANDERO EXP 10', x: LABEL, y: 100, confidence: 0.93 }]),
      'ocr',
    );
    // Its version's digits, read at 0.93 on a scan, are the driver's to confirm too (scan-checks.ts).
    expect(f['vehicle.model']?.[0]).toMatchObject({
      value: 'RENAULT/SANDERO EXP 10',
      issues: [{ check: 'label_glued' }, { check: 'ocr_name' }],
    });
    // No make in it: no model.
    expect(
      read(ocrPage([{ text: 'Marca/Modelo/Versák XPTO 10', x: LABEL, y: 100, confidence: 0.93 }]), 'ocr')[
        'vehicle.model'
      ],
    ).toBeUndefined();
  });

  it('a date alone in its value whose "/" OCR lost or read as "7" is that date, for the driver to confirm; never a number that is no date', () => {
    const f = read(
      ocrPage(
        [
          { text: 'Data de emissão da notificação', x: LABEL, y: 100, confidence: 0.93 },
          { text: '2407/2026', x: VALUE, y: 100, confidence: 0.9 },
        ],
        [
          { text: 'Data limite para recurso', x: LABEL, y: 130, confidence: 0.93 },
          { text: '03092026', x: VALUE, y: 130, confidence: 0.9 },
        ],
        [
          { text: 'Data da infração', x: LABEL, y: 160, confidence: 0.93 },
          { text: '12345678', x: VALUE, y: 160, confidence: 0.9 },
        ],
        // The second "/" read as a "7".
        [
          { text: 'Data da aferição', x: LABEL, y: 190, confidence: 0.93 },
          { text: '110972025', x: VALUE, y: 190, confidence: 0.9 },
        ],
      ),
      'ocr',
    );
    expect(f['notice.issueDate']?.[0]).toMatchObject({
      value: '2026-07-24',
      issues: [{ check: 'date_format' }],
    });
    expect(f['notice.issueDate']?.[0]?.issues?.[0]?.message).toBe(
      'A data foi lida como "2407/2026", sem as barras: confira.',
    );
    expect(value(f, 'notice.deadline')).toBe('2026-09-03');
    expect(f['notice.deadline']?.[0]?.confidence).toBeLessThan(0.85);
    expect(f['infraction.date']).toBeUndefined();
    expect(value(f, 'speed.verificationDate')).toBe('2025-09-11');
  });

  it('a time whose ":" was lost, a plate with two swaps, a notice number cut after its letter', () => {
    const f = read(
      ocrPage(
        [{ text: 'Hora da infração: 0639', x: LABEL, y: 100, confidence: 0.93 }],
        [{ text: 'Placa: EMDOLS3', x: LABEL, y: 130, confidence: 0.93 }],
      ),
      'ocr',
    );
    expect(f['infraction.time']?.[0]).toMatchObject({ value: '06:39', issues: [{ check: 'time_format' }] });
    expect(f['vehicle.plate']?.[0]?.value).toBe('EMD0L53');
    const split = read(
      ocrPage(
        [{ text: 'Nº do Auto: E 18136738', x: LABEL, y: 100, confidence: 0.93 }],
        // The rest of a label OCR cut ("V ersão") is no value: the cell beside is.
        [
          { text: 'Marca/Modelo/V ersão', x: LABEL, y: 130, confidence: 0.93 },
          { text: 'RENAULT/SANDERO EXP 10', x: VALUE, y: 130, confidence: 0.93 },
        ],
      ),
      'ocr',
    );
    expect(value(split, 'notice.number')).toBe('E18136738');
    expect(value(split, 'vehicle.model')).toBe('RENAULT/SANDERO EXP 10');
    expect(f['vehicle.plate']?.[0]?.issues?.map((i) => i.check)).toContain('plate_format');
  });
});

// fuzz fresh-60725b56 #28 (LibreOffice): a row's "Label: value" pairs one space apart, the second of
// something no field is read for: the model was read "FIAT/STRADA WORKING UF: PASSAGEIRO".
describe('"Label: value" pairs one space apart', () => {
  it('a pair of something no field is read for ends the value before it', () => {
    for (const [other, value_] of [
      ['UF', 'PASSAGEIRO'],
      ['Cor', 'PRATA'],
      ['Espécie', 'PASSAGEIRO'],
    ]) {
      const f = read(
        page({ text: `Veículo (marca/modelo): FIAT/STRADA WORKING ${other}: ${value_}`, x: LABEL, y: 100 }),
      );
      expect(f['vehicle.model']?.[0]).toMatchObject({ value: 'FIAT/STRADA WORKING' });
      expect(f['vehicle.model']?.[0]?.issues).toBeUndefined();
    }
  });

  it('control: a place quoting its city’s label keeps it', () => {
    const f = read(
      page({ text: 'Local da infração: Rua Augusta, 1200, Município: São Paulo/SP', x: LABEL, y: 100 }),
    );
    expect(value(f, 'infraction.place')).toBe('Rua Augusta, 1200, Município: São Paulo/SP');
  });
});

// fuzz fresh-20a0dfcc #4 (LibreOffice): under the heading, "Proprietário" and its value one space apart;
// the heading took the whole line as its value, the label in it ("Proprietário LOCADORA…", doubted).
it('a line under a heading that opens with a label of the heading’s own field and its value is that pair', () => {
  const f = read(
    page(
      { text: 'PROPRIETÁRIO DO VEÍCULO', x: LABEL, y: 100 },
      { text: 'Proprietário LOCADORA DE VEÍCULOS RIO CLARO LTDA', x: LABEL, y: 125 },
      { text: 'CPF/CNPJ 64.507.192/0001-00', x: LABEL, y: 150 },
    ),
  );
  expect(value(f, 'owner.name')).toBe('Locadora de Veículos Rio Claro Ltda');
});

// fuzz fresh-0b884379 #20 (Chromium, as printed): "LOCAL DA INFRAÇÃO: Rua" beside "Código do enquadramento:
// 518-", whose "51" wrapped beside the place's second line; the place was read "… sentido 51 bairro", certain.
it('an inline value’s next lines keep to its column: the next pair’s wrapped value beside them is not its', () => {
  const f = read(
    printedPage(
      10.5,
      ['LOCAL', 42.75, 77.39, 265.3],
      ['DA', 80.53, 95.31, 265.3],
      ['INFRAÇÃO:', 98.45, 157.04, 265.3],
      ['Rua', 159.91, 177.85, 265.4],
      ['Código', 214.75, 249.92, 265.3],
      ['do', 253.05, 265.35, 265.3],
      ['enquadramento:', 268.48, 351.56, 265.3],
      ['518-', 354.43, 374.65, 265.4],
      ['Hora:', 386.74, 415.14, 265.3],
      ['20:39', 418.02, 443.96, 265.4],
      ['Sergipe,', 42.75, 81.13, 275.9],
      ['altura', 83.99, 111.32, 275.9],
      ['do', 114.18, 125.36, 275.9],
      ['nº', 128.22, 138.25, 275.9],
      ['3760,', 141.11, 166.87, 275.9],
      ['sentido', 169.73, 203.15, 275.9],
      ['51', 214.75, 226.2, 275.9],
      ['bairro', 42.75, 70.78, 286.4],
    ),
  );
  expect(value(f, 'infraction.place')).toBe('Rua Sergipe, altura do nº 3760, sentido bairro');
  expect(value(f, 'infraction.code')).toBe('518-51');
});

// fuzz fresh-0ad6da9d #53 (Chromium): "MARCA/MODELO HONDA/CIVIC LXR Espécie" | "PRATA", the next
// column's label a narrow padding after the model, read "HONDA/CIVIC LXR Espécie".
describe('a label of its own ending a value’s cell', () => {
  const row = (model: [string, number, number][], label: string) =>
    read(
      printedPage(
        9,
        ['Placa', 43, 69, 203],
        ['ZKC-2476', 110, 160, 203],
        ['MARCA/MODELO', 215, 294, 203],
        ...model.map(([t, l, r]): [string, number, number, number] => [t, l, r, 203]),
        [label, 387, 423, 203],
        ['PRATA', 470, 500, 203],
      ),
    );
  const civic: [string, number, number][] = [
    ['HONDA/CIVIC', 299, 359],
    ['LXR', 362, 380],
  ];
  it('in title case, after a value in capitals and a gap wider than its spaces, is no part of it', () => {
    const f = row(civic, 'Espécie');
    expect(value(f, 'vehicle.model')).toBe('HONDA/CIVIC LXR');
    expect(f['vehicle.model']?.[0]?.issues ?? []).toEqual([]);
  });
  it('control: a word of no label there stays the value’s, doubted by its grammar', () => {
    expect(value(row(civic, 'Sedã'), 'vehicle.model')).toBe('HONDA/CIVIC LXR Sedã');
  });
  // fuzz fresh-94599cf3 #45 (LibreOffice): "Marca e modelo FORD/KA SE 1.0 Cor" | "PASSAGEIRO", the
  // padding a space wide; the model read "FORD/KA SE 1.0 Cor".
  it('…and one a space after it, its value in capitals after it or in the next cell of its row', () => {
    const ka = (next: string, left: number) =>
      read(
        printedPage(
          9,
          ['Placa/UF', 41.1, 78, 106],
          ['LML7N82', 84.5, 123.8, 106],
          ['Marca', 130.3, 155.3, 106],
          ['e', 158.3, 163, 106],
          ['modelo', 165.4, 195.2, 106],
          ['FORD/KA', 201.7, 242.8, 106],
          ['SE', 245.1, 257.6, 106],
          ['1.0', 260, 273.1, 106],
          ['Cor', 275.5, 290.4, 106],
          [next, left, left + 58.9, 106],
        ),
      );
    expect(value(ka('PASSAGEIRO', 296.3), 'vehicle.model')).toBe('FORD/KA SE 1.0');
    expect(value(ka('PASSAGEIRO', 340), 'vehicle.model')).toBe('FORD/KA SE 1.0');
    // Control: a next word in small letters is no value of its: the word stays, doubted.
    const title = ka('Passageiro', 340)['vehicle.model']?.[0];
    expect(title?.value).toBe('FORD/KA SE 1.0 Cor');
    expect(title?.confidence).toBeLessThan(0.85);
  });
});

// fuzz fresh-c3a44e2e #41 (LibreOffice): a row's pairs a space apart, "Renavam" no label after the
// model, the model read "FORD/KA SE 1.0 Renavam 82745016736".
describe('a label after a value in one run, its own value whole of its kind after it', () => {
  const row = (renavam: string) =>
    read(page({ text: `PLACA XVU4B14 Marca/Modelo FORD/KA SE 1.0 Renavam ${renavam}`, x: LABEL, y: 100 }));
  it('is a label there: a RENAVAM whose check digit holds ends the model', () => {
    const f = row('82745016736');
    expect(value(f, 'vehicle.model')).toBe('FORD/KA SE 1.0');
    expect(value(f, 'vehicle.renavam')).toBe('82745016736');
  });
  it('control: a number whose check digit fails vouches for nothing', () => {
    expect(value(row('82745016735'), 'vehicle.model')).not.toBe('FORD/KA SE 1.0');
  });
});

// fuzz fresh-9c9b18ca #9 (LibreOffice): a row's pairs a few points apart, the agency's label after the
// notice's number: read only as the text after a value (0.7), doubted.
describe('an agency’s label after a value in one run, an agency’s acronym whole after it', () => {
  const row = (agency: string) =>
    read(
      page({ text: `Nº do Auto de Infração E92787587 Autoridade de trânsito ${agency}`, x: LABEL, y: 100 }),
    );
  it('is a label there: "DETRAN-RJ" names one body, read as that label’s value, and the number ends before it', () => {
    const f = row('DETRAN-RJ');
    expect(f.agency?.[0]).toMatchObject({ value: 'DETRAN-RJ', label: 'Autoridade de trânsito' });
    expect(f.agency?.[0]?.confidence).toBeGreaterThanOrEqual(0.85);
    expect(value(f, 'notice.number')).toBe('E92787587');
  });
  it('control: a word that is no agency’s acronym vouches for nothing', () => {
    expect(row('DEPARTAMENTO').agency?.[0]?.confidence ?? 0).toBeLessThan(0.85);
  });
});

// fuzz fresh-608d7b86 #5 (Chromium): "Deixar o" over "condutor de" in a narrow column, "condutor" a
// label word, the next column's "Gravidade" | "Grave" beside: the description read "Deixar o
// Gravidade Grave".
describe('a value’s line left open at an article, its next line opening with a label word', () => {
  const row = (second: string) =>
    read(
      page(
        { text: 'Tipificação', x: LABEL, y: 100 },
        { text: 'Deixar o', x: 300, y: 100 },
        { text: 'Gravidade', x: 560, y: 100 },
        { text: 'Grave', x: 760, y: 100 },
        { text: second, x: 300, y: 122 },
        { text: 'usar o cinto', x: 300, y: 144 },
        { text: 'segurança', x: 300, y: 166 },
        { text: 'Data da infração', x: LABEL, y: 220 },
        { text: '04/04/2026', x: 300, y: 220 },
      ),
    );
  it('goes on there, not into the next column', () => {
    expect(value(row('condutor de'), 'infraction.description')).toBe(
      'Deixar o condutor de usar o cinto segurança',
    );
  });
  it('control: a "Label:" there is the next row’s', () => {
    expect(value(row('Condutor: JOSÉ'), 'infraction.description')).not.toContain('JOSÉ');
  });
});
