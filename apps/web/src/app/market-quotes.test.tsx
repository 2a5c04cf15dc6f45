import { DEFAULT_INCREMENTALITY_CONFIG } from '@northstar/shared/incrementality';
import { marketAt } from '@northstar/shared/market';
import { completeDraft } from '@northstar/shared/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MarketTicker } from '../features/campaign-builder/components/builder/market-ticker.tsx';
import { LivePanel } from '../features/hub/components/live-panel.tsx';
import { mockFetch } from '../test/fetch-mock.ts';
import { modelForecasts } from '../test/forecast-fixtures.ts';
import { createTestQueryClient } from '../test/render.tsx';

// Two features quote the same market: the builder's ticker and the hub's live panel. The app layer
// composes features, so the check that they agree lives here (features never import each other).
const now = new Date('2025-03-10T12:00:01Z');
const draft = {
  ...completeDraft(),
  platforms: { selected: ['linkedin' as const, 'tiktok' as const], settings: {} },
};

const tickerFigure = (id: string) =>
  within(screen.getByRole('list', { name: 'Simulated market figures' }))
    .getAllByRole('listitem')
    .find((item) => item.getAttribute('data-ticker') === id)?.children[1]?.textContent ?? '';

beforeEach(() => {
  // Only the clock: the market moments must match, the timers can stay real.
  vi.useFakeTimers({ now, toFake: ['Date'] });
  // Both ask POST /forecasts for the campaign's figures; the API answers with the shared model.
  mockFetch({ 'POST /api/v1/forecasts': modelForecasts(now) });
});
afterEach(() => vi.useRealTimers());

describe('one market across the builder and the hub', () => {
  it('the ticker quotes the live panel’s CPM and CPC for the same campaign at the same moment', async () => {
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <MarketTicker draft={draft} />
        <LivePanel
          campaignState={draft}
          market={marketAt(Date.now())}
          refreshedAt={now.toISOString()}
          incrementality={DEFAULT_INCREMENTALITY_CONFIG}
          onIncrementalityChange={() => {}}
          headingId="live"
        />
      </QueryClientProvider>,
    );
    expect(tickerFigure('cpm')).toBe(screen.getByTestId('live-cpm').textContent);
    // The CPC comes with the campaign's forecast, after the first paint.
    await waitFor(() => expect(tickerFigure('cpc')).not.toBe('—'), { timeout: 5_000 });
    await screen.findByTestId('projected-results');
    expect(tickerFigure('cpc').replace(/\s/g, '')).toBe(
      screen.getByTestId('live-cpc').textContent?.replace(/\s/g, ''),
    );
  });
});
