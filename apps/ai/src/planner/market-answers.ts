import type { CampaignDraft } from '@northstar/shared/campaign/schemas';
import {
  assessPower,
  DEFAULT_INCREMENTALITY_CONFIG,
  INCREMENTAL_ROAS_SHARE,
  incrementalRoasRange,
} from '@northstar/shared/incrementality';
import { type MarketScope, marketScope, scopedPricing } from '@northstar/shared/market';
import type { LivePricing } from '@northstar/shared/market/schemas';
import {
  checkBudget,
  checkTarget,
  DEFAULT_BUDGET,
  outcomeFor,
  type ProjectedOutcome,
  projectDraft,
  projectDraftAt,
} from '@northstar/shared/projections';
import type { ProjectionInput } from '@northstar/shared/projections/schemas';
import { extractPlatforms } from './extract/platforms.ts';
import {
  formatCompact,
  formatCompactRange,
  formatDecimal,
  formatInteger,
  formatMoney,
  objectiveLabel,
  platformList,
  withArticle,
} from './format.ts';
import type { PlannerContext } from './steps/step-types.ts';

// Answers to "what's the CPM?", "what can I expect?", "how much is a click on LinkedIn?" and "how would a
// holdout test work?", from the shared market and projection models. They never change the draft.
// Every projected figure comes from one projectOutcome call per draft, so a quoted CPC and the projected
// clicks are the same numbers seen two ways, and results are in the objective's unit (ROAS for sales only).

/** What these answers read from the planner's context: only the live market. */
export type MarketContext = Pick<PlannerContext, 'market'>;

const PROJECTION_WORDS =
  /\b(?:projections?|projected|forecasts?|estimates?|estimated|reach|impressions|clicks|conversions|roas|return|results|expect|performance|leads|installs|purchases|engagements|cpl|cpa|cpi|cost\s+per\s+(?:lead|install|purchase|sale|acquisition|engagement|result)|get\s+(?:me|us)|how\s+many|people|see\s+(?:it|them|the\s+ads?)|audience\s+size)\b/i;
const CPC_WORDS =
  /\b(?:cpc|cost[-\s]per[-\s]click|per[-\s]click|(?:a|one|each|per|the)\s+click|clicks?\s+(?:cost|price)|price\s+of\s+(?:a\s+)?clicks?)\b/i;

type Scope = MarketScope;

/** Platforms the question names, else the draft's, else every platform the campaign could use. */
const platformsInScope = (draft: CampaignDraft, question: string): Scope =>
  marketScope(draft, extractPlatforms(question).include);

/** Live pricing of the draft's platforms, else of every platform it could use. */
export const livePricing = (draft: CampaignDraft, ctx: MarketContext): LivePricing | null =>
  scopedPricing(ctx.market, marketScope(draft));

/**
 * The draft's projection (objective's unit, ranges) at the live price of its platforms; null without
 * pricing. The hub's live panel makes the same call, so the reply and the panel beside it agree.
 */
export function projectionFor(
  draft: CampaignDraft,
  ctx: MarketContext,
): { input: ProjectionInput; outcome: ProjectedOutcome } | null {
  return projectDraft(draft, ctx.market);
}

function pricingLine(p: LivePricing, scope: readonly string[], currency: string): string {
  const where = scope.length ? platformList(scope) : 'all platforms';
  const change = `${p.priceChange >= 0 ? '+' : ''}${formatDecimal(p.priceChange)}%`;
  return `Simulated market pricing on ${where}: CPM ${formatMoney(p.currentCPM, currency)}, competition ${p.competitionLevel} (${p.competitionScore}/100), prices ${p.priceTrend} (${change}), ${formatCompact(p.inventoryAvailable)} impressions available.`;
}

/** "$48–$73", "$0.84–$1.37": cents under $10, each end rounded outward so the range still holds. */
function formatCostRange([min, max]: readonly [number, number], currency: string): string {
  const whole = min >= 10;
  const low = whole ? Math.floor(min) : Math.floor(min * 100) / 100;
  const high = whole ? Math.ceil(max) : Math.ceil(max * 100) / 100;
  return `${formatMoney(low, currency)}–${formatMoney(high, currency)}`;
}

/** "410–620", "9,480–16,350", "1.2M–1.7M": whole numbers until they need compacting. */
const countText = ([min, max]: readonly [number, number]): string =>
  max < 100_000 ? `${formatInteger(min)}–${formatInteger(max)}` : formatCompactRange([min, max]);

/** "410–620 leads at $48–$73 per lead (CPL)": the objective's result and its cost. */
function resultsPhrase(p: ProjectedOutcome, currency: string): string {
  const o = outcomeFor(p.objective);
  if (p.unit === 'reach') {
    const cpm = p.cpm ? ` at a ${formatCostRange(p.cpm, currency)} CPM` : '';
    return `reach ${countText(p.reach)} people with ${countText(p.impressions)} impressions${cpm}`;
  }
  const cost = p.costPerResult
    ? ` at ${formatCostRange(p.costPerResult, currency)} per ${p.unit === 'clicks' ? 'click' : o.result.one} (${o.cost.abbreviation})`
    : `, too few at the low end to price one`;
  return `${countText(p.results)} ${o.result.many}${cost}`;
}

/** The funnel behind the results: reach, impressions and clicks at their CPC. */
function funnelPhrase(p: ProjectedOutcome, currency: string): string {
  if (p.unit === 'reach') {
    return `${countText(p.clicks)} clicks${p.cpc ? ` at ${formatCostRange(p.cpc, currency)} per click` : ''}`;
  }
  const clicks =
    p.unit === 'clicks'
      ? ''
      : ` and ${countText(p.clicks)} clicks${p.cpc ? ` at ${formatCostRange(p.cpc, currency)} per click` : ''}`;
  return `reach ${countText(p.reach)} people, ${countText(p.impressions)} impressions${clicks}`;
}

// No confidence percentage: nothing measures one (issue 22); the range is the uncertainty, and what was
// assumed rather than given is said.
const assumedPhrase = (p: ProjectedOutcome): string =>
  p.assumed.length ? `, ${p.assumed.join(' and ')} assumed` : '';

/** The projection's figures in one clause, every one a range: results, funnel, ROAS for sales. */
function figuresPhrase(p: ProjectedOutcome, currency: string): string {
  const roas = p.roas ? `; ROAS ${p.roas[0]}–${p.roas[1]}x` : '';
  return `${resultsPhrase(p, currency)}; ${funnelPhrase(p, currency)}${roas}`;
}

const budgetKnown = (draft: CampaignDraft) => draft.budget.totalBudget > 0;

/** "$30,000" or "$1,000 a day": the budget as the advertiser gave it. */
function budgetPhrase(draft: CampaignDraft, input: ProjectionInput): string {
  const { totalBudget, budgetType, currency } = draft.budget;
  return budgetType === 'daily' && totalBudget > 0
    ? `${formatMoney(totalBudget, currency)} a day`
    : formatMoney(input.budget, currency);
}

/** "With $30,000 instead of $20,000 over 30 days": what the figures assume, and what a what-if changed. */
function basisPhrase(
  draft: CampaignDraft,
  input: ProjectionInput,
  before?: { draft: CampaignDraft; input: ProjectionInput },
): string {
  let money = budgetPhrase(draft, input);
  const was = before ? budgetPhrase(before.draft, before.input) : money;
  if (before && budgetKnown(before.draft) && was !== money) money += ` instead of ${was}`;
  let days = `${input.durationDays} days`;
  if (before && before.input.durationDays !== input.durationDays)
    days += ` instead of ${before.input.durationDays}`;
  const assumed = budgetKnown(draft)
    ? ''
    : ` (assuming the default ${formatMoney(DEFAULT_BUDGET, draft.budget.currency)}; set yours in step 7)`;
  const platforms =
    before && before.input.platforms.join() !== input.platforms.join()
      ? ` on ${platformList(input.platforms)}`
      : '';
  const objective =
    before && before.input.objective !== input.objective
      ? ` as ${withArticle(objectiveLabel(input.objective).toLowerCase())} campaign`
      : '';
  return `With ${money} over ${days}${platforms}${objective}${assumed}`;
}

/** Budget and bid-target warnings for a draft against its own projection; empty when all is well. */
function warnings(draft: CampaignDraft, input: ProjectionInput, outcome: ProjectedOutcome): string[] {
  const found: string[] = [];
  const { totalBudget, budgetType, currency, allocation } = draft.budget;
  if (totalBudget > 0) {
    const sanity = checkBudget({
      amount: totalBudget,
      budgetType,
      currency,
      days: input.durationDays,
      platforms: draft.platforms.selected,
      allocation,
    });
    if (!sanity.ok) {
      const meant = sanity.suggestion ? ` Did you mean ${formatMoney(sanity.suggestion, currency)}?` : '';
      found.push(`${sanity.message}${meant}`);
    }
  }
  const { targetRoas, targetCpa, type } = draft.bidding.strategy;
  const target = checkTarget({
    objective: outcome.objective,
    projection: outcome,
    currency,
    ...(type === 'target_roas' && targetRoas !== undefined ? { targetRoas } : {}),
    ...(type === 'target_cpa' && targetCpa !== undefined ? { targetCpa } : {}),
  });
  if (target) found.push(target.message);
  return found;
}

function projectionSentence(
  draft: CampaignDraft,
  projected: { input: ProjectionInput; outcome: ProjectedOutcome },
  before?: { draft: CampaignDraft; input: ProjectionInput; outcome: ProjectedOutcome },
): string {
  const { input, outcome } = projected;
  const currency = draft.budget.currency;
  const daily = formatMoney(Math.round(outcome.dailySpend), currency);
  // Against an assumed budget the comparison would be with our default, not with the campaign.
  const compare = before && (budgetKnown(before.draft) || before.input.budget === input.budget);
  const now = compare
    ? ` Now: ${resultsPhrase(before.outcome, before.draft.budget.currency)} (projected).`
    : '';
  const notes = warnings(draft, input, outcome);
  return [
    `${basisPhrase(draft, input, before)}, projected: ${figuresPhrase(outcome, currency)} (projection on the simulated market's expected rates, the same as the budget curve's${assumedPhrase(outcome)}; about ${daily} a day).${now}`,
    ...notes,
  ].join(' ');
}

/** The draft's projection in one sentence, in its objective's unit; used by the step-9 summary too. */
export function projectionLine(draft: CampaignDraft, pricing: LivePricing): string {
  return projectionSentence(draft, projectDraftAt(draft, pricing, platformsInScope(draft, '')));
}

/**
 * "With $30,000 instead of $20,000 over 30 days, projected: 410–620 leads at $48–$73 per lead (CPL); ..."
 * A what-if is projected and compared with the campaign as it stands; without one, the campaign alone.
 */
export function answerWithProjection(
  draft: CampaignDraft,
  hypotheticalDraft: CampaignDraft | null,
  ctx: MarketContext,
): string {
  const target = hypotheticalDraft ?? draft;
  const projected = projectionFor(target, ctx);
  if (!projected) return 'I have no simulated market pricing for those platforms yet.';
  const current = hypotheticalDraft ? projectionFor(draft, ctx) : null;
  return projectionSentence(target, projected, current ? { draft, ...current } : undefined);
}

/** "A click on LinkedIn costs a projected $1.75–$2.70 ...": spend / projected clicks, same model. */
function cpcLine(draft: CampaignDraft, scope: Scope, input: ProjectionInput, p: ProjectedOutcome): string {
  const where = scope.given ? ` on ${platformList(scope.platforms)}` : '';
  const campaign = draft.objective
    ? `this ${objectiveLabel(draft.objective).toLowerCase()} campaign`
    : `${withArticle(objectiveLabel(p.objective).toLowerCase())} campaign (no objective set yet)`;
  // The market model's click-through rate over the platforms in scope, not the objective's benchmark.
  const m = input.modeled;
  const ctr = `${formatDecimal((m && m.impressions.mid > 0 ? m.clicks.mid / m.impressions.mid : input.ctr) * 100)}%`;
  if (!p.cpc)
    return `Too few clicks are projected${where} at this budget to price one for ${campaign} (a ${ctr} click-through rate).`;
  return `A click${where} costs a projected ${formatCostRange(p.cpc, draft.budget.currency)} for ${campaign}: the spend divided by the projected ${countText(p.clicks)} clicks, at the simulated market's expected CPM and a ${ctr} click-through rate.`;
}

function incrementalityAnswer(draft: CampaignDraft, pricing: LivePricing, scope: Scope): string {
  const c = DEFAULT_INCREMENTALITY_CONFIG;
  const { input, outcome } = projectDraftAt(draft, pricing, scope);
  const power = assessPower({
    budget: input.budget,
    cpm: pricing.currentCPM,
    controlPercent: c.controlGroupSize,
    mde: c.minimumDetectableEffect / 100,
    confidence: c.confidenceLevel,
    power: c.statisticalPower,
  });
  const verdict = power.underPowered
    ? `At ${formatMoney(input.budget)} the test is under-powered: it needs ${formatInteger(power.requiredPerGroup)} people per group, about ${formatMoney(power.minimumBudget)} in budget.`
    : `At ${formatMoney(input.budget)} it is well powered: ${formatInteger(power.testReach)} people in the test group and ${formatInteger(power.controlReach)} held out, against ${formatInteger(power.requiredPerGroup)} needed per group.`;
  const [shareLow, shareHigh] = INCREMENTAL_ROAS_SHARE;
  const share = `${Math.round(shareLow * 100)}–${Math.round(shareHigh * 100)}%`;
  let incremental: string;
  if (outcome.roas) {
    const [low, high] = [incrementalRoasRange(outcome.roas[0])[0], incrementalRoasRange(outcome.roas[1])[1]];
    incremental = `True incremental ROAS is typically ${share} of reported ROAS: a projected ${low}–${high}x here.`;
  } else {
    const o = outcomeFor(outcome.objective);
    const [min, max] = outcome.results;
    const range: [number, number] = [Math.floor(min * shareLow), Math.ceil(max * shareHigh)];
    incremental = `Typically ${share} of reported ${o.result.many} are truly incremental: a projected ${countText(range)} here.`;
  }
  return `An incrementality (holdout) test keeps ${c.controlGroupSize}% of the audience from seeing ads for ${c.testDuration} days and compares conversions, at ${c.confidenceLevel}% confidence and ${c.statisticalPower}% power for an ${c.minimumDetectableEffect}% lift. ${verdict} ${incremental}`;
}

/** The answer to a market, projection or incrementality question. */
export function answerQuestion(
  draft: CampaignDraft,
  question: string,
  topic: 'market' | 'incrementality',
  ctx: MarketContext,
): string {
  const scope = platformsInScope(draft, question);
  const pricing = scopedPricing(ctx.market, scope);
  if (!pricing) return 'I have no simulated market pricing for those platforms yet.';
  if (topic === 'incrementality') return incrementalityAnswer(draft, pricing, scope);
  const view = { ...draft, platforms: { ...draft.platforms, selected: scope.given ? scope.platforms : [] } };
  const projected = projectDraftAt(view, pricing, scope);
  const lines = [pricingLine(pricing, scope.platforms, draft.budget.currency)];
  if (CPC_WORDS.test(question)) lines.push(cpcLine(draft, scope, projected.input, projected.outcome));
  if (PROJECTION_WORDS.test(question)) lines.push(projectionSentence(view, projected));
  return lines.join(' ');
}
