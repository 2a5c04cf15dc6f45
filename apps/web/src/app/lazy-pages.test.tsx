import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../features/auth/stores/auth.store.ts';
import { jsonResponse, makeUser, mockFetch } from '../test/fetch-mock.ts';
import { createTestQueryClient } from '../test/render.tsx';
import { AppRoutes } from './router.tsx';

// Two page chunks that arrive only when a test lets them. Each React.lazy page loads once per file, so
// each chunk serves one test.
const chunks = vi.hoisted(() => {
  const held = () => {
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    return { arrived, arrive: () => arrive() };
  };
  return { placeholder: held(), hub: held() };
});
vi.mock('./routes/placeholder.route.tsx', async () => {
  await chunks.placeholder.arrived;
  return { default: () => <h1>Placeholder page</h1> };
});
vi.mock('./routes/hub.route.tsx', async () => {
  await chunks.hub.arrived;
  return { default: () => <h1>Hub page</h1> };
});

function renderApp(url: string) {
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <AppRoutes />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const sidebar = () => screen.getByRole('navigation', { name: 'Dashboard' });

beforeEach(() => {
  useAuthStore.setState({ user: makeUser(), token: 't', isAuthenticated: true, rememberMe: true });
  mockFetch({ 'GET /api/v1/auth/me': jsonResponse(200, { user: makeUser() }) });
});

describe('lazy pages', () => {
  it('opens a dashboard page in the shell, a spinner in its place until its chunk arrives', async () => {
    renderApp('/dashboard/audiences');
    expect(await screen.findByRole('status', { name: 'Loading page' })).toBeInTheDocument();
    expect(within(sidebar()).getByRole('link', { name: 'Analytics' })).toBeInTheDocument();

    await act(async () => chunks.placeholder.arrive());
    expect(await screen.findByRole('heading', { name: 'Placeholder page' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading page' })).not.toBeInTheDocument();
  });

  it('keeps the current page on screen while the next page chunk loads', async () => {
    const user = userEvent.setup();
    renderApp('/dashboard/campaigns');
    expect(await screen.findByRole('heading', { name: 'Campaign Management' })).toBeInTheDocument();

    // The router navigates in a transition: React keeps the shown page instead of a fallback.
    await user.click(within(sidebar()).getByRole('link', { name: 'Northstar' }));
    expect(screen.getByRole('heading', { name: 'Campaign Management' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading page' })).not.toBeInTheDocument();

    await act(async () => chunks.hub.arrive());
    expect(await screen.findByRole('heading', { name: 'Hub page' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Campaign Management' })).not.toBeInTheDocument();
  });
});
