import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ensureAdmin, upsertAdmin } from './admin-bootstrap.ts';

describe('first admin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates an approved admin with a generated strong password when none exists, then does nothing', async () => {
    const created = await ensureAdmin(t.db, { email: 'Root@Northstar.local' });
    expect(created?.action).toBe('created');
    expect(created?.user).toMatchObject({ email: 'root@northstar.local', role: 'admin', status: 'approved' });
    const password = created?.generatedPassword ?? '';
    expect(password.length).toBeGreaterThanOrEqual(20);
    await expect(t.login('root@northstar.local', password)).resolves.toBeTruthy();

    expect(await ensureAdmin(t.db, { email: 'someone-else@northstar.local' })).toBeUndefined();
    expect(
      await t.db.select().from(users).where(eq(users.email, 'someone-else@northstar.local')),
    ).toHaveLength(0);
  });

  it('promotes and approves an existing account, setting the password only when one is given', async () => {
    const user = await t.createUser({ status: 'pending' });
    const promoted = await upsertAdmin(t.db, { email: user.email });
    expect(promoted).toMatchObject({ action: 'promoted', user: { role: 'admin', status: 'approved' } });
    expect(promoted.generatedPassword).toBeUndefined();
    expect(await verifyPassword(promoted.user.passwordHash, user.password)).toBe(true);

    const { headers } = await t.login(user.email);
    const reset = await upsertAdmin(t.db, { email: user.email, password: 'an operator chosen password' });
    expect(reset.action).toBe('existing');
    expect(await verifyPassword(reset.user.passwordHash, 'an operator chosen password')).toBe(true);
    // A new password ends the old sessions.
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers })).statusCode).toBe(401);
    const live = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(live.every((s) => s.revokedAt !== null)).toBe(true);
  });
});
