#!/usr/bin/env node
// `npm start`: builds the web app if it has never been built or its inputs changed since, then runs the
// local runtime (local/src/main.ts) with tsx. Everything it needs comes from `npm install`; Java 17+ runs DynamoDB Local.
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

// The web app is rebuilt whenever its inputs changed since the last build (frontend/build-inputs.ts), so a
// `git pull` never leaves an old build behind; its build output is quiet, so this is one log line.
const frontendPkg = join(root, 'frontend', 'package.json');
if (existsSync(frontendPkg) && JSON.parse(readFileSync(frontendPkg, 'utf8')).scripts?.build) {
  const { tsImport } = await import('tsx/esm/api');
  const { buildState } = await tsImport('../frontend/build-inputs.ts', import.meta.url);
  const state = buildState(root, join(root, 'frontend', 'dist'));
  if (!state.fresh) {
    process.stdout.write(`[start] ${state.reason}: building it…\n`);
    const build = spawnSync(
      'npm',
      ['run', 'build', '-w', 'frontend', '--silent', '--', '--logLevel', 'warn'],
      {
        cwd: root,
        stdio: 'inherit',
      },
    );
    if (build.status !== 0)
      process.stderr.write(
        '[start] the web app did not build: see the errors above; serving the API only.\n',
      );
  }
}

const child = spawn(tsx, [join(root, 'local', 'src', 'main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
