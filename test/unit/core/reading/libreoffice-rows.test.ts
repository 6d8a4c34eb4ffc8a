/**
 * LibreOffice's tables, as the fuzzer prints them (fuzz fresh-6f49fdf4): cells padded a space apart,
 * header rows over their values, narrow columns wrapping a value a word a line. Each layout is the
 * words where that file printed them.
 */
import type { DocumentLayout } from '@recurso/core/documents';
import { readDocument } from '@recurso/core/facts';
import { type Printed, page, printedPage } from './page';

const read = (layout: DocumentLayout) => readDocument({ name: 'n.pdf', method: 'pdf-text', layout }).fields;
type Fields = ReturnType<typeof read>;
const checks = (f: Fields, key: keyof Fields) => (f[key]?.[0]?.issues ?? []).map((i) => i.check);

// #0: the driver's name centred on its label, its last line right above the CNH's row.
describe('a value whole of its kind under the last line of the row above', () => {
  const rows = (cnh: string) =>
    read(
      printedPage(
        10,
        ['CLÁUDIA', 162.8, 203.2, 189.2],
        ['CRISTINA', 209, 255.2, 189.2],
        ['FERREIRA', 261, 307.2, 189.2],
        ['Condutor', 41.2, 74.2, 195.2],
        ['infrator', 78.4, 111.4, 195.2],
        ['SILVA', 162.8, 192.2, 201.2],
        ['Nº', 41.2, 49.1, 216],
        ['do', 53, 60.9, 216],
        ['registro', 64.8, 96.3, 216],
        ['de', 100.2, 108.1, 216],
        ['habilitação', 112, 155.3, 216],
        [cnh, 162.8, 217.8, 216],
      ),
    );
  it('has no opening there: a CNH whose check digits hold is certain', () => {
    const f = rows('47252269369');
    expect(f['driver.cnh']?.[0]?.value).toBe('47252269369');
    expect(checks(f, 'driver.cnh')).toEqual([]);
  });
  it('control: a number no check digit vouches for may have lost its opening there', () => {
    expect(checks(rows('47252269360'), 'driver.cnh')).toContain('value_cut');
  });
});

// #1: "Cor" over "PRATA" right under the plate.
it('a label of something no field is read for under a whole value is the next row’s, no rest of it', () => {
  const f = read(
    printedPage(
      6.5,
      ['Placa', 41.2, 58.2, 201.9],
      ['do', 61.6, 68.4, 201.9],
      ['Veículo', 71.8, 95.6, 201.9],
      ['Veículo', 102.8, 127.8, 201.9],
      ['(marca/modelo)', 131.3, 181.2, 201.9],
      ['MFA-2833', 41.2, 83.8, 209.7, 8],
      ['FIAT/UNO', 102.8, 144.6, 209.7, 8],
      ['MILLE', 149.8, 175.9, 209.7, 8],
      ['Cor', 41.2, 53.2, 221.6],
      ['PRATA', 41.2, 69.5, 229.3, 8],
    ),
  );
  expect(f['vehicle.plate']?.[0]?.value).toBe('MFA2833');
  expect(checks(f, 'vehicle.plate')).toEqual([]);
});

// #27 and #19: a header row's values one run, a space apart, under "Veículo (marca/modelo)" |
// "Espécie" | "PLACA"; under "C.P.F." | "Registro da CNH".
describe('a header row’s values read as one run', () => {
  it('under a label no field is read for, the words are that column’s: the plate and the model are whole', () => {
    const f = read(
      printedPage(
        6.5,
        ['Veículo', 41.2, 63.1, 155.5],
        ['(marca/modelo)', 66.3, 110.2, 155.5],
        ['Espécie', 157.5, 180.6, 155.5],
        ['PLACA', 189.8, 211.1, 155.5],
        ['CHEVROLET/ONIX', 41.2, 106.4, 163.5, 8],
        ['1.0MT', 111, 134.3, 163.5, 8],
        ['LT', 138.9, 148.2, 163.5, 8],
        ['PRATA', 157.5, 184.1, 163.5, 8],
        ['ZSD-0358', 189.8, 226.2, 163.5, 8],
        // (A line of the page's text in the values' type: its spaces are the page's word space.)
        ...'Dados da infração registrados pelo agente'
          .split(' ')
          .map((w, i): Printed => [w, 41.2 + 40 * i, 41.2 + 40 * i + 35.4, 190, 8]),
      ),
    );
    expect(f['vehicle.plate']?.[0]?.value).toBe('ZSD0358');
    expect(checks(f, 'vehicle.plate')).toEqual([]);
    expect(f['vehicle.model']?.[0]?.value).toBe('CHEVROLET/ONIX 1.0MT LT');
    expect(checks(f, 'vehicle.model')).toEqual([]);
  });
  it('a word before the value that ends a point short of its label is the column before’s', () => {
    const f = read(
      printedPage(
        8.5,
        ['IDENTIFICAÇÃO', 41.2, 110, 520],
        ['DO', 113, 125, 520],
        ['CONDUTOR', 128, 175, 520],
        ['C.P.F.', 41.2, 67.4, 537.4],
        ['Registro', 104.3, 143.9, 537.4],
        ['da', 148.9, 158.8, 537.4],
        ['CNH', 163.8, 178.7, 537.4],
        ['763.394.756-04', 41.2, 103.1, 550.4],
        ['46281124150', 107.6, 156.3, 550.4],
      ),
    );
    expect(f['driver.cnh']?.[0]?.value).toBe('46281124150');
    expect(checks(f, 'driver.cnh')).toEqual([]);
  });
});

// #19: the description wrapped a word a line in a narrow column, thirteen lines, beside the place's
// label and its value under it.
describe('a description a word a line beside another row', () => {
  const WORDS =
    'Avançar o|sinal|vermelho|do|semáforo,|exceto onde|houver|sinalização|que|permite|livre|conversão à|direita'.split(
      '|',
    );
  const f = read(
    page(
      { text: 'Infração', x: 500, y: 80 },
      ...WORDS.map((text, i) => ({ text, x: 500, y: 100 + 20 * i })),
      { text: 'Local do cometimento', x: 80, y: 190 },
      { text: 'Av. Sete de Setembro, altura do nº 760', x: 80, y: 214 },
    ),
  );
  it('is read whole, every line', () => {
    expect(f['infraction.description']?.[0]?.value).toBe(WORDS.join(' '));
  });
  it('a line of it level with a label is none of that label’s', () => {
    expect(f['infraction.place']?.[0]?.value).toBe('Av. Sete de Setembro, altura do nº 760');
  });
});

// fresh-f1d265ca #26: a section's heading right over a header row of labels.
describe('a heading in capitals over a row’s first label', () => {
  const rows = (heading: string) =>
    read(
      printedPage(
        10,
        [heading, 45.8, 98.2, 533.5],
        ['Marca/Modelo/Versão', 41.2, 137.2, 549],
        ['Placa', 144, 165.5, 549],
        ['do', 169.8, 178.4, 549],
        ['veículo', 182.7, 212.8, 549],
        ['Espécie', 219.1, 251.3, 549],
        ['VW/GOL', 41.2, 74.2, 563.9],
        ['1.0', 79.7, 96.2, 563.9],
        ['EEG2Y50', 144, 185.6, 563.9],
        ['PASSAGEIRO', 219.1, 280.7, 563.9],
      ),
    );
  it('is no part of the label: the model is the value under it', () => {
    const f = rows('VEÍCULO');
    expect(f['vehicle.model']?.[0]?.value).toBe('VW/GOL 1.0');
    expect(f['vehicle.plate']?.[0]?.value).toBe('EEG2Y50');
  });
});

// fresh-f1d265ca #39: the deadline's label, of a header row, starts 2 points right of the date
// after "Data da infração:" on the line above (here 1.9, its cell cut from the issue date's label).
it('a whole value after a "Label:" goes on to no next line: a label starting under it is a label', () => {
  const f = read(
    printedPage(
      8,
      ['Data', 41.2, 59.5, 228],
      ['da', 64.1, 73.3, 228],
      ['infração:', 77.9, 119.1, 228],
      ['20/06/2024', 122.6, 168.7, 228],
      ['Data', 41.2, 61.2, 240.1],
      ['de', 66.1, 76.1, 240.1],
      ['emissão', 81.1, 116, 240.1],
      ['Prazo', 124.5, 148.6, 240.1],
      ['para', 153.5, 172.8, 240.1],
      ['apresentação', 177.6, 235.5, 240.1],
      ['de', 240.4, 250.1, 240.1],
      ['defesa', 254.9, 283.9, 240.1],
      ['12/01/2025', 41.2, 87.3, 252.2],
      ['17/02/2025', 124.5, 170.6, 252.2],
      // (A line of the page's text: its spaces are the page's word space.)
      ...'Fica o condutor notificado da instauração de processo'
        .split(' ')
        .map((w, i): Printed => [w, 41.2 + 40 * i, 41.2 + 40 * i + 35.2, 266, 8]),
    ),
  );
  expect(f['infraction.date']?.[0]?.value).toBe('2024-06-20');
  expect(f['notice.issueDate']?.[0]?.value).toBe('2025-01-12');
  expect(f['notice.deadline']?.[0]?.value).toBe('2025-02-17');
});

// fresh-f1d265ca #1: a row of pairs read as one run, the model's label after the plate's value.
it('a label mid-run before a whole model of its field is that model’s label', () => {
  const f = read(page({ text: 'Placa do Veículo ZBL2O35 Modelo do veículo VW/GOL 1.0', x: 80, y: 100 }));
  expect(f['vehicle.plate']?.[0]?.value).toBe('ZBL2O35');
  expect(f['vehicle.model']?.[0]?.value).toBe('VW/GOL 1.0');
});

// fresh-08d7c031 #12: the owner's CNPJ broken over three lines of a narrow cell; the agency's CNPJ in
// the letterhead, above the title.
describe('a CNPJ broken over the lines of a narrow cell, the agency’s in the letterhead', () => {
  const notice = (cnpj: string[]) =>
    read(
      page(
        { text: 'DEPARTAMENTO DE TRÂNSITO DE MINAS GERAIS - DETRAN-MG', x: 200, y: 40 },
        { text: 'CNPJ 04.372.783/0001-95', x: 380, y: 62 },
        { text: 'Notificação de Penalidade', x: 380, y: 110 },
        { text: 'PROPRIETÁRIO DO VEÍCULO', x: 80, y: 200 },
        { text: 'Nome/Razão social: LOGÍSTICA SERRA AZUL LTDA', x: 80, y: 270 },
        { text: 'CNPJ/', x: 560, y: 226 },
        { text: 'CPF:', x: 560, y: 248 },
        ...cnpj.map((text, i) => ({ text, x: 560, y: 270 + 22 * i })),
      ),
    );
  it('is read glued, its check digits holding, for the driver to confirm', () => {
    const f = notice(['27.152.8', '20/0001', '-55']);
    expect(f['owner.cnpj']?.[0]?.value).toBe('27152820000155');
    expect(checks(f, 'owner.cnpj')).toContain('wrapped_join');
  });
  it('control: glued, a number whose check digits fail is none; the letterhead’s is never the owner’s', () => {
    expect(notice(['27.152.8', '20/0001', '-56'])['owner.cnpj']).toBeUndefined();
  });
});

// fuzz fresh-54631cbb #6: "19/0" · "6/20" · "23" centred on "Emitida em", the column before's value
// "25/07/202" ending 0.85 of a text height left of the label, level with "19/0": taken for a label
// of the row above, the date's first line was lost and the issue date unread.
describe('a value centred on its label beside the column before’s value', () => {
  const rows = () =>
    read(
      printedPage(
        10,
        ['19/0', 342.9, 365.3, 558.7],
        ['Prazo', 41.2, 70.4, 564.5],
        ['final', 73.5, 94, 564.5],
        ['para', 97.1, 119.4, 564.5],
        ['defesa', 122.5, 156.1, 564.5],
        ['da', 159.2, 171.6, 564.5],
        ['25/07/202', 222, 273.2, 564.5],
        ['Emitida', 281.3, 319.3, 570.4],
        ['em', 322.5, 338.3, 570.4],
        ['6/20', 342.9, 365.3, 570.4],
        ['autuação', 41.2, 87.8, 576.2],
        ['3', 222, 228.4, 576.2],
        ['23', 342.9, 355.6, 582],
      ),
    );
  it('takes its first line above: that value ends short of the label’s column', () => {
    const f = rows();
    expect(f['notice.issueDate']?.[0]?.value).toBe('2023-06-19');
    expect(f['notice.deadline']?.[0]?.value).toBe('2023-07-25');
  });
});

// fuzz fresh-9c9b18ca #4: a vehicle's rows in a narrow column, "Cor" a header no field is read for.
describe('a vehicle’s header row and a model wrapped a word a line', () => {
  const vehicle = (colour: Printed[], modelLabel: Printed[]) =>
    read(
      printedPage(
        11,
        ['Placa/UF', 41.2, 67.2, 200.1, 9.1],
        ...colour,
        ['YHF3Z01', 41.2, 76.1, 208.3],
        ['SP', 82.5, 91.9, 208.3],
        ...modelLabel,
        ['RENAULT/', 41.2, 83.1, 229.7],
        ['SANDERO', 41.2, 81.3, 239.9],
        ['EXP', 41.2, 57.2, 250.1],
        ['10', 59.4, 67.8, 250.1],
        ['DADOS', 45.8, 80.6, 268.2],
        ['DA', 83.6, 97.6, 268.2],
        ['INFRAÇÃO', 100.6, 152.6, 268.2],
      ),
    );
  const cor: Printed = ['Cor', 82.5, 92.9, 200.1, 9.1];
  const modelo: Printed = ['Modelo', 41.2, 63.0, 221.5, 9.1];
  const doVeiculo: Printed[] = [
    ['do', 64.7, 71.7, 221.5, 9.1],
    ['veículo', 73.5, 94.1, 221.5, 9.1],
  ];

  it('the text after the plate under another header’s word ("Cor") is that column’s: the plate is whole', () => {
    const f = vehicle([cor], [modelo, ...doVeiculo]);
    expect(f['vehicle.plate']?.[0]?.value).toBe('YHF3Z01');
    expect(checks(f, 'vehicle.plate')).toEqual([]);
  });
  it('control: under a word that labels nothing, the text after the cut may be the plate’s rest', () => {
    const f = vehicle([['Anexo', 82.5, 104.9, 200.1, 9.1]], [modelo, ...doVeiculo]);
    expect(checks(f, 'vehicle.plate')).toContain('value_cut');
  });
  it('a line a third of its label’s width short of the column’s edge broke no word: the model is whole', () => {
    const f = vehicle([cor], [modelo, ...doVeiculo]);
    expect(f['vehicle.model']?.[0]?.value).toBe('RENAULT/SANDERO EXP 10');
    expect(checks(f, 'vehicle.model')).toEqual([]);
  });
  it('control: under a label no wider than the line, the line may end a broken word', () => {
    expect(checks(vehicle([cor], [modelo]), 'vehicle.model')).toContain('value_cut');
  });
});

// fuzz fresh-e585571a #47: a row of pairs a space apart over the next row's label wrapped in two lines.
describe('a label whole with its value beside it, over the next row’s wrapped label', () => {
  const rows = (first: string) =>
    read(
      page(
        { text: first, x: 80, y: 100 },
        { text: 'Data da', x: 80, y: 120 },
        { text: '03/05/2023', x: 300, y: 130 },
        { text: 'autuação', x: 80, y: 140 },
      ),
    );
  it('goes on nowhere: the label below is its own row’s, with its date', () => {
    const f = rows('PLACA ZQG1W33 MARCA/MODELO FORD/KA SE 1.0');
    expect(f['vehicle.plate']?.[0]?.value).toBe('ZQG1W33');
    expect(f['infraction.date']?.[0]).toMatchObject({ value: '2023-05-03', label: 'Data da autuação' });
  });
});
