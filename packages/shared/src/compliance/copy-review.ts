import type { PlatformId, RegulatedCategory } from '../campaign/platforms.ts';
import { platformName } from '../campaign/platforms.ts';
import { copyRulesFor, withoutMinorsWarnings } from './copy-rules.ts';
import { withoutDisclaimerText } from './disclaimers.ts';
import type { Jurisdictions } from './jurisdictions.ts';
import { type CopyLimit, DESCRIPTION_LIMITS, HEADLINE_LIMITS } from './limits.ts';
import type { CopyRule } from './rule-types.ts';

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
  /** ISO 3166-2 region the finding is about. */
  region?: string;
  /** The first copy line the finding is about. */
  copy?: { field: 'headlines' | 'descriptions'; index: number };
}

export interface AdCopy {
  headlines: readonly string[];
  descriptions: readonly string[];
}

/** The text the phrase rules read: disclaimer text and keep-away-from-children warnings are exempt. */
const checkedText = (text: string, category: RegulatedCategory | null) =>
  withoutMinorsWarnings(withoutDisclaimerText(text, category));

/** The phrase rules a piece of copy breaks. */
export function copyViolations(
  text: string,
  category: RegulatedCategory | null,
  j: Jurisdictions | null = null,
  rules: readonly CopyRule[] = copyRulesFor(category, j),
): CopyRule[] {
  const checked = checkedText(text, category);
  return rules.filter((r) => r.pattern.test(checked));
}

function lengthFindings(
  lines: readonly string[],
  field: 'headlines' | 'descriptions',
  platforms: readonly PlatformId[],
  table: Readonly<Partial<Record<PlatformId, CopyLimit>>>,
): ComplianceFinding[] {
  const findings: ComplianceFinding[] = [];
  const noun = field === 'headlines' ? 'headline' : 'description';
  for (const platform of platforms) {
    const limit = table[platform];
    if (!limit) continue;
    lines.forEach((raw, index) => {
      const line = raw.trim();
      if (line.length <= limit.max) return;
      findings.push({
        ruleId: `copy.${noun}-length.${platform}`,
        severity: limit.hard ? 'blocker' : 'warning',
        message:
          field === 'headlines'
            ? `"${line}" is ${line.length} characters; ${platformName(platform)} allows ${limit.max}.`
            : `A description is ${line.length} characters; ${platformName(platform)} ${limit.hard ? 'allows' : 'shows'} ${limit.max}.`,
        fix: `Shorten the ${noun} to ${limit.max} characters or fewer.`,
        citation: limit.citation,
        platform,
        copy: { field, index },
      });
    });
  }
  return findings;
}

/** Checks every campaign gets: platform copy limits, shouting, and claims no one may make. */
export function reviewCopy(
  copy: AdCopy,
  platforms: readonly PlatformId[],
  category: RegulatedCategory | null = null,
  jurisdictions: Jurisdictions | null = null,
): ComplianceFinding[] {
  const findings: ComplianceFinding[] = [];
  const headlines = copy.headlines;
  const descriptions = copy.descriptions;
  const filled = (field: 'headlines' | 'descriptions', lines: readonly string[]) =>
    lines.flatMap((text, index) => (text.trim() ? [{ text, field, index }] : []));
  const lines = [...filled('headlines', headlines), ...filled('descriptions', descriptions)];

  findings.push(...lengthFindings(headlines, 'headlines', platforms, HEADLINE_LIMITS));
  if (platforms.includes('google-ads')) {
    for (const h of filled('headlines', headlines).filter((x) => x.text.includes('!'))) {
      findings.push({
        ruleId: 'copy.google-headline-exclamation',
        severity: 'blocker',
        message: `"${h.text.trim()}" contains an exclamation mark, which Google Ads does not allow in headlines.`,
        fix: 'Remove the exclamation mark from the headline.',
        citation: 'Google Ads editorial policy: punctuation and symbols',
        platform: 'google-ads',
        copy: { field: 'headlines', index: h.index },
      });
    }
  }
  findings.push(...lengthFindings(descriptions, 'descriptions', platforms, DESCRIPTION_LIMITS));

  for (const h of filled('headlines', headlines)) {
    const text = h.text.trim();
    const letters = text.replace(/[^\p{L}]/gu, '');
    if (letters.length >= 5 && letters === letters.toUpperCase() && letters !== letters.toLowerCase()) {
      findings.push({
        ruleId: 'copy.all-caps',
        severity: 'warning',
        message: `"${text}" is written in capitals.`,
        fix: 'Use sentence or title case; platforms reject or down-rank shouting copy.',
        citation: 'Google Ads and Meta editorial policies: excessive capitalisation',
        copy: { field: 'headlines', index: h.index },
      });
    }
    if (/[!?]{2,}/.test(text)) {
      findings.push({
        ruleId: 'copy.repeated-punctuation',
        severity: 'warning',
        message: `"${text}" repeats punctuation.`,
        fix: 'Use a single punctuation mark.',
        citation: 'Google Ads and Meta editorial policies: gimmicky punctuation',
        copy: { field: 'headlines', index: h.index },
      });
    }
  }
  const placeholder = lines.find((l) => /\[\s*x+\s*\]/i.test(l.text));
  if (placeholder) {
    findings.push({
      ruleId: 'copy.placeholder',
      severity: 'warning',
      message: 'The copy still has a placeholder ([XX]) to fill in.',
      fix: 'Replace [XX] with your own figure, e.g. your share of losing retail accounts.',
      citation: 'The rule behind the suggested wording asks for the advertiser’s own figure',
      copy: { field: placeholder.field, index: placeholder.index },
    });
  }

  // Each line is stripped once, then read by every rule.
  const checked = lines.map((l) => checkedText(l.text, category));
  for (const rule of copyRulesFor(category, jurisdictions)) {
    const hit = lines[checked.findIndex((text) => rule.pattern.test(text))];
    if (!hit) continue;
    const minors = rule.id.includes('.minors');
    findings.push({
      ruleId: rule.id,
      severity: 'blocker',
      message: minors
        ? `The copy ${rule.label}: "${hit.text.trim()}".`
        : `The copy makes a prohibited claim (${rule.label}): "${hit.text.trim()}".`,
      fix: minors
        ? 'Remove the phrase: this category may not address or attract anyone under age.'
        : 'Remove the claim or replace it with a statement you can substantiate.',
      citation: rule.citation,
      copy: { field: hit.field, index: hit.index },
    });
  }
  return findings;
}
