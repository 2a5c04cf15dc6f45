import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { messageIdOf } from './smtp-sender.ts';

describe('mail over real SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp({
      env: {
        MAIL_URL: smtp.url,
        MAIL_FROM: 'Northstar <no-reply@northstar.test>',
        APP_URL: 'http://localhost:3000',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const mailsTo = async (email: string) => {
    await t.app.mailer.drain();
    return smtp.received.filter((m) => m.to.includes(email));
  };

  it('delivers the approval and reset e-mails, and the reset link works end to end', async () => {
    const email = 'smtp.user@example.com';
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { email, password: 'the first password', firstName: 'Simone', lastName: 'Mailer' },
    });
    expect(register.statusCode).toBe(201);

    const admin = await t.signedInUser({ role: 'admin' });
    const pending = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/pending-users',
      headers: admin.headers,
    });
    const id = pending.json().users.find((u: { email: string }) => u.email === email).id;
    const approve = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/approve-user/${id}`,
      headers: admin.headers,
    });
    expect(approve.statusCode).toBe(200);

    const [approval] = await mailsTo(email);
    expect(approval?.raw).toContain('Subject: Your Northstar account is approved');
    expect(approval?.raw).toContain('From: Northstar <no-reply@northstar.test>');
    expect(approval?.raw).toContain('http://localhost:3000/login');

    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      payload: { email },
    });
    expect(forgot.statusCode).toBe(202);
    const resetMail = (await mailsTo(email))[1];
    const link = /http:\/\/localhost:3000\/reset-password\?token=([A-Za-z0-9_-]{43})/.exec(
      resetMail?.raw ?? '',
    );
    expect(link?.[1]).toBeDefined();

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { token: link?.[1], password: 'the second password' },
    });
    expect(reset.statusCode).toBe(204);
    await expect(t.login(email, 'the first password')).rejects.toThrow(/401/);
    await expect(t.login(email, 'the second password')).resolves.toMatchObject({ token: expect.any(String) });

    // Each message went out once, under the Message-ID its outbox row names, and the rows say so.
    const rows = await t.db.select().from(mailOutbox);
    expect(rows.map((row) => row.status)).toEqual(['sent', 'sent']);
    for (const row of rows) {
      expect(smtp.withMessageId(messageIdOf(row.id, t.config.mailFrom))).toHaveLength(1);
    }
  });
});

describe('mail failures', () => {
  it('logs an unreachable SMTP server without failing the approval that triggered it', async () => {
    // Port 9 (discard) on localhost: nothing listens there, the connection is refused at once.
    const t = await createTestApp({ env: { MAIL_URL: 'smtp://127.0.0.1:9' } });
    try {
      const pending = await t.createUser({ status: 'pending' });
      const admin = await t.signedInUser({ role: 'admin' });
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/admin/approve-user/${pending.id}`,
        headers: admin.headers,
      });
      expect(res.statusCode).toBe(200);
      await t.app.mailer.drain();
      await expect(t.login(pending.email)).resolves.toBeTruthy();
    } finally {
      await t.close();
    }
  });
});
