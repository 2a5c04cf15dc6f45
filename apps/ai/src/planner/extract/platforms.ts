import type { PlatformId } from '@northstar/shared/campaign';
import { PLATFORMS } from '../lexicon/platforms.ts';
import { findEntities } from '../lexicon/vocabulary.ts';
import { type Mention, splitByPolarity } from './polarity.ts';

// Networks named in text, from the platforms vocabulary (lexicon/platforms.ts): names, abbreviations and
// misspellings, each with the ids it stands for ("Meta" is Facebook and Instagram).

export interface PlatformName {
  ids: readonly PlatformId[];
  start: number;
  end: number;
}

/** Every network named in text, in order, without overlaps. */
export const platformNames = (text: string): PlatformName[] =>
  findEntities(PLATFORMS, text).map((m) => ({ ids: m.values, start: m.start, end: m.end }));

/** One mention per platform id (a name that stands for two gives two mentions of the same words). */
export const platformMentions = (text: string): Mention<PlatformId>[] =>
  platformNames(text).flatMap(({ ids, start, end }) => ids.map((value) => ({ value, start, end })));

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
  return { ...splitByPolarity(text, platformMentions(text)), all: ALL.test(text) };
}
