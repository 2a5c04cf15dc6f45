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
  type ComplianceFinding,
  copyViolations,
  DESCRIPTION_LIMITS,
  fittingWording,
  HEADLINE_LIMITS,
  hasDisclaimerText,
  isDisclaimerShown,
  type Jurisdictions,
  minimumAgeFor,
  resolveGeography,
  strictestLimit,
  US_ADULT_USE_STATES,
  visibleLines,
} from '@northstar/shared/compliance';
import { findRegion } from '@northstar/shared/geo';
import { mergePatch } from '../draft-patch.ts';
import type { DraftPatch } from '../planner-types.ts';
import { writeHeadlines } from './headline-writer.ts';

// The repair behind a compliance fix: each round reads the review's blockers and changes only what a
// blocker asks for, until none is left or nothing more can change. Copy is checked with the review's
// own phrase rules and limits, so what the fix writes is what the review accepts.

/** The parts of the draft a compliance fix may change. */
export interface Plan {
  platforms: PlatformId[];
  countries: string[];
  regions: string[];
  cities: string[];
  ageMin: number;
  ageMax: number;
  headlines: string[];
  descriptions: string[];
  /** What changed, one short clause each, in order. */
  log: string[];
}

const DESCRIPTIONS_MAX = 10;
const FALLBACK_HEADLINES = ['Discover our range', 'Learn more today', 'See what is new'];

export const planOf = (d: CampaignDraft): Plan => ({
  platforms: [...d.platforms.selected],
  countries: [...d.targeting.geography.countries],
  regions: [...d.targeting.geography.regions],
  cities: [...d.targeting.geography.cities],
  ageMin: d.targeting.demographics.ageMin,
  ageMax: d.targeting.demographics.ageMax,
  headlines: [...d.creatives.copy.headlines],
  descriptions: [...d.creatives.copy.descriptions],
  log: [],
});

export const patchOf = (p: Plan): DraftPatch => ({
  platforms: { selected: p.platforms },
  targeting: {
    demographics: { ageMin: p.ageMin, ageMax: Math.max(p.ageMax, p.ageMin) },
    geography: { countries: p.countries, regions: p.regions, cities: p.cities },
  },
  creatives: { copy: { headlines: p.headlines, descriptions: p.descriptions } },
});

export const draftOf = (base: CampaignDraft, p: Plan): CampaignDraft => mergePatch(base, patchOf(p));

/** The plan's content without its log, to compare two plans. */
export const planKey = (p: Plan) => JSON.stringify({ ...p, log: [] });

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const countryName = (code: string) => {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
};

const categoryOf = regulatedCategoryOf;
const quote = (text: string) => `“${text.length > 40 ? `${text.slice(0, 39)}…` : text}”`;
const sentences = (text: string) => text.split(/(?<=[.!?])\s+/);

/** Cut at a word boundary within `max`, without trailing punctuation. */
function clamp(text: string, max: number): string {
  const t = text.trim().replace(/\s+/g, ' ');
  if (t.length <= max) return t;
  const cut = t.slice(0, max + 1);
  const space = cut.lastIndexOf(' ');
  return (space > max / 2 ? cut.slice(0, space) : t.slice(0, max)).replace(/[\s,;:–-]+$/, '');
}

/**
 * Networks that take the category in every targeted country (else in some), those that need no
 * certification first.
 */
export function acceptingNetworks(category: RegulatedCategory, j: Jurisdictions): PlatformId[] {
  const only = (id: PlatformId) => platformPolicy(category, id).countries;
  const all = networksForCategory(category).map((p) => p.id);
  const everywhere = all.filter((id) => j.countries.every((c) => only(id)?.includes(c) ?? true));
  const somewhere = all.filter((id) => j.countries.some((c) => only(id)?.includes(c) ?? true));
  const rank = (id: PlatformId) => (platformPolicy(category, id).access === 'allowed' ? 0 : 1);
  return (everywhere.length ? everywhere : somewhere).sort((a, b) => rank(a) - rank(b));
}

// --- geography ---------------------------------------------------------------------------------------

function dropCountry(p: Plan, country: string, j: Jurisdictions): void {
  const inside = new Set(j.entries.filter((e) => e.country === country).map((e) => `${e.field}:${e.name}`));
  p.countries = p.countries.filter((c) => c !== country);
  p.regions = p.regions.filter((n) => !inside.has(`regions:${n}`));
  p.cities = p.cities.filter((n) => !inside.has(`cities:${n}`));
}

function dropRegion(p: Plan, code: string, j: Jurisdictions): string[] {
  const inside = j.entries.filter((e) => e.region === code);
  const names = new Set(inside.map((e) => `${e.field}:${e.name}`));
  p.regions = p.regions.filter((n) => !names.has(`regions:${n}`));
  p.cities = p.cities.filter((n) => !names.has(`cities:${n}`));
  // The region was all the advertiser wanted of its country: without it the country goes too, rather
  // than widening to the whole country.
  const country = code.slice(0, 2);
  const left = resolveGeography(p);
  if (j.narrowedTo[country] && !left.narrowedTo[country])
    p.countries = p.countries.filter((c) => c !== country);
  return inside.map((e) => e.name);
}

function repairGeography(
  p: Plan,
  blockers: readonly ComplianceFinding[],
  category: RegulatedCategory,
  j: Jurisdictions,
) {
  const countryRules = new Set([
    `${category}.countries`,
    ...p.platforms.map((x) => `${category}.${x}.countries`),
  ]);
  const countries = [
    ...new Set(blockers.filter((b) => b.country && countryRules.has(b.ruleId)).map((b) => b.country ?? '')),
  ];
  for (const c of countries) dropCountry(p, c, j);
  if (countries.length) p.log.push(`stop targeting ${countries.map(countryName).join(', ')}`);

  const regions = blockers.filter((b) => b.ruleId === 'cannabis.us-state' && b.region);
  const dropped = regions.flatMap((b) => dropRegion(p, b.region ?? '', j));
  if (dropped.length) p.log.push(`stop targeting ${dropped.join(', ')}`);

  if (blockers.some((b) => b.ruleId === 'cannabis.us-states')) {
    const states = US_ADULT_USE_STATES.flatMap((code) => findRegion(code)?.name ?? []);
    p.regions = [...p.regions, ...states.filter((s) => !p.regions.includes(s))].slice(0, 100);
    p.log.push(
      `limit the United States to the ${states.length} states where adult-use cannabis ads are lawful`,
    );
  }
}

// --- copy ---------------------------------------------------------------------------------------------

interface CopyContext {
  category: RegulatedCategory | null;
  j: Jurisdictions;
  ids: Set<string>;
  platforms: PlatformId[];
}

const has = (ids: Set<string>, prefix: string) => [...ids].some((id) => id.startsWith(prefix));
const isPhraseRule = (id: string) =>
  id.startsWith('claims.') || /\.(claims\.\d+|minors(\.imagery)?)$/.test(id);

function cleanLine(line: string, field: 'headlines' | 'descriptions', c: CopyContext): string {
  let text = line;
  if ([...c.ids].some(isPhraseRule)) {
    text = sentences(text)
      .filter((s) => copyViolations(s, c.category, c.j).length === 0)
      .join(' ');
  }
  if (field === 'headlines') {
    if (c.ids.has('copy.google-headline-exclamation')) text = text.replace(/!+/g, '').trim();
    const max = strictestLimit(HEADLINE_LIMITS, c.platforms, true);
    if (has(c.ids, 'copy.headline-length.') && text.trim().length > max) text = clamp(text, max);
  } else {
    const max = strictestLimit(DESCRIPTION_LIMITS, c.platforms, true);
    if (has(c.ids, 'copy.description-length.') && text.trim().length > max) {
      // Disclaimer sentences leave the line; the disclaimer step puts back a wording that fits.
      text = clamp(
        sentences(text)
          .filter((s) => !hasDisclaimerText(s, c.category))
          .join(' '),
        max,
      );
    }
  }
  text = text.trim();
  if (text === line.trim()) return line; // untouched: keep it exactly as written
  // A cut can make a new word ("guaranteeing" -> "guarantee"); a line that still breaks a rule goes.
  return copyViolations(text, c.category, c.j).length === 0 ? text : '';
}

function freshHeadlines(base: CampaignDraft, p: Plan, c: CopyContext): string[] {
  const draft = draftOf(base, { ...p, headlines: [] });
  const max = strictestLimit(HEADLINE_LIMITS, c.platforms);
  const ok = (h: string) =>
    h.length <= max && !h.includes('!') && copyViolations(h, c.category, c.j).length === 0;
  const ideas: string[] = [];
  for (let v = 0; v < 6 && ideas.length < 3; v++) {
    for (const h of writeHeadlines(draft, v)?.headlines ?? []) if (ok(h) && !ideas.includes(h)) ideas.push(h);
  }
  return (ideas.length ? ideas : FALLBACK_HEADLINES.filter(ok)).slice(0, 3);
}

function repairCopy(base: CampaignDraft, p: Plan, c: CopyContext): void {
  const fix = (field: 'headlines' | 'descriptions') => {
    const before = p[field];
    const after = before.map((l) => (l.trim() ? cleanLine(l, field, c) : l));
    // A line that was all disclaimer comes back in a wording that fits (logged by placeDisclaimers).
    const removed = before.filter(
      (l, i) => l.trim() && !after[i] && !sentences(l).every((x) => hasDisclaimerText(x, c.category)),
    );
    const edited = before.filter((l, i) => l.trim() && after[i] && after[i] !== l);
    p[field] = after.filter((l) => l.trim() !== '');
    if (removed.length) p.log.push(`remove ${removed.map(quote).join(', ')}`);
    if (edited.length) p.log.push(`edit ${edited.map(quote).join(', ')} to fit the rules`);
    return before.some((l) => l.trim() !== '');
  };
  const hadHeadlines = fix('headlines');
  fix('descriptions');
  if (hadHeadlines && !p.headlines.some((h) => h.trim() !== '')) {
    p.headlines = freshHeadlines(base, p, c);
    if (p.headlines.length) p.log.push(`use new headlines: ${p.headlines.map(quote).join(', ')}`);
  }
}

function placeDisclaimers(p: Plan, category: RegulatedCategory, j: Jurisdictions): void {
  const maxLine = strictestLimit(DESCRIPTION_LIMITS, p.platforms);
  for (const d of applicableDisclaimers(category, j, p.platforms)) {
    if (isDisclaimerShown(d, visibleLines(p, p.platforms))) continue;
    const wording = fittingWording(d, maxLine);
    if (!wording) continue; // No wording fits: the platform itself is the problem (see the platform variants).
    // Make room among the advertiser's own lines, from the last, when the platform list is full.
    const spare = DESCRIPTIONS_MAX - p.descriptions.length;
    const displaced: string[] = [];
    for (let need = wording.length - spare; need > 0; need--) {
      const index = p.descriptions.findLastIndex((l) => !hasDisclaimerText(l, category));
      if (index < 0) break;
      displaced.push(p.descriptions[index] ?? '');
      p.descriptions.splice(index, 1);
    }
    if (p.descriptions.length + wording.length > DESCRIPTIONS_MAX) continue;
    p.descriptions = [...p.descriptions, ...wording];
    if (displaced.length) p.log.push(`replace ${displaced.map(quote).join(', ')} to make room`);
    const within = Number.isFinite(maxLine) ? ` of up to ${maxLine} characters` : '';
    const note = d.note ? ` (${d.note.replace(/\.$/, '').replace(/^./, (x) => x.toLowerCase())})` : '';
    p.log.push(
      wording.length > 1
        ? `add the ${CATEGORY_RULES[category].label} disclaimer as ${wording.length} description lines${within}${note}`
        : `add ${quote(wording[0] ?? '')}${note}`,
    );
  }
}

// --- one round ----------------------------------------------------------------------------------------

/** One round over the plan's blockers (the review of `draftOf(base, plan)`). */
export function repairRound(base: CampaignDraft, plan: Plan, blockers: readonly ComplianceFinding[]): Plan {
  if (blockers.length === 0) return plan;
  const category = categoryOf(base);
  const ids = new Set(blockers.map((b) => b.ruleId));
  const p: Plan = { ...plan, log: [...plan.log] };

  if (category) {
    const banned = blockers.flatMap((b) =>
      b.platform && b.ruleId === `${category}.${b.platform}` ? [b.platform] : [],
    );
    if (banned.length) {
      p.platforms = p.platforms.filter((x) => !banned.includes(x));
      p.log.push(`drop ${banned.map(platformName).join(', ')}`);
    }
    repairGeography(p, blockers, category, resolveGeography(plan));
    if (banned.length && p.platforms.length === 0) {
      // The finding names the networks that take the category: move there.
      p.platforms = acceptingNetworks(category, resolveGeography(p));
      if (p.platforms.length) p.log.push(`run on ${p.platforms.map(platformName).join(', ')}`);
    }
    const age = minimumAgeFor(category, resolveGeography(p));
    if (ids.has(`${category}.min-age`) && p.ageMin < age) {
      p.ageMin = age;
      p.ageMax = Math.max(p.ageMax, age);
      p.log.push(`raise the minimum age to ${age}`);
    }
  }
  const j = resolveGeography(p);
  repairCopy(base, p, { category, j, ids, platforms: p.platforms });
  // The review asks for disclaimers once there is copy; so does the fix.
  const hasCopy = [...p.headlines, ...p.descriptions].some((l) => l.trim() !== '');
  if (category && hasCopy) placeDisclaimers(p, category, j);
  return p;
}
