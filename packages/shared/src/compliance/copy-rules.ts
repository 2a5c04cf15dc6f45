import type { RegulatedCategory } from '../campaign/platforms.ts';
import { CATEGORY_RULES } from './category-rules.ts';
import { type Jurisdictions, targets } from './jurisdictions.ts';
import type { CopyRule } from './rule-types.ts';

// Phrases copy must not contain. One list serves the review and the assistant's fix, so a fix removes
// exactly what the review objects to.

/** Claims no campaign may make without proof (FTC Act s.5; every platform's misleading-claims policy). */
export const PROHIBITED_CLAIMS: readonly { id: string; pattern: RegExp; label: string }[] = [
  { id: 'claims.guaranteed', pattern: /\bguarantee(d|s)?\b/i, label: '"guaranteed"' },
  { id: 'claims.risk-free', pattern: /\brisk[- ]free\b/i, label: '"risk-free"' },
  { id: 'claims.miracle', pattern: /\bmiracle\b/i, label: '"miracle"' },
  {
    id: 'claims.hundred-percent',
    pattern: /\b100% (free|safe|effective|natural)\b/i,
    label: '"100% ..." absolutes',
  },
  { id: 'claims.no-side-effects', pattern: /\bno side[- ]effects\b/i, label: '"no side effects"' },
];
export const PROHIBITED_CLAIMS_CITATION = 'FTC Act Section 5 and platform misleading-claims policies';

/** Words that address or attract minors. */
export const MINORS_PATTERN =
  /\b(kids?|kiddos?|child|children|teens?|teenagers?|tweens?|youngsters?|minors?|boys and girls|high[- ]school(ers)?|back[- ]to[- ]school|school ?kids)\b/i;
/** Cartoon and candy imagery, which regulators read as aimed at children for intoxicating products. */
export const CHILD_IMAGERY_PATTERN =
  /\b(candy|candies|cartoons?|lollipops?|gummy bears?|bubble ?gum|cotton candy|toys?|sweeties|superhero(es)?|unicorns?|teddy bears?)\b/i;

// Warnings that keep products away from minors say "children" without appealing to them.
const MINORS_SAFE = [
  /\bkeep (it |them )?(out of (the )?reach of|away from) (kids|children)\b/gi,
  /\bnot (for|to be sold to|intended for) (use by |sale to )?(kids|children|minors|teens|anyone under \d+)\b/gi,
  /\bno (kids|minors|children)( allowed)?\b/gi,
  /\b(kids|children|minors) (are )?(not (allowed|permitted)|prohibited)\b/gi,
  /\bchild[- ]?(resistant|proof)\b/gi,
];
export const withoutMinorsWarnings = (text: string) =>
  MINORS_SAFE.reduce((t, safe) => t.replace(safe, ' '), text);

/** Copy that suggests a regulated category, for universal campaigns that may be in the wrong builder. */
export const CATEGORY_KEYWORDS: Readonly<Record<RegulatedCategory, RegExp>> = {
  cannabis: /\b(cannabis|marijuana|weed|thc|dispensary)\b/i,
  cbd: /\b(cbd|cannabidiol)\b/i,
  adult: /\b(xxx|porn|escort|adult (content|videos?))\b/i,
  gambling: /\b(casino|sportsbook|betting|poker|slots|wager)\b/i,
  crypto: /\b(crypto(currency)?|bitcoin|ethereum|token sale|nft)\b/i,
  forex: /\b(forex|fx trading|cfds?|currency trading)\b/i,
};

/** Every phrase rule that applies to a campaign of this category reaching these jurisdictions. */
export function copyRulesFor(category: RegulatedCategory | null, j: Jurisdictions | null): CopyRule[] {
  const rules: CopyRule[] = PROHIBITED_CLAIMS.map((c) => ({ ...c, citation: PROHIBITED_CLAIMS_CITATION }));
  if (!category) return rules;
  const rule = CATEGORY_RULES[category];
  rule.prohibitedClaims.forEach((c, i) => {
    // A claim rule scoped to some jurisdictions applies only where one of them is targeted.
    if (c.countries && !(j && c.countries.some((code) => targets(j, code)))) return;
    rules.push({
      id: `${category}.claims.${i + 1}`,
      pattern: c.pattern,
      label: c.label,
      citation: rule.prohibitedClaimsCitation ?? PROHIBITED_CLAIMS_CITATION,
    });
  });
  rules.push({
    id: `${category}.minors`,
    pattern: MINORS_PATTERN,
    label: 'appeals to minors',
    citation: rule.minors.citation,
  });
  if (rule.minors.imagery) {
    rules.push({
      id: `${category}.minors.imagery`,
      pattern: CHILD_IMAGERY_PATTERN,
      label: 'uses cartoon or candy imagery that appeals to minors',
      citation: rule.minors.citation,
    });
  }
  return rules;
}
