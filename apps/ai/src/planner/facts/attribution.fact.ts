import { z } from 'zod';
import { parseCount } from '../read/number-words.ts';
import { defineFact, type Fact } from './fact-types.ts';

// The attribution window (conversionTracking.attributionWindow, days, step 2): "28-day click", "7 day
// attribution", "attribution window of 1 day", "30d click-through window". Its span is claimed, so
// "28-day" is never read as the campaign's duration. "7-day click, 1-day view" keeps the click window:
// the draft holds one window and clicks are what it counts.

const ATTRIBUTION_MIN_DAYS = 1;
const ATTRIBUTION_MAX_DAYS = 90;

const NUM = String.raw`(\d{1,3}|(?:a\s+single|an?|single)(?=[\s-])|one|two|three|four|five|six|seven|ten|fourteen|twenty[- ](?:one|eight)|thirty|forty[- ]five|sixty|ninety)`;
const UNIT = '(d|days?|w|wks?|weeks?|fortnights?|months?|mo)';
// "atribution", "attributon": as people type it.
const ATTRIBUTION = 'at{1,2}ribu?ti?on';
const KIND = '(?:post[- ])?(click|view|engaged[- ]view)(?:[- ]?through)?';

const PATTERNS: readonly RegExp[] = [
  // "28-day click", "30d click-through window", "1-day view attribution"
  new RegExp(
    String.raw`\b${NUM}[- ]?${UNIT}\b[- ]?${KIND}(?:\s+(?:${ATTRIBUTION}(?:\s+window)?|window|lookback(?:\s+window)?))?\b`,
    'gi',
  ),
  // "7 day attribution", "14-day lookback window"
  new RegExp(String.raw`\b${NUM}[- ]?${UNIT}\s+(?:${ATTRIBUTION}|lookback|conversion)(?:\s+window)?\b`, 'gi'),
  // "attribution window of 1 day", "attribution: 28 days", "lookback window 14"
  new RegExp(
    String.raw`\b(?:${ATTRIBUTION}(?:\s+window)?|(?:lookback|conversion|click|view)\s+window)\s*(?:of|is|:|=|to|at|should\s+be|set\s+to)?\s*(?:a\s+)?${NUM}(?:[- ]?${UNIT}\b)?(?![\d%$.,])`,
    'gi',
  ),
  // "conversions within 14 days of a click", "credit sales up to 7 days after a view"
  new RegExp(
    String.raw`\b(?:within|up\s+to|for|in)\s+(?:the\s+)?(?:first\s+)?${NUM}[- ]?${UNIT}\s+(?:of|after|from|following|post)\s+(?:a\s+|an\s+|the\s+)?${KIND}s?\b`,
    'gi',
  ),
];
// "fortnight attribution window", "a month's lookback": a unit without a number is one of it.
const UNIT_ONLY = new RegExp(
  String.raw`\b(fortnight|month|week)(?:'s|[- ]long|\s+long)?[- ]?(?:${ATTRIBUTION}|lookback|conversion)(?:\s+window)?\b|\b(?:${ATTRIBUTION}|lookback)(?:\s+window)?\s*(?:of|is|:|=|to|at|should\s+be|set\s+to)?\s*(?:a\s+)?(fortnight|month|week)\b`,
  'gi',
);
// A bare "14 day window" counts only where the planner is on goals & tracking.
const BARE_WINDOW = new RegExp(String.raw`\b${NUM}[- ]?${UNIT}\s+window\b`, 'gi');

interface WindowMention {
  days: number;
  kind: 'click' | 'view' | null;
  start: number;
  end: number;
}

function toDays(num: string, unit: string | undefined): number {
  const n = /^(?:a )?single$/i.test(num) ? 1 : (parseCount(num) ?? Number.NaN);
  const u = (unit ?? '').toLowerCase();
  return u.startsWith('f') ? n * 14 : u.startsWith('mo') ? n * 30 : u.startsWith('w') ? n * 7 : n;
}

function mentionOf(m: RegExpMatchArray): WindowMention | null {
  const num = m[1];
  if (!num) return null;
  const kind = m[3] ? (/view/i.test(m[3]) ? 'view' : 'click') : null;
  const start = m.index ?? 0;
  return { days: toDays(num, m[2]), kind, start, end: start + m[0].length };
}

export const attributionFact = defineFact<number>({
  key: 'attributionWindow',
  step: 2,
  scope: 'anywhere',
  prompt: 'Which attribution window: 1, 7 or 28 days after a click?',
  examples: ['28-day click', '7 day attribution', 'attribution window of 1 day', '30d click-through window'],
  read(message, ctx) {
    const found: WindowMention[] = [];
    const patterns =
      ctx.step === 2 || ctx.awaiting === 'attributionWindow' ? [...PATTERNS, BARE_WINDOW] : PATTERNS;
    for (const pattern of patterns) {
      for (const m of message.text.matchAll(pattern)) {
        const mention = mentionOf(m);
        if (mention && !found.some((f) => f.start < mention.end && mention.start < f.end))
          found.push(mention);
      }
    }
    for (const m of message.text.matchAll(UNIT_ONLY)) {
      const start = m.index ?? 0;
      const mention = { days: toDays('1', m[1] ?? m[2]), kind: null, start, end: start + m[0].length };
      if (!found.some((f) => f.start < mention.end && mention.start < f.end)) found.push(mention);
    }
    if (found.length === 0) return [];
    for (const f of found) message.claim(f.start, f.end);
    // One window in the draft: the click window when both are given, else the first named.
    const chosen = found.find((f) => f.kind === 'click') ?? found.find((f) => f.kind === null) ?? found[0];
    return chosen ? [{ key: 'attributionWindow', op: 'set', value: chosen.days } satisfies Fact<number>] : [];
  },
  apply(fact, { draft }) {
    const days = fact.value;
    if (!Number.isInteger(days) || days < ATTRIBUTION_MIN_DAYS || days > ATTRIBUTION_MAX_DAYS)
      return {
        warnings: [
          `An attribution window runs from ${ATTRIBUTION_MIN_DAYS} to ${ATTRIBUTION_MAX_DAYS} days, so I kept ${draft.conversionTracking.attributionWindow} days.`,
        ],
      };
    return {
      patch: { conversionTracking: { attributionWindow: days } },
      said: `attribution window ${days} ${days === 1 ? 'day' : 'days'}`,
    };
  },
  llm: {
    field: 'attributionWindow',
    describe: 'the attribution window in days (1-90) when the advertiser names one ("28-day click")',
    schema: z.number().int().min(ATTRIBUTION_MIN_DAYS).max(ATTRIBUTION_MAX_DAYS),
    toFacts: (value) => {
      const parsed = z.number().int().min(ATTRIBUTION_MIN_DAYS).max(ATTRIBUTION_MAX_DAYS).safeParse(value);
      return parsed.success ? [{ key: 'attributionWindow', op: 'set', value: parsed.data }] : [];
    },
  },
});
