import type { PlatformId, RegulatedCategory } from './campaign/platforms.ts';
import { platformName } from './campaign/platforms.ts';
import {
  CATEGORY_RULES,
  GOOGLE_DESCRIPTION_MAX,
  HEADLINE_LIMITS,
  PROHIBITED_CLAIMS,
  PROHIBITED_CLAIMS_CITATION,
} from './compliance-rules.ts';

// Copy checks every campaign gets, universal or regulated.

export type Severity = 'blocker' | 'warning' | 'info';

export interface ComplianceFinding {
  ruleId: string;
  severity: Severity;
  message: string;
  fix: string;
  citation: string;
  platform?: PlatformId;
  country?: string;
}

export interface AdCopy {
  headlines: readonly string[];
  descriptions: readonly string[];
}

/** Lower case, straight apostrophes, single spaces: the form phrases are compared in. */
export const normaliseCopy = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ');

// Disclaimer sentences are required text; they must not trip the claim checks (the FDA one says "cure").
function withoutDisclaimers(texts: readonly string[], category: RegulatedCategory | null): string[] {
  if (!category) return [...texts];
  const phrases = CATEGORY_RULES[category].disclaimers.flatMap((d) =>
    [...d.phrases, ...(d.companionPhrases ?? [])].map(normaliseCopy),
  );
  return texts.map((t) =>
    t
      .split(/(?<=[.!?])\s+/)
      .filter((sentence) => !phrases.some((p) => normaliseCopy(sentence).includes(p)))
      .join(' '),
  );
}

/** Checks every campaign gets: platform copy limits, shouting, and claims no one may make. */
export function reviewCopy(
  copy: AdCopy,
  platforms: readonly PlatformId[],
  category: RegulatedCategory | null = null,
): ComplianceFinding[] {
  const findings: ComplianceFinding[] = [];
  const headlines = copy.headlines.filter((h) => h.trim() !== '');
  for (const platform of platforms) {
    const limit = HEADLINE_LIMITS[platform];
    if (!limit) continue;
    for (const h of headlines.filter((x) => x.trim().length > limit.max)) {
      findings.push({
        ruleId: `copy.headline-length.${platform}`,
        severity: limit.hard ? 'blocker' : 'warning',
        message: `"${h.trim()}" is ${h.trim().length} characters; ${platformName(platform)} allows ${limit.max}.`,
        fix: `Shorten the headline to ${limit.max} characters or fewer.`,
        citation: limit.citation,
        platform,
      });
    }
  }
  if (platforms.includes('google-ads')) {
    for (const h of headlines.filter((x) => x.includes('!'))) {
      findings.push({
        ruleId: 'copy.google-headline-exclamation',
        severity: 'blocker',
        message: `"${h.trim()}" contains an exclamation mark, which Google Ads does not allow in headlines.`,
        fix: 'Remove the exclamation mark from the headline.',
        citation: 'Google Ads editorial policy: punctuation and symbols',
        platform: 'google-ads',
      });
    }
    for (const d of copy.descriptions.filter((x) => x.trim().length > GOOGLE_DESCRIPTION_MAX)) {
      findings.push({
        ruleId: 'copy.description-length.google-ads',
        severity: 'blocker',
        message: `A description is ${d.trim().length} characters; Google Ads allows ${GOOGLE_DESCRIPTION_MAX}.`,
        fix: `Shorten the description to ${GOOGLE_DESCRIPTION_MAX} characters or fewer.`,
        citation: 'Google Ads responsive search ads: descriptions up to 90 characters',
        platform: 'google-ads',
      });
    }
  }
  for (const h of headlines) {
    const letters = h.replace(/[^\p{L}]/gu, '');
    if (letters.length >= 5 && letters === letters.toUpperCase() && letters !== letters.toLowerCase()) {
      findings.push({
        ruleId: 'copy.all-caps',
        severity: 'warning',
        message: `"${h.trim()}" is written in capitals.`,
        fix: 'Use sentence or title case; platforms reject or down-rank shouting copy.',
        citation: 'Google Ads and Meta editorial policies: excessive capitalisation',
      });
    }
    if (/[!?]{2,}/.test(h)) {
      findings.push({
        ruleId: 'copy.repeated-punctuation',
        severity: 'warning',
        message: `"${h.trim()}" repeats punctuation.`,
        fix: 'Use a single punctuation mark.',
        citation: 'Google Ads and Meta editorial policies: gimmicky punctuation',
      });
    }
  }
  const texts = withoutDisclaimers([...headlines, ...copy.descriptions], category);
  const claims = [
    ...PROHIBITED_CLAIMS.map((c) => ({ ...c, citation: PROHIBITED_CLAIMS_CITATION })),
    ...(category
      ? CATEGORY_RULES[category].prohibitedClaims.map((c, i) => ({
          id: `${category}.claims.${i + 1}`,
          ...c,
          citation: CATEGORY_RULES[category].prohibitedClaimsCitation ?? PROHIBITED_CLAIMS_CITATION,
        }))
      : []),
  ];
  for (const claim of claims) {
    const hit = texts.find((t) => claim.pattern.test(t));
    if (!hit) continue;
    findings.push({
      ruleId: claim.id,
      severity: 'blocker',
      message: `The copy makes a prohibited claim (${claim.label}): "${hit.trim()}".`,
      fix: 'Remove the claim or replace it with a statement you can substantiate.',
      citation: claim.citation,
    });
  }
  return findings;
}
