import type { Objective } from '../campaign/objectives.ts';
import { type PlatformId, platformName } from '../campaign/platforms.ts';
import { outcomeFor, type ProjectedOutcome } from './outcome.ts';

// Budget sanity: a budget a platform would refuse, or one so small it is more likely a typo ("$20 total"
// for a month on three platforms), is caught before it is quoted or launched. And a bid target outside
// what the projection model can deliver is named with the projected range.

export interface PlatformBudgetMinimum {
  /** Least daily budget the platform accepts for one of our campaigns there. */
  daily: number;
  /** Least lifetime budget: max(floor, perDay x days). */
  lifetimeFloor: number;
  lifetimePerDay: number;
  source: string;
}

// Nominal amounts in every currency we take (USD, EUR, GBP, CAD, AUD), as Meta lists them; TikTok and
// LinkedIn state USD "or equivalent", so for EUR and GBP the check errs slightly on the strict side.
// Platforms without an entry (Google Ads, the specialist networks) publish no per-campaign minimum.
export const PLATFORM_BUDGET_MINIMUMS: Readonly<Partial<Record<PlatformId, PlatformBudgetMinimum>>> = {
  // Ad sets are charged per impression by default; per-click billing raises the minimum to $5 a day and
  // billing per install or offer claim to $40 a day.
  facebook: {
    daily: 1,
    lifetimeFloor: 0,
    lifetimePerDay: 1,
    source:
      'Meta Business Help Center, "About minimum budgets" (facebook.com/business/help/203183363050448): $1 a day per ad set charged for impressions; a lifetime budget must cover it for every day',
  },
  instagram: {
    daily: 1,
    lifetimeFloor: 0,
    lifetimePerDay: 1,
    source:
      'Meta Business Help Center, "About minimum budgets" (facebook.com/business/help/203183363050448): Instagram ads are Meta ad sets, $1 a day when charged for impressions',
  },
  // The campaign budget and its ad group's budget both apply; a daily $50 campaign covers the $20 ad group.
  tiktok: {
    daily: 50,
    lifetimeFloor: 50,
    lifetimePerDay: 20,
    source:
      'TikTok Ads Manager Help, "About budgets" (ads.tiktok.com/help/article/budget): campaign budget over $50 daily or lifetime; ad group $20 a day, or $20 x scheduled days for a lifetime budget',
  },
  linkedin: {
    daily: 10,
    lifetimeFloor: 100,
    lifetimePerDay: 10,
    source:
      'LinkedIn Marketing Solutions Help, "Campaign budgets" (linkedin.com/help/lms/answer/a422101): $10 a day; a lifetime budget of at least $100, plus $10 for each day past ten',
  },
};

/**
 * Google Ads sets no minimum for Search ("About average daily budgets", support.google.com/google-ads/
 * answer/6385083), and Meta's lowest is $1 a day, so under $1 a day per platform no platform delivers
 * meaningfully: below it the amount reads as a slip (thousands typed as units) rather than a plan.
 */
export const IMPLAUSIBLE_DAILY_PER_PLATFORM = 1;

/** Largest budget a draft holds (the draft schema's cap). */
const MAX_BUDGET = 1_000_000_000;

export interface BudgetCheckInput {
  /** In the budget type's terms: a day's budget when daily, the whole flight's when lifetime. */
  amount: number;
  budgetType: 'daily' | 'lifetime';
  currency: string;
  days: number;
  platforms: readonly PlatformId[];
  /** Platform -> percent of the budget; equal shares when absent. */
  allocation?: Partial<Record<PlatformId, number>>;
}

export type BudgetCheck =
  | { ok: true }
  | {
      ok: false;
      reason: 'below_platform_minimum' | 'implausibly_small';
      /** What is wrong, without the fix: the caller asks "did you mean ...?" with the suggestion. */
      message: string;
      /** An amount in the same budget type that passes: the likely intended one, else the least. */
      suggestion?: number;
      /** Platforms whose minimum the budget misses. */
      platforms?: PlatformId[];
    };

const moneyFormats = new Map<string, Intl.NumberFormat>();
/** "$25,000", "€0.22"; cents only below 100. */
export function formatBudgetMoney(amount: number, currency: string): string {
  const cents = Math.abs(amount) < 100 && !Number.isInteger(amount);
  const key = `${currency}:${cents}`;
  let format = moneyFormats.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency,
        minimumFractionDigits: cents ? 2 : 0,
        maximumFractionDigits: cents ? 2 : 0,
      });
    } catch {
      // An unknown code still reads as an amount rather than throwing in a chat reply.
      format = new Intl.NumberFormat('en-US', { maximumFractionDigits: cents ? 2 : 0 });
    }
    moneyFormats.set(key, format);
  }
  return format.format(amount);
}

const names = (ids: readonly string[]) => {
  const list = ids.map(platformName);
  return list.length <= 1 ? (list[0] ?? '') : `${list.slice(0, -1).join(', ')} and ${list.at(-1)}`;
};

/** Each platform's share of the budget: the allocation when it covers them, else equal. */
function sharesOf(platforms: readonly PlatformId[], allocation: BudgetCheckInput['allocation']) {
  const given = platforms.map((p) => Math.max(0, allocation?.[p] ?? 0));
  const sum = given.reduce((a, b) => a + b, 0);
  return new Map(platforms.map((p, i) => [p, sum > 0 ? (given[i] ?? 0) / sum : 1 / platforms.length]));
}

interface Shortfall {
  platform: PlatformId;
  /** The least amount (in the budget type) at which this platform's share meets its minimum. */
  needed: number;
  minimum: number;
  share: number;
}

function shortfalls(
  amount: number,
  budgetType: BudgetCheckInput['budgetType'],
  days: number,
  shares: Map<PlatformId, number>,
): Shortfall[] {
  const found: Shortfall[] = [];
  for (const [platform, share] of shares) {
    const min = PLATFORM_BUDGET_MINIMUMS[platform];
    if (!min || share <= 0) continue;
    const minimum =
      budgetType === 'daily' ? min.daily : Math.max(min.lifetimeFloor, min.lifetimePerDay * days);
    // A tiny tolerance so a budget exactly at the minimum is not refused for a floating-point crumb.
    if (amount * share + 1e-9 < minimum) found.push({ platform, needed: minimum / share, minimum, share });
  }
  return found;
}

/** Whether a budget can run on the chosen platforms, and what was probably meant when it cannot. */
export function checkBudget(input: BudgetCheckInput): BudgetCheck {
  const { amount, budgetType, currency } = input;
  const days = Math.max(1, Math.trunc(input.days) || 1);
  const platforms = [...new Set(input.platforms)];
  const shares = sharesOf(platforms, input.allocation);
  const money = (n: number) => formatBudgetMoney(n, currency);
  const stated =
    budgetType === 'daily' ? `${money(amount)} a day` : `${money(amount)} total over ${days} days`;
  const where = platforms.length ? ` on ${names(platforms)}` : '';
  // The least amount (in the budget type) that is plausible and meets every platform's minimum.
  const floor =
    IMPLAUSIBLE_DAILY_PER_PLATFORM * Math.max(1, platforms.length) * (budgetType === 'daily' ? 1 : days);
  const needed = shortfalls(0, budgetType, days, shares).map((s) => s.needed);
  const threshold = Math.max(floor, ...needed);
  const least = Math.ceil(threshold - 1e-9);
  const passes = (n: number) => n + 1e-9 >= threshold && n <= MAX_BUDGET;

  const perDay = budgetType === 'daily' ? amount : amount / days;
  const perPlatformDay = perDay / Math.max(1, platforms.length);
  if (!(amount > 0) || perPlatformDay < IMPLAUSIBLE_DAILY_PER_PLATFORM) {
    const scaled = amount * 1000;
    const suggestion = amount > 0 && passes(scaled) ? scaled : least;
    const each = platforms.length > 1 ? ' per platform' : '';
    return {
      ok: false,
      reason: 'implausibly_small',
      message: `${stated}${where} is about ${money(perPlatformDay)} a day${each}, too little for ads to deliver.`,
      ...(suggestion <= MAX_BUDGET ? { suggestion } : {}),
    };
  }

  const missing = shortfalls(amount, budgetType, days, shares);
  if (missing.length === 0) return { ok: true };
  const per = budgetType === 'daily' ? ' a day' : ` over ${days} days`;
  const details = missing.map(
    (s) =>
      `${platformName(s.platform)} needs at least ${money(s.minimum)}${per} and would get ${money(amount * s.share)}`,
  );
  return {
    ok: false,
    reason: 'below_platform_minimum',
    message: `${stated}${where} is below the platform minimum: ${details.join('; ')}.`,
    ...(least <= MAX_BUDGET ? { suggestion: least } : {}),
    platforms: missing.map((s) => s.platform),
  };
}

export interface TargetCheckInput {
  objective: Objective;
  targetRoas?: number;
  targetCpa?: number;
  projection: ProjectedOutcome;
  currency?: string;
}

/** "$48–73", "$0.84–1.37": cents only under $10, each end rounded outward. */
export function formatCostRange([min, max]: readonly [number, number], currency: string): string {
  const whole = min >= 10;
  const low = whole ? Math.floor(min) : Math.floor(min * 100) / 100;
  const high = whole ? Math.ceil(max) : Math.ceil(max * 100) / 100;
  return `${formatBudgetMoney(low, currency)}–${formatBudgetMoney(high, currency)}`;
}

const OBJECTIVE_NOUN: Readonly<Record<Objective, string>> = {
  awareness: 'awareness',
  traffic: 'traffic',
  engagement: 'engagement',
  leads: 'lead',
  sales: 'sales',
  app_installs: 'app-install',
};

/**
 * A warning when a bid target asks for more than the projection model can deliver: a target ROAS above
 * the projected maximum, or a target cost per result below the projected minimum. Null when it fits.
 */
export function checkTarget(input: TargetCheckInput): { message: string } | null {
  const { objective, targetRoas, targetCpa, projection } = input;
  const currency = input.currency ?? 'USD';
  const outcome = outcomeFor(objective);
  const costs = projection.costPerResult;
  const costText = costs ? formatCostRange(costs, currency) : null;
  const warnings: string[] = [];
  if (targetRoas !== undefined) {
    const roas = projection.roas;
    if (!roas) {
      warnings.push(
        `ROAS needs revenue per result, so it is projected for sales campaigns only; ${OBJECTIVE_NOUN[objective]} campaigns are judged by ${outcome.cost.label}${costText ? ` (projected ${costText})` : ''}.`,
      );
    } else if (targetRoas > roas[1]) {
      warnings.push(
        `A target ROAS of ${targetRoas}x is above the projected ${roas[0]}–${roas[1]}x (projection): bidding to it would likely hold back delivery and leave budget unspent.`,
      );
    }
  }
  if (targetCpa !== undefined) {
    const target = formatBudgetMoney(targetCpa, currency);
    if (outcome.cost.basis === 'impressions') {
      warnings.push(
        `Awareness is bought by reach and CPM${costText ? ` (projected ${costText} CPM)` : ''}, so a ${target} target CPA does not apply.`,
      );
    } else if (!costs) {
      warnings.push(
        `The budget is too small to project a ${outcome.cost.label}, so the ${target} target cannot be checked.`,
      );
    } else if (targetCpa < costs[0]) {
      warnings.push(
        `A target ${outcome.cost.label} of ${target} is below the projected ${formatCostRange(costs, currency)} (projection): bidding to it would likely hold back delivery and leave budget unspent.`,
      );
    }
  }
  return warnings.length ? { message: warnings.join(' ') } : null;
}
