import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import { recordBuildInputs } from './build-inputs.ts';
import { prerenderHome } from './vite-prerender.ts';

// react-router's package exports always point at its development build; production builds take the
// production one (same API, no dev warnings, ~40% smaller).
const routerProd = fileURLToPath(
  import.meta.resolve('react-router').replace('/development/', '/production/'),
);

// The local runtime (npm start) serves the API on :3000; in `vite dev` the SPA proxies /api there so
// the app always talks to its own origin, as it does behind CloudFront.
export default defineConfig(({ mode, command }) => {
  // A build makes what ships, whatever NODE_ENV it inherits (jest sets `test`, which made Vite emit React's
  // development runtime). Vite reads NODE_ENV after loading this file; `--mode development` still gives a
  // development build on purpose.
  if (command === 'build' && mode === 'production') process.env.NODE_ENV = 'production';
  const fileEnv = loadEnv(mode, process.cwd(), 'VITE_');
  const googleClientId = process.env.VITE_GOOGLE_CLIENT_ID ?? fileEnv.VITE_GOOGLE_CLIENT_ID ?? '';
  return {
    plugins: [react(), prerenderHome(), recordBuildInputs()],
    resolve: command === 'build' ? { alias: [{ find: /^react-router$/, replacement: routerProd }] } : {},
    define: { __GOOGLE_CLIENT_ID__: JSON.stringify(googleClientId) },
    server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
    // Every supported browser has modulepreload: the polyfill would only add bytes to the entry chunk.
    build: {
      outDir: 'dist',
      sourcemap: false,
      target: 'es2022',
      assetsInlineLimit: 0,
      modulePreload: { polyfill: false },
      // The prerendered home page loads the app through this small script instead (vite-prerender.ts).
      rolldownOptions: { input: { index: 'index.html', boot: 'src/boot.ts' } },
    },
  };
});
