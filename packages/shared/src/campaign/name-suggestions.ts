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

/** A calendar month: `month` 0 (January) to 11. Callers pick the zone (the browser's, or UTC). */
export interface CalendarMonth {
  year: number;
  month: number;
}

/**
 * The three campaign-name patterns (docs/product.md#builder-validation), in order: subject (the industry)
 * with month and year, quarter and year, month and year. The first is left out while there is no subject. The
 * builder's Suggest button and the AI planner both name campaigns with these.
 */
export function campaignNameSuggestions(subject: string, { year, month }: CalendarMonth): string[] {
  const monthName = MONTHS[month] ?? MONTHS[0];
  const quarter = Math.floor(month / 3) + 1;
  const trimmed = subject.trim();
  return [
    ...(trimmed ? [`${trimmed} Campaign - ${monthName} ${year}`] : []),
    `Q${quarter} ${year} Campaign`,
    `${monthName} ${year} Campaign`,
  ];
}
