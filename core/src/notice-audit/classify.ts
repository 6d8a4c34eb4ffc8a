/**
 * What decides which grounds apply: the infraction's family and, for suspensions, the kind of process.
 * The catalogue row is looked up from the code itself, so a code the driver corrected never argues
 * on the row of the code that was misread.
 */
import { findInfraction, type Infraction } from '../catalogue';
import { isCertain } from '../facts/certainty';
import type { Facts } from '../facts/schema';
import type { Family, ProcessKind } from './types';

type Row = Pick<
  Infraction,
  'codigo' | 'descricao' | 'artigo' | 'gravidade' | 'pontos' | 'valor' | 'suspensiva' | 'fator_multiplicador'
>;

/** The family of a catalogue row, by its CTB article ("218, I", "165-A", "252, VI"). */
export function familyOf(row: Row): Family {
  const m = row.artigo.match(/^(\d+)(-A)?/);
  const n = Number(m?.[1] ?? 0);
  const lettered = m?.[2] !== undefined;
  if (n === 165 && lettered) return 'recusa';
  if (lettered) return 'outra';
  if (n === 165) return /[aá]lcool/i.test(row.descricao) ? 'alcool' : 'outra';
  if (n === 218) return 'velocidade';
  if (n === 208) return 'semaforo';
  if (n === 181 || n === 182) return 'estacionamento';
  if (n === 252 && /celular|telefone/i.test(row.descricao)) return 'celular';
  if (n === 162) return 'habilitacao';
  if (n === 167) return 'cinto';
  if ((n >= 199 && n <= 203) || n === 211) return 'ultrapassagem';
  if (n === 173 || n === 174) return 'corrida';
  if (n === 175) return 'manobra';
  return 'outra';
}

/** The infraction's catalogue row, only when its code is certain. */
export function certainRow(facts: Facts): Row | undefined {
  const code = facts.infraction.code;
  return isCertain(code) ? findInfraction((code as { value: string }).value) : undefined;
}

/** The catalogue row of the code as read, certain or not. */
export const readRow = (facts: Facts): Row | undefined => {
  const code = facts.infraction.code;
  return code ? findInfraction(code.value) : undefined;
};

/** The family as read (certain or not): what the review step asks about. */
export const readFamily = (facts: Facts): Family | undefined => {
  const row = readRow(facts);
  return row ? familyOf(row) : undefined;
};

/** The family from a certain code only: what the writer argues on. */
export const certainFamily = (facts: Facts): Family | undefined => {
  const row = certainRow(facts);
  return row ? familyOf(row) : undefined;
};

/**
 * The kind of suspension process: as the notice states it (suspension.reason), or, when it does not,
 * from an infraction code that carries suspension by itself. Undefined when neither says.
 */
export function processKind(facts: Facts, certainOnly: boolean): ProcessKind | undefined {
  const reason = facts.suspension?.reason;
  if (reason) return !certainOnly || isCertain(reason) ? reason.value : undefined;
  const row = certainOnly ? certainRow(facts) : readRow(facts);
  return row?.suspensiva ? 'infracao_suspensiva' : undefined;
}

/**
 * An auto made by an unattended camera: a code "sob fiscalização eletrônica", or a speed meter the
 * notice prints as fixed. Nobody stopped the driver: nothing was signed at the roadside (art. 280 VI)
 * and no agent saw the conduct.
 */
export function unattendedCamera(facts: Facts): boolean {
  if (/eletr[oô]nica/i.test(certainRow(facts)?.descricao ?? '')) return true;
  const equipment = facts.speed?.equipment;
  return (
    certainFamily(facts) === 'velocidade' &&
    isCertain(equipment) &&
    /\bfix[oa]\b/i.test(String(equipment?.value ?? ''))
  );
}
