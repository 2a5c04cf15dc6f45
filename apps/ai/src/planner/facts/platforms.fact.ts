import {
  isUniversalPlatform,
  type PlatformId,
  platformName,
  platformPolicy,
  platformsForCampaign,
  REGULATED_CATEGORIES,
} from '@northstar/shared/campaign';
import { platformIdSchema } from '@northstar/shared/campaign/schemas';
import { z } from 'zod';
import { platformMentions } from '../extract/platforms.ts';
import { platformList } from '../format.ts';
import { defineFact, type Fact } from './fact-types.ts';
import { applyListOp, listFacts } from './list-facts.ts';

// Ad platforms: "Facebook and Instagram, we don't do TikTok", "everything except TikTok",
// "drop Facebook and add TikTok instead". "all"/"everything" means every network the campaign may use.

const ALL =
  /\b(?:all|every|each)\s+(?:(?:of\s+)?(?:the|them|those|five|5)\s+)?(?:platforms?|networks?|channels?)\b|\ball\s+(?:of\s+them|five|5)\b|\beverything\b|\beverywhere\b|\b(?:all|anything|any\s+of\s+them|any\s+platform|whatever)\s+(?:but|except|other\s+than|besides|apart\s+from)\b/i;
type PlatformValue = PlatformId[] | 'all';

const categoryLabel = (id: string | null) => REGULATED_CATEGORIES.find((c) => c.id === id)?.label ?? id ?? '';

export const platformsFact = defineFact<PlatformValue>({
  key: 'platforms',
  step: 3,
  scope: 'anywhere',
  prompt: 'Which platforms should it run on?',
  examples: ['Google and Instagram', 'everything except TikTok', 'drop Facebook and add TikTok instead'],
  read(message, ctx) {
    const text = message.text;
    // Names, abbreviations and misspellings come from the platforms vocabulary (lexicon/platforms.ts).
    const mentions = platformMentions(text);
    const all = text.match(ALL);
    const facts: Fact<PlatformValue>[] = [];
    // "All platforms" counts anywhere when it names platforms, and as a bare "all of them" on step 3.
    if (all && (/platform|network|channel/i.test(all[0]) || ctx.step === 3 || mentions.length > 0)) {
      facts.push({ key: 'platforms', op: 'replace', value: 'all' });
      // The exceptions are read with "all but" still in view, then its words are claimed.
      const listed = listFacts('platforms', message, mentions);
      message.claim(all.index ?? 0, (all.index ?? 0) + all[0].length);
      // With "all", a named platform is only ever an exception.
      return [...facts, ...listed.filter((f) => f.op === 'remove')];
    }
    return listFacts('platforms', message, mentions);
  },
  apply(fact, { draft }) {
    const offered = platformsForCampaign(draft.campaignType, draft.regulatedCategory).map((p) => p.id);
    const named = fact.value === 'all' ? offered : fact.value;
    const warnings: string[] = [];
    let wanted = named;
    if (fact.op !== 'remove') {
      const regulated = draft.campaignType === 'regulated';
      const category = draft.regulatedCategory;
      // Never add a network that refuses the category, or a specialist network to a universal campaign.
      const refused = named.filter((p) =>
        regulated
          ? category !== null && platformPolicy(category, p).access === 'prohibited'
          : !isUniversalPlatform(p),
      );
      for (const p of refused)
        warnings.push(
          regulated
            ? `${platformName(p)} does not accept ${categoryLabel(category)} ads, so I left it out.`
            : `${platformName(p)} is a regulated-channel network, so I left it out.`,
        );
      wanted = named.filter((p) => !refused.includes(p));
      if (wanted.length === 0) return { warnings };
    }
    const selected = applyListOp(draft.platforms.selected, fact.op, wanted);
    return {
      patch: { platforms: { selected } },
      said: `platforms ${selected.length ? platformList(selected) : 'none'}`,
      warnings,
    };
  },
  llm: {
    field: 'platforms',
    describe:
      'platform ids the advertiser wants (google-ads, facebook, instagram, tiktok, linkedin, or a specialist network)',
    schema: z.array(platformIdSchema).min(1).max(11),
    toFacts: (value) => {
      const parsed = z.array(platformIdSchema).safeParse(value);
      return parsed.success ? [{ key: 'platforms', op: 'replace', value: parsed.data }] : [];
    },
  },
});
