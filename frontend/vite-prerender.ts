/**
 * After the client build, prerenders the home page into index.html (src/prerender.tsx, built for Node by
 * Vite's SSR build with this same config) and keeps the empty-root page as app.html, the shell that client
 * routes are served so a deep link never flashes the home page (lib/spa-rewrite.ts, local/src/server.ts).
 * The home page inlines its stylesheet and loads the app through src/boot.ts, a second entry of the build,
 * after its first paint.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { SHELL_FILE } from './src/app/prerendered.ts';

const ENTRY = 'src/prerender.tsx';
const BOOT = 'src/boot.ts';

export function prerenderHome(): Plugin {
  let config: ResolvedConfig;
  let bootUrl = '';
  return {
    name: 'recurso:prerender-home',
    // The client build only: the nested SSR build below loads this config too.
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_, bundle) {
      const boot = Object.values(bundle).find(
        (out) => out.type === 'chunk' && out.facadeModuleId?.endsWith(`/${BOOT}`),
      );
      if (!boot) throw new Error(`the client bundle has no chunk for ${BOOT}`);
      bootUrl = `${config.base}${boot.fileName}`;
    },
    async closeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      // Inside node_modules, so the bundle's bare imports (react, react-dom) resolve; unique per build.
      const cache = join(config.root, 'node_modules');
      mkdirSync(cache, { recursive: true });
      const ssrOut = mkdtempSync(join(cache, '.prerender-'));
      try {
        await build({
          configFile: config.configFile,
          root: config.root,
          mode: config.mode,
          logLevel: 'warn',
          build: { ssr: ENTRY, outDir: ssrOut, emptyOutDir: true, copyPublicDir: false },
        });
        const { prerenderInto } = (await import(pathToFileURL(join(ssrOut, 'prerender.js')).href)) as {
          prerenderInto(
            template: string,
            url: string,
            o: { bootUrl: string; readAsset(url: string): string },
          ): Promise<string>;
        };
        const indexFile = join(outDir, 'index.html');
        const shell = readFileSync(indexFile, 'utf8');
        writeFileSync(join(outDir, SHELL_FILE), shell);
        const readAsset = (url: string) => readFileSync(join(outDir, url.slice(config.base.length)), 'utf8');
        writeFileSync(indexFile, await prerenderInto(shell, '/', { bootUrl, readAsset }));
      } finally {
        rmSync(ssrOut, { recursive: true, force: true });
      }
    },
  };
}
