/**
 * `node test/child-runtime/bundle.cjs` prints the path of ./runtime-process.ts compiled into one CommonJS
 * file: the child runtime starts from it instead of through tsx's loader, which compiled and resolved
 * ~340 TypeScript files at every start (~3.9 s of CPU a start; ~1.9 from the bundle, measured here). The
 * fault tier starts ~20 runtimes (every kill -9 and restart), the e2e app one.
 *
 * Only the repository's own sources go into the bundle (./runtime-process.ts, @recurso/*, test fixtures
 * it imports); every other package is required from node_modules as before, native addons and data
 * files included. Each source keeps its own __dirname and __filename, so what it finds next to itself
 * (statemachines/, the OCR thread's entry, the API docs page) is found as before.
 *
 * Cached by content in .cache/child-runtime (git-ignored; outside the repository the bundle could not
 * require node_modules): bundle.json records the hash of every file the build read, of the files that
 * decide how an import resolves (package.json exports, tsconfig), of the names in each source's folder
 * (a new file there could be what an import now means), this script's and esbuild's version; when any
 * differs, the bundle is built again (~0.2 s of CPU). A plain script, run
 * in a process of its own: jest's sandbox breaks esbuild's own typed-array checks.
 */
const { createHash } = require('node:crypto');
const {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} = require('node:fs');
const { dirname, join, relative } = require('node:path');

const ROOT = join(__dirname, '..', '..');
// `node bundle.cjs [entry] [cache dir]`: another entry and cache for its test (test/unit/child-runtime/).
const ENTRY = process.argv[2] ?? join(__dirname, 'runtime-process.ts');
const CACHE = process.argv[3] ?? join(ROOT, '.cache', 'child-runtime');
const RECORD = join(CACHE, 'bundle.json');
const STALE_MS = 24 * 3600_000;

const sha = (data) => createHash('sha256').update(data).digest('hex');
/** How imports resolve: the workspaces' package.json (their exports) and the TypeScript settings. */
const RESOLUTION = [
  'package.json',
  'tsconfig.json',
  'tsconfig.base.json',
  'core/package.json',
  'functions/package.json',
  'local/package.json',
];
const listing = (dir) => sha(readdirSync(dir).sort().join('\n'));

/** What the bundle depends on besides its sources: the bundler and this script (its options). */
function toolKey() {
  return sha(`${require('esbuild/package.json').version}\n${readFileSync(__filename, 'utf8')}`);
}

/** The recorded bundle, when every source it was built from still has the bytes it had. */
function cached(tools) {
  if (!existsSync(RECORD)) return undefined;
  try {
    const record = JSON.parse(readFileSync(RECORD, 'utf8'));
    if (record.tools !== tools) return undefined;
    const bundle = join(CACHE, record.bundle);
    if (!existsSync(bundle)) return undefined;
    for (const [file, hash] of Object.entries(record.inputs)) {
      const path = join(ROOT, file);
      if (!existsSync(path) || sha(readFileSync(path)) !== hash) return undefined;
    }
    for (const [dir, hash] of Object.entries(record.folders)) {
      const path = join(ROOT, dir);
      if (!existsSync(path) || listing(path) !== hash) return undefined;
    }
    const now = new Date();
    utimesSync(bundle, now, now); // in use: not pruned
    return bundle;
  } catch {
    return undefined;
  }
}

/** Writes `data` to `path` whole or not at all (a concurrent reader never sees half a file). */
function writeWhole(path, data) {
  const tmp = `${path}.${process.pid}.tmp`;
  writeFileSync(tmp, data);
  renameSync(tmp, path);
}

async function build(tools) {
  const esbuild = require('esbuild');
  /** Every source file the build read, by the hash of the bytes it read (so what was built is what is recorded). */
  const inputs = {};
  const sources = {
    name: 'repository-sources',
    setup(b) {
      // A package import stays a require of node_modules, except the workspace's own (@recurso/*: TypeScript).
      b.onResolve({ filter: /^[^./]/ }, (args) =>
        args.path.startsWith('@recurso/') ? undefined : { external: true },
      );
      b.onLoad({ filter: /\.(ts|tsx|js|mjs|cjs|json)$/ }, (args) => {
        const bytes = readFileSync(args.path);
        inputs[relative(ROOT, args.path)] = sha(bytes);
        const loader = args.path.slice(args.path.lastIndexOf('.') + 1).replace(/^[mc]js$/, 'js');
        if (loader === 'json') return { contents: bytes, loader };
        // The file's own location, as Node gives it to a module (esbuild would give the bundle's).
        const here = `var __filename = ${JSON.stringify(args.path)}, __dirname = ${JSON.stringify(dirname(args.path))};\n`;
        return { contents: here + bytes.toString('utf8'), loader };
      });
    },
  };
  const result = await esbuild.build({
    entryPoints: [ENTRY],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    write: false,
    outfile: join(CACHE, 'runtime-process.cjs'),
    plugins: [sources],
    logLevel: 'error',
  });
  const folders = {};
  for (const file of Object.keys(inputs)) folders[dirname(file)] = listing(join(ROOT, dirname(file)));
  // (not their folders: the repository's root gains .cache/, .data/, cdk.out/ as tests run)
  for (const file of RESOLUTION)
    if (existsSync(join(ROOT, file))) inputs[file] = sha(readFileSync(join(ROOT, file)));
  const code = result.outputFiles[0].contents;
  const name = `runtime-process-${sha(code).slice(0, 16)}.cjs`;
  mkdirSync(CACHE, { recursive: true });
  if (!existsSync(join(CACHE, name))) writeWhole(join(CACHE, name), code);
  // Older bundles go after a day unused (a test process holds the path it was given for its run only).
  for (const old of readdirSync(CACHE))
    if (/^runtime-process-\w+\.cjs$/.test(old) && old !== name) {
      const path = join(CACHE, old);
      if (Date.now() - statSync(path).mtimeMs > STALE_MS) rmSync(path, { force: true });
    }
  writeWhole(RECORD, JSON.stringify({ tools, bundle: name, inputs, folders }, null, 1));
  return join(CACHE, name);
}

async function main() {
  const tools = toolKey();
  process.stdout.write(cached(tools) ?? (await build(tools)));
}

main().catch((error) => {
  process.stderr.write(`child runtime bundle: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
