/**
 * The facts form without UI: the one form the typed (manual) mode and the "Confira os dados" step share
 * (FactFields.tsx). Values are strings keyed by fact path; labels, groups and value rules come from core
 * (facts/fields.ts), so the API, this form and the writer's blanks name every field the same way.
 *
 * Manual mode: SPEC §2's owner, vehicle and infraction groups, sent as the API's manual entry.
 * Review mode: the fields read from the documents (and those the appeal needs), grouped as on a notice;
 * uncertain ones must be confirmed or corrected, missing ones the appeal needs must be filled.
 */
import type { Box } from '@recurso/core/documents';
import {
  type FactPath,
  type FieldKind,
  type FieldSpec,
  FACT_FIELDS,
  FIELD_GROUPS,
  fieldOf,
  fieldText,
  groupLabel,
  isCertain,
  parseFieldValue,
} from '@recurso/core/facts';
import type { Fact, Facts, FactSource } from '@recurso/core/facts';
import type { AppealFactsView } from '../../lib/api-types';
import { DEFAULT_INFRACTION_VALUE, type ManualValues } from './create-appeal';

export type FormValues = Record<string, string>;

/** A field of the form: a fact path, or one of the manual form's own fields (not facts). */
export interface FormField {
  key: string;
  label: string;
  kind: FieldKind;
  maxLength: number;
  options?: Readonly<Record<string, string>>;
  required?: boolean;
  hint?: string;
}

export interface FormGroup {
  legend: string;
  fields: FormField[];
}

const fromSpec = (spec: FieldSpec, extra: Partial<FormField> = {}): FormField => ({
  key: spec.path,
  label: spec.label,
  kind: spec.kind,
  maxLength: spec.maxLength,
  options: spec.options,
  ...extra,
});
const spec = (path: FactPath) => fieldOf(path) as FieldSpec;

/** The manual form's own fields: the infraction's type as typed, and SPEC's value (default 29.90). */
export const MANUAL_TYPE = 'manual.type';
export const MANUAL_VALUE = 'manual.value';

/** SPEC §2 manual mode: owner, vehicle, infraction; owner name and infraction code are required (SPEC §5). */
export const MANUAL_GROUPS: readonly FormGroup[] = [
  {
    legend: 'Proprietário',
    fields: [
      fromSpec(spec('owner.name'), { required: true }),
      fromSpec(spec('owner.cpf')),
      fromSpec(spec('owner.address')),
      fromSpec(spec('owner.cnh'), { kind: 'text', maxLength: 20 }),
      fromSpec(spec('owner.city')),
    ],
  },
  {
    legend: 'Veículo',
    fields: [
      fromSpec(spec('vehicle.plate')),
      fromSpec(spec('vehicle.model')),
      fromSpec(spec('vehicle.year')),
    ],
  },
  {
    legend: 'Infração',
    fields: [
      // The description comes first, with its suggestion list (DescriptionCombo).
      fromSpec(spec('infraction.description')),
      fromSpec(spec('infraction.code'), {
        required: true,
        kind: 'text',
        maxLength: 40,
        hint: 'Preenchido ao escolher a descrição; ou digite o código da notificação (ex.: 745-50).',
      }),
      fromSpec(spec('agency')),
      fromSpec(spec('infraction.date')),
      fromSpec(spec('infraction.time')),
      fromSpec(spec('infraction.place')),
      { key: MANUAL_TYPE, label: 'Tipo (gravidade)', kind: 'text', maxLength: 80 },
      { key: MANUAL_VALUE, label: 'Valor (R$)', kind: 'money', maxLength: 12 },
    ],
  },
];

export const emptyManualValues = (): FormValues => ({ [MANUAL_VALUE]: DEFAULT_INFRACTION_VALUE });

/** SPEC §5: the manual form needs the owner's name and the infraction code. */
export const manualValuesReady = (v: FormValues): boolean =>
  Boolean(v['owner.name']?.trim() && v['infraction.code']?.trim());

/** The API's manual entry (core/src/facts/manual-entry.ts) from the form's values. */
export function manualFromValues(v: FormValues): ManualValues {
  const get = (key: string) => v[key] ?? '';
  return {
    owner: {
      name: get('owner.name'),
      cpf: get('owner.cpf'),
      address: get('owner.address'),
      cnh: get('owner.cnh'),
      city: get('owner.city'),
    },
    vehicle: { plate: get('vehicle.plate'), model: get('vehicle.model'), year: get('vehicle.year') },
    infraction: {
      code: get('infraction.code'),
      date: get('infraction.date'),
      time: get('infraction.time'),
      location: get('infraction.place'),
      type: get(MANUAL_TYPE),
      agency: get('agency'),
      value: get(MANUAL_VALUE),
      description: get('infraction.description'),
    },
  };
}

/** The facts view GET /appeals/{id}/facts answers (core/src/appeals/review-schemas.ts appealFactsSchema). */
export type { AppealFactsView };

/** Where on an uploaded page a fact was read: what its thumbnail shows. */
export interface ReadingPlace {
  document: number;
  page: number;
  box: Box;
  labelBox?: Box;
  label?: string;
  /** Where the page as read lies on the upload (a photo's page straightened, a page turned): page-images.ts. */
  toImage?: readonly number[];
}

export interface ReviewField extends FormField {
  key: FactPath;
  /** One line when the reading is doubtful: it must be confirmed or corrected. */
  uncertain?: string;
  /** The blank or missing line, for fields no document showed. */
  note?: string;
  place?: ReadingPlace;
}

export interface ReviewModel {
  groups: (FormGroup & { fields: ReviewField[] })[];
  initial: FormValues;
}

/** The document reading behind a fact, through the driver's earlier answers. */
function readingOf(source: FactSource): Extract<FactSource, { kind: 'document' }> | undefined {
  if (source.kind === 'document') return source;
  if (source.kind === 'user' && source.previous) return readingOf(source.previous.source);
  return undefined;
}

function placeOf(fact: Fact<unknown>, documents: AppealFactsView['documents']): ReadingPlace | undefined {
  const reading = readingOf(fact.source);
  const doc = reading && documents.find((d) => d.name === reading.document);
  if (!reading?.box || !doc || doc.type === 'text') return undefined;
  return {
    document: doc.index,
    page: reading.page,
    box: reading.box,
    labelBox: reading.labelBox,
    label: reading.label,
    toImage: reading.toImage,
  };
}

function factAt(facts: Facts, path: FactPath): Fact<unknown> | undefined {
  let cur: unknown = facts;
  for (const key of path.split('.')) cur = (cur as Record<string, unknown> | undefined)?.[key];
  return cur as Fact<unknown> | undefined;
}

/**
 * Every field read (the fallback notice code is ours, not a reading: shown empty) and every field the
 * review asks for, grouped as on a notice. A doubtful reading carries its line; a missing field the
 * appeal needs is required.
 */
export function reviewModel(view: AppealFactsView): ReviewModel {
  const requests = new Map(view.requests.map((r) => [r.path, r]));
  const initial: FormValues = {};
  const groups = FIELD_GROUPS.map((group) => ({
    legend: groupLabel(group, view.type),
    fields: FACT_FIELDS.filter((s) => s.group === group).flatMap((s): ReviewField[] => {
      const fact = factAt(view.facts, s.path);
      const read = fact && fact.source.kind !== 'fallback' ? fact : undefined;
      const request = requests.get(s.path);
      if (!read && !request) return [];
      initial[s.path] = read ? fieldText(s.path, read.value) : '';
      const field: ReviewField = { ...fromSpec(s), key: s.path };
      if (read && !isCertain(read)) field.uncertain = request?.message ?? UNCERTAIN_LINE;
      if (!read && request) {
        field.required = request.blocking;
        field.note = request.message;
      }
      if (read) field.place = placeOf(read, view.documents);
      return [field];
    }),
  })).filter((g) => g.fields.length > 0);
  return { groups, initial };
}

export const UNCERTAIN_LINE = 'Não conseguimos ler com segurança. Confira com o documento.';
export const REVIEW_TEXT = {
  required: 'Preencha este campo.',
  confirm: 'Confirme ou corrija este dado.',
  pending: (n: number) =>
    n === 1
      ? 'Falta conferir 1 dado antes de gerar o recurso.'
      : `Faltam conferir ${n} dados antes de gerar o recurso.`,
} as const;

export interface ReviewAnswer {
  path: FactPath;
  value?: string | null;
}

/**
 * The answers POST /appeals/{id}/facts takes, or the message of each field still wrong: a changed value
 * is the driver's (blank removes a reading), a confirmed doubtful one is confirmed, a required one must
 * be filled. Values are checked with the server's own rules (core parseFieldValue).
 */
export function reviewAnswers(
  model: ReviewModel,
  values: FormValues,
  confirmed: ReadonlySet<string>,
): { answers: ReviewAnswer[]; errors: Record<string, string> } {
  const answers: ReviewAnswer[] = [];
  const errors: Record<string, string> = {};
  for (const field of model.groups.flatMap((g) => g.fields)) {
    const typed = (values[field.key] ?? '').trim();
    const before = (model.initial[field.key] ?? '').trim();
    const parsed = parseFieldValue(field.key, typed);
    if (parsed && !parsed.ok) {
      errors[field.key] = parsed.message;
      continue;
    }
    const changed = parseFieldValue(field.key, before)?.ok
      ? JSON.stringify(parsed) !== JSON.stringify(parseFieldValue(field.key, before))
      : typed !== before;
    if (!parsed && field.required) errors[field.key] = REVIEW_TEXT.required;
    else if (changed) answers.push({ path: field.key, value: parsed ? typed : null });
    else if (field.uncertain && !confirmed.has(field.key)) errors[field.key] = REVIEW_TEXT.confirm;
    else if (field.uncertain) answers.push({ path: field.key });
  }
  return { answers, errors };
}
