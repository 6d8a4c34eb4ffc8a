/**
 * Finds a route by API Gateway route key, or by method and path for the local server. Like API
 * Gateway, a literal segment beats a `{param}` one (`/appeals/statistics` over `/appeals/{id}`).
 */
import { API_BASE, ROUTES, type Route, routeKey } from '../routes';

const BY_KEY = new Map<string, Route>(ROUTES.map((r) => [routeKey(r), r]));

export const routeForKey = (key: string | undefined): Route | undefined =>
  key ? BY_KEY.get(key) : undefined;

interface Compiled {
  route: Route;
  segments: string[];
  /** One digit per segment: 0 literal, 1 parameter; lower sorts first. */
  rank: string;
}

const COMPILED: Compiled[] = ROUTES.map((route) => {
  const segments = route.path.split('/').filter(Boolean);
  return { route, segments, rank: segments.map((s) => (s.startsWith('{') ? '1' : '0')).join('') };
}).sort((a, b) => a.rank.localeCompare(b.rank));

export interface RouteMatch {
  route: Route;
  params: Record<string, string>;
}

function matchSegments(c: Compiled, parts: string[]): Record<string, string> | undefined {
  if (c.segments.length !== parts.length) return undefined;
  // literals first: most routes fail there, before any parameter is decoded
  for (let i = 0; i < parts.length; i++)
    if (c.rank[i] === '0' && c.segments[i] !== parts[i]) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i++) {
    if (c.rank[i] === '0') continue;
    try {
      params[(c.segments[i] as string).slice(1, -1)] = decodeURIComponent(parts[i] as string);
    } catch {
      return undefined;
    }
  }
  return params;
}

/**
 * Matches a full request path (with the `/api` base). `methodNotAllowed` is true when the path
 * exists under another method.
 */
export function matchRoute(
  method: string,
  fullPath: string,
): { match?: RouteMatch; methodNotAllowed: boolean } {
  if (!fullPath.startsWith(`${API_BASE}/`)) return { methodNotAllowed: false };
  const parts = fullPath.slice(API_BASE.length).split('/').filter(Boolean);
  let pathExists = false;
  for (const c of COMPILED) {
    const params = matchSegments(c, parts);
    if (!params) continue;
    if (c.route.method === method.toUpperCase())
      return { match: { route: c.route, params }, methodNotAllowed: false };
    pathExists = true;
  }
  return { methodNotAllowed: pathExists };
}
