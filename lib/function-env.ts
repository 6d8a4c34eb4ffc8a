/**
 * A function's environment variables under Lambda's rules: valid, unreserved names, no empty value,
 * one value per name (a second, different value is a wiring bug) and 4 KB for all of them together.
 */
import { Stack } from 'aws-cdk-lib';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';

/** Lambda reserves these names (and every AWS_ prefix); setting one fails at deploy time. */
const RESERVED_ENV = new Set([
  '_HANDLER',
  '_X_AMZN_TRACE_ID',
  'LAMBDA_TASK_ROOT',
  'LAMBDA_RUNTIME_DIR',
  'TZ',
]);
const ENV_NAME = /^[A-Z][A-Z0-9_]*$/;
/** Lambda's limit for all variables together. */
const ENV_MAX_BYTES = 4096;

export class FunctionEnvironment {
  private readonly values = new Map<string, string>();

  constructor(
    private readonly functionName: string,
    private readonly fn: LambdaFunction,
  ) {}

  set(name: string, value: string): void {
    if (!ENV_NAME.test(name) || name.startsWith('AWS_') || RESERVED_ENV.has(name)) {
      throw new Error(`${this.functionName}: environment variable name '${name}' is invalid or reserved`);
    }
    if (value === '') throw new Error(`${this.functionName}: environment variable ${name} is empty`);
    const current = this.values.get(name);
    if (current !== undefined && current !== value) {
      throw new Error(
        `${this.functionName}: environment variable ${name} is bound twice with different values`,
      );
    }
    this.values.set(name, value);
    this.fn.addEnvironment(name, value);
  }

  /** Names only are stable; values may be tokens. */
  names(): string[] {
    return [...this.values.keys()].sort();
  }

  /** Synth-time check of the 4 KB limit, once every token resolves. */
  validate(): string[] {
    const stack = Stack.of(this.fn);
    const size = [...this.values].reduce((n, [k, v]) => n + k.length + String(stack.resolve(v)).length, 0);
    return size > ENV_MAX_BYTES
      ? [`${this.functionName}: environment is ${size} bytes (limit ${ENV_MAX_BYTES})`]
      : [];
  }
}
