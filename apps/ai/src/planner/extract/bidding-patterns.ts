// The word tables of the bidding reader (bidding.ts). Regexes ending in `$` test the text before an
// amount, those starting with `^` the text after it.

/** What a cost-per-result bid is paid for: "cost per lead", "$30 per install". */
const RESULT = String.raw`(?:new\s+)?(?:lead|acquisition|action|(?:app\s+)?install|conversion|sign[\s-]?up|registration|download|sale|purchase|order|customer|booking|subscriber|subscription|trial|demo|result|(?:first\s+)?deposit|application|enquiry|inquiry|call|appointment)s?`;

/** Words between a cue and its amount: "CPA of about $30", "cost per lead under 40 bucks". */
const FILLER = String.raw`(?:\s*(?:(?:of|at|is|be|to|around|about|under|below|max(?:imum)?|at\s+most|no\s+more\s+than|no\s+higher\s+than|not\s+(?:above|over|more\s+than)|less\s+than|lower\s+than|up\s+to|roughly|approx(?:imately)?|ideally|should\s+be|needs?\s+to\s+be|must\s+be|stays?|kept|keep)\b|[~<≤=:(-])){0,4}\s*`;
const CUE_TAIL = String.raw`(?:\s+(?:target|goal|cap|limit|ceiling|bid|max(?:imum)?))?`;

const CPA_CUE = String.raw`\b(?:t[-\s]?cp[ali]|(?:target(?:ed)?|max(?:imum)?)\s+(?:cpa|cpl|cpi|cost(?:\s+per\s+${RESULT})?)|cpa|cpl|cpi|cost[\s-]caps?|cost\s+per\s+(?:a\s+|an\s+|each\s+)?${RESULT})\b`;
const CPC_CUE = String.raw`\b(?:manual(?:\s+(?:cpc|cost\s+per\s+click))?(?:\s+bid(?:s|ding)?)?|max(?:imum)?\s+(?:cpc|bid|cost\s+per\s+click)|bid[\s-]caps?|cpc|caps?\s+(?:the\s+)?(?:clicks?|cpcs?|cost\s+per\s+click|bids?)|cost\s+per\s+click|bid(?:s|ding)?)\b`;

export const CPA_BEFORE = new RegExp(`${CPA_CUE}${CUE_TAIL}${FILLER}$`, 'i');
export const CPC_BEFORE = new RegExp(`${CPC_CUE}${CUE_TAIL}${FILLER}$`, 'i');
export const CPA_AFTER = new RegExp(
  String.raw`^\s*(?:(?:(?:max(?:imum)?|target)\s+)?(?:t?cpa|cpl|cpi|cost\s+cap)\b|(?:per|a|an|each|every|\/)\s*${RESULT}\b)`,
  'i',
);
export const CPC_AFTER =
  /^\s*(?:(?:(?:max(?:imum)?|manual)\s+)?(?:cpc|bid\s+cap|max(?:imum)?\s+bid)\b|(?:per|a|an|each|\/)\s*click\b)/i;

/** History, not a target: "our CPL was $60", "CPC is usually $1.20". */
export const NOT_A_TARGET =
  /\b(?:was|were|used\s+to\s+be|last\s+(?:year|month|quarter|time|campaign)|historically|averag(?:e|ed|es|ing)|typically|usually|currently|right\s+now)\b[^.;!?,\d$€£]{0,25}$/i;

/** The strategies named without an amount. */
export const CPA_STRATEGY =
  /(?<!')\bt[-\s]?cp[ali]\b|\btarget(?:ed)?\s+(?:cpa|cpl|cpi|cost\s+per\s+(?:acquisition|action|lead|install|conversion))\b|\bcpa\s+(?:bid(?:ding)?|target(?:ing)?)\b|\bcost[\s-]cap\b/i;
export const CPC_STRATEGY =
  /\bmanual\s+(?:cpc|bid(?:s|ding)?)\b|\bmax(?:imum)?\s+cpc\b|\bbid[\s-]cap\b|\bcpc\s+bid(?:s|ding)?\b/i;
export const ROAS_STRATEGY =
  /(?<!')\bt[-\s]?roas\b|\btarget(?:ed)?\s+roas\b|\broas\s+(?:bid(?:ding)?|target(?:ing)?)\b|\bvalue[\s-]based\s+bidding\b/i;

// "4x", "400%", "4:1", "4 to 1"; never a day count ("ROAS, 28 day attribution").
const VALUE = String.raw`(?<value>\d{1,4}(?:[.,]\d{1,2})?)\s*(?<unit>x\b|×|%|\s?percent\b|:\s*1\b|\s?to\s*1\b)?(?![\d.,]|\s*-?\s*(?:days?|d\b|weeks?|months?|hours?|k\b|people|clicks|leads|sales))`;
const ROAS_WORD = String.raw`(?:(?<!')t[-\s]?roas|roas|return\s+on\s+(?:ad\s+)?spend)`;
export const ROAS_BEFORE = new RegExp(
  String.raw`(?<![\w.,])${VALUE}\s*(?:(?:target|minimum|min)\s+)?${ROAS_WORD}\b`,
  'i',
);
export const ROAS_AFTER = new RegExp(
  String.raw`\b(?:(?:target(?:ed)?|min(?:imum)?)\s+)?${ROAS_WORD}\b(?:\s*,?\s*(?:target|goal)\b|\s+(?:of|at|is|around|about|above|over|at\s+least|min(?:imum)?|floor|should\s+be|needs?\s+to\s+be|must\s+be|to|aim(?:ing)?\s+for|bid(?:ding)?|no\s+less\s+than|not\s+below|be)\b|\s*[=:~]){0,4}\s*${VALUE}`,
  'i',
);

export const GOAL =
  /\boptimi[sz](?:e|ed|ing|ation)\s+(?:for|towards?|on|to)\s+(?:the\s+)?(?:most\s+)?(?<goal>link\s+clicks|clicks|conversion\s+value|conversions|value|revenue|purchases|sales|leads|sign-?ups|installs|reach|impressions|awareness|traffic)\b/i;
export const MAXIMISE =
  /\bmax(?:imi[sz]e|imum|imi[sz]ing)?\s+(?<goal>conversions|clicks|conversion\s+value|value|reach|impressions)\b/i;
/** The goal word GOAL or MAXIMISE read (lower case, single spaces) to the optimisation goal. */
export const GOAL_WORDS: readonly [
  RegExp,
  'impressions' | 'reach' | 'clicks' | 'conversions' | 'conversion_value',
][] = [
  [/^impressions$/, 'impressions'],
  [/^(?:reach|awareness)$/, 'reach'],
  [/^(?:link clicks|clicks|traffic)$/, 'clicks'],
  [/^(?:conversions|purchases|sales|leads|sign-?ups|installs)$/, 'conversions'],
  [/^(?:conversion value|value|revenue)$/, 'conversion_value'],
];

// Who may bid for the advertiser: "let the algorithm sort out the bids", "leave bidding to Google".
const BIDDER = String.raw`(?:the\s+)?(?:platforms?|algorithms?|algos?|google|meta|facebook|tiktok|linkedin|ai|machines?|system|robots?|networks?|computers?|software|tech|bots?)`;
const BIDS = String.raw`(?:the\s+)?(?:bids?|bidding|cpcs?|bid\s+amounts?|prices?\s+per\s+click)`;
export const AUTOMATED = new RegExp(
  [
    String.raw`\bauto(?:mated|matic|matically)?[\s-]?bid(?:s|ding)?\b|\bautomated\b|\bsmart\s+bidding\b|\bsmart\s+bids\b|\balgorithmic\s+bidding\b|\blowest[\s-]cost\b|\bhighest\s+volume\b`,
    String.raw`\blet\s+${BIDDER}\s+(?:just\s+)?(?:bid|decide|optimi[sz]e)\b`,
    String.raw`\blet\s+${BIDDER}\s+(?:just\s+)?(?:handle|sort(?:\s+out)?|figure(?:\s+out)?|work\s+out|manage|set|choose|pick|take\s+care\s+of|deal\s+with|do|run|control|own|drive)\s+${BIDS}(?:\s+out)?\b`,
    String.raw`\b(?:leave|hand|give)\s+${BIDS}\s+(?:up\s+)?to\s+${BIDDER}\b`,
    String.raw`\b${BIDDER}\s+(?:can|should|will|gets?\s+to)\s+(?:just\s+)?(?:set|handle|manage|sort(?:\s+out)?|decide|choose|pick|own|control)\s+${BIDS}\b`,
    String.raw`\b(?:don'?t|do\s+not|no\s+need\s+to|never)\s+(?:want\s+to\s+|wanna\s+)?(?:set|manage|touch|micromanage|fiddle\s+with|mess\s+with|babysit)\s+${BIDS}\b|\bno\s+manual\s+bid(?:s|ding)?\b|\bhands[- ]off\s+bid(?:s|ding)?\b`,
  ].join('|'),
  'i',
);

/** A plain number a cue may own: "cap clicks at 1.50". */
export const PLAIN_AMOUNT =
  /(?<![\w.,$€£])(\d{1,5}(?:[.,]\d{1,2})?)(?![\d%]|\s*(?:x\b|k\b|%|percent|days?|weeks?|months?|years?|hours?|impressions?|times?))/gi;
