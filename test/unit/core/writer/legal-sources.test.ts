/**
 * Law you cite is law you checked: every rule names its sources, every source records where and when
 * its current text was read, and every citation the writer prints (outside the facts section, where
 * the catalogue's article of the infraction is quoted) is one of them.
 */
import type { FactPath, Facts } from '@recurso/core/facts';
import { citationKeys, LEGAL_SOURCES, RULES, writeAppeal } from '@recurso/core/writer';
import { doc, type Patch, suspensionNotice, trafficNotice } from './facts-fixtures';

const sources = Object.values(LEGAL_SOURCES);
const covered = new Set<string>(sources.flatMap((s) => s.keys));

/** Notices that make every rule fire at least once. */
const byInfraction = (code: string, patch: Patch = {}) =>
  suspensionNotice({ 'infraction.code': doc(code), 'infraction.date': doc('2020-03-15'), ...patch });
const NOTICES: Facts[] = [
  trafficNotice({
    'infraction.date': doc('2026-01-10'),
    'notice.issueDate': doc('2026-02-25'),
    'notice.deadline': doc('2026-03-10'),
  }),
  trafficNotice({
    stage: doc('jari'),
    'infraction.date': doc('2025-01-10'),
    'notice.issueDate': doc('2026-04-20'),
  }),
  trafficNotice({ stage: doc('cetran'), 'infraction.code': doc('605-01') }),
  trafficNotice({ stage: undefined, 'infraction.code': doc('763-32') }),
  trafficNotice({ 'infraction.code': doc('501-00') }),
  trafficNotice({ 'infraction.code': doc('596-70') }),
  trafficNotice({
    'infraction.code': doc('745-50'),
    'infraction.date': doc('2026-04-10'),
    'speed.measured': doc(81),
    'speed.considered': doc(78),
    'speed.limit': doc(60),
    'speed.verificationDate': doc('2025-01-02'),
  }),
  byInfraction('516-91', {
    'breath.verificationDate': doc('2018-12-01'),
    'breath.measured': doc(0.42),
    'breath.considered': doc(0.42),
    'suspension.openingDate': doc('2026-02-10'),
  }),
  byInfraction('757-90', { 'breath.measured': doc(0.31) }),
  byInfraction('524-00'),
  byInfraction('525-81'),
  byInfraction('527-41'),
  byInfraction('521-51'),
  suspensionNotice({
    'suspension.reason': doc('pontos'),
    'suspension.points': doc(16),
    'suspension.periodStart': doc('2025-01-05'),
    'suspension.periodEnd': doc('2026-01-05'),
  }),
];
const written = NOTICES.map((f) => writeAppeal(f));

/** The petition without its facts section. */
const withoutFacts = (text: string) =>
  text.slice(0, text.indexOf('I – DOS FATOS')) + text.slice(text.indexOf('II – DO DIREITO'));

describe('the legal sources', () => {
  it('each records where its current text was read, and when', () => {
    for (const s of sources) {
      expect(s.checked.length).toBeGreaterThan(0);
      for (const c of s.checked) expect(c.on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('each rule cites known sources, and every rule fires in these notices', () => {
    for (const r of RULES) for (const id of r.sources) expect(Object.keys(LEGAL_SOURCES)).toContain(id);
    const fired = new Set(written.flatMap((w) => w.grounds));
    expect(RULES.map((r) => r.id).filter((id) => !fired.has(id))).toEqual([]);
  });

  it('every citation printed is a checked source', () => {
    const cited = new Set(written.flatMap((w) => citationKeys(`${withoutFacts(w.text)}\n${w.filingNote}`)));
    expect([...cited].filter((k) => !covered.has(k))).toEqual([]);
    // The reading of citations itself: a law, a resolution, a súmula, the Constitution and the CTB.
    expect(
      citationKeys(
        'arts. 280 e 281 do CTB; art. 165-A; art. 5º, LV, da Constituição Federal; art. 1º da Lei nº 9.873/1999; Resolução CONTRAN nº 798/2020; Súmula 312; art. 282, § 6º, do CTB, na redação da Lei nº 14.229/2021',
      ),
    ).toEqual([
      'cf:5',
      'ctb:165-A',
      'ctb:280',
      'ctb:281',
      'ctb:282',
      'lei:14229/2021',
      'lei:9873/1999',
      'res:798/2020',
      'sumula:312',
    ]);
  });

  it('never prints what could not be verified', () => {
    for (const w of written) expect(w.text).not.toMatch(/432\/2013|1\.031|0,05 mg|Tema 1079|RE 1\.224/);
  });
});

describe('the rules as data', () => {
  const premisePaths = (r: (typeof RULES)[number]): FactPath[] =>
    r.premises.flatMap((p) => (typeof p === 'string' ? [p as FactPath] : [...p]));

  it('have unique ids and titles', () => {
    expect(new Set(RULES.map((r) => r.id)).size).toBe(RULES.length);
    expect(new Set(RULES.map((r) => r.title)).size).toBe(RULES.length);
  });

  it('declare the facts that decide whether they apply', () => {
    for (const r of RULES) {
      if (r.scope.families) expect(premisePaths(r)).toContain('infraction.code');
      if (r.scope.process)
        expect(premisePaths(r)).toEqual(expect.arrayContaining(['suspension.reason', 'infraction.code']));
      const stageBound = r.scope.kinds.some((k) => k !== 'defesa_suspensao') && r.scope.kinds.length < 4;
      if (stageBound) expect(premisePaths(r)).toContain('stage');
    }
  });
});
