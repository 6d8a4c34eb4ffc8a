/**
 * Two real notices printed into one PDF (issue 25 item 4): the text layer read as uploaded, each notice
 * found on its pages, and the facts of either one are that notice's alone (its fixture's expected values).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chooseNotice, extractFacts, type Facts, factsPerNotice, readDocument } from '@recurso/core/facts';
import { LocalTextExtractor } from '@recurso/local/extract/index';
import { PDFDocument } from 'pdf-lib';

const DIR = join(__dirname, '../../../fixtures/notices');
const CLOCK = { now: () => new Date('2026-03-20T12:00:00Z') };
const extractor = new LocalTextExtractor();
afterAll(() => extractor.close());

async function merged(...names: string[]): Promise<Uint8Array> {
  const out = await PDFDocument.create();
  for (const name of names) {
    const src = await PDFDocument.load(readFileSync(join(DIR, name)));
    for (const p of await out.copyPages(src, src.getPageIndices())) out.addPage(p);
  }
  return out.save();
}

const expected = (name: string) =>
  JSON.parse(readFileSync(join(DIR, name.replace('.pdf', '.expected.json')), 'utf8')) as Record<
    string,
    unknown
  >;
const identity = (f: Facts) => ({
  'notice.number': f.notice.number.value,
  'vehicle.plate': f.vehicle.plate?.value,
  'infraction.date': f.infraction.date?.value,
  'owner.name': f.owner.name?.value,
});
const IDENTITY = ['notice.number', 'vehicle.plate', 'infraction.date', 'owner.name'];
const pick = (e: Record<string, unknown>) => Object.fromEntries(IDENTITY.map((k) => [k, e[k]]));

it.each([
  ['mg-np-sinal.pdf', 'sp-na-velocidade.pdf'],
  ['prf-na-ultrapassagem.pdf', 'mg-np-sinal.pdf'],
])('%s then %s in one PDF: found on their pages, each one’s facts its own', async (a, b) => {
  const bytes = await merged(a, b);
  const text = await extractor.extract({ name: 'documento-1.pdf', bytes, type: 'pdf' } as never);
  const reading = readDocument({ name: 'documento-1.pdf', method: text.method, layout: text.layout });
  const pagesOf = async (n: string) => (await PDFDocument.load(readFileSync(join(DIR, n)))).getPageCount();
  const first = await pagesOf(a);
  const second = await pagesOf(b);
  expect(reading.notices?.map((n) => n.pages)).toEqual([
    Array.from({ length: first }, (_, i) => i + 1),
    Array.from({ length: second }, (_, i) => first + i + 1),
  ]);
  const facts = factsPerNotice([reading], (r) => extractFacts(r, { clock: CLOCK }));
  expect(identity(facts)).toEqual(pick(expected(a)));
  expect(identity(chooseNotice(facts, 1))).toEqual(pick(expected(b)));
});
