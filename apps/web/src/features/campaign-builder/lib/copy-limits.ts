import { type PlatformId, platformName } from '@northstar/shared/campaign';
import { type CopyLimit, strictestLimit } from '@northstar/shared/compliance';

/** The strictest copy limit among the selected platforms, and the platforms that set it. */
export interface LineLimit {
  max: number;
  /** A hard limit is refused by the platform (a launch blocker); a soft one is cut in the feed. */
  hard: boolean;
  platforms: string[];
}

/** The selected platforms' strictest limit for one kind of copy; null when none of them has one. */
export function strictestLineLimit(
  table: Readonly<Partial<Record<PlatformId, CopyLimit>>>,
  platforms: readonly PlatformId[],
): LineLimit | null {
  const max = strictestLimit(table, platforms);
  if (!Number.isFinite(max)) return null;
  const setters = platforms.filter((p) => table[p]?.max === max);
  return { max, hard: setters.some((p) => table[p]?.hard), platforms: setters.map(platformName) };
}

const list = (names: readonly string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');

/** "Google Ads (Search) allows 30 characters", "Facebook and Instagram show 40 characters". */
export function limitSentence(limit: LineLimit): string {
  const plural = limit.platforms.length > 1;
  const verb = limit.hard ? (plural ? 'allow' : 'allows') : plural ? 'show' : 'shows';
  return `${list(limit.platforms)} ${verb} ${limit.max} characters`;
}

/** Characters the platforms count: the review checks the trimmed line. */
export const countedLength = (text: string): number => text.trim().length;
