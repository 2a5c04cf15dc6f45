// Universal channels are the five ad platforms (docs/product.md#regulated-channels); regulated categories run
// on the subset of them that accepts the category (often only with certification) plus specialist networks.
export const UNIVERSAL_PLATFORM_IDS = ['google-ads', 'facebook', 'instagram', 'tiktok', 'linkedin'] as const;
export const SPECIALIST_NETWORK_IDS = [
  'mantis',
  'traffic-roots',
  'exoclick',
  'trafficjunky',
  'coinzilla',
  'bitmedia',
] as const;
export const PLATFORM_IDS = [...UNIVERSAL_PLATFORM_IDS, ...SPECIALIST_NETWORK_IDS] as const;
// No zod here: the builder's first paint uses these names, and the schemas live with the draft's (draft.ts).
export type PlatformId = (typeof PLATFORM_IDS)[number];

export interface Platform {
  id: PlatformId;
  name: string;
  kind: 'search' | 'social' | 'specialist';
}

export const PLATFORMS: readonly Platform[] = [
  { id: 'google-ads', name: 'Google Ads (Search)', kind: 'search' },
  { id: 'facebook', name: 'Facebook', kind: 'social' },
  { id: 'instagram', name: 'Instagram', kind: 'social' },
  { id: 'tiktok', name: 'TikTok', kind: 'social' },
  { id: 'linkedin', name: 'LinkedIn', kind: 'social' },
  { id: 'mantis', name: 'Mantis Ad Network', kind: 'specialist' },
  { id: 'traffic-roots', name: 'Traffic Roots', kind: 'specialist' },
  { id: 'exoclick', name: 'ExoClick', kind: 'specialist' },
  { id: 'trafficjunky', name: 'TrafficJunky', kind: 'specialist' },
  { id: 'coinzilla', name: 'Coinzilla', kind: 'specialist' },
  { id: 'bitmedia', name: 'Bitmedia', kind: 'specialist' },
];

export const findPlatform = (id: string): Platform | undefined => PLATFORMS.find((p) => p.id === id);
export const platformName = (id: string): string => findPlatform(id)?.name ?? id;
export const isUniversalPlatform = (id: string): boolean =>
  (UNIVERSAL_PLATFORM_IDS as readonly string[]).includes(id);

export const REGULATED_CATEGORY_IDS = ['cannabis', 'cbd', 'adult', 'gambling', 'crypto', 'forex'] as const;
export type RegulatedCategory = (typeof REGULATED_CATEGORY_IDS)[number];

export const REGULATED_CATEGORIES: readonly { id: RegulatedCategory; label: string }[] = [
  { id: 'cannabis', label: 'Cannabis' },
  { id: 'cbd', label: 'CBD' },
  { id: 'adult', label: 'Adult' },
  { id: 'gambling', label: 'Gambling' },
  { id: 'crypto', label: 'Crypto' },
  { id: 'forex', label: 'Forex' },
];

export type PlatformAccess = 'allowed' | 'certification' | 'prohibited';

export interface PlatformPolicy {
  /** Stable rule id, cited in compliance findings. */
  id: string;
  access: PlatformAccess;
  /** When set, the platform takes the category only in these ISO alpha-2 countries. */
  countries?: readonly string[];
  citation: string;
}

type PolicyRow = Partial<Record<PlatformId, Omit<PlatformPolicy, 'id'>>>;

const google = (topic: string, access: PlatformAccess, countries?: readonly string[]) => ({
  access,
  ...(countries ? { countries } : {}),
  citation: `Google Ads policy: ${topic}`,
});
const meta = (topic: string, access: PlatformAccess, countries?: readonly string[]) => ({
  access,
  ...(countries ? { countries } : {}),
  citation: `Meta Advertising Standards: ${topic}`,
});
const network = (name: string, focus: string, countries?: readonly string[]) => ({
  access: 'allowed' as const,
  ...(countries ? { countries } : {}),
  citation: `${name} publisher terms: ${focus} advertisers accepted`,
});

// Category x platform table. A platform missing from a row does not accept the category.
// Simplified from each platform's published policy; legal review happens outside the product.
const TABLE: Record<RegulatedCategory, PolicyRow> = {
  cannabis: {
    mantis: network('Mantis Ad Network', 'licensed cannabis', ['US', 'CA']),
    'traffic-roots': network('Traffic Roots', 'licensed cannabis', ['US', 'CA']),
  },
  cbd: {
    'google-ads': google(
      'Healthcare and medicines (topical hemp-derived CBD, certification)',
      'certification',
      ['US'],
    ),
    facebook: meta('Drugs and drug-related products (topical hemp CBD, certification)', 'certification', [
      'US',
    ]),
    instagram: meta('Drugs and drug-related products (topical hemp CBD, certification)', 'certification', [
      'US',
    ]),
    mantis: network('Mantis Ad Network', 'hemp and CBD'),
    'traffic-roots': network('Traffic Roots', 'hemp and CBD'),
  },
  adult: {
    exoclick: network('ExoClick', 'adult'),
    trafficjunky: network('TrafficJunky', 'adult'),
  },
  gambling: {
    'google-ads': google('Gambling and games (certification per country)', 'certification'),
    facebook: meta('Online gambling and gaming (prior written permission)', 'certification'),
    instagram: meta('Online gambling and gaming (prior written permission)', 'certification'),
  },
  crypto: {
    'google-ads': google('Cryptocurrencies and related products (certification)', 'certification'),
    facebook: meta('Cryptocurrency products and services (prior written permission)', 'certification'),
    instagram: meta('Cryptocurrency products and services (prior written permission)', 'certification'),
    coinzilla: network('Coinzilla', 'crypto'),
    bitmedia: network('Bitmedia', 'crypto'),
  },
  forex: {
    'google-ads': google('Financial services verification (CFDs and forex)', 'certification'),
    facebook: meta('Financial and insurance products (CFD and forex disclosures)', 'certification'),
    instagram: meta('Financial and insurance products (CFD and forex disclosures)', 'certification'),
    linkedin: {
      access: 'certification',
      citation: 'LinkedIn Advertising Policies: Financial services (licensed providers only)',
    },
    coinzilla: network('Coinzilla', 'forex and trading'),
  },
};

/** How a platform treats a regulated category; platforms without an entry prohibit it. */
export function platformPolicy(category: RegulatedCategory, platform: PlatformId): PlatformPolicy {
  const id = `${category}.${platform}`;
  const entry = TABLE[category][platform];
  if (entry) return { id, ...entry };
  return {
    id,
    access: 'prohibited',
    citation: `${platformName(platform)} advertising policy: ${category} advertising not accepted`,
  };
}

/** The networks that accept a category (outright or with certification). */
export const networksForCategory = (category: RegulatedCategory): Platform[] =>
  PLATFORMS.filter((p) => platformPolicy(category, p.id).access !== 'prohibited');

/** Platforms offered in step 3 of the builder. */
export const platformsForCampaign = (
  campaignType: 'universal' | 'regulated',
  category?: RegulatedCategory | null,
) =>
  campaignType === 'universal'
    ? PLATFORMS.filter((p) => isUniversalPlatform(p.id))
    : category
      ? networksForCategory(category)
      : [];
