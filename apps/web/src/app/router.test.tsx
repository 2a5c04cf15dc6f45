import { LOADING_TEXT } from '@northstar/shared/brand';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../features/auth/stores/auth.store.ts';
import { jsonResponse, makeUser, mockFetch } from '../test/fetch-mock.ts';
import { createRouterSpy, createTestQueryClient } from '../test/render.tsx';
import { AppRoutes } from './router.tsx';

const ME = 'GET /api/v1/auth/me';

/** The app's routes in a memory router at `url`; the result tells where the app is and can navigate. */
function renderApp(url: string) {
  const { router, RouterSpy } = createRouterSpy();
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <AppRoutes />
        <RouterSpy />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return router;
}

function signInAs(role: 'user' | 'admin') {
  useAuthStore.setState({
    user: makeUser({ role }),
    token: 'stored-token',
    isAuthenticated: true,
    rememberMe: true,
  });
  mockFetch({
    [ME]: jsonResponse(200, { user: makeUser({ role }) }),
    'GET /api/v1/admin/pending-users': jsonResponse(200, { users: [] }),
    'POST /api/v1/auth/logout': jsonResponse(204),
  });
}

beforeEach(() => {
  useAuthStore.getState().clearSession();
  mockFetch({});
});

describe('routing', () => {
  it('shows the landing page to visitors, with Sign In and Register links', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Northstar' })).toBeInTheDocument();
    expect(screen.getByText('The next generation advertising platform')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('button', { name: 'Switch to light mode' })).toBeInTheDocument();
  });

  it('sends visitors from /dashboard to the sign-in page', async () => {
    const router = renderApp('/dashboard/analytics');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends unknown paths to the landing page', async () => {
    const router = renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Northstar' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('checks a stored session on start behind the loading screen, then opens the dashboard', async () => {
    signInAs('user');
    let release: (response: Response) => void = () => {};
    const { calls } = mockFetch({ [ME]: () => new Promise<Response>((resolve) => (release = resolve)) });
    const router = renderApp('/login');

    // The router's fallback and the session check show the same loading screen: wait on the role, not a node.
    await waitFor(() => expect(screen.getByRole('status', { name: LOADING_TEXT })).toBeInTheDocument());
    expect(screen.getByText(LOADING_TEXT)).toBeInTheDocument();
    await waitFor(() => expect(calls(ME)).toHaveLength(1));
    expect(screen.getByRole('status', { name: LOADING_TEXT })).toBeInTheDocument();
    release(jsonResponse(200, { user: makeUser() }));

    expect(await screen.findByRole('heading', { name: 'Analytics Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/analytics');
    expect(calls(ME)).toHaveLength(1);
  });

  it('signs out on start when the stored session is no longer valid', async () => {
    signInAs('user');
    mockFetch({ [ME]: jsonResponse(401, { error: { code: 'TOKEN_INVALID', message: 'Expired' } }) });
    const router = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(useAuthStore.getState().token).toBeNull();
  });

  it('redirects a signed-in user away from the guest pages', async () => {
    signInAs('user');
    const router = renderApp('/register');
    expect(await screen.findByRole('heading', { name: 'Analytics Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/analytics');
  });

  it('keeps non-admins out of the admin panel', async () => {
    signInAs('user');
    const router = renderApp('/dashboard/admin');
    expect(await screen.findByRole('heading', { name: 'Analytics Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/analytics');
    expect(screen.queryByRole('link', { name: 'Admin Panel' })).not.toBeInTheDocument();
    expect(screen.queryByText('Admin')).not.toBeInTheDocument();
  });

  it('lets admins open the admin panel from the dashboard frame', async () => {
    signInAs('admin');
    const user = userEvent.setup();
    renderApp('/dashboard/somewhere-else');
    expect(await screen.findByRole('heading', { name: 'Analytics Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Admin')).toBeInTheDocument();
    expect(screen.getAllByText('Ada Lovelace').length).toBeGreaterThan(0);

    await user.click(screen.getByRole('link', { name: 'Admin Dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Admin Panel' })).toBeInTheDocument();
    expect(await screen.findByText('No pending registrations')).toBeInTheDocument();
  });

  it('opens User Management for admins only', async () => {
    signInAs('user');
    const router = renderApp('/dashboard/admin/users');
    expect(await screen.findByRole('heading', { name: 'Analytics Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/analytics');
  });

  it('shows "<Name> - Coming Soon" on the placeholder modules', async () => {
    signInAs('user');
    const router = renderApp('/dashboard/audiences');
    expect(await screen.findByRole('heading', { name: 'Audiences - Coming Soon' })).toBeInTheDocument();
    for (const [path, heading] of [
      ['/dashboard/ab-testing', 'A/B Testing - Coming Soon'],
      ['/dashboard/support', 'Support - Coming Soon'],
      ['/dashboard/billing', 'Billing - Coming Soon'],
    ] as const) {
      act(() => router.navigate(path));
      expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    }
  });

  it('opens the campaign management page and settings from the sidebar', async () => {
    signInAs('user');
    const user = userEvent.setup();
    renderApp('/dashboard');
    await user.click(await screen.findByRole('link', { name: 'Campaigns' }));
    expect(await screen.findByRole('heading', { name: 'Campaign Management' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Settings' }));
    expect(await screen.findByRole('heading', { name: 'Settings', level: 1 })).toBeInTheDocument();
  });

  it('logs out from the dashboard and lands on the sign-in page', async () => {
    signInAs('user');
    const user = userEvent.setup();
    const router = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it('opens the reset page without a session and explains a missing token', async () => {
    renderApp('/reset-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is invalid or has expired.');
  });
});
