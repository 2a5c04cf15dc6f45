import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Classic injection and parser-confusion payloads, mixed with arbitrary unicode and odd JSON values.
const hostileString = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.string({ unit: 'grapheme', maxLength: 100 }),
  fc.constantFrom(
    "' OR '1'='1' --",
    "admin@example.com'; DROP TABLE users; --",
    '<script>alert(1)</script>@example.com',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a literal log4shell probe, not a template
    '${jndi:ldap://x}',
    '__proto__',
    'constructor',
    '\u0000',
    '\uD800',
    '%00@example.com',
    'a'.repeat(10_000),
    '😀'.repeat(200),
    'ｅｘａｍｐｌｅ＠ｅｘａｍｐｌｅ．ｃｏｍ',
    ' UPPER@EXAMPLE.COM ',
  ),
);
const hostileValue = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.anything({ maxDepth: 2 }) },
);

const ALLOWED = new Set([201, 202, 400, 401, 403, 409, 413, 429]);
let n = 0;
// A fresh address per run keeps the per-IP limits out of the way of what is being fuzzed.
const nextIp = () => `100.64.${Math.floor(++n / 250)}.${n % 250}`;

describe('hostile input on the public auth routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.createUser({ email: 'fuzz-known@example.com' });
  });
  afterAll(() => t.close());

  const send = async (url: string, payload: unknown) => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      payload: JSON.stringify(payload),
      headers: { 'content-type': 'application/json' },
      remoteAddress: nextIp(),
    });
    expect(ALLOWED, `${url} answered ${res.statusCode}: ${res.body}`).toContain(res.statusCode);
    expect(res.json()).toBeTypeOf('object');
    return res;
  };

  it('never answers 500 to a hostile registration', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          email: hostileValue,
          password: hostileValue,
          firstName: hostileValue,
          lastName: hostileValue,
          company: hostileValue,
          phone: hostileValue,
        }),
        async (body) => {
          await send('/api/v1/auth/register', body);
        },
      ),
      { numRuns: 50 },
    );
  });

  it('stores or refuses (never 500) a valid registration with one hostile field', async () => {
    const fields = ['email', 'password', 'firstName', 'lastName', 'company', 'phone'] as const;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...fields), hostileString, fc.nat(), async (field, value, id) => {
        const body = {
          email: `fuzz-${id}-${n}@example.com`,
          password: 'a perfectly fine password',
          firstName: 'Fuzz',
          lastName: 'Tester',
          company: 'Fuzz Inc',
          phone: '+1 555 0100',
          [field]: value,
        };
        const res = await send('/api/v1/auth/register', body);
        expect([201, 400, 409]).toContain(res.statusCode);
      }),
      { numRuns: 50 },
    );
  });

  it('never answers 500 to a hostile login', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({ email: hostileValue, password: hostileValue, rememberMe: fc.anything({ maxDepth: 1 }) }),
        fc.boolean(),
        async (body, knownEmail) => {
          const res = await send(
            '/api/v1/auth/login',
            knownEmail ? { ...body, email: 'fuzz-known@example.com' } : body,
          );
          expect(res.statusCode).not.toBe(200);
        },
      ),
      { numRuns: 50 },
    );
  });

  it('never answers 500 to a hostile forgot-password request', async () => {
    await fc.assert(
      fc.asyncProperty(hostileValue, async (email) => {
        await send('/api/v1/auth/forgot-password', { email });
      }),
      { numRuns: 50 },
    );
  });

  it('never answers 500 to a hostile reset-password request', async () => {
    await fc.assert(
      fc.asyncProperty(hostileValue, hostileValue, async (token, password) => {
        const res = await send('/api/v1/auth/reset-password', { token, password });
        expect(res.statusCode).toBe(400);
      }),
      { numRuns: 50 },
    );
  });
});
