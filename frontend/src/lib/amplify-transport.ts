/**
 * aws-amplify REST transport (`aws-amplify/api`), configured with the same-origin /api endpoint and a
 * headers function that adds the bearer token. Imported dynamically so it lands in its own chunk.
 */
import { Amplify } from 'aws-amplify';
import { del, get, post } from 'aws-amplify/api';
import { type ApiRequest, type ApiResponse, authHeaders } from './api';

const API_NAME = 'recurso';
let configured = false;
let currentToken: string | null = null;

function configure(): void {
  if (configured) return;
  Amplify.configure(
    { API: { REST: { [API_NAME]: { endpoint: `${window.location.origin}/api` } } } },
    {
      API: {
        REST: {
          headers: async () => authHeaders(currentToken),
          // Our POSTs are not idempotent (checkout, generation): never retried behind the user's back.
          retryStrategy: { strategy: 'no-retry' },
          defaultAuthMode: 'none',
        },
      },
    },
  );
  configured = true;
}

interface AmplifyBody {
  json(): Promise<unknown>;
  blob(): Promise<Blob>;
  text(): Promise<string>;
}
interface AmplifyResponse {
  statusCode: number;
  headers: Record<string, string>;
  body: AmplifyBody;
}

function wrap(res: AmplifyResponse): ApiResponse {
  // `del` answers without a body.
  const body = res.body as AmplifyBody | undefined;
  return {
    status: res.statusCode,
    contentType: res.headers?.['content-type'] ?? '',
    json: async () => (body ? body.json() : null),
    blob: async () => (body ? body.blob() : new Blob([])),
    text: async () => (body ? body.text() : ''),
  };
}

/** Amplify throws on HTTP ≥ 300 with the raw response attached; turn it back into a response. */
function fromError(err: unknown): ApiResponse {
  const response = (
    err as { response?: { statusCode: number; headers?: Record<string, string>; body?: string } }
  ).response;
  if (!response) throw err;
  const text = response.body ?? '';
  return {
    status: response.statusCode,
    contentType: response.headers?.['content-type'] ?? '',
    json: async () => JSON.parse(text),
    blob: async () => new Blob([text]),
    text: async () => text,
  };
}

export async function amplifyTransport(req: ApiRequest, token: string | null): Promise<ApiResponse> {
  configure();
  currentToken = token;
  const input = {
    apiName: API_NAME,
    path: req.path,
    options: {
      ...(req.query ? { queryParams: req.query } : {}),
      ...(req.body !== undefined ? { body: req.body as never } : {}),
    },
  };
  const op = req.method === 'GET' ? get(input) : req.method === 'POST' ? post(input) : del(input);
  try {
    return wrap((await op.response) as unknown as AmplifyResponse);
  } catch (err) {
    return fromError(err);
  }
}
