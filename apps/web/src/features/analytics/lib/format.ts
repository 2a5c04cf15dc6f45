const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const integer = new Intl.NumberFormat('en-US');

/** The platform markup is display text: the sandbox bills nothing (docs/product.md#sandbox-delivery). */
export const PLATFORM_MARKUP = 0.15;

/** What a rate shows when it has no denominator: a dash, never a made-up 0. */
export const NO_VALUE = '—';

export { formatCents, formatDollars } from '../../../lib/money.ts';
export const formatCompact = (value: number) => compact.format(value);
export const formatInteger = (value: number) => integer.format(value);
export const formatPercent = (value: number, digits = 2) => `${(value * 100).toFixed(digits)}%`;
export const formatRoas = (value: number) => `${value.toFixed(2)}x`;
/** "1 click", "1.2K clicks": the noun agrees with the count. */
export const countOf = (value: number, one: string, many: string) =>
  `${formatCompact(value)} ${value === 1 ? one : many}`;

// One formatter for every tick and label: toLocaleDateString builds a new one per call, which adds up.
const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

export function formatShortDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return shortDate.format(new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1));
}
