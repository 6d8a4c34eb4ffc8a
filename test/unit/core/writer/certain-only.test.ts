/**
 * The writer states only certain facts (property): whatever subset of the facts was read without
 * certainty, every date, number and plate in the text comes from the certain ones, every ground is
 * one the certain facts alone support, and the text argues nothing else.
 */
import { FACT_PATHS, type Fact, type Facts, getFact, setFact, uncertainFacts } from '@recurso/core/facts';
import { arguedUnfiredGrounds, statableFacts, ungroundedTokens, writeAppeal } from '@recurso/core/writer';
import fc from 'fast-check';
import { doc, suspensionNotice, trafficNotice } from './facts-fixtures';

const signedOn = new Date(2026, 10, 22);

const NOTICES: Record<string, () => Facts> = {
  'late NA, speeding': () =>
    trafficNotice({
      'infraction.code': doc('746-30'),
      'infraction.date': doc('2026-01-10'),
      'notice.issueDate': doc('2026-02-25'),
      'notice.dispatchDate': doc('2026-02-27'),
      'speed.measured': doc(81),
      'speed.considered': doc(78),
      'speed.limit': doc(60),
      'speed.verificationDate': doc('2024-11-30'),
      'speed.equipment': doc('Radar VX-3 série 991'),
      'infraction.amount': doc(195.23),
      'vehicle.renavam': doc('00998877665'),
    }),
  'penalty notice, red light': () =>
    trafficNotice({
      stage: doc('jari'),
      'infraction.code': doc('605-01'),
      'infraction.date': doc('2025-01-10'),
      'notice.issueDate': doc('2026-04-20'),
    }),
  'suspension, drink-driving': () =>
    suspensionNotice({
      'infraction.code': doc('516-91'),
      'infraction.date': doc('2020-11-03'),
      'infraction.place': doc('Rodovia SP-330, km 98'),
      'vehicle.plate': doc('QWE4R21'),
      'breath.equipment': doc('Dräger Alcotest 7510'),
      'breath.serial': doc('ARZB-0123'),
      'breath.verificationDate': doc('2019-09-30'),
      'breath.measured': doc(0.42),
      'breath.considered': doc(0.42),
      'breath.testNumber': doc('0457'),
      'suspension.openingDate': doc('2026-02-10'),
    }),
  'CETRAN, the decision quoting the verification': () => ({
    ...trafficNotice({
      stage: doc('cetran'),
      'infraction.code': doc('745-50'),
      'speed.measured': doc(81),
      'speed.considered': doc(78),
      'speed.limit': doc(60),
    }),
    decision: {
      date: doc('2026-06-12'),
      reasons: doc(
        'O medidor foi aferido pelo INMETRO em 10/03/2025 e o auto goza de presunção de legitimidade.',
      ),
      notifiedOn: doc('2026-06-22'),
    },
    secondInstance: { firstAppealId: 'f', firstStage: 'jari' as const, firstGrounds: [] },
  }),
  'suspension, points': () =>
    suspensionNotice({
      'suspension.reason': doc('pontos'),
      'suspension.points': doc(16),
      'suspension.periodStart': doc('2025-01-05'),
      'suspension.periodEnd': doc('2026-01-05'),
    }),
};

describe.each(Object.keys(NOTICES))('%s', (name) => {
  const base = (NOTICES[name] as () => Facts)();
  const present = FACT_PATHS.filter((p) => getFact(base, p) !== undefined);

  it('with everything certain, states the facts and argues its grounds', () => {
    const out = writeAppeal(base, { signedOn });
    expect(uncertainFacts(base)).toEqual([]);
    expect(out.grounds.length).toBeGreaterThan(1);
    expect(ungroundedTokens(out.text, base, { signedOn })).toEqual([]);
  });

  it('whatever is uncertain is never stated nor argued on', () => {
    fc.assert(
      fc.property(fc.subarray(present, { minLength: 1 }), (weak) => {
        const facts = structuredClone(base);
        for (const path of weak)
          setFact(facts, path, { ...(getFact(base, path) as Fact<unknown>), confidence: 0.4 });
        const out = writeAppeal(facts, { signedOn });
        expect(ungroundedTokens(out.text, statableFacts(facts), { signedOn })).toEqual([]);
        // An uncertain fact supports no ground (it counts as absent, or less: an uncertain dispatch
        // date is not replaced by the issue date).
        const supported = writeAppeal(statableFacts(facts), { signedOn }).grounds;
        expect(out.grounds.filter((g) => !supported.includes(g))).toEqual([]);
        expect(arguedUnfiredGrounds(out.text, facts)).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });
});
