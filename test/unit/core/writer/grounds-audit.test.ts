/** The corpus audit (test/fixtures/grounds-audit.ts) on notices built by hand: it must catch what it is for. */
import type { Facts } from '@recurso/core/facts';
import { auditAppeal, type NoticeTruth } from '../../../fixtures/grounds-audit';
import { doc, suspensionNotice, trafficNotice, withFacts } from './facts-fixtures';

/** The truth of a notice: the printed value of each of these facts' paths. */
function truthOf(facts: Facts, lateNotice: boolean, id = 'hand-made'): NoticeTruth {
  const fields: NoticeTruth['fields'] = {};
  const walk = (v: unknown, path: string[]): void => {
    if (!v || typeof v !== 'object') return;
    const o = v as Record<string, unknown>;
    if ('value' in o && 'source' in o) fields[path.join('.')] = { value: o.value as string | number };
    else for (const [k, x] of Object.entries(o)) walk(x, [...path, k]);
  };
  walk(facts, []);
  return { id, appealType: facts.appealType, lateNotice, fields };
}

const late = trafficNotice({ 'infraction.date': doc('2026-01-10'), 'notice.issueDate': doc('2026-02-25') });

describe('auditAppeal', () => {
  it('passes an appeal read right', () => {
    expect(auditAppeal(late, truthOf(late, true))).toMatchObject({ problems: [], corrected: [] });
    const suspension = suspensionNotice({
      'infraction.code': doc('516-91'),
      'infraction.date': doc('2026-03-01'),
    });
    expect(auditAppeal(suspension, truthOf(suspension, false)).problems).toEqual([]);
  });

  it('catches a ground argued on a date misread with certainty', () => {
    const misread = withFacts(late, { 'notice.issueDate': doc('2026-02-25') });
    const truth = truthOf(withFacts(late, { 'notice.issueDate': doc('2026-02-05') }), false);
    expect(auditAppeal(misread, truth).problems).toEqual([
      'art281_prazo rests on notice.issueDate = 2026-02-25, the notice says 2026-02-05',
      'art281_prazo argued on a notice sent in time',
    ]);
  });

  it('lets the review correct an uncertain misreading, after which the ground follows the notice', () => {
    const doubtful = withFacts(late, { 'notice.issueDate': doc('2026-02-25', 0.5) });
    const truth = truthOf(withFacts(late, { 'notice.issueDate': doc('2026-02-05') }), false);
    const audit = auditAppeal(doubtful, truth);
    expect(audit.corrected).toEqual(['notice.issueDate: 2026-02-25 → 2026-02-05']);
    expect(audit.problems).toEqual([]);
    expect(audit.grounds).not.toContain('art281_prazo');
  });

  it('requires the appeal to name the notice, the plate, the owner and, for a suspension, the process', () => {
    const noPlate = withFacts(late, { 'vehicle.plate': undefined });
    expect(auditAppeal(noPlate, truthOf(late, true)).problems).toEqual([
      'the appeal does not name vehicle.plate (ABC1D23)',
    ]);
    const suspension = suspensionNotice();
    const unnamed = withFacts(suspension, { 'suspension.processNumber': undefined });
    expect(auditAppeal(unnamed, truthOf(suspension, false)).problems).toEqual([
      'the appeal does not name suspension.processNumber (PSDD-2026-000451)',
    ]);
  });
});
