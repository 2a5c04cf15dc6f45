import { SMALL } from '../read/number-words.ts';
import type { ValueSpan } from './spans.ts';

// Numbers with what they measure: money, ranges, percentages, ratios and splits, durations and counts.
// Every pattern is linear: no quantifier nests over the characters of another.

const NUM = String.raw`\d+(?:,\d{3})*(?:\.\d+)?`;
const MULT = String.raw`(?:k|mm?|bn|thousand|million|grand)\b`;
const SYMBOL = String.raw`(?:US\$|CA?\$|AU?\$|\$|€|£)`;
const CODE = String.raw`(?:usd|eur|gbp|cad|aud|dollars?|euros?|pounds?|bucks|quid)\b`;

const SYMBOL_CURRENCY: Record<string, string> = {
  $: 'USD',
  US$: 'USD',
  C$: 'CAD',
  CA$: 'CAD',
  A$: 'AUD',
  AU$: 'AUD',
  '€': 'EUR',
  '£': 'GBP',
};
const CODE_CURRENCY: Record<string, string> = {
  usd: 'USD',
  dollar: 'USD',
  dollars: 'USD',
  bucks: 'USD',
  eur: 'EUR',
  euro: 'EUR',
  euros: 'EUR',
  gbp: 'GBP',
  pound: 'GBP',
  pounds: 'GBP',
  quid: 'GBP',
  cad: 'CAD',
  aud: 'AUD',
};
const FACTOR: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  grand: 1e3,
  m: 1e6,
  mm: 1e6,
  million: 1e6,
  bn: 1e9,
};

const amountOf = (num: string, mult?: string) =>
  Number(num.replace(/,/g, '')) * (mult ? (FACTOR[mult.trim().toLowerCase()] ?? 1) : 1);
const currencyOf = (symbol?: string, code?: string): string | null =>
  (symbol ? SYMBOL_CURRENCY[symbol.toUpperCase()] : undefined) ??
  (code ? CODE_CURRENCY[code.toLowerCase()] : undefined) ??
  null;

const MONEY_BEFORE = new RegExp(String.raw`(${SYMBOL})\s?(${NUM})(\s?${MULT})?`, 'gi');
const MONEY_AFTER = new RegExp(String.raw`\b(${NUM})(\s?${MULT})?\s?(${CODE})`, 'gi');
// "2 grand" is money whatever the currency.
const GRAND = new RegExp(String.raw`\b(${NUM})\s?(grand)\b`, 'gi');
const RANGE = new RegExp(
  String.raw`(${SYMBOL})?(${NUM})(\s?${MULT})?\s?(?:-|–|—|\bto\b)\s?(${SYMBOL})?(${NUM})(\s?${MULT})?(\s?(?:%|percent\b|per\s?cent\b))?(\s?${CODE})?`,
  'gi',
);
const PERCENT = new RegExp(String.raw`\b(${NUM})\s?(?:%|percent\b|per\s?cent\b|pct\b)`, 'gi');
// "60/40", "50:30:20": parts that add up to a hundred.
const SPLIT = /\b(\d{1,3})\s?([/:])\s?(\d{1,3})(?:\s?[/:]\s?(\d{1,3}))?\b/g;
// "3/4 to google": a fraction given to something is a share, not a date.
const FRACTION = /\b([1-9])\/([1-9])(?=\s+(?:to|for|on|of|into|goes|in)\b)/g;
const EVEN = /\b(?:50[-/ ]50|fifty[- ]fifty|half\s+and\s+half|evenly|even\s+split)\b/gi;
const DURATION =
  /\b(\d{1,3}|an?|one|two|three|four|five|six|seven|eight|nine|ten|twelve)[\s-](day|week|month)s?\b(?!\s+(?:ago|before|after|from|out)\b)/gi;
// "a week", "an hour": one.
const WORD_NUMBERS: Readonly<Record<string, number>> = { a: 1, an: 1, ...SMALL };
const DAYS: Record<string, number> = { day: 1, week: 7, month: 30 };
// A number and what it counts: "500 signups", "a chain of 4 yoga studios".
const COUNT = new RegExp(String.raw`\b(${NUM})(\s?${MULT})?\s+([a-z][a-z-]*)(?:\s+([a-z][a-z-]*))?`, 'gi');
// Words after a number that are not what it counts ("30k get me", "500 per day").
const NOT_A_NOUN = new Set([
  ...['a', 'an', 'the', 'to', 'by', 'in', 'on', 'at', 'of', 'for', 'per', 'and', 'or', 'each', 'every'],
  ...['is', 'are', 'was', 'be', 'this', 'that', 'from', 'with', 'over', 'under', 'than', 'more', 'less'],
  ...['get', 'gets', 'buy', 'buys', 'make', 'do', 'go', 'give', 'me', 'us', 'you', 'it', 'we', 'would'],
  ...['will', 'could', 'should', 'can', 'total', 'max', 'min', 'tops', 'ish'],
]);

const at = (m: RegExpMatchArray) => ({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length, text: m[0] });

function money(text: string): ValueSpan[] {
  const out: ValueSpan[] = [];
  for (const m of text.matchAll(MONEY_BEFORE))
    out.push({ kind: 'money', ...at(m), amount: amountOf(m[2] ?? '', m[3]), currency: currencyOf(m[1]) });
  for (const m of text.matchAll(MONEY_AFTER))
    out.push({ kind: 'money', ...at(m), amount: amountOf(m[1] ?? '', m[2]), currency: currencyOf('', m[3]) });
  for (const m of text.matchAll(GRAND))
    out.push({ kind: 'money', ...at(m), amount: amountOf(m[1] ?? '', m[2]), currency: null });
  return out;
}

function ranges(text: string): ValueSpan[] {
  const out: ValueSpan[] = [];
  for (const m of text.matchAll(RANGE)) {
    const [, s1, n1 = '', m1, s2, n2 = '', m2, percent, code] = m;
    // "20-30k": a multiplier said once counts for both ends.
    const low = amountOf(n1, m1 ?? m2);
    const high = amountOf(n2, m2);
    if (!(high > low)) continue;
    const currency = currencyOf(s1 ?? s2, code?.trim());
    const unit = percent ? 'percent' : currency ? 'money' : null;
    out.push({ kind: 'range', ...at(m), low, high, unit, currency });
  }
  return out;
}

function ratios(text: string): ValueSpan[] {
  const out: ValueSpan[] = [];
  for (const m of text.matchAll(SPLIT)) {
    const parts = [m[1], m[3], m[4]].filter((p): p is string => p !== undefined).map(Number);
    if (parts.reduce((a, b) => a + b, 0) === 100) out.push({ kind: 'ratio', ...at(m), parts });
  }
  for (const m of text.matchAll(FRACTION)) {
    const share = Math.round((Number(m[1]) / Number(m[2])) * 100);
    if (share < 100) out.push({ kind: 'ratio', ...at(m), parts: [share, 100 - share] });
  }
  for (const m of text.matchAll(EVEN)) out.push({ kind: 'ratio', ...at(m), parts: [50, 50] });
  return out;
}

function durations(text: string): ValueSpan[] {
  const out: ValueSpan[] = [];
  for (const m of text.matchAll(DURATION)) {
    const n = WORD_NUMBERS[(m[1] ?? '').toLowerCase()] ?? Number(m[1]);
    out.push({ kind: 'duration', ...at(m), days: n * (DAYS[(m[2] ?? '').toLowerCase()] ?? 1) });
  }
  return out;
}

function counts(text: string): ValueSpan[] {
  const out: ValueSpan[] = [];
  for (const m of text.matchAll(COUNT)) {
    const first = (m[3] ?? '').toLowerCase();
    // "50:30:20 across…", "1.5 x": a number that ends another one counts nothing.
    if (NOT_A_NOUN.has(first) || /[/:.-]\s?$/.test(text.slice(0, m.index))) continue;
    const second = m[4]?.toLowerCase();
    const both = second !== undefined && !NOT_A_NOUN.has(second);
    const noun = both ? `${first} ${second}` : first;
    const start = m.index ?? 0;
    const end = both ? start + m[0].length : start + m[0].lastIndexOf(m[3] ?? '') + first.length;
    out.push({
      kind: 'count',
      start,
      end,
      text: text.slice(start, end),
      value: amountOf(m[1] ?? '', m[2]),
      noun,
    });
  }
  return out;
}

const percents = (text: string): ValueSpan[] =>
  [...text.matchAll(PERCENT)].map((m) => ({
    kind: 'percent',
    ...at(m),
    value: Number((m[1] ?? '').replace(/,/g, '')),
  }));

/** Every number span candidate; overlaps are settled by the one rule in spans.ts. */
export const numberSpans = (text: string): ValueSpan[] => [
  ...money(text),
  ...ranges(text),
  ...percents(text),
  ...ratios(text),
  ...durations(text),
  ...counts(text),
];
