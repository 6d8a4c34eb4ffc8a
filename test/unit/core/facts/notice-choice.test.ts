/**
 * Several notices in one upload, on the facts' side (issue 25 item 4, core/src/facts/notice-choice.ts):
 * the facts are one notice's until the driver chooses, every notice is kept with its own facts, and the
 * choice swaps whole facts, never mixing two notices.
 */
import type { DocumentLayout } from '@recurso/core/documents';
import {
  choicePending,
  chooseNotice,
  type DocumentReading,
  extractFacts,
  type Facts,
  FactsSchema,
  factsPerNotice,
  mapOtherFacts,
  readDocument,
  withoutOtherFacts,
} from '@recurso/core/facts';
import { page, type Placed } from '../reading/page';

const CLOCK = { now: () => new Date('2026-11-20T12:00:00Z') };

/** A notice drawn from `y` down: its letterhead centred over its lines, its title, "Label: value" lines. */
function notice(y: number, auto: string, plate: string, owner: string, date: string): Placed[] {
  return [
    { text: 'DEPARTAMENTO DE TRÂNSITO - DETRAN-MG', x: 220, y },
    { text: 'NOTIFICAÇÃO DE AUTUAÇÃO', x: 285, y: y + 40 },
    { text: `Auto de Infração nº: ${auto}`, x: 60, y: y + 80 },
    { text: `Placa: ${plate}`, x: 60, y: y + 105 },
    { text: `Proprietário: ${owner}`, x: 60, y: y + 130 },
    { text: `Data da infração: ${date}`, x: 60, y: y + 155 },
    { text: 'Local da infração: AV. AFONSO PENA 1500 - CENTRO - BELO HORIZONTE/MG', x: 60, y: y + 180 },
  ];
}

const read = (name: string, layout: DocumentLayout): DocumentReading =>
  readDocument({ name, method: 'pdf-text', layout });
const build = (readings: DocumentReading[]): Facts => extractFacts(readings, { clock: CLOCK });

const twoNotices = () =>
  read(
    'documento-1.pdf',
    page(
      ...notice(60, 'MG12345678', 'ABC-1234', 'ANA SOUZA LIMA', '03/02/2026'),
      ...notice(760, 'MG87654321', 'XYZ-9876', 'PEDRO COSTA ROCHA', '11/05/2026'),
    ),
  );

/** What identifies a notice in its facts: any of these from the other notice would be a mix. */
const identity = (f: Facts) => [
  f.notice.number.value,
  f.vehicle.plate?.value,
  f.owner.name?.value,
  f.infraction.date?.value,
];

describe('facts per notice', () => {
  it('one notice: the facts are built as before, with no choice', () => {
    const reading = read(
      'documento-1.pdf',
      page(...notice(60, 'MG12345678', 'ABC-1234', 'ANA SOUZA LIMA', '03/02/2026')),
    );
    const facts = factsPerNotice([reading], build);
    expect(facts.notices).toBeUndefined();
    expect(choicePending(facts)).toBe(false);
    expect(identity(facts)).toEqual(['MG12345678', 'ABC1234', 'Ana Souza Lima', '2026-02-03']);
  });

  it('two notices: the first one’s facts, the choice pending, each option told apart by its own values', () => {
    const facts = factsPerNotice([twoNotices()], build);
    expect(identity(facts)).toEqual(['MG12345678', 'ABC1234', 'Ana Souza Lima', '2026-02-03']);
    expect(choicePending(facts)).toBe(true);
    expect(facts.notices?.chosen).toBe(0);
    expect(withoutOtherFacts(facts).notices?.options).toEqual([
      {
        document: 'documento-1.pdf',
        pages: [1],
        number: 'MG12345678',
        plate: 'ABC1234',
        agency: 'DETRAN-MG',
        date: '2026-02-03',
      },
      {
        document: 'documento-1.pdf',
        pages: [1],
        number: 'MG87654321',
        plate: 'XYZ9876',
        agency: 'DETRAN-MG',
        date: '2026-05-11',
      },
    ]);
    // Only the notices not chosen carry their facts (the chosen one's are the facts themselves).
    expect(facts.notices?.options.map((o) => o.facts !== undefined)).toEqual([false, true]);
    // Stored and handed between pipeline steps through FactsSchema: nothing is lost on the way.
    expect(FactsSchema.parse(JSON.parse(JSON.stringify(facts)))).toEqual(facts);
  });

  it('the other documents of the upload go with every notice (a CNH with each auto)', () => {
    const cnh = read(
      'documento-2.pdf',
      page(
        { text: 'CARTEIRA NACIONAL DE HABILITAÇÃO', x: 60, y: 60 },
        { text: 'CPF: 529.982.247-25', x: 60, y: 100 },
      ),
    );
    const facts = chooseNotice(factsPerNotice([twoNotices(), cnh], build), 1);
    expect(identity(facts)).toEqual(['MG87654321', 'XYZ9876', 'Pedro Costa Rocha', '2026-05-11']);
    expect(facts.documents).toEqual(['documento-1.pdf', 'documento-2.pdf']);
  });
});

describe('the driver chooses', () => {
  it('the second notice: its own facts whole, none of the first’s', () => {
    const first = factsPerNotice([twoNotices()], build);
    const chosen = chooseNotice(first, 1);
    expect(identity(chosen)).toEqual(['MG87654321', 'XYZ9876', 'Pedro Costa Rocha', '2026-05-11']);
    expect(chosen.notices).toMatchObject({ chosen: 1, confirmed: true });
    const { notices: _, ...top } = chosen;
    const text = JSON.stringify(top);
    for (const value of ['MG12345678', 'ABC1234', 'Ana Souza Lima', '2026-02-03'])
      expect(text).not.toContain(value);
    expect(choicePending(chosen)).toBe(false);
  });

  it('and back: the first notice’s facts exactly as they were, now confirmed', () => {
    const first = factsPerNotice([twoNotices()], build);
    const back = chooseNotice(chooseNotice(first, 1), 0);
    const { notices: a, ...was } = first;
    const { notices: b, ...is } = back;
    expect(is).toEqual(was);
    expect(b).toMatchObject({ chosen: 0, confirmed: true });
    expect(withoutOtherFacts(back).notices?.options).toEqual(withoutOtherFacts(first).notices?.options);
    expect(a?.confirmed).toBe(false);
  });

  it('the notice already chosen: the same facts, the choice confirmed', () => {
    const first = factsPerNotice([twoNotices()], build);
    const same = chooseNotice(first, 0);
    expect(identity(same)).toEqual(identity(first));
    expect(same.notices).toMatchObject({ chosen: 0, confirmed: true });
  });

  it('an index out of the options is refused', () => {
    const first = factsPerNotice([twoNotices()], build);
    expect(() => chooseNotice(first, 2)).toThrow(RangeError);
    expect(() => chooseNotice(first, -1)).toThrow(RangeError);
    expect(() => chooseNotice(build([twoNotices()]), 0)).toThrow(RangeError);
  });

  it('what the pipeline adds to the facts is added to every notice’s', () => {
    const facts = mapOtherFacts(factsPerNotice([twoNotices()], build), (f) => ({
      ...f,
      signingCity: undefined,
      documents: ['marked'],
    }));
    expect(facts.documents).toEqual(['documento-1.pdf']);
    expect(chooseNotice(facts, 1).documents).toEqual(['marked']);
  });
});
