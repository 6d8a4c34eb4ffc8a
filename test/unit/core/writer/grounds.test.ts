/**
 * Every ground of the writer (RULES): a case where it fires, and for each of its premises a case
 * where the premise is missing (it must not fire; the review offers the fact) and one where it was
 * read without certainty (it must not fire; the review asks, blocking) and then confirmed by the
 * driver (it fires again). Every text stays grounded (ungroundedTokens) and argues only what fired.
 */
import { type FactPath, type Facts, getFact } from '@recurso/core/facts';
import {
  arguedUnfiredGrounds,
  needsReview,
  RULES,
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
  weakened,
  withFacts,
} from './facts-fixtures';

const signedOn = new Date(2026, 10, 22);
const speeding = (patch: Patch = {}) =>
  trafficNotice({ 'infraction.code': doc('745-50'), 'speed.limit': doc(60), ...patch });
const byInfraction = (code: string, patch: Patch = {}) =>
  suspensionNotice({
    'infraction.code': doc(code),
    'infraction.date': doc('2026-03-15'),
    'vehicle.plate': doc('QWE4R21'),
    ...patch,
  });

/** A case where each ground fires. */
const FIRES: Record<string, () => Facts> = {
  art281_prazo: () =>
    trafficNotice({ 'infraction.date': doc('2026-01-10'), 'notice.issueDate': doc('2026-02-25') }),
  art281A_prazo_defesa: () => trafficNotice({ 'notice.deadline': doc('2026-03-30') }),
  art282_decadencia: () =>
    trafficNotice({
      stage: doc('jari'),
      'infraction.date': doc('2025-01-10'),
      'notice.issueDate': doc('2026-04-20'),
      'notice.deadline': doc('2026-05-30'),
    }),
  suspensao_prazo_notificacao: () =>
    byPoints({ 'suspension.openingDate': doc('2026-02-10'), 'notice.issueDate': doc('2026-04-20') }),
  prescricao_quinquenal: () => byInfraction('516-91', { 'infraction.date': doc('2020-11-03') }),
  pontos_abaixo_limite: () => byPoints({ 'suspension.points': doc(14) }),
  janela_excedida: () =>
    byPoints({ 'suspension.periodStart': doc('2025-01-01'), 'suspension.periodEnd': doc('2026-03-01') }),
  janela_doze_meses: () => byPoints(),
  infracoes_em_recurso: () => byPoints(),
  radar_inmetro: () => speeding({ 'speed.measured': doc(77), 'speed.considered': doc(70) }),
  radar_tolerancia: () => speeding({ 'speed.measured': doc(81), 'speed.considered': doc(78) }),
  radar_enquadramento: () => speeding({ 'speed.measured': doc(85), 'speed.considered': doc(78) }),
  radar_afericao_vencida: () =>
    speeding({ 'speed.verificationDate': doc('2025-01-02'), 'infraction.date': doc('2026-04-10') }),
  etilometro_regularidade: () => byInfraction('516-91'),
  etilometro_verificacao_vencida: () =>
    byInfraction('516-91', { 'breath.verificationDate': doc('2024-12-01') }),
  etilometro_sem_desconto: () =>
    byInfraction('516-91', { 'breath.measured': doc(0.42), 'breath.considered': doc(0.42) }),
  recusa_com_medicao: () => byInfraction('757-90', { 'breath.measured': doc(0.31) }),
  recusa_procedimento: () => byInfraction('757-90'),
  corrida_descricao: () => byInfraction('524-00'),
  manobra_descricao: () => byInfraction('527-41'),
  semaforo: () => trafficNotice({ 'infraction.code': doc('605-01') }),
  celular_prova: () => trafficNotice({ 'infraction.code': doc('763-32') }),
  habilitacao_abordagem: () => trafficNotice({ 'infraction.code': doc('501-00') }),
  ultrapassagem_prova: () => trafficNotice({ 'infraction.code': doc('596-70') }),
  sinalizacao: () => trafficNotice(),
  autossuspensiva: () => byInfraction('521-51'),
  art280_requisitos: () => trafficNotice(),
  dupla_notificacao: () => trafficNotice({ stage: doc('jari') }),
  notificacao_infracoes: () => byPoints(),
  prescricao: () => byPoints(),
  ampla_defesa: () => byPoints(),
  advertencia_art267: () => trafficNotice(),
};

/** A case where every premise is certain but the condition does not hold. */
const HOLDS_NOT: Record<string, () => Facts> = {
  art281_prazo: () =>
    trafficNotice({ 'infraction.date': doc('2026-01-27'), 'notice.issueDate': doc('2026-02-26') }),
  art281A_prazo_defesa: () => trafficNotice({ 'notice.deadline': doc('2026-04-11') }),
  art282_decadencia: () =>
    trafficNotice({
      stage: doc('jari'),
      'infraction.date': doc('2025-05-01'),
      'notice.issueDate': doc('2026-04-20'),
    }),
  suspensao_prazo_notificacao: () =>
    byPoints({ 'suspension.openingDate': doc('2026-03-21'), 'notice.issueDate': doc('2026-04-20') }),
  prescricao_quinquenal: () => byInfraction('516-91', { 'infraction.date': doc('2021-04-20') }),
  pontos_abaixo_limite: () => byPoints({ 'suspension.points': doc(20) }),
  janela_excedida: () => byPoints(),
  radar_tolerancia: () => speeding({ 'speed.measured': doc(81), 'speed.considered': doc(74) }),
  radar_enquadramento: () => speeding({ 'speed.measured': doc(77), 'speed.considered': doc(70) }),
  radar_afericao_vencida: () =>
    speeding({ 'speed.verificationDate': doc('2025-04-10'), 'infraction.date': doc('2026-04-10') }),
  etilometro_verificacao_vencida: () =>
    byInfraction('516-91', { 'breath.verificationDate': doc('2025-03-15') }),
  etilometro_sem_desconto: () =>
    byInfraction('516-91', { 'breath.measured': doc(0.42), 'breath.considered': doc(0.38) }),
  advertencia_art267: () => trafficNotice({ 'infraction.code': doc('605-01') }),
};

const write = (facts: Facts) => writeAppeal(facts, { signedOn });
const premisesOf = (id: string): readonly (FactPath | readonly FactPath[])[] =>
  RULES.find((r) => r.id === id)?.premises ?? [];
const pathsOf = (p: FactPath | readonly FactPath[]): FactPath[] =>
  typeof p === 'string' ? [p as FactPath] : [...p];

function expectClean(facts: Facts, text: string): void {
  expect(ungroundedTokens(text, statableFacts(facts), { signedOn })).toEqual([]);
  expect(arguedUnfiredGrounds(text, facts)).toEqual([]);
}

it('has a case for every ground, and nothing else', () => {
  expect(Object.keys(FIRES).sort()).toEqual(RULES.map((r) => r.id).sort());
});

describe.each(RULES.map((r) => r.id))('%s', (id) => {
  const facts = FIRES[id] as () => Facts;

  it('fires when its premises are certain and its condition holds', () => {
    const f = facts();
    const out = write(f);
    expect(out.grounds).toContain(id);
    expect(needsReview(f)).toBe(false);
    expectClean(f, out.text);
  });

  const premises = premisesOf(id);
  // A ground resting on no fact (a request every piece of its kind makes) has no premise cases.
  if (premises.length === 0) return;

  it.each(premises.map((p) => [pathsOf(p).join(' | '), p] as const))(
    'does not fire when %s is missing, and the review offers it',
    (_name, premise) => {
      const patch: Patch = {};
      for (const path of pathsOf(premise)) patch[path] = undefined;
      const f = withFacts(facts(), patch);
      const out = write(f);
      expect(out.grounds).not.toContain(id);
      const offered = reviewRequests(f).filter((r) => pathsOf(premise).includes(r.path));
      expect(offered.some((r) => r.reason === 'missing' && r.neededFor.includes(id))).toBe(true);
      expectClean(f, out.text);
    },
  );

  it.each(premises.map((p) => [pathsOf(p).join(' | '), p] as const))(
    'does not fire when %s is uncertain: the review asks, blocking, and the text never states it',
    (_name, premise) => {
      const base = facts();
      const path = pathsOf(premise).find((p) => getFact(base, p)) as FactPath;
      const f = withFacts(base, { [path]: weakened(base, path) });
      const out = write(f);
      expect(out.grounds).not.toContain(id);
      expect(reviewRequests(f)).toContainEqual(
        expect.objectContaining({
          path,
          reason: 'uncertain',
          blocking: true,
          neededFor: expect.arrayContaining([id]),
        }),
      );
      expect(needsReview(f)).toBe(true);
      expectClean(f, out.text);
      // Confirmed by the driver, the premise is certain again and the ground is argued.
      const back = withFacts(f, { [path]: confirmed(f, path) });
      expect(write(back).grounds).toContain(id);
    },
  );

  const notHolding = HOLDS_NOT[id];
  if (notHolding)
    it('does not fire when the condition does not hold, and asks nothing for it', () => {
      const f = notHolding();
      const out = write(f);
      expect(out.grounds).not.toContain(id);
      expect(reviewRequests(f).filter((r) => r.neededFor.includes(id))).toEqual([]);
      expectClean(f, out.text);
    });
});
