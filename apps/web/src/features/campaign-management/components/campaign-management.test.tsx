import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../test/render.tsx';
import { CampaignManagement } from './campaign-management.tsx';

// react-hot-toast's Toaster asks for prefers-reduced-motion, which jsdom does not implement.
beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
});

const renderPage = () =>
  renderAt(
    <>
      <CampaignManagement builderPath="/dashboard/campaign-builder" />
      <Toaster />
    </>,
    { path: '/dashboard/campaigns' },
  );

const rowOf = (name: string) => {
  const row = screen.getByText(name).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
};
const campaignNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td p')?.textContent);

describe('campaign management', () => {
  it('shows the summary cards, the Recent Campaigns table and three recommendations', () => {
    renderPage();
    for (const title of ['Total Campaigns', 'Total Budget', 'Total Spend', 'Average ROAS']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Campaign', 'Status', 'Budget', 'Spend', 'CTR', 'ROAS', 'Actions']);
    for (const title of ['Budget Optimization', 'Audience Expansion', 'Schedule Optimization']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
  });

  it('filters by status', async () => {
    const user = userEvent.setup();
    renderPage();
    const filter = screen.getByRole('combobox', { name: 'Filter campaigns by status' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Campaigns', 'Active', 'Paused', 'Draft']);
    expect(campaignNames()).toHaveLength(6);
    await user.selectOptions(filter, 'paused');
    expect(campaignNames()).toEqual(['Holiday Retargeting', 'App Install Push']);
    await user.selectOptions(filter, 'draft');
    expect(campaignNames()).toEqual(['Product Launch Teaser']);
  });

  it('pauses an active campaign and resumes it, with a toast and updated counts', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByText('3 active')).toBeInTheDocument();

    await user.click(rowOf('Summer Sale 2025').getByRole('button', { name: 'Pause Summer Sale 2025' }));
    expect(rowOf('Summer Sale 2025').getByText('Paused')).toBeInTheDocument();
    expect(screen.getByText('2 active')).toBeInTheDocument();
    expect(await screen.findByText('"Summer Sale 2025" paused')).toBeInTheDocument();

    await user.click(rowOf('Summer Sale 2025').getByRole('button', { name: 'Resume Summer Sale 2025' }));
    expect(rowOf('Summer Sale 2025').getByText('Active')).toBeInTheDocument();
    expect(await screen.findByText('"Summer Sale 2025" resumed')).toBeInTheDocument();
  });

  it('opens the campaign builder from New Campaign', async () => {
    const user = userEvent.setup();
    const { router } = renderPage();
    await user.click(screen.getByRole('button', { name: 'New Campaign' }));
    expect(router.state.location.pathname).toBe('/dashboard/campaign-builder');
  });
});
