import type { CampaignDraft } from '@northstar/shared/campaign/draft';
import { type PlatformId, platformsForCampaign } from '@northstar/shared/campaign/platforms';
import {
  assessPower,
  DEFAULT_INCREMENTALITY_CONFIG,
  incrementalRoasRange,
} from '@northstar/shared/incrementality';
import { type LivePricing, pricingForPlatforms } from '@northstar/shared/market';
import { DEFAULT_BUDGET, projectCampaign, projectionInputFromDraft } from '@northstar/shared/projections';
import { extractPlatforms } from './extract/platforms.ts';
import {
  formatCompact,
  formatCompactRange,
  formatDecimal,
  formatInteger,
  formatMoney,
  platformList,
} from './format.ts';
import type { PlannerContext } from './steps/step-types.ts';

// Answers to "what's the CPM?", "what reach can I expect?" and "how would a holdout test work?", from the
// shared market and projection models. They never change the draft.

const PROJECTION_WORDS =
  /\b(?:projections?|projected|forecasts?|estimates?|estimated|reach|impressions|clicks|conversions|roas|return|results|expect|performance)\b/i;

/** Platforms the question names, else the draft's, else every platform the campaign could use. */
function platformsInScope(draft: CampaignDraft, question: string): PlatformId[] {
  const named = extractPlatforms(question).include;
  if (named.length) return named;
  if (draft.platforms.selected.length) return [...draft.platforms.selected];
  return platformsForCampaign(draft.campaignType, draft.regulatedCategory).map((p) => p.id);
}

export function livePricing(
  draft: CampaignDraft,
  ctx: PlannerContext,
  platforms?: readonly string[],
): LivePricing | null {
  return pricingForPlatforms(ctx.market, platforms ?? platformsInScope(draft, ''));
}

function pricingLine(p: LivePricing, scope: readonly string[], currency: string): string {
  const where = scope.length ? platformList(scope) : 'all platforms';
  const change = `${p.priceChange >= 0 ? '+' : ''}${formatDecimal(p.priceChange)}%`;
  return `Live pricing on ${where}: CPM ${formatMoney(p.currentCPM, currency)}, CPC ${formatMoney(p.cpcRange[0], currency)}–${formatMoney(p.cpcRange[1], currency)}, competition ${p.competitionLevel} (${p.competitionScore}/100), prices ${p.priceTrend} (${change}), ${formatCompact(p.inventoryAvailable)} impressions available.`;
}

export function projectionLine(draft: CampaignDraft, pricing: LivePricing): string {
  const input = projectionInputFromDraft(draft, { cpm: pricing.currentCPM, priceTrend: pricing.priceTrend });
  const p = projectCampaign(input);
  const assumed =
    draft.budget.totalBudget > 0
      ? ''
      : ` (assuming the default ${formatMoney(DEFAULT_BUDGET)}; set yours in step 7)`;
  return `With ${formatMoney(input.budget, draft.budget.currency)} over ${input.durationDays} days${assumed}: reach ${formatCompactRange(p.estimatedReach)}, impressions ${formatCompactRange(p.estimatedImpressions)}, clicks ${formatCompactRange(p.estimatedClicks)}, ROAS ${p.predictedROAS[0]}–${p.predictedROAS[1]}x (${p.confidence}% confidence), about ${formatMoney(p.dailyBudget, draft.budget.currency)} a day.`;
}

function incrementalityAnswer(draft: CampaignDraft, pricing: LivePricing): string {
  const c = DEFAULT_INCREMENTALITY_CONFIG;
  const input = projectionInputFromDraft(draft, { cpm: pricing.currentCPM });
  const power = assessPower({
    budget: input.budget,
    cpm: pricing.currentCPM,
    controlPercent: c.controlGroupSize,
    mde: c.minimumDetectableEffect / 100,
    confidence: c.confidenceLevel,
    power: c.statisticalPower,
  });
  const roas = projectCampaign(input).predictedROAS;
  const [low, high] = incrementalRoasRange((roas[0] + roas[1]) / 2);
  const verdict = power.underPowered
    ? `At ${formatMoney(input.budget)} the test is under-powered: it needs ${formatInteger(power.requiredPerGroup)} people per group, about ${formatMoney(power.minimumBudget)} in budget.`
    : `At ${formatMoney(input.budget)} it is well powered: ${formatInteger(power.testReach)} people in the test group and ${formatInteger(power.controlReach)} held out, against ${formatInteger(power.requiredPerGroup)} needed per group.`;
  return `An incrementality (holdout) test keeps ${c.controlGroupSize}% of the audience from seeing ads for ${c.testDuration} days and compares conversions, at ${c.confidenceLevel}% confidence and ${c.statisticalPower}% power for an ${c.minimumDetectableEffect}% lift. ${verdict} True incremental ROAS is typically 60–70% of reported ROAS: about ${low}–${high}x here.`;
}

/** The answer to a market, projection or incrementality question. */
export function answerQuestion(
  draft: CampaignDraft,
  question: string,
  topic: 'market' | 'incrementality',
  ctx: PlannerContext,
): string {
  const scope = platformsInScope(draft, question);
  const pricing = pricingForPlatforms(ctx.market, scope);
  if (!pricing) return 'I have no live pricing for those platforms yet.';
  if (topic === 'incrementality') return incrementalityAnswer(draft, pricing);
  const lines = [pricingLine(pricing, scope, draft.budget.currency)];
  if (PROJECTION_WORDS.test(question)) {
    lines.push(projectionLine({ ...draft, platforms: { ...draft.platforms, selected: scope } }, pricing));
  }
  return lines.join(' ');
}
