// Number formats of the live panel: compact counts ("1.2M"), dollars, ranges.

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export const formatCompact = (n: number) => compact.format(n);
export const formatCount = (n: number) => whole.format(n);
export { formatCents, formatDollars } from '../../../lib/money.ts';
export const formatPercent = (n: number, digits = 0) => `${n.toFixed(digits)}%`;
export const formatSignedPercent = (n: number) =>
  `${n > 0 ? '+' : n < 0 ? '-' : ''}${Math.abs(n).toFixed(2)}%`;

/** "12K - 18K"; the en dash reads as "to" in screen readers. */
export const formatRange = (
  [min, max]: readonly [number, number],
  format: (n: number) => string = formatCompact,
) => `${format(min)} – ${format(max)}`;

export const formatRoas = (n: number) => `${n.toFixed(2)}x`;

export const formatTime = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleTimeString('en-US', { hour: '2-digit', minute: '2-digit', second: '2-digit' });
};

/** "Mon, Dec 7, 2026" for a calendar day ("2026-12-07"), read as that day wherever the browser is. */
export const formatDay = (day: string) => {
  const date = new Date(`${day}T00:00:00`);
  return Number.isNaN(date.getTime())
    ? day
    : date.toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });
};
