const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * The three name patterns of the spec, in order: industry with month and year, quarter and year, month
 * and year. The industry pattern is left out while no industry is given.
 */
export function nameSuggestions(industry: string, now: Date = new Date()): string[] {
  const month = MONTHS[now.getMonth()] ?? '';
  const year = now.getFullYear();
  const quarter = Math.floor(now.getMonth() / 3) + 1;
  const trimmed = industry.trim();
  return [
    ...(trimmed ? [`${trimmed} Campaign - ${month} ${year}`] : []),
    `Q${quarter} ${year} Campaign`,
    `${month} ${year} Campaign`,
  ];
}

/** The suggestion after `current` (the first one when `current` is not a suggestion). */
export function nextSuggestion(current: string, industry: string, now: Date = new Date()): string {
  const options = nameSuggestions(industry, now);
  const index = options.indexOf(current.trim());
  return options[(index + 1) % options.length] ?? options[0] ?? '';
}

/** "CMP-" plus the timestamp in upper-case base 36, e.g. CMP-M7Q2X1AB. */
export const campaignCode = (now: number = Date.now()) => `CMP-${now.toString(36).toUpperCase()}`;
