/**
 * The two cdk test files that synth with aws-cdk-lib's built-in CloudFormation validation, run as one test
 * file: the validator (a 9 MB WebAssembly engine) is loaded and set up once per jest file (its module
 * registry), ~8 s of CPU; the second validated synth in the same file costs ~3 s instead of ~11.
 * - ./stacks.checks.ts: the templates of the app as cdk.json configures it;
 * - ./nag.checks.ts: cdk-nag's checks and a production-like variant.
 * Each keeps its own synth (its own beforeAll) and its own tests, unchanged.
 */
import './stacks.checks';
import './nag.checks';
