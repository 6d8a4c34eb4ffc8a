/**
 * The build prerenders the home page (frontend/vite-prerender.ts): index.html carries the hero, the
 * infraction search and the structured data, and loads the app only after its first paint; app.html (what
 * client routes are served) has an empty root and loads the app at once; neither needs an inline script or
 * style (the production CSP allows none), and the browser entry's tree hydrates that HTML without a React
 * hydration error, for a visitor and for a signed-in user.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, waitFor } from '@testing-library/react';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from '../../frontend/src/app/App';
import { contentSecurityPolicy, inlineStyleHashes } from '../../lib/csp';
import { cachedWebBuild, WEB_BUILDS, type WebBuild } from '../e2e/web-build';
import { makeToken } from './helpers';

jest.setTimeout(120_000);

const HERO = 'Recorra da sua multa com um recurso bem fundamentado';
const SEARCH_LABEL = 'Qual infração aparece na sua notificação?';

let web: WebBuild;
let index: Document;
let shell: Document;
const parse = (file: string) =>
  new DOMParser().parseFromString(readFileSync(join(web.dist, file), 'utf8'), 'text/html');

// The build the browser tests serve (test/e2e/web-build.ts): made once for its inputs, shared by the runs
// and clones of the machine; a fresh vite build here cost ~9 CPU s a run.
beforeAll(async () => {
  web = await cachedWebBuild();
  index = parse('index.html');
  shell = parse('app.html');
});

afterAll(() => web?.dispose());

it('reads the build the browser tests serve, made once for its inputs', () => {
  expect(web.dist.startsWith(`${WEB_BUILDS}/build-`)).toBe(true);
});

describe('built pages', () => {
  it('index.html carries the home page, marked as prerendered for /', () => {
    const root = index.getElementById('root');
    expect(root?.getAttribute('data-prerendered')).toBe('/');
    expect(root?.querySelector('h1')?.textContent).toBe(HERO);
    const label = [...(root?.querySelectorAll('label') ?? [])].find((l) => l.textContent === SEARCH_LABEL);
    expect(label).toBeDefined();
    const input = index.getElementById(label?.htmlFor ?? '');
    expect(input?.getAttribute('type')).toBe('search');
    // Disabled until hydrated: text typed before React owns the field would be lost.
    expect(input?.hasAttribute('disabled')).toBe(true);
    // The signed-out header: the session is only read in the browser.
    expect([...(root?.querySelectorAll('.site-nav__actions a') ?? [])].map((a) => a.textContent)).toEqual([
      'Login',
      'Cadastre-se',
    ]);
  });

  it('app.html is the same page with an empty root, for client routes', () => {
    const root = shell.getElementById('root');
    expect(root?.innerHTML).toBe('');
    expect(root?.hasAttribute('data-prerendered')).toBe(false);
    expect(shell.body.textContent).not.toContain(HERO);
    expect(shell.body.textContent).not.toContain(SEARCH_LABEL);
    // The same title and description; the stylesheet the shell links is the one the home page inlines.
    for (const selector of ['title', 'meta[name="description"]'])
      expect(shell.head.querySelector(selector)?.outerHTML).toBe(
        index.head.querySelector(selector)?.outerHTML,
      );
    const href = shell.head.querySelector('link[rel="stylesheet"]')?.getAttribute('href') as string;
    expect(href).toMatch(/^\/assets\/index-[\w-]+\.css$/);
    expect(index.head.querySelector('style')?.textContent).toBe(readFileSync(join(web.dist, href), 'utf8'));
    expect(index.head.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(0);
  });

  it('the shell loads the app at once; the home page defers it to its boot script, and Inter with it', () => {
    // The shell: nothing paints without the app, so its entry and the chunks it imports come at once.
    const entry = shell.head.querySelector('script[type="module"]')?.getAttribute('src');
    expect(entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    const preloads = [...shell.head.querySelectorAll('link[rel="modulepreload"]')].map((l) =>
      l.getAttribute('href'),
    );
    expect(preloads.length).toBeGreaterThan(0);
    expect(shell.documentElement.hasAttribute('data-fonts')).toBe(false);
    // The home page paints from HTML and CSS alone: one small script, which fetches those after that paint.
    const scripts = [...index.head.querySelectorAll<HTMLScriptElement>('script[type="module"]')];
    expect(scripts.map((s) => s.getAttribute('src'))).toEqual([
      expect.stringMatching(/^\/assets\/boot-[\w-]+\.js$/),
    ]);
    expect(scripts[0]?.dataset.app).toBe(entry);
    expect(scripts[0]?.dataset.preload?.split(' ')).toEqual(preloads);
    expect(index.head.querySelectorAll('link[rel="modulepreload"], link[rel="preload"]')).toHaveLength(0);
    // Until then its text is set in the local fonts matched to Inter (global.css, font-fallback.css).
    expect(index.documentElement.getAttribute('data-fonts')).toBe('later');
    const boot = readFileSync(join(web.dist, scripts[0]?.getAttribute('src') as string), 'utf8');
    expect(boot).not.toMatch(/\bimport\s*[{"'*]|from\s*["']/);
  });

  it('the home page carries the structured data of the company and its two services', () => {
    const blocks = [...index.querySelectorAll('script[type="application/ld+json"]')];
    expect(blocks).toHaveLength(1);
    const data = JSON.parse(blocks[0]?.textContent ?? '') as { '@graph': Record<string, unknown>[] };
    const [organization, ...products] = data['@graph'];
    expect(organization).toMatchObject({
      '@type': 'Organization',
      name: 'Recurso Certo',
      taxID: '45.723.174/0001-10',
    });
    expect(
      products.map((p) => [
        p.name,
        (p.offers as { price: string }).price,
        (p.offers as { priceCurrency: string }).priceCurrency,
      ]),
    ).toEqual([
      ['Recurso de Multa', '29.90', 'BRL'],
      ['Recurso de Suspensão de CNH', '499.90', 'BRL'],
    ]);
    expect(shell.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);
  });

  it.each(['index.html', 'app.html'])(
    '%s needs no inline script, nor a style the CSP does not allow',
    (file) => {
      const doc = file === 'index.html' ? index : shell;
      // Data blocks (JSON-LD) are never run, so the CSP does not apply to them.
      const scripts = [...doc.querySelectorAll('script:not([type="application/ld+json"])')];
      expect(scripts.length).toBeGreaterThan(0);
      for (const s of scripts) {
        expect(s.getAttribute('src')).toMatch(/^\/assets\/(index|boot)-[\w-]+\.js$/);
        expect(s.textContent).toBe('');
      }
      expect(doc.querySelectorAll('[style], template')).toHaveLength(0);
      // The one inline style, the home page's stylesheet, is allowed by its hash in the production CSP.
      const csp = contentSecurityPolicy({
        googleSignIn: false,
        uploadOrigin: 'https://uploads.example',
        checkoutOrigins: [],
        styleHashes: inlineStyleHashes(readFileSync(join(web.dist, file), 'utf8')),
      });
      const styles = [...doc.querySelectorAll('style')];
      expect(styles).toHaveLength(file === 'index.html' ? 1 : 0);
      for (const style of styles) {
        const hash = createHash('sha256')
          .update(style.textContent ?? '')
          .digest('base64');
        expect(csp).toContain(`style-src 'self' 'sha256-${hash}';`);
      }
    },
  );
});

describe('hydration of the prerendered home page', () => {
  let root: Root | undefined;
  let problems: unknown[];

  beforeEach(() => {
    problems = [];
    jest.spyOn(console, 'error').mockImplementation((...args) => problems.push(args));
    // A desktop browser: the carousel shows 3 testimonials where the prerender (no window) chose 1.
    window.matchMedia = (query: string) =>
      ({
        matches: query === '(min-width: 900px)',
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList;
    document.body.innerHTML = index.body.innerHTML;
  });

  afterEach(async () => {
    await act(async () => root?.unmount());
    root = undefined;
    localStorage.clear();
    jest.restoreAllMocks();
  });

  /** Hydrates as main.tsx does; resolves when every element belongs to React (each lazy part hydrated). */
  async function hydrate(): Promise<HTMLElement> {
    const container = document.getElementById('root') as HTMLElement;
    await act(async () => {
      startTransition(() => {
        root = hydrateRoot(
          container,
          <StrictMode>
            <BrowserRouter>
              <App prerendered />
            </BrowserRouter>
          </StrictMode>,
          { onRecoverableError: (error) => problems.push(error) },
        );
      });
    });
    const notHydrated = () =>
      [...container.querySelectorAll('*')].filter(
        (el) => !Object.keys(el).some((k) => k.startsWith('__reactFiber')),
      );
    await waitFor(() => expect(notHydrated()).toEqual([]));
    return container;
  }

  it('adopts the server HTML for a visitor, without a hydration error', async () => {
    // The server's nodes, above the fold and in the lazily loaded parts, are kept (not rendered again).
    const kept = ['h1', '#servicos', '.site-footer', 'input[type="search"]'].map((s) =>
      document.querySelector(s),
    );
    const container = await hydrate();
    expect(
      ['h1', '#servicos', '.site-footer', 'input[type="search"]'].map((s) => container.querySelector(s)),
    ).toEqual(kept);
    expect(kept.every(Boolean)).toBe(true);
    await waitFor(() =>
      expect(container.querySelector<HTMLInputElement>('input[type="search"]')?.disabled).toBe(false),
    );
    await waitFor(() => expect(container.querySelectorAll('.testimonial')).toHaveLength(3));
    expect(container.querySelector('.site-footer__bottom')?.textContent).toBe(
      `© ${new Date().getFullYear()} Recurso Certo · CNPJ 45.723.174/0001-10`,
    );
    expect(problems).toEqual([]);
  });

  it('shows a signed-in user their header after hydration, without a hydration error', async () => {
    localStorage.setItem('token', makeToken({ email: 'ana@example.com', role: 'USER' }));
    const container = await hydrate();
    await waitFor(() =>
      expect(container.querySelector('.site-nav__actions')?.textContent).toBe('DashboardSair'),
    );
    expect(container.querySelector('.site-nav__actions a')?.getAttribute('href')).toBe('/dashboard');
    expect(problems).toEqual([]);
  });
});
