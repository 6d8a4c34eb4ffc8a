/**
 * One definition of how a Lambda entry is bundled. CDK's NodejsFunction uses `cdkBundling`; the bundle
 * test and the bench call esbuild directly with `esbuildOptions`, so budgets measure what gets deployed.
 */
import { type BundlingOptions, LogLevel, OutputFormat, SourceMapMode } from 'aws-cdk-lib/aws-lambda-nodejs';

/** Node 22 is the Lambda runtime; the bundle targets it. */
export const NODE_TARGET = 'node22';

/** ESM bundles have no `require`; some CommonJS dependencies call it, so the banner recreates it. */
export const ESM_REQUIRE_BANNER =
  "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);";

/**
 * The AWS SDK v3 is left to the Lambda runtime (nodejs22.x ships it under @aws-sdk/*): bundled, the SDK
 * core alone is ~350 KB minified and no API function fits the 400 KB budget (figures in docs/deploy.md,
 * "Bundles"). @smithy/* stays bundled: the runtime does not promise to expose it.
 */
export const AWS_SDK_EXTERNALS = ['@aws-sdk/*'];

/** Prefer packages' ESM builds so esbuild can tree-shake them (the AWS SDK in particular). */
export const MAIN_FIELDS = ['module', 'main'];

export const cdkBundling = (): BundlingOptions => ({
  format: OutputFormat.ESM,
  target: NODE_TARGET,
  minify: true,
  sourceMap: true,
  sourceMapMode: SourceMapMode.DEFAULT,
  sourcesContent: false,
  mainFields: MAIN_FIELDS,
  banner: ESM_REQUIRE_BANNER,
  bundleAwsSDK: false,
  externalModules: AWS_SDK_EXTERNALS,
  logLevel: LogLevel.WARNING,
});

/** The same settings in esbuild's own API (see test/cdk/bundles.test.ts and bench/cdk.bench.ts). */
export const esbuildOptions = (entry: string, outfile: string) => ({
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
  external: AWS_SDK_EXTERNALS,
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
    bytes: 600 * 1024,
    reason: 'pdf-lib with its 14 embedded standard fonts and pako is ~420 KB by itself',
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
export async function bundleEntry(entry: string, outfile: string): Promise<BundleResult> {
  const { build } = await import('esbuild');
  await build(esbuildOptions(entry, outfile));
  const { statSync } = await import('node:fs');
  return { entry, outfile, bytes: statSync(outfile).size };
}
