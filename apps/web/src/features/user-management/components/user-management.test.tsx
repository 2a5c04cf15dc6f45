import type { AdminUser } from '@northstar/shared/admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../lib/api-client.ts';
import { errorResponse, jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderAt } from '../../../test/render.tsx';
import { UserManagement } from './user-management.tsx';

const adminUser = (overrides: Partial<AdminUser> = {}): AdminUser => ({
  id: 'u-grace',
  email: 'grace@example.com',
  firstName: 'Grace',
  lastName: 'Hopper',
  company: 'Navy',
  phone: null,
  role: 'user',
  status: 'approved',
  timezone: 'UTC',
  language: 'en',
  preferences: {},
  createdAt: '2025-03-04T10:00:00.000Z',
  approvedBy: { id: 'me', name: 'Ada Admin' },
  approvedAt: '2025-03-05T10:00:00.000Z',
  rejectionReason: null,
  updatedAt: '2025-03-05T10:00:00.000Z',
  ...overrides,
});
const me = adminUser({
  id: 'me',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Admin',
  role: 'admin',
  approvedBy: null,
  approvedAt: null,
});
const pending = adminUser({
  id: 'u-alan',
  email: 'alan@example.com',
  firstName: 'Alan',
  lastName: 'Turing',
  status: 'pending',
  approvedBy: null,
  approvedAt: null,
});
const page = (users: AdminUser[], total = users.length, pageNumber = 1) =>
  jsonResponse(200, { users, total, page: pageNumber, pageSize: 20 });

const LIST = 'GET /api/v1/admin/users?page=1';
const rowOf = (email: string) => {
  const row = screen.getByText(email).closest('tr');
  if (!row) throw new Error(`no row for ${email}`);
  return within(row);
};

beforeEach(() => {
  configureApiClient({ getToken: () => 'admin-token', onUnauthorized: () => {} });
});

describe('User Management', () => {
  it('lists users with status, role, registration date and approver', async () => {
    mockFetch({ [LIST]: page([me, adminUser(), pending]) });
    renderAt(<UserManagement currentUserId="me" />);
    expect(screen.getByRole('status', { name: 'Loading users' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Users (3)' })).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['User', 'Status', 'Role', 'Registered', 'Approved by', 'Actions']);
    const grace = rowOf('grace@example.com');
    expect(grace.getByText('Approved')).toBeInTheDocument();
    expect(grace.getByText('Ada Admin')).toBeInTheDocument();
    expect(grace.getByText(new Date('2025-03-04T10:00:00.000Z').toLocaleDateString())).toBeInTheDocument();
    expect(rowOf('alan@example.com').getByText('Pending')).toBeInTheDocument();
    expect(rowOf('ada@example.com').getByText('Admin')).toBeInTheDocument();
  });

  it('searches after the typing pauses and filters by status', async () => {
    const user = userEvent.setup();
    const { requests } = mockFetch({
      [LIST]: page([me, adminUser(), pending]),
      'GET /api/v1/admin/users?page=1&query=grace': page([adminUser()]),
      'GET /api/v1/admin/users?page=1&query=grace&status=disabled': page([]),
    });
    renderAt(<UserManagement currentUserId="me" />);
    await screen.findByRole('heading', { name: 'Users (3)' });

    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'grace');
    expect(await screen.findByRole('heading', { name: 'Users (1)' })).toBeInTheDocument();
    // One request for the whole word, not one per key.
    expect(requests.map((r) => r.url).filter((url) => url.includes('query='))).toEqual([
      '/api/v1/admin/users?page=1&query=grace',
    ]);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'disabled');
    expect(await screen.findByText('No users found')).toBeInTheDocument();
  });

  it('pages through the list', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 20 }, (_, i) =>
      adminUser({ id: `u${i}`, email: `user${i}@example.com` }),
    );
    mockFetch({
      [LIST]: page(many, 45),
      'GET /api/v1/admin/users?page=2': page([adminUser({ email: 'second@example.com' })], 45, 2),
    });
    renderAt(<UserManagement currentUserId="me" />);
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('second@example.com')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByText('Showing 21-40 of 45')).toBeInTheDocument();
  });

  it('approves a pending user, and rejects one with the reason from the prompt', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      [LIST]: page([pending, adminUser({ id: 'u-bob', email: 'bob@example.com', status: 'pending' })]),
      'POST /api/v1/admin/approve-user/u-alan': jsonResponse(200, {
        user: { ...pending, status: 'approved' },
      }),
      'POST /api/v1/admin/reject-user/u-bob': jsonResponse(200, { user: pending }),
    });
    renderAt(<UserManagement currentUserId="me" />);
    await screen.findByRole('heading', { name: 'Users (2)' });

    await user.click(rowOf('alan@example.com').getByRole('button', { name: 'Approve Alan Turing' }));
    await waitFor(() => expect(calls('POST /api/v1/admin/approve-user/u-alan')).toHaveLength(1));

    const prompt = vi
      .spyOn(window, 'prompt')
      .mockReturnValueOnce('  ')
      .mockReturnValueOnce('Unverified company');
    await user.click(rowOf('bob@example.com').getByRole('button', { name: 'Reject Grace Hopper' }));
    expect(calls('POST /api/v1/admin/reject-user/u-bob')).toHaveLength(0);
    await user.click(rowOf('bob@example.com').getByRole('button', { name: 'Reject Grace Hopper' }));
    expect(prompt).toHaveBeenCalledWith('Please provide a reason for rejection:');
    await waitFor(() => expect(calls('POST /api/v1/admin/reject-user/u-bob')).toHaveLength(1));
    expect(calls('POST /api/v1/admin/reject-user/u-bob')[0]?.body).toEqual({ reason: 'Unverified company' });
  });

  it('disables a user only after confirming, and refreshes the list', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      [LIST]: [page([adminUser()]), page([adminUser({ status: 'disabled' })])],
      'PATCH /api/v1/admin/users/u-grace': jsonResponse(200, { user: adminUser({ status: 'disabled' }) }),
    });
    renderAt(<UserManagement currentUserId="me" />);
    await user.click(await screen.findByRole('button', { name: 'Disable Grace Hopper' }));

    const dialog = screen.getByRole('dialog', { name: 'Disable Grace Hopper?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls('PATCH /api/v1/admin/users/u-grace')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Disable Grace Hopper' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Disable account' }));
    await waitFor(() => expect(calls('PATCH /api/v1/admin/users/u-grace')).toHaveLength(1));
    expect(calls('PATCH /api/v1/admin/users/u-grace')[0]?.body).toEqual({ status: 'disabled' });
    expect(await rowOf('grace@example.com').findByText('Disabled')).toBeInTheDocument();
    expect(
      rowOf('grace@example.com').getByRole('button', { name: 'Enable Grace Hopper' }),
    ).toBeInTheDocument();
  });

  it('promotes after confirming and shows the server message when it refuses', async () => {
    const user = userEvent.setup();
    mockFetch({
      [LIST]: page([adminUser()]),
      'PATCH /api/v1/admin/users/u-grace': errorResponse(409, 'CONFLICT', 'That change is not allowed.'),
    });
    renderAt(<UserManagement currentUserId="me" />);
    await user.click(await screen.findByRole('button', { name: 'Promote Grace Hopper' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Make admin' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That change is not allowed.');
  });

  it('does not let an admin disable or demote their own account', async () => {
    mockFetch({ [LIST]: page([me]) });
    renderAt(<UserManagement currentUserId="me" />);
    const disable = await screen.findByRole('button', { name: 'Disable Ada Admin' });
    const demote = screen.getByRole('button', { name: 'Demote Ada Admin' });
    expect(disable).toBeDisabled();
    expect(demote).toBeDisabled();
    expect(disable).toHaveAccessibleDescription('You cannot disable or demote your own account.');
  });
});
