import type { PlatformId } from '@northstar/shared/campaign/platforms';
import { extractPlatforms } from './platforms.ts';

const PERCENT = /(\d{1,3}(?:\.\d+)?)\s*%/g;
const SPLIT = /\b(\d{1,3})\s*\/\s*(\d{1,3})(?:\s*\/\s*(\d{1,3}))?\b/;

/**
 * A budget split: "60% Google, 40% Facebook", "Google 70% and TikTok 30%", or "60/40" over the selected
 * platforms in their order. Returns null when the text holds no split.
 */
export function extractAllocation(
  text: string,
  selected: readonly PlatformId[],
): Partial<Record<PlatformId, number>> | null {
  const out: Partial<Record<PlatformId, number>> = {};
  for (const clause of text.split(/[,;\n]|\band\b|\+/i)) {
    const platforms = extractPlatforms(clause).include;
    const percents = [...clause.matchAll(PERCENT)].map((m) => Number(m[1]));
    const [platform] = platforms;
    const [percent] = percents;
    if (platforms.length === 1 && percents.length === 1 && platform && percent !== undefined)
      out[platform] = percent;
  }
  if (Object.keys(out).length > 0) return out;
  const split = text.match(SPLIT);
  if (!split) return null;
  const parts = split
    .slice(1)
    .filter((v): v is string => v !== undefined)
    .map(Number);
  if (parts.length !== selected.length) return null;
  return Object.fromEntries(selected.map((p, i) => [p, parts[i] ?? 0]));
}
