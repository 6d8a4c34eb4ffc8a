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

import {
  byPoints,
  confirmed,
  doc,
  type Patch,
  suspensionNotice,
  trafficNotice,
  typed,
  weakened,
  withFacts,
} from '../writer/facts-fixtures';

const signedOn = new Date(2026, 2, 20);
const speeding = (patch: Patch = {}) =>
  trafficNotice({
    'infraction.code': doc('745-50'),
    agency: doc('DER-SP'),
    'infraction.place': doc('Rodovia SP-330, km 98'),
    ...patch,
  });
const penalty = (patch: Patch = {}) => trafficNotice({ stage: doc('jari'), ...patch });
const byInfraction = (code: string, patch: Patch = {}) =>
  suspensionNotice({
    'infraction.code': doc(code),
    'infraction.date': doc('2026-03-15'),
    'vehicle.plate': doc('QWE4R21'),
    ...patch,
  });
const yes = (path: FactPath) => typed(true, path);
const no = (path: FactPath) => typed(false, path);

interface Cases {
  defect?: (() => Facts)[];
  met?: (() => Facts)[];
  notShown?: (() => Facts)[];
}

const CASES: Record<string, Cases> = {
  art281_prazo: {
    defect: [
      () =>
        trafficNotice({
          'infraction.date': doc('2026-01-10'),
          'notice.issueDate': doc('2026-02-25'),
          'infraction.signedAtRoadside': no('infraction.signedAtRoadside'),
        }),
    ],
    met: [
      () => trafficNotice({ 'infraction.date': doc('2026-02-10'), 'notice.issueDate': doc('2026-03-12') }),
      // Signed at the roadside: the auto was the notice (art. 280 VI), the late NA is no defect.
      () =>
        trafficNotice({
          'infraction.date': doc('2026-01-10'),
          'notice.issueDate': doc('2026-02-25'),
          'infraction.signedAtRoadside': yes('infraction.signedAtRoadside'),
        }),
    ],
    notShown: [() => trafficNotice({ 'infraction.date': doc('2026-01-10'), 'notice.issueDate': doc('2026-02-25') })],
  },
  art281A_prazo_defesa: {
    defect: [() => trafficNotice({ 'notice.deadline': doc('2026-03-30') })],
    met: [() => trafficNotice({ 'notice.deadline': doc('2026-04-11') })],
    notShown: [() => trafficNotice({ 'notice.deadline': undefined })],
  },
  art282_decadencia: {
    defect: [
      () => penalty({ 'infraction.date': doc('2025-01-10'), 'notice.issueDate': doc('2026-03-12') }),
      () =>
        penalty({
          'infraction.date': doc('2025-08-01'),
          'notice.issueDate': doc('2026-03-12'),
          'notice.priorDefenceFiled': no('notice.priorDefenceFiled'),
        }),
    ],
    met: [
      () => penalty({ 'infraction.date': doc('2025-11-01'), 'notice.issueDate': doc('2026-03-12') }),
      () =>
        penalty({
          'infraction.date': doc('2025-08-01'),
          'notice.issueDate': doc('2026-03-12'),
          'notice.priorDefenceFiled': yes('notice.priorDefenceFiled'),
        }),
    ],
    notShown: [() => penalty({ 'infraction.date': doc('2025-08-01'), 'notice.issueDate': doc('2026-03-12') })],
  },
  art282_prazo_recurso: {
    defect: [() => penalty({ 'notice.deadline': doc('2026-03-30') })],
    met: [() => penalty()],
    notShown: [() => penalty({ 'notice.deadline': undefined })],
  },
  notificacao_autuacao: {
    defect: [() => penalty({ 'notice.autuacaoReceived': no('notice.autuacaoReceived') })],
    met: [
      () => penalty({ 'notice.autuacaoReceived': yes('notice.autuacaoReceived') }),
      () => penalty({ 'notice.priorDefenceFiled': yes('notice.priorDefenceFiled') }),
    ],
    notShown: [() => penalty()],
  },
  suspensao_prazo_notificacao: {
    defect: [() => byPoints({ 'suspension.openingDate': doc('2026-02-10'), 'notice.issueDate': doc('2026-04-20') })],
    met: [() => byPoints({ 'suspension.openingDate': doc('2026-03-25'), 'notice.issueDate': doc('2026-04-20') })],
    notShown: [() => byPoints()],
  },
  prescricao_federal: {
    defect: [
      () =>
        byInfraction('516-91', {
          agency: doc('Polícia Rodoviária Federal'),
          'infraction.date': doc('2020-11-03'),
        }),
    ],
    // The same dates before a state agency: Lei 9.873/1999 binds the federal administration only.
    met: [() => byInfraction('516-91', { 'infraction.date': doc('2020-11-03') })],
    notShown: [() => byInfraction('516-91', { agency: doc('Polícia Rodoviária Federal'), 'infraction.date': undefined })],
  },
  competencia: {
    defect: [() => trafficNotice()],
    met: [
      () => trafficNotice({ agency: doc('CET') }),
      () => speeding({ agency: doc('DER-SP') }),
      () => trafficNotice({ agency: doc('DETRAN-SP'), 'infraction.place': doc('Rodovia SP-330, km 98') }),
    ],
    notShown: [() => trafficNotice({ 'infraction.place': undefined })],
  },
  art280_tipificacao: {
    defect: [() => speeding({ 'infraction.legalBasis': doc('Art. 218, II, do CTB') })],
    met: [() => speeding({ 'infraction.legalBasis': doc('Art. 218, I, do CTB') })],
    notShown: [() => speeding()],
  },
  valor_multa: {
    defect: [() => speeding({ 'infraction.amount': doc(195.23) })],
    met: [() => speeding({ 'infraction.amount': doc(130.16) }), () => speeding({ 'infraction.amount': doc(104.13) })],
    notShown: [() => speeding()],
  },
  pontos_infracao: {
    defect: [() => speeding({ 'infraction.points': doc(5) })],
    met: [() => speeding({ 'infraction.points': doc(4) })],
    notShown: [() => speeding()],
  },
  pontos_limite: {
    defect: [
      () => byPoints({ 'suspension.points': doc(14) }),
      () => byPoints({ 'suspension.points': doc(36), 'suspension.professional': yes('suspension.professional') }),
      () => byPoints({ 'suspension.points': doc(25), 'suspension.gravissimas': doc(1) }),
    ],
    met: [
      () => byPoints({ 'suspension.points': doc(42) }),
      () => byPoints({ 'suspension.points': doc(22), 'suspension.gravissimas': doc(2), 'suspension.professional': no('suspension.professional') }),
    ],
    notShown: [() => byPoints({ 'suspension.points': doc(25) })],
  },
  janela_excedida: {
    defect: [() => byPoints({ 'suspension.periodStart': doc('2025-01-01'), 'suspension.periodEnd': doc('2026-03-01') })],
    met: [() => byPoints()],
    notShown: [() => byPoints({ 'suspension.periodStart': undefined })],
  },
  infracoes_em_recurso: {
    defect: [() => byPoints({ 'suspension.pendingAppeals': yes('suspension.pendingAppeals') })],
    met: [() => byPoints({ 'suspension.pendingAppeals': no('suspension.pendingAppeals') })],
    notShown: [() => byPoints()],
  },
  radar_verificacao: {
    defect: [() => speeding({ 'speed.verificationDate': doc('2025-01-02') })],
    met: [() => speeding({ 'speed.verificationDate': doc('2025-06-10') })],
    notShown: [() => speeding(), () => speeding({ 'speed.verificationDate': doc('2026-03-10') })],
  },
  radar_imagem: {
    defect: [() => speeding({ 'notice.imageWithPlate': no('notice.imageWithPlate') })],
    met: [() => speeding({ 'notice.imageWithPlate': yes('notice.imageWithPlate') })],
    notShown: [() => speeding()],
  },
  radar_tolerancia: {
    defect: [() => speeding({ 'speed.measured': doc(81), 'speed.considered': doc(78), 'speed.limit': doc(70) })],
    met: [() => speeding({ 'speed.measured': doc(77), 'speed.considered': doc(70), 'speed.limit': doc(60) })],
    notShown: [() => speeding({ 'speed.considered': doc(70), 'speed.limit': doc(60) })],
  },
  radar_enquadramento: {
    defect: [() => speeding({ 'speed.measured': doc(85), 'speed.considered': doc(78), 'speed.limit': doc(60) })],
    met: [() => speeding({ 'speed.measured': doc(77), 'speed.considered': doc(70), 'speed.limit': doc(60) })],
    notShown: [() => speeding({ 'speed.measured': doc(77), 'speed.considered': doc(70) })],
  },
  etilometro_limite: {
    defect: [() => byInfraction('516-91', { 'breath.measured': doc(0.08), 'breath.considered': doc(0.04) })],
    met: [() => byInfraction('516-91', { 'breath.measured': doc(0.42), 'breath.considered': doc(0.38) })],
    notShown: [() => byInfraction('516-91')],
  },
  etilometro_desconto: {
    defect: [() => byInfraction('516-91', { 'breath.measured': doc(0.42), 'breath.considered': doc(0.42) })],
    met: [() => byInfraction('516-91', { 'breath.measured': doc(0.42), 'breath.considered': doc(0.38) })],
    notShown: [() => byInfraction('516-91', { 'breath.measured': doc(0.42) })],
  },
  etilometro_verificacao: {
    defect: [() => byInfraction('516-91', { 'breath.verificationDate': doc('2024-12-01') })],
    met: [() => byInfraction('516-91', { 'breath.verificationDate': doc('2025-09-30') })],
    notShown: [() => byInfraction('516-91')],
  },
  etilometro_registro: {
    met: [
      () =>
        byInfraction('516-91', {
          'breath.measured': doc(0.42),
          'breath.considered': doc(0.38),
          'breath.serial': doc('ARZB-0123'),
        }),
    ],
    notShown: [() => byInfraction('516-91')],
  },
  recusa_com_medicao: {
    defect: [() => byInfraction('757-90', { 'breath.measured': doc(0.31) })],
    met: [() => byInfraction('757-90')],
    notShown: [() => byInfraction('757-90', { 'breath.measured': doc(0.31, 0.5) })],
  },
  recusa_procedimento: { notShown: [() => byInfraction('757-90')] },
  corrida_descricao: { notShown: [() => byInfraction('524-00')] },
  manobra_descricao: { notShown: [() => byInfraction('527-41')] },
  semaforo_registro: { notShown: [() => trafficNotice({ 'infraction.code': doc('605-01') })] },
  conduta_agente: {
    notShown: [
      () => trafficNotice({ 'infraction.code': doc('763-32') }),
      () => trafficNotice({ 'infraction.code': doc('518-51') }),
      () => trafficNotice({ 'infraction.code': doc('501-00') }),
    ],
  },
  sinalizacao: { notShown: [() => trafficNotice()] },
  radar_sinalizacao: { notShown: [() => speeding()] },
  art280_elementos: {
    met: [() => trafficNotice()],
    notShown: [() => trafficNotice({ 'infraction.time': undefined })],
  },
  advertencia_art267: {
    met: [() => trafficNotice({ 'infraction.code': doc('605-01') })],
    notShown: [() => trafficNotice()],
  },
};

/** Rules the documents can never decide, and why: they only ask for the proof. */
const NOT_DECIDABLE: Record<string, string> = {
  etilometro_registro: 'a missing record is never proof of its absence (the reader may have missed it)',
  recusa_procedimento: 'the notice does not carry the refusal record',
  corrida_descricao: 'the notice does not carry the agent description',
  manobra_descricao: 'the notice does not carry the agent description',
  semaforo_registro: 'the camera images and its INMETRO conformity are not on the notice',
  conduta_agente: 'the agent description is not on the notice',
  sinalizacao: 'the signage is not on the notice',
  radar_sinalizacao: 'the R-19 sign and the published list are not on the notice',
  art280_elementos: 'an element not read is not proof it was not printed; a contradiction is art280_tipificacao',
  advertencia_art267: 'the driver’s record of twelve months is not on the notice (a subsidiary request)',
};

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
  it.each((c.defect ?? []).map((f, i) => [i, f] as const))('proven defect %s: argued, first, grounded', (_i, make) => {
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
  });

  if (c.met?.length)
  it.each((c.met ?? []).map((f, i) => [i, f] as const))('requirement met %s: never argued the other way', (_i, make) => {
    const facts = make();
    expect(entryOf(facts, id)?.outcome).toBe('met');
    const out = write(facts);
    expect(out.grounds).not.toContain(id);
    const text = normalizeForMarkers(out.text);
    expect(text).not.toContain(normalizeForMarkers(rule.title));
    for (const marker of rule.markers ?? []) expect([id, marker.test(text)]).toEqual([id, false]);
    // Nothing is asked for a requirement the notice shows met, but to confirm a doubtful reading.
    expect(reviewRequests(facts).filter((r) => r.neededFor.includes(id) && r.path.startsWith('notice.prior'))).toEqual([]);
    expectClean(facts, out.text);
  });

  it.each((c.notShown ?? []).map((f, i) => [i, f] as const))('not shown %s: one request, or a question', (_i, make) => {
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
  });

  const proven = c.defect?.[0];
  if (!proven) return;
  const paths = (p: FactPath | readonly FactPath[]): FactPath[] => (typeof p === 'string' ? [p as FactPath] : [...p]);

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
        expect.objectContaining({ path, reason: 'uncertain', blocking: true, neededFor: expect.arrayContaining([id]) }),
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
      expect.objectContaining({ path: 'suspension.professional', blocking: true, neededFor: ['pontos_limite'] }),
    );
    expect(reviewRequests(byPoints({ 'suspension.points': doc(42) })).map((r) => r.path)).not.toContain(
      'suspension.professional',
    );
  });
});
