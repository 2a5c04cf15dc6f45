import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerHttpFoundation } from './http-foundation.ts';
import { countOutcomes, listenOnLoopback, postOversized } from './test-oversized-posts.ts';

// Over a real socket: app.inject never shows a reset connection, which is what clients saw instead of
// 25-38 of 100 of these 413s.
describe('a body over the limit', () => {
  const app = Fastify({ logger: false, bodyLimit: 64 * 1024 });
  let port: number;
  beforeAll(async () => {
    await registerHttpFoundation(app, {
      corsOrigins: ['http://app.test'],
      jsonHeaders: {},
      jsonNotFound: true,
    });
    app.post('/api/v1/echo', async (request) => ({ body: request.body ?? null }));
    app.register(async (guarded) => {
      // Like the services' sign-in check: a hook that answers before the body is read.
      guarded.addHook('onRequest', async (_request, reply) => reply.code(401).send({ error: 'sign in' }));
      guarded.post('/api/v1/private', async () => ({ ok: true }));
    });
    port = await listenOnLoopback(app);
  });
  afterAll(() => app.close());

  const hundred = (path: string, chunked: boolean) =>
    Promise.all(Array.from({ length: 100 }, () => postOversized(port, { path, chunked })));

  it('gets its 413 every time, 100 at once with a Content-Length', async () => {
    expect(countOutcomes(await hundred('/api/v1/echo', false))).toEqual({ 413: 100 });
  });

  it('gets its 413 every time, 100 at once streamed without a length', async () => {
    expect(countOutcomes(await hundred('/api/v1/echo', true))).toEqual({ 413: 100 });
  });

  it('gets its 413 one after another, on an unknown route too', async () => {
    const outcomes: string[] = [];
    for (let i = 0; i < 50; i++) outcomes.push(await postOversized(port, { path: '/api/v1/nowhere' }));
    expect(countOutcomes(outcomes)).toEqual({ 413: 50 });
  });

  it('gets its 413 before a hook that would answer something else, with CORS for the browser', async () => {
    expect(countOutcomes(await hundred('/api/v1/private', false))).toEqual({ 413: 100 });
    const reply = await app.inject({
      method: 'POST',
      url: '/api/v1/private',
      headers: { 'content-type': 'application/json', 'content-length': '70000', origin: 'http://app.test' },
      payload: 'x'.repeat(70_000),
    });
    expect(reply.statusCode).toBe(413);
    expect(reply.headers['access-control-allow-origin']).toBe('http://app.test');
    expect(reply.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it("lets a hook's own answer to a streamed body arrive too", async () => {
    expect(countOutcomes(await hundred('/api/v1/private', true))).toEqual({ 401: 100 });
  });

  it('leaves a body within the limit alone', async () => {
    const reply = await fetch(`http://127.0.0.1:${port}/api/v1/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'x'.repeat(60 * 1024) }),
    });
    expect(reply.status).toBe(200);
    const echoed = (await reply.json()) as { body: { text: string } };
    expect(echoed.body.text).toHaveLength(60 * 1024);
  });
});
