/**
 * The golden appeals (issue 24): complete appeals across every stage and infraction family, from the
 * text PDFs of test/fixtures (read by the local reader, then answered as a driver would in the review
 * step) and from typed data (the manual form with its fact fields). Each was read line by line as a
 * traffic lawyer would before its text was frozen in test/fixtures/golden/<name>.txt; golden.test.ts
 * fails on any change, which is then a reviewed diff of that file, never a silent update.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type DocumentReading,
  extractFacts,
  type Fact,
  type FactPath,
  type Facts,
  factsFromManualEntry,
  readDocument,
  setFact,
} from '@recurso/core/facts';
import { secondInstanceFacts } from '@recurso/core/second-instance';
import { writeAppeal } from '@recurso/core/writer';
import type { LocalTextExtractor } from '@recurso/local/extract/index';
import { doc, type Patch, suspensionNotice, trafficNotice, typed, withFacts } from './facts-fixtures';

const FIXTURES = join(__dirname, '../../../fixtures');
const clock = { now: () => new Date('2026-11-27T10:00:00Z') };

export interface GoldenCase {
  name: string;
  /** What a lawyer checks in it, in one line. */
  about: string;
  signedOn: Date;
  facts: (extractor: LocalTextExtractor) => Promise<Facts> | Facts;
}

async function read(
  extractor: LocalTextExtractor,
  dir: 'notices' | 'decisions',
  name: string,
): Promise<DocumentReading> {
  const file = `${name}.pdf`;
  const d = await extractor.extract({ name: file, bytes: readFileSync(join(FIXTURES, dir, file)) });
  return readDocument({ name: file, method: d.method, layout: d.layout });
}

/** The driver's answers in the review step: confirmed or typed, by path. */
function answered(facts: Facts, answers: Partial<Record<FactPath, unknown>>): Facts {
  const out = structuredClone(facts);
  for (const [path, value] of Object.entries(answers)) {
    const fact: Fact<unknown> = {
      value,
      source: { kind: 'user', field: path, action: 'corrected', at: '2026-11-27T09:00:00Z' },
      confidence: 1,
    };
    setFact(out, path as FactPath, fact);
  }
  return out;
}

const notice = async (x: LocalTextExtractor, name: string, type: 'traffic' | 'suspension' = 'traffic') =>
  extractFacts([await read(x, 'notices', name)], { clock, appealType: type, signingCity: undefined });

const on = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d, 12);
};

/** Typed mode: the manual form with the facts fields the audit needs (core/src/facts/manual-entry.ts). */
const typedAppeal = (
  entry: Parameters<typeof factsFromManualEntry>[0],
  options: { type?: 'traffic' | 'suspension'; city?: string; text?: string } = {},
) =>
  factsFromManualEntry(entry, {
    clock,
    appealType: options.type ?? 'traffic',
    signingCity: options.city,
    additionalText: options.text,
  });

const camera = (patch: Patch) =>
  trafficNotice({
    'infraction.code': doc('745-50'),
    agency: doc('DER-SP'),
    'infraction.place': doc('Rodovia SP-330, km 98, Campinas/SP'),
    'speed.equipment': doc('Radar fixo VELOX-3, série FX-20931'),
    ...patch,
  });

export const GOLDEN: readonly GoldenCase[] = [
  {
    name: '01-pdf-sp-radar-na-notificacao-tardia',
    about:
      'speed camera NA (text PDF), verification printed and valid, notice posted 45 days late, auto not signed',
    signedOn: on('2026-04-10'),
    facts: async (x) =>
      answered(await notice(x, 'sp-na-velocidade'), {
        'infraction.signedAtRoadside': false,
        'notice.imageWithPlate': true,
        signingCity: 'São Paulo',
      }),
  },
  {
    name: '02-pdf-mg-np-semaforo-jari',
    about: 'red light penalty notice (text PDF) on a state highway, DER-MG: camera record, no boilerplate',
    signedOn: on('2026-04-01'),
    facts: async (x) =>
      answered(await notice(x, 'mg-np-sinal'), {
        'notice.autuacaoReceived': true,
        signingCity: 'Belo Horizonte',
      }),
  },
  {
    name: '03-pdf-prf-na-ultrapassagem',
    about: 'overtaking NA (text PDF), PRF, the notice names the driver only: agent description, signage',
    signedOn: on('2026-05-10'),
    facts: async (x) =>
      answered(await notice(x, 'prf-na-ultrapassagem'), {
        'driver.address': 'Rua XV de Novembro, 300, Registro/SP, CEP 11900-000',
        signingCity: 'Registro',
      }),
  },
  {
    name: '04-pdf-rj-suspensao-pontos',
    about:
      'suspension by 42 points in twelve months (text PDF): nothing to argue on the count, no boilerplate',
    signedOn: on('2026-04-20'),
    facts: async (x) =>
      answered(await notice(x, 'rj-suspensao', 'suspension'), { signingCity: 'Rio de Janeiro' }),
  },
  {
    name: '05-pdf-mg-cetran-responde-jari',
    about: 'CETRAN appeal (text PDFs: notice and JARI decision): each reason answered, the grounds restated',
    signedOn: on('2026-07-01'),
    facts: async (x) => {
      const first = answered(
        { ...(await notice(x, 'mg-np-sinal')), stage: doc('jari' as const) },
        { signingCity: 'Belo Horizonte' },
      );
      return secondInstanceFacts({ id: 'first-1', facts: first, grounds: writeAppeal(first).grounds }, [
        await read(x, 'decisions', 'mg-jari-indeferido'),
      ]);
    },
  },
  {
    name: '06-radar-verificacao-vencida-der',
    about:
      'speed camera NA on a state highway: verification printed and more than a year old, the image with the plate missing',
    signedOn: on('2026-03-20'),
    facts: () =>
      camera({
        'speed.measured': doc(77),
        'speed.considered': doc(70),
        'speed.limit': doc(60),
        'speed.verificationDate': doc('2024-11-30'),
        'notice.imageWithPlate': typed(false, 'notice.imageWithPlate'),
      }),
  },
  {
    name: '07-radar-tolerancia-enquadramento',
    about: 'speed camera NA: considered speed without the 7 km/h tolerance and the wrong bracket of art. 218',
    signedOn: on('2026-03-20'),
    facts: () =>
      camera({
        'infraction.code': doc('746-30'),
        'speed.measured': doc(81),
        'speed.considered': doc(78),
        'speed.limit': doc(70),
        'speed.verificationDate': doc('2025-10-01'),
        'infraction.amount': doc(195.23),
      }),
  },
  {
    name: '08-radar-tudo-regular',
    about:
      'speed camera NA that shows every requirement met: nothing argued against it, only requests and art. 267',
    signedOn: on('2026-03-20'),
    facts: () =>
      camera({
        'speed.measured': doc(77),
        'speed.considered': doc(70),
        'speed.limit': doc(60),
        'speed.verificationDate': doc('2025-06-10'),
        'infraction.amount': doc(130.16),
        'notice.imageWithPlate': typed(true, 'notice.imageWithPlate'),
      }),
  },
  {
    name: '09-estacionamento-jari-detran-incompetente',
    about:
      'parking at the penalty stage, fined by the state DETRAN on a city street: competence (art. 24 § 4º), signage, art. 267',
    signedOn: on('2026-04-20'),
    facts: () =>
      trafficNotice({
        stage: doc('jari'),
        'infraction.amount': doc(130.16),
        'notice.autuacaoReceived': typed(true, 'notice.autuacaoReceived'),
      }),
  },
  {
    name: '10-estacionamento-jari-cet-tipado',
    about:
      'parking at the penalty stage, typed (manual form with its fact fields), municipal agency CET: "da CET"',
    signedOn: on('2026-05-04'),
    facts: () =>
      typedAppeal(
        {
          owner: {
            name: 'Renata Alves Teixeira',
            cpf: '529.982.247-25',
            address: 'Rua Harmonia, 77, Vila Madalena, São Paulo/SP, CEP 05435-000',
            city: 'São Paulo',
          },
          vehicle: { plate: 'FRT-2B34', model: 'FIAT/ARGO DRIVE 1.0' },
          infraction: {
            code: '555-00',
            date: '2026-02-14',
            time: '10:40',
            location: 'Rua Oscar Freire, 1200, São Paulo/SP',
            agency: 'CET',
          },
          facts: {
            stage: 'jari',
            'notice.number': 'E34567890',
            'notice.issueDate': '17/04/2026',
            'notice.deadline': '25/05/2026',
            'infraction.amount': '130,16',
            'infraction.points': '4',
            'notice.autuacaoReceived': 'true',
            'notice.priorDefenceFiled': 'false',
          },
        },
        { city: 'São Paulo' },
      ),
  },
  {
    name: '11-semaforo-na-amc',
    about: 'red light NA by the AMC (Fortaleza): "da AMC", camera record under Res. 920/2022',
    signedOn: on('2026-03-25'),
    facts: () =>
      trafficNotice({
        'infraction.code': doc('605-03'),
        agency: doc('AMC'),
        'infraction.place': doc('Av. Santos Dumont com Rua Tibúrcio Cavalcante, Fortaleza/CE'),
        signingCity: typed('Fortaleza', 'userCity'),
      }),
  },
  {
    name: '12-celular-na-policia-militar',
    about:
      'phone held while driving (art. 252 p.ú.) NA: the agent must describe it; amount and points as the law sets',
    signedOn: on('2026-03-20'),
    facts: () =>
      trafficNotice({
        'infraction.code': doc('763-31'),
        agency: doc('DETRAN-SP'),
        'infraction.agentId': doc('PM 123456'),
        'infraction.amount': doc(293.47),
        'infraction.points': doc(7),
        'infraction.legalBasis': doc('Art. 252, parágrafo único, do CTB'),
      }),
  },
  {
    name: '13-cinto-jari-pontos-errados',
    about:
      'seat belt at the penalty stage: points printed against art. 259, no defesa prévia and 200 days (decadência)',
    signedOn: on('2026-03-20'),
    facts: () =>
      trafficNotice({
        stage: doc('jari'),
        'infraction.code': doc('518-51'),
        agency: doc('DETRAN-SP'),
        'infraction.date': doc('2025-08-01'),
        'notice.issueDate': doc('2026-02-17'),
        'notice.deadline': doc('2026-03-30'),
        'infraction.points': doc(7),
        'notice.priorDefenceFiled': typed(false, 'notice.priorDefenceFiled'),
        'notice.autuacaoReceived': typed(true, 'notice.autuacaoReceived'),
      }),
  },
  {
    name: '14-na-tardia-sem-resposta-assinatura',
    about: 'late NA typed without the roadside answer: the late notice argued as not shown, conditionally',
    signedOn: on('2026-03-20'),
    facts: () =>
      typedAppeal(
        {
          owner: {
            name: 'Carlos Eduardo Nunes',
            cpf: '390.533.447-05',
            address: 'Rua das Laranjeiras, 15, Curitiba/PR, CEP 80000-000',
            city: 'Curitiba',
          },
          vehicle: { plate: 'BEE4R22' },
          infraction: {
            code: '596-70',
            date: '2026-01-10',
            time: '16:05',
            location: 'Rodovia BR-277, km 60, Balsa Nova/PR',
            agency: 'Polícia Rodoviária Federal',
          },
          facts: {
            stage: 'defesa_previa',
            'notice.number': 'R12345678',
            'notice.dispatchDate': '24/02/2026',
            'notice.deadline': '31/03/2026',
          },
        },
        { city: 'Curitiba' },
      ),
  },
  {
    name: '15-na-prazo-defesa-curto',
    about: 'NA giving 16 days for the defesa prévia (art. 281-A), prohibited parking by the municipal body',
    signedOn: on('2026-03-25'),
    facts: () =>
      trafficNotice({
        agency: doc('Secretaria Municipal de Mobilidade e Trânsito de São Paulo'),
        'notice.issueDate': undefined,
        'notice.dispatchDate': doc('2026-03-12'),
        'notice.deadline': doc('2026-03-28'),
      }),
  },
  {
    name: '16-jari-decadencia-360',
    about:
      'penalty notice 465 days after the infraction: decadência even with a defesa prévia (art. 282 §§ 6º–7º)',
    signedOn: on('2026-05-10'),
    facts: () =>
      trafficNotice({
        stage: doc('jari'),
        agency: doc('CET'),
        'infraction.date': doc('2025-01-10'),
        'notice.issueDate': doc('2026-04-20'),
        'notice.deadline': doc('2026-05-30'),
      }),
  },
  {
    name: '17-jari-intempestivo',
    about:
      'appeal to the JARI written after the printed deadline: said plainly (art. 285 §§ 1º and 5º), no suspensive effect asked',
    signedOn: on('2026-06-15'),
    facts: () =>
      trafficNotice({
        stage: doc('jari'),
        'infraction.code': doc('605-01'),
        agency: doc('CET'),
        'notice.deadline': doc('2026-05-30'),
        'infraction.amount': doc(195.23),
      }),
  },
  {
    name: '18-alcool-suspensao-sem-desconto',
    about:
      'drink-driving suspension: considered value without the maximum permissible error, verification expired',
    signedOn: on('2026-05-10'),
    facts: () => suspension165(),
  },
  {
    name: '19-alcool-abaixo-do-limite',
    about: 'drink-driving fine (NA): 0,08 mg/L measured leaves less than 0,05 after the error: no infraction',
    signedOn: on('2026-04-01'),
    facts: () =>
      trafficNotice({
        'infraction.code': doc('516-91'),
        agency: doc('DETRAN-PR'),
        'infraction.place': doc('Av. Sete de Setembro, 3000, Curitiba/PR'),
        'breath.equipment': doc('Dräger Alcotest 7510'),
        'breath.serial': doc('ARBA-0457'),
        'breath.verificationDate': doc('2025-11-20'),
        'breath.measured': doc(0.08),
        'breath.considered': doc(0.04),
        'infraction.amount': doc(2934.7),
        signingCity: typed('Curitiba', 'userCity'),
      }),
  },
  {
    name: '20-recusa-suspensao',
    about: 'refusal (art. 165-A) suspension: the refusal record, not the rule',
    signedOn: on('2026-05-10'),
    facts: () =>
      withFacts(suspensionBase(), {
        'infraction.code': doc('757-90'),
        'breath.refused': typed(true, 'breath.refused'),
      }),
  },
  {
    name: '21-suspensao-pontos-profissional',
    about: 'suspension by 34 points of a driver who drives for a living (art. 261 § 5º: 40)',
    signedOn: on('2026-05-10'),
    facts: () =>
      withFacts(suspensionBase(), {
        'suspension.reason': doc('pontos'),
        'suspension.points': doc(34),
        'suspension.periodStart': doc('2025-03-01'),
        'suspension.periodEnd': doc('2026-02-28'),
        'suspension.professional': typed(true, 'suspension.professional'),
        'suspension.pendingAppeals': typed(true, 'suspension.pendingAppeals'),
      }),
  },
  {
    name: '22-suspensao-pontos-gravissimas-desconhecidas',
    about: 'suspension by 25 points, the gravíssimas not shown: one request, the window exceeded',
    signedOn: on('2026-05-10'),
    facts: () =>
      withFacts(suspensionBase(), {
        'suspension.reason': doc('pontos'),
        'suspension.points': doc(25),
        'suspension.periodStart': doc('2025-01-05'),
        'suspension.periodEnd': doc('2026-01-05'),
        'suspension.professional': typed(false, 'suspension.professional'),
      }),
  },
  {
    name: '23-suspensao-prf-prescricao',
    about:
      'suspension by a federal agency (PRF) more than five years after the infraction: Lei 9.873/1999 applies',
    signedOn: on('2026-05-10'),
    facts: () =>
      withFacts(suspensionBase(), {
        agency: doc('Polícia Rodoviária Federal'),
        'infraction.code': doc('747-10'),
        'infraction.date': doc('2020-11-03'),
        'infraction.place': doc('BR-116, km 212, Registro/SP'),
        'vehicle.plate': doc('QWE4R21'),
        'speed.measured': doc(99),
        'speed.considered': doc(92),
        'speed.limit': doc(60),
        'suspension.openingDate': doc('2026-04-01'),
      }),
  },
  {
    name: '24-fase-incerta-com-lacunas',
    about:
      'a notice read with an uncertain stage and a missing address: both addressees and blanks, listed for payment',
    signedOn: on('2026-03-20'),
    facts: () =>
      trafficNotice({
        stage: doc('jari', 0.5),
        'owner.address': undefined,
        'infraction.code': doc('501-00'),
      }),
  },
  {
    name: '25-cetran-decisao-cita-afericao-valida',
    about:
      'CETRAN after a JARI decision that quoted the valid INMETRO verification: that ground is not restated',
    signedOn: on('2026-07-01'),
    facts: () => {
      const first = camera({
        stage: doc('jari'),
        'speed.measured': doc(77),
        'speed.considered': doc(70),
        'speed.limit': doc(60),
        'notice.autuacaoReceived': typed(true, 'notice.autuacaoReceived'),
      });
      return {
        ...first,
        stage: doc('cetran' as const),
        decision: {
          date: doc('2026-06-12'),
          result: doc('indeferido' as const),
          reasons: doc(
            'O medidor foi aferido pelo INMETRO em 10/06/2025, dentro do prazo de validade, e o auto goza de presunção de legitimidade.',
          ),
          notifiedOn: doc('2026-06-22'),
          deadline: doc('2026-07-22'),
        },
        secondInstance: {
          firstAppealId: 'first-25',
          firstStage: 'jari',
          firstGrounds: writeAppeal(first).grounds,
        },
      };
    },
  },
];

/** A suspension process notice for the licence holder (facts-fixtures' suspensionNotice, opened and dated). */
function suspensionBase(): Facts {
  return suspensionNotice({
    'infraction.date': doc('2026-02-20'),
    'infraction.place': doc('Rodovia SP-330, km 98, Campinas/SP'),
    'vehicle.plate': doc('QWE4R21'),
    'suspension.openingDate': doc('2026-04-10'),
    'notice.issueDate': doc('2026-04-20'),
    'notice.deadline': doc('2026-06-01'),
  });
}

function suspension165(): Facts {
  return withFacts(suspensionBase(), {
    'infraction.code': doc('516-91'),
    'breath.equipment': doc('Dräger Alcotest 7510'),
    'breath.serial': doc('ARZB-0123'),
    'breath.verificationDate': doc('2024-12-01'),
    'breath.testNumber': doc('0457'),
    'breath.measured': doc(0.3),
    'breath.considered': doc(0.3),
  });
}
