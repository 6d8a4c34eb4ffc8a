/**
 * The facts section of a fine's appeal. Every value goes through format.ts: a present but uncertain
 * fact is a visible blank; a fact no document showed is left out (or a blank where the sentence needs it).
 */
import type { Facts } from '../facts/schema';
import { certainRow } from '../notice-audit/classify';
import type { PieceKind } from '../notice-audit/types';
import { noticeNumber, withAgency } from './common';
import { blank, certain, ctbArticle, date, gravity, maybe, mgL, money, plate, show } from './format';

/** The infraction as the notice identifies it: code, description and article from the catalogue. */
export function infractionWords(facts: Facts): string {
  const row = certainRow(facts);
  if (row) return `a infração de código ${row.codigo} – "${row.descricao}" (${ctbArticle(row.artigo)})`;
  const description = certain(facts.infraction.description);
  if (description) return `a infração descrita como "${description.value}"`;
  return `a infração ${blank('código e descrição da infração')}`;
}

export function trafficFacts(facts: Facts, kind: PieceKind): string[] {
  const i = facts.infraction;
  const row = certainRow(facts);
  const when = `no dia ${date(i.date, 'data da infração')}${i.time ? `, às ${show(i.time, 'hora da infração')}` : ''}`;
  const agency = facts.agency ? `, lavrado ${withAgency(facts, 'por')}` : '';
  const owner = facts.owner.name
    ? `, registrado em nome de ${show(facts.owner.name, 'proprietário indicado na notificação', (v) => v.toUpperCase())},`
    : '';
  const pars = [
    `Consta do Auto de Infração nº ${noticeNumber(facts)}${agency}, que ${when}, no local ${show(i.place, 'local da infração')}, o veículo de placa ${plate(facts.vehicle.plate)}${owner} teria cometido ${infractionWords(facts)}.`,
  ];
  if (row?.gravidade) {
    // A printed amount is the notice's; otherwise it is the amount the CTB table sets for the code.
    const amount = certain(i.amount);
    const value = amount
      ? `multa de ${money(amount.value)}`
      : row.valor !== null
        ? `multa prevista de ${money(row.valor)}`
        : '';
    // Points likewise: the printed ones (a mismatch is argued by pontos_infracao; the facts must not
    // contradict it), else the table's.
    const printedPoints = certain(i.points)?.value;
    const pointsValue = printedPoints ?? row.pontos;
    const points = row.suspensiva || pointsValue === null ? '' : `${pointsValue} pontos`;
    const withWhat = [points, value].filter(Boolean).join(' e ');
    pars.push(
      `A infração é classificada como de natureza ${gravity(row.gravidade)}${withWhat ? `, com ${withWhat}` : ''}.`,
    );
  }
  const speed = speedFacts(facts, 'Segundo a notificação, foram registradas');
  if (speed) pars.push(speed);
  const breath = breathFacts(facts);
  if (breath) pars.push(breath);
  pars.push(...noticeDates(facts, kind));
  return pars;
}

const DEADLINE_FOR: Record<PieceKind, string> = {
  defesa: 'para a defesa prévia',
  recurso_jari: 'para o recurso',
  recurso_cetran: 'para o recurso',
  defesa_suspensao: 'para a defesa',
  indefinida: 'para a defesa ou o recurso',
};

/**
 * "A notificação foi emitida em … e postada em …." and "O prazo indicado na notificação para … termina
 * em …."; each sentence only when it has its fact (a missing date never leaves a broken sentence).
 */
export function noticeDates(facts: Facts, kind: PieceKind, what = 'A notificação'): string[] {
  const n = facts.notice;
  const sent = [
    n.issueDate ? `emitida em ${date(n.issueDate, 'data de emissão da notificação')}` : '',
    n.dispatchDate ? `postada em ${date(n.dispatchDate, 'data de postagem da notificação')}` : '',
  ].filter(Boolean);
  const out: string[] = [];
  if (sent.length) out.push(`${what} foi ${sent.join(' e ')}.`);
  // A second instance counts from the JARI's decision: the first notice's deadline is past and beside the point.
  if (n.deadline && kind !== 'recurso_cetran')
    out.push(
      `O prazo indicado na notificação ${DEADLINE_FOR[kind]} termina em ${date(n.deadline, 'prazo indicado na notificação')}.`,
    );
  return out;
}

/** The speeds and equipment as printed, after `lead`; '' when none is printed. */
export function speedFacts(facts: Facts, lead: string): string {
  const s = facts.speed;
  if (!s?.measured && !s?.considered && !s?.limit) return '';
  const parts = [
    s.measured ? `velocidade medida de ${show(s.measured, 'velocidade medida')} km/h` : '',
    s.considered ? `velocidade considerada de ${show(s.considered, 'velocidade considerada')} km/h` : '',
    s.limit ? `velocidade máxima permitida de ${show(s.limit, 'velocidade máxima permitida')} km/h` : '',
  ].filter(Boolean);
  const equipment = s.equipment ? `, pelo equipamento ${show(s.equipment, 'equipamento medidor')}` : '';
  const verified = maybe(
    s.verificationDate,
    (v) => `, com última verificação pelo INMETRO em ${v.split('-').reverse().join('/')}`,
  );
  return `${lead} ${parts.join(', ')}${equipment}${verified}.`;
}

/** The breathalyser test as recorded (art. 165): measured and considered values, or the refusal. */
export function breathFacts(facts: Facts): string {
  const b = facts.breath;
  if (!b) return '';
  if (certain(b.refused)?.value === true && !b.measured)
    return 'Segundo o registro, o condutor teria se recusado a realizar o teste do etilômetro.';
  const parts = [
    b.measured ? `valor medido de ${show(b.measured, 'valor medido', mgL)} mg/L` : '',
    b.considered ? `valor considerado de ${show(b.considered, 'valor considerado', mgL)} mg/L` : '',
  ].filter(Boolean);
  if (!parts.length) return '';
  const equipment = [
    maybe(b.equipment, (e) => `etilômetro ${e}`),
    maybe(b.serial, (s) => `nº de série ${s}`),
    maybe(
      b.verificationDate,
      (v) => `com última verificação pelo INMETRO em ${v.split('-').reverse().join('/')}`,
    ),
  ]
    .filter(Boolean)
    .join(', ');
  return `Segundo o registro do teste do etilômetro, foram obtidos ${parts.join(' e ')}${equipment ? ` (${equipment})` : ''}.`;
}
