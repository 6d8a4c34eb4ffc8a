/**
 * The facts section of a fine's appeal. Every value goes through format.ts: a present but uncertain
 * fact is a visible blank; a fact no document showed is left out (or a blank where the sentence needs it).
 */
import type { Facts } from '../facts/schema';
import { noticeNumber } from './common';
import { blank, certain, date, gravity, maybe, mgL, money, plate, show } from './format';
import { certainRow } from './grounds/classify';

/** The infraction as the notice identifies it: code, description and article from the catalogue. */
export function infractionWords(facts: Facts): string {
  const row = certainRow(facts);
  if (row) return `a infração de código ${row.codigo} – "${row.descricao}" (art. ${row.artigo}, do CTB)`;
  const description = certain(facts.infraction.description);
  if (description) return `a infração descrita como "${description.value}"`;
  return `a infração ${blank('código e descrição da infração')}`;
}

export function trafficFacts(facts: Facts): string[] {
  const i = facts.infraction;
  const row = certainRow(facts);
  const when = `no dia ${date(i.date, 'data da infração')}${i.time ? `, às ${show(i.time, 'hora da infração')}` : ''}`;
  const agency = facts.agency ? `, lavrado pelo(a) ${show(facts.agency, 'órgão autuador')}` : '';
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
      ? ` e multa de ${money(amount.value)}`
      : row.valor !== null
        ? ` e multa prevista de ${money(row.valor)}`
        : '';
    pars.push(
      `A infração é classificada como de natureza ${gravity(row.gravidade)}, com ${row.pontos} pontos${value}.`,
    );
  }
  const speed = speedFacts(facts, 'Segundo a notificação, foram registradas');
  if (speed) pars.push(speed);
  const breath = breathFacts(facts);
  if (breath) pars.push(breath);
  const dates = noticeDates(facts, 'com prazo para manifestação até');
  if (dates) pars.push(noticeSentence('A notificação', dates));
  return pars;
}

/**
 * "A notificação foi emitida em …, com prazo … até …"; with the deadline alone, "A notificação fixou
 * prazo … até …" (never "foi com prazo", issue 26).
 */
export const noticeSentence = (subject: string, dates: string): string =>
  dates.startsWith('com ') ? `${subject} fixou ${dates.slice(4)}.` : `${subject} foi ${dates}.`;

/** "emitida em …, postada em …, com prazo … até …", or '' when no date is printed. */
export function noticeDates(facts: Facts, deadlineWords: string): string {
  const n = facts.notice;
  return [
    n.issueDate ? `emitida em ${date(n.issueDate, 'data de emissão da notificação')}` : '',
    n.dispatchDate ? `postada em ${date(n.dispatchDate, 'data de postagem da notificação')}` : '',
    n.deadline ? `${deadlineWords} ${date(n.deadline, 'prazo indicado na notificação')}` : '',
  ]
    .filter(Boolean)
    .join(', ');
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
  return `${lead} ${parts.join(', ')}${equipment}.`;
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
  const equipment = maybe(b.equipment, (e) => `, no etilômetro ${e}`);
  return `Segundo o registro do teste do etilômetro, foram obtidos ${parts.join(' e ')}${equipment}.`;
}
