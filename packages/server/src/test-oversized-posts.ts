import { type AddressInfo, connect } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** What the issue measured with: a 2 MiB body, far over both services' 64 KiB limit. */
export const OVERSIZED_BODY_BYTES = 2 * 1024 * 1024;
const CHUNK = Buffer.alloc(16 * 1024, 'x');

export interface OversizedPost {
  method?: string;
  path: string;
  /** Stream the body without Content-Length (the limit is then only found while reading). */
  chunked?: boolean;
  headers?: Record<string, string>;
}

/**
 * Posts a 2 MiB body over a real socket, in 16 KiB writes with a turn of the event loop between them (so
 * the server answers while the body is still coming), the whole body first and then the reply, as many
 * clients do. Resolves to the reply's status, or to the socket error (EPIPE, ECONNRESET) that the client
 * saw instead: a server that closes the connection before it has read the body loses its reply.
 */
export function postOversized(port: number, post: OversizedPost): Promise<string> {
  const head = [
    `${post.method ?? 'POST'} ${post.path} HTTP/1.1`,
    'host: 127.0.0.1',
    'connection: close',
    'content-type: application/json',
    post.chunked ? 'transfer-encoding: chunked' : `content-length: ${OVERSIZED_BODY_BYTES}`,
    ...Object.entries(post.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
  ].join('\r\n');
  const frame = (chunk: Buffer) =>
    post.chunked ? Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, CRLF]) : chunk;
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    const received: Buffer[] = [];
    let outcome: string | undefined;
    const settle = (value: string) => {
      outcome ??= value;
      socket.destroy();
      resolve(outcome);
    };
    socket.on('error', (error: NodeJS.ErrnoException) => settle(error.code ?? 'socket error'));
    socket.on('data', (data: Buffer) => received.push(data));
    socket.on('end', () => settle(statusOf(Buffer.concat(received))));
    socket.on('connect', async () => {
      const write = (data: Buffer | string) =>
        new Promise<Error | null | undefined>((done) =>
          socket.write(data, (error) => setImmediate(() => done(error))),
        );
      let failure = await write(`${head}\r\n\r\n`);
      for (let sent = 0; !failure && sent < OVERSIZED_BODY_BYTES; sent += CHUNK.length) {
        failure = await write(frame(CHUNK));
      }
      if (!failure && post.chunked) failure = await write('0\r\n\r\n');
      if (failure) settle((failure as NodeJS.ErrnoException).code ?? 'write error');
    });
  });
}

const CRLF = Buffer.from('\r\n');
const statusOf = (response: Buffer) =>
  /^HTTP\/1\.1 (\d{3})/.exec(response.toString('latin1'))?.[1] ?? 'no reply';

/** How many times each outcome came back, e.g. `{ '413': 100 }`. */
export function countOutcomes(outcomes: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const outcome of outcomes) counts[outcome] = (counts[outcome] ?? 0) + 1;
  return counts;
}

/** Listens on a free loopback port and returns it. */
export async function listenOnLoopback(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

/**
 * Every route of a built app that takes a body, as `{ method, path }` with its parameters filled in,
 * read from Fastify's route tree (`├── /campaigns (GET, POST)` with children indented under it).
 */
export function routesTakingBodies(app: FastifyInstance): { method: string; path: string }[] {
  const routes: { method: string; path: string }[] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?/.exec(line);
    if (!match?.[2]) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = (prefixes[depth - 1] ?? '') + match[2];
    prefixes[depth] = path;
    prefixes.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ')) {
      if (!BODY_METHODS.has(method)) continue;
      routes.push({ method, path: path.replace(/:[^/]+/g, PARAM).replace(/\*$/, 'anything') });
    }
  }
  return routes;
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Any id will do: the body is refused before the route looks at it. */
const PARAM = '00000000-0000-4000-8000-000000000000';

/**
 * One 2 MiB body to every route that takes one, with a Content-Length and streamed; each outcome is
 * '413' or names the route that answered otherwise.
 */
export async function postOversizedToEveryRoute(
  app: FastifyInstance,
  port: number,
  headers: Record<string, string>,
): Promise<{ routes: number; outcomes: string[] }> {
  const routes = routesTakingBodies(app);
  const outcomes: string[] = [];
  for (const route of routes) {
    for (const chunked of [false, true]) {
      const outcome = await postOversized(port, { ...route, chunked, headers });
      outcomes.push(outcome === '413' ? outcome : `${route.method} ${route.path}: ${outcome}`);
    }
  }
  return { routes: routes.length, outcomes };
}
