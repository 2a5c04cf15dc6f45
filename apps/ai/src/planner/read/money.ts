import type { CURRENCIES } from '@northstar/shared/campaign';
import { mayHoldAmount, readMoneyFallback } from './money-fallback.ts';
import {
  A_GRAND_OK,
  AGE_BEFORE,
  BARE_DURATION_AFTER,
  BETWEEN,
  BID_AFTER,
  BID_BEFORE,
  BUDGET_AFTER,
  BUDGET_BEFORE,
  CENTS_SUFFIX,
  CHANGE_BEFORE,
  CHANGE_FROM,
  CURRENCY_NAMED,
  CURRENCY_PREFIX,
  CURRENCY_SUFFIX,
  DIGITS,
  DURATION_AFTER,
  GRAND_DENY,
  MASKS,
  MULTI_BUY_BEFORE,
  MULTIPLIER,
  MULTIPLIERS,
  NOT_MONEY_AFTER,
  NOT_MONEY_BEFORE,
  OTHER_AFTER,
  OTHER_BEFORE,
  PERIOD_AFTER,
  PERIOD_BEFORE,
  PLURAL_AFTER,
  PLURAL_OK,
  RANGE_SEP,
  SELF_CORRECTION,
  YEAR_BEFORE,
} from './money-patterns.ts';
import { findNumberWords, parseCount } from './number-words.ts';

export type Currency = (typeof CURRENCIES)[number];
export type MoneyPeriod = 'day' | 'week' | 'month' | 'total';
export interface MoneyReading {
  /** The amount per period (for a range: the midpoint). */
  amount: number;
  /** Both ends when the text gives a range ("15-20k", "between 15 and 20 grand"), else absent. */
  range?: [number, number];
  /** An amount without a mark takes the currency marked elsewhere in the message, else USD. */
  currency: Currency;
  /** A currency sign, code or word was present (not just a number). */
  explicit: boolean;
  /** "a day", "per month", "total"/"overall"/"in total"; null when the text says nothing. */
  period: MoneyPeriod | null;
  /** A duration attached to a rate: "$5k per month for 3 months" -> { count: 3, unit: 'month' }. */
  duration?: { count: number; unit: 'day' | 'week' | 'month' };
  /** What the amount is: a bid target or cap ("tCPA €35", "max CPC $2") is never a budget. */
  role: 'budget' | 'bid' | 'other';
  /** Amounts a self-correction replaced ("20k" in "20k, no wait 25k"), for claiming with this one. */
  replaced?: [number, number][];
  /** Character span in the text (covering the whole phrase incl. period/duration words), for claiming. */
  start: number;
  end: number;
}
export interface MoneyOptions {
  /** The planner just asked for the budget: a bare "20000" counts. */
  bareNumbers?: boolean;
}

/** The draft schema's money limit. */
const MAX_AMOUNT = 1_000_000_000;

interface NumberToken {
  value: number;
  start: number;
  end: number;
  raw: string;
  words: boolean;
  scale: number;
}
interface Amount {
  value: number;
  /** The number before its multiplier: 20 in "20k". */
  base: number;
  factor: number;
  start: number;
  end: number;
  currency: Currency | null;
}
type Found = Omit<MoneyReading, 'currency'> & { currency: Currency | null; budgetWord: boolean };

function currencyOf(mark: string): Currency {
  const m = mark.trim().toLowerCase();
  if (m.includes('€') || m.startsWith('eur')) return 'EUR';
  if (/£|gbp|pound|sterling|quid/.test(m)) return 'GBP';
  if (/^ca?\$|cad|canadian/.test(m)) return 'CAD';
  if (/^au?\$|aud|australian|aussie/.test(m)) return 'AUD';
  return 'USD';
}

function parseDigits(raw: string, beforeMultiplier: boolean): number {
  const s = raw.replace(/[ \u00a0\u202f]/g, '');
  if (/^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(s)) return Number(s.replace(/,/g, ''));
  // "1.500k" is 1.5 thousand; "$1.500" alone is European for 1500.
  if (!beforeMultiplier && /^\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?$/.test(s))
    return Number(s.replace(/\./g, '').replace(',', '.'));
  return Number(s.replace(',', '.'));
}

function numberTokens(text: string): NumberToken[] {
  const masks = MASKS.flatMap((re) => [...text.matchAll(re)].map((m) => [m.index, m.index + m[0].length]));
  const masked = (start: number, end: number) => masks.some(([s = 0, e = 0]) => start < e && end > s);
  const tokens: NumberToken[] = [];
  for (const m of text.matchAll(DIGITS)) {
    const end = m.index + m[0].length;
    if (masked(m.index, end)) continue;
    const value = parseDigits(m[0], MULTIPLIER.test(text.slice(end)));
    tokens.push({ value, start: m.index, end, raw: m[0], words: false, scale: 1 });
  }
  for (const w of findNumberWords(text, { grand: true }))
    tokens.push({ ...w, raw: text.slice(w.start, w.end), words: true });
  return tokens.sort((a, b) => a.start - b.start);
}

/** The amount at a number token: currency marks either side and a multiplier ("$20k", "5k€"). */
function amountAt(text: string, tok: NumberToken, floor: number): Amount | null {
  const pre = CURRENCY_PREFIX.exec(text.slice(floor, tok.start));
  // Digits glued to a word ("Q1", "v2") are not amounts.
  if (!pre && !tok.words && /\p{L}/u.test(text[tok.start - 1] ?? '')) return null;
  let end = tok.end;
  let factor = tok.scale >= 1000 ? tok.scale : 1;
  let base = tok.value / factor;
  const mult = factor === 1 ? MULTIPLIER.exec(text.slice(end)) : null;
  if (mult?.groups?.word) {
    const word = mult.groups.word.toLowerCase();
    base = tok.value + (mult.groups.half ? 0.5 : 0);
    factor = MULTIPLIERS[word] ?? 1;
    end += mult[0].length;
    const thousands = word === 'hundred' ? /^\s?(?:k|thousand|grand)(?![a-z])/i.exec(text.slice(end)) : null;
    if (thousands) {
      factor *= 1000;
      end += thousands[0].length;
    }
  }
  if (/grand$/i.test(text.slice(tok.start, end))) {
    const rest = text.slice(end);
    if (GRAND_DENY.test(rest) || (/^an?\s+grand$/i.test(tok.raw) && !A_GRAND_OK.test(rest))) return null;
  }
  // "80 cents", "$0.80", "50p": hundredths, so "max cpc 80 cents" is 0.80.
  const cents = !pre && factor === 1 ? CENTS_SUFFIX.exec(text.slice(end)) : null;
  if (cents) {
    end += cents[0].length;
    base /= 100;
  }
  const post = cents ? null : CURRENCY_SUFFIX.exec(text.slice(end));
  if (post) end += post[0].length;
  const mark = pre?.[0] ?? post?.[0] ?? (cents ? (cents.groups?.gbp ? '£' : '$') : undefined);
  return {
    value: base * factor,
    base,
    factor,
    start: tok.start - (pre?.[0].length ?? 0),
    end,
    currency: mark ? currencyOf(mark) : null,
  };
}

type AnyPeriod = MoneyPeriod | 'year';
function periodOf(groups: Record<string, string | undefined>): AnyPeriod {
  const word = (groups.unit ?? groups.unit2 ?? groups.short ?? groups.ly ?? groups.total ?? '').toLowerCase();
  if (/^(?:d|pd|day|daily)$/.test(word)) return 'day';
  if (/^(?:w|pw|wk|week|weekly)$/.test(word)) return 'week';
  if (/^(?:m|mo|mth|month|monthly|pcm)$/.test(word)) return 'month';
  if (/^(?:y|yr|year|yearly|annual|annually|per\s+annum)$/.test(word)) return 'year';
  return 'total';
}

function countOf(word: string): number | null {
  const count = parseCount(word);
  return count && count >= 1 && count <= 520 && Number.isInteger(count) ? count : null;
}

const round = (n: number) => Math.round(n * 100) / 100;

/** The reading that starts at tokens[i] (null when that number is not money) and where reading stopped. */
function readAt(
  text: string,
  tokens: NumberToken[],
  i: number,
  floor: number,
  opts: MoneyOptions,
): { reading: Found | null; end: number; marked?: boolean } {
  const tok = tokens[i] as NumberToken;
  const a = amountAt(text, tok, floor);
  if (!a) return { reading: null, end: tok.end };
  const before = text.slice(Math.max(floor, a.start - 60), a.start);
  // A second amount after "-", "to" or "between ... and" makes a range.
  let b: Amount | null = null;
  let changeFrom = false;
  const sep = RANGE_SEP.exec(text.slice(a.end));
  const next = tokens[i + 1];
  if (sep && next && (!/and/i.test(sep[0]) || BETWEEN.test(before))) {
    const gapStart = a.end + sep[0].length;
    const gap = text.slice(gapStart, next.start);
    if (next.start >= gapStart && (gap === '' || CURRENCY_PREFIX.exec(gap)?.[0].length === gap.length)) {
      if (/to/i.test(sep[0]) && CHANGE_FROM.test(before)) changeFrom = true;
      else b = amountAt(text, next, gapStart);
    }
  }
  // "15-20k" shares the multiplier: 15k to 20k; "500-2k" does not.
  if (b && a.factor === 1 && b.factor > 1 && a.value <= b.base) a.value *= b.factor;
  if (b && b.factor === 1 && a.factor > 1 && b.value >= a.base) b.value *= a.factor;
  const lo = Math.min(a.value, b?.value ?? a.value);
  const hi = Math.max(a.value, b?.value ?? a.value);
  const currency = a.currency ?? b?.currency ?? null;
  const amountEnd = (b ?? a).end;
  const afterNum = text.slice(amountEnd);
  // A rejected range is skipped whole: the 40 of "ages 25-40" is no amount either.
  const none = { reading: null, end: amountEnd, marked: currency !== null };
  if (!(lo > 0) || hi > MAX_AMOUNT) return none;
  let start = b && BETWEEN.test(before) ? a.start - (/between\s*$/i.exec(before)?.[0].length ?? 0) : a.start;

  let end = amountEnd;
  let period: AnyPeriod | null = null;
  const periodAfter = PERIOD_AFTER.exec(afterNum);
  if (periodAfter?.groups) {
    period = periodOf(periodAfter.groups);
    end += periodAfter[0].length;
  } else {
    const periodBefore = PERIOD_BEFORE.exec(before);
    if (periodBefore?.groups) {
      period = periodOf(periodBefore.groups);
      start = a.start - before.length + periodBefore.index; // "daily budget of 300" is claimed whole
    }
  }
  let duration: MoneyReading['duration'];
  const rate = period === 'day' || period === 'week' || period === 'month';
  const dur =
    DURATION_AFTER.exec(text.slice(end)) ?? (rate ? BARE_DURATION_AFTER.exec(text.slice(end)) : null);
  const count = dur?.groups?.count ? countOf(dur.groups.count) : null;
  if (dur && count) {
    if (period === 'day' || period === 'week' || period === 'month') {
      const unit = (dur.groups?.unit ?? '').toLowerCase();
      duration = { count, unit: unit.startsWith('m') ? 'month' : unit.startsWith('w') ? 'week' : 'day' };
      end += dur[0].length;
    } else if (period === null) period = 'total'; // "30k for 3 months": the dates reader keeps "3 months"
  }

  const bid = BID_BEFORE.test(before) || BID_AFTER.test(afterNum);
  const multiBuy = hi < 1000 && MULTI_BUY_BEFORE.test(text.slice(Math.max(0, a.start - 40), a.start));
  const other = !bid && (changeFrom || multiBuy || OTHER_BEFORE.test(before) || OTHER_AFTER.test(afterNum));
  const budgetWord =
    BUDGET_BEFORE.test(before) || BUDGET_AFTER.test(afterNum) || BUDGET_AFTER.test(text.slice(end));
  if (currency === null) {
    // Without a currency the number must look like money and nothing else.
    if (/^\p{L}/u.test(afterNum) || NOT_MONEY_AFTER.test(afterNum) || NOT_MONEY_BEFORE.test(before))
      return none;
    const plural = PLURAL_AFTER.exec(afterNum)?.[1]?.toLowerCase();
    if (plural && !PLURAL_OK.has(plural)) return none;
    const moneyish = Math.max(a.factor, b?.factor ?? 1) >= 1000;
    // "18+" is an age; "20k+" is still money.
    if (!moneyish && /^\s*\+/.test(afterNum)) return none;
    if (!bid && AGE_BEFORE.test(before) && hi <= 100) return none;
    const year = !b && a.factor === 1 && /^\d{4}$/.test(tok.raw);
    if (year && ((hi >= 2020 && hi <= 2039) || (hi >= 1900 && hi < 2100 && YEAR_BEFORE.test(before))))
      return none;
    // "25-40" without a multiplier is an age range whatever the context.
    if (b && !moneyish && hi <= 100) return none;
    const bare = opts.bareNumbers && !(tok.words && hi < 100);
    const change = CHANGE_BEFORE.test(before) && hi >= 100;
    if (!(moneyish || bid || budgetWord || bare || change)) return none;
  }
  const reading: Found = {
    amount: round((lo + hi) / 2),
    ...(b ? { range: [round(lo), round(hi)] as [number, number] } : {}),
    currency,
    explicit: currency !== null,
    period: period === 'year' ? null : period,
    ...(duration ? { duration } : {}),
    role: bid ? 'bid' : other ? 'other' : 'budget',
    start,
    end,
    budgetWord,
  };
  return { reading, end };
}

function scan(text: string, opts: MoneyOptions): Found[] {
  const tokens = numberTokens(text);
  const found: Found[] = [];
  let floor = 0;
  let refusedMarked = false;
  for (let i = 0; i < tokens.length; i++) {
    const tok = tokens[i] as NumberToken;
    if (tok.start < floor) continue;
    const { reading, end, marked } = readAt(text, tokens, i, floor, opts);
    if (reading) found.push(reading);
    refusedMarked ||= !reading && marked === true;
    floor = Math.max(floor, end);
  }
  // The fallback is for amounts the regexes miss, not for those they read and refused ("$2 billion").
  if (!found.length && !refusedMarked && mayHoldAmount(text))
    return readMoneyFallback(text).map((r) => ({ ...r, budgetWord: false }));
  // An amount without a mark is in the currency the message names elsewhere ("budget €20k, tCPA 35").
  const mark = CURRENCY_NAMED.exec(text)?.groups?.mark;
  const named = found.find((f) => f.currency)?.currency ?? (mark ? currencyOf(mark) : null);
  return found.map((f) => ({ ...f, currency: f.currency ?? named }));
}

const toReading = ({ budgetWord: _, currency, ...r }: Found): MoneyReading => ({
  ...r,
  currency: currency ?? 'USD',
});

/**
 * Every money amount in the text, left to right. Without `bareNumbers` a number needs a currency, a
 * multiplier ("25k", "20 grand", "twenty thousand"), a budget or bid word, or a change ("make it 3000").
 */
export function readMoney(text: string, opts: MoneyOptions = {}): MoneyReading[] {
  return scan(text, opts).map(toReading);
}

/** The budget: the reading with role 'budget' next to a budget word, else the first explicit budget-role one, else the first budget-role one; null if none. */
export function readBudget(text: string, opts: MoneyOptions = {}): MoneyReading | null {
  const all = scan(text, opts).filter((r) => r.role === 'budget');
  // "Not 20k but 30k": an amount said only to refuse it is not the budget while another is named.
  const refused = (r: (typeof all)[number]) =>
    /\b(?:not|instead\s+of|rather\s+than)\s+$/i.test(text.slice(Math.max(0, r.start - 12), r.start));
  const budgets = all.some((r) => !refused(r)) ? all.filter((r) => !refused(r)) : all;
  // "20k, no wait 25k": an amount after a self-correction replaces the one before it.
  const corrected = budgets.findLast((r, i) => {
    const prev = budgets[i - 1];
    return prev !== undefined && SELF_CORRECTION.test(text.slice(prev.end, r.start));
  });
  const chosen =
    corrected ?? budgets.find((r) => r.budgetWord) ?? budgets.find((r) => r.explicit) ?? budgets[0];
  return chosen
    ? { ...toReading(chosen), ...(corrected ? { replaced: spansBefore(budgets, corrected) } : {}) }
    : null;
}

const spansBefore = (budgets: readonly Found[], r: Found): [number, number][] =>
  budgets.filter((b) => b.end <= r.start).map((b) => [b.start, b.end]);
