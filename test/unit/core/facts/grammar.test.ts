/**
 * Certainty by evidence (issue 25 item 2): each field's grammar. A value that lacks it keeps an issue
 * (so it is never certain); one that has it keeps none.
 */
import { grammarIssues, isValidCnh, misspeltAgencyWords } from '@recurso/core/facts';

const checks = (...args: Parameters<typeof grammarIssues>) => grammarIssues(...args).map((i) => i.check);

describe('a place looks like an address, or a road and km', () => {
  it.each([
    'Av. Afonso Pena, altura do nº 1200, sentido bairro',
    'Rua XV de Novembro, nº 23',
    'BR-116, km 227,5, sentido crescente, Registro/SP',
    'LMG-800, km 12, Betim/MG',
    'Rodovia dos Bandeirantes, km 38',
    // A verb's form that is a place's name, with no description's next word after it.
    'Av. Circular, 1200, Setor Sul',
  ])('%s', (place) => expect(checks('infraction.place', place)).toEqual([]));

  it.each([
    ['(RODOVIA/KM/MUNICÍPIO)', 'label_as_value'],
    ['Código/Desdobramento 554-12', 'place_shape'],
    ['Rua XV de Novembro, altura do nº Horário: 08:14 3236', 'label_in_value'],
    ['Av. Affonso Ca-', 'value_cut'],
    ['Av. Presidente Vargas, altura do', 'value_cut'],
    // The next row's description glued to the place: a sentence, not a place's words.
    [
      'Av. Sete de Setembro, nº 3453, sentido crescente Transitar em velocidade superior à máxima',
      'label_in_value',
    ],
    ['Rua Augusta, 1200 Estacionar o veículo', 'label_in_value'],
  ])('not %s (%s)', (place, check) => expect(checks('infraction.place', place)).toContain(check));
});

describe('an address opens with its street and has a number', () => {
  it('takes a whole address', () => {
    expect(
      checks('owner.address', 'RUA SERGIPE, 2799, APTO 81, BOA VISTA, TAGUATINGA/DF, CEP 17627-700'),
    ).toEqual([]);
    expect(checks('driver.address', 'SQN 302 Bloco B, apto 101, Brasília/DF, CEP 70723-020')).toEqual([]);
  });

  it('doubts one read from the middle, or with a label run into it', () => {
    expect(checks('owner.address', 'LOURDES, PORTO ALEGRE/RS, CEP 11639-083')).toContain('address_shape');
    expect(checks('owner.address', 'AV. IPIRANGA, 2506, VILA para correspondência ÂNDIA/MG')).toContain(
      'label_in_value',
    );
  });

  // fuzz fresh-990cab92 #28 (LibreOffice): a label's bracketed rest, broken over two lines, read in.
  it('doubts a label’s bracketed rest inside a place, not a place’s own brackets', () => {
    expect(
      checks('infraction.place', '(RODOVIA/KM /MUNICÍPIO) BR-277, km 206, sentido centro, Registro/SP'),
    ).toContain('label_in_value');
    expect(
      checks('infraction.place', 'BR-277, km 206 (pista sul), sentido centro, Registro/SP'),
    ).not.toContain('label_in_value');
  });

  // fuzz fresh-ae9147f2 #35 (LibreOffice): a section's heading taken as the address's next line.
  it('ends at its CEP, or at the city and state after it', () => {
    expect(
      checks(
        'owner.address',
        'RUA XV DE NOVEMBRO, 453, VILA MARIANA, BELO HORIZONTE/MG, CEP 68348-031 Veículo',
      ),
    ).toContain('address_shape');
    expect(checks('owner.address', 'Rua Sergipe, 369, Lourdes, CEP 30130-170 - Belo Horizonte/MG')).toEqual(
      [],
    );
    expect(checks('owner.address', 'Rua Sergipe, 369, Lourdes, CEP 30130-170, Contagem - MG')).toEqual([]);
    expect(checks('owner.address', 'Rua Sergipe, 369, CEP 30.130-170')).toEqual([]);
  });
});

describe('a name is two words or more', () => {
  it('not a label\'s initials ("C.P .F.")', () =>
    expect(checks('owner.name', 'C.P .F.')).toContain('name_shape'));
  it('takes "Ana Sá Lima"', () => expect(checks('owner.name', 'Ana Sá Lima')).toEqual([]));
});

describe('a model opens with a known make', () => {
  it.each([
    'VW/GOL 1.0',
    'CHEVROLET/ONIX 1.0MT LT',
    'I/BMW X1 SDRIVE',
    'HONDA/CG 160 FAN',
    'FIAT/TIPO 1.6 SX',
  ])('%s', (model) => expect(checks('vehicle.model', model)).toEqual([]));
  it.each([
    ['UF', 'label_as_value'],
    ['Espécie', 'label_as_value'],
    ['PASSAGEIRO', 'model_make'],
    // The next row's label taken as the value's last word.
    ['HONDA/CG 160 FAN Cor', 'label_in_value'],
    ['FIAT/ARGO DRIVE 1.0 UF', 'label_in_value'],
    // …or inside it, the next box's value after it.
    ['FIAT/UNO MILLE UF BRANCA', 'label_in_value'],
    ['VW/GOL 1.0 Cor: PRATA', 'label_in_value'],
    // The next pair of its row, drawn close: "Placa/UF" is one token, its words joined by "/".
    ['JEEP/RENEGADE LNGTD Placa/UF WUR-4193', 'label_in_value'],
    ['JEEP/RENEGADE LNGTD Placa WUR-4193', 'label_in_value'],
  ])('not %s', (model, check) => expect(checks('vehicle.model', model)).toContain(check));
});

describe('an agency is named as the agencies table names one, and nothing else', () => {
  it.each([
    'DETRAN-SP',
    'DETRAN/RS',
    'Departamento de Trânsito de Minas Gerais - DETRAN-MG',
    'Departamento Nacional de Infraestrutura de Transportes - DNIT',
    'Polícia Rodoviária Federal',
    'Companhia de Engenharia de Tráfego - CET',
    'Empresa Pública de Transporte e Circulação - EPTC',
    // In capitals a notice often drops the accents: still the agency's spelling.
    'DEPARTAMENTO ESTADUAL DE TRANSITO DA BAHIA - DETRAN-BA',
    'POLÍCIA RODOVIÁRIA FEDERAL',
  ])('%s', (agency) => expect(checks('agency', agency)).toEqual([]));

  it.each([
    // OCR's misreadings at 0.85 on a fax (fuzz-images fresh-d6d2fa61#2): an accent the word never carries.
    ['Départamento Estadual de Trânsito da Bahia - DETRAN-BA', 'Départamento'],
    ['Departamento Estadual de Tránsito - DETRAN-PR', 'Tránsito'],
    ['Polícia Rodoviária Féderal', 'Féderal'],
  ])('not %s', (agency, word) => {
    expect(checks('agency', agency)).toContain('agency_spelling');
    expect(misspeltAgencyWords(agency)).toEqual([word]);
  });

  it.each([
    ['Departamento de Estradas de Rodagem do', 'value_cut'],
    ['Gerais - DETRAN-MG', 'agency_shape'],
    ['DETRAN-DF RENAULT/SANDERO EXP 10', 'agency_shape'],
    ['do Estado do Rio de', 'value_cut'],
  ])('not %s', (agency, check) => expect(checks('agency', agency)).toContain(check));

  // fuzz-images fresh-b66eac25 #14 (JPEG): a state's name misread with an accent it never carries.
  it('not a state’s name with an accent it never carries ("Río")', () => {
    const agency = 'Departamento de Trânsito do Estado do Río de Janeiro - DETRAN-RJ';
    expect(checks('agency', agency)).toContain('agency_spelling');
    expect(misspeltAgencyWords(agency)).toEqual(['Río']);
    expect(checks('agency', 'DEPARTAMENTO DE TRÂNSITO DO PARANÁ - DETRAN-PR')).toEqual([]);
  });

  // fuzz-images fresh-f1880be3 #23 (low DPI): the dash at the line's end lost by OCR, certain.
  it('on pixels, a name run into its acronym with no dash is doubted; in a text layer, as printed, it is not', () => {
    const glued = 'Departamento Estadual de Trânsito da Bahia DETRAN-BA';
    expect(checks('agency', glued, undefined, true)).toContain('agency_shape');
    expect(checks('agency', glued)).toEqual([]);
    expect(
      checks('agency', 'Departamento Estadual de Trânsito da Bahia - DETRAN-BA', undefined, true),
    ).toEqual([]);
  });
});

describe('a place has no word one letter off the words places are described with', () => {
  it.each([
    'Av. Presidente Vargas, altura do nº 588, sentido bairro',
    'BR-116, km 212, sentido crescente, Registro/SP',
    'Rua das Flores, 100, Centro, Bairros Unidos',
    'Rua Capitão Souza, próxima ao nº 40, Ponta Grossa/PR',
  ])('%s', (place) => expect(checks('infraction.place', place)).not.toContain('place_word'));

  it.each([
    // OCR's misreading at 0.86 on a photo (fuzz-images fresh-d6d2fa61#7).
    'Av. Presidente Vargas, altura do nº 588, sentido batrro',
    'Rodovia SP-055, km 32, sentldo crescente',
  ])('not %s', (place) => expect(checks('infraction.place', place)).toContain('place_word'));
});

describe('a legal basis is an article of a law', () => {
  it.each([
    'Art. 218, I do CTB',
    'CTB, art. 181, XVII',
    'Art. 165-A do CTB',
    'Art. 252, parágrafo único, do CTB',
  ])('%s', (basis) => expect(checks('infraction.legalBasis', basis)).toEqual([]));
  it.each(['de Art. 218, III do CTB', 'Art. 208 do Gravidade Gravíssima CTB', '745-50'])('not %s', (basis) =>
    expect(checks('infraction.legalBasis', basis)).toContain('legal_basis_shape'),
  );
});

describe('a name is a whole name', () => {
  it('takes a name with its particles', () => {
    expect(checks('owner.name', 'Maria da Conceição Souza')).toEqual([]);
  });
  it.each([
    ['Thiago Moreira do', 'value_cut'],
    ['Da Nascimento Gomes', 'value_cut'],
    ['Fernanda Beatriz C.P.F. de Souza', 'label_in_value'],
    ['Rafael Oliveira Prazos', 'label_in_value'],
    ['Registro nacional de', 'value_cut'],
    ['Thiago', 'name_shape'],
  ])('not %s (%s)', (name, check) => expect(checks('driver.name', name)).toContain(check));
});

describe('no free text ends at a line end mid-word, in a hyphen or a dangling word, or opens mid-sentence', () => {
  it('a hyphen after the value in its text', () => {
    expect(
      checks('owner.name', 'Juliana Barbosa Carva', { text: 'Juliana Barbosa Carva-', end: 21 }),
    ).toContain('value_cut');
  });
  it('a comma after it', () => {
    expect(
      checks('infraction.place', 'Rua Augusta, altura do nº 1330', {
        text: 'Rua Augusta, altura do nº 1330,',
        end: 30,
      }),
    ).toContain('value_cut');
  });
  it.each([
    'Lombada eletrônica DATAPROM DP-10, série',
    'Transitar em velocidade superior à máxima permitida em',
  ])('a dangling word: %s', (v) =>
    expect(checks(v.startsWith('L') ? 'speed.equipment' : 'infraction.description', v)).toContain(
      'value_cut',
    ),
  );
  it('a description read from its middle', () => {
    expect(checks('infraction.description', 'máxima permitida em mais de 20% até 50%')).toContain(
      'value_cut',
    );
  });
});

describe('check digits', () => {
  it('a CNH: DENATRAN’s rule', () => {
    expect(isValidCnh('02650306461')).toBe(true);
    expect(isValidCnh('02650306462')).toBe(false);
    expect(isValidCnh('11111111111')).toBe(false);
  });

  it('test a scan’s reading; on a text layer, only a number paired with the wrong label (a CPF as the CNH)', () => {
    expect(checks('driver.cnh', '02650306462', undefined, true)).toEqual(['cnh_check_digits']);
    expect(checks('driver.cnh', '02650306462')).toEqual([]);
    expect(checks('driver.cnh', '52998224725')).toEqual(['cnh_is_cpf']);
    expect(checks('vehicle.renavam', '52998224725')).toEqual(['renavam_is_cpf']);
  });

  it('a RENAVAM of 10 digits on a text layer (its last digit clipped at its cell’s edge) is never certain: one has 11, or the old 9', () => {
    expect(checks('vehicle.renavam', '2455720569')).toEqual(['renavam_length']);
    // Control: 11 digits or the old 9, quoted as printed.
    expect(checks('vehicle.renavam', '24557205694')).toEqual([]);
    expect(checks('vehicle.renavam', '639884962')).toEqual([]);
  });
});

describe('an etilômetro is an approved model', () => {
  it('takes one, doubts any other', () => {
    expect(checks('breath.equipment', 'Dräger Alcotest 7510')).toEqual([]);
    expect(checks('breath.equipment', 'Dräger Alcotest')).toContain('unknown_model');
  });
});

// fresh-fe776b76#18, LibreOffice: the next column's "Data da" · "aferição" glued to the meter's line.
describe('a label’s opening left open at a connector inside a value', () => {
  it('doubts "… série Data da DT-43892"', () =>
    expect(checks('speed.equipment', 'Radar fixo FISCAL-V FV3, série Data da DT-43892')).toContain(
      'label_in_value',
    ));
  it.each([
    'Radar fixo FISCAL-V FV3, série DT-43892',
    // A place's own title-case words before a connector that name no field.
    'Av. Sete de Setembro, nº 490',
    'Praça da Sé, 12',
  ])('control: takes "%s"', (v) =>
    expect(checks(v.startsWith('Radar') ? 'speed.equipment' : 'infraction.place', v)).not.toContain(
      'label_in_value',
    ),
  );
});

// fuzz-images fresh-b66eac25 #12 and #30: OCR split a number where its dot or a narrow gap was, and
// its first piece was read, certain.
describe('on pixels, a number a space before more of its characters', () => {
  it('may go on there: doubted as cut', () => {
    expect(checks('infraction.agentId', '509', { text: '509 824-0', end: 3 }, true)).toContain('value_cut');
    expect(checks('notice.number', 'P793R', { text: 'P793R 10259', end: 5 }, true)).toContain('value_cut');
  });
  it('control: in a text layer the space is printed; a word after it is no more of the number', () => {
    expect(checks('notice.number', 'P793R', { text: 'P793R 10259', end: 5 })).toEqual([]);
    expect(checks('notice.number', 'P793R10259', { text: 'P793R10259 Placa', end: 10 }, true)).toEqual([]);
  });
});
