/**
 * Properties of every appeal, whatever the facts lack or doubt (fast-check over notices of every
 * stage and family with any subset of facts removed or read without certainty):
 * - the contract with the payment step (issue 26: no payment with a hole): `blanks` is empty exactly
 *   when the text has no "[preencher: …]" and no double addressee, and it lists every one of them;
 * - the Portuguese agrees: no "(a)", no "do(a)", the agency with its article or behind "órgão autuador";
 * - a defesa prévia never asks to cancel a penalty, and every piece states its timeliness truthfully.
 */
import { type Fact, FACT_PATHS, type Facts, getFact, setFact, type Stage } from '@recurso/core/facts';
import { BLANK_RE, writeAppeal } from '@recurso/core/writer';
import fc from 'fast-check';
import { byPoints, doc, suspensionNotice, trafficNotice, typed } from './facts-fixtures';

const BASES: Record<string, () => Facts> = {
  'speed NA': () =>
    trafficNotice({
      'infraction.code': doc('745-50'),
      'speed.measured': doc(81),
      'speed.considered': doc(78),
      'speed.limit': doc(60),
      'speed.verificationDate': doc('2024-11-30'),
      'infraction.amount': doc(195.23),
    }),
  'parking NP': () => trafficNotice({ stage: doc('jari'), 'infraction.date': doc('2025-08-01') }),
  'phone, uncertain stage': () =>
    trafficNotice({ stage: doc('jari', 0.5), 'infraction.code': doc('763-32') }),
  'alcohol suspension': () =>
    suspensionNotice({
      'infraction.code': doc('516-91'),
      'infraction.date': doc('2026-02-20'),
      'breath.measured': doc(0.3),
      'breath.considered': doc(0.3),
    }),
  'points suspension': () => byPoints({ 'suspension.points': doc(25) }),
  CETRAN: () => ({
    ...trafficNotice({ stage: doc('cetran'), 'infraction.code': doc('605-01') }),
    decision: { reasons: doc('O auto goza de presunção de legitimidade.'), notifiedOn: doc('2026-06-22') },
    secondInstance: { firstAppealId: 'f', firstStage: 'jari', firstGrounds: [] },
  }),
  'typed refusal': () =>
    suspensionNotice({ 'infraction.code': typed('757-90', 'infraction.code'), stage: undefined }),
};

const DOUBLE_ADDRESSEE = /\(DEFESA PRÉVIA\) OU À JARI \(RECURSO\)/;
const STAGES: (Stage | undefined)[] = [undefined, 'defesa_previa', 'jari', 'cetran'];

describe.each(Object.keys(BASES))('%s', (name) => {
  const base = (BASES[name] as () => Facts)();
  const present = FACT_PATHS.filter((p) => getFact(base, p) !== undefined);

  it('blanks list every hole, and are empty exactly when the text has none', () => {
    fc.assert(
      fc.property(
        fc.subarray(present),
        fc.subarray(present),
        fc.constantFrom(...STAGES),
        fc.boolean(),
        (removed, weak, stage, signed) => {
          const facts = structuredClone(base);
          for (const path of weak)
            setFact(facts, path, { ...(getFact(base, path) as Fact<unknown>), confidence: 0.4 });
          for (const path of removed) setFact(facts, path, undefined);
          const out = writeAppeal(facts, {
            ...(stage && base.appealType === 'traffic' ? { stage } : {}),
            ...(signed ? { signedOn: new Date(2026, 4, 10) } : {}),
          });
          const holes = out.text.match(BLANK_RE) ?? [];
          const double = DOUBLE_ADDRESSEE.test(out.text.split('\n')[0] as string);
          expect(out.blanks.length === 0).toBe(holes.length === 0 && !double);
          for (const h of holes) expect(out.blanks).toContain(h);
          if (double)
            expect(out.blanks.some((b) => b.includes('mantenha só o destinatário correto'))).toBe(true);
          // Portuguese in agreement, whatever is missing.
          expect(out.text).not.toMatch(/\([ao]s?\)|\(à\)|do\(a\)|da\(o\)|Vossa Senhoria/i);
          expect(out.text).not.toMatch(/\(art\. \d+(-A)?, do CTB\)/);
          // A defesa prévia asks for the auto's archiving: no penalty exists to cancel.
          if (out.kind === 'defesa') expect(out.text).not.toMatch(/cancelamento da penalidade/);
          // The timeliness, as the signing date and the deadline tell it.
          if (out.timeliness.late === true) {
            expect(out.text).toContain('DA APRESENTAÇÃO APÓS O PRAZO');
            expect(out.text).not.toContain('com efeito suspensivo');
          }
          if (out.timeliness.late === false) expect(out.text).toContain('DA TEMPESTIVIDADE');
          if (out.timeliness.late === undefined)
            expect(out.text).not.toMatch(/DA TEMPESTIVIDADE|DA APRESENTAÇÃO APÓS O PRAZO/);
        },
      ),
      { numRuns: 80 },
    );
  });
});

it('a notice with nothing missing has no blanks; an uncertain stage always has one', () => {
  const full = writeAppeal(trafficNotice(), { signedOn: new Date(2026, 2, 20) });
  expect(full.blanks).toEqual([]);
  const doubtful = writeAppeal(trafficNotice({ stage: doc('jari', 0.5) }), {
    signedOn: new Date(2026, 2, 20),
  });
  expect(doubtful.blanks).toEqual([
    '[preencher: confira na notificação qual é a fase e mantenha só o destinatário correto]',
  ]);
});

it('the agency takes its article from the agencies table, or goes behind "órgão autuador"', () => {
  const first = (agency: string) => writeAppeal(trafficNotice({ agency: doc(agency) })).text.split('\n')[0];
  expect(first('DETRAN-SP')).toBe('À AUTORIDADE DE TRÂNSITO DO DETRAN-SP');
  expect(first('DER-MG')).toBe('À AUTORIDADE DE TRÂNSITO DO DER-MG');
  expect(first('AMC')).toBe('À AUTORIDADE DE TRÂNSITO DA AMC');
  expect(first('Polícia Rodoviária Federal')).toBe('À AUTORIDADE DE TRÂNSITO DA POLÍCIA RODOVIÁRIA FEDERAL');
  expect(first('Secretaria Municipal de Mobilidade Urbana')).toBe(
    'À AUTORIDADE DE TRÂNSITO DA SECRETARIA MUNICIPAL DE MOBILIDADE URBANA',
  );
  expect(first('SEMTRANSP')).toBe('À AUTORIDADE DE TRÂNSITO DO ÓRGÃO AUTUADOR SEMTRANSP');
  const facts = writeAppeal(trafficNotice({ agency: doc('BHTRANS') })).text;
  expect(facts).toContain('lavrado pela BHTRANS');
});

it('the broken sentence "A notificação foi com prazo…" never comes back', () => {
  for (const patch of [
    { 'notice.issueDate': undefined },
    { 'notice.issueDate': undefined, 'notice.dispatchDate': undefined },
    { 'notice.deadline': undefined },
  ]) {
    const text = writeAppeal(trafficNotice(patch)).text;
    expect(text).not.toMatch(/A notificação foi com|foi ,|foi \./);
  }
  expect(writeAppeal(trafficNotice({ 'notice.issueDate': undefined })).text).toContain(
    'O prazo indicado na notificação para a defesa prévia termina em 30/04/2026.',
  );
});
