/**
 * One definition of how a Lambda entry is bundled. CDK's NodejsFunction uses `cdkBundling`; the bundle
 * test and the bench call esbuild directly with `esbuildOptions`, so budgets measure what gets deployed.
 */
import { type BundlingOptions, LogLevel, OutputFormat, SourceMapMode } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { Entry } from './entries';

/** Node 22 is the Lambda runtime; the bundle targets it. */
export const NODE_TARGET = 'node22';

/** ESM bundles have no `require`; some CommonJS dependencies call it, so the banner recreates it. */
export const ESM_REQUIRE_BANNER =
  "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);";

/**
 * The AWS SDK v3 is bundled: loading `@aws-sdk/client-dynamodb` and friends from node_modules takes
 * 120–150 ms of a cold start, bundled ≈ 30 ms (figures in docs/deploy.md, "Bundles"). Left to the
 * Lambda runtime (nodejs22.x ships SDK v3) are only packages a function loads on demand:
 * - the credential providers the SDK's default chain imports lazily, after the environment's
 *   credentials, which Lambda always sets, so Lambda never reaches them;
 * - in API functions, S3, SES and Step Functions: they are made on first use (functions/src/clients/lazy.ts) and most
 *   requests never touch them, so a cold start does not pay for them. Pipeline tasks use them on every
 *   run and bundle them.
 */
const SDK_ON_DEMAND = [
  '@aws-sdk/credential-provider-http',
  '@aws-sdk/credential-provider-ini',
  '@aws-sdk/credential-provider-login',
  '@aws-sdk/credential-provider-process',
  '@aws-sdk/credential-provider-sso',
  '@aws-sdk/credential-provider-web-identity',
  '@aws-sdk/nested-clients',
  '@smithy/credential-provider-imds',
];
const FIRST_USE_CLIENTS = [
  '@aws-sdk/client-s3',
  '@aws-sdk/s3-presigned-post',
  '@aws-sdk/s3-request-presigner',
  '@aws-sdk/client-sesv2',
  '@aws-sdk/client-sfn',
];

type EntryKind = Entry['kind'];

/** Packages an entry of this kind leaves to the runtime. */
export const externalsFor = (kind: EntryKind): string[] =>
  kind === 'http' ? [...SDK_ON_DEMAND, ...FIRST_USE_CLIENTS] : SDK_ON_DEMAND;

/** Prefer packages' ESM builds so esbuild can tree-shake them (the AWS SDK in particular). */
export const MAIN_FIELDS = ['module', 'main'];

export const cdkBundling = (kind: EntryKind): BundlingOptions => ({
  format: OutputFormat.ESM,
  target: NODE_TARGET,
  minify: true,
  sourceMap: true,
  sourceMapMode: SourceMapMode.DEFAULT,
  sourcesContent: false,
  mainFields: MAIN_FIELDS,
  banner: ESM_REQUIRE_BANNER,
  bundleAwsSDK: true,
  externalModules: externalsFor(kind),
  logLevel: LogLevel.WARNING,
});

/** The same settings in esbuild's own API (see test/cdk/bundles.test.ts and bench/cdk.bench.ts). */
export const esbuildOptions = (kind: EntryKind, entry: string, outfile: string) => ({
  entryPoints: [entry],
  outfile,
  bundle: true,
  platform: 'node' as const,
  format: 'esm' as const,
  target: NODE_TARGET,
  minify: true,
  sourcemap: true,
  sourcesContent: false,
  mainFields: MAIN_FIELDS,
  banner: { js: ESM_REQUIRE_BANNER },
  external: externalsFor(kind),
  metafile: true,
  logLevel: 'warning' as const,
});

/** Budget for one minified bundle (issue 7): every API function, and every other entry unless listed below. */
export const BUNDLE_BUDGET_BYTES = 400 * 1024;

/**
 * Entries that are not API functions and cannot fit 400 KB, each with its own budget and the reason
 * (measured figures in docs/deploy.md, "Bundles"). API functions never get an exception.
 */
export const BUNDLE_BUDGET_EXCEPTIONS: Record<string, { bytes: number; reason: string }> = {
  'task/render-pdf': {
    bytes: 960 * 1024,
    reason:
      'pdf-lib with its 14 embedded standard fonts and pako is ~400 KB by itself; S3 (~180 KB) is bundled to store every PDF',
  },
  'task/extract-document': {
    bytes: 800 * 1024,
    reason:
      "S3 (~180 KB) is bundled: it reads every upload, and S3 from the runtime adds ~70 ms to its cold import; the infraction catalogue (157 KB): the reader checks a scanned infraction description against its official text; the fields' grammars and layout rules that earn certainty (grown ~30 KB with issue 25's fuzzer-found rules: 778,769 B on 2 Dec 2026), and amazon-textract-response-parser (~70 KB) reading Textract's answers (issue 25)",
  },
  'task/write-appeal': {
    bytes: 560 * 1024,
    reason:
      'the infraction catalogue (157 KB of JSON) grounds every appeal it writes; the notice audit (~40 KB: every rule with its texts and legal sources, issue 24)',
  },
  'task/store-facts': {
    bytes: 560 * 1024,
    reason:
      'the infraction catalogue (157 KB of JSON) and the notice audit: it derives the review requests stored with the facts, so the appeals API carries neither',
  },
  'task/save-appeal': {
    bytes: 560 * 1024,
    reason:
      'the infraction catalogue (157 KB of JSON) and the writer with the notice audit: the saved notice summary names who answers for the infraction (driver identification) and the grounds used (outcome statistics by ground)',
  },
};

/** The budget of one entry, by `<kind>/<name>` (e.g. `http/auth`, `task/render-pdf`). */
export const bundleBudget = (kind: string, name: string): number =>
  kind === 'http'
    ? BUNDLE_BUDGET_BYTES
    : (BUNDLE_BUDGET_EXCEPTIONS[`${kind}/${name}`]?.bytes ?? BUNDLE_BUDGET_BYTES);

export interface BundleResult {
  entry: string;
  outfile: string;
  /** Size of the minified JavaScript (source map excluded). */
  bytes: number;
}

/** Bundles one entry exactly as deployed, with esbuild's API (fast; used by tests and the bench). */
export async function bundleEntry(kind: EntryKind, entry: string, outfile: string): Promise<BundleResult> {
  const { build } = await import('esbuild');
  await build(esbuildOptions(kind, entry, outfile));
  const { statSync } = await import('node:fs');
  return { entry, outfile, bytes: statSync(outfile).size };
}
