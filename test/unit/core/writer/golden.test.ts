/**
 * The golden appeals (golden-cases.ts): each written again and compared, whole, with the text frozen
 * in test/fixtures/golden after a line-by-line legal review. Any change fails here: update the fixture
 * by hand and review the diff; there is no flag that rewrites them. Every golden appeal also keeps the
 * writer's invariants: grounded in its facts, no "(a)", no boilerplate, its holes listed as blanks.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Facts } from '@recurso/core/facts';
import { statableFacts, ungroundedTokens, writeAppeal } from '@recurso/core/writer';
import { LocalTextExtractor } from '@recurso/local/extract/index';
import { GOLDEN } from './golden-cases';
import { goldenText } from './golden-text';

const DIR = join(__dirname, '../../../fixtures/golden');
const extractor = new LocalTextExtractor();
afterAll(() => extractor.close());

// Reading the fixture PDFs takes a second or two, more on a loaded machine.
jest.setTimeout(60_000);
const facts = new Map<string, Facts>();
beforeAll(async () => {
  for (const c of GOLDEN) facts.set(c.name, await c.facts(extractor));
}, 180_000);

it('has at least twenty appeals across every stage, and a fixture for each (and only for them)', () => {
  expect(GOLDEN.length).toBeGreaterThanOrEqual(20);
  expect(readdirSync(DIR).sort()).toEqual(GOLDEN.map((c) => `${c.name}.txt`).sort());
  const kinds = new Set(
    GOLDEN.map((c) => writeAppeal(facts.get(c.name) as Facts, { signedOn: c.signedOn }).kind),
  );
  expect([...kinds].sort()).toEqual([
    'defesa',
    'defesa_suspensao',
    'indefinida',
    'recurso_cetran',
    'recurso_jari',
  ]);
});

describe.each(GOLDEN.map((c) => [c.name, c] as const))('%s', (name, c) => {
  it('is the reviewed text, word for word', () => {
    const frozen = readFileSync(join(DIR, `${name}.txt`), 'utf8');
    expect(goldenText(c, facts.get(name) as Facts)).toBe(frozen);
  });

  it('keeps the invariants: grounded, no "(a)", no boilerplate, every hole a listed blank', () => {
    const f = facts.get(name) as Facts;
    const w = writeAppeal(f, { signedOn: c.signedOn });
    expect(ungroundedTokens(w.text, statableFacts(f), { signedOn: c.signedOn })).toEqual([]);
    expect(w.text).not.toMatch(/\([ao]s?\)|\(à\)|do\(a\)|Vossa Senhoria/i);
    expect(w.text).not.toMatch(/conferência integral|por analogia|definitiva na esfera|art\. 5º, LV/);
    expect(w.text).not.toMatch(/\(art\. \d+(-A)?, do CTB\)/);
    expect(w.blanks.length === 0).toBe(!w.text.includes('[preencher'));
  });
});
