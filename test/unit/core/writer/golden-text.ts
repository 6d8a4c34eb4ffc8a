/** How a golden appeal is frozen: the petition, then the filing note, then what the audit argued and the holes. */
import type { Facts } from '@recurso/core/facts';
import { writeAppeal } from '@recurso/core/writer';
import type { GoldenCase } from './golden-cases';

export function goldenText(c: GoldenCase, facts: Facts): string {
  const w = writeAppeal(facts, { signedOn: c.signedOn });
  return [
    `# ${c.name}: ${c.about}`,
    '',
    w.text,
    '',
    '==================== ORIENTAÇÕES (filingNote) ====================',
    w.filingNote,
    '',
    '==================== AUDITORIA ====================',
    `peça: ${w.kind}; prazo: ${w.timeliness.deadline ?? '-'}; fora do prazo: ${w.timeliness.late === undefined ? '-' : w.timeliness.late ? 'sim' : 'não'}`,
    ...w.audit.map(
      (g) => `${g.outcome === 'defect' ? 'vício provado' : 'prova requerida'}: ${g.id} – ${g.title}`,
    ),
    `lacunas: ${w.blanks.length ? w.blanks.join(' | ') : 'nenhuma'}`,
    '',
  ].join('\n');
}
