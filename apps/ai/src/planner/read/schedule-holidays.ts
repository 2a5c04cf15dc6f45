import { before, labelled, type Parser, TAG } from './schedule-parser-kit.ts';

const Q = `['’]?`;
const HOLIDAY_FORMS: ReadonlyArray<[string, string]> = [
  // "Black Friday to Cyber Monday" is a pair of dates (schedule.ts pairs them); "and"/"/" names the weekend.
  [String.raw`black\s+friday\s*(?:/|&|\+|and)\s*cyber\s+monday|bfcm|bf\s*/\s*cm`, 'bfcm'],
  [String.raw`black\s+friday`, 'black friday'],
  [String.raw`small\s+business\s+saturday`, 'small business saturday'],
  [String.raw`cyber\s+monday`, 'cyber monday'],
  [String.raw`thanksgiving(?:\s+day)?`, 'thanksgiving'],
  [String.raw`(?:christmas|x-?mas)\s+eve`, 'christmas eve'],
  [String.raw`christmas(?:\s+day)?|x-?mas`, 'christmas'],
  [String.raw`boxing\s+day`, 'boxing day'],
  [String.raw`new\s+year${Q}s${Q}\s+eve|nye`, "new year's eve"],
  [String.raw`new\s+year${Q}s${Q}(?:\s+day)?|(?:the\s+)?new\s+year`, "new year's day"],
  [String.raw`valentine${Q}s${Q}(?:\s+day)?|v-day`, "valentine's day"],
  [String.raw`presidents${Q}\s+day`, "presidents' day"],
  [
    String.raw`(?:st\.?\s+|saint\s+)?patrick${Q}s\s+day|st\.?\s+(?:patrick|paddy)${Q}s(?:\s+day)?`,
    "st patrick's day",
  ],
  [String.raw`easter(?:\s+sunday)?`, 'easter'],
  [String.raw`cinco\s+de\s+mayo`, 'cinco de mayo'],
  [String.raw`mother${Q}s${Q}\s+day`, "mother's day"],
  [String.raw`father${Q}s${Q}\s+day`, "father's day"],
  [String.raw`memorial\s+day`, 'memorial day'],
  [
    String.raw`independence\s+day|(?:the\s+)?(?:fourth|4th)\s+of\s+july|july\s+(?:4th|fourth)`,
    'independence day',
  ],
  [String.raw`labou?r\s+day`, 'labor day'],
  ['halloween', 'halloween'],
  [String.raw`singles${Q}\s+day`, "singles' day"],
  [
    String.raw`(?:the\s+)?holidays|(?:the\s+)?holiday\s+(?:season|period|rush|sales?|campaign|push|promo(?:tion)?s?|shopping|quarter)|festive\s+season`,
    'holidays',
  ],
  [String.raw`back[\s-]to[\s-]school`, 'back to school'],
];
const HOLIDAY_RES = HOLIDAY_FORMS.map(
  ([source, label]) => [new RegExp(`^(?:${source})$`, 'i'), label] as const,
);
const NOT_THE_SEASON = /\b(?:on|bank|public|national|federal|school|paid|annual|summer)\s+$/i;
const HOLIDAY = new RegExp(
  String.raw`\b(?:(this|next)\s+)?(${HOLIDAY_FORMS.map(([s]) => s).join('|')})(?:\s+(20\d\d))?(?![\w'’])`,
  'i',
);
export const holiday: Parser = {
  pattern: () => HOLIDAY,
  extract: (context, m) => {
    const name = m[2] ?? '';
    const label = HOLIDAY_RES.find(([re]) => re.test(name))?.[1];
    if (!label || (label === 'holidays' && before(context, m, NOT_THE_SEASON))) return null;
    const year = m[3] ? Number(m[3]) : undefined;
    const when = year ?? (m[1]?.toLowerCase() === 'next' ? 'next' : 'this');
    const isWindow = label === 'holidays' || label === 'back to school' || label === 'bfcm';
    return labelled(context, m, label, when, [isWindow && TAG.window]);
  },
};
