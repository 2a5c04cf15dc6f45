import { DASHBOARD_MODULES, placeholderModules } from '@northstar/shared/modules';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../test/render.tsx';
import { DashboardShell } from './dashboard-shell.tsx';

const member = { firstName: 'Ada', lastName: 'Lovelace', role: 'user' };
const admin = { ...member, role: 'admin' };

function renderShell(url: string, user = member) {
  const onLogout = vi.fn();
  const result = renderAt(
    <DashboardShell user={user} moduleOrder={undefined} onReorder={vi.fn()} onLogout={onLogout}>
      <p>page content</p>
    </DashboardShell>,
    { path: '/dashboard/*', url },
  );
  return { ...result, onLogout };
}

const sidebar = () => screen.getByRole('complementary', { name: 'Sidebar' });
const nav = () => screen.getByRole('navigation', { name: 'Dashboard' });
const moduleLinks = () => within(nav()).getAllByRole('link');

describe('dashboard shell', () => {
  it('lists the sixteen modules in the default order, the hub under the product name', () => {
    renderShell('/dashboard/analytics');
    // Each link found by its accessible name, in the sidebar's order.
    expect(moduleLinks()).toEqual(
      DASHBOARD_MODULES.map((m) => within(nav()).getByRole('link', { name: m.label })),
    );
    expect(DASHBOARD_MODULES[1]?.label).toBe('Northstar');
    expect(screen.getByRole('link', { name: 'Northstar' })).toHaveAttribute(
      'href',
      '/dashboard/northstar-hub',
    );
  });

  it('marks the placeholder modules "Soon" and mutes them, yet keeps them reachable', async () => {
    const user = userEvent.setup();
    const { router } = renderShell('/dashboard/analytics');
    for (const module of DASHBOARD_MODULES) {
      const link = within(nav()).getByRole('link', { name: module.label });
      if (module.placeholder) {
        expect(link).toHaveAccessibleDescription('Coming soon');
        expect(within(link).getByText('Soon')).toBeVisible();
        expect(link).toHaveClass('text-muted');
      } else {
        expect(link).not.toHaveAccessibleDescription();
        expect(within(link).queryByText('Soon')).not.toBeInTheDocument();
        expect(link).not.toHaveClass('text-muted');
      }
    }
    expect(placeholderModules).toHaveLength(11);

    const audiences = within(nav()).getByRole('link', { name: 'Audiences' });
    await user.click(audiences);
    expect(router.state.location.pathname).toBe('/dashboard/audiences');
    // The current page is highlighted like any other, its badge still there.
    expect(audiences).toHaveAttribute('aria-current', 'page');
    expect(audiences).not.toHaveClass('text-muted');
    expect(within(audiences).getByText('Soon')).toBeVisible();
  });

  it('shows the reorder handles only on hover or keyboard focus within their row', async () => {
    const user = userEvent.setup();
    renderShell('/dashboard/analytics');
    const handle = screen.getByRole('button', { name: 'Reorder Campaigns' });
    // Hidden by default; its row (the `group`) reveals it when hovered or holding the focus.
    expect(handle).toHaveClass('opacity-0', 'group-hover:opacity-100', 'group-has-focus-visible:opacity-100');
    const row = handle.closest('.group');
    expect(row).toContainElement(within(nav()).getByRole('link', { name: 'Campaigns' }));
    // Still in the tab order: keyboard users reach it right after the module's link.
    within(nav()).getByRole('link', { name: 'Campaigns' }).focus();
    await user.tab();
    expect(handle).toHaveFocus();
    expect(row?.matches(':has(:focus-visible)')).toBe(true);
  });

  it('marks Analytics active at /dashboard itself', () => {
    renderShell('/dashboard');
    expect(screen.getByRole('link', { name: 'Analytics' })).toHaveAttribute('aria-current', 'page');
  });

  it('hides the admin tools, the Admin badge and "(Admin)" from regular users', () => {
    renderShell('/dashboard/analytics');
    expect(screen.queryByRole('heading', { name: 'Admin Tools' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'User Management' })).not.toBeInTheDocument();
    expect(screen.queryByText('Admin')).not.toBeInTheDocument();
    expect(screen.queryByText('(Admin)')).not.toBeInTheDocument();
  });

  it('shows admins the admin tools, the badge and "(Admin)" in the mobile header', () => {
    renderShell('/dashboard/admin/users', admin);
    const tools = screen.getByRole('region', { name: 'Admin Tools' });
    expect(within(tools).getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard/admin',
    );
    const users = within(tools).getByRole('link', { name: 'User Management' });
    expect(users).toHaveAttribute('href', '/dashboard/admin/users');
    expect(users).toHaveAttribute('aria-current', 'page');
    expect(within(tools).getByRole('link', { name: 'Admin Dashboard' })).not.toHaveAttribute('aria-current');
    expect(within(sidebar()).getByText('Admin')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('(Admin)');
  });

  it('shows the initials and full name in the footer, and logs out from there', async () => {
    const user = userEvent.setup();
    const { onLogout } = renderShell('/dashboard/analytics');
    expect(within(sidebar()).getByText('AL')).toBeInTheDocument();
    expect(within(sidebar()).getByText('Ada Lovelace')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('expands Campaign Builder under its path and toggles its submodules', async () => {
    const user = userEvent.setup();
    renderShell('/dashboard/campaign-builder/regulated');
    const toggle = screen.getByRole('button', { name: 'Collapse Campaign Builder' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Regulated Channels' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Universal Channels' })).toBeVisible();

    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Expand Campaign Builder' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.queryByRole('link', { name: 'Universal Channels' })).not.toBeInTheDocument();
    // Collapsed, the parent carries the highlight for the page below it.
    expect(screen.getByRole('link', { name: 'Campaign Builder' })).toHaveAttribute('aria-current', 'page');
  });

  it('starts with Campaign Builder collapsed elsewhere', () => {
    renderShell('/dashboard/analytics');
    expect(screen.getByRole('button', { name: 'Expand Campaign Builder' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('opens the mobile sidebar over a backdrop and closes it with Escape, the backdrop or navigation', async () => {
    const user = userEvent.setup();
    const { router } = renderShell('/dashboard/analytics');
    const menu = screen.getByRole('button', { name: 'Open menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(sidebar()).toHaveAttribute('data-state', 'closed');
    expect(screen.queryByTestId('sidebar-backdrop')).not.toBeInTheDocument();

    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(sidebar()).toHaveAttribute('data-state', 'open');
    expect(screen.getByTestId('sidebar-backdrop')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();
    // The page behind the open drawer is out of reach.
    expect(screen.getByRole('main', { hidden: true })).toHaveAttribute('inert');

    await user.keyboard('{Escape}');
    expect(sidebar()).toHaveAttribute('data-state', 'closed');
    expect(screen.queryByTestId('sidebar-backdrop')).not.toBeInTheDocument();
    expect(menu).toHaveFocus();

    await user.click(menu);
    await user.click(screen.getByTestId('sidebar-backdrop'));
    expect(sidebar()).toHaveAttribute('data-state', 'closed');

    await user.click(menu);
    await user.click(screen.getByRole('link', { name: 'Campaigns' }));
    expect(router.state.location.pathname).toBe('/dashboard/campaigns');
    expect(sidebar()).toHaveAttribute('data-state', 'closed');
  });
});
