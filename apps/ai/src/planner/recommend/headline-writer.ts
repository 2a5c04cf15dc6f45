import { type Objective, REGULATED_CATEGORIES } from '@northstar/shared/campaign';
import type { CampaignDraft } from '@northstar/shared/campaign/schemas';
import {
  applicableDisclaimers,
  copyViolations,
  DESCRIPTION_LIMITS,
  fittingWording,
  HEADLINE_LIMITS,
  isDisclaimerShown,
  normaliseCopy,
  PROHIBITED_CLAIMS,
  resolveGeography,
  strictestLimit,
  visibleLines,
} from '@northstar/shared/compliance';
import type { PlannerMemory } from '../planner-types.ts';
import {
  CTA_CHOICES,
  DESCRIPTION_TEMPLATES,
  HEADLINE_TEMPLATES,
  OFFER_DESCRIPTIONS,
  OFFER_HEADLINES,
  TONE_TEMPLATES,
} from './copy-templates.ts';
import {
  FAMILY_COPY,
  familyFits,
  type IndustryFamily,
  industryFamily,
  targetedPlace,
} from './industry-copy.ts';

// Copy ideas from the campaign's name, objective and industry. The templates assert no offer, price or
// season; a stated offer (PlannerMemory.offers) is used, a denied one never appears. Ideas avoid what the
// compliance review blocks (exclamation marks on Google, absolute claims, lines past a platform's limit),
// so an approved set passes step 6; a regulated campaign gets the disclaimer wording that fits its lines.

const DEFAULT_LIMIT = 40;
const PER_SET = 3;
const DESCRIPTIONS_PER_SET = 2;

/** What the advertiser asked of the copy ("shorter", "more playful", "use our name"). */
export interface CopyStyle {
  shorter?: boolean;
  tone?: 'playful' | 'formal';
  useName?: boolean;
}

export type CopyMemory = Pick<PlannerMemory, 'offers' | 'deniedOffers'>;
const NO_MEMORY: CopyMemory = { offers: [], deniedOffers: [] };

/** The tightest headline limit among the selected platforms (40 when none sets one). */
export function headlineLimit(draft: CampaignDraft): number {
  const limits = draft.platforms.selected.map((p) => HEADLINE_LIMITS[p]?.max ?? DEFAULT_LIMIT);
  return limits.length ? Math.min(...limits) : DEFAULT_LIMIT;
}

/** "25% off all boots" -> "25% Off All Boots"; codes and amounts keep their form. */
export const titleOffer = (offer: string): string =>
  offer.replace(/(^|[\s-])(\p{Ll})/gu, (_m, before: string, c: string) => before + c.toUpperCase());

const fill = (template: string, name: string, subject: string, offer = '', place = '') =>
  template
    .replace(/\{name\}/g, name)
    .replace(/\{subject\}/g, subject)
    .replace(/\{place\}/g, place)
    .replace(/\{offer\}/g, offer)
    .replace(/\s+/g, ' ')
    .trim();

const isClean = (h: string) => !h.includes('!') && !PROHIBITED_CLAIMS.some((c) => c.pattern.test(h));

/** Whether a line mentions an offer the advertiser denied. */
const mentionsDenied = (line: string, denied: readonly string[]) =>
  denied.some((d) => normaliseCopy(line).includes(normaliseCopy(d)));

const unique = (lines: string[]) =>
  lines.filter((h, i, all) => all.findIndex((o) => o.toLowerCase() === h.toLowerCase()) === i);

interface Basis {
  objective: Objective;
  name: string;
  /** The industry, as written (descriptions) or in title case (headlines). */
  subject: string;
  /** Stated offers, as written (descriptions) or in title case (headlines). */
  offers: string[];
  denied: readonly string[];
  /** The one city or region targeted, or empty. */
  place: string;
  /** The kind of business, when the advertiser said enough to tell; its copy replaces the generic. */
  family: IndustryFamily | null;
  /** A regulated campaign's copy rules: an idea that breaks one is never offered. */
  breaksRules: (line: string) => boolean;
}

function basisOf(draft: CampaignDraft, memory: CopyMemory, titled = true): Basis {
  const objective = draft.objective || 'awareness';
  const categoryLabel = REGULATED_CATEGORIES.find((c) => c.id === draft.regulatedCategory)?.label;
  const industry = draft.industry.trim();
  // "Fitness Apps" would read "Your Fitness Apps App Is Here" in the app templates.
  const subject =
    (objective === 'app_installs' ? industry.replace(/\s+apps?$/i, '') : industry) || categoryLabel || '';
  const name = draft.campaignName.trim() || subject || 'Our Brand';
  const offers = memory.offers.filter((o) => !memory.deniedOffers.includes(o));
  const title = (s: string) => (titled ? titleOffer(s) : s);
  const family = industryFamily(draft);
  const category = draft.campaignType === 'regulated' ? draft.regulatedCategory || null : null;
  const jurisdictions = category ? resolveGeography(draft.targeting.geography) : null;
  return {
    objective,
    name,
    subject: title(subject),
    offers: offers.map(title),
    denied: memory.deniedOffers,
    place: targetedPlace(draft),
    family: family && familyFits(objective) ? family : null,
    breaksRules: (line) => category !== null && copyViolations(line, category, jurisdictions).length > 0,
  };
}

/** Templates filled, within `limit`, clean, without a denied offer, without duplicates. */
function ideas(templates: readonly string[], b: Basis, limit: number, offer = ''): string[] {
  return unique(
    templates
      // Without an industry, "{subject}" templates would read "New  Deals Inside"; skip them.
      .filter((t) => (b.subject || !t.includes('{subject}')) && (b.place || !t.includes('{place}')))
      .map((t) => fill(t, b.name, b.subject, offer, b.place))
      .filter((h) => h.length <= limit && isClean(h) && !mentionsDenied(h, b.denied) && !b.breaksRules(h)),
  );
}

/** Offer lines: each stated offer in turn, each in the next template that fits. */
function offerIdeas(templates: readonly string[], b: Basis, limit: number): string[] {
  const perOffer = b.offers.map((o) => ideas(templates, b, limit, o));
  const out: string[] = [];
  for (let i = 0; i < templates.length; i++)
    for (const list of perOffer) if (list[i]) out.push(list[i] ?? '');
  return unique(out);
}

/** `per` lines for set `variant`: offer lines first (up to two a set), then plain ones. */
function pickSet(offerLines: string[], plain: string[], variant: number, per: number): string[] {
  const k = Math.min(offerLines.length ? Math.min(2, Math.ceil(offerLines.length / 2)) : 0, per - 1);
  const fromOffers = offerLines.slice(variant * k, variant * k + k);
  const want = per - fromOffers.length;
  const fromPlain = plain.slice(variant * (per - k), variant * (per - k) + want);
  return [...fromOffers, ...fromPlain];
}

export interface HeadlineSet {
  headlines: string[];
  /** Disclaimers a regulated campaign's copy must carry (added as descriptions), in the wording that fits. */
  descriptions: string[];
}

function headlineTemplates(b: Basis, style: CopyStyle): readonly string[] {
  const own = b.family ? FAMILY_COPY[b.family].headlines : HEADLINE_TEMPLATES[b.objective];
  const base = style.tone ? TONE_TEMPLATES[style.tone] : own;
  return style.useName ? base.filter((t) => t.includes('{name}')) : base;
}

/** Headline ideas in order (the offer ones first), for the draft, memory and style. */
export function headlineIdeas(
  draft: CampaignDraft,
  memory: CopyMemory = NO_MEMORY,
  style: CopyStyle = {},
): { offers: string[]; plain: string[] } {
  const b = basisOf(draft, memory);
  const limit = style.shorter ? Math.min(headlineLimit(draft), 25) : headlineLimit(draft);
  const byLength = (lines: string[]) =>
    style.shorter ? [...lines].sort((x, y) => x.length - y.length) : lines;
  const offerTemplates = style.useName
    ? OFFER_HEADLINES.filter((t) => t.includes('{name}'))
    : OFFER_HEADLINES;
  return {
    offers: byLength(offerIdeas(offerTemplates, b, limit)),
    plain: byLength(ideas(headlineTemplates(b, style), b, limit)),
  };
}

/** The disclaimer lines a regulated campaign's copy still needs, in the wording that fits its lines. */
export function disclaimerLines(draft: CampaignDraft, headlines: readonly string[]): string[] {
  const category = draft.regulatedCategory;
  if (draft.campaignType !== 'regulated' || !category) return [];
  const platforms = draft.platforms.selected;
  const maxLine = strictestLimit(DESCRIPTION_LIMITS, platforms);
  const lines = visibleLines(
    {
      headlines: [...draft.creatives.copy.headlines, ...headlines],
      descriptions: draft.creatives.copy.descriptions,
    },
    platforms,
  );
  const out: string[] = [];
  for (const d of applicableDisclaimers(category, resolveGeography(draft.targeting.geography), platforms)) {
    if (isDisclaimerShown(d, lines)) continue;
    const wording = fittingWording(d, maxLine);
    if (wording) for (const l of wording) if (!out.includes(l)) out.push(l);
  }
  return out;
}

/** Three headlines for set `variant` (0, 1, 2...); null when the ideas run out. */
export function writeHeadlines(
  draft: CampaignDraft,
  variant: number,
  memory: CopyMemory = NO_MEMORY,
  style: CopyStyle = {},
): HeadlineSet | null {
  const { offers, plain } = headlineIdeas(draft, memory, style);
  const headlines = pickSet(offers, plain, variant, PER_SET);
  // A set is at least two ideas; a lone leftover is not much of an alternative.
  if (headlines.length < 2) return null;
  return { headlines, descriptions: disclaimerLines(draft, headlines) };
}

/** Two ad descriptions for set `variant`; empty when the ideas run out. */
export function writeDescriptions(
  draft: CampaignDraft,
  variant: number,
  memory: CopyMemory = NO_MEMORY,
  style: CopyStyle = {},
): string[] {
  const b = basisOf(draft, memory, false);
  const limit = Math.min(strictestLimit(DESCRIPTION_LIMITS, draft.platforms.selected), 150);
  const templates = b.family ? FAMILY_COPY[b.family].descriptions : DESCRIPTION_TEMPLATES[b.objective];
  const plain = ideas(templates, b, limit).filter((l) => !style.useName || l.includes(b.name));
  const sentence = (l: string) => l.charAt(0).toUpperCase() + l.slice(1);
  // "Shop {name} now" is a shop's line, not a clinic's or a charity's.
  const offerTemplates =
    b.family && b.family !== 'retail'
      ? OFFER_DESCRIPTIONS.filter((t) => !t.startsWith('Shop'))
      : OFFER_DESCRIPTIONS;
  const offerLines = offerIdeas(offerTemplates, b, limit).map(sentence);
  const lines = pickSet(offerLines, plain, variant, DESCRIPTIONS_PER_SET);
  const sorted = style.shorter ? [...lines].sort((x, y) => x.length - y.length) : lines;
  return sorted.length >= 1 ? sorted : [];
}

/** One call to action for set `variant`, or none when they run out. */
export function suggestCta(draft: CampaignDraft, variant: number): string | null {
  const objective = draft.objective || 'awareness';
  const family = industryFamily(draft);
  const own = family && familyFits(objective) ? FAMILY_COPY[family].ctas : CTA_CHOICES[objective];
  const choices = own.filter(
    (c) => !draft.creatives.copy.callsToAction.some((x) => x.toLowerCase() === c.toLowerCase()),
  );
  return choices[variant] ?? null;
}
