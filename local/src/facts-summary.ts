/**
 * The facts as the CLI prints them for an engineer: one line per fact with its value, confidence,
 * certainty, where it was read (document, page, label) and the checks it failed.
 */
import { type Fact, type FactSource, FACT_PATHS, type Facts, getFact, isCertain } from '@recurso/core/facts';

function where(s: FactSource): string {
  switch (s.kind) {
    case 'document':
      return `${s.document} p.${s.page} (${s.method})${s.label ? ` "${s.label}"` : ''}`;
    case 'typed':
      return `formulário: ${s.field}`;
    case 'user':
      return `usuário (${s.action === 'confirmed' ? 'confirmado' : 'corrigido'} em ${s.at})`;
    case 'catalogue':
      return `catálogo ${s.code}`;
    case 'derived':
      return `derivado de ${s.from.join(', ')}`;
    case 'additionalText':
      return 'versão dos fatos';
    case 'fallback':
      return 'código provisório (SPEC §5)';
  }
}

const shown = (v: unknown): string => {
  const s = typeof v === 'object' ? ((v as { codigo?: string }).codigo ?? JSON.stringify(v)) : String(v);
  return s.length > 60 ? `${s.slice(0, 59)}…` : s;
};

export function factsSummary(facts: Facts): string {
  const rows: string[] = [];
  for (const path of FACT_PATHS) {
    const f = getFact(facts, path) as Fact<unknown> | undefined;
    if (!f) continue;
    const mark = isCertain(f) ? 'certo  ' : 'INCERTO';
    rows.push(
      `${path.padEnd(26)} ${shown(f.value).padEnd(60)} ${f.confidence.toFixed(2)} ${mark} ${where(f.source)}`,
    );
    for (const i of f.issues ?? []) rows.push(`${''.padEnd(26)}   ! ${i.check}: ${i.message}`);
  }
  for (const d of facts.formalDefects)
    rows.push(`vício formal ${d.rule}: ${d.days} dias (${where(d.source)})`);
  return rows.join('\n');
}
