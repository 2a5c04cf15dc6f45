import {
  networksForCategory,
  type PlatformId,
  platformName,
  platformPolicy,
  type RegulatedCategory,
  regulatedCategoryOf,
} from '@northstar/shared/campaign';
import type { CampaignDraft } from '@northstar/shared/campaign/schemas';
import {
  applicableDisclaimers,
  CATEGORY_RULES,
  type GeographyInput,
  isCountryAllowed,
  isDisclaimerShown,
  type Jurisdictions,
  minimumAgeFor,
  resolveGeography,
  reviewCompliance,
  targets,
  visibleLines,
} from '@northstar/shared/compliance';
import { countryMentions } from '../extract/countries.ts';
import { extractPlatforms } from '../extract/platforms.ts';
import { capitalise, joinList, platformList } from '../format.ts';
import { placeName } from './compliance-gate.ts';

// Questions about the rules ("what disclaimer do we need?", "can we run on Instagram?", "do we need a
// different risk warning for Germany than for the UK?", "what's left to fix?"), answered from the same
// rules table the review uses, for the places the question names or else the campaign's own. Only what
// the targeted jurisdictions ask for is quoted: a US campaign never hears about the UK's wording.

const RULES_WORDS =
  /\b(?:complian\w*|compliant|disclaim\w*|disclosures?|wordings?|legal\w*|laws?|regulat\w*|rules?|requirements?|restrictions?|risk\s+(?:warning|wording|statement|disclosure|notice)s?|warnings?|1-800|helpline|fix(?:ed)?|allowed|permitted|accept(?:s|ed)?|need\s+to\s+(?:add|include|say|show)|good\s+to\s+go|ready\s+to\s+(?:go|launch)|left\s+to\s+(?:fix|do|change)|blockers?|age\s+limit|minimum\s+age)\b/i;
const CAN_RUN =
  /\b(?:can|could|may)\s+(?:we|i|you)\s+(?:also\s+)?(?:run|advertise|use|go|be|target|show|add|try)\b/i;

const categoryOf = regulatedCategoryOf;

/** Whether a question is about the campaign's compliance rather than prices or projections. */
export function isComplianceQuestion(draft: CampaignDraft, text: string, step: number): boolean {
  if (RULES_WORDS.test(text)) return categoryOf(draft) !== null || step === 6;
  if (!categoryOf(draft) || !CAN_RUN.test(text)) return false;
  return extractPlatforms(text).include.length > 0 || countryMentions(text, { codes: false }).length > 0;
}

function platformLine(category: RegulatedCategory, p: PlatformId, draft: CampaignDraft): string {
  const label = CATEGORY_RULES[category].label;
  const policy = platformPolicy(category, p);
  const accepting = networksForCategory(category).map((x) => x.id);
  if (policy.access === 'prohibited')
    return `${platformName(p)} does not accept ${label} ads; ${label} campaigns can run on ${platformList(accepting)}.`;
  const only = policy.countries ? ` in ${joinList(policy.countries.map(placeName))} only` : '';
  if (policy.access === 'certification')
    return draft.compliance.certifications.includes(p)
      ? `${platformName(p)} accepts ${label} ads from certified advertisers${only}, and your certification is on file.`
      : `${platformName(p)} accepts ${label} ads${only} only from certified advertisers: tell me once you hold its certification.`;
  return `${platformName(p)} accepts ${label} ads${only}.`;
}

const placeNames = (j: Jurisdictions): string[] =>
  j.entries.length ? j.entries.map((e) => e.name) : j.countries.map(placeName);

function placesText(j: Jurisdictions): string {
  const names = placeNames(j);
  return names.length ? joinList(names) : 'every market';
}

/** What one set of jurisdictions asks of the copy and the audience; `quoted` collects the disclaimer ids. */
function rulesFor(
  category: RegulatedCategory,
  j: Jurisdictions,
  draft: CampaignDraft,
  quoted: Set<string>,
  unmet: Set<string>,
) {
  const rule = CATEGORY_RULES[category];
  const platforms = draft.platforms.selected;
  const lines = visibleLines(draft.creatives.copy, platforms);
  const needed = applicableDisclaimers(category, j, platforms.length ? platforms : undefined);
  const where = placesText(j);
  const out: string[] = [];
  if (needed.length === 0)
    out.push(`${rule.label} ads in ${where} need no set disclaimer; keep the copy factual.`);
  for (const d of needed) {
    quoted.add(d.id);
    const shown = isDisclaimerShown(d, lines);
    if (!shown) unmet.add(d.id);
    out.push(
      shown
        ? `${capitalise(where)}: the copy already carries the required wording (“${d.text}”).`
        : `${capitalise(where)}: the copy needs “${d.text}”${d.note ? ` ${d.note}` : ''}`,
    );
  }
  for (const note of rule.notes ?? []) if (targets(j, note.jurisdiction)) out.push(note.text);
  return out;
}

/** One country of the geography, with the regions and cities that narrow it. */
function countryPart(j: Jurisdictions, country: string): GeographyInput {
  const inside = j.entries.filter((e) => e.country === country);
  return {
    countries: [country],
    regions: inside.filter((e) => e.field === 'regions').map((e) => e.name),
    cities: inside.filter((e) => e.field === 'cities').map((e) => e.name),
  };
}

/** Countries grouped where the rules ask the same (disclaimers and age), in order. */
function groupBySameRules(
  category: RegulatedCategory,
  parts: readonly GeographyInput[],
  draft: CampaignDraft,
) {
  const groups = new Map<string, GeographyInput[]>();
  const platforms = draft.platforms.selected;
  for (const part of parts) {
    const j = resolveGeography(part);
    const ids = applicableDisclaimers(category, j, platforms.length ? platforms : undefined).map((d) => d.id);
    const key = `${ids.join(',')}|${minimumAgeFor(category, j)}`;
    groups.set(key, [...(groups.get(key) ?? []), part]);
  }
  return [...groups.values()].map((group) =>
    resolveGeography({
      countries: group.flatMap((g) => g.countries),
      regions: group.flatMap((g) => g.regions ?? []),
      cities: group.flatMap((g) => g.cities ?? []),
    }),
  );
}

/** The answer, or null when the question is not about compliance. */
export function complianceAnswer(draft: CampaignDraft, text: string, step: number): string | null {
  if (!isComplianceQuestion(draft, text, step)) return null;
  const category = categoryOf(draft);
  const out: string[] = [];
  const quoted = new Set<string>();
  const unmet = new Set<string>();
  const platforms = extractPlatforms(text).include;
  const named = [...new Set(countryMentions(text, { codes: false }).map((m) => m.value))];
  // "Can we run on Instagram?" is answered for Instagram; a general question gets the whole picture.
  const general = platforms.length === 0 && named.length === 0;
  if (category) {
    const label = CATEGORY_RULES[category].label;
    for (const p of platforms) out.push(platformLine(category, p, draft));
    const refused = named.filter((c) => !isCountryAllowed(category, c));
    for (const c of refused) out.push(`${label} ads are not allowed in ${placeName(c)}.`);
    const allowed = named.filter((c) => !refused.includes(c));
    const own = resolveGeography(draft.targeting.geography);
    const parts = allowed.length
      ? allowed.map((c) => ({ countries: [c] }))
      : general
        ? own.countries.map((c) => countryPart(own, c))
        : [];
    const scopes = groupBySameRules(category, parts, draft);
    if (allowed.length > 1 && scopes.length === 1)
      out.push(`The same rules apply in ${placesText(scopes[0] as Jurisdictions)}:`);
    for (const j of scopes) if (j.countries.length) out.push(...rulesFor(category, j, draft, quoted, unmet));
    // One age line when every place asks the same.
    const ages = new Map<number, Jurisdictions[]>();
    for (const j of scopes) {
      const age = minimumAgeFor(category, j);
      ages.set(age, [...(ages.get(age) ?? []), j]);
    }
    for (const [age, js] of ages) {
      const places = joinList(js.flatMap(placeNames));
      out.push(`The audience must be ${age}+ in ${places}.`);
    }
    if (general && draft.targeting.geography.countries.length === 0)
      out.push(`Tell me where the ${label} campaign runs and I will list what those places require.`);
  }
  if (general) {
    const review = reviewCompliance(draft);
    // A disclaimer already quoted above is not listed twice.
    const blockers = review.findings.filter((f) => f.severity === 'blocker' && !quoted.has(f.ruleId));
    if (blockers.length)
      out.push(`Still to fix:\n${blockers.map((b) => `• ${b.message} Fix: ${b.fix}`).join('\n')}`);
    else if (unmet.size) out.push('Add that wording and nothing else blocks the campaign.');
    else out.push('Nothing blocks the campaign right now.');
  }
  return out.length ? out.join('\n') : null;
}
