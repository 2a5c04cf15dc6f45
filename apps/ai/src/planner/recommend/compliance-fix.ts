import type { CampaignDraft } from '@northstar/shared/campaign/draft';
import { type PlatformId, platformName, platformPolicy } from '@northstar/shared/campaign/platforms';
import {
  type ComplianceFinding,
  isCountryAllowed,
  missingDisclaimers,
  requiredMinimumAge,
  reviewCompliance,
} from '@northstar/shared/compliance';
import {
  CATEGORY_RULES,
  GOOGLE_DESCRIPTION_MAX,
  HEADLINE_LIMITS,
  PROHIBITED_CLAIMS,
} from '@northstar/shared/compliance-rules';
import { mergePatch } from '../draft-patch.ts';
import { countryName } from '../extract/countries.ts';
import { clampHeadline } from '../extract/headlines.ts';
import { joinList } from '../format.ts';
import type { DraftPatch } from '../planner-types.ts';
import { writeHeadlines } from './headline-writer.ts';

export const blockersOf = (draft: CampaignDraft): ComplianceFinding[] =>
  reviewCompliance(draft).findings.filter((f) => f.severity === 'blocker');

export interface ComplianceFix {
  patch: DraftPatch;
  /** What the fix changes, one short clause each. */
  changes: string[];
  /** Blockers the fix cannot clear on its own. */
  remaining: ComplianceFinding[];
}

function claimPatterns(draft: CampaignDraft): RegExp[] {
  const category = draft.campaignType === 'regulated' ? draft.regulatedCategory : null;
  return [
    ...PROHIBITED_CLAIMS.map((c) => c.pattern),
    ...(category ? CATEGORY_RULES[category].prohibitedClaims.map((c) => c.pattern) : []),
  ];
}

/** Copy that passes: no claims, no "!" on Google, within the platforms' hard headline limits. */
function fixCopy(
  draft: CampaignDraft,
  changes: string[],
): Pick<CampaignDraft['creatives']['copy'], 'headlines' | 'descriptions'> {
  const selected = draft.platforms.selected;
  const claims = claimPatterns(draft);
  const hardLimits = selected.flatMap((p) => (HEADLINE_LIMITS[p]?.hard ? [HEADLINE_LIMITS[p].max] : []));
  const limit = hardLimits.length ? Math.min(...hardLimits) : Number.POSITIVE_INFINITY;
  const google = selected.includes('google-ads');
  const { headlines, descriptions } = draft.creatives.copy;
  const fixedHeadlines = headlines
    .filter((h) => !claims.some((c) => c.test(h)))
    .map((h) => (google ? h.replace(/!+/g, '').trim() : h))
    .map((h) => (h.length > limit ? clampHeadline(h, limit) : h))
    .filter((h) => h.trim() !== '');
  const disclaimerTexts = new Set(
    draft.regulatedCategory ? CATEGORY_RULES[draft.regulatedCategory].disclaimers.map((d) => d.text) : [],
  );
  const fixedDescriptions = descriptions
    .filter((d) => disclaimerTexts.has(d) || !claims.some((c) => c.test(d)))
    .map((d) =>
      google && d.length > GOOGLE_DESCRIPTION_MAX && !disclaimerTexts.has(d)
        ? clampHeadline(d, GOOGLE_DESCRIPTION_MAX)
        : d,
    );
  if (JSON.stringify(fixedHeadlines) !== JSON.stringify(headlines)) changes.push('clean up the headlines');
  if (JSON.stringify(fixedDescriptions) !== JSON.stringify(descriptions))
    changes.push('clean up the descriptions');
  if (fixedHeadlines.length === 0) {
    const fresh = writeHeadlines(
      { ...draft, creatives: { ...draft.creatives, copy: { ...draft.creatives.copy, headlines: [] } } },
      0,
    );
    return { headlines: fresh?.headlines ?? [], descriptions: fixedDescriptions };
  }
  return { headlines: fixedHeadlines, descriptions: fixedDescriptions };
}

/**
 * The change that clears the compliance blockers. Variant 0 is the smallest change (drop what is not
 * allowed, raise the age, add disclaimers); variant 1 moves the campaign to where the category can run.
 * Returns null when there is nothing to fix or no different alternative.
 */
export function complianceFix(draft: CampaignDraft, variant: number): ComplianceFix | null {
  const review = reviewCompliance(draft);
  if (!review.findings.some((f) => f.severity === 'blocker') || variant > 1) return null;
  const changes: string[] = [];
  const category = draft.campaignType === 'regulated' ? draft.regulatedCategory : null;
  let countries = [...draft.targeting.geography.countries];
  let platforms: PlatformId[] = [...draft.platforms.selected];

  if (category) {
    const runsIn = (c: string) =>
      platforms.every((p) => platformPolicy(category, p).countries?.includes(c) ?? true);
    platforms = platforms.filter((p) => platformPolicy(category, p).access !== 'prohibited');
    if (platforms.length === 0) platforms = [...review.alternatives.platforms];
    if (variant === 1) {
      // Every country where the category and all the networks may run, not just the allowed ones kept.
      countries = review.alternatives.countries.filter(runsIn);
    } else {
      // A network limited to some countries keeps the countries it accepts (the country goes, not the network).
      countries = countries.filter((c) => isCountryAllowed(category, c) && runsIn(c));
      if (countries.length === 0) countries = review.alternatives.countries.filter(runsIn).slice(0, 2);
    }
    const droppedPlatforms = draft.platforms.selected.filter((p) => !platforms.includes(p));
    const addedPlatforms = platforms.filter((p) => !draft.platforms.selected.includes(p));
    const droppedCountries = draft.targeting.geography.countries.filter((c) => !countries.includes(c));
    const addedCountries = countries.filter((c) => !draft.targeting.geography.countries.includes(c));
    if (droppedPlatforms.length) changes.push(`drop ${joinList(droppedPlatforms.map(platformName))}`);
    if (addedPlatforms.length) changes.push(`run on ${joinList(addedPlatforms.map(platformName))}`);
    if (droppedCountries.length)
      changes.push(`stop targeting ${joinList(droppedCountries.map(countryName))}`);
    if (addedCountries.length) changes.push(`target ${joinList(addedCountries.map(countryName))}`);
  }
  if (variant === 1 && changes.length === 0) return null;

  const minAge = category ? requiredMinimumAge(category, countries) : 0;
  const demo = draft.targeting.demographics;
  const ageMin = Math.max(demo.ageMin, minAge);
  if (ageMin !== demo.ageMin) changes.push(`raise the minimum age to ${ageMin}`);

  const moved: CampaignDraft = mergePatch(draft, {
    platforms: { selected: platforms },
    targeting: { geography: { countries } },
  });
  const copy = fixCopy(moved, changes);
  if (category) {
    const missing = missingDisclaimers(
      category,
      countries,
      [...copy.headlines, ...copy.descriptions].join('\n'),
    );
    if (missing.length) {
      copy.descriptions = [...copy.descriptions, ...missing.map((d) => d.text)].slice(0, 10);
      changes.push(`add the required disclaimer${missing.length > 1 ? 's' : ''}`);
    }
  }
  const patch: DraftPatch = {
    platforms: { selected: platforms },
    targeting: {
      demographics: { ageMin, ageMax: Math.max(demo.ageMax, ageMin) },
      geography: { countries },
    },
    creatives: { copy: { headlines: copy.headlines, descriptions: copy.descriptions } },
  };
  const after = reviewCompliance(mergePatch(draft, patch));
  const remaining = after.findings.filter((f) => f.severity === 'blocker');
  // An alternative is offered only if it clears everything; the first choice says what it cannot fix.
  if (variant === 1 && remaining.length > 0) return null;
  return { patch: { ...patch, compliance: { status: after.status } }, changes, remaining };
}
