import { emptyStatusCounts, fillDays, SANDBOX_NOTICE } from '@northstar/shared/analytics';
import type { AnalyticsSummary } from '@northstar/shared/analytics/schemas';
import type { HistoryEntry } from '@northstar/shared/campaign/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { expectStartCampaignLinks } from '../../../test/expectations.ts';
import { errorResponse, jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { accuracyStub } from '../../../test/forecast-fixtures.ts';
import { renderAt } from '../../../test/render.tsx';
import { AnalyticsDashboard } from './analytics-dashboard.tsx';

const TODAY = new Date(2025, 5, 30); // 30 June 2025, local time
const summaryUrl = (from: string, to: string) => `GET /api/v1/analytics/summary?from=${from}&to=${to}`;
const LAST_30 = summaryUrl('2025-06-01', '2025-06-30');
const ACTIVITY = 'GET /api/v1/analytics/activity?limit=10';
const ACCURACY = 'GET /api/v1/forecasts/accuracy';
const NONE_FINISHED = accuracyStub({
  finished: 0,
  figures: {
    impressions: { inside: 0, total: 0 },
    clicks: { inside: 0, total: 0 },
    results: { inside: 0, total: 0 },
  },
});

function summary(overrides: Partial<AnalyticsSummary> = {}, from = '2025-06-01', to = '2025-06-30') {
  const daily = fillDays(from, to, [
    { date: '2025-06-10', spend: 1000, revenue: 2500.5, impressions: 100_000, clicks: 2000, conversions: 80 },
    {
      date: '2025-06-11',
      spend: 1500.25,
      revenue: 3000,
      impressions: 150_000,
      clicks: 3000,
      conversions: 170,
    },
  ]);
  return {
    totals: {
      spend: 2500.25,
      impressions: 250_000,
      clicks: 5000,
      conversions: 250,
      revenue: 5500.5,
      ctr: 0.02,
      cpc: 0.50005,
      cpm: 10.001,
      roas: 2.2,
    },
    campaigns: { ...emptyStatusCounts(), active: 3, scheduled: 1, draft: 2 },
    daily,
    byUnit: [
      {
        unit: 'purchases' as const,
        spend: daily.map((d) => d.spend),
        results: daily.map((d) => d.conversions),
      },
    ],
    ...overrides,
  } satisfies AnalyticsSummary;
}

const NEW_ACCOUNT: AnalyticsSummary = {
  totals: {
    spend: 0,
    impressions: 0,
    clicks: 0,
    conversions: 0,
    revenue: 0,
    ctr: null,
    cpc: null,
    cpm: null,
    roas: null,
  },
  campaigns: { ...emptyStatusCounts(), draft: 1 },
  daily: fillDays('2025-06-01', '2025-06-30', []),
  byUnit: [],
};

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
const entry = (overrides: Partial<HistoryEntry>): HistoryEntry => ({
  id: 'h1',
  at: hoursAgo(2),
  action: 'paused',
  actor: { kind: 'user', userId: 'user-1', name: 'Ada Lovelace' },
  changes: [{ field: 'status', before: 'active', after: 'paused' }],
  campaignId: 'c1',
  campaignName: 'Spring Sale',
  ...overrides,
});

function renderPage() {
  // jsdom has no layout; the chart card measures its width before drawing.
  const rect = DOMRect.fromRect({ x: 0, y: 0, width: 640, height: 280 });
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(rect);
  return renderAt(<AnalyticsDashboard today={TODAY} />);
}

const card = (title: string) =>
  within(screen.getByRole('heading', { name: title }).closest('li') as HTMLElement);
const metric = (term: string) => {
  const dt = screen.getByText(term, { selector: 'dt' });
  return within(dt.parentElement as HTMLElement);
};
const rangeSelect = () => screen.getByRole('combobox', { name: 'Date range' });

beforeEach(() => {
  mockFetch({
    [LAST_30]: jsonResponse(200, summary()),
    [ACTIVITY]: jsonResponse(200, { items: [] }),
    [ACCURACY]: jsonResponse(200, NONE_FINISHED),
  });
});

describe('analytics dashboard', () => {
  it('fills the cards and metrics from the summary, labelled as sandbox figures, and draws the chart', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Analytics Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading analytics' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Total Revenue' })).toBeInTheDocument();
    expect(screen.getByText(SANDBOX_NOTICE)).toBeInTheDocument();

    expect(card('Total Revenue').getByText('$5,501')).toBeInTheDocument();
    expect(card('Impressions').getByText('250K')).toBeInTheDocument();
    expect(card('Click-Through Rate').getByText('2.00%')).toBeInTheDocument();
    expect(card('Campaigns').getByText('6')).toBeInTheDocument();
    expect(card('Campaigns').getByText('3 active, 1 scheduled, 2 draft')).toBeInTheDocument();

    expect(metric('CPC').getByText('$0.50')).toBeInTheDocument();
    expect(metric('CPM').getByText('$10.00')).toBeInTheDocument();
    expect(metric('ROAS').getByText('2.20x')).toBeInTheDocument();
    // Conversions per click: 250 / 5,000.
    expect(metric('Conv. Rate').getByText('5.00%')).toBeInTheDocument();

    // The chart arrives in its own chunk, fed with the summary's days.
    expect(await screen.findByRole('application', {}, { timeout: 15_000 })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByText('Show the figures as a table'));
    const rows = within(screen.getByRole('region', { name: /^Daily figures/ }))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(30);
    expect(rows[9]).toHaveTextContent('Jun 10$2,501$1,000');
    // Sales campaigns track revenue: the trend is theirs.
    expect(screen.getByRole('heading', { name: 'Revenue Trend' })).toBeInTheDocument();
  });

  it('charts a leads account’s leads and spend, never a revenue trend at $0', async () => {
    const sales = summary();
    const leads = {
      ...sales,
      totals: { ...sales.totals, revenue: 0, roas: null },
      daily: sales.daily.map((d) => ({ ...d, revenue: 0 })),
      byUnit: [
        {
          unit: 'leads' as const,
          spend: sales.daily.map((d) => d.spend),
          results: sales.daily.map((d) => d.conversions),
        },
      ],
    };
    mockFetch({ [LAST_30]: jsonResponse(200, leads), [ACTIVITY]: jsonResponse(200, { items: [] }) });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Leads Trend' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Revenue Trend' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Chart results in' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByText('Show the figures as a table'));
    const table = within(screen.getByRole('region', { name: /^Daily figures/ }));
    expect(table.getByRole('columnheader', { name: 'Leads' })).toBeInTheDocument();
    expect(table.queryByRole('columnheader', { name: 'Revenue' })).not.toBeInTheDocument();
    expect(table.getAllByRole('row')[10]).toHaveTextContent('Jun 1080$1,000');
  });

  it('lets a mixed account pick which unit to chart, each with its own campaigns’ spend', async () => {
    const base = summary();
    const zeros = base.daily.map(() => 0);
    const mixed = {
      ...base,
      byUnit: [
        {
          unit: 'clicks' as const,
          spend: base.daily.map((d) => d.spend / 2),
          results: base.daily.map((d) => d.clicks),
        },
        { unit: 'engagements' as const, spend: base.daily.map((d) => d.spend / 2), results: null },
        { unit: 'purchases' as const, spend: zeros, results: zeros },
      ],
    };
    mockFetch({ [LAST_30]: jsonResponse(200, mixed), [ACTIVITY]: jsonResponse(200, { items: [] }) });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Clicks Trend' })).toBeInTheDocument();
    const picker = screen.getByRole('combobox', { name: 'Chart results in' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Clicks', 'Engagements', 'Revenue']);
    await user.click(screen.getByText('Show the figures as a table'));
    expect(
      within(screen.getByRole('region', { name: /^Daily figures/ })).getAllByRole('row')[10],
    ).toHaveTextContent('Jun 102,000$500');
    await user.selectOptions(picker, 'engagements');
    expect(screen.getByRole('heading', { name: 'Engagements Trend' })).toBeInTheDocument();
    expect(screen.getByText(/not engagements: only their spend is charted/)).toBeInTheDocument();
    const table = within(screen.getByRole('region', { name: /^Daily figures/ }));
    expect(table.queryByRole('columnheader', { name: 'Engagements' })).not.toBeInTheDocument();
    expect(table.getAllByRole('row')[10]).toHaveTextContent('Jun 10$500');
  });

  it('shows a dash and the reason for every rate the summary leaves undefined', async () => {
    mockFetch({
      [LAST_30]: jsonResponse(200, {
        ...NEW_ACCOUNT,
        campaigns: { ...emptyStatusCounts(), scheduled: 1 },
      }),
      [ACTIVITY]: jsonResponse(200, { items: [] }),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Total Revenue' })).toBeInTheDocument();
    expect(card('Click-Through Rate').getByText('—')).toBeInTheDocument();
    expect(card('Click-Through Rate').getByText('No impressions in this period yet')).toBeInTheDocument();
    expect(card('Campaigns').getByText('1 scheduled')).toBeInTheDocument();
    expect(metric('CPC').getByText('—')).toBeInTheDocument();
    expect(metric('CPC').getByText('No clicks yet')).toBeInTheDocument();
    expect(metric('CPM').getByText('No impressions yet')).toBeInTheDocument();
    expect(metric('ROAS').getByText('No spend yet')).toBeInTheDocument();
    expect(metric('Conv. Rate').getByText('—')).toBeInTheDocument();
    expect(screen.queryByText('$0.00')).not.toBeInTheDocument();
  });

  it('asks the server for the days the range selector picks', async () => {
    const { calls } = mockFetch({
      [LAST_30]: jsonResponse(200, summary()),
      [summaryUrl('2025-06-24', '2025-06-30')]: jsonResponse(
        200,
        summary({ totals: { ...summary().totals, revenue: 777 } }, '2025-06-24', '2025-06-30'),
      ),
      [summaryUrl('2025-04-02', '2025-06-30')]: jsonResponse(200, summary({}, '2025-04-02', '2025-06-30')),
      [ACTIVITY]: jsonResponse(200, { items: [] }),
    });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('$5,501')).toBeInTheDocument();
    expect(calls(LAST_30)).toHaveLength(1);
    expect(
      within(rangeSelect())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Last 7 days', 'Last 30 days', 'Last 90 days', 'Custom Range']);

    await user.selectOptions(rangeSelect(), '7');
    expect(await screen.findByText('$777')).toBeInTheDocument();
    expect(calls(summaryUrl('2025-06-24', '2025-06-30'))).toHaveLength(1);

    await user.selectOptions(rangeSelect(), '90');
    await waitFor(() => expect(calls(summaryUrl('2025-04-02', '2025-06-30'))).toHaveLength(1));
  });

  it('takes a custom range only when it is valid', async () => {
    const { calls, requests } = mockFetch({
      [LAST_30]: jsonResponse(200, summary()),
      [summaryUrl('2025-06-17', '2025-06-30')]: jsonResponse(200, summary({}, '2025-06-17', '2025-06-30')),
      [summaryUrl('2025-06-01', '2025-06-10')]: jsonResponse(200, summary({}, '2025-06-01', '2025-06-10')),
      [summaryUrl('2023-04-23', '2025-06-30')]: jsonResponse(200, summary({}, '2023-04-23', '2025-06-30')),
      [ACTIVITY]: jsonResponse(200, { items: [] }),
      [ACCURACY]: jsonResponse(200, NONE_FINISHED),
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('$5,501');
    await user.selectOptions(rangeSelect(), 'custom');
    // The last 14 days to start with.
    await waitFor(() => expect(calls(summaryUrl('2025-06-17', '2025-06-30'))).toHaveLength(1));
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');

    await user.clear(from);
    await user.type(from, '2025-06-01');
    await user.clear(to);
    await user.type(to, '2025-06-10');
    await waitFor(() => expect(calls(summaryUrl('2025-06-01', '2025-06-10'))).toHaveLength(1));

    const summaryCalls = () => requests.filter((r) => r.url.includes('/analytics/summary')).length;
    const before = summaryCalls();
    await user.clear(from);
    await user.type(from, '2025-06-20');
    expect(screen.getByRole('alert')).toHaveTextContent('The start date must be on or before the end date.');
    expect(from).toHaveAttribute('aria-invalid', 'true');

    await user.clear(from);
    await user.type(from, '2023-01-01');
    await user.clear(to);
    await user.type(to, '2025-06-30');
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a range of at most 800 days.');
    expect(summaryCalls()).toBe(before);

    // 800 days exactly is allowed.
    await user.clear(from);
    await user.type(from, '2023-04-23');
    await waitFor(() => expect(calls(summaryUrl('2023-04-23', '2025-06-30'))).toHaveLength(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('exports the range’s daily rows from the summary as CSV', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:report';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('$5,501');
    await user.click(screen.getByRole('button', { name: 'Export Report' }));

    expect(names).toEqual(['northstar-sandbox-report-2025-06-01-to-2025-06-30.csv']);
    const lines = (await blobs[0]?.text())?.split('\n') ?? [];
    expect(lines[0]).toBe('date,impressions,clicks,conversions,spend_usd,revenue_usd,source');
    expect(lines).toHaveLength(31);
    expect(lines[1]).toBe('2025-06-01,0,0,0,0.00,0.00,sandbox');
    expect(lines[10]).toBe('2025-06-10,100000,2000,80,1000.00,2500.50,sandbox');
    expect(lines[11]).toBe('2025-06-11,150000,3000,170,1500.25,3000.00,sandbox');
  });

  it('tells a new account there is no delivery yet and where to start', async () => {
    mockFetch({ [LAST_30]: jsonResponse(200, NEW_ACCOUNT), [ACTIVITY]: jsonResponse(200, { items: [] }) });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No delivery yet' })).toBeInTheDocument();
    expect(screen.getByText(/You have 1 campaign not launched yet/)).toBeInTheDocument();
    expectStartCampaignLinks();
    expect(screen.queryByRole('heading', { name: 'Total Revenue' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Performance Metrics' })).not.toBeInTheDocument();
  });

  it('adds Recent Activity only once the summary has settled, so nothing below its skeleton jumps', async () => {
    let answer: (response: Response) => void = () => {
      throw new Error('the summary was never requested');
    };
    const { calls } = mockFetch({
      [LAST_30]: () => new Promise<Response>((resolve) => (answer = resolve)),
      [ACTIVITY]: jsonResponse(200, { items: [] }),
    });
    renderPage();
    // The call goes out once the analytics routes' table has loaded (resources/route-client.ts).
    await waitFor(() => expect(calls(LAST_30)).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Recent Activity' })).not.toBeInTheDocument();
    answer(jsonResponse(200, NEW_ACCOUNT));
    expect(await screen.findByRole('heading', { name: 'Recent Activity' })).toBeInTheDocument();
  });

  it('shows an error with a retry that loads the figures', async () => {
    const { calls } = mockFetch({
      [LAST_30]: [
        errorResponse(500, 'INTERNAL', 'Boom'),
        errorResponse(500, 'INTERNAL', 'Boom'),
        errorResponse(500, 'INTERNAL', 'Boom'),
        errorResponse(500, 'INTERNAL', 'Boom'),
        jsonResponse(200, summary()),
      ],
      [ACTIVITY]: jsonResponse(200, { items: [] }),
    });
    const user = userEvent.setup();
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your analytics could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('$5,501')).toBeInTheDocument();
    expect(calls(LAST_30)).toHaveLength(5);
  });

  it('lists recent activity across campaigns, newest first, with who and when', async () => {
    mockFetch({
      [LAST_30]: jsonResponse(200, summary()),
      [ACTIVITY]: jsonResponse(200, {
        items: [
          entry({}),
          entry({
            id: 'h2',
            at: hoursAgo(5),
            action: 'updated',
            campaignName: 'Brand Push',
            changes: [
              { field: 'budget.totalBudget', before: 5000, after: 6000 },
              { field: 'schedule.endDate', before: '2025-07-01', after: '2025-07-15' },
            ],
          }),
          entry({
            id: 'h3',
            at: hoursAgo(30),
            action: 'activated',
            actor: { kind: 'system', userId: null, name: 'Sandbox delivery' },
            changes: [],
          }),
        ],
      }),
    });
    renderPage();
    const section = within(
      (await screen.findByRole('heading', { name: 'Recent Activity' })).closest('section') as HTMLElement,
    );
    const items = await section.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Paused “Spring Sale”Ada Lovelace · 2 h ago',
      'Updated “Brand Push”: Budget: $5,000 → $6,000 (+1 more)Ada Lovelace · 5 h ago',
      'Started delivering “Spring Sale”Sandbox delivery · 1 d ago',
    ]);
  });

  describe('forecast accuracy', () => {
    const accuracyCard = () => within(screen.getByRole('region', { name: 'Forecast accuracy' }));

    it('says so when no campaign has finished yet', async () => {
      mockFetch({
        [LAST_30]: jsonResponse(200, summary()),
        [ACTIVITY]: jsonResponse(200, { items: [] }),
        [ACCURACY]: jsonResponse(200, NONE_FINISHED),
      });
      renderPage();
      expect(await screen.findByTestId('accuracy-none')).toHaveTextContent(
        'None of your campaigns has finished yet',
      );
      expect(accuracyCard().queryByText(/inside the projected range/)).not.toBeInTheDocument();
    });

    it('counts, per figure, the finished campaigns that landed inside their range', async () => {
      mockFetch({
        [LAST_30]: jsonResponse(200, summary()),
        [ACTIVITY]: jsonResponse(200, { items: [] }),
        [ACCURACY]: jsonResponse(
          200,
          accuracyStub({
            finished: 4,
            figures: {
              impressions: { inside: 4, total: 4 },
              clicks: { inside: 3, total: 4 },
              results: { inside: 1, total: 4 },
            },
          }),
        ),
      });
      renderPage();
      expect(await screen.findByTestId('accuracy-finished')).toHaveTextContent(
        'Of your 4 finished campaigns, how many delivered inside the range projected at launch.',
      );
      expect(accuracyCard().getByTestId('accuracy-impressions')).toHaveTextContent('4 of 4(100%)');
      expect(accuracyCard().getByTestId('accuracy-clicks')).toHaveTextContent('3 of 4(75%)');
      expect(accuracyCard().getByTestId('accuracy-results')).toHaveTextContent('1 of 4(25%)');
    });

    it('offers a retry when the accuracy does not load, the rest of the page unaffected', async () => {
      mockFetch({
        [LAST_30]: jsonResponse(200, summary()),
        [ACTIVITY]: jsonResponse(200, { items: [] }),
        // The first load and its retries fail; "Try again" then gets an answer.
        [ACCURACY]: [
          ...Array.from({ length: 4 }, () => errorResponse(500, 'INTERNAL', 'boom')),
          jsonResponse(200, NONE_FINISHED),
        ],
      });
      const user = userEvent.setup();
      renderPage();
      expect(await screen.findByText('Forecast accuracy could not be loaded.')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Total Revenue' })).toBeInTheDocument();
      await user.click(accuracyCard().getByRole('button', { name: 'Try again' }));
      expect(await screen.findByTestId('accuracy-none')).toBeInTheDocument();
    });
  });
});
