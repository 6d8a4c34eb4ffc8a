/** The manual-entry form's facts (SPEC §2): the driver's own word, full confidence, source "typed". */
import { findInfraction, type Infraction, INFRACTIONS, normalizeText } from '../catalogue';
import { findDates, findTimes } from './dates';
import { findCpfs, findPlates } from './identifiers';
import { setFact } from './certainty';
import { type ParsedManualEntry, typedFactValues } from './manual-entry';
import type { Fact, Facts } from './schema';
import { fold } from './text';

/** The user typed it: full confidence. */
export const typedFact = <T>(value: T | undefined, field: string): Fact<T> | undefined =>
  value === undefined ? undefined : { value, source: { kind: 'typed', field }, confidence: 1 };

/** Manual code field: a catalogue code, or an article picked from the suggestion list. */
export function matchTypedInfraction(code: string, description?: string): Infraction | undefined {
  const byCode = findInfraction(code);
  if (byCode && /^\s*\d{3}\s?[-.]?\s?\d[-.]?\d\s*$/.test(code)) return byCode;
  const art = normalizeText(code.replace(/^\s*art(?:igo)?\.?\s*/i, '')).replace(/\s*,\s*/g, ', ');
  const rows = INFRACTIONS.filter((r) => normalizeText(r.artigo) === art);
  if (rows.length === 1) return rows[0];
  if (description) {
    const d = normalizeText(description);
    // The suggestion list sends "<descrição> (Art. N)": the longest description it contains wins.
    return (
      rows.find((r) => normalizeText(r.descricao) === d) ??
      rows
        .filter((r) => d.includes(normalizeText(r.descricao)))
        .sort((a, b) => b.descricao.length - a.descricao.length)[0]
    );
  }
  return undefined;
}

function typedDate(s: string | undefined): string | undefined {
  if (!s) return undefined;
  if (/^\d{4}-\d{2}-\d{2}$/.test(s)) return findDates(s.split('-').reverse().join('/'))[0]?.value;
  return findDates(fold(s))[0]?.value;
}

function typedPlate(s: string | undefined): string | undefined {
  return s ? findPlates(s.toUpperCase())[0]?.value : undefined;
}

/** Object without its undefined members, so the JSON stays small and `in` checks mean something. */
export function compact<T extends object>(o: T): T {
  for (const k of Object.keys(o) as (keyof T)[]) if (o[k] === undefined) delete o[k];
  return o;
}

/** The form's fields over whatever the documents said (typed wins). */
export function applyTyped(facts: Facts, t: ParsedManualEntry): void {
  const o = t.owner;
  const cpfDigits = o.cpf ? findCpfs(o.cpf)[0]?.value : undefined;
  Object.assign(
    facts.owner,
    compact({
      name: typedFact(o.name, 'owner.name'),
      cpf: typedFact(cpfDigits, 'owner.cpf'),
      cnh: typedFact(o.cnh?.replace(/\D/g, '').match(/^\d{9,11}$/)?.[0], 'owner.cnh'),
      address: typedFact(o.address, 'owner.address'),
      city: typedFact(o.city, 'owner.city'),
    }),
  );
  const v = t.vehicle;
  Object.assign(
    facts.vehicle,
    compact({
      plate: typedFact(typedPlate(v.plate), 'vehicle.plate'),
      model: typedFact(v.model, 'vehicle.model'),
      year: typedFact(v.year?.match(/^\d{4}$/)?.[0], 'vehicle.year'),
    }),
  );
  const i = t.infraction;
  const row = i.code ? matchTypedInfraction(i.code, i.description) : undefined;
  Object.assign(
    facts.infraction,
    compact({
      code: typedFact(row?.codigo, 'infraction.code'),
      description: typedFact(
        i.description ?? i.type,
        i.description ? 'infraction.description' : 'infraction.type',
      ),
      date: typedFact(typedDate(i.date), 'infraction.date'),
      time: typedFact(i.time ? findTimes(fold(i.time))[0]?.value : undefined, 'infraction.time'),
      place: typedFact(i.location, 'infraction.location'),
    }),
  );
  if (i.agency && i.agency.length >= 2) facts.agency = typedFact(i.agency, 'infraction.agency');
  // The other facts the form carries by path (the auto number, the stage, the notice's dates…).
  for (const [path, value] of typedFactValues(t.facts).values) setFact(facts, path, typedFact(value, path));
  if (o.city && !facts.signingCity) facts.signingCity = typedFact(o.city, 'owner.city');
}
