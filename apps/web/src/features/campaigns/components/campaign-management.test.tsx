import { emptyStatusCounts, SANDBOX_NOTICE } from '@northstar/shared/analytics';
import type { AnalyticsSummary, Recommendation } from '@northstar/shared/analytics/schemas';
import type { CampaignListItem, HistoryEntry } from '@northstar/shared/campaign/schemas';
import { analyticsRoutes } from '@northstar/shared/contract/analytics';
import { campaignRoutes } from '@northstar/shared/contract/campaigns';
import { completeDraft } from '@northstar/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { describe, expect, it } from 'vitest';
import { campaignPage, launchedCampaign } from '../../../test/api-fixtures.ts';
import { routeResponse } from '../../../test/contract-stubs.ts';
import { expectStartCampaignLinks } from '../../../test/expectations.ts';
import { errorResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderAt } from '../../../test/render.tsx';
import { CampaignManagement } from './campaign-management.tsx';

const TODAY = new Date(2025, 5, 30); // 30 June 2025, local time
const LIST = 'GET /api/v1/campaigns?page=1&pageSize=20';
const listWith = (status: string) => `GET /api/v1/campaigns?status=${status}&page=1&pageSize=20`;
const SUMMARY = 'GET /api/v1/analytics/summary?from=2025-06-01&to=2025-06-30';
const RECOMMENDATIONS = 'GET /api/v1/analytics/recommendations';

const campaign = (overrides: Partial<CampaignListItem> = {}): CampaignListItem =>
  launchedCampaign({
    platforms: ['Google Ads', 'Facebook'],
    delivery: {
      spend: 1200,
      impressions: 100_000,
      clicks: 2500,
      conversions: 50,
      revenue: 3000,
      through: '2025-06-30T09:00:00.000Z',
    },
    ...overrides,
  });

const SPRING = campaign();
const BRAND = campaign({
  id: 'c2',
  name: 'Brand Push',
  status: 'paused',
  estimatedBudget: 8000,
  delivery: {
    spend: 900,
    impressions: 40_000,
    clicks: 600,
    conversions: 12,
    revenue: 0,
    through: '2025-06-30T09:00:00.000Z',
  },
});
const IDEA = campaign({
  id: 'c3',
  name: 'Autumn Idea',
  status: 'draft',
  channelType: 'regulated',
  launchedAt: null,
  delivery: null,
  platforms: [],
});

const page = (items: CampaignListItem[]) => campaignPage(items, 20);

const SUMMARY_BODY: AnalyticsSummary = {
  totals: {
    spend: 4321,
    impressions: 500_000,
    clicks: 10_000,
    conversions: 300,
    revenue: 6481.5,
    ctr: 0.02,
    cpc: 0.4321,
    cpm: 8.642,
    roas: 1.5,
  },
  campaigns: { ...emptyStatusCounts(), active: 1, paused: 1, draft: 1 },
  daily: [],
  byUnit: [],
};

const RECOMMENDATION_ITEMS: Recommendation[] = [
  {
    kind: 'budget',
    title: 'Budget Optimization',
    message: 'Move $500 from “Brand Push” to “Spring Sale”, which returns 2.5x.',
    enoughData: true,
    campaignId: 'c1',
  },
  {
    kind: 'audience',
    title: 'Audience Expansion',
    message: 'Audience advice needs at least 1,000 clicks; you have 250 so far.',
    enoughData: false,
    campaignId: null,
  },
  {
    kind: 'schedule',
    title: 'Schedule Optimization',
    message: 'Weekdays bring 30% more conversions per dollar than weekends.',
    enoughData: true,
    campaignId: null,
  },
];

function routes(overrides: Record<string, Parameters<typeof mockFetch>[0][string]> = {}) {
  return mockFetch({
    [LIST]: page([SPRING, BRAND, IDEA]),
    [SUMMARY]: routeResponse(analyticsRoutes.summary, 200, SUMMARY_BODY),
    [RECOMMENDATIONS]: routeResponse(analyticsRoutes.recommendations, 200, { items: RECOMMENDATION_ITEMS }),
    ...overrides,
  });
}

const renderPage = () =>
  renderAt(
    <>
      <CampaignManagement builderPath="/dashboard/campaign-builder" today={TODAY} />
      <Toaster />
    </>,
    { path: '/dashboard/campaigns' },
  );

const rowOf = (name: string) => {
  const row = screen.getByRole('button', { name }).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
};
const cellOf = (name: string, column: string) => {
  const cell = screen.getByRole('button', { name }).closest('tr')?.querySelector(`[data-label="${column}"]`);
  if (!cell) throw new Error(`no ${column} cell for ${name}`);
  return cell;
};
const card = (title: string) =>
  within(screen.getByRole('heading', { name: title }).closest('li') as HTMLElement);

/** A span whose whole text (its children's included) is `text`. */
const spanWith = (text: string) => (_content: string, element: Element | null) =>
  element?.tagName === 'SPAN' && element.textContent === text;

/** A reply the test releases when it wants, to look at the pending state first. */
function deferred() {
  let release: (response: Response) => void = () => {};
  const reply = () => new Promise<Response>((resolve) => (release = resolve));
  return { reply, release: (response: Response) => release(response) };
}

describe('campaign management', () => {
  it('lists the user’s campaigns from the API with their delivery, and the summary of the last 30 days', async () => {
    routes();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Campaign Management' })).toBeInTheDocument();
    expect(screen.getByText(SANDBOX_NOTICE)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Spring Sale' })).toBeInTheDocument();

    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Campaign', 'Status', 'Budget', 'Spend', 'CTR', 'ROAS', 'Actions']);
    expect(screen.getAllByTestId('campaign-row')).toHaveLength(3);

    expect(cellOf('Spring Sale', 'Status')).toHaveTextContent('Active');
    expect(cellOf('Spring Sale', 'Budget')).toHaveTextContent('$5,000');
    expect(cellOf('Spring Sale', 'Spend')).toHaveTextContent('$1,200');
    expect(cellOf('Spring Sale', 'CTR')).toHaveTextContent('2.50%');
    expect(cellOf('Spring Sale', 'ROAS')).toHaveTextContent('2.50x');
    expect(rowOf('Spring Sale').getByRole('button', { name: 'Pause Spring Sale' })).toBeInTheDocument();

    // Spend without revenue: no ROAS is made up.
    expect(cellOf('Brand Push', 'ROAS')).toHaveTextContent('—');
    expect(cellOf('Brand Push', 'ROAS')).toHaveTextContent('revenue is tracked for sales campaigns');
    expect(rowOf('Brand Push').getByRole('button', { name: 'Resume Brand Push' })).toBeInTheDocument();

    expect(cellOf('Autumn Idea', 'Spend')).toHaveTextContent('—');
    expect(cellOf('Autumn Idea', 'CTR')).toHaveTextContent('—');
    expect(rowOf('Autumn Idea').getByRole('link', { name: 'Edit Autumn Idea' })).toHaveAttribute(
      'href',
      '/dashboard/campaign-builder/regulated?edit=c3',
    );

    expect(await screen.findByRole('heading', { name: 'Active Campaigns' })).toBeInTheDocument();
    expect(card('Active Campaigns').getByText('1')).toBeInTheDocument();
    expect(card('Active Campaigns').getByText('1 paused')).toBeInTheDocument();
    expect(card('Total Spend').getByText('$4,321')).toBeInTheDocument();
    expect(card('Total Spend').getByText('Last 30 days')).toBeInTheDocument();
    expect(card('Average CTR').getByText('2.00%')).toBeInTheDocument();
    expect(card('ROAS').getByText('1.50x')).toBeInTheDocument();
  });

  it('marks where a campaign came from: a badge for the assistant, text for a template or a copy', async () => {
    routes({
      [LIST]: page([
        campaign({ id: 'a1', name: 'Chat plan', origin: 'assistant' }),
        campaign({ id: 'a2', name: 'From sample', origin: 'template' }),
        campaign({ id: 'a3', name: 'Second run', origin: 'duplicate' }),
        campaign({ id: 'a4', name: 'Hand made', origin: 'builder' }),
      ]),
    });
    renderPage();
    await screen.findByRole('button', { name: 'Chat plan' });
    expect(rowOf('Chat plan').getByText('from the assistant')).toBeInTheDocument();
    expect(rowOf('From sample').getByText(/from a template/)).toBeInTheDocument();
    expect(rowOf('Second run').getByText(/a copy/)).toBeInTheDocument();
    expect(rowOf('Hand made').queryByText(/from the assistant|from a template|a copy/)).toBeNull();
    expect(screen.getAllByText('from the assistant')).toHaveLength(1);
  });

  it('pauses an active campaign on the server, shows it pending, then Paused after the re-fetch', async () => {
    const post = deferred();
    const paused = { ...SPRING, status: 'paused' as const };
    const { calls } = routes({
      [LIST]: [page([SPRING, BRAND, IDEA]), page([paused, BRAND, IDEA])],
      'POST /api/v1/campaigns/c1/pause': post.reply,
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Pause Spring Sale' }));

    // At once: the row reads Paused, its button is busy.
    expect(cellOf('Spring Sale', 'Status')).toHaveTextContent('Paused');
    const busy = rowOf('Spring Sale').getByRole('button', { name: 'Pause Spring Sale' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveTextContent('Pausing...');
    expect(calls('POST /api/v1/campaigns/c1/pause')).toHaveLength(1);

    post.release(
      routeResponse(campaignRoutes.pause, 200, { campaign: { ...paused, draft: completeDraft() } }),
    );
    expect(await screen.findByText('Paused “Spring Sale”')).toBeInTheDocument();
    expect(await rowOf('Spring Sale').findByRole('button', { name: 'Resume Spring Sale' })).toBeEnabled();
    expect(cellOf('Spring Sale', 'Status')).toHaveTextContent('Paused');
    // The list (and the analytics) are fetched again, so the page shows what the server stored.
    await waitFor(() => expect(calls(LIST)).toHaveLength(2));
    await waitFor(() => expect(calls(SUMMARY)).toHaveLength(2));
  });

  it('rolls the row back and explains why when the server refuses the pause', async () => {
    const post = deferred();
    const { calls } = routes({ 'POST /api/v1/campaigns/c1/pause': post.reply });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Pause Spring Sale' }));
    expect(cellOf('Spring Sale', 'Status')).toHaveTextContent('Paused');

    post.release(errorResponse(409, 'INVALID_TRANSITION', 'A completed campaign cannot be paused'));
    expect(
      await screen.findByText(
        '“Spring Sale” could not be paused: A completed campaign cannot be paused. The list has been refreshed.',
      ),
    ).toBeInTheDocument();
    expect(cellOf('Spring Sale', 'Status')).toHaveTextContent('Active');
    expect(rowOf('Spring Sale').getByRole('button', { name: 'Pause Spring Sale' })).toBeEnabled();
    await waitFor(() => expect(calls(LIST)).toHaveLength(2));
  });

  it('resumes a paused campaign', async () => {
    const resumed = { ...BRAND, status: 'active' as const };
    const { calls } = routes({
      [LIST]: [page([SPRING, BRAND, IDEA]), page([SPRING, resumed, IDEA])],
      'POST /api/v1/campaigns/c2/resume': routeResponse(campaignRoutes.resume, 200, {
        campaign: { ...resumed, draft: completeDraft() },
      }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Resume Brand Push' }));
    expect(await screen.findByText('Resumed “Brand Push”')).toBeInTheDocument();
    expect(cellOf('Brand Push', 'Status')).toHaveTextContent('Active');
    expect(calls('POST /api/v1/campaigns/c2/resume')).toHaveLength(1);
  });

  it('sends the status filter to the server', async () => {
    const { calls } = routes({ [listWith('paused')]: page([BRAND]), [listWith('completed')]: page([]) });
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('button', { name: 'Spring Sale' });
    const filter = screen.getByRole('combobox', { name: 'Filter campaigns by status' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Campaigns', 'Active', 'Paused', 'Draft', 'Saved', 'Ready', 'Scheduled', 'Completed']);

    await user.selectOptions(filter, 'paused');
    await waitFor(() => expect(screen.getAllByTestId('campaign-row')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Brand Push' })).toBeInTheDocument();
    expect(calls(listWith('paused'))).toHaveLength(1);

    await user.selectOptions(filter, 'completed');
    expect(await screen.findByText('No completed campaigns')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all campaigns' }));
    expect(await screen.findAllByTestId('campaign-row')).toHaveLength(3);
  });

  it('shows the three recommendation cards, the not-enough-data one as information', async () => {
    routes({ 'GET /api/v1/campaigns/c1/history': routeResponse(campaignRoutes.history, 200, { items: [] }) });
    const user = userEvent.setup();
    renderPage();
    const section = within(
      (await screen.findByRole('heading', { name: 'AI Recommendations' })).closest('section') as HTMLElement,
    );
    const cards = await section.findAllByRole('listitem');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Budget Optimization',
      'Audience Expansion',
      'Schedule Optimization',
    ]);
    expect(within(cards[1] as HTMLElement).getByText('Not enough data yet')).toBeInTheDocument();
    expect(
      within(cards[1] as HTMLElement).getByText(
        'Audience advice needs at least 1,000 clicks; you have 250 so far.',
      ),
    ).toBeInTheDocument();
    expect(section.getAllByText('Not enough data yet')).toHaveLength(1);
    expect(within(cards[2] as HTMLElement).getByText(/Weekdays bring 30% more/)).toBeInTheDocument();

    // The budget card is about a campaign in the table: it opens its details.
    await user.click(within(cards[0] as HTMLElement).getByRole('button', { name: 'View campaign' }));
    expect(await screen.findByRole('dialog', { name: 'Spring Sale' })).toBeInTheDocument();
  });

  it('opens a campaign’s delivery totals and change history from its name, by keyboard', async () => {
    const history: HistoryEntry[] = [
      {
        id: 'h2',
        at: new Date(Date.now() - 2 * 3_600_000).toISOString(),
        action: 'updated',
        actor: { kind: 'user', userId: 'user-1', name: 'Ada Lovelace' },
        changes: [{ field: 'budget.totalBudget', before: 5000, after: 6000 }],
        campaignId: 'c1',
        campaignName: 'Spring Sale',
      },
      {
        id: 'h1',
        at: new Date(Date.now() - 26 * 3_600_000).toISOString(),
        action: 'activated',
        actor: { kind: 'system', userId: null, name: 'Sandbox delivery' },
        changes: [{ field: 'status', before: 'scheduled', after: 'active' }],
        campaignId: 'c1',
        campaignName: 'Spring Sale',
      },
    ];
    routes({
      'GET /api/v1/campaigns/c1/history': routeResponse(campaignRoutes.history, 200, { items: history }),
    });
    const user = userEvent.setup();
    renderPage();
    const name = await screen.findByRole('button', { name: 'Spring Sale' });
    name.focus();
    await user.keyboard('{Enter}');

    const dialog = within(await screen.findByRole('dialog', { name: 'Spring Sale' }));
    expect(dialog.getByText(SANDBOX_NOTICE)).toBeInTheDocument();
    const figure = (label: string) =>
      within(dialog.getByText(label, { selector: 'dt' }).parentElement as HTMLElement);
    expect(figure('Spend').getByText('$1,200')).toBeInTheDocument();
    expect(figure('Impressions').getByText('100,000')).toBeInTheDocument();
    expect(figure('Clicks').getByText('2,500')).toBeInTheDocument();
    expect(figure('Conversions').getByText('50')).toBeInTheDocument();
    expect(figure('Revenue').getByText('$3,000')).toBeInTheDocument();
    expect(figure('ROAS').getByText('2.50x')).toBeInTheDocument();

    expect(await dialog.findByText('Budget: $5,000 → $6,000')).toBeInTheDocument();
    expect(dialog.getByText(spanWith('Ada Lovelace · 2 h ago'))).toBeInTheDocument();
    expect(dialog.getByText('Status: Scheduled → Active')).toBeInTheDocument();
    expect(dialog.getByText(spanWith('Sandbox delivery · 1 d ago'))).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Close' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(name).toHaveFocus();
  });

  it('welcomes a user without campaigns with the ways to create one', async () => {
    routes({ [LIST]: page([]) });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No campaigns yet' })).toBeInTheDocument();
    expectStartCampaignLinks();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows an error with a retry when the campaigns cannot be loaded', async () => {
    const failure = errorResponse(500, 'INTERNAL', 'Boom');
    routes({ [LIST]: [failure, failure, failure, failure, page([SPRING])] });
    const user = userEvent.setup();
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your campaigns could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Spring Sale' })).toBeInTheDocument();
  });

  it('opens the campaign builder from New Campaign', async () => {
    routes();
    const user = userEvent.setup();
    const { router } = renderPage();
    await user.click(screen.getByRole('button', { name: 'New Campaign' }));
    expect(router.state.location.pathname).toBe('/dashboard/campaign-builder');
  });
});
