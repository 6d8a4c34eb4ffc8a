/**
 * HTTP options of the DynamoDB client (NodeHttpHandler). The SDK's default pool is 50 sockets with no
 * timeouts: locally, where one process serves every area, requests beyond 50 queued for a socket with
 * no bound and a stuck call hung its request for ever. The pool is sized above what the local
 * admission lanes let run at once (the sum of `inFlight` in functions/src/capacity.ts, 246 requests,
 * two calls each at most at a time; concurrent reads of one key share a call), and
 * the timeouts turn a hung connection into an error the SDK retries (3 attempts, within Lambda's 15 s).
 */
export const DYNAMO_HTTP = {
  connectionTimeout: 1000,
  requestTimeout: 3000,
  throwOnRequestTimeout: true,
  httpAgent: { keepAlive: true, maxSockets: 512 },
  httpsAgent: { keepAlive: true, maxSockets: 512 },
} as const;
