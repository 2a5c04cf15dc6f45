import { allocationTotal, dateInTimezone, platformName, validateStep } from '@northstar/shared/campaign';
import { DEFAULT_DURATION_DAYS, dailyBudget, scheduleDays } from '@northstar/shared/projections';
import { addDays, formatDate, formatMoney } from '../format.ts';
import { recommendAllocation } from '../recommend/allocation.ts';
import { APPROVAL_PROMPT, type StepHandler } from './step-types.ts';

export function budgetText(amount: number, currency: string, type: 'daily' | 'lifetime'): string {
  return type === 'daily'
    ? `${formatMoney(amount, currency)} a day`
    : `${formatMoney(amount, currency)} total`;
}

export const step7: StepHandler = {
  step: 7,
  missing: (d) => validateStep(d, 7),
  optionalPending: (d) => d.platforms.selected.length > 0 && allocationTotal(d) === null,
  recommendOnArrival: true,
  recommend(d, ctx, variant) {
    const { totalBudget, currency, budgetType } = d.budget;
    if (!(totalBudget > 0)) return null;
    const plan = recommendAllocation(d, variant, ctx.market);
    if (!plan) return null;
    const startDate = d.schedule.startDate || dateInTimezone(ctx.now, d.schedule.timezone);
    const endDate = d.schedule.endDate || addDays(startDate, DEFAULT_DURATION_DAYS - 1);
    const days = scheduleDays(startDate, endDate) ?? DEFAULT_DURATION_DAYS;
    const total = budgetType === 'daily' ? totalBudget * days : totalBudget;
    const shares = Object.entries(plan.allocation)
      .map(
        ([p, pct]) =>
          `${platformName(p)} ${pct}% (${formatMoney(Math.round((total * (pct ?? 0)) / 100), currency)})`,
      )
      .join(', ');
    const perDay =
      budgetType === 'daily' ? '' : `, about ${formatMoney(dailyBudget(total, days), currency)} a day`;
    return {
      kind: 'budget_allocation',
      text: `For ${budgetText(totalBudget, currency, budgetType)} I suggest ${plan.basis}: ${shares}. Schedule: ${formatDate(startDate)} to ${formatDate(endDate)} (${days} days${perDay}). ${APPROVAL_PROMPT}`,
      summary: `Allocation ${Object.entries(plan.allocation)
        .map(([p, pct]) => `${platformName(p)} ${pct}%`)
        .join(', ')}; ${startDate} to ${endDate}`,
      patch: { budget: { allocation: plan.allocation }, schedule: { startDate, endDate } },
      variant,
    };
  },
  ask(d, ctx) {
    if (!(d.budget.totalBudget > 0)) {
      const start = d.schedule.startDate || dateInTimezone(ctx.now, d.schedule.timezone);
      return {
        text: `What is the budget for “${d.campaignName || 'the campaign'}”? For example “$25,000 total” or “$500 a day”. It starts ${formatDate(start)} and runs ${DEFAULT_DURATION_DAYS} days unless you give other dates, like “from Dec 1 to Dec 31”.`,
        awaiting: 'budget',
      };
    }
    if (!d.schedule.startDate)
      return {
        text: 'When should the campaign start? For example “next Monday” or “April 1”.',
        awaiting: 'startDate',
      };
    return {
      text: 'How should the budget be split? Give percentages that add up to 100, e.g. “60% Google Ads, 40% Facebook”.',
      awaiting: 'budget_allocation',
    };
  },
  describe(d) {
    const { totalBudget, currency, budgetType, allocation } = d.budget;
    const split = Object.entries(allocation)
      .map(([p, pct]) => `${platformName(p)} ${pct}%`)
      .join(', ');
    const end = d.schedule.endDate ? ` to ${formatDate(d.schedule.endDate)}` : '';
    return `${budgetText(totalBudget, currency, budgetType)}${split ? ` (${split})` : ''}, ${formatDate(d.schedule.startDate)}${end}`;
  },
};
