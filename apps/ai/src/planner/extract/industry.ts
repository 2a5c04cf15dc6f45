// The advertiser's industry, used for headline ideas. Only explicit phrasings count.
const PATTERNS = [
  /\b(?:industry|sector|vertical)\s*(?:is|:|=|-)\s*([a-z][\w &/-]{1,40}?)(?=[,.;!?\n]|$|\s+(?:and|for|with|targeting)\b)/i,
  /\bin\s+the\s+([a-z][\w &/-]{1,30}?)\s+(?:industry|sector|space|business|vertical|market)\b/i,
  /\b(?:we|i)\s+(?:sell|make|offer)\s+([a-z][\w &-]{1,30}?)(?=[,.;!?\n]|$|\s+(?:and|for|with|to|in|online)\b)/i,
];

const titleCase = (s: string) => s.replace(/\b\p{L}/gu, (c) => c.toUpperCase());

export function extractIndustry(text: string): string | null {
  for (const pattern of PATTERNS) {
    const raw = text.match(pattern)?.[1]?.trim();
    if (raw && raw.length >= 2) return titleCase(raw.replace(/\s+/g, ' ')).slice(0, 100);
  }
  return null;
}
