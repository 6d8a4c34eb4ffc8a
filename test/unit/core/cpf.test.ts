import { cpfCheckDigits, isValidCpf } from '@recurso/core/cpf';
import { maskCpf, onlyDigits, unmaskCpf } from '@recurso/core/masks';
import fc from 'fast-check';

const nineDigits = fc
  .array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 })
  .map((d) => d.join(''));
const validCpf = nineDigits.map((n) => n + cpfCheckDigits(n)).filter((c) => !/^(\d)\1{10}$/.test(c));

describe('CPF (REL-4)', () => {
  it('accepts known valid CPFs, masked or not', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('111.444.777-35')).toBe(true);
  });

  it('accepts every CPF whose check digits were computed', () => {
    fc.assert(fc.property(validCpf, (cpf) => isValidCpf(cpf) && isValidCpf(maskCpf(cpf))));
  });

  const changeOne = (cpf: string, pos: number, delta: number) => {
    const digits = [...cpf];
    digits[pos] = String((Number(digits[pos]) + delta) % 10);
    return digits.join('');
  };

  /** Textbook formulation, written independently of core/src/cpf.ts: r = Σ d·w mod 11; dv = r < 2 ? 0 : 11 − r. */
  const referenceValid = (cpf: string) => {
    const d = [...cpf].map(Number);
    const dv = (n: number) => {
      const r = d.slice(0, n).reduce((acc, x, i) => acc + x * (n + 1 - i), 0) % 11;
      return r < 2 ? 0 : 11 - r;
    };
    return !/^(\d)\1{10}$/.test(cpf) && dv(9) === d[9] && dv(10) === d[10];
  };

  it('rejects any change to a check digit', () => {
    fc.assert(
      fc.property(
        validCpf,
        fc.integer({ min: 9, max: 10 }),
        fc.integer({ min: 1, max: 9 }),
        (cpf, pos, delta) => {
          return !isValidCpf(changeOne(cpf, pos, delta));
        },
      ),
    );
  });

  it('rejects a single-digit change in the body, except where the CPF rule itself makes it valid', () => {
    // Both remainders 0 and 1 give check digit 0, so rarely a one-digit change yields another
    // well-formed CPF; the validator must then agree with an independent implementation.
    fc.assert(
      fc.property(
        validCpf,
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 1, max: 9 }),
        (cpf, pos, delta) => {
          const changed = changeOne(cpf, pos, delta);
          return isValidCpf(changed) === referenceValid(changed);
        },
      ),
      { numRuns: 2000 },
    );
    const sample = fc.sample(
      fc.tuple(validCpf, fc.integer({ min: 0, max: 8 }), fc.integer({ min: 1, max: 9 })),
      {
        numRuns: 2000,
        seed: 42,
      },
    );
    const accepted = sample.filter(([c, p, d]) => isValidCpf(changeOne(c, p, d))).length;
    expect(accepted / sample.length).toBeLessThan(0.05);
  });

  it('rejects the eleven repeated-digit CPFs (they pass mod-11)', () => {
    for (let d = 0; d <= 9; d++) {
      const cpf = String(d).repeat(11);
      expect(cpf.slice(9)).toBe(cpfCheckDigits(cpf.slice(0, 9)));
      expect(isValidCpf(cpf)).toBe(false);
    }
  });

  it('rejects wrong lengths and letters, and never throws on arbitrary input', () => {
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('529982247250')).toBe(false);
    expect(isValidCpf('529a982247-25')).toBe(false);
    expect(isValidCpf(undefined)).toBe(false);
    expect(isValidCpf(52998224725)).toBe(false);
    fc.assert(fc.property(fc.anything(), (x) => typeof isValidCpf(x) === 'boolean'));
  });
});

describe('CPF mask (SPEC §2, §9)', () => {
  it('formats progressively as the user types', () => {
    expect(
      ['', '5', '529', '5299', '529982', '5299822', '529982247', '5299822472', '52998224725'].map(maskCpf),
    ).toEqual([
      '',
      '5',
      '529',
      '529.9',
      '529.982',
      '529.982.2',
      '529.982.247',
      '529.982.247-2',
      '529.982.247-25',
    ]);
  });

  it('keeps digits only, never exceeds 14 characters, and unmasking gives back the digits', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const masked = maskCpf(s);
        return (
          masked.length <= 14 &&
          /^[\d.-]*$/.test(masked) &&
          unmaskCpf(masked) === onlyDigits(s).slice(0, 11) &&
          maskCpf(masked) === masked
        );
      }),
    );
  });
});
