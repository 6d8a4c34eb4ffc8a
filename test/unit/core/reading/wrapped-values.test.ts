/**
 * Values read as printed over several lines (issue 25 item 3): a word broken at a line's end joined
 * (its hyphen dropped, or kept where it is the word's own), a value going on in the next lines of its
 * cell until the next label, a label's bracketed rest, a label wrapped over lines of one field, and
 * the next box's label never a value.
 */
import type { DocumentLayout } from '@recurso/core/documents';
import { FIELD_VOCABULARY, readDocument } from '@recurso/core/facts';
import { layoutCells } from '@recurso/core/reading';
import { CH, ocrPage, type Placed, type Printed, page, pagesOf, printedPage } from './page';

const read = (layout: DocumentLayout) => readDocument({ name: 'n.pdf', method: 'pdf-text', layout }).fields;
type Fields = ReturnType<typeof read>;
const hit = (f: Fields, key: keyof Fields) => f[key]?.[0];
const certain = (f: Fields, key: keyof Fields) => {
  const h = hit(f, key);
  return h !== undefined && !h.issues?.length && h.confidence >= 0.85;
};

const LABEL = 80;
const VALUE = 300;

describe('a word broken at a line’s end', () => {
  it('joined without its hyphen before a lower-case syllable: "Av. Affonso Ca-" · "valcanti, 120"', () => {
    const f = read(
      page(
        { text: 'Local da infração', x: LABEL, y: 100 },
        { text: 'Av. Affonso Ca-', x: VALUE, y: 100 },
        { text: 'valcanti, 120, sentido bairro', x: VALUE, y: 122 },
        { text: 'Data da infração', x: LABEL, y: 160 },
        { text: '03/02/2026', x: VALUE, y: 160 },
      ),
    );
    expect(hit(f, 'infraction.place')?.value).toBe('Av. Affonso Cavalcanti, 120, sentido bairro');
    expect(certain(f, 'infraction.place')).toBe(true);
  });

  // fuzz fresh-fee0c0f1 #29 (LibreOffice): "utilizando-" · "se de telefone celular" joined as
  // "utilizandose", certain.
  it('a verb and its enclitic pronoun keep their hyphen ("utilizando-" · "se"); a syllable before "se" does not', () => {
    const description = (first: string, second: string) =>
      hit(
        read(
          page(
            { text: 'Descrição da infração', x: LABEL, y: 100 },
            { text: first, x: VALUE, y: 100 },
            { text: second, x: VALUE, y: 122 },
            { text: 'Data da infração', x: LABEL, y: 160 },
            { text: '03/02/2026', x: VALUE, y: 160 },
          ),
        ),
        'infraction.description',
      )?.value;
    expect(description('Dirigir veículo utilizando-', 'se de telefone celular')).toBe(
      'Dirigir veículo utilizando-se de telefone celular',
    );
    expect(description('Recusar-', 'se a ser submetido a teste')).toBe('Recusar-se a ser submetido a teste');
    // Controls: a syllable break before "se" or "lo" is joined whole ("pas-" · "se", "Pau-" · "lo").
    expect(description('Estacionar no pas-', 'seio')).toBe('Estacionar no passeio');
    expect(description('Parar na Av. Pau-', 'lo Afonso')).toBe('Parar na Av. Paulo Afonso');
  });

  it('with its hyphen where it is the word’s own ("DER-" · "MG", "CEP 30710-" · "580"), no space', () => {
    const f = read(
      page(
        { text: 'Órgão autuador', x: LABEL, y: 100 },
        { text: 'Departamento de Estradas de Rodagem - DER-', x: VALUE, y: 100 },
        { text: 'MG', x: VALUE, y: 122 },
        { text: 'Endereço', x: LABEL, y: 160 },
        { text: 'Rua Padre Eustáquio, 1450, Belo Horizonte/MG, CEP 30710-', x: VALUE, y: 160 },
        { text: '580', x: VALUE, y: 182 },
      ),
    );
    expect(hit(f, 'agency')?.value).toBe('Departamento de Estradas de Rodagem - DER-MG');
    expect(hit(f, 'owner.address')?.value).toBe(
      'Rua Padre Eustáquio, 1450, Belo Horizonte/MG, CEP 30710-580',
    );
  });

  it('a word in capitals broken before a short rest in capitals is never certain ("LOURD-" · "ES,"): only an agency and its state vouch for the hyphen ("DETRAN-" · "ES")', () => {
    const f = read(
      page(
        { text: 'Endereço do condutor:', x: LABEL, y: 100 },
        { text: 'RUA SERGIPE, 217, LOURD-', x: VALUE, y: 100 },
        { text: 'ES, JUIZ DE FORA/MG, CEP 45038-533', x: VALUE, y: 122 },
        { text: 'Órgão autuador:', x: LABEL, y: 160 },
        { text: 'Departamento Estadual de Trânsito - DETRAN-', x: VALUE, y: 160 },
        { text: 'ES', x: VALUE, y: 182 },
      ),
    );
    expect(hit(f, 'driver.address')?.value).toBe(
      'RUA SERGIPE, 217, LOURD-ES, JUIZ DE FORA/MG, CEP 45038-533',
    );
    expect(hit(f, 'driver.address')?.issues?.map((i) => i.check)).toContain('hyphen_join');
    expect(certain(f, 'driver.address')).toBe(false);
    // Control: the agency's acronym and its state keep their hyphen, certain.
    expect(hit(f, 'agency')?.value).toBe('Departamento Estadual de Trânsito - DETRAN-ES');
    expect(certain(f, 'agency')).toBe(true);
  });

  it('a state’s two letters broken by the cell’s edge with no hyphen are one word, doubtful ("CAMPINAS/S" · "P, CEP …")', () => {
    const f = read(
      page(
        { text: 'ENDEREÇO', x: LABEL, y: 100 },
        { text: 'AV. AFONSO PENA, 2854, CAMPINAS/S', x: LABEL, y: 122 },
        { text: 'P, CEP 92298-446', x: LABEL, y: 144 },
        // Control: a one-letter line that is no state's rest keeps its space ("Rua 7" · "A, Centro").
        { text: 'Local da infração', x: LABEL, y: 200 },
        { text: 'Rua 7 de Setembro, 120, Quadra', x: LABEL, y: 222 },
        { text: 'A, Centro, Goiânia/GO', x: LABEL, y: 244 },
      ),
    );
    expect(hit(f, 'owner.address')?.value).toBe('AV. AFONSO PENA, 2854, CAMPINAS/SP, CEP 92298-446');
    expect(certain(f, 'owner.address')).toBe(false);
    expect(hit(f, 'infraction.place')?.value).toBe('Rua 7 de Setembro, 120, Quadra A, Centro, Goiânia/GO');
  });

  // (fuzz fresh-39acd68e #14, LibreOffice: a known surname joined, right, doubted.)
  it('a name in capitals broken after three letters is joined without its hyphen, certain when the pieces make a known word neither piece is ("OLI-" · "VEIRA")', () => {
    const name = (first: string, rest: string) =>
      read(
        page(
          { text: `Nome do condutor: MARCOS PEIXOTO ${first}`, x: LABEL, y: 100 },
          { text: rest, x: LABEL, y: 122 },
        ),
      );
    const known = name('OLI-', 'VEIRA');
    expect(hit(known, 'driver.name')?.value).toBe('Marcos Peixoto Oliveira');
    expect(certain(known, 'driver.name')).toBe(true);
    // Control: a word no list knows, joined, is the reader's guess: doubtful.
    const unknown = name('ZAN-', 'BONI');
    expect(hit(unknown, 'driver.name')?.value).toBe('Marcos Peixoto Zanboni');
    expect(hit(unknown, 'driver.name')?.issues?.map((i) => i.check)).toContain('hyphen_join');
  });

  // (fuzz fresh-8514545e #30, #34, LibreOffice: a word too wide for its cell broken anywhere, no hyphen.)
  it('a word broken with no hyphen is joined where the pieces make a known word neither piece is, doubted ("Departament" · "o")', () => {
    const agency = (...lines: string[]) =>
      read(
        page(...['Entidade', 'autuadora:', ...lines].map((text, i) => ({ text, x: LABEL, y: 100 + 22 * i }))),
      );
    const broken = agency('Departament', 'o de Trânsito', 'do Estado do', 'Rio de Janeiro -', 'DETRAN-RJ');
    expect(hit(broken, 'agency')?.value).toBe(
      'Departamento de Trânsito do Estado do Rio de Janeiro - DETRAN-RJ',
    );
    expect(hit(broken, 'agency')?.issues?.map((i) => i.check)).toContain('hyphen_join');
    // Control: two words each whole ("Estado" · "do"), or a word that glued makes none, keep their space.
    const whole = agency('Departamento', 'de Trânsito', 'do Estado', 'do Rio de', 'Janeiro -', 'DETRAN-RJ');
    expect(hit(whole, 'agency')?.value).toBe(
      'Departamento de Trânsito do Estado do Rio de Janeiro - DETRAN-RJ',
    );
    expect(hit(whole, 'agency')?.issues?.map((i) => i.check) ?? []).not.toContain('hyphen_join');
  });

  it('an identifier broken after its hyphen goes on in the next line ("828453-77.00/26-" · "2")', () => {
    const f = read(
      page(
        { text: 'Nº do processo: 828453-77.00/26-', x: LABEL, y: 100 },
        { text: '2', x: LABEL, y: 122 },
        { text: 'Condutor: ANA SOUZA LIMA', x: LABEL, y: 160 },
      ),
    );
    expect(hit(f, 'suspension.processNumber')?.value).toBe('828453-77.00/26-2');
  });

  it('a value that stops at a hyphen with nothing below is never certain', () => {
    const f = read(
      page(
        { text: 'Local da infração', x: LABEL, y: 100 },
        { text: 'Av. Affonso Ca-', x: VALUE, y: 100 },
        { text: 'Data da infração', x: LABEL, y: 160 },
        { text: '03/02/2026', x: VALUE, y: 160 },
      ),
    );
    expect(hit(f, 'infraction.place')?.issues?.map((i) => i.check)).toContain('value_cut');
  });
});

describe('a value goes on in the next lines of its cell, until the next label', () => {
  it('the verification date on the line under "aferido pelo INMETRO em"', () => {
    const f = read(
      page(
        { text: 'Equipamento', x: LABEL, y: 100 },
        { text: 'Radar fixo PK-15, série FX-20931, aferido pelo INMETRO em', x: VALUE, y: 100 },
        { text: '14/05/2025', x: VALUE, y: 122 },
        { text: 'Velocidade medida', x: LABEL, y: 160 },
        { text: '77 km/h', x: VALUE, y: 160 },
      ),
    );
    expect(hit(f, 'speed.equipment')?.value).toBe(
      'Radar fixo PK-15, série FX-20931, aferido pelo INMETRO em 14/05/2025',
    );
  });

  it('an agency’s name over two lines ("… do Estado do Rio de" · "Janeiro - DETRAN-RJ")', () => {
    const f = read(
      page(
        { text: 'Órgão autuador', x: LABEL, y: 100 },
        { text: 'Departamento de Trânsito do Estado do Rio de', x: VALUE, y: 100 },
        { text: 'Janeiro - DETRAN-RJ', x: VALUE, y: 122 },
        { text: 'Placa', x: LABEL, y: 160 },
        { text: 'ABC-1234', x: VALUE, y: 160 },
      ),
    );
    expect(hit(f, 'agency')?.value).toBe('Departamento de Trânsito do Estado do Rio de Janeiro - DETRAN-RJ');
    expect(certain(f, 'agency')).toBe(true);
  });

  // fuzz fresh-19777d8f #13 (LibreOffice): the dash ending the first line, before the next pair's label,
  // was dropped: "… do Paraná DETRAN-PR", certain.
  it('an agency’s first line ending at a spaced dash before the next pair’s label keeps it ("… do Paraná -" · "DETRAN-PR")', () => {
    const f = read(
      page(
        { text: 'ÓRGÃO AUTUADOR: Departamento de Trânsito do Paraná - Data de abertura:', x: LABEL, y: 100 },
        { text: 'DETRAN-PR', x: LABEL + 16 * CH, y: 122 },
        { text: '06/06/2025', x: LABEL + 53 * CH, y: 122 },
      ),
    );
    expect(hit(f, 'agency')?.value).toBe('Departamento de Trânsito do Paraná - DETRAN-PR');
    expect(hit(f, 'suspension.openingDate')?.value).toBe('2025-06-06');
  });

  // fuzz fresh-1cad75ae #5 (pdf-lib): "condutor de" · "usar o" joined into a person's label.
  it('the lines under a "Label: value"’s first word are its value, whatever labels their words spell ("… Deixar o" · "condutor de")', () => {
    const f = read(
      page(
        { text: 'Especificação da infração: Deixar o', x: LABEL, y: 100 },
        { text: 'condutor de', x: LABEL + 27 * CH, y: 120 },
        { text: 'usar o', x: LABEL + 27 * CH, y: 140 },
        { text: 'cinto de', x: LABEL + 27 * CH, y: 160 },
        { text: 'segurança', x: LABEL + 27 * CH, y: 180 },
      ),
    );
    expect(hit(f, 'infraction.description')?.value).toBe('Deixar o condutor de usar o cinto de segurança');
    expect(hit(f, 'driver.name')).toBeUndefined();
  });

  // fuzz fresh-59fed7b3 #2 (Chromium): a block's heading a blank line under a "Label: value" of one line.
  const equipmentOver = (gap: number, confidence = 1) =>
    read(
      page(
        {
          text: 'Equipamento medidor: Lombada eletrônica PERKONS PK-15, série PK-90322',
          x: LABEL,
          y: 100,
          confidence,
        },
        { text: 'Pagamento', x: LABEL, y: 120 + gap, confidence },
      ),
    );
  it('a text layer’s line a blank line under a value of one line is the next block: the value is whole, certain', () => {
    const f = equipmentOver(22);
    expect(hit(f, 'speed.equipment')?.value).toBe('Lombada eletrônica PERKONS PK-15, série PK-90322');
    expect(certain(f, 'speed.equipment')).toBe(true);
  });

  it('control: OCR’s boxes say less of the leading: the same line under it may be its rest, not certain', () => {
    expect(certain(equipmentOver(22, 0.95), 'speed.equipment')).toBe(false);
  });

  it('"Label: value" wrapped under its label ("Condutor: FERNANDA LUÍSA" · "TEIXEIRA SOUZA")', () => {
    const f = read(
      page(
        { text: 'Condutor infrator: FERNANDA LUÍSA TEIXEIRA', x: LABEL, y: 100 },
        { text: 'CPF: 439.837.675-59', x: 620, y: 100 },
        { text: 'SOUZA', x: LABEL, y: 122 },
        { text: 'CNH nº: 90645215027', x: LABEL, y: 150 },
      ),
    );
    expect(hit(f, 'driver.name')?.value).toBe('Fernanda Luísa Teixeira Souza');
  });

  it('a section’s heading a line’s gap under a "Label: value" wrapped under its label is no part of it ("… CEP 45837-338" · "DATAS E PRAZOS")', () => {
    const f = read(
      page(
        { text: 'Endereço para correspondência: RUA SERGIPE, 262, VILA MARIANA,', x: LABEL, y: 100 },
        { text: 'PORTO ALEGRE/RS, CEP 45837-338', x: LABEL, y: 122 },
        { text: 'DATAS E PRAZOS', x: LABEL + 8, y: 162 },
        { text: 'Data da notificação: 24/09/2025', x: LABEL, y: 190 },
      ),
    );
    expect(hit(f, 'owner.address')?.value).toBe(
      'RUA SERGIPE, 262, VILA MARIANA, PORTO ALEGRE/RS, CEP 45837-338',
    );
  });

  it('a name cut at the end of its cell, its rest left below, is never certain', () => {
    const f = read(
      page(
        { text: 'Nome', x: LABEL, y: 100 },
        { text: 'JULIANA BARBOSA', x: VALUE, y: 100 },
        { text: 'CARVALHO', x: VALUE, y: 122, h: 14 },
        { text: 'CPF', x: LABEL, y: 160 },
        { text: '507.318.264-26', x: VALUE, y: 160 },
      ),
    );
    const name = hit(f, 'owner.name');
    expect(
      name?.value === 'Juliana Barbosa Carvalho' || name?.issues?.some((i) => i.check === 'value_cut'),
    ).toBe(true);
  });
});

describe('a label whose wrapped line runs past its cell, over the value beside it', () => {
  // fuzz fresh-4ca3dcda #3 (Chromium): "LOCAL" over "(RODOVIA/KM/MUNICÍPIO)", that line drawn a few
  // letters into the value's cell, over "Eustáquio,": the place was read "Rua Padre", cut.
  const place = (valueAt: number) =>
    read(
      page(
        { text: 'LOCAL', x: LABEL, y: 100 },
        { text: '(RODOVIA/KM/MUNICÍPIO)', x: LABEL, y: 122 },
        { text: 'Rua Padre', x: valueAt, y: 100 },
        { text: 'Eustáquio,', x: valueAt, y: 122 },
        { text: 'nº 3815, sentido bairro', x: valueAt, y: 144 },
        { text: 'Data da infração', x: LABEL, y: 200 },
        { text: '02/07/2024', x: valueAt, y: 200 },
      ),
    );
  it('the value beside its first line is read whole, its lines under it', () => {
    const f = place(290);
    expect(hit(f, 'infraction.place')?.value).toBe('Rua Padre Eustáquio, nº 3815, sentido bairro');
    expect(hit(f, 'infraction.place')?.label).toBe('LOCAL (RODOVIA/KM/MUNICÍPIO)');
  });
  it('control: the same with the label inside its cell', () => {
    expect(hit(place(320), 'infraction.place')?.value).toBe('Rua Padre Eustáquio, nº 3815, sentido bairro');
  });
  // fuzz fresh-39acd68e #34 (Chromium): the label's line drawn over the value's first two words whole.
  it('a text layer’s label line drawn over whole words of the value is still another cell', () => {
    const f = place(200);
    expect(hit(f, 'infraction.place')?.value).toBe('Rua Padre Eustáquio, nº 3815, sentido bairro');
  });

  // fuzz fresh-270c9b3d #22 (pdf-lib): "EQUIPAMENTO UTILIZADO:" with "Radar fixo" drawn up over its ":",
  // the value's rest on the line below at the label's left; cut apart, the meter lost "Radar fixo", certain.
  it('a label closed by ":" with its value drawn over it stays "Label: value", its lines below going on', () => {
    const f = read(
      page(
        { text: 'EQUIPAMENTO UTILIZADO:', x: LABEL, y: 100 },
        { text: 'Radar fixo', x: LABEL + 21 * 10, y: 100 },
        { text: 'SPLICE SP-R4, série DT-70794', x: LABEL, y: 122 },
        { text: 'Velocidade medida: 96 km/h', x: LABEL, y: 160 },
      ),
    );
    expect(hit(f, 'speed.equipment')?.value).toBe('Radar fixo SPLICE SP-R4, série DT-70794');
  });
});

describe('text on a scanned value’s row past a gap OCR may have dropped', () => {
  // fuzz-images fresh-485880ec #4 (a blurred scan): "…, apto 829, Batel, Cascavel/PR," read "Ba" · "Ca:"
  // · "vel/PR,", the address cut at "Ba", certain.
  const address = (rest: string, method: 'ocr' | 'pdf-text' = 'ocr') => {
    const hit = readDocument({
      name: 'n.png',
      method,
      layout: ocrPage(
        [{ text: 'Endereço: Rua Marechal Deodoro, 18, apto 829, Ba', x: LABEL, y: 100 }],
        [{ text: rest, x: LABEL + 49 * CH + 80, y: 100 }],
        [{ text: 'CPF: 529.982.247-25', x: LABEL, y: 160 }],
      ),
    }).fields['owner.address']?.[0];
    return { value: hit?.value, cut: hit?.issues?.some((i) => i.check === 'value_cut') ?? false };
  };
  it('doubts the value, left as read', () => {
    expect(address('Ca: vel/PR,')).toEqual({ value: 'Rua Marechal Deodoro, 18, apto 829, Ba', cut: true });
  });
  it('control: the next label on the row, or a text layer, leaves it as it is', () => {
    expect(address('Placa: ABC1D23').cut).toBe(false);
    expect(address('Ca: vel/PR,', 'pdf-text').cut).toBe(false);
  });
});

describe('a label and its value OCR read as one word', () => {
  // fuzz-images fresh-a291fd9c #2 (a fax): "Marca/Modelo/Versão:YAMAHA/FAZER" one word, the model's
  // rest "YS250" under the value, right of the label: the model was read "YAMAHA/FAZER", certain.
  const model = (restAt: number) =>
    readDocument({
      name: 'n.png',
      method: 'ocr',
      layout: ocrPage(
        [{ text: 'Marca/Modelo/Versão:YAMAHA/FAZER', x: 300, y: 100 }],
        [{ text: 'Código Renavam: 78985187600', x: 650, y: 100 }],
        [{ text: 'YS250', x: restAt, y: 122 }],
        [{ text: 'Placa: GZN8R00', x: LABEL, y: 170 }],
      ),
    }).fields['vehicle.model']?.[0]?.value;
  it('a line below starting under the value, inside the glued word, goes on with it', () => {
    expect(model(500)).toBe('YAMAHA/FAZER YS250');
  });
  it('one starting far right of the value is not its rest', () => {
    expect(model(560)).toBe('YAMAHA/FAZER');
  });
});

describe('a series letter glued to its hyphen under a label ("E-" · "12/0313348/2026")', () => {
  it('opens the value: no connector "e" of the label, which ends whole above it', () => {
    const f = read(
      page(
        { text: 'Processo nº', x: LABEL, y: 100 },
        { text: 'E-', x: LABEL, y: 122 },
        { text: '12/0313348/2026', x: LABEL, y: 144 },
        { text: 'Condutor', x: LABEL, y: 180 },
        { text: 'ANA SOUZA LIMA', x: LABEL, y: 202 },
      ),
    );
    expect(hit(f, 'suspension.processNumber')).toMatchObject({
      value: 'E-12/0313348/2026',
      label: 'Processo nº',
    });
    expect(certain(f, 'suspension.processNumber')).toBe(true);
  });

  it('control: the number alone under its label, no series letter, is read whole and certain', () => {
    const f = read(
      page({ text: 'Processo nº', x: LABEL, y: 100 }, { text: '12/0313348/2026', x: LABEL, y: 122 }),
    );
    expect(hit(f, 'suspension.processNumber')).toMatchObject({
      value: '12/0313348/2026',
      label: 'Processo nº',
    });
    expect(certain(f, 'suspension.processNumber')).toBe(true);
  });
});

describe('an identifier beside its label, wrapped in a narrow cell', () => {
  it('is never certain when its cell goes on below, beside its own wrapped label ("FT2785665" · "1")', () => {
    const f = read(
      page(
        { text: 'Identificação do', x: LABEL, y: 100 },
        { text: 'Auto de Infração', x: LABEL, y: 118 },
        { text: 'FT2785665', x: VALUE, y: 100 },
        { text: '1', x: VALUE, y: 118 },
        { text: 'Placa', x: LABEL, y: 160 },
        { text: 'ACH-6511', x: VALUE, y: 160 },
      ),
    );
    expect(hit(f, 'notice.number')?.issues?.map((i) => i.check)).toContain('value_cut');
    expect(certain(f, 'notice.number')).toBe(false);
    expect(certain(f, 'vehicle.plate')).toBe(true);
  });
});

describe('labels are labels, not values', () => {
  it('a label’s bracketed rest: "LOCAL (RODOVIA/KM/MUNICÍPIO)"', () => {
    const inline = read(
      page({ text: 'LOCAL (RODOVIA/KM/MUNICÍPIO): BR-116, km 227, Registro/SP', x: LABEL, y: 100 }),
    );
    expect(hit(inline, 'infraction.place')?.value).toBe('BR-116, km 227, Registro/SP');
    const wrapped = read(
      page(
        { text: 'LOCAL', x: LABEL, y: 100 },
        { text: '(RODOVIA/KM/MUNICÍPIO)', x: LABEL, y: 122 },
        { text: 'BR-116, km 227, Registro/SP', x: VALUE, y: 110 },
      ),
    );
    expect(hit(wrapped, 'infraction.place')?.value).toBe('BR-116, km 227, Registro/SP');
  });

  // fuzz fresh-8472d2d5 #6 (LibreOffice): the bracket's ")" alone on a third line, the place read as
  // "(RODOVIA/KM/MUNICÍPIO".
  it('…and one whose bracket closes on the line below: "LOCAL" · "(RODOVIA/KM/MUNICÍPIO" · ")"', () => {
    const f = read(
      page(
        { text: 'LOCAL', x: LABEL, y: 100 },
        { text: '(RODOVIA/KM/MUNICÍPIO', x: LABEL, y: 118 },
        { text: 'Av. Afonso Pena, nº 3118, sentido crescente', x: LABEL + 24 * CH, y: 118 },
        { text: ')', x: LABEL, y: 136 },
        { text: 'Data da infração', x: LABEL, y: 180 },
        { text: '13/12/2024', x: LABEL + 24 * CH, y: 180 },
      ),
    );
    expect(hit(f, 'infraction.place')?.value).toBe('Av. Afonso Pena, nº 3118, sentido crescente');
    expect(certain(f, 'infraction.place')).toBe(true);
  });

  it('a label’s bracketed rest is never the next row’s label: the value beside it goes on there ("pista" · "expressa")', () => {
    const f = read(
      page(
        { text: 'LOCAL', x: LABEL, y: 100 },
        { text: 'Av. Afonso Pena, nº 1733, pista', x: 360, y: 100 },
        // The next box starts before "expressa" would have fitted on the value's first line.
        { text: 'Descrição da infração', x: 700, y: 100 },
        { text: '(RODOVIA/KM/MUNICÍPIO)', x: LABEL, y: 122 },
        { text: 'expressa', x: 360, y: 122 },
        { text: 'Estacionar em local proibido', x: 700, y: 122 },
        { text: 'Amparo legal', x: LABEL, y: 160 },
        { text: 'Art. 167 do CTB', x: 360, y: 160 },
      ),
    );
    expect(hit(f, 'infraction.place')?.value).toBe('Av. Afonso Pena, nº 1733, pista expressa');
    expect(hit(f, 'infraction.place')?.label).toBe('LOCAL (RODOVIA/KM/MUNICÍPIO)');
    expect(certain(f, 'infraction.place')).toBe(true);
    expect(hit(f, 'infraction.legalBasis')?.value).toBe('Art. 167 do CTB');
  });

  // fuzz-images fresh-792dd2a2 #19 (a scanned PDF): "DO VEÍCULO" under "PROPRIETÁRIO" read as three
  // touching pieces, each its own line, taken for the next row's label: the owner's name was read
  // without its second line, certain.
  const ownerPieces = (gap: number) =>
    readDocument({
      name: 'n.png',
      method: 'ocr',
      layout: ocrPage(
        [{ text: 'PROPRIETÁRIO', x: LABEL, y: 100 }],
        [{ text: 'Aline Aparecida', x: VALUE, y: 100 }],
        [{ text: 'DO VE', x: LABEL, y: 122 }],
        [{ text: 'ÍCUL', x: LABEL + 50 + gap, y: 122 }],
        [{ text: 'O', x: LABEL + 90 + 2 * gap, y: 122 }],
        [{ text: 'Pereira Freitas', x: VALUE, y: 122 }],
        [{ text: 'CPF', x: LABEL, y: 170 }],
        [{ text: '621.908.636-86', x: VALUE, y: 170 }],
      ),
    }).fields['owner.name']?.[0];
  it('a label’s rest OCR broke into touching pieces is the label’s, not the next row’s: the value may go on', () => {
    const owner = ownerPieces(2);
    expect(owner?.value).toBe('Aline Aparecida');
    expect(owner?.issues?.map((i) => i.check)).toContain('value_cut');
  });

  it('control: pieces a space apart are words of the next row’s label', () => {
    expect(ownerPieces(12)?.issues).toBeUndefined();
  });

  // fuzz-images fresh-8f397217 #15 (blur): tesseract boxed "Nome do" taller than "proprietário" beside
  // it and gave each its own line; the label, open at "do", took the value's first word below as its
  // rest ("Nome do JULIANA") and the owner was read as "Augusto da Lima Souza", certain.
  const ownerRows = (...label: Placed[][]) =>
    readDocument({
      name: 'n.png',
      method: 'ocr',
      layout: ocrPage(...label, [{ text: 'JULIANA AUGUSTO DA LIMA SOUZA', x: LABEL, y: 124 }]),
    }).fields['owner.name']?.[0];
  it('a label open at a connector goes on in the cell beside it on its row, not in the line below', () => {
    const owner = ownerRows(
      [{ text: 'Nome do', x: LABEL, y: 98, h: 22 }],
      [{ text: 'proprietário', x: 162, y: 100 }],
    );
    expect(owner?.value).toBe('Juliana Augusto da Lima Souza');
    expect(owner?.label).toBe('Nome do proprietário');
  });

  it('control: a label open at a connector with its rest on the line below still goes on there', () => {
    const owner = readDocument({
      name: 'n.png',
      method: 'ocr',
      layout: ocrPage(
        [{ text: 'Nome do', x: LABEL, y: 100 }],
        [{ text: 'proprietário', x: LABEL, y: 122 }],
        [{ text: 'JULIANA AUGUSTO DA LIMA SOUZA', x: VALUE, y: 110 }],
      ),
    }).fields['owner.name']?.[0];
    expect(owner?.value).toBe('Juliana Augusto da Lima Souza');
    expect(owner?.label).toBe('Nome do proprietário');
  });

  // fuzz fresh-59fed7b3 #2 (Chromium): a header row's label over two lines, its first an abbreviation.
  it('a label the line under it makes longer goes on there though its first line is a label alone ("VEL. MÁXIMA" · "PERMITIDA")', () => {
    const f = read(
      page(
        { text: 'Velocidade medida', x: LABEL, y: 100 },
        { text: 'VEL. MÁXIMA', x: 400, y: 100 },
        { text: 'PERMITIDA', x: 400, y: 120 },
        { text: '131 km/h', x: LABEL, y: 145 },
        { text: '110 km/h', x: 400, y: 145 },
      ),
    );
    expect([hit(f, 'speed.measured')?.value, hit(f, 'speed.limit')?.value]).toEqual([131, 110]);
    expect(hit(f, 'speed.limit')?.label).toBe('VEL. MÁXIMA PERMITIDA');
  });

  // fuzz fresh-59fed7b3 #2 (Chromium): "Autoridade de" and its value on one line, "trânsito" under it.
  it('a label no word of which names a field alone, left open at a connector before its value, goes on in the line under it', () => {
    const f = read(
      page(
        { text: 'Autoridade de Companhia de Engenharia de Tráfego - CET', x: LABEL, y: 100 },
        { text: 'trânsito', x: LABEL, y: 120 },
      ),
    );
    expect(hit(f, 'agency')?.value).toBe('Companhia de Engenharia de Tráfego - CET');
    expect(hit(f, 'agency')?.label).toBe('Autoridade de trânsito');
  });

  // fuzz fresh-59fed7b3 #3 (Chromium): label and value both wrapped, a word space apart on the first line.
  it('a label glued to its value’s first line, its rest under it at a connector, is one label over a value of two lines', () => {
    const f = read(
      page(
        { text: 'Nome do proprietário BEATRIZ', x: LABEL, y: 100 },
        { text: 'CPF: 83548302840', x: 600, y: 100 },
        { text: 'do veículo:', x: LABEL, y: 120 },
        { text: 'TEIXEIRA SOUZA', x: LABEL + 21 * CH, y: 120 },
      ),
    );
    expect(hit(f, 'owner.name')?.value).toBe('Beatriz Teixeira Souza');
    expect(hit(f, 'owner.name')?.label).toBe('Nome do proprietário do veículo');
    expect(hit(f, 'owner.cpf')?.value).toBe('83548302840');
  });

  // fuzz fresh-1cad75ae #8 (pdf-lib): "Identificação AG-918079" over "do agente".
  it('label words glued to their value, their rest under them opening at a connector, are one label ("Identificação" · "do agente")', () => {
    const f = read(
      page({ text: 'Identificação AG-918079', x: LABEL, y: 100 }, { text: 'do agente', x: LABEL, y: 120 }),
    );
    expect(hit(f, 'infraction.agentId')?.value).toBe('AG-918079');
    expect(hit(f, 'infraction.agentId')?.label).toBe('Identificação do agente');
  });

  // fuzz fresh-9c9b18ca #17 (LibreOffice): the number sign of "CNH nº" folds to the connector "no".
  it('a label ending at a number’s sign ("CNH nº") is whole: the next row’s wrapped label is its own ("Período" · "considerado")', () => {
    const f = read(
      page(
        { text: 'CNH nº', x: LABEL, y: 100 },
        { text: '18402121021', x: VALUE, y: 100 },
        { text: 'Período', x: LABEL, y: 118, h: 17 },
        { text: 'considerado', x: LABEL, y: 135, h: 17 },
        { text: '10/06/2023', x: LABEL, y: 154 },
        { text: 'a', x: LABEL, y: 176 },
        { text: '08/06/2024', x: LABEL, y: 198 },
      ),
    );
    expect([hit(f, 'suspension.periodStart')?.value, hit(f, 'suspension.periodEnd')?.value]).toEqual([
      '2023-06-10',
      '2024-06-08',
    ]);
    expect(hit(f, 'suspension.periodStart')?.label).toBe('Período considerado');
  });

  // fuzz fresh-4505ead3 #56 (pdf-lib, Courier): a label of three lines, its value beside the first.
  it('label words glued to their value over a rest of two lines left open at a connector are one label ("Data da última" · "verificação do" · "INMETRO")', () => {
    const f = read(
      page(
        { text: 'Data da última 23/09/2024', x: LABEL, y: 100 },
        { text: 'verificação do', x: LABEL, y: 120 },
        { text: 'INMETRO', x: LABEL, y: 140 },
      ),
    );
    expect(hit(f, 'speed.verificationDate')?.value).toBe('2024-09-23');
    expect(hit(f, 'speed.verificationDate')?.label).toBe('Data da última verificação do INMETRO');
  });

  // fuzz fresh-51a4f2ac #24, fresh-1cad75ae #33 (pdf-lib): a label drawn a word space after the first
  // line of the value before it, its own value in the next column.
  const gluedRow = (cpf: string) =>
    read(
      page(
        { text: 'Condutor', x: LABEL, y: 100 },
        { text: 'MÁRCIO HENRIQUE C.P.F.', x: 300, y: 100 },
        { text: cpf, x: 600, y: 100 },
        { text: 'RODRIGUES', x: 300, y: 120 },
        { text: 'ROCHA', x: 300, y: 140 },
      ),
    );
  it('a label ending a value’s first line, a whole value of its field beside it, is that value’s label', () => {
    const f = gluedRow('783.132.723-17');
    expect(hit(f, 'driver.name')?.value).toBe('Márcio Henrique Rodrigues Rocha');
    expect(certain(f, 'driver.name')).toBe(true);
    expect(hit(f, 'driver.cpf')?.value).toBe('78313272317');
  });

  it('control: beside it a number whose check digits fail, the words are no label: nothing certain', () => {
    const f = gluedRow('783.132.723-18');
    expect(certain(f, 'driver.name')).toBe(false);
    expect(certain(f, 'driver.cpf')).toBe(false);
  });

  // fuzz fresh-cfcc21e1 #32 (LibreOffice): a row of three narrow cells, each text centred in its cell:
  // "Valor" · "original" ends the line of a date broken in its year, its amount centred on both lines.
  const centredRow = (amount: string, second = 'original') =>
    read(
      page(
        { text: 'Data da', x: 200, y: 100 },
        { text: 'notificação', x: 200, y: 123 },
        { text: '26/05/202 Valor', x: 330, y: 100 },
        { text: '3', x: 330, y: 123 },
        { text: second, x: 430, y: 123 },
        { text: amount, x: 560, y: 112 },
      ),
    );
  it('…and one centred on the label’s two lines (LibreOffice centres a cell’s text): the date before it whole', () => {
    const f = centredRow('R$ 880,41');
    expect(hit(f, 'infraction.amount')?.value).toBe(880.41);
    expect(hit(f, 'notice.issueDate')?.value).toBe('2023-05-26');
  });

  it('control: beside it no amount, nor a label’s line under it, the word stays in the value before it: no date read', () => {
    expect(hit(centredRow('ver verso', 'anexo'), 'notice.issueDate')).toBeUndefined();
    // (Its label's second line under it is evidence enough: "Valor" · "original".)
    expect(hit(centredRow('ver verso'), 'notice.issueDate')?.value).toBe('2023-05-26');
  });

  // fuzz fresh-25ff56a0 #29 (Chromium): a label's bracketed rest, closed by ":", with the value's next
  // line drawn right after it, under the value's first ("HONDA/CIVIC" over "LXR"); the words as printed.
  it('a label’s rest running into its value’s column is cut there: the value goes on under its first line', () => {
    const layout: DocumentLayout = printedPage(
      9.5,
      ['Veículo', 42.7, 81.4, 202.4],
      ['HONDA/CIVIC', 134.0, 197.9, 202.4],
      ['Placa:', 214.7, 247.2, 202.4],
      ['ZJY-0920', 250.5, 292.1, 202.4],
      ['(marca/modelo):', 42.7, 131.1, 213.6],
      ['LXR', 134.0, 152.4, 213.6],
    );
    const f = read(layout);
    expect(hit(f, 'vehicle.model')?.value).toBe('HONDA/CIVIC LXR');
    expect(hit(f, 'vehicle.model')?.label).toBe('Veículo (marca/modelo)');
  });

  // fuzz fresh-19777d8f #2 (pdf-lib): "Enquadramento Art. 208, do CTB" over "legal", the label's rest.
  it('a whole label that the line under it makes longer, label words only, goes on there ("Enquadramento" · "legal")', () => {
    const f = read(
      page({ text: 'Enquadramento Art. 208, do CTB', x: LABEL, y: 100 }, { text: 'legal', x: LABEL, y: 121 }),
    );
    expect(hit(f, 'infraction.legalBasis')?.value).toBe('Art. 208, do CTB');
    expect(hit(f, 'infraction.legalBasis')?.label).toBe('Enquadramento legal');
  });

  // fuzz fresh-19777d8f #36 (pdf-lib): "Equipamento" over "Medidor fixo SPLICE…", the label taking "Medidor".
  it('a label over a value whose first word is a label word, in the same type, keeps the value whole', () => {
    const f = read(
      page(
        { text: 'Equipamento', x: LABEL, y: 100 },
        { text: 'Medidor fixo SPLICE SP-R4, série FX-33563', x: LABEL, y: 121 },
      ),
    );
    expect(hit(f, 'speed.equipment')?.value).toBe('Medidor fixo SPLICE SP-R4, série FX-33563');
  });

  // fuzz fresh-d99a4e9c #29 (Chromium): "Etilômetro verificado" · "em:", its first word alone a label
  // of the equipment; the verification date beside it unread.
  it('a label whose first line opens a shorter label goes on in the line below when the two are one label, every word', () => {
    const f = read(
      page(
        { text: 'Etilômetro verificado', x: LABEL, y: 100 },
        { text: '30/10/2022', x: LABEL + 25 * CH, y: 100 },
        { text: 'em:', x: LABEL, y: 121 },
      ),
    );
    expect(hit(f, 'breath.verificationDate')?.value).toBe('2022-10-30');
    expect(certain(f, 'breath.verificationDate')).toBe(true);
    // (The line read whole still gives "Etilômetro" a value, "verificado 30/10/2022": never certain.)
    expect(certain(f, 'breath.equipment')).toBe(false);
  });

  // fuzz fresh-d99a4e9c #2 (LibreOffice): "Data de" over the row's "… DETRAN/rs instauração:", the
  // label's rest a space after the first pair's value; the opening date, under it, unread.
  const openingRow = (...above: Placed[]) =>
    read(
      page(
        ...above,
        { text: 'Órgão de trânsito: DETRAN-RS instauração:', x: LABEL, y: 122 },
        { text: '11/07/2024', x: LABEL + 29 * CH, y: 144 },
      ),
    );
  it('a label whose first line is above its row, its rest ending the row’s cell, is one label over its value', () => {
    const f = openingRow({ text: 'Data de', x: LABEL + 29 * CH, y: 100 });
    expect(hit(f, 'suspension.openingDate')?.value).toBe('2024-07-11');
    expect(hit(f, 'suspension.openingDate')?.label).toBe('Data de instauração');
    expect(hit(f, 'agency')?.value).toBe('DETRAN-RS');
  });

  it('control: with no first line above, the rest is no label and the date under it names nothing', () => {
    expect(hit(openingRow(), 'suspension.openingDate')).toBeUndefined();
    // …nor with words above that open no label there.
    expect(
      hit(openingRow({ text: 'Ver verso', x: LABEL + 29 * CH, y: 100 }), 'suspension.openingDate'),
    ).toBeUndefined();
  });

  // fuzz fresh-78161db0 #28 (LibreOffice): a label of four lines whose third ends the row's first pair,
  // a space after its value; the deadline under it unread.
  // The words as LibreOffice printed them (a table's padding narrower than a word space).
  const deadlineRow = (below: string) => {
    const at = (text: string, l: number, top: number): Printed => [text, l, l + 5.2 * text.length, top];
    return read(
      printedPage(
        8.5,
        ['Prazo', 153.8, 179.4, 495],
        ['para', 184.5, 205.0, 495],
        ['apresentação', 153.8, 217.2, 505],
        ['Emitida', 41.2, 77.9, 515],
        ['em:', 83.2, 98.9, 515],
        ['23/11/2025', 101.7, 150.7, 515],
        ['de', 153.8, 163.8, 515],
        ['defesa', 168.8, 198.8, 515],
        at(below, 153.8, 525),
        ['03/01/2026', 153.8, 202.8, 534.9],
      ),
    );
  };
  it('…and one whole above its row that goes on at a connector there, its next line under it too', () => {
    const f = deadlineRow('prévia:');
    expect(hit(f, 'notice.deadline')?.value).toBe('2026-01-03');
    expect(hit(f, 'notice.deadline')?.label).toBe('Prazo para apresentação de defesa prévia');
    expect(hit(f, 'notice.issueDate')?.value).toBe('2025-11-23');
    expect(certain(f, 'notice.issueDate')).toBe(true);
  });

  it('control: no line of the label under it, the words stay the first value’s: no deadline', () => {
    expect(hit(deadlineRow('Verso'), 'notice.deadline')?.value).toBeUndefined();
  });

  // fuzz-images fresh-40bae7c6 #3 (JPEG): OCR read a header row's two labels as one run; the first
  // label's bracketed rest, under it, joined at the run's end made the second label start at the first
  // column: the limit was the considered speed's 100, certain.
  const COL = VALUE + 60;
  const speedRow = (...rest: Placed[][]) =>
    read(
      ocrPage(
        [
          { text: 'Velocidade registrada', x: LABEL, y: 100 },
          { text: 'VELOCIDADE CONSIDERADA Velocidade máxima', x: COL, y: 100 },
        ],
        ...rest,
        [
          { text: '107 km/h', x: LABEL, y: 150 },
          { text: '100 km/h', x: COL, y: 150 },
          { text: '80 km/h', x: COL + 23 * CH, y: 150 },
        ],
      ),
    );
  it('a bracketed rest under the first of a run of labels goes on that label, not the run’s last', () => {
    const f = speedRow([{ text: '(KM/H)', x: COL, y: 122 }]);
    expect(hit(f, 'speed.considered')?.value).toBe(100);
    expect(hit(f, 'speed.considered')?.label).toBe('VELOCIDADE CONSIDERADA (KM/H)');
    expect(hit(f, 'speed.limit')?.value).toBe(80);
    expect(hit(f, 'speed.limit')?.label).toBe('Velocidade máxima');
    expect(certain(f, 'speed.limit')).toBe(true);
    expect(hit(f, 'speed.measured')?.value).toBe(107);
  });

  it('control: a bracketed rest under a lone label goes on it', () => {
    const lone = read(
      ocrPage(
        [{ text: 'VELOCIDADE CONSIDERADA', x: COL, y: 100 }],
        [{ text: '(KM/H)', x: COL, y: 122 }],
        [{ text: '100 km/h', x: COL, y: 150 }],
      ),
    );
    expect(hit(lone, 'speed.considered')?.label).toBe('VELOCIDADE CONSIDERADA (KM/H)');
    expect(hit(lone, 'speed.considered')?.value).toBe(100);
  });

  // fuzz fresh-7ccc7594 #23 (LibreOffice): a cell too narrow for the bracket broke its word with no
  // hyphen; the label's lines read as the value's end, the place was cut after "sentido".
  it('a label’s bracketed rest broken over two lines of a narrow cell: "(RODOVIA/KM/MUN" · "ICÍPIO)"', () => {
    const f = read(
      page(
        { text: 'LOCAL', x: LABEL, y: 100 },
        { text: 'BR-163, km 423, sentido', x: VALUE, y: 100 },
        { text: '(RODOVIA/KM/MUN', x: LABEL, y: 122 },
        { text: 'crescente, Rondonópolis/MT', x: VALUE, y: 122 },
        { text: 'ICÍPIO)', x: LABEL, y: 144 },
        { text: 'Amparo legal', x: LABEL, y: 180 },
        { text: 'Art. 214, I do CTB', x: VALUE, y: 180 },
      ),
    );
    expect(hit(f, 'infraction.place')?.value).toBe('BR-163, km 423, sentido crescente, Rondonópolis/MT');
    expect(certain(f, 'infraction.place')).toBe(true);
    expect(hit(f, 'infraction.legalBasis')?.value).toBe('Art. 214, I do CTB');
  });

  // fuzz fresh-7ccc7594 #16 (LibreOffice): the row's second label ended the first pair's cell, its value
  // centred beside it in three lines; read as the plate's value's end, the model was lost.
  it('a row’s second label that ends its cell, a block of value lines beside it, is a label', () => {
    const f = read(
      page(
        { text: 'RENAULT/', x: 530, y: 78 },
        { text: 'Placa do veículo APO-0296 Modelo do veículo', x: LABEL, y: 100 },
        { text: 'SANDERO', x: 530, y: 100 },
        { text: 'EXP 10', x: 530, y: 122 },
        { text: 'Data da infração: 01/06/2023', x: LABEL, y: 160 },
      ),
    );
    expect(hit(f, 'vehicle.plate')?.value).toBe('APO0296');
    expect(certain(f, 'vehicle.plate')).toBe(true);
    expect(hit(f, 'vehicle.model')?.value).toBe('RENAULT/SANDERO EXP 10');
    // Control: a one-line value beside is no block: the words stay the plate's value's, doubted.
    const single = read(
      page(
        { text: 'Placa do veículo APO-0296 Modelo do veículo', x: LABEL, y: 100 },
        { text: 'SANDERO', x: 530, y: 100 },
        { text: 'Data da infração: 01/06/2023', x: LABEL, y: 160 },
      ),
    );
    expect(hit(single, 'vehicle.model')).toBeUndefined();
  });

  it('the next box’s label ("UF") is never the model', () => {
    const f = read(
      page(
        { text: 'Marca/Modelo', x: LABEL, y: 100 },
        { text: 'UF', x: 400, y: 100 },
        { text: 'SP', x: 400, y: 122 },
      ),
    );
    const model = hit(f, 'vehicle.model');
    expect(model === undefined || !certain(f, 'vehicle.model')).toBe(true);
  });

  it('a line of label words alone under a value is the next row’s label, not the value’s rest ("RENAULT/SANDERO EXP 10" · "UF", in the labels’ smaller type)', () => {
    // Labels in a smaller type than values (16 units to 20), as the notice prints its header row.
    const f = read(
      page(
        { text: 'Modelo do veículo', x: LABEL, y: 100, h: 16 },
        { text: 'RENAULT/SANDERO EXP 10', x: LABEL, y: 118 },
        { text: 'UF', x: LABEL, y: 140, h: 16 },
        { text: 'PRATA', x: LABEL, y: 158 },
        // The page's text goes on far to the right: the model's line had room for "UF".
        { text: 'A defesa deverá ser apresentada por escrito até a data limite indicada.', x: LABEL, y: 240 },
      ),
    );
    expect(hit(f, 'vehicle.model')?.value).toBe('RENAULT/SANDERO EXP 10');
  });

  it('a wrapped line’s rest in the value’s own type is its rest, label word or not ("Transitar em" · "velocidade")', () => {
    const f = read(
      page(
        { text: 'Tipificação', x: LABEL, y: 100 },
        { text: 'Transitar em', x: 200, y: 100 },
        { text: 'Enquadramento', x: 400, y: 100 },
        { text: 'Art. 218, I do CTB', x: 560, y: 100 },
        { text: 'velocidade', x: 200, y: 122 },
        { text: 'superior à', x: 200, y: 144 },
        { text: 'máxima', x: 200, y: 166 },
        { text: 'permitida em até 20%', x: 200, y: 188 },
        { text: 'Placa: ABC1D23', x: LABEL, y: 240 },
      ),
    );
    expect(hit(f, 'infraction.description')?.value).toBe(
      'Transitar em velocidade superior à máxima permitida em até 20%',
    );
  });

  it('a label wrapped over lines in a narrow cell is one label ("ÓRGÃO" · "AUTUADOR")', () => {
    const f = read(
      page(
        { text: 'ÓRGÃO', x: LABEL, y: 100 },
        { text: 'AUTUADOR', x: LABEL, y: 122 },
        { text: 'Departamento de Trânsito de Minas Gerais -', x: VALUE, y: 100 },
        { text: 'DETRAN-MG', x: VALUE, y: 122 },
      ),
    );
    expect(hit(f, 'agency')?.value).toBe('Departamento de Trânsito de Minas Gerais - DETRAN-MG');
  });

  it('a line ending on a connector goes on below, even into a label of its own ("Nome do" · "proprietário do" · "veículo")', () => {
    const f = read(
      page(
        { text: 'Nome do', x: LABEL, y: 100 },
        { text: 'proprietário do', x: LABEL, y: 118 },
        { text: 'veículo', x: LABEL, y: 136 },
        { text: 'JOÃO LUÍSA TEIXEIRA', x: VALUE, y: 100 },
        { text: 'ARAÚJO', x: VALUE, y: 118 },
        { text: 'CPF do', x: 560, y: 100 },
        { text: 'proprietário', x: 560, y: 118 },
        { text: '393.261.984-64', x: 700, y: 100 },
        { text: 'Domicílio', x: LABEL, y: 170 },
        { text: 'AV. AFONSO PENA, 2492, CEILÂNDIA/DF, CEP 20787-281', x: VALUE, y: 170 },
      ),
    );
    expect(hit(f, 'owner.name')).toMatchObject({
      value: 'João Luísa Teixeira Araújo',
      label: 'Nome do proprietário do veículo',
    });
    expect(hit(f, 'owner.cpf')?.value).toBe('39326198464');
  });
});

describe('a number broken before its hyphen ("2024/3803703" · "-7": a line that opens with "-x")', () => {
  const person = [
    { text: 'Nome do condutor', x: LABEL, y: 200 },
    { text: 'JOSÉ DA SILVA', x: 400, y: 200 },
  ];

  it('beside its label or under it, the glued "-7" is the number’s rest: joined, no space', () => {
    const beside = read(
      page(
        { text: 'Processo administrativo nº', x: LABEL, y: 100 },
        { text: '2024/3803703', x: 400, y: 100 },
        { text: '-7', x: 400, y: 122 },
        ...person,
      ),
    );
    const below = read(
      page(
        { text: 'Processo administrativo nº', x: LABEL, y: 100 },
        { text: '2024/3803703', x: LABEL, y: 122 },
        { text: '-7', x: LABEL, y: 144 },
        ...person,
      ),
    );
    expect(hit(beside, 'suspension.processNumber')?.value).toBe('2024/3803703-7');
    expect(hit(below, 'suspension.processNumber')?.value).toBe('2024/3803703-7');
  });

  it('a glued "-7" under the value that was not joined (another type size) leaves the value uncertain', () => {
    const f = read(
      page(
        { text: 'Processo administrativo nº', x: LABEL, y: 100 },
        { text: '2024/3803703', x: LABEL, y: 122 },
        { text: '-7', x: LABEL, y: 144, h: 10 },
        ...person,
      ),
    );
    expect(hit(f, 'suspension.processNumber')?.value).toBe('2024/3803703');
    expect(hit(f, 'suspension.processNumber')?.issues?.map((i) => i.check)).toContain('value_cut');
    expect(certain(f, 'suspension.processNumber')).toBe(false);
  });
});

describe('a line cut at a column’s edge by less than a cell’s gap', () => {
  it('a value that ends where its text run was cut, the rest no label, is not certain ("FORD/KA SE" | "1.0 Placa/UF: …")', () => {
    // Word spaces are 10 units; "1.0" is 18 after "SE" (less than a cell's gap, 20), where "PRATA" starts below.
    const f = read(
      page(
        { text: 'Marca e modelo: FORD/KA SE', x: LABEL, y: 100 },
        { text: '1.0 Placa/UF: DHU-6954', x: 358, y: 100 },
        { text: 'Cor:', x: LABEL, y: 130 },
        { text: 'PRATA', x: 358, y: 130 },
      ),
    );
    expect(hit(f, 'vehicle.model')?.issues?.map((i) => i.check)).toContain('value_cut');
    expect(certain(f, 'vehicle.model')).toBe(false);
  });
});

describe('a value under its label keeps to the label’s column', () => {
  it('its next line is in that column, not where the run it was cut from began ("…, CEP" · "50" | "88931-673")', () => {
    // The CNPJ and the address were drawn one word space apart: one run, cut at the address's column.
    const f = read(
      page(
        { text: 'Nome', x: LABEL, y: 100 },
        { text: 'CNPJ/CPF', x: VALUE, y: 100 },
        { text: 'Endereço para correspondência', x: 470, y: 100 },
        { text: 'CONSTRUTORA BOA VISTA', x: LABEL, y: 122 },
        { text: '58.843.247/0001-', x: VALUE, y: 122 },
        { text: 'RUA AUGUSTA, 132, CEP', x: 470, y: 122 },
        { text: 'LTDA', x: LABEL, y: 144 },
        { text: '50', x: VALUE, y: 144 },
        { text: '88931-673', x: 470, y: 144 },
      ),
    );
    expect(hit(f, 'owner.address')?.value).toBe('RUA AUGUSTA, 132, CEP 88931-673');
  });
});

describe('where a value begins, when the layout leaves it in doubt', () => {
  it('beside a label centred on a value of several lines (a table that centres its cells’ text), the value is read from its top line, whole', () => {
    const f = read(
      page(
        { text: 'Equipamento', x: LABEL, y: 144 },
        { text: 'Lombada', x: VALUE, y: 100 },
        { text: 'eletrônica', x: VALUE, y: 122 },
        { text: 'DATAPROM', x: VALUE, y: 144 },
        { text: 'DP-10, série', x: VALUE, y: 166 },
        { text: 'SR-37567', x: VALUE, y: 188 },
      ),
    );
    expect(hit(f, 'speed.equipment')?.value).toBe('Lombada eletrônica DATAPROM DP-10, série SR-37567');
    expect(certain(f, 'speed.equipment')).toBe(true);
  });

  it('beside a label level with a line of a value not centred on it, the value read from the label’s row lacks its first lines: not certain', () => {
    const f = read(
      page(
        { text: 'Equipamento', x: LABEL, y: 122 },
        { text: 'Lombada', x: VALUE, y: 100 },
        { text: 'eletrônica', x: VALUE, y: 122 },
        { text: 'DATAPROM', x: VALUE, y: 144 },
        { text: 'DP-10, série', x: VALUE, y: 166 },
        { text: 'SR-37567', x: VALUE, y: 188 },
      ),
    );
    expect(hit(f, 'speed.equipment')?.issues?.map((i) => i.check)).toContain('value_cut');
    expect(certain(f, 'speed.equipment')).toBe(false);
  });

  it('a value centred on its label takes no line of the row above’s, nor that value the first line of its own (rows a padding apart)', () => {
    // "Local" is centred on its value of two lines; "Equipamento" on its value of three. The rows are
    // further apart than a value's lines (a cell's padding).
    const f = read(
      page(
        { text: 'Local', x: LABEL, y: 111 },
        { text: 'Rodovia BR-040, km 12,', x: VALUE, y: 100 },
        { text: 'sentido Rio', x: VALUE, y: 122 },
        { text: 'Equipamento', x: LABEL, y: 172 },
        { text: 'Lombada eletrônica', x: VALUE, y: 150 },
        { text: 'DATAPROM DP-10,', x: VALUE, y: 172 },
        { text: 'série SR-37567', x: VALUE, y: 194 },
      ),
    );
    expect(hit(f, 'speed.equipment')?.value).toBe('Lombada eletrônica DATAPROM DP-10, série SR-37567');
    expect(certain(f, 'speed.equipment')).toBe(true);
    expect(hit(f, 'infraction.place')?.value).toBe('Rodovia BR-040, km 12, sentido Rio');
    expect(certain(f, 'infraction.place')).toBe(true);
  });

  it('two values of several lines, each centred on its label, rows a padding apart: each read whole, certain (a LibreOffice table)', () => {
    // Lines 20 units tall 2 apart; the rows 8 apart. Each label's middle is level with its value's.
    const f = read(
      page(
        { text: 'Nome do proprietário', x: LABEL, y: 133 },
        { text: 'HELENA', x: VALUE, y: 100 },
        { text: 'LUÍSA DOS', x: VALUE, y: 122 },
        { text: 'OLIVEIRA', x: VALUE, y: 144 },
        { text: 'ARAÚJO', x: VALUE, y: 166 },
        { text: 'Domicílio', x: LABEL, y: 227 },
        { text: 'RUA PADRE', x: VALUE, y: 194 },
        { text: 'EUSTÁQUIO, 2917,', x: VALUE, y: 216 },
        { text: 'PETRÓPOLIS/RJ,', x: VALUE, y: 238 },
        { text: 'CEP 16506-580', x: VALUE, y: 260 },
      ),
    );
    expect(hit(f, 'owner.name')?.value).toBe('Helena Luísa dos Oliveira Araújo');
    expect(hit(f, 'owner.address')?.value).toBe('RUA PADRE EUSTÁQUIO, 2917, PETRÓPOLIS/RJ, CEP 16506-580');
    expect(certain(f, 'owner.address')).toBe(true);
  });

  it('an inline value after a label with no ":", starting where a value cell of the line above starts, is that value’s next line: the label’s rest cut there, the value read whole', () => {
    // "Razão social" and its value were drawn a word space apart; "RODRIGO VITÓRIA DE" is the name's first line.
    const f = read(
      page(
        { text: 'Nome/', x: 170, y: 100 },
        { text: 'RODRIGO VITÓRIA DE', x: VALUE, y: 100 },
        { text: 'Razão social FERREIRA MONTEIRO', x: 170, y: 122 },
        { text: 'CPF', x: 600, y: 100 },
        { text: '14893441108', x: 700, y: 111 },
      ),
    );
    // (Read inline, "FERREIRA MONTEIRO" alone was the name; the column's two lines agree on it.)
    expect(hit(f, 'owner.name')?.value).toBe('Rodrigo Vitória de Ferreira Monteiro');
    expect(hit(f, 'owner.name')?.label).toBe('Nome/ Razão social');
  });
});

describe('a value under its label ends where its lines’ leading does', () => {
  it('a line a line’s gap below is the next block, though the value’s line had no room before the next column ("RENAULT/SANDERO EXP 10" | "UKA7L50" · "Dados da infração")', () => {
    const f = read(
      page(
        { text: 'Marca/Modelo/Versão', x: LABEL, y: 100 },
        { text: 'Placa', x: 330, y: 100 },
        { text: 'RENAULT/SANDERO EXP 10', x: LABEL, y: 122 },
        { text: 'UKA7L50', x: 330, y: 122 },
        { text: 'Dados da infração', x: LABEL + 8, y: 162 },
        { text: 'Data da infração', x: LABEL, y: 190 },
        { text: '15/01/2023', x: LABEL, y: 212 },
      ),
    );
    expect(hit(f, 'vehicle.model')?.value).toBe('RENAULT/SANDERO EXP 10');
  });

  it('control: its wrapped line at the leading goes on it ("RENAULT/SANDERO" | "UKA7L50" · "EXP 10")', () => {
    const f = read(
      page(
        { text: 'Marca/Modelo/Versão', x: LABEL, y: 100 },
        { text: 'Placa', x: 250, y: 100 },
        { text: 'RENAULT/SANDERO', x: LABEL, y: 122 },
        { text: 'UKA7L50', x: 250, y: 122 },
        { text: 'EXP 10', x: LABEL, y: 144 },
        { text: 'Dados da infração', x: LABEL + 8, y: 184 },
      ),
    );
    expect(hit(f, 'vehicle.model')?.value).toBe('RENAULT/SANDERO EXP 10');
  });
});

describe('a label over the next row’s label word', () => {
  it('is no wrapped label when each line has a value of its own beside it ("Modelo do veículo" | "UF")', () => {
    const f = read(
      page(
        { text: 'Notificação de autuação por infração de trânsito', x: VALUE, y: 40 },
        { text: 'Modelo do veículo', x: LABEL, y: 100 },
        { text: 'RENAULT/SANDERO EXP 10', x: VALUE, y: 100 },
        { text: 'UF', x: LABEL, y: 122 },
        { text: 'PRATA', x: VALUE, y: 122 },
      ),
    );
    expect(hit(f, 'vehicle.model')?.value).toBe('RENAULT/SANDERO EXP 10');
  });
});

describe('a header row over a row of values drawn a word space apart', () => {
  it('a word that ends before the label’s left edge is the column before’s ("Lion Alcolmeter 500" | "ARBL-0818")', () => {
    const f = read(
      page(
        { text: 'Aparelho utilizado', x: LABEL, y: 100 },
        { text: 'Nº de série do etilômetro', x: VALUE, y: 100 },
        { text: 'Lion Alcolmeter 500 ARBL-0818', x: 110, y: 122 },
      ),
    );
    expect(hit(f, 'breath.serial')?.value).toBe('ARBL-0818');
  });

  // fuzz fresh-8472d2d5 #13 (LibreOffice): "99 km/h" 0.8 of a text height left of "Velocidade
  // considerada", its "99" taken for the column before's: the speed unread.
  it('…but a cell of its own that opens just before the label and reaches under it is the column’s', () => {
    const f = read(
      printedPage(
        9.5,
        ['VELOCIDADE', 41.1, 108.3, 276.5],
        ['MEDIDA', 111.3, 151.7, 276.5],
        ['(KM/H)', 154.7, 187.4, 276.5],
        ['Velocidade', 190.4, 242.2, 276.5],
        ['considerada', 244.5, 301.1, 276.5],
        ['Limite', 304, 332, 276.5],
        ['de', 335, 346.3, 276.5],
        ['velocidade', 349.3, 399.2, 276.5],
        ['106', 41.2, 58.7, 289.2],
        ['km/h', 61.5, 81.5, 289.2],
        ['99', 183, 194.6, 289.2],
        ['km/h', 197.9, 217.9, 289.2],
        ['60', 300.1, 311.7, 289.2],
        ['km/h', 315, 335, 289.2],
      ),
    );
    expect([hit(f, 'speed.measured')?.value, hit(f, 'speed.considered')?.value]).toEqual([106, 99]);
  });
});

describe('a label that ends on a connector', () => {
  it('takes no line below that is another field’s label with its own value ("Emitida em" over "DATA DE POSTAGEM 16/07/2026")', () => {
    const f = read(
      page(
        { text: 'Emitida em', x: LABEL, y: 100 },
        { text: '13/07/2026', x: 260, y: 100 },
        { text: 'DATA DE POSTAGEM 16/07/2026', x: LABEL, y: 122 },
      ),
    );
    expect(hit(f, 'notice.issueDate')?.value).toBe('2026-07-13');
    expect(hit(f, 'notice.dispatchDate')?.value).toBe('2026-07-16');
  });
});

describe('a table’s rows drawn tight (LibreOffice): a cell’s wrapped lines are told from the next row', () => {
  // Rows 30 units apart (line to line), a cell's lines 24: the next row's label "Infração" is centred
  // on its value of two lines, so it starts below the place's last line, not level with any line.
  it('the next row’s label centred on its two-line value ends the value above ("… sentido" · "crescente" | "Infração")', () => {
    const f = read(
      page(
        { text: 'Local da', x: LABEL, y: 100 },
        { text: 'Av. Sete de Setembro, nº 3453, sentido', x: VALUE, y: 100 },
        { text: 'infração', x: LABEL, y: 124 },
        { text: 'crescente', x: VALUE, y: 124 },
        { text: 'Transitar em velocidade superior à máxima', x: VALUE, y: 154 },
        { text: 'Infração', x: LABEL, y: 166 },
        { text: 'permitida em mais de 50%', x: VALUE, y: 178 },
      ),
    );
    expect(hit(f, 'infraction.place')?.value).toBe('Av. Sete de Setembro, nº 3453, sentido crescente');
    expect(certain(f, 'infraction.place')).toBe(true);
  });

  it('control: its own label centred on a value of two lines leaves the value whole, certain', () => {
    const f = read(
      page(
        { text: 'Av. Sete de Setembro, nº 3453,', x: VALUE, y: 100 },
        { text: 'Local da infração', x: LABEL, y: 112 },
        { text: 'sentido crescente', x: VALUE, y: 124 },
        { text: 'Data da infração', x: LABEL, y: 154 },
        { text: '03/02/2026', x: VALUE, y: 154 },
      ),
    );
    expect(hit(f, 'infraction.place')?.value).toBe('Av. Sete de Setembro, nº 3453, sentido crescente');
    expect(certain(f, 'infraction.place')).toBe(true);
  });
});

describe('a word wider than its column, broken at the column’s edge with no hyphen (LibreOffice)', () => {
  const processAt = (lines: string[]) =>
    read(
      page(
        { text: 'Processo de', x: LABEL, y: 100 },
        { text: 'suspensão nº', x: LABEL, y: 124 },
        ...lines.map((text, i) => ({ text, x: LABEL, y: 148 + 24 * i })),
        { text: 'Entidade autuadora', x: LABEL, y: 148 + 24 * lines.length + 10 },
      ),
    );

  it('an identifier goes on in its rest on the next line, joined with no space and confirmed ("20337792/2" · "025-34")', () => {
    const f = processAt(['00055-', '20337792/2', '025-34']);
    expect(hit(f, 'suspension.processNumber')?.value).toBe('00055-20337792/2025-34');
    expect(hit(f, 'suspension.processNumber')?.issues?.map((i) => i.check)).toEqual(['wrapped_join']);
  });

  it('control: broken after its hyphen, its rest whole on the next line, it is certain', () => {
    const f = processAt(['00055-', '20337792/2025-34']);
    expect(hit(f, 'suspension.processNumber')?.value).toBe('00055-20337792/2025-34');
    expect(certain(f, 'suspension.processNumber')).toBe(true);
  });
});

describe('a label’s last line run into the value’s column, a narrow gap apart (LibreOffice)', () => {
  const placeWith = (second: string) =>
    read(
      page(
        { text: 'LOCAL', x: 70, y: 100 },
        { text: 'BR-324, km 201, pista expressa, Feira', x: VALUE, y: 100 },
        { text: 'Código/', x: 700, y: 100 },
        // The label's rest ends one word space (10 units) before the value's column.
        { text: `(RODOVIA/KM/MUNICÍPIO) ${second}`, x: 70, y: 124 },
        { text: 'Desdobramento', x: 700, y: 124 },
        { text: 'Amparo legal', x: 70, y: 154 },
        { text: 'Art. 252, VI do CTB', x: VALUE, y: 154 },
      ),
    );

  it('is cut where the column starts: the label is whole and the value goes on below ("Feira" · "de Santana/BA")', () => {
    const f = placeWith('de Santana/BA');
    expect(hit(f, 'infraction.place')?.value).toBe('BR-324, km 201, pista expressa, Feira de Santana/BA');
    expect(hit(f, 'infraction.place')?.label).toBe('LOCAL (RODOVIA/KM/MUNICÍPIO)');
    expect(certain(f, 'infraction.place')).toBe(true);
    expect(hit(f, 'infraction.legalBasis')?.value).toBe('Art. 252, VI do CTB');
  });
});

describe('a LibreOffice table: labels in a smaller type, narrow cells, one space of padding', () => {
  it('a value beside its label, its next line left unread where the box to the left ends a space before the label, is never certain ("…do Distrito" · "Federal - DETRAN-DF")', () => {
    const f = read(
      page(
        { text: 'Processo', x: 69, y: 100 },
        { text: '00055-', x: 265, y: 100 },
        { text: 'Órgão', x: 434, y: 100 },
        { text: 'Departamento de Trânsito do Distrito', x: 576, y: 100 },
        { text: 'administrativo nº', x: 69, y: 122 },
        // The box to the left's value ends less than a text height before "responsável".
        { text: '74916847/2023-62', x: 265, y: 122 },
        { text: 'responsável', x: 434, y: 122 },
        { text: 'Federal - DETRAN-DF', x: 576, y: 122 },
        { text: 'Data de instauração', x: 69, y: 150 },
        { text: '09/06/2023', x: 265, y: 150 },
      ),
    );
    expect(hit(f, 'agency')?.value).toBe('Departamento de Trânsito do Distrito');
    expect(hit(f, 'agency')?.issues?.map((i) => i.check)).toContain('value_cut');
  });

  it('a value beside its label goes on below though the box to the left’s value ends a space before the label: it does not reach into the label’s column ("…do Distrito" · "Federal - DETRAN-DF")', () => {
    const f = read(
      page(
        { text: 'Processo', x: 49, y: 100 },
        { text: '00055-', x: 259, y: 100 },
        { text: 'Órgão', x: 434, y: 100 },
        { text: 'Departamento de Trânsito do Distrito', x: 576, y: 100 },
        { text: 'administrativo nº', x: 49, y: 122 },
        // Ends 15 units (three quarters of a text height) before "responsável", cut apart at its column.
        { text: '74916847/2023-62', x: 259, y: 122 },
        { text: 'responsável', x: 434, y: 122 },
        { text: 'Federal - DETRAN-DF', x: 576, y: 122 },
        { text: 'Data de instauração', x: 49, y: 150 },
        { text: '09/06/2023', x: 259, y: 150 },
      ),
    );
    expect(hit(f, 'agency')?.value).toBe('Departamento de Trânsito do Distrito Federal - DETRAN-DF');
    expect(certain(f, 'agency')).toBe(true);
    // Control: the box to the left's own values are read as before.
    expect(hit(f, 'suspension.openingDate')?.value).toBe('2023-06-09');
  });

  const headerRow = (cpfAt: number) =>
    read(
      page(
        { text: 'Nome do proprietário', x: 80, y: 100 },
        { text: 'CPF', x: 320, y: 100 },
        { text: 'Domicílio', x: 500, y: 100 },
        { text: 'ANA MARIA COSTA', x: 80, y: 122 },
        { text: 'AV. BRASIL, 2015, APTO 19, SETE', x: 500, y: 122 },
        { text: 'SOUZA', x: 80, y: 144 },
        { text: '613.141.740-70', x: cpfAt, y: 144 },
        { text: 'LAGOAS/MG, CEP 78632-408', x: 500, y: 144 },
        { text: 'Data de emissão', x: 80, y: 190 },
        { text: '30/06/2023', x: 80, y: 212 },
      ),
    );

  it('a free-text value whose next line, at its left edge, is in a cell that starts in the column before (one space of padding) is never certain', () => {
    // "613.141.740-70" ends one space before the address's column: the line reads as one cell.
    const f = headerRow(350);
    expect(hit(f, 'owner.address')?.value).toBe('AV. BRASIL, 2015, APTO 19, SETE');
    expect(hit(f, 'owner.address')?.issues?.map((i) => i.check)).toContain('value_cut');
  });

  it('control: the columns apart, the value goes on in its own cell below, certain', () => {
    const f = headerRow(320);
    expect(hit(f, 'owner.address')?.value).toBe('AV. BRASIL, 2015, APTO 19, SETE LAGOAS/MG, CEP 78632-408');
    expect(certain(f, 'owner.address')).toBe(true);
  });

  it('a few words in the type of the value’s own label under it are the next row’s label, known or not ("… cinto segurança" · "Gravidade")', () => {
    const f = read(
      page(
        { text: 'Infração', x: LABEL, y: 100, h: 16 },
        { text: 'Dispositivo legal', x: 560, y: 100, h: 16 },
        { text: 'Deixar o condutor de usar o cinto segurança', x: LABEL, y: 118 },
        { text: 'CTB, art. 167', x: 560, y: 118 },
        { text: 'Gravidade', x: LABEL, y: 146, h: 16 },
        { text: 'Nº do agente', x: 560, y: 146, h: 16 },
        { text: 'Grave', x: LABEL, y: 164 },
        { text: '696.534-2', x: 560, y: 164 },
      ),
    );
    expect(hit(f, 'infraction.description')?.value).toBe('Deixar o condutor de usar o cinto segurança');
    expect(certain(f, 'infraction.description')).toBe(true);
  });

  it('control: a value’s wrapped line in its own type goes on it, however short ("… cinto" · "segurança")', () => {
    const f = read(
      page(
        { text: 'Infração', x: LABEL, y: 100, h: 16 },
        { text: 'Dispositivo legal', x: 560, y: 100, h: 16 },
        { text: 'Deixar o condutor de usar o cinto', x: LABEL, y: 118 },
        { text: 'CTB, art. 167', x: 560, y: 118 },
        { text: 'segurança', x: LABEL, y: 140 },
        { text: 'Gravidade', x: LABEL, y: 172, h: 16 },
        { text: 'Grave', x: LABEL, y: 190 },
      ),
    );
    expect(hit(f, 'infraction.description')?.value).toBe('Deixar o condutor de usar o cinto segurança');
  });

  it('a label wrapped over three lines, no two of them a label, is one ("Defesa" · "prévia" · "até")', () => {
    const f = read(
      page(
        { text: 'Defesa', x: 300, y: 100, h: 16 },
        { text: 'prévia', x: 300, y: 118, h: 16 },
        { text: 'Data de emissão', x: LABEL, y: 136, h: 16 },
        { text: 'até', x: 300, y: 136, h: 16 },
        { text: '17/07/2026', x: LABEL, y: 154 },
        { text: '27/08/2026', x: 300, y: 154 },
      ),
    );
    expect(hit(f, 'notice.deadline')?.value).toBe('2026-08-27');
    expect(hit(f, 'notice.issueDate')?.value).toBe('2026-07-17');
  });

  it('a column that starts on two other lines cuts a line where its gap is wider than every word space of the line, if only just', () => {
    // "Data de emissão" and "até" 12 units apart, its words 10: "até" is the next column's, under
    // "Defesa" · "prévia".
    const f = read(
      page(
        { text: 'Defesa', x: 242, y: 100 },
        { text: 'prévia', x: 242, y: 122 },
        { text: 'Data de emissão', x: LABEL, y: 144 },
        { text: 'até', x: 242, y: 144 },
        { text: '17/07/2026', x: LABEL, y: 166 },
        { text: '27/08/2026', x: 242, y: 166 },
      ),
    );
    expect(hit(f, 'notice.issueDate')?.value).toBe('2026-07-17');
    expect(certain(f, 'notice.issueDate')).toBe(true);
    expect(hit(f, 'notice.deadline')?.value).toBe('2026-08-27');
  });

  it('an address wrapped word by word over nine lines of a narrow cell is read whole', () => {
    const lines = ['RUA', 'MARECHAL', 'DEODORO,', '2582, BOA', 'VISTA,', 'BETIM/MG,', 'CEP 44026-', '628'];
    const f = read(
      page(
        { text: 'ENDEREÇO', x: LABEL, y: 56 },
        { text: 'DO', x: LABEL, y: 78 },
        { text: 'CONDUTOR:', x: LABEL, y: 100 },
        ...lines.map((text, i) => ({ text, x: LABEL, y: 122 + 22 * i })),
        { text: 'DATAS E PRAZOS', x: LABEL, y: 122 + 22 * lines.length + 20 },
      ),
    );
    expect(hit(f, 'driver.address')?.value).toBe(
      'RUA MARECHAL DEODORO, 2582, BOA VISTA, BETIM/MG, CEP 44026-628',
    );
  });
});

describe('a value’s row beside another column’s block of text (LibreOffice)', () => {
  it('a value does not run on past a cell’s gap into a line of a column of text beside it ("… decrescente" | "velocidade")', () => {
    const f = read(
      page(
        { text: 'DESCRIÇÃO DA INFRAÇÃO:', x: 690, y: 78 },
        { text: 'Transitar em', x: 690, y: 100 },
        { text: 'LOCAL: Av. dos Bandeirantes, nº 1552, sentido decrescente', x: LABEL, y: 122 },
        { text: 'velocidade', x: 690, y: 122 },
        { text: 'superior à máxima', x: 690, y: 144 },
        { text: 'permitida em mais de 50%', x: 690, y: 166 },
      ),
    );
    expect(hit(f, 'infraction.place')?.value).toBe('Av. dos Bandeirantes, nº 1552, sentido decrescente');
    expect(certain(f, 'infraction.place')).toBe(true);
  });

  it('control: a value cut by a wide gap goes on into the next cell when that cell is no line of a column', () => {
    const f = read(
      page(
        { text: 'LOCAL: Av. dos Bandeirantes, nº 1552, sentido', x: LABEL, y: 122 },
        { text: 'decrescente', x: 580, y: 122 },
      ),
    );
    expect(hit(f, 'infraction.place')?.value).toBe('Av. dos Bandeirantes, nº 1552, sentido decrescente');
  });
});

describe('a word broken with no hyphen inside a value of several lines (LibreOffice)', () => {
  const addressOf = (lines: string[]) =>
    read(
      page(
        { text: 'ENDEREÇO', x: LABEL, y: 56 },
        { text: 'DO', x: LABEL, y: 78 },
        { text: 'CONDUTOR:', x: LABEL, y: 100 },
        ...lines.map((text, i) => ({ text, x: LABEL, y: 122 + 22 * i })),
        { text: 'DATAS E PRAZOS', x: LABEL, y: 122 + 22 * lines.length + 50 },
      ),
    );

  it('one word filling its column, the next line going on with a letter, is never certain ("CEILÂNDIA/D" · "F, CEP")', () => {
    const f = addressOf([
      'RUA PADRE',
      'EUSTÁQUIO,',
      '1016, APTO',
      '515,',
      'SAVASSI,',
      'CEILÂNDIA/D',
      'F, CEP',
      '49487-359',
    ]);
    expect(hit(f, 'driver.address')?.issues?.map((i) => i.check)).toContain('value_cut');
  });

  it('one word a character narrower than the widest line, the next going on with a letter, is never certain ("PETROLIN" · "A/PE,")', () => {
    // LibreOffice breaks a word at the character that overflows: the column's edge is known to a character.
    const f = addressOf(['AV.', 'BRASIL,', '1380,', 'BATEL,', 'PETROLIN', 'A/PE, CEP', '71472-925']);
    expect(hit(f, 'driver.address')?.issues?.map((i) => i.check)).toContain('value_cut');
  });

  const addressBeside = (name: Placed, mariana: Placed) => [
    { text: 'Endereço para', x: 300, y: 100 },
    { text: 'correspondência', x: 300, y: 118 },
    { text: 'Av. Presi-', x: 300, y: 140 },
    { text: 'dente Vargas,', x: 300, y: 162 },
    { text: '1110, Vila', x: 300, y: 184 },
    { text: 'Nome', x: 150, y: 176 },
    // The name's line, a word space before the address's column and half a line above its next line.
    name,
    mariana,
    { text: 'Fortaleza/CE,', x: 300, y: 228 },
    { text: 'CEP 38596-115', x: 300, y: 250 },
  ];

  it('a line of the column before half a line above the value’s next line is no part of it, though grouped with it ("ANA LIMA SOUZA" · "Mariana," under "1110, Vila")', () => {
    const f = read(
      page(
        ...addressBeside({ text: 'ANA LIMA SOUZA', x: 150, y: 196 }, { text: 'Mariana,', x: 300, y: 206 }),
      ),
    );
    expect(hit(f, 'owner.address')?.value).toBe(
      'Av. Presidente Vargas, 1110, Vila Mariana, Fortaleza/CE, CEP 38596-115',
    );
    expect(certain(f, 'owner.address')).toBe(true);
    expect(hit(f, 'owner.name')?.value).toBe('Ana Lima Souza');
  });

  it('…and where OCR boxed that line a little taller, one cell with it, the value is never certain: the word at its left edge is right under its last line', () => {
    const rows = addressBeside(
      // 18 % taller: too different to cut the line at (cells.ts), near enough for the value's type.
      { text: 'ANA LIMA SOUZA', x: 150, y: 194, h: 23.6 },
      { text: 'Mariana,', x: 300, y: 206 },
    );
    const line = (r: Placed) => r.y === 194 || r.y === 206;
    const f = readDocument({
      name: 'n.png',
      method: 'ocr',
      // (OCR's confidence: a text layer's words, at 1, are its glyphs, and one over another is two cells.)
      layout: ocrPage(
        ...rows.filter((r) => !line(r)).map((r) => [{ ...r, confidence: 0.95 }]),
        rows.filter(line).map((r) => ({ ...r, confidence: 0.95 })),
      ),
    }).fields;
    expect(f['owner.address']?.[0]?.value).toBe('Av. Presidente Vargas, 1110, Vila');
    expect(f['owner.address']?.[0]?.issues?.map((i) => i.check)).toContain('value_cut');
  });

  it('control: a word on a line of its own narrower than the value’s widest line is a whole word, certain', () => {
    const f = addressOf([
      'RUA',
      'MARECHAL',
      'DEODORO,',
      '2582, BOA',
      'VISTA,',
      'BETIM/MG,',
      'CEP 44026-',
      '628',
    ]);
    expect(hit(f, 'driver.address')?.value).toBe(
      'RUA MARECHAL DEODORO, 2582, BOA VISTA, BETIM/MG, CEP 44026-628',
    );
    expect(certain(f, 'driver.address')).toBe(true);
  });
});

describe('a value under its label in a larger type is no rest of that label', () => {
  it('"Equipamento" over "Medidor fixo DATAPROM DP-10, …": the value, though "Equipamento medidor" is a label; the label beside keeps its own value', () => {
    const f = read(
      page(
        { text: 'Velocidade máxima permitida', x: LABEL, y: 100, h: 14 },
        { text: 'Equipamento', x: 400, y: 100, h: 14 },
        { text: '60 km/h', x: LABEL, y: 116, h: 18 },
        { text: 'Medidor fixo DATAPROM DP-10, série FX-09025', x: 400, y: 116, h: 18 },
      ),
    );
    expect(hit(f, 'speed.limit')?.value).toBe(60);
    expect(hit(f, 'speed.equipment')?.value).toBe('Medidor fixo DATAPROM DP-10, série FX-09025');
  });

  it('control: a label wrapped in its own type is one label ("Instrumento" · "medidor")', () => {
    const f = read(
      page(
        { text: 'Instrumento', x: LABEL, y: 100, h: 14 },
        { text: 'medidor', x: LABEL, y: 116, h: 14 },
        { text: 'Radar fixo PERKONS PK-15, série FX-76417', x: 300, y: 108, h: 18 },
      ),
    );
    expect(hit(f, 'speed.equipment')?.value).toBe('Radar fixo PERKONS PK-15, série FX-76417');
    expect(hit(f, 'speed.equipment')?.label).toBe('Instrumento medidor');
  });
});

describe('a "Label: value" second on its row keeps to its own box’s column (LibreOffice boxes)', () => {
  // "PROPRIETÁRIO DO VEÍCULO: … TRÊS" and "Endereço: AV. …" were drawn in two boxes of one row, close
  // enough to read as one run; each value went on in the next line of its own box.
  const ENDERECO = LABEL + 42 * CH;
  const row = (below: Parameters<typeof page>) =>
    read(
      page(
        {
          text: 'PROPRIETÁRIO DO VEÍCULO: CONSTRUTORA TRÊS Endereço: AV. IPIRANGA, 272, APTO 669,',
          x: LABEL,
          y: 100,
        },
        ...below,
        { text: 'CNH: 51821085617', x: LABEL, y: 160 },
      ),
    );

  it('its value never goes on in the line below that starts in the box left of its label ("… APTO 669," · "IRMÃOS LTDA" | "BETIM/MG, …")', () => {
    const f = row([
      { text: 'IRMÃOS LTDA', x: LABEL, y: 122 },
      { text: 'BETIM/MG, CEP 27194-961', x: ENDERECO, y: 122 },
    ]);
    expect(hit(f, 'owner.address')?.value).toBe('AV. IPIRANGA, 272, APTO 669, BETIM/MG, CEP 27194-961');
    expect(certain(f, 'owner.address')).toBe(true);
  });

  it('nor, when its own box has no line below, in the box left of it: cut short there, it is not certain', () => {
    const f = row([{ text: 'IRMÃOS LTDA', x: LABEL, y: 122 }]);
    expect(hit(f, 'owner.address')?.value).toBe('AV. IPIRANGA, 272, APTO 669');
    expect(certain(f, 'owner.address')).toBe(false);
  });

  it('control: a "Label: value" that opens its line goes on in the line below at its label’s left edge, certain', () => {
    const f = read(
      page(
        { text: 'Endereço: AV. IPIRANGA, 272, APTO 669, BOA VISTA,', x: LABEL, y: 100 },
        { text: 'BETIM/MG, CEP 27194-961', x: LABEL, y: 122 },
        { text: 'CNH: 51821085617', x: LABEL, y: 160 },
      ),
    );
    expect(hit(f, 'owner.address')?.value).toBe(
      'AV. IPIRANGA, 272, APTO 669, BOA VISTA, BETIM/MG, CEP 27194-961',
    );
    expect(certain(f, 'owner.address')).toBe(true);
  });
});

describe('a header row’s label that names the code and its desdobramento', () => {
  it('"Código da Infração/Desdobr." is one label: never the value of the label before it, its value is under it', () => {
    const f = read(
      page(
        { text: 'LOCAL (RODOVIA/KM/MUNICÍPIO)', x: LABEL, y: 100 },
        { text: 'Código da Infração/Desdobr.', x: 480, y: 100 },
        { text: 'Av. Presidente Vargas, altura do nº', x: LABEL, y: 122 },
        { text: '763-3/1', x: 480, y: 122 },
        { text: '2053, sentido decrescente', x: LABEL, y: 144 },
      ),
    );
    expect(hit(f, 'infraction.place')?.value).toBe(
      'Av. Presidente Vargas, altura do nº 2053, sentido decrescente',
    );
    expect(hit(f, 'infraction.code')?.value).toBe('763-31');
    expect(certain(f, 'infraction.code')).toBe(true);
  });
});

describe('a table’s last line: a label and its value under a column of the table', () => {
  // "Auto de infração | Data | Código | Pontos" over the autos; "Total de pontos 39 pontos" under them,
  // the total in the column of points (a LibreOffice table's footer).
  const table = (footer: Parameters<typeof page>) =>
    read(
      page(
        { text: 'Auto de infração', x: LABEL, y: 100 },
        { text: 'Data', x: 260, y: 100 },
        { text: 'Código', x: 380, y: 100 },
        { text: 'Pontos', x: 480, y: 100 },
        { text: 'E10057060', x: LABEL, y: 122 },
        { text: '17/09/2023', x: 260, y: 122 },
        { text: '612-20', x: 380, y: 122 },
        { text: '14', x: 480, y: 122 },
        { text: 'E65460821', x: LABEL, y: 144 },
        { text: '27/07/2023', x: 260, y: 144 },
        { text: '763-31', x: 380, y: 144 },
        { text: '31', x: 480, y: 144 },
        ...footer,
      ),
    );

  // (A column with no header over it leaves the value in doubt: "Razão social FERREIRA MONTEIRO" above.)
  it('the total is its label’s, certain: the rows above it are the column header’s values', () => {
    const f = table([{ text: 'Total de pontos 35 pontos', x: 320, y: 166 }]);
    expect(hit(f, 'suspension.points')?.value).toBe(35);
    expect(certain(f, 'suspension.points')).toBe(true);
  });
});

describe('a person’s label that names no role, in a section where another label names one', () => {
  const section = (...rows: Parameters<typeof page>) =>
    read(
      page(
        { text: 'IDENTIFICAÇÃO DO PROPRIETÁRIO', x: LABEL, y: 100 },
        ...rows,
        { text: 'Nome do interessado: ALINE NOGUEIRA CORREIA', x: LABEL, y: 190 },
        { text: 'C.P.F.: 367.322.781-50', x: 600, y: 190 },
      ),
    );

  it('is the section’s role only by a guess: not certain when "Nome do proprietário" is on the page (its value unread)', () => {
    const f = section(
      { text: 'Nome do proprietário do veículo:', x: LABEL, y: 130 },
      { text: 'CPF/CNPJ: 086.980.874-50', x: 600, y: 130 },
    );
    expect(hit(f, 'owner.name')?.value).toBe('Aline Nogueira Correia');
    expect(certain(f, 'owner.name')).toBe(false);
    // The CPF beside it is that person's: no rival of the owner's own.
    expect(hit(f, 'owner.cpf')?.value).toBe('08698087450');
    expect(certain(f, 'owner.cpf')).toBe(true);
  });

  it('control: a section heading that is itself a label of the person ("PROPRIETÁRIO DO VEÍCULO") is no rival, certain', () => {
    const f = read(
      page(
        { text: 'PROPRIETÁRIO DO VEÍCULO', x: LABEL, y: 100 },
        { text: 'Nome: ANA BEATRIZ MOREIRA SANTOS', x: LABEL, y: 130 },
        { text: 'CPF: 507.318.264-26', x: LABEL, y: 160 },
      ),
    );
    expect(hit(f, 'owner.name')?.value).toBe('Ana Beatriz Moreira Santos');
    expect(certain(f, 'owner.name')).toBe(true);
  });

  it('control: alone in its section, the section names its person, certain', () => {
    const f = section({ text: 'Placa: ABC1D23', x: LABEL, y: 130 });
    expect(hit(f, 'owner.name')?.value).toBe('Aline Nogueira Correia');
    expect(certain(f, 'owner.name')).toBe(true);
  });
});

describe('a person’s label that names no role, beside a label that names one and its value', () => {
  it('the same name under both, and the CPF of its row, are certain: a value read beside the other label is a rival, not a sign of doubt', () => {
    const f = read(
      page(
        { text: 'IDENTIFICAÇÃO DO PROPRIETÁRIO', x: LABEL, y: 100 },
        { text: 'Nome do proprietário: ALINE NOGUEIRA CORREIA', x: LABEL, y: 130 },
        { text: 'Nome: ALINE NOGUEIRA CORREIA', x: LABEL, y: 190 },
        { text: 'CPF: 367.322.781-50', x: 600, y: 190 },
      ),
    );
    expect(hit(f, 'owner.name')?.value).toBe('Aline Nogueira Correia');
    expect(certain(f, 'owner.name')).toBe(true);
    expect(hit(f, 'owner.cpf')?.value).toBe('36732278150');
    expect(certain(f, 'owner.cpf')).toBe(true);
  });
});

describe('a period’s two dates wrapped under its label (LibreOffice)', () => {
  const periodOf = (lines: string[], label = ['Período de referência']) =>
    read(
      page(
        ...label.map((text, i) => ({ text, x: LABEL, y: 100 + 22 * i })),
        ...lines.map((text, i) => ({ text, x: LABEL, y: 100 + 22 * (label.length + i) })),
        { text: 'DATAS E PRAZOS', x: LABEL, y: 100 + 22 * (label.length + lines.length) + 50 },
      ),
    );
  const period = (f: Fields) => [
    hit(f, 'suspension.periodStart')?.value,
    hit(f, 'suspension.periodEnd')?.value,
  ];

  it('a line of one date and "a" goes on in the next: "28/03/2025 a" · "27/03/2026"', () => {
    const f = periodOf(['28/03/2025 a', '27/03/2026']);
    expect(period(f)).toEqual(['2025-03-28', '2026-03-27']);
    expect(certain(f, 'suspension.periodStart')).toBe(true);
    expect(certain(f, 'suspension.periodEnd')).toBe(true);
  });

  it('a line of one date goes on in the next, and a whole date as wide as its column is no word broken: "31/01/2025" · "a" · "30/01/2026"', () => {
    const f = periodOf(['31/01/2025', 'a', '30/01/2026'], ['Período de', 'referência']);
    expect(period(f)).toEqual(['2025-01-31', '2026-01-30']);
    expect(certain(f, 'suspension.periodStart')).toBe(true);
  });

  // fuzz fresh-d99a4e9c #16 (LibreOffice): a period in a cell a digit too narrow for its dates.
  it('dates broken inside their years with no hyphen ("05/12/202" · "4 a") are read whole, certain', () => {
    const f = periodOf(['05/12/202', '4 a', '04/12/202', '5'], ['Período de', 'referência']);
    expect(period(f)).toEqual(['2024-12-05', '2025-12-04']);
    expect(certain(f, 'suspension.periodStart') && certain(f, 'suspension.periodEnd')).toBe(true);
  });

  // fuzz fresh-51a4f2ac #35 (LibreOffice): a label over six lines of a narrow cell, its date broken too.
  it('a label wrapped over six lines is one label over its value ("Data limite" · … · "condutor" · "21/04/20" · "23")', () => {
    const lines = ['Data limite', 'para defesa', 'prévia e', 'indicação', 'do', 'condutor', '21/04/20', '23'];
    const f = read(
      page(...lines.map((text, i) => ({ text, x: LABEL, y: 100 + 21 * i })), {
        text: 'DATAS E PRAZOS',
        x: LABEL,
        y: 320,
      }),
    );
    expect(hit(f, 'notice.deadline')?.value).toBe('2023-04-21');
    expect(hit(f, 'notice.deadline')?.label).toBe('Data limite para defesa prévia e indicação do condutor');
  });

  // A three-digit year is no date: the line below is its rest, the only reading ("23/04/202" · "6").
  const issuedOver = (rest: string) =>
    read(
      page(
        { text: 'Emitida em', x: LABEL, y: 100 },
        { text: '23/04/202', x: LABEL, y: 122 },
        { text: rest, x: LABEL, y: 144 },
        { text: 'DATAS E PRAZOS', x: LABEL, y: 200 },
      ),
    );
  it('a date broken inside its year at its column’s edge is read whole ("23/04/202" · "6")', () => {
    const f = issuedOver('6');
    expect(hit(f, 'notice.issueDate')?.value).toBe('2026-04-23');
    expect(certain(f, 'notice.issueDate')).toBe(true);
  });

  it('control: a line that goes on past the digits is no rest of the date, never certain ("6 vias")', () => {
    expect(certain(issuedOver('6 vias'), 'notice.issueDate')).toBe(false);
  });
});

describe('a person’s label that names no role, between rows that name one', () => {
  const rows = (...below: Parameters<typeof page>) =>
    read(
      page(
        { text: 'IDENTIFICAÇÃO DO PROPRIETÁRIO', x: LABEL, y: 100 },
        { text: 'Proprietário: GUSTAVO MOREIRA ALMEIDA', x: LABEL, y: 130 },
        { text: 'CPF do proprietário: 007.444.348-82', x: LABEL, y: 152 },
        { text: 'Nome do condutor: RODRIGO ALMEIDA CARVALHO', x: LABEL, y: 190 },
        { text: 'Nº REGISTRO CNH: 21484117999', x: LABEL, y: 212 },
        ...below,
      ),
    );

  it('is the role both rows name, though the section names another ("Nome do condutor" · "Nº REGISTRO CNH" · "Endereço do condutor")', () => {
    const f = rows({
      text: 'Endereço do condutor: Av. Ipiranga, 688, Tijuca, Londrina/PR, CEP 06238-291',
      x: LABEL,
      y: 234,
    });
    expect(hit(f, 'driver.cnh')?.value).toBe('21484117999');
    expect(certain(f, 'driver.cnh')).toBe(true);
    expect(certain(f, 'owner.cnh')).toBe(false);
  });

  it('the section’s role is only a guess where the row next to it names another person: never certain', () => {
    const f = read(
      page(
        { text: 'IDENTIFICAÇÃO DO PROPRIETÁRIO', x: LABEL, y: 100 },
        { text: 'Nome: GUSTAVO MOREIRA ALMEIDA', x: LABEL, y: 130 },
        { text: 'Nº REGISTRO CNH: 21484117999', x: LABEL, y: 152 },
        { text: 'Nome do condutor: RODRIGO ALMEIDA CARVALHO', x: LABEL, y: 174 },
      ),
    );
    expect(hit(f, 'owner.cnh')?.value).toBe('21484117999');
    expect(hit(f, 'owner.cnh')?.issues?.map((i) => i.check)).toContain('ambiguous_pairing');
    expect(certain(f, 'owner.cnh')).toBe(false);
    expect(certain(f, 'driver.cnh')).toBe(false);
  });

  // fuzz fresh-59fed7b3 #38 (LibreOffice): the driver's CPF and CNH, a header row between the owner's
  // address and "Nome do condutor:", read as the owner's, certain.
  it('the block’s role is only a guess for a header row over the next person’s name row: never certain, nor the row’s other labels', () => {
    const f = read(
      page(
        { text: 'PROPRIETÁRIO DO VEÍCULO', x: LABEL, y: 100 },
        { text: 'Proprietário', x: LABEL, y: 118 },
        { text: 'Distribuidora Serra Azul Ltda', x: LABEL, y: 136 },
        { text: 'Endereço para correspondência', x: LABEL, y: 154 },
        { text: 'Av. Presidente Vargas, 2382, São Paulo/SP, CEP 33016-603', x: LABEL, y: 172 },
        { text: 'C.P.F.', x: LABEL, y: 190 },
        { text: 'Registro nacional de habilitação', x: 300, y: 190 },
        { text: '938.251.156-31', x: LABEL, y: 208 },
        { text: '29889192873', x: 300, y: 208 },
        { text: 'Nome do condutor: JOÃO HENRIQUE AZEVEDO', x: LABEL, y: 226 },
      ),
    );
    for (const key of ['owner.cpf', 'owner.cnh', 'driver.cpf', 'driver.cnh'] as const)
      expect(certain(f, key)).toBe(false);
    expect(certain(f, 'owner.name')).toBe(true);
    expect(certain(f, 'driver.name')).toBe(true);
  });

  it('is the role of the nearest label above that names one, through rows that name none ("Nome do condutor" · "C.P.F." · "CNH", labels above their values)', () => {
    const f = read(
      page(
        { text: 'PROPRIETÁRIO DO VEÍCULO', x: LABEL, y: 100 },
        { text: 'MARCOS RIBEIRO LIMA', x: LABEL, y: 118 },
        { text: 'CPF/CNPJ', x: LABEL, y: 136 },
        { text: '816.552.986-23', x: LABEL, y: 154 },
        { text: 'Nome do condutor', x: LABEL, y: 172 },
        { text: 'ANA BEATRIZ DE ALMEIDA FREITAS', x: LABEL, y: 190 },
        { text: 'C.P.F.', x: LABEL, y: 208 },
        { text: '13770128320', x: LABEL, y: 226 },
        { text: 'CNH', x: LABEL, y: 244 },
        { text: '51124711812', x: LABEL, y: 262 },
      ),
    );
    expect(hit(f, 'driver.cnh')?.value).toBe('51124711812');
    expect(certain(f, 'driver.cnh')).toBe(true);
    expect(hit(f, 'driver.cpf')?.value).toBe('13770128320');
    expect(hit(f, 'owner.cpf')?.value).toBe('81655298623');
    expect(hit(f, 'owner.cnh')).toBeUndefined();
  });

  it('control: a heading between ends the block ("Nome do condutor" · "DADOS DO PROPRIETÁRIO" · "CNH" is the owner’s)', () => {
    const f = read(
      page(
        { text: 'Nome do condutor: RODRIGO ALMEIDA CARVALHO', x: LABEL, y: 100 },
        { text: 'DADOS DO PROPRIETÁRIO', x: LABEL, y: 130 },
        { text: 'Nº REGISTRO CNH: 21484117999', x: LABEL, y: 152 },
      ),
    );
    expect(hit(f, 'owner.cnh')?.value).toBe('21484117999');
    expect(hit(f, 'driver.cnh')).toBeUndefined();
  });

  it('control: rows that name no role take their section’s, certain', () => {
    const f = read(
      page(
        { text: 'DADOS DO CONDUTOR', x: LABEL, y: 100 },
        { text: 'Nome: RODRIGO ALMEIDA CARVALHO', x: LABEL, y: 130 },
        { text: 'Nº REGISTRO CNH: 21484117999', x: LABEL, y: 152 },
        { text: 'Endereço: Av. Ipiranga, 688, Tijuca, Londrina/PR, CEP 06238-291', x: LABEL, y: 174 },
      ),
    );
    expect(hit(f, 'driver.cnh')?.value).toBe('21484117999');
    expect(certain(f, 'driver.cnh')).toBe(true);
  });
});

// fuzz fresh-bc37d283 #26 (LibreOffice): a label centred on its value's six lines, one word a line.
describe('a value one word a line, centred on its label, opening with a word of its field’s labels', () => {
  const meter = (third: string) =>
    read(
      page(
        ...['Medidor', 'fixo', third, 'SP-R4,', 'série SR-', '04296'].map((text, i) => ({
          text,
          x: VALUE,
          y: 100 + 22 * i,
        })),
        { text: 'EQUIPAMENTO', x: LABEL, y: 144 },
        { text: 'UTILIZADO', x: LABEL, y: 166 },
        { text: 'PROPRIETÁRIO DO VEÍCULO', x: LABEL, y: 260 },
      ),
    );

  it('is read whole from its top line, certain: "Medidor" is the value’s first word, and a known maker’s name a whole word', () => {
    const f = meter('DATAPROM');
    expect(hit(f, 'speed.equipment')?.value).toBe('Medidor fixo DATAPROM SP-R4, série SR-04296');
    expect(hit(f, 'speed.equipment')?.label).toBe('EQUIPAMENTO UTILIZADO');
    expect(certain(f, 'speed.equipment')).toBe(true);
  });

  it('control: a line as wide as the column that no list knows may be a word broken at its edge: doubted', () => {
    const f = meter('DATAPRXM');
    expect(hit(f, 'speed.equipment')?.value).toBe('Medidor fixo DATAPRXM SP-R4, série SR-04296');
    expect(certain(f, 'speed.equipment')).toBe(false);
  });
});

// fuzz fresh-bc37d283 #26 (LibreOffice): the name lost its first word, doubted.
describe('an inline value wrapped in a narrow cell, as its label’s lines are', () => {
  const stacked = (...lines: string[]) =>
    read(
      page(...lines.map((text, i) => ({ text, x: LABEL, y: 100 + 22 * i })), {
        text: 'Placa',
        x: LABEL,
        y: 260,
      }),
    );

  it('goes on at the cell’s left edge where its next word would not have fitted, certain ("social: Ana" · "Luísa dos")', () => {
    const f = stacked('Nome/', 'Razão social: Ana', 'Luísa dos', 'Ferreira', 'Oliveira');
    expect(hit(f, 'owner.name')?.value).toBe('Ana Luísa dos Ferreira Oliveira');
    expect(certain(f, 'owner.name')).toBe(true);
  });

  it('control: a line under it wider than the cell is no rest of it', () => {
    const f = stacked('Nome/', 'Razão social: Ana Maria', 'Prazo para a defesa prévia do condutor');
    expect(hit(f, 'owner.name')?.value).toBe('Ana Maria');
  });
});

// fuzz fresh-8ae69344 #0 (LibreOffice): "HONDA/CG 160 FAN" doubted as cut, "PASSAGEIRO" under it.
describe('a label of something not read, in the label column under a value’s label', () => {
  const rows = (...under: Placed[]) =>
    read(
      page(
        { text: 'PLACA', x: LABEL, y: 100 },
        { text: 'MMW-7282', x: 340, y: 100 },
        { text: 'Veículo (marca/modelo)', x: LABEL, y: 130 },
        { text: 'HONDA/CG 160 FAN', x: 340, y: 130 },
        ...under,
        { text: 'PASSAGEIRO', x: 340, y: 160 },
      ),
    );

  it('opens the next row: the value above is whole, certain ("UF" | "PASSAGEIRO")', () => {
    const f = rows({ text: 'UF', x: LABEL, y: 160 });
    expect(hit(f, 'vehicle.model')?.value).toBe('HONDA/CG 160 FAN');
    expect(certain(f, 'vehicle.model')).toBe(true);
  });

  it('control: with nothing in the label column the line under the value is its rest', () => {
    const f = rows();
    expect(hit(f, 'vehicle.model')?.value).toBe('HONDA/CG 160 FAN PASSAGEIRO');
  });

  it('control: a label that spells on over it is one label ("Placa/" · "UF")', () => {
    const f = read(
      page(
        { text: 'Placa/', x: LABEL, y: 100 },
        { text: 'UF', x: LABEL, y: 130 },
        { text: 'MMW-7282', x: 340, y: 100 },
      ),
    );
    expect(hit(f, 'vehicle.plate')?.label).toBe('Placa/ UF');
  });
});

// fuzz fresh-e41970da #29 (Chromium): the driver's rows right under the owner's, no heading between.
describe('a person’s block of rows: from a name’s label down to the next', () => {
  const notice = (address: string) =>
    read(
      page(
        { text: 'PROPRIETÁRIO DO VEÍCULO', x: LABEL, y: 60 },
        { text: 'Proprietário', x: LABEL, y: 100 },
        { text: 'GUSTAVO DA ALMEIDA NASCIMENTO', x: 400, y: 100 },
        { text: 'CPF/CNPJ', x: LABEL, y: 122 },
        { text: '429.300.069-00', x: 400, y: 122 },
        { text: 'Endereço', x: LABEL, y: 144 },
        { text: 'AV. PAULISTA, 453, VILA MARIANA, ITAÚNA/MG', x: 400, y: 144 },
        { text: 'Nome do', x: LABEL, y: 170 },
        { text: 'interessado', x: LABEL, y: 188 },
        { text: 'BEATRIZ SILVA MONTEIRO', x: 400, y: 170 },
        { text: 'C.P.F.', x: 640, y: 170 },
        { text: '502.448.139-90', x: 850, y: 170 },
        { text: 'Registro nacional de habilitação', x: LABEL, y: 214 },
        { text: '97643214403', x: 400, y: 214 },
        { text: address, x: 640, y: 214 },
        { text: 'AV. IPIRANGA', x: 850, y: 214 },
      ),
    );

  it('takes the one role a label of it names, for every row and every label beside them ("Endereço do condutor")', () => {
    const f = notice('Endereço do condutor');
    expect(hit(f, 'driver.name')?.value).toBe('Beatriz Silva Monteiro');
    expect(certain(f, 'driver.name')).toBe(true);
    expect(hit(f, 'driver.cpf')?.value).toBe('50244813990');
    expect(certain(f, 'driver.cpf')).toBe(true);
    expect(hit(f, 'driver.cnh')?.value).toBe('97643214403');
    // The owner's block above keeps its own.
    expect(hit(f, 'owner.name')?.value).toBe('Gustavo da Almeida Nascimento');
    expect(hit(f, 'owner.cpf')?.value).toBe('42930006900');
    expect(certain(f, 'owner.cpf')).toBe(true);
  });

  it('control: a block naming no role is no driver’s, and its name, a rival of the owner’s, is not certain', () => {
    const f = notice('Endereço');
    expect(f['driver.name']).toBeUndefined();
    expect(f['driver.cpf']).toBeUndefined();
    expect(hit(f, 'owner.cpf')?.value).toBe('42930006900');
  });
});

describe('a label broken word by word over the lines of a narrow cell (LibreOffice)', () => {
  it('is one label over five lines, its date under it ("Prazo" · "final" · "para" · "defesa" · "escrita" over "17/02/" · "2025")', () => {
    const f = read(
      page(
        { text: 'Prazo', x: LABEL, y: 100 },
        { text: 'final', x: LABEL, y: 122 },
        { text: 'para', x: LABEL, y: 144 },
        { text: 'defesa', x: LABEL, y: 166 },
        { text: 'escrita', x: LABEL, y: 188 },
        { text: '17/02/', x: LABEL, y: 210 },
        { text: '2025', x: LABEL, y: 232 },
      ),
    );
    expect(hit(f, 'notice.deadline')).toMatchObject({
      value: '2025-02-17',
      label: 'Prazo final para defesa escrita',
    });
  });
});

describe('a number broken by the edge of the last column (LibreOffice, nothing beside to show the edge)', () => {
  const stacked = (label: string, ...lines: string[]) =>
    read(page(...[label, ...lines].map((text, i) => ({ text, x: LABEL, y: 100 + 22 * i }))));

  it.each([
    [
      'a year’s last two digits under its date',
      'Prazo para defesa',
      '14/11/20',
      '23',
      'notice.deadline',
      '2023-11-14',
    ],
    [
      'a year’s last three digits under its date (fresh-b09d1379#10)',
      'Prazo final para defesa da autuação',
      '17/05/2',
      '025',
      'notice.deadline',
      '2025-05-17',
    ],
    [
      'a number’s check digit',
      'Processo de suspensão nº',
      '2025/008614',
      '7-4',
      'suspension.processNumber',
      '2025/0086147-4',
    ],
    [
      'a notice number’s last digit (fresh-4505ead3#38)',
      'Auto de Infração:',
      'FT3412851',
      '7',
      'notice.number',
      'FT34128517',
    ],
  ] as const)('%s joins it, doubtful ("%s" over "%s" · "%s")', (_what, label, line, rest, key, value) => {
    const f = stacked(label, line, rest);
    expect(hit(f, key)?.value).toBe(value);
    expect(certain(f, key)).toBe(false);
  });

  it('control: a whole date takes nothing from the line under it, nor a year of five digits', () => {
    expect(hit(stacked('Prazo para defesa', '14/11/2023', '23'), 'notice.deadline')?.value).toBe(
      '2023-11-14',
    );
    // Not joined: the two-digit year as read, doubted as cut.
    const five = stacked('Prazo para defesa', '14/11/20', '234');
    expect(hit(five, 'notice.deadline')?.value).toBe('2020-11-14');
    expect(certain(five, 'notice.deadline')).toBe(false);
  });
});

describe('a description wrapped in its column, the next column’s pair level with its first line', () => {
  // (A label the vocabulary does not know, "Classe": "Gravidade" beside its value ends the value
  // whatever the line under it, runs.ts nextPairsLabel.)
  const notice = (second: string, pair = 'Classe') =>
    read(
      page(
        { text: 'Código da infração', x: LABEL, y: 60 },
        { text: '612-20', x: VALUE, y: 60 },
        { text: 'Descrição', x: LABEL, y: 100 },
        { text: 'Deixar de dar preferência', x: VALUE, y: 100 },
        { text: pair, x: 580, y: 100 },
        { text: 'Gravíssima', x: 760, y: 100 },
        { text: second, x: VALUE, y: 122 },
        { text: 'motorizado na faixa a ele', x: VALUE, y: 144 },
        { text: 'destinada', x: VALUE, y: 166 },
      ),
    );

  it('leaves the pair out: the line under its first ends short of it ("Deixar de dar preferência" | "Gravidade" over "a pedestre e a veículo não")', () => {
    const f = notice('a pedestre e a veículo não');
    expect(hit(f, 'infraction.description')?.value).toBe(
      'Deixar de dar preferência a pedestre e a veículo não motorizado na faixa a ele destinada',
    );
  });

  it('control: a line under it as wide as its row goes under the pair, which is the value’s then', () => {
    const f = notice('a pedestre e a veículo não motorizado na faixa a ele');
    expect(hit(f, 'infraction.description')?.value).toMatch(/^Deixar de dar preferência Classe/);
    // A known label of something no field is read for, its value far beside it, is the next pair's.
    const known = notice('a pedestre e a veículo não motorizado na faixa a ele', 'Gravidade');
    expect(hit(known, 'infraction.description')?.value).toMatch(/^Deixar de dar preferência a pedestre/);
  });
});

describe('an agency’s name one word a line (a narrow LibreOffice cell)', () => {
  // (The label wraps in the cell too: a label line wider than the value's would show the column wide.)
  const agency = (...lines: string[]) =>
    read(
      page(...['Entidade', 'autuadora:', ...lines].map((text, i) => ({ text, x: LABEL, y: 100 + 22 * i }))),
    );

  it('that ends as agencies’ names end is whole, certain ("Polícia" · "Rodoviária" · "Federal")', () => {
    const f = agency('Polícia', 'Rodoviária', 'Federal');
    expect(hit(f, 'agency')?.value).toBe('Polícia Rodoviária Federal');
    expect(certain(f, 'agency')).toBe(true);
  });

  it('control: one that ends on any other word may be a word broken at the edge: doubtful', () => {
    const f = agency('Secretaria', 'Municipal', 'Mobilidade');
    expect(hit(f, 'agency')?.value).toBe('Secretaria Municipal Mobilidade');
    expect(certain(f, 'agency')).toBe(false);
  });
});

describe('a value under a header cell that may run two columns’ labels together', () => {
  const under = (label: string, value: string) =>
    read(page({ text: label, x: LABEL, y: 100 }, { text: value, x: LABEL, y: 124 }));

  // fresh-0f46f90b#12: the label's own "do veículo" was taken for another column's header.
  it('a label going on with a connector is one label: its value reaching under "do veículo" is certain', () => {
    const f = under('Modelo do veículo', 'NISSAN/KICKS SV');
    expect(hit(f, 'vehicle.model')?.value).toBe('NISSAN/KICKS SV');
    expect(certain(f, 'vehicle.model')).toBe(true);
  });

  it('control: a word after the label’s own is another column’s, and a value under it is doubted', () => {
    const f = under('Modelo do veículo UF', 'NISSAN/KICKS SV 2.0 SP');
    expect(hit(f, 'vehicle.model')?.issues?.map((i) => i.check)).toContain('ambiguous_pairing');
    expect(certain(f, 'vehicle.model')).toBe(false);
  });
});

describe('the next row’s label repeating a word of the label above', () => {
  // fresh-0f46f90b#25: "UF" under "Placa/UF" is a row of its own, "MG" its value, no rest of the plate.
  it('is no rest of that label: the value beside it is the next row’s, not the value above going on', () => {
    const rows = (state: string) =>
      read(
        page(
          { text: 'Placa/UF', x: LABEL, y: 100 },
          { text: 'TAO-9457', x: VALUE, y: 100 },
          { text: 'UF', x: LABEL, y: 122 },
          { text: state, x: VALUE, y: 122 },
        ),
      );
    // A fragment's size ("MG") or a line's ("MG - MINAS GERAIS"): either is the next row's value.
    for (const state of ['MG', 'MG - MINAS GERAIS']) {
      const f = rows(state);
      expect(hit(f, 'vehicle.plate')?.value).toBe('TAO9457');
      expect(certain(f, 'vehicle.plate')).toBe(true);
    }
    // Control: a wrapped label's own last word under it ("Placa do" · "veículo"): the line beside it may
    // be the value's rest.
    const wrapped = read(
      page(
        { text: 'Nome do', x: LABEL, y: 100 },
        { text: 'ANA PAULA', x: VALUE, y: 100 },
        { text: 'proprietário', x: LABEL, y: 122 },
        { text: 'SOUZA LIMA', x: VALUE, y: 122 },
      ),
    );
    expect(hit(wrapped, 'owner.name')?.value).toBe('Ana Paula Souza Lima');
    // Control: a number's broken-off digit beside a wrapped label's last word stays a doubt.
    const broken = read(
      page(
        { text: 'Número do', x: LABEL, y: 100 },
        { text: 'M76147404', x: VALUE, y: 100 },
        { text: 'auto', x: LABEL, y: 122 },
        { text: '1', x: VALUE, y: 122 },
      ),
    );
    expect(certain(broken, 'notice.number')).toBe(false);
  });
});

describe('a label wrapped over two lines, its first line glued to the value before it', () => {
  it('is cut from that value where the two lines agree on its column ("JULIANA DA COSTA CPF do" over "RODRIGUES" | "proprietário")', () => {
    const f = read(
      page(
        { text: 'PROPRIETÁRIO', x: LABEL, y: 100 },
        { text: 'DO VEÍCULO', x: LABEL, y: 122 },
        { text: 'JULIANA DA COSTA', x: VALUE, y: 100 },
        { text: 'CPF do', x: VALUE + 17 * CH, y: 100 },
        { text: 'RODRIGUES', x: VALUE, y: 122 },
        { text: 'proprietário', x: VALUE + 17 * CH, y: 122 },
        { text: '876.764.293-40', x: 700, y: 100 },
        { text: 'ENDEREÇO', x: LABEL, y: 160 },
        { text: 'RUA CONDE DE BONFIM, 1027, TAGUATINGA/DF', x: VALUE, y: 160 },
      ),
    );
    expect(hit(f, 'owner.name')?.value).toBe('Juliana da Costa Rodrigues');
    expect(certain(f, 'owner.name')).toBe(true);
    expect(hit(f, 'owner.cpf')?.value).toBe('87676429340');
    expect(hit(f, 'owner.cpf')?.label).toBe('CPF do proprietário');
  });

  it('…with a table’s padding no wider than a word space ("Radar fixo PERKONS PK-15, Data da última verificação do" over "INMETRO")', () => {
    const f = read(
      page(
        { text: 'Identificação do', x: LABEL, y: 100 },
        { text: 'equipamento', x: LABEL, y: 122 },
        { text: 'Radar fixo PERKONS PK-15, Data da última verificação do', x: VALUE, y: 100 },
        { text: 'série SR-87418', x: VALUE, y: 122 },
        { text: 'INMETRO', x: VALUE + 26 * CH, y: 122 },
        { text: '28/02/2023', x: 900, y: 100 },
      ),
    );
    expect(hit(f, 'speed.equipment')?.value).toBe('Radar fixo PERKONS PK-15, série SR-87418');
    expect(hit(f, 'speed.verificationDate')?.value).toBe('2023-02-28');
    expect(hit(f, 'speed.verificationDate')?.label).toBe('Data da última verificação do INMETRO');
  });

  // fuzz fresh-a0ec61e1 #21 (pdf-lib, Courier): "Equipamento Medidor" read as the label, the value
  // "PERKONS PK-15, série SR-60747", its first words lost, certain.
  it('…and one whose first line reads as a longer label, its colon on the line below ("Equipamento Medidor fixo" over "medidor:" | "PERKONS PK-15,")', () => {
    const layout = (rest: string) =>
      printedPage(
        9,
        ['Equipamento', 43, 102.4, 350.1],
        ['Medidor', 107.8, 145.6, 350.1],
        ['fixo', 151, 172.6, 350.1],
        ['Data', 214.7, 236.3, 350.1],
        ['da', 241.7, 252.5, 350.1],
        ['aferição:', 257.9, 306.5, 350.1],
        ['09/12/2023', 311.9, 365.9, 350.1],
        [rest, 43, 43 + 5.4 * rest.length, 361.3],
        ['PERKONS', 107.8, 145.6, 361.3],
        ['PK-15,', 151, 183.4, 361.3],
        ['série', 107.8, 134.8, 372.6],
        ['SR-60747', 140.2, 183.4, 372.6],
        ['IDENTIFICAÇÃO', 43, 113.2, 395.8],
        ['DO', 118.6, 129.4, 395.8],
        ['PROPRIETÁRIO', 134.8, 199.6, 395.8],
      );
    const f = read(layout('medidor:'));
    expect(hit(f, 'speed.equipment')?.value).toBe('Medidor fixo PERKONS PK-15, série SR-60747');
    expect(hit(f, 'speed.equipment')?.label).toBe('Equipamento medidor');
    // fuzz fresh-94599cf3 #39 (pdf-lib, Courier): no line under the value, which is whole of its
    // field ("Concentração 0,358 mg/L" over "considerada:"): the concentration unread.
    const breath = (value: string) =>
      read(
        printedPage(
          9,
          ['Número', 43, 75.4, 503.6],
          ['do', 80.8, 91.6, 503.6],
          ['teste:', 97, 129.4, 503.6],
          ['859719', 134.8, 167.2, 503.6],
          ['Concentração', 386.3, 451.1, 503.6],
          [value, 456.5, 483.5, 503.6],
          ['mg/L', 488.9, 510.5, 503.6],
          ['considerada:', 386.3, 451.1, 514.8],
        ),
      );
    expect(hit(breath('0,358'), 'breath.considered')?.value).toBe(0.358);
    expect(hit(breath('ABC'), 'breath.considered')).toBeUndefined();
    // Control: a rest with no colon ends no label; the line keeps its longer label.
    expect(hit(read(layout('medidor')), 'speed.equipment')?.label).not.toBe('Equipamento medidor');
  });

  // fuzz fresh-8ae69344 #0 (LibreOffice): the deadline's label left open at "e", its rest below.
  it('…and one whose first line ends on a connector ("19/06/2023 Data limite para defesa prévia e" over "indicação do condutor")', () => {
    const f = read(
      page(
        { text: 'Data de expedição', x: LABEL, y: 100 },
        { text: '19/06/2023 Data limite para defesa prévia e', x: VALUE, y: 100 },
        { text: 'indicação do condutor', x: VALUE + 11 * CH, y: 122 },
        { text: '05/08/2023', x: 800, y: 100 },
      ),
    );
    expect(hit(f, 'notice.dispatchDate')?.value).toBe('2023-06-19');
    expect(certain(f, 'notice.dispatchDate')).toBe(true);
    expect(hit(f, 'notice.deadline')?.label).toBe('Data limite para defesa prévia e indicação do condutor');
  });

  // fuzz fresh-94599cf3 #50 (Chromium): a "Label: value" pair wrapped like running text, its label's
  // rest a label of its own ("condutor:"), the deadline unread.
  it('…and a pair wrapped as text, the label’s rest a label word with the value after its ":" ("… indicação do" over "condutor: 17/05/2024")', () => {
    const f = read(
      page(
        { text: 'Data de emissão: 05/04/2024', x: LABEL, y: 100 },
        { text: 'Data limite para defesa prévia e indicação do', x: 500, y: 100 },
        { text: 'condutor: 17/05/2024', x: 500, y: 122 },
        { text: 'Brasília, 29/01/2026', x: 500, y: 170 },
      ),
    );
    expect(hit(f, 'notice.deadline')?.value).toBe('2024-05-17');
    expect(certain(f, 'notice.deadline')).toBe(true);
    expect(hit(f, 'driver.name')).toBeUndefined();
  });

  // fuzz fresh-c3a44e2e #32 (pdf-lib): "Nº REGISTRO" over "CNH" cut at "Nº" ("Nº" · "CNH" a label,
  // "Nº" read as a connector), the CNH read as "REGISTRO": none.
  it('…and not where the whole line and the line under it are one label ("Nº REGISTRO" over "CNH")', () => {
    const f = read(
      printedPage(
        9,
        ['Condutor', 42.8, 82.7, 208.8],
        ['infrator', 85.7, 117.2, 208.8],
        ['SÉRGIO', 133.3, 169.6, 208.8],
        ['ROCHA', 133.3, 168.4, 221],
        ['Nº', 42.8, 53.6, 239.5],
        ['REGISTRO', 55.9, 105.3, 239.5],
        ['67148023832', 133.3, 188, 239.5],
        ['CNH', 42.8, 63.6, 251.4],
      ),
    );
    expect(hit(f, 'driver.cnh')?.value).toBe('67148023832');
  });

  // fuzz fresh-d9d88d82 #1 (pdf-lib): the notice's number unread.
  it('…and a value glued after a label left open at a connector, the label’s rest under its first word ("Número do Auto de P007N29592" over "Infração")', () => {
    const f = read(
      page(
        { text: 'Número do Auto de P007N29592', x: LABEL, y: 100 },
        { text: 'Infração', x: LABEL, y: 122 },
        { text: 'PLACA', x: 500, y: 100 },
        { text: 'YPN-7785', x: 600, y: 100 },
      ),
    );
    expect(hit(f, 'notice.number')?.value).toBe('P007N29592');
    expect(hit(f, 'notice.number')?.label).toBe('Número do Auto de Infração');
    expect(certain(f, 'notice.number')).toBe(true);
    // Control: a line under it that spells no label with the open one leaves the cell whole.
    const cells = layoutCells(
      page({ text: 'Código de 745-50', x: LABEL, y: 100 }, { text: 'CENTRO', x: LABEL, y: 122 }),
      FIELD_VOCABULARY,
    ).cells.map((c) => c.text);
    expect(cells).toEqual(['Código de 745-50', 'CENTRO']);
  });

  it('a label whole on its line is not cut off the words before it for a line below at its edge', () => {
    const f = read(
      page(
        { text: 'Local', x: LABEL, y: 100 },
        { text: 'Rua Augusta, 100 Data da infração', x: VALUE, y: 100 },
        { text: 'Centro', x: VALUE + 17 * CH, y: 122 },
      ),
    );
    expect(hit(f, 'infraction.date')).toBeUndefined();
  });
});

// fuzz fresh-cfcc21e1 #19 (LibreOffice): a narrow cell broke the label inside a word, with no hyphen,
// its last line beside the value's: taken for the next row's label, the code was read "554-", none.
describe('a label broken inside a word, its last line beside the value’s ("Infração/Desd" · "obr.")', () => {
  const row = (last: string) =>
    read(
      page(
        { text: 'Código da', x: LABEL, y: 100 },
        { text: 'Infração/Desd', x: LABEL, y: 123 },
        { text: last, x: LABEL, y: 146 },
        { text: '554-', x: 240, y: 112 },
        { text: '1/2', x: 240, y: 135 },
        { text: 'Descrição da infração', x: 330, y: 112 },
        { text: 'Estacionar em desacordo com a', x: 560, y: 100 },
        { text: 'regulamentação', x: 560, y: 123 },
        { text: 'Matrícula do agente', x: LABEL, y: 190 },
        { text: '7757892', x: 300, y: 190 },
      ),
    );

  it('is the label’s rest: the value goes on beside it ("554-" · "1/2")', () => {
    expect(hit(row('obr.'), 'infraction.code')?.value).toBe('554-12');
  });

  it('…but a line that spells no label with it is the next row’s, and the value stops', () => {
    expect(hit(row('Espécie'), 'infraction.code')).toBeUndefined();
  });
});

// fuzz fresh-cfcc21e1 #30 (LibreOffice): "CPF/" · "CNPJ:" · "000610" · "60720" in a cell too narrow
// for the number, broken with no sign: the owner's CPF unread.
describe('a CPF broken inside its digits at a narrow column’s edge', () => {
  const owner = (first: string, rest: string) =>
    read(
      page(
        { text: 'CPF/', x: LABEL, y: 100 },
        { text: 'CNPJ:', x: LABEL, y: 122 },
        { text: first, x: LABEL, y: 144 },
        { text: rest, x: LABEL, y: 166 },
        { text: 'DATAS E PRAZOS', x: LABEL, y: 230 },
      ),
    );

  it('is read whole where its check digits hold only joined ("000610" · "60720")', () => {
    expect(hit(owner('000610', '60720'), 'owner.cpf')?.value).toBe('00061060720');
  });

  it('…not where they fail joined ("000610" · "60721")', () => {
    expect(hit(owner('000610', '60721'), 'owner.cpf')).toBeUndefined();
  });
});

// fuzz fresh-cfcc21e1 #29 (LibreOffice): a header row's first label runs past its column, over the
// next value's first line; each value centred in its cell, the plate a line below the model's first.
describe('a header row whose first label overruns its column', () => {
  const row = (plate: string) =>
    read(
      page(
        { text: 'Placa do Veículo MARCA/MODELO', x: LABEL, y: 100 },
        { text: 'JEEP/RENEGADE', x: 225, y: 122 },
        { text: plate, x: LABEL, y: 133 },
        { text: 'LNGTD', x: 225, y: 144 },
        { text: 'DADOS DA INFRAÇÃO', x: LABEL, y: 200 },
      ),
    );

  it('leaves the next label its value from where the first label’s own value ends ("JEEP/RENEGADE" · "LNGTD")', () => {
    const f = row('SJI7R32');
    expect(hit(f, 'vehicle.model')?.value).toBe('JEEP/RENEGADE LNGTD');
    expect(hit(f, 'vehicle.plate')?.value).toBe('SJI7R32');
  });
});

// fuzz fresh-78161db0 #37 (LibreOffice): the notice's centred title starts, a line above, where the
// label's second word does: "Processo administrativo" cut there, the process number unread.
describe('a centred title over a row', () => {
  const TITLE = 'Notificação de Instauração de Processo de Suspensão do Direito de Dirigir';
  const titleLeft = 500 - (TITLE.length * CH) / 2;
  const row = (title: Placed) =>
    read(
      page(
        title,
        { text: 'Processo administrativo', x: titleLeft - 9 * CH, y: 110 },
        { text: '00055-17542142/2023-', x: 400, y: 110 },
        { text: 'nº', x: titleLeft - 9 * CH, y: 132 },
        { text: '25', x: 400, y: 132 },
        { text: 'DADOS DO CONDUTOR', x: LABEL, y: 200 },
      ),
    );

  it('marks no column where it starts: the label is whole, its value read', () => {
    const f = row({ text: TITLE, x: titleLeft, y: 78 });
    expect(hit(f, 'suspension.processNumber')?.value).toBe('00055-17542142/2023-25');
    expect(hit(f, 'suspension.processNumber')?.label).toBe('Processo administrativo nº');
  });

  // (A space and a half apart: a line with no spaces of its own to measure takes the page's, and one
  // of them is a word space, no cut: cells.ts MAX_ASSUMED_SPACE.)
  it('control: a line that is not centred alone marks a column where it starts', () => {
    const cells = layoutCells(
      page(
        { text: TITLE, x: titleLeft - 60, y: 78 },
        { text: 'Processo', x: titleLeft - 60 - 9.5 * CH, y: 110 },
        { text: 'administrativo', x: titleLeft - 60, y: 110 },
        { text: '00055-17542142/2023-', x: 400, y: 110 },
      ),
      FIELD_VOCABULARY,
    ).cells.map((c) => c.text);
    expect(cells).toContain('administrativo');
  });

  // fuzz fresh-a0ec61e1 #4 (LibreOffice): a period broken in a narrow cell that lies mid-page, its
  // lines taken for a title's: "Período considerado" read as the points' value, the period unread.
  it('control: a narrow column’s lines that lie mid-page, edge to edge, are no title: they mark their column', () => {
    const f = read(
      printedPage(
        9.5,
        ['Nº', 41.2, 51.7, 213.1],
        ['REGISTRO', 54.4, 104.7, 213.1],
        ['CNH', 107.4, 128.3, 213.1],
        ['39248857072', 153, 219.4, 213.1],
        ['20/07', 280.6, 307.9, 240.8],
        ['/2023', 280.6, 307.9, 251.9],
        ['Total', 41.2, 65.1, 262.9],
        ['de', 68.1, 80, 262.9],
        ['pontos', 83, 115.2, 262.9],
        ['21', 123, 135, 262.9],
        ['pontos', 138, 170.4, 262.9],
        ['Período', 176.3, 212.7, 262.9],
        ['considerado', 215.6, 273.2, 262.9],
        ['a', 280.6, 286.4, 262.9],
        ['18/07', 280.6, 307.9, 274],
        ['/2024', 280.6, 307.9, 285],
      ),
    );
    expect(hit(f, 'suspension.points')?.value).toBe(21);
    expect(hit(f, 'suspension.periodStart')?.value).toBe('2023-07-20');
    expect(hit(f, 'suspension.periodEnd')?.value).toBe('2024-07-18');
  });
});

// fuzz fresh-78161db0 #14 (LibreOffice): a label's first line a space after the value before it, its
// rest under it opening the line of its own value ("PERMITIDA: 40 km/h"): the limit unread.
describe('a label’s rest on the line of its value', () => {
  const row = (rest: string) =>
    read(
      page(
        { text: 'Velocidade medida: 51 km/h', x: LABEL, y: 111 },
        { text: 'Vel. considerada: 44 VEL. MÁXIMA', x: 400, y: 100 },
        { text: 'km/h', x: 400, y: 122 },
        { text: rest, x: 400 + 21 * CH, y: 122 },
      ),
    );

  it('is the label’s, its value after the ":" ("VEL. MÁXIMA" · "PERMITIDA: 40 km/h")', () => {
    const f = row('PERMITIDA: 40 km/h');
    expect(hit(f, 'speed.limit')?.value).toBe(40);
    expect(hit(f, 'speed.limit')?.label).toBe('VEL. MÁXIMA PERMITIDA');
    expect(hit(f, 'speed.considered')?.value).toBe(44);
    expect(hit(f, 'speed.measured')?.value).toBe(51);
  });

  it('control: a line that spells no label with it leaves no limit', () => {
    expect(hit(row('OBSERVADA: 40 km/h'), 'speed.limit')?.value).not.toBe(40);
  });
});

// fuzz fresh-78161db0 #14 (LibreOffice): an agency one or two words a line in a narrow column, its
// last line short of the widest by a fraction of a space: the acronym left out, the name doubted.
describe('a value’s last line in a narrow column', () => {
  const agencyOver = (last: string, right: number) => {
    return read(
      printedPage(
        9.5,
        ['Órgão', 41.2, 73.6, 170.8],
        ['responsável:', 41.2, 107.6, 181.9],
        ['Departamento', 41.2, 110.5, 193.0],
        ['de', 41.2, 51.5, 204.0],
        ['Estradas', 56.6, 97.7, 204.0],
        ['de', 102.8, 113.1, 204.0],
        ['Rodagem', 41.2, 83.2, 215.1],
        ['do', 89.3, 101.3, 215.1],
        ['Estado', 41.2, 72.9, 226.1],
        ['de', 78.2, 88.7, 226.1],
        ['São', 94.0, 109.9, 226.1],
        ['Paulo', 41.2, 64.8, 237.2],
        ['-', 69.6, 74.3, 237.2],
        [last, 41.2, right, 248.2],
        ['IDENTIFICAÇÃO', 45.8, 133.7, 266.8],
        ['DO', 140.4, 154.0, 266.8],
        ['VEÍCULO', 160.7, 208.1, 266.8],
      ),
    );
  };

  it('whose first word would not have fitted after the line above by a fraction of a space goes on there', () => {
    const f = agencyOver('DER/SP', 79.0);
    expect(hit(f, 'agency')?.value).toBe(
      'Departamento de Estradas de Rodagem do Estado de São Paulo - DER/SP',
    );
    expect(certain(f, 'agency')).toBe(true);
  });

  it('control: a word that would have fitted with room to spare is the next block’s: the name stays doubtful', () => {
    const f = agencyOver('SP', 55.0);
    expect(certain(f, 'agency')).toBe(false);
  });

  // fuzz fresh-8472d2d5 #20 (LibreOffice): "pedestres" · "que estejam" under "Dirigir ameaç-", "que"
  // over the widest line by 0.6 of a point: the description cut at "pedestres".
  it('a line whose next word would overflow the widest line by a fraction of a point wrapped there', () => {
    const f = read(
      printedPage(
        10,
        ['Infração', 41.2, 75.8, 534.7, 8.5],
        ['Dirigir', 41.2, 71.0, 544.8],
        ['ameaç-', 74.2, 112.2, 544.8],
        ['ando', 41.2, 65.8, 556.5],
        ['os', 68.9, 80.6, 556.5],
        ['pedestres', 41.2, 90.8, 568.1],
        ['que', 41.2, 60.2, 579.8],
        ['estejam', 63.4, 103.2, 579.8],
        ['atravessando', 41.2, 108.9, 591.4],
        ['a', 41.2, 47.5, 603.1],
        ['via', 50.7, 65.3, 603.1],
        ['pública', 68.5, 104.6, 603.1],
        ['INFORMAÇÕES', 45.8, 134.5, 622.2],
        ['DA', 137.9, 154.4, 622.2],
        ['NOTIFICAÇÃO', 157.7, 239.2, 622.2],
      ),
    );
    expect(hit(f, 'infraction.description')?.value).toBe(
      'Dirigir ameaçando os pedestres que estejam atravessando a via pública',
    );
  });
});

// fuzz fresh-89b9e512 #11 (LibreOffice): a section's heading "Veículo" over "Marca/Modelo: FORD/KA SE
// 1.0", "SE" starting where a column of the box above starts: cut there, the model "FORD/KA", certain.
describe('a "Label: value" line under a label word, a column’s edge inside its value', () => {
  const model = (line: string) =>
    read(
      page(
        { text: 'Código do Auto de Infração', x: LABEL, y: 30 },
        { text: 'ÓRGÃO AUTUADOR', x: 300, y: 30 },
        { text: 'P352U77221', x: LABEL, y: 52 },
        { text: 'DETRAN-PR', x: 300, y: 52 },
        { text: 'Veículo', x: LABEL, y: 98 },
        { text: line, x: LABEL, y: 120 },
        { text: 'Placa: HRH-1379', x: LABEL, y: 142 },
      ),
    );

  it('is not cut inside its value', () => {
    const f = model('Marca/Modelo: FORD/KA SE 1.0');
    expect(hit(f, 'vehicle.model')?.value).toBe('FORD/KA SE 1.0');
    expect(hit(f, 'vehicle.plate')?.value).toBe('HRH1379');
  });
});

// fuzz fresh-ae9147f2 #2 (LibreOffice): a name's last line on the next page, certain without it.
describe('a value at the foot of a page', () => {
  const twoPages = (next: Placed): DocumentLayout =>
    pagesOf(
      [
        { text: 'CONDUTOR ABORDADO', x: LABEL, y: 1280 },
        { text: 'Condutor infrator', x: LABEL, y: 1310 },
        { text: 'GUSTAVO BEATRIZ MENDES', x: LABEL, y: 1332 },
      ],
      [next, { text: 'CNH nº', x: LABEL, y: 82 }, { text: '85344872030', x: LABEL, y: 104 }],
    );

  it('whose next page opens at its left edge with words that name nothing is doubted', () => {
    const f = read(twoPages({ text: 'TEIXEIRA', x: LABEL, y: 60 }));
    expect(hit(f, 'driver.name')?.value).toBe('Gustavo Beatriz Mendes');
    expect(certain(f, 'driver.name')).toBe(false);
  });

  it('control: a next page opening with a heading elsewhere leaves it certain', () => {
    const f = read(twoPages({ text: 'ESTADO DO PARANÁ', x: 420, y: 60 }));
    expect(certain(f, 'driver.name')).toBe(true);
  });
});

// fuzz fresh-ae9147f2 #28 (LibreOffice): a header row at a page's foot, its values atop the next page.
describe('a header row that is the last text of its page', () => {
  const split = (...next: Placed[]): DocumentLayout =>
    pagesOf(
      [
        { text: 'DADOS DO CONDUTOR', x: LABEL, y: 1300 },
        { text: 'CPF DO CONDUTOR', x: LABEL, y: 1340 },
        { text: 'Registro da CNH', x: 320, y: 1340 },
      ],
      [...next, { text: 'NOME DO CONDUTOR: Rodrigo Lima', x: LABEL, y: 110 }],
    );

  it('has its values on the next page’s first line, in its columns', () => {
    const f = read(
      split({ text: '489.864.248-94', x: LABEL, y: 60 }, { text: '22741850050', x: 320, y: 60 }),
    );
    expect(hit(f, 'driver.cpf')?.value).toBe('48986424894');
    expect(hit(f, 'driver.cnh')?.value).toBe('22741850050');
  });

  it('control: a line centred alone atop the next page (its title, a page number) is no value of it', () => {
    const f = read(split({ text: '22741850050', x: 445, y: 60 }));
    // (Not centred, it is: the rule is the centring, not the number.)
    expect(hit(read(split({ text: '22741850050', x: 380, y: 60 })), 'driver.cnh')?.value).toBe('22741850050');
    expect(hit(f, 'driver.cnh')).toBeUndefined();
  });
});

// fuzz fresh-14437ece #30 (Chromium): labels over their values, one pair a line, in a smaller type.
describe('a value under its label, the next pair’s label under it', () => {
  const stack = (next: string) =>
    read(
      page(
        { text: 'Dispositivo legal', x: LABEL, y: 100, h: 16 },
        { text: 'Art. 218, I do CTB', x: LABEL, y: 119 },
        { text: next, x: LABEL, y: 152, h: 16 },
        { text: 'Média', x: LABEL, y: 171 },
      ),
    );

  it('labelling what no field is read for ("Gravidade") ends it: the basis is certain', () => {
    const f = stack('Gravidade');
    expect(hit(f, 'infraction.legalBasis')?.value).toBe('Art. 218, I do CTB');
    expect(certain(f, 'infraction.legalBasis')).toBe(true);
  });

  it('control: words that label nothing there may be its rest: doubted', () => {
    expect(certain(stack('e Resolução'), 'infraction.legalBasis')).toBe(false);
  });
});

// fuzz fresh-14437ece #22 (pdf-lib): a name wrapped under its inline start, the next "Label: value"
// row's words under it at its left edge.
describe('a wrapped inline value over the next "Label: value" row', () => {
  const owner = (next: string) =>
    read(
      page(
        { text: 'Proprietário: Rodrigo Beatriz', x: LABEL, y: 100 },
        { text: 'Ferreira', x: LABEL + 14 * CH, y: 122 },
        { text: 'Almeida', x: LABEL + 14 * CH, y: 144 },
        { text: next, x: LABEL, y: 166 },
      ),
    );

  it('is whole, certain: that row’s words are its label’s value', () => {
    const f = owner('ENDEREÇO: Av. dos Bandeirantes, 2528, Batel, Fortaleza/CE');
    expect(hit(f, 'owner.name')?.value).toBe('Rodrigo Beatriz Ferreira Almeida');
    expect(certain(f, 'owner.name')).toBe(true);
  });
});

// fuzz fresh-990cab92 #28 (LibreOffice): a label's bracketed rest broken inside the bracket, one piece
// a line, the place under it: read with "(RODOVIA/KM /MUNICÍPIO)" in it, certain.
it('a label’s bracket closed on a line of its own ("LOCAL" · "(RODOVIA/KM" · "/MUNICÍPIO)") is the label’s', () => {
  const f = read(
    page(
      ...['LOCAL', '(RODOVIA/KM', '/MUNICÍPIO)', 'BR-277, km', '206, sentido', 'centro,', 'Registro/SP'].map(
        (text, i) => ({ text, x: LABEL, y: 100 + 22 * i }),
      ),
      { text: 'DADOS DO VEÍCULO', x: LABEL, y: 300 },
    ),
  );
  expect(hit(f, 'infraction.place')?.value).toBe('BR-277, km 206, sentido centro, Registro/SP');
  expect(hit(f, 'infraction.place')?.label).toBe('LOCAL (RODOVIA/KM /MUNICÍPIO)');
});

// fuzz fresh-d8d18df6 #32 (LibreOffice): "Velocidade" over "máxima", the label's rest printed a space
// after the unit of the value before it.
it('a label’s first line that is no label alone goes on in the row below at its edge ("Velocidade" over "km/h máxima")', () => {
  const row = (above: string) =>
    read(
      printedPage(
        10,
        ['VELOCIDADE', 278.8, 350.2, 598.6],
        ['45', 411.2, 423.9, 598.6],
        [above, 444.0, 499.8, 598.6],
        ['40', 521.9, 534.6, 598.6],
        ['CONSIDERADA', 278.8, 353.0, 610.3],
        ['(KM/H)', 359.7, 400.2, 610.3],
        ['km/h', 411.2, 436.5, 610.3],
        ['máxima', 444.0, 483.6, 610.3],
        ['km/h', 521.9, 547.2, 610.3],
      ),
    );
  expect(hit(row('Velocidade'), 'speed.limit')?.value).toBe(40);
  expect(hit(row('Velocidade'), 'speed.limit')?.label).toBe('Velocidade máxima');
  // Control: a word above that spells no label with it leaves it the value's.
  expect(hit(row('Verso'), 'speed.limit')).toBeUndefined();
});

// fuzz-images fresh-42ffdf08 #18 (a hand's shadow): OCR boxed "Condutor infrator:" and the name apart,
// the name's last word wrapped under the label: certain without it.
describe('a value OCR boxed apart from its "Label:"', () => {
  const row = (under: string) =>
    read(
      ocrPage(
        [
          { text: 'Condutor infrator:', x: LABEL, y: 100, confidence: 0.95 },
          { text: 'SIMONE AUGUSTO DA PEIXOTO', x: LABEL + 21 * CH, y: 100, confidence: 0.96 },
        ],
        [{ text: under, x: LABEL, y: 137, confidence: 0.96 }],
      ),
    );

  it('is doubted when a line under the label may be its rest', () => {
    const f = row('SANTOS');
    expect(hit(f, 'driver.name')?.value).toBe('Simone Augusto da Peixoto');
    expect(certain(f, 'driver.name')).toBe(false);
  });
});

describe('a label’s bracketed rest on its own line, the next column’s label beside it', () => {
  // fuzz fresh-9bff5258 #7, pdf-lib: "Infração" · "(código)" beside "745-5/0", the line below also
  // carrying the rest of "Descrição da" · "infração": read as two rows, the code unread.
  it('is the rest of the label above, whatever stands beside each line', () => {
    const f = read(
      page(
        { text: 'Infração', x: LABEL, y: 100, h: 17 },
        { text: '745-5/0', x: 200, y: 100 },
        { text: 'Descrição da', x: 400, y: 100, h: 17 },
        { text: 'Transitar em velocidade', x: 560, y: 100 },
        { text: '(código)', x: LABEL, y: 120, h: 17 },
        { text: 'infração', x: 400, y: 120, h: 17 },
        { text: 'superior à máxima permitida em até 20%', x: 560, y: 120 },
      ),
    );
    expect(hit(f, 'infraction.code')?.value).toBe('745-50');
    expect(certain(f, 'infraction.code')).toBe(true);
  });
});

describe('a value at the foot of its page, the next page opening at its left edge', () => {
  // fuzz fresh-cc2dec37 #38, LibreOffice: "S427Y14293" the page's last text, "2" atop the next page.
  it('may go on there: doubted, unless that page opens with a label or a title', () => {
    const read2 = (top: Placed[]) =>
      read(
        pagesOf(
          [
            { text: 'IDENTIFICAÇÃO', x: LABEL, y: 1240 },
            { text: 'Auto de Infração:', x: LABEL, y: 1290 },
            { text: 'S427Y14293', x: LABEL, y: 1314 },
          ],
          [...top, { text: 'Placa: ABC1D23', x: LABEL, y: 140 }],
        ),
      );
    const broken = hit(read2([{ text: '2', x: LABEL, y: 60 }]), 'notice.number');
    expect(broken?.value).toBe('S427Y14293');
    expect(broken?.issues?.map((i) => i.message)).toContain(
      'O texto lido ("S427Y14293") pode estar incompleto: confira.',
    );
    expect(broken?.confidence).toBeLessThan(0.85);
    for (const top of [
      [{ text: 'Órgão autuador: DNIT', x: LABEL, y: 60 }],
      [{ text: 'NOTIFICAÇÃO DE AUTUAÇÃO', x: 390, y: 60 }],
    ]) {
      const f = read2(top);
      expect(hit(f, 'notice.number')?.value).toBe('S427Y14293');
      expect(certain(f, 'notice.number')).toBe(true);
    }
  });
});

describe('a value that opens its page, the page before ending at its left edge', () => {
  // fuzz fresh-a0ec61e1 #17, LibreOffice: a table's row broken over the page break, "Identificação do"
  // | "Lombada eletrônica FISCAL-V FV3, série FX-" the page's foot, "equipamento" | "90169" atop the
  // next; the equipment read "90169", certain.
  it('may have its opening there: doubted, unless the page before ends with a label or elsewhere', () => {
    const read2 = (foot: Placed[]) =>
      read(
        pagesOf(
          [{ text: 'Placa: ABC1D23', x: LABEL, y: 1200 }, ...foot],
          [
            { text: 'equipamento', x: LABEL, y: 60 },
            { text: '90169', x: VALUE, y: 60 },
            { text: 'Data da infração: 03/02/2026', x: LABEL, y: 140 },
          ],
        ),
      );
    const broken = hit(
      read2([
        { text: 'Identificação do', x: LABEL, y: 1314 },
        { text: 'Lombada eletrônica FISCAL-V FV3, série FX-', x: VALUE, y: 1314 },
      ]),
      'speed.equipment',
    );
    expect(broken?.value).toBe('90169');
    expect(broken?.issues?.map((i) => i.message)).toContain(
      'O texto lido ("90169") pode estar incompleto: confira.',
    );
    // Controls: the page before ends in a label's row, or with text at another column.
    for (const foot of [
      [{ text: 'Data da infração:', x: VALUE, y: 1314 }],
      [{ text: 'Página 1 de 2', x: 800, y: 1314 }],
    ]) {
      const f = read2(foot);
      expect(hit(f, 'speed.equipment')?.value).toBe('90169');
      expect(hit(f, 'speed.equipment')?.issues?.map((i) => i.check) ?? []).not.toContain('value_cut');
    }
  });
});

describe('"Processo" alone opening another field’s label', () => {
  // fuzz fresh-9bff5258 #32, pdf-lib: "Processo" · "instaurado em" beside "14/02/2024", read as a
  // second process number's label over the opening date's rest: the date unread.
  it('goes on into the line below when together they are that field’s label', () => {
    const f = read(
      page(
        { text: 'PROCESSO Nº', x: LABEL, y: 60, h: 17 },
        { text: '2024/9137638-7', x: VALUE, y: 60 },
        { text: 'Processo', x: LABEL, y: 100, h: 17 },
        { text: '14/02/2024', x: VALUE, y: 100 },
        { text: 'instaurado em', x: LABEL, y: 120, h: 17 },
      ),
    );
    expect(hit(f, 'suspension.openingDate')?.value).toBe('2024-02-14');
    expect(certain(f, 'suspension.openingDate')).toBe(true);
    expect(hit(f, 'suspension.processNumber')?.value).toBe('2024/9137638-7');
    expect(certain(f, 'suspension.processNumber')).toBe(true);
  });
});

describe('a date broken inside its digits over the lines of a narrow cell (LibreOffice)', () => {
  // fuzz fresh-14d60bc0 #26: "24/1" · "1/20" · "26" beside "Prazo final para defesa escrita", and
  // "07/10/20" · "26" beside "Processo" · "instaurado em": both unread.
  it('is read glued, for the driver to confirm where it took more than one break', () => {
    const f = read(
      page(
        { text: 'Processo nº', x: LABEL, y: 60, h: 17 },
        { text: 'E-12/8483585/2026', x: 240, y: 60 },
        { text: 'Processo', x: LABEL, y: 100, h: 17 },
        { text: '07/10/20', x: 240, y: 100 },
        { text: 'instaurado em', x: LABEL, y: 120, h: 17 },
        { text: '26', x: 240, y: 120 },
        { text: 'Prazo final para defesa escrita', x: LABEL, y: 180, h: 17 },
        { text: '24/1', x: 400, y: 170 },
        { text: '1/20', x: 400, y: 190 },
        { text: '26', x: 400, y: 210 },
      ),
    );
    expect(hit(f, 'suspension.openingDate')?.value).toBe('2026-10-07');
    expect(hit(f, 'notice.deadline')?.value).toBe('2026-11-24');
    expect(hit(f, 'notice.deadline')?.issues?.map((i) => i.check)).toContain('wrapped_join');
    expect(certain(f, 'notice.deadline')).toBe(false);
  });
});

describe('a header row at the foot of its page, its values across the next page’s first line', () => {
  // fuzz fresh-14d60bc0 #19, LibreOffice: the line of values, printed from the margin across the page,
  // is centred too, and was taken for a title: name, CPF and address unread.
  it('reads each label’s value in its column, though the line is centred on the page', () => {
    const f = read(
      pagesOf(
        [
          { text: 'DADOS DO PROPRIETÁRIO', x: LABEL, y: 1330 },
          { text: 'Nome', x: LABEL, y: 1370, h: 17 },
          { text: 'CPF', x: 410, y: 1370, h: 17 },
          { text: 'Endereço', x: 560, y: 1370, h: 17 },
        ],
        [
          {
            text: 'ANA APARECIDA DOS SANTOS MOREIRA 715.960.015-00 AV. PAULISTA, 940, VILA, CAMPINAS/SP',
            x: LABEL,
            y: 60,
          },
          { text: 'Placa: ABC1D23', x: LABEL, y: 120 },
        ],
      ),
    );
    expect(hit(f, 'owner.name')?.value).toBe('Ana Aparecida dos Santos Moreira');
    expect(hit(f, 'owner.cpf')?.value).toBe('71596001500');
    expect(hit(f, 'owner.address')?.value).toBe('AV. PAULISTA, 940, VILA, CAMPINAS/SP');
  });
});

describe('a label whose second line is another field’s label whole', () => {
  // fuzz fresh-b094df64 #1, pdf-lib: "Etilômetro" · "verificado em" beside "22/04/2024": the
  // equipment's word over the speed meter's label, read as two rows; the verification date unread.
  it('is one label when the two lines make a longer label of a third field, every word of both', () => {
    const f = read(
      page(
        { text: 'Etilômetro', x: LABEL, y: 100, h: 17 },
        { text: 'Dräger Alcotest 7510', x: 240, y: 100 },
        { text: 'Etilômetro', x: LABEL, y: 140, h: 17 },
        { text: '22/04/2024', x: 240, y: 140 },
        { text: 'verificado em', x: LABEL, y: 162, h: 17 },
        { text: 'Concentração medida: 0,45 mg/L', x: LABEL, y: 200 },
      ),
    );
    expect(hit(f, 'breath.verificationDate')?.value).toBe('2024-04-22');
    expect(certain(f, 'breath.verificationDate')).toBe(true);
    expect(hit(f, 'breath.equipment')?.value).toBe('Dräger Alcotest 7510');
  });
});

describe('a label over two lines beside a value wrapped over the same two', () => {
  // fuzz fresh-b094df64 #4, pdf-lib: "Enquadramento" · "legal" beside "CTB, art. 181," · "VIII": read
  // as two rows ("Enquadramento" alone names the code), the basis cut before its inciso.
  it('is one label when the value’s first line goes on past its end', () => {
    const f = read(
      page(
        { text: 'Código: 545-21', x: LABEL, y: 60 },
        { text: 'Enquadramento', x: LABEL, y: 100, h: 17 },
        { text: 'CTB, art. 181,', x: 240, y: 100 },
        { text: 'legal', x: LABEL, y: 121, h: 17 },
        { text: 'VIII', x: 240, y: 121 },
      ),
    );
    expect(hit(f, 'infraction.legalBasis')?.value).toBe('CTB, art. 181, VIII');
    expect(certain(f, 'infraction.legalBasis')).toBe(true);
  });

  // fresh-e5791197 #0, pdf-lib: "Fundamento" (alone, a decision's reasons) · "legal" beside "Art. 214, I
  // do" · "CTB": the basis unread.
  it('…or at a connector', () => {
    const f = read(
      page(
        { text: 'Fundamento', x: LABEL, y: 100, h: 17 },
        { text: 'Art. 214, I do', x: 240, y: 100 },
        { text: 'legal', x: LABEL, y: 121, h: 17 },
        { text: 'CTB', x: 240, y: 121 },
      ),
    );
    expect(hit(f, 'infraction.legalBasis')?.value).toBe('Art. 214, I do CTB');
    expect(certain(f, 'infraction.legalBasis')).toBe(true);
  });

  // fresh-e5791197 #10, LibreOffice: "CTB, art." · "208" beside "Enquadramento" · "legal".
  it('…or where only the two lines together are a value of the label’s field', () => {
    const f = read(
      page(
        { text: 'Código: 605-01', x: LABEL, y: 60 },
        { text: 'Enquadramento', x: LABEL, y: 100, h: 17 },
        { text: 'CTB, art.', x: 240, y: 100 },
        { text: 'legal', x: LABEL, y: 121, h: 17 },
        { text: '208', x: 240, y: 121 },
      ),
    );
    expect(hit(f, 'infraction.legalBasis')?.value).toBe('CTB, art. 208');
    expect(certain(f, 'infraction.legalBasis')).toBe(true);
  });
});

describe('a value centred on its label, its first line opening with a word of the field’s labels', () => {
  // fuzz fresh-f8886b6c #27, LibreOffice: "Medidor fixo" · "DATAPROM" · "DP-10, série" · "DT-60307"
  // beside "Identificação do equipamento": read from "DATAPROM", its opening lost, certain.
  it('is read with its first line, never from the label’s row without it', () => {
    const f = read(
      page(
        { text: 'Medidor fixo', x: 360, y: 100 },
        { text: 'DATAPROM', x: 360, y: 120 },
        { text: 'Identificação do equipamento', x: LABEL, y: 130, h: 17 },
        { text: 'DP-10, série', x: 360, y: 140 },
        { text: 'DT-60307', x: 360, y: 160 },
      ),
    );
    expect(hit(f, 'speed.equipment')?.value).toBe('Medidor fixo DATAPROM DP-10, série DT-60307');
    expect(certain(f, 'speed.equipment')).toBe(true);
  });
});

describe('a cell of two words on a line with no other spaces, over a column edge another line shows', () => {
  // fuzz fresh-e5791197 #12, Chromium (DejaVu Sans, its space half a text height): "Irmãos" | "Ltda"
  // cut where a wrapped address's "710" starts three lines below; the owner read without "Ltda", certain.
  it('is cut only at a gap wider than the page’s word space', () => {
    const f = read(
      page(
        { text: 'PROPRIETÁRIO DO', x: LABEL, y: 100 },
        { text: 'Distribuidora Três', x: 320, y: 100 },
        { text: 'CNPJ: 00.965.508/0001-24', x: 640, y: 100 },
        { text: 'VEÍCULO:', x: LABEL, y: 122 },
        { text: 'Irmãos Ltda', x: 320, y: 122 },
        { text: 'Endereço para correspondência: Rua da Bahia, 850, Centro, CEP 08027-', x: LABEL, y: 160 },
        { text: '710', x: 390, y: 182 },
      ),
    );
    expect(hit(f, 'owner.name')?.value).toBe('Distribuidora Três Irmãos Ltda');
  });
});

// fuzz-images fresh-2cad631d #20, #22, #38: OCR boxed a process number's last group apart, its dot
// opening it ("0770.2425" · ".10816/2024"); the number was read without it.
describe('a number’s rest a space away that opens with its separator', () => {
  const number = (rest: string) =>
    readDocument({
      name: 'n.png',
      method: 'ocr',
      layout: ocrPage(
        [{ text: 'Processo de suspensão nº', x: LABEL, y: 100, confidence: 0.96 }],
        [{ text: `0770.2425 ${rest}`, x: LABEL, y: 124, confidence: 0.9 }],
      ),
    }).fields;
  it('is the number’s, read whole', () => {
    expect(hit(number('.10816/2024'), 'suspension.processNumber')?.value).toBe('0770.2425.10816/2024');
  });
  it('control: a word a space away is no part of it', () => {
    expect(hit(number('10816/2024'), 'suspension.processNumber')?.value).toBe('0770.2425');
  });
});

// fuzz fresh-343bad13 #17 (pdf-lib): a long number ran into the next pair's label, no space between;
// read "E-12/9496306/2024ENTIDADE", certain.
describe('a number run into the next label ("…/2024Entidade autuadora:")', () => {
  const line = (text: string) =>
    read(
      page(
        { text, x: LABEL, y: 100 },
        { text: 'Condutor', x: LABEL, y: 140 },
        { text: 'ANA SOUZA LIMA', x: LABEL, y: 162 },
      ),
    );
  it('ends at the word in title case and is doubted', () => {
    const f = line('Número do processo: E-12/9496306/2024Entidade autuadora: DETRAN-RJ');
    expect(hit(f, 'suspension.processNumber')?.value).toBe('E-12/9496306/2024');
    expect(hit(f, 'suspension.processNumber')?.issues?.map((i) => i.check)).toEqual(['value_cut']);
  });
  it('control: with a space between, it is read whole and certain', () => {
    const f = line('Número do processo: E-12/9496306/2024 Entidade autuadora: DETRAN-RJ');
    expect(hit(f, 'suspension.processNumber')?.value).toBe('E-12/9496306/2024');
    expect(certain(f, 'suspension.processNumber')).toBe(true);
  });
});
