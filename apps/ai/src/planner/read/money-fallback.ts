import { createRequire } from 'node:module';
import type { Currency, MoneyReading } from './money.ts';
import { findNumberWords, NUMBER_WORD } from './number-words.ts';

// The slow path of the money reader: Microsoft Recognizers-Text's currency model. money.ts calls it
// only when its regexes found nothing and mayHoldAmount() says a currency word sits near a number.
// Measured (Node 20, tsx, median of readMoney per call): fast path ~11 µs; fallback ~1.1 ms warm;
// the first fallback call 300-400 ms (loading the module and building the model).

type RecognizersModule = typeof import('@microsoft/recognizers-text-number-with-unit');
type CurrencyModel = ReturnType<
  InstanceType<RecognizersModule['NumberWithUnitRecognizer']>['getCurrencyModel']
>;

let model: CurrencyModel | undefined;
function currencyModel(): CurrencyModel {
  if (!model) {
    // Loaded on first use so that starting the service does not pay for it.
    const rt = createRequire(import.meta.url)(
      '@microsoft/recognizers-text-number-with-unit',
    ) as RecognizersModule;
    model = new rt.NumberWithUnitRecognizer(rt.Culture.English).getCurrencyModel();
  }
  return model;
}

/** Loads and builds the model ahead of the first message that needs it (for a warm-up at start). */
export function warmMoneyFallback(): void {
  currencyModel().parse('$1');
}

const CURRENCY_WORD =
  /[$€£]|\b(?:dollars?|bucks|euros?|pounds?|quid|sterling|usd|eur|gbp|cad|aud|cents?)\b/gi;
const NUMBER_HINT = new RegExp(String.raw`\d|${NUMBER_WORD.source}`, 'i');

/** A currency word with digits or a number word within 40 characters of it. */
export function mayHoldAmount(text: string): boolean {
  for (const m of text.matchAll(CURRENCY_WORD)) {
    if (NUMBER_HINT.test(text.slice(Math.max(0, m.index - 40), m.index + m[0].length + 40))) return true;
  }
  return false;
}

const UNIT_CURRENCY: Record<string, Currency> = {
  dollar: 'USD',
  'united states dollar': 'USD',
  euro: 'EUR',
  pound: 'GBP',
  'british pound': 'GBP',
  'canadian dollar': 'CAD',
  'australian dollar': 'AUD',
};

function currencyOf(resolution: Record<string, unknown>): Currency | null {
  const iso = String(resolution.isoCurrency ?? '').toUpperCase();
  if (iso)
    return iso === 'USD' || iso === 'EUR' || iso === 'GBP' || iso === 'CAD' || iso === 'AUD' ? iso : null;
  return UNIT_CURRENCY[String(resolution.unit ?? '').toLowerCase()] ?? null;
}

/** The largest number written in the text, to catch the recognizer's misreadings ("dollars 500" -> 5). */
function largestWritten(text: string): number {
  const digits = (text.match(/\d+/g) ?? []).map(Number);
  const words = findNumberWords(text).map((w) => w.value);
  return Math.max(0, ...digits, ...words);
}

/** Currency amounts found by the recognizer, as budget readings without a period. */
export function readMoneyFallback(text: string): MoneyReading[] {
  const readings: MoneyReading[] = [];
  for (const r of currencyModel().parse(text)) {
    const resolution = (r.resolution ?? {}) as Record<string, unknown>;
    const currency = currencyOf(resolution);
    const amount = Number(resolution.value);
    if (!currency || !Number.isFinite(amount) || amount < 0.01 || amount > 1_000_000_000) continue;
    if (amount < largestWritten(r.text)) continue;
    // The recognizer's end is inclusive.
    readings.push({
      amount,
      currency,
      explicit: true,
      period: null,
      role: 'budget',
      start: r.start,
      end: r.end + 1,
    });
  }
  return readings;
}
