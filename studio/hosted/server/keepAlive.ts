// Node closes an idle kept-alive connection after 5 s by default: a client (a browser's pool, a proxy,
// the browser tests' request context) that reuses it at that moment sees its request fail with
// ECONNRESET. The studio keeps idle connections longer than the usual 60 s of a proxy in front, so
// the client, not the server, is the one that closes them.
import type { Server } from 'node:http';

export const KEEP_ALIVE_MS = 65_000;

export function keepConnectionsAlive(server: unknown): void {
  const http = server as Server;
  http.keepAliveTimeout = KEEP_ALIVE_MS;
  // Must exceed the keep-alive, or a slow request's headers on a reused connection time out first.
  http.headersTimeout = KEEP_ALIVE_MS + 1_000;
}
