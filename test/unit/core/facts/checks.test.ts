/**
 * Cross-checks: each check that fails leaves its fact uncertain (an issue with a stable id and a
 * Portuguese line, half the confidence), so no formal defect or ground rests on it.
 */
import {
  articleOf,
  descriptionMatch,
  extractFacts,
  type Facts,
  hasConfusableEdge,
  isCertain,
  readDocument,
  uncertainFacts,
} from '@recurso/core/facts';
import { findInfraction } from '@recurso/core/catalogue';
import { ocrPage } from '../reading/page';

const clock = { now: () => new Date('2026-11-22T10:00:00Z') };
const facts = (text: string, typed?: Parameters<typeof extractFacts>[1]['typed']): Facts =>
  extractFacts([{ name: 'n.pdf', text, method: 'pdf-text' }], { clock, ...(typed ? { typed } : {}) });
const checks = (f: { issues?: { check: string }[] } | undefined) => f?.issues?.map((i) => i.check) ?? [];

const NA = (lines: string) => `NOTIFICAÇÃO DA AUTUAÇÃO\nAuto de Infração nº: A1234567\n${lines}`;

describe('dates', () => {
  it('date_order: an infraction after the notice flags both dates, keeps them out of formal defects', () => {
    const f = facts(
      NA('Data da Infração: 20/03/2026\nData de Emissão: 10/03/2026\nPrazo para defesa: 20/04/2026'),
    );
    expect(checks(f.infraction.date)).toEqual(['date_order']);
    expect(checks(f.notice.issueDate)).toEqual(['date_order']);
    expect(f.notice.issueDate?.issues?.[0]?.message).toBe(
      'A data da infração (20/03/2026) é posterior à data de emissão (10/03/2026).',
    );
    expect(f.infraction.date?.confidence).toBe(0.5);
    expect(isCertain(f.notice.deadline)).toBe(true);
  });

  // fuzz-images fresh-7e29b825 #12: "2025" read "2005" on a 100-dpi scan, certain.
  it('date_far_apart: an infraction more than five years before its notice flags both dates; months apart do not', () => {
    const far = facts(
      NA('Data da Infração: 22/12/2005\nData de Emissão: 10/01/2026\nPrazo para defesa: 20/02/2026'),
    );
    expect(checks(far.infraction.date)).toEqual(['date_far_apart']);
    expect(checks(far.notice.issueDate)).toEqual(['date_far_apart']);
    expect(far.infraction.date?.issues?.[0]?.message).toBe(
      'A data da infração (22/12/2005) é mais de 5 anos anterior à da notificação (10/01/2026): confira as duas datas.',
    );
    expect(isCertain(far.infraction.date)).toBe(false);
    const late = facts(
      NA('Data da Infração: 22/02/2025\nData de Emissão: 10/01/2026\nPrazo para defesa: 20/02/2026'),
    );
    expect(checks(late.infraction.date)).toEqual([]);
    expect(isCertain(late.infraction.date)).toBe(true);
  });

  it('the issue’s case: an issue date read as the deadline is flagged, and no "sent after 30 days" is derived', () => {
    const f = facts(
      NA(
        'Data da Infração: 02/02/2026\nData de Emissão: 14/04/2026\nPrazo para apresentação de defesa: 14/04/2026',
      ),
    );
    expect(checks(f.notice.issueDate)).toEqual(['deadline_too_close']);
    expect(checks(f.notice.deadline)).toEqual(['deadline_too_close']);
    expect(f.notice.deadline?.issues?.[0]?.message).toBe(
      'O prazo (14/04/2026) fica a 0 dia(s) da notificação (14/04/2026): confira as duas datas.',
    );
    expect(f.formalDefects).toEqual([]);
  });

  it('deadline_too_close: under 30 days for an NA, under 15 for a suspension; 30 or more is fine', () => {
    const na = facts(NA('Data de Postagem: 01/03/2026\nPrazo para defesa: 25/03/2026'));
    expect(checks(na.notice.deadline)).toEqual(['deadline_too_close']);
    expect(checks(na.notice.dispatchDate)).toEqual(['deadline_too_close']);
    expect(
      checks(facts(NA('Data de Postagem: 01/03/2026\nPrazo para defesa: 31/03/2026')).notice.deadline),
    ).toEqual([]);
    const suspension = `NOTIFICAÇÃO DE INSTAURAÇÃO DE PROCESSO DE SUSPENSÃO DO DIREITO DE DIRIGIR\nData de Emissão: 01/03/2026\nPrazo para defesa: `;
    expect(checks(facts(`${suspension}25/03/2026`).notice.deadline)).toEqual([]);
    expect(checks(facts(`${suspension}10/03/2026`).notice.deadline)).toEqual(['deadline_too_close']);
  });

  it('never flags what the driver typed: only the read date of a pair gets the issue', () => {
    const f = facts(NA('Data de Emissão: 10/03/2026'), { infraction: { date: '2026-03-20' } });
    expect(f.infraction.date?.source.kind).toBe('typed');
    expect(checks(f.infraction.date)).toEqual([]);
    expect(checks(f.notice.issueDate)).toEqual(['date_order']);
  });
});

describe('identifiers', () => {
  it('cpf_check_digits: a CPF read with wrong check digits is kept, uncertain', () => {
    const f = facts(NA('Nome: ANA SOUZA LIMA\nCPF: 529.982.247-24'));
    expect(f.owner.cpf?.value).toBe('52998224724');
    expect(checks(f.owner.cpf)).toEqual(['cpf_check_digits']);
    expect(f.owner.cpf?.issues?.[0]?.message).toBe('Os dígitos verificadores do CPF lido não conferem.');
    expect(uncertainFacts(f).map((u) => u.path)).toEqual(['owner.cpf']);
  });

  it('a CNPJ owner: 14 digits with valid check digits; wrong ones are flagged', () => {
    expect(
      facts(NA('Proprietário: TRANSPORTES ABC LTDA\nCNPJ: 11.222.333/0001-81')).owner.cnpj,
    ).toMatchObject({
      value: '11222333000181',
      confidence: 1,
    });
    expect(checks(facts(NA('CPF/CNPJ: 11.222.333/0001-80')).owner.cnpj)).toEqual(['cnpj_check_digits']);
  });

  it('plate_format: a plate only readable by swapping a letter for a digit is uncertain', () => {
    const f = facts(NA('Placa: HJK-58B2'));
    expect(f.vehicle.plate?.value).toBe('HJK5882');
    expect(checks(f.vehicle.plate)).toEqual(['plate_format']);
    expect(checks(facts(NA('Placa: HJK-5832')).vehicle.plate)).toEqual([]);
  });

  it('ocr_confusable: a scanned notice number with a glyph OCR confuses (G/6, B/8, Z/2…) is uncertain below 0.97', () => {
    const scan = (confidence: number) =>
      readDocument({
        name: 'n.png',
        method: 'ocr',
        layout: ocrPage([
          { text: 'Auto de Infração nº:', x: 80, y: 100, confidence: 0.97 },
          { text: 'MG6012345', x: 300, y: 100, confidence },
        ]),
      }).fields['notice.number']?.[0];
    expect(checks(scan(0.88))).toEqual(['ocr_confusable']);
    expect(checks(scan(0.6))).toEqual(['low_ocr_confidence', 'ocr_confusable']);
    // CET's "6B7531019" read as "687531019" at 0.90: every glyph there is a digit, and no format tells.
    expect(checks(scan(0.93))).toEqual(['ocr_confusable']);
    expect(checks(scan(0.98))).toEqual([]);
    expect(scan(0.93)?.confidence).toBe(0.465);
    expect(hasConfusableEdge('MG6012345')).toBe(true);
    expect(hasConfusableEdge('A98765432')).toBe(false);
    expect(hasConfusableEdge('12345678')).toBe(false);
  });

  // fuzz-images fresh-ddd1b8a3: eight CPFs and CNHs read right at 0–0.78 by tesseract, none certain.
  it('check digits: a scanned CPF or CNH whose two check digits hold is not doubted for OCR’s low confidence', () => {
    const scan = (
      label: string,
      value: string,
      key: 'driver.cpf' | 'driver.cnh' | 'vehicle.renavam',
      labelConfidence = 0.96,
    ) =>
      readDocument({
        name: 'n.png',
        method: 'ocr',
        layout: ocrPage([
          { text: label, x: 80, y: 100, confidence: labelConfidence },
          { text: value, x: 300, y: 100, confidence: 0.42 },
        ]),
      }).fields[key]?.[0];
    expect(scan('CPF do condutor:', '500.603.272-35', 'driver.cpf')).toMatchObject({
      value: '50060327235',
      confidence: 0.931,
    });
    expect(checks(scan('CPF do condutor:', '500.603.272-35', 'driver.cpf'))).toEqual([]);
    expect(scan('CNH do condutor:', '64707618376', 'driver.cnh')).toMatchObject({
      value: '64707618376',
      confidence: 0.931,
    });
    // Controls: a check digit misread; one check digit only (RENAVAM); a label garbled past reading.
    expect(checks(scan('CPF do condutor:', '500.603.272-36', 'driver.cpf'))).toEqual([
      'cpf_check_digits',
      'low_ocr_confidence',
    ]);
    expect(checks(scan('RENAVAM:', '80275399441', 'vehicle.renavam'))).toEqual(['low_ocr_confidence']);
    expect(scan('CPF do condutor:', '500.603.272-35', 'driver.cpf', 0.5)?.confidence).toBe(0.5);
  });

  // fuzz-images fresh-467f65e5 #4 and #5: "59614880870" read "596 14880870", "89658810604" read
  // "896588 10604": the CNH unread.
  it('a CNH cut in two runs of digits by OCR is the CNH when its check digits hold, confirmed by the driver', () => {
    const scan = (value: string, method: 'ocr' | 'pdf-text' = 'ocr') =>
      readDocument({
        name: 'n.png',
        method,
        layout: ocrPage([
          { text: 'CNH do condutor:', x: 80, y: 100, confidence: 0.96 },
          { text: value, x: 300, y: 100, confidence: 0.96 },
        ]),
      }).fields['driver.cnh']?.[0];
    expect(scan('896588 10604')).toMatchObject({ value: '89658810604' });
    expect(checks(scan('896588 10604'))).toEqual(['ocr_split_word']);
    expect(scan('596 14880870')?.value).toBe('59614880870');
    // Controls: read whole, it is as it was; two runs whose 11 digits fail the check digits are no CNH.
    expect(checks(scan('89658810604'))).toEqual([]);
    expect(scan('896588 10605')).toBeUndefined();
  });

  // fuzz-images fresh-467f65e5 #4 (blurred): "PLACA: EYX-1878" read "PLACA: EY X-1878", the plate unread.
  it('a plate whose three letters OCR cut with a space is the plate, doubtful', () => {
    const scan = (value: string) =>
      readDocument({
        name: 'n.png',
        method: 'ocr',
        layout: ocrPage([
          { text: 'Placa:', x: 80, y: 100, confidence: 0.96 },
          { text: value, x: 300, y: 100, confidence: 0.96 },
        ]),
      }).fields['vehicle.plate']?.[0];
    expect(scan('EY X-1878')).toMatchObject({ value: 'EYX1878' });
    expect(checks(scan('EY X-1878'))).toEqual(['plate_format']);
    expect(scan('A BC1D23')?.value).toBe('ABC1D23');
    // Controls: read whole it is clean; four letters cut in two are no plate's three.
    expect(checks(scan('EYX-1878'))).toEqual([]);
    expect(scan('DE SP-1234')).toBeUndefined();
  });

  // fuzz-images fresh-856a6726 #14: "NKQ-9601" read "NKO-9601" at 0.87 by both engines, certain.
  it('ocr_confusable: a scanned plate with a round letter (O, Q, D) is doubtful below 0.9', () => {
    const scan = (value: string, confidence: number) =>
      readDocument({
        name: 'n.png',
        method: 'ocr',
        layout: ocrPage([
          { text: 'Placa:', x: 80, y: 100, confidence: 0.96 },
          { text: value, x: 300, y: 100, confidence },
        ]),
      }).fields['vehicle.plate']?.[0];
    const doubted = scan('NKO-9601', 0.87);
    expect(doubted).toMatchObject({ value: 'NKO9601', issues: [{ check: 'ocr_confusable' }] });
    expect(doubted?.issues?.[0]?.message).toBe(
      '"NKO9601" tem letras que a leitura pode confundir entre si (como O, Q e D).',
    );
    expect(checks(scan('DKA-1234', 0.87))).toEqual(['ocr_confusable']);
    // Controls: read surely, or with no round letter; an "O" among the digits is not a letter of it.
    expect(checks(scan('NKO-9601', 0.93))).toEqual([]);
    expect(checks(scan('HJK-5832', 0.87))).toEqual([]);
  });

  // fuzz-images fresh-s33a #5: "13/06/2026" read "3/06/2026" at 0.96 (its "1" went into the label as
  // "!"), certain.
  it('date_format: a scanned date whose day or month was read as one digit may have lost one', () => {
    const scan = (date: string, method: 'ocr' | 'pdf-text' = 'ocr') =>
      readDocument({
        name: 'n.png',
        method,
        layout: ocrPage([
          { text: 'DATA DA INFRAÇÃO:!', x: 80, y: 100, confidence: 0.96 },
          { text: date, x: 300, y: 100, confidence: 0.96 },
        ]),
      }).fields['infraction.date']?.[0];
    expect(scan('3/06/2026')).toMatchObject({ value: '2026-06-03', issues: [{ check: 'date_format' }] });
    expect(scan('13/6/2026')).toMatchObject({ value: '2026-06-13', issues: [{ check: 'date_format' }] });
    // Controls: the day and month read with two digits; a text layer is quoted as printed.
    expect(checks(scan('13/06/2026'))).toEqual([]);
    expect(checks(scan('3/06/2026', 'pdf-text'))).toEqual([]);
  });

  it('ambiguous_pairing: two equally good labels with different values', () => {
    const f = facts(NA('Placa: ABC1234\nPlaca: XYZ9876'));
    expect(f.vehicle.plate?.value).toBe('ABC1234');
    expect(checks(f.vehicle.plate)).toEqual(['ambiguous_pairing']);
    expect(checks(facts(NA('Placa: ABC1234\nPlaca: ABC-1234')).vehicle.plate)).toEqual([]);
  });
});

describe('the infraction code', () => {
  it('code_not_in_catalogue: a labelled code the CTB table lacks is kept, uncertain, with no catalogue row', () => {
    const f = facts(NA('Código da Infração: 999-99'));
    expect(f.infraction.code).toMatchObject({ value: '999-99', confidence: 0.5 });
    expect(checks(f.infraction.code)).toEqual(['code_not_in_catalogue']);
    expect(f.infraction.catalogue).toBeUndefined();
  });

  it('code_contradicts_description: the code and the printed description disagree', () => {
    const f = facts(
      NA('Código da Infração: 745-50\nDescrição: Estacionar em local proibido pela sinalização'),
    );
    expect(checks(f.infraction.code)).toEqual(['code_contradicts_description']);
    expect(checks(f.infraction.description)).toEqual(['code_contradicts_description']);
    expect(isCertain(f.infraction.catalogue)).toBe(false);
    const ok = facts(
      NA('Código da Infração: 745-50\nDescrição: Transitar em veloc. superior à máx. permitida em até 20%'),
    );
    expect(checks(ok.infraction.code)).toEqual([]);
  });

  it('code_contradicts_legal_basis: the amparo legal names another article or item', () => {
    const f = facts(NA('Código da Infração: 745-50\nAmparo legal: Art. 218, III, do CTB'));
    expect(f.infraction.legalBasis?.value).toBe('Art. 218, III, do CTB');
    expect(checks(f.infraction.code)).toEqual(['code_contradicts_legal_basis']);
    expect(
      checks(facts(NA('Código da Infração: 745-50\nAmparo legal: Art. 218, I, do CTB')).infraction.code),
    ).toEqual([]);
    expect(articleOf('Art. 218, I, do CTB')).toEqual({ article: '218', item: 'i' });
    expect(articleOf('252, parágrafo único')).toEqual({ article: '252' });
  });

  // fuzz-images fresh-ddd1b8a3: "747-10", "554-12", "516-91" read right at 0.6–0.8 beside their own
  // descriptions, none certain.
  it('a scanned code and description that name each other are not doubted for OCR’s low confidence', () => {
    const scan = (description: string, codeConfidence = 0.6) =>
      extractFacts(
        [
          {
            name: 'n.png',
            text: '',
            method: 'ocr',
            layout: ocrPage(
              [
                { text: 'Código da infração:', x: 80, y: 100, confidence: 0.96 },
                { text: '747-10', x: 300, y: 100, confidence: codeConfidence },
              ],
              [
                { text: 'Descrição:', x: 80, y: 140, confidence: 0.96 },
                { text: description, x: 300, y: 140, confidence: 0.7 },
              ],
            ),
          },
        ],
        { clock },
      ).infraction;
    const both = scan('Transitar em velocidade superior à máxima permitida em mais de 50%');
    expect(both.code).toMatchObject({ value: '747-10', confidence: 0.9 });
    expect(checks(both.code)).toEqual([]);
    expect(checks(both.description)).toEqual([]);
    expect(isCertain(both.code)).toBe(true);
    // Controls: a description cut short (completed from the code: no second reading), another
    // code's description, and a code read clean keeps its own confidence.
    expect(checks(scan('Transitar em velocidade superior à máxima').code)).toEqual(['low_ocr_confidence']);
    expect(checks(scan('Estacionar em desacordo com a regulamentação').code)).toContain(
      'code_contradicts_description',
    );
    expect(
      scan('Transitar em velocidade superior à máxima permitida em mais de 50%', 0.96).code?.confidence,
    ).toBe(0.941);
  });

  it('scores a printed description against the catalogue’s', () => {
    const row = findInfraction('745-50') as NonNullable<ReturnType<typeof findInfraction>>;
    expect(descriptionMatch('Transitar em velocidade superior à máxima permitida em até 20%', row)).toBe(1);
    expect(descriptionMatch('Estacionar em local proibido', row)).toBe(0);
  });
});

describe('speeds', () => {
  it('speed_order: a considered speed above the measured one flags both', () => {
    const f = facts(NA('Velocidade Medida: 61 km/h\nVelocidade Considerada: 70 km/h'));
    expect(checks(f.speed?.measured)).toEqual(['speed_order']);
    expect(checks(f.speed?.considered)).toEqual(['speed_order']);
  });
});

describe('INMETRO verification', () => {
  const read = (verified: string, method: 'ocr' | 'pdf-text', infraction = '12/04/2026') =>
    extractFacts(
      [
        {
          name: 'n.png',
          method,
          text: NA(
            `Data da Infração: ${infraction}\nCódigo da Infração: 745-50\nVelocidade Medida: 71 km/h\nVelocidade Considerada: 64 km/h\nData da Verificação: ${verified}`,
          ),
        },
      ],
      { clock },
    ).speed?.verificationDate;

  it('verification_out_of_date: a scanned date that would ground "verificação vencida" is confirmed first', () => {
    // The fuzzer's case (fresh-856a6726#6): "21/01/2025" read as "21/01/2005", certain at 0.912.
    const misread = read('21/01/2005', 'ocr');
    expect(misread).toMatchObject({ value: '2005-01-21', issues: [{ check: 'verification_out_of_date' }] });
    expect(misread?.issues?.[0]?.message).toBe(
      'A verificação do medidor lida (21/01/2005) não estaria válida na data da infração (12/04/2026): confira a data.',
    );
    expect(isCertain(misread)).toBe(false);
    // After the infraction is no verification of it either.
    expect(checks(read('20/04/2026', 'ocr'))).toEqual(['verification_out_of_date']);
  });

  it('a verification valid on the day, or printed in a text layer, is not doubted', () => {
    expect(checks(read('21/01/2026', 'ocr'))).toEqual([]);
    expect(checks(read('12/04/2025', 'ocr'))).toEqual([]);
    // A text layer quotes the record as printed: an expired verification there is the ground itself.
    expect(checks(read('21/01/2005', 'pdf-text'))).toEqual([]);
  });
});
