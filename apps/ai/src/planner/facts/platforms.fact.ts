import { platformIdSchema } from '@northstar/shared/campaign/draft';
import {
  isUniversalPlatform,
  type PlatformId,
  platformName,
  platformPolicy,
  platformsForCampaign,
  REGULATED_CATEGORIES,
} from '@northstar/shared/campaign/platforms';
import { z } from 'zod';
import { withinOneEdit } from '../extract/country-typos.ts';
import { PLATFORM_ALIASES } from '../extract/platforms.ts';
import type { Mention } from '../extract/polarity.ts';
import { platformList } from '../format.ts';
import { defineFact, type Fact } from './fact-types.ts';
import { applyListOp, listFacts } from './list-facts.ts';

// Ad platforms: "Facebook and Instagram, we don't do TikTok", "everything except TikTok",
// "drop Facebook and add TikTok instead". "all"/"everything" means every network the campaign may use.

const ALL =
  /\b(?:all|every|each)\s+(?:(?:of\s+)?(?:the|them|those|five|5)\s+)?(?:platforms?|networks?|channels?)\b|\ball\s+(?:of\s+them|five|5)\b|\beverything\b|\beverywhere\b|\b(?:all|anything|any\s+of\s+them|any\s+platform|whatever)\s+(?:but|except|other\s+than|besides|apart\s+from)\b/i;
// Misspelt names ("gogle", "facebok", "instagarm"): one edit away from a platform's name.
const FUZZY_NAMES: readonly [string, PlatformId][] = [
  ['google', 'google-ads'],
  ['facebook', 'facebook'],
  ['instagram', 'instagram'],
  ['tiktok', 'tiktok'],
  ['linkedin', 'linkedin'],
];

function misspelt(text: string): Mention<PlatformId>[] {
  const found: Mention<PlatformId>[] = [];
  for (const m of text.matchAll(/\b[a-z]{5,10}\b/gi)) {
    const word = m[0].toLowerCase();
    const hit = FUZZY_NAMES.find(([name]) => name !== word && withinOneEdit(word, name));
    if (hit) found.push({ value: hit[1], start: m.index ?? 0, end: (m.index ?? 0) + m[0].length });
  }
  return found;
}
// "ig" in lower case is a platform only beside another platform ("fb, ig and google").
const LOWER_IG = /\big\b/g;

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
    const mentions: Mention<PlatformId>[] = [];
    for (const { pattern, ids } of PLATFORM_ALIASES) {
      for (const m of text.matchAll(pattern)) {
        const start = m.index ?? 0;
        for (const value of ids) mentions.push({ value, start, end: start + m[0].length });
      }
    }
    if (mentions.length > 0) {
      for (const m of text.matchAll(LOWER_IG)) {
        const start = m.index ?? 0;
        if (!mentions.some((x) => x.start === start))
          mentions.push({ value: 'instagram', start, end: start + 2 });
      }
    }
    mentions.push(...misspelt(text).filter((m) => !mentions.some((x) => x.start === m.start)));
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
