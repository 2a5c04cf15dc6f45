import { platformsForCampaign, validateStep } from '@northstar/shared/campaign';
import { pricingForPlatforms } from '@northstar/shared/market';
import { formatMoney, joinList, objectiveLabel, platformList, withArticle } from '../format.ts';
import { recommendPlatformMix } from '../recommend/platform-mix.ts';
import { APPROVAL_PROMPT, type StepHandler } from './step-types.ts';

export const step3: StepHandler = {
  step: 3,
  missing: (d) => validateStep(d, 3),
  recommendOnArrival: true,
  recommend(d, ctx, variant) {
    const mix = recommendPlatformMix(d, variant);
    if (!mix) return null;
    const pricing = pricingForPlatforms(ctx.market, mix.platforms);
    const price = pricing
      ? ` Simulated market CPM on that mix is ${formatMoney(pricing.currentCPM, d.budget.currency)}.`
      : '';
    const label =
      d.campaignType === 'regulated'
        ? 'this regulated campaign'
        : `${withArticle(objectiveLabel(d.objective).toLowerCase())} campaign`;
    return {
      kind: 'platform_mix',
      text: `For ${label} I recommend ${platformList(mix.platforms)}: ${mix.why}.${price} ${APPROVAL_PROMPT}`,
      summary: `Platforms: ${platformList(mix.platforms)}`,
      patch: { platforms: { selected: mix.platforms } },
      variant,
    };
  },
  ask(d) {
    const available = platformsForCampaign(d.campaignType, d.regulatedCategory).map((p) => p.name);
    return {
      text: available.length
        ? `Which platforms should it run on: ${joinList(available, 'or')}? Name one or more, e.g. “Google Ads and Instagram”.`
        : 'Which platforms should it run on? Name one or more, e.g. “Google Ads and Instagram”.',
      awaiting: 'platforms',
    };
  },
  describe: (d) => platformList(d.platforms.selected) || 'none yet',
};
