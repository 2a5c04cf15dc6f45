// Words people put before a free-text value that are not part of it: "name's gonna be Midnight
// Munchies", "our industry is actually furniture", "sector is basically just fintech". And openers that
// start a message without saying anything ("heads up,", "fyi", "ok so"): never a name, never a value.

// Hedges and auxiliaries before a value. Lower case only: "Just Dance" or "Actually Good" typed with
// capitals may be the value itself.
const LEADING_HEDGE =
  /^(?:(?:gonna|going\s+to|gunna|will|'ll|shall|should|would|could|can|might|may|must|has\s+to|needs?\s+to|wanna|want\s+it\s+to)\s+be|to\s+be|be|actually|actualy|acutally|basically|probably|prob|probs|possibly|maybe|just|kinda|kind\s+of|sorta|sort\s+of|like|literally|really|honestly|tbh|imo|[iI]\s+think|[iI]\s+guess|[iI]\s+suppose|[iI]'d\s+say|[iI]\s+reckon|more\s+or\s+less|mostly|mainly|essentially|technically|officially|now|still|simply|definitely|def|obviously|obvs|hmm+|um+|uh+|er+m*|well|so)(?=[\s,:;.-])[\s,:;.-]*/;

/** The value without the hedges in front of it ("gonna be Midnight Munchies" -> "Midnight Munchies"). */
export function stripLeadingHedges(value: string): string {
  let v = value.trimStart();
  for (let i = 0; i < 4; i++) {
    const next = v.replace(LEADING_HEDGE, '');
    if (next === v || next.trim() === '') break;
    v = next;
  }
  return v;
}

/** Openers that start a message and say nothing ("heads up,", "fyi", "ok so", "btw", "quick one:"). */
export const DISCOURSE_OPENER =
  /^\s*(?:(?:heads[\s-]*up|fyi|f\.y\.i\.?|btw|by\s+the\s+way|ps|p\.s\.?|quick\s+(?:one|q|question|note|thing|update)|just\s+so\s+you\s+know|jsyk|fwiw|for\s+the\s+record|note|update|also|oh|ooh|ah|well|right|alright|ok(?:ay)?|k|so|anyway|anyhow|um+|uh+|hmm+|er+m*|one\s+more\s+thing|oh\s+and|and|also)(?:\s+(?:so|then|and|also|yeah))?(?:[\s,:;.!-]+|$))+/i;

/** Whether the whole phrase is only an opener ("heads up", "ok so", "fyi"). */
export const isOnlyOpener = (phrase: string): boolean => {
  const m = phrase.match(DISCOURSE_OPENER);
  return !!m && m[0].length >= phrase.trim().length;
};

// Tags after a value that are not part of it: "edtech btw", "fintech lol", "retail pls".
const TRAILING_TAG =
  /(?:[\s,;.!-]+(?:btw|fyi|lol|lmao|haha+|tbh|imo|pls|plz|please|thx|thanks|ty|cheers|ok|k|though|tho|i\s+guess|i\s+think|basically|really|anyway|for\s+now|for\s+real))+[\s.!?]*$/i;

/** The value without trailing chat tags ("edtech btw" -> "edtech"). */
export const stripTrailingTags = (value: string): string => value.replace(TRAILING_TAG, '');
