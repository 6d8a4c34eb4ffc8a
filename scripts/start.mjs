#!/usr/bin/env node
// `npm start`: builds the web app once if it has never been built, then runs the local runtime
// (local/src/main.ts) with tsx. Everything it needs comes from `npm install`; Java 17+ runs DynamoDB Local.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const fail = (line) => {
  process.stderr.write(`npm start: ${line}\n`);
  process.exit(1);
};

const tsx = join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'tsx.cmd' : 'tsx');
if (!existsSync(tsx)) fail('dependencies are missing: run `npm install` first.');

const frontendPkg = join(root, 'frontend', 'package.json');
if (existsSync(frontendPkg) && !existsSync(join(root, 'frontend', 'dist', 'index.html'))) {
  const pkg = JSON.parse(readFileSync(frontendPkg, 'utf8'));
  if (pkg.scripts?.build) {
    process.stdout.write('[start] building the web app (first run only)…\n');
    const build = spawnSync('npm', ['run', 'build', '-w', 'frontend'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0)
      process.stderr.write('[start] the web app did not build; serving the API only.\n');
  }
}

const child = spawn(tsx, [join(root, 'local', 'src', 'main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
