/**
 * The facts form without UI: the one form the typed (manual) mode and the "Confira os dados" step share
 * (FactFields.tsx). Values are strings keyed by fact path; labels, groups and value rules come from core
 * (facts/fields.ts), so the API, this form and the writer's blanks name every field the same way.
 *
 * Manual mode: SPEC §2's owner, vehicle and infraction groups plus every other fact core knows (the
 * auto number, the stage, the notice's dates…, the rest folded), sent as the API's manual entry.
 * Review mode: the fields read from the documents (and those the appeal needs), grouped as on a notice;
 * uncertain ones must be confirmed or corrected, missing ones the appeal needs must be filled.
 */
import type { Box } from '@recurso/core/documents';
import type { AppealType } from '@recurso/core/appeal';
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
  isFactPath,
  parseFieldValue,
} from '@recurso/core/facts';
import type { Fact, Facts, FactSource } from '@recurso/core/facts';
import { UFS } from '@recurso/core/uf';
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
  /** Starts folded (the manual form's optional extras). */
  folded?: boolean;
  /** A folded group's fields, grouped as on a notice (then `fields` is empty). */
  subgroups?: FormGroup[];
}

const fromSpec = (spec: FieldSpec, extra: Partial<FormField> = {}): FormField => ({
  key: spec.path,
  label: spec.label,
  kind: spec.kind,
  maxLength: spec.maxLength,
  options: spec.options,
  ...(spec.hint ? { hint: spec.hint } : {}),
  ...extra,
});
const spec = (path: FactPath) => fieldOf(path) as FieldSpec;

/** Free text long enough to wrap (a description, an address, an agency's name): a text area. */
export const isLongField = (field: Pick<FormField, 'kind' | 'maxLength'>): boolean =>
  field.kind === 'text' && field.maxLength >= 120;

/** The manual form's own fields: the infraction's type as typed, and SPEC's value (default 29,90). */
export const MANUAL_TYPE = 'manual.type';
export const MANUAL_VALUE = 'manual.value';

/** SPEC §2's fields, sent in its owner/vehicle/infraction groups; every other fact goes by its path. */
const SPEC_FIELDS: Record<string, (v: ManualValues, value: string) => void> = {
  'owner.name': (m, v) => {
    m.owner.name = v;
  },
  'owner.cpf': (m, v) => {
    m.owner.cpf = v;
  },
  'owner.address': (m, v) => {
    m.owner.address = v;
  },
  'owner.cnh': (m, v) => {
    m.owner.cnh = v;
  },
  'owner.city': (m, v) => {
    m.owner.city = v;
  },
  'vehicle.plate': (m, v) => {
    m.vehicle.plate = v;
  },
  'vehicle.model': (m, v) => {
    m.vehicle.model = v;
  },
  'vehicle.year': (m, v) => {
    m.vehicle.year = v;
  },
  'infraction.code': (m, v) => {
    m.infraction.code = v;
  },
  'infraction.date': (m, v) => {
    m.infraction.date = v;
  },
  'infraction.time': (m, v) => {
    m.infraction.time = v;
  },
  'infraction.place': (m, v) => {
    m.infraction.location = v;
  },
  agency: (m, v) => {
    m.infraction.agency = v;
  },
  'infraction.description': (m, v) => {
    m.infraction.description = v;
  },
  [MANUAL_TYPE]: (m, v) => {
    m.infraction.type = v;
  },
  [MANUAL_VALUE]: (m, v) => {
    m.infraction.value = v;
  },
};

/**
 * The stages a notice of this appeal may be at: a fine's defesa prévia or JARI (the CETRAN only for a
 * second instance, which starts from the JARI's decision), a suspension's process.
 */
function stagesOf(type: AppealType, secondInstance: boolean): Record<string, string> {
  const all = spec('stage').options ?? {};
  return Object.fromEntries(
    Object.entries(all).filter(([k]) =>
      type === 'suspension' ? k === 'suspensao' : k !== 'suspensao' && (k !== 'cetran' || secondInstance),
    ),
  );
}

/** The stages a typed appeal of each type may be in (a second instance starts from the JARI decision). */
const MANUAL_STAGES: Record<AppealType, string[]> = {
  traffic: ['defesa_previa', 'jari'],
  suspension: [],
};
const stageField = (type: AppealType): FormField => {
  const s = spec('stage');
  const options = Object.fromEntries(
    Object.entries(s.options ?? {}).filter(([k]) => MANUAL_STAGES[type].includes(k)),
  );
  return fromSpec(s, {
    options,
    hint: 'Notificação de autuação: defesa prévia. Notificação de penalidade (com valor a pagar): recurso à JARI.',
  });
};

/** Paths the manual form shows in its main groups (the rest go to its folded "Outros dados"). */
const MAIN_PATHS: Record<AppealType, FactPath[]> = {
  traffic: [
    'notice.number',
    'stage',
    'agency',
    'owner.name',
    'owner.cpf',
    'owner.address',
    'owner.cnh',
    'owner.city',
    'vehicle.plate',
    'vehicle.model',
    'vehicle.year',
    'infraction.description',
    'infraction.code',
    'infraction.date',
    'infraction.time',
    'infraction.place',
    'notice.issueDate',
    'notice.dispatchDate',
    'notice.deadline',
  ],
  suspension: [
    'suspension.processNumber',
    'agency',
    'owner.name',
    'owner.cpf',
    'owner.address',
    'owner.cnh',
    'owner.city',
    'infraction.description',
    'infraction.code',
    'infraction.date',
    'suspension.reason',
    'suspension.points',
    'suspension.periodStart',
    'suspension.periodEnd',
    'notice.issueDate',
    'notice.dispatchDate',
    'notice.deadline',
  ],
};

/** Facts a typed appeal of this type never has: the decision (second instance), the other type's own. */
function belongsTo(path: FactPath, type: AppealType): boolean {
  if (path.startsWith('decision.') || path === 'stage' || path === 'signingCity') return false;
  if (type === 'suspension') return !/^(vehicle|speed|breath)\./.test(path);
  return !path.startsWith('suspension.');
}

const MANUAL_OVERRIDES: Partial<Record<string, Partial<FormField>>> = {
  'owner.name': { required: true },
  'owner.cpf': { hint: 'Necessário para o recurso.' },
  'owner.address': { hint: 'Necessário para o recurso: rua, número, bairro, cidade/UF e CEP.' },
  'owner.city': { hint: 'A cidade onde você assina o recurso.' },
  'notice.number': { hint: 'Impresso na notificação como “Auto de infração nº” ou “Nº do AIT”.' },
  'infraction.code': {
    required: true,
    hint: 'Preenchido ao escolher a descrição; ou digite o código da notificação (ex.: 745-50).',
  },
};

/**
 * The typed form, grouped as on a notice, from core's fields (facts/fields.ts): SPEC §2's owner, vehicle
 * and infraction, the auto number and the stage, the notice's dates, and — folded — every other fact
 * core knows for this type of appeal (a new field in core appears here without a change).
 */
export function manualGroups(type: AppealType): FormGroup[] {
  const main = MAIN_PATHS[type];
  const field = (path: FactPath): FormField =>
    path === 'stage' ? stageField(type) : fromSpec(spec(path), MANUAL_OVERRIDES[path]);
  const groups: FormGroup[] = FIELD_GROUPS.map((group) => ({
    legend: groupLabel(group, type),
    fields: FACT_FIELDS.filter(
      (s) => s.group === group && main.includes(s.path) && (s.path !== 'stage' || type === 'traffic'),
    )
      .sort((a, b) => main.indexOf(a.path) - main.indexOf(b.path))
      .map((s) => field(s.path)),
  }));
  const infraction = groups.find((g) => g.legend === groupLabel('infracao', type));
  infraction?.fields.push(
    { key: MANUAL_TYPE, label: 'Tipo (gravidade)', kind: 'text', maxLength: 80 },
    { key: MANUAL_VALUE, label: 'Valor (R$)', kind: 'money', maxLength: 12 },
  );
  const extra = FIELD_GROUPS.map((group) => ({
    legend: groupLabel(group, type),
    fields: FACT_FIELDS.filter(
      (s) => s.group === group && !main.includes(s.path) && belongsTo(s.path, type),
    ).map((s) => fromSpec(s)),
  })).filter((g) => g.fields.length > 0);
  return [
    ...groups.filter((g) => g.fields.length > 0),
    { legend: 'Outros dados da notificação (opcional)', fields: [], folded: true, subgroups: extra },
  ];
}

/** Every field of the groups, those of folded subgroups included. */
export const allFields = (groups: readonly FormGroup[]): FormField[] =>
  groups.flatMap((g) => [...g.fields, ...allFields(g.subgroups ?? [])]);

export const emptyManualValues = (): FormValues => ({ [MANUAL_VALUE]: DEFAULT_INFRACTION_VALUE });

/** SPEC §5: the manual form needs the owner's name and the infraction code. */
export const manualValuesReady = (v: FormValues): boolean =>
  Boolean(v['owner.name']?.trim() && v['infraction.code']?.trim());

/**
 * The message of each typed value core's rule refuses (the API checks the same, facts/fields.ts), so
 * the driver fixes it next to the field before anything is sent. The code may also be an article
 * ("218, I") when typed by hand; the server matches it.
 */
export function manualErrors(groups: readonly FormGroup[], v: FormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of allFields(groups)) {
    if (!isFactPath(field.key) || field.key === 'infraction.code') continue;
    const parsed = parseFieldValue(field.key, v[field.key] ?? '');
    if (parsed && !parsed.ok) errors[field.key] = parsed.message;
  }
  return errors;
}

/** The API's manual entry (core/src/facts/manual-entry.ts) from the form's values. */
export function manualFromValues(v: FormValues): ManualValues {
  const manual: ManualValues = {
    owner: { name: '', cpf: '', address: '', cnh: '', city: '' },
    vehicle: { plate: '', model: '', year: '' },
    infraction: {
      code: '',
      date: '',
      time: '',
      location: '',
      type: '',
      agency: '',
      value: '',
      description: '',
    },
  };
  const facts: Record<string, string> = {};
  for (const [key, raw] of Object.entries(v)) {
    const value = raw.trim();
    const put = SPEC_FIELDS[key];
    if (put) put(manual, value);
    else if (value && isFactPath(key)) facts[key] = value;
  }
  return Object.keys(facts).length ? { ...manual, facts } : manual;
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
  /** The values as read (what an answer is compared with). */
  initial: FormValues;
  /** Values the form starts with that no document gave (the signing city): sent as the driver's answer. */
  suggested: FormValues;
}

/** The city of an address or a place as a notice prints it ("…, Registro/SP, CEP …", "Campinas - SP"). */
export function cityOf(text: string | undefined): string | undefined {
  if (!text) return undefined;
  for (const part of text.split(',').reverse()) {
    const m = /^\s*([\p{L}][\p{L}'’. -]*?)\s*[/-]\s*([A-Z]{2})\s*$/u.exec(part);
    if (m && (UFS as readonly string[]).includes(m[2] as string)) return m[1];
  }
  return undefined;
}

/**
 * The city the driver most likely signs in, when no document or typed field gave it: the owner's
 * city or address, the driver's address, else the city of the infraction's place. Only a suggestion:
 * the field stays open and its line says where it came from.
 */
export function signingCitySuggestion(facts: Facts): { city: string; from: string } | undefined {
  const text = (path: FactPath): string | undefined => {
    const fact = factAt(facts, path);
    return fact && fact.source.kind !== 'fallback' && typeof fact.value === 'string' ? fact.value : undefined;
  };
  const candidates: [string | undefined, string][] = [
    [text('owner.city')?.trim(), 'do seu endereço'],
    [cityOf(text('owner.address')), 'do seu endereço'],
    [cityOf(text('driver.address')), 'do endereço do condutor'],
    [cityOf(text('infraction.place')), 'do local da infração'],
  ];
  const found = candidates.find(([city]) => Boolean(city));
  return found ? { city: found[0] as string, from: found[1] } : undefined;
}

export const SIGNING_CITY_NOTE = (city: string, from: string) =>
  `Sugerimos ${city}, a cidade ${from}. Altere se for assinar em outra cidade.`;

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
  const suggested: FormValues = {};
  const groups = FIELD_GROUPS.map((group) => ({
    legend: groupLabel(group, view.type),
    fields: FACT_FIELDS.filter((s) => s.group === group).flatMap((s): ReviewField[] => {
      const fact = factAt(view.facts, s.path);
      const read = fact && fact.source.kind !== 'fallback' ? fact : undefined;
      const request = requests.get(s.path);
      if (!read && !request) return [];
      initial[s.path] = read ? fieldText(s.path, read.value) : '';
      const field: ReviewField = {
        ...(s.path === 'stage'
          ? { ...fromSpec(s), options: stagesOf(view.type, Boolean(view.facts.secondInstance)) }
          : fromSpec(s)),
        key: s.path,
      };
      if (read && !isCertain(read)) field.uncertain = request?.message ?? UNCERTAIN_LINE;
      if (!read && request) {
        field.required = request.blocking;
        field.note = request.message;
        const city = s.path === 'signingCity' ? signingCitySuggestion(view.facts) : undefined;
        if (city) {
          suggested[s.path] = city.city;
          field.note = SIGNING_CITY_NOTE(city.city, city.from);
        }
      }
      if (read) field.place = placeOf(read, view.documents);
      return [field];
    }),
  })).filter((g) => g.fields.length > 0);
  return { groups, initial, suggested };
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
