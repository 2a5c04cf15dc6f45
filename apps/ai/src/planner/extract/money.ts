import { CURRENCIES } from '@northstar/shared/campaign/draft';

export type Currency = (typeof CURRENCIES)[number];

export interface MoneyMention {
  amount: number;
  currency: Currency;
  /** "$500 a day", "daily budget of $500". */
  daily: boolean;
  /** A currency sign, code or word was present (not just a number). */
  explicit: boolean;
  start: number;
  end: number;
}

const MAX_AMOUNT = 1_000_000_000;

const MONEY =
  /(?<pre>US\$|CA?\$|AU?\$|\$|€|£|\b(?:USD|EUR|GBP|CAD|AUD)\s?)?(?<num>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)(?:\s?(?<mult>thousand|million|billion|bn|mm|k|m)\b)?(?:\s?(?<post>dollars?|bucks|euros?|pounds?|quid|usd|eur|gbp|cad|aud)\b)?/gi;

const MULTIPLIERS: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mm: 1e6,
  million: 1e6,
  bn: 1e9,
  billion: 1e9,
};

function currencyOf(pre: string | undefined, post: string | undefined): Currency | null {
  const mark = (pre ?? post ?? '').trim().toLowerCase();
  if (!mark) return null;
  if (mark === '€' || mark.startsWith('eur')) return 'EUR';
  if (mark === '£' || mark.startsWith('pound') || mark === 'gbp' || mark === 'quid') return 'GBP';
  if (mark === 'c$' || mark === 'ca$' || mark === 'cad') return 'CAD';
  if (mark === 'a$' || mark === 'au$' || mark === 'aud') return 'AUD';
  return 'USD';
}

const BUDGET_WORD = /\b(?:budget|spend|spending|invest|investing)\b[^\d$€£]{0,20}$/i;
const DAILY_AFTER = /^\s*(?:\/\s*|per\s+|a\s+|each\s+)?(?:day|daily)\b/i;
const DAILY_BEFORE = /\bdaily\b[^\d$€£]{0,20}$/i;
// Numbers that are something else: percentages, durations, counts, ages, dates.
const NOT_MONEY_AFTER =
  /^\s*(?:%|percent|days?|weeks?|months?|years?|yrs?|headlines?|people|users|clicks|impressions|installs|leads|countries|platforms|st|nd|rd|th|\+|-\s*\d|\/\s*\d|:\d)/i;
const NOT_MONEY_BEFORE =
  /(?:\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s*|\b(?:ages?|aged|over|under|top)\s*|\d\s*[-–/:.]\s*)$/i;

/**
 * Money amounts in text. A bare number counts only when `bareNumbers` is set (the planner just asked
 * for a budget) or a budget word precedes it; "25k" alone counts the same way.
 */
export function extractMoney(text: string, opts: { bareNumbers?: boolean } = {}): MoneyMention[] {
  const found: MoneyMention[] = [];
  for (const m of text.matchAll(MONEY)) {
    const { pre, num, mult, post } = m.groups ?? {};
    if (!num) continue;
    const start = m.index ?? 0;
    const end = start + m[0].length;
    const before = text.slice(Math.max(0, start - 30), start);
    const after = text.slice(end, end + 20);
    const currency = currencyOf(pre, post);
    // Digits glued to a word ("v2", "Q3") are not amounts.
    if (!pre && /[\p{L}\d.]$/u.test(before)) continue;
    const budgetContext = BUDGET_WORD.test(before);
    if (!currency) {
      if (!(opts.bareNumbers || budgetContext)) continue;
      if (NOT_MONEY_AFTER.test(after) || NOT_MONEY_BEFORE.test(before)) continue;
      // A letter glued to the number ("3x", "v2") is not an amount.
      if (/^[a-z]/i.test(after) && !mult) continue;
    }
    const amount = Number(num.replace(/,/g, '')) * (mult ? (MULTIPLIERS[mult.toLowerCase()] ?? 1) : 1);
    if (!Number.isFinite(amount) || amount <= 0 || amount > MAX_AMOUNT) continue;
    found.push({
      amount: Math.round(amount * 100) / 100,
      currency: currency ?? 'USD',
      daily: DAILY_AFTER.test(after) || DAILY_BEFORE.test(before),
      explicit: currency !== null,
      start,
      end,
    });
  }
  return found;
}

/** The budget in a message: the amount next to a budget word, else the first explicit one, else the first. */
export function extractBudget(
  text: string,
  opts: { bareNumbers?: boolean } = {},
): Omit<MoneyMention, 'start' | 'end' | 'explicit'> | null {
  const all = extractMoney(text, opts);
  const chosen =
    all.find((m) => BUDGET_WORD.test(text.slice(Math.max(0, m.start - 30), m.start))) ??
    all.find((m) => m.explicit) ??
    all[0];
  if (!chosen) return null;
  return { amount: chosen.amount, currency: chosen.currency, daily: chosen.daily };
}

export const isCurrency = (value: string): value is Currency =>
  (CURRENCIES as readonly string[]).includes(value);
