/**
 * The facts section of a defence in a licence-suspension process (LEGAL.md "Suspension"): the process,
 * and, by its kind, the points counted (art. 261 I) or the underlying auto (art. 261 II).
 */
import type { Facts } from '../facts/schema';
import { processKind } from '../notice-audit/classify';
import { noticeNumber, processNumber, withAgency } from './common';
import { blank, date, plate, show } from './format';
import { breathFacts, infractionWords, noticeDates, speedFacts } from './traffic';

export function suspensionFacts(facts: Facts): string[] {
  const s = facts.suspension;
  const agency = facts.agency ? ` ${withAgency(facts, 'por')}` : '';
  const opened = s?.openingDate ? ` em ${date(s.openingDate, 'data de instauração')}` : '';
  const pars = [
    `Foi instaurado${agency}${opened} o processo administrativo nº ${processNumber(facts)}, visando à aplicação da penalidade de suspensão do direito de dirigir à parte requerente.`,
  ];
  const kind = processKind(facts, true);
  if (kind === 'infracao_suspensiva') pars.push(...underlyingAuto(facts));
  else if (kind === 'pontos') {
    const points = s?.points
      ? `${show(s.points, 'total de pontos indicado')} pontos`
      : blank('total de pontos indicado');
    const period =
      s?.periodStart && s.periodEnd
        ? ` no período de ${date(s.periodStart, 'início do período')} a ${date(s.periodEnd, 'fim do período')}`
        : ` no período ${blank('período de apuração indicado na notificação')}`;
    pars.push(
      `Segundo a notificação, o prontuário da parte requerente somaria ${points}${period}, o que fundamentaria a suspensão com base no art. 261, I, do CTB.`,
    );
  } else
    pars.push(
      `O fundamento da suspensão indicado na notificação é ${blank('soma de pontos ou infração que por si só prevê a suspensão, conforme a notificação')}.`,
    );
  pars.push(...noticeDates(facts, 'defesa_suspensao', 'A notificação de instauração'));
  return pars;
}

/** Art. 261 II: the process comes from one auto, named with its number, date, place and plate. */
function underlyingAuto(facts: Facts): string[] {
  const i = facts.infraction;
  const details = [
    i.date ? `em ${date(i.date, 'data da infração')}` : '',
    i.place ? `no local ${show(i.place, 'local da infração')}` : '',
    facts.vehicle.plate ? `com o veículo de placa ${plate(facts.vehicle.plate)}` : '',
  ].filter(Boolean);
  const out = [
    `O processo decorre do Auto de Infração nº ${noticeNumber(facts, 'nº do auto de infração de origem')}, que imputa à parte requerente, ${details.length ? `${details.join(', ')}, ` : ''}${infractionWords(facts)}, infração que prevê por si só a suspensão do direito de dirigir (art. 261, II, do CTB), cujo processo é instaurado concomitantemente ao da multa (art. 261, § 10).`,
  ];
  const breath = breathFacts(facts);
  if (breath) out.push(breath);
  const speed = speedFacts(facts, 'Segundo o auto, foram registradas');
  if (speed) out.push(speed);
  return out;
}
