import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('admin routes', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<TestApp['signedInUser']>>;
  beforeAll(async () => {
    t = await createTestApp({ env: { APP_URL: 'https://app.northstar.test' } });
    admin = await t.signedInUser({ role: 'admin', firstName: 'Ada', lastName: 'Admin' });
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    headers: Record<string, string>,
    payload?: unknown,
  ) => t.app.inject({ method, url: `/api/v1${url}`, headers, payload: payload as Record<string, unknown> });

  it('answers 401 to anonymous callers and 403 to non-admins on every admin route', async () => {
    const user = await t.signedInUser();
    const target = await t.createUser({ status: 'pending' });
    const routes: Array<['GET' | 'POST' | 'PATCH', string, unknown?]> = [
      ['GET', '/admin/pending-users'],
      ['POST', `/admin/approve-user/${target.id}`],
      ['POST', `/admin/reject-user/${target.id}`, { reason: 'no' }],
      ['GET', '/admin/users'],
      ['PATCH', `/admin/users/${target.id}`, { role: 'admin' }],
    ];
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, {}, payload)).statusCode).toBe(401);
      const forbidden = await call(method, url, user.headers, payload);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json().error.code).toBe('FORBIDDEN');
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, target.id));
    expect(row).toMatchObject({ status: 'pending', role: 'user' });
  });

  it('lists pending registrations oldest first with the listed fields', async () => {
    const older = await t.createUser({ status: 'pending', company: 'Acme', firstName: 'Old' });
    const newer = await t.createUser({ status: 'pending', firstName: 'New' });
    await t.db
      .update(users)
      .set({ createdAt: new Date('2020-01-01T00:00:00Z') })
      .where(eq(users.id, older.id));
    const res = await call('GET', '/admin/pending-users', admin.headers);
    expect(res.statusCode).toBe(200);
    const list = res.json().users as Array<Record<string, unknown>>;
    const ids = list.map((u) => u.id);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    expect(list.find((u) => u.id === older.id)).toEqual({
      id: older.id,
      firstName: 'Old',
      lastName: 'User',
      email: older.email,
      company: 'Acme',
      createdAt: '2020-01-01T00:00:00.000Z',
    });
    expect(list.every((u) => u.id !== admin.user.id)).toBe(true);
  });

  it('approves a pending user, records who did it, e-mails the login link, and the user can sign in', async () => {
    const pending = await t.createUser({ status: 'pending', firstName: 'Pat' });
    const res = await call('POST', `/admin/approve-user/${pending.id}`, admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      id: pending.id,
      status: 'approved',
      approvedBy: { id: admin.user.id, name: 'Ada Admin' },
    });
    const mail = await t.lastMailTo(pending.email);
    expect(mail?.subject).toBe('Your Northstar account is approved');
    expect(mail?.text).toContain('https://app.northstar.test/login');
    expect(mail?.html).toContain('href="https://app.northstar.test/login"');
    await expect(t.login(pending.email)).resolves.toBeTruthy();
  });

  it('answers 409 when approving a user who is not pending, 404 for an unknown one', async () => {
    const approved = await t.createUser();
    const conflict = await call('POST', `/admin/approve-user/${approved.id}`, admin.headers);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().message).toBe('This registration is no longer pending (it is approved).');
    const missing = await call(
      'POST',
      '/admin/approve-user/00000000-0000-4000-8000-000000000000',
      admin.headers,
    );
    expect(missing.statusCode).toBe(404);
    expect((await call('POST', '/admin/approve-user/garbage', admin.headers)).statusCode).toBe(404);
  });

  it('approves exactly once when two admins click at the same time', async () => {
    const pending = await t.createUser({ status: 'pending' });
    const results = await Promise.all([
      call('POST', `/admin/approve-user/${pending.id}`, admin.headers),
      call('POST', `/admin/approve-user/${pending.id}`, admin.headers),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('rejects with a reason, e-mails it, and the user then gets 403 ACCOUNT_REJECTED', async () => {
    const pending = await t.createUser({ status: 'pending' });
    const res = await call('POST', `/admin/reject-user/${pending.id}`, admin.headers, {
      reason: 'We could not verify your company.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      status: 'rejected',
      rejectionReason: 'We could not verify your company.',
    });
    const mail = await t.lastMailTo(pending.email);
    expect(mail?.text).toContain('We could not verify your company.');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: pending.email, password: pending.password },
    });
    expect(login.json().error.code).toBe('ACCOUNT_REJECTED');
    expect(
      (await call('POST', `/admin/reject-user/${pending.id}`, admin.headers, { reason: 'x' })).statusCode,
    ).toBe(409);
  });

  it('requires a reason to reject', async () => {
    const pending = await t.createUser({ status: 'pending' });
    for (const payload of [undefined, {}, { reason: '   ' }]) {
      expect(
        (await call('POST', `/admin/reject-user/${pending.id}`, admin.headers, payload)).statusCode,
      ).toBe(400);
    }
  });

  describe('user management', () => {
    it('searches first name, last name, e-mail and company case-insensitively, 20 per page', async () => {
      await t.createUser({ firstName: 'Zebulon', lastName: 'Quux', company: 'Globex Corporation' });
      for (const query of ['zebu', 'QUUX', 'globex', 'zebulon quux']) {
        const res = await call('GET', `/admin/users?query=${encodeURIComponent(query)}`, admin.headers);
        expect(res.json().users.map((u: { firstName: string }) => u.firstName)).toEqual(['Zebulon']);
      }
      const literal = await call('GET', `/admin/users?query=${encodeURIComponent('%')}`, admin.headers);
      expect(literal.json().total).toBe(0);

      for (let i = 0; i < 21; i++) await t.createUser({ company: 'Pagination Inc' });
      const page1 = (await call('GET', '/admin/users?query=pagination&page=1', admin.headers)).json();
      const page2 = (await call('GET', '/admin/users?query=pagination&page=2', admin.headers)).json();
      expect(page1).toMatchObject({ total: 21, page: 1, pageSize: 20 });
      expect(page1.users).toHaveLength(20);
      expect(page2.users).toHaveLength(1);
      expect(page1.users[0]).toMatchObject({ role: 'user', status: 'approved', approvedBy: null });
      expect(page1.users[0].createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    });

    it('filters by status and refuses unknown filters', async () => {
      await t.createUser({ status: 'disabled', lastName: 'Filtered' });
      const res = await call('GET', '/admin/users?status=disabled', admin.headers);
      expect(res.json().users.every((u: { status: string }) => u.status === 'disabled')).toBe(true);
      expect(res.json().total).toBeGreaterThan(0);
      expect((await call('GET', '/admin/users?status=deleted', admin.headers)).statusCode).toBe(400);
      expect((await call('GET', '/admin/users?sort=password_hash', admin.headers)).statusCode).toBe(400);
    });

    it('promotes a user to admin and disables / re-enables an account', async () => {
      const target = await t.signedInUser();
      const promoted = await call('PATCH', `/admin/users/${target.user.id}`, admin.headers, {
        role: 'admin',
      });
      expect(promoted.json().user.role).toBe('admin');
      const disabled = await call('PATCH', `/admin/users/${target.user.id}`, admin.headers, {
        status: 'disabled',
      });
      expect(disabled.json().user.status).toBe('disabled');
      expect((await call('GET', '/auth/me', target.headers)).statusCode).toBe(401);
      const enabled = await call('PATCH', `/admin/users/${target.user.id}`, admin.headers, {
        status: 'approved',
      });
      expect(enabled.json().user.status).toBe('approved');
      await expect(t.login(target.user.email)).resolves.toBeTruthy();
    });

    it('refuses to let an admin disable or demote themself (409)', async () => {
      const self = await call('PATCH', `/admin/users/${admin.user.id}`, admin.headers, {
        status: 'disabled',
      });
      expect(self.statusCode).toBe(409);
      expect(self.json().message).toBe('You cannot disable your own account.');
      const demote = await call('PATCH', `/admin/users/${admin.user.id}`, admin.headers, { role: 'user' });
      expect(demote.statusCode).toBe(409);
      expect(demote.json().message).toBe('You cannot remove your own administrator role.');
      const [row] = await t.db.select().from(users).where(eq(users.id, admin.user.id));
      expect(row).toMatchObject({ role: 'admin', status: 'approved' });
    });

    it('ends a demoted admin’s sessions', async () => {
      const other = await t.signedInUser({ role: 'admin' });
      const res = await call('PATCH', `/admin/users/${other.user.id}`, admin.headers, { role: 'user' });
      expect(res.json().user.role).toBe('user');
      expect((await call('GET', '/admin/pending-users', other.headers)).statusCode).toBe(401);
    });

    it('refuses an empty change, unknown fields and statuses an admin cannot set', async () => {
      const target = await t.createUser();
      for (const payload of [{}, { status: 'pending' }, { email: 'x@example.com' }, { role: 'owner' }]) {
        expect((await call('PATCH', `/admin/users/${target.id}`, admin.headers, payload)).statusCode).toBe(
          400,
        );
      }
      const missing = await call(
        'PATCH',
        '/admin/users/00000000-0000-4000-8000-000000000000',
        admin.headers,
        {
          role: 'admin',
        },
      );
      expect(missing.statusCode).toBe(404);
    });
  });
});
