/**
 * Values read as printed over several lines (issue 25 item 3): a word broken at a line's end joined
 * (its hyphen dropped, or kept where it is the word's own), a value going on in the next lines of its
 * cell until the next label, a label's bracketed rest, a label wrapped over lines of one field, and
 * the next box's label never a value.
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
