import { parseCount } from './number-words.ts';
import type { DurationUnit } from './schedule-calendar.ts';

export interface DurationMention {
  count: number;
  unit: DurationUnit;
  /** "over the next 30 days": the run starts today. */
  fromToday: boolean;
  index: number;
  length: number;
}

const COUNT = String.raw`(\d{1,3}|a\s+couple(?:\s+of)?|couple|forty-five|a|an|one|single|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen|fifteen|sixteen|eighteen|twenty|thirty|forty|sixty|ninety)`;
const UNIT = '(days?|weeks?|wks?|months?|mos?|years?|yrs?|fortnights?)';
// Not a run length: attribution and look-back windows, trials and return policies.
const NOT_A_RUN = String.raw`(?![\s-]*(?:click|view|attribution|window|look-?back|conversion|post-|trial|free|return|refund|money|guarantee|rolling|moving|average|avg|retention|ago|later|from\s+now|after|before|prior|out\b|away))`;

const FORMS: ReadonlyArray<{ re: RegExp; fromToday?: boolean }> = [
  // "over the next 30 days", "for the next two weeks", "in the coming month": counted from today.
  {
    re: new RegExp(
      String.raw`\b(?:(?:for|over|during|across|in|within)\s+)?the\s+(?:next|coming|following)\s+${COUNT}[\s-]*${UNIT}\b${NOT_A_RUN}`,
      'gi',
    ),
    fromToday: true,
  },
  // "for six weeks", "run it 2 weeks", "lasting 3 months", "for a month", "a fortnight".
  {
    re: new RegExp(
      String.raw`\b(?:for|lasting|lasts|last\s+for|spanning|(?:spread\s+)?over|(?:run|running|runs|keep|keeping|go|going|stay|staying|live)(?:\s+(?:it|them|this|that|the\s+(?:campaign|ads?)))?(?:\s+(?:running|live|on))?(?:\s+for)?)\s+(?:a\s+(?:total\s+of\s+|full\s+|solid\s+)?)?${COUNT}[\s-]*${UNIT}\b${NOT_A_RUN}`,
      'gi',
    ),
  },
  // "a 10-day burst", "6-week flight", "two week campaign", "3 weeks long".
  {
    re: new RegExp(
      String.raw`(?<![\d.$€£-])\b${COUNT}[\s-]+${UNIT}\s+(?:long\b|in\s+total|total\b|duration|(?:campaign|run|flight|flighting|burst|push|sprint|test|pilot|promo(?:tion)?|sale|blitz|period|program(?:me)?|drive|window\s+to\s+run)s?\b)`,
      'gi',
    ),
  },
  // "end it after six weeks", "stop after 10 days", "wrap up after a month": the run ends then.
  {
    re: new RegExp(
      String.raw`\b(?:end|ends|ending|stop|stops|stopping|finish|finishes|wrap(?:\s+it)?\s+up|turn\s+(?:it\s+)?off|pause)(?:\s+(?:it|them|this|that|the\s+(?:campaign|ads?)))?\s+after\s+(?:a\s+)?${COUNT}[\s-]*${UNIT}\b`,
      'gi',
    ),
  },
  // "a fortnight" without a count.
  { re: /(?<!\bin\s)\b(?:for\s+|over\s+)?(a|one)\s+(fortnight)\b/gi },
];
// A bare answer to "how long should it run?": "6 weeks", "about a month".
const BARE = new RegExp(
  String.raw`^\s*(?:about|around|roughly|maybe|just|let'?s\s+(?:do|say|go\s+with)|make\s+it|say)?\s*${COUNT}[\s-]*${UNIT}\s*[.!]?\s*$`,
  'i',
);

function mention(match: RegExpExecArray, fromToday: boolean): DurationMention | null {
  const countText = (match[1] ?? '').toLowerCase().replace(/\s+/g, ' ');
  const unitText = (match[2] ?? '').toLowerCase();
  let count = /couple/.test(countText) ? 2 : countText === 'single' ? 1 : parseCount(countText);
  if (!count) return null;
  let unit: DurationUnit;
  if (unitText.startsWith('d')) unit = 'day';
  else if (unitText.startsWith('w')) unit = 'week';
  else if (unitText.startsWith('f')) {
    unit = 'week';
    count *= 2;
  } else if (unitText.startsWith('y')) {
    unit = 'month';
    count *= 12;
  } else unit = 'month';
  const days = count * (unit === 'day' ? 1 : unit === 'week' ? 7 : 30);
  // Beyond two years is a typo or not a run length.
  if (days > 731) return null;
  return { count, unit, fromToday, index: match.index, length: match[0].length };
}

/** Every run length stated in the text, in reading order, without overlaps. */
export function findDurations(text: string): DurationMention[] {
  const found: DurationMention[] = [];
  const bare = BARE.exec(text);
  if (bare) {
    const m = mention(bare, false);
    return m ? [m] : [];
  }
  for (const { re, fromToday } of FORMS) {
    re.lastIndex = 0;
    for (let match = re.exec(text); match; match = re.exec(text)) {
      const m = mention(match, fromToday === true);
      const overlaps = found.some((f) => m && m.index < f.index + f.length && f.index < m.index + m.length);
      if (m && !overlaps) found.push(m);
    }
  }
  return found.sort((a, b) => a.index - b.index);
}
