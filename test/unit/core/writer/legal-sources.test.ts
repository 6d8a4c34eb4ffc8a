/**
 * Law you cite is law you checked: every rule names its sources, every source records where and when
 * its current text was read, and every citation the writer prints (outside the facts section, where
 * the catalogue's article of the infraction is quoted) is one of them. And the three statements of
 * law a review found false (LEGAL.md "Corrections") can never come back.
 */
import type { FactPath, Facts } from '@recurso/core/facts';
import { CHECKED_ON } from '@recurso/core/notice-audit';
import { citationKeys, LEGAL_SOURCES, RULES, writeAppeal } from '@recurso/core/writer';
import { CASES, signedOn } from '../notice-audit/cases';
import { doc, suspensionNotice, trafficNotice, typed } from './facts-fixtures';

const sources = Object.values(LEGAL_SOURCES);
const covered = new Set<string>(sources.flatMap((s) => s.keys));

/** Every notice of the audit's cases: together they argue every rule. */
const NOTICES: Facts[] = Object.values(CASES).flatMap((c) =>
  [...(c.defect ?? []), ...(c.notShown ?? [])].map((f) => f()),
);
const written = NOTICES.map((f) => writeAppeal(f, { signedOn }));

/** The petition without its facts section. */
const withoutFacts = (text: string) =>
  text.slice(0, text.indexOf('I – DOS FATOS')) + text.slice(text.indexOf('II – DO DIREITO'));

describe('the legal sources', () => {
  it('each records where its current text was read, and when (every entry read again on the day of issue 24)', () => {
    for (const s of sources) {
      expect(s.checked.length).toBeGreaterThan(0);
      for (const c of s.checked) expect(c.on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(s.checked.some((c) => c.on === CHECKED_ON)).toBe(true);
    }
  });

  it('each rule cites known sources, and every rule that writes is argued in these notices', () => {
    for (const r of RULES) for (const id of r.sources) expect(Object.keys(LEGAL_SOURCES)).toContain(id);
    const argued = new Set(written.flatMap((w) => w.grounds));
    // art280_elementos writes nothing: a missing element is asked in the review, never argued.
    const writing = RULES.filter((r) => r.defect || r.notShown || r.request);
    expect(writing.map((r) => r.id).filter((id) => !argued.has(id))).toEqual([]);
  });

  it('every citation printed is a checked source', () => {
    const cited = new Set(written.flatMap((w) => citationKeys(`${withoutFacts(w.text)}\n${w.filingNote}`)));
    expect([...cited].filter((k) => !covered.has(k))).toEqual([]);
    // The reading of citations itself: a law, a resolution, a súmula, the Constitution and the CTB.
    expect(
      citationKeys(
        'arts. 280 e 281 do CTB; art. 165-A; art. 5º, LV, da Constituição Federal; art. 1º da Lei nº 9.873/1999; Resolução CONTRAN nº 798/2020; Súmula 312; art. 282, § 6º, do CTB, na redação da Lei nº 14.229/2021; art. 24-A, parágrafo único, e art. 25 do CTB',
      ),
    ).toEqual([
      'cf:5',
      'ctb:165-A',
      'ctb:24-A',
      'ctb:25',
      'ctb:280',
      'ctb:281',
      'ctb:282',
      'lei:14229/2021',
      'lei:9873/1999',
      'res:798/2020',
      'sumula:312',
    ]);
  });

  it('never prints what could not be verified (Res. 723/2018, 900/2022, 918/2022; the STF and STJ precedents)', () => {
    for (const w of written)
      expect(w.text).not.toMatch(
        /723\/2018|900\/2022|918\/2022|Tema 1079|RE 1\.224|AgInt|Constituição Federal/,
      );
    expect(Object.keys(LEGAL_SOURCES)).not.toEqual(expect.arrayContaining(['contran_723']));
    expect(Object.keys(LEGAL_SOURCES)).not.toEqual(expect.arrayContaining(['contran_900']));
  });

  it('art. 244 IV is revoked and art. 252 VI is not its parágrafo único', () => {
    expect(JSON.stringify(LEGAL_SOURCES)).not.toMatch(/244, IV|244 IV/);
    expect(LEGAL_SOURCES.ctb_252.provisions).toContain('VI fones nos ouvidos ou telefone celular (média)');
    expect(LEGAL_SOURCES.ctb_252.provisions).toContain(
      'parágrafo único: a hipótese do inciso V é gravíssima',
    );
    expect(LEGAL_SOURCES.ctb_267.wording).toContain('Deverá ser imposta');
    expect(LEGAL_SOURCES.ctb_267.wording).toContain('nenhuma outra infração nos últimos 12 (doze) meses');
  });
});

describe('the three false statements never come back (LEGAL.md "Corrections")', () => {
  const texts = written.map((w) => w.text);
  const all = texts.join('\n');

  it('Lei 9.873/1999 is argued only against a federal agency, and never "por analogia" to the others', () => {
    expect(all).not.toMatch(/por analogia/);
    for (const w of written) {
      if (!/9\.873/.test(w.text)) continue;
      expect(w.text).toMatch(/órgão da Administração Pública Federal/);
    }
    const state = suspensionNotice({
      'infraction.code': doc('516-91'),
      'infraction.date': doc('2019-01-10'),
    });
    const text = writeAppeal(state, { signedOn }).text;
    expect(text).not.toMatch(/9\.873|prescri/i);
    const federal = writeAppeal(
      suspensionNotice({
        'infraction.code': doc('516-91'),
        'infraction.date': doc('2019-01-10'),
        agency: doc('PRF'),
      }),
      { signedOn },
    ).text;
    expect(federal).toContain('(art. 1º da Lei nº 9.873/1999)');
    // Never claims no interruption happened: the agency must show one (art. 2º).
    expect(federal).toContain(
      'A interrupção desse prazo depende de ato que o órgão deve demonstrar nos autos (art. 2º da mesma lei)',
    );
  });

  it('art. 261 § 10: the suspension process is opened with the fine’s; its finality is never asked for', () => {
    expect(all).not.toMatch(
      /penalidade da infração de origem é definitiva|comprove que a penalidade .* definitiva/,
    );
    expect(all).not.toMatch(/ainda não definitiva|INFRAÇÃO AUTOSSUSPENSIVA/);
    const text = writeAppeal(suspensionNotice({ 'infraction.code': doc('747-10') }), { signedOn }).text;
    expect(text).toContain('cujo processo é instaurado concomitantemente ao da multa (art. 261, § 10)');
  });

  it('art. 282 § 6º: 180 days, or 360 with a defesa prévia, and the question is asked', () => {
    expect(all).not.toMatch(/somente após trezentos e sessenta|apenas após 360/);
    for (const w of written)
      if (w.text.includes('DA DECADÊNCIA')) expect(w.text).toContain('cento e oitenta dias');
    // 200 days with no defesa prévia: decadência argued on the 180 days.
    const noDefence = writeAppeal(
      trafficNotice({
        stage: doc('jari'),
        'infraction.date': doc('2025-08-01'),
        'notice.issueDate': doc('2026-03-12'),
        'notice.priorDefenceFiled': typed(false, 'notice.priorDefenceFiled'),
      }),
      { signedOn },
    );
    expect(noDefence.audit[0]).toEqual({
      id: 'art282_decadencia',
      title: 'DA DECADÊNCIA DO DIREITO DE APLICAR A PENALIDADE',
      outcome: 'defect',
    });
    expect(noDefence.text).toContain('o prazo aplicável é o de cento e oitenta dias');
    expect(noDefence.text).toContain('§ 6º-A');
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
      // Bound to some stages of a fine (not all four traffic pieces): the stage decides.
      const traffic = r.scope.kinds.filter((k) => k !== 'defesa_suspensao');
      if (traffic.length > 0 && traffic.length < 4)
        expect([r.id, premisePaths(r)]).toEqual([r.id, expect.arrayContaining(['stage'])]);
    }
  });
});
