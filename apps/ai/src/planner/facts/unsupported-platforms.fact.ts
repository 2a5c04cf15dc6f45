import { platformsForCampaign } from '@northstar/shared/campaign';
import { joinList, platformList } from '../format.ts';
import { defineFact } from './fact-types.ts';

// Networks the product cannot buy on: named back plainly instead of being dropped without a word.

const UNSUPPORTED: readonly { pattern: RegExp; name: string }[] = [
  { pattern: /\byou\s?tube\b|\byt\s+ads\b/gi, name: 'YouTube' },
  { pattern: /\btwitter\b|\bX\s+(?:ads|\(twitter\))/g, name: 'Twitter/X' },
  { pattern: /\bsnap(?:chat)?\b/gi, name: 'Snapchat' },
  { pattern: /\bpinterest\b/gi, name: 'Pinterest' },
  { pattern: /\breddit\b/gi, name: 'Reddit' },
  { pattern: /\b(?:bing|microsoft\s+ads)\b/gi, name: 'Microsoft Ads (Bing)' },
  { pattern: /\bamazon\s+ads\b|\bamazon\b/gi, name: 'Amazon Ads' },
  { pattern: /\bspotify\b/gi, name: 'Spotify' },
  { pattern: /\btaboola\b|\boutbrain\b/gi, name: 'native networks (Taboola, Outbrain)' },
  { pattern: /\bthreads\b/gi, name: 'Threads' },
  { pattern: /\bwhats\s?app\b/gi, name: 'WhatsApp' },
];

export const unsupportedPlatformsFact = defineFact<string[]>({
  key: 'unsupportedPlatforms',
  step: 3,
  scope: 'anywhere',
  prompt: 'Which platforms should it run on?',
  examples: ['YouTube and Google search', 'twitter and facebook'],
  read(message) {
    const names: string[] = [];
    for (const { pattern, name } of UNSUPPORTED) {
      for (const m of message.text.matchAll(pattern)) {
        message.claim(m.index ?? 0, (m.index ?? 0) + m[0].length);
        if (!names.includes(name)) names.push(name);
      }
    }
    return names.length ? [{ key: 'unsupportedPlatforms', op: 'add', value: names }] : [];
  },
  apply(fact, { draft }) {
    const offered = platformsForCampaign(draft.campaignType, draft.regulatedCategory).map((p) => p.id);
    const many = fact.value.length > 1;
    return {
      warnings: [
        `${joinList(fact.value)} ${many ? 'are' : 'is'} not ${many ? 'platforms' : 'a platform'} I can set up here; this campaign can run on ${platformList(offered, 'or')}.`,
      ],
    };
  },
});
