import { campaignNameSuggestions, REGULATED_CATEGORIES, validateStep } from '@northstar/shared/campaign';
import type { CampaignDraft } from '@northstar/shared/campaign/schemas';
import { industryTitle } from '../facts/industry.fact.ts';
import { joinList, OBJECTIVE_CHOICES, objectiveLabel } from '../format.ts';
import { APPROVAL_PROMPT, type PlannerContext, type StepHandler } from './step-types.ts';

export const CATEGORY_REQUIRED = 'Regulated category is required';
const CATEGORY_CHOICES = joinList(
  REGULATED_CATEGORIES.map((c) => c.label),
  'or',
);

/**
 * The name patterns of docs/product.md#builder-validation (shared with the builder) for the UTC month;
 * without an industry the objective names it.
 */
export function nameSuggestions(draft: CampaignDraft, now: Date): string[] {
  const subject = industryTitle(draft.industry) || objectiveLabel(draft.objective || 'awareness');
  return campaignNameSuggestions(subject, { year: now.getUTCFullYear(), month: now.getUTCMonth() });
}

const categoryLabel = (d: CampaignDraft) =>
  REGULATED_CATEGORIES.find((c) => c.id === d.regulatedCategory)?.label;

export const step1: StepHandler = {
  step: 1,
  missing: (d) => [
    ...validateStep(d, 1),
    ...(d.campaignType === 'regulated' && !d.regulatedCategory ? [CATEGORY_REQUIRED] : []),
  ],
  recommendOnArrival: false,
  recommend(d: CampaignDraft, ctx: PlannerContext, variant: number) {
    const name = nameSuggestions(d, ctx.now)[variant];
    if (!name) return null;
    return {
      kind: 'campaign_name',
      text: `How about “${name}”? ${APPROVAL_PROMPT}`,
      summary: `Name the campaign “${name}”`,
      patch: { campaignName: name },
      variant,
    };
  },
  ask(d) {
    const name = d.campaignName.trim();
    if (!name && !d.objective) {
      return {
        text: `Let’s name the campaign: what should it be called, and what is its objective: ${OBJECTIVE_CHOICES}? For example: “Spring Sale for sales”.`,
        awaiting: 'campaignName',
      };
    }
    if (!name) {
      return {
        text: `What should we call this ${objectiveLabel(d.objective).toLowerCase()} campaign? For example “called Spring Sale”, or say “suggest a name”.`,
        awaiting: 'campaignName',
      };
    }
    if (!d.objective) {
      return { text: `What is the objective for “${name}”: ${OBJECTIVE_CHOICES}?`, awaiting: 'objective' };
    }
    return { text: `Which regulated category is “${name}”: ${CATEGORY_CHOICES}?`, awaiting: 'category' };
  },
  describe(d) {
    const category = categoryLabel(d);
    return `“${d.campaignName}”, ${objectiveLabel(d.objective).toLowerCase()} objective${category ? `, ${category} (regulated)` : ''}`;
  },
};
