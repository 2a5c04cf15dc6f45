import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
];

describe('HTTP hardening', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        CORS_ORIGINS: 'https://app.northstar.test',
        VITE_AI_SERVICE_URL: 'https://ai.northstar.test:5443/x',
      },
      beforeReady: (app) => {
        app.get('/api/v1/__test/boom', async () => {
          throw new Error('secret internal detail at /srv/app/db.ts:42');
        });
      },
    });
  });
  afterAll(() => t.close());

  const login = (payload: string, contentType = 'application/json') =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload,
      headers: { 'content-type': contentType },
    });

  it('answers a 2 MiB body with 413 PAYLOAD_TOO_LARGE as JSON', async () => {
    const res = await login(
      JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(2 * 1024 * 1024) }),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('PAYLOAD_TOO_LARGE');
    // The server is still fine afterwards.
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
  });

  it.each([
    ['__proto__', '{"email":"p@example.com","password":"x","__proto__":{"polluted":true}}'],
    [
      'constructor.prototype',
      '{"email":"p@example.com","password":"x","constructor":{"prototype":{"polluted":true}}}',
    ],
    ['nested __proto__', '{"preferences":{"dashboard":{"__proto__":{"polluted":true}}}}'],
  ])('refuses a %s payload with 400 and pollutes nothing', async (_name, body) => {
    const res = await login(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('BAD_REQUEST');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  it('refuses __proto__ in a registration without creating the user or an admin', async () => {
    const body =
      '{"email":"proto@example.com","password":"long enough password","firstName":"P","lastName":"Q","__proto__":{"role":"admin","status":"approved"}}';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: body,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(await t.db.select().from(users).where(eq(users.email, 'proto@example.com'))).toHaveLength(0);
  });

  it('answers malformed JSON with 400 and a non-JSON body with 415', async () => {
    const broken = await login('{"email": ');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe('The request body is not valid JSON.');
    const text = await login('email=a@example.com&password=x', 'application/x-www-form-urlencoded');
    expect(text.statusCode).toBe(415);
    expect(text.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect((await login('hello', 'text/plain')).statusCode).toBe(415);
  });

  it('answers an unknown API route with a JSON 404', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/v1/does-not-exist' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
  });

  it('turns an unexpected error into 500 INTERNAL without leaking the cause', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/__test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: { code: 'INTERNAL', message: 'Internal server error' },
      message: 'Internal server error',
    });
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('.ts');
  });

  it('sends the security headers on 200, 400, 404, 413 and 500 responses', async () => {
    const responses = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/v1/health' }),
      login('{'),
      t.app.inject({ method: 'GET', url: '/api/v1/nope' }),
      login(JSON.stringify({ big: 'x'.repeat(100 * 1024) })),
      t.app.inject({ method: 'GET', url: '/api/v1/__test/boom' }),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 400, 404, 413, 500]);
    for (const res of responses) {
      for (const header of SECURITY_HEADERS) expect(res.headers).toHaveProperty(header);
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('sends JSON answers a CSP that lets nothing load, and no page-only headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(res.headers['cross-origin-resource-policy']).toBe('same-site');
    expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(res.headers['x-xss-protection']).toBeUndefined();
  });

  it('sends a CSP for the SPA that allows the AI service origin and forbids framing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/login', headers: { accept: 'text/html' } });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).toContain("connect-src 'self' https://ai.northstar.test:5443");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('allows CORS for a listed origin only', async () => {
    const allowed = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/auth/login',
      headers: {
        origin: 'https://app.northstar.test',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,authorization',
      },
    });
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://app.northstar.test');
    expect(String(allowed.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');

    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    const refusedPreflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/auth/login',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(refusedPreflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves the OpenAPI document generated from the zod schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.paths).toHaveProperty('/api/v1/auth/login');
    expect(doc.paths).toHaveProperty('/api/v1/admin/users/{id}');
    expect(
      doc.paths['/api/v1/auth/register'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('email');
  });
});
