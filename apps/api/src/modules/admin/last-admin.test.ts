import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { LAST_ADMIN_MESSAGE } from './admin.service.ts';

// Its own database: the guard counts every active admin, so no other test's admins may be there.
describe('the last active admin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const activeAdmins = () =>
    t.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'admin'), eq(users.status, 'approved')));
  const patch = (actor: { headers: Record<string, string> }, id: string, payload: Record<string, string>) =>
    t.app.inject({ method: 'PATCH', url: `/api/v1/admin/users/${id}`, headers: actor.headers, payload });

  it('survives two admins demoting or disabling each other at the same moment', async () => {
    let survivor = await t.signedInUser({ role: 'admin' });
    const changes: Array<Record<string, string>> = [
      { role: 'user' },
      { status: 'disabled' },
      { role: 'user' },
      { status: 'disabled' },
    ];
    for (const change of changes) {
      const other = await t.signedInUser({ role: 'admin' });
      expect(await activeAdmins()).toHaveLength(2);
      const [a, b] = await Promise.all([
        patch(survivor, other.user.id, change),
        patch(other, survivor.user.id, change),
      ]);
      // One wins; the other is refused by the guard (409) or, if the winner's commit came first,
      // finds its own session ended (401). Either way one active admin is left.
      const codes = [a.statusCode, b.statusCode].sort();
      expect(codes[0]).toBe(200);
      expect([401, 409]).toContain(codes[1]);
      for (const res of [a, b])
        if (res.statusCode === 409) expect(res.json().message).toBe(LAST_ADMIN_MESSAGE);
      const left = await activeAdmins();
      expect(left).toHaveLength(1);
      survivor = left[0]?.id === survivor.user.id ? survivor : other;
      // The survivor is still an admin who can sign in and act.
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/v1/admin/users', headers: survivor.headers }))
          .statusCode,
      ).toBe(200);
    }
  });
});
