import { type CampaignDraft, dateInTimezone, kpiOptionsFor } from '@northstar/shared/campaign/draft';
import {
  isUniversalPlatform,
  type PlatformId,
  platformName,
  platformPolicy,
  platformsForCampaign,
  REGULATED_CATEGORIES,
} from '@northstar/shared/campaign/platforms';
import { isCountryAllowed } from '@northstar/shared/compliance';
import { applyPatch, mergePatch } from './draft-patch.ts';
import { countryName } from './extract/countries.ts';
import type { FactKey, Facts } from './extract/facts.ts';
import { HEADLINES_MAX } from './extract/headlines.ts';
import { applyListChange } from './extract/polarity.ts';
import { addDays, formatDate, joinList, objectiveLabel, platformList } from './format.ts';
import type { DraftPatch } from './planner-types.ts';
import { GOAL_FOR } from './recommend/bidding-advice.ts';
import { ageText } from './steps/step-4-audience.ts';
import { budgetText } from './steps/step-7-budget.ts';
import { biddingText } from './steps/step-8-bidding.ts';

export interface AppliedFacts {
  draft: CampaignDraft;
  /** Fact keys that changed the draft. */
  changed: FactKey[];
  /** "name “Spring Sale”", "budget $25,000 total": what was understood, for the reply. */
  understood: string[];
  /** Things that could not be applied, and why. */
  warnings: string[];
}

function defaultGoal(type: CampaignDraft['bidding']['strategy']['type'], d: CampaignDraft) {
  if (type === 'target_cpa') return 'conversions' as const;
  if (type === 'target_roas') return 'conversion_value' as const;
  if (type === 'manual_cpc') return 'clicks' as const;
  return GOAL_FOR[d.objective || 'awareness'];
}

const categoryLabel = (id: string | null) => REGULATED_CATEGORIES.find((c) => c.id === id)?.label ?? id ?? '';

/** Applies everything a message said to the draft, as one edit. */
export function applyFacts(draft: CampaignDraft, facts: Facts, now: Date): AppliedFacts {
  let view = draft;
  let patch: DraftPatch = {};
  const changed: FactKey[] = [];
  const understood: string[] = [];
  const warnings: string[] = [];
  const set = (key: FactKey, p: DraftPatch, said?: string) => {
    view = mergePatch(view, p);
    patch = mergePatch(patch, p);
    if (!changed.includes(key)) changed.push(key);
    if (said) understood.push(said);
  };

  if (facts.category) {
    set(
      'category',
      { campaignType: 'regulated', regulatedCategory: facts.category },
      `category ${categoryLabel(facts.category)} (regulated)`,
    );
  }
  if (facts.name) set('name', { campaignName: facts.name }, `name “${facts.name}”`);
  if (facts.objective)
    set('objective', { objective: facts.objective }, `objective ${objectiveLabel(facts.objective)}`);
  if (facts.industry) set('industry', { industry: facts.industry }, `industry ${facts.industry}`);
  if (facts.kpi) {
    const label = kpiOptionsFor(view.objective).find((k) => k.id === facts.kpi?.id)?.label;
    if (facts.kpi.valid && label) set('kpi', { kpis: { primary: facts.kpi.id } }, `primary KPI ${label}`);
    else if (view.objective) {
      const options = kpiOptionsFor(view.objective).map((k) => k.label);
      warnings.push(
        `${facts.kpi.id.toUpperCase()} is not a primary KPI for ${objectiveLabel(view.objective).toLowerCase()}; choose ${joinList(options, 'or')}.`,
      );
    }
  }

  if (facts.platforms) {
    const regulated = view.campaignType === 'regulated';
    const category = view.regulatedCategory;
    const offered = platformsForCampaign(view.campaignType, category).map((p) => p.id);
    const wanted = facts.platforms.all ? offered : facts.platforms.include;
    // Never add a network that refuses the category, or a specialist network to a universal campaign.
    const refused = wanted.filter((p) =>
      regulated
        ? category !== null && platformPolicy(category, p).access === 'prohibited'
        : !isUniversalPlatform(p),
    );
    for (const p of refused) {
      warnings.push(
        regulated
          ? `${platformName(p)} does not accept ${categoryLabel(category)} ads, so I left it out.`
          : `${platformName(p)} is a regulated-channel network, so I left it out.`,
      );
    }
    const include = wanted.filter((p) => !refused.includes(p));
    if (include.length || facts.platforms.exclude.length) {
      const selected = applyListChange<PlatformId>(view.platforms.selected, {
        include,
        exclude: facts.platforms.exclude,
        mode: facts.platforms.mode,
      });
      set(
        'platforms',
        { platforms: { selected } },
        `platforms ${selected.length ? platformList(selected) : 'none'}`,
      );
    }
  }

  if (facts.countries) {
    const countries = applyListChange(view.targeting.geography.countries, facts.countries);
    set(
      'countries',
      { targeting: { geography: { countries } } },
      `countries ${countries.length ? joinList(countries.map(countryName)) : 'none'}`,
    );
    const category = view.campaignType === 'regulated' ? view.regulatedCategory : null;
    const blocked = category ? countries.filter((c) => !isCountryAllowed(category, c)) : [];
    if (category && blocked.length) {
      warnings.push(
        `Heads-up: ${categoryLabel(category)} ads are not allowed in ${joinList(blocked.map(countryName))}; the compliance review (step 6) will flag it.`,
      );
    }
  }
  if (facts.ages) {
    const { ageMin, ageMax } = { ...view.targeting.demographics, ...facts.ages };
    const fixedMax = Math.max(ageMin, ageMax);
    set(
      'ages',
      { targeting: { demographics: { ageMin, ageMax: fixedMax } } },
      `ages ${ageText(ageMin, fixedMax)}`,
    );
  }
  if (facts.headlines) {
    const current = view.creatives.copy.headlines;
    const headlines = (
      facts.headlines.mode === 'add' ? [...current, ...facts.headlines.items] : facts.headlines.items
    ).slice(0, HEADLINES_MAX);
    set(
      'headlines',
      { creatives: { copy: { headlines } } },
      `${headlines.length} headline${headlines.length === 1 ? '' : 's'}`,
    );
  }

  if (facts.budget) {
    const { amount, currency, daily } = facts.budget;
    const budgetType = daily ? 'daily' : 'lifetime';
    set(
      'budget',
      { budget: { totalBudget: amount, currency, budgetType } },
      `budget ${budgetText(amount, currency, budgetType)}`,
    );
  }
  if (facts.dates) {
    const today = dateInTimezone(now, view.schedule.timezone);
    const startDate = facts.dates.startDate ?? (view.schedule.startDate || today);
    let endDate =
      facts.dates.endDate ??
      (facts.dates.durationDays ? addDays(startDate, facts.dates.durationDays - 1) : view.schedule.endDate);
    if (endDate && endDate < startDate) {
      warnings.push(`The end date ${formatDate(endDate)} was before the start, so I cleared it.`);
      endDate = '';
    }
    const said = [
      facts.dates.startDate ? `start ${formatDate(startDate)}` : '',
      endDate && endDate !== view.schedule.endDate ? `end ${formatDate(endDate)}` : '',
    ].filter(Boolean);
    set('dates', { schedule: { startDate, endDate } }, said.join(', ') || undefined);
  }
  if (facts.allocation) {
    const selected = view.platforms.selected;
    const entries = Object.entries(facts.allocation) as [PlatformId, number][];
    const outside = entries.filter(([p]) => !selected.includes(p)).map(([p]) => platformName(p));
    const total = entries.reduce((s, [, v]) => s + v, 0);
    if (outside.length)
      warnings.push(
        `${joinList(outside)} ${outside.length === 1 ? 'is' : 'are'} not among the selected platforms.`,
      );
    else if (Math.abs(total - 100) > 0.01)
      warnings.push(`That split adds up to ${total}%; it must total 100%.`);
    else {
      // Every selected platform gets a value, so no stale share survives the merge.
      const allocation = Object.fromEntries(selected.map((p) => [p, facts.allocation?.[p] ?? 0]));
      set(
        'allocation',
        { budget: { allocation } },
        `split ${entries.map(([p, v]) => `${platformName(p)} ${v}%`).join(', ')}`,
      );
    }
  }
  if (facts.bidding) {
    const b = facts.bidding;
    // A strategy without a goal gets the goal it naturally optimises for.
    const goal =
      b.goal ??
      (b.strategy && !view.bidding.optimization.goal ? defaultGoal(b.strategy.type, view) : undefined);
    set('bidding', {
      bidding: {
        ...(b.strategy ? { strategy: b.strategy } : {}),
        optimization: {
          ...(goal ? { goal } : {}),
          ...(b.frequencyCap ? { frequencyCap: b.frequencyCap } : {}),
        },
      },
    });
    understood.push(`bidding ${biddingText(view)}`);
  }

  if (changed.length === 0) return { draft, changed, understood, warnings };
  const applied = applyPatch(draft, patch, now);
  if (!applied.ok)
    return {
      draft,
      changed: [],
      understood: [],
      warnings: [...warnings, 'I could not apply that change; please rephrase it.'],
    };
  return { draft: applied.draft, changed, understood, warnings };
}
