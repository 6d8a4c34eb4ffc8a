/**
 * API Gateway (HTTP API, payload v2) on a node:http request: the request becomes the event Lambda
 * receives (routeKey, pathParameters, base64 for binary bodies, sourceIp) and the handler's result
 * becomes the response, with API Gateway's payload limit and framing.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

/** API Gateway's payload limit. */
const MAX_REQUEST_BYTES = 10 * 1024 * 1024;

const TEXT_TYPES = /^(application\/(json|[\w.+-]+\+json|x-www-form-urlencoded|xml)|text\/)/i;

const NO_BODY = Buffer.alloc(0);

/** The body, or undefined past API Gateway's payload limit. */
export async function readRequestBody(req: IncomingMessage): Promise<Buffer | undefined> {
  // HTTP/1.1 (RFC 9112 §6.3): a request with neither header has no body — most GETs; no stream to read
  if (req.headers['content-length'] === undefined && req.headers['transfer-encoding'] === undefined) {
    req.resume();
    return NO_BODY;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_REQUEST_BYTES) return undefined;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export function toEvent(
  req: IncomingMessage,
  url: URL,
  body: Buffer,
  key: string,
  params: Record<string, string>,
) {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) {
    if (v !== undefined && k !== 'cookie') headers[k] = Array.isArray(v) ? v.join(',') : v;
  }
  const query: Record<string, string> = {};
  if (url.search) for (const [k, v] of url.searchParams) query[k] = k in query ? `${query[k]},${v}` : v;
  const binary = body.length > 0 && !TEXT_TYPES.test(headers['content-type'] ?? '');
  const event: APIGatewayProxyEventV2 = {
    version: '2.0',
    routeKey: key,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    cookies: req.headers.cookie?.split(/;\s*/),
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: Object.keys(params).length ? params : undefined,
    body: body.length ? body.toString(binary ? 'base64' : 'utf8') : undefined,
    isBase64Encoded: binary,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      requestId: randomUUID(),
      routeKey: key,
      stage: '$default',
      time: new Date().toUTCString(),
      timeEpoch: Date.now(),
      http: {
        method: req.method ?? 'GET',
        path: url.pathname,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: (req.socket.remoteAddress ?? '').replace(/^::ffff:/, ''),
        userAgent: headers['user-agent'] ?? '',
      },
    },
  };
  return event;
}

/**
 * Decoded base64 bodies of the last few large answers: a cached list's gzip is the same string on
 * every request (functions/src/http/json-body.ts), so it is decoded once, not per request.
 */
const decodedBodies = new Map<string, Buffer>();
const DECODED_MAX = 32;
const DECODED_MIN_CHARS = 4096;

function decodeBase64(body: string): Buffer {
  if (body.length < DECODED_MIN_CHARS) return Buffer.from(body, 'base64');
  let bytes = decodedBodies.get(body);
  if (!bytes) {
    bytes = Buffer.from(body, 'base64');
    decodedBodies.set(body, bytes);
    if (decodedBodies.size > DECODED_MAX) decodedBodies.delete(decodedBodies.keys().next().value as string);
  }
  return bytes;
}

export function writeResult(res: ServerResponse, result: APIGatewayProxyStructuredResultV2) {
  const headers: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(result.headers ?? {})) headers[k] = String(v);
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  const body = result.body ? (result.isBase64Encoded ? decodeBase64(result.body) : result.body) : undefined;
  // a length instead of chunked framing, as API Gateway sends
  if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
  res.writeHead(result.statusCode ?? 200, headers);
  res.end(body);
}
