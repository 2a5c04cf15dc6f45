import type { PlatformId } from '@northstar/shared/campaign/platforms';
import { type Mention, splitByPolarity } from './polarity.ts';

// Names people use for each network. "Meta" buys Facebook and Instagram together, so it means both.
export const PLATFORM_ALIASES: readonly { pattern: RegExp; ids: PlatformId[] }[] = [
  {
    pattern:
      /\bgoogle(?:\s+(?:ads|search))?\b|\badwords\b|\bsearch(?:\s+(?:ads|network))?\b|\bppc\b|\bsem\b/gi,
    ids: ['google-ads'],
  },
  { pattern: /\bfacebook\b|\bfb\b|\bface\s?book\b/gi, ids: ['facebook'] },
  { pattern: /\bmeta\b/gi, ids: ['facebook', 'instagram'] },
  { pattern: /\binstagram\b|\binsta(?:gram)?\b|\binstagramm\b|\breels\b/gi, ids: ['instagram'] },
  // "IG" only in capitals: lower-case "ig" is too short to trust.
  { pattern: /\bIG\b/g, ids: ['instagram'] },
  { pattern: /\btik\s?-?tok\b|\btt\s+ads\b/gi, ids: ['tiktok'] },
  { pattern: /\blinked\s?in\b/gi, ids: ['linkedin'] },
  { pattern: /\bmantis\b/gi, ids: ['mantis'] },
  { pattern: /\btraffic\s?roots\b/gi, ids: ['traffic-roots'] },
  { pattern: /\bexo\s?click\b/gi, ids: ['exoclick'] },
  { pattern: /\btraffic\s?junky\b/gi, ids: ['trafficjunky'] },
  { pattern: /\bcoinzilla\b/gi, ids: ['coinzilla'] },
  { pattern: /\bbit\s?media\b/gi, ids: ['bitmedia'] },
];

const ALL =
  /\b(?:all|every|each)\s+(?:(?:of\s+)?(?:the|them|those)\s+)?(?:platforms?|networks?|channels?)\b|\ball of them\b/i;

export interface PlatformFacts {
  include: PlatformId[];
  exclude: PlatformId[];
  /** "all platforms": every network the campaign may use. */
  all: boolean;
}

/** Platforms named in text, split into included and excluded ("no TikTok", "drop LinkedIn"). */
export function extractPlatforms(text: string): PlatformFacts {
  const mentions: Mention<PlatformId>[] = [];
  for (const { pattern, ids } of PLATFORM_ALIASES) {
    for (const m of text.matchAll(pattern)) {
      const start = m.index ?? 0;
      for (const value of ids) mentions.push({ value, start, end: start + m[0].length });
    }
  }
  return { ...splitByPolarity(text, mentions), all: ALL.test(text) };
}
