/**
 * Reads one document's text into partial facts. Every value keeps the line it came from.
 * Labels are matched on folded text (lowercase, no accents), so OCR's lost accents do not matter.
 */
import { findInfraction } from '../catalogue';
import { findDates, isoDate } from './dates';
import { findCpfs, findPlates, normalizePlate, PLATE_RE } from './identifiers';
import { dateFinder, type Hit, labelled, labelledText, regexFinder, timeFinder } from './labels';
import { findNoticeNumberInLines } from './notice-number';
import type { Stage } from './schema';
import { type Line, titleCase, toLines } from './text';

export interface ParsedPerson {
  name?: Hit<string>;
  cpf?: Hit<string>;
  cnh?: Hit<string>;
  address?: Hit<string>;
}

export interface ParsedDocument {
  noticeNumber?: Hit<string>;
  stage?: Hit<Stage>;
  appealType?: Hit<'traffic' | 'suspension'>;
  agency?: Hit<string>;
  plate?: Hit<string>;
  model?: Hit<string>;
  renavam?: Hit<string>;
  code?: Hit<string>;
  description?: Hit<string>;
  date?: Hit<string>;
  time?: Hit<string>;
  place?: Hit<string>;
  amount?: Hit<number>;
  measured?: Hit<number>;
  considered?: Hit<number>;
  limit?: Hit<number>;
  equipment?: Hit<string>;
  verificationDate?: Hit<string>;
  issueDate?: Hit<string>;
  dispatchDate?: Hit<string>;
  deadline?: Hit<string>;
  owner: ParsedPerson;
  driver: ParsedPerson;
  processNumber?: Hit<string>;
  points?: Hit<number>;
  periodStart?: Hit<string>;
  periodEnd?: Hit<string>;
  reason?: Hit<'pontos' | 'infracao_suspensiva'>;
}

const L = (...res: string[]): RegExp[] => res.map((r) => new RegExp(r));

const LABELS = {
  date: L(
    // OCR often glues "Data da" into "Datada".
    'data\\s*(?:da|de)\\s+(?:infracao|autuacao|cometimento)',
    'data\\s+do\\s+cometimento',
    'data\\s*/\\s*hora',
    'data\\s+e\\s+hora',
    '^data(?=\\s*:|$)',
  ),
  time: L(
    'hora\\s+(?:da\\s+)?(?:infracao|autuacao)',
    'horario',
    'data\\s*/\\s*hora',
    'data\\s+e\\s+hora',
    '(?<![a-z])hora(?![a-z])',
  ),
  issue: L('data\\s+(?:de|da)\\s+emissao', 'emitid[oa]\\s+em', 'data\\s+da\\s+notificacao', 'emissao'),
  dispatch: L(
    'data\\s+(?:de|da)\\s+(?:postagem|expedicao|envio)',
    'postad[oa]\\s+em',
    'expedid[oa]\\s+em',
    'enviad[oa]\\s+em',
  ),
  deadline: L(
    'prazo\\s+(?:final\\s+)?(?:para|de)\\s+(?:apresentacao|interposicao|protocolo|indicacao)[a-z ]*',
    'data\\s+limite[a-z ]*',
    'apresentar\\s+(?:a\\s+)?(?:defesa|recurso)[a-z ]*\\s+ate',
    'prazo\\s*(?:final)?\\s*:',
    'vencimento\\s+(?:do\\s+prazo|da\\s+defesa)',
  ),
  place: L(
    'local\\s+d[ao]\\s+(?:infracao|cometimento|autuacao)',
    'endereco\\s+da\\s+infracao',
    '^local(?![a-z])',
  ),
  agency: L('orgao\\s+autuador', 'orgao\\s+de\\s+transito', 'entidade\\s+autuadora', 'autuador(?![a-z])'),
  code: L(
    'codigo\\s+(?:da\\s+)?infracao',
    'cod\\.?\\s+(?:da\\s+)?infracao',
    'codigo\\s*/\\s*desdobramento',
    'enquadramento',
    'codigo\\s+(?:do\\s+)?enquadramento',
    '^codigo(?![a-z])',
  ),
  description: L('descricao\\s+da\\s+infracao', 'descricao(?![a-z])', '^infracao(?=\\s*:)'),
  plate: L('placa(?:\\s+do\\s+veiculo)?'),
  model: L('marca\\s*/\\s*modelo', 'modelo(?![a-z])'),
  renavam: L('renavam'),
  measured: L('velocidade\\s+(?:medida|aferida|registrada|constatada)'),
  considered: L('velocidade\\s+considerada'),
  limit: L(
    'velocidade\\s+(?:maxima\\s+)?(?:permitida|regulamentada|limite)',
    'limite\\s+de\\s+velocidade',
    'velocidade\\s+maxima',
  ),
  equipment: L('equipamento(?:\\s+medidor)?', 'instrumento\\s+(?:medidor|de\\s+medicao)', 'medidor(?![a-z])'),
  verification: L('(?:data\\s+da\\s+)?(?:ultima\\s+)?(?:afericao|verificacao)(?:\\s+inmetro)?'),
  amount: L('valor\\s+(?:da\\s+multa|original|a\\s+pagar|total)', '^valor(?![a-z])'),
  name: L(
    '^nome(?:\\s+(?:do|da)\\s+(?:proprietari[oa]|condutor[a]?|infrator[a]?|interessad[oa]))?',
    '^(?:proprietari[oa]|condutor[a]?|infrator[a]?)(?=\\s*:)',
  ),
  cpf: L('cpf(?:\\s*/\\s*cnpj)?'),
  cnh: L('(?:n[o.]{1,2}\\s+(?:da\\s+)?|registro\\s+(?:da\\s+)?)?cnh', 'registro\\s+de\\s+habilitacao'),
  address: L('^endereco(?:\\s+(?:do|da)\\s+(?:proprietari[oa]|condutor[a]?))?', '^domicilio'),
  process: L(
    'processo(?:\\s+administrativo)?(?:\\s+de\\s+suspensao)?\\s*(?:n[o.]{1,2}|numero)',
    'n[o.]{1,2}\\s+do\\s+processo',
  ),
  points: L(
    '(?:total\\s+de\\s+)?pontos(?:\\s+computados|\\s+acumulados)?',
    'pontuacao(?:\\s+acumulada|\\s+total)?',
  ),
  period: L('periodo(?:\\s+de\\s+apuracao|\\s+de\\s+referencia)?'),
};

const SPEED = /(\d{2,3})(?:[.,]\d)?\s*(?:km\s*\/?\s*h)?(?![\d/])/;
/** Positive numbers only: "0 km/h" or "00 pontos" is a misread, not a fact (and fails the schema). */
const num = (re: RegExp, min = 1) =>
  regexFinder(re, (m) => {
    const n = Number((m[1] as string).replace(',', '.'));
    return Number.isFinite(n) && n >= min ? n : undefined;
  });

const codeFinder = regexFinder(/(?<!\d)(\d{3})\s?[-.]?\s?(\d)\s?[-.]?\s?(\d)(?![\d/.,])/, (m) => {
  const row = findInfraction(`${m[1]}${m[2]}${m[3]}`);
  return row?.codigo;
});

const plateFinder = regexFinder(PLATE_RE, (m, text) => {
  const raw = text.slice(m.index ?? 0, (m.index ?? 0) + m[0].length);
  const parts = raw.match(/^([A-Za-z]{3})\s?[-–—]?\s?(\d[A-Za-z0-9]\d{2})$/);
  return parts ? normalizePlate(parts[1] as string, parts[2] as string) : undefined;
});

const cpfFinder = regexFinder(/\d{3}\s?[.:,]?\s?\d{3}\s?[.:,]?\s?\d{3}\s?-?\s?\d{2}/, (m) => {
  const hit = findCpfs(m[0])[0];
  return hit?.value;
});

const AMOUNT = /r\$\s*-?\s*(\d{1,3}(?:\.\d{3})*,\d{2}|\d+,\d{2})/;
const amountFinder = regexFinder(AMOUNT, (m) =>
  Number((m[1] as string).replace(/\./g, '').replace(',', '.')),
);

/** Another label where a value should be: not a value. */
const looksLikeLabel = (v: string): boolean => /:\s*$/.test(v) || v.length < 3;

function findStage(lines: readonly Line[]): { stage?: Hit<Stage>; type?: Hit<'traffic' | 'suspension'> } {
  for (const line of lines) {
    const f = line.folded;
    if (/suspensao\s+do\s+direito\s+de\s+dirigir/.test(f) && /(instauracao|processo|notificacao)/.test(f))
      return { stage: { value: 'suspensao', line: line.no }, type: { value: 'suspension', line: line.no } };
    if (/notificacao\s+(?:da|de)\s+(?:imposicao\s+(?:da|de)\s+)?penalidade/.test(f))
      return { stage: { value: 'jari', line: line.no }, type: { value: 'traffic', line: line.no } };
    if (/notificacao\s+(?:da|de)\s+autuacao/.test(f))
      return { stage: { value: 'defesa_previa', line: line.no }, type: { value: 'traffic', line: line.no } };
  }
  for (const line of lines) {
    if (/suspensao\s+do\s+direito\s+de\s+dirigir/.test(line.folded))
      return { stage: { value: 'suspensao', line: line.no }, type: { value: 'suspension', line: line.no } };
  }
  return {};
}

const AGENCIES =
  /(detran\s*[-/]?\s*[a-z]{2}(?![a-z])|der\s*[-/]\s*[a-z]{2}(?![a-z])|policia\s+rodoviaria\s+federal|dnit|departamento\s+(?:estadual\s+)?de\s+transito[a-z ]*|departamento\s+de\s+estradas\s+de\s+rodagem[a-z ]*|secretaria\s+municipal\s+de\s+(?:mobilidade|transportes?|transito)[a-z ,]*|companhia\s+de\s+engenharia\s+de\s+trafego|autarquia\s+municipal\s+de\s+transito[a-z ]*|prefeitura\s+(?:municipal\s+)?de\s+[a-z ]+)/;

function findAgencyHeader(lines: readonly Line[]): Hit<string> | undefined {
  for (const line of lines.slice(0, 12)) {
    const m = line.folded.match(AGENCIES);
    if (m) return { value: line.text.replace(/\s+-\s+(?:notifica|auto).*$/i, '').trim(), line: line.no };
  }
  return undefined;
}

/** Splits a document into the owner's and the driver's blocks by their headings. */
function personBlocks(lines: readonly Line[]): { owner: Line[]; driver: Line[] } {
  const owner: Line[] = [];
  const driver: Line[] = [];
  let current: 'owner' | 'driver' | 'none' = 'none';
  for (const line of lines) {
    const f = line.folded;
    const heading = f.length < 60 && !f.includes(':');
    if (heading && /(proprietari|dados\s+do\s+veiculo\s+e\s+proprietario)/.test(f)) current = 'owner';
    else if (heading && /(condutor|infrator|motorista)/.test(f)) current = 'driver';
    else if (
      heading &&
      /^(dados|identificacao|local|infracao|veiculo|equipamento)/.test(f) &&
      !/(proprietari|condutor)/.test(f)
    )
      current = 'none';
    if (current === 'owner') owner.push(line);
    if (current === 'driver') driver.push(line);
  }
  return { owner, driver };
}

function parsePerson(lines: readonly Line[]): ParsedPerson {
  const name = labelledText(lines, LABELS.name, (v) => /^[A-Za-zÀ-ú' ]{5,80}$/.test(v) && v.includes(' '));
  const cpf = labelled(lines, LABELS.cpf, cpfFinder);
  const cnh = labelled(
    lines,
    LABELS.cnh,
    regexFinder(/(?<!\d)(\d{9,11})(?!\d)/, (m) => m[1]),
  );
  const address = labelledText(lines, LABELS.address, (v) => v.length >= 8 && /\d/.test(v));
  return {
    ...(name
      ? { name: { value: /[a-z]/.test(name.value) ? name.value : titleCase(name.value), line: name.line } }
      : {}),
    ...(cpf ? { cpf } : {}),
    ...(cnh ? { cnh } : {}),
    ...(address ? { address } : {}),
  };
}

function firstDateInProse(lines: readonly Line[], near: RegExp): Hit<string> | undefined {
  for (const line of lines) {
    if (!near.test(line.folded)) continue;
    const d = findDates(line.folded)[0];
    if (d) return { value: d.value, line: line.no };
  }
  return undefined;
}

/** "no dia 05/05/2026, às 9h15": a time after "às" on a line that also has a date. */
function timeInProse(lines: readonly Line[]): Hit<string> | undefined {
  for (const line of lines) {
    if (findDates(line.folded).length === 0) continue;
    const at = line.folded.search(/\bas\s+\d/);
    if (at < 0) continue;
    const t = timeFinder(line.folded.slice(at + 3), line.text.slice(at + 3))[0];
    if (t && t.index <= 1) return { value: t.value, line: line.no };
  }
  return undefined;
}

export function parseDocument(text: string): ParsedDocument {
  const lines = toLines(text);
  const { stage, type } = findStage(lines);
  const blocks = personBlocks(lines);
  // Without an owner heading, the owner's fields are those outside the driver's block.
  const driverLines = new Set(blocks.driver);
  const owner = parsePerson(blocks.owner.length ? blocks.owner : lines.filter((l) => !driverLines.has(l)));
  const driver = blocks.driver.length ? parsePerson(blocks.driver) : {};

  const plate =
    labelled(lines, LABELS.plate, plateFinder) ??
    (() => {
      for (const line of lines) {
        const p = findPlates(line.text)[0];
        if (p) return { value: p.value, line: line.no };
      }
      return undefined;
    })();

  let code = labelled(lines, LABELS.code, codeFinder, 30);
  if (!code) {
    for (const line of lines) {
      const c = codeFinder(line.folded, line.text).find((x) =>
        /\d{3}\s?-\s?\d{2}/.test(line.folded.slice(x.index, x.end)),
      );
      if (c) {
        code = { value: c.value, line: line.no };
        break;
      }
    }
  }

  // "01/03/2025 a 28/02/2026": the first two dates after the label (OCR may garble the "a").
  const period = labelled(lines, LABELS.period, (folded) => {
    const [a, b] = findDates(folded);
    return a && b ? [{ value: `${a.value}|${b.value}`, index: a.index, end: b.end }] : [];
  });

  const out: ParsedDocument = {
    owner,
    driver,
    noticeNumber: findNoticeNumberInLines(lines),
    stage,
    appealType: type,
    agency: labelledText(lines, LABELS.agency, (v) => !looksLikeLabel(v)) ?? findAgencyHeader(lines),
    plate,
    model: labelledText(lines, LABELS.model, (v) => !looksLikeLabel(v) && v.length <= 60),
    renavam: labelled(
      lines,
      LABELS.renavam,
      regexFinder(/(?<!\d)(\d{9,11})(?!\d)/, (m) => m[1]),
    ),
    code,
    description: labelledText(lines, LABELS.description, (v) => v.length >= 10),
    date: labelled(lines, LABELS.date, dateFinder) ?? firstDateInProse(lines, /(infracao|cometid|autuad)/),
    time: labelled(lines, LABELS.time, timeFinder) ?? timeInProse(lines),
    place: labelledText(lines, LABELS.place, (v) => v.length >= 5 && !looksLikeLabel(v)),
    amount: labelled(lines, LABELS.amount, amountFinder),
    measured: labelled(lines, LABELS.measured, num(SPEED), 20),
    considered: labelled(lines, LABELS.considered, num(SPEED), 20),
    limit: labelled(lines, LABELS.limit, num(SPEED), 20),
    equipment: labelledText(lines, LABELS.equipment, (v) => v.length >= 4 && /\d/.test(v)),
    verificationDate: labelled(lines, LABELS.verification, dateFinder),
    issueDate: labelled(lines, LABELS.issue, dateFinder),
    dispatchDate: labelled(lines, LABELS.dispatch, dateFinder),
    deadline: labelled(lines, LABELS.deadline, dateFinder),
    processNumber: labelledText(lines, LABELS.process, (v) => /\d{3}/.test(v) && v.length <= 30),
    points: labelled(lines, LABELS.points, num(/(\d{1,3})(?:\s*pontos)?(?![\d/])/, 0), 20),
    periodStart: period ? { value: period.value.split('|')[0] as string, line: period.line } : undefined,
    periodEnd: period ? { value: period.value.split('|')[1] as string, line: period.line } : undefined,
  };
  if (stage?.value === 'suspensao') {
    const reasonLine = lines.find(
      (l) => /(pontuacao|pontos)/.test(l.folded) && /(atingi|soma|limite|total)/.test(l.folded),
    );
    const suspLine = lines.find((l) =>
      /(autossuspensiv|infracao\s+suspensiva|art\.?\s*261,?\s*(?:inciso\s*)?ii(?!i))/.test(l.folded),
    );
    if (suspLine) out.reason = { value: 'infracao_suspensiva', line: suspLine.no };
    else if (reasonLine) out.reason = { value: 'pontos', line: reasonLine.no };
  }
  // Drop empties so merging is a plain "first defined wins".
  for (const k of Object.keys(out) as (keyof ParsedDocument)[]) if (out[k] === undefined) delete out[k];
  return out;
}

export { isoDate };
