/** The driver's answers applied to the facts (core/src/facts/confirm.ts) and the field rules they use. */
import {
  confirmFacts,
  fieldBlank,
  FACT_FIELDS,
  FACT_PATHS,
  type Fact,
  type Facts,
  FactsSchema,
  fieldOf,
  fieldText,
  isCertain,
  parseFieldValue,
  withCatalogueRow,
} from '@recurso/core/facts';
import { writeAppeal } from '@recurso/core/writer';

const AT = '2026-05-02T12:00:00.000Z';
const read = <T>(value: T, confidence = 0.99): Fact<T> => ({
  value,
  source: { kind: 'document', document: 'documento-1.png', page: 1, method: 'ocr', label: 'Data' },
  confidence,
});

/** An NA read by OCR whose issue date was smudged (uncertain). */
const notice = (): Facts =>
  FactsSchema.parse({
    version: 2,
    appealType: 'traffic',
    stage: read('defesa_previa'),
    notice: { number: read('SP1234567'), issueDate: read('2026-03-10', 0.41), deadline: read('2026-04-20') },
    vehicle: { plate: read('ABC1D23') },
    infraction: { code: read('745-50', 0.6), date: read('2026-02-01') },
    owner: { name: read('Maria da Silva'), cpf: read('52998224725') },
    formalDefects: [],
    documents: ['documento-1.png'],
  });

describe('confirmFacts', () => {
  it('records a confirmation as the driver’s, keeping the reading it confirmed', () => {
    const { facts, confirmed, corrected } = confirmFacts(notice(), [{ path: 'notice.issueDate' }], AT);
    expect(confirmed).toEqual(['notice.issueDate']);
    expect(corrected).toEqual([]);
    expect(facts.notice.issueDate).toEqual({
      value: '2026-03-10',
      confidence: 1,
      source: {
        kind: 'user',
        field: 'notice.issueDate',
        action: 'confirmed',
        at: AT,
        previous: { value: '2026-03-10', source: read('x').source },
      },
    });
    expect(isCertain(facts.notice.issueDate)).toBe(true);
  });

  it('records a correction with the previous reading, in the form the driver typed it', () => {
    const { facts, corrected } = confirmFacts(
      notice(),
      [{ path: 'notice.issueDate', value: '14/03/2026' }],
      AT,
    );
    expect(corrected).toEqual(['notice.issueDate']);
    expect(facts.notice.issueDate?.value).toBe('2026-03-14');
    expect(facts.notice.issueDate?.source).toMatchObject({
      action: 'corrected',
      previous: { value: '2026-03-10', source: { kind: 'document' } },
    });
  });

  it('counts the same value typed again as a confirmation, and keeps the first reading through answers', () => {
    const once = confirmFacts(notice(), [{ path: 'notice.issueDate', value: '2026-03-14' }], AT).facts;
    const twice = confirmFacts(once, [{ path: 'notice.issueDate', value: '14/03/2026' }], AT);
    expect(twice.confirmed).toEqual(['notice.issueDate']);
    expect(twice.facts.notice.issueDate?.source).toMatchObject({
      action: 'confirmed',
      previous: { value: '2026-03-10', source: { kind: 'document' } },
    });
  });

  it('adds a missing fact, removes one the driver clears, and drops an emptied group', () => {
    const base = notice();
    base.driver = { name: read('Fulano') };
    const { facts, corrected } = confirmFacts(
      base,
      [
        { path: 'owner.address', value: '  Rua A,  10 - São Paulo/SP ' },
        { path: 'driver.name', value: '' },
      ],
      AT,
    );
    expect(facts.owner.address).toMatchObject({
      value: 'Rua A, 10 - São Paulo/SP',
      source: { kind: 'user', action: 'corrected' },
    });
    expect(facts.owner.address?.source).not.toHaveProperty('previous');
    expect(facts.driver).toBeUndefined();
    expect(corrected).toEqual(['owner.address', 'driver.name']);
  });

  it('looks the catalogue up again for a corrected code, and drops it for a code outside it', () => {
    // the row is looked up where the appeal is written (withCatalogueRow), not in the API
    const fixed = withCatalogueRow(
      confirmFacts(notice(), [{ path: 'infraction.code', value: '605-03' }], AT).facts,
    );
    expect(fixed.infraction.catalogue).toMatchObject({
      value: { codigo: '605-03' },
      source: { kind: 'catalogue', code: '605-03' },
      confidence: 1,
    });
    const unknown = withCatalogueRow(
      confirmFacts(notice(), [{ path: 'infraction.code', value: '999-99' }], AT).facts,
    );
    expect(unknown.infraction.code?.value).toBe('999-99');
    expect(unknown.infraction.catalogue).toBeUndefined();
  });

  it('derives the formal defects again from the confirmed dates', () => {
    // 46 days from the infraction to the corrected issue date: art. 281 §1 II.
    const { facts } = confirmFacts(notice(), [{ path: 'notice.issueDate', value: '2026-03-19' }], AT);
    expect(facts.formalDefects.map((d) => [d.rule, d.days])).toEqual([['art281_1_II', 46]]);
    expect(notice().formalDefects).toEqual([]);
  });

  it('refuses bad values, unknown paths, repeats and confirming nothing, naming each field, and changes nothing', () => {
    const facts = notice();
    expect(() =>
      confirmFacts(
        facts,
        [
          { path: 'notice.issueDate', value: '30/02/2026' },
          { path: 'owner.cpf', value: '123.456.789-00' },
          { path: 'vehicle.plate', value: 'AB-12' },
          { path: 'owner.address' },
          { path: 'infraction.catalogue', value: 'x' },
          { path: 'owner.name', value: 'A' },
          { path: 'owner.name', value: 'B' },
        ],
        AT,
      ),
    ).toThrow(
      'Data de emissão da notificação: Informe uma data válida (dd/mm/aaaa). CPF: CPF inválido Placa: Placa inválida (ex.: ABC-1D23 ou ABC-1234). Endereço completo (com CEP): não há valor lido para confirmar; preencha o campo. infraction.catalogue: este dado não pode ser alterado. Nome completo: informado mais de uma vez.',
    );
    expect(facts).toEqual(notice());
  });
});

describe('fields', () => {
  it('names every reviewable path once, in a group, and only paths of the facts', () => {
    const paths = FACT_FIELDS.map((f) => f.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const p of paths) expect(FACT_PATHS).toContain(p);
    // Derived: never edited in the review step.
    expect(fieldOf('infraction.catalogue')).toBeUndefined();
    // The city the appellant signs in is asked when no upload form or typed form gave it (issue 26).
    expect(fieldOf('signingCity')?.group).toBe('assinatura');
    // A driver has no CNPJ.
    expect(FACT_PATHS.filter((p) => !fieldOf(p))).toEqual([
      'infraction.catalogue',
      'driver.cnpj',
      'driver.city',
    ]);
  });

  it.each([
    ['notice.issueDate', '14/03/2026', '2026-03-14'],
    ['notice.issueDate', '2026-03-14', '2026-03-14'],
    ['infraction.time', '7h05', '07:05'],
    ['infraction.amount', 'R$ 1.293,47', 1293.47],
    ['infraction.amount', '88.38', 88.38],
    ['owner.cpf', '529.982.247-25', '52998224725'],
    ['owner.cnpj', '11.222.333/0001-81', '11222333000181'],
    ['vehicle.plate', 'abc-1d23', 'ABC1D23'],
    ['infraction.code', '745 50', '745-50'],
    ['owner.cnh', '045.123.987-61', '04512398761'],
    ['speed.measured', '77', 77],
    ['stage', 'jari', 'jari'],
    ['breath.measured', '0,42', 0.42],
    ['breath.refused', 'true', true],
  ] as const)('reads %s typed as %p', (path, typed, value) => {
    expect(parseFieldValue(path, typed)).toEqual({ ok: true, value });
    expect(parseFieldValue(path, fieldText(path, value))).toEqual({ ok: true, value });
  });

  it.each([
    ['notice.issueDate', '2026-13-01', 'Informe uma data válida (dd/mm/aaaa).'],
    ['infraction.time', '25:00', 'Informe a hora no formato HH:MM.'],
    ['owner.cnh', '12345', 'Informe de 9 a 11 números.'],
    ['stage', 'supremo', 'Escolha uma das opções.'],
    ['vehicle.year', '1800', 'Informe o ano com 4 dígitos.'],
    ['owner.name', 'x'.repeat(121), 'Use no máximo 120 caracteres.'],
  ] as const)('refuses %s typed as %p', (path, typed, message) => {
    expect(parseFieldValue(path, typed)).toEqual({ ok: false, message });
  });

  it('treats blank input as no value', () => {
    expect(parseFieldValue('owner.address', '   ')).toBeUndefined();
    expect(parseFieldValue('owner.address', null)).toBeUndefined();
  });

  it('asks in the review step for exactly what the writer leaves blank', () => {
    const facts = FactsSchema.parse({
      version: 2,
      appealType: 'traffic',
      notice: { number: { value: 'T12345678', source: { kind: 'fallback' }, confidence: 0 } },
      vehicle: {},
      infraction: {},
      owner: {},
      formalDefects: [],
      documents: ['documento-1.png'],
    });
    const text = writeAppeal(facts).text;
    for (const path of [
      'owner.name',
      'owner.cpf',
      'owner.address',
      'vehicle.plate',
      'notice.number',
      'agency',
    ] as const)
      expect([path, text]).toEqual([path, expect.stringContaining(`[preencher: ${fieldBlank(path)}]`)]);
  });
});
