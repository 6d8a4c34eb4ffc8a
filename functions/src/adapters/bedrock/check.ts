/**
 * Checks a model's appeal text before it is used. The model may phrase; it may not add to the notice
 * audit (core/src/notice-audit): every fact grounded in the facts the writer may state (core's
 * ungroundedTokens over statableFacts: no uncertain value), no ground the audit did not argue (core's
 * arguedUnfiredGrounds, and no heading the draft does not have), no citation the draft does not make
 * (core's citationKeys: an article, law, resolution or súmula the audit did not produce); same
 * addressee as the deterministic draft, every required section, the notice number, sane length, no
 * promise of approval. Any problem → the caller falls back to the deterministic writer.
 */
import type { Facts } from '@recurso/core/facts';
import {
  arguedUnfiredGrounds,
  citationKeys,
  headingsOf,
  statableFacts,
  ungroundedTokens,
} from '@recurso/core/writer';

export const REQUIRED_SECTIONS = ['I – DOS FATOS', 'II – DO DIREITO', 'III – DOS PEDIDOS', 'IV – ANEXOS'];
export const LENGTH_BOUNDS = { min: 1200, max: 24_000, minRatio: 0.6, maxRatio: 3 };
const PROMISES = /(deferimento|aprova[çc][ãa]o|sucesso)\s+(garantid|cert[oa])|garantimos|com certeza será/i;

export function checkAppealText(text: string, facts: Facts, draft: string, signedOn?: Date): string[] {
  const problems: string[] = [];
  const statable = statableFacts(facts);
  const ungrounded = ungroundedTokens(text, statable, { signedOn });
  if (ungrounded.length) problems.push(`dados ausentes dos fatos: ${ungrounded.slice(0, 10).join(', ')}`);
  const unfired = arguedUnfiredGrounds(text, facts, { signedOn });
  if (unfired.length) problems.push(`fundamentos sem base nos fatos: ${unfired.join(', ')}`);
  const drafted = new Set(headingsOf(draft));
  const headings = headingsOf(text).filter((h) => !drafted.has(h));
  if (headings.length) problems.push(`fundamentos fora da auditoria: ${headings.join('; ')}`);
  const cited = new Set(citationKeys(draft));
  const citations = citationKeys(text).filter((k) => !cited.has(k));
  if (citations.length) problems.push(`citações fora da auditoria: ${citations.join(', ')}`);
  const addressee = draft.split('\n')[0] ?? '';
  if (!text.startsWith(addressee)) problems.push('destinatário diferente da minuta');
  for (const s of REQUIRED_SECTIONS) if (!text.includes(s)) problems.push(`seção ausente: ${s}`);
  if (!text.includes('____')) problems.push('sem linha de assinatura');
  // The auto's number, when it may be stated (the draft has a blank for an uncertain one).
  const number = statable.notice.number as Facts['notice']['number'] | undefined;
  if (number && !text.includes(number.value)) problems.push('número do auto ausente');
  const { min, max, minRatio, maxRatio } = LENGTH_BOUNDS;
  if (
    text.length < Math.max(min, draft.length * minRatio) ||
    text.length > Math.min(max, draft.length * maxRatio)
  )
    problems.push(`tamanho fora dos limites: ${text.length} caracteres`);
  if (PROMISES.test(text)) problems.push('promessa de resultado');
  return problems;
}
