/**
 * The facts as a driver reads them: the Portuguese label of every fact path, the group it belongs to
 * on a notice, the blank the writer leaves when it is missing, and how a typed value becomes the fact's
 * value. One place, so the API's messages, the review step ("Confira os dados") and the writer's
 * "[preencher: …]" blanks name each field the same way.
 */
import { isValidCpf } from '../cpf';
import { isValidCnpj } from '../cnpj';
import { formatCpf, formatPlate } from './identifiers';
import type { FactPath } from './certainty';
import type { STAGES } from './schema';

/**
 * Groups as on a notice: the auto, the vehicle, the infraction, the people, the dates, where the
 * appellant signs (the petition's place line); then, for a second instance (issue 15 item 4), the JARI
 * decision it answers; last, the questions only the driver can answer, which the notice audit asks
 * (core/src/notice-audit: art. 280 VI, 282 § 6º, 261 § 5º…).
 */
export const FIELD_GROUPS = [
  'auto',
  'veiculo',
  'infracao',
  'proprietario',
  'condutor',
  'datas',
  'assinatura',
  'decisao',
  'perguntas',
] as const;
export type FieldGroup = (typeof FIELD_GROUPS)[number];

/** How a field is typed and checked. */
export type FieldKind =
  | 'text'
  | 'date'
  | 'time'
  | 'number'
  | 'money'
  | 'cpf'
  | 'cnpj'
  | 'plate'
  | 'code'
  | 'digits'
  | 'year'
  | 'decimal'
  | 'yesno'
  | 'choice';

export interface FieldSpec {
  path: FactPath;
  label: string;
  group: FieldGroup;
  kind: FieldKind;
  /** What the writer's blank asks for ("[preencher: <blank>]"). */
  blank: string;
  /** Longest typed value. */
  maxLength: number;
  /** `choice` fields: value → label. */
  options?: Readonly<Record<string, string>>;
  /** Digits fields: how many digits. */
  digits?: readonly [number, number];
  /** Number fields: the smallest value (1 unless told: a count of gravíssimas may be 0). */
  min?: number;
  /** One line on why the appeal needs it (the questions to the driver). */
  hint?: string;
}

/** The two answers of a yes/no field (its stored values are booleans). */
export const YES_NO: Readonly<Record<string, string>> = { true: 'Sim', false: 'Não' };

const STAGE_LABELS: Record<(typeof STAGES)[number], string> = {
  defesa_previa: 'Defesa prévia (autuação)',
  jari: 'Recurso à JARI (penalidade)',
  cetran: 'Recurso ao CETRAN (2ª instância)',
  suspensao: 'Processo de suspensão',
};
const DECISION_RESULTS = { indeferido: 'Indeferido', deferido: 'Deferido' };
const REASON_LABELS = {
  pontos: 'Pontos na CNH (art. 261, I)',
  infracao_suspensiva: 'Infração que suspende por si só (art. 261, II)',
};

type Row = Omit<FieldSpec, 'path' | 'maxLength'> & { maxLength?: number };
const f = (
  label: string,
  group: FieldGroup,
  kind: FieldKind,
  blank: string,
  more: Partial<Row> = {},
): Row => ({
  label,
  group,
  kind,
  blank,
  ...more,
});

/** Every reviewable fact, in the order the review step shows them within each group. */
const ROWS: Partial<Record<FactPath, Row>> = {
  'notice.number': f('Número do auto de infração', 'auto', 'text', 'nº do auto de infração', {
    maxLength: 21,
  }),
  'suspension.processNumber': f('Número do processo', 'auto', 'text', 'nº do processo de suspensão', {
    maxLength: 60,
  }),
  agency: f('Órgão autuador', 'auto', 'text', 'órgão autuador indicado na notificação', { maxLength: 120 }),
  stage: f('Fase do processo', 'auto', 'choice', 'fase do processo', { options: STAGE_LABELS }),
  'infraction.agentId': f('Matrícula do agente', 'auto', 'text', 'matrícula do agente', { maxLength: 40 }),
  'vehicle.plate': f('Placa', 'veiculo', 'plate', 'placa do veículo', { maxLength: 8 }),
  'vehicle.model': f('Marca/modelo', 'veiculo', 'text', 'marca/modelo do veículo', { maxLength: 80 }),
  'vehicle.year': f('Ano', 'veiculo', 'year', 'ano do veículo', { maxLength: 4 }),
  'vehicle.renavam': f('RENAVAM', 'veiculo', 'digits', 'RENAVAM', { maxLength: 11, digits: [9, 11] }),
  'infraction.code': f('Código da infração', 'infracao', 'code', 'código da infração', { maxLength: 6 }),
  'infraction.description': f('Descrição da infração', 'infracao', 'text', 'descrição da infração', {
    maxLength: 400,
  }),
  'infraction.legalBasis': f('Amparo legal', 'infracao', 'text', 'amparo legal', { maxLength: 120 }),
  'infraction.place': f('Local da infração', 'infracao', 'text', 'local da infração', { maxLength: 250 }),
  'infraction.amount': f('Valor da multa (R$)', 'infracao', 'money', 'valor da multa', { maxLength: 12 }),
  'speed.measured': f('Velocidade medida (km/h)', 'infracao', 'number', 'velocidade medida', {
    maxLength: 4,
  }),
  'speed.considered': f('Velocidade considerada (km/h)', 'infracao', 'number', 'velocidade considerada', {
    maxLength: 4,
  }),
  'speed.limit': f(
    'Velocidade máxima permitida (km/h)',
    'infracao',
    'number',
    'velocidade máxima permitida',
    {
      maxLength: 4,
    },
  ),
  'speed.equipment': f('Equipamento medidor', 'infracao', 'text', 'equipamento medidor', { maxLength: 120 }),
  'breath.refused': f('Recusa ao teste do etilômetro (art. 165-A)', 'infracao', 'yesno', 'recusa ao teste'),
  'breath.equipment': f('Etilômetro (marca/modelo)', 'infracao', 'text', 'marca e modelo do etilômetro', {
    maxLength: 120,
  }),
  'breath.serial': f('Número de série do etilômetro', 'infracao', 'text', 'nº de série do etilômetro', {
    maxLength: 60,
  }),
  'breath.testNumber': f('Número do teste do etilômetro', 'infracao', 'text', 'nº do teste', {
    maxLength: 60,
  }),
  'breath.measured': f('Valor medido (mg/L)', 'infracao', 'decimal', 'valor medido'),
  'breath.considered': f('Valor considerado (mg/L)', 'infracao', 'decimal', 'valor considerado'),
  'suspension.points': f('Pontos considerados', 'infracao', 'number', 'total de pontos indicado', {
    maxLength: 4,
  }),
  'suspension.reason': f('Motivo da suspensão', 'infracao', 'choice', 'motivo da suspensão', {
    options: REASON_LABELS,
  }),
  'infraction.points': f('Pontos indicados na notificação', 'infracao', 'number', 'pontos da infração', {
    maxLength: 2,
    min: 0,
  }),
  'suspension.gravissimas': f(
    'Infrações gravíssimas na soma de pontos',
    'infracao',
    'number',
    'número de infrações gravíssimas somadas',
    {
      maxLength: 3,
      min: 0,
      hint: 'O limite é de 20 pontos com duas ou mais gravíssimas, 30 com uma e 40 com nenhuma (art. 261, I, do CTB).',
    },
  ),
  'owner.name': f('Nome completo', 'proprietario', 'text', 'nome completo', { maxLength: 120 }),
  'owner.cpf': f('CPF', 'proprietario', 'cpf', 'CPF', { maxLength: 14 }),
  'owner.cnpj': f('CNPJ', 'proprietario', 'cnpj', 'CNPJ', { maxLength: 18 }),
  'owner.cnh': f('Número da CNH', 'proprietario', 'digits', 'nº da CNH', { maxLength: 11, digits: [9, 11] }),
  'owner.address': f('Endereço completo (com CEP)', 'proprietario', 'text', 'endereço completo com CEP', {
    maxLength: 250,
  }),
  'owner.city': f('Cidade', 'proprietario', 'text', 'cidade', { maxLength: 80 }),
  // The driver may be the appellant (writer/common.ts appellant): the same blanks as the owner's.
  'driver.name': f('Nome completo', 'condutor', 'text', 'nome completo', { maxLength: 120 }),
  'driver.cpf': f('CPF', 'condutor', 'cpf', 'CPF', { maxLength: 14 }),
  'driver.cnh': f('Número da CNH', 'condutor', 'digits', 'nº da CNH', { maxLength: 11, digits: [9, 11] }),
  'driver.address': f('Endereço completo (com CEP)', 'condutor', 'text', 'endereço completo com CEP', {
    maxLength: 250,
  }),
  'infraction.date': f('Data da infração', 'datas', 'date', 'data da infração'),
  'infraction.time': f('Hora da infração', 'datas', 'time', 'hora da infração'),
  'notice.issueDate': f('Data de emissão da notificação', 'datas', 'date', 'data de emissão da notificação'),
  'notice.dispatchDate': f('Data de postagem da notificação', 'datas', 'date', 'data de postagem'),
  'notice.deadline': f('Prazo para defesa ou recurso', 'datas', 'date', 'prazo indicado na notificação'),
  'speed.verificationDate': f(
    'Última verificação do INMETRO',
    'datas',
    'date',
    'data da verificação do INMETRO',
  ),
  'breath.verificationDate': f(
    'Última verificação do etilômetro (INMETRO)',
    'datas',
    'date',
    'data da verificação do etilômetro',
  ),
  'suspension.openingDate': f('Data de instauração do processo', 'datas', 'date', 'data de instauração'),
  'suspension.periodStart': f(
    'Início do período de apuração',
    'datas',
    'date',
    'início do período de apuração',
  ),
  'suspension.periodEnd': f('Fim do período de apuração', 'datas', 'date', 'fim do período de apuração'),
  // The petition's "<cidade>, <data>." line (writer/common.ts placeAndDate): asked when no city is known.
  signingCity: f('Cidade onde você assina o recurso', 'assinatura', 'text', 'cidade', { maxLength: 80 }),
  'decision.processNumber': f('Número do processo na JARI', 'decisao', 'text', 'nº do processo na JARI', {
    maxLength: 60,
  }),
  'decision.noticeNumber': f(
    'Auto de infração citado na decisão',
    'decisao',
    'text',
    'nº do auto na decisão',
    {
      maxLength: 21,
    },
  ),
  'decision.result': f('Resultado do julgamento', 'decisao', 'choice', 'resultado do julgamento', {
    options: DECISION_RESULTS,
  }),
  'decision.reasons': f('Motivos da decisão', 'decisao', 'text', 'motivos da decisão da JARI', {
    maxLength: 2000,
  }),
  'decision.date': f('Data do julgamento', 'decisao', 'date', 'data do julgamento'),
  'decision.notifiedOn': f(
    'Data da notificação da decisão',
    'decisao',
    'date',
    'data da notificação da decisão',
  ),
  'decision.deadline': f('Prazo para recorrer ao CETRAN', 'decisao', 'date', 'prazo indicado na decisão'),
  // What only the driver knows: asked when the audit's outcome depends on the answer.
  'infraction.signedAtRoadside': f(
    'O condutor assinou o auto de infração no momento da abordagem?',
    'perguntas',
    'yesno',
    'se o auto foi assinado pelo condutor na abordagem',
    {
      hint: 'O auto assinado na abordagem vale como notificação da autuação (art. 280, VI, do CTB): muda o prazo que se pode discutir.',
    },
  ),
  'notice.priorDefenceFiled': f(
    'Você apresentou defesa prévia contra esta autuação?',
    'perguntas',
    'yesno',
    'se houve defesa prévia',
    {
      hint: 'Sem defesa prévia, a penalidade deve ser notificada em 180 dias; com ela, em 360 (art. 282, § 6º, do CTB).',
    },
  ),
  'notice.autuacaoReceived': f(
    'Você recebeu antes a notificação da autuação (com prazo para defesa prévia)?',
    'perguntas',
    'yesno',
    'se a notificação da autuação foi recebida',
    { hint: 'A penalidade exige a notificação da autuação antes dela (Súmula 312 do STJ).' },
  ),
  'notice.imageWithPlate': f(
    'A notificação traz a foto do veículo com a placa legível?',
    'perguntas',
    'yesno',
    'se a notificação traz a imagem com a placa',
    {
      hint: 'No radar, o auto e a notificação devem conter a imagem com a placa (Resolução CONTRAN nº 798/2020, art. 9º).',
    },
  ),
  'suspension.professional': f(
    'Você exerce atividade remunerada ao volante (EAR na CNH)?',
    'perguntas',
    'yesno',
    'se exerce atividade remunerada ao volante',
    {
      hint: 'Para quem exerce atividade remunerada, a suspensão por pontos só ocorre aos 40 pontos (art. 261, § 5º, do CTB).',
    },
  ),
  'suspension.pendingAppeals': f(
    'Alguma das infrações somadas ainda aguarda julgamento de defesa ou recurso?',
    'perguntas',
    'yesno',
    'se há infração somada ainda em julgamento',
    {
      hint: 'O recurso contra a penalidade tem efeito suspensivo (art. 285 do CTB): seus pontos não podem ser somados antes da decisão.',
    },
  ),
};

const DEFAULT_MAX: Record<FieldKind, number> = {
  text: 120,
  date: 10,
  time: 5,
  number: 6,
  money: 12,
  cpf: 14,
  cnpj: 18,
  plate: 8,
  code: 6,
  digits: 11,
  year: 4,
  decimal: 8,
  yesno: 5,
  choice: 40,
};

/** The fields the review step and the API accept, in display order. */
export const FACT_FIELDS: readonly FieldSpec[] = Object.entries(ROWS).map(([path, row]) => ({
  ...(row as Row),
  ...((row as Row).kind === 'yesno' ? { options: YES_NO } : {}),
  path: path as FactPath,
  maxLength: (row as Row).maxLength ?? DEFAULT_MAX[(row as Row).kind],
}));

const BY_PATH = new Map(FACT_FIELDS.map((s) => [s.path, s]));

/** The field of a path; undefined for facts nobody types (the catalogue row). */
export const fieldOf = (path: string): FieldSpec | undefined => BY_PATH.get(path as FactPath);

/** The label of a path, for messages; the path itself when it has none. */
export const fieldLabel = (path: string): string => fieldOf(path)?.label ?? path;

/** The writer's blank for a path: "[preencher: …]" asks for exactly what the review step names. */
export const fieldBlank = (path: FactPath): string => fieldOf(path)?.blank ?? path;

/** Group titles; the appellant of a suspension is the licence holder. */
export function groupLabel(group: FieldGroup, appealType: 'traffic' | 'suspension'): string {
  switch (group) {
    case 'auto':
      return appealType === 'suspension' ? 'Processo' : 'Auto de infração';
    case 'veiculo':
      return 'Veículo';
    case 'infracao':
      return 'Infração';
    case 'proprietario':
      return appealType === 'suspension' ? 'Titular da CNH' : 'Proprietário';
    case 'condutor':
      return 'Condutor';
    case 'datas':
      return 'Datas';
    case 'assinatura':
      return 'Assinatura';
    case 'decisao':
      return 'Decisão da JARI';
    case 'perguntas':
      return 'Perguntas sobre o seu caso';
  }
}

export type FieldInput = string | number | null | undefined;
export type ParsedField = { ok: true; value: string | number | boolean } | { ok: false; message: string };

const MESSAGES: Record<FieldKind, string> = {
  text: 'Preencha este campo.',
  date: 'Informe uma data válida (dd/mm/aaaa).',
  time: 'Informe a hora no formato HH:MM.',
  number: 'Informe um número inteiro.',
  money: 'Informe um valor em reais (ex.: 293,47).',
  cpf: 'CPF inválido',
  cnpj: 'CNPJ inválido',
  plate: 'Placa inválida (ex.: ABC-1D23 ou ABC-1234).',
  code: 'Informe o código no formato 000-00 (ex.: 745-50).',
  digits: 'Informe só os números.',
  year: 'Informe o ano com 4 dígitos.',
  decimal: 'Informe um número (ex.: 0,42).',
  yesno: 'Escolha uma das opções.',
  choice: 'Escolha uma das opções.',
};

const ok = (value: string | number | boolean): ParsedField => ({ ok: true, value });
const fail = (spec: FieldSpec): ParsedField => ({ ok: false, message: MESSAGES[spec.kind] });

function validDate(iso: string): boolean {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d && y >= 1950;
}

/**
 * A typed value as the fact's value, or the Portuguese message of what is wrong. Accepts what a
 * driver types (masks, "dd/mm/aaaa", "293,47"); the facts schema checks the result again. Blank input
 * is not a value: the caller decides whether the field may stay empty.
 */
export function parseFieldValue(path: FactPath, input: FieldInput): ParsedField | undefined {
  const spec = fieldOf(path);
  if (!spec) return { ok: false, message: 'Este dado não pode ser alterado.' };
  const raw = typeof input === 'number' ? String(input) : (input ?? '').trim();
  if (raw === '') return undefined;
  if (raw.length > Math.max(spec.maxLength, 20) && spec.kind !== 'text') return fail(spec);
  if (raw.length > spec.maxLength && spec.kind === 'text')
    return { ok: false, message: `Use no máximo ${spec.maxLength} caracteres.` };
  const digits = raw.replace(/\D/g, '');
  switch (spec.kind) {
    case 'text':
      return ok(raw.replace(/\s+/g, ' '));
    case 'date': {
      const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(raw);
      const iso = br ? `${br[3]}-${br[2]}-${br[1]}` : raw;
      return /^\d{4}-\d{2}-\d{2}$/.test(iso) && validDate(iso) ? ok(iso) : fail(spec);
    }
    case 'time': {
      const m = /^(\d{1,2})[:h](\d{2})$/.exec(raw);
      if (!m || Number(m[1]) > 23 || Number(m[2]) > 59) return fail(spec);
      return ok(`${(m[1] as string).padStart(2, '0')}:${m[2]}`);
    }
    case 'number':
      return /^\d{1,4}$/.test(raw) && Number(raw) >= (spec.min ?? 1) ? ok(Number(raw)) : fail(spec);
    case 'money': {
      const normal = raw
        .replace(/^R\$\s*/, '')
        .replace(/\.(?=\d{3}(\D|$))/g, '')
        .replace(',', '.');
      return /^\d{1,7}(\.\d{1,2})?$/.test(normal) ? ok(Number(normal)) : fail(spec);
    }
    case 'cpf':
      return /^[\d.\-\s]+$/.test(raw) && isValidCpf(raw) ? ok(digits) : fail(spec);
    case 'cnpj':
      return /^[\d./\-\s]+$/.test(raw) && isValidCnpj(digits) ? ok(digits) : fail(spec);
    case 'plate': {
      const plate = raw.toUpperCase().replace(/[^A-Z0-9]/g, '');
      return /^[A-Z]{3}\d[A-Z0-9]\d{2}$/.test(plate) ? ok(plate) : fail(spec);
    }
    case 'code': {
      const m = /^(\d{3})\s*[-.]?\s*(\d{2})$/.exec(raw);
      return m ? ok(`${m[1]}-${m[2]}`) : fail(spec);
    }
    case 'digits': {
      const [min, max] = spec.digits ?? [1, spec.maxLength];
      if (!/^[\d.\-\s]+$/.test(raw) || digits.length < min || digits.length > max)
        return { ok: false, message: `Informe de ${min} a ${max} números.` };
      return ok(digits);
    }
    case 'year':
      return /^\d{4}$/.test(raw) && Number(raw) >= 1950 && Number(raw) <= 2100 ? ok(raw) : fail(spec);
    case 'decimal': {
      const normal = raw.replace(',', '.');
      return /^\d{1,3}(\.\d{1,3})?$/.test(normal) ? ok(Number(normal)) : fail(spec);
    }
    case 'yesno':
      return raw === 'true' || raw === 'false' ? ok(raw === 'true') : fail(spec);
    case 'choice':
      return spec.options && raw in spec.options ? ok(raw) : fail(spec);
  }
}

/** A fact's value as the form shows it (the inverse of parseFieldValue, with the masks). */
export function fieldText(path: FactPath, value: unknown): string {
  if (value === undefined || value === null) return '';
  const kind = fieldOf(path)?.kind;
  if (kind === 'decimal' && typeof value === 'number') return String(value).replace('.', ',');
  if (kind === 'money' && typeof value === 'number')
    return value.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  if (kind === 'cpf' && typeof value === 'string') return formatCpf(value);
  if (kind === 'cnpj' && typeof value === 'string')
    return value.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
  if (kind === 'plate' && typeof value === 'string')
    return value.length === 7 ? `${value.slice(0, 3)}-${value.slice(3)}` : formatPlate(value);
  return String(value);
}
