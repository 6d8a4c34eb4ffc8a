import {
  daysBetween,
  findCpfs,
  findDates,
  findPlates,
  findTimes,
  formatPlate,
  isValidCpf,
  suspectPlate,
  wholePlate,
} from '@recurso/core/facts';

describe('plates', () => {
  it.each([
    ['Placa: ABC-1234', 'ABC1234'],
    ['placa abc1234', 'ABC1234'],
    ['Placa ABC 1234', 'ABC1234'],
    ['Placa: FTR4E21', 'FTR4E21'],
    ['veículo BRA2E19 modelo', 'BRA2E19'],
  ])('%j → %s', (text, plate) => {
    expect(findPlates(text)[0]?.value).toBe(plate);
  });

  it('ignores labels and non-plates', () => {
    expect(findPlates('CPF 1234 CEP 0123 AB-1234 ABCD1234 ABC12345')).toEqual([]);
  });

  it('prints old plates with a dash and Mercosul plates without', () => {
    expect(formatPlate('ABC1234')).toBe('ABC-1234');
    expect(formatPlate('FTR4E21')).toBe('FTR4E21');
  });
});

describe('CPF', () => {
  it('validates check digits', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCpf('1234')).toBe(false);
  });

  it('finds only valid CPFs in text', () => {
    expect(findCpfs('CPF: 529.982.247-25 e 123.456.789-00').map((c) => c.value)).toEqual(['52998224725']);
  });
});

describe('dates and times', () => {
  it.each([
    ['03/02/2026', '2026-02-03'],
    ['3/2/26', '2026-02-03'],
    ['03-02-2026', '2026-02-03'],
    ['03.02.2026', '2026-02-03'],
    ['15 de marco de 2026', '2026-03-15'],
  ])('%j → %s', (text, iso) => {
    expect(findDates(text)[0]?.value).toBe(iso);
  });

  it('rejects impossible dates', () => {
    expect(findDates('31/02/2026 00/01/2026 12/13/2026')).toEqual([]);
  });

  it.each([
    ['às 14:35', '14:35'],
    ['14h35', '14:35'],
    ['7h', '07:00'],
  ])('%j → %s', (text, time) => {
    expect(findTimes(text)[0]?.value).toBe(time);
  });

  it('counts days between ISO dates', () => {
    expect(daysBetween('2026-02-03', '2026-03-20')).toBe(45);
  });
});

describe('plates worth reading again', () => {
  it('capitals and digits the length of a plate that do not read as one, as they are', () => {
    for (const w of ['DBLI-S755', 'KH-2575', 'TTOS8K45', 'BLJI9S69', 'KXC-980', 'EMDOLSS'])
      expect([w, suspectPlate(w)]).toEqual([w, true]);
    for (const w of ['IKH-2575', 'TGQ1883', 'DETRAN', 'CONDUTOR', 'M232231061', '15/03/2025', 'Placa'])
      expect([w, suspectPlate(w)]).toEqual([w, false]);
  });

  it('a reading is a plate only whole and as read: no swap, nothing beside it', () => {
    expect(wholePlate('IKH-2575')).toBe('IKH2575');
    expect(wholePlate('dbi-5755')).toBe('DBI5755');
    expect(wholePlate('EMDOL53')).toBeUndefined();
    expect(wholePlate('IKH-2575 SP')).toBeUndefined();
  });
});
