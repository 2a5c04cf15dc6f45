import { MONTH_NAME } from './schedule-calendar.ts';

// The word tables of the money reader (money.ts). Regexes ending in `$` test the text before an amount,
// those starting with `^` the text after it.

/** Words that may sit between a cue and its amount: "budget of about $5k", "CPA under $30". */
const FILLER = String.raw`(?:\s*(?:of|at|is|be|was|will\s+be|would\s+be|should\s+be|needs?\s+to\s+be|to|around|about|approx(?:imately)?|roughly|near|close\s+to|ideally|just|only|maybe|like|say|max(?:imum)?|tops|up\s+to|at\s+most|under|below|beneath|less\s+than|lower\s+than|no\s+(?:more|higher)\s+than|not\s+(?:above|over|more\s+than)|somewhere|set|keep|kept|stay|stays|aim(?:ing)?\s+for|between|[~<≤=:(,-]))*\s*`;

/** Digits: "20,000", "$20.000" (European thousands: exactly 3 digits after each dot), "40 000 €", "2,5k". */
const DIGIT_FORMS = [
  String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?`,
  String.raw`\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?(?![\d.])(?!\s?(?:k|m|mm|mn|mil|bn|thousand|million|billion|grand)\b)`,
  // Space-grouped thousands only next to a currency: "10 500 signups" stays two numbers.
  String.raw`(?<=(?:[$€£]|\b(?:usd|eur|gbp|cad|aud))\s?)\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?!\d)`,
  String.raw`\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?=\s?(?:[$€£]|(?:eur|euros?|usd|gbp|cad|aud|dollars?|pounds?)\b))`,
  // A decimal comma only before a multiplier or a euro: "2,5k", "1,5 million".
  String.raw`\d+,\d{1,2}(?=\s?(?:k|m|mn|mil|thousand|million|eur|euros?)\b|\s?€)`,
  String.raw`(?<=€\s?)\d+,\d{1,2}(?!\d)`,
  String.raw`\d+(?:\.\d+)?`,
];
export const DIGITS = new RegExp(String.raw`(?<![\d.,])(?:${DIGIT_FORMS.join('|')})`, 'gi');

/** Spans that hold digits but never an amount: phone numbers, dates, times, links. */
export const MASKS = [
  // An e-mail is the whole word around an "@" followed by a dot: matched from the word's start in one
  // pass (`\S+@\S+\.\S+` tried every split of a long run of "@" at every start: issue 23).
  /(?<!\S)\S[^\s@]*@\S[^\s.]*\.\S+|\bhttps?:\/\/\S+|\bwww\.\S+/gi,
  /\+\d[\d\s().-]{7,}\d/g,
  /(?:\(\d{3}\)\s?|\b\d{3}[\s.-])\d{3}[\s.-]\d{4}\b/g,
  /\b\d{1,4}([/.-])\d{1,2}\1\d{1,4}\b/g,
  /\b\d{1,2}\/\d{1,2}\b/g,
  /\b\d{1,2}:\d{2}\b/g,
];

export const CURRENCY_PREFIX = /(?:\b(?:usd|eur|gbp|cad|aud)|(?:\b(?:us|ca|c|au|a))?[$€£])\s?$/i;
export const CURRENCY_SUFFIX =
  /^\s?(?:[$€£]|(?:us\s?dollars?|usd|dollars?|bucks|euros?|eur|(?:british\s+)?pounds?(?:\s+sterling)?|sterling|quid|gbp|canadian\s+dollars?|cad|australian\s+dollars?|aussie\s+dollars?|aud)(?![a-z]))/i;

/** "k", "grand", "million"...; "and a half" only before one ("2 and a half million"). */
export const MULTIPLIER =
  /^(?<half>\s+and\s+a\s+half)?\s?(?<word>k|thousand|grand|m|mm|mn|mil|mill|million|bn|billion|hundred)(?![a-z])/i;
export const MULTIPLIERS: Record<string, number> = {
  hundred: 100,
  k: 1e3,
  thousand: 1e3,
  grand: 1e3,
  m: 1e6,
  mm: 1e6,
  mn: 1e6,
  mil: 1e6,
  mill: 1e6,
  million: 1e6,
  bn: 1e9,
  billion: 1e9,
};

/** "grand" that is not a thousand: "a grand opening", "20 grand prize". */
export const GRAND_DENY =
  /^\s+(?:opening|re-?opening|prize|total\s+of|finale?|scale|scheme|tour|slam|jury|piano|theft|canyon|prix|master|entrance|gesture|plan|design|vision|ballroom|hotel|champion|style|old|daddy|father|mother|parents?|child|children|kids?|son|daughter|idea|day|time|event|launch|reveal|celebration|party|national|central|tradition)\b/i;
/** What may follow a lone "a grand" for it to be money: "a grand a day", "a grand, tops". */
export const A_GRAND_OK =
  /^(?:\s*(?:$|[,.;:!?)/-])|\s+(?:a|an|per|each|every|for|to|in|on|or|and|is|was|would|will|should|could|max|maximum|tops|total(?!\s+of)|overall|budget|daily|weekly|monthly|worth|sounds?|seems?|ok|okay|please|then|but|so|usd|dollars?|bucks|euros?|pounds?|quid)\b)/i;

export const RANGE_SEP = /^\s*(?:-|–|—|\bto\b|\band\b)\s*/i;
export const BETWEEN = /\bbetween\s*$/i;
/** "raise it from 20k to 30k" is a change, not a range. */
export const CHANGE_FROM =
  /\b(?:chang|rais|increas|bump|lower|reduc|cut|drop|mov|go|went|scal|adjust|shift|switch|boost|doubl|halv|tak|up)[a-z]*\b[^\d$€£.!?;]{0,25}\bfrom\s*$/i;

export const PERIOD_AFTER =
  /^\s*(?:(?:\/\s*|per\s+|a\s+|an\s+|each\s+|every\s+)(?<unit>day|week|month|year)|(?:\/\s*|p\/)(?<short>d|wk|w|mo|mth|m|yr|y)|(?<ly>daily|weekly|monthly|yearly|annually|per\s+annum|pcm|pw|pd)|(?<total>in\s+total|(?:grand\s+)?total|overall|all[\s-]in|altogether|in\s+all|lifetime|for\s+(?:the\s+)?(?:whole|entire|full|complete)\s+(?:campaign|thing|flight|run|period|launch|quarter|year|month|promo|promotion|season)|for\s+the\s+(?:campaign|flight|promo|promotion)|for\s+everything))(?![a-z])/i;
export const PERIOD_BEFORE = new RegExp(
  String.raw`\b(?:(?<ly>daily|weekly|monthly|yearly|annual|total|lifetime|overall)\s+(?:ad\s+|media\s+|marketing\s+|campaign\s+)?(?:budget|budjet|buget|bugdet|budgt|spend|spending|cap|investment|amount)|(?:budget|spend|spending)\s+(?:per|a|each|every)\s+(?<unit>day|week|month|year)|(?:per|a|each|every)\s+(?<unit2>day|week|month|year)(?:\s+(?:budget|spend|we\s+(?:can|could)\s+(?:do|spend)))?|(?<total>in\s+total|total|overall|all[\s-]in|altogether|in\s+all))\b${FILLER}$`,
  'i',
);
export const DURATION_AFTER =
  /^\s*,?\s*(?:for|over|across|during|spread\s+over|running)\s+(?:the\s+)?(?:next\s+|first\s+|following\s+|coming\s+)?(?<count>\d+|[a-z]+(?:[\s-][a-z]+)?)\s+(?<unit>day|week|wk|month|mo|mth)s?\b/i;
/** A rate's duration after a comma or "x": "10k/month, 2 months", "1k a week x 8 weeks" (rates only). */
export const BARE_DURATION_AFTER =
  /^\s*(?:,|x|×|-|–|\*)\s*(?<count>\d{1,3}|[a-z]+(?:[\s-][a-z]+)?)\s+(?<unit>day|week|wk|month|mo|mth)s?\b(?=\s*(?:$|[,.;!?)]|and\b|please\b|pls\b|total\b|in\s+total\b|starting\b|from\b))/i;

/** A currency named apart from the amounts: "3 grand a month, in quid", "all figures in EUR". */
export const CURRENCY_NAMED =
  /\b(?:in|currency(?:\s+is)?:?|all\s+(?:figures|amounts|numbers)\s+in|paying\s+in|billed\s+in)\s+(?<mark>quid|(?:british\s+)?pounds?(?:\s+sterling)?|sterling|gbp|£|euros?|eur|€|usd|us\s+dollars?|dollars|cad|canadian\s+dollars?|aud|australian\s+dollars?|aussie\s+dollars?)(?![a-z])/i;
/** Between two amounts: the later one replaces the earlier ("20k, no wait 25k"). */
export const SELF_CORRECTION =
  /\b(?:no\s+wait|wait|actually|sorry|i\s+mean|i\s+meant|make\s+(?:it|that)|scratch\s+that|or\s+rather|rather|correction|no|nope|oops|err?|um+|change\s+(?:it|that)\s+to)\b/i;

export const BID_BEFORE = new RegExp(
  String.raw`\b(?:t?cp[aiclmv]|cp[eso]|ecp[mc]|bids?|bidding|cost\s+cap|cost\s+per\s+(?:[a-z]+\s+)?[a-z]+|(?:max|maximum)\s+(?:bid|cpc|cpm|cost)|target\s+cost|cost\s+target)(?:\s+(?:target|goal|cap|limit|ceiling|amount|price|bid|max(?:imum)?))?${FILLER}$`,
  'i',
);
export const BID_AFTER =
  /^\s*(?:t?cp[aiclmv]|ecpm|bid(?:\s+cap)?|target\s+(?:cpa|cpc|cost)|max(?:imum)?\s+(?:cpc|bid)|cost\s+cap|(?:per|a|an|each|every|\/)\s*(?:lead|click|install|app\s+install|conversion|acquisition|action|sign[\s-]?up|registration|download|sale|purchase|result|customer|new\s+customer|order|subscriber|booking|call|view|impression|thousand(?:\s+impressions)?|mille|trial|demo|submission))(?![a-z])/i;

/** Prices, revenue, discounts: money that is neither budget nor bid. */
export const OTHER_BEFORE = new RegExp(
  String.raw`\b(?:(?:sells?|selling|sold|priced|costs|retails?)(?:\s+[a-z]+){0,3}\s+(?:for|at)\s*$)|\b(?:deals?|offers?|bundles?|promos?|promotions?|specials?|bogo|rrp|msrp|aov|avg\.?\s+order|average\s+(?:basket|cart|spend|ticket|sale)|basket\s+value|cart\s+value|ticket\s+size|deal\s+size|prices?|priced|pricing|costs|retails?|sells?|selling|sold|aov|average\s+order(?:\s+value)?|order\s+value|basket(?:\s+size)?|ltv|clv|cltv|lifetime\s+value|revenue|sales\s+of|turnover|arr|mrr|raised|raising|funding|valuation|salary|fees?|tickets?|subscription|membership|discount(?:ed)?|coupon|voucher|save|saving|off|free\s+shipping(?:\s+(?:over|on|above))?|orders?\s+(?:over|above)|instead\s+of|rather\s+than|profit|margin|income|earn(?:ing|s)?|makes|made|gross|net)\b(?:${FILLER}|\s*(?:for|from|starting\s+at|starts\s+at|over|above|just)\s*)*$`,
  'i',
);
export const OTHER_AFTER =
  /^\s*(?:off\b|discount|coupon|voucher|rebate|cash\s*back|in\s+(?:revenue|sales|arr|mrr|funding|profit)|(?:of\s+)?(?:revenue|sales|arr|mrr|profit|turnover)\b|(?:a|per)\s+(?:unit|item|piece|ticket|seat|head|pop|bottle|box|bag|pair|night|person|user|license)\b|each\b(?!\s+(?:day|week|month))|aov\b|ltv\b|price\b|retail\b|msrp\b|subscription\b|order\s+value)/i;

export const BUDGET_BEFORE =
  /\b(?:budget(?:ed|ing)?|budjet|budgt|buget|budegt|bugdet|budet|budgit|budgte|budgett|bdgt|spend(?:ing)?|spent|invest(?:ing|ment)?|allocat(?:e|ing|ion)|afford|put\s+(?:in|down|aside)|commit|dedicate|we\s+(?:have|got)|we've\s+got|i\s+(?:have|got)|i've\s+got|funds?|money|cash|working\s+with|ad\s+spend|media\s+spend)\b[^\d$€£.!?;\n]{0,30}$/i;
export const BUDGET_AFTER =
  /^\s*(?:(?:total\s+|daily\s+|monthly\s+|weekly\s+|ad\s+|media\s+|marketing\s+)?(?:budget|budjet|buget|bugdet|budgt)|to\s+spend|in\s+(?:ad\s+)?spend|(?:of|in)\s+(?:ad\s+|media\s+)?(?:budget|spend)|for\s+(?:the\s+)?(?:budget|ads|advertising|media|marketing|paid)|worth\s+of\s+(?:ads|media|spend))\b/i;
/** "make it 30000": a bare number of 100+ after a change is the new amount. */
export const CHANGE_BEFORE =
  /\b(?:make\s+it|(?:change|set|bump|raise|increase|lower|drop|cut|up|reduce)\s+(?:it\s+)?(?:up\s+|down\s+)?to|go\s+with|let'?s\s+do|how\s+about|what\s+about|what\s+would|what\s+if)\b[^\d$€£.!?;]{0,15}$/i;

// Numbers that are something else (checked only when no currency is attached).
const COUNT_NOUN = String.raw`(?:impressions?|(?:page)?views?|clicks?|visits?|visitors?|sessions?|users?|people|persons?|followers?|subscribers?|fans?|likes?|sign-?ups?|registrations?|leads?|installs?|downloads?|conversions?|sales|purchases?|orders?|customers?|clients?|members?|accounts?|emails?|contacts?|households?|homes?|reach|steps?|miles?|kms?|kg|lbs?|words?|characters?|chars?|products?|skus?|units?|items?|stores?|shops?|locations?|branches?|employees?|staff|students?|patients?|players?|listeners?|viewers?|readers?|shares?|comments?|reviews?|searches?|queries|keywords?|records?|rows?|events?|calls?|messages?|texts?|headlines?|ads?|ad\s+sets?|adsets?|creatives?|variations?|variants?|videos?|images?|banners?|posts?|stories|reels?|times?|countries|cities|states|regions|zip\s*codes?|platforms?|channels?|markets?|languages?|audiences?|segments?|campaigns?|seats?|tickets?|kids?|men|women|guys|girls|year[\s-]olds?|olds?|run|race|marathon|walk|video|tv|resolution|monitor|display|screen)`;
export const NOT_MONEY_AFTER = new RegExp(
  String.raw`^(?:\s*(?:%|percent|pct|per\s?cent|x\b|×|-?\s*(?:days?|weeks?|months?|years?|yrs?|yo|hours?|hrs?|minutes?|mins?|seconds?|secs?)\b|(?:st|nd|rd|th)\b|(?:am|pm)\b|${MONTH_NAME}\b)|\s+(?:(?:new|more|monthly|daily|weekly|unique|qualified|active|total|extra|additional|paid|organic|app|web|site|page|video|email|mobile|male|female|real|happy|repeat|returning)\s+)?${COUNT_NOUN}\b)`,
  'i',
);
/** A plural word right after a bare number is usually what is counted ("10k shoppers"). */
export const PLURAL_AFTER = /^\s+([a-z]{3,}s)\b/i;
export const PLURAL_OK = new Set([
  'across',
  'plus',
  'minus',
  'less',
  'this',
  'was',
  'does',
  'has',
  'goes',
  'sounds',
  'seems',
  'works',
  'looks',
  'feels',
  'gets',
  'makes',
  'thus',
  'unless',
  'always',
  'perhaps',
  'besides',
  'towards',
  'dollars',
  'bucks',
  'euros',
  'pounds',
  // "15k tops", "2k max-ish": a ceiling, not what is counted.
  'tops',
  'ceilings',
]);
/** A multi-buy price: "2 for $30", "3x for £10", "buy one get one for $5" (tested on the text before the amount, numbers included). */
export const MULTI_BUY_BEFORE =
  /(?:\b(?:\d{1,2}|two|three|four|five|six|ten)\s*(?:x\s*)?(?:for|4)|\bbuy\s+(?:[\w-]+\s+){1,3}(?:get|for)|\bbogo(?:\s+for)?)\s*(?:only\s+|just\s+)?[$€£]?\s*$/i;
/** "80 cents", "50p", "35c": an amount in hundredths of the currency. */
export const CENTS_SUFFIX = /^\s?(?:(?<usd>cents?|¢|c)|(?<gbp>pence|p))(?![a-z-])/i;
export const NOT_MONEY_BEFORE = new RegExp(
  String.raw`(?:\b${MONTH_NAME}\.?|\btop|\bbest|\bq|#|\bno\.|\bnumber|\bnum|\border|\bid|\bref|\bcode|\bzip|\bpin|\bversion|\bv|\bstep|\bphase|\bpage|\broom|\bchapter|\blevel|\btier|\bgen|\bwave|\bround|\bweek|\bday|\bmonth|\bfy)\s*$`,
  'i',
);
export const AGE_BEFORE =
  /\b(?:ages?|aged|over|under|above|below|older\s+than|younger\s+than|women|men|males?|females?|people|adults|kids)\s*$/i;
export const YEAR_BEFORE = new RegExp(
  String.raw`\b(?:in|by|since|until|till|from|of|for|early|late|mid|end\s+of|start\s+of|through|thru|before|after|spring|summer|fall|autumn|winter|season|q[1-4]|${MONTH_NAME})\s*$`,
  'i',
);
