/**
 * Every rule of the notice audit, in its three outcomes: a notice that proves the defect (argued, with
 * its title, grounded in the facts), one that shows the requirement met (never argued the other way:
 * neither its title nor its characteristic citations appear), and one that does not show it (one
 * request for the proof in the appeal, or a question in the review step). A rule the documents can
 * never prove or show met (the agent's description, the signage) says so in NOT_DECIDABLE. For every
 * proven defect, each premise missing stops it (offered in the review), uncertain stops it (asked,
 * blocking) and confirmed brings it back.
 */
import { type FactPath, type Facts, getFact } from '@recurso/core/facts';
import { auditNotice, RULES } from '@recurso/core/notice-audit';
import {
  arguedUnfiredGrounds,
  needsReview,
  normalizeForMarkers,
  reviewRequests,
  statableFacts,
  ungroundedTokens,
  writeAppeal,
} from '@recurso/core/writer';

import { byPoints, confirmed, doc, type Patch, weakened, withFacts } from '../writer/facts-fixtures';
import { type Cases, CASES, NOT_DECIDABLE, signedOn } from './cases';

const write = (facts: Facts) => writeAppeal(facts, { signedOn });
const entryOf = (facts: Facts, id: string) => auditNotice(facts).entries.find((e) => e.rule.id === id);
const ruleOf = (id: string) => RULES.find((r) => r.id === id) as (typeof RULES)[number];

function expectClean(facts: Facts, text: string): void {
  expect(ungroundedTokens(text, statableFacts(facts), { signedOn })).toEqual([]);
  expect(arguedUnfiredGrounds(text, facts, { signedOn })).toEqual([]);
}

it('has the three outcomes for every rule, or says why the documents cannot decide it', () => {
  expect(Object.keys(CASES).sort()).toEqual(RULES.map((r) => r.id).sort());
  for (const [id, c] of Object.entries(CASES)) {
    expect(c.notShown?.length).toBeGreaterThan(0);
    if (!NOT_DECIDABLE[id]) {
      expect([id, c.defect?.length ?? 0]).not.toEqual([id, 0]);
      expect([id, c.met?.length ?? 0]).not.toEqual([id, 0]);
    }
  }
});

it('every rule records its requirement and the law it rests on', () => {
  for (const r of RULES) {
    expect(r.requirement.text.length).toBeGreaterThan(20);
    expect(r.requirement.cite).toMatch(/arts?\.|Res\.|Súmula|Lei/);
    expect(r.sources.length).toBeGreaterThan(0);
  }
});

describe.each(RULES.map((r) => r.id))('%s', (id) => {
  const c = CASES[id] as Cases;
  const rule = ruleOf(id);

  if (c.defect?.length)
    it.each((c.defect ?? []).map((f, i) => [i, f] as const))(
      'proven defect %s: argued, first, grounded',
      (_i, make) => {
        const facts = make();
        expect(entryOf(facts, id)?.outcome).toBe('defect');
        const out = write(facts);
        expect(out.grounds).toContain(id);
        expect(out.audit.find((g) => g.id === id)?.outcome).toBe('defect');
        expect(out.text).toContain(rule.title);
        // Proven defects come before every request for proof.
        const firstRequest = out.audit.findIndex((g) => g.outcome === 'not_shown');
        if (firstRequest >= 0) expect(out.audit.findIndex((g) => g.id === id)).toBeLessThan(firstRequest);
        expectClean(facts, out.text);
      },
    );

  if (c.met?.length)
    it.each((c.met ?? []).map((f, i) => [i, f] as const))(
      'requirement met %s: never argued the other way',
      (_i, make) => {
        const facts = make();
        expect(entryOf(facts, id)?.outcome).toBe('met');
        const out = write(facts);
        expect(out.grounds).not.toContain(id);
        const text = normalizeForMarkers(out.text);
        expect(text).not.toContain(normalizeForMarkers(rule.title));
        for (const marker of rule.markers ?? []) expect([id, marker.test(text)]).toEqual([id, false]);
        // Nothing is asked for a requirement the notice shows met, but to confirm a doubtful reading.
        expect(
          reviewRequests(facts).filter((r) => r.neededFor.includes(id) && r.path.startsWith('notice.prior')),
        ).toEqual([]);
        expectClean(facts, out.text);
      },
    );

  it.each((c.notShown ?? []).map((f, i) => [i, f] as const))(
    'not shown %s: one request, or a question',
    (_i, make) => {
      const facts = make();
      const entry = entryOf(facts, id);
      expect(['not_shown', 'undecided']).toContain(entry?.outcome);
      const out = write(facts);
      const asked = reviewRequests(facts).filter((r) => r.neededFor.includes(id));
      if (out.grounds.includes(id)) expect(out.audit.find((g) => g.id === id)?.outcome).toBe('not_shown');
      else expect(asked.length).toBeGreaterThan(0);
      // Never argued as proven.
      expect(out.audit.filter((g) => g.id === id && g.outcome === 'defect')).toEqual([]);
      expectClean(facts, out.text);
    },
  );

  const proven = c.defect?.[0];
  if (!proven) return;
  const paths = (p: FactPath | readonly FactPath[]): FactPath[] =>
    typeof p === 'string' ? [p as FactPath] : [...p];

  it.each(rule.premises.map((p) => [paths(p).join(' | '), p] as const))(
    'premise %s missing: not argued, and the review offers it',
    (_name, premise) => {
      const patch: Patch = {};
      for (const path of paths(premise)) patch[path] = undefined;
      const facts = withFacts(proven(), patch);
      const out = write(facts);
      expect(out.audit.filter((g) => g.id === id && g.outcome === 'defect')).toEqual([]);
      const offered = reviewRequests(facts).filter((r) => paths(premise).includes(r.path));
      expect(offered.some((r) => r.reason === 'missing' && r.neededFor.includes(id))).toBe(true);
      expectClean(facts, out.text);
    },
  );

  it.each(rule.premises.map((p) => [paths(p).join(' | '), p] as const))(
    'premise %s uncertain: not argued, asked (blocking), never stated; confirmed, argued again',
    (_name, premise) => {
      const base = proven();
      const path = paths(premise).find((p) => getFact(base, p)) as FactPath;
      const facts = withFacts(base, { [path]: weakened(base, path) });
      const out = write(facts);
      expect(out.audit.filter((g) => g.id === id && g.outcome === 'defect')).toEqual([]);
      expect(reviewRequests(facts)).toContainEqual(
        expect.objectContaining({
          path,
          reason: 'uncertain',
          blocking: true,
          neededFor: expect.arrayContaining([id]),
        }),
      );
      expect(needsReview(facts)).toBe(true);
      expectClean(facts, out.text);
      const back = withFacts(facts, { [path]: confirmed(facts, path) });
      expect(entryOf(back, id)?.outcome).toBe('defect');
    },
  );
});

describe('questions only the driver can answer', () => {
  it('a late notice of autuação asks, blocking, whether the auto was signed at the roadside', () => {
    const facts = CASES.art281_prazo?.notShown?.[0]?.() as Facts;
    expect(reviewRequests(facts)).toContainEqual({
      path: 'infraction.signedAtRoadside',
      reason: 'missing',
      blocking: true,
      neededFor: ['art281_prazo'],
    });
  });

  it('a penalty notice between 180 and 360 days asks, blocking, whether a defesa prévia was filed', () => {
    const facts = CASES.art282_decadencia?.notShown?.[0]?.() as Facts;
    expect(reviewRequests(facts)).toContainEqual(
      expect.objectContaining({ path: 'notice.priorDefenceFiled', blocking: true }),
    );
    // Within 180 days the answer changes nothing: not asked.
    const inTime = CASES.art282_decadencia?.met?.[0]?.() as Facts;
    expect(reviewRequests(inTime).filter((r) => r.neededFor.includes('art282_decadencia'))).toEqual([]);
  });

  it('a suspension by 20 to 39 points asks, blocking, whether the driver drives for a living', () => {
    const facts = CASES.pontos_limite?.notShown?.[0]?.() as Facts;
    expect(reviewRequests(facts)).toContainEqual(
      expect.objectContaining({
        path: 'suspension.professional',
        blocking: true,
        neededFor: ['pontos_limite'],
      }),
    );
    expect(reviewRequests(byPoints({ 'suspension.points': doc(42) })).map((r) => r.path)).not.toContain(
      'suspension.professional',
    );
  });
});
