/** Facts and grounds for a defence in a licence-suspension process (LEGAL.md "Suspension"). */
import { daysBetween } from '../facts/dates';
import type { Facts } from '../facts/schema';
import { date, show } from './format';

export type SuspensionGroundId =
  | 'janela_doze_meses'
  | 'pontuacao_limite'
  | 'infracoes_em_recurso'
  | 'autossuspensiva'
  | 'notificacao_infracoes'
  | 'prescricao'
  | 'ampla_defesa';

export interface SuspensionGround {
  id: SuspensionGroundId;
  title: string;
  paragraphs: string[];
}

export function suspensionFacts(facts: Facts): string[] {
  const s = facts.suspension;
  const process = s?.processNumber ? `nº ${s.processNumber.value}` : show(undefined, 'nº do processo');
  const agency = facts.agency ? ` pelo(a) ${facts.agency.value}` : '';
  const pars = [
    `Foi instaurado${agency} o processo administrativo ${process}, visando à aplicação da penalidade de suspensão do direito de dirigir ao(à) requerente.`,
  ];
  if (s?.reason?.value === 'infracao_suspensiva' || facts.infraction.catalogue?.value.suspensiva) {
    const row = facts.infraction.catalogue?.value;
    pars.push(
      row
        ? `O fundamento indicado é a infração de código ${row.codigo} – "${row.descricao}" (art. ${row.artigo}, do CTB), que prevê por si só a suspensão do direito de dirigir.`
        : 'O fundamento indicado é infração que prevê por si só a suspensão do direito de dirigir (art. 261, II, do CTB).',
    );
  } else {
    const points = s?.points ? `${s.points.value} pontos` : show(undefined, 'total de pontos indicado');
    const period =
      s?.periodStart && s.periodEnd
        ? ` no período de ${date(s.periodStart, '')} a ${date(s.periodEnd, '')}`
        : ` no período ${show(undefined, 'período de apuração indicado na notificação')}`;
    pars.push(
      `Segundo a notificação, o prontuário do(a) requerente somaria ${points}${period}, o que fundamentaria a suspensão com base no art. 261, I, do CTB.`,
    );
  }
  const n = facts.notice;
  const dates = [
    n.issueDate ? `emitida em ${date(n.issueDate, '')}` : '',
    n.deadline ? `com prazo para defesa até ${date(n.deadline, '')}` : '',
  ].filter(Boolean);
  if (dates.length) pars.push(`A notificação de instauração foi ${dates.join(', ')}.`);
  return pars;
}

export function suspensionGrounds(facts: Facts): SuspensionGround[] {
  const s = facts.suspension;
  const self =
    s?.reason?.value === 'infracao_suspensiva' || facts.infraction.catalogue?.value.suspensiva === true;
  const out: SuspensionGround[] = [];
  if (self) {
    out.push({
      id: 'autossuspensiva',
      title: 'DA INFRAÇÃO AUTOSSUSPENSIVA AINDA NÃO DEFINITIVA',
      paragraphs: [
        'Nas infrações que preveem por si só a suspensão do direito de dirigir (art. 261, II, do CTB), a penalidade de suspensão depende da regularidade do processo da própria infração. Enquanto houver defesa ou recurso pendente contra o auto que a fundamenta, a suspensão não pode ser aplicada, pois o recurso tem efeito suspensivo (art. 285 do CTB).',
        'Requer-se que o órgão comprove que a penalidade da infração de origem é definitiva na esfera administrativa, com as notificações da autuação e da penalidade regularmente expedidas.',
      ],
    });
  } else {
    const window =
      s?.periodStart && s.periodEnd ? daysBetween(s.periodStart.value, s.periodEnd.value) : undefined;
    out.push({
      id: 'janela_doze_meses',
      title: 'DO PERÍODO DE DOZE MESES',
      paragraphs: [
        'O art. 261, I, do CTB, na redação da Lei nº 14.071/2020, só autoriza a suspensão quando o infrator atinge, no período de doze meses, vinte pontos se houver duas ou mais infrações gravíssimas, trinta pontos se houver uma, ou quarenta pontos se não houver nenhuma. Pontos de infrações fora da janela de doze meses não podem ser somados.',
        window !== undefined && window > 366
          ? 'O período indicado na notificação excede doze meses, o que por si só contraria o art. 261, I, do CTB e torna indevida a soma apresentada.'
          : 'Requer-se que o órgão demonstre, infração por infração, a data de cometimento, a natureza e os pontos de cada auto computado, para verificação do limite aplicável e da janela de doze meses.',
      ],
    });
    out.push({
      id: 'infracoes_em_recurso',
      title: 'DOS PONTOS DE INFRAÇÕES AINDA EM DISCUSSÃO',
      paragraphs: [
        'Somente podem ser computados os pontos de infrações cuja penalidade se tornou definitiva na esfera administrativa. Infrações com defesa ou recurso pendente não podem integrar a soma, em razão do efeito suspensivo do art. 285 do CTB.',
      ],
    });
  }
  out.push(
    {
      id: 'notificacao_infracoes',
      title: 'DA NOTIFICAÇÃO DAS INFRAÇÕES DE ORIGEM',
      paragraphs: [
        'Conforme a Súmula 312 do Superior Tribunal de Justiça, cada penalidade exige as notificações da autuação e da penalidade. Requer-se a comprovação da expedição de ambas as notificações para cada auto que fundamenta este processo; as infrações sem essa comprovação devem ser excluídas.',
      ],
    },
    {
      id: 'prescricao',
      title: 'DA PRESCRIÇÃO',
      paragraphs: [
        'A pretensão punitiva da Administração prescreve em cinco anos, e o processo parado por mais de três anos, pendente de julgamento ou despacho, é alcançado pela prescrição intercorrente (Lei nº 9.873/1999). Requer-se a verificação desses prazos em relação a cada infração considerada e a este processo.',
      ],
    },
    {
      id: 'ampla_defesa',
      title: 'DO CONTRADITÓRIO E DA AMPLA DEFESA',
      paragraphs: [
        'O art. 5º, LV, da Constituição Federal assegura aos litigantes, em processo administrativo, o contraditório e a ampla defesa. Requer-se vista integral do processo, com cópia de todos os autos e notificações que o instruem, e a devolução do prazo de defesa após o acesso.',
      ],
    },
  );
  return out;
}
