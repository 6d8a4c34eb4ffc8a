/**
 * The one logger of the functions and the local runtime: one JSON line per event, UTC timestamps, a
 * correlation id when there is one. Keys that may carry secrets or personal data are redacted before
 * writing (SECURITY LOG-1). On Lambda each line also names the function and the X-Ray trace of the
 * invocation, and the API's access line says whether it was the container's cold start: what
 * Powertools' logger would add, without its ~23 KB and ~15 ms per bundle's cold import.
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

const SECRET_KEY = /pass|token|secret|authorization|cookie|cpf|cnh|credential|document|text/i;
const JWT_LIKE = /eyJ[\w-]+\.[\w-]+\.[\w-]*/g;
const CPF_LIKE = /\b\d{3}\.?\d{3}\.?\d{3}-?\d{2}\b/g;

function redact(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.replace(JWT_LIKE, '[jwt]').replace(CPF_LIKE, '[cpf]');
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (value instanceof Error) return { name: value.name, message: redact(value.message), stack: value.stack };
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value))
    out[k] = SECRET_KEY.test(k) ? '[redacted]' : redact(v, depth + 1);
  return out;
}

/** Set by the Lambda runtime; absent locally and in tests, so those lines stay as they were. */
function lambdaFields(env: NodeJS.ProcessEnv): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  if (env.AWS_LAMBDA_FUNCTION_NAME) fields.function = env.AWS_LAMBDA_FUNCTION_NAME;
  // Lambda sets the trace header per invocation: read at write time, not at import.
  const trace = env._X_AMZN_TRACE_ID?.match(/Root=([^;]+)/)?.[1];
  if (trace) fields.xrayTraceId = trace;
  return fields;
}

let coldStart = true;
/** True for the first call in this process (the container's cold start), false after. */
export function takeColdStart(): boolean {
  const first = coldStart;
  coldStart = false;
  return first;
}

export interface Logger {
  debug(msg: string, data?: Record<string, unknown>): void;
  info(msg: string, data?: Record<string, unknown>): void;
  warn(msg: string, data?: Record<string, unknown>): void;
  error(msg: string, data?: Record<string, unknown>): void;
  child(bindings: Record<string, unknown>): Logger;
}

export function createLogger(
  level: LogLevel = 'info',
  bindings: Record<string, unknown> = {},
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Logger {
  const log = (lvl: Exclude<LogLevel, 'silent'>, msg: string, data?: Record<string, unknown>) => {
    if (ORDER[lvl] < ORDER[level]) return;
    const entry = {
      level: lvl,
      time: new Date().toISOString(),
      msg,
      ...lambdaFields(process.env),
      ...bindings,
      ...(data ?? {}),
    };
    write(JSON.stringify(redact(entry)));
  };
  return {
    debug: (m, d) => log('debug', m, d),
    info: (m, d) => log('info', m, d),
    warn: (m, d) => log('warn', m, d),
    error: (m, d) => log('error', m, d),
    child: (b) => createLogger(level, { ...bindings, ...b }, write),
  };
}
