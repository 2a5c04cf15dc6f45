// The word tables of the allocation reader (allocation.ts).

/** "60%", "60 percent", "60 pct". */
export const PERCENT = /(?<![\w.,$€£])(\d{1,3}(?:\.\d{1,2})?)\s*(?:%|\s?per\s?cent\b|\s?pct\b)/gi;
/** A bare share: "80 linkedin 20 google" (never "80k", "3x", "30 days"). */
export const BARE =
  /(?<![\w.,$€£/:-])(\d{1,3}(?:\.\d{1,2})?)(?![\d.,%/:]|\s*(?:k|m|x|grand|thousand|per\s?cent|pct|[-\s]?(?:days?|weeks?|months?|years?|yrs?|hours?))\b)/gi;
/** Shares in words. */
export const FRACTIONS: readonly [RegExp, number][] = [
  [/\b(?:a|one)\s+half\b|\bhalf\b/gi, 50],
  [/\btwo[\s-]thirds\b/gi, 200 / 3],
  [/\b(?:a|one)[\s-]third\b/gi, 100 / 3],
  [/\bthree[\s-]quarters\b/gi, 75],
  [/\b(?:a|one)[\s-]quarter\b/gi, 25],
  [/\b(?:a|one)[\s-]fifth\b/gi, 20],
  [/\b(?:all\s+of\s+it|everything|the\s+(?:whole|entire)\s+(?:budget|thing|lot))\b/gi, 100],
];
/** What is left after the stated shares. */
export const REST =
  /\b(?:the\s+)?(?:rest|remainder|remaining(?:\s+budget)?|balance|everything\s+else|what'?s\s+left(?:\s+over)?|left\s*over)\b/gi;
/** A share for each platform of a list: "30 each on fb and insta", "a third each". */
export const EACH_AFTER = /^\s*(?:%\s*)?(?:each|apiece|a\s+piece)\b/i;

/** Ratios: "70/30", "60-40", "50:30:20". */
export const RATIO =
  /(?<![\w.,$€£/:-])(\d{1,3})\s*([/:-])\s*(\d{1,3})(?:\s*\2\s*(\d{1,3}))?(?![\d.,%]|\s*(?:k|x|roas|am|pm|days?|weeks?|months?|years?)\b)/gi;

/** An even split: "split it evenly", "evenly between the two", "50/50", "equal split". */
export const EVEN =
  /\b(?:split|divide|divvy|share|allocate)\b[^.;!?\d%]{0,30}?\b(?:evenly|equally|50[\s/:-]50|down\s+the\s+middle|in\s+half|(?:in\s+)?equal\s+(?:parts|shares|amounts))\b|\b(?:evenly|equally|even|50[\s/:-]50)\s+(?:split|divided|shared|between|across|among|amongst)\b|\bequal\s+(?:split|shares?|amounts?|budgets?)\b|\b(?:same|equal)\s+(?:amount|budget|share|spend)\s+(?:on|for|to|across|per)\b|\b50[\s/:-]50\b/i;

/** A lean without numbers: "most on TikTok", "mostly google", "heavier on Meta". */
export const VAGUE =
  /\b(?:most(?:ly)?|majority|bulk|lion'?s\s+share|heav(?:y|ier|ily)|lean(?:ing)?\s+(?:into|toward|towards|on)|weight(?:ed)?\s+(?:toward|towards|to)|skew(?:ed)?\s+(?:toward|towards|to)|more\s+(?:on|to|into|for)|prioriti[sz]e|favou?r)\b[^.;!?\d%]{0,25}$/i;

/** Between a share and the platforms it is for: "40% on", "half of the budget to", "30 each on". */
export const FORWARD =
  /^[\s:=-]*(?:(?:%|percent|pct|each|apiece|of|it|the|budget|money|spend|on|to|for|in|into|at|towards?|goes?|going|should|go|split|between|across|among|amongst|evenly|equally|spread|divided|over|put|give|with)\b[\s:=-]*){0,7}$/i;
/** Between platforms and their share: "google 60", "Google: 70%", "TikTok gets 30". */
export const BACKWARD =
  /^[\s:=-]*(?:(?:gets?|getting|at|with|takes?|should|get|on|is|for|of)\b[\s:=-]*){0,3}$/i;
/** Between two platforms of one list: "fb and insta", "google/meta". */
export const LIST = /^[\s,&/+]*(?:\b(?:and|or|plus)\b)?[\s,&/+]*$/i;
