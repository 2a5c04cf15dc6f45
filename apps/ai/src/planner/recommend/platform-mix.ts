import {
  networksForCategory,
  type Objective,
  type PlatformId,
  platformPolicy,
  REGULATED_CATEGORIES,
} from '@northstar/shared/campaign';
import type { CampaignDraft } from '@northstar/shared/campaign/schemas';
import { platformList } from '../format.ts';

export interface PlatformMix {
  platforms: PlatformId[];
  why: string;
}

// Universal mixes per objective, best first; a rejection moves to the next one.
const UNIVERSAL_MIXES: Readonly<Record<Objective, readonly PlatformId[][]>> = {
  awareness: [
    ['facebook', 'instagram', 'tiktok'],
    ['google-ads', 'facebook', 'instagram'],
    ['tiktok', 'instagram'],
  ],
  traffic: [
    ['google-ads', 'facebook'],
    ['google-ads', 'instagram', 'tiktok'],
    ['facebook', 'instagram'],
  ],
  engagement: [
    ['instagram', 'tiktok', 'facebook'],
    ['facebook', 'instagram'],
    ['tiktok', 'linkedin'],
  ],
  leads: [
    ['google-ads', 'facebook', 'linkedin'],
    ['google-ads', 'linkedin'],
    ['facebook', 'instagram'],
  ],
  sales: [
    ['google-ads', 'facebook', 'instagram'],
    ['google-ads', 'tiktok'],
    ['facebook', 'instagram', 'tiktok'],
  ],
  app_installs: [
    ['tiktok', 'facebook', 'instagram'],
    ['google-ads', 'tiktok'],
    ['facebook', 'instagram'],
  ],
};

const WHY: Readonly<Record<Objective, string>> = {
  awareness: 'social feeds buy reach at the lowest CPM',
  traffic: 'search and feed ads drive the cheapest clicks to your site',
  engagement: 'short-form social video earns the most interactions',
  leads: 'search catches intent and LinkedIn/Facebook lead forms convert well',
  sales: 'search captures buyers already looking, and social retargets and finds look-alikes',
  app_installs: 'TikTok and Meta app-install ads deliver the lowest cost per install',
};

const B2B = /\b(?:b2b|saas|software|enterprise|consulting|recruit\w*|hr|fintech|cloud|it services)\b/i;

const key = (ids: readonly PlatformId[]) => [...ids].sort().join(',');

function dedupe(mixes: readonly PlatformId[][]): PlatformId[][] {
  const seen = new Set<string>();
  return mixes.filter((m) => m.length > 0 && !seen.has(key(m)) && seen.add(key(m)));
}

function regulatedMixes(draft: CampaignDraft): { mixes: PlatformId[][]; why: string } {
  const category = draft.regulatedCategory;
  if (!category) return { mixes: [], why: '' };
  const countries = draft.targeting.geography.countries;
  // Networks that accept the category at all (never a prohibited one), and in the targeted countries.
  const accepting = networksForCategory(category)
    .map((p) => p.id)
    .filter((id) => {
      const only = platformPolicy(category, id).countries;
      return !only || countries.length === 0 || countries.some((c) => only.includes(c));
    });
  const allowed = accepting.filter((id) => platformPolicy(category, id).access === 'allowed');
  const certified = accepting.filter((id) => platformPolicy(category, id).access === 'certification');
  const label = REGULATED_CATEGORIES.find((c) => c.id === category)?.label ?? category;
  const why =
    certified.length > 0
      ? `they accept ${label} ads (${platformList(certified)} only with certification)`
      : `they accept ${label} ads`;
  return { mixes: dedupe([allowed, [...allowed, ...certified], certified, ...allowed.map((p) => [p])]), why };
}

/** The platform mix for the objective and channel type; `variant` picks the next alternative. */
export function recommendPlatformMix(draft: CampaignDraft, variant: number): PlatformMix | null {
  if (draft.campaignType === 'regulated') {
    const { mixes, why } = regulatedMixes(draft);
    const platforms = mixes[variant];
    return platforms ? { platforms, why } : null;
  }
  const objective = draft.objective || 'awareness';
  let mixes = UNIVERSAL_MIXES[objective].map((m) => [...m]);
  if (B2B.test(`${draft.industry} ${draft.campaignName}`)) {
    // B2B buyers are on LinkedIn; lead the first choice with it.
    mixes = [['linkedin', ...(mixes[0] ?? []).filter((p) => p !== 'linkedin' && p !== 'tiktok')], ...mixes];
  }
  const platforms = dedupe(mixes)[variant];
  return platforms ? { platforms, why: WHY[objective] } : null;
}
