import { createDraft } from '@northstar/shared/campaign';
import type { CampaignDraft } from '@northstar/shared/campaign/schemas';
import { DEFAULT_INCREMENTALITY_CONFIG } from '@northstar/shared/incrementality';
import { marketAt } from '@northstar/shared/market';
import { outcomeFor, projectDraft } from '@northstar/shared/projections';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../../lib/api-client.ts';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { forecastStub, modelForecasts } from '../../../test/forecast-fixtures.ts';
import { createTestQueryClient } from '../../../test/render.tsx';
import { formatCents, formatRange, formatRoas } from '../lib/format.ts';
import { LivePanel } from './live-panel.tsx';

const now = new Date('2025-03-10T12:00:00Z');
const market = marketAt(now);
const blank = createDraft({ now, timezone: 'UTC' });

const renderPanel = (campaignState: CampaignDraft | null, at = market) =>
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <LivePanel
        campaignState={campaignState}
        market={at}
        refreshedAt={now.toISOString()}
        incrementality={DEFAULT_INCREMENTALITY_CONFIG}
        onIncrementalityChange={() => {}}
        headingId="live"
      />
    </QueryClientProvider>,
  );

const FORECASTS = 'POST /api/v1/forecasts';
beforeEach(() => {
  configureApiClient({ getToken: () => 'tok-1', onUnauthorized: () => {} });
  mockFetch({ [FORECASTS]: modelForecasts(now) });
});

/** The panel's figures arrive with its POST /forecasts answer (debounced like the curve's). */
const loaded = () => screen.findByTestId('projected-results', {}, { timeout: 5_000 });

const withBudget = (objective: CampaignDraft['objective'], overrides: Partial<CampaignDraft> = {}) => ({
  ...blank,
  objective,
  platforms: { selected: ['google-ads' as const, 'tiktok' as const], settings: {} },
  budget: { ...blank.budget, totalBudget: 12_000, budgetType: 'lifetime' as const },
  schedule: { ...blank.schedule, startDate: '2025-04-01', endDate: '2025-04-20' },
  ...overrides,
});

describe('the live panel', () => {
  it('shows the simulated pricing of the projection’s platforms, with its CPC from the projection', async () => {
    const draft = withBudget('traffic');
    renderPanel(draft);
    await loaded();
    const projection = projectDraft(draft, market);
    if (!projection) throw new Error('no projection');
    expect(screen.getByRole('heading', { name: 'Live Campaign Intelligence' })).toBeInTheDocument();
    expect(screen.getByTestId('live-cpm')).toHaveTextContent(formatCents(projection.pricing.currentCPM));
    // The CPC range is spend over the projected clicks, not a separate market band.
    const cpc = projection.outcome.cpc;
    if (!cpc) throw new Error('no cpc');
    expect(screen.getByTestId('live-cpc')).toHaveTextContent(
      `${formatCents(cpc[0])} – ${formatCents(cpc[1])}`,
    );
    const [clicksMin, clicksMax] = projection.outcome.clicks;
    expect(cpc[0] * clicksMax).toBeCloseTo(projection.outcome.spend, -1);
    expect(cpc[1] * clicksMin).toBeCloseTo(projection.outcome.spend, -1);
    for (const label of ['Competition', 'Inventory available', 'Price trend'])
      expect(screen.getByText(label)).toBeInTheDocument();
    expect(screen.getByText(/15% platform markup/)).toBeInTheDocument();
    // The sandbox's market, never called live.
    expect(screen.getByText(/^Simulated market · refreshed/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Market pricing (simulated)' })).toBeInTheDocument();
  });

  it('before a budget is known says it shows an example, with no "High confidence"', async () => {
    renderPanel(null);
    await loaded();
    expect(screen.getByTestId('projection-example')).toHaveTextContent('Example: with a $25,000 budget.');
    expect(screen.getByTestId('projection-example')).toHaveTextContent('Not your projection yet');
    expect(screen.getByTestId('projection-basis')).toHaveTextContent(
      '$25,000 over 30 days · $833/day · all platforms',
    );
    expect(screen.queryByText(/High confidence/)).not.toBeInTheDocument();
    expect(screen.getByText('Example', { exact: true })).toBeInTheDocument();
  });

  it('shows the same figures as the assistant’s projection of the same draft, in the objective’s unit', async () => {
    const draft = withBudget('leads');
    renderPanel(draft);
    await loaded();
    const outcome = projectDraft(draft, market)?.outcome;
    if (!outcome?.costPerResult) throw new Error('no projection');
    expect(screen.getByTestId('projection-basis')).toHaveTextContent(
      '$12,000 over 20 days · $600/day · 2 platforms',
    );
    expect(screen.queryByTestId('projection-example')).not.toBeInTheDocument();
    const figures = screen.getByRole('heading', { name: 'Projections' }).closest('section');
    if (!figures) throw new Error('no projections section');
    expect(within(figures).getByText('Leads')).toBeInTheDocument();
    expect(screen.getByTestId('projected-results')).toHaveTextContent(formatRange(outcome.results));
    expect(screen.getByText('CPL (cost per lead)')).toBeInTheDocument();
    expect(screen.getByTestId('projected-cost')).toHaveTextContent(
      formatRange(outcome.costPerResult, formatCents),
    );
    expect(screen.getByTestId('projected-reach')).toHaveTextContent(formatRange(outcome.reach));
    expect(screen.getByTestId('projected-impressions')).toHaveTextContent(formatRange(outcome.impressions));
    expect(screen.getByTestId('projected-clicks')).toHaveTextContent(formatRange(outcome.clicks));
    // ROAS needs revenue per result, which only a purchase has.
    expect(screen.queryByTestId('projected-roas')).not.toBeInTheDocument();
    // A projection on the sandbox's market, never a percentage of confidence nothing measures.
    const projections = screen.getByRole('heading', { name: 'Projections' }).closest('section');
    if (!projections) throw new Error('no projections section');
    expect(within(projections).getByText('Simulated', { exact: true })).toBeInTheDocument();
    expect(screen.queryByText(/confidence ·/i)).not.toBeInTheDocument();
  });

  it('quotes ROAS for a sales campaign only', async () => {
    const draft = withBudget('sales');
    renderPanel(draft);
    await loaded();
    const roas = projectDraft(draft, market)?.outcome.roas;
    if (!roas) throw new Error('no roas');
    const figures = screen.getByRole('heading', { name: 'Projections' }).closest('section');
    if (!figures) throw new Error('no projections section');
    expect(within(figures).getByText(outcomeFor('sales').result.many, { exact: false })).toBeInTheDocument();
    expect(screen.getByTestId('projected-roas')).toHaveTextContent(formatRange(roas, formatRoas));
  });

  it('follows the targeting the projection model reads, through the shared input', async () => {
    const broad = withBudget('awareness');
    const narrow = withBudget('awareness', {
      targeting: {
        ...broad.targeting,
        geography: { countries: ['IS'], regions: [], cities: [] },
        demographics: { ...broad.targeting.demographics, ageMin: 55, ageMax: 60 },
      },
    });
    // Whatever the model makes of the targeting, the panel shows exactly that.
    for (const draft of [broad, narrow]) {
      const { unmount } = renderPanel(draft);
      const outcome = projectDraft(draft, market)?.outcome;
      if (!outcome) throw new Error('no projection');
      expect(await loaded()).toHaveTextContent(formatRange(outcome.results));
      unmount();
    }
  });

  it('says which input is assumed, with no confidence label', async () => {
    const draft = withBudget('awareness', { schedule: { ...blank.schedule, endDate: '' } });
    renderPanel(draft);
    await loaded();
    const outcome = projectDraft(draft, market)?.outcome;
    expect(outcome?.assumed).toEqual(['dates']);
    expect(screen.queryByText(/confidence · \d+%/)).not.toBeInTheDocument();
    expect(screen.getByTestId('projection-basis')).toHaveTextContent('assumed: dates (30 days)');
  });

  it('asks for the same minimum test budget whatever the simulated market does from tick to tick', async () => {
    const draft = withBudget('leads', {
      budget: { ...blank.budget, totalBudget: 3_000, budgetType: 'lifetime' as const },
    });
    const later = marketAt(new Date(now.getTime() + 2 * 60_000));
    const much = marketAt(new Date(now.getTime() + 6 * 3_600_000));
    // The market really moved: the advice would move with it if it were made at the tick's price.
    const cpms = [market, later, much].map((m) => projectDraft(draft, m)?.pricing.currentCPM);
    expect(new Set(cpms).size).toBeGreaterThan(1);
    const advice: (string | undefined)[] = [];
    for (const m of [market, later, much]) {
      const { unmount } = renderPanel(draft, m);
      await loaded();
      const text = screen.getByTestId('underpowered-warning').textContent ?? '';
      unmount();
      advice.push(
        text.match(/Raise the budget to at least (\$[\d,]+) \(at typical simulated market prices\)/)?.[1],
      );
    }
    expect(advice[0]).toMatch(/^\$[\d,]+$/);
    expect(new Set(advice)).toEqual(new Set([advice[0]]));
  });

  it('draws the conversation’s campaign on the budget curve, its plan marked', async () => {
    const { calls } = mockFetch({ [FORECASTS]: jsonResponse(200, forecastStub(12_000)) });
    const draft = withBudget('leads');
    renderPanel(draft);
    const curve = screen.getByRole('heading', { name: 'Budget curve' }).closest('section');
    if (!curve) throw new Error('no curve section');
    expect(await within(curve).findByText('At your plan ($12,000)')).toBeInTheDocument();
    expect(within(curve).getByTestId('forecast-marginal')).toHaveTextContent(/about \$[\d.]+/);
    expect(calls(FORECASTS)[0]?.body).toEqual({ draft });
    // One request serves the curve and the panel's figures.
    await screen.findByTestId('projected-results');
    expect(calls(FORECASTS)).toHaveLength(1);
  });

  it('before the conversation has a campaign, says what the curve needs and forecasts only the example', async () => {
    const { calls } = mockFetch({ [FORECASTS]: modelForecasts(now) });
    renderPanel(null);
    expect(screen.getByTestId('forecast-missing')).toHaveTextContent(
      'Add a budget and platforms to see a forecast.',
    );
    await loaded();
    // The example's figures are the API's forecast of the example: the default budget, every platform.
    const asked = calls(FORECASTS).map((c) => (c.body as { draft: CampaignDraft }).draft);
    expect(asked.length).toBeGreaterThan(0);
    for (const draft of asked) {
      expect(draft.budget.totalBudget).toBe(25_000);
      expect(draft.platforms.selected.length).toBeGreaterThan(1);
    }
  });
});
