/**
 * Typed mode carries every fact a ground needs (issue 24 item 4): the manual form's `facts` fields, by
 * path (core/src/facts/manual-entry.ts, issue 26's), parsed with the review step's own rules; every
 * fact the notice audit reads or asks has a field (label, group, kind, blank) the form and the review
 * step render; a bad value is refused with its label and a Portuguese message.
 */
import {
  type FactPath,
  FACT_FIELDS,
  factsFromManualEntry,
  fieldOf,
  isCertain,
  parseFieldValue,
  typedFactValues,
} from '@recurso/core/facts';
import { reviewRequestViews } from '@recurso/core/appeals';
import { RULES } from '@recurso/core/notice-audit';
import { reviewRequests, writeAppeal } from '@recurso/core/writer';

const clock = { now: () => new Date('2026-11-27T10:00:00Z') };
const owner = {
  name: 'Carlos Eduardo Nunes',
  cpf: '390.533.447-05',
  address: 'Rua das Laranjeiras, 15, Curitiba/PR, CEP 80000-000',
  city: 'Curitiba',
};

describe('the manual form’s fact fields', () => {
  it('carry the auto number, the stage, the notice’s dates, the points and the driver’s answers, all certain', () => {
    const facts = factsFromManualEntry(
      {
        owner,
        vehicle: { plate: 'BEE4R22' },
        infraction: { code: '596-70', date: '2026-01-10', location: 'BR-277, km 60', agency: 'PRF' },
        facts: {
          stage: 'defesa_previa',
          'notice.number': 'R12345678',
          'notice.issueDate': '20/02/2026',
          'notice.dispatchDate': '24/02/2026',
          'notice.deadline': '31/03/2026',
          'infraction.points': '7',
          'infraction.signedAtRoadside': 'false',
        },
      },
      { clock },
    );
    expect(facts.stage?.value).toBe('defesa_previa');
    expect(facts.notice.number.value).toBe('R12345678');
    expect(facts.notice.dispatchDate?.value).toBe('2026-02-24');
    expect(facts.infraction.points?.value).toBe(7);
    expect(facts.infraction.signedAtRoadside?.value).toBe(false);
    for (const f of [
      facts.stage,
      facts.notice.number,
      facts.notice.deadline,
      facts.infraction.signedAtRoadside,
    ])
      expect(isCertain(f)).toBe(true);
    const out = writeAppeal(facts, { signedOn: new Date(2026, 2, 20) });
    expect(out.kind).toBe('defesa');
    expect(out.audit[0]).toEqual({
      id: 'art281_prazo',
      title: 'DA EXPEDIÇÃO DA NOTIFICAÇÃO APÓS O PRAZO DE TRINTA DIAS',
      outcome: 'defect',
    });
    // The typed dates are the driver's account of the notice: never "impressas na própria notificação".
    expect(out.text).toContain('45 dias depois, conforme a notificação.');
    expect(out.text).not.toContain('impressas na própria notificação');
    expect(out.text).toContain('# Auto de Infração nº R12345678');
    expect(out.blanks).toEqual([]);
  });

  it('carry a suspension’s process, points and the professional driver’s answer', () => {
    const facts = factsFromManualEntry(
      {
        owner: { ...owner, cnh: '03928174650' },
        infraction: { agency: 'DETRAN-PR' },
        facts: {
          'suspension.processNumber': 'PR-2026/000123',
          'suspension.reason': 'pontos',
          'suspension.points': '34',
          'suspension.periodStart': '01/03/2025',
          'suspension.periodEnd': '28/02/2026',
          'suspension.professional': 'true',
          'suspension.gravissimas': '0',
          'notice.deadline': '01/06/2026',
        },
      },
      { clock, appealType: 'suspension' },
    );
    const out = writeAppeal(facts, { signedOn: new Date(2026, 4, 10) });
    expect(out.grounds).toContain('pontos_limite');
    expect(out.text).toContain('# Processo nº PR-2026/000123');
    expect(out.text).toContain('de modo que o limite aplicável é de quarenta pontos, não alcançado');
  });

  it('refuses a bad value with the field’s label and a Portuguese message, and an unknown field', () => {
    const { values, problems } = typedFactValues({
      'notice.dispatchDate': '31/02/2026',
      'notice.deadline': 'amanhã',
      'infraction.signedAtRoadside': 'false',
      'owner.salary': '10',
    });
    expect(values).toEqual([['infraction.signedAtRoadside', false]]);
    expect(problems).toEqual([
      'Data de postagem da notificação: Informe uma data válida (dd/mm/aaaa).',
      'Prazo para defesa ou recurso: Informe uma data válida (dd/mm/aaaa).',
      'owner.salary: este dado não pode ser informado aqui.',
    ]);
  });
});

describe('every fact the audit reads or asks has a field the form and the review step render', () => {
  const paths = new Set<FactPath>(
    RULES.flatMap((r) =>
      [...r.premises, ...(r.evidence ?? [])].flatMap((p) =>
        typeof p === 'string' ? [p as FactPath] : [...p],
      ),
    ).concat(RULES.flatMap((r) => [...(r.questions ?? [])])),
  );

  it.each([...paths].map((p) => [p]))('%s', (path) => {
    const spec = fieldOf(path);
    expect(spec).toBeDefined();
    expect(spec?.label.length).toBeGreaterThan(3);
    expect(spec?.blank.length).toBeGreaterThan(3);
  });

  it('the driver’s questions are yes/no fields of their own group, each with a hint saying why', () => {
    const questions = [...new Set(RULES.flatMap((r) => [...(r.questions ?? [])]))].sort();
    expect(questions).toEqual([
      'infraction.signedAtRoadside',
      'notice.autuacaoReceived',
      'notice.imageWithPlate',
      'notice.priorDefenceFiled',
      'suspension.pendingAppeals',
      'suspension.professional',
    ]);
    for (const q of questions) {
      const spec = FACT_FIELDS.find((s) => s.path === q);
      expect([q, spec?.kind, spec?.group, Boolean(spec?.hint), spec?.options]).toEqual([
        q,
        'yesno',
        'perguntas',
        true,
        { true: 'Sim', false: 'Não' },
      ]);
      expect(parseFieldValue(q, 'true')).toEqual({ ok: true, value: true });
    }
    // A count of gravíssimas may be zero; the points on a notice too.
    expect(parseFieldValue('suspension.gravissimas', '0')).toEqual({ ok: true, value: 0 });
    expect(parseFieldValue('speed.measured', '0')).toEqual({
      ok: false,
      message: 'Informe um número inteiro.',
    });
  });

  it('the review step names the question it needs, with the rule that needs it', () => {
    const facts = factsFromManualEntry(
      {
        owner,
        infraction: { code: '555-00', agency: 'CET' },
        facts: { stage: 'jari', 'notice.number': 'E1234567' },
      },
      { clock },
    );
    const asked = reviewRequests(facts).filter((r) => r.path === 'notice.autuacaoReceived');
    expect(asked).toEqual([
      {
        path: 'notice.autuacaoReceived',
        reason: 'missing',
        blocking: false,
        neededFor: ['notificacao_autuacao'],
      },
    ]);
    // The review step shows the question with why the appeal needs it.
    const view = reviewRequestViews({ ...facts, reviewRequests: reviewRequests(facts) }).find(
      (r) => r.path === 'notice.autuacaoReceived',
    );
    expect(view).toMatchObject({
      label: 'Você recebeu antes a notificação da autuação (com prazo para defesa prévia)?',
      message: 'A penalidade exige a notificação da autuação antes dela (Súmula 312 do STJ).',
    });
  });
});
