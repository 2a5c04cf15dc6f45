import type { Objective } from '@northstar/shared/campaign';
import type { CampaignDraft } from '@northstar/shared/campaign/schemas';
import type { LivePricing } from '@northstar/shared/market/schemas';
import {
  OBJECTIVE_BENCHMARKS,
  projectionInputFromDraft,
  projectOutcome,
  type Range,
} from '@northstar/shared/projections';
import { formatMoney } from '../format.ts';

type Bidding = CampaignDraft['bidding'];

export interface BiddingPlan {
  bidding: Bidding;
  text: string;
}

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

/** Cost per conversion the market implies: CPM / (1000 x CTR x CVR). */
export function marketCostPerConversion(objective: Objective, cpm: number): number {
  const b = OBJECTIVE_BENCHMARKS[objective];
  return round(cpm / (1000 * b.ctr * b.cvr));
}

const ceilCents = (n: number) => Math.ceil(n * 100 - 1e-9) / 100;

/**
 * The cost per click the draft's own projection implies (spend / projected clicks), so a quoted max CPC
 * never contradicts the clicks quoted for the same budget; the market's CPC range when it has no clicks.
 */
export function projectedCpc(draft: CampaignDraft, pricing: LivePricing): Range {
  const input = projectionInputFromDraft(draft, { cpm: pricing.currentCPM, priceTrend: pricing.priceTrend });
  return projectOutcome(input).cpc ?? pricing.cpcRange;
}

function primaryPlan(objective: Objective, pricing: LivePricing, currency: string, cpc: Range): BiddingPlan {
  const cpm = pricing.currentCPM;
  const b = OBJECTIVE_BENCHMARKS[objective];
  const cpa = marketCostPerConversion(objective, cpm);
  switch (objective) {
    case 'awareness':
      return {
        bidding: {
          strategy: { type: 'automated' },
          optimization: { goal: 'reach', frequencyCap: { impressions: 3, per: 'week' } },
        },
        text: `automated bidding for reach toward a target CPM of about ${formatMoney(cpm, currency)}, capped at 3 impressions per person a week`,
      };
    case 'traffic': {
      const maxCpc = ceilCents(cpc[1]);
      return {
        bidding: { strategy: { type: 'manual_cpc', maxCpc }, optimization: { goal: 'clicks' } },
        text: `manual CPC with a ${formatMoney(maxCpc, currency)} maximum (the top of the projected ${formatMoney(cpc[0], currency)}–${formatMoney(maxCpc, currency)} cost per click for this budget), optimised for clicks`,
      };
    }
    case 'engagement':
      return {
        bidding: { strategy: { type: 'automated' }, optimization: { goal: 'clicks' } },
        text: 'automated bidding optimised for interactions (clicks)',
      };
    case 'sales': {
      // Aim a little under the market's expected return so the campaign can still spend.
      const targetRoas = Math.max(1, round((b.valuePerConversion / cpa) * 0.9, 1));
      return {
        bidding: {
          strategy: { type: 'target_roas', targetRoas },
          optimization: { goal: 'conversion_value' },
        },
        text: `target ROAS of ${targetRoas}x (the market's expected return at a ${formatMoney(cpm, currency)} CPM, less 10% headroom), optimised for conversion value`,
      };
    }
    default: {
      // Leads and app installs: a cost per result the live CPM can buy.
      const targetCpa = round(cpa, 2);
      const what = objective === 'leads' ? 'lead' : 'install';
      return {
        bidding: { strategy: { type: 'target_cpa', targetCpa }, optimization: { goal: 'conversions' } },
        text: `target CPA of ${formatMoney(targetCpa, currency)} per ${what} (what a ${formatMoney(cpm, currency)} CPM buys at typical click and conversion rates), optimised for conversions`,
      };
    }
  }
}

export const GOAL_FOR: Readonly<Record<Objective, Exclude<Bidding['optimization']['goal'], ''>>> = {
  awareness: 'reach',
  traffic: 'clicks',
  engagement: 'clicks',
  leads: 'conversions',
  sales: 'conversions',
  app_installs: 'conversions',
};

/** Bid strategy for the objective with market-derived targets; variants fall back to simpler strategies. */
export function recommendBidding(
  draft: CampaignDraft,
  variant: number,
  pricing: LivePricing,
  cpc: Range = projectedCpc(draft, pricing),
): BiddingPlan | null {
  const objective = draft.objective || 'awareness';
  const currency = draft.budget.currency;
  const primary = primaryPlan(objective, pricing, currency, cpc);
  const maxCpc = ceilCents(cpc[1]);
  const automated: BiddingPlan = {
    bidding: { strategy: { type: 'automated' }, optimization: { goal: GOAL_FOR[objective] } },
    text: `fully automated bidding optimised for ${GOAL_FOR[objective].replace('_', ' ')}, letting each platform find the cheapest results`,
  };
  const manual: BiddingPlan = {
    bidding: {
      strategy: { type: 'manual_cpc', maxCpc },
      optimization: { goal: 'clicks' },
    },
    text: `manual CPC capped at ${formatMoney(maxCpc, currency)} (the top of the projected cost per click) for full control over cost per click`,
  };
  const plans = [primary, automated, manual].filter(
    (p, i, all) => all.findIndex((o) => o.bidding.strategy.type === p.bidding.strategy.type) === i,
  );
  return plans[variant] ?? null;
}
