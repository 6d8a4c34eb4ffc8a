/**
 * Lighthouse budget (issues 6 and 16): the home page served by the local runtime (as `npm start` serves it),
 * audited by Lighthouse with its mobile defaults (formFactor mobile, simulated 4G + 4x CPU throttling)
 * in Debian's Chromium: performance ≥ 96, accessibility 100, best practices 100, SEO 100, LCP ≤ 1.5 s, and
 * the home page's initial JS ≤ 90 KB gzip; FCP, TBT and CLS are reported for the record. The SPA is built
 * fresh, as it ships, into a temp folder so the figures match the source.
 * The local runtime now gzips text assets itself; a second set of runs through a gzip proxy is kept to show
 * what the same build scores when compressed as CloudFront serves it (record only, no budget).
 *
 * Offline: Chromium resolves no host but localhost, and the bench fails if any request the page made
 * left this machine (the network-requests audit lists them). Lighthouse's default config fetches nothing
 * external for these four categories, so no audit is disabled.
 */
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { createGzip } from 'node:zlib';
import { startRuntime } from '../local/src/runtime';
import { CHROMIUM, CHROMIUM_FLAGS } from '../test/e2e/chromium';
import { buildWebApp } from '../test/e2e/web-build';
import { homeInitialJsGzip } from './helpers';
import type { Figure } from './run';
import { percentile } from './stats';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const CHROME_FLAGS = [
  ...CHROMIUM_FLAGS,
  // Nothing but this machine: any other host name fails to resolve instead of reaching out.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost',
];

/**
 * The local server gzips each file on its first request (level 9, then cached): fetch every built file once
 * so the first audited load does not pay that one-time cost, which CloudFront's edge cache never shows.
 */
async function warmGzipCache(origin: string, dist: string): Promise<void> {
  const files = readdirSync(dist, { recursive: true, withFileTypes: true }).filter((f) => f.isFile());
  for (const f of files) {
    const path = relative(dist, join(f.parentPath, f.name)).split(sep).join('/');
    const res = await fetch(`${origin}/${path === 'index.html' ? '' : path}`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    await res.arrayBuffer();
  }
}

interface Audit {
  id: string;
  title: string;
  score: number | null;
  numericValue?: number;
  displayValue?: string;
  details?: { items?: { url?: string }[] };
}
interface Lhr {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, Audit>;
  runtimeError?: { message: string };
}

/** URLs the page requested outside this machine (should be none). */
function outsideRequests(lhr: Lhr, origin: string): string[] {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  return items
    .map((i) => i.url ?? '')
    .filter(
      (u) =>
        /^https?:/.test(u) && !u.startsWith(origin) && !/^https?:\/\/(localhost|127\.0\.0\.1)[:/]/.test(u),
    );
}

/** Audits in the four categories that did not pass, to say why a score is below budget. */
function failing(lhr: Lhr): [audit: string, value: string][] {
  const out: [string, string][] = [];
  for (const cat of CATEGORIES) {
    for (const ref of lhr.categories[cat]?.auditRefs ?? []) {
      const a = lhr.audits[ref.id];
      if (a && a.score !== null && a.score < 1 && (ref.weight > 0 || cat !== 'performance'))
        out.push([`${cat}: ${a.id} (${a.title})`, `${a.displayValue || 'fails'} [${a.score}]`]);
    }
  }
  return out;
}

/** Serves `target` gzip-compressed, as CloudFront does in production. */
async function gzipProxy(target: string): Promise<{ url: string; close(): void }> {
  const server = createServer((req, res) => {
    const upstream = request(`${target}${req.url}`, { method: req.method, headers: req.headers }, (up) => {
      // The local server already gzips for a browser that accepts it: compressing again would hand the
      // browser gzip bytes as the page (which then scored a meaningless 100).
      const compress =
        !up.headers['content-encoding'] &&
        /javascript|css|html|svg|json/.test(String(up.headers['content-type'] ?? ''));
      const headers = { ...up.headers };
      if (compress) {
        headers['content-encoding'] = 'gzip';
        delete headers['content-length'];
      }
      res.writeHead(up.statusCode ?? 502, headers);
      (compress ? up.pipe(createGzip()) : up).pipe(res);
    });
    req.pipe(upstream);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return { url: `http://localhost:${port}`, close: () => server.close() };
}

export default async function lighthouseBench(): Promise<Figure[]> {
  // Both packages are ESM-only; the bench runs under tsx, so a dynamic import keeps this file CJS-safe.
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const web = buildWebApp();
  const dist = web.dist;
  const dataDir = mkdtempSync(join(tmpdir(), 'recurso-lh-data-'));
  const profile = mkdtempSync(join(tmpdir(), 'recurso-lh-chromium-'));
  const rt = await startRuntime({ port: 0, dataDir, staticDir: dist, logLevel: 'silent', log: () => {} });
  await warmGzipCache(rt.url, dist);
  const proxy = await gzipProxy(rt.url);
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROME_FLAGS,
    userDataDir: profile,
    logLevel: 'silent',
  });
  const audit = async (origin: string): Promise<Lhr[]> => {
    const runs: Lhr[] = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(`${origin}/`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      });
      const lhr = result?.lhr as unknown as Lhr | undefined;
      if (!lhr) throw new Error('Lighthouse returned no result');
      if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
      const outside = outsideRequests(lhr, origin);
      if (outside.length) throw new Error(`the home page reached outside hosts: ${outside.join(', ')}`);
      runs.push(lhr);
    }
    return runs;
  };
  try {
    const runs = await audit(rt.url);
    // The last report, for reading the audits behind a score (bench/results is git-ignored).
    mkdirSync(join(__dirname, 'results'), { recursive: true });
    writeFileSync(join(__dirname, 'results', 'lighthouse.json'), JSON.stringify(runs.at(-1)));
    const notPassing = new Map<string, string[]>();
    for (const [audit, value] of runs.flatMap(failing))
      notPassing.set(audit, [...(notPassing.get(audit) ?? []), value]);
    for (const [audit, values] of notPassing)
      process.stdout.write(`not passing: ${audit}: ${values.join(', ')}\n`);
    const gzipped = await audit(proxy.url);
    const median = (of: Lhr[], pick: (l: Lhr) => number) => percentile(of.map(pick), 50);
    const score = (of: Lhr[], cat: string) =>
      median(of, (l) => Math.round((l.categories[cat]?.score ?? 0) * 100));
    const metric = (id: string) => median(runs, (l) => l.audits[id]?.numericValue ?? Number.NaN);
    const perRun = (of: Lhr[]) => of.map((l) => Math.round((l.categories.performance?.score ?? 0) * 100));
    process.stdout.write(
      `performance per run: ${perRun(runs).join(', ')}; gzipped: ${perRun(gzipped).join(', ')}\n`,
    );
    const n = `median of ${RUNS}`;
    return [
      {
        name: `home page Lighthouse performance (${n})`,
        value: score(runs, 'performance'),
        unit: 'score',
        budget: 96,
        higherIsBetter: true,
      },
      {
        name: 'home page Lighthouse accessibility',
        value: score(runs, 'accessibility'),
        unit: 'score',
        budget: 100,
        higherIsBetter: true,
      },
      {
        name: 'home page Lighthouse best practices',
        value: score(runs, 'best-practices'),
        unit: 'score',
        budget: 100,
        higherIsBetter: true,
      },
      {
        name: 'home page Lighthouse SEO',
        value: score(runs, 'seo'),
        unit: 'score',
        budget: 100,
        higherIsBetter: true,
      },
      {
        name: 'home page LCP (simulated mobile)',
        value: metric('largest-contentful-paint'),
        unit: 'ms',
        budget: 1500,
      },
      { name: 'home page FCP (simulated mobile)', value: metric('first-contentful-paint'), unit: 'ms' },
      { name: 'home page TBT (simulated mobile)', value: metric('total-blocking-time'), unit: 'ms' },
      { name: 'home page CLS', value: metric('cumulative-layout-shift'), unit: '' },
      { name: 'home page initial JS (gzip)', value: homeInitialJsGzip(dist) / 1000, unit: 'KB', budget: 90 },
      {
        name: 'performance served gzipped, as CloudFront does (record only)',
        value: score(gzipped, 'performance'),
        unit: 'score',
      },
    ];
  } finally {
    chrome.kill();
    proxy.close();
    await rt.stop();
    web.dispose();
    for (const dir of [dataDir, profile]) rmSync(dir, { recursive: true, force: true });
  }
}
