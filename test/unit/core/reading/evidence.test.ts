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

  it('a label whose "em" wrapped onto the line below names the date beside its first line ("Verificado pelo INMETRO" 15/07/2024 · "em")', () => {
    const f = read(
      page(
        { text: 'Identificação do equipamento', x: 80, y: 100 },
        { text: 'Lombada eletrônica PERKONS PK-15, série FX-44856', x: 300, y: 100 },
        { text: 'Verificado pelo INMETRO 15/07/2024', x: 300, y: 140 },
        { text: 'em', x: 300, y: 162 },
      ),
    );
    expect(hit(f, 'speed.verificationDate')).toMatchObject({
      value: '2024-07-15',
      // The label as printed, over its two lines.
      label: 'Verificado pelo INMETRO em',
    });
    expect(certain(f, 'speed.verificationDate')).toBe(true);
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

describe('a table’s narrow column (LibreOffice sizes columns to their text)', () => {
  // Labels above values, each in a column about 120 units wide; lines 22 apart (20 high).
  const layout = page(
    { text: 'Órgão autuador', x: 80, y: 100 },
    { text: 'Departamento de', x: 80, y: 122 },
    { text: 'Trânsito do Paraná', x: 80, y: 144 },
    { text: '- DETRAN-PR', x: 80, y: 166 },
    { text: 'PROPRIETÁRIO DO VEÍCULO', x: 80, y: 192 },
    { text: 'CPF', x: 345, y: 192 },
    { text: 'LARISSA CARLOS NOGUEIRA', x: 80, y: 214 },
    { text: '873.371.925-09', x: 345, y: 214 },
    { text: 'Endereço do proprietário', x: 80, y: 240 },
    { text: 'RUA CONDE DE BONFIM, 24, LOURDES,', x: 80, y: 262 },
    { text: 'ITAPETININGA/SP, CEP 53019-776', x: 80, y: 284 },
    // A section's heading, a block's gap below.
    { text: 'PAGAMENTO', x: 85, y: 325 },
    { text: 'Valor', x: 80, y: 350 },
    { text: 'R$ 293,47', x: 80, y: 372 },
    // Running text to the page's margin.
    {
      text: 'O recurso à JARI deverá ser interposto até a data limite indicada nesta notificação.',
      x: 80,
      y: 420,
    },
  );
  const f = read(layout);

  it('a value wrapped in it goes on in its lines: the next line’s first word would not have fitted', () => {
    expect(hit(f, 'agency')?.value).toBe('Departamento de Trânsito do Paraná - DETRAN-PR');
    expect(certain(f, 'agency')).toBe(true);
  });

  it('a label between a value and the line under it ends the value: no text left over', () => {
    // "ABC1D23" is under "Placa", not the agency's rest.
    const g = read(
      page(
        { text: 'Órgão autuador', x: 80, y: 100 },
        { text: 'DETRAN-PR', x: 300, y: 100 },
        { text: 'Placa', x: 300, y: 122 },
        { text: 'ABC1D23', x: 300, y: 144 },
      ),
    );
    expect(hit(g, 'agency')?.value).toBe('DETRAN-PR');
    expect(certain(g, 'agency')).toBe(true);
  });

  it('text beside a value’s end that is under a label of its own (a header row’s next column) is that label’s value', () => {
    expect(hit(f, 'owner.name')?.value).toBe('Larissa Carlos Nogueira');
    expect(certain(f, 'owner.name')).toBe(true);
  });

  it('a section’s heading further below than the value’s own lines are apart is no rest of it', () => {
    expect(hit(f, 'owner.address')?.value).toBe(
      'RUA CONDE DE BONFIM, 24, LOURDES, ITAPETININGA/SP, CEP 53019-776',
    );
    expect(certain(f, 'owner.address')).toBe(true);
  });
});

describe('a header row of labels over a row of values', () => {
  it('a lone label word beside a label is the next column’s header, not the value: the value is below', () => {
    const f = read(
      page(
        { text: 'PLACA', x: 80, y: 100 },
        { text: 'MARCA/MODELO', x: 300, y: 100 },
        { text: 'Cor', x: 600, y: 100 },
        { text: 'QPQ8P89', x: 80, y: 122 },
        { text: 'FIAT/ARGO DRIVE 1.0', x: 300, y: 122 },
        { text: 'PASSAGEIRO', x: 600, y: 122 },
      ),
    );
    expect(hit(f, 'vehicle.model')?.value).toBe('FIAT/ARGO DRIVE 1.0');
    expect(certain(f, 'vehicle.model')).toBe(true);
  });

  it('a value whose words reach under the next header (columns drawn with no gap) is not certain', () => {
    const f = read(
      page(
        { text: 'Placa', x: 80, y: 100 },
        { text: 'MARCA/MODELO', x: 180, y: 100 },
        { text: 'UF', x: 350, y: 100 },
        { text: 'IYJ1W96 TOYOTA/COROLLA XEI PASSAGEIRO', x: 80, y: 122 },
      ),
    );
    expect(certain(f, 'vehicle.model')).toBe(false);
  });
});

describe('a label that ends on its number sign ("PROCESSO Nº")', () => {
  it('is whole: the next row’s label, wrapped under its value’s line, is not joined to it', () => {
    const f = read(
      page(
        { text: 'PROCESSO Nº', x: 80, y: 100 },
        { text: '268801-03.00/26-4', x: 300, y: 100 },
        { text: 'Entidade', x: 80, y: 125 },
        { text: 'Departamento de Trânsito do Paraná - DETRAN-PR', x: 300, y: 125 },
        { text: 'autuadora', x: 80, y: 145 },
        { text: 'Data de instauração', x: 80, y: 180 },
        { text: '22/12/2025', x: 300, y: 180 },
      ),
    );
    expect(hit(f, 'suspension.processNumber')?.value).toBe('268801-03.00/26-4');
    expect(hit(f, 'suspension.processNumber')?.label).toBe('PROCESSO Nº');
    expect(hit(f, 'agency')?.value).toBe('Departamento de Trânsito do Paraná - DETRAN-PR');
    expect(certain(f, 'agency')).toBe(true);
  });
});

describe('a person’s label that names no role', () => {
  it('takes the role the other label of its row names ("Condutor" | "C.P.F."), not the section’s above', () => {
    const f = read(
      page(
        { text: 'PROPRIETÁRIO DO VEÍCULO', x: 80, y: 100 },
        { text: 'CPF', x: 500, y: 100 },
        { text: 'FERNANDA DOS NOGUEIRA RODRIGUES', x: 80, y: 122 },
        { text: '364.395.267-82', x: 500, y: 122 },
        { text: 'Condutor', x: 80, y: 160 },
        { text: 'C.P.F.', x: 500, y: 160 },
        { text: 'FERNANDA REGINA CARDOSO MONTEIRO', x: 80, y: 182 },
        { text: '922.915.268-47', x: 500, y: 182 },
      ),
    );
    expect(hit(f, 'owner.cpf')?.value).toBe('36439526782');
    expect(hit(f, 'driver.cpf')?.value).toBe('92291526847');
    expect(certain(f, 'owner.cpf')).toBe(true);
  });
});

describe('a value a narrow column broke with no hyphen', () => {
  it('is not certain when a few letters or digits stand alone right under it ("M76147404" · "1", "17/03/20" · "25")', () => {
    const f = read(
      page(
        { text: 'AIT nº', x: 80, y: 100 },
        { text: 'M76147404', x: 80, y: 122 },
        { text: '1', x: 80, y: 144 },
        { text: 'Data da', x: 300, y: 100 },
        { text: '17/03/20', x: 400, y: 100 },
        { text: 'ocorrência', x: 300, y: 122 },
        { text: '25', x: 400, y: 122 },
        { text: 'Veículo', x: 80, y: 200 },
      ),
    );
    expect(hit(f, 'notice.number')?.value).toBe('M76147404');
    expect(certain(f, 'notice.number')).toBe(false);
    expect(certain(f, 'infraction.date')).toBe(false);
  });
});

describe('the rest of a value’s one word wrapped alone onto the next line of its cell', () => {
  // "8O200915" ends 18 units (0.9 text heights) before the next column, whose edge the label under it
  // shows; "2" alone is 10 wide and a column's padding on each side: it could not fit.
  const wrapped = (nextColumnAt: number) =>
    read(
      page(
        { text: 'Nº do auto', x: 80, y: 100 },
        { text: '8O200915', x: 200, y: 100 },
        { text: 'Órgão autuador', x: nextColumnAt, y: 100 },
        { text: 'DETRAN-SP', x: nextColumnAt + 180, y: 100 },
        { text: '2', x: 200, y: 122 },
        { text: 'Placa', x: 80, y: 160 },
        { text: 'ABC1D23', x: 200, y: 160 },
        { text: 'Município', x: nextColumnAt, y: 160 },
        { text: 'Campinas', x: nextColumnAt + 180, y: 160 },
      ),
    );

  it('is joined, no space, when the line ends where its column does: the next cell of its row starts too near for the rest', () => {
    const f = wrapped(298);
    expect(hit(f, 'notice.number')?.value).toBe('8O2009152');
    expect(hit(f, 'notice.number')?.issues?.map((i) => i.check)).toEqual(['wrapped_join']);
    expect(certain(f, 'notice.number')).toBe(false);
  });

  it('is not joined when the column may go on (the next cell far to the right): the value stays uncertain', () => {
    const f = wrapped(330);
    expect(hit(f, 'notice.number')?.value).toBe('8O200915');
    expect(certain(f, 'notice.number')).toBe(false);
  });
});

describe('a value whose last line ends its page', () => {
  it('may go on over the page break: not certain', () => {
    const one = page(
      { text: 'Condutor:', x: 80, y: 1300 },
      { text: 'Renata', x: 80, y: 1322 },
      { text: 'Beatriz da', x: 80, y: 1344 },
      { text: 'Freitas', x: 80, y: 1366 },
    );
    const two = page({ text: 'Carvalho', x: 80, y: 60 }, { text: 'Placa: ABC1D23', x: 80, y: 120 });
    const layout = { pages: [...one.pages, { ...(two.pages[0] as (typeof two.pages)[number]), number: 2 }] };
    const f = read(layout);
    expect(hit(f, 'driver.name') ?? hit(f, 'owner.name')).toBeDefined();
    expect(certain(f, 'driver.name') || certain(f, 'owner.name')).toBe(false);
  });
});

describe('a value read past other text of its row', () => {
  it('beside its label, after a cell that is not it (a date glued by OCR to the next label): not certain', () => {
    const f = read(
      page(
        { text: 'Emitida em', x: 60, y: 100 },
        { text: '24/11/Data limite para apresentacao', x: 430, y: 100 },
        { text: '30/12/2024', x: 810, y: 100 },
      ),
    );
    expect(hit(f, 'notice.issueDate')?.value).toBe('2024-12-30');
    expect(certain(f, 'notice.issueDate')).toBe(false);
    expect(hit(f, 'notice.issueDate')?.issues?.map((i) => i.message)).toContain(
      '"2024-12-30" foi lido depois de outro texto na linha do rótulo: confira.',
    );
  });

  it('beside its label, the first cell of the row: certain', () => {
    const f = read(page({ text: 'Emitida em', x: 60, y: 100 }, { text: '24/11/2024', x: 430, y: 100 }));
    expect(hit(f, 'notice.issueDate')?.value).toBe('2024-11-24');
    expect(certain(f, 'notice.issueDate')).toBe(true);
  });
});

describe('a value read below its label, starting after words of its own line', () => {
  it('may have lost its beginning to the column before (the label’s first words lost by OCR): not certain', () => {
    // "Nome do proprietário" read as "proprietário" alone, further right than the name's first word.
    const f = read(
      page({ text: 'proprietário', x: 150, y: 100 }, { text: 'DÉBORA VITÓRIA CORREIA ROCHA', x: 80, y: 124 }),
    );
    expect(hit(f, 'owner.name')?.value).toBe('Vitória Correia Rocha');
    expect(certain(f, 'owner.name')).toBe(false);
    expect(hit(f, 'owner.name')?.issues?.map((i) => i.check)).toContain('value_cut');
  });

  it('starting where its line starts, under the whole label: certain', () => {
    const f = read(
      page(
        { text: 'Nome do proprietário', x: 80, y: 100 },
        { text: 'DÉBORA VITÓRIA CORREIA ROCHA', x: 80, y: 124 },
      ),
    );
    expect(hit(f, 'owner.name')?.value).toBe('Débora Vitória Correia Rocha');
    expect(certain(f, 'owner.name')).toBe(true);
  });
});

describe('the agency named by the letterhead alone', () => {
  const notice = (...letterhead: string[]) =>
    read(
      page(
        ...letterhead.map((text, i) => ({ text, x: 200, y: 60 + 24 * i })),
        { text: 'NOTIFICAÇÃO DA AUTUAÇÃO POR INFRAÇÃO DE TRÂNSITO', x: 150, y: 160 },
        { text: 'Placa', x: 80, y: 220 },
        { text: 'BRA2E19', x: 460, y: 220 },
      ),
    );

  it('is not certain when the letterhead names a second agency below it (a city over its transit authority)', () => {
    const f = notice(
      'PREFEITURA DE BELO HORIZONTE',
      'EMPRESA DE TRANSPORTES E TRÂNSITO DE BELO HORIZONTE - BHTRANS',
    );
    expect(hit(f, 'agency')?.value).toBe('PREFEITURA DE BELO HORIZONTE');
    expect(certain(f, 'agency')).toBe(false);
  });

  it('control: one agency in the letterhead is certain', () => {
    const f = notice('DEPARTAMENTO ESTADUAL DE TRÂNSITO - DETRAN-SP');
    expect(hit(f, 'agency')?.value).toBe('DETRAN-SP');
    expect(certain(f, 'agency')).toBe(true);
  });
});

describe('an amparo legal and the next row’s words run on after it', () => {
  const basis = (lines: string[]) =>
    read(
      page(
        { text: 'Dispositivo legal', x: 80, y: 100 },
        ...lines.map((text, i) => ({ text, x: 80, y: 122 + 22 * i })),
        { text: 'DADOS DO VEÍCULO', x: 80, y: 122 + 22 * lines.length + 50 },
      ),
    );

  it('ends at the first word no article has, for the driver to confirm ("Art. 218, III, do CTB" · "Gravidade")', () => {
    const f = basis(['Art. 218, III, do CTB', 'Gravidade', 'Gravíssima']);
    expect(hit(f, 'infraction.legalBasis')?.value).toBe('Art. 218, III, do CTB');
    expect(hit(f, 'infraction.legalBasis')?.issues?.map((i) => i.check)).toContain('legal_basis_end');
    expect(certain(f, 'infraction.legalBasis')).toBe(false);
  });

  it('a law’s name after it is read with it, as before ("… do Código de Trânsito Brasileiro (CTB)", "… da Lei 9.503/97")', () => {
    for (const printed of [
      'Art. 218, III, do Código de Trânsito Brasileiro (CTB)',
      'Art. 218, III, da Lei 9.503/97',
    ])
      expect(hit(basis([printed]), 'infraction.legalBasis')?.value).toBe(printed);
  });

  it('control: an article whole is read whole, certain', () => {
    const f = basis(['Art. 252, parágrafo único, do CTB']);
    expect(hit(f, 'infraction.legalBasis')?.value).toBe('Art. 252, parágrafo único, do CTB');
    expect(certain(f, 'infraction.legalBasis')).toBe(true);
  });
});

describe('a label whose rest on its next line the wrap left apart', () => {
  // fresh-97363d0f #2 (fax, a box table): "Condutor" · "infrator" 0.86 heights apart, beyond a wrapped
  // label's reach; "Aline da Costa" · "Almeida" beside them, the name read without its last line, certain.
  // (OCR's words, with their engine's confidence: a text layer's lines a blank line apart are blocks apart.)
  const name = (below: { text: string; x: number; y: number }[]) => {
    const f = read(
      page(
        ...[{ text: 'Condutor', x: 80, y: 100 }, { text: 'Aline da Costa', x: 300, y: 100 }, ...below].map(
          (c) => ({
            ...c,
            confidence: 0.93,
          }),
        ),
      ),
    );
    return f['driver.name']?.[0] ?? f['owner.name']?.[0];
  };

  it('the line beside its rest may be the value’s last: not certain', () => {
    const h = name([
      { text: 'infrator', x: 80, y: 137 },
      { text: 'Almeida', x: 300, y: 139 },
    ]);
    expect(h?.value).toBe('Aline da Costa');
    expect(h?.issues?.map((i) => i.check)).toContain('value_cut');
  });

  it('the next row’s own label beside its own value ends the name, which stays certain', () => {
    const h = name([
      { text: 'CPF', x: 80, y: 137 },
      { text: '576.493.506-73', x: 300, y: 137 },
    ]);
    expect(h?.value).toBe('Aline da Costa');
    expect(h?.issues).toBeUndefined();
    expect(h?.confidence).toBeGreaterThanOrEqual(0.85);
  });
});
