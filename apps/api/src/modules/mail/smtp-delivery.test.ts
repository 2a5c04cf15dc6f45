import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

interface ReceivedMail {
  to: string[];
  raw: string;
}

/** Undoes quoted-printable soft breaks and escapes, enough to read links out of the raw message. */
const decodeQuotedPrintable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

describe('mail over real SMTP', () => {
  const received: ReceivedMail[] = [];
  let smtp: SMTPServer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8')),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    t = await createTestApp({
      env: {
        MAIL_URL: `smtp://127.0.0.1:${port}`,
        MAIL_FROM: 'Northstar <no-reply@northstar.test>',
        APP_URL: 'http://localhost:3000',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  const mailsTo = async (email: string) => {
    await t.app.mailer.drain();
    return received.filter((m) => m.to.includes(email));
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

    // With SMTP configured nothing is parked in the outbox.
    expect(await t.db.select().from(mailOutbox)).toHaveLength(0);
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
