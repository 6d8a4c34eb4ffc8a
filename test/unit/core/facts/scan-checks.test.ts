/**
 * Checks of a value as read (scan-checks.ts, ocr-words.ts): identifiers' check digits and length on
 * any source, and on scans what OCR gets wrong — lost accents, cut words, stray glyphs, roman incisos
 * read as digits, a gap that hid a glyph, a description read with slips. Each doubt is an issue with
 * half the confidence; each repair is a guess the driver confirms.
 */
import { type LayoutWord, lineOf } from '@recurso/core/documents';
import {
  checkReadValue,
  type DocumentReading,
  extractFacts,
  type FactIssue,
  isValidRenavam,
  normalizeScannedLegalBasis,
  readDocument,
  repairOcrWords,
  wordsOverlap,
} from '@recurso/core/facts';

const checks = (issues: { check: string }[] | undefined) => issues?.map((i) => i.check) ?? [];
const check = (...args: Parameters<typeof checkReadValue>) => {
  const r = checkReadValue(...args);
  return { value: r.value, checks: checks(r.issues) };
};

describe('identifiers', () => {
  it('RENAVAM (scanned): the mod-11 check digit of 11 digits (9-digit numbers with two leading zeros)', () => {
    expect(isValidRenavam('80275399441')).toBe(true);
    expect(isValidRenavam('80275399442')).toBe(false);
    expect(isValidRenavam('8027539944')).toBe(false);
    expect(check('vehicle.renavam', '8027539944', 'ocr', 0.95)).toEqual({
      value: '8027539944',
      checks: ['renavam_check_digits'],
    });
    // A text layer's RENAVAM is quoted as printed.
    expect(check('vehicle.renavam', '00987654321', 'pdf-text', 1).checks).toEqual([]);
    expect(check('vehicle.renavam', '80275399441', 'ocr', 0.95).checks).toEqual([]);
  });

  it('CNH: 10 digits means one was lost or doubled', () => {
    expect(check('driver.cnh', '4286428348', 'ocr', 0.95).checks).toEqual(['cnh_format']);
    expect(check('owner.cnh', '42864283481', 'ocr', 0.95).checks).toEqual([]);
  });

  it('plates: the fifth character of a scanned plate without its dash is doubtful whatever the confidence', () => {
    expect(check('vehicle.plate', 'QDN4086', 'ocr', 0.99, true).checks).toEqual(['ocr_confusable']);
    expect(check('vehicle.plate', 'QDN4086', 'pdf-text', 1, true).checks).toEqual([]);
  });
});

describe('scans', () => {
  it('a speed limit that is no signposted limit', () => {
    expect(check('speed.limit', 116, 'ocr', 0.95).checks).toEqual(['speed_limit_format']);
    expect(check('speed.limit', 110, 'ocr', 0.95).checks).toEqual([]);
    expect(check('speed.limit', 116, 'pdf-text', 1).checks).toEqual([]);
  });

  it('stray glyphs and unpaired brackets in names, places and the agency', () => {
    // A ")" with no "(" after a capital is a bent "J": put back, still confirmed by the driver.
    expect(check('agency', 'DETRAN-R)', 'ocr', 0.9)).toEqual({ value: 'DETRAN-RJ', checks: ['ocr_garbled'] });
    expect(check('owner.address', 'RUA X, 2, DUQUE DE CAXIAS/R), CEP 1', 'ocr', 0.9).value).toBe(
      'RUA X, 2, DUQUE DE CAXIAS/RJ, CEP 1',
    );
    expect(check('agency', 'Polícia (PRF)', 'ocr', 0.9)).toEqual({ value: 'Polícia (PRF)', checks: [] });
    expect(check('agency', 'DETRAN-RJ', 'ocr', 0.9).checks).toEqual([]);
    expect(check('owner.name', 'Debora | Ose Santos', 'ocr', 0.9).checks).toContain('ocr_garbled');
  });

  it('a scanned agency word one letter off the words agencies are named with is mended and confirmed', () => {
    // fuzz-images fresh-5c891946 #6: a phone photo's "l" read as "t", the agency certain at 0.85.
    expect(check('agency', 'Empresa Pública de Transporte e Circutação - EPTC', 'ocr', 0.9)).toEqual({
      value: 'Empresa Pública de Transporte e Circulação - EPTC',
      checks: ['ocr_misread_word'],
    });
    expect(check('agency', 'DEPARTAMENTO ESTADUAL DE TRÂNSITO - DETRAN-RS', 'ocr', 0.9).checks).toEqual([]);
    expect(check('agency', 'DEPARTAMENTO ESTADUAL DE TRÂNSLTO - DETRAN-RS', 'ocr', 0.9)).toEqual({
      value: 'DEPARTAMENTO ESTADUAL DE TRÂNSITO - DETRAN-RS',
      checks: ['ocr_misread_word'],
    });
    // Controls: words read right; a short word with real neighbours ("Urbano" is not "Urbana"); a
    // text layer, quoted as printed.
    expect(check('agency', 'Empresa Pública de Transporte e Circulação - EPTC', 'ocr', 0.9).checks).toEqual(
      [],
    );
    expect(check('agency', 'Empresa de Transporte Urbano - ETU', 'ocr', 0.9).checks).toEqual([]);
    expect(check('agency', 'Empresa Pública de Transporte e Circutação', 'pdf-text', 1).checks).toEqual([]);
  });

  // fuzz-images fresh-2cad631d #13 (a fax): "Rodagem" read with an accent no agency's name carries.
  it('a scanned agency word read with an accent it never carries takes the agencies’ spelling, and a speck before its state is taken out, confirmed', () => {
    expect(
      check('agency', 'Departamento de Estradas de Rodagém do Estado de São Paulo - DER/SP', 'ocr', 0.9),
    ).toEqual({
      value: 'Departamento de Estradas de Rodagem do Estado de São Paulo - DER/SP',
      checks: ['ocr_accents'],
    });
    // fuzz-images fresh-2cad631d #43 (a screenshot): a speck read as an apostrophe before the state.
    expect(check('agency', "Departamento Estadual de Trânsito - DETRAN'/RS", 'ocr', 0.9)).toEqual({
      value: 'Departamento Estadual de Trânsito - DETRAN/RS',
      checks: ['ocr_garbled'],
    });
    // Control: spelt right, it stands.
    expect(
      check('agency', 'Departamento de Estradas de Rodagem do Estado de São Paulo - DER/SP', 'ocr', 0.9)
        .checks,
    ).toEqual([]);
  });

  it('a gap of two text heights inside a value may hide a glyph ("Tráfego - CET")', () => {
    expect(
      check('agency', 'Companhia de Engenharia de Tráfego CET', 'ocr', 0.93, undefined, 2.2).checks,
    ).toEqual(['ocr_gap']);
    expect(
      check('agency', 'Companhia de Engenharia de Tráfego CET', 'ocr', 0.93, undefined, 1.2).checks,
    ).toEqual([]);
  });

  // fuzz-images fresh-40bae7c6 #16 (a turned scan): "299,4," read "299", boxed over "299,4", and
  // "4," again inside that box; the place "BR-282, km 299 4, …" was certain without its comma.
  describe('words boxed over the same print', () => {
    // Pixels of a 1000 × 1000 page: [text, left, right].
    const placeRow = (...words: [string, number, number][]) => ({
      pages: [
        {
          number: 1,
          width: 1000,
          height: 1000,
          rotation: 0 as const,
          lines: [
            lineOf([
              { text: 'Local:', box: { left: 0.05, top: 0.1, width: 0.05, height: 0.02 }, confidence: 0.96 },
              ...words.map(
                ([text, l, r]): LayoutWord => ({
                  text,
                  box: { left: l / 1000, top: 0.1, width: (r - l) / 1000, height: 0.02 },
                  // Clear enough for a place (SCANNED_NAME_CONFIDENCE): only the overlap is in doubt.
                  confidence: 0.96,
                }),
              ),
            ]),
          ],
        },
      ],
    });
    const place = (layout: ReturnType<typeof placeRow>) =>
      readDocument({ name: 'n.png', method: 'ocr', layout }).fields['infraction.place']?.[0];

    it('doubt the scanned value they are in (ocr_overlap)', () => {
      const read = place(
        placeRow(
          ['BR-282,', 120, 170],
          ['km', 176, 196],
          ['299', 202, 240],
          ['4,', 228, 241],
          ['sentido', 247, 290],
          ['bairro,', 296, 340],
          ['Rondonópolis/MT', 346, 470],
        ),
      );
      expect(read?.value).toBe('BR-282, km 299 4, sentido bairro, Rondonópolis/MT');
      expect(checks(read?.issues)).toEqual(['ocr_overlap']);
    });

    it('control: words a space apart, or touching, are no overlap; a text layer is quoted as printed', () => {
      const apart = place(
        placeRow(
          ['BR-282,', 120, 170],
          ['km', 176, 196],
          ['299,4,', 202, 241],
          ['sentido', 247, 290],
          ['bairro,', 296, 340],
          ['Rondonópolis/MT', 346, 470],
        ),
      );
      expect(apart?.value).toBe('BR-282, km 299,4, sentido bairro, Rondonópolis/MT');
      expect(apart?.issues).toBeUndefined();
      // Tesseract's line box given to the line's first word, each word boxed and read too (fresh-7b2c3ae7 #8).
      const lineBox = place(
        placeRow(
          ['BR-282,', 120, 470],
          ['km', 176, 196],
          ['299,4,', 202, 241],
          ['sentido', 247, 290],
          ['bairro,', 296, 340],
          ['Rondonópolis/MT', 346, 470],
        ),
      );
      expect(lineBox?.value).toBe('BR-282, km 299,4, sentido bairro, Rondonópolis/MT');
      expect(checks(lineBox?.issues)).toEqual([]);
      expect(
        wordsOverlap([
          { box: { left: 0.2, top: 0.1, width: 0.04, height: 0.02 } },
          { box: { left: 0.239, top: 0.1, width: 0.02, height: 0.02 } },
        ]),
      ).toBe(false);
      const layer = readDocument({
        name: 'n.pdf',
        method: 'pdf-text',
        layout: placeRow(
          ['BR-282,', 120, 170],
          ['km', 176, 196],
          ['299', 202, 240],
          ['4,', 228, 241],
          ['sentido', 247, 290],
          ['bairro,', 296, 340],
          ['Rondonópolis/MT', 346, 470],
        ),
      }).fields['infraction.place']?.[0];
      expect(layer?.issues).toBeUndefined();
    });
  });

  // fuzz-images fresh-7b2c3ae7 #8 (a scanned PDF): tesseract read "C.P.F." at 0 beside "231.732.889-39".
  describe('a garbled label beside a CPF printed in its form', () => {
    const row = (label: string, value: string) => ({
      pages: [
        {
          number: 1,
          width: 1000,
          height: 1000,
          rotation: 0 as const,
          lines: [
            lineOf([
              { text: label, box: { left: 0.05, top: 0.1, width: 0.05, height: 0.02 }, confidence: 0 },
              { text: value, box: { left: 0.3, top: 0.1, width: 0.12, height: 0.02 }, confidence: 0.92 },
            ]),
          ],
        },
      ],
    });
    const cpf = (label: string, value: string) =>
      readDocument({ name: 'n.png', method: 'ocr', layout: row(label, value) }).fields['owner.cpf']?.[0];

    it('does not doubt it: its form and check digits name the field', () => {
      const read = cpf('C.P.F.', '231.732.889-39');
      expect(read?.value).toBe('23173288939');
      expect(read?.confidence).toBeGreaterThanOrEqual(0.85);
      expect(read?.issues).toBeUndefined();
    });

    it('control: bare digits (a RENAVAM’s or a CNH’s form too) or failed check digits stay doubtful', () => {
      expect(cpf('C.P.F.', '23173288939')?.confidence).toBe(0);
      expect(cpf('C.P.F.', '231.732.889-38')?.confidence ?? 0).toBeLessThan(0.85);
    });
  });

  it('a value cut short: text beside or under it left out, or a phrase that stops mid-way, on scans only', () => {
    const cut = { leftOver: true };
    expect(check('infraction.legalBasis', 'CTB, art. 218, II', 'ocr', 0.96, false, 0, cut).checks).toEqual([
      'value_cut',
    ]);
    expect(check('infraction.legalBasis', 'CTB, art.', 'ocr', 0.96).checks).toEqual(['value_cut']);
    expect(check('infraction.description', 'Estacionar em desacordo com a', 'ocr', 0.96).checks).toEqual([
      'value_cut',
    ]);
    expect(
      check('driver.address', 'RUA CONDE DE BONFIM, 2650, SÃO PAULO/SP, CEP', 'ocr', 0.96).checks,
    ).toContain('value_cut');
    expect(check('infraction.place', 'BR-116, km', 'ocr', 0.96).checks).toEqual(['value_cut']);
    expect(check('infraction.place', 'BR-116, km 23, sentido norte', 'ocr', 0.96).checks).toEqual([]);
    expect(check('infraction.legalBasis', 'CTB, art.', 'pdf-text', 1, false, 0, cut).checks).toEqual([]);
  });

  it('a state agency’s acronym whose hyphen OCR lost or spaced is the acronym as printed', () => {
    expect(check('agency', 'DETRAN RJ', 'ocr', 0.96).value).toBe('DETRAN-RJ');
    expect(check('agency', 'DER -MG', 'ocr', 0.96)).toEqual({ value: 'DER-MG', checks: [] });
    // No sign read at all: a slash is as likely as a hyphen ("DETRAN/RS"), the driver confirms
    // (fuzz-images fresh-c0f53627 #12, "DETRAN-RS" certain for "DETRAN/RS").
    expect(check('agency', 'DETRAN RS', 'ocr', 0.96)).toEqual({
      value: 'DETRAN-RS',
      checks: ['ocr_separator'],
    });
    expect(check('agency', 'DETRANRS', 'ocr', 0.96).checks).toEqual(['ocr_separator']);
    expect(check('agency', 'DETRAN/RS', 'ocr', 0.96)).toEqual({ value: 'DETRAN/RS', checks: [] });
    expect(check('agency', 'CET SP', 'ocr', 0.96).value).toBe('CET-SP');
    // A label's debris before it ("Órgão autuador" read as "8:").
    expect(check('agency', '8: DETRAN-MG', 'ocr', 0.96).value).toBe('DETRAN-MG');
    expect(check('agency', 'DETRAN-SP', 'ocr', 0.96).value).toBe('DETRAN-SP');
    // "XX" is no federative unit: left as read.
    expect(check('agency', 'DNIT XX', 'ocr', 0.96).value).toBe('DNIT XX');
  });

  it('an etilômetro model: a known one as is, one a letter off corrected and confirmed, an unknown one doubtful', () => {
    expect(check('breath.equipment', 'Lion Alcolmeter 500', 'ocr', 0.9)).toEqual({
      value: 'Lion Alcolmeter 500',
      checks: [],
    });
    expect(check('breath.equipment', 'Drager Alcotest 7510', 'ocr', 0.9)).toEqual({
      value: 'Dräger Alcotest 7510',
      checks: [],
    });
    expect(check('breath.equipment', 'Lion Alcoimeter 500', 'ocr', 0.9)).toEqual({
      value: 'Lion Alcolmeter 500',
      checks: ['ocr_model'],
    });
    expect(check('breath.equipment', '(art. 277 do CTB)', 'ocr', 0.9).checks).toEqual(['unknown_model']);
    expect(check('breath.equipment', 'Marca X 100', 'pdf-text', 1).checks).toEqual([]);
  });

  it('legal basis: the period after "Art" (or a comma for it), an inciso’s I read as 1 or l, “parágrafo” misread', () => {
    expect(normalizeScannedLegalBasis('CTB, art. 218, 11')).toBe('CTB, art. 218, II');
    expect(normalizeScannedLegalBasis('Art. 218, l, do CTB')).toBe('Art. 218, I, do CTB');
    // fuzz-images fresh-244aa9d4 #0, #19: the inciso glued to the "do" after it.
    expect(normalizeScannedLegalBasis('Art. 218, 1do CTB')).toBe('Art. 218, I do CTB');
    expect(normalizeScannedLegalBasis('Art. 218, 11do CTB')).toBe('Art. 218, II do CTB');
    expect(normalizeScannedLegalBasis('Art 167 do CTB')).toBe('Art. 167 do CTB');
    expect(normalizeScannedLegalBasis('Árt. 252, parágrafo único do CTB')).toBe(
      'Art. 252, parágrafo único do CTB',
    );
    expect(normalizeScannedLegalBasis('CTB, árt. 218, I')).toBe('CTB, art. 218, I');
    expect(normalizeScannedLegalBasis('AR. 252. parágrafo único do CTB')).toBe(
      'Art. 252, parágrafo único do CTB',
    );
    expect(normalizeScannedLegalBasis('CTB.ant 218,I')).toBe('CTB, art. 218, I');
    expect(normalizeScannedLegalBasis('CTB, art. 218,1')).toBe('CTB, art. 218, I');
    expect(normalizeScannedLegalBasis('Art. 214, I: do CTB')).toBe('Art. 214, I do CTB');
    expect(normalizeScannedLegalBasis('CTB, art, 218, I')).toBe('CTB, art. 218, I');
    expect(normalizeScannedLegalBasis('Art. 252, parágrato único do CTB')).toBe(
      'Art. 252, parágrafo único do CTB',
    );
    expect(normalizeScannedLegalBasis('Art. 252, parágrafo único do CTB')).toBe(
      'Art. 252, parágrafo único do CTB',
    );
    expect(check('infraction.legalBasis', 'CTB, art. 218, 1', 'ocr', 0.9).value).toBe('CTB, art. 218, I');
    expect(check('infraction.legalBasis', 'CTB, art. 218, 1', 'pdf-text', 1).value).toBe('CTB, art. 218, 1');
  });
});

describe('OCR words: lost accents and cut words', () => {
  it('puts back the accents of known words, in the case read, as an issue', () => {
    const r = repairOcrWords('Maria Jose Santos Araujo');
    expect(r.value).toBe('Maria José Santos Araújo');
    expect(checks(r.issues)).toEqual(['ocr_accents']);
    expect(r.issues[0]?.message).toBe('A leitura pode ter perdido acentos (Jose, Araujo): confira a grafia.');
    expect(repairOcrWords('RUA XV, LOURDES, ITAUNA/MG, JARDIM AMERICA').value).toBe(
      'RUA XV, LOURDES, ITAÚNA/MG, JARDIM AMÉRICA',
    );
    // Words end in "-ão", "-ães", "-ões", never bare.
    expect(repairOcrWords('Pedro Magalhaes Simoes').value).toBe('Pedro Magalhães Simões');
  });

  it('a firm’s name: its words read bare are restored, for the driver to confirm (fuzz-images fresh-30232327 #2)', () => {
    const r = repairOcrWords('COMERCIO DE PECAS E SERVICOS LTDA');
    expect(r.value).toBe('COMÉRCIO DE PEÇAS E SERVIÇOS LTDA');
    expect(checks(r.issues)).toEqual(['ocr_accents']);
    // A scanned owner read at 0.96 with a capital's accent lost is no certain fact.
    expect(check('owner.name', 'Comercio de Alimentos Três Irmãos Ltda', 'ocr', 0.96).checks).toContain(
      'ocr_accents',
    );
  });

  it('joins two pieces that make a known word, or a lone capital before a lower-case word', () => {
    const r = repairOcrWords('Cláudia Rocha Teix Eira');
    expect(r.value).toBe('Cláudia Rocha Teixeira');
    expect(checks(r.issues)).toEqual(['ocr_split_word']);
    expect(repairOcrWords('Rua Padre E ustáquio, 529').value).toBe('Rua Padre Eustáquio, 529');
    expect(repairOcrWords('CLÁUDIA TEIX EIRA').value).toBe('CLÁUDIA TEIXEIRA');
  });

  it('joins a word OCR cut after its hyphen ("BR- 163"), for the driver to confirm; a spaced dash stays', () => {
    // fresh-8b6360a0 #20: a receipt's monospaced "BR-163" read as two words, the place certain and wrong.
    expect(check('infraction.place', 'BR- 163, km 400,5, pista expressa, Caruaru/PE', 'ocr', 0.96)).toEqual({
      value: 'BR-163, km 400,5, pista expressa, Caruaru/PE',
      checks: ['ocr_split_word'],
    });
    expect(repairOcrWords('Departamento de Trânsito - DETRAN- RJ').value).toBe(
      'Departamento de Trânsito - DETRAN-RJ',
    );
    // Controls: a spaced dash, a hyphen printed whole, a hyphen before a lower-case word ("pré- e pós-").
    for (const v of ['BR-163, km 400,5 - Caruaru/PE', 'Belo Horizonte - BHTRANS', 'vias pré- e pós-pedágio'])
      expect(repairOcrWords(v)).toEqual({ value: v, issues: [] });
    expect(
      check('infraction.place', 'BR-163, km 400,5, pista expressa, Caruaru/PE', 'ocr', 0.96).checks,
    ).toEqual([]);
  });

  it('joins a lower-case piece before a city’s state to the word before it, never a connector', () => {
    const r = repairOcrWords('MG-050, km 183, sentido crescente, Bet im/MG');
    expect(r.value).toBe('MG-050, km 183, sentido crescente, Betim/MG');
    expect(checks(r.issues)).toEqual(['ocr_split_word']);
    expect(repairOcrWords('Rua Xavier, Rio de/RJ').value).toBe('Rua Xavier, Rio de/RJ');
    expect(repairOcrWords('Av. Brasil, Rio de Janeiro/RJ').value).toBe('Av. Brasil, Rio de Janeiro/RJ');
  });

  it('mends tesseract’s classic slips ("ri" read as "n") and other accents into known words', () => {
    const r = repairOcrWords('Lombada eletrónica FISCAL-V FV3, séne SR-78956');
    expect(r.value).toBe('Lombada eletrônica FISCAL-V FV3, série SR-78956');
    expect(checks(r.issues)).toEqual(['ocr_misread_word', 'ocr_accents']);
    expect(repairOcrWords('Medidor fixo V ELSIS VS-2000').value).toBe('Medidor fixo VELSIS VS-2000');
    expect(check('vehicle.model', 'HY UNDAI/HB20 1.0M', 'ocr', 0.96)).toEqual({
      value: 'HYUNDAI/HB20 1.0M',
      checks: ['ocr_split_word'],
    });
  });

  it('a "J" OCR dropped or bent into "|", a lone capital no word is, an accent OCR added', () => {
    expect(repairOcrWords('Gustavo Ose Lima').value).toBe('Gustavo José Lima');
    expect(repairOcrWords('APTO 398, | ARDIM AMÉRICA').value).toBe('APTO 398, JARDIM AMÉRICA');
    expect(repairOcrWords('LOURDES, J OINVILLE/SC').value).toBe('LOURDES, JOINVILLE/SC');
    expect(repairOcrWords('Gustavô Silva').value).toBe('Gustavo Silva');
    // "A", "E", "O" are words: joined only into a known one.
    for (const v of ['Bloco A apto 3', 'Rua E 5', 'MARIA A SILVA']) expect(repairOcrWords(v).value).toBe(v);
  });

  it('a thin letter OCR dropped from a known word ("TIUCA", "TJUCA"), when only one word fits', () => {
    const r = repairOcrWords('AV. AFONSO PENA, 133, TJUCA, BELO HORIZONTE/MG');
    expect(r.value).toBe('AV. AFONSO PENA, 133, TIJUCA, BELO HORIZONTE/MG');
    expect(checks(r.issues)).toEqual(['ocr_misread_word']);
    expect(repairOcrWords('RUA AUGUSTA, TIUCA').value).toBe('RUA AUGUSTA, TIJUCA');
    expect(repairOcrWords('Av. Paulísta, nº 260').value).toBe('Av. Paulista, nº 260');
  });

  it('leaves alone what needs no repair: known words side by side, accents present, "Sa", "para"', () => {
    for (const v of [
      'Maria da Silva Santos',
      'SILVA SANTOS',
      'José Araújo',
      'Transportes Sa',
      'Endereço para',
    ])
      expect(repairOcrWords(v)).toEqual({ value: v, issues: [] });
  });

  it('on a scan only: a text PDF prints what it prints', () => {
    expect(check('owner.name', 'Maria Jose', 'pdf-text', 1)).toEqual({ value: 'Maria Jose', checks: [] });
    expect(check('owner.name', 'Maria Jose', 'ocr', 0.95)).toEqual({
      value: 'Maria José',
      checks: ['ocr_accents'],
    });
  });
});

describe('a scanned address or place: its fixed parts', () => {
  const address = (v: string) => check('owner.address', v, 'ocr', 0.96);

  it('a street type’s period read as a comma, the CEP’s hyphen read as a dot', () => {
    expect(address('AV, PRESIDENTE VARGAS, 486, NOVA IGUAÇU/RJ, CEP 11852.959')).toEqual({
      value: 'AV. PRESIDENTE VARGAS, 486, NOVA IGUAÇU/RJ, CEP 11852-959',
      checks: ['ocr_misread_word'],
    });
    expect(check('infraction.place', 'Av, Paulista, nº 260', 'ocr', 0.9).value).toBe('Av. Paulista, nº 260');
  });

  // fuzz-images fresh-467f65e5 #4 (blurred): "CEP 20011-999" read "CEP 2001 1-999".
  it('a CEP’s five digits cut in two by OCR are put together, for the driver to confirm', () => {
    expect(address('AV. PRESIDENTE VARGAS, 1921, ITAÚNA/MG, CEP 2001 1-999')).toEqual({
      value: 'AV. PRESIDENTE VARGAS, 1921, ITAÚNA/MG, CEP 20011-999',
      checks: ['ocr_split_word'],
    });
    // Not five digits together: left as read.
    expect(address('RUA XV, 12, LAVRAS/MG, CEP 2001 11-999').value).toBe(
      'RUA XV, 12, LAVRAS/MG, CEP 2001 11-999',
    );
  });

  it('a state no state is, one slip from exactly one ("RI" → "RJ", "M6" → "MG")', () => {
    expect(address('AV. IPIRANGA, 2702, RIO DE JANEIRO/RI, CEP 59135-814')).toEqual({
      value: 'AV. IPIRANGA, 2702, RIO DE JANEIRO/RJ, CEP 59135-814',
      checks: ['ocr_misread_word'],
    });
    expect(address('RUA XV, 12, LAVRAS/M6, CEP 36775-405').value).toBe(
      'RUA XV, 12, LAVRAS/MG, CEP 36775-405',
    );
  });

  it('"I/" read as one "V" between a known city and its state', () => {
    expect(address('RUA AUGUSTA, 2557, BATEL, NITERÓVRJ, CEP 68388-379').value).toBe(
      'RUA AUGUSTA, 2557, BATEL, NITERÓI/RJ, CEP 68388-379',
    );
  });

  it('leaves alone a state, a CEP and a street type read right, and any text PDF', () => {
    for (const v of [
      'AV. IPIRANGA, 2702, TERESINA/PI, CEP 59135-814',
      'RUA DAS FLORES, 10, CENTRO, CURITIBA/PR, CEP 80010-000',
      'ROD. BR-101, KM 20, SÃO JOSÉ/SC, CEP 88100000',
      'AV. BRASIL, 1, PORTO VELHO/RO',
    ])
      expect(address(v)).toEqual({ value: v, checks: [] });
    expect(check('owner.address', 'AV, BRASIL, 1, RIO DE JANEIRO/RI', 'pdf-text', 1).value).toBe(
      'AV, BRASIL, 1, RIO DE JANEIRO/RI',
    );
  });
});

describe('a scanned vehicle model', () => {
  const model = (v: string) => check('vehicle.model', v, 'ocr', 0.96);

  it('a make one letter off exactly one known make is that make; a "!" is an "I"', () => {
    expect(model('HYUNDAVI/HB20 1.0M')).toEqual({ value: 'HYUNDAI/HB20 1.0M', checks: ['ocr_misread_word'] });
    expect(model('WVW/POLO TSI').value).toBe('VW/POLO TSI');
    expect(model('TOYOTA/COROLLA XE!')).toEqual({
      value: 'TOYOTA/COROLLA XEI',
      checks: ['ocr_garbled', 'ocr_misread_word'],
    });
  });

  it('leaves alone a known make, a make near none or near two, and any text PDF', () => {
    for (const v of [
      'GWM/HAVAL H6',
      'I/TOYOTA COROLLA',
      'M.BENZ/A 200',
      'TESLA/MODEL 3',
      'FIAT/STRADA WORKING',
    ])
      expect(model(v)).toEqual({ value: v, checks: [] });
    expect(check('vehicle.model', 'HYUNDAVI/HB20', 'pdf-text', 1).value).toBe('HYUNDAVI/HB20');
  });

  // fuzz-images fresh-0793aa6e #9, a thermal receipt: "EXP 10" read "EXP 16" at 0.86, certain.
  it('a version’s digits have no check: read below 0.95 on a scan, the driver confirms them', () => {
    expect(check('vehicle.model', 'RENAULT/SANDERO EXP 16', 'ocr', 0.86)).toEqual({
      value: 'RENAULT/SANDERO EXP 16',
      checks: ['ocr_name'],
    });
    expect(check('vehicle.model', 'VW/GOL 1.0', 'ocr', 0.94).checks).toEqual(['ocr_name']);
    // Read clearly, or with no digit (its make checked), or from a text layer: as it is.
    expect(check('vehicle.model', 'RENAULT/SANDERO EXP 10', 'ocr', 0.96).checks).toEqual([]);
    expect(check('vehicle.model', 'FIAT/STRADA WORKING', 'ocr', 0.86).checks).toEqual([]);
    expect(check('vehicle.model', 'RENAULT/SANDERO EXP 10', 'pdf-text', 0.9).checks).toEqual([]);
  });

  // fuzz-images fresh-7848b688 #15 (a blurred scan): 28 points read "25" at 0.87.
  it('a count of points has no check either: read below 0.95 on a scan, the driver confirms it', () => {
    expect(check('suspension.points', 25, 'ocr', 0.92).checks).toEqual(['ocr_name']);
    expect(check('suspension.points', 25, 'ocr', 0.96).checks).toEqual([]);
    expect(check('suspension.points', 25, 'pdf-text', 0.92).checks).toEqual([]);
  });

  // fuzz-images fresh-7848b688 #9 (a thermal receipt): "Luiz" read "Luíz" at 0.95, certain.
  it('an accent Portuguese never writes is a misreading to confirm, left as read', () => {
    expect(check('owner.name', 'Luíz dos Lima Souza', 'ocr', 0.96)).toEqual({
      value: 'Luíz dos Lima Souza',
      checks: ['ocr_accents'],
    });
    expect(check('owner.address', 'RUA DA RAÍNHA, 12', 'ocr', 0.96).checks).toEqual(['ocr_accents']);
    // Where Portuguese writes it: as read.
    for (const v of ['Luís dos Lima Souza', 'Letícia Araújo', 'Vinícius Júnior', 'Luíza Saúde'])
      expect(check('owner.name', v, 'ocr', 0.96).checks).toEqual([]);
  });

  // fuzz-images fresh-a291fd9c #12 (a 150-dpi scan): "Av. Afonso Pena" read "Av. Alonso Pena" at 0.93.
  it('a place has no check either: read below 0.95 on a scan, the driver confirms it', () => {
    const place = 'Av. Alonso Pena, nº 3112, sentido decrescente';
    expect(check('infraction.place', place, 'ocr', 0.93).checks).toEqual(['ocr_name']);
    expect(check('infraction.place', place, 'ocr', 0.96).checks).toEqual([]);
    expect(check('infraction.place', place, 'pdf-text', 0.93).checks).toEqual([]);
  });
});

describe('scanned speeds against the tolerance', () => {
  const clock = { now: () => new Date('2026-11-22T10:00:00Z') };
  const speeds = (measured: number, considered: number, method: 'ocr' | 'pdf-text' = 'ocr') =>
    extractFacts(
      [
        {
          name: 'n.png',
          method,
          pages: 1,
          fields: {
            'speed.measured': [{ value: measured, page: 1, confidence: 0.95, label: 'Velocidade medida' }],
            'speed.considered': [
              { value: considered, page: 1, confidence: 0.95, label: 'Velocidade considerada' },
            ],
          },
        },
      ],
      { clock },
    ).speed;

  it('that do not differ by it are both for the driver to confirm (190 read 199 beside 177)', () => {
    const s = speeds(199, 177);
    expect(checks(s?.measured?.issues)).toEqual(['speed_tolerance']);
    expect(checks(s?.considered?.issues)).toEqual(['speed_tolerance']);
  });

  it('control: 7 % above 100 km/h, 7 km/h up to it, and a text layer printed so, stand as read', () => {
    expect(speeds(190, 177)?.measured?.issues).toBeUndefined();
    expect(speeds(68, 61)?.considered?.issues).toBeUndefined();
    expect(speeds(199, 177, 'pdf-text')?.measured?.issues).toBeUndefined();
  });
});

// fuzz-images fresh-85d19308 #18 (a hand's shadow): "0,348" read "0,346" at 0.85 beside "0,38", certain.
describe('scanned breath values against the permissible error (Res. CONTRAN 432/2013, Annex I)', () => {
  const clock = { now: () => new Date('2026-11-22T10:00:00Z') };
  const breath = (measured: number, considered: number, method: 'ocr' | 'pdf-text' = 'ocr') =>
    extractFacts(
      [
        {
          name: 'n.png',
          method,
          pages: 1,
          fields: {
            'breath.measured': [{ value: measured, page: 1, confidence: 0.95, label: 'Valor medido' }],
            'breath.considered': [
              { value: considered, page: 1, confidence: 0.95, label: 'Valor considerado' },
            ],
          },
        },
      ],
      { clock },
    ).breath;

  it('that do not differ by it are both for the driver to confirm', () => {
    const b = breath(0.38, 0.346);
    expect(checks(b?.measured?.issues)).toEqual(['breath_margin']);
    expect(checks(b?.considered?.issues)).toEqual(['breath_margin']);
    expect(b?.considered?.issues?.[0]?.message).toBe(
      'O valor considerado (0,346 mg/L) não é o medido (0,38 mg/L) menos o erro máximo admitido (Res. CONTRAN 432/2013, Anexo I): confira os dois.',
    );
  });

  it('control: 0,032 mg/L up to 0,40, 8 % up to 2,00 (to three decimals or two), and a text layer printed so, stand as read', () => {
    expect(breath(0.38, 0.348)?.considered?.issues).toBeUndefined();
    expect(breath(0.55, 0.506)?.considered?.issues).toBeUndefined();
    // Two decimals, either way: 0,348 printed "0,34" or "0,35"; "0,32" is a misread.
    expect(breath(0.38, 0.34)?.considered?.issues).toBeUndefined();
    expect(breath(0.38, 0.35)?.considered?.issues).toBeUndefined();
    expect(checks(breath(0.38, 0.32)?.considered?.issues)).toEqual(['breath_margin']);
    expect(breath(0.38, 0.346, 'pdf-text')?.considered?.issues).toBeUndefined();
  });
});

describe('scanned speeds against the code’s bracket (art. 218)', () => {
  const clock = { now: () => new Date('2026-11-22T10:00:00Z') };
  const read = (
    code: string,
    considered: number,
    limit: number,
    method: 'ocr' | 'pdf-text' = 'ocr',
    measured?: number,
  ) =>
    extractFacts(
      [
        {
          name: 'n.png',
          method,
          pages: 1,
          fields: {
            'infraction.code': [{ value: code, page: 1, confidence: 0.95, label: 'Código da infração' }],
            ...(measured === undefined
              ? {}
              : {
                  'speed.measured': [
                    { value: measured, page: 1, confidence: 0.95, label: 'Velocidade medida' },
                  ],
                }),
            'speed.considered': [
              { value: considered, page: 1, confidence: 0.95, label: 'Velocidade considerada' },
            ],
            'speed.limit': [{ value: limit, page: 1, confidence: 0.95, label: 'Velocidade máxima' }],
          },
        },
      ],
      { clock },
    );

  // fresh-40bae7c6 #3 (the limit read as the considered speed beside a 746-30), fresh-82c914ec #7 (100 read "10").
  it('a scanned limit and considered speed out of the code’s bracket are confirmed, with the code', () => {
    const f = read('746-30', 100, 100);
    expect(checks(f.speed?.limit?.issues)).toEqual(['speed_bracket']);
    expect(checks(f.speed?.considered?.issues)).toEqual(['speed_bracket']);
    expect(checks(f.infraction.code?.issues)).toEqual(['speed_bracket']);
    expect(checks(read('745-50', 110, 10).speed?.limit?.issues)).toContain('speed_bracket');
  });

  // fresh-a291fd9c #20 (a receipt's dotted zeros): 140 and 130 read 148 and 138, which differ by the
  // tolerance; beside a limit of 90 and a 746-30 the considered speed is out of the bracket.
  it('the measured speed the considered one comes from is confirmed with it', () => {
    const f = read('746-30', 138, 90, 'ocr', 148);
    expect(checks(f.speed?.measured?.issues)).toEqual(['speed_bracket']);
    expect(f.speed?.measured?.confidence).toBeLessThan(0.85);
    expect(read('746-30', 130, 90, 'ocr', 140).speed?.measured?.issues).toBeUndefined();
  });

  it('control: speeds in the bracket, another article’s code, and a text layer stand as read', () => {
    expect(read('746-30', 100, 80).speed?.limit?.issues).toBeUndefined();
    expect(read('745-50', 110, 100).speed?.considered?.issues).toBeUndefined();
    expect(read('747-10', 154, 90).speed?.limit?.issues).toBeUndefined();
    expect(read('746-30', 100, 100, 'pdf-text').speed?.limit?.issues).toBeUndefined();
  });

  it('a scanned limit no sign posts (under 20 km/h, over 120 km/h) is confirmed', () => {
    expect(check('speed.limit', 10, 'ocr', 0.95).checks).toEqual(['speed_limit_format']);
    expect(check('speed.limit', 200, 'ocr', 0.95).checks).toEqual(['speed_limit_format']);
    expect(check('speed.limit', 20, 'ocr', 0.95).checks).toEqual([]);
    expect(check('speed.limit', 120, 'ocr', 0.95).checks).toEqual([]);
  });
});

// fuzz-images fresh-dd26c2e3 #2 (a fax): "19h04" read "19" · "04h", the time 04:00, certain.
describe('a time with other digits beside it in its value', () => {
  const time = (text: string) =>
    readDocument({
      name: 'n.png',
      method: 'ocr',
      layout: {
        pages: [
          {
            number: 1,
            width: 1000,
            height: 1000,
            rotation: 0 as const,
            lines: [
              lineOf([
                {
                  text: 'Horário',
                  box: { left: 0.05, top: 0.1, width: 0.06, height: 0.02 },
                  confidence: 0.96,
                },
                ...text.split(' ').map(
                  (w, i): LayoutWord => ({
                    text: w,
                    box: { left: 0.3 + 0.05 * i, top: 0.1, width: 0.03, height: 0.02 },
                    confidence: 0.95,
                  }),
                ),
              ]),
            ],
          },
        ],
      },
    }).fields['infraction.time']?.[0];

  it('is for the driver to confirm', () => {
    const t = time('19 04h');
    expect(t?.value).toBe('04:00');
    expect(checks(t?.issues)).toContain('time_format');
  });

  it('control: a time alone stands', () => {
    expect(time('19h04')?.issues).toBeUndefined();
    expect(time('19:04')?.value).toBe('19:04');
  });
});

describe('a scanned amount against the CTB table', () => {
  const clock = { now: () => new Date('2026-11-22T10:00:00Z') };
  const amount = (value: number, method: 'ocr' | 'pdf-text' = 'ocr') =>
    extractFacts(
      [
        {
          name: 'n.png',
          method,
          pages: 1,
          fields: {
            'infraction.code': [{ value: '747-10', page: 1, confidence: 0.95, label: 'Código da infração' }],
            'infraction.amount': [{ value, page: 1, confidence: 0.95, label: 'Valor da multa' }],
          },
        },
      ],
      { clock },
    ).infraction.amount;

  // fresh-792dd2a2 #7: 1.467,35 read "1467,95" at 0.845.
  it('that is not the code’s value is confirmed', () => {
    expect(checks(amount(880.47)?.issues)).toEqual(['amount_catalogue']);
  });

  it('control: the code’s value, with its 20 % or 40 % discount, and a text layer’s amount stand as read', () => {
    expect(amount(880.41)?.issues).toBeUndefined();
    expect(amount(704.33)?.issues).toBeUndefined();
    expect(amount(528.25)?.issues).toBeUndefined();
    expect(amount(880.47, 'pdf-text')?.issues).toBeUndefined();
  });
});

describe('a scanned description against the catalogue', () => {
  const clock = { now: () => new Date('2026-11-22T10:00:00Z') };
  const scanned = (code: string, description: string, method: 'ocr' | 'pdf-text' = 'ocr') => {
    const reading: DocumentReading = {
      name: 'n.png',
      method,
      pages: 1,
      fields: {
        'infraction.code': [{ value: code, page: 1, confidence: 0.95, label: 'Código' }],
        'infraction.description': [{ value: description, page: 1, confidence: 0.9, label: 'Descrição' }],
      },
    };
    return extractFacts([reading], { clock }).infraction.description;
  };

  it('read with slips, it is the official text', () => {
    const d = scanned('545-21', 'E stacionar no passeio');
    expect(d?.value).toBe('Estacionar no passeio');
    expect(d?.issues).toBeUndefined();
    expect(d?.confidence).toBe(0.9);
  });

  it('further from it, or as close to another code’s, it is kept as read and the driver confirms it', () => {
    const far = scanned('545-21', 'Estacionar veículo no passeio');
    expect(far?.value).toBe('Estacionar veículo no passeio');
    expect(checks(far?.issues)).toEqual(['description_differs']);
    const other = scanned(
      '745-50',
      'Transitar em velocidade superior à máxima permitida em mais de 20% até 50%',
    );
    expect(other?.value).toBe('Transitar em velocidade superior à máxima permitida em mais de 20% até 50%');
    expect(checks(other?.issues)).toEqual(['description_differs']);
  });

  it('printed, its code’s official text whole answers a doubt that it went on (value_cut), when the code is certain', () => {
    const printed = (codeIssues: FactIssue[]) =>
      extractFacts(
        [
          {
            name: 'n.pdf',
            method: 'pdf-text',
            pages: 1,
            fields: {
              'infraction.code': [
                { value: '545-21', page: 1, confidence: 0.98, label: 'Código', issues: codeIssues },
              ],
              'infraction.description': [
                {
                  value: 'Estacionar no passeio',
                  page: 1,
                  confidence: 0.49,
                  label: 'Descrição',
                  issues: [{ check: 'value_cut', message: 'pode estar incompleto' }],
                },
              ],
            },
          },
        ],
        { clock },
      ).infraction.description;
    const whole = printed([]);
    expect(whole?.issues).toBeUndefined();
    expect(whole?.confidence).toBe(0.9);
    // Control: a code in doubt vouches for nothing.
    const doubted = printed([{ check: 'value_cut', message: 'pode estar incompleto' }]);
    expect(checks(doubted?.issues)).toEqual(['value_cut']);
  });

  it('with no code read, the catalogue text it is clearly nearest, else as read: the driver confirms either', () => {
    const reading = (description: string): DocumentReading => ({
      name: 'n.png',
      method: 'ocr',
      pages: 1,
      fields: {
        'infraction.description': [{ value: description, page: 1, confidence: 0.9, label: 'Descrição' }],
      },
    });
    const read = (description: string) =>
      extractFacts([reading(description)], { clock }).infraction.description;
    const slip = read('Dirigir veículo segurando telefone colutar');
    expect(slip?.value).toBe('Dirigir veículo segurando telefone celular');
    expect(checks(slip?.issues)).toEqual(['description_from_catalogue']);
    expect(slip?.confidence).toBe(0.45);
    const own = read('Estacionou o veículo em frente à garagem do vizinho');
    expect(own?.value).toBe('Estacionou o veículo em frente à garagem do vizinho');
    expect(checks(own?.issues)).toEqual(['description_unchecked']);
    // The catalogue's own text needs no code to be trusted as read.
    expect(read('Estacionar no passeio')?.issues).toBeUndefined();
  });

  it('run on into the next cell’s words, or cut short, it is the official text, for the driver to confirm', () => {
    const runOn = scanned('545-21', 'Estacionar no passeio CTB, art. 181, VIII');
    expect(runOn?.value).toBe('Estacionar no passeio');
    expect(checks(runOn?.issues)).toEqual(['description_completed']);
    expect(runOn?.confidence).toBe(0.45);
    const cut = scanned('745-50', 'Transitar em velocidade superior à máxima permitida em até');
    expect(cut?.value).toBe('Transitar em velocidade superior à máxima permitida em até 20%');
    expect(checks(cut?.issues)).toEqual(['description_completed']);
    // Too little of it read: kept as read, and doubtful.
    expect(scanned('745-50', 'Transitar em velocidade')?.value).toBe('Transitar em velocidade');
  });

  it('a text PDF’s description is never replaced', () => {
    expect(scanned('545-21', 'E stacionar no passeio', 'pdf-text')?.value).toBe('E stacionar no passeio');
  });
});

describe('a scanned amparo legal against the code', () => {
  const clock = { now: () => new Date('2026-11-22T10:00:00Z') };
  const read = (basis: string, code = '545-21', description?: string) => {
    const reading: DocumentReading = {
      name: 'n.png',
      method: 'ocr',
      pages: 1,
      fields: {
        'infraction.code': [{ value: code, page: 1, confidence: 0.95, label: 'Código' }],
        'infraction.legalBasis': [{ value: basis, page: 1, confidence: 0.9, label: 'Amparo legal' }],
        ...(description
          ? {
              'infraction.description': [
                { value: description, page: 1, confidence: 0.95, label: 'Descrição' },
              ],
            }
          : {}),
      },
    };
    return extractFacts([reading], { clock }).infraction;
  };

  it('a garbled inciso of the code’s article is the code’s, confirmed by the driver', () => {
    const i = read('Art. 181, VII! do CTB');
    expect(i.legalBasis?.value).toBe('Art. 181, VIII do CTB');
    expect(checks(i.legalBasis?.issues)).toEqual(['ocr_legal_basis']);
    expect(checks(i.code?.issues)).toEqual([]);
  });

  // fuzz-images fresh-5e1d2a77 #3 and #14: serifed "I"s run together.
  it('an inciso read as one letter no inciso has ("W" for "III", "U" for "II") is the code’s, confirmed', () => {
    const three = read('Art. 218, W do CTB', '747-10');
    expect(three.legalBasis?.value).toBe('Art. 218, III do CTB');
    expect(checks(three.legalBasis?.issues)).toEqual(['ocr_legal_basis']);
    const two = read('Art. 218, U do CTB', '746-30');
    expect(two.legalBasis?.value).toBe('Art. 218, II do CTB');
    expect(checks(two.legalBasis?.issues)).toEqual(['ocr_legal_basis']);
    // Control: a clean inciso, the code's, is left as read and certain.
    const clean = read('Art. 218, III do CTB', '747-10');
    expect(clean.legalBasis?.value).toBe('Art. 218, III do CTB');
    expect(checks(clean.legalBasis?.issues)).toEqual([]);
  });

  it('a clean inciso that differs is not repaired: the code may be the misread one', () => {
    const i = read('Art. 181, VII do CTB');
    expect(i.legalBasis?.value).toBe('Art. 181, VII do CTB');
    expect(checks(i.legalBasis?.issues)).toEqual(['code_contradicts_legal_basis']);
    expect(checks(i.code?.issues)).toEqual(['code_contradicts_legal_basis']);
  });

  it('an inciso one "I" off the code’s is the code’s when the description is the code’s, not the printed inciso’s', () => {
    const parked = read('Art. 181, VII do CTB', '545-21', 'Estacionar no passeio');
    expect(parked.legalBasis?.value).toBe('Art. 181, VIII do CTB');
    expect(checks(parked.legalBasis?.issues)).toEqual(['ocr_legal_basis']);
    const fast = read(
      'Art. 218, I do CTB',
      '747-10',
      'Transitar em velocidade superior à máxima permitida em mais de 50%',
    );
    expect(fast.legalBasis?.value).toBe('Art. 218, III do CTB');
    // The description of the printed inciso's infraction (218, I): the code may be the misread one.
    const other = read(
      'Art. 218, I do CTB',
      '747-10',
      'Transitar em velocidade superior à máxima permitida em até 20%',
    );
    expect(other.legalBasis?.value).toBe('Art. 218, I do CTB');
    expect(checks(other.legalBasis?.issues)).toContain('code_contradicts_legal_basis');
    // Three "I"s off ("V" for "VIII"): another inciso, left as read.
    expect(read('Art. 181, V do CTB', '545-21', 'Estacionar no passeio').legalBasis?.value).toBe(
      'Art. 181, V do CTB',
    );
  });
});
