/**
 * "No payment while the appeal has a hole" (issue 26, core/src/appeals/holes.ts and the pipeline's
 * save): the holes a text shows, the facts that fill them, the stop before writing in typed mode, and
 * the save that never makes an appeal with a blank or a double addressee payable.
 */
import {
  appealHoles,
  holeRequests,
  isCompleteText,
  type PipelineDeps,
  saveGeneratedAppeal,
  STAGE_HOLE,
  stopsForReview,
  textHoles,
  unanswerable,
} from '@recurso/core/appeals';
import { type Fact, type Facts, FactsSchema } from '@recurso/core/facts';
import { writeAppeal } from '@recurso/core/writer';
import { MemoryAppeals } from './memory';

const NOW = new Date('2026-05-02T12:00:00Z');
const typed = <T>(value: T, field = 'x'): Fact<T> => ({
  value,
  source: { kind: 'typed', field },
  confidence: 1,
});

/** A fine typed in the manual form, complete: every fact the text prints is there. */
const complete = (): Facts =>
  FactsSchema.parse({
    version: 2,
    appealType: 'traffic',
    stage: typed('jari'),
    notice: { number: typed('SP1234567'), deadline: typed('2026-06-10') },
    agency: typed('DETRAN-SP'),
    vehicle: { plate: typed('ABC1D23') },
    infraction: { code: typed('745-50'), date: typed('2026-02-01'), place: typed('Av. Brasil, 100') },
    owner: {
      name: typed('Maria da Silva'),
      cpf: typed('52998224725'),
      address: typed('Rua A, 10, São Paulo/SP, CEP 01000-000'),
    },
    signingCity: typed('São Paulo'),
    formalDefects: [],
    documents: [],
  });

/** The same form without the auto number (SPEC's fallback code stands in), stage or city. */
function incomplete(): Facts {
  const f = complete();
  f.notice.number = { value: 'T17779999', source: { kind: 'fallback' }, confidence: 0 };
  delete f.stage;
  delete f.signingCity;
  return f;
}

describe('the holes of a text', () => {
  it('finds every blank, a mangled marker, and the double addressee or title', () => {
    const text = [
      'ILUSTRÍSSIMA AUTORIDADE DE TRÂNSITO (DEFESA PRÉVIA) OU SENHOR(A) PRESIDENTE DA JARI (RECURSO) DO(A) DETRAN-SP',
      '# RECURSO\n# Auto de Infração nº [preencher: nº do auto de infração]',
      'Local: [ preencher o local',
      'São Paulo, [preencher: data].',
    ].join('\n\n');
    expect(textHoles(text)).toEqual([
      '[preencher: nº do auto de infração]',
      '[preencher: data]',
      'Local: [ preencher o local',
      STAGE_HOLE,
    ]);
    expect(textHoles('# DEFESA / RECURSO DE MULTA')).toEqual([STAGE_HOLE]);
    const written = writeAppeal(complete(), { signedOn: NOW }).text;
    expect(isCompleteText(written)).toBe(true);
    // With only a deadline printed, no broken "A notificação foi com prazo…" (issue 26).
    expect(written).toContain('termina em 10/06/2026');
    expect(written).not.toContain('foi com prazo');
  });

  it('names the fact that fills each hole: the auto number, the stage, the signing city', () => {
    const holes = appealHoles(incomplete(), { signedOn: NOW });
    const byBlank = Object.fromEntries(holes.map((h) => [h.blank, h.paths]));
    expect(byBlank['[preencher: nº do auto de infração]']).toEqual(['notice.number']);
    expect(byBlank['[preencher: cidade]']).toEqual(['signingCity']);
    expect(byBlank[STAGE_HOLE]).toEqual(['stage']);
    expect(holes.every((h) => h.paths.length > 0)).toBe(true);
    expect(appealHoles(complete(), { signedOn: NOW })).toEqual([]);
  });

  it('asks the appellant’s own field when a blank is shared (the driver, not the owner)', () => {
    const f = complete();
    f.owner = {};
    f.driver = { name: typed('João Condutor'), cpf: typed('52998224725') };
    const holes = appealHoles(f, { signedOn: NOW });
    expect(holes.flatMap((h) => h.paths)).toEqual(['driver.address']);
  });

  it('traces a blank the fields table does not name by writing again with each unknown fact', () => {
    const f = complete();
    f.infraction = { date: f.infraction.date, place: f.infraction.place };
    const holes = appealHoles(f, { signedOn: NOW });
    // "código e descrição da infração" is no field's blank: the code or the description fills it.
    expect(holes).toEqual([
      {
        blank: '[preencher: código e descrição da infração]',
        paths: ['infraction.code', 'infraction.description'],
        anyOf: true,
      },
    ]);
    expect(holeRequests(f, holes, []).map((r) => [r.path, r.blocking])).toEqual([
      ['infraction.code', true],
      ['infraction.description', false],
    ]);
  });

  it('traces a blank two facts fill together (a period’s start and end): both are asked', () => {
    const f = FactsSchema.parse({
      ...complete(),
      appealType: 'suspension',
      stage: typed('suspensao'),
      owner: { ...complete().owner, cnh: typed('12345678900') },
      suspension: { processNumber: typed('2026/1'), reason: typed('pontos'), points: typed(42) },
    });
    const holes = appealHoles(f, { signedOn: NOW });
    expect(holes).toEqual([
      {
        blank: '[preencher: período de apuração indicado na notificação]',
        paths: ['suspension.periodStart', 'suspension.periodEnd'],
      },
    ]);
    expect(holeRequests(f, holes, []).map((r) => [r.path, r.blocking])).toEqual([
      ['suspension.periodStart', true],
      ['suspension.periodEnd', true],
    ]);
  });

  it('turns the holes into blocking requests, merged with what the writer already asks', () => {
    const f = incomplete();
    const requests = holeRequests(f, appealHoles(f, { signedOn: NOW }), [
      { path: 'notice.number', reason: 'missing', blocking: false, neededFor: ['identification'] },
    ]);
    expect(requests).toEqual([
      { path: 'notice.number', reason: 'missing', blocking: true, neededFor: ['identification', 'text'] },
      { path: 'stage', reason: 'missing', blocking: true, neededFor: ['text'] },
      { path: 'signingCity', reason: 'missing', blocking: true, neededFor: ['text'] },
    ]);
  });

  it('every blank the writer prints for a missing fact is one an answer fills (fine, CETRAN, suspension)', () => {
    const fallback = { value: 'T17779999', source: { kind: 'fallback' }, confidence: 0 };
    for (const [appealType, stage] of [
      ['traffic', undefined],
      ['traffic', 'defesa_previa'],
      ['traffic', 'jari'],
      ['suspension', 'suspensao'],
      // (A CETRAN piece comes only from a second instance, with its own facts: not a typed stage.)
    ] as const) {
      const empty = FactsSchema.parse({
        version: 2,
        appealType,
        ...(stage ? { stage: typed(stage) } : {}),
        notice: { number: fallback },
        vehicle: {},
        infraction: {},
        owner: {},
        formalDefects: [],
        documents: [],
      });
      const holes = appealHoles(empty, { signedOn: NOW });
      expect(holes.length).toBeGreaterThan(3);
      expect({ appealType, stage, unanswerable: unanswerable(holes) }).toEqual({
        appealType,
        stage,
        unanswerable: [],
      });
    }
  });

  it('stops a typed appeal without the auto number before writing', () => {
    expect(stopsForReview(incomplete(), NOW)).toBe(true);
    expect(stopsForReview(complete(), NOW)).toBe(false);
  });
});

describe('saveGeneratedAppeal never makes an appeal with a hole payable', () => {
  async function setup(code?: string) {
    const appeals = new MemoryAppeals();
    const now = NOW.toISOString();
    await appeals.create({
      id: 'ap-1',
      userId: 'ana',
      userEmail: 'ana@x.test',
      type: 'traffic',
      status: 'processing',
      value: 29.9,
      createdAt: now,
      updatedAt: now,
      ...(code ? { code } : {}),
    });
    const deps: Pick<PipelineDeps, 'appeals' | 'clock'> = { appeals, clock: { now: () => NOW } };
    return { appeals, deps };
  }

  it('sends the appeal back to the review with the facts its holes need, never pending_payment', async () => {
    const { appeals, deps } = await setup();
    const facts = incomplete();
    const text = writeAppeal(facts, { signedOn: NOW }).text;
    expect(await saveGeneratedAppeal(deps, { appealId: 'ap-1', text, facts })).toMatchObject({
      status: 'awaiting_review',
    });
    const saved = await appeals.get('ap-1');
    expect(saved?.status).toBe('awaiting_review');
    expect(saved?.generatedText).toBeUndefined();
    const requests = (await appeals.getFacts('ap-1'))?.reviewRequests ?? [];
    expect(requests.filter((r) => r.blocking).map((r) => r.path)).toEqual([
      'notice.number',
      'stage',
      'signingCity',
    ]);
  });

  it('checks the text itself: a language model’s blank is replaced by the complete template text', async () => {
    const { appeals, deps } = await setup();
    const facts = complete();
    const text = `${writeAppeal(facts, { signedOn: NOW }).text}\n\nTelefone: [preencher: telefone]`;
    expect(await saveGeneratedAppeal(deps, { appealId: 'ap-1', text, facts })).toEqual({
      status: 'pending_payment',
      code: 'SP1234567',
    });
    const saved = await appeals.get('ap-1');
    expect(saved?.generatedText).not.toContain('[preencher');
    expect(saved?.generatedText).toBe(writeAppeal(facts, { signedOn: NOW }).text);
  });

  it('refuses a double addressee without any blank marker: the stage is asked', async () => {
    const { appeals, deps } = await setup();
    const facts = incomplete();
    facts.notice.number = typed('SP1234567');
    facts.signingCity = typed('São Paulo');
    const text = writeAppeal(facts, { signedOn: NOW }).text.replace(/\[preencher: [^\]]*\]/g, '');
    expect(text).toContain('(DEFESA PRÉVIA) OU');
    expect(isCompleteText(text)).toBe(false);
    await saveGeneratedAppeal(deps, { appealId: 'ap-1', text, facts });
    expect((await appeals.get('ap-1'))?.status).toBe('awaiting_review');
    const requests = (await appeals.getFacts('ap-1'))?.reviewRequests ?? [];
    expect(requests.filter((r) => r.blocking).map((r) => r.path)).toEqual(['stage']);
  });

  it('fails the run on a hole no answer fills, rather than selling it', async () => {
    const { appeals, deps } = await setup();
    const facts = complete();
    // A text whose hole the template does not share and cannot remove: the template has holes too.
    delete facts.signingCity;
    const text = `${writeAppeal(facts, { signedOn: NOW }).text}\n\n[preencher: assinatura do advogado]`;
    await expect(saveGeneratedAppeal(deps, { appealId: 'ap-1', text, facts })).rejects.toMatchObject({
      name: 'IncompleteAppeal',
    });
    expect((await appeals.get('ap-1'))?.status).toBe('processing');
  });

  it('saves a complete appeal as pending_payment with its notice number as code', async () => {
    const { appeals, deps } = await setup();
    const facts = complete();
    const text = writeAppeal(facts, { signedOn: NOW }).text;
    expect(await saveGeneratedAppeal(deps, { appealId: 'ap-1', text, facts })).toEqual({
      status: 'pending_payment',
      code: 'SP1234567',
    });
    expect((await appeals.get('ap-1'))?.generatedText).toBe(text);
  });
});
