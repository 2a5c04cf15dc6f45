import type { RegulatedCategory } from '@northstar/shared/campaign/platforms';

const CATEGORY_WORDS: readonly { category: RegulatedCategory; pattern: RegExp }[] = [
  { category: 'cannabis', pattern: /\b(?:cannabis|marijuana|weed|dispensar(?:y|ies)|thc)\b/i },
  { category: 'cbd', pattern: /\b(?:cbd|cannabidiol|hemp)\b/i },
  // "adult" alone is too common ("young adults", "adults 21 and older"); it needs a noun after it.
  {
    category: 'adult',
    pattern:
      /\badult\s+(?:content|entertainment|sites?|products?|industry|campaign|dating|toys?|videos?|brand|store|shop)\b|\bxxx\b|\bporn\w*/i,
  },
  {
    category: 'gambling',
    pattern:
      /\b(?:gambling|casinos?|betting|sportsbooks?|poker|slots|igaming|bingo|lottery|wagering|sports bets?)\b/i,
  },
  { category: 'crypto', pattern: /\b(?:crypto\w*|bitcoin|btc|ethereum|nfts?|blockchain|defi|web3)\b/i },
  { category: 'forex', pattern: /\b(?:forex|fx\s+(?:trading|broker)|currency\s+trading|cfds?)\b/i },
];
const ADULT_ALONE = /\badult\b/i;

/**
 * The regulated category a message names: cannabis/marijuana, CBD, adult, gambling/casino/betting,
 * crypto/bitcoin, forex/FX trading. `loose` (the planner asked for the category) also accepts "adult".
 */
export function extractCategory(text: string, opts: { loose?: boolean } = {}): RegulatedCategory | null {
  let best: { category: RegulatedCategory; at: number } | null = null;
  for (const { category, pattern } of CATEGORY_WORDS) {
    const at = text.search(pattern);
    if (at !== -1 && (!best || at < best.at)) best = { category, at };
  }
  if (!best && opts.loose && ADULT_ALONE.test(text)) return 'adult';
  return best?.category ?? null;
}
