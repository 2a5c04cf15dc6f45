import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../features/auth/stores/auth.store.ts';
import { jsonResponse, makeUser, mockFetch } from '../test/fetch-mock.ts';
import { createTestQueryClient } from '../test/render.tsx';
import { AppRoutes } from './router.tsx';

// The settings page fails to render while `settings.fails`; the terms page fails with the error a lost
// chunk of an older release gives (React.lazy hands it to the nearest boundary exactly like a render error).
const settings = vi.hoisted(() => ({ fails: true }));
vi.mock('./routes/settings.route.tsx', () => ({
  default: () => {
    if (settings.fails) throw new Error('settings exploded');
    return <h1>Settings</h1>;
  },
}));
vi.mock('./routes/terms.route.tsx', () => ({
  default: () => {
    throw new TypeError('Failed to fetch dynamically imported module: /assets/terms.route-old.js');
  },
}));

function renderApp(url: string) {
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <AppRoutes />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  settings.fails = true;
  vi.spyOn(console, 'error').mockImplementation(() => {});
  useAuthStore.getState().clearSession();
  mockFetch({});
});

function signIn() {
  useAuthStore.setState({ user: makeUser(), token: 't', isAuthenticated: true, rememberMe: true });
  mockFetch({ 'GET /api/v1/auth/me': jsonResponse(200, { user: makeUser() }) });
}

describe('a page that fails', () => {
  it('shows the error inside the dashboard shell, and the next page clears it', async () => {
    signIn();
    const user = userEvent.setup();
    renderApp('/dashboard/settings');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'This page could not be shown' })).toBeInTheDocument();
    expect(alert).not.toHaveTextContent('settings exploded');
    const sidebar = screen.getByRole('navigation', { name: 'Dashboard' });

    await user.click(within(sidebar).getByRole('link', { name: 'Campaigns' }));
    expect(await screen.findByRole('heading', { name: 'Campaign Management' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'This page could not be shown' })).not.toBeInTheDocument();
  });

  it('renders the page again when the user follows its link once more', async () => {
    signIn();
    const user = userEvent.setup();
    renderApp('/dashboard/settings');
    expect(await screen.findByRole('heading', { name: 'This page could not be shown' })).toBeInTheDocument();

    // Like the data router, any navigation clears the error, even one to the page that failed.
    settings.fails = false;
    const sidebar = screen.getByRole('navigation', { name: 'Dashboard' });
    await user.click(within(sidebar).getByRole('link', { name: 'Settings' }));
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks for a reload when a page chunk of an older release cannot be loaded', async () => {
    renderApp('/terms');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'A new version is available' })).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
