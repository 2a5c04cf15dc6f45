import type { CampaignDraft } from './draft.ts';
import { BUILDER_STEPS, isStepNumber, type StepNumber } from './steps.ts';
import { validateStep } from './validation.ts';

/** A step with errors shows at most this much progress. */
export const ERROR_COMPLETION_CAP = 50;

export interface StepField {
  key: string;
  label: string;
  filled: (draft: CampaignDraft) => boolean;
}

const hasText = (value: string | undefined) => Boolean(value && value.trim() !== '');
const hasItems = (items: readonly unknown[]) => items.length > 0;
const field = (key: string, label: string, filled: StepField['filled']): StepField => ({
  key,
  label,
  filled,
});

// The data fields of each step, explicitly. A field counts as filled when it holds a value, whether the
// user typed it or it came from a default (objective, attribution window, currency, start date...).
export const STEP_FIELDS: Readonly<Record<StepNumber, readonly StepField[]>> = {
  1: [
    field('campaignName', 'Campaign name', (d) => hasText(d.campaignName)),
    field('objective', 'Objective', (d) => hasText(d.objective)),
    field('industry', 'Industry', (d) => hasText(d.industry)),
    field('tags', 'Tags', (d) => hasItems(d.tags)),
    field('description', 'Description', (d) => hasText(d.description)),
  ],
  2: [
    field('kpis.primary', 'Primary KPI', (d) => hasText(d.kpis.primary)),
    field('kpis.secondary', 'Secondary KPIs', (d) => hasItems(d.kpis.secondary)),
    field(
      'conversionTracking.attributionWindow',
      'Attribution window',
      (d) => d.conversionTracking.attributionWindow > 0,
    ),
    field('utm.source', 'UTM source', (d) => hasText(d.utm.source)),
    field('utm.medium', 'UTM medium', (d) => hasText(d.utm.medium)),
    field('utm.campaign', 'UTM campaign', (d) => hasText(d.utm.campaign)),
    field('reporting.recipients', 'Report recipients', (d) => hasItems(d.reporting.recipients)),
  ],
  3: [field('platforms.selected', 'Platforms', (d) => hasItems(d.platforms.selected))],
  4: [
    field('targeting.geography.countries', 'Countries', (d) => hasItems(d.targeting.geography.countries)),
    field('targeting.interests', 'Interests', (d) => hasItems(d.targeting.interests)),
    field('targeting.devices', 'Devices', (d) => hasItems(d.targeting.devices)),
    field('targeting.audiences', 'Audiences', (d) => hasItems(d.targeting.audiences)),
  ],
  5: [
    field('creatives.copy.headlines', 'Headlines', (d) => d.creatives.copy.headlines.some(hasText)),
    field('creatives.copy.descriptions', 'Descriptions', (d) => d.creatives.copy.descriptions.some(hasText)),
    field('creatives.copy.callsToAction', 'Calls to action', (d) =>
      d.creatives.copy.callsToAction.some(hasText),
    ),
    field('creatives.assets', 'Assets', (d) => hasItems(d.creatives.assets)),
  ],
  6: [
    field(
      'compliance.platformPolicies',
      'Platform policies acknowledged',
      (d) =>
        hasItems(d.platforms.selected) && d.platforms.selected.every((p) => d.compliance.platformPolicies[p]),
    ),
    field('compliance.status', 'Compliance review', (d) => d.compliance.status !== 'pending'),
  ],
  7: [
    field('budget.totalBudget', 'Total budget', (d) => d.budget.totalBudget > 0),
    field('budget.budgetType', 'Budget type', (d) => hasText(d.budget.budgetType)),
    field('budget.currency', 'Currency', (d) => hasText(d.budget.currency)),
    field('budget.allocation', 'Budget allocation', (d) =>
      d.platforms.selected.some((p) => d.budget.allocation[p] !== undefined),
    ),
    field('budget.pacing', 'Pacing', (d) => hasText(d.budget.pacing)),
    field('schedule.startDate', 'Start date', (d) => hasText(d.schedule.startDate)),
    field('schedule.timezone', 'Time zone', (d) => hasText(d.schedule.timezone)),
  ],
  8: [
    field('bidding.strategy.type', 'Bid strategy', (d) => hasText(d.bidding.strategy.type)),
    field('bidding.optimization.goal', 'Optimisation goal', (d) => hasText(d.bidding.optimization.goal)),
    field(
      'bidding.optimization.frequencyCap',
      'Frequency cap',
      (d) => d.bidding.optimization.frequencyCap !== undefined,
    ),
  ],
  9: [
    field('payment.method', 'Payment method', (d) => hasText(d.payment.method)),
    field('payment.billingEmail', 'Billing e-mail', (d) => hasText(d.payment.billingEmail)),
    field('launchOptions.termsAccepted', 'Terms accepted', (d) => d.launchOptions.termsAccepted),
  ],
};

/** Percent (0..100, whole number) of a step's fields that are filled, capped at 50 when the step has errors. */
export function stepCompletion(draft: CampaignDraft, step: number): number {
  if (!isStepNumber(step)) return 0;
  const fields = STEP_FIELDS[step];
  const filled = fields.filter((f) => f.filled(draft)).length;
  const percent = Math.round((filled / fields.length) * 100);
  return validateStep(draft, step).length > 0 ? Math.min(percent, ERROR_COMPLETION_CAP) : percent;
}

/** Completion of steps 1..9, in order. */
export const completionByStep = (draft: CampaignDraft): number[] =>
  BUILDER_STEPS.map((s) => stepCompletion(draft, s.number));

/** Overall progress: the rounded average of the nine step percentages. */
export function overallCompletion(draft: CampaignDraft): number {
  const steps = completionByStep(draft);
  return Math.round(steps.reduce((sum, n) => sum + n, 0) / steps.length);
}
