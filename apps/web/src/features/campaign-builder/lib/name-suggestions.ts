import { campaignNameSuggestions } from '@northstar/shared/campaign';

/**
 * The suggestion after `current` (the first one when `current` is not a suggestion), for the month the
 * user is in (the browser's time zone).
 */
export function nextSuggestion(current: string, industry: string, now: Date = new Date()): string {
  const options = campaignNameSuggestions(industry, { year: now.getFullYear(), month: now.getMonth() });
  const index = options.indexOf(current.trim());
  return options[(index + 1) % options.length] ?? options[0] ?? '';
}

/** "CMP-" plus the timestamp in upper-case base 36, e.g. CMP-M7Q2X1AB. */
export const campaignCode = (now: number = Date.now()) => `CMP-${now.toString(36).toUpperCase()}`;
