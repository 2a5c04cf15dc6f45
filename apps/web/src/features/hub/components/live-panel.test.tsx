import { createDraft } from '@northstar/shared/campaign/draft';
import { DEFAULT_INCREMENTALITY_CONFIG } from '@northstar/shared/incrementality';
import { createMarketState, pricingForPlatforms } from '@northstar/shared/market';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LivePanel } from './live-panel.tsx';

const now = new Date('2025-03-10T12:00:00Z');
const pricing = pricingForPlatforms(createMarketState({ seed: 1, now }), []);

const renderPanel = (campaignState: ReturnType<typeof createDraft> | null) =>
  render(
    <LivePanel
      campaignState={campaignState}
      pricing={pricing}
      refreshedAt={now.toISOString()}
      incrementality={DEFAULT_INCREMENTALITY_CONFIG}
      onIncrementalityChange={() => {}}
      headingId="live"
    />,
  );

describe('the live panel', () => {
  it('shows pricing with the platform markup note', () => {
    renderPanel(null);
    expect(screen.getByRole('heading', { name: 'Live Campaign Intelligence' })).toBeInTheDocument();
    expect(screen.getByTestId('live-cpm')).toHaveTextContent(`$${pricing?.currentCPM.toFixed(2)}`);
    for (const label of ['CPC range', 'Competition', 'Inventory available', 'Price trend'])
      expect(screen.getByText(label)).toBeInTheDocument();
    expect(screen.getByText(/15% platform markup/)).toBeInTheDocument();
  });

  it('projects the defaults (25,000 over 30 days, 833 a day) before the campaign has a budget', () => {
    renderPanel(null);
    expect(screen.getByTestId('projection-basis')).toHaveTextContent(
      '$25,000 over 30 days · $833/day · all platforms',
    );
    for (const label of ['Estimated reach', 'Impressions', 'Clicks', 'Predicted ROAS'])
      expect(screen.getByText(label)).toBeInTheDocument();
  });

  it('projects the conversation’s campaign: its budget, dates and platforms', () => {
    const draft = createDraft({ now });
    const campaign = {
      ...draft,
      platforms: { selected: ['google-ads' as const, 'tiktok' as const], settings: {} },
      budget: { ...draft.budget, totalBudget: 12_000, budgetType: 'lifetime' as const },
      schedule: { ...draft.schedule, startDate: '2025-04-01', endDate: '2025-04-20' },
    };
    renderPanel(campaign);
    expect(screen.getByTestId('projection-basis')).toHaveTextContent(
      '$12,000 over 20 days · $600/day · 2 platforms',
    );
  });

  it('names the projection confidence in words, not colour alone', () => {
    renderPanel(null);
    expect(screen.getByText(/(High|Moderate|Low) confidence · \d+%/)).toBeInTheDocument();
  });
});
