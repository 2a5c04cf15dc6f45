import type { CampaignDraft } from '@northstar/shared/campaign/schemas';
import { formatMoney, objectiveLabel, withArticle } from '../format.ts';
import { livePricing, projectionFor } from '../market-answers.ts';
import { recommendBidding } from '../recommend/bidding-advice.ts';
import { APPROVAL_PROMPT, type StepHandler } from './step-types.ts';

const STRATEGY_LABELS = {
  automated: 'automated bidding',
  target_cpa: 'target CPA',
  target_roas: 'target ROAS',
  manual_cpc: 'manual CPC',
} as const;

export function biddingText(d: CampaignDraft): string {
  const s = d.bidding.strategy;
  const target =
    s.type === 'target_cpa' && s.targetCpa !== undefined
      ? ` ${formatMoney(s.targetCpa, d.budget.currency)}`
      : s.type === 'target_roas' && s.targetRoas !== undefined
        ? ` ${s.targetRoas}x`
        : s.type === 'manual_cpc' && s.maxCpc !== undefined
          ? ` (max ${formatMoney(s.maxCpc, d.budget.currency)})`
          : '';
  const goal = d.bidding.optimization.goal;
  return `${STRATEGY_LABELS[s.type]}${target}${goal ? `, optimised for ${goal.replace('_', ' ')}` : ''}`;
}

export const step8: StepHandler = {
  step: 8,
  missing: () => [],
  // Unanswered while bidding is the untouched default: a stated strategy ("tCPA €35") answers it, and
  // its goal is implied by the strategy until the advertiser names one.
  optionalPending: (d) => d.bidding.optimization.goal === '' && d.bidding.strategy.type === 'automated',
  recommendOnArrival: true,
  recommend(d, ctx, variant) {
    const pricing = livePricing(d, ctx);
    if (!pricing) return null;
    // The max CPC comes from the same projection the planner quotes clicks from.
    const cpc = projectionFor(d, ctx)?.outcome.cpc ?? undefined;
    const plan = recommendBidding(d, variant, pricing, cpc);
    if (!plan) return null;
    return {
      kind: 'bidding_strategy',
      text: `For ${withArticle(objectiveLabel(d.objective).toLowerCase())} campaign I recommend ${plan.text}. ${APPROVAL_PROMPT}`,
      summary: `Bidding: ${biddingText({ ...d, bidding: plan.bidding })}`,
      patch: { bidding: plan.bidding },
      variant,
    };
  },
  ask: () => ({
    text: 'How should we bid: automated, target CPA (e.g. “target CPA $40”), target ROAS (“target ROAS 4x”) or manual CPC (“max CPC $2”)?',
    awaiting: 'bidding_strategy',
  }),
  describe: (d) => biddingText(d),
};
