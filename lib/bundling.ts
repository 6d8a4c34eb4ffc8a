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
  // Bundle the AWS SDK clients a handler imports (pinned versions, tree-shaken) instead of the runtime's copy.
  bundleAwsSDK: true,
  externalModules: [],
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
  metafile: true,
  logLevel: 'warning' as const,
});

/** Budget for one minified bundle (issue 7). */
export const BUNDLE_BUDGET_BYTES = 400 * 1024;

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
