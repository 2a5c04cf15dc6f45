import { OBJECTIVES, platformName } from '@northstar/shared/campaign';

// Number formatters are costly to build, so each is made once and reused.
const currencyFormats = new Map<string, Intl.NumberFormat>();
const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const longDate = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

function currencyFormat(currency: string, cents: boolean): Intl.NumberFormat {
  const key = `${currency}:${cents}`;
  let format = currencyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: cents ? 2 : 0,
      maximumFractionDigits: cents ? 2 : 0,
    });
    currencyFormats.set(key, format);
  }
  return format;
}

/** "$25,000", "€1,250.50", "$0.85". */
export const formatMoney = (amount: number, currency = 'USD'): string =>
  currencyFormat(currency, !Number.isInteger(amount) && Math.abs(amount) < 1000).format(amount);

export const formatInteger = (n: number): string => integer.format(Math.round(n));
export const formatDecimal = (n: number): string => decimal.format(n);
/** "1.2M", "48.5K". */
export const formatCompact = (n: number): string => compact.format(n);
export const formatCompactRange = ([min, max]: readonly [number, number]): string =>
  `${formatCompact(min)}–${formatCompact(max)}`;

/** "Mon, Mar 17, 2025" for a YYYY-MM-DD date. */
export function formatDate(iso: string): string {
  const time = Date.parse(`${iso}T00:00:00Z`);
  return Number.isNaN(time) ? iso : longDate.format(time);
}

/** "a", "a and b", "a, b and c". */
export function joinList(items: readonly string[], conjunction = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`;
}

export const platformList = (ids: readonly string[], conjunction = 'and'): string =>
  joinList(ids.map(platformName), conjunction);

export const objectiveLabel = (id: string): string =>
  OBJECTIVES.find((o) => o.id === id)?.label ?? (id || 'not set');

export const OBJECTIVE_CHOICES = joinList(
  OBJECTIVES.map((o) => o.label.toLowerCase()),
  'or',
);

/** YYYY-MM-DD plus a number of days (UTC calendar arithmetic). */
export function addDays(iso: string, days: number): string {
  const time = Date.parse(`${iso}T00:00:00Z`);
  return new Date(time + days * 86_400_000).toISOString().slice(0, 10);
}

/** "budget $30,000" -> "Budget $30,000". */
export const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** "a sales campaign", "an awareness campaign". */
export const withArticle = (word: string): string => `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;

/** Validation messages as one clause: "Select at least one country; Start date is required". */
export function missingText(missing: readonly string[]): string {
  if (missing.length > 2) return `${missing.length} issues remain`;
  return missing.map((m) => m.replace(/\.$/, '')).join('; ');
}
