import { platformName } from '@northstar/shared/campaign/platforms';
import { validateStep } from '@northstar/shared/campaign/validation';
import { HEADLINE_LIMITS } from '@northstar/shared/compliance-rules';
import { headlineLimit, writeHeadlines } from '../recommend/headline-writer.ts';
import { APPROVAL_PROMPT, type StepHandler } from './step-types.ts';

export const step5: StepHandler = {
  step: 5,
  missing: (d) => validateStep(d, 5),
  recommendOnArrival: true,
  recommend(d, _ctx, variant) {
    const set = writeHeadlines(d, variant);
    if (!set) return null;
    const limit = headlineLimit(d);
    const tightest = d.platforms.selected.find((p) => HEADLINE_LIMITS[p]?.max === limit);
    const within = tightest ? ` (each within ${platformName(tightest)}'s ${limit}-character limit)` : '';
    const list = set.headlines.map((h, i) => `${i + 1}. ${h}`).join('\n');
    const disclaimer = set.descriptions.length
      ? `\nPlus the required disclaimer as a description: “${set.descriptions.join(' ')}”`
      : '';
    const name = d.campaignName.trim() || 'your campaign';
    return {
      kind: 'headlines',
      text: `Here are 3 headlines for “${name}”${within}:\n${list}${disclaimer}\n${APPROVAL_PROMPT}`,
      summary: `Headlines: ${set.headlines.join(' | ')}`,
      patch: {
        creatives: {
          copy: {
            headlines: set.headlines,
            ...(set.descriptions.length
              ? { descriptions: [...d.creatives.copy.descriptions, ...set.descriptions].slice(0, 10) }
              : {}),
          },
        },
      },
      variant,
    };
  },
  ask: () => ({
    text: 'What headlines should the ads use? Put each in quotes, e.g. “Spring styles are here” “Shop the new season”, or say “suggest some”.',
    awaiting: 'headlines',
  }),
  describe(d) {
    const n = d.creatives.copy.headlines.filter((h) => h.trim()).length;
    return `${n} headline${n === 1 ? '' : 's'}`;
  },
};
