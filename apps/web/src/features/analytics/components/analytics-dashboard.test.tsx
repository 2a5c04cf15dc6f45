import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../test/render.tsx';
import { dailyMetrics, totalsOf } from '../lib/sample-data.ts';
import { AnalyticsDashboard } from './analytics-dashboard.tsx';

const TODAY = new Date(2025, 5, 30); // 30 June 2025, local time

async function renderPage() {
  // jsdom has no layout; the chart card measures its width before drawing.
  const rect = DOMRect.fromRect({ x: 0, y: 0, width: 640, height: 280 });
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(rect);
  const result = renderAt(<AnalyticsDashboard today={TODAY} />);
  // The daily table is built when opened.
  expect(screen.queryByRole('region', { name: /^Daily figures/ })).not.toBeInTheDocument();
  await userEvent.setup().click(screen.getByText('Show the figures as a table'));
  return result;
}
const dataRows = () =>
  within(screen.getByRole('region', { name: /^Daily figures/ }))
    .getAllByRole('row')
    .slice(1);

describe('analytics dashboard', () => {
  it('shows the spec content: title, export, range, cards, metrics, activity and the markup note', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Analytics Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export Report' })).toBeInTheDocument();
    const range = screen.getByRole('combobox', { name: 'Date range' });
    expect(
      within(range)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Last 7 days', 'Last 30 days', 'Last 90 days', 'Custom Range']);
    for (const title of ['Total Revenue', 'Impressions', 'Click-Through Rate', 'Campaigns']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByText('23 active, 4 pending approval')).toBeInTheDocument();
    for (const term of ['CPC', 'CPM', 'ROAS', 'Conv. Rate'])
      expect(screen.getByText(term)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Recent Activity' })).toBeInTheDocument();
    expect(screen.getByText(/15% platform markup/)).toBeInTheDocument();
    // The chart itself arrives in its own chunk.
    expect(await screen.findByRole('application', {}, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('changes the window shown with the range selector', async () => {
    const user = userEvent.setup();
    await renderPage();
    expect(dataRows()).toHaveLength(30);
    const revenue30 = screen.getByRole('heading', { name: 'Total Revenue' }).closest('li')?.textContent;

    await user.selectOptions(screen.getByRole('combobox', { name: 'Date range' }), '7');
    expect(dataRows()).toHaveLength(7);
    const week = totalsOf(dailyMetrics(new Date(2025, 5, 24), TODAY));
    const revenueCard = screen.getByRole('heading', { name: 'Total Revenue' }).closest('li');
    expect(revenueCard?.textContent).not.toBe(revenue30);
    expect(revenueCard).toHaveTextContent(`$${Math.round(week.revenue).toLocaleString('en-US')}`);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Date range' }), '90');
    expect(dataRows()).toHaveLength(90);
  });

  it('offers two dates for a custom range and refuses a reversed one', async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Date range' }), 'custom');
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    expect(dataRows()).toHaveLength(14);

    await user.clear(from);
    await user.type(from, '2025-06-01');
    await user.clear(to);
    await user.type(to, '2025-06-10');
    expect(dataRows()).toHaveLength(10);

    await user.clear(from);
    await user.type(from, '2025-06-20');
    expect(screen.getByRole('alert')).toHaveTextContent('The start date must be on or before the end date.');
    expect(dataRows()).toHaveLength(10);
  });

  it('gives every day the same sample figures', () => {
    const first = dailyMetrics(new Date(2025, 0, 1), new Date(2025, 0, 31));
    const again = dailyMetrics(new Date(2025, 0, 15), new Date(2025, 0, 15));
    expect(again[0]).toEqual(first[14]);
    expect(first).toHaveLength(31);
  });
});
