import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { registerHttpFoundation } from './http-foundation.ts';

// Both services build on this foundation; their own suites cover their routes, this one the contract.
async function appWith(jsonNotFound: boolean) {
  const app = Fastify({ logger: false });
  await registerHttpFoundation(app, {
    corsOrigins: ['http://app.test'],
    jsonHeaders: { 'content-security-policy': "default-src 'none'" },
    documentHeaders: { 'content-security-policy': "default-src 'self'" },
    instanceId: 'api-1',
    jsonNotFound,
  });
  app.post('/echo', async (request) => ({ body: request.body ?? null }));
  app.get('/conflict', async () => {
    throw new AppError('CONFLICT', 'Already there.', { headers: { 'retry-after': '3' } });
  });
  app.get('/bug', async () => {
    throw new Error('column "secret" does not exist');
  });
  return app;
}

describe('the shared HTTP foundation', () => {
  it('answers an AppError with its code, status, message and headers', async () => {
    const app = await appWith(true);
    const reply = await app.inject({ method: 'GET', url: '/conflict' });
    expect(reply.statusCode).toBe(409);
    expect(reply.headers['retry-after']).toBe('3');
    expect(reply.json()).toEqual({
      error: { code: 'CONFLICT', message: 'Already there.' },
      message: 'Already there.',
    });
  });

  it('hides an unexpected error behind a 500 that names nothing internal', async () => {
    const app = await appWith(true);
    const reply = await app.inject({ method: 'GET', url: '/bug' });
    expect(reply.statusCode).toBe(500);
    expect(reply.json().error.code).toBe('INTERNAL');
    expect(reply.body).not.toContain('secret');
  });

  it('takes JSON only: bad JSON is a 400, another type a 415, an empty body no body', async () => {
    const app = await appWith(true);
    const post = (payload: string, type: string) =>
      app.inject({ method: 'POST', url: '/echo', payload, headers: { 'content-type': type } });

    const bad = await post('{"a":', 'application/json');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toEqual({ code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' });
    expect((await post('a=1', 'text/plain')).json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect((await post('{"__proto__":{"x":1}}', 'application/json')).statusCode).toBe(400);
    expect((await post('  ', 'application/json')).json()).toEqual({ body: null });
  });

  it('sets the security headers, the instance name and CORS for allowed origins only', async () => {
    const app = await appWith(true);
    const allowed = await app.inject({
      method: 'GET',
      url: '/conflict',
      headers: { origin: 'http://app.test' },
    });
    expect(allowed.headers['content-security-policy']).toBe("default-src 'self'");
    expect(allowed.headers['x-instance']).toBe('api-1');
    expect(allowed.headers['access-control-allow-origin']).toBe('http://app.test');
    const refused = await app.inject({
      method: 'GET',
      url: '/conflict',
      headers: { origin: 'http://evil.test' },
    });
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sends the JSON set under /api/v1/ (unknown routes included) and the document set elsewhere', async () => {
    const app = await appWith(true);
    app.get('/api/v1/thing', async () => ({ ok: true }));
    app.get('/api/docs', async (_request, reply) => reply.type('text/html').send('<p>docs</p>'));
    const csp = async (url: string) =>
      (await app.inject({ method: 'GET', url })).headers['content-security-policy'];
    expect(await csp('/api/v1/thing')).toBe("default-src 'none'");
    expect(await csp('/api/v1/missing')).toBe("default-src 'none'");
    expect(await csp('/api/docs')).toBe("default-src 'self'");
    expect(await csp('/login')).toBe("default-src 'self'");
    const jsonOnly = Fastify({ logger: false });
    await registerHttpFoundation(jsonOnly, { corsOrigins: [], jsonHeaders: { 'x-frame-options': 'DENY' } });
    const page = await jsonOnly.inject({ method: 'GET', url: '/elsewhere' });
    expect(page.headers['x-frame-options']).toBe('DENY');
  });

  it('answers unknown routes with a JSON 404 when asked, and leaves them to the app otherwise', async () => {
    const json = await (await appWith(true)).inject({ method: 'GET', url: '/nowhere?x=1' });
    expect(json.statusCode).toBe(404);
    expect(json.json().error).toEqual({ code: 'NOT_FOUND', message: 'Route GET /nowhere not found.' });

    const app = await appWith(false);
    app.setNotFoundHandler((_request, reply) => reply.code(404).send('spa fallback'));
    expect((await app.inject({ method: 'GET', url: '/nowhere' })).body).toBe('spa fallback');
  });
});
