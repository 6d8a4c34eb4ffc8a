/**
 * Test harness: the real providers, routes and API client with an in-memory transport that answers like
 * our API (JSON bodies, `{ error, message }` on failure) and records every request.
 */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { QueryProvider } from '../../frontend/src/app/QueryProvider';
import { AppProviders } from '../../frontend/src/app/providers';
import { ToastProvider } from '../../frontend/src/components/ui/Toast';
import type { ApiRequest, ApiResponse, Transport } from '../../frontend/src/lib/api';
import { queryClient } from '../../frontend/src/lib/query-client';

export interface Reply {
  status?: number;
  body?: unknown;
}
export type Handler = (req: ApiRequest) => Reply | Promise<Reply>;

export interface FakeApi {
  transport: Transport;
  calls: (ApiRequest & { token: string | null })[];
}

/** `handlers` keyed by `METHOD /path` (path without the query); unknown routes answer 404. */
export function fakeApi(handlers: Record<string, Handler>): FakeApi {
  const calls: FakeApi['calls'] = [];
  const transport: Transport = async (req, token) => {
    calls.push({ ...req, token });
    const h = handlers[`${req.method} ${req.path}`];
    const reply = h
      ? await h(req)
      : { status: 404, body: { error: 'Não encontrado', message: 'Não encontrado' } };
    const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
    const res: ApiResponse = {
      status: reply.status ?? 200,
      contentType: 'application/json',
      json: async () => JSON.parse(text),
      blob: async () => new Blob([text], { type: 'application/json' }),
      text: async () => text,
    };
    return res;
  };
  return { transport, calls };
}

const b64url = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');

/** An unsigned JWT-shaped token with the claims the SPA reads (the server is what verifies them). */
export function makeToken(claims: {
  email?: string;
  role?: string;
  blocked?: boolean;
  exp?: number;
  sub?: string;
}): string {
  const payload = { sub: 'user-1', exp: Math.floor(Date.now() / 1000) + 3600, blocked: false, ...claims };
  return `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(payload)}.signature`;
}

export function renderAt(path: string, ui: ReactNode, transport?: Transport) {
  queryClient.clear();
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders transport={transport}>
        <QueryProvider>
          <ToastProvider>{ui}</ToastProvider>
        </QueryProvider>
      </AppProviders>
    </MemoryRouter>,
  );
}

/** Renders the current path so tests can assert redirects. */
export function LocationProbe() {
  const l = useLocation();
  return <output data-testid="location">{l.pathname + l.search}</output>;
}
