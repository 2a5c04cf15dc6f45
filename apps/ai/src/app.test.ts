import type { TestDatabase } from '@northstar/server/test-database';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config/env.ts';
import { freshTestDatabase } from './test/test-db.ts';

const ALLOWED = 'http://localhost:5173';
const REFUSED = 'https://evil.example';
const config = loadConfig({ CORS_ORIGINS: `${ALLOWED},http://localhost:3000` });

let db: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  db = await freshTestDatabase();
});

afterAll(async () => {
  await db.dispose();
});

beforeEach(async () => {
  // Not ready yet: some tests add a route first.
  app = await buildApp(config, { database: db.database }, { logger: false });
});

afterEach(async () => {
  await app.close();
});

describe('health and readiness', () => {
  it('reports the AI service as alive', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', service: 'ai' });
  });

  it('reports ready while the conversations database answers', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
  });

  it('reports 503 UNAVAILABLE while the database is unreachable, and stays alive', async () => {
    const own = await freshTestDatabase();
    const isolated = await buildApp(config, { database: own.database }, { logger: false });
    await own.dispose();
    const ready = await isolated.inject({ method: 'GET', url: '/api/v1/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().error.code).toBe('UNAVAILABLE');
    const health = await isolated.inject({ method: 'GET', url: '/api/v1/health' });
    expect(health.statusCode).toBe(200);
    await isolated.close();
  });
});

describe('security headers', () => {
  it('sets helmet headers on a successful response', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(res.headers['strict-transport-security']).toBeDefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('sets helmet headers on a 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  });

  it('sets helmet headers on a server error', async () => {
    app.get('/api/v1/boom', async () => {
      throw new Error('database password is hunter2');
    });
    const res = await app.inject({ method: 'GET', url: '/api/v1/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('CORS', () => {
  it('allows a listed origin', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/health', headers: { origin: ALLOWED } });
    expect(res.headers['access-control-allow-origin']).toBe(ALLOWED);
  });

  it('answers a preflight from a listed origin with the allowed headers', async () => {
    const res = await app.inject({
      method: 'OPTIONS',
      url: '/api/v1/health',
      headers: {
        origin: ALLOWED,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
  });

  it('lets the hub send its X-Module-Context header cross-origin', async () => {
    const res = await app.inject({
      method: 'OPTIONS',
      url: '/api/v1/ai/chat/message',
      headers: {
        origin: ALLOWED,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type,x-module-context',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('x-module-context');
  });

  it('refuses an origin that is not listed', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/health', headers: { origin: REFUSED } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('defaults the allow-list to the app URL, the loopback alias and the Vite dev server', () => {
    const config = loadConfig({ APP_URL: 'https://ads.example.com/' });
    expect(config.corsOrigins).toEqual([
      'https://ads.example.com',
      'http://127.0.0.1:3000',
      'http://localhost:5173',
    ]);
  });
});

describe('error bodies', () => {
  it('answers an unknown route with the shared JSON error body', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/does-not-exist?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'Route GET /api/v1/does-not-exist not found.' },
      message: 'Route GET /api/v1/does-not-exist not found.',
    });
  });

  it('hides the details and the stack of a server error', async () => {
    app.get('/api/v1/boom', async () => {
      throw new Error('database password is hunter2');
    });
    const res = await app.inject({ method: 'GET', url: '/api/v1/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: { code: 'INTERNAL', message: 'Internal server error' },
      message: 'Internal server error',
    });
    expect(res.body).not.toContain('hunter2');
    expect(res.body).not.toContain('at ');
  });

  it('answers malformed JSON with a 400 error body, not a 500', async () => {
    app.post('/api/v1/echo', async (request) => request.body);
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('BAD_REQUEST');
  });

  it('refuses a body over 64 KiB with 413', async () => {
    app.post('/api/v1/echo', async () => ({ ok: true }));
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(64 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers a schema violation with VALIDATION_ERROR', async () => {
    app.post(
      '/api/v1/strict',
      { schema: { body: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } } } },
      async () => ({ ok: true }),
    );
    const res = await app.inject({ method: 'POST', url: '/api/v1/strict', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
  });
});
