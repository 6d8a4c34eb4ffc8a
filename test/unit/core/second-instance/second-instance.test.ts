/**
 * The second instance (issue 15 item 4): when "Recorrer ao CETRAN" is offered, who judges it by agency
 * (CTB art. 289), the JARI decisions of test/fixtures/decisions read by the reader, the deadline (art.
 * 288), and the piece: addressee, the first appeal's grounds restated, the decision's reasons answered
 * only when read with certainty, and the delivered PDF read back with pdftotext.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Appeal } from '@recurso/core/appeal';
import { type DocumentReading, extractFacts, type Facts, readDocument } from '@recurso/core/facts';
import { filingGuide, followUpOfFacts } from '@recurso/core/follow-up';
import { renderAppealPdf } from '@recurso/core/pdf';
import {
  readDecision,
  SECOND_INSTANCE_REASONS,
  secondInstanceBody,
  secondInstanceCase,
  secondInstanceDeadline,
  secondInstanceFacts,
  secondInstanceOffer,
  ufOfAgency,
} from '@recurso/core/second-instance';
import { writeAppeal } from '@recurso/core/writer';
import { LocalTextExtractor } from '@recurso/local/extract/index';
import { doc, trafficNotice } from '../writer/facts-fixtures';
import { pdfText } from '../../../setup/pdf-text';

const FIXTURES = join(__dirname, '../../../fixtures');
const clock = { now: () => new Date('2026-07-01T10:00:00Z') };
const extractor = new LocalTextExtractor();

async function read(dir: 'notices' | 'decisions', name: string): Promise<DocumentReading> {
  const file = `${name}.pdf`;
  const d = await extractor.extract({ name: file, bytes: readFileSync(join(FIXTURES, dir, file)) });
  return readDocument({ name: file, method: d.method, layout: d.layout });
}

const expected = (name: string): Record<string, string> =>
  JSON.parse(readFileSync(join(FIXTURES, 'decisions', `${name}.expected.json`), 'utf8'));

/** The first appeal of a fixture notice, as the pipeline saved it (its facts and grounds). */
async function firstAppeal(notice: string): Promise<{ facts: Facts; grounds: string[] }> {
  const facts = extractFacts([await read('notices', notice)], { clock, appealType: 'traffic' });
  const stage = { ...facts, stage: doc('jari' as const) };
  return { facts: stage, grounds: writeAppeal(stage).grounds };
}

const pdftotext = (bytes: Uint8Array) => pdfText(bytes, { layout: true });

const flat = (s: string) => s.replace(/\s+/g, ' ');

describe('when "Recorrer ao CETRAN" is offered', () => {
  const outcome = { result: 'refused' as const, recordedAt: '2026-06-20T10:00:00Z', decidedOn: '2026-06-12' };
  const refused: Pick<Appeal, 'type' | 'status' | 'outcome' | 'notice'> = {
    type: 'traffic',
    status: 'rejected',
    outcome,
    notice: { stage: 'jari', number: 'MG00123456' },
  };

  it('offers it on a fine appeal the JARI refused, once', () => {
    expect(secondInstanceOffer(refused)).toEqual({ offered: true, reason: SECOND_INSTANCE_REASONS.eligible });
    expect(SECOND_INSTANCE_REASONS.eligible).toBe(
      'Da decisão da JARI cabe recurso em segunda instância no prazo de 30 dias da notificação da decisão (art. 288 do CTB).',
    );
    expect(secondInstanceOffer({ ...refused, secondInstanceId: 'second-1' })).toEqual({
      offered: false,
      reason: 'O recurso ao CETRAN deste recurso já foi iniciado.',
      appealId: 'second-1',
    });
    // The stage unknown (a typed appeal): the JARI's refusal is what the driver recorded.
    expect(secondInstanceCase({ ...refused, notice: {} })).toBe('eligible');
  });

  it('refuses it for any other appeal, saying why', () => {
    expect(
      secondInstanceCase({
        ...refused,
        status: 'approved',
        outcome: { ...outcome, result: 'granted' },
      }),
    ).toBe('not_refused');
    expect(secondInstanceCase({ ...refused, status: 'filed', outcome: undefined })).toBe('not_refused');
    // refused by status only (no decision the driver recorded): not offered
    expect(secondInstanceCase({ ...refused, outcome: undefined })).toBe('not_refused');
    expect(
      secondInstanceCase({
        ...refused,
        status: 'no_response',
        outcome: { ...outcome, result: 'no_response' },
      }),
    ).toBe('not_refused');
    expect(secondInstanceCase({ ...refused, notice: { stage: 'defesa_previa' } })).toBe('defesa_previa');
    expect(secondInstanceCase({ ...refused, type: 'suspension', notice: { stage: 'suspensao' } })).toBe(
      'suspension',
    );
    expect(secondInstanceCase({ ...refused, firstAppealId: 'first-1' } as Appeal)).toBe('second_instance');
    expect(secondInstanceOffer({ ...refused, notice: { stage: 'defesa_previa' } }).reason).toBe(
      'A defesa prévia indeferida não vai ao CETRAN: aguarde a notificação da penalidade e recorra à JARI.',
    );
  });
});

describe('who judges the second instance (art. 289)', () => {
  const body = (agency: string, place?: string, confidence = 0.99) =>
    secondInstanceBody(
      trafficNotice({
        agency: doc(agency, confidence),
        'infraction.place': place ? doc(place) : undefined,
      }),
    );

  it('the CETRAN of the agency state', () => {
    expect(body('DETRAN-SP')).toEqual({ kind: 'cetran', uf: 'SP' });
    expect(body('DER-MG')).toEqual({ kind: 'cetran', uf: 'MG' });
    expect(body('Departamento Estadual de Trânsito de Mato Grosso do Sul')).toEqual({
      kind: 'cetran',
      uf: 'MS',
    });
    expect(ufOfAgency('Departamento de Trânsito do Estado do Rio Grande do Sul')).toBe('RS');
    // A municipal agency: the state of the place of the infraction.
    expect(body('BHTRANS', 'Av. Afonso Pena, 1000 - Belo Horizonte/MG')).toEqual({
      kind: 'cetran',
      uf: 'MG',
    });
    expect(body('Secretaria Municipal de Mobilidade e Trânsito')).toEqual({ kind: 'cetran' });
  });

  it('the CONTRANDIFE in the Distrito Federal', () => {
    expect(body('DETRAN-DF')).toEqual({ kind: 'contrandife' });
    expect(body('DER/DF')).toEqual({ kind: 'contrandife' });
    expect(body('Departamento de Trânsito do Distrito Federal')).toEqual({ kind: 'contrandife' });
  });

  it('the colegiado especial for federal agencies', () => {
    for (const a of [
      'Polícia Rodoviária Federal',
      'PRF',
      'DNIT',
      'ANTT',
      'Departamento Nacional de Infraestrutura de Transportes',
    ])
      expect(body(a)).toEqual({ kind: 'colegiado' });
  });

  it('decides nothing on an agency read without certainty', () => {
    expect(body('DETRAN-SP', undefined, 0.6)).toEqual({ kind: 'unknown' });
  });
});

describe('reading a JARI decision', () => {
  it.each(['mg-jari-indeferido', 'prf-jari-indeferido', 'df-jari-outro-auto'])(
    '%s: every expected field, with certainty',
    async (name) => {
      const decision = readDecision([await read('decisions', name)]);
      const got = Object.fromEntries(
        Object.entries(decision).map(([k, f]) => [`decision.${k}`, (f as { value: unknown }).value]),
      );
      for (const [path, value] of Object.entries(expected(name)))
        expect([path, got[path]]).toEqual([path, value]);
      for (const path of Object.keys(expected(name))) {
        const fact = (decision as Record<string, { confidence: number; issues?: unknown[] }>)[path.slice(9)];
        expect([path, (fact?.confidence ?? 0) >= 0.85, fact?.issues]).toEqual([path, true, undefined]);
      }
    },
  );

  it('reads the stated reasons as text', async () => {
    const decision = readDecision([await read('decisions', 'mg-jari-indeferido')]);
    expect(decision.reasons?.value).toBe(
      'O auto de infração preenche os requisitos do art. 280 do CTB e goza de presunção de legitimidade.',
    );
    expect(decision.reasons?.confidence).toBeGreaterThanOrEqual(0.85);
  });

  it('flags a decision about another auto, and one that granted the appeal', async () => {
    const other = readDecision([await read('decisions', 'df-jari-outro-auto')], 'MG00123456');
    expect(other.noticeNumber?.issues).toEqual([
      {
        check: 'decision_other_notice',
        message:
          'A decisão enviada cita o auto nº DF55500011, e o recurso indeferido é do auto nº MG00123456: confira se é a decisão certa.',
      },
    ]);
    const same = readDecision([await read('decisions', 'mg-jari-indeferido')], 'MG00123456');
    expect(same.noticeNumber?.issues).toBeUndefined();
  });

  it('does not read a decision on a notice', async () => {
    const reading = await read('notices', 'mg-np-sinal');
    const keys = Object.keys(reading.fields).filter((k) => k.startsWith('decision.'));
    expect(keys).toEqual([]);
  });
});

describe('the deadline (art. 288: 30 days from the notification)', () => {
  const fact = (value: string) => doc(value);
  it('is 30 days from the certain notification of the decision, never a printed "prazo", else unknown', () => {
    // A "prazo" on the uploads may be the first notice's (issue 26: 28/09/2026 for a decision notified on
    // 25/11/2026): only the notification counts.
    expect(secondInstanceDeadline({ deadline: fact('2026-09-28'), notifiedOn: fact('2026-11-25') })).toEqual({
      date: '2026-12-25',
      from: 'notification',
    });
    expect(secondInstanceDeadline({ notifiedOn: fact('2026-05-18') })).toEqual({
      date: '2026-06-17',
      from: 'notification',
    });
    // A notification date read without certainty decides nothing until the driver confirms it.
    expect(
      secondInstanceDeadline({ notifiedOn: { ...fact('2026-05-18'), confidence: 0.5 } }),
    ).toBeUndefined();
    expect(secondInstanceDeadline({ deadline: fact('2026-07-22') })).toBeUndefined();
    expect(secondInstanceDeadline({ date: fact('2026-05-05') })).toBeUndefined();
    expect(secondInstanceDeadline(undefined)).toBeUndefined();
  });
});

describe('the second-instance piece', () => {
  it('addresses the CETRAN/MG, restates the first grounds and answers the reasons read', async () => {
    const first = await firstAppeal('mg-np-sinal');
    expect(first.grounds.length).toBeGreaterThan(0);
    const facts = secondInstanceFacts({ id: 'first-1', ...first }, [
      await read('decisions', 'mg-jari-indeferido'),
    ]);
    const written = writeAppeal(facts);
    const firstText = writeAppeal(first.facts).text;
    expect(written.kind).toBe('recurso_cetran');
    expect(written.text.split('\n\n')[0]).toBe('AO CONSELHO ESTADUAL DE TRÂNSITO – CETRAN/MG');
    expect(written.text).toContain(
      '# RECURSO EM SEGUNDA INSTÂNCIA\n# Auto de Infração nº MG00123456\n# Processo na JARI nº JARI-2026/004512',
    );
    expect(written.text).toContain(
      'que o indeferiu, em 12/06/2026, decisão de que a parte recorrente foi notificada em 22/06/2026. Desta decisão cabe recurso no prazo de trinta dias contado da sua publicação ou notificação (art. 288 do CTB), a ser julgado pelo Conselho Estadual de Trânsito – CETRAN/MG, nos termos do art. 289 do CTB.',
    );
    // The reasons quoted, and answered by what they say (presumption, the auto's requirements).
    expect(written.text).toContain(
      'A decisão recorrida fundamentou o indeferimento nos seguintes termos: "O auto de infração preenche os requisitos do art. 280 do CTB e goza de presunção de legitimidade."',
    );
    expect(written.text).toContain(
      'A decisão invoca a presunção de legitimidade do ato administrativo. Essa presunção é relativa: não dispensa o órgão de demonstrar, com os registros que fundamentam a autuação, a regularidade do auto, e não responde aos fundamentos do recurso (item “Do registro do avanço de sinal”), que dizem respeito justamente a esses registros.',
    );
    expect(written.text).toContain(
      'A decisão afirma que o auto preenche os requisitos legais. A afirmação genérica não enfrenta os fundamentos específicos do recurso (item “Do registro do avanço de sinal”), apoiados nos dados da própria notificação.',
    );
    // The first appeal's grounds, the same texts, in the same order.
    expect(written.grounds).toEqual(first.grounds);
    const section = (text: string, id: number, n: string) =>
      text
        .split('\n\n')
        .slice(text.split('\n\n').findIndex((b) => b.startsWith(`${n}.${id} – `)))
        .slice(0, 2);
    expect(section(written.text, 1, 'III')[1]).toBe(section(firstText, 1, 'II')[1]);
    expect(written.text).toContain(
      'a) o conhecimento e o provimento deste recurso, com a reforma da decisão da JARI (art. 288 do CTB);',
    );
    expect(written.text).toContain('cópia da decisão da JARI e da notificação que a comunicou;');
    expect(written.text).toMatch(/\nIV – DOS PEDIDOS\n/);
    // The owner as on the notice.
    expect(written.text).toContain('ANA BEATRIZ MOREIRA SANTOS');
  });

  it('addresses the colegiado for the PRF and reiterates when no reasons were read', async () => {
    const first = await firstAppeal('prf-na-ultrapassagem');
    const facts = secondInstanceFacts({ id: 'first-2', ...first }, [
      await read('decisions', 'prf-jari-indeferido'),
    ]);
    const written = writeAppeal(facts);
    expect(written.text.split('\n\n')[0]).toBe(
      'AO COLEGIADO ESPECIAL DA JARI DA POLÍCIA RODOVIÁRIA FEDERAL (ART. 289, I, DO CTB)',
    );
    expect(written.text).not.toContain('fundamentou o indeferimento');
    expect(written.text).toContain(
      'A parte recorrente reitera as razões do recurso interposto à JARI, auditadas novamente a seguir, e requer o reexame de todas elas por este colegiado.',
    );
    expect(written.grounds).toEqual(first.grounds);
    // 30 days from the notification (18/05/2026), for the follow-up and the guide.
    const followUp = followUpOfFacts(facts, clock.now());
    expect(followUp.filingDeadline).toBe('2026-06-17');
    expect(followUp.notice?.stage).toBe('cetran');
    expect(followUp.notice?.secondInstanceBody).toEqual({ kind: 'colegiado' });
  });

  it('addresses the CONTRANDIFE for an agency of the DF', () => {
    const first = trafficNotice({ agency: doc('DETRAN-DF'), stage: doc('jari') });
    const facts = secondInstanceFacts({ id: 'f', facts: first, grounds: writeAppeal(first).grounds }, []);
    expect(writeAppeal(facts).text.split('\n\n')[0]).toBe(
      'AO CONSELHO DE TRÂNSITO DO DISTRITO FEDERAL – CONTRANDIFE',
    );
  });

  it('never quotes reasons read without certainty, nor restates a ground the first did not argue', async () => {
    const first = await firstAppeal('mg-np-sinal');
    const reading = await read('decisions', 'mg-jari-indeferido');
    // A first appeal that argued another ground (its only one): the red-light record is not restated.
    expect(first.grounds).toEqual(['semaforo_registro']);
    const facts = secondInstanceFacts({ id: 'first-1', ...first, grounds: ['art282_decadencia'] }, [reading]);
    const reasons = facts.decision?.reasons;
    if (!reasons) throw new Error('the fixture decision has reasons');
    const weak = { ...facts, decision: { ...facts.decision, reasons: { ...reasons, confidence: 0.5 } } };
    const written = writeAppeal(weak);
    expect(written.text).not.toContain('presunção de legitimidade');
    expect(written.text).toContain('reitera as razões do recurso interposto à JARI');
    expect(written.grounds).toEqual([]);
  });

  it('prints the addressee, the notice number and the names in the delivered PDF', async () => {
    const first = await firstAppeal('mg-np-sinal');
    const facts = secondInstanceFacts({ id: 'first-1', ...first }, [
      await read('decisions', 'mg-jari-indeferido'),
    ]);
    const written = writeAppeal(facts);
    const followUp = followUpOfFacts(facts, clock.now());
    const appeal = { type: 'traffic' as const, code: 'MG00123456', ...followUp };
    const text = flat(
      pdftotext(
        await renderAppealPdf(written.text, {
          title: 'Recurso – Auto de Infração nº MG00123456',
          guide: filingGuide(appeal),
          createdAt: new Date('2026-07-01T10:00:00Z'),
        }),
      ),
    );
    expect(text).toContain('COMO PROTOCOLAR');
    expect(text).toContain(
      'Recurso em segunda instância ao CETRAN/MG (Conselho Estadual de Trânsito), contra a decisão da JARI do órgão: DER-MG (art. 289 do CTB, inciso II).',
    );
    expect(text).toContain(
      'Até 22/07/2026: 30 dias contados da publicação ou da notificação da decisão da JARI (art. 288 do CTB).',
    );
    expect(text).toContain('AO CONSELHO ESTADUAL DE TRÂNSITO – CETRAN/MG');
    expect(text).toContain('RECURSO EM SEGUNDA INSTÂNCIA');
    expect(text).toContain('Auto de Infração nº MG00123456');
    expect(text).toContain('ANA BEATRIZ MOREIRA SANTOS');
    expect(text).toContain('Ana Beatriz Moreira Santos');
  });
});
