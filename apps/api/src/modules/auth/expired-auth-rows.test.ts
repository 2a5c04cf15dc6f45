import { SOLE_RUNNER } from '@northstar/server/job-leader';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { passwordResetTokens, sessions } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { deleteExpiredAuthRows, scheduleExpiredAuthRowsCleanup } from './expired-auth-rows.ts';

const HOUR = 60 * 60 * 1000;

describe('expired sessions and reset tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  /** A signed-in user plus one expired and one revoked session, one expired, one used and one live token. */
  async function seed() {
    const { user, headers } = await t.signedInUser();
    const past = new Date(Date.now() - HOUR);
    const future = new Date(Date.now() + HOUR);
    const base = { userId: user.id, remember: false, ip: null, userAgent: null };
    await t.db.insert(sessions).values([
      { ...base, expiresAt: past },
      { ...base, expiresAt: future, revokedAt: past },
    ]);
    const token = (name: string) => `${name}-${user.id}`;
    await t.db.insert(passwordResetTokens).values([
      { userId: user.id, tokenHash: token('expired'), expiresAt: past },
      { userId: user.id, tokenHash: token('used'), expiresAt: future, usedAt: past },
      { userId: user.id, tokenHash: token('live'), expiresAt: future },
    ]);
    return { user, headers, liveToken: token('live') };
  }

  it('deletes only rows that can never be used again, and live sessions keep working', async () => {
    const { user, headers, liveToken } = await seed();

    const deleted = await deleteExpiredAuthRows(t.db);

    expect(deleted.sessions).toBeGreaterThanOrEqual(2);
    expect(deleted.resetTokens).toBeGreaterThanOrEqual(2);
    const left = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(left).toHaveLength(1);
    expect(left[0]?.revokedAt).toBeNull();
    const tokens = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(tokens.map((row) => row.tokenHash)).toEqual([liveToken]);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers });
    expect(me.statusCode).toBe(200);
  });

  it('runs on a timer while the app is up and stops when it closes', async () => {
    const { user } = await seed();
    const app = Fastify();
    scheduleExpiredAuthRowsCleanup(app, t.database, 20, SOLE_RUNNER);
    await app.ready();
    try {
      await vi.waitFor(
        async () => {
          const left = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
          expect(left).toHaveLength(1);
        },
        { timeout: 10_000, interval: 20 },
      );
    } finally {
      await app.close();
    }
  });

  it('leaves the rows to the elected instance when another one runs the clean-up', async () => {
    const { user } = await seed();
    let asked = 0;
    let closed = false;
    const follower = {
      acquire: async () => {
        asked += 1;
        return false;
      },
      close: async () => {
        closed = true;
      },
    };
    const app = Fastify();
    scheduleExpiredAuthRowsCleanup(app, t.database, 20, follower);
    await app.ready();
    await vi.waitFor(() => expect(asked).toBeGreaterThanOrEqual(3), { timeout: 10_000, interval: 20 });
    await app.close();
    expect(closed).toBe(true);
    const left = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(left).toHaveLength(3);
  });
});
