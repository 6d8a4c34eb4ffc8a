/**
 * The child runtime's bundle (test/child-runtime/bundle.cjs) is cached by content: reused while nothing it
 * was built from changed, built again when a source's bytes change or a new file in a source's folder
 * could change what an import means; each source keeps its own __dirname.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const BUNDLER = join(__dirname, '..', '..', 'child-runtime', 'bundle.cjs');

let dir: string;
let cache: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'recurso-bundle-test-'));
  cache = mkdtempSync(join(tmpdir(), 'recurso-bundle-cache-'));
  writeFileSync(
    join(dir, 'entry.ts'),
    "import { word } from './word';\nconsole.log(word + ' ' + __dirname);\n",
  );
  writeFileSync(join(dir, 'word.ts'), "export const word: string = 'one';\n");
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(cache, { recursive: true, force: true });
});

const bundle = () =>
  execFileSync(process.execPath, [BUNDLER, join(dir, 'entry.ts'), cache], { encoding: 'utf8' });
const run = (file: string) => execFileSync(process.execPath, [file], { encoding: 'utf8' }).trim();
const recordTime = () => statSync(join(cache, 'bundle.json')).mtimeMs;

describe('the child runtime bundle', () => {
  it('runs the sources, each with its own __dirname', () => {
    expect(run(bundle())).toBe(`one ${dir}`);
  });

  it('is reused while its sources are unchanged', () => {
    const first = bundle();
    const written = recordTime();
    expect(bundle()).toBe(first);
    expect(recordTime()).toBe(written);
  });

  it("is built again when a source's bytes change", () => {
    const first = bundle();
    writeFileSync(join(dir, 'word.ts'), "export const word: string = 'two';\n");
    const second = bundle();
    expect(second).not.toBe(first);
    expect(run(second)).toBe(`two ${dir}`);
  });

  it("is built again when a new file in a source's folder is what an import now resolves to", () => {
    bundle();
    // esbuild tries .tsx before .ts: './word' now means word.tsx, though no recorded file changed
    writeFileSync(join(dir, 'word.tsx'), "export const word: string = 'three';\n");
    expect(run(bundle())).toBe(`three ${dir}`);
  });
});
