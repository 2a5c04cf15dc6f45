import { createDatabase } from '@northstar/server/database';
import { SOLE_RUNNER } from '@northstar/server/job-leader';
import { usingPostgres } from '@northstar/server/test-database';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createMailer, FINISHED_MAIL_RETENTION_MS, MAX_RETRY_MS } from './mail.service.ts';
import { passwordResetMail } from './mail.templates.ts';
import { messageIdOf } from './smtp-sender.ts';

const MINUTE = 60_000;
const closing: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const close of closing.splice(0).reverse()) await close();
});

/** A port where nothing listens: a sink started there, then stopped. */
async function deadSmtpPort() {
  const sink = await startSmtpSink();
  await sink.close();
  return sink.port;
}

async function appMailingTo(url: string, env: Record<string, string> = {}): Promise<TestApp> {
  const t = await createTestApp({ env: { MAIL_URL: url, MAIL_OUTBOX_SECONDS: '0', ...env } });
  closing.push(() => t.close());
  return t;
}

const forgot = (t: TestApp, email: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email } });

describe('the mail outbox', () => {
  it('keeps messages through an SMTP outage and sends each exactly once within a minute of its return', async () => {
    const port = await deadSmtpPort();
    const t = await appMailingTo(`smtp://127.0.0.1:${port}`);
    const users = await Promise.all([1, 2, 3].map(() => t.createUser()));
    for (const user of users) expect((await forgot(t, user.email)).statusCode).toBe(202);
    await t.app.mailer.drain();

    // Ten more minutes of outage, tried as the job would (the clock is the job's `now`).
    const start = Date.now();
    let lastFailure = start;
    for (let minute = 1; minute <= 10; minute += 1) {
      lastFailure = start + minute * MINUTE;
      await t.app.mailer.drain(new Date(lastFailure));
    }
    const waiting = await t.db.select().from(mailOutbox);
    expect(waiting.map((row) => row.status)).toEqual(['queued', 'queued', 'queued']);
    expect(waiting.every((row) => row.attempts >= 2 && row.sentAt === null)).toBe(true);
    // However often a message failed, it is due again at most MAX_RETRY_MS after its last attempt.
    for (const row of waiting)
      expect(row.availableAt.getTime()).toBeLessThanOrEqual(lastFailure + MAX_RETRY_MS);

    const smtp = await startSmtpSink(port);
    closing.push(() => smtp.close());
    // The server is back; one job run a minute later sends everything, and later runs send nothing more.
    await t.app.mailer.drain(new Date(lastFailure + MINUTE));
    await t.app.mailer.drain(new Date(lastFailure + 10 * MINUTE));
    const sent = await t.db.select().from(mailOutbox);
    expect(sent.map((row) => row.status)).toEqual(['sent', 'sent', 'sent']);
    expect(smtp.received).toHaveLength(3);
    for (const row of sent)
      expect(smtp.withMessageId(messageIdOf(row.id, t.config.mailFrom))).toHaveLength(1);
    for (const user of users) expect(smtp.received.filter((m) => m.to.includes(user.email))).toHaveLength(1);
  });

  it('never lets two senders on one database send the same message', async () => {
    const smtp = await startSmtpSink();
    closing.push(() => smtp.close());
    // The first app writes the messages (no SMTP: kept), then they are queued for two bare senders.
    const t = await createTestApp();
    closing.push(() => t.close());
    const recipients = Array.from({ length: 12 }, (_, i) => `outbox-${i}@example.com`);
    await t.app.mailer.transaction(async (_tx, queue) => {
      for (const to of recipients) await queue(passwordResetMail({ email: to, firstName: 'Ada' }, 'x', 30));
    });
    await t.db.update(mailOutbox).set({ status: 'queued' });

    // Two instances, each with its own connection where PostgreSQL allows, both told they lead.
    const second =
      usingPostgres() && t.database.url ? await createDatabase({ databaseUrl: t.database.url }) : t.database;
    if (second !== t.database) closing.push(() => second.close());
    const senders = await Promise.all(
      [t.database, second].map(async (database) => {
        const app = Fastify({ logger: false });
        const mailer = createMailer(app, database, {
          mailUrl: smtp.url,
          from: t.config.mailFrom,
          intervalMs: 0,
          sendTimeoutMs: 5_000,
          leader: SOLE_RUNNER,
        });
        await app.ready();
        closing.push(() => app.close());
        return mailer;
      }),
    );
    await Promise.all(senders.map((mailer) => mailer.drain()));

    expect(smtp.received).toHaveLength(recipients.length);
    for (const to of recipients) expect(smtp.received.filter((m) => m.to.includes(to))).toHaveLength(1);
    const rows = await t.db.select().from(mailOutbox);
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });

  it('writes nothing when the change that caused a message is rolled back', async () => {
    const t = await appMailingTo(`smtp://127.0.0.1:${await deadSmtpPort()}`);
    await expect(
      t.app.mailer.transaction(async (_tx, queue) => {
        await queue(passwordResetMail({ email: 'rolled@example.com', firstName: 'Ro' }, 'x', 30));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'rolled@example.com'))).toEqual([]);
  });

  it('marks a message the server refuses outright as failed, and sends the others', async () => {
    const smtp = await startSmtpSink(0, { refuse: ['nobody@example.com'] });
    closing.push(() => smtp.close());
    const t = await appMailingTo(smtp.url);
    await t.app.mailer.transaction(async (_tx, queue) => {
      await queue(passwordResetMail({ email: 'nobody@example.com', firstName: 'No' }, 'x', 30));
      await queue(passwordResetMail({ email: 'somebody@example.com', firstName: 'So' }, 'x', 30));
    });
    await t.app.mailer.drain();
    await t.app.mailer.drain(new Date(Date.now() + 10 * MINUTE));
    const rows = await t.db.select().from(mailOutbox);
    const statusOf = (to: string) => rows.find((row) => row.to === to);
    expect(statusOf('nobody@example.com')).toMatchObject({ status: 'failed', attempts: 1 });
    expect(statusOf('nobody@example.com')?.lastError).toContain('550');
    expect(statusOf('somebody@example.com')).toMatchObject({ status: 'sent', attempts: 1 });
    expect(smtp.received.map((m) => m.to)).toEqual([['somebody@example.com']]);
  });

  it('deletes sent and refused messages once they are older than the retention, and nothing still due', async () => {
    const smtp = await startSmtpSink(0, { refuse: ['refused@example.com'] });
    closing.push(() => smtp.close());
    const t = await appMailingTo(smtp.url);
    await t.app.mailer.transaction(async (_tx, queue) => {
      for (const to of ['old@example.com', 'refused@example.com', 'recent@example.com'])
        await queue(passwordResetMail({ email: to, firstName: 'Ada' }, 'x', 30));
    });
    await t.app.mailer.drain();
    const now = Date.now();
    const longAgo = new Date(now - FINISHED_MAIL_RETENTION_MS - MINUTE);
    await t.db.update(mailOutbox).set({ sentAt: longAgo }).where(eq(mailOutbox.to, 'old@example.com'));
    await t.db.update(mailOutbox).set({ createdAt: longAgo }).where(eq(mailOutbox.to, 'refused@example.com'));
    // A message still waiting for the server (due again in an hour) is never pruned, however old.
    await t.db
      .update(mailOutbox)
      .set({ status: 'queued', sentAt: null, createdAt: longAgo, availableAt: new Date(now + 60 * MINUTE) })
      .where(eq(mailOutbox.to, 'recent@example.com'));
    await t.app.mailer.transaction(async (_tx, queue) => {
      await queue(passwordResetMail({ email: 'recent@example.com', firstName: 'Re' }, 'x', 30));
    });

    await t.app.mailer.drain(new Date(now));
    const left = await t.db.select().from(mailOutbox);
    expect(left.map((row) => `${row.to} ${row.status}`).sort()).toEqual([
      'recent@example.com queued',
      'recent@example.com sent',
    ]);
  });

  it('without MAIL_URL keeps each message in the table, readable by an admin (npm run mail:outbox)', async () => {
    const t = await createTestApp();
    closing.push(() => t.close());
    const user = await t.createUser();
    expect((await forgot(t, user.email)).statusCode).toBe(202);
    const admin = await t.signedInUser({ role: 'admin' });
    const read = (headers: Record<string, string>, query = '') =>
      t.app.inject({ method: 'GET', url: `/api/v1/admin/mail-outbox${query}`, headers });
    expect((await read((await t.login(user.email)).headers)).statusCode).toBe(403);
    const res = await read(admin.headers, `?to=${encodeURIComponent(user.email)}&status=kept`);
    expect(res.statusCode).toBe(200);
    const [mail] = res.json().mails;
    expect(mail).toMatchObject({ to: user.email, status: 'kept', attempts: 0, sentAt: null });
    expect(mail.text).toMatch(/reset-password\?token=/);
    expect((await read(admin.headers, '?limit=0')).statusCode).toBe(400);
  });
});
