import type { CampaignDraft } from '@northstar/shared/campaign/draft';
import { type MarketState, TICKER_SPECS, type TickerMetric } from '@northstar/shared/market';
import { marketAtTick } from '@northstar/shared/market-clock';
import { marketScope, scopedPricing } from '@northstar/shared/market-scope';
import type { projectDraft } from '@northstar/shared/projections/from-draft';
import { useEffect, useMemo, useState } from 'react';
import { formatCents as cents } from '../../../lib/money.ts';
import { useMarketClock } from '../../../lib/use-market.ts';

// The builder header's ticker quotes the hub's market: the shared market clock, priced on the campaign's
// platforms exactly as the hub's live panel prices them (CPM of the same platforms, CPC from the same
// projection). The other figures are the simulated market's own activity, labelled as such.

export const TICKER_REFRESH_MS = 3_000;

export interface TickerFigure {
  id: string;
  label: string;
  /** Formatted once, with its unit in the value only ("$347.5K", "12.4M", "2.31%"). */
  value: string;
  /** Percent change since the previous market step; null when there is nothing to compare yet. */
  changePercent: number | null;
}

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** One unit per figure: thousands are written out by the compact notation, never also in the label. */
export function formatTickerFigure(metric: Pick<TickerMetric, 'value' | 'format'>): string {
  const { value } = metric;
  switch (metric.format) {
    case 'currency':
      return cents(value);
    case 'percent':
      return `${value.toFixed(2)}%`;
    case 'count':
      return Math.round(value).toLocaleString('en-US');
    case 'currency-k':
      return `$${compact.format(value * 1000)}`;
    case 'count-k':
      return compact.format(value * 1000);
  }
}

const change = (value: number, before: number | undefined) =>
  before === undefined || before === 0 ? null : Math.round(((value - before) / before) * 1000) / 10;

// Market-wide activity: the simulated market's own figures, not the campaign's.
const MARKET_LABELS: Readonly<Record<string, string>> = {
  ctr: 'Market CTR',
  win_rate: 'Win Rate',
  active: 'Active campaigns',
  spend: 'Market spend',
  impressions: 'Impressions',
  clicks: 'Clicks',
};

type Projector = typeof projectDraft;
let projector: Projector | null = null;

/** The projection model, loaded after the first paint (it brings zod with its schemas). */
function useProjector(): Projector | null {
  const [loaded, setLoaded] = useState<Projector | null>(() => projector);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    import('@northstar/shared/projections/from-draft')
      .then((m) => {
        projector = m.projectDraft;
        if (live) setLoaded(() => m.projectDraft);
      })
      // Offline: the CPC waits, the rest of the ticker does not.
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [loaded]);
  return loaded;
}

const midpoint = (range: readonly [number, number] | null | undefined) =>
  range ? (range[0] + range[1]) / 2 : undefined;

export function tickerFigures(
  draft: CampaignDraft,
  market: MarketState,
  previous: MarketState,
  project: Projector | null,
): TickerFigure[] {
  const scope = marketScope(draft);
  const pricing = scopedPricing(market, scope);
  const before = scopedPricing(previous, scope);
  const cpc = project ? project(draft, market)?.outcome.cpc : undefined;
  const cpcBefore = project ? project(draft, previous)?.outcome.cpc : undefined;
  const campaign: TickerFigure[] = [
    {
      id: 'cpm',
      label: 'CPM',
      value: pricing ? cents(pricing.currentCPM) : '—',
      changePercent: pricing ? change(pricing.currentCPM, before?.currentCPM) : null,
    },
    {
      id: 'cpc',
      label: 'CPC',
      value: cpc ? `${cents(cpc[0])}–${cents(cpc[1])}` : '—',
      changePercent: cpc ? change(midpoint(cpc) ?? 0, midpoint(cpcBefore)) : null,
    },
  ];
  const activity = TICKER_SPECS.filter((spec) => spec.id in MARKET_LABELS).flatMap((spec) => {
    const metric = market.ticker.find((m) => m.id === spec.id);
    return metric
      ? [
          {
            id: spec.id,
            label: MARKET_LABELS[spec.id] ?? spec.label,
            value: formatTickerFigure(metric),
            changePercent: metric.changePercent,
          },
        ]
      : [];
  });
  return [...campaign, ...activity];
}

/** The ticker's figures for the builder's campaign, one market step every 3 s (SPEC section 9). */
export function useMarketTicker(draft: CampaignDraft, refreshMs: number = TICKER_REFRESH_MS): TickerFigure[] {
  const { market, tick } = useMarketClock({ nextDelay: () => refreshMs });
  const previous = useMemo(() => marketAtTick(tick - 1), [tick]);
  const project = useProjector();
  return useMemo(() => tickerFigures(draft, market, previous, project), [draft, market, previous, project]);
}
