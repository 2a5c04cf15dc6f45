import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.ts';

// Passwords and access tokens must never reach the log, whatever the request: accepted, refused by
// validation, or failing with a wrong password. Logged at `debug`, the most a deployment would turn on.
describe('the API log', () => {
  const lines: string[] = [];
  const password = 'Log-Secret-Password-1';
  const newPassword = 'Log-Secret-Password-2';
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      env: { LOG_LEVEL: 'debug' },
      deps: { logStream: { write: (line) => lines.push(line) } },
    });
  });
  afterAll(() => t?.close());

  it('keeps passwords and access tokens out of every line', async () => {
    const email = 'logged-user@example.com';
    const user = await t.createUser({ email, password });
    const { token, headers } = await t.login(email, password);
    // A string payload goes out as it is: broken JSON still says it is JSON.
    const post = (url: string, payload: object | string) =>
      t.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { ...headers, 'content-type': 'application/json' },
      });

    expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers })).statusCode).toBe(200);
    // A wrong password, an unknown field, a short new password and broken JSON: all refused.
    expect((await post('/api/v1/auth/login', { email, password: `${password}x` })).statusCode).toBe(401);
    expect((await post('/api/v1/auth/login', { email, password, isAdmin: true })).statusCode).toBe(400);
    const tooShort = { currentPassword: password, newPassword: 'short' };
    expect((await post(`/api/v1/users/${user.id}/password`, tooShort)).statusCode).toBe(400);
    const change = { currentPassword: password, newPassword };
    expect((await post(`/api/v1/users/${user.id}/password`, change)).statusCode).toBe(204);
    await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie: `session=${token}` } });
    const truncatedJson = `{"email":"${email}","password":"${password}"`;
    expect((await post('/api/v1/auth/login', truncatedJson)).statusCode).toBe(400);

    const log = lines.join('');
    expect(log).toContain('/api/v1/users/'); // the requests were logged at all
    expect(log).toContain('client error');
    for (const secret of [password, newPassword, token]) expect(log).not.toContain(secret);
  });
});
