/**
 * aws-cdk-lib validates every synth's CloudFormation by default, and sets its validator up once per jest
 * file (~8 s of CPU): only the files of validated-synths.test.ts synth with it (test/cdk/app.ts). Every
 * other cdk test file's App turns it off (pipeline.test.ts's did not: 10.5 CPU s instead of 1.8).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const CDK = resolve(__dirname, '../../cdk');
/** The modules validated-synths.test.ts runs: they synth with the validation on purpose. */
const VALIDATED = ['validated-synths.test.ts', 'stacks.checks.ts', 'nag.checks.ts'];

/** The props of each `new App(…)` in a source: the text up to the parenthesis that closes the call. */
function appProps(source: string): string[] {
  const props: string[] = [];
  for (const m of source.matchAll(/\bnew App\(/g)) {
    let depth = 1;
    let i = (m.index ?? 0) + m[0].length;
    const start = i;
    for (; i < source.length && depth > 0; i++) {
      if (source[i] === '(') depth++;
      else if (source[i] === ')') depth--;
    }
    props.push(source.slice(start, i - 1));
  }
  return props;
}

describe('CloudFormation validation in the cdk tests', () => {
  it('finds the props of each App', () => {
    expect(appProps('new App({ outdir: f(x), context: {} }); new App();')).toEqual([
      '{ outdir: f(x), context: {} }',
      '',
    ]);
  });

  it('is off in every App of the cdk test files outside validated-synths', () => {
    const unvalidated = readdirSync(CDK)
      .filter((f) => f.endsWith('.ts') && !VALIDATED.includes(f))
      .flatMap((f) =>
        appProps(readFileSync(join(CDK, f), 'utf8'))
          .filter((p) => !/\bbuiltinCloudFormationValidation:\s*false\b/.test(p))
          .map(() => f),
      );
    expect(unvalidated).toEqual([]);
  });
});
