/**
 * The notice audit's cases: for every rule, notices that prove the defect, show the requirement met,
 * and do not show it (rules.test.ts), and the rules the documents can never decide, with why. Shared
 * by the legal-sources test (every rule argued at least once).
 */
import type { FactPath, Facts } from '@recurso/core/facts';
import { byPoints, doc, type Patch, suspensionNotice, trafficNotice, typed } from '../writer/facts-fixtures';

export const signedOn = new Date(2026, 2, 20);
const speeding = (patch: Patch = {}) =>
  trafficNotice({
    'infraction.code': doc('745-50'),
    agency: doc('DER-SP'),
    'infraction.place': doc('Rodovia SP-330, km 98'),
    ...patch,
  });
const penalty = (patch: Patch = {}) => trafficNotice({ stage: doc('jari'), ...patch });
const byInfraction = (code: string, patch: Patch = {}) =>
  suspensionNotice({
    'infraction.code': doc(code),
    'infraction.date': doc('2026-03-15'),
    'vehicle.plate': doc('QWE4R21'),
    ...patch,
  });
const yes = (path: FactPath) => typed(true, path);
const no = (path: FactPath) => typed(false, path);

export interface Cases {
  defect?: (() => Facts)[];
  met?: (() => Facts)[];
  notShown?: (() => Facts)[];
}

export const CASES: Record<string, Cases> = {
  art281_prazo: {
    defect: [
      () =>
        trafficNotice({
          'infraction.date': doc('2026-01-10'),
          'notice.issueDate': doc('2026-02-25'),
          'infraction.signedAtRoadside': no('infraction.signedAtRoadside'),
        }),
      // A fixed speed camera: nobody signed at the roadside, the driver is not asked.
      () =>
        speeding({
          'infraction.date': doc('2026-01-10'),
          'notice.issueDate': doc('2026-02-25'),
          'speed.equipment': doc('Radar fixo VELOX-3'),
        }),
    ],
    met: [
      () => trafficNotice({ 'infraction.date': doc('2026-02-10'), 'notice.issueDate': doc('2026-03-12') }),
      // Signed at the roadside: the auto was the notice (art. 280 VI), the late NA is no defect.
      () =>
        trafficNotice({
          'infraction.date': doc('2026-01-10'),
          'notice.issueDate': doc('2026-02-25'),
          'infraction.signedAtRoadside': yes('infraction.signedAtRoadside'),
        }),
    ],
    notShown: [
      () => trafficNotice({ 'infraction.date': doc('2026-01-10'), 'notice.issueDate': doc('2026-02-25') }),
    ],
  },
  art281A_prazo_defesa: {
    defect: [() => trafficNotice({ 'notice.deadline': doc('2026-03-30') })],
    met: [() => trafficNotice({ 'notice.deadline': doc('2026-04-11') })],
    notShown: [() => trafficNotice({ 'notice.deadline': undefined })],
  },
  art282_decadencia: {
    defect: [
      () => penalty({ 'infraction.date': doc('2025-01-10'), 'notice.issueDate': doc('2026-03-12') }),
      () =>
        penalty({
          'infraction.date': doc('2025-08-01'),
          'notice.issueDate': doc('2026-03-12'),
          'notice.priorDefenceFiled': no('notice.priorDefenceFiled'),
        }),
    ],
    met: [
      () => penalty({ 'infraction.date': doc('2025-11-01'), 'notice.issueDate': doc('2026-03-12') }),
      () =>
        penalty({
          'infraction.date': doc('2025-08-01'),
          'notice.issueDate': doc('2026-03-12'),
          'notice.priorDefenceFiled': yes('notice.priorDefenceFiled'),
        }),
    ],
    notShown: [
      () => penalty({ 'infraction.date': doc('2025-08-01'), 'notice.issueDate': doc('2026-03-12') }),
    ],
  },
  art282_prazo_recurso: {
    defect: [() => penalty({ 'notice.deadline': doc('2026-03-30') })],
    met: [() => penalty()],
    notShown: [() => penalty({ 'notice.deadline': undefined })],
  },
  notificacao_autuacao: {
    defect: [() => penalty({ 'notice.autuacaoReceived': no('notice.autuacaoReceived') })],
    met: [
      () => penalty({ 'notice.autuacaoReceived': yes('notice.autuacaoReceived') }),
      () => penalty({ 'notice.priorDefenceFiled': yes('notice.priorDefenceFiled') }),
    ],
    notShown: [() => penalty()],
  },
  suspensao_prazo_notificacao: {
    defect: [
      () => byPoints({ 'suspension.openingDate': doc('2026-02-10'), 'notice.issueDate': doc('2026-04-20') }),
    ],
    met: [
      () => byPoints({ 'suspension.openingDate': doc('2026-03-25'), 'notice.issueDate': doc('2026-04-20') }),
    ],
    notShown: [() => byPoints()],
  },
  prescricao_federal: {
    defect: [
      () =>
        byInfraction('516-91', {
          agency: doc('Polícia Rodoviária Federal'),
          'infraction.date': doc('2020-11-03'),
        }),
    ],
    // The same dates before a state agency: Lei 9.873/1999 binds the federal administration only.
    met: [() => byInfraction('516-91', { 'infraction.date': doc('2020-11-03') })],
    notShown: [
      () =>
        byInfraction('516-91', { agency: doc('Polícia Rodoviária Federal'), 'infraction.date': undefined }),
    ],
  },
  competencia: {
    defect: [() => trafficNotice()],
    met: [
      () => trafficNotice({ agency: doc('CET') }),
      () => speeding({ agency: doc('DER-SP') }),
      () => trafficNotice({ agency: doc('DETRAN-SP'), 'infraction.place': doc('Rodovia SP-330, km 98') }),
      // The Distrito Federal has no Municipalities: its DETRAN holds their competence (CF art. 32).
      () => speeding({ agency: doc('DETRAN-DF'), 'infraction.place': doc('Av. Sete de Setembro, nº 3213') }),
      () => trafficNotice({ agency: doc('Departamento de Trânsito do Distrito Federal') }),
    ],
    notShown: [() => trafficNotice({ 'infraction.place': undefined })],
  },
  art280_tipificacao: {
    defect: [() => speeding({ 'infraction.legalBasis': doc('Art. 218, II, do CTB') })],
    met: [() => speeding({ 'infraction.legalBasis': doc('Art. 218, I, do CTB') })],
    notShown: [() => speeding()],
  },
  valor_multa: {
    defect: [() => speeding({ 'infraction.amount': doc(195.23) })],
    met: [
      () => speeding({ 'infraction.amount': doc(130.16) }),
      () => speeding({ 'infraction.amount': doc(104.13) }),
    ],
    notShown: [() => speeding()],
  },
  pontos_infracao: {
    defect: [() => speeding({ 'infraction.points': doc(5) })],
    met: [() => speeding({ 'infraction.points': doc(4) })],
    notShown: [() => speeding()],
  },
  pontos_limite: {
    defect: [
      () => byPoints({ 'suspension.points': doc(14) }),
      () =>
        byPoints({ 'suspension.points': doc(36), 'suspension.professional': yes('suspension.professional') }),
      () => byPoints({ 'suspension.points': doc(25), 'suspension.gravissimas': doc(1) }),
    ],
    met: [
      () => byPoints({ 'suspension.points': doc(42) }),
      () =>
        byPoints({
          'suspension.points': doc(22),
          'suspension.gravissimas': doc(2),
          'suspension.professional': no('suspension.professional'),
        }),
    ],
    notShown: [() => byPoints({ 'suspension.points': doc(25) })],
  },
  janela_excedida: {
    defect: [
      () =>
        byPoints({ 'suspension.periodStart': doc('2025-01-01'), 'suspension.periodEnd': doc('2026-03-01') }),
    ],
    met: [() => byPoints()],
    notShown: [() => byPoints({ 'suspension.periodStart': undefined })],
  },
  infracoes_em_recurso: {
    defect: [() => byPoints({ 'suspension.pendingAppeals': yes('suspension.pendingAppeals') })],
    met: [() => byPoints({ 'suspension.pendingAppeals': no('suspension.pendingAppeals') })],
    notShown: [() => byPoints()],
  },
  radar_verificacao: {
    defect: [() => speeding({ 'speed.verificationDate': doc('2025-01-02') })],
    met: [() => speeding({ 'speed.verificationDate': doc('2025-06-10') })],
    notShown: [() => speeding(), () => speeding({ 'speed.verificationDate': doc('2026-03-10') })],
  },
  radar_imagem: {
    defect: [() => speeding({ 'notice.imageWithPlate': no('notice.imageWithPlate') })],
    met: [() => speeding({ 'notice.imageWithPlate': yes('notice.imageWithPlate') })],
    notShown: [() => speeding()],
  },
  radar_tolerancia: {
    defect: [
      () => speeding({ 'speed.measured': doc(81), 'speed.considered': doc(78), 'speed.limit': doc(70) }),
    ],
    met: [() => speeding({ 'speed.measured': doc(77), 'speed.considered': doc(70), 'speed.limit': doc(60) })],
    notShown: [() => speeding({ 'speed.considered': doc(70), 'speed.limit': doc(60) })],
  },
  radar_enquadramento: {
    defect: [
      () => speeding({ 'speed.measured': doc(85), 'speed.considered': doc(78), 'speed.limit': doc(60) }),
    ],
    met: [() => speeding({ 'speed.measured': doc(77), 'speed.considered': doc(70), 'speed.limit': doc(60) })],
    notShown: [() => speeding({ 'speed.measured': doc(77), 'speed.considered': doc(70) })],
  },
  etilometro_limite: {
    defect: [() => byInfraction('516-91', { 'breath.measured': doc(0.08), 'breath.considered': doc(0.04) })],
    met: [() => byInfraction('516-91', { 'breath.measured': doc(0.42), 'breath.considered': doc(0.38) })],
    notShown: [() => byInfraction('516-91')],
  },
  etilometro_desconto: {
    defect: [() => byInfraction('516-91', { 'breath.measured': doc(0.42), 'breath.considered': doc(0.42) })],
    met: [() => byInfraction('516-91', { 'breath.measured': doc(0.42), 'breath.considered': doc(0.38) })],
    notShown: [() => byInfraction('516-91', { 'breath.measured': doc(0.42) })],
  },
  etilometro_verificacao: {
    defect: [() => byInfraction('516-91', { 'breath.verificationDate': doc('2024-12-01') })],
    met: [() => byInfraction('516-91', { 'breath.verificationDate': doc('2025-09-30') })],
    notShown: [() => byInfraction('516-91')],
  },
  etilometro_registro: {
    met: [
      () =>
        byInfraction('516-91', {
          'breath.measured': doc(0.42),
          'breath.considered': doc(0.38),
          'breath.serial': doc('ARZB-0123'),
        }),
    ],
    notShown: [() => byInfraction('516-91')],
  },
  recusa_com_medicao: {
    defect: [() => byInfraction('757-90', { 'breath.measured': doc(0.31) })],
    met: [() => byInfraction('757-90')],
    notShown: [() => byInfraction('757-90', { 'breath.measured': doc(0.31, 0.5) })],
  },
  recusa_procedimento: { notShown: [() => byInfraction('757-90')] },
  corrida_descricao: { notShown: [() => byInfraction('524-00')] },
  manobra_descricao: { notShown: [() => byInfraction('527-41')] },
  semaforo_registro: { notShown: [() => trafficNotice({ 'infraction.code': doc('605-01') })] },
  conduta_agente: {
    notShown: [
      () => trafficNotice({ 'infraction.code': doc('763-32') }),
      () => trafficNotice({ 'infraction.code': doc('518-51') }),
      () => trafficNotice({ 'infraction.code': doc('501-00') }),
    ],
  },
  sinalizacao: { notShown: [() => trafficNotice()] },
  radar_sinalizacao: { notShown: [() => speeding()] },
  art280_elementos: {
    met: [() => trafficNotice()],
    notShown: [() => trafficNotice({ 'infraction.time': undefined })],
  },
  advertencia_art267: {
    met: [() => trafficNotice({ 'infraction.code': doc('605-01') })],
    notShown: [() => trafficNotice()],
  },
};

/** Rules the documents can never decide, and why: they only ask for the proof. */
export const NOT_DECIDABLE: Record<string, string> = {
  etilometro_registro: 'a missing record is never proof of its absence (the reader may have missed it)',
  recusa_procedimento: 'the notice does not carry the refusal record',
  corrida_descricao: 'the notice does not carry the agent description',
  manobra_descricao: 'the notice does not carry the agent description',
  semaforo_registro: 'the camera images and its INMETRO conformity are not on the notice',
  conduta_agente: 'the agent description is not on the notice',
  sinalizacao: 'the signage is not on the notice',
  radar_sinalizacao: 'the R-19 sign and the published list are not on the notice',
  art280_elementos:
    'an element not read is not proof it was not printed; a contradiction is art280_tipificacao',
  advertencia_art267: 'the driver’s record of twelve months is not on the notice (a subsidiary request)',
};
