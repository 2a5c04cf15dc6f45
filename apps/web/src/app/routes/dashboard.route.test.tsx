import { DEFAULT_MODULE_ORDER } from '@northstar/shared/modules';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../features/auth/stores/auth.store.ts';
import { errorResponse, jsonResponse, makeUser, mockFetch } from '../../test/fetch-mock.ts';
import { createTestQueryClient } from '../../test/render.tsx';
import DashboardRoute from './dashboard.route.tsx';

const PUT = 'PUT /api/v1/users/user-1/preferences';
const ROW_HEIGHT = 40;

// jsdom has no layout: give each sidebar entry a 40 px row by its position, so dnd-kit can tell
// which entry a keyboard drag is over.
function fakeSidebarLayout() {
  const original = HTMLElement.prototype.getBoundingClientRect;
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const row = this.closest<HTMLElement>('[data-module-id]');
    if (!row?.parentElement) return original.call(this);
    const index = Array.from(row.parentElement.children).indexOf(row);
    return DOMRect.fromRect({ x: 0, y: index * ROW_HEIGHT, width: 256, height: ROW_HEIGHT });
  });
}

function renderDashboard() {
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <MemoryRouter initialEntries={['/dashboard/settings']}>
        <Routes>
          <Route path="/dashboard" element={<DashboardRoute />}>
            <Route path="*" element={<p>page</p>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const sidebarOrder = () =>
  within(screen.getByRole('navigation', { name: 'Dashboard' }))
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('data-module-id'))
    .filter(Boolean);

/**
 * Space picks the entry up, one arrow press moves it 25 px (past the next row's centre), Space drops. The
 * sidebar paints plain links first; the handles become sortable once the drag code has loaded.
 */
async function moveAnalyticsDownOne() {
  const user = userEvent.setup();
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Reorder Analytics' })).toHaveAttribute(
      'aria-roledescription',
      'sortable',
    ),
  );
  screen.getByRole('button', { name: 'Reorder Analytics' }).focus();
  await user.keyboard('[Space]');
  await user.keyboard('{ArrowDown}');
  await user.keyboard('[Space]');
}

const expectedOrder = ['northstar-hub', 'analytics', ...DEFAULT_MODULE_ORDER.slice(2)];

beforeEach(() => {
  fakeSidebarLayout();
  useAuthStore.setState({ user: makeUser(), token: 'token-abc', isAuthenticated: true, rememberMe: true });
});

afterEach(() => useAuthStore.getState().clearSession());

describe('dashboard module order', () => {
  it('reorders by keyboard and saves the order as dashboard.moduleOrder', async () => {
    const { calls } = mockFetch({
      [PUT]: jsonResponse(200, { preferences: { dashboard: { moduleOrder: expectedOrder } } }),
    });
    renderDashboard();
    expect(sidebarOrder()).toEqual([...DEFAULT_MODULE_ORDER]);

    await moveAnalyticsDownOne();

    await waitFor(() => expect(calls(PUT)).toHaveLength(1));
    expect(calls(PUT)[0]?.body).toEqual({ preferences: { dashboard: { moduleOrder: expectedOrder } } });
    expect(calls(PUT)[0]?.headers.authorization).toBe('Bearer token-abc');
    expect(sidebarOrder()).toEqual(expectedOrder);
    // The session's user carries the order, so it is there after a reload and at the next sign-in.
    expect(useAuthStore.getState().user?.preferences.dashboard?.moduleOrder).toEqual(expectedOrder);
  });

  it('keeps the new order when the save fails, and only logs the failure', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { calls } = mockFetch({ [PUT]: errorResponse(500, 'INTERNAL', 'Internal error') });
    renderDashboard();

    await moveAnalyticsDownOne();

    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(calls(PUT)).toHaveLength(1);
    expect(String(logged.mock.calls[0]?.[0])).toContain('[preferences] save failed');
    expect(sidebarOrder()).toEqual(expectedOrder);
    expect(useAuthStore.getState().user?.preferences.dashboard?.moduleOrder).toEqual(expectedOrder);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the order saved in the user preferences', () => {
    mockFetch({});
    const saved = ['settings', ...DEFAULT_MODULE_ORDER.filter((id) => id !== 'settings')];
    useAuthStore.setState({ user: makeUser({ preferences: { dashboard: { moduleOrder: saved } } }) });
    renderDashboard();
    expect(sidebarOrder()).toEqual(saved);
  });
});
