import type { CampaignDraft, ComplianceStatus } from '../campaign/draft.ts';
import {
  networksForCategory,
  type PlatformId,
  platformPolicy,
  type RegulatedCategory,
} from '../campaign/platforms.ts';
import { CATEGORY_RULES } from './category-rules.ts';
import { type ComplianceFinding, reviewCopy } from './copy-review.ts';
import { CATEGORY_KEYWORDS } from './copy-rules.ts';
import { applicableDisclaimers, isDisclaimerShown, normaliseCopy } from './disclaimers.ts';
import { type GeographyInput, resolveGeography } from './jurisdictions.ts';
import { isCountryAllowed, minimumAgeFor, reviewRegulated } from './review-regulated.ts';
import type { Disclaimer } from './rule-types.ts';

export interface ComplianceReview {
  /** rejected: a blocker; pending: warnings or missing input; approved: nothing to fix. */
  status: ComplianceStatus;
  findings: ComplianceFinding[];
  /** Where a blocked regulated campaign can run instead. */
  alternatives: { platforms: PlatformId[]; countries: string[] };
}

/** The parts of a draft the review reads; a full CampaignDraft fits. */
export interface ComplianceInput {
  campaignType: CampaignDraft['campaignType'];
  regulatedCategory: CampaignDraft['regulatedCategory'];
  platforms: { selected: readonly PlatformId[] };
  targeting: { demographics: { ageMin: number }; geography: GeographyInput };
  creatives: { copy: { headlines: readonly string[]; descriptions: readonly string[] } };
  compliance?: { certifications?: readonly PlatformId[] };
}

/** Minimum audience age for countries (and, optionally, region or city names narrowing them). */
export function requiredMinimumAge(
  category: RegulatedCategory,
  countries: readonly string[],
  regions: readonly string[] = [],
  cities: readonly string[] = [],
): number {
  return minimumAgeFor(category, resolveGeography({ countries, regions, cities }));
}

/** Disclaimers the category needs for these countries that the copy does not contain. */
export function missingDisclaimers(
  category: RegulatedCategory,
  countries: readonly string[],
  copyText: string,
  platforms?: readonly PlatformId[],
): Disclaimer[] {
  const lines = [normaliseCopy(copyText)];
  return applicableDisclaimers(category, resolveGeography({ countries }), platforms).filter(
    (d) => !isDisclaimerShown(d, lines),
  );
}

function alternativesFor(
  input: ComplianceInput,
  category: RegulatedCategory | null,
  targeted: readonly string[],
): ComplianceReview['alternatives'] {
  if (input.campaignType !== 'regulated' || !category) return { platforms: [], countries: [] };
  const rule = CATEGORY_RULES[category];
  const countries =
    'allow' in rule.countries
      ? [...rule.countries.allow]
      : targeted.filter((c) => isCountryAllowed(category, c));
  // Networks that accept the category in at least one of the countries we can suggest.
  const platforms = networksForCategory(category)
    .filter((p) => {
      const only = platformPolicy(category, p.id).countries;
      return !only || countries.length === 0 || only.some((c) => countries.includes(c));
    })
    .map((p) => p.id);
  return { platforms, countries };
}

/**
 * Step 6: runs the rules table over the draft and decides approved / pending / rejected. Pure: the
 * same input gives the same review, and it never reads the status it decides.
 */
export function reviewCompliance(input: ComplianceInput): ComplianceReview {
  const regulated = input.campaignType === 'regulated';
  const category = regulated ? input.regulatedCategory : null;
  const geography = input.targeting.geography;
  const j = resolveGeography(geography);
  const copy = input.creatives.copy;
  const findings: ComplianceFinding[] = [];
  let incomplete = false;

  if (regulated && !category) {
    incomplete = true;
    findings.push({
      ruleId: 'review.category-missing',
      severity: 'warning',
      message: 'Choose the regulated category so the right rules apply.',
      fix: 'Select Cannabis, CBD, Adult, Gambling, Crypto or Forex in Campaign Setup.',
      citation: 'Northstar regulated-channel rules',
    });
  }
  const hasCopy = copy.headlines.some((h) => h.trim() !== '');
  if (input.platforms.selected.length === 0 || !hasCopy || j.countries.length === 0) {
    incomplete = true;
    findings.push({
      ruleId: 'review.incomplete',
      severity: 'info',
      message: 'The review is partial until platforms, countries and at least one headline are chosen.',
      fix: 'Complete steps 3 to 5, then review again.',
      citation: 'Northstar compliance review',
    });
  }

  if (category) {
    const regulatedInput = {
      platforms: input.platforms.selected,
      certifications: input.compliance?.certifications ?? [],
      ageMin: input.targeting.demographics.ageMin,
      copy,
    };
    findings.push(...reviewRegulated(category, regulatedInput, j, geography.countries));
  }
  findings.push(...reviewCopy(copy, input.platforms.selected, category, category ? j : null));

  if (!regulated) {
    const text = [...copy.headlines, ...copy.descriptions].join('\n');
    for (const [cat, pattern] of Object.entries(CATEGORY_KEYWORDS) as [RegulatedCategory, RegExp][]) {
      if (!pattern.test(text)) continue;
      findings.push({
        ruleId: `universal.regulated-content.${cat}`,
        severity: 'warning',
        message: `The copy looks like ${CATEGORY_RULES[cat].label} advertising, which universal channels restrict.`,
        fix: `Build this campaign in Regulated Channels under ${CATEGORY_RULES[cat].label}.`,
        citation: 'Platform restricted-content policies (Google Ads, Meta, TikTok, LinkedIn)',
      });
    }
  }

  const status: ComplianceStatus = findings.some((f) => f.severity === 'blocker')
    ? 'rejected'
    : incomplete || findings.some((f) => f.severity === 'warning')
      ? 'pending'
      : 'approved';
  return { status, findings, alternatives: alternativesFor(input, category, j.countries) };
}
