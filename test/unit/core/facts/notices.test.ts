/**
 * Several notices in one upload (issue 25 item 4): told apart by what identifies each (the auto, the
 * plate, the process) at distinct page regions or pages, each read from its own region, never mixed;
 * one notice (its copy, a table of the autos a suspension counts) is never split.
 */
import type { DocumentLayout } from '@recurso/core/documents';
import {
  extractFacts,
  fold,
  isCutNoticeTitle,
  isNoticeTitle,
  noticeReadings,
  readDocument,
} from '@recurso/core/facts';
import { H, page, type Placed, W, wordsOf } from '../reading/page';
import { groupLines, lineOf } from '@recurso/core/documents';

const CLOCK = { now: () => new Date('2026-11-20T12:00:00Z') };

/** A notice of autuação drawn from `y` down: letterhead, title, then "Label: value" lines. */
function notice(y: number, auto: string, plate: string, owner: string, date: string): Placed[] {
  return [
    { text: 'GOVERNO DO ESTADO DE MINAS GERAIS', x: 330, y },
    { text: 'DEPARTAMENTO DE TRÂNSITO - DETRAN-MG', x: 320, y: y + 25 },
    { text: 'NOTIFICAÇÃO DE AUTUAÇÃO', x: 380, y: y + 60 },
    { text: `Auto de Infração nº: ${auto}`, x: 60, y: y + 100 },
    { text: `Placa: ${plate}`, x: 60, y: y + 125 },
    { text: `Proprietário: ${owner}`, x: 60, y: y + 150 },
    { text: `Data da infração: ${date}`, x: 60, y: y + 175 },
    { text: 'Órgão autuador: DETRAN-MG', x: 60, y: y + 200 },
  ];
}

const pages = (...each: Placed[][]): DocumentLayout => ({
  pages: each.map((cells, i) => ({
    number: i + 1,
    width: W,
    height: H,
    rotation: 0 as const,
    lines: groupLines(cells.flatMap(wordsOf)),
  })),
});

const read = (layout: DocumentLayout) => readDocument({ name: 'n.pdf', method: 'pdf-text', layout });
const values = (
  layout: DocumentLayout,
  key: 'notice.number' | 'vehicle.plate' | 'owner.name' | 'infraction.date',
) => noticeReadings(read(layout)).map((r) => r.fields[key]?.[0]?.value);

describe('two notices in one upload', () => {
  it('one under the other on a page: each read from its own region, in order', () => {
    const layout = page(
      ...notice(60, 'MG12345678', 'ABC-1234', 'ANA SOUZA LIMA', '03/02/2026'),
      ...notice(760, 'MG87654321', 'XYZ-9876', 'PEDRO COSTA ROCHA', '11/05/2026'),
    );
    const reading = read(layout);
    expect(reading.notices?.map((n) => n.pages)).toEqual([[1], [1]]);
    expect(values(layout, 'notice.number')).toEqual(['MG12345678', 'MG87654321']);
    expect(values(layout, 'vehicle.plate')).toEqual(['ABC1234', 'XYZ9876']);
    expect(values(layout, 'owner.name')).toEqual(['Ana Souza Lima', 'Pedro Costa Rocha']);
    expect(values(layout, 'infraction.date')).toEqual(['2026-02-03', '2026-05-11']);
    // The first notice's fields stand for the document: a reader of `fields` alone reads one whole notice.
    expect(reading.fields['notice.number']?.[0]?.value).toBe('MG12345678');
  });

  // fuzz fresh-14d60bc0 #12, LibreOffice: no line printed across the page, the text's middle is left of
  // the page's; the second's letterhead, centred on the page, was read as the first notice's end.
  it('the second’s letterhead centred on the page, over narrow text, is the second’s: its CNPJ is no one’s', () => {
    const second = notice(760, 'MG87654321', 'XYZ-9876', 'PEDRO COSTA ROCHA', '11/05/2026');
    const layout = page(
      ...notice(60, 'MG12345678', 'ABC-1234', 'ANA SOUZA LIMA', '03/02/2026'),
      ...second.slice(0, 2),
      { text: 'CNPJ 41.178.918/0001-02', x: 385, y: 810 },
      ...second.slice(2).map((c) => ({ ...c, y: c.y + 25 })),
    );
    const readings = noticeReadings(read(layout));
    expect(readings.map((r) => r.fields['notice.number']?.[0]?.value)).toEqual(['MG12345678', 'MG87654321']);
    expect(readings[0]?.fields['owner.cnpj']).toBeUndefined();
  });

  // fresh-b09d1379#12: a short value near the middle of the first's last row is not the second's letterhead.
  it('the first’s last row, a value near the page’s middle, stays the first’s above the second’s letterhead', () => {
    // Each cell a line of its own, as pdf.js sets lines less than half a line apart.
    const cells = [
      ...notice(60, 'MG12345678', 'ABC-1234', 'ANA SOUZA LIMA', '03/02/2026'),
      // The deadline broken in its narrow cell, its two lines centred on the label's row.
      // A line across the text's width: what the letterheads are centred in.
      {
        text: 'O recurso deverá ser interposto até a data limite indicada nesta notificação, conforme o CTB.',
        x: 60,
        y: 290,
      },
      { text: 'Emitida em: 26/02/2026 Data limite para apresentação de defesa:', x: 60, y: 320, h: 13 },
      { text: '08/04/', x: 482, y: 314, h: 13 },
      { text: '2026', x: 482, y: 326, h: 13 },
      ...notice(360, 'MG87654321', 'XYZ-9876', 'PEDRO COSTA ROCHA', '11/05/2026'),
    ];
    const layout: DocumentLayout = {
      pages: [{ number: 1, width: W, height: H, rotation: 0, lines: cells.map((c) => lineOf(wordsOf(c))) }],
    };
    const readings = noticeReadings(read(layout));
    expect(readings.map((r) => r.fields['notice.issueDate']?.[0]?.value)).toEqual(['2026-02-26', undefined]);
    expect(readings.map((r) => r.fields['notice.deadline']?.[0]?.value)).toEqual(['2026-04-08', undefined]);
  });

  it('the second’s letterhead at the foot of the first’s page, its title on the next: the letterhead is the second’s', () => {
    // The agency's CNPJ under its letterhead, printed before the second notice's title, is no one's CPF/CNPJ.
    const first = notice(60, 'MG12345678', 'ABC-1234', 'ANA SOUZA LIMA', '03/02/2026');
    const second = notice(0, 'MG87654321', 'XYZ-9876', 'PEDRO COSTA ROCHA', '11/05/2026');
    const layout = pages(
      [
        ...first,
        // A line across the text's width: what the letterhead below is centred in.
        {
          text: 'O proprietário pode indicar o condutor infrator no prazo desta notificação, art. 257 do CTB.',
          x: 40,
          y: 1100,
        },
        { text: 'GOVERNO DO ESTADO DE SÃO PAULO', x: 350, y: 1300 },
        { text: 'DEPARTAMENTO ESTADUAL DE TRÂNSITO - DETRAN-SP', x: 275, y: 1325 },
        { text: 'CNPJ 64.520.861/0001-83', x: 385, y: 1350 },
      ],
      second.slice(2).map((c) => ({ ...c, y: c.y + 40 })),
    );
    const readings = noticeReadings(read(layout));
    expect(values(layout, 'notice.number')).toEqual(['MG12345678', 'MG87654321']);
    expect(read(layout).notices?.map((n) => n.pages)).toEqual([[1], [1, 2]]);
    // Not the first notice's owner's; in the second, read only from running text, never certain.
    expect(readings[0]?.fields['owner.cnpj']).toBeUndefined();
    expect(readings[1]?.fields['owner.cnpj']?.[0]?.confidence ?? 0).toBeLessThan(0.85);
  });

  // fresh-6b9fc774#36: the first notice's amount at the head of page 2, above the second's letterhead.
  it('the first’s last rows broken onto the next page, above the second’s letterhead, stay the first’s', () => {
    const first = notice(60, 'MG12345678', 'ABC-1234', 'ANA SOUZA LIMA', '03/02/2026');
    const second = notice(140, 'MG87654321', 'XYZ-9876', 'PEDRO COSTA ROCHA', '11/05/2026');
    const layout = pages(first, [{ text: 'Valor da multa: R$ 293,47', x: 60, y: 60 }, ...second]);
    const readings = noticeReadings(read(layout));
    expect(values(layout, 'notice.number')).toEqual(['MG12345678', 'MG87654321']);
    expect(readings.map((r) => r.fields['infraction.amount']?.[0]?.value)).toEqual([293.47, undefined]);
  });

  it('on pages of their own, with no title to go by: a page of new autos and plates starts a notice', () => {
    const bare = (auto: string, plate: string): Placed[] => [
      { text: `Auto de Infração nº: ${auto}`, x: 60, y: 100 },
      { text: `Placa: ${plate}`, x: 60, y: 125 },
      { text: 'Data da infração: 03/02/2026', x: 60, y: 150 },
    ];
    const layout = pages(bare('MG12345678', 'ABC-1234'), bare('MG87654321', 'XYZ-9876'));
    expect(read(layout).notices?.map((n) => n.pages)).toEqual([[1], [2]]);
    expect(values(layout, 'vehicle.plate')).toEqual(['ABC1234', 'XYZ9876']);
  });

  it('their facts are never mixed: each notice gives an appeal of its own facts', () => {
    const layout = page(
      ...notice(60, 'MG12345678', 'ABC-1234', 'ANA SOUZA LIMA', '03/02/2026'),
      ...notice(760, 'MG87654321', 'XYZ-9876', 'PEDRO COSTA ROCHA', '11/05/2026'),
    );
    const [first, second] = noticeReadings(read(layout)).map((r) => extractFacts([r], { clock: CLOCK }));
    expect([first?.notice.number.value, first?.vehicle.plate?.value, first?.owner.name?.value]).toEqual([
      'MG12345678',
      'ABC1234',
      'Ana Souza Lima',
    ]);
    expect([second?.notice.number.value, second?.vehicle.plate?.value, second?.owner.name?.value]).toEqual([
      'MG87654321',
      'XYZ9876',
      'Pedro Costa Rocha',
    ]);
  });
});

describe('one notice is never split', () => {
  it('a notice and its copy (the same auto twice, under two titles) are one notice', () => {
    const layout = page(
      ...notice(60, 'MG12345678', 'ABC-1234', 'ANA SOUZA LIMA', '03/02/2026'),
      ...notice(760, 'MG12345678', 'ABC-1234', 'ANA SOUZA LIMA', '03/02/2026'),
    );
    expect(read(layout).notices).toBeUndefined();
  });

  it('a suspension listing the autos it counts is one notice, and no auto of its table is certain', () => {
    const layout = page(
      { text: 'NOTIFICAÇÃO DE INSTAURAÇÃO DE PROCESSO DE SUSPENSÃO DO DIREITO DE DIRIGIR', x: 60, y: 60 },
      { text: 'Processo nº: 2026/1234567-8', x: 60, y: 100 },
      { text: 'Condutor: ANA SOUZA LIMA', x: 60, y: 125 },
      { text: 'Auto de infração', x: 60, y: 170 },
      { text: 'Pontos', x: 500, y: 170 },
      { text: 'MG12345678', x: 60, y: 195 },
      { text: '7', x: 500, y: 195 },
      { text: 'MG87654321', x: 60, y: 220 },
      { text: '5', x: 500, y: 220 },
      { text: 'MG11223344', x: 60, y: 245 },
      { text: '7', x: 500, y: 245 },
      { text: 'Total de pontos: 19', x: 60, y: 290 },
    );
    const reading = read(layout);
    expect(reading.notices).toBeUndefined();
    expect(reading.fields['suspension.points']?.[0]).toMatchObject({ value: 19 });
    expect(reading.fields['suspension.points']?.[0]?.issues).toBeUndefined();
    expect(reading.fields['notice.number']?.[0]?.issues?.map((i) => i.check)).toContain('ambiguous_pairing');
  });
});

/** A suspension's notice drawn from `y` down, under `title`: letterhead, title, process and holder. */
function suspension(y: number, title: string): Placed[] {
  return [
    { text: 'DEPARTAMENTO ESTADUAL DE TRÂNSITO', x: 330, y },
    { text: 'DETRAN/RS', x: 450, y: y + 25 },
    ...(title ? [{ text: title, x: 60, y: y + 60 }] : []),
    { text: 'Processo nº: 2023/0021474-0', x: 60, y: y + 100 },
    { text: 'Órgão emissor: DETRAN/RS', x: 60, y: y + 125 },
    { text: 'Condutor: GUSTAVO FERREIRA COSTA', x: 60, y: y + 150 },
    { text: 'Total de pontos: 30', x: 60, y: y + 175 },
  ];
}

/** A notice of autuação by another agency drawn from `y` down, its letterhead's left at `x`. */
function federal(y: number, x = 360): Placed[] {
  return [
    { text: 'POLÍCIA RODOVIÁRIA FEDERAL', x, y },
    { text: 'NOTIFICAÇÃO DE AUTUAÇÃO POR INFRAÇÃO DE TRÂNSITO', x: 60, y: y + 40 },
    { text: 'Auto de Infração nº: S632690506', x: 60, y: y + 80 },
    { text: 'Placa: LTG-6092', x: 60, y: y + 105 },
    { text: 'Órgão autuador: Polícia Rodoviária Federal', x: 60, y: y + 130 },
    { text: 'Data da infração: 05/02/2025', x: 60, y: y + 155 },
  ];
}

const readOcr = (layout: DocumentLayout) => readDocument({ name: 'n.png', method: 'ocr', layout });
const field = (
  reading: ReturnType<typeof readOcr>,
  key: 'agency' | 'vehicle.plate' | 'suspension.processNumber',
) => noticeReadings(reading).map((r) => r.fields[key]?.[0]?.value);

describe('two notices stacked in one image, the first title cut or lost by OCR', () => {
  // fuzz-images fresh-339acd81 #9: a receipt's edge cut "NO" off "NOTIFICAÇÃO DE INSTAURAÇÃO…"; with one
  // title left the page was read as one notice and the suspension took the federal notice's agency,
  // certain.
  it('a title missing its first letters still opens a notice: each keeps its own agency', () => {
    const reading = readOcr(
      page(...federal(40), ...suspension(700, 'TIFICAÇÃO DE INSTAURAÇÃO DE PROCESSO DE SUSPENSÃO')),
    );
    expect(reading.notices?.map((n) => n.pages)).toEqual([[1], [1]]);
    expect(field(reading, 'agency')).toEqual(['Polícia Rodoviária Federal', 'DETRAN/RS']);
    expect(field(reading, 'suspension.processNumber')).toEqual([undefined, '2023/0021474-0']);
    expect(field(reading, 'vehicle.plate')).toEqual(['LTG6092', undefined]);
  });

  it('a title lost whole: the one title read, down its page under an identifying value, starts the second', () => {
    const reading = readOcr(page(...suspension(40, ''), ...federal(760)));
    expect(field(reading, 'agency')).toEqual(['DETRAN/RS', 'Polícia Rodoviária Federal']);
    expect(field(reading, 'suspension.processNumber')).toEqual(['2023/0021474-0', undefined]);
  });

  it('where the split is not sure, the values near the boundary are not certain; far from it they are', () => {
    const [first, second] = noticeReadings(readOcr(page(...suspension(560, ''), ...federal(760, 60))));
    const checks = (
      r: typeof first,
      key: 'driver.name' | 'suspension.processNumber' | 'notice.number' | 'agency',
    ) => r?.fields[key]?.[0]?.issues?.map((i) => i.check) ?? [];
    // The boundary is the federal notice's title (y 800 of 1414: its letterhead, at the margin, is not
    // centred over it); the band is 85 units either way. The holder (y 710) and the federal auto (y 840) lie in it,
    // the process (y 660) and the federal agency (y 890) do not.
    expect(checks(first, 'driver.name')).toEqual(['notice_boundary']);
    expect(checks(first, 'suspension.processNumber')).toEqual([]);
    expect(checks(second, 'notice.number')).toEqual(['notice_boundary']);
    expect(checks(second, 'agency')).toEqual([]);
  });

  // fuzz-images fresh-856a6726 #1: a low-DPI scan's border read as a dash before the second title;
  // read as one notice, the autuação took the suspension's stage, certain.
  it('a rule or bullet OCR read before a title does not hide it', () => {
    expect(isNoticeTitle(lineCell('— NOTIFICAÇÃO DA AUTUAÇÃO POR INFRAÇÃO DE TRÂNSITO'))).toBe(true);
    expect(isNoticeTitle(lineCell('| Notificação de Instauração de Processo'))).toBe(true);
    // fuzz-images fresh-ecd04f40 #11: a speck read as a comma before the second suspension's title.
    expect(isNoticeTitle(lineCell(', Notificação de Instauração de Processo de Suspensão'))).toBe(true);
    expect(isNoticeTitle(lineCell('“ NOTIFICAÇÃO DA PENALIDADE DE MULTA'))).toBe(true);
    expect(isCutNoticeTitle(lineCell('- TIFICAÇÃO DE INSTAURAÇÃO DE PROCESSO'))).toBe(true);
    // A sentence that names the notice is still no title.
    expect(isNoticeTitle(lineCell('— Notificação da autuação: enviada em 02/03/2025'))).toBe(false);
    const dashed = federal(760).map((p) =>
      p.text.startsWith('NOTIFICAÇÃO') ? { ...p, text: `— ${p.text}` } : p,
    );
    const reading = readOcr(
      page(...suspension(40, 'NOTIFICAÇÃO DE INSTAURAÇÃO DE PROCESSO DE SUSPENSÃO'), ...dashed),
    );
    expect(field(reading, 'agency')).toEqual(['DETRAN/RS', 'Polícia Rodoviária Federal']);
  });

  // fuzz-images fresh-71af7598 #17: a photo's small print read the suspension's title "NOTIFICAÇÃO DE
  // TNSTADRAÇÃO…": read as one notice with the penalty above it, the suspension's dates were its, certain.
  it('a title whose kind OCR misread by two letters is still a title, of that kind', () => {
    expect(
      isNoticeTitle(lineCell('NOTIFICAÇÃO DE TNSTADRAÇÃO DE PROCESSO DE SUSPENSÃO DO DIREITO DE DIRIGIR')),
    ).toBe(true);
    expect(isNoticeTitle(lineCell('NOTIFICAÇÃO DA PENALTDADE DE MULTA'))).toBe(true);
    // fuzz-images fresh-cb1fa1c5 #18 (a shadowed photo): the kind's end lost, "INSTAUR".
    expect(isNoticeTitle(lineCell('NOTIFICAÇÃO DE INSTAUR DE PROCESSO DE'))).toBe(true);
    // Controls: a word three letters from every kind, or none after "Notificação", is no title.
    expect(isNoticeTitle(lineCell('NOTIFICAÇÃO DE RECEBIMENTO'))).toBe(false);
    expect(isNoticeTitle(lineCell('NOTIFICAÇÃO ELETRÔNICA'))).toBe(false);
    const reading = readOcr(
      page(...federal(40), ...suspension(760, 'NOTIFICAÇÃO DE TNSTADRAÇÃO DE PROCESSO DE SUSPENSÃO')),
    );
    expect(field(reading, 'agency')).toEqual(['Polícia Rodoviária Federal', 'DETRAN/RS']);
  });

  it('a heading naming the autuação is no cut title, and a text PDF is read as printed', () => {
    expect(isCutNoticeTitle(lineCell('IDENTIFICAÇÃO DA AUTUAÇÃO'))).toBe(false);
    expect(isCutNoticeTitle(lineCell('OTIFICAÇÃO DA PENALIDADE'))).toBe(true);
    expect(isCutNoticeTitle(lineCell('tificação de autuação enviada em'))).toBe(false);
    expect(read(page(...suspension(40, ''), ...federal(760))).notices).toBeUndefined();
  });

  // fuzz-images fresh-ddd1b8a3 #9: a receipt of two suspensions, the first title broken by OCR, the
  // second's process number garbled; read as one notice, the first took the second's holder, certain.
  it('a letterheaded title down the page opens a notice though OCR read none of its identifying values', () => {
    const second: Placed[] = [
      { text: 'DEPARTAMENTO DE TRÂNSITO DO PARANÁ', x: 190, y: 700 },
      { text: 'DETRAN-PR', x: 315, y: 725 },
      { text: 'NOTIFICAÇÃO DE INSTAURAÇÃO DE PROCESSO DE SUSPENSÃO', x: 60, y: 760 },
      { text: 'Órgão emissor: DETRAN-PR', x: 60, y: 885 },
      { text: 'Condutor: OTÁVIO CRISTINA SOUZA LIMA', x: 60, y: 910 },
    ];
    const reading = readOcr(page(...suspension(40, ''), ...second));
    expect(reading.notices?.map((n) => n.pages)).toEqual([[1], [1]]);
    const [first, other] = noticeReadings(reading);
    expect(first?.fields['driver.name']?.[0]?.value).toBe('Gustavo Ferreira Costa');
    expect(other?.fields['driver.name']?.[0]?.value).toBe('Otávio Cristina Souza Lima');
    expect(field(reading, 'agency')).toEqual(['DETRAN/RS', 'DETRAN-PR']);
    // Control: with no letterhead of its own above it, such a title is no second notice.
    const bare = readOcr(page(...suspension(40, ''), ...second.slice(2)));
    expect(bare.notices).toBeUndefined();
  });

  // fuzz-images fresh-s33c #6: a photographed autuação, then a suspension at the top of the next page
  // whose process number's label OCR garbled: read as one, the autuação's driver was the suspension's.
  it('a title of another kind than the one before opens a notice though OCR read none of its identifying values', () => {
    const next = (title: string): Placed[] => [
      { text: 'DEPARTAMENTO ESTADUAL DE TRÂNSITO', x: 330, y: 60 },
      { text: title, x: 60, y: 120 },
      { text: 'Órgão emissor: DETRAN/RS', x: 60, y: 185 },
      { text: 'Condutor: HELENA DA RODRIGUES CORREIA', x: 60, y: 210 },
    ];
    const readPages = (title: string) =>
      readDocument({ name: 'n.pdf', method: 'ocr', layout: pages(federal(40), next(title)) });
    const two = readPages('NOTIFICAÇÃO DE INSTAURAÇÃO DE PROCESSO DE SUSPENSÃO');
    expect(two.notices?.map((n) => n.pages)).toEqual([[1], [2]]);
    expect(noticeReadings(two)[1]?.fields['driver.name']?.[0]?.value).toBe('Helena da Rodrigues Correia');
    expect(noticeReadings(two)[0]?.fields['driver.name']).toBeUndefined();
    // Control: the same kind of title on the next page, with nothing identifying it, is that notice's.
    expect(readPages('NOTIFICAÇÃO DE AUTUAÇÃO POR INFRAÇÃO DE TRÂNSITO').notices).toBeUndefined();
  });

  it('one notice whose title is in its header band, its auto printed above it, is not split', () => {
    const reading = readOcr(
      page(
        { text: 'Auto de Infração nº: S632690506', x: 600, y: 40 },
        ...federal(200).filter((c) => !c.text.startsWith('Auto de')),
      ),
    );
    expect(reading.notices).toBeUndefined();
  });
});

function lineCell(text: string): { text: string; folded: string } {
  return { text, folded: fold(text) };
}

// fuzz-images fresh-ff3446be #7 (a hand's shadow): the second notice's "Órgão autuador" was unread
// over "Autarquia Municipal de Trânsito e Cidadania - AMC", and the agency was read "AMC" from that line
// as a letterhead's acronym, certain.
describe('the agency from a letterhead', () => {
  const agency = (...cells: Placed[]) =>
    readDocument({
      name: 'n.png',
      method: 'ocr',
      layout: page(...cells.map((c) => ({ confidence: 0.96, ...c }))),
    }).fields.agency?.[0];
  const body: Placed[] = [
    { text: 'Auto de Infração nº: MG12345678', x: 60, y: 160 },
    { text: 'Placa: ABC-1234', x: 60, y: 185 },
  ];

  it('a name below the notice’s title is a line of the body, no letterhead: not certain', () => {
    const a = agency(
      { text: 'NOTIFICAÇÃO DE AUTUAÇÃO', x: 380, y: 60 },
      { text: 'Autarquia Municipal de Trânsito e Cidadania - AMC', x: 60, y: 110 },
      ...body,
    );
    expect(a?.value).toBe('AMC');
    expect(a?.confidence).toBeLessThan(0.85);
  });

  it('control: the letterhead above the title names the agency', () => {
    const a = agency(
      { text: 'DEPARTAMENTO DE TRÂNSITO - DETRAN-MG', x: 320, y: 30 },
      { text: 'NOTIFICAÇÃO DE AUTUAÇÃO', x: 380, y: 60 },
      ...body,
    );
    expect(a?.value).toBe('DETRAN-MG');
    expect(a?.confidence).toBeGreaterThanOrEqual(0.85);
  });
});

// fuzz-images fresh-7eec4d66 #7: two suspensions photographed a page each, the second's process number
/** A suspension on a page of its own: letterhead, title, and what of its process and driver is given. */
const suspensionPage = (o: { agency?: string; process?: string; name: string; cnh?: string }): Placed[] => [
  { text: `DEPARTAMENTO ESTADUAL DE TRÂNSITO - ${o.agency ?? 'DETRAN-SP'}`, x: 300, y: 60 },
  { text: 'NOTIFICAÇÃO DE INSTAURAÇÃO DE PROCESSO DE SUSPENSÃO DO DIREITO DE DIRIGIR', x: 120, y: 100 },
  ...(o.process ? [{ text: `Processo de suspensão nº: ${o.process}`, x: 60, y: 150 }] : []),
  { text: `Nome do condutor: ${o.name}`, x: 60, y: 180 },
  ...(o.cnh ? [{ text: `Nº da CNH: ${o.cnh}`, x: 60, y: 210 }] : []),
];

// garbled: read as one notice, the second's driver's CNH was the first's, certain.
describe('a page under a title of its own addressed to another driver', () => {
  const cnhs = (layout: DocumentLayout) =>
    noticeReadings(read(layout)).map(
      (r) => r.fields['driver.cnh']?.[0]?.value ?? r.fields['owner.cnh']?.[0]?.value,
    );

  it('is another notice, though none of what identifies a notice was read on it', () => {
    const layout = pages(
      suspensionPage({ process: '2023/2619324-5', name: 'CAMILA RIBEIRO COSTA', cnh: '61846051680' }),
      suspensionPage({ name: 'ALINE MOREIRA PEREIRA', cnh: '32323883000' }),
    );
    expect(cnhs(layout)).toEqual(['61846051680', '32323883000']);
  });

  it('control: the same driver’s CNH, or one whose check digits fail (a misreading), is a continuation page', () => {
    const same = pages(
      suspensionPage({ process: '2023/2619324-5', name: 'CAMILA RIBEIRO COSTA', cnh: '61846051680' }),
      suspensionPage({ name: 'CAMILA RIBEIRO COSTA', cnh: '61846051680' }),
    );
    expect(noticeReadings(read(same))).toHaveLength(1);
    const misread = pages(
      suspensionPage({ process: '2023/2619324-5', name: 'CAMILA RIBEIRO COSTA', cnh: '61846051680' }),
      suspensionPage({ name: 'CAMILA RIBEIRO COSTA', cnh: '61846051681' }),
    );
    expect(noticeReadings(read(misread))).toHaveLength(1);
  });
});

// fuzz-images fresh-7eec4d66 #7: a DETRAN-SP and a DETRAN-PR suspension photographed a page each,
// nothing identifying either read (process numbers garbled, no CNH on the first): read as one.
describe('a page under a title of its own whose letterhead names another state’s agency', () => {
  const names = (layout: DocumentLayout) =>
    noticeReadings(read(layout)).map(
      (r) => r.fields['owner.name']?.[0]?.value ?? r.fields['driver.name']?.[0]?.value,
    );

  it('is another notice', () => {
    const layout = pages(
      suspensionPage({ agency: 'DETRAN-SP', name: 'CAMILA RIBEIRO COSTA', process: '2023/2619324-5' }),
      suspensionPage({ agency: 'DETRAN-PR', name: 'ALINE MOREIRA PEREIRA' }),
    );
    expect(names(layout)).toEqual(['Camila Ribeiro Costa', 'Aline Moreira Pereira']);
  });

  it('control: the same state’s letterhead again is a continuation page', () => {
    const layout = pages(
      suspensionPage({ agency: 'DETRAN-SP', name: 'CAMILA RIBEIRO COSTA', process: '2023/2619324-5' }),
      suspensionPage({ agency: 'DETRAN-SP', name: 'CAMILA RIBEIRO COSTA' }),
    );
    expect(noticeReadings(read(layout))).toHaveLength(1);
  });
});

// fuzz fresh-568c5731 #29 (Chromium): a suspension's table of counted autos with one row; its auto was
// read as the notice's own number, certain.
describe('a table of the autos a suspension counts', () => {
  it('with one row, its auto is no certain notice number', () => {
    const reading = read(
      page(
        ...suspensionPage({ process: '2023/2619324-5', name: 'CAMILA RIBEIRO COSTA' }),
        { text: 'Auto de infração', x: 60, y: 260 },
        { text: 'Data', x: 260, y: 260 },
        { text: 'Pontos', x: 460, y: 260 },
        { text: 'DF77493177', x: 60, y: 282 },
        { text: '01/01/2023', x: 260, y: 282 },
        { text: '7', x: 460, y: 282 },
      ),
    );
    const hit = reading.fields['notice.number']?.[0];
    expect(hit === undefined || hit.confidence < 0.85 || (hit.issues?.length ?? 0) > 0).toBe(true);
  });

  // fuzz fresh-d99a4e9c #16, #22 (LibreOffice): the column of the autos' points read as the total.
  const withTotal = (...total: Parameters<typeof page>) =>
    read(
      page(
        ...suspensionPage({ process: '2023/2619324-5', name: 'CAMILA RIBEIRO COSTA' }),
        ...total,
        { text: 'Auto de infração', x: 60, y: 300 },
        { text: 'Código', x: 260, y: 300 },
        { text: 'Pontos', x: 460, y: 300 },
        { text: 'DF77493177', x: 60, y: 322 },
        { text: '596-70', x: 260, y: 322 },
        { text: '7', x: 460, y: 322 },
        { text: 'DF77493178', x: 60, y: 344 },
        { text: '554-12', x: 260, y: 344 },
        { text: '3', x: 460, y: 344 },
      ),
    ).fields['suspension.points'];
  it('its column of points is no total of the suspension’s; the total printed is read alone', () => {
    const points = withTotal(
      { text: 'Total de pontos', x: 60, y: 260 },
      { text: '20 pontos', x: 260, y: 260 },
    );
    expect(points?.map((p) => p.value)).toEqual([20]);
    expect(points?.[0]?.issues ?? []).toEqual([]);
    // No total printed: none read from the column.
    expect(withTotal()).toBeUndefined();
  });
});

describe('two titles of different kinds that nothing read splits apart', () => {
  // fuzz-images fresh-cd2e0e5d #18: a penalty notice over an autuação, a hand's shadow over both
  // numbers; read as one notice, the second's stage was the first's, certain.
  it('the stage is in doubt; one title alone is certain', () => {
    const stage = (...cells: Placed[]) => read(page(...cells)).fields.stage?.[0];
    const two = stage(
      { text: 'NOTIFICAÇÃO DA PENALIDADE DE MULTA', x: 330, y: 60 },
      { text: 'Órgão autuador: DETRAN-MG', x: 60, y: 120 },
      { text: 'NOTIFICAÇÃO DE AUTUAÇÃO POR INFRAÇÃO DE TRÂNSITO', x: 260, y: 760 },
      { text: 'Órgão autuador: DETRAN-MG', x: 60, y: 820 },
    );
    expect(two?.value).toBe('jari');
    expect(two?.issues?.map((i) => i.message)).toEqual([
      'O documento traz títulos de notificações de tipos diferentes: confira a fase do processo.',
    ]);
    expect(two?.confidence).toBeLessThan(0.85);
    const one = stage(
      { text: 'NOTIFICAÇÃO DA PENALIDADE DE MULTA', x: 330, y: 60 },
      { text: 'Órgão autuador: DETRAN-MG', x: 60, y: 120 },
    );
    expect(one?.value).toBe('jari');
    expect(one?.issues).toBeUndefined();
  });
});
