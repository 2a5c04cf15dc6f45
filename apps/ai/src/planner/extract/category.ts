import type { RegulatedCategory } from '@northstar/shared/campaign';

const CATEGORY_WORDS: readonly { category: RegulatedCategory; pattern: RegExp }[] = [
  {
    category: 'cannabis',
    pattern:
      /\b(?:cannabis|marijuana|weed|dispensar(?:y|ies)|thc|edibles|pre-?rolls|ganja|420[- ]friendly)\b/i,
  },
  { category: 'cbd', pattern: /\b(?:cbd|cannabidiol|hemp)\b/i },
  // "adult" alone is too common ("young adults", "adults 21 and older"); it needs a noun after it.
  {
    category: 'adult',
    pattern:
      /\badult\s+(?:content|entertainment|sites?|websites?|products?|industry|campaign|dating|toys?|videos?|brand|store|shop|cam(?:s|\s+sites?)?|webcams?|subscriptions?|platform|streaming|creators?|live\s*streams?)\b|\b(?:xxx|nsfw|webcam\s+models?|cam\s+sites?|camgirls?|onlyfans|sex\s+toys?|erotic\w*)\b|\bporn\w*/i,
  },
  {
    category: 'gambling',
    pattern:
      /\b(?:gambling|casinos?|betting|sportsbooks?|sports\s*books?|bookmakers?|bookies?|poker|slots|igaming|bingo|lottery|lotteries|wagering|sports\s+bets?|roulette|blackjack)\b/i,
  },
  {
    category: 'crypto',
    pattern: /\b(?:crypto\w*|bitcoin|btc|ethereum|eth|nfts?|blockchain|defi|web3|altcoins?|stablecoins?)\b/i,
  },
  {
    category: 'forex',
    pattern:
      /\b(?:forex|fx\s+(?:trading|broker(?:age)?|platform)|currency\s+trading|cfds?|spread\s+betting)\b/i,
  },
];
const ADULT_ALONE = /\badult\b/i;

export interface CategoryMention {
  category: RegulatedCategory;
  start: number;
  end: number;
}

/** The earliest regulated-category word in text, with where it is. */
export function findCategory(text: string, opts: { loose?: boolean } = {}): CategoryMention | null {
  let best: CategoryMention | null = null;
  for (const { category, pattern } of CATEGORY_WORDS) {
    const m = pattern.exec(text);
    if (m && (!best || m.index < best.start)) best = { category, start: m.index, end: m.index + m[0].length };
  }
  if (!best && opts.loose) {
    const m = ADULT_ALONE.exec(text);
    if (m) return { category: 'adult', start: m.index, end: m.index + m[0].length };
  }
  return best;
}

/**
 * The regulated category a message names: cannabis/marijuana, CBD, adult, gambling/casino/betting,
 * crypto/bitcoin, forex/FX trading. `loose` (the planner asked for the category) also accepts "adult".
 */
export function extractCategory(text: string, opts: { loose?: boolean } = {}): RegulatedCategory | null {
  return findCategory(text, opts)?.category ?? null;
}
