import type { CampaignDraft } from '@northstar/shared/campaign/schemas';
import { livePricing, projectionLine } from '../market-answers.ts';
import { step1 } from './step-1-setup.ts';
import { step2 } from './step-2-goals.ts';
import { step3 } from './step-3-platforms.ts';
import { step4 } from './step-4-audience.ts';
import { step5 } from './step-5-creative.ts';
import { step6 } from './step-6-compliance.ts';
import { step7 } from './step-7-budget.ts';
import { step8 } from './step-8-bidding.ts';
import type { PlannerContext, StepHandler } from './step-types.ts';

const SECTIONS: readonly [string, StepHandler][] = [
  ['Setup', step1],
  ['Goals', step2],
  ['Platforms', step3],
  ['Audience', step4],
  ['Creative', step5],
  ['Compliance', step6],
  ['Budget', step7],
  ['Bidding', step8],
];

/** Everything the campaign holds, plus its projection, one line per step. */
export function campaignSummary(d: CampaignDraft, ctx: PlannerContext): string {
  const lines = SECTIONS.map(([label, h]) => `• ${label}: ${h.describe(d, ctx)}`);
  const pricing = livePricing(d, ctx);
  if (pricing) lines.push(`• Projection: ${projectionLine(d, pricing)}`);
  return lines.join('\n');
}

export const step9: StepHandler = {
  step: 9,
  missing: () => [],
  recommendOnArrival: false,
  ask: (d, ctx) => ({
    text: `Here is “${d.campaignName}”:\n${campaignSummary(d, ctx)}\nSay “launch” to finish, or “back” to change something.`,
    awaiting: 'launch',
  }),
  describe: (d, ctx) => campaignSummary(d, ctx),
};
