/**
 * One audit, three readers: the petition argues its entries, the review step asks for their facts,
 * and the outcome statistics count them (followUpOfFacts stores each argued rule with its outcome).
 */
import { followUpOfFacts } from '@recurso/core/follow-up';
import { auditNotice, RULES } from '@recurso/core/notice-audit';
import { reviewRequests, writeAppeal } from '@recurso/core/writer';
import { doc, trafficNotice, typed } from '../writer/facts-fixtures';

const facts = () =>
  trafficNotice({
    stage: doc('jari'),
    'infraction.date': doc('2025-08-01'),
    'notice.issueDate': doc('2026-02-17'),
    'notice.deadline': doc('2026-03-30'),
    'infraction.amount': doc(195.23),
    'notice.priorDefenceFiled': typed(false, 'notice.priorDefenceFiled'),
  });

it('the outcome statistics count the rules the petition argues, with their outcomes', () => {
  const f = facts();
  const written = writeAppeal(f);
  const followUp = followUpOfFacts(f, new Date('2026-03-01T12:00:00Z'));
  expect(followUp.grounds).toEqual(written.audit);
  expect(followUp.grounds?.slice(0, 3)).toEqual([
    { id: 'art282_decadencia', title: 'DA DECADÊNCIA DO DIREITO DE APLICAR A PENALIDADE', outcome: 'defect' },
    { id: 'competencia', title: 'DA INCOMPETÊNCIA DO ÓRGÃO AUTUADOR', outcome: 'defect' },
    { id: 'valor_multa', title: 'DO VALOR DA MULTA INCOMPATÍVEL COM A INFRAÇÃO', outcome: 'defect' },
  ]);
  // Every argued rule is an entry of the audit with that outcome.
  const entries = new Map(auditNotice(f).entries.map((e) => [e.rule.id, e.outcome]));
  for (const g of written.audit) expect(entries.get(g.id)).toBe(g.outcome);
});

it('the review step asks only for facts the audit’s rules rest on, naming those rules', () => {
  const ids = new Set([...RULES.map((r) => r.id), 'qualification', 'identification']);
  for (const r of reviewRequests(facts())) for (const id of r.neededFor) expect(ids.has(id)).toBe(true);
});
