import type { CampaignDraft } from '@northstar/shared/campaign/schemas';
import {
  type MarketState,
  marketAtTick,
  marketScope,
  scopedPricing,
  TICKER_SPECS,
} from '@northstar/shared/market';
import type { TickerMetric } from '@northstar/shared/market/schemas';
import type { Range } from '@northstar/shared/projections';
import { useEffect, useMemo, useState } from 'react';
import { planIndex } from '../../../components/forecast/forecast-figures.ts';
import { useForecast } from '../../../lib/forecasts.ts';
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

type ProjectionModel = typeof import('../lib/lazy-projection-model.ts');
let model: ProjectionModel | null = null;

/** The projection model, loaded after the first paint (it brings zod with its schemas). */
function useProjectionModel(): ProjectionModel | null {
  const [loaded, setLoaded] = useState<ProjectionModel | null>(() => model);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    import('../lib/lazy-projection-model.ts')
      .then((m) => {
        model = m;
        if (live) setLoaded(() => m);
      })
      // Offline: the CPC waits, the rest of the ticker does not.
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [loaded]);
  return loaded;
}

/**
 * The campaign's projected cost per click: its forecast's spend over its clicks (POST /forecasts, the
 * budget curve's query), made by the hub panel's call. The market's ticks do not move it.
 */
function useForecastCpc(draft: CampaignDraft, market: MarketState): Range | null {
  const projection = useProjectionModel();
  const scope = useMemo(() => marketScope(draft), [draft]);
  const view = useMemo(
    () => (projection ? projection.forecastView(draft, scope) : null),
    [projection, draft, scope],
  );
  const forecast = useForecast(scope.platforms.length ? view : null);
  const plan = forecast.data ? forecast.data.points[planIndex(forecast.data)] : undefined;
  const pricing = scopedPricing(market, scope);
  if (!projection || !plan || !pricing) return null;
  return projection.projectionFromPoint(draft, plan, pricing, scope).outcome.cpc;
}

export function tickerFigures(
  draft: CampaignDraft,
  market: MarketState,
  previous: MarketState,
  cpc: Range | null,
): TickerFigure[] {
  const scope = marketScope(draft);
  const pricing = scopedPricing(market, scope);
  const before = scopedPricing(previous, scope);
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
      // The forecast's, not the market tick's: nothing to compare with the step before.
      changePercent: null,
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

/** The builder campaign's ticker figures, one market step every 3 s (docs/product.md#simulated-market). */
export function useMarketTicker(draft: CampaignDraft, refreshMs: number = TICKER_REFRESH_MS): TickerFigure[] {
  const { market, tick } = useMarketClock({ nextDelay: () => refreshMs });
  const previous = useMemo(() => marketAtTick(tick - 1), [tick]);
  const cpc = useForecastCpc(draft, market);
  return useMemo(() => tickerFigures(draft, market, previous, cpc), [draft, market, previous, cpc]);
}
