import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from './db/schema.ts';
import { insertUser } from './modules/users/users.repository.ts';
import { startSmtpSink } from './test/smtp-sink.ts';
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

  it('logs the health probes only when something is wrong, every other request as usual', async () => {
    const before = lines.length;
    for (const url of ['/api/v1/health', '/api/v1/ready']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    }
    expect(lines.slice(before)).toEqual([]);
    await t.app.inject({ method: 'GET', url: '/api/v1/auth/me' });
    expect(lines.slice(before).some((line) => line.includes('/api/v1/auth/me'))).toBe(true);
  });

  it('redacts secret fields and headers that code logs, however deep (up to three levels)', () => {
    lines.length = 0;
    const fields = { user: { profile: { password } }, headers: { authorization: `Bearer ${newPassword}` } };
    t.app.log.info(fields, 'logged by our own code');
    const line = lines.find((l) => l.includes('logged by our own code')) ?? '';
    expect(JSON.parse(line)).toMatchObject({
      user: { profile: { password: '[redacted]' } },
      headers: { authorization: '[redacted]' },
    });
    expect(fields.user.profile.password).toBe(password); // the caller's object is left alone
  });
});

/** Every line an app writes, and the app itself. */
async function loggedApp(env: Record<string, string>) {
  const lines: string[] = [];
  const t = await createTestApp({
    env: { LOG_LEVEL: 'debug', ...env },
    deps: { logStream: { write: (line) => lines.push(line) } },
    // A database failure with values bound to it: a duplicate user carries an e-mail and a password hash.
    beforeReady: (app) => {
      app.post('/api/v1/_test/duplicate-user', async (request) => {
        const { email } = request.body as { email: string };
        const [user] = await t.db.select().from(users).where(eq(users.email, email));
        if (!user) throw new Error('no such user');
        const { id: _id, ...copy } = user;
        await insertUser(t.db, copy);
      });
    },
  });
  return { t, lines };
}

describe('the API log through a whole account journey', () => {
  const email = 'journey.logged@example.com';
  const firstPassword = 'Journey-Secret-Password-1';
  const secondPassword = 'Journey-Secret-Password-2';
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

  beforeAll(async () => {
    smtp = await startSmtpSink();
  });
  afterAll(() => smtp?.close());

  it('never carries a token, a password, a password hash, an authorization value or the reset link', async () => {
    const { t, lines } = await loggedApp({ MAIL_URL: smtp.url });
    try {
      const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
        t.app.inject({ method: 'POST', url, payload, headers });

      const registered = await post('/api/v1/auth/register', {
        email,
        password: firstPassword,
        firstName: 'Journey',
        lastName: 'Logged',
      });
      expect(registered.statusCode).toBe(201);
      const admin = await t.signedInUser({ role: 'admin' });
      const [pending] = await t.db.select().from(users).where(eq(users.email, email));
      const approved = await post(`/api/v1/admin/approve-user/${pending?.id}`, {}, admin.headers);
      expect(approved.statusCode).toBe(200);

      expect((await post('/api/v1/auth/forgot-password', { email })).statusCode).toBe(202);
      await t.app.mailer.drain();
      const resetMail = smtp.received.find((m) => m.to.includes(email) && m.raw.includes('reset-password'));
      const link = /http:\/\/localhost:3000\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(
        resetMail?.raw ?? '',
      );
      const resetToken = link?.[1];
      if (!link || !resetToken) throw new Error('no reset link was mailed');

      // Opening the link: the browser asks the server for the page, token in the query.
      const page = await t.app.inject({
        method: 'GET',
        url: `/reset-password?token=${resetToken}`,
        headers: { accept: 'text/html' },
      });
      expect(page.statusCode).toBeLessThan(500);
      const reset = await post('/api/v1/auth/reset-password', {
        token: resetToken,
        password: secondPassword,
      });
      expect(reset.statusCode).toBe(204);

      const session = await t.login(email, secondPassword);
      const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: session.headers });
      expect(me.statusCode).toBe(200);
      const cookie = await t.app.inject({
        method: 'GET',
        url: `/api/v1/auth/me?access_token=${session.token}`,
        headers: { cookie: `session=${session.token}`, 'x-api-key': session.token },
      });
      expect(cookie.statusCode).toBe(401);

      const failed = await post('/api/v1/_test/duplicate-user', { email }, session.headers);
      expect(failed.statusCode).toBe(500);

      const [user] = await t.db.select().from(users).where(eq(users.email, email));
      const [sessionRow] = await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, user?.id ?? ''));
      const log = lines.join('');
      // The journey was logged: the page, the reset, the mail, the database failure with its SQLSTATE.
      expect(log).toContain('/reset-password?token=[redacted]');
      expect(log).toContain('/api/v1/auth/reset-password');
      expect(log).toContain('mail sent');
      expect(log).toContain('"sqlState":"23505"');
      expect(log).toContain('insert into \\"users\\"');

      const secrets = {
        firstPassword,
        secondPassword,
        resetToken,
        resetLink: link[0],
        accessToken: session.token,
        adminToken: admin.token,
        passwordHash: user?.passwordHash ?? 'missing hash',
        adminHash: admin.user.passwordHash,
        sessionId: sessionRow?.id ?? 'missing session',
      };
      for (const [name, secret] of Object.entries(secrets)) {
        const line = lines.find((l) => l.includes(secret));
        expect(line, `${name} in the log`).toBeUndefined();
      }
      expect(log).not.toMatch(/Bearer [A-Za-z0-9_-]/);
      // The refused duplicate's e-mail is not in the database error's line either.
      const errorLine = lines.find((l) => l.includes('"sqlState":"23505"')) ?? '';
      expect(errorLine).not.toContain(email);
    } finally {
      await t.close();
    }
  });

  it('without MAIL_URL, only the outbox line carries the link (the local way to finish a reset)', async () => {
    const { t, lines } = await loggedApp({});
    try {
      await t.createUser({ email, password: firstPassword });
      const forgot = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/forgot-password',
        payload: { email },
      });
      expect(forgot.statusCode).toBe(202);
      const mail = await t.lastMailTo(email);
      const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
      if (!token) throw new Error('no reset link in the outbox');
      await t.app.inject({ method: 'GET', url: `/reset-password?token=${token}` });

      const carrying = lines.filter((l) => l.includes(token));
      expect(carrying).toHaveLength(1);
      expect(carrying[0]).toContain('kept in the outbox (no MAIL_URL)');
    } finally {
      await t.close();
    }
  });
});
