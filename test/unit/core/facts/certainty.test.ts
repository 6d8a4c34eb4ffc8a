import {
  CERTAIN_CONFIDENCE,
  extractFacts,
  FACT_PATHS,
  type Fact,
  FactsSchema,
  findFormalDefects,
  getFact,
  isCertain,
  lowestConfidence,
  setFact,
  uncertainFacts,
} from '@recurso/core/facts';

const clock = { now: () => new Date('2026-11-22T10:00:00Z') };
const read = (value: string, confidence: number): Fact<string> => ({
  value,
  source: { kind: 'document', document: 'n.pdf', page: 1, method: 'ocr' },
  confidence,
});

describe('isCertain', () => {
  it('needs a fact, no issues, and a typed or user source or a confidence at the threshold', () => {
    expect(isCertain(undefined)).toBe(false);
    expect(isCertain(read('x', CERTAIN_CONFIDENCE))).toBe(true);
    expect(isCertain(read('x', CERTAIN_CONFIDENCE - 0.01))).toBe(false);
    expect(isCertain({ ...read('x', 1), issues: [{ check: 'date_order', message: 'm' }] })).toBe(false);
    expect(isCertain({ value: 'x', source: { kind: 'typed', field: 'owner.name' }, confidence: 0.2 })).toBe(
      true,
    );
    const user: Fact<string> = {
      value: 'x',
      source: {
        kind: 'user',
        field: 'owner.name',
        action: 'corrected',
        at: '2026-11-22T10:00:00Z',
        previous: { value: 'y', source: read('y', 0.4).source },
      },
      confidence: 1,
    };
    expect(isCertain(user)).toBe(true);
    expect(isCertain({ ...user, issues: [{ check: 'cpf_check_digits', message: 'm' }] })).toBe(false);
  });

  it('takes the lowest confidence for a derived fact', () => {
    expect(lowestConfidence(read('a', 0.9), undefined, read('b', 0.7))).toBe(0.7);
    expect(lowestConfidence()).toBe(1);
  });
});

describe('fact paths', () => {
  const facts = () =>
    extractFacts(
      [{ name: 'n.txt', text: 'NOTIFICAÇÃO DA AUTUAÇÃO\nAuto de Infração nº: A1234567\nPlaca: ABC1234' }],
      { clock },
    );

  it('get and set facts by path, creating optional groups', () => {
    const f = facts();
    expect(getFact(f, 'vehicle.plate')?.value).toBe('ABC1234');
    expect(getFact(f, 'speed.limit')).toBeUndefined();
    setFact(f, 'speed.limit', { value: 60, source: { kind: 'typed', field: 'speed.limit' }, confidence: 1 });
    expect(f.speed?.limit?.value).toBe(60);
    setFact(f, 'vehicle.plate', undefined);
    expect(f.vehicle.plate).toBeUndefined();
    setFact(f, 'driver.cnh', undefined);
    expect(f.driver).toBeUndefined();
    expect(FactsSchema.parse(f)).toEqual(f);
  });

  it('lists every fact of the schema once', () => {
    expect(new Set(FACT_PATHS).size).toBe(FACT_PATHS.length);
    for (const p of [
      'notice.number',
      'owner.cnpj',
      'driver.cnh',
      'infraction.legalBasis',
      'suspension.processNumber',
    ])
      expect(FACT_PATHS).toContain(p);
  });

  it('uncertainFacts lists present facts below the threshold or with issues, in path order', () => {
    const f = facts();
    f.vehicle.plate = { ...read('ABC1234', 0.5) };
    f.infraction.date = { ...read('2026-01-01', 1), issues: [{ check: 'date_order', message: 'm' }] };
    f.infraction.time = read('10:00', 0.99);
    expect(uncertainFacts(f).map((u) => u.path)).toEqual(['vehicle.plate', 'infraction.date']);
  });

  it('counts the fallback notice code as uncertain (it is not the notice’s number)', () => {
    const f = extractFacts([{ name: 'n.txt', text: 'Placa: ABC1234' }], { clock });
    expect(uncertainFacts(f).map((u) => u.path)).toEqual(['notice.number']);
  });
});

describe('formal defects use certain facts only', () => {
  const stage = {
    value: 'defesa_previa' as const,
    source: { kind: 'typed' as const, field: 's' },
    confidence: 1,
  };
  const number = { value: 'A123', source: { kind: 'fallback' as const }, confidence: 0 };

  it('proves nothing from an uncertain date, and does not swap an uncertain dispatch date for the issue date', () => {
    const late = { number, dispatchDate: read('2026-03-20', 1), issueDate: read('2026-03-19', 1) };
    expect(
      findFormalDefects({ stage, notice: late, infraction: { date: read('2026-02-03', 1) } }),
    ).toHaveLength(1);
    expect(findFormalDefects({ stage, notice: late, infraction: { date: read('2026-02-03', 0.6) } })).toEqual(
      [],
    );
    const doubtful = {
      ...late,
      dispatchDate: { ...late.dispatchDate, issues: [{ check: 'date_order', message: 'm' }] },
    };
    expect(
      findFormalDefects({ stage, notice: doubtful, infraction: { date: read('2026-02-03', 1) } }),
    ).toEqual([]);
    expect(
      findFormalDefects({
        stage: { ...stage, source: read('x', 0.5).source, confidence: 0.5 },
        notice: late,
        infraction: { date: read('2026-02-03', 1) },
      }),
    ).toEqual([]);
  });
});
