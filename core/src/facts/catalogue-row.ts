/**
 * The catalogue row of an appeal's facts follows its infraction code. Kept apart from ./confirm.ts: the
 * driver's answers are applied in the API, whose bundle does not carry the catalogue (157 KB); the row is
 * refreshed by the pipeline steps that write and save the appeal.
 */
import { findInfraction } from '../catalogue';
import type { Facts } from './schema';

/** A copy of `facts` whose catalogue row is the code's (none for a code outside the catalogue). */
export function withCatalogueRow(facts: Facts): Facts {
  const next = structuredClone(facts);
  const code = next.infraction.code;
  const row = code ? findInfraction(code.value) : undefined;
  if (!code || !row) {
    delete next.infraction.catalogue;
    return next;
  }
  const { codigo, descricao, artigo, gravidade, pontos, valor, suspensiva } = row;
  next.infraction.catalogue = {
    value: { codigo, descricao, artigo, gravidade, pontos, valor, suspensiva },
    source: { kind: 'catalogue', code: codigo },
    confidence: code.confidence,
  };
  return next;
}
