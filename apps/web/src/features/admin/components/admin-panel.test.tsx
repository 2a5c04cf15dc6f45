import type { PendingUser } from '@northstar/shared/auth';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../lib/api-client.ts';
import { errorResponse, jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderAt } from '../../../test/render.tsx';
import { AdminPanel } from './admin-panel.tsx';

const LIST = 'GET /api/v1/admin/pending-users';
const approveKey = (id: string) => `POST /api/v1/admin/approve-user/${id}`;
const rejectKey = (id: string) => `POST /api/v1/admin/reject-user/${id}`;

const pending = (overrides: Partial<PendingUser> = {}): PendingUser => ({
  id: 'p1',
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  company: 'Navy',
  createdAt: '2025-03-04T10:00:00.000Z',
  ...overrides,
});
const second = pending({
  id: 'p2',
  firstName: 'Alan',
  lastName: 'Turing',
  email: 'alan@example.com',
  company: null,
});

beforeEach(() => {
  configureApiClient({ getToken: () => 'admin-token', onUnauthorized: () => {} });
});

const rowFor = (name: string) => {
  const row = screen.getByRole('cell', { name }).closest('tr');
  if (!row) throw new Error(`row for ${name} not found`);
  return row;
};

describe('AdminPanel', () => {
  it('shows a spinner while loading, then the pending users table', async () => {
    let release: (response: Response) => void = () => {};
    const { requests } = mockFetch({ [LIST]: () => new Promise<Response>((resolve) => (release = resolve)) });
    renderAt(<AdminPanel />);

    expect(screen.getByRole('heading', { name: 'Admin Panel' })).toBeInTheDocument();
    expect(screen.getByText('Manage user registrations')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading pending registrations' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pending Registrations' })).toBeInTheDocument();
    release(jsonResponse(200, { users: [pending(), second] }));

    expect(await screen.findByRole('heading', { name: 'Pending Registrations (2)' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading pending registrations' })).not.toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['User', 'Email', 'Company', 'Registered', 'Actions']);
    expect(within(rowFor('Grace Hopper')).getByText('Navy')).toBeInTheDocument();
    expect(within(rowFor('Alan Turing')).getByRole('cell', { name: '-' })).toBeInTheDocument();
    expect(
      within(rowFor('Grace Hopper')).getByText(new Date('2025-03-04T10:00:00.000Z').toLocaleDateString()),
    ).toBeInTheDocument();
    expect(requests[0]?.headers.authorization).toBe('Bearer admin-token');
  });

  it('shows the empty state when nobody is waiting', async () => {
    mockFetch({ [LIST]: jsonResponse(200, { users: [] }) });
    renderAt(<AdminPanel />);
    expect(await screen.findByText('No pending registrations')).toBeInTheDocument();
    expect(screen.getByText('All users have been processed')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pending Registrations (0)' })).toBeInTheDocument();
  });

  it('approves a user: the row shows Processing..., then leaves with a success banner', async () => {
    let release: (response: Response) => void = () => {};
    const { calls } = mockFetch({
      [LIST]: jsonResponse(200, { users: [pending(), second] }),
      [approveKey('p1')]: () => new Promise<Response>((resolve) => (release = resolve)),
    });
    const user = userEvent.setup();
    renderAt(<AdminPanel />);
    await user.click(await screen.findByRole('button', { name: 'Approve Grace Hopper' }));

    const busy = within(rowFor('Grace Hopper')).getAllByRole('button', { name: 'Processing...' });
    expect(busy).toHaveLength(2);
    for (const button of busy) expect(button).toBeDisabled();
    expect(within(rowFor('Alan Turing')).getByRole('button', { name: 'Approve Alan Turing' })).toBeEnabled();

    release(jsonResponse(200, { user: { ...pending(), status: 'approved' } }));
    expect(
      await screen.findByText(
        'User Grace Hopper (grace@example.com) approved successfully! They will receive an email with login credentials.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Grace Hopper' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pending Registrations (1)' })).toBeInTheDocument();
    expect(calls(approveKey('p1'))[0]?.headers.authorization).toBe('Bearer admin-token');
  });

  it('shows the server error when approval fails, and keeps the row', async () => {
    mockFetch({
      [LIST]: jsonResponse(200, { users: [pending()] }),
      [approveKey('p1')]: errorResponse(409, 'CONFLICT', 'User is not pending'),
    });
    const user = userEvent.setup();
    renderAt(<AdminPanel />);
    await user.click(await screen.findByRole('button', { name: 'Approve Grace Hopper' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('User is not pending');
    expect(screen.getByRole('button', { name: 'Approve Grace Hopper' })).toBeEnabled();
  });

  it('falls back to the fixed text when a failed approval carries no message', async () => {
    mockFetch({
      [LIST]: jsonResponse(200, { users: [pending()] }),
      [approveKey('p1')]: jsonResponse(500, {}),
    });
    const user = userEvent.setup();
    renderAt(<AdminPanel />);
    await user.click(await screen.findByRole('button', { name: 'Approve Grace Hopper' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to approve user. Please try again.');
  });

  it('does nothing when the rejection prompt is cancelled or left empty', async () => {
    const prompt = vi.spyOn(window, 'prompt').mockReturnValueOnce(null).mockReturnValueOnce('   ');
    const { calls } = mockFetch({ [LIST]: jsonResponse(200, { users: [pending()] }) });
    const user = userEvent.setup();
    renderAt(<AdminPanel />);
    const reject = await screen.findByRole('button', { name: 'Reject Grace Hopper' });
    await user.click(reject);
    await user.click(reject);

    expect(prompt).toHaveBeenCalledWith('Please provide a reason for rejection:');
    expect(prompt).toHaveBeenCalledTimes(2);
    expect(calls(rejectKey('p1'))).toHaveLength(0);
    expect(screen.getByRole('cell', { name: 'Grace Hopper' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('rejects a user with the reason given', async () => {
    vi.spyOn(window, 'prompt').mockReturnValue('Unknown company');
    const { calls } = mockFetch({
      [LIST]: jsonResponse(200, { users: [pending()] }),
      [rejectKey('p1')]: jsonResponse(200, { user: { ...pending(), status: 'rejected' } }),
    });
    const user = userEvent.setup();
    renderAt(<AdminPanel />);
    await user.click(await screen.findByRole('button', { name: 'Reject Grace Hopper' }));
    expect(
      await screen.findByText('User Grace Hopper (grace@example.com) has been rejected.'),
    ).toBeInTheDocument();
    expect(calls(rejectKey('p1'))[0]?.body).toEqual({ reason: 'Unknown company' });
    expect(screen.getByText('No pending registrations')).toBeInTheDocument();
  });

  it('shows the reject fallback text when the server gives no reason', async () => {
    vi.spyOn(window, 'prompt').mockReturnValue('spam');
    mockFetch({
      [LIST]: jsonResponse(200, { users: [pending()] }),
      [rejectKey('p1')]: jsonResponse(502, null),
    });
    const user = userEvent.setup();
    renderAt(<AdminPanel />);
    await user.click(await screen.findByRole('button', { name: 'Reject Grace Hopper' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to reject user. Please try again.');
  });

  it('renders hostile names as plain text', async () => {
    const hostile = '<img src=x onerror="window.__pwned=1">';
    mockFetch({
      [LIST]: jsonResponse(200, { users: [pending({ firstName: hostile, company: '<b>Bold</b>' })] }),
    });
    const { container } = renderAt(<AdminPanel />);
    expect(await screen.findByText(`${hostile} Hopper`)).toBeInTheDocument();
    expect(screen.getByText('<b>Bold</b>')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
  });

  it('shows the load failure banner, without retrying a denied request', async () => {
    const { calls } = mockFetch({ [LIST]: errorResponse(403, 'FORBIDDEN', 'Admins only') });
    renderAt(<AdminPanel />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load pending users');
    expect(calls(LIST)).toHaveLength(1);
  });

  it('retries other load failures, then Refresh loads again', async () => {
    const { calls } = mockFetch({
      [LIST]: [
        errorResponse(500, 'INTERNAL', 'x'),
        errorResponse(500, 'INTERNAL', 'x'),
        errorResponse(500, 'INTERNAL', 'x'),
        errorResponse(500, 'INTERNAL', 'x'),
        jsonResponse(200, { users: [pending()] }),
      ],
    });
    const user = userEvent.setup();
    renderAt(<AdminPanel />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load pending users');
    expect(calls(LIST)).toHaveLength(4);

    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('cell', { name: 'Grace Hopper' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('links back to the dashboard', async () => {
    mockFetch({ [LIST]: jsonResponse(200, { users: [] }) });
    renderAt(<AdminPanel />);
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('does not load without a session token', () => {
    configureApiClient({ getToken: () => null });
    const { requests } = mockFetch({ [LIST]: jsonResponse(200, { users: [] }) });
    renderAt(<AdminPanel />);
    expect(requests).toHaveLength(0);
  });
});
